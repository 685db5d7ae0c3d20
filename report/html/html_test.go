package html_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

func sampleSheet(t *testing.T, lang string, rename map[string]string) *report.Sheet {
	return sampletest.Sheet(t, lang, pairs.Options{}, rename)
}

func site(t *testing.T, s *report.Sheet, opt html.Options) map[string][]byte {
	t.Helper()
	files, err := html.Render(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		if _, dup := out[f.Name]; dup {
			t.Fatalf("%s written twice", f.Name)
		}
		out[f.Name] = f.Data
	}
	return out
}

func TestGolden(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			files := site(t, sampleSheet(t, lang, nil), html.Options{PDF: "results.pdf"})
			if len(files) != 3+27+20 {
				t.Errorf("%d files, want index, style, names, 27 boards and 20 pairs", len(files))
			}
			for _, name := range []string{"index.html", "names.html", "board-1.html", "board-9.html", "pair-a-ew-10.html"} {
				golden.Check(t, filepath.Join("testdata", lang+"."+name), files[name])
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	s := sampleSheet(t, "en", nil)
	a, b := site(t, s, html.Options{}), site(t, s, html.Options{})
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s differs between two renders", name)
		}
	}
}

// Text from the input is escaped everywhere; names in any script come out
// as they are.
func TestEscaping(t *testing.T) {
	s := sampleSheet(t, "en", map[string]string{
		"White Jane":   "<script>alert(1)</script>",
		"Evans Sarah":  `"""><img src=x onerror=alert(2)>"`, // a quoted CSV field
		"Johnson Paul": "Łukasz Żółć",
		// The mark the big tables' bodies are put in place of.
		"Grzegorz Michalski": "<!--protokol:body-->",
	})
	files := site(t, s, html.Options{})
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		// The filter box's script is the package's own (TestFilterScript).
		page := strings.ReplaceAll(string(data), "<script>"+html.FilterScript+"</script>", "")
		if strings.Contains(page, "<script") || strings.Contains(page, "<img") || strings.Contains(page, "<!--") {
			t.Errorf("%s holds markup from the input", name)
		}
	}
	idx := string(files["index.html"])
	for _, want := range []string{`&lt;script&gt;alert(1)&lt;/script&gt; – <span lang="ru">Щукина Ёлка</span>`, "&#34;&gt;&lt;img src=x onerror=alert(2)&gt; – Łukasz Żółć",
		"&lt;!--protokol:body--&gt;"} {
		if !strings.Contains(idx, want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
}

// Every link of every page points at a page of the site (and its
// anchor at an element of that page), and no page loads anything from
// elsewhere: in a finished session, and in one still in play, whose
// boards in play show no diagram for a score card to turn.
func TestLinks(t *testing.T) {
	for _, s := range []*report.Sheet{sampleSheet(t, "en", nil), sampletest.LiveSheet(t, "en", false)} {
		checkLinks(t, site(t, s, html.Options{}))
	}
}

func checkLinks(t *testing.T, files map[string][]byte) {
	t.Helper()
	href := regexp.MustCompile(`(?:href|src)="([^"]*)"`)
	for name, data := range files {
		for _, m := range href.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, ":") || strings.Contains(target, "/") {
				t.Errorf("%s links outside the site: %q", name, target)
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			if file == "" {
				file = name
			}
			page, ok := files[file]
			if !ok {
				t.Errorf("%s links to %q, which is not in the site", name, target)
				continue
			}
			if anchor != "" && !strings.Contains(string(page), ` id="`+anchor+`"`) {
				t.Errorf("%s links to %q: %s has no id %q", name, target, file, anchor)
			}
		}
	}
}

