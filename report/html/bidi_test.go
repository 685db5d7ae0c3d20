package html_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

const rlo = "\u202e" // RIGHT-TO-LEFT OVERRIDE

// evil is a text from the input that starts with U+202E.
func evil(s string) string { return rlo + s }

// checkIsolated checks that every U+202E of every page opens a text from
// the input that is isolated on its own: in a <bdi> in the page, between
// U+2068 and U+2069 in its <title> or an attribute, so that it reorders
// nothing around it. The texts are U+202E and letters, digits or "_".
func checkIsolated(t *testing.T, files map[string][]byte) (isolated int) {
	t.Helper()
	text := regexp.MustCompile(`^` + rlo + `[\pL\pN_]+`)
	for name, data := range files {
		page := string(data)
		for i := strings.Index(page, rlo); i >= 0; {
			m := text.FindString(page[i:])
			before, after := page[:i], page[i+len(m):]
			title := strings.LastIndex(before, "<title>") > strings.LastIndex(before, "</title>")
			attr := strings.HasSuffix(before, `="`+"\u2068")
			switch {
			case m == "":
				t.Errorf("%s: U+202E before %q, not one of the test's texts", name, page[i:min(len(page), i+20)])
			case title || attr:
				if !strings.HasSuffix(before, "\u2068") || !strings.HasPrefix(after, "\u2069") {
					t.Errorf("%s: %q not between U+2068 and U+2069 in %q", name, m, page[max(0, i-20):min(len(page), i+len(m)+20)])
				}
			case !strings.HasSuffix(before, "<bdi>") || !strings.HasPrefix(after, "</bdi>"):
				t.Errorf("%s: %q not in a <bdi> of its own: %q", name, m, page[max(0, i-30):min(len(page), i+len(m)+30)])
			}
			isolated++
			j := strings.Index(page[i+len(rlo):], rlo)
			if j < 0 {
				break
			}
			i += len(rlo) + j
		}
	}
	return isolated
}

