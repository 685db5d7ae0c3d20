package bridgemate_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/bridgemate"
)

const (
	recvHeader   = "ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,Erased,ExternalUpdate\n"
	roundsHeader = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n"
	sectionTable = "ID,Letter,Tables,MissingPair,EWMoveBeforePlay,Session,ScoringType,Winners\n1,\"A  \",2,0,0,1,1,0\n"
	handHeader   = "Section,Board,NorthSpades,NorthHearts,NorthDiamonds,NorthClubs,EastSpades,EastHearts,EastDiamonds,EastClubs,SouthSpades,SouthHearts,SouthDiamonds,SouthClubs,WestSpades,WestHearts,WestDiamonds,WestClubs\n"
	evalHeader   = "Section,Board,NorthSpades,NorthHearts,NorthDiamonds,NorthClubs,NorthNotrump,EastSpades,EastHearts,EastDiamonds,EastClubs,EastNotrump,SouthSpades,SouthHearts,SouthDiamonds,SouthClubs,SouthNotrump,WestSpades,WestHearts,WestDiamonds,WestClubs,WestNotrump,NorthHcp,EastHcp,SouthHcp,WestHcp\n"
	// Board 1 of LBC-2026-01-26, and its HandEvaluation row.
	hand1 = `1,1,"AQT94","T53","KQ8","T9","63","J98","J53","K8654","K72","6","AT9762","AJ7","J85","AKQ742","4","Q32"` + "\n"
	eval1 = "1,1,12,5,12,6,7,1,8,1,7,1,12,5,12,6,7,1,8,1,7,1,11,5,12,12\n"
)

// read makes a CSV source of the files (name -> text) and reads it.
func read(t *testing.T, files map[string]string) (*bridgemate.Part, error) {
	t.Helper()
	src := bridgemate.NewCSVSource()
	for _, name := range []string{"s.csv", "r.csv", "m.csv", "h.csv", "e.csv", "n.csv", "x.csv", "y.csv"} {
		text, ok := files[name]
		if !ok {
			continue
		}
		if _, err := src.Add(name, text); err != nil {
			return nil, err
		}
	}
	return bridgemate.Read(src, bridgemate.Options{})
}