func TestUnsafePageNames(t *testing.T) {
	s := &report.Sheet{L: mustLabels(t), Boards: []report.BoardPage{{Number: 1, Page: "../board-1"}}}
	if _, err := html.Render(s, html.Options{}); err == nil || !strings.Contains(err.Error(), `unsafe page name "../board-1"`) {
		t.Errorf("err = %v", err)
	}
	s = &report.Sheet{L: mustLabels(t), Cards: []report.Card{{Title: "x", Pair: report.PairRef{Page: "pair-a-1"}}, {Title: "y", Pair: report.PairRef{Page: "pair-a-1"}}}}
	if _, err := html.Render(s, html.Options{}); err == nil || !strings.Contains(err.Error(), "repeated page name") {
		t.Errorf("err = %v", err)
	}
	long := "pair-" + strings.Repeat("a", report.NameMax)
	s = &report.Sheet{L: mustLabels(t), Cards: []report.Card{{Title: "x", Pair: report.PairRef{Page: long}}}}
	if _, err := html.Render(s, html.Options{}); err == nil || !strings.Contains(err.Error(), `unsafe or repeated page name "pair-aaa`) {
		t.Errorf("a page name of %d bytes: err = %v", len(long), err)
	}
	if _, err := html.Render(&report.Sheet{L: mustLabels(t)}, html.Options{PDF: "../x.pdf"}); err == nil {
		t.Error("unsafe PDF name accepted")
	}
}

