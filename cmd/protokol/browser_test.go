package main

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/slow"
	sitehtml "github.com/protokol-bridge/protokol/report/html"
)

// TestBrowser opens every page of generated HTML sites in headless Chromium
// (driven over WebDriver by chromedriver, see webdriver_test.go) and checks
// that every link resolves inside the site, that the pages load nothing from
// outside and run no script but the filter box's (allowed by its hash in the
// page's Content-Security-Policy, and nowhere else; and the live script of
// a session in play), that nothing overflows horizontally at 360 and
// 1280 CSS px, and that each page declares its language, a title and one h1.
// It saves screenshots for people to look at (see screenshotDir).
//
// Without PROTOKOL_SLOW=1 (see internal/slow) it checks only the archive's
// index and the filter box, a few seconds: the big sites (the demo, the
// team match, the auction, the awkward names: 5 minutes on two busy
// cores) and the checker's own test are left to .ci/run. It is skipped with -short, or when Chromium
// or chromedriver is missing, unless PROTOKOL_REQUIRE_BROWSER=1 (as in
// CI), which makes that an error.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	chromium, driver, missing := findBrowser()
	if missing != "" {
		if os.Getenv("PROTOKOL_REQUIRE_BROWSER") == "1" {
			t.Fatalf("browser test: %s not found, and PROTOKOL_REQUIRE_BROWSER=1", missing)
		}
		t.Skipf("browser test skipped: %s not found (PROTOKOL_REQUIRE_BROWSER=1 makes this an error)", missing)
	}
	axe, missingAxe := findAxe()
	if missingAxe != "" {
		if os.Getenv("PROTOKOL_REQUIRE_BROWSER") == "1" {
			t.Fatalf("browser test: %s not found, and PROTOKOL_REQUIRE_BROWSER=1", missingAxe)
		}
		t.Skipf("browser test skipped: %s not found (PROTOKOL_REQUIRE_BROWSER=1 makes this an error)", missingAxe)
	}
	start := time.Now()
	b := startBrowser(t, chromium, driver)
	t.Logf("Chromium ready in %v (DevTools commands: %v)", time.Since(start).Round(time.Millisecond), b.cdp)
	if err := preloadAxe(b, axe); err != nil {
		t.Fatalf("axe-core: %v", err)
	}
	shots := screenshotDir(t)

	t.Run("checker", func(t *testing.T) {
		slow.Skip(t, "the checker against pages made to fail it")
		testChecker(t, b)
	})

	for _, lang := range []string{"en", "ru"} {
		t.Run("demo "+lang, func(t *testing.T) {
			slow.Skip(t, "every page of the demo in Chromium at two widths, axe-core on each")
			dir := t.TempDir()
			if code, _, stderr := run(t, "demo", "-q", "--format", "html", "--lang", lang, "--out", dir); code != 0 {
				t.Fatalf("demo --format html --lang %s: exit %d: %s", lang, code, stderr)
			}
			pages := sitePages(t, dir)
			checkSite(t, b, dir, siteSpec{
				lang: lang, shotDir: shots, shotPrefix: "demo-" + lang, axe: axe,
				shotPages: []string{"index.html", firstPage(pages, "board-"), firstPage(pages, "pair-")},
			})
		})
		t.Run("teams "+lang, func(t *testing.T) {
			slow.Skip(t, "every page of a team match in Chromium at two widths, axe-core on each")
			dir := t.TempDir()
			if code, _, stderr := run(t, "score", "-q", "--format", "html", "--lang", lang, "--out", dir, teamsInput); code != 0 {
				t.Fatalf("score --format html --lang %s %s: exit %d: %s", lang, teamsInput, code, stderr)
			}
			pages := sitePages(t, dir)
			checkSite(t, b, dir, siteSpec{
				lang: lang, shotDir: shots, shotPrefix: "teams-" + lang, axe: axe,
				shotPages: []string{"index.html", firstPage(pages, "board-"), firstPage(pages, "match-"), firstPage(pages, "team-")},
			})
		})
	}
	t.Run("auction", func(t *testing.T) {
		slow.Skip(t, "every page of a session with an auction in Chromium at two widths, axe-core on each")
		// LBC's Bridgemate tables with an auction and play at one table
		// (as TestBridgemateAuction): the folded row under the traveller
		// row, at both widths, and the diagram seen from East.
		dir := filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws")
		tables, _ := filepath.Glob(filepath.Join(dir, "LBC-2026-01-26.*.csv"))
		args := []string{"score", "-q", "--format", "html", "--out", t.TempDir()}
		for _, f := range tables {
			if !strings.Contains(f, "BiddingData") && !strings.Contains(f, "PlayData") {
				args = append(args, f)
			}
		}
		args = append(args, filepath.Join("testdata", "auction", "LBC.BiddingData.csv"), filepath.Join("testdata", "auction", "LBC.PlayData.csv"))
		if code, _, stderr := run(t, args...); code != 0 {
			t.Fatalf("score: exit %d: %s", code, stderr)
		}
		checkSite(t, b, args[5], siteSpec{lang: "en", shotDir: shots, shotPrefix: "auction", axe: axe, shotPages: []string{"board-1.html"}})
	})
	t.Run("archive", func(t *testing.T) {
		// A batch's index of events (two of the same title and date, told
		// apart by their folders), in the site's style.
		root := t.TempDir()
		sample, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "sample", "*"))
		for _, dir := range []string{"in/a/b", "in/c"} {
			for _, f := range sample {
				data, _ := os.ReadFile(f)
				write(t, filepath.Join(root, filepath.FromSlash(dir), filepath.Base(f)), string(data))
			}
		}
		// And a series of the two (issue 30): listed on the index, its
		// pages linked to the sessions'.
		write(t, filepath.Join(root, "in", "series.toml"), "preset = \"pianola-average\"\n")
		out := filepath.Join(root, "site")
		if code, _, stderr := run(t, "batch", "-q", "--format", "html", "--out", out, filepath.Join(root, "in")); code != 0 {
			t.Fatalf("batch: exit %d: %s", code, stderr)
		}
		checkSite(t, b, out, siteSpec{lang: "en", shotDir: shots, shotPrefix: "archive", axe: axe, shotPages: []string{"index.html"},
			wantText: map[string][]string{"index.html": {"Average percentage"}}})
	})
	t.Run("series", func(t *testing.T) {
		// A season's tables (issue 30): a pair series in Russian and a
		// player series in English, each page, at both widths; a small
		// club, so that the pages are few.
		dir := seasonArchive(t, gen.SeasonConfig{Seed: 30, Sessions: 5, Players: 10}, nil)
		for _, c := range []struct{ lang, def, shot string }{{"ru", "moscow-summer-cup", "series-pairs"}, {"en", "pianola-average", "series-players"}} {
			out := t.TempDir()
			if code, _, stderr := run(t, "series", "-q", "--lang", c.lang, "--def", c.def, "--out", out, dir); code != 0 {
				t.Fatalf("series: exit %d: %s", code, stderr)
			}
			site := filepath.Join(out, c.def)
			pages := sitePages(t, site)
			unit := pages[0]
			if unit == "index.html" {
				unit = pages[1]
			}
			checkSite(t, b, site, siteSpec{lang: c.lang, shotDir: shots, shotPrefix: c.shot, axe: axe, shotPages: []string{"index.html", unit}})
		}
	})
	t.Run("live", func(t *testing.T) {
		slow.Skip(t, "a session in play in Chromium, axe-core on its pages")
		// A session in play (LBC after round 4): every page reloads
		// itself by its script, which shows its check box; axe checks the
		// box too.
		dir := t.TempDir()
		corpus := filepath.Join("..", "..", "testdata")
		bws := filepath.Join(corpus, "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26")
		received := filepath.Join(dir, "LBC-2026-01-26.ReceivedData.csv")
		data, err := os.ReadFile(filepath.Join(corpus, "live", "LBC-live.ReceivedData.csv"))
		if err != nil {
			t.Fatal(err)
		}
		write(t, received, string(data))
		out := filepath.Join(dir, "site")
		if code, _, stderr := run(t, "score", "-q", "--format", "html", "--lang", "ru", "--out", out,
			filepath.Join(corpus, "corpus", "commongame-bridgecomposer", "LBC-2026-01-26.pbn"), received, bws+".RoundData.csv", bws+".Section.csv"); code != 0 {
			t.Fatalf("score: exit %d: %s", code, stderr)
		}
		box := "Обновлять каждую минуту"
		checkSite(t, b, out, siteSpec{lang: "ru", shotDir: shots, shotPrefix: "live", axe: axe,
			shotPages: []string{"index.html", "pair-a-ns-1.html"},
			wantText:  map[string][]string{"index.html": {box}, "pair-a-ns-1.html": {box}, "board-1.html": {box}}})
	})
	t.Run("awkward names", func(t *testing.T) {
		slow.Skip(t, "every page of a session with awkward names in Chromium at two widths, axe-core on each")
		testAwkwardNames(t, b, shots, axe)
	})
	for _, lang := range []string{"en", "ru"} {
		t.Run("find yourself "+lang, func(t *testing.T) {
			if lang != "en" {
				slow.Skip(t, "the filter box in Russian (English runs without it)")
			}
			testFindYourself(t, b, lang, shots)
		})
		t.Run("replay "+lang, func(t *testing.T) {
			if lang != "en" {
				slow.Skip(t, "the replay in Russian (English runs without it)")
			}
			testReplay(t, b, lang, shots, axe)
		})
	}
}