func TestReadErrors(t *testing.T) {
	for _, tt := range []struct {
		name  string
		files map[string]string
		is    error
		want  string
	}{
		{"section not in the Section table", map[string]string{"s.csv": sectionTable, "r.csv": recvHeader + `1,2,1,1,3,1,1,1,"N","4 S","=",,,0,0` + "\n"},
			formats.ErrValue, `r.csv:2:3: board 3, NS 1: section "2" is not in the Section table (want one of 1)`},
		{"erased not a flag", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","4 S","=",,,x,0` + "\n"},
			formats.ErrValue, `r.csv:2:33: Erased "x": not a flag (want 0 or 1)`},
		{"high board before low", map[string]string{"m.csv": roundsHeader + "1,1,1,1,1,5,3,\n"},
			formats.ErrValue, `m.csv:2:13: table 1, round 1: boards 5..3 (want a low board at most the high board, and at most 100 boards in a round)`},
		{"a deal of 12 cards", map[string]string{"h.csv": handHeader + strings.Replace(hand1, `"AQT94"`, `"AQT9"`, 1)},
			bridge.ErrDeal, `h.csv:2:5: board 1: bad deal: N has 12 cards but E has 13 (want 13 each)`},
		{"two deals for a board", map[string]string{"h.csv": handHeader + hand1 + strings.Replace(strings.Replace(hand1, "1,1,", "2,1,", 1), `"AQT94","T53","KQ8","T9","63"`, `"AQT93","T53","KQ8","T9","64"`, 1)},
			formats.ErrConflict, `h.csv:3:3: board 1: a different deal for this board is given at h.csv:2 (want one deal per board)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := read(t, tt.files)
			if !errors.Is(err, tt.is) {
				t.Errorf("err = %v, want %v", err, tt.is)
			}
			if es := bridge.AsErrors(err); len(es) != 1 || es[0].Error() != tt.want {
				t.Errorf("err = %v\nwant %s", err, tt.want)
			}
		})
	}
}

// TestNotScored: a row whose result cannot be scored as it stands is an
// entry not scored, with its reason; the rest of the row (pairs, contract
// when it reads, remarks) is kept, and the session reads on (issue 27).
func TestNotScored(t *testing.T) {
	for _, tt := range []struct {
		name, row string
		play      string // the entry's play, when the row gives it whole
		why       string
	}{
		{"unknown strain", `1,1,1,1,3,1,2,1,"N","5 Z","=",,,0,0`, "", `contract "5 Z": unknown strain "Z" (want C, D, H, S or NT)`},
		{"result out of range", `1,1,1,1,3,1,2,1,"N","4 S","+4",,,0,0`, "", `result "+4" for 4S (want -10..+3)`},
		{"no result", `1,1,1,1,3,1,2,1,"N","4 S","",,,0,0`, "", `4S by N: result missing (want =, +n or -n)`},
		{"no declarer", `1,1,1,1,3,1,2,1,"","4 S","=",,,0,0`, "", `4S: declarer missing (want N, E, S or W in NS/EW)`},
		{"a result for a pass-out", `1,1,1,1,3,1,2,1,"N","PASS","+1",,,0,0`, "", `result "+1" for a passed-out board (want an empty cell)`},
		{"declaring pair neither", `1,1,1,1,3,1,2,7,"N","4 S","=",,,0,0`, "4S N 10", `declaring pair "7" is neither NS 1 nor EW 2 (want the number of one of them)`},
		{"no contract, no remark", `1,1,1,1,3,1,2,1,"N","","",,,0,0`, "", `no contract and no remark (want a contract, or Remarks such as Not played or 40%-60%)`},
		{"a remark that is no code", `1,1,1,1,3,1,2,1,"N","","",,"Director called",0,0`, "", `no contract; Remarks "Director called" is not a code of the Bridgemate (want Not played, or an arbitral score such as 40%-60%)`},
		{"a percentage the Bridgemate has not", `1,1,1,1,3,1,2,1,"N","","",,"55%-45%",0,0`, "", `no contract; Remarks "55%-45%" is not an arbitral score of the Bridgemate (want 40%, 50% or 60% a side, not 55% and 45%)`},
		{"arbitral score not decided", `1,1,1,1,3,1,2,1,"N","","",,"Arbitral score",0,0`, "", `Remarks "Arbitral score": the director has not entered the arbitral score`},
		{"wrong direction", `1,1,1,1,3,1,2,1,"N","4 S","=",,"Wrong direction",0,0`, "4S N 10", `Remarks "Wrong direction": played in the wrong direction, the director decides whose score it is`},
		{"a contract and an arbitral score", `1,1,1,1,3,1,2,1,"N","4 S","=",,"60%-40%",0,0`, "", `contract "4 S" and Remarks "60%-40%" (want one or the other)`},
		{"a contract and not played", `1,1,1,1,3,1,2,1,"N","4 S","=",,"Not played",0,0`, "", `contract "4 S" and Remarks "Not played" (want one or the other)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := read(t, map[string]string{"r.csv": recvHeader + tt.row + "\n" + `2,1,2,1,3,2,1,2,"S","3 NT","=",,,0,0` + "\n"})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Entries) != 2 || p.Entries[1].Kind != bridge.Played {
				t.Fatalf("%d entries, want 2, the second played", len(p.Entries))
			}
			e := p.Entries[0]
			contract := ""
			if e.Play != (bridge.Play{}) {
				contract = e.Play.String()
			}
			if e.Kind != bridge.NotScored || e.Unscored() != tt.why || e.NS != "1" || e.EW != "2" || e.Board != 3 || contract != tt.play {
				t.Errorf("entry %v %q, board %d, NS %s, EW %s, play %q\nwant not scored %q, board 3, NS 1, EW 2, play %q",
					e.Kind, e.Unscored(), e.Board, e.NS, e.EW, contract, tt.why, tt.play)
			}
			if len(p.Warnings) != 0 {
				t.Errorf("warnings %v, want none (compute warns of the tables not scored)", p.Warnings)
			}
		})
	}
}