func mustLabels(t *testing.T) report.Labels {
	l, err := report.LabelsFor("en")
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// A site in a legacy charset says so in its meta tag, decodes to the same
// text as the UTF-8 site, and writes what the charset lacks as character
// references.
func TestCharset(t *testing.T) {
	s := sampleSheet(t, "ru", nil)
	utf := site(t, s, html.Options{})
	for _, tt := range []struct {
		name string
		enc  encoding.Encoding
	}{{"koi8-r", charmap.KOI8R}, {"windows-1251", charmap.Windows1251}} {
		t.Run(tt.name, func(t *testing.T) {
			files := site(t, s, html.Options{Charset: tt.name, Encoding: tt.enc})
			page := files["board-1.html"]
			if !bytes.Contains(page, []byte(`<meta charset="`+tt.name+`">`)) {
				t.Fatalf("meta tag missing")
			}
			if !bytes.Contains(page, []byte("&#9824;")) {
				t.Errorf("♠ not written as &#9824;")
			}
			decoded, err := tt.enc.NewDecoder().Bytes(page)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.ReplaceAll(string(utf["board-1.html"]), `<meta charset="utf-8">`, `<meta charset="`+tt.name+`">`)
			var b strings.Builder
			for _, r := range want {
				if _, err := tt.enc.NewEncoder().String(string(r)); err != nil {
					fmt.Fprintf(&b, "&#%d;", r)
					continue
				}
				b.WriteRune(r)
			}
			want = b.String()
			if string(decoded) != want {
				t.Errorf("the %s page does not read back as the UTF-8 page:\n%s", tt.name, golden.FirstDiff(string(decoded), want))
			}
		})
	}
	if _, err := html.Render(s, html.Options{Charset: "koi8-r"}); err == nil {
		t.Error("a charset without its encoding was accepted")
	}
}

// Every decision shows on its traveller and score card, and the
// adjustments page lists them with their effect.
func TestAdjustmentsShown(t *testing.T) {
	c := func(s string) bridge.Contract { x, _ := bridge.ParseContract(s); return x }
	entry := func(table int, contract string, tricks int) bridge.Entry {
		id := fmt.Sprint(table)
		return bridge.Entry{Board: 1, NS: id, EW: id, Play: bridge.Play{Contract: c(contract), Declarer: bridge.North, Tricks: tricks}}
	}
	s := bridge.Session{Entries: []bridge.Entry{entry(1, "4S", 10), entry(2, "4S", 9), entry(3, "3NT", 9)}}
	s.Entries[2].Adjust = &bridge.Adjustment{Text: "PEN NS -25%", Kind: bridge.AdjPenalty, Reason: "slow <play>", Law: "90", Director: "Иванов",
		Penalty: &bridge.Penalty{Side: bridge.NS, Num: 25, Den: 1, Unit: bridge.PenTopFraction}}
	s.Entries = append(s.Entries,
		bridge.Entry{Board: 1, NS: "4", EW: "4", Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}},
		bridge.Entry{Board: 1, NS: "5", EW: "5", Kind: bridge.Assigned, Adjust: &bridge.Adjustment{Text: "W", Kind: bridge.AdjAssigned,
			OutcomesNS: []bridge.Outcome{{Num: 30, Den: 100, Play: &bridge.Play{Contract: c("4S"), Declarer: bridge.North, Tricks: 10}}, {Num: 70, Den: 100, Play: &bridge.Play{Contract: c("4S"), Declarer: bridge.North, Tricks: 9}}},
			OutcomesEW: []bridge.Outcome{{Num: 30, Den: 100, Play: &bridge.Play{Contract: c("4S"), Declarer: bridge.North, Tricks: 10}}, {Num: 70, Den: 100, Play: &bridge.Play{Contract: c("4S"), Declarer: bridge.North, Tricks: 9}}}}})
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	files := site(t, sh, html.Options{})
	board := string(files["board-1.html"])
	for _, want := range []string{"A+/A- (60.00%/40.00%)", "30% 4♠= N + 70% 4♠-1 N (assigned)", `<span class="adj">PEN NS -25% of a top</span>`} {
		if !strings.Contains(board, want) {
			t.Errorf("board-1.html lacks %q", want)
		}
	}
	adj := string(files["adjustments.html"])
	for _, want := range []string{"slow &lt;play&gt;", "Иванов", "NS -2 MP", "NS 4.8 MP, EW 3.2 MP"} {
		if !strings.Contains(adj, want) {
			t.Errorf("adjustments.html lacks %q", want)
		}
	}
	if !strings.Contains(string(files["index.html"]), `<a href="adjustments.html">Adjustments</a> (3)`) {
		t.Error("index.html does not link the adjustments")
	}
	if card := string(files["pair-a-ns-4.html"]); !strings.Contains(card, "A+/A-") {
		t.Error("the score card lacks the decision")
	}
	// The penalized pair's total is after the penalty, which stands beside it.
	penalized := 0
	for _, c := range sh.Cards {
		if c.Penalty == "" {
			continue
		}
		penalized++
		want := `Total: <strong>` + c.Total + `</strong> <span class="adj">(PEN -2)</span> / 8`
		if card := string(files[c.Pair.Page+".html"]); c.Title != "Pair NS 3" || !strings.Contains(card, want) {
			t.Errorf("the score card of %s lacks %s", c.Title, want)
		}
	}
	if penalized != 1 {
		t.Errorf("%d score cards with a penalty, want 1", penalized)
	}
}

