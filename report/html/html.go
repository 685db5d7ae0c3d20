// Package html lays a report.Sheet out as a static web site: index.html
// (title, rankings, links to every pair and board), one page per board (hand
// diagram, with the double-dummy table and par beside it when they are
// known, and traveller, with each table's auction and play folded under
// its row) and one per pair (score card with a running percentage chart
// in inline SVG), names.html (every player of a pairs event, in the order
// of the page's language, linked to the pair's score card), and one
// stylesheet. Templates and CSS are embedded; pages load nothing from
// elsewhere and need no JavaScript. Two small scripts add to pages that
// are complete without them, each allowed alone by its hash on its pages:
// FilterScript shows a filter box on the index and the names page
// (FilterPolicy), and ReplayScript steps through a table's play on a
// board page (ReplayPolicy; see replay.go); LiveScript on the pages of a session in
// play reloads them every minute while the reader lets it (Policy joins
// the hashes of a page's scripts).
//
// Every text from the input is escaped by html/template (or, on the pages
// written in Go, pair.go, as html/template escapes it), and isolated when
// it holds right-to-left letters or bidirectional controls (bidi.go). Page
// names come from the Sheet, which makes them from [a-z0-9_-] only and
// short (report.Pages); Render checks them again and refuses anything
// else. The package computes nothing: the chart's geometry is the only
// arithmetic here.
package html

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"math"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/encoding"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/parallel"
	"github.com/protokol-bridge/protokol/report"
)

//go:embed templates
var files embed.FS

// templates are the site's templates, and kinds the parts of each kind
// of event, made together when first used (a template cannot be cloned
// once it has run): a run that makes no page (score --format json) does
// not pay for them.
func templates() *template.Template { return parsed().base }

func kinds() map[event.Kind]*siteKind { return parsed().kinds }

var parsed = sync.OnceValue(func() (p struct {
	base  *template.Template
	kinds map[event.Kind]*siteKind
}) {
	p.base = parseTemplates()
	p.kinds = newKinds(p.base)
	return p
})

func parseTemplates() *template.Template {
	return template.Must(template.New("").Funcs(template.FuncMap{
		"two":           func(a, b string) [2]string { return [2]string{a, b} },
		"inc":           func(i int) int { return i + 1 },
		"rankingRows":   rankingRows,
		"travellerRows": travellerRows,
		"playBlocks":    playBlocks,
		"one":           func(p *report.PlayView) []*report.PlayView { return []*report.PlayView{p} },
		"namesRows":     namesRows,
		"head":          headHTML,
		"foot":          footHTML,
		"abbr":          abbrHTML,
		"contract":      contractHTML,
		"filterScript":  func() template.HTML { return template.HTML("<script>" + FilterScript + "</script>") },
		"replayScript":  func() template.HTML { return template.HTML("<script>" + ReplayScript + "</script>") },
		"suits":         suitSpans,
		"bdi":           bdiValue,
		"phrase":        phraseValue,
		"isolate":       isolate,
	}).ParseFS(files, "templates/*.html"))
}

// siteKind is what a kind of event has of its own on the site: its
// index (its standings between every kind's heading and list of boards)
// and the index's Content-Security-Policy, its boards' traveller (bound
// as "traveller" in its set of templates), and its own pages. The rest of
// the site is every kind's.
type siteKind struct {
	index, csp, traveller string
	// pages appends the kind's own pages to jobs.
	pages func(jobs []job, s *report.Sheet, base page, seen map[string]bool) ([]job, error)
	// set is the site's templates with the kind's parts bound.
	set *template.Template
}

// newKinds are the parts of each kind of event: a pairs event's rankings,
// travellers and score cards; a team event's standings, cross-table and
// rounds, its boards' matches, and its match and team pages; each set
// cloned from templates, before they run.
func newKinds(templates *template.Template) map[event.Kind]*siteKind {
	kinds := map[event.Kind]*siteKind{
		event.Pairs:      {index: "index.html", csp: FilterPolicy, traveller: "traveller-pairs", pages: cardPages},
		event.Individual: {index: "index.html", csp: FilterPolicy, traveller: "traveller-pairs", pages: cardPages},
		event.Teams:      {index: "teams_index.html", traveller: "traveller-teams", pages: teamPages},
	}
	for _, k := range kinds {
		k.set = template.Must(template.Must(templates.Clone()).Parse(`{{define "traveller"}}{{template "` + k.traveller + `" .}}{{end}}`))
	}
	return kinds
}