// TestArbitralScores: an empty contract with one of the Bridgemate's
// arbitral scores in Remarks (the Bridgemate developer's guide lists the
// nine, NS first) is an artificial score of those percentages, marked as
// the producer's. The Taiwanese file's IDs 153 and 155 are two of them.
func TestArbitralScores(t *testing.T) {
	for _, tt := range []struct {
		remark string
		ns, ew int
	}{
		{"40%-40%", 40, 40}, {"50%-40%", 50, 40}, {"60%-40%", 60, 40},
		{"40%-50%", 40, 50}, {"50%-50%", 50, 50}, {"60%-50%", 60, 50},
		{"40%-60%", 40, 60}, {"50%-60%", 50, 60}, {"60%-60%", 60, 60},
		{"40% / 60%", 40, 60}, // as BCS shows it
	} {
		t.Run(tt.remark, func(t *testing.T) {
			p, err := read(t, map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,2,0,"","","",,"` + tt.remark + `",0,0` + "\n"})
			if err != nil {
				t.Fatal(err)
			}
			e := p.Entries[0]
			a := e.Adjust
			if e.Kind != bridge.Artificial || a == nil || a.Kind != bridge.AdjArtificial || !a.Published || a.Text != tt.remark ||
				a.NS != (bridge.Award{Kind: bridge.Percent, Percent: tt.ns}) || a.EW != (bridge.Award{Kind: bridge.Percent, Percent: tt.ew}) ||
				a.Pos.String() != "r.csv:2:27" || e.Remarks() != tt.remark {
				t.Errorf("entry %v, adjustment %+v; want artificial %d%%/%d%%, published, at r.csv:2:27", e.Kind, a, tt.ns, tt.ew)
			}
		})
	}
}

// TestBadLead: a lead card that does not read is left out with a warning
// that --strict refuses; the table's result stands.
func TestBadLead(t *testing.T) {
	p, err := read(t, map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","4 S","=","Z9",,0,0` + "\n"})
	if err != nil {
		t.Fatal(err)
	}
	want := `r.csv:2:31: board 3, NS 1: lead card: bad card "Z9" (want a suit and a rank, such as SK or H10); left out`
	if e := p.Entries[0]; e.Kind != bridge.Played || e.Lead != 0 || len(p.Warnings) != 1 || p.Warnings[0].Error() != want ||
		!errors.Is(p.Warnings[0], bridge.ErrReadPast) || !errors.Is(p.Warnings[0], bridge.ErrCard) {
		t.Errorf("entry %v lead %v, warnings %v\nwant played, no lead, and %s (read past, bad card)", e.Kind, e.Lead, p.Warnings, want)
	}
}

func TestReadResults(t *testing.T) {
	p, err := read(t, map[string]string{
		"s.csv": sectionTable,
		"r.csv": recvHeader +
			`1,1,1,1,1,1,1,1,"S","4 S x","-1","HK",,0,0` + "\n" +
			`2,1,2,1,1,2,2,2,"N","PASS","",,,0,0` + "\n" +
			`3,1,1,2,2,1,2,1,"N","","",,"Not played",0,0` + "\n" +
			`4,1,2,1,1,2,2,2,"E","3 NT","=",,,1,0` + "\n" + // erased
			`5,1,1,1,1,1,1,1,"S","4 S xx","=",,,0,0` + "\n" + // replaces ID 1
			`6,1,2,2,2,2,1,1,"N","3 NT","+1",,,0,0` + "\n", // declaring pair 1 is EW, but N declares
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range p.Entries {
		s := e.Section + " " + bridge.BoardLabel(e.Board) + " " + e.NS + "-" + e.EW + " " + e.Kind.String()
		if e.Kind == bridge.Played {
			s += " " + e.Play.String()
		}
		if e.Lead != 0 {
			s += " lead " + e.Lead.String()
		}
		got = append(got, s)
	}
	want := []string{"A board 1 1-1 played 4SXX S 10", "A board 1 2-2 played PASS", "A board 2 1-2 not played", "A board 2 2-1 played 3NT N 10"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var warns []string
	for _, w := range p.Warnings {
		warns = append(warns, w.Error())
	}
	wantWarns := []string{
		"r.csv:6:9: board 1, NS 1: ID 5 replaces ID 1: same section, table 1, round 1 and board (the later row wins)",
		"r.csv:7:15: board 2, NS 2: declaring pair 1 is the EW pair but the declarer sits N (switched seating? want a seat of the declaring pair)",
	}
	if strings.Join(warns, "\n") != strings.Join(wantWarns, "\n") {
		t.Errorf("warnings\n%s\nwant\n%s", strings.Join(warns, "\n"), strings.Join(wantWarns, "\n"))
	}
}

func TestHandEvaluationWarnings(t *testing.T) {
	for _, tt := range []struct {
		name, eval string
		want       string // "" for a table used
	}{
		{"used", eval1, ""},
		{"zeros say nothing", "1,1" + strings.Repeat(",0", 24) + "\n", "-"},
		{"tricks 14", strings.Replace(eval1, "1,1,12,", "1,1,14,", 1), `e.csv:2:5: board 1: HandEvaluation NorthSpades "14" (want tricks 0..13); the table is not used`},
		{"another deal's points", strings.TrimSuffix(eval1, "12,12\n") + "12,13\n", "e.csv:2:57: board 1: HandEvaluation gives W 13 high-card points, the deal 12: a table of another deal, not used"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := read(t, map[string]string{"h.csv": handHeader + hand1, "e.csv": evalHeader + tt.eval})
			if err != nil {
				t.Fatal(err)
			}
			dd := p.Boards[0].HandRecord.DoubleDummyTricks
			switch tt.want {
			case "":
				if dd == nil || dd[bridge.North][bridge.Spades] != 12 || dd[bridge.East][bridge.Hearts] != 8 || dd[bridge.West][bridge.NoTrump] != 1 || len(p.Warnings) != 0 {
					t.Errorf("table %v, warnings %v; want N S 12, E H 8, W NT 1", dd, p.Warnings)
				}
			case "-":
				if dd != nil || len(p.Warnings) != 0 {
					t.Errorf("table %v, warnings %v; want none", dd, p.Warnings)
				}
			default:
				if dd != nil || len(p.Warnings) != 1 || p.Warnings[0].Error() != tt.want {
					t.Errorf("table %v, warnings %v\nwant %s", dd, p.Warnings, tt.want)
				}
			}
		})
	}
}

func TestDetectCSV(t *testing.T) {
	for _, tt := range []struct{ name, file, text, want string }{
		{"ReceivedData", "x.csv", recvHeader, "ReceivedData"},
		{"IntermediateData by its name", "LBC.IntermediateData.csv", strings.Replace(recvHeader, ",ExternalUpdate", "", 1), "IntermediateData"},
		{"ReceivedData without ExternalUpdate", "LBC.ReceivedData.csv", strings.Replace(recvHeader, ",ExternalUpdate", "", 1), "ReceivedData"},
		{"HandEvaluation before HandRecord", "x.csv", evalHeader, "HandEvaluation"},
		{"HandRecord", "x.csv", handHeader, "HandRecord"},
		{"a canonical traveller", "t.csv", "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n", ""},
		{"a names file", "n.csv", "pair,player1,player2\n1,A,B\n", ""},
		{"not CSV", "p.pbn", "[Event \"x\"]\n", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := bridgemate.DetectCSV(tt.file, tt.text); got != tt.want {
				t.Errorf("DetectCSV = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestIsJet(t *testing.T) {
	page := func(sig string) []byte {
		return append([]byte{0, 1, 0, 0}, append([]byte(sig), make([]byte, 64)...)...)
	}
	for _, tt := range []struct {
		name string
		data []byte
		want bool
	}{
		{"Jet", page("Standard Jet DB"), true},
		{"ACE", page("Standard ACE DB"), true},
		{"a CSV", []byte("ID,Section,Table\n1,1,1\n"), false},
		{"short", []byte{0, 1, 0, 0, 'S'}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := bridgemate.IsJet(tt.data); got != tt.want {
				t.Errorf("IsJet = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestCustomBoards: a RoundData row's CustomBoards, when not empty, are
// the slot's boards instead of LowBoard..HighBoard (the Bridgemate
// developer's guide); a list that does not read is left out with a
// warning that --strict refuses, and the slot keeps LowBoard..HighBoard.
func TestCustomBoards(t *testing.T) {
	for _, tt := range []struct {
		name, custom string
		boards       []int
		warning      string
	}{
		{"none", ``, []int{1, 2, 3, 4}, ""},
		{"a list", `"1,2,5, 7"`, []int{1, 2, 5, 7}, ""},
		{"one board", `"3"`, []int{3}, ""},
		{"not ascending", `"1,5,2"`, []int{1, 2, 3, 4}, `m.csv:2:15: table 1, round 1: custom boards "1,5,2": board 2 after board 5 (want board numbers in ascending order, such as 1,2,5,6); left out (the slot keeps boards 1..4)`},
		{"not a number", `"1,x"`, []int{1, 2, 3, 4}, `m.csv:2:15: table 1, round 1: custom boards "1,x": "x": not a number (want 1..9999); left out (the slot keeps boards 1..4)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := read(t, map[string]string{"m.csv": roundsHeader + "1,1,1,1,1,1,4," + tt.custom + "\n"})
			if err != nil {
				t.Fatal(err)
			}
			var warns []string
			for _, w := range p.Warnings {
				warns = append(warns, w.Error())
				if !errors.Is(w, bridge.ErrReadPast) {
					t.Errorf("%v does not match bridge.ErrReadPast", w)
				}
			}
			if len(p.Movement) != 1 || !slices.Equal(p.Movement[0].Boards, tt.boards) || strings.Join(warns, "\n") != tt.warning {
				t.Errorf("movement %+v, warnings %q; want boards %v, %q", p.Movement, warns, tt.boards, tt.warning)
			}
		})
	}
}

// TestFitMovement: RoundData is used for a section only when every result
// of the section fits it (issue 27, item 8); a section whose results do
// not is scored without it, with a warning naming what does not fit,
// which --strict refuses. Pairs other than the movement's do not make a
// misfit (compute warns of them). The names of PlayerNumbers follow the
// pairs who played at the table (ReceivedData), even where the movement
// is left out.
func TestFitMovement(t *testing.T) {
	sections := "ID,Letter,Tables,MissingPair,EWMoveBeforePlay,Session,ScoringType,Winners\n1,\"A\",2,0,0,1,1,0\n2,\"B\",1,0,0,1,1,0\n3,\"C\",1,0,0,1,1,0\n"
	recv := recvHeader +
		`1,1,1,1,1,1,2,1,"N","4 S","=",,,0,0` + "\n" + // A: fits
		`2,1,1,1,2,1,2,1,"N","4 S","=",,,0,0` + "\n" + // A: fits
		`3,1,2,1,3,5,6,5,"N","4 S","=",,,0,0` + "\n" + // A: table 2 seats 3 v 4: other pairs, still fits
		`4,2,1,1,1,1,2,1,"N","4 S","=",,,0,0` + "\n" + // B: fits
		`5,2,1,1,3,1,2,1,"N","4 S","=",,,0,0` + "\n" + // B: board 3 is not table 1's in round 1
		`6,2,1,2,1,1,2,1,"N","4 S","=",,,0,0` + "\n" + // B: no round 2
		`7,3,1,1,1,1,2,1,"N","4 S","=",,,0,0` + "\n" // C: no rows in RoundData
	rounds := roundsHeader + "1,1,1,1,2,1,2,\n1,2,1,3,4,3,3,\n2,1,1,1,2,1,2,\n"
	players := "Section,Table,Direction,Number,Name,Round\n" +
		"1,2,\"N\",\"\",\"North of A2\",0\n2,1,\"E\",\"\",\"East of B1\",0\n"
	p, err := read(t, map[string]string{"s.csv": sections, "r.csv": recv, "m.csv": rounds, "n.csv": players})
	if err != nil {
		t.Fatal(err)
	}
	var slots []string
	for _, sl := range p.Movement {
		slots = append(slots, fmt.Sprintf("%s%d/%d", sl.Section, sl.Table, sl.Round))
	}
	if got, want := strings.Join(slots, " "), "A1/1 A2/1"; got != want {
		t.Errorf("movement %s, want %s", got, want)
	}
	var warns []string
	for _, w := range p.Warnings {
		warns = append(warns, w.Error())
		if !errors.Is(w, bridge.ErrReadPast) {
			t.Errorf("%v does not match bridge.ErrReadPast", w)
		}
	}
	want := []string{
		"r.csv:6:9: section B: RoundData is not the movement of these results: 2 of its 3 results do not fit it (board 3 at table 1, round 1, where it gives boards 1-2; board 1 at table 1, round 2, which it does not have): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule",
		"r.csv:8:3: section C: RoundData has no row for this section (its sections: A, B; want the movement of these results): the section is scored from ReceivedData alone, without a schedule",
	}
	if strings.Join(warns, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings\n%s\nwant\n%s", strings.Join(warns, "\n"), strings.Join(want, "\n"))
	}
	var names []string
	for _, pr := range p.Pairs {
		names = append(names, fmt.Sprintf("%s %s %s: %s", pr.Section, pr.Direction, pr.ID, strings.Join(pr.Names, ", ")))
	}
	if got, want := strings.Join(names, "; "), "A NS 5: North of A2; B EW 2: East of B1"; got != want {
		t.Errorf("names %s, want %s", got, want)
	}
}

// TestUnprintable: a tab, a line end or another control character, or a
// bidirectional control, in a text cell (a name, a remark, the event)
// would reach the pages as it is: each run of them is read as a space,
// with one warning a table that --strict refuses (issue 27, item 12).
func TestUnprintable(t *testing.T) {
	p, err := read(t, map[string]string{
		"r.csv": recvHeader + `1,1,1,1,1,1,2,1,"N","4 S","=",,"good` + "\t\t" + `game",0,0` + "\n" +
			`2,1,1,1,2,1,2,1,"N","4 S","=",,"` + "\u202e" + `!",0,0` + "\n",
		"m.csv": roundsHeader + "1,1,1,1,2,1,2,\n",
		"n.csv": "Section,Table,Direction,Number,Name,Round\n1,1,\"N\",\"\",\"Ann\r\nSmith\",0\n",
	})
	if err != nil {
		t.Fatal(err)
	}
	var warns []string
	for _, w := range p.Warnings {
		warns = append(warns, w.Error())
		if !errors.Is(w, bridge.ErrReadPast) || !errors.Is(w, formats.ErrValue) {
			t.Errorf("%v does not match bridge.ErrReadPast and formats.ErrValue", w)
		}
	}
	want := []string{
		`r.csv:2:32: Remarks "good\t\tgame": character U+0009 replaced by a space (want printable text); and in 1 more cell of ReceivedData`,
		`n.csv:2:12: Name "Ann\nSmith": character U+000A replaced by a space (want printable text)`,
	}
	if strings.Join(warns, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings\n%s\nwant\n%s", strings.Join(warns, "\n"), strings.Join(want, "\n"))
	}
	if got := p.Entries[0].Remarks() + "|" + p.Entries[1].Remarks() + "|" + strings.Join(p.Pairs[0].Names, ","); got != "good game|!|Ann Smith" {
		t.Errorf("remarks and names %q, want %q", got, "good game|!|Ann Smith")
	}
}