// The decisions of a team event show on the adjustments page, each with
// its match and room, and on the match and board pages: in place of the
// room's result when they replaced it, beside it when it stands, and each
// penalty beside the team's IMPs on the board. A team's name is text from
// the input and stays escaped.
func TestTeamDecisionsShown(t *testing.T) {
	const tigers = `<Tigers & Co>`
	ses := gen.TeamDecisions()
	for i := range ses.Entries {
		e := &ses.Entries[i]
		for _, f := range []*string{&e.Home, &e.Away, &e.NS, &e.EW} {
			if *f == "Tigers" {
				*f = tigers
			}
		}
	}
	res, err := teams.Score(ses, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	files := site(t, sh, html.Options{})
	m := sh.Teams.Matches[0]
	const esc = "&lt;Tigers &amp; Co&gt;"
	for name, wants := range map[string][]string{
		"index.html": {`<a href="adjustments.html">Adjustments</a> (4)`},
		"adjustments.html": {
			`<a href="` + m.Page + `.html">Round 1: Lions – ` + esc + `</a> (Open room)`,
			`<a href="` + m.Page + `.html">Round 1: Lions – ` + esc + `</a> (Closed room)`,
			`<td>PEN NS -2 IMPs <span class="adj">PEN</span></td>`, `<td class="n">Lions -2 IMPs</td>`,
			`<td class="n">Lions -8.2 IMPs, ` + esc + ` &#43;8.2 IMPs</td>`, "misinformation &lt;no alert&gt;", "Петров",
			`<td class="n">` + esc + ` -1 VP</td>`, `<td class="n">Lions &#43;3 IMPs, ` + esc + ` -3 IMPs</td>`,
		},
		m.Page + ".html": {
			`<strong>11–8.2</strong>`,
			`</span> N = <span class="adj">PEN NS -2 IMPs</span></td>`, `<td class="n">10 <span class="adj">(-2)</span></td>`,
			`<td><span class="note">40% &#43;620 &#43; 60% -100 (assigned)</span></td>`,
			`<td><span class="note">A-/A&#43;</span></td>`, `<td class="n"> <span class="adj">(-1 VP)</span></td>`,
			`<td class="n">11</td><td class="n">8.2</td>`,
		},
		"board-1.html": {`<td class="n">10–0 <span class="adj">(Lions -2)</span></td>`},
		"board-2.html": {`<td><span class="note">40% &#43;620 &#43; 60% -100 (assigned)</span></td>`, `<td class="n">0–8.2</td>`},
		"board-3.html": {`<td class="n">3–0 <span class="adj">(` + esc + ` -1 VP)</span></td>`, `<span class="note">A-/A&#43;</span>`},
	} {
		page := string(files[name])
		for _, want := range wants {
			if !strings.Contains(page, want) {
				t.Errorf("%s lacks %s", name, want)
			}
		}
		if strings.Contains(page, tigers) {
			t.Errorf("%s holds the team's name unescaped", name)
		}
	}
	// No room shows a result that a decision replaced.
	for _, name := range []string{m.Page + ".html", "board-2.html", "board-3.html"} {
		if page := string(files[name]); strings.Contains(page, "PASS") || strings.Contains(page, `narrow-hide">0</td>`) {
			t.Errorf("%s shows a replaced result", name)
		}
	}
}

// A board with a double-dummy table shows it in the diagram's free corner,
// after the hands and before the traveller: the strains, a row of tricks
// per declarer (N, S, E, W) and the par line, its suit symbols styled as
// in the contracts. A board without one shows nothing of it.
func TestDoubleDummy(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampleSheet(t, lang, nil)
			files := site(t, s, html.Options{})
			l := s.L
			for _, b := range s.Boards {
				page := string(files[b.Page+".html"])
				if b.DD == nil {
					for _, no := range []string{`class="dd"`, l.DoubleDummy, `class="par"`, l.Par + ":"} {
						if strings.Contains(page, no) {
							t.Errorf("%s has no table but shows %q", b.Page, no)
						}
					}
					continue
				}
				d := b.DD
				want := []string{`<div class="mid">`, `<div class="dd">`, "<caption>" + l.DoubleDummy + "</caption>",
					`<th scope="col">` + d.Strains[0] + `</th>`, `<span class="suit" aria-hidden="true">♠</span><span class="vh">` + l.SuitNames["S"] + `</span>`,
					`<span class="suit red" aria-hidden="true">♥</span><span class="vh">` + l.SuitNames["H"] + `</span>`,
					`<span class="suit red" aria-hidden="true">♦</span><span class="vh">` + l.SuitNames["D"] + `</span>`,
					`<span class="suit" aria-hidden="true">♣</span><span class="vh">` + l.SuitNames["C"] + `</span>`}
				for _, r := range d.Rows {
					row := `<tr><th scope="row">` + r.Seat + `</th>`
					for _, n := range r.Tricks {
						row += "<td>" + n + "</td>"
					}
					want = append(want, row+"</tr>")
				}
				want = append(want, `<p class="par">`+l.Par+": "+d.Par+" · ", "</div>\n<p class=\"seen\">", "</section>\n", "<caption>"+l.Traveller+"</caption>")
				at := 0
				for _, w := range want {
					i := strings.Index(page[at:], w)
					if i < 0 {
						t.Errorf("%s: no %q after %q", b.Page, w, page[max(0, at-40):at])
						break
					}
					at += i + len(w)
				}
			}
			want := map[string][]string{
				"en": {`<p class="par">Par: NS 100 · <span class="contract">2NTX E -1</span>, <span class="contract">2NTX W -1</span>, <span class="contract">3<span class="suit">♣</span>X E -1</span>, <span class="contract">3<span class="suit">♣</span>X W -1</span></p>`,
					`<p class="par">Par: NS 620 · <span class="contract">4<span class="suit red">♥</span> N =</span>, <span class="contract">4<span class="suit red">♥</span> S =</span></p>`},
				"ru": {`<p class="par">Пар: СЮ 100 · <span class="contract">2БКX В -1</span>, <span class="contract">2БКX З -1</span>, <span class="contract">3<span class="suit">♣</span>X В -1</span>, <span class="contract">3<span class="suit">♣</span>X З -1</span></p>`,
					`<p class="par">Пар: СЮ 620 · <span class="contract">4<span class="suit red">♥</span> С =</span>, <span class="contract">4<span class="suit red">♥</span> Ю =</span></p>`},
			}[lang]
			for i, name := range []string{"board-1.html", "board-13.html"} {
				if !strings.Contains(string(files[name]), want[i]) {
					t.Errorf("%s lacks %s", name, want[i])
				}
			}
			tables := 0
			for _, b := range s.Boards {
				if b.DD != nil {
					tables++
				}
			}
			if tables != 2 {
				t.Errorf("%d boards with a table, want 2 (1 and 13)", tables)
			}
		})
	}
}