// File is one file of the site.
type File struct {
	Name string // a plain file name: "index.html", "board-7.html"
	Data []byte
}

// Options for the site.
type Options struct {
	// PDF is the file name of the PDF written beside the site, linked from
	// the index; "" for none.
	PDF string
	// Charset is the name of the charset the pages are written in, for
	// their meta tag ("" means utf-8), and Encoding encodes them. A
	// character the charset lacks (♠ in KOI8-R) is written as a numeric
	// character reference (&#9824;), so every character still shows.
	Charset  string
	Encoding encoding.Encoding
	// Archive is the address of the index of the archive the site is
	// published in, relative to the site ("../../index.html"), linked
	// from the site's index; "" for none. Only "../" steps and
	// index.html are allowed.
	Archive string
	// Season is the page of the players of the archive's season, relative
	// to the site ("../../series/players/index.html"), linked from the
	// index and from each player of the names page (at the anchor of his
	// name: "#n-" and its slug); "" for none.
	Season string
}

var safeArchive = regexp.MustCompile(`^(\.\./){1,32}index\.html$`)

var safeSeason = regexp.MustCompile(`^(\.\./){1,32}([a-z0-9_-]+/)+index\.html$`)

var safeName = regexp.MustCompile(`^[a-z0-9_-]+$`)

var safeCharset = regexp.MustCompile(`^[a-z0-9_-]+$`)

// pageOK tells whether a page name from the Sheet is one the Sheet makes:
// [a-z0-9_-] only, and at most report.NameMax bytes with ".html".
func pageOK(name string) bool {
	return safeName.MatchString(name) && len(name)+len(".html") <= report.NameMax
}

// page is what every template sees.
type page struct {
	S         *report.Sheet
	Charset   string
	PageTitle string // its texts from the input isolated (see isolate)
	PDF       string
	Archive   string // Options.Archive
	B         *report.BoardPage
	C         *report.Card
	M         *report.MatchPage
	TC        *report.TeamCard
	Sections  bool
	Seats     [4]string
	// CSP is the page's Content-Security-Policy (FilterPolicy on the pages
	// with the filter box, ReplayPolicy on the board pages with a replay),
	// "" for none; head adds LiveScript's hash to it on the pages of a
	// session in play.
	CSP string
	// Replay: the board page B has a replay of a table's play (see
	// ReplayScript).
	Replay bool

	// Season is Options.Season; SeasonLabel its link's words on the
	// index, SeasonShort beside each player of the names page.
	Season, SeasonLabel, SeasonShort string

	// later holds the big tables' bodies of the page being executed,
	// written after the template (see later); nil: written in place.
	later *later
	// refs holds the pairs' names and links as written, shared by the
	// pages of a site (see refsHTML); nil: each written anew.
	refs *sharedRefs
}

// later holds the bodies of a page's big tables (a ranking, a
// traveller, the names), which its template leaves a mark for and which
// are written straight into the page after it: a traveller of 1,000
// rows (half a megabyte) given to the template as a value is copied
// three times over (into a string, by the template's printing, into the
// page).
type later struct{ bodies []func(*builder) }

// laterMark is where a body goes: a comment no text of the input can
// make (its < is escaped) and no template holds.
const laterMark = "<!--protokol:body-->"

// write is the mark of body, which l writes later; with no l, body
// written now.
func (l *later) write(body func(*builder)) template.HTML {
	if l == nil {
		var b builder
		body(&b)
		return template.HTML(b.String())
	}
	l.bodies = append(l.bodies, body)
	return laterMark
}

// rankingRows, travellerRows and namesRows are the template functions of
// the big tables' bodies (see later), given the page ($).
func rankingRows(p page, rows []report.RankRow, imps bool) template.HTML {
	return p.later.write(func(b *builder) { b.rankingRows(rows, imps) })
}

func travellerRows(p page, rows []report.TravRow, plays []*report.PlayView, sections, imps, replay bool, l report.Labels) template.HTML {
	return p.later.write(func(b *builder) { b.travellerRows(rows, plays, sections, imps, replay, l) })
}

func namesRows(p page, players []report.Player, season, seasonLabel string) template.HTML {
	return p.later.write(func(b *builder) { b.namesRows(players, season, seasonLabel) })
}

