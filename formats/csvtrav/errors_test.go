package csvtrav

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

const hdr = "board,ns,ew,contract,declarer,result\n"

// TestReadErrors checks the exact messages and positions of bad input and
// that errors.Is finds the sentinels. A row that cannot be scored as it
// stands is an error only when no row of the file can be (these files of
// one or two such rows); beside rows that can, it is not scored
// (TestReadNotScored).
func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
		is         []error
	}{
		{
			name: "missing columns",
			text: "section,board,contract\nA,1,4S\n",
			want: []string{
				"bad.csv:1:1: missing column ns (want a header such as PairNS, NS, N-S, Пара NS, СЮ, NZ)",
				"bad.csv:1:1: missing column ew (want a header such as PairEW, EW, E-W, Пара EW, ВЗ, OW, EO)",
			},
			is: []error{formats.ErrMissing},
		},
		{
			name: "missing contract and adjust",
			text: "board,ns,ew,result\n1,1,2,10\n",
			want: []string{"bad.csv:1:1: missing column contract or adjust (want a header such as Contract, Contr, Контракт, Kontrakt, Contrat; or Adjust, Adj, Arb, Корр, Korekta)"},
			is:   []error{formats.ErrMissing},
		},
		{
			name: "tricks 14",
			text: hdr + "12,3,5,4S,N,14\n",
			want: []string{`bad.csv:2:13: board 12, NS 3: tricks "14": out of range 0..13`},
			is:   []error{formats.ErrValue, bridge.ErrTricks},
		},
		{
			name: "relative -9 on 1NT",
			text: hdr + "1,1,2,1NT,N,-9\n",
			want: []string{`bad.csv:2:13: board 1, NS 1: result "-9": out of range -7..+6 for 1NT`},
			is:   []error{formats.ErrValue, bridge.ErrTricks},
		},
		{
			name: "relative -9 embedded",
			text: "board,ns,ew,contract\n1,1,2,1NT-N-9\n",
			want: []string{`bad.csv:2:7: board 1, NS 1: contract "1NT-N-9": result "-9": out of range -7..+6 for 1NT`},
			is:   []error{formats.ErrValue, bridge.ErrTricks},
		},
		{
			name: "same NS pair twice on a board",
			text: hdr + "4,3,5,4S,N,10\n4,3,6,4S,N,10\n",
			want: []string{"bad.csv:3:3: board 4, NS 3: pair 3 plays board 4 twice: lines 2 and 3, both as NS (want each pair once per board)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "same EW pair twice on a board",
			text: hdr + "4,3,5,4S,N,10\n4,2,5,4S,N,9\n",
			want: []string{"bad.csv:3:5: board 4, EW 5: pair 5 plays board 4 twice: lines 2 and 3, both as EW (want each pair once per board)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "same pairing twice without table and round",
			text: hdr + "4,3,5,4S,N,10\n4,3,5,4S,N,9\n",
			want: []string{"bad.csv:3:3: board 4, NS 3: pair 3 plays board 4 twice: lines 2 and 3, both against EW 5 (want one row per board and pairing; with table and round a later row replaces an earlier one)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "same pairing at two tables",
			text: "board,table,round,ns,ew,contract,declarer,result\n4,1,1,3,5,4S,N,10\n4,2,1,3,5,4S,N,9\n",
			want: []string{"bad.csv:3:7: board 4, NS 3: pair 3 plays board 4 twice: lines 2 and 3, both against EW 5 (want one row per board and pairing; with table and round a later row replaces an earlier one)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "same NS pair twice on a board of section b, spelt b and B",
			text: "section," + hdr + "b,4,3,5,4S,N,10\nB,4,3,6,4S,N,10\n",
			want: []string{"bad.csv:3:5: board 4, NS 3: pair 3 plays board 4 twice: lines 2 and 3, both as NS (want each pair once per board)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "pair on both sides in a Howell",
			text: hdr + "1,1,2,3NT,N,9\n1,3,4,3NT,N,9\n2,2,3,3NT,N,9\n2,4,1,3NT,N,9\n3,1,3,3NT,N,9\n3,2,2,3NT,N,9\n",
			want: []string{"bad.csv:7:5: board 3, NS 2: pair 2 sits both NS and EW (want two different pairs; this section is a Howell, where an id names one pair whatever its direction)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "pair on both sides of a board in two rows of a Howell",
			text: "section," + hdr + "B,1,1,2,3NT,N,9\nB,1,3,4,3NT,N,9\nB,2,2,3,3NT,N,9\nB,2,4,1,3NT,N,9\nB,3,1,4,3NT,N,9\nB,3,2,1,3NT,N,9\n",
			want: []string{"bad.csv:7:7: board 3, EW 1: pair 1 plays board 3 twice: line 6 as NS and line 7 as EW (want each pair once per board; section B is a Howell, where an id names one pair whatever its direction)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "pair on both sides of a board in a Howell spelt b and B",
			text: "section," + hdr + "b,1,1,2,3NT,N,9\nB,1,3,4,3NT,N,9\nb,2,2,3,3NT,N,9\nB,2,4,1,3NT,N,9\nb,3,1,4,3NT,N,9\nB,3,2,1,3NT,N,9\n",
			want: []string{"bad.csv:7:7: board 3, EW 1: pair 1 plays board 3 twice: line 6 as NS and line 7 as EW (want each pair once per board; section b is a Howell, where an id names one pair whatever its direction)"},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "unknown adjust word",
			text: "board,ns,ew,contract,adjust\n1,1,2,,FOO 3\n",
			want: []string{`bad.csv:2:8: board 1, NS 1: adjust "FOO 3": unknown adjust code "FOO" (want ` + wantAdjust + `)`},
			is:   []error{formats.ErrValue},
		},
		{
			name: "binary",
			text: "board,ns\x00,ew\n",
			want: []string{"bad.csv:1:9: control character U+0000 (want a CSV text file)"},
			is:   []error{formats.ErrBinary},
		},
		{
			name: "invalid UTF-8",
			text: "board,ns,ew,contract\n1,1,2,4\xff\n",
			want: []string{"bad.csv:2:8: invalid UTF-8 (want UTF-8 text; decode the file first)"},
			is:   []error{formats.ErrEncoding},
		},
		{
			name: "header only",
			text: hdr,
			want: []string{"bad.csv:1: no rows after the header (want one row per table result)"},
			is:   []error{formats.ErrEmpty},
		},
		{
			name: "bare quote",
			text: "board,ns,ew,contract,declarer,result,remarks\n1,1,2,4S,N,10,he said \"no\"\n",
			want: []string{`bad.csv:2:23: a quote inside a field that does not start with one (want the whole field in quotes, with "" for a quote inside)`},
			is:   []error{formats.ErrSyntax},
		},
		{
			name: "field counts",
			text: hdr + "1,1,2,4S,N,10,x\n2,1,2,4S\n",
			want: []string{
				`bad.csv:2:15: 7 fields, the header has 6 (want one field per column; a stray ","?)`,
				"bad.csv:3:1: 4 fields, the header has 6 (want one field per column)",
			},
			is: []error{formats.ErrSyntax},
		},
		{
			name: "columns counted in characters",
			text: "board;ns;ew;contract;declarer;result;remarks\n1;Пётр;Ёж;4S;Z;10;\n",
			want: []string{`bad.csv:2:14: board 1, NS Пётр: declarer "Z": unknown seat (want N, E, S or W)`},
			is:   []error{formats.ErrValue, bridge.ErrSeat},
		},
		{
			name: "declarer and result disagree with the contract",
			text: hdr + "1,1,2,4S-S,N,10\n1,3,4,4S-1,N,10\n",
			want: []string{
				`bad.csv:2:12: board 1, NS 1: declarer "N" but contract "4S-S" names S (want one seat)`,
				`bad.csv:3:14: board 1, NS 3: result "10" but contract "4S-1" says -1 (want one result)`,
			},
			is: []error{formats.ErrConflict},
		},
		{
			name: "missing declarer and result",
			text: hdr + "1,1,2,4S,,\n",
			want: []string{
				// the first problem of the row only
				"bad.csv:2:10: board 1, NS 1: declarer: missing (want N, E, S or W, in a declarer column or in the contract as in 4S-N)",
			},
			is: []error{formats.ErrMissing},
		},
		{
			name: "no contract",
			text: hdr + "1,1,2,,N,10\n",
			want: []string{"bad.csv:2:7: board 1, NS 1: no contract (want a contract such as 4S or PASS, or an adjust code such as NP or A60/40)"},
			is:   []error{formats.ErrMissing},
		},
		{
			name: "bad board and pairs",
			text: hdr + "x,1,2,4S,N,10\n0,1,2,4S,N,10\n1,,,4S,N,10\n",
			want: []string{
				`bad.csv:2:1: NS 1: board "x": not a number (want 1..9999)`,
				`bad.csv:3:1: NS 1: board "0": out of range 1..9999`,
				"bad.csv:4:3: board 1: NS pair: missing (want a pair id)",
				"bad.csv:4:4: board 1: EW pair: missing (want a pair id)",
			},
			is: []error{formats.ErrValue},
		},
		{
			name: "declaring pair is neither side",
			text: "Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result\n1,1,2,7,N,4 S,=\n",
			want: []string{`bad.csv:2:7: board 1, NS 1: declaring pair "7" is neither NS 1 nor EW 2 (want the number of one of them)`},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "scores",
			text: "board;ns;ew;contract;declarer;result;score ns;score ew;adjust\n1;5;6;4S;N;10;abc;;\n1;7;8;;;;420;-100;A60/40\n",
			want: []string{
				`bad.csv:2:15: board 1, NS 5: score ns "abc": not a whole score (want a signed integer such as 420 or -100)`,
				`bad.csv:3:14: board 1, NS 7: score EW -100 is not the opposite of score NS 420, a split score, but the adjust says "A60/40" (want one of them)`,
			},
			is: []error{formats.ErrValue},
		},
		{
			name: "duplicate column",
			text: "board,ns,ew,contract,declarer,result,bd\n1,1,2,4S,N,10,1\n",
			want: []string{`bad.csv:1:38: column "bd" repeats "board" (column 1): both mean board (want one column per field)`},
			is:   []error{formats.ErrConflict},
		},
		{
			name: "penalty without a table result",
			text: "board,ns,ew,adjust,contract\n1,3,4,PEN NS -1MP,\n",
			want: []string{`bad.csv:2:7: board 1, NS 3: adjust "PEN NS -1MP": a penalty needs the table result (want a contract in this row, or ARB for an assigned score)`},
			is:   []error{formats.ErrMissing},
		},
		{
			name: "fouled board without a table result",
			text: "board,ns,ew,adjust,contract\n1,3,4,FOUL B,\n",
			want: []string{`bad.csv:2:7: board 1, NS 3: adjust "FOUL B": a fouled board is scored on the table result (want a contract in this row)`},
			is:   []error{formats.ErrMissing},
		},
		{
			name: "pass with a result",
			text: hdr + "1,1,2,PASS,,=\n",
			want: []string{`bad.csv:2:13: board 1, NS 1: result "=" for a passed-out board (want an empty cell)`},
			is:   []error{formats.ErrValue},
		},
		{
			name: "erased flag",
			text: "board,ns,ew,contract,declarer,result,erased\n1,1,2,4S,N,10,maybe\n",
			want: []string{`bad.csv:2:15: erased "maybe": not a flag (want 0 or 1)`},
			is:   []error{formats.ErrValue},
		},
		{
			name: "unknown locale",
			text: hdr + "1,1,2,4S,N,10\n",
			want: []string{`bad.csv: options: unknown locale "xx" (want en, ru, pl, de, nl, fr, or "" to detect it)`},
			is:   []error{formats.ErrValue},
		},
		{
			name: "names file",
			text: "pair,player1,player2,direction\n1,A,B,NS\n1,C,D,NS\n,E,F,\n2,G,H,up\n",
			want: []string{
				"bad.csv:3:1: pair 1: pair 1 listed twice: lines 2 and 3 (want one row per pair)",
				"bad.csv:4:1: pair: missing (want a pair id)",
				`bad.csv:5:7: pair 2: direction "up": unknown (want NS or EW)`,
			},
			is: []error{formats.ErrConflict},
		},
		{
			name: "movement",
			text: "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n1,1,1,1,1,4,3\n1,x,1,1,1,1,3\n1,2,1,2,2,1,3\n1,2,1,2,2,1,3\n1,3,1,3,3,1,500\n",
			want: []string{
				"bad.csv:2:13: table 1, round 1: boards 4..3 (want a low board at most the high board, and at most 100 boards in a round)",
				`bad.csv:3:3: table "x": not a number (want 1..99999)`,
				"bad.csv:5:3: table 2, round 1: table 2, round 1 listed twice: lines 4 and 5 (want one row per table and round)",
				"bad.csv:6:13: table 3, round 1: boards 1..500 (want a low board at most the high board, and at most 100 boards in a round)",
			},
			is: []error{formats.ErrValue},
		},
		{
			name: "sections",
			text: "ID,Letter\n1,A\n1,B\n2,\n",
			want: []string{
				"bad.csv:3:1: section 1: section id 1 listed twice: lines 2 and 3 (want one row per section)",
				"bad.csv:4:3: section 2: letter: missing (want the section's letter, such as A)",
			},
			is: []error{formats.ErrConflict},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := Options{}
			if tt.name == "unknown locale" {
				opt.Locale = "xx"
			}
			f, err := Read("bad.csv", tt.text, opt)
			if err == nil {
				t.Fatalf("no error; read:\n%s", dump(f))
			}
			if f != nil {
				t.Errorf("a File with the error")
			}
			es := bridge.AsErrors(err)
			var got []string
			for _, e := range es {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			for _, s := range tt.is {
				if !errors.Is(err, s) {
					t.Errorf("errors.Is(err, %v) is false", s)
				}
			}
			if len(es) == 1 {
				if _, ok := err.(*bridge.Error); !ok {
					t.Errorf("one problem: got %T, want *bridge.Error", err)
				}
			}
		})
	}
}

// TestReadNotScored: a row that cannot be scored as it stands (a contract,
// declarer, result or score that cannot be read or that disagree, an
// unknown adjust code, no contract, a penalty or fouled board without the
// table result, a weight) beside rows that can be scored does not stop the
// file: its entry is not scored, for the reason given (the row's error in
// TestReadErrors without what was wanted: the entry's position says
// where), and keeps its pairs and what could be read. A lead that cannot be
// read is left out with a warning.
func TestReadNotScored(t *testing.T) {
	const good = "\n9,7,8,3NT,N,9\n" // a row that can be scored, for hdr
	tests := []struct {
		name, text string
		why        []string // "line: reason" of each entry not scored
		warnings   []string
	}{
		{name: "tricks 14", text: hdr + "12,3,5,4S,N,14" + good, why: []string{`2: tricks "14": out of range 0..13`}},
		{name: "relative -9 on 1NT", text: hdr + "1,1,2,1NT,N,-9" + good, why: []string{`2: result "-9": out of range -7..+6 for 1NT`}},
		{name: "relative -9 embedded", text: "board,ns,ew,contract\n1,1,2,1NT-N-9\n9,7,8,3NT-N-9\n", why: []string{`2: contract "1NT-N-9": result "-9": out of range -7..+6 for 1NT`}},
		{name: "unknown adjust word", text: "board,ns,ew,contract,adjust\n1,1,2,,FOO 3\n9,7,8,,NP\n", why: []string{`2: adjust "FOO 3": unknown adjust code "FOO"`}},
		{name: "unknown adjust word beside a contract", text: "board,ns,ew,contract,declarer,result,adjust\n1,1,2,4S,N,10,XX\n9,7,8,3NT,N,9,\n",
			why: []string{`2: adjust "XX": unknown adjust code "XX"`}},
		{name: "Cyrillic С in a Latin file", text: hdr + "1,1,2,4S,N,10\n1,3,4,4С,N,10\n",
			why: []string{`3: contract "4С": "С" is the Cyrillic letter Es (U+0421), not the Latin C; give the Russian locale for Russian notation`}},
		{name: "a multi-line record", text: "board,ns,ew,contract,declarer,result,remarks\n1,1,2,4S,N,10,\"multi\nline\"\n\"2\",\"1\",\"2\",\"4Z\",\"N\",10,x\n",
			why: []string{`4: contract "4Z": unknown strain "Z"`}},
		{name: "bad declarer", text: "board;ns;ew;contract;declarer;result;remarks\n1;Пётр;Ёж;4S;Z;10;\n9;7;8;3NT;N;9;\n", why: []string{`2: declarer "Z": unknown seat`}},
		{name: "declarer and result disagree with the contract", text: hdr + "1,1,2,4S-S,N,10\n1,3,4,4S-1,N,10" + good,
			why: []string{`2: declarer "N" but contract "4S-S" names S`, `3: result "10" but contract "4S-1" says -1`}},
		{name: "missing declarer and result", text: hdr + "1,1,2,4S,," + good, why: []string{`2: declarer: missing`}},
		{name: "no contract", text: hdr + "1,1,2,,N,10" + good, why: []string{`2: no contract`}},
		{name: "weight", text: "board,ns,ew,contract,declarer,result,weight\n1,1,2,4S,N,10,0.5\n1,3,4,4S,N,10,1\n",
			why: []string{`2: weight "0.5": weighted board results are not supported`}},
		{name: "declaring pair is neither side", text: "Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result\n1,1,2,7,N,4 S,=\n9,7,8,7,N,3NT,=\n",
			why: []string{`2: declaring pair "7" is neither NS 1 nor EW 2`}},
		{name: "scores", text: "board;ns;ew;contract;declarer;result;score ns;score ew;adjust\n1;5;6;4S;N;10;abc;;\n1;7;8;;;;420;-100;A60/40\n9;7;8;3NT;N;9;400;;\n",
			why: []string{`2: score ns "abc": not a whole score`, `3: score EW -100 is not the opposite of score NS 420, a split score, but the adjust says "A60/40"`}},
		{name: "penalty without a table result", text: "board,ns,ew,adjust,contract\n1,3,4,PEN NS -1MP,\n9,7,8,,PASS\n",
			why: []string{`2: adjust "PEN NS -1MP": a penalty needs the table result`}},
		{name: "fouled board without a table result", text: "board,ns,ew,adjust,contract\n1,3,4,FOUL B,\n9,7,8,,PASS\n",
			why: []string{`2: adjust "FOUL B": a fouled board is scored on the table result`}},
		{name: "a penalty on a row not scored", text: "board,ns,ew,adjust,contract,declarer,result\n1,3,4,PEN NS -1MP,4Z,N,10\n9,7,8,,PASS,,\n",
			why: []string{`2: contract "4Z": unknown strain "Z"; adjust "PEN NS -1MP" not applied`}},
		{name: "pass with a result", text: hdr + "1,1,2,PASS,,=" + good, why: []string{`2: result "=" for a passed-out board`}},
		{name: "bad lead", text: "board,ns,ew,contract,declarer,result,lead\n1,1,2,4S,N,10,ZZ\n",
			warnings: []string{`bad.csv:2:15: board 1, NS 1: lead "ZZ": not a card (want a suit and a rank, such as SK, ♠K, KS or S10): the lead is left out`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("bad.csv", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var why []string
			for _, e := range f.Entries {
				if e.Kind == bridge.NotScored {
					why = append(why, fmt.Sprintf("%d: %s", e.Pos.Line, e.Unscored()))
					if e.Adjust != nil || e.NS == "" || e.EW == "" || e.Board == 0 {
						t.Errorf("line %d: entry %+v", e.Pos.Line, e)
					}
				} else if e.Unscored() != "" {
					t.Errorf("line %d: %s with a reason not to score it", e.Pos.Line, e.Kind)
				}
			}
			if strings.Join(why, "\n") != strings.Join(tt.why, "\n") {
				t.Errorf("not scored:\n%s\nwant:\n%s", strings.Join(why, "\n"), strings.Join(tt.why, "\n"))
			}
			var warns []string
			for _, w := range f.Warnings {
				warns = append(warns, w.Error())
				if !errors.Is(w, bridge.ErrReadPast) {
					t.Errorf("warning %v is not bridge.ErrReadPast", w)
				}
			}
			if strings.Join(warns, "\n") != strings.Join(tt.warnings, "\n") {
				t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warns, "\n"), strings.Join(tt.warnings, "\n"))
			}
		})
	}
	// What could be read is kept: the contract of a row whose result is
	// out of range, its declarer, its remarks.
	f, err := Read("bad.csv", "board,ns,ew,contract,declarer,result,remarks\n1,1,2,4S,N,14,claim disputed\n9,7,8,3NT,N,9,\n", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if e := f.Entries[0]; e.Play.Contract.String() != "4S" || e.Play.Declarer != bridge.North || e.Remarks() != "claim disputed" {
		t.Errorf("kept %+v, remarks %q", e.Play, e.Remarks())
	}
}

// TestReadWarnings checks what Read accepts with a warning.
func TestReadWarnings(t *testing.T) {
	tests := []struct {
		name, text string
		entries    int
		want       []string
	}{
		{
			name:    "adjust with a contract",
			text:    "board,ns,ew,adjust,contract,declarer,result\n1,1,2,A60/40,4S,N,10\n1,3,4,ARB 420,4S,N,10\n",
			entries: 2,
			want:    []string{`bad.csv:2:14: board 1, NS 1: contract "4S" ignored: adjust "A60/40" replaces the table result (want an empty contract, or ARB/PEN to keep it)`},
		},
		{
			name:    "declaring pair on the wrong side",
			text:    "Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result\n1,3,4,4,N,4 S,=\n1,5,5,5,E,4 S,=\n",
			entries: 2,
			want:    []string{"bad.csv:2:7: board 1, NS 3: declaring pair 4 is the EW pair but the declarer sits N (switched seating? want a seat of the declaring pair)"},
		},
		{
			name:    "single score column and an unknown column",
			text:    "board,ns,ew,contract,declarer,result,score,colour\n1,1,2,4S,N,10,420,red\n",
			entries: 1,
			want: []string{
				`bad.csv:1:38: column "score" read as the NS score (want Score NS, or Score EW, to say whose view it is)`,
				`bad.csv:1:44: column "colour" ignored (not a known travellers column)`,
			},
		},
		{
			name:    "bye rows give no entry",
			text:    "board,ns,ew,adjust,contract\n1,1,,BYE,\n1,2,3,NP,\n",
			entries: 1,
		},
		{
			name:    "erased rows give no entry",
			text:    "board,ns,ew,contract,declarer,result,erased\n1,1,2,4S,N,10,1\n1,1,2,4S,N,11,0\n",
			entries: 1,
		},
		{
			name:    "replacement",
			text:    "table,round,board,ns,ew,contract,declarer,result\n1,1,1,1,1,4S,N,10\n\n1,1,1,1,1,4S,N,11\n",
			entries: 1,
			want:    []string{"bad.csv:4:5: board 1, NS 1: line 4 replaces line 2: same section, table 1, round 1 and board (the later row wins)"},
		},
		{
			name:    "Mitchell NS 8 against EW 8 is normal",
			text:    hdr + "1,8,8,3NT,N,9\n1,7,7,3NT,N,9\n2,8,7,3NT,N,9\n2,7,8,3NT,N,9\n",
			entries: 4,
		},
		{
			name:    "replacement characters",
			text:    "board,ns,ew,contract,declarer,result,remarks\n1,1,2,4S,N,10,Пр\uFFFDм \uFFFD\n",
			entries: 1,
			want:    []string{"bad.csv:2:17: U+FFFD replacement character, 2 in the file (want the file decoded from its own encoding)"},
		},
		{
			name:    "split score",
			text:    "board;ns;ew;contract;declarer;result;score ns;score ew\n1;1;2;4S;N;10;420,0;-420\n1;3;4;;;;420;-100\n",
			entries: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("bad.csv", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Entries) != tt.entries {
				t.Errorf("%d entries, want %d:\n%s", len(f.Entries), tt.entries, dump(f))
			}
			var got []string
			for _, w := range f.Warnings {
				got = append(got, w.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestSplitScore(t *testing.T) {
	f, err := Read("split.csv", "board;ns;ew;adjust;score ns;score ew\n4;1;2;;620;-100\n4;3;4;SPLIT 420/-100;420;-100\n", Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"SPLIT 620/-100", "SPLIT 420/-100"} {
		e := f.Entries[i]
		if e.Kind != bridge.Assigned || e.Adjust == nil || e.Adjust.Text != want || !e.HasClaimed {
			t.Errorf("%s: %s %v %v, want assigned %q", e.Pos, e.Kind, e.Adjust, e.Claimed, want)
		}
	}
}

func TestTooManyErrors(t *testing.T) {
	text := hdr + strings.Repeat("1,1,2,9S,N,10\n", 50)
	_, err := Read("bad.csv", text, Options{})
	if es := bridge.AsErrors(err); len(es) != maxErrors {
		t.Errorf("%d errors, want %d", len(es), maxErrors)
	}
}
