package pbnout_test

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/formats/pbn"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pbnout"
)

// load reads files as the command line does.
func load(t testing.TB, files map[string][]byte) bridge.Session {
	t.Helper()
	var in []session.Input
	for _, name := range []string{"hands.pbn", "trav.csv", "names.csv", "results.pbn", "event.pbn"} {
		if data, ok := files[name]; ok {
			in = append(in, session.Input{Name: name, Data: data})
		}
	}
	l, err := session.Load(in, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return l.Session
}

func bytesOf(t testing.TB, write func(io.Writer) error) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// generated is a generated session's files.
func generated(t testing.TB, c gen.Config) map[string][]byte {
	g := gen.Generate(c)
	return map[string][]byte{"hands.pbn": bytesOf(t, g.WritePBN), "trav.csv": bytesOf(t, g.WriteTravellersCSV), "names.csv": bytesOf(t, g.WriteNamesCSV)}
}

func score(t testing.TB, s bridge.Session, opt pairs.Options) *pairs.Result {
	t.Helper()
	res, err := pairs.Score(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func write(t testing.TB, res *pairs.Result) []byte {
	t.Helper()
	var b bytes.Buffer
	if w, err := pbnout.Write(&b, model(t, &event.Result{Kind: event.Pairs, Pairs: res}), pbnout.Options{}); err != nil || w != nil {
		t.Fatal(err, w)
	}
	return b.Bytes()
}

// sameResults compares two scorings of a session: every line's pairs,
// kind, score and matchpoints or IMPs, and every ranking row, exactly.
func sameResults(t *testing.T, got, want *pairs.Result) {
	t.Helper()
	if len(got.Boards) != len(want.Boards) {
		t.Fatalf("%d boards, want %d", len(got.Boards), len(want.Boards))
	}
	for i, b := range want.Boards {
		g := got.Boards[i]
		if g.Number != b.Number || g.Deal != b.Deal || g.Dealer != b.Dealer || g.Vul != b.Vul || len(g.Lines) != len(b.Lines) {
			t.Fatalf("board %d: board %d, %d lines, want %d", b.Number, g.Number, len(g.Lines), len(b.Lines))
		}
		for j, l := range b.Lines {
			x := g.Lines[j]
			if x.NS() != l.NS() || x.EW() != l.EW() || x.Entry.Kind != l.Entry.Kind || x.ScoreNS != l.ScoreNS || x.Scored != l.Scored ||
				x.Entry.Kind == bridge.Played && (x.Entry.Play != l.Entry.Play || x.Entry.Lead != l.Entry.Lead) || x.Entry.Round != l.Entry.Round || x.Entry.Table != l.Entry.Table ||
				x.MPNS().Cmp(l.MPNS()) != 0 || x.MPEW().Cmp(l.MPEW()) != 0 || x.IMPNS().Cmp(l.IMPNS()) != 0 || x.IMPEW().Cmp(l.IMPEW()) != 0 {
				t.Errorf("board %d line %d: %+v\nwant %+v", b.Number, j, x, l)
			}
		}
	}
	if len(got.Rankings) != len(want.Rankings) {
		t.Fatalf("%d rankings, want %d", len(got.Rankings), len(want.Rankings))
	}
	for i, r := range want.Rankings {
		g := got.Rankings[i]
		if g.Section != r.Section || g.Direction != r.Direction || len(g.Rows) != len(r.Rows) {
			t.Fatalf("ranking %s %s: %s %s with %d rows", r.Section, r.Direction, g.Section, g.Direction, len(g.Rows))
		}
		for j, st := range r.Rows {
			x := g.Rows[j]
			if x.Pair != st.Pair || strings.Join(x.Names, "|") != strings.Join(st.Names, "|") || x.Rank != st.Rank || x.Tied != st.Tied ||
				x.Boards != st.Boards || x.Total.Cmp(st.Total) != 0 || x.Percent.Cmp(st.Percent) != 0 || x.Penalty.Cmp(st.Penalty) != 0 {
				t.Errorf("%s %s row %d: %+v\nwant %+v", r.Section, r.Direction, j, x, st)
			}
		}
	}
}

// TestRoundTrip scores generated sessions, writes them as PBN, reads the
// file back and scores it again: the same results, line by line and place
// by place, in every scoring method.
func TestRoundTrip(t *testing.T) {
	methods := []struct {
		name    string
		opt     pairs.Options
		scoring string // the Scoring tag
	}{
		{"mp", pairs.Options{}, "MP;MP1"},
		{"acbl", pairs.Options{Scale: mp.ACBL}, "MP;MP2"},
		{"butler", pairs.Options{Method: pairs.Butler}, "IMP;Butler"},
		{"cross-imps", pairs.Options{Method: pairs.CrossIMPs}, "IMP;Cross"},
	}
	for _, c := range []gen.Config{
		{Seed: 1, Tables: 5, Boards: 20, Movement: gen.Mitchell},
		{Seed: 2, Tables: 8, Boards: 24, Movement: gen.Howell, MissingRate: 0.04, NotPlayedRate: 0.03, PassRate: 0.05, Cyrillic: true},
		{Seed: 3, Sections: 3, Tables: 7, Boards: 21, Movement: gen.Mitchell, MissingRate: 0.02, NotPlayedRate: 0.02, PassRate: 0.05, Cyrillic: true},
	} {
		files := generated(t, c)
		for _, m := range methods {
			t.Run(fmt.Sprintf("%s %d×%d seed %d %s", c.Movement, max(c.Sections, 1), c.Tables, c.Seed, m.name), func(t *testing.T) {
				want := score(t, load(t, files), m.opt)
				data := write(t, want)
				back := load(t, map[string][]byte{"results.pbn": data})
				got := score(t, back, m.opt)
				sameResults(t, got, want)
				if got.Event != want.Event || got.Site != want.Site || got.Date != want.Date {
					t.Errorf("event %q %q %q, want %q %q %q", got.Event, got.Site, got.Date, want.Event, want.Site, want.Date)
				}
				if back.Scoring != m.scoring {
					t.Errorf("Scoring %q, want %q", back.Scoring, m.scoring)
				}
				// Determinism.
				if again := write(t, want); !bytes.Equal(again, data) {
					t.Error("two writes differ")
				}
			})
		}
	}
}

// TestDecisions: the decisions that score cells can hold (artificial
// averages, assigned and split scores, not played) are written in them;
// every decision, those too, comes back the same through the Decision
// column.
func TestDecisions(t *testing.T) {
	for _, imps := range []bool{false, true} {
		t.Run(fmt.Sprintf("imps %v", imps), func(t *testing.T) {
			opt := pairs.Options{}
			if imps {
				opt.Method = pairs.Butler
			}
			g := gen.Generate(gen.Config{Seed: 41, Tables: 9, Boards: 27, Movement: gen.Mitchell})
			names := bytesOf(t, g.WriteNamesCSV)
			hands := bytesOf(t, g.WritePBN)
			adj := gen.AdjustWith(g, 41, gen.AdjustConfig{IMP: imps, FouledBoards: -1, Rate: 0.2,
				Kinds: []string{gen.DecArtificial, gen.DecAssigned, gen.DecSplit, gen.DecNotPlayed}})
			want := score(t, load(t, map[string][]byte{"hands.pbn": hands, "names.csv": names, "trav.csv": []byte(adj.CSV())}), opt)
			if len(want.Adjustments) < 10 {
				t.Fatalf("only %d decisions", len(want.Adjustments))
			}
			data := write(t, want)
			for _, code := range []string{`"A+"`, `"A="`, `"A-"`} {
				if !bytes.Contains(data, []byte(code)) {
					t.Errorf("no %s cell", code)
				}
			}
			got := score(t, load(t, map[string][]byte{"results.pbn": data}), opt)
			sameResults(t, got, want)

			// Every kind, penalties and fouled boards included: the
			// Decision column brings them back.
			all := gen.AdjustWith(g, 42, gen.AdjustConfig{IMP: imps, Rate: 0.2})
			res := score(t, load(t, map[string][]byte{"hands.pbn": hands, "names.csv": names, "trav.csv": []byte(all.CSV())}), opt)
			kinds := map[bridge.AdjKind]bool{}
			for _, a := range res.Adjustments {
				kinds[a.Adjust.Kind] = true
			}
			if len(kinds) != 4 {
				t.Fatalf("decision kinds %v, want all four", kinds)
			}
			data = write(t, res)
			back := score(t, load(t, map[string][]byte{"results.pbn": data}), opt)
			sameResults(t, back, res)
			if len(back.Adjustments) != len(res.Adjustments) {
				t.Errorf("%d decisions read back, want %d", len(back.Adjustments), len(res.Adjustments))
			}
		})
	}
}

// TestTeamsRoundTrip writes a generated team event and reads it back: the
// same matches and standings, rosters included.
func TestTeamsRoundTrip(t *testing.T) {
	for _, c := range []gen.TeamsConfig{{Seed: 1}, {Seed: 2, Teams: 9, Format: gen.Swiss, Rounds: 5, Cyrillic: true}} {
		t.Run(fmt.Sprintf("seed %d", c.Seed), func(t *testing.T) {
			ev := gen.GenerateTeams(c)
			want, err := teams.Score(load(t, map[string][]byte{"event.pbn": bytesOf(t, ev.WritePBN)}), teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			warnings, err := pbnout.Write(&b, model(t, &event.Result{Kind: event.Teams, Teams: want}), pbnout.Options{})
			if err != nil || len(warnings) > 0 {
				t.Fatalf("%v %q", err, warnings)
			}
			got, err := teams.Score(load(t, map[string][]byte{"results.pbn": b.Bytes()}), teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Matches) != len(want.Matches) || len(got.Standings) != len(want.Standings) {
				t.Fatalf("%d matches %d teams, want %d %d", len(got.Matches), len(got.Standings), len(want.Matches), len(want.Standings))
			}
			for i, m := range want.Matches {
				x := got.Matches[i]
				if x.MatchKey != m.MatchKey || x.IMPsHome.Cmp(m.IMPsHome) != 0 || x.IMPsAway.Cmp(m.IMPsAway) != 0 || x.VPHome != m.VPHome || len(x.Boards) != len(m.Boards) {
					t.Errorf("match %d: %+v, want %+v", i, x.MatchKey, m.MatchKey)
					continue
				}
				for j, bd := range m.Boards {
					if y := x.Boards[j]; y.Open.Entry.Play != bd.Open.Entry.Play || y.Closed.Entry.Lead != bd.Closed.Entry.Lead || y.Board.Deal != bd.Board.Deal {
						t.Errorf("%s board %d differs", m.MatchKey, bd.Board.Number)
					}
				}
			}
			for i, st := range want.Standings {
				x := got.Standings[i]
				if x.Team != st.Team || x.Rank != st.Rank || x.Tied != st.Tied || x.VP != st.VP || strings.Join(x.Names, "|") != strings.Join(st.Names, "|") {
					t.Errorf("standing %d: %+v, want %+v", i, x, st)
				}
			}
		})
	}
}

// TestTeamDecisions: a team event's decisions are comments and warnings;
// the rooms that have a result keep it.
func TestTeamDecisions(t *testing.T) {
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	warnings, err := pbnout.Write(&b, model(t, &event.Result{Kind: event.Teams, Teams: res}), pbnout.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 4 {
		t.Errorf("%d warnings, want 4 (a weighted score, an artificial score, two penalties): %q", len(warnings), warnings)
	}
	for _, want := range []string{"{Decision: W 40% +620 + 60% -100}", "{Decision: A-/A+}", "{Decision: PEN NS -2IMP}"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %s in\n%s", want, b.String())
		}
	}
	if _, err := pbn.Parse("results.pbn", b.String()); err != nil {
		t.Error(err)
	}
}

// hostile are names and ids that PBN must escape or clean.
var hostile = []string{
	`Кубок "Пиковая дама"`, `back\slash`, `trailing\`, `\"`, `{brace} [bracket] 100%`, "tab\there", "line\r\nend",
	`=HYPERLINK("http://x","y")`, "#hash", "##two", "#", "  spaced  ", "Łukasz Żółć", "nul\x00byte", "\u0085nel",
	"Ann - Bob", strings.Repeat("Длинное имя ", 2000),
	"Smith; John", "semi;", ";", `"Bob" Smith`, `"quoted"`, "a;b - c", "x -", "- y", ` lead "\ ; -`,
}

// TestHostileText writes hostile event labels, names and pair ids and
// reads them back through our reader: cleaned of control characters, and
// otherwise as they were.
func TestHostileText(t *testing.T) {
	s := bridge.Session{Event: hostile[0], Site: `C:\bridge\`, Date: "#2026"}
	s.Boards = []bridge.Board{bridge.NewBoard(1)}
	c, _ := bridge.ParseContract("4S")
	for i, name := range hostile {
		id := fmt.Sprint(i + 1)
		if i%3 == 0 {
			id = strings.TrimSpace(strings.Map(func(r rune) rune {
				if r < ' ' || r == 0x85 {
					return -1
				}
				return r
			}, name)) // an id with quotes, spaces, brackets
		}
		s.Pairs = append(s.Pairs, bridge.Pair{Direction: bridge.DirectionNS, ID: id, Names: []string{name, "Partner"}},
			bridge.Pair{Direction: bridge.DirectionEW, ID: id, Names: []string{"Opponent", name}})
		s.Entries = append(s.Entries, bridge.Entry{Board: 1, NS: id, EW: id, Kind: bridge.Played, Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 10 - i%3}})
	}
	res := score(t, s, pairs.Options{Movement: pairs.Mitchell})
	var b bytes.Buffer
	warnings, err := pbnout.Write(&b, model(t, &event.Result{Kind: event.Pairs, Pairs: res}), pbnout.Options{})
	if err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	// Every text changed is a warning (it was changed in silence).
	var want []string
	for _, x := range [][2]string{{"6", `"tab\there"`}, {"lineend", `"line\r\nend"`}, {"14", `"nul\x00byte"`}, {"15", `"\u0085nel"`}} {
		for _, dir := range []string{"NS", "EW"} {
			want = append(want, "pair "+dir+" "+x[0]+": name "+x[1]+": written with a space for each control character (a PBN line holds none)")
		}
	}
	slices.Sort(warnings)
	slices.Sort(want)
	if !slices.Equal(warnings, want) {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warnings, "\n"), strings.Join(want, "\n"))
	}
	back := load(t, map[string][]byte{"results.pbn": data})
	if back.Event != s.Event || back.Site != s.Site || back.Date != s.Date {
		t.Errorf("event %q %q %q", back.Event, back.Site, back.Date)
	}
	got := score(t, back, pairs.Options{Movement: pairs.Mitchell})
	for i, r := range res.Rankings {
		for j, st := range r.Rows {
			x := got.Rankings[i].Rows[j]
			want := cleaned(st.Names)
			if x.Pair != st.Pair || strings.Join(x.Names, "|") != strings.Join(want, "|") {
				t.Errorf("%s: %q %q, want %q %q", r.Direction, x.Pair.ID, x.Names, st.Pair.ID, want)
			}
		}
	}
	if bytes.Contains(data, []byte("\t")) || bytes.Contains(data, []byte("\x00")) || bytes.Count(data, []byte("\n")) != bytes.Count(data, []byte("\r\n")) {
		t.Error("a tab, a NUL or a bare line end in the file")
	}
}

// cleaned is what the reader gives back for names: control characters
// are spaces, and each name is trimmed.
func cleaned(names []string) []string {
	var out []string
	for _, n := range names {
		n = strings.TrimSpace(strings.Map(func(r rune) rune {
			if r < ' ' || r == 0x7F || r >= 0x80 && r <= 0x9F {
				return ' '
			}
			return r
		}, n))
		if n != "" {
			out = append(out, n)
		}
	}
	return out
}

// FuzzNames: any names and event title give a file that our reader reads
// without an error, with the text back as written (cleaned of control
// characters).
func FuzzNames(f *testing.F) {
	for _, h := range hostile {
		f.Add(h, h)
	}
	f.Fuzz(func(t *testing.T, title, name string) {
		s := bridge.Session{Event: title, Boards: []bridge.Board{bridge.NewBoard(1)}}
		c, _ := bridge.ParseContract("3NT")
		s.Pairs = []bridge.Pair{{Direction: bridge.DirectionNS, ID: "1", Names: []string{name}}, {Direction: bridge.DirectionEW, ID: "1", Names: []string{"X"}}}
		s.Entries = []bridge.Entry{{Board: 1, NS: "1", EW: "1", Kind: bridge.Played, Play: bridge.Play{Contract: c, Declarer: bridge.South, Tricks: 9}},
			{Board: 1, NS: "2", EW: "2", Kind: bridge.Played, Play: bridge.Play{Contract: c, Declarer: bridge.South, Tricks: 8}}}
		res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
		if err != nil {
			t.Skip()
		}
		var b bytes.Buffer
		if _, err := pbnout.Write(&b, model(t, &event.Result{Kind: event.Pairs, Pairs: res}), pbnout.Options{}); err != nil {
			t.Fatal(err)
		}
		l, err := session.Load([]session.Input{{Name: "results.pbn", Data: b.Bytes()}}, session.Options{Encoding: "utf-8"})
		if err != nil {
			t.Fatalf("%v\n%s", err, b.String())
		}
		wantTitle := ""
		if c := cleaned([]string{strings.ToValidUTF8(title, "\uFFFD")}); len(c) > 0 && c[0] != "?" && c[0] != "#" {
			wantTitle = c[0] // "?" is unknown, "#" inherits: both read as no title
		}
		if l.Session.Event != wantTitle {
			t.Errorf("event %q, want %q", l.Session.Event, wantTitle)
		}
		var names []string
		for _, p := range l.Session.Pairs {
			if p.Direction == bridge.DirectionNS && p.ID == "1" {
				names = p.Names
			}
		}
		want := cleaned([]string{strings.ToValidUTF8(name, "\uFFFD")})
		if strings.Join(names, "|") != strings.Join(want, "|") {
			t.Errorf("names %q, want %q", names, want)
		}
	})
}

// TestStackedDecisions: a procedural penalty on a table that has another
// decision shares its Decision cell, joined by bridge.DecisionsJoin, and
// both come back.
func TestStackedDecisions(t *testing.T) {
	files := generated(t, gen.Config{Seed: 7, Tables: 5, Boards: 10, Movement: gen.Mitchell})
	first := score(t, load(t, files), pairs.Options{})
	l := first.Boards[0].Lines[0]
	dec := fmt.Sprintf("board,ns,ew,decision\n%d,%s,%s,A60/40\n%d,%s,%s,PEN NS -25%%\n",
		first.Boards[0].Number, l.NS().ID, l.EW().ID, first.Boards[0].Number, l.NS().ID, l.EW().ID)
	in := []session.Input{{Name: "hands.pbn", Data: files["hands.pbn"]}, {Name: "trav.csv", Data: files["trav.csv"]},
		{Name: "names.csv", Data: files["names.csv"]}, {Name: "tds.csv", Data: []byte(dec), Role: session.Decisions}}
	loaded, err := session.Load(in, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res := score(t, loaded.Session, pairs.Options{})
	if len(res.Adjustments) != 2 {
		t.Fatalf("%d decisions, want 2", len(res.Adjustments))
	}
	data := write(t, res)
	if want := `"A60/40` + bridge.DecisionsJoin + `PEN NS -25%"`; !bytes.Contains(data, []byte(want)) {
		t.Errorf("no cell %s", want)
	}
	back := score(t, load(t, map[string][]byte{"results.pbn": data}), pairs.Options{})
	sameResults(t, back, res)
	if len(back.Adjustments) != 2 {
		t.Errorf("%d decisions read back, want 2", len(back.Adjustments))
	}
}

// TestFileOptimumResultTable: without an analysis, a board's own
// [OptimumResultTable] is written back as the reader kept it, its
// descriptor as it is and one line per row.
func TestFileOptimumResultTable(t *testing.T) {
	res := score(t, load(t, generated(t, gen.Config{Seed: 3, Tables: 3, Boards: 4, Movement: gen.Mitchell})), pairs.Options{})
	b := &res.Boards[0].Board
	b.HandRecord.Verbatim = append(b.HandRecord.Verbatim, bridge.Tag{Name: "OptimumResultTable", Value: "Declarer;Denomination\\2R;Result\\2R\nN NT 6\nS NT 6"})
	data := string(write(t, res))
	if want := "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\r\nN NT 6\r\nS NT 6\r\n"; !strings.Contains(data, want) {
		t.Errorf("no %q in\n%s", want, data[:min(len(data), 1500)])
	}
}

// model is the model of a scored event, which Write writes.
func model(t testing.TB, res *event.Result) *report.Event {
	t.Helper()
	ev, err := report.NewEvent(res)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}