// A board whose deal is not known but whose table is shows the table
// under the note.
func TestDoubleDummyWithoutDeal(t *testing.T) {
	s := sampleSheet(t, "en", nil)
	b := &s.Boards[0]
	b.HasDeal = false
	page := string(site(t, s, html.Options{})["board-1.html"])
	note := strings.Index(page, `<p class="note">`+s.L.NoDeal+`</p>`)
	dd := strings.Index(page, `<div class="dd">`)
	if note < 0 || dd < note || strings.Contains(page, `class="deal"`) {
		t.Errorf("no table under the note:\n%s", page)
	}
}

// Text in the table and the par line is escaped.
func TestDoubleDummyEscaped(t *testing.T) {
	s := sampleSheet(t, "en", nil)
	d := s.Boards[0].DD
	d.Rows[0].Seat = "<b>N</b>"
	d.ParContracts = append(d.ParContracts, `<i>4♥</i> & "x"`)
	page := string(site(t, s, html.Options{})["board-1.html"])
	for _, want := range []string{`<th scope="row">&lt;b&gt;N&lt;/b&gt;</th>`, `, <span class="contract">&lt;i&gt;4<span class="suit red">♥</span>&lt;/i&gt; &amp; &#34;x&#34;</span></p>`} {
		if !strings.Contains(page, want) {
			t.Errorf("board-1.html lacks %s", want)
		}
	}
	if strings.Contains(page, "<b>") || strings.Contains(page, "<i>") {
		t.Error("markup in the table")
	}
}