// awkwardNames are player names that test escaping, fonts and line breaking.
var awkwardNames = []string{
	"Щукина Ёлка",
	"Łukasz Żółć",
	"<script>alert(1)</script>",
	"Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaf", // 60 letters, no break
	"\u202eRight to left\u202c override",                           // isolated in a <bdi> (issue 15)
	"כהן דוד",
	"Nguyễn Văn Đức",
}

// testAwkwardNames checks a site made from a session whose pairs have
// awkwardNames: the names show as text, escaped, and fit the page.
func testAwkwardNames(t *testing.T, b *browser, shots, axe string) {
	if n := utf8.RuneCountInString(awkwardNames[3]); n != 60 {
		t.Fatalf("long name has %d characters, want 60", n)
	}
	g := gen.Generate(gen.Config{Seed: 3, Tables: 4, Boards: 8, Movement: gen.Mitchell})
	if len(g.Names) < len(awkwardNames) {
		t.Fatalf("only %d pairs", len(g.Names))
	}
	for i, name := range awkwardNames {
		g.Names[i].Player1 = name
	}
	in := t.TempDir()
	for name, write := range map[string]func(*os.File) error{
		"hands.pbn": func(f *os.File) error { return g.WritePBN(f) },
		"trav.csv":  func(f *os.File) error { return g.WriteTravellersCSV(f) },
		"names.csv": func(f *os.File) error { return g.WriteNamesCSV(f) },
	} {
		f, err := os.Create(filepath.Join(in, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := write(f); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(in, "site")
	if code, _, stderr := run(t, "score", "-q", "--format", "html", "--out", dir, "--names", filepath.Join(in, "names.csv"),
		filepath.Join(in, "hands.pbn"), filepath.Join(in, "trav.csv")); code != 0 {
		t.Fatalf("score --format html: exit %d: %s", code, stderr)
	}

	// Photograph the score cards that have the long name or the script.
	var cards, scriptPages []string
	for _, p := range sitePages(t, dir) {
		data, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		hasScript := strings.Contains(string(data), "alert(1)")
		if hasScript {
			scriptPages = append(scriptPages, p)
		}
		if strings.HasPrefix(p, "pair-") && (hasScript || strings.Contains(string(data), awkwardNames[3])) {
			cards = append(cards, p)
		}
	}
	facts := checkSite(t, b, dir, siteSpec{
		lang: "en", shotDir: shots, shotPrefix: "names", axe: axe,
		shotPages: append([]string{"index.html"}, cards...),
		wantText:  map[string][]string{"index.html": awkwardNames},
	})

	// Every name is visible as written on some score card; wherever the
	// script's text is in a page, the page shows all of it as text (and
	// checkSite found no script element anywhere).
	for _, name := range awkwardNames {
		shown := false
		for p, f := range facts {
			shown = shown || strings.HasPrefix(p, "pair-") && strings.Contains(f.Text, name)
		}
		if !shown {
			t.Errorf("no score card shows %q", name)
		}
	}
	if len(scriptPages) == 0 {
		t.Error("no page has the script name")
	}
	for _, p := range scriptPages {
		if f := facts[p]; f != nil && !strings.Contains(f.Text, awkwardNames[2]) {
			t.Errorf("%s: the visible text has no %q", p, awkwardNames[2])
		}
	}
}

// siteSpec says what checkSite expects of a site, and what it photographs.
type siteSpec struct {
	lang       string              // the <html lang> of every page
	shotDir    string              // where screenshots go
	shotPrefix string              // start of the screenshots' names
	shotPages  []string            // pages to photograph at each width
	wantText   map[string][]string // texts that must be visible on a page
	axe        string              // axe-core's source, run on every page; "" for none
}

// teamsInput is the team match the browser test publishes: a European
// championship round, with auctions, play and the players' seats.
var teamsInput = filepath.Join("..", "..", "testdata", "corpus", "team-ebl", "eyc2000_A1A10101.PBN")

// viewport widths the pages must fit, in CSS px: a small phone and a laptop.
var viewportWidths = []int{360, 1280}

// checkSite checks every page of the site in dir with one browser session
// and reports each problem as a test error. It returns what it learned of
// each page at the first width.
func checkSite(t *testing.T, b *browser, dir string, spec siteSpec) map[string]*pageFacts {
	t.Helper()
	start := time.Now()
	facts, problems, notes, shots, err := inspectSite(b, dir, spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range notes {
		t.Log(n)
	}
	if len(shots) > 0 {
		t.Logf("screenshots in %s: %s", spec.shotDir, strings.Join(shots, ", "))
	}
	t.Logf("%d pages checked at %v px in %v", len(facts), viewportWidths, time.Since(start).Round(time.Millisecond))
	if len(problems) > 0 {
		const shown = 800
		n, more := len(problems), ""
		if n > shown {
			more = fmt.Sprintf("\n... and %d more", n-shown)
			problems = problems[:shown]
		}
		t.Errorf("%d problems in the site:\n%s%s", n, strings.Join(problems, "\n"), more)
	}
	return facts
}

// pageFacts is what pageScript reports of a page.
type pageFacts struct {
	Lang     string   `json:"lang"`
	Title    string   `json:"title"`
	Titles   int      `json:"titles"` // <title> elements in the head
	H1       []string `json:"h1"`
	Charset  string   `json:"charset"`
	Viewport string   `json:"viewport"` // content of <meta name=viewport>
	Scripts  []struct {
		Src, Text string
	} `json:"scripts"`
	CSP      []string `json:"csp"`      // content of <meta http-equiv=Content-Security-Policy>
	Handlers []string `json:"handlers"` // elements with on* attributes
	Links    []struct {
		Raw, URL, Text string
	} `json:"links"`
	Resources []struct {
		Tag, Attr, Raw, URL string
	} `json:"resources"`
	Loaded      []string `json:"loaded"` // URLs the page fetched (Resource Timing)
	Styles      []string `json:"styles"` // <style> elements and style attributes
	IDs         []string `json:"ids"`
	Text        string   `json:"text"` // document.body.innerText
	InnerWidth  float64  `json:"innerWidth"`
	ScrollWidth float64  `json:"scrollWidth"`
	Overflow    []box    `json:"overflow"` // where content starts to stick out of the viewport
	Scrolled    []box    `json:"scrolled"` // content wider than the viewport inside a scrolling box
	Location    string   `json:"location"` // the URL of the page the facts are of
	Unloaded    []string `json:"unloaded"` // stylesheets not loaded after 5 s
}

// box is an element (or its text) that reaches beyond the viewport.
type box struct {
	What  string  `json:"what"` // tag#id.class "text" in ancestors
	In    string  `json:"in"`   // the box that clips or scrolls it, if any
	Left  float64 `json:"left"` // CSS px from the viewport's left edge
	Right float64 `json:"right"`
	Width float64 `json:"width"`
}

// pageScript gathers the facts of the page (see pageFacts) once it has
// loaded, returning a promise that the driver waits for. An element is
// reported where the overflow starts: it is beyond the viewport and its
// parent is not. Text is checked too, since a long word can stick out of a
// box that fits.
const pageScript = `return (async () => {
// Wait (up to 5 s) until the page and its stylesheets have loaded and its
// fonts are ready: chromedriver sometimes returns from navigating while the
// page is "interactive" and its stylesheet not yet applied.
const sheets = () => Array.from(document.querySelectorAll('link[rel~="stylesheet"]'));
for (let i = 0; i < 250 && (document.readyState !== 'complete' || !sheets().every(l => l.sheet)); i++) {
	await new Promise(r => setTimeout(r, 20));
}
await document.fonts.ready;
const vw = window.innerWidth, d = document.documentElement, body = document.body;
const cut = (s, n) => { s = (s || '').replace(/\s+/g, ' ').trim(); return s.length > n ? s.slice(0, n - 1) + '…' : s; };
const name = e => {
	let s = e.tagName.toLowerCase();
	if (e.id) s += '#' + e.id;
	for (const c of e.classList) s += '.' + c;
	return s;
};
const describe = e => {
	const path = [];
	for (let p = e.parentElement; p && p !== d && path.length < 4; p = p.parentElement) path.unshift(name(p));
	let s = name(e);
	const text = cut(e.textContent, 50);
	if (text) s += ' "' + text + '"';
	if (path.length) s += ' in ' + path.join(' > ');
	return s;
};
const beyond = r => r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5);
const clipper = e => {
	for (let p = e; p && p !== body && p !== d; p = p.parentElement) {
		if (getComputedStyle(p).overflowX !== 'visible') return p;
	}
	return null;
};
const overflow = [], scrolled = [];
const note = (e, from, r, text) => {
	const b = {what: (text ? 'text of ' : '') + describe(e), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width), in: ''};
	const c = clipper(from);
	if (!c) { overflow.push(b); return; }
	const cs = getComputedStyle(c);
	b.in = name(c) + ' (overflow-x: ' + cs.overflowX + (cs.textOverflow === 'ellipsis' ? ', text-overflow: ellipsis' : '') + ')';
	if (cs.overflowX === 'auto' || cs.overflowX === 'scroll' || cs.textOverflow === 'ellipsis') scrolled.push(b); else overflow.push(b);
};
const top = p => !p || p === body || p === d;
if (body) {
	for (const e of body.querySelectorAll('*')) {
		const r = e.getBoundingClientRect();
		if (beyond(r) && (top(e.parentElement) || !beyond(e.parentElement.getBoundingClientRect()))) note(e, e.parentElement, r, false);
	}
	const walk = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
	const range = document.createRange();
	for (let n = walk.nextNode(); n; n = walk.nextNode()) {
		if (!n.data.trim()) continue;
		range.selectNodeContents(n);
		const r = range.getBoundingClientRect(), p = n.parentElement;
		if (beyond(r) && !beyond(p.getBoundingClientRect())) note(p, p, r, true);
	}
}
const all = sel => Array.from(document.querySelectorAll(sel));
const resources = [];
for (const [sel, attr] of [['[src]', 'src'], ['link[href]', 'href'], ['[srcset]', 'srcset'], ['object[data]', 'data'], ['[poster]', 'poster'], ['base[href]', 'href'], ['form[action]', 'action'], ['[formaction]', 'formaction'], ['svg [href]:not(a)', 'href']]) {
	for (const e of all(sel)) {
		const raw = e.getAttribute(attr);
		let u = '';
		try { u = new URL(raw, document.baseURI).href; } catch (_) {}
		resources.push({tag: e.tagName.toLowerCase(), attr: attr, raw: raw, url: u});
	}
}
const meta = document.querySelector('meta[name="viewport"]');
return {
	lang: d.getAttribute('lang') || '',
	title: document.title,
	titles: all('head > title').length,
	h1: all('h1').map(h => cut(h.textContent, 60)),
	charset: document.characterSet,
	viewport: meta ? meta.getAttribute('content') : '',
	scripts: all('script').map(s => ({src: s.getAttribute('src') || '', text: s.textContent})),
	csp: all('meta[http-equiv]').filter(m => /^content-security-policy$/i.test(m.getAttribute('http-equiv'))).map(m => m.getAttribute('content')),
	handlers: all('*').filter(e => Array.from(e.attributes).some(a => /^on/i.test(a.name))).map(e => describe(e)),
	links: all('a[href], area[href]').map(a => ({raw: a.getAttribute('href'), url: a.href, text: cut(a.textContent, 40)})),
	resources: resources,
	loaded: performance.getEntriesByType('resource').map(e => e.name),
	styles: all('style').map(s => s.textContent).concat(all('[style]').map(e => e.getAttribute('style'))),
	ids: all('[id]').map(e => e.id).concat(all('a[name]').map(a => a.getAttribute('name'))),
	text: body ? body.innerText : '',
	innerWidth: vw,
	scrollWidth: d.scrollWidth,
	overflow: overflow,
	scrolled: scrolled,
	location: location.href,
	unloaded: sheets().filter(l => !l.sheet).map(l => l.getAttribute('href')),
};
})();`

// pageName is the file name of a page of the site.
// A team's or a match's name is readable: words of a-z and 0-9 (as batch
// folders), not escaped bytes such as team-_d0_95_d0_ba or team-i_63_65.
var pageName = regexp.MustCompile(`^(index|names|adjustments|board-[0-9]+|(pair|player)-[a-z0-9_-]+|(team|match)(-[a-z0-9]+)+)\.html$`)

// inspectSite visits every page of the site in dir at every viewport width
// and returns the facts of each page at the first width, the problems found,
// notes worth a log line, and the screenshots saved. err is a failure of the
// browser, not of the site.
func inspectSite(b *browser, dir string, spec siteSpec) (facts map[string]*pageFacts, problems, notes, shots []string, err error) {
	dir, err = filepath.Abs(dir)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	pages, err := listPages(dir)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	facts = map[string]*pageFacts{}
	problem := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if !slices.Contains(pages, "index.html") {
		problem("no index.html in the site (pages: %q)", pages)
	}
	// One load per page, checked at each width in turn; the order of the
	// widths alternates, so the window is resized once per page.
	current := 0
	for i, p := range pages {
		if err := b.navigate(fileURL(filepath.Join(dir, p))); err != nil {
			return nil, nil, nil, nil, fmt.Errorf("%s: %w", p, err)
		}
		widths := slices.Clone(viewportWidths)
		if i%2 == 1 {
			slices.Reverse(widths)
		}
		for _, w := range widths {
			if w != current {
				if err := b.setViewport(w, 900); err != nil {
					return nil, nil, nil, nil, fmt.Errorf("viewport %d px: %w", w, err)
				}
				current = w
			}
			var f pageFacts
			if err := b.execute(pageScript, &f); err != nil {
				return nil, nil, nil, nil, fmt.Errorf("%s at %d px: %w", p, w, err)
			}
			if w == viewportWidths[0] {
				facts[p] = &f
			}
			var house []string
			if err := b.execute(houseScript, &house); err != nil {
				return nil, nil, nil, nil, fmt.Errorf("%s at %d px: %w", p, w, err)
			}
			for _, h := range house {
				problem("%s at %dpx: %s", p, w, h)
			}
			if spec.axe != "" {
				found, err := runAxe(b, spec.axe, fmt.Sprintf("%s at %dpx", p, w))
				if err != nil {
					return nil, nil, nil, nil, err
				}
				problems = append(problems, found...)
			}
			if want := fileURL(filepath.Join(dir, p)); f.Location != want {
				return nil, nil, nil, nil, fmt.Errorf("%s: the browser shows %s, want %s", p, f.Location, want)
			}
			for _, css := range f.Unloaded {
				problem("%s at %dpx: stylesheet %q not loaded", p, w, css)
			}
			if f.InnerWidth != float64(w) {
				return nil, nil, nil, nil, fmt.Errorf("%s: viewport is %v px, want %d", p, f.InnerWidth, w)
			}
			if f.ScrollWidth > f.InnerWidth {
				problem("%s at %dpx: the page is %vpx wide (document.documentElement.scrollWidth > window.innerWidth)", p, w, f.ScrollWidth)
			}
			for _, o := range f.Overflow {
				where := fmt.Sprintf("right edge at %vpx", o.Right)
				if o.Left < 0 {
					where = fmt.Sprintf("left edge at %vpx", o.Left)
				}
				cut := ""
				if o.In != "" {
					cut = ", cut off by " + o.In
				}
				problem("%s at %dpx: %s: %vpx wide, %s, beyond the %dpx viewport%s", p, w, o.What, o.Width, where, w, cut)
			}
			for _, o := range f.Scrolled {
				notes = append(notes, fmt.Sprintf("%s at %dpx: %s is %vpx wide inside %s", p, w, o.What, o.Width, o.In))
			}
			if slices.Contains(spec.shotPages, p) && spec.shotDir != "" {
				png, err := b.screenshot()
				if err != nil {
					return nil, nil, nil, nil, fmt.Errorf("%s: screenshot: %w", p, err)
				}
				name := fmt.Sprintf("%s-%s-%d.png", spec.shotPrefix, strings.TrimSuffix(p, ".html"), w)
				if err := os.WriteFile(filepath.Join(spec.shotDir, name), png, 0o644); err != nil {
					return nil, nil, nil, nil, err
				}
				shots = append(shots, name)
			}
		}
		found, err := checkMedia(b, spec.axe, p)
		if err != nil {
			return nil, nil, nil, nil, fmt.Errorf("%s: print and dark mode: %w", p, err)
		}
		problems = append(problems, found...)
	}
	for _, p := range pages {
		problems = append(problems, checkPage(dir, p, facts, spec)...)
	}
	problems = append(problems, checkReachable(dir, pages, facts)...)
	problems = append(problems, checkStylesheets(dir)...)
	return facts, problems, notes, shots, nil
}

// checkPage checks what does not depend on the width: the page's name,
// language, title, heading, encoding, links and resources, and the texts
// spec wants on it.
func checkPage(dir, p string, facts map[string]*pageFacts, spec siteSpec) (problems []string) {
	problem := func(format string, args ...any) {
		problems = append(problems, p+": "+fmt.Sprintf(format, args...))
	}
	f := facts[p]
	if !pageName.MatchString(p) {
		problem("unexpected page name (want index.html, names.html, adjustments.html, board-N.html, pair-NAME.html or a series' player-NAME.html with NAME in [a-z0-9_-], or team-WORDS.html, match-WORDS.html with words of [a-z0-9] joined by -)")
	}
	if f.Lang != spec.lang {
		problem("<html lang=%q>, want %q", f.Lang, spec.lang)
	}
	if f.Titles != 1 || strings.TrimSpace(f.Title) == "" {
		problem("%d <title> elements in the head, title %q (want one, not empty)", f.Titles, f.Title)
	}
	if len(f.H1) != 1 {
		problem("%d h1 elements %q, want 1", len(f.H1), f.H1)
	}
	if f.Charset != "UTF-8" {
		problem("read as %s, want UTF-8 (declare <meta charset=\"utf-8\">)", f.Charset)
	}
	if !strings.Contains(strings.ReplaceAll(f.Viewport, " ", ""), "width=device-width") {
		problem("<meta name=viewport content=%q>, want width=device-width (else phones lay the page out 980px wide)", f.Viewport)
	}
	problems = append(problems, checkScripts(p, f)...)
	for _, h := range f.Handlers {
		problem("event handler attribute on %s, want no JavaScript", h)
	}
	for _, l := range f.Links {
		if msg := checkTarget(dir, l.Raw, l.URL, facts, true); msg != "" {
			problem("link %q (%q): %s", l.Raw, l.Text, msg)
		}
	}
	for _, r := range f.Resources {
		if r.Attr == "srcset" {
			problem("<%s srcset=%q>: want no srcset", r.Tag, r.Raw)
			continue
		}
		if msg := checkTarget(dir, r.Raw, r.URL, facts, false); msg != "" {
			problem("<%s %s=%q>: %s", r.Tag, r.Attr, r.Raw, msg)
		}
	}
	for _, u := range f.Loaded {
		if !strings.HasPrefix(u, "file://") {
			problem("fetched %s, want nothing from outside the site", u)
		}
	}
	for _, s := range f.Styles {
		for _, ref := range cssRefs(s) {
			if external(ref) {
				problem("inline style refers to %q, want nothing from outside the site", ref)
			}
		}
	}
	for _, text := range spec.wantText[p] {
		if !strings.Contains(f.Text, text) {
			problem("the visible text has no %q", text)
		}
	}
	return problems
}

// checkScripts allows the site's own scripts (report/html's FilterScript,
// LiveScript and ReplayScript), inline, each at most once, on a page whose
// Content-Security-Policy lets them alone run by their hashes, in the
// order they come (html.Policy). Any other script, a script from a file,
// or a script without that policy is a problem.
func checkScripts(p string, f *pageFacts) (problems []string) {
	problem := func(format string, args ...any) {
		problems = append(problems, p+": "+fmt.Sprintf(format, args...))
	}
	var hashes []string
	for _, s := range f.Scripts {
		sum := sha256.Sum256([]byte(s.Text))
		hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		switch {
		case s.Src != "":
			problem("<script src=%q>, want no script from a file", s.Src)
		case hash != sitehtml.FilterScriptHash && hash != sitehtml.LiveScriptHash && hash != sitehtml.ReplayScriptHash:
			problem("inline script %s, want none but the filter script %s, the live one %s and the replay %s", hash, sitehtml.FilterScriptHash, sitehtml.LiveScriptHash, sitehtml.ReplayScriptHash)
		case slices.Contains(hashes, hash):
			problem("inline script %s twice", hash)
		default:
			hashes = append(hashes, hash)
		}
	}
	if len(hashes) > 0 && !slices.Equal(f.CSP, []string{sitehtml.Policy(hashes...)}) {
		problem("scripts under the policy %q, want %q", f.CSP, sitehtml.Policy(hashes...))
	}
	return problems
}

// checkTarget says what is wrong with a reference (raw as written, resolved
// as the browser resolved it), or returns "". A link may point to an
// anchor; a resource may not point to a page's anchor.
func checkTarget(dir, raw, resolved string, facts map[string]*pageFacts, link bool) string {
	if strings.TrimSpace(raw) == "" || raw == "#" {
		return "empty target"
	}
	u, err := url.Parse(resolved)
	if err != nil {
		return fmt.Sprintf("cannot parse %q: %v", resolved, err)
	}
	if u.Scheme != "file" || u.Host != "" {
		return fmt.Sprintf("points outside the site (%s:), want a file of the site", u.Scheme)
	}
	rel, err := filepath.Rel(dir, filepath.FromSlash(u.Path))
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return fmt.Sprintf("points outside the site folder, to %s", u.Path)
	}
	st, err := os.Stat(filepath.Join(dir, rel))
	if err != nil {
		return fmt.Sprintf("no such file %s in the site", filepath.ToSlash(rel))
	}
	if !st.Mode().IsRegular() {
		return fmt.Sprintf("%s is not a file", filepath.ToSlash(rel))
	}
	if u.Fragment == "" {
		return ""
	}
	if !link {
		return "a resource with an anchor"
	}
	target := facts[filepath.ToSlash(rel)]
	if target == nil {
		return fmt.Sprintf("anchor #%s in %s, which is not a page of the site", u.Fragment, filepath.ToSlash(rel))
	}
	if !slices.Contains(target.IDs, u.Fragment) {
		return fmt.Sprintf("no element with id %q in %s", u.Fragment, filepath.ToSlash(rel))
	}
	return ""
}

// checkReachable reports pages that cannot be reached from index.html.
func checkReachable(dir string, pages []string, facts map[string]*pageFacts) (problems []string) {
	if facts["index.html"] == nil {
		return nil
	}
	seen := map[string]bool{"index.html": true}
	queue := []string{"index.html"}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, l := range facts[p].Links {
			u, err := url.Parse(l.URL)
			if err != nil || u.Scheme != "file" {
				continue
			}
			rel, err := filepath.Rel(dir, filepath.FromSlash(u.Path))
			if rel = filepath.ToSlash(rel); err == nil && facts[rel] != nil && !seen[rel] {
				seen[rel] = true
				queue = append(queue, rel)
			}
		}
	}
	for _, p := range pages {
		if !seen[p] {
			problems = append(problems, p+": no link leads to it from index.html")
		}
	}
	return problems
}

// checkStylesheets reports CSS files of the site that import or refer to
// anything outside it.
func checkStylesheets(dir string) (problems []string) {
	css, _ := filepath.Glob(filepath.Join(dir, "*.css"))
	for _, f := range css {
		data, err := os.ReadFile(f)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		for _, ref := range cssRefs(string(data)) {
			if external(ref) {
				problems = append(problems, fmt.Sprintf("%s refers to %q, want nothing from outside the site", filepath.Base(f), ref))
			} else if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(strings.SplitN(ref, "#", 2)[0]))); err != nil && !strings.HasPrefix(ref, "data:") && !strings.HasPrefix(ref, "#") {
				problems = append(problems, fmt.Sprintf("%s refers to %q: no such file in the site", filepath.Base(f), ref))
			}
		}
	}
	return problems
}

