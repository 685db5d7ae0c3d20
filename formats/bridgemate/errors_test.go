package bridgemate_test

import (
	"errors"
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
		{"unknown strain", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","5 Z","=",,,0,0` + "\n"},
			bridge.ErrStrain, `r.csv:2:21: board 3, NS 1: contract "5 Z": unknown strain "Z" (want C, D, H, S or NT)`},
		{"result out of range", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","4 S","+4",,,0,0` + "\n"},
			bridge.ErrTricks, `r.csv:2:27: board 3, NS 1: result "+4" for 4S (want -10..+3)`},
		{"no contract, no remark", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","","",,,0,0` + "\n"},
			formats.ErrMissing, `r.csv:2:21: board 3, NS 1: no contract (want a contract such as 4 S, PASS, or Remarks "Not played")`},
		{"section not in the Section table", map[string]string{"s.csv": sectionTable, "r.csv": recvHeader + `1,2,1,1,3,1,1,1,"N","4 S","=",,,0,0` + "\n"},
			formats.ErrValue, `r.csv:2:3: board 3, NS 1: section "2" is not in the Section table (want one of 1)`},
		{"declaring pair neither", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,2,7,"N","4 S","=",,,0,0` + "\n"},
			formats.ErrConflict, `r.csv:2:15: board 3, NS 1: declaring pair "7" is neither NS 1 nor EW 2 (want the number of one of them)`},
		{"erased not a flag", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","4 S","=",,,x,0` + "\n"},
			formats.ErrValue, `r.csv:2:33: Erased "x": not a flag (want 0 or 1)`},
		{"bad lead", map[string]string{"r.csv": recvHeader + `1,1,1,1,3,1,1,1,"N","4 S","=","Z9",,0,0` + "\n"},
			bridge.ErrCard, `r.csv:2:31: board 3, NS 1: lead card: bad card "Z9" (want a suit and a rank, such as SK or H10)`},
		{"individual event", map[string]string{"m.csv": "Section,Table,Round,NSPair,EWPair,South,West,LowBoard,HighBoard\n1,1,1,1,2,3,4,1,2\n"},
			bridgemate.ErrIndividual, `m.csv:1:35: an individual event: protokol scores pairs and teams (want a pairs or teams session)`},
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