// TestGoldenProvisional: the site of a session still in play (the LBC
// session after round 4, with round 5 in progress) marks its rankings and
// its pages provisional, and a board some tables have still to play lists
// them as not played yet, without its deal. Once the last result is in,
// no page carries the mark.
func TestGoldenProvisional(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampletest.LiveSheet(t, lang, false)
			files := site(t, s, html.Options{})
			for _, name := range []string{"index.html", "board-13.html"} {
				golden.Check(t, filepath.Join("testdata", "live."+lang+"."+name), files[name])
			}
			mark := `<p class="provisional">` + s.L.ProvisionalAfter[:strings.Index(s.L.ProvisionalAfter, "%")]
			// A decision, so that the adjustments page is made too.
			s.Adjustments = []report.AdjustRow{{Board: 1, BoardPage: "board-1", Decision: "A+/A-"}}
			for name, data := range site(t, s, html.Options{}) {
				if strings.HasSuffix(name, ".html") && !bytes.Contains(data, []byte(mark)) {
					t.Errorf("%s: no provisional mark %q", name, mark)
				}
			}
			for name, data := range site(t, sampletest.LiveSheet(t, lang, true), html.Options{}) {
				if bytes.Contains(data, []byte(`class="provisional"`)) || bytes.Contains(data, []byte(s.L.NotPlayedYet)) {
					t.Errorf("complete session, %s: still marked provisional", name)
				}
			}
		})
	}
}

// TestFilterScript: the index and the names page hold the filter box's
// script, and nothing else does; their policy allows that script alone,
// by the hash of its exact text.
func TestFilterScript(t *testing.T) {
	files := site(t, sampleSheet(t, "en", nil), html.Options{})
	sum := sha256.Sum256([]byte(html.FilterScript))
	hash := "&#39;sha256-" + strings.ReplaceAll(base64.StdEncoding.EncodeToString(sum[:]), "+", "&#43;") + "&#39;"
	script := regexp.MustCompile(`(?s)<script[^>]*>(.*?)</script>`)
	for name, data := range files {
		page := string(data)
		scripts := script.FindAllStringSubmatch(page, -1)
		policy := strings.Contains(page, `<meta http-equiv="Content-Security-Policy" content="script-src `+hash+`; object-src &#39;none&#39;; base-uri &#39;none&#39;">`)
		switch name {
		case "index.html", "names.html":
			if len(scripts) != 1 || scripts[0][1] != html.FilterScript {
				t.Errorf("%s: scripts %q, want the filter script alone", name, scripts)
			}
			if !policy {
				t.Errorf("%s: no policy allowing the script by its hash %s", name, hash)
			}
			if !strings.Contains(page, `<p class="filter" hidden>`) {
				t.Errorf("%s: the filter box is not hidden until the script shows it", name)
			}
		default:
			if len(scripts) > 0 || policy {
				t.Errorf("%s: %d scripts, policy %v, want neither", name, len(scripts), policy)
			}
		}
	}
}