var cssRef = regexp.MustCompile(`(?i)url\(\s*['"]?([^'")\s]+)|@import\s+['"]([^'"]+)`)

// cssRefs returns the URLs that CSS text refers to (url() and @import).
func cssRefs(css string) []string {
	var refs []string
	for _, m := range cssRef.FindAllStringSubmatch(css, -1) {
		refs = append(refs, m[1]+m[2])
	}
	return refs
}

// external reports whether a reference written in CSS leaves the site.
func external(ref string) bool {
	ref = strings.ToLower(ref)
	return strings.HasPrefix(ref, "//") || (strings.Contains(ref, ":") && !strings.HasPrefix(ref, "data:"))
}

// listPages returns the HTML pages of the site: index.html first, then the
// boards by number, then the rest by name.
func listPages(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var pages []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".html") {
			pages = append(pages, e.Name())
		}
	}
	rank := func(p string) (int, int) {
		switch {
		case p == "index.html":
			return 0, 0
		case strings.HasPrefix(p, "board-"):
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(p, "board-"), ".html"))
			return 1, n
		}
		return 2, 0
	}
	slices.SortFunc(pages, func(a, b string) int {
		ga, na := rank(a)
		gb, nb := rank(b)
		if ga != gb {
			return ga - gb
		}
		if na != nb {
			return na - nb
		}
		return strings.Compare(a, b)
	})
	return pages, nil
}