// fill writes page (a template's output) into b with each mark replaced
// by its body, in order.
func (l *later) fill(b *builder, page []byte) error {
	for _, body := range l.bodies {
		i := bytes.Index(page, []byte(laterMark))
		if i < 0 {
			return fmt.Errorf("html: %d tables' bodies and fewer marks", len(l.bodies))
		}
		b.buf = append(b.buf, page[:i]...)
		body(b)
		page = page[i+len(laterMark):]
	}
	if bytes.Contains(page, []byte(laterMark)) {
		return fmt.Errorf("html: %d tables' bodies and more marks", len(l.bodies))
	}
	b.buf = append(b.buf, page...)
	return nil
}

// FilterScript is the one script of the site, inline on the index and
// the names page: it shows the filter box (hidden without JavaScript,
// where it could do nothing, so the pages stay complete without it) and
// hides the rows of the tables of class "find" that do not hold what is
// typed, case and ё/е aside.
const FilterScript = `(function(){var f=document.getElementById('find');if(!f)return;f.parentNode.hidden=false;` +
	`var n=function(t){return t.toLocaleLowerCase().replace(/ё/g,'е')};` +
	`f.addEventListener('input',function(){var q=n(f.value.trim());` +
	`document.querySelectorAll('table.find tbody tr').forEach(function(r){r.hidden=q!==''&&n(r.textContent).indexOf(q)<0})})})();`

// FilterScriptHash is FilterScript's hash as a Content-Security-Policy
// source: "'sha256-...'".
var FilterScriptHash = scriptHash(FilterScript)

// FilterPolicy is the Content-Security-Policy of the pages with the
// filter box: FilterScript runs, and no other script, object or base.
var FilterPolicy = Policy(FilterScriptHash)

// LiveScript is the script of every page of a session still in play
// (Sheet.Provisional), written before its footer: it puts a check box,
// ticked, after the page's provisional mark, labelled with its script
// element's data-label ("Update every minute"), and reloads the page a
// minute after it was loaded while the box is ticked and the page is in
// view, no filter text typed and no auction opened (then it waits for
// another minute). Once the last result is in, the site is published
// without the mark, so the page reloaded is the final one, which has no
// script, and reloads no more.
//
// A script rather than <meta http-equiv="refresh">: a refresh the reader
// cannot stop fails WCAG 2.2.1 (Timing Adjustable; axe-core's
// meta-refresh rule, which the browser test runs), and it would reload
// the page under a reader typing in the filter box or reading an
// auction. Without JavaScript the page does not refresh, and shows no box
// that could not work.
const LiveScript = `(function(){var s=document.currentScript,m=document.querySelector('.provisional');if(!s||!m)return;` +
	`var l=document.createElement('label'),c=document.createElement('input'),t,due=false;` +
	`c.type='checkbox';c.checked=true;l.className='live';l.appendChild(c);l.appendChild(document.createTextNode(' '+s.dataset.label));` +
	`m.appendChild(document.createTextNode(' '));m.appendChild(l);` +
	`var busy=function(){var f=document.getElementById('find');return document.hidden||(f&&f.value)||document.querySelector('details[open]')};` +
	`var go=function(){due=true;if(c.checked&&!busy())location.reload();else later()};` +
	`var later=function(){clearTimeout(t);due=false;if(c.checked)t=setTimeout(go,60000)};` +
	`c.addEventListener('change',later);` +
	`document.addEventListener('visibilitychange',function(){if(due&&c.checked&&!busy())location.reload()});later()})();`

// LiveScriptHash is LiveScript's hash as a Content-Security-Policy
// source.
var LiveScriptHash = scriptHash(LiveScript)

// Policy is the Content-Security-Policy of a page whose scripts are
// those of hashes (Content-Security-Policy sources, "'sha256-...'"), in
// the order given: they run, and no other script, object or base.
func Policy(hashes ...string) string {
	return "script-src " + strings.Join(hashes, " ") + "; object-src 'none'; base-uri 'none'"
}

// withScript is policy (one of Policy's, or "" for a page without one)
// with the script of hash allowed as well.
func withScript(policy, hash string) string {
	i := strings.Index(policy, ";")
	if !strings.HasPrefix(policy, "script-src ") || i < 0 {
		return Policy(hash)
	}
	return policy[:i] + " " + hash + policy[i:]
}

// scriptHash is a script's hash as a Content-Security-Policy source.
func scriptHash(script string) string {
	h := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(h[:]) + "'"
}

