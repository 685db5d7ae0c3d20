package session_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
	"github.com/protokol-bridge/protokol/formats/decisions"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/golden"
)

func read(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

var (
	corpus       = filepath.Join("..", "..", "testdata", "corpus")
	decisionsDir = filepath.Join("..", "decisions", "testdata")
)

// adjusted is the golden text of a loaded session's adjustments: each
// adjusted entry, then each decision.
func adjusted(l *session.Loaded) string {
	var b strings.Builder
	for _, f := range l.Files {
		fmt.Fprintf(&b, "file %s: %s\n", f.Name, f.Kind)
	}
	for _, e := range l.Session.Entries {
		if e.Adjust == nil {
			continue
		}
		a := e.Adjust
		fmt.Fprintf(&b, "entry %s: section %q board %d NS %q EW %q: %s %q = %s %q", a.Pos, e.Section, e.Board, e.NS, e.EW, e.Kind, a.Text, a.Kind, a.String())
		if e.Kind == bridge.Played {
			fmt.Fprintf(&b, " on %s", e.Play)
		}
		b.WriteByte('\n')
	}
	for _, d := range l.Session.Decisions {
		a := d.Adjust
		fmt.Fprintf(&b, "decision %s: section %q board %d NS %q EW %q round %d room %q %s v %s: %s %q (%s, law %q, TD %q)\n",
			a.Pos, d.Section, d.Board, d.NS, d.EW, d.Round, d.Room, d.Home, d.Away, a.Kind, a.String(), a.Reason, a.Law, a.Director)
	}
	for _, w := range l.Warnings {
		fmt.Fprintf(&b, "warning: %s\n", w)
	}
	return b.String()
}

func TestLoadDecisionsGolden(t *testing.T) {
	canonical := session.Input{Name: "traveller_canonical_example.csv", Data: read(t, filepath.Join(corpus, "synthetic", "traveller_canonical_example.csv"))}
	ru := session.Input{Name: "traveller_ru_cp1251.csv", Data: read(t, filepath.Join(corpus, "synthetic", "traveller_ru_cp1251.csv"))}
	tests := []struct {
		name   string
		inputs []session.Input
	}{
		{"canonical", []session.Input{canonical,
			{Name: "decisions.csv", Data: read(t, filepath.Join(decisionsDir, "decisions.csv")), Role: session.Decisions}}},
		{"russian_cp1251", []session.Input{ru,
			{Name: "decisions_ru_cp1251.csv", Data: read(t, filepath.Join(decisionsDir, "decisions_ru_cp1251.csv"))}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := session.Load(tt.inputs, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", tt.name+".golden"), []byte(adjusted(l)))
		})
	}
	// Positionally, a decisions file is known by its header.
	l, err := session.Load([]session.Input{canonical, {Name: "decisions.csv", Data: read(t, filepath.Join(decisionsDir, "decisions.csv"))}}, session.Options{})
	if err != nil || l.Files[1].Kind != "decisions" || len(l.Session.Decisions) != 6 {
		t.Errorf("positional decisions file: %v", err)
	}
}

// The Ruter corpus's score codes through the loader.
func TestLoadRuter(t *testing.T) {
	tests := []struct {
		file string
		want string // the adjusted entries as board:text=canonical, or the error
	}{
		{"bridgekam_2015-09-03_crossimp.pbn", "2:A+=A+"},
		{"bridgekam_2015-09-10.pbn", "8:A==A 17:A==A"},
		{"bridgekam_2015-09-24.pbn", "18:-/800>a=A+"},
		{"bridgekam_2015-10-08.pbn", ""},
		{"bridgekam_2015-11-26.pbn", "1:A==A 2:A+=A+ 9:A==A"},
		{"bridgekam_2016-03-10.pbn", ""}, // Bye rows: no entries
		// A code no one agreed on: the table is not scored (issue 27),
		// the session is read.
		{"spiren2019_spiren1.pbn", `1:not scored: score cells "A=/+0": Ruter code "+0" has no agreed meaning; enter the decision in a decisions file`},
		// Ruter's own award in the row's MP cells: a score of 0 for the
		// table, and a correction beside the table's result.
		{"spiren_2017-04-10.pbn", "9:+0=ARB 0 (assigned, published)"},
		{"spiren_2018-04-23.pbn", "14:A+=A+ 14:A+=A+ 14:A+=A+ 21:Pen=PEN EW +6.8MP (decision, published=true)"},
		{"spiren_2018-06-04.pbn", "24:A-=A-"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			l, err := session.Load([]session.Input{{Name: tt.file, Data: read(t, filepath.Join(corpus, "ruter-norway", tt.file))}}, session.Options{})
			if err != nil {
				if err.Error() != tt.want {
					t.Errorf("got  %v\nwant %s", err, tt.want)
				}
				if !errors.Is(err, formats.ErrValue) || !errors.Is(err, decisions.ErrRuterCode) {
					t.Errorf("errors.Is: %v", err)
				}
				return
			}
			var got []string
			for _, e := range l.Session.Entries {
				if e.Kind == bridge.NotScored {
					got = append(got, fmt.Sprintf("%d:not scored: %s", e.Board, e.Unscored()))
					continue
				}
				if e.Adjust != nil {
					if e.Adjust.Published {
						got = append(got, fmt.Sprintf("%d:%s=%s (%s, published)", e.Board, e.Adjust.Text, e.Adjust.String(), e.Kind))
						continue
					}
					got = append(got, fmt.Sprintf("%d:%s=%s", e.Board, e.Adjust.Text, e.Adjust.String()))
					if e.Kind != bridge.Artificial || e.Adjust.Kind != bridge.AdjArtificial {
						t.Errorf("board %d: %s, %s", e.Board, e.Kind, e.Adjust.Kind)
					}
				}
			}
			for _, d := range l.Session.Decisions {
				got = append(got, fmt.Sprintf("%d:%s=%s (decision, published=%t)", d.Board, d.Adjust.Text, d.Adjust.String(), d.Adjust.Published))
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("got  %s\nwant %s", strings.Join(got, " "), tt.want)
			}
		})
	}
}

// A decision replaces a Ruter code without an agreed meaning (the table
// not scored); a penalty does not: the table stays not scored.
func TestLoadRuterReplaced(t *testing.T) {
	pbnFile := session.Input{Name: "spiren2019_spiren1.pbn", Data: read(t, filepath.Join(corpus, "ruter-norway", "spiren2019_spiren1.pbn"))}
	decide := func(text string) session.Input {
		return session.Input{Name: "d.csv", Data: []byte("board,ns,ew,decision\n" + text + "\n"), Role: session.Decisions}
	}
	l, err := session.Load([]session.Input{pbnFile, decide("1,3,4,A/A+")}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Session.Decisions) != 1 || l.Session.Decisions[0].Adjust.String() != "A/A+" {
		t.Errorf("decisions %+v", l.Session.Decisions)
	}
	l, err = session.Load([]session.Input{pbnFile, decide("1,3,4,PEN NS -10%")}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range l.Session.Entries {
		if e.Board == 1 && e.NS == "3" && e.Kind != bridge.NotScored {
			t.Errorf("a penalty replaced the Ruter code: %v", e.Kind)
		}
	}
}

// A traveller's adjust that the grammar refuses leaves its table not
// scored, with the parser's words, and a decision replaces it.
func TestLoadUnreadableAdjust(t *testing.T) {
	travellers := session.Input{Name: "t.csv", Data: []byte("board,ns,ew,contract,declarer,result,adjust\n1,1,2,,,,ARB 425\n1,3,4,4S,N,10,\n")}
	for _, tt := range []struct {
		name      string
		decisions string
		kind      bridge.Kind
		why       string
	}{
		{"alone", "", bridge.NotScored, `adjust "ARB 425": score 425: not a bridge score (want a multiple of 10 from -7600 to +7600)`},
		{"decided", "board,ns,ew,decision\n1,1,2,ARB 420\n", bridge.NotScored, `adjust "ARB 425": score 425: not a bridge score (want a multiple of 10 from -7600 to +7600)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			inputs := []session.Input{travellers}
			if tt.decisions != "" {
				inputs = append(inputs, session.Input{Name: "d.csv", Data: []byte(tt.decisions), Role: session.Decisions})
			}
			l, err := session.Load(inputs, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			e := l.Session.Entries[0]
			if e.Kind != tt.kind || e.Unscored() != tt.why || e.Adjust == nil || e.Adjust.Text != "ARB 425" {
				t.Errorf("entry %v %q %+v", e.Kind, e.Unscored(), e.Adjust)
			}
			if tt.decisions != "" && len(l.Session.Decisions) != 1 {
				t.Errorf("decisions %+v", l.Session.Decisions)
			}
		})
	}
}

func TestLoadTeamsDecisions(t *testing.T) {
	travellers := "board,round,room,home,away,contract,declarer,result\n" +
		"3,1,O,Lions,Tigers,4H,N,10\n3,1,C,Lions,Tigers,4H,N,9\n5,2,O,Bears,Lions,3NT,S,9\n5,2,C,Bears,Lions,3NT,S,8\n"
	l, err := session.Load([]session.Input{
		{Name: "teams.csv", Data: []byte(travellers)},
		{Name: "decisions_teams.csv", Data: read(t, filepath.Join(decisionsDir, "decisions_teams.csv"))},
	}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "teams.golden"), []byte(adjusted(l)))
}

func TestLoadDecisionErrors(t *testing.T) {
	travellers := session.Input{Name: "t.csv", Data: []byte("board,round,table,ns,ew,contract,declarer,result,adjust\n" +
		"1,1,1,1,2,4S,N,10,\n1,1,2,3,4,,,,A60/40\n2,2,1,1,4,3NT,S,9,\n2,2,2,3,2,,,,NP\n")}
	decide := func(name, text string) session.Input {
		return session.Input{Name: name, Data: []byte(text), Role: session.Decisions}
	}
	const header = "board,ns,ew,decision\n"
	tests := []struct {
		name   string
		inputs []session.Input
		is     error
		want   []string
	}{
		{
			name:   "a board no one played",
			inputs: []session.Input{travellers, decide("d.csv", header+"7,1,2,A+\n")},
			is:     formats.ErrMissing,
			want:   []string{"d.csv:2:7: board 7, NS 1, EW 2: missing value: no traveller entry of section A and no hand record has board 7 (want a board of the session)"},
		},
		{
			name:   "a pair that plays in no entry",
			inputs: []session.Input{travellers, decide("d.csv", header+"1,9,2,A+\n")},
			is:     formats.ErrMissing,
			want:   []string{`d.csv:2:7: board 1, NS 9, EW 2: missing value: pair "9" sits NS in no traveller entry of section A (want a pair of the section)`},
		},
		{
			name:   "sides swapped",
			inputs: []session.Input{travellers, decide("d.csv", header+"1,2,1,A+\n")},
			is:     formats.ErrMissing,
			want: []string{
				`d.csv:2:7: board 1, NS 2, EW 1: missing value: pair "2" sits NS in no traveller entry of section A (want a pair of the section; it sits EW: are the sides swapped?)`,
				`d.csv:2:7: board 1, NS 2, EW 1: missing value: pair "1" sits EW in no traveller entry of section A (want a pair of the section; it sits NS: are the sides swapped?)`,
			},
		},
		{
			name:   "a section without these pairs",
			inputs: []session.Input{travellers, decide("d.csv", "section,board,ns,ew,decision\nB,1,1,2,A+\n")},
			is:     formats.ErrMissing,
			want: []string{
				"d.csv:2:9: board 1, NS 1, EW 2: missing value: no traveller entry of section B and no hand record has board 1 (want a board of the session)",
			},
		},
		{
			name:   "a decision and the traveller's adjust",
			inputs: []session.Input{travellers, decide("d.csv", header+"1,3,4,ARB 420\n")},
			is:     formats.ErrConflict,
			want:   []string{`d.csv:2:7: board 1, NS 3, EW 4: conflicting data: two decisions for this table: "ARB 420" here and "A60/40" in the traveller at t.csv:3:14 (want one: the traveller's adjust or the decision)`},
		},
		{
			name:   "two decisions in two files",
			inputs: []session.Input{travellers, decide("a.csv", header+"1,1,2,A+\n"), decide("b.csv", header+"1,1,2,ARB 420\n")},
			is:     formats.ErrConflict,
			want:   []string{`b.csv:2:7: board 1, NS 1, EW 2: conflicting data: two decisions for this table: "ARB 420" here and "A+" at a.csv:2:7 (want one decision per table; a penalty (PEN) may stand beside it)`},
		},
		{
			name:   "two decisions, one naming the table",
			inputs: []session.Input{travellers, decide("d.csv", "board,table,round,ns,ew,decision\n1,,,1,2,A+\n1,1,1,,,A-\n")},
			is:     formats.ErrConflict,
			want:   []string{`d.csv:3:9: board 1, table 1, round 1: conflicting data: two decisions for this table: "A-" here and "A+" at d.csv:2:9 (want one decision per table; a penalty (PEN) may stand beside it)`},
		},
		{
			name:   "a table no one sat at",
			inputs: []session.Input{travellers, decide("d.csv", "board,table,round,decision\n1,5,1,A+\n")},
			is:     formats.ErrMissing,
			want:   []string{"d.csv:2:7: board 1, table 5, round 1: missing value: no traveller entry or movement says who sat at table 5 in round 1 (want ns and ew columns)"},
		},
		{
			name:   "a fouled board without a result",
			inputs: []session.Input{travellers, decide("d.csv", header+"2,3,2,FOUL B\n")},
			is:     formats.ErrMissing,
			want:   []string{`d.csv:2:7: board 2, NS 3, EW 2: missing value: "FOUL B": no played result of this table in the travellers (want the table's result in a traveller; a fouled board's group holds results)`},
		},
		{
			name:   "a PBN given as decisions",
			inputs: []session.Input{decide("a.pbn", hands)},
			is:     formats.ErrUnknown,
			want:   []string{"a.pbn:1: decisions file: unknown file kind: this is a PBN file (want a CSV with board, ns, ew and decision)"},
		},
		{
			name:   "a traveller given as decisions",
			inputs: []session.Input{decide("t.csv", "board,ns,ew,contract\n1,1,2,4S\n")},
			is:     formats.ErrMissing,
			want: []string{
				"t.csv:1:1: missing column decision (want a header such as Decision, Adjust, Ruling, Решение, Корректировка)",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := session.Load(tt.inputs, session.Options{})
			if !errors.Is(err, tt.is) {
				t.Fatalf("err = %v, want %v", err, tt.is)
			}
			var got []string
			for _, e := range bridge.AsErrors(err) {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// Decisions that stand: on a not-played entry, a penalty beside the
// traveller's adjust, a table named by its number through the movement.
func TestLoadDecisionsAccepted(t *testing.T) {
	travellers := session.Input{Name: "t.csv", Data: []byte("board,round,table,ns,ew,contract,declarer,result,adjust\n" +
		"1,1,1,1,2,4S,N,10,\n1,1,2,3,4,,,,A60/40\n2,2,2,3,2,,,,NP\n")}
	movement := session.Input{Name: "m.csv", Data: []byte("Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\nA,1,3,1,4,3,3\n")}
	l, err := session.Load([]session.Input{travellers, movement, {Name: "d.csv", Role: session.Decisions, Data: []byte(
		"board,table,round,ns,ew,decision\n2,,,3,2,A+/A-\n1,,,3,4,PEN NS -10%\n1,,,1,2,PEN EW -1VP\n1,,,1,2,W 50% 4S= N + 50% 4S-1 N\n1,,,3,4,PEN NS -10%\n")}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Session.Decisions) != 5 {
		t.Errorf("%d decisions", len(l.Session.Decisions))
	}
	// Through the movement: table 1 of round 3 seats 1 v 4.
	l, err = session.Load([]session.Input{travellers, movement, {Name: "d.csv", Role: session.Decisions, Data: []byte(
		"board,table,round,decision\n2,1,3,A+\n")}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d := l.Session.Decisions[0]; d.NS != "1" || d.EW != "4" || d.Round != 3 {
		t.Errorf("table 1, round 3 gave NS %q, EW %q, round %d", d.NS, d.EW, d.Round)
	}
	// Board 3 is theirs in the movement, but no traveller or hand record
	// has it.
	_, err = session.Load([]session.Input{travellers, movement, {Name: "d.csv", Role: session.Decisions, Data: []byte(
		"board,table,round,decision\n3,1,3,A+\n")}}, session.Options{})
	want := "d.csv:2:7: board 3, table 1, round 3: missing value: no traveller entry of section A and no hand record has board 3 (want a board of the session)"
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// Every canonical text reads through the traveller reader's adjust column
// to the same meaning: the reader's shape check and the grammar agree.
func TestCanonicalThroughTravellers(t *testing.T) {
	for _, text := range []string{
		"A+", "A", "A-", "A+/A-", "A/A+", "A60/40", "A+/40", "A60/A-", "ARB +420", "ARB 4SX-2 N", "ARB PASS",
		"SPLIT +420/-100", "SPLIT 4S= N/4S-1 N", "SPLIT 4S= N/+100", "W 30% 4S= N + 70% 4S-1 N", "W 1/3*+420 + 2/3*-100",
		"W 50% 4S+1 N + 50% 4S= N", "W NS: -100; EW: 40% +620 + 60% -100", "W NS: 4S-1 N; EW: 25% +620 + 75% -100",
		"PEN NS -10%", "PEN EW -3MP", "PEN NS -0.5VP", "PEN EW -2IMP", "PEN NS -1/3MP", "FOUL B",
	} {
		t.Run(text, func(t *testing.T) {
			want, err := decisions.ParseAdjust(text)
			if err != nil {
				t.Fatal(err)
			}
			contract := ""
			if want.Kind == bridge.AdjPenalty || want.Kind == bridge.AdjFouled {
				contract = "4S,N,10"
			} else {
				contract = ",,"
			}
			csv := "board,ns,ew,contract,declarer,result,adjust\n1,1,2," + contract + ",\"" + text + "\"\n"
			if _, err := csvtrav.Read("t.csv", csv, csvtrav.Options{}); err != nil {
				t.Fatalf("csvtrav: %v", err)
			}
			l, err := session.Load([]session.Input{{Name: "t.csv", Data: []byte(csv)}}, session.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got := l.Session.Entries[0].Adjust
			if got.String() != text || got.Kind != want.Kind {
				t.Errorf("through the traveller: %s %q", got.Kind, got.String())
			}
		})
	}
}