// An alerted call shows an asterisk, its explanation in the title,
// escaped; a call without an alert shows none.
func TestAlertShown(t *testing.T) {
	bid := func(level int, s bridge.Strain) bridge.Call {
		return bridge.Call{Kind: bridge.Bid, Level: level, Strain: s}
	}
	pass := bridge.Call{Kind: bridge.Pass}
	two := bid(2, bridge.Diamonds)
	two.Alert, two.Note = true, `4441 <short> & 11-15`
	three := bid(3, bridge.NoTrump)
	three.Alert = true // alerted, not explained
	play := bridge.Play{Contract: bridge.Contract{Level: 3, Strain: bridge.NoTrump}, Declarer: bridge.North, Tricks: 9}
	ses := bridge.Session{Boards: []bridge.Board{bridge.NewBoard(1)}, Entries: []bridge.Entry{
		{Board: 1, Kind: bridge.Played, Play: play, Room: bridge.OpenRoom, Home: "Lions", Away: "Tigers", NS: "Lions", EW: "Tigers",
			Shown: &bridge.Shown{Auction: []bridge.Call{two, pass, three, pass, pass, pass}}},
		{Board: 1, Kind: bridge.Played, Play: play, Room: bridge.ClosedRoom, Home: "Lions", Away: "Tigers", NS: "Tigers", EW: "Lions"},
	}}
	res, err := teams.Score(ses, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	page := string(site(t, sh, html.Options{})["board-1.html"])
	for _, want := range []string{
		`2<span class="suit red">♦</span><abbr class="alert" title="4441 &lt;short&gt; &amp; 11-15">*</abbr>`,
		`3NT<abbr class="alert">*</abbr>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("board-1.html lacks %s", want)
		}
	}
	if n := strings.Count(page, `class="alert"`); n != 2 {
		t.Errorf("%d alerts shown, want 2", n)
	}
}

// TestMatchScores: the match page's heading and the round's list give
// each of a match's scores once. A board-a-match in board points gave
// them twice before ("Board points: 1.6–1.4 · Points: 1.6–1.4", and two
// columns of the same figures); converted into VPs it gives both.
func TestMatchScores(t *testing.T) {
	ses := gen.TeamDecisions()
	for i := range ses.Entries {
		if a := ses.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			ses.Entries[i].Adjust = nil
		}
	}
	for _, tt := range []struct {
		name         string
		opt          teams.Options
		heading, row string
	}{
		{"IMPs", teams.Options{}, `<p class="method">IMPs: <strong>13–8.2</strong> · VP: <strong>13.18–6.82</strong></p>`,
			`<th scope="col">Home</th><th scope="col">Away</th><th scope="col" class="n">IMPs</th><th scope="col" class="n">VP</th>` + "\n"},
		{"board-a-match", teams.Options{Form: teams.BoardAMatch}, `<p class="method">Board points: <strong>1.6–1.4</strong></p>`,
			`<th scope="col">Home</th><th scope="col">Away</th><th scope="col" class="n">Board points</th>` + "\n"},
		{"board-a-match in VPs", teams.Options{Form: teams.BoardAMatch, BAMVPs: true}, `<p class="method">Board points: <strong>1.6–1.4</strong> · VP: <strong>10.00–10.00</strong></p>`,
			`<th scope="col" class="n">Board points</th><th scope="col" class="n">VP</th>` + "\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := teams.Score(ses, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
			if err != nil {
				t.Fatal(err)
			}
			files := site(t, sh, html.Options{})
			m := sh.Teams.Matches[0]
			if page := string(files[m.Page+".html"]); !strings.Contains(page, tt.heading) {
				t.Errorf("the match page lacks %s:\n%s", tt.heading, page)
			}
			if index := string(files["index.html"]); !strings.Contains(index, tt.row) {
				t.Errorf("the index lacks %s:\n%s", tt.row, index)
			}
		})
	}
}

// TestEventsDate: the archive's index prints each event's date as every
// output does (report.Labels.DateText), in the page's language.
func TestEventsDate(t *testing.T) {
	events := []html.EventLink{
		{Title: "Кубок", Date: "2026.11.28", Href: "a/index.html"},
		{Title: "Old", Date: "2014.07.??", Href: "b/index.html"},
		{Title: "Odd", Date: "Saturday", Href: "c/index.html"},
	}
	for _, tt := range []struct{ lang, want string }{
		{"en", `<td class="date">28 November 2026</td>` + "|" + `<td class="date">July 2014</td>` + "|" + `<td class="date">Saturday</td>`},
		{"ru", `<td class="date">28 ноября 2026</td>` + "|" + `<td class="date">июль 2014</td>` + "|" + `<td class="date">Saturday</td>`},
	} {
		page, err := html.RenderEvents(events, tt.lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range strings.Split(tt.want, "|") {
			if !strings.Contains(string(page), want) {
				t.Errorf("%s: no %s in the page", tt.lang, want)
			}
		}
	}
}

// TestGoldenTeams: a team event's index (the standings with each team's
// players under its name, the cross-table, the rounds) and a match page
// (its totals row shaded across, as style.css's tfoot rule makes it).
func TestGoldenTeams(t *testing.T) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 1, Teams: 4, BoardsPerMatch: 2, Cyrillic: true})
	s := bridge.Session{Event: "Generated teams", Site: "Bath", Date: "2026.03.14", Entries: ev.Entries()}
	for n := 1; n <= len(ev.Deals); n++ {
		b := bridge.NewBoard(n)
		b.Deal = ev.Deals[n]
		s.Boards = append(s.Boards, b)
	}
	for _, tm := range ev.Teams {
		s.Pairs = append(s.Pairs, bridge.Pair{ID: tm.Name, Names: tm.Players[:]})
	}
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			files := site(t, sh, html.Options{})
			golden.Check(t, filepath.Join("testdata", lang+".teams-index.html"), files["index.html"])
			golden.Check(t, filepath.Join("testdata", lang+".match.html"), files[sh.Teams.Matches[0].Page+".html"])
			for _, st := range sh.Teams.Standings {
				if st.Team.Names == "" {
					t.Fatalf("%s has no players", st.Team.Label)
				}
			}
		})
	}
}

// TestLiveScript: every page of a session in play runs LiveScript (its
// label in the page's language), allowed by its hash beside the filter
// box's where the page has that; the pages of the finished session have
// neither the script nor its hash.
func TestLiveScript(t *testing.T) {
	script := regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`)
	policy := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)">`)
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s := sampletest.LiveSheet(t, lang, false)
			s.Adjustments = []report.AdjustRow{{Board: 1, BoardPage: "board-1", Decision: "A+/A-"}} // the adjustments page too
			label := ` data-label="` + s.L.LiveUpdate + `"`
			for name, data := range site(t, s, html.Options{}) {
				if !strings.HasSuffix(name, ".html") {
					continue
				}
				page := string(data)
				var got []string
				for _, m := range script.FindAllStringSubmatch(page, -1) {
					got = append(got, m[2])
					if m[2] == html.LiveScript && m[1] != label {
						t.Errorf("%s: the live script's attributes %q, want %q", name, m[1], label)
					}
				}
				want := []string{html.LiveScript}
				hashes := []string{html.LiveScriptHash}
				if name == "index.html" || name == "names.html" {
					want = []string{html.FilterScript, html.LiveScript}
					hashes = []string{html.FilterScriptHash, html.LiveScriptHash}
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s: %d scripts, want %d (the filter's, then the live one)", name, len(got), len(want))
				}
				m := policy.FindStringSubmatch(page)
				if m == nil || strings.ReplaceAll(strings.ReplaceAll(m[1], "&#39;", "'"), "&#43;", "+") != html.Policy(hashes...) {
					t.Errorf("%s: policy %q, want %q", name, m, html.Policy(hashes...))
				}
				if !strings.Contains(page, html.LiveScript+"</script>\n<footer>") {
					t.Errorf("%s: the live script is not just before the footer", name)
				}
			}
			for name, data := range site(t, sampletest.LiveSheet(t, lang, true), html.Options{}) {
				if strings.Contains(string(data), html.LiveScript) || strings.Contains(string(data), strings.Trim(html.LiveScriptHash, "'")) {
					t.Errorf("finished session, %s: still the live script or its hash", name)
				}
			}
		})
	}
}

// TestGoldenIndividual: an individual's index (its players ranked, the
// column named for a player), a board's traveller (each side two players,
// each linked to his own card) and a player's score card (his partner of
// each board beside the opponents), in both languages.
func TestGoldenIndividual(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			sh := sampletest.Individual(t, lang)
			files := site(t, sh, html.Options{})
			golden.Check(t, filepath.Join("testdata", lang+".individual-index.html"), files["index.html"])
			golden.Check(t, filepath.Join("testdata", lang+".individual-board.html"), files[sh.Boards[0].Page+".html"])
			golden.Check(t, filepath.Join("testdata", lang+".individual-player.html"), files[sh.Cards[0].Pair.Page+".html"])
			if _, ok := files["names.html"]; !ok {
				t.Error("no names page")
			}
		})
	}
}