// Render makes the whole site, in a fixed order: index.html, style.css,
// the boards, then the pairs.
func Render(s *report.Sheet, opt Options) ([]File, error) {
	var out []File
	err := RenderEach(s, opt, func(f File) error {
		out = append(out, File{f.Name, bytes.Clone(f.Data)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RenderEach makes the site as Render does, in the same order, and gives
// each file to emit as soon as it is made, so that only a few pages are
// held in memory at once (they are rendered a batch at a time, on every
// core). A file's Data is emit's only until emit returns: it is used
// again for a later page. It stops at the first error, of its own or of
// emit; the pages given to emit until then are to be dropped. Nothing is
// emitted when a page name is unsafe.
func RenderEach(s *report.Sheet, opt Options, emit func(File) error) error {
	if opt.PDF != "" && !safeName.MatchString(strings.TrimSuffix(opt.PDF, ".pdf")) {
		return fmt.Errorf("html: unsafe PDF file name %q", opt.PDF)
	}
	if opt.Archive != "" && !safeArchive.MatchString(opt.Archive) {
		return fmt.Errorf("html: archive link %q is not ../ steps to index.html", opt.Archive)
	}
	if opt.Season != "" && !safeSeason.MatchString(opt.Season) {
		return fmt.Errorf("html: season link %q is not ../ steps to a folder's index.html", opt.Season)
	}
	css, err := files.ReadFile("templates/style.css")
	if err != nil {
		return err
	}
	sections := map[string]bool{}
	for _, r := range s.Rankings {
		sections[r.Section] = true
	}
	charset := opt.Charset
	if charset == "" {
		charset = "utf-8"
	}
	if !safeCharset.MatchString(charset) || (charset != "utf-8" && opt.Encoding == nil) {
		return fmt.Errorf("html: charset %q without an encoding", charset)
	}
	// encode writes a page in the charset (a numeric character reference
	// for a character it lacks); the stylesheet is ASCII.
	encode := func(f File) (File, error) {
		if charset == "utf-8" || f.Name == "style.css" {
			return f, nil
		}
		data, err := encoding.HTMLEscapeUnsupported(opt.Encoding.NewEncoder()).Bytes(f.Data)
		if err != nil {
			return File{}, fmt.Errorf("html: %s in %s: %w", f.Name, charset, err)
		}
		f.Data = data
		return f, nil
	}
	kind, ok := kinds()[s.Kind]
	if !ok {
		return fmt.Errorf("html: no layout for a %s event", s.Kind)
	}
	base := page{S: s, Charset: charset, PDF: opt.PDF, Archive: opt.Archive, Sections: len(sections) > 1, Seats: [4]string{"n", "e", "s", "w"}, refs: newSharedRefs(runtime.GOMAXPROCS(0))}
	if opt.Season != "" {
		w, _ := report.SeriesLabelsFor(s.L.Lang)
		base.Season, base.SeasonLabel, base.SeasonShort = opt.Season, w.SeasonPlayers, w.History
	}

	var out []File // the pages made before the others
	index := base
	index.PageTitle = isolate(s.Title)
	if len(s.Rankings) > 0 || kind.csp == "" { // a pairs index's filter box is over the rankings
		index.CSP = kind.csp
	}
	data, err := execute(kind.index, index)
	if err != nil {
		return err
	}
	out = append(out, File{"index.html", data}, File{"style.css", css})
	if len(s.Players) > 0 {
		p := base
		p.CSP = FilterPolicy
		p.PageTitle = isolatePhrase(report.Phrase{}.Word(s.L.NamesTitle + " · ").Input(s.Title))
		if data, err = execute("names.html", p); err != nil {
			return err
		}
		out = append(out, File{"names.html", data})
	}
	if len(s.Adjustments) > 0 {
		p := base
		p.PageTitle = isolatePhrase(report.Phrase{}.Word(s.L.Adjustments + " · ").Input(s.Title))
		if data, err = execute("adjustments.html", p); err != nil {
			return err
		}
		out = append(out, File{"adjustments.html", data})
	}

	// Pages are independent: render them on every core, each into its own
	// slot, so the order (boards, then the kind's own pages) stays fixed.
	var jobs []job
	for i := range s.Boards {
		b := &s.Boards[i]
		if !pageOK(b.Page) {
			return fmt.Errorf("html: unsafe page name %s for board %d", bridge.Quote(b.Page), b.Number)
		}
		p := base
		p.B = b
		if p.Replay = hasReplay(b); p.Replay {
			p.CSP = ReplayPolicy
		}
		p.PageTitle = isolatePhrase(report.Phrase{}.Word(fmt.Sprintf("%s %d · ", s.L.Board, b.Number)).Input(s.Title))
		jobs = append(jobs, job{name: b.Page + ".html", tmpl: "board.html", p: p})
	}
	if jobs, err = kind.pages(jobs, s, base, map[string]bool{}); err != nil {
		return err
	}
	for _, f := range out {
		if f, err = encode(f); err != nil {
			return err
		}
		if err := emit(f); err != nil {
			return err
		}
	}
	// A page's buffer is used again for a later page once emitted (emit
	// keeps nothing of it): the 2,000 pages of a large field, 60 MB, are
	// made in a few buffers rather than each in its own, to be
	// collected.
	window := 4 * runtime.GOMAXPROCS(0)
	free := make(chan []byte, window+runtime.GOMAXPROCS(0)+1)
	buffer := func() []byte {
		select {
		case b := <-free:
			return b
		default:
			return nil
		}
	}
	render := func(j job) (File, error) {
		if j.page != nil {
			return encode(File{j.name, write(buffer(), j.tmpl, func(b *builder) { j.page(b, &j.p) })})
		}
		data, err := executeInto(buffer(), j.tmpl, j.p)
		if err != nil {
			return File{}, err
		}
		return encode(File{j.name, data})
	}
	return pipeline(len(jobs), window, func(i int) (File, error) { return render(jobs[i]) }, func(f File) error {
		if err := emit(f); err != nil {
			return err
		}
		select {
		case free <- f.Data[:0]:
		default:
		}
		return nil
	})
}

// job is a page to render.
type job struct {
	name string
	tmpl string                // the page's template; with page, its kind (for pageSizes)
	page func(*builder, *page) // the page's writer, nil for a template
	p    page
}

// cardPages are a pairs event's own pages: a score card a pair.
func cardPages(jobs []job, s *report.Sheet, base page, seen map[string]bool) ([]job, error) {
	for i := range s.Cards {
		c := &s.Cards[i]
		if !pageOK(c.Pair.Page) || seen[c.Pair.Page] {
			return nil, fmt.Errorf("html: unsafe or repeated page name %s for %s", bridge.Quote(c.Pair.Page), bridge.Quote(c.Title))
		}
		seen[c.Pair.Page] = true
		p := base
		p.C = c
		p.PageTitle = isolatePhrase(phraseOf(c.Title, c.TitlePhrase).Word(" · ").Input(s.Title))
		jobs = append(jobs, job{name: c.Pair.Page + ".html", tmpl: "pair", page: (*builder).pairPage, p: p})
	}
	return jobs, nil
}

// teamPages are a team event's own pages: a page a match, and a page a
// team.
func teamPages(jobs []job, s *report.Sheet, base page, seen map[string]bool) ([]job, error) {
	t := s.Teams
	for i := range t.Matches {
		m := &t.Matches[i]
		if !pageOK(m.Page) || seen[m.Page] {
			return nil, fmt.Errorf("html: unsafe or repeated page name %s for %s", bridge.Quote(m.Page), bridge.Quote(m.Title))
		}
		seen[m.Page] = true
		p := base
		p.M = m
		p.PageTitle = isolatePhrase(phraseOf(m.Title, m.TitlePhrase).Word(" · ").Input(s.Title))
		jobs = append(jobs, job{name: m.Page + ".html", tmpl: "match.html", p: p})
	}
	for i := range t.Teams {
		c := &t.Teams[i]
		if !pageOK(c.Team.Page) || seen[c.Team.Page] {
			return nil, fmt.Errorf("html: unsafe or repeated page name %s for %s", bridge.Quote(c.Team.Page), bridge.Quote(c.Title))
		}
		seen[c.Team.Page] = true
		p := base
		p.TC = c
		p.PageTitle = isolatePhrase(phraseOf(c.Title, c.TitlePhrase).Word(" · ").Input(s.Title))
		jobs = append(jobs, job{name: c.Team.Page + ".html", tmpl: "team.html", p: p})
	}
	return jobs, nil
}

// pipeline makes n files with build on every core and gives them to emit
// in their order, as they come: at most window of them are made ahead of
// the one emitted, so that only those are held in memory. The workers
// each claim the next file when a token of the window is free, and the
// caller makes the next file itself when no worker has claimed it yet
// (on a machine busy with other work, rather than wait for a worker to
// be woken and scheduled). The first error (of build, in the order of
// the files, or of emit) stops it; a panic in build on a worker is
// raised again here as a *parallel.Panic, as parallel.Each does.
func pipeline(n, window int, build func(i int) (File, error), emit func(File) error) error {
	type made struct {
		f     File
		err   error
		panic *parallel.Panic
	}
	slots := make([]chan made, n)
	for i := range slots {
		slots[i] = make(chan made, 1)
	}
	var next atomic.Int64 // the next file to claim
	// tokens holds one for each file a worker claimed and the caller has
	// not emitted yet.
	tokens := make(chan struct{}, window)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range min(n, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case tokens <- struct{}{}:
				case <-stop:
					return
				}
				select {
				case <-stop: // a token was free, but the caller has stopped
					return
				default:
				}
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				func() {
					defer func() {
						if r := recover(); r != nil {
							slots[i] <- made{panic: &parallel.Panic{Value: r, Stack: debug.Stack()}}
						}
					}()
					f, err := build(i)
					slots[i] <- made{f: f, err: err}
				}()
			}
		}()
	}
	defer wg.Wait()
	defer close(stop)
	for i := range n {
		var m made
		if next.CompareAndSwap(int64(i), int64(i+1)) {
			m.f, m.err = build(i) // no worker has it: made here, with no token
		} else {
			m = <-slots[i]
			<-tokens
		}
		switch {
		case m.panic != nil:
			panic(m.panic)
		case m.err != nil:
			return m.err
		}
		if err := emit(m.f); err != nil {
			return err
		}
	}
	return nil
}

// boardTicks are the points of a chart whose board numbers its axis
// shows: the first, the last, and every k-th between, k the smallest step
// that keeps labels tickGap units apart, with the one before the last
// left out when it would crowd it.
func boardTicks(n int, step float64) []int {
	if n == 0 {
		return nil
	}
	k := 1
	for float64(k)*step < tickGap {
		k++
	}
	var ticks []int
	for i := 0; i < n-1; i += k {
		if i > 0 && float64(n-1-i)*step < tickGap {
			break
		}
		ticks = append(ticks, i)
	}
	return append(ticks, n-1)
}

// A chart's labels are labelSize units high (about 17 CSS px at the
// chart's widest, 40rem), and labelSizeNarrow on a phone (style.css: the
// chart is then about 340 units wide, and its labels 13 px, not 8); the
// board numbers on its axis are tickGap units apart, room for three
// digits at the larger size.
const (
	labelSize       = 16
	labelSizeNarrow = 24
	tickGap         = 48
)

func itoa(n int) string { return strconv.Itoa(n) }

// suitSpans is text with its suit symbols styled as in the contracts (♥
// and ♦ red): a par contract ("4♥ N =", "5♦X E −2"). The text is escaped.
func suitSpans(s string) template.HTML {
	var b strings.Builder
	for s != "" {
		i := strings.IndexAny(s, "♠♥♦♣")
		if i < 0 {
			b.WriteString(template.HTMLEscapeString(s))
			break
		}
		b.WriteString(template.HTMLEscapeString(s[:i]))
		sym := s[i : i+len("♠")] // the four are as long
		class := "suit"
		if sym == "♥" || sym == "♦" {
			class = "suit red"
		}
		b.WriteString(`<span class="` + class + `">` + sym + `</span>`)
		s = s[i+len(sym):]
	}
	return template.HTML(b.String())
}

func execute(name string, p page) ([]byte, error) { return executeInto(nil, name, p) }

// executeInto is execute into buf's room (buf's bytes are dropped): the
// template into a buffer of its own, then the page into buf with the
// bodies of its big tables (see later).
func executeInto(buf []byte, name string, p page) ([]byte, error) {
	// A page is made at about the size of the last page of its template,
	// rather than grown by doubling from nothing (most pages of a site
	// are of the same few sizes), and so is the template's part of it.
	var t bytes.Buffer
	if n, ok := pageSizes.Load(name + " template"); ok {
		t.Grow(n.(int) + n.(int)/8)
	}
	p.later = &later{}
	if err := kinds()[p.S.Kind].set.ExecuteTemplate(&t, name, p); err != nil {
		return nil, fmt.Errorf("html: %s: %w", name, err)
	}
	b := builder{buf: buf[:0], refs: p.refs.get()}
	defer p.refs.put(b.refs)
	if n, ok := pageSizes.Load(name); ok {
		b.Grow(n.(int) + n.(int)/8)
		b.sized = true
	}
	if err := p.later.fill(&b, t.Bytes()); err != nil {
		return nil, fmt.Errorf("html: %s: %w", name, err)
	}
	pageSizes.Store(name+" template", t.Len())
	pageSizes.Store(name, b.Len())
	return b.buf, nil
}

// write makes a page written in Go (kind names it for pageSizes), at
// about the size of the last such page, as execute does, into buf's room
// (buf's bytes are dropped).
func write(buf []byte, kind string, page func(*builder)) []byte {
	b := builder{buf: buf[:0]}
	last, _ := pageSizes.Load(kind)
	if n, ok := last.(int); ok {
		b.Grow(n + n/8)
		b.sized = true
	}
	page(&b)
	pageSizes.Store(kind, b.Len())
	return b.buf
}

// pageSizes holds the size of the last page made of each template, by
// name: only a hint for the next one's buffer.
var pageSizes sync.Map

// chart draws the running session percentage after each board as an inline
// SVG line over a 0–100 % scale with the 50 % line marked. It holds only
// numbers and a label that is escaped.
func chart(running []float64, boards []int, label string) template.HTML {
	return template.HTML(appendChart(nil, nil, running, boards, label))
}

// appendChart appends chart's drawing to b, the frame of its chart from
// frames (see chartFrames) when not nil.
func appendChart(b []byte, frames chartFrames, running []float64, boards []int, label string) []byte {
	return appendLineChart(b, frames, running, boards, label, 0, 100, []float64{0, 25, 50, 75, 100}, 50, "%")
}

// impChart draws the running total of IMPs on a scale symmetric about 0,
// from −M to +M, M the largest |total| rounded up to a multiple of 10.
func impChart(running []float64, boards []int, label string) template.HTML {
	return template.HTML(appendIMPChart(nil, nil, running, boards, label))
}

// appendIMPChart appends impChart's drawing to b, as appendChart.
func appendIMPChart(b []byte, frames chartFrames, running []float64, boards []int, label string) []byte {
	m := 10.0
	for _, v := range running {
		for math.Abs(v) > m {
			m += 10
		}
	}
	return appendLineChart(b, frames, running, boards, label, -m, m, []float64{-m, -m / 2, 0, m / 2, m}, 0, "")
}

// The size of a chart, in the units of its viewBox, and its margins.
const chartW, chartH, chartLeft, chartRight, chartTop, chartBottom = 600.0, 240.0, 76.0, 22.0, 14.0, 38.0

// chartFrame is what a chart of n values writes whatever they are: its
// head (the svg, its grid and labels, to the line's points) and the x of
// each point, as written. The 2,000 score cards of a 1,000-table field
// share one, and writing its numbers was most of their charts' time.
type chartFrame struct {
	head string
	xs   []string
}

// chartKey is what a chartFrame depends on: the number of values, the
// label, the scale and its grid (of at most 5 lines), the floats by
// their bits (-0 is not 0).
type chartKey struct {
	n           int
	label, unit string
	lo, hi      uint64
	mark        uint64
	grid        [5]uint64
	grids       int
}

// chartFrames are the frames made, by key; a page's builder shares them
// with other pages (see sharedHTML).
type chartFrames map[chartKey]*chartFrame

// frame is the frame of a chart, from frames when they have it (and then
// kept there).
func (frames chartFrames) frame(n int, label string, lo, hi float64, grid []float64, mark float64, unit string) *chartFrame {
	if frames == nil || len(grid) > 5 {
		return lineFrame(n, label, lo, hi, grid, mark, unit)
	}
	k := chartKey{n: n, label: label, unit: unit, lo: math.Float64bits(lo), hi: math.Float64bits(hi), mark: math.Float64bits(mark), grids: len(grid)}
	for i, g := range grid {
		k.grid[i] = math.Float64bits(g)
	}
	f := frames[k]
	if f == nil {
		f = lineFrame(n, label, lo, hi, grid, mark, unit)
		frames[k] = f
	}
	return f
}

// chartY is the y of v on a chart over [lo, hi].
func chartY(v, lo, hi float64) float64 {
	const plotH = chartH - chartTop - chartBottom
	return chartTop + plotH*(hi-v)/(hi-lo)
}

// The numbers are written with strconv as fmt's %g and %.1f write them
// (fmt formats floats with strconv): a score card's chart is about 60
// numbers, and fmt's reflection over them was a tenth of the site's time.
func appendG(b []byte, v float64) []byte  { return strconv.AppendFloat(b, v, 'g', -1, 64) }
func appendF1(b []byte, v float64) []byte { return strconv.AppendFloat(b, v, 'f', 1, 64) }

// lineFrame makes the frame of a chart of n values (see appendLineChart).
func lineFrame(n int, label string, lo, hi float64, grid []float64, mark float64, unit string) *chartFrame {
	const w, h, left, right = chartW, chartH, chartLeft, chartRight
	b := make([]byte, 0, 2048)
	b = append(b, `<svg viewBox="0 0 `...)
	b = appendG(b, w)
	b = append(b, ' ')
	b = appendG(b, h)
	b = append(b, `" role="img" aria-label="`...)
	b = append(b, template.HTMLEscapeString(label)...)
	b = append(b, `" xmlns="http://www.w3.org/2000/svg" font-size="`...)
	b = strconv.AppendInt(b, labelSize, 10)
	b = append(b, `">`...)
	for _, gv := range grid {
		class, stroke := "grid", "#d0d0d0"
		if gv == mark {
			class, stroke = "mark", "#888"
		}
		b = append(b, `<line class="`...)
		b = append(b, class...)
		b = append(b, `" x1="`...)
		b = appendG(b, left)
		b = append(b, `" y1="`...)
		b = appendF1(b, chartY(gv, lo, hi))
		b = append(b, `" x2="`...)
		b = appendG(b, w-right)
		b = append(b, `" y2="`...)
		b = appendF1(b, chartY(gv, lo, hi))
		b = append(b, `" stroke="`...)
		b = append(b, stroke...)
		b = append(b, `" stroke-width="1"/>`...)
		b = append(b, `<text x="`...)
		b = appendG(b, left-8)
		b = append(b, `" y="`...)
		b = appendF1(b, chartY(gv, lo, hi))
		b = append(b, `" dy="0.35em" text-anchor="end" fill="#555">`...)
		b = appendG(b, gv)
		b = append(b, unit...)
		b = append(b, `</text>`...)
	}
	b = append(b, `<polyline class="line" points="`...)
	f := &chartFrame{head: string(b), xs: make([]string, n)}
	step := chartStep(n)
	for i := range f.xs {
		f.xs[i] = string(appendF1(b[:0], left+step*float64(i)))
	}
	return f
}

// chartStep is the distance between the points of a chart of n values.
func chartStep(n int) float64 { return (chartW - chartLeft - chartRight) / float64(n-1) }

// lineChart draws values over [lo, hi] with grid lines at grid, the line at
// mark dashed, and unit after each grid label. Its axis is in board
// numbers, boards[i] the board of values[i] (see boardTicks). Its colours
// are the style sheet's (classes grid, mark, line and dot), so that dark
// mode has them too; the attributes are for a page without it. It is
// appended to b, its frame (see chartFrame) from frames when not nil;
// nothing is for fewer than two values.
func appendLineChart(b []byte, frames chartFrames, values []float64, boards []int, label string, lo, hi float64, grid []float64, mark float64, unit string) []byte {
	if len(values) < 2 {
		return b
	}
	f := frames.frame(len(values), label, lo, hi, grid, mark, unit)
	b = slices.Grow(b, len(f.head)+len(values)*(64+2*len(f.xs[0])))
	b = append(b, f.head...)
	// Each point's y is written once, for the line, and copied for its
	// dot: where it starts and ends in b.
	var ys [64][2]int
	at := ys[:0]
	if len(values) > len(ys) {
		at = make([][2]int, 0, len(values))
	}
	for i, v := range values {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, f.xs[i]...)
		b = append(b, ',')
		start := len(b)
		b = appendF1(b, chartY(v, lo, hi))
		at = append(at, [2]int{start, len(b)})
	}
	b = append(b, `" fill="none" stroke="#0b4f8a" stroke-width="3"/>`...)
	for i, p := range at {
		b = append(b, `<circle class="dot" cx="`...)
		b = append(b, f.xs[i]...)
		b = append(b, `" cy="`...)
		b = append(b, b[p[0]:p[1]]...)
		b = append(b, `" r="4" fill="#0b4f8a"/>`...)
	}
	for _, i := range boardTicks(len(values), chartStep(len(values))) {
		n := i + 1 // a chart without its boards counts them
		if i < len(boards) {
			n = boards[i]
		}
		b = append(b, `<text x="`...)
		b = append(b, f.xs[i]...)
		b = append(b, `" y="`...)
		b = appendG(b, chartH-10)
		b = append(b, `" text-anchor="middle" fill="#555">`...)
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, `</text>`...)
	}
	b = append(b, `</svg>`...)
	return b
}