// sitePages lists the pages of the site in dir, failing the test if there
// are none.
func sitePages(t *testing.T, dir string) []string {
	t.Helper()
	pages, err := listPages(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 {
		t.Fatalf("no HTML pages in %s", dir)
	}
	return pages
}

// firstPage returns the first of pages that starts with prefix, or "".
func firstPage(pages []string, prefix string) string {
	for _, p := range pages {
		if strings.HasPrefix(p, prefix) {
			return p
		}
	}
	return ""
}

// screenshotDir is $PROTOKOL_SCREENSHOTS, or protokol-screenshots in the
// temporary folder; it is created and logged.
func screenshotDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("PROTOKOL_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "protokol-screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatalf("screenshots: %v", err)
	}
	t.Logf("screenshots go to %s", dir)
	return dir
}

// testChecker runs the checks on small hand-written sites: a good one must
// pass, and every fault of a bad one must be found.
func testChecker(t *testing.T, b *browser) {
	const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>%s</title><link rel="stylesheet" href="style.css"></head><body>`
	page := func(title, body string) string { return fmt.Sprintf(head, title) + body + "</body></html>" }
	const css = "body{margin:0 8px;font:16px sans-serif}.wrap{overflow-x:auto}td{padding:2px 6px}p{overflow-wrap:anywhere}" +
		"td a{display:inline-block;min-width:24px;min-height:24px}@media print{nav{display:none}}" +
		"@media (prefers-color-scheme:dark){body{background:#111;color:#eee}a{color:#9cf}}"
	long := awkwardNames[3]

	t.Run("good", func(t *testing.T) {
		dir := writeSite(t, map[string]string{
			"style.css": css,
			"index.html": page("Results", `<h1>Results</h1><nav><a href="#ranking">Ranking</a> <a href="board-1.html#r2">Board 1, row 2</a></nav>
				<table id="ranking"><tr><td><a href="pair-ns-1.html">1</a></td><td><span lang="ru">Щукина Ёлка</span> &lt;script&gt;alert(1)&lt;/script&gt;</td><td class="n">231.00</td></tr>
				<tr><td>2</td><td>Łukasz</td><td class="n">287.33</td></tr></table>`),
			"board-1.html":   page("Board 1", `<h1>Board 1</h1><div class="wrap"><table style="width:900px"><tr id="r2"><td>wide table that scrolls in its box</td></tr></table></div><a href="index.html">Back</a>`),
			"pair-ns-1.html": page("Pair 1", `<h1>Pair 1</h1><p>`+long+`</p><a href="index.html">Back</a> <a href="names.html">Names</a>`),
			"names.html": strings.Replace(page("Names", `<h1>Names</h1><script>`+sitehtml.FilterScript+`</script>`), "<title>",
				`<meta http-equiv="Content-Security-Policy" content="`+strings.ReplaceAll(sitehtml.FilterPolicy, "'", "&#39;")+`"><title>`, 1),
		})
		_, problems, notes, _, err := inspectSite(b, dir, siteSpec{lang: "en", wantText: map[string][]string{"index.html": {"<script>alert(1)</script>", "Щукина Ёлка"}}})
		if err != nil {
			t.Fatal(err)
		}
		if len(problems) > 0 {
			t.Errorf("a good site has problems:\n%s", strings.Join(problems, "\n"))
		}
		if len(notes) != 1 || !strings.Contains(notes[0], "board-1.html at 360px: table") || !strings.Contains(notes[0], "inside div.wrap (overflow-x: auto)") {
			t.Errorf("notes %q, want the table scrolling in div.wrap at 360px", notes)
		}
	})

	t.Run("bad", func(t *testing.T) {
		dir := writeSite(t, map[string]string{
			"style.css": strings.Replace(css, "td a{", "td a.big{", 1) + `@import "https://fonts.example.invalid/x.css";`,
			"index.html": page("Results", `<h1>Results</h1><a href="https://example.invalid/">web</a> <a href="board-9.html">9</a> <a href="#nowhere">x</a>
				<a href="board-1.html#r7">row 7</a> <a href="">empty</a> <a href="pair-ns-1.html">pair</a> <a href="board-1.html">board</a> <a href="pair-ns-3.html">3</a>
				<link rel="alternate" href="http://example.invalid/feed"><script>1</script><b onclick="x()">click</b>
				<nav class="crumbs" style="display:flex"><a href="index.html">Back</a></nav><h3>Skipped</h3>
				<table><caption>Totals</caption><tr><td><a href="board-1.html">1</a></td><td></td><td class="n">231</td></tr><tr><td colspan="2">Total</td><td class="n">287.33</td></tr></table>
				<table><caption>Hidden</caption><tr><th>Board</th><th style="display:none">Score</th><th style="display:none">Score</th><th>IMPs</th></tr><tr><td colspan="3">Spans</td><td>12</td></tr></table>
				<p>Щукина Ёлка <span class="suit" aria-label="spades">♠</span></p>`),
			"board-1.html":   page("Board 1", `<h1>Board 1</h1><h1>Again</h1><div class="hand" style="width:500px">wide</div>`),
			"pair-ns-1.html": strings.Replace(page("", `<h1>Pair</h1><p class="n" style="overflow-wrap:normal">`+long+`</p>`), `lang="en"`, `lang="ru"`, 1),
			"pair-ns-2.html": `<html><head><title>x</title></head><body><h1>Fir</h1><div style="overflow:hidden"><span style="display:inline-block;width:2000px">cut</span></div></body></html>`,
			"pair-ns-3.html": page("Pair 3", `<h1>Pair 3</h1><script>`+sitehtml.FilterScript+`</script><script src="x.js"></script><a href="index.html">i</a>`),
			"Pair 3.html":    page("Pair 3", `<h1>Pair 3</h1>`),
		})
		_, problems, _, _, err := inspectSite(b, dir, siteSpec{lang: "en", wantText: map[string][]string{"index.html": {"Łukasz"}}})
		if err != nil {
			t.Fatal(err)
		}
		all := strings.Join(problems, "\n")
		for _, want := range []string{
			`index.html: link "https://example.invalid/" ("web"): points outside the site (https:)`,
			`index.html: link "board-9.html" ("9"): no such file board-9.html in the site`,
			`index.html: link "#nowhere" ("x"): no element with id "nowhere" in index.html`,
			`index.html: link "board-1.html#r7" ("row 7"): no element with id "r7" in board-1.html`,
			`index.html: link "" ("empty"): empty target`,
			`index.html: <link href="http://example.invalid/feed">: points outside the site (http:)`,
			`index.html: inline script 'sha256-`,
			`want none but the filter script ` + sitehtml.FilterScriptHash,
			`pair-ns-3.html: scripts under the policy [], want "` + sitehtml.FilterPolicy + `"`,
			`pair-ns-3.html: <script src="x.js">, want no script from a file`,
			`index.html: event handler attribute on b "click"`,
			`index.html: the visible text has no "Łukasz"`,
			`style.css refers to "https://fonts.example.invalid/x.css"`,
			`board-1.html: 2 h1 elements ["Board 1" "Again"], want 1`,
			`board-1.html at 360px: the page is 508px wide`,
			`board-1.html at 360px: div.hand "wide" in body: 500px wide, right edge at 508px, beyond the 360px viewport`,
			`pair-ns-1.html: <html lang="ru">, want "en"`,
			`pair-ns-1.html: 1 <title> elements in the head, title "" (want one, not empty)`,
			// Its width depends on the machine's sans-serif font.
			`pair-ns-1.html at 360px: text of p.n "` + long[:49] + `…" in body: `,
			`pair-ns-2.html: read as windows-1252, want UTF-8`,
			`pair-ns-2.html: <meta name=viewport content="">`,
			`pair-ns-2.html at 360px: span "cut" in body > div: 2000px wide, right edge at 2008px, beyond the 360px viewport, cut off by div (overflow-x: hidden)`,
			`pair-ns-2.html: no link leads to it from index.html`,
			`index.html at 360px: tap target "1" is `,
			`index.html at 360px: table "Totals" column 3: numbers with 0 decimals ("231") and 2 decimals ("287.33") (want the same decimals down a column)`,
			`index.html at 360px: table "Hidden": row "Spans 12" ends at `,
			`index.html at 1280px: heading h3 "Skipped" after h1 (want no level skipped)`,
			`index.html at 1280px: span "♠" has aria-label="spades" and no role: screen readers do not read it (want visually hidden text)`,
			`index.html at 360px: Cyrillic text "Щукина Ёлка" in p is marked lang="en"`,
			`index.html in print: nav.crumbs is printed (want no navigation on paper)`,
			`pair-ns-2.html in dark mode: text rgb(0, 0, 0) on rgba(0, 0, 0, 0) (want light text on a dark background: prefers-color-scheme)`,
			`Pair 3.html: unexpected page name`,
		} {
			if !strings.Contains(all, want) {
				t.Errorf("no problem %q", want)
			}
		}
		for _, unwanted := range []string{"board-1.html at 1280px", "pair-ns-1.html: no link leads"} {
			if strings.Contains(all, unwanted) {
				t.Errorf("unexpected problem %q", unwanted)
			}
		}
		if t.Failed() {
			t.Logf("problems found:\n%s", all)
		}
	})
}

// writeSite writes files into a new folder and returns it.
func writeSite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