// Issue 15, item 14d: a U+202E in a name was written as it is, and turned
// the text after it around (" – Bob", "+3 IMPs"). Every text from the
// input now is isolated where it needs it: names, pair ids, sections,
// titles, site and date, decisions; here each starts with U+202E.
func TestBidiIsolated(t *testing.T) {
	c := func(s string) bridge.Contract { x, _ := bridge.ParseContract(s); return x }
	t.Run("pairs", func(t *testing.T) {
		s := bridge.Session{Event: evil("Cup"), Site: evil("Club"), Date: evil("Monday")}
		for _, sec := range []string{evil("S1"), evil("S2")} {
			for table := 1; table <= 2; table++ {
				id := evil(fmt.Sprint(table))
				for board := 1; board <= 2; board++ {
					e := bridge.Entry{Section: sec, Board: board, NS: id, EW: id, Play: bridge.Play{Contract: c("4S"), Declarer: bridge.North, Tricks: 9 + table}}
					if table == 1 && board == 1 {
						e.Adjust = &bridge.Adjustment{Text: "PEN NS -25%", Kind: bridge.AdjPenalty, Reason: evil("slow"), Law: evil("90"), Director: evil("Smith"),
							Penalty: &bridge.Penalty{Side: bridge.NS, Num: 25, Den: 1, Unit: bridge.PenTopFraction}}
					}
					s.Entries = append(s.Entries, e)
				}
				s.Pairs = append(s.Pairs, bridge.Pair{Section: sec, Direction: bridge.DirectionNS, ID: id, Names: []string{evil("Alice"), evil("Bob")}})
			}
		}
		s.Boards = []bridge.Board{bridge.NewBoard(1), bridge.NewBoard(2)}
		res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
		if err != nil {
			t.Fatal(err)
		}
		sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{})
		if err != nil {
			t.Fatal(err)
		}
		files := site(t, sh, html.Options{})
		if n := checkIsolated(t, files); n < 100 {
			t.Errorf("%d texts from the input found, want more", n)
		}
		var one report.PairRef // pair 1 of section S1
		for _, c := range sh.Cards {
			if c.Section == evil("S1") && c.Direction == "NS" && c.Pair.Label == evil("1") {
				one = c.Pair
			}
		}
		card := one.Page + ".html"
		for name, wants := range map[string][]string{
			"index.html": {"<title>\u2068" + rlo + "Cup\u2069</title>", "<h1><bdi>" + rlo + "Cup</bdi></h1>",
				`<p class="sub"><bdi>` + rlo + "Club</bdi> · <bdi>" + rlo + "Monday</bdi></p>",
				"<caption>Section <bdi>" + rlo + "S1</bdi> · North-South</caption>",
				`<td class="n"><a href="` + one.Page + `.html"><bdi>` + rlo + "1</bdi></a></td>",
				`.html"><bdi>` + rlo + "Alice</bdi> – <bdi>" + rlo + "Bob</bdi></a></td>"},
			"board-1.html": {"<title>Board 1 · \u2068" + rlo + "Cup\u2069</title>", `<td class="wide"><bdi>` + rlo + "S1</bdi></td>"},
			card: {"<title>Pair <bdi>", "<title>Pair \u2068" + rlo + "S1\u2069 NS \u2068" + rlo + "1\u2069 · \u2068" + rlo + "Cup\u2069</title>",
				"<h1>Pair <bdi>" + rlo + "S1</bdi> NS <bdi>" + rlo + "1</bdi></h1>",
				"<caption>Score card: Pair <bdi>" + rlo + "S1</bdi> NS <bdi>" + rlo + "1</bdi></caption>"},
			"adjustments.html": {`<td class="wide"><bdi>` + rlo + "slow</bdi></td>", `<td class="wide"><bdi>` + rlo + "Smith</bdi></td>"},
		} {
			page := string(files[name])
			for i, want := range wants {
				if i == 0 && name == card {
					if strings.Contains(page, want) {
						t.Errorf("%s: a <bdi> in the <title>", name)
					}
					continue
				}
				if !strings.Contains(page, want) {
					t.Errorf("%s lacks %s", name, want)
				}
			}
		}
	})
	t.Run("teams", func(t *testing.T) {
		ses := gen.TeamDecisions()
		ses.Event = evil("Teams")
		for i := range ses.Entries {
			e := &ses.Entries[i]
			for _, f := range []*string{&e.Home, &e.Away, &e.NS, &e.EW} {
				*f = evil(*f)
			}
			if a := e.Adjust; a != nil {
				a.Reason, a.Director = evil(strings.Map(letter, a.Reason)), evil(a.Director)
			}
		}
		ses.Pairs = []bridge.Pair{{ID: evil("Lions"), Names: []string{evil("Ann"), evil("Ben")}}}
		res, err := teams.Score(ses, teams.Options{})
		if err != nil {
			t.Fatal(err)
		}
		sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
		if err != nil {
			t.Fatal(err)
		}
		files := site(t, sh, html.Options{})
		if n := checkIsolated(t, files); n < 50 {
			t.Errorf("%d texts from the input found, want more", n)
		}
		lions, tigers := "<bdi>"+rlo+"Lions</bdi>", "<bdi>"+rlo+"Tigers</bdi>"
		m := sh.Teams.Matches[0]
		for name, wants := range map[string][]string{
			"index.html": {`title="` + "\u2068" + rlo + `Lions` + "\u2069" + `"`, `<a href="` + sh.Teams.Teams[0].Team.Page + `.html">` + lions + `</a>`},
			m.Page + ".html": {"<h1>Round 1: " + lions + " – " + tigers + "</h1>",
				"<title>Round 1: \u2068" + rlo + "Lions\u2069 – \u2068" + rlo + "Tigers\u2069 · \u2068" + rlo + "Teams\u2069</title>"},
			"board-3.html":     {`<a href="` + m.Page + `.html">` + lions + ` – ` + tigers + `</a>`, `3–0 <span class="adj">(` + tigers + ` -1 VP)</span>`},
			"adjustments.html": {`<td class="n">` + lions + ` -2 IMPs</td>`, `<td class="n">` + lions + ` +3 IMPs, ` + tigers + ` -3 IMPs</td>`, `.html">Round 1: ` + lions + " – " + tigers + "</a> (Open room)"},
		} {
			page := string(files[name])
			for _, want := range wants {
				if !strings.Contains(page, want) {
					t.Errorf("%s lacks %s", name, want)
				}
			}
		}
		var team []byte
		for name, data := range files {
			if strings.HasPrefix(name, "team-") && strings.Contains(string(data), "Ann") {
				team = data
			}
		}
		if want := `<p class="sub names"><bdi>` + rlo + `Ann</bdi>, <bdi>` + rlo + `Ben</bdi></p>`; !strings.Contains(string(team), want) {
			t.Errorf("the team page lacks %s", want)
		}
	})
}

// letter keeps letters and digits, and makes anything else "_".
func letter(r rune) rune {
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return r
	}
	return '_'
}

// Right-to-left names are isolated too, and a name whose own U+2069
// would end the isolate early loses it; left-to-right names in any
// script are written as they are.
func TestBidiNames(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"hebrew", "שלום", "<bdi>שלום</bdi> – <span lang=\"ru\">Щукина Ёлка</span>"},
		{"arabic", "سلام", "<bdi>سلام</bdi> – <span lang=\"ru\">Щукина Ёлка</span>"},
		{"early end", "a\u2069" + rlo + "b", "<bdi>a" + rlo + "b</bdi> – <span lang=\"ru\">Щукина Ёлка</span>"},
		{"open isolate", "\u2067a", "<bdi>\u2067a\u2069</bdi> – <span lang=\"ru\">Щукина Ёлка</span>"},
		{"latin", "Łukasz Żółć", "Łukasz Żółć – <span lang=\"ru\">Щукина Ёлка</span>"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := sampleSheet(t, "en", map[string]string{"White Jane": tt.in})
			idx := string(site(t, s, html.Options{})["index.html"])
			// The names link to the pair's score card.
			if !strings.Contains(idx, `.html">`+tt.want+`</a></td>`) {
				t.Errorf("index.html lacks %s", tt.want)
			}
		})
	}
}
