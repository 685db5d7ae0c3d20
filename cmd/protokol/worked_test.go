package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The worked examples of scoring.md §6 through the command line: a
// traveller CSV and a decisions file in, results.json out. The expected
// figures are the spec's (or, for WT-3 and a teams penalty, worked by hand
// in the comments), never the program's own output.

// workedJSON is the part of results.json these tests read; numbers are kept
// as written.
type workedJSON struct {
	Boards []struct {
		Board   int `json:"board"`
		Results []struct {
			NS    string      `json:"ns"`
			EW    string      `json:"ew"`
			MPNS  json.Number `json:"mp_ns"`
			MPEW  json.Number `json:"mp_ew"`
			IMPNS json.Number `json:"imp_ns"`
			IMPEW json.Number `json:"imp_ew"`
		} `json:"results"`
	} `json:"boards"`
	Rankings []struct {
		Direction string `json:"direction"`
		Rows      []struct {
			Pair    string      `json:"pair"`
			Total   json.Number `json:"total"`
			Percent json.Number `json:"percent"`
			Penalty json.Number `json:"penalty"`
		} `json:"rows"`
	} `json:"rankings"`
	Adjustments []struct {
		Board    int `json:"board"`
		Decision struct {
			Text   string `json:"text"`
			Kind   string `json:"kind"`
			Reason string `json:"reason"`
			Law    string `json:"law"`
		} `json:"decision"`
		GotNS   json.Number `json:"got_ns"`
		GotEW   json.Number `json:"got_ew"`
		Penalty json.Number `json:"penalty"`
	} `json:"adjustments"`
}

// scoreWorked writes the traveller and decisions files, scores them with
// the extra flags and returns results.json.
func scoreWorked(t *testing.T, travellers, decisions string, flags ...string) workedJSON {
	t.Helper()
	dir := t.TempDir()
	trav, dec := filepath.Join(dir, "trav.csv"), filepath.Join(dir, "decisions.csv")
	if err := os.WriteFile(trav, []byte(travellers), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"score", "-q", "--format", "json", "--movement", "mitchell", "--out", filepath.Join(dir, "out")}, flags...)
	if decisions != "" {
		if err := os.WriteFile(dec, []byte(decisions), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--adjust", dec)
	}
	code, _, stderr := run(t, append(args, trav)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "out", "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc workedJSON
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// result is the JSON result of a board at the table of NS pair ns.
func (d workedJSON) result(t *testing.T, board int, ns string) (mpNS, mpEW, impNS, impEW string) {
	t.Helper()
	for _, b := range d.Boards {
		for _, r := range b.Results {
			if b.Board == board && r.NS == ns {
				return string(r.MPNS), string(r.MPEW), string(r.IMPNS), string(r.IMPEW)
			}
		}
	}
	t.Fatalf("no result of board %d for NS %s", board, ns)
	return
}

// row is a pair's ranking row: total, percent, penalty.
func (d workedJSON) row(t *testing.T, dir, pair string) (total, pct, pen string) {
	t.Helper()
	for _, r := range d.Rankings {
		for _, row := range r.Rows {
			if r.Direction == dir && row.Pair == pair {
				return string(row.Total), string(row.Percent), string(row.Penalty)
			}
		}
	}
	t.Fatalf("no ranking row for %s %s", dir, pair)
	return
}

const travHeader = "board,ns,ew,contract,declarer,result\n"

// ar1Travellers is AR-1's session: 24 boards at 6 tables (NS i v EW i);
// on boards 1–8 table 3 has the unique top (1NT+1), on 9–23 the unique
// bottom (1NT−1), so NS 3 has 80 and EW 3 150 of 230; on board 24 (none
// vulnerable) the five others score +450, +420, +420, +170, −50, the
// spec's five results less 200 (the same order, so the same matchpoints),
// and table 3 has no result.
func ar1Travellers() string {
	var b strings.Builder
	b.WriteString(travHeader)
	for board := 1; board <= 23; board++ {
		for table := 1; table <= 6; table++ {
			tricks := 7
			if table == 3 {
				tricks = map[bool]int{true: 8, false: 6}[board <= 8]
			}
			fmt.Fprintf(&b, "%d,%d,%d,1NT,N,%d\n", board, table, table, tricks)
		}
	}
	for _, r := range []string{"1,1,4S,N,11", "2,2,4S,N,10", "4,4,4S,N,10", "5,5,3S,N,10", "6,6,4S,N,9"} {
		b.WriteString("24," + r + "\n")
	}
	return b.String()
}

func TestWorkedAR1(t *testing.T) {
	dec := "board,ns,ew,decision,reason,law\n24,3,3,A-/A+,slow play by NS,12C2\n"
	for _, tt := range []struct {
		rule                     string
		mpNS, pctNS, mpEW, pctEW string
	}{
		// 80/23 = 3.478…, 150/23 = 6.522…: the pairs' own percentages.
		{"2017", "3.478261", "34.78", "6.521739", "65.22"},
		// 1997: only the blameless side's A+ follows its session.
		{"1997", "4", "35", "6.521739", "65.22"},
		{"off", "4", "35", "6", "65"},
	} {
		t.Run(tt.rule, func(t *testing.T) {
			doc := scoreWorked(t, ar1Travellers(), dec, "--session-rule", tt.rule)
			for ns, want := range map[string]string{"1": "9.8", "2": "6.2", "4": "6.2", "5": "2.6", "6": "0.2"} {
				if got, _, _, _ := doc.result(t, 24, ns); got != want {
					t.Errorf("board 24 NS %s: %s MP, want %s", ns, got, want)
				}
			}
			if ns, ew, _, _ := doc.result(t, 24, "3"); ns != tt.mpNS || ew != tt.mpEW {
				t.Errorf("table 3: %s / %s MP, want %s / %s", ns, ew, tt.mpNS, tt.mpEW)
			}
			if _, pct, _ := doc.row(t, "NS", "3"); pct != tt.pctNS {
				t.Errorf("NS 3: %s%%, want %s", pct, tt.pctNS)
			}
			if _, pct, _ := doc.row(t, "EW", "3"); pct != tt.pctEW {
				t.Errorf("EW 3: %s%%, want %s", pct, tt.pctEW)
			}
			if len(doc.Adjustments) != 1 || doc.Adjustments[0].Decision.Reason != "slow play by NS" || doc.Adjustments[0].Decision.Law != "12C2" ||
				string(doc.Adjustments[0].GotNS) != tt.mpNS {
				t.Errorf("adjustments %+v", doc.Adjustments)
			}
		})
	}
}

// sixTables is the board of SP-1, WT-1 and WT-3: board 2 (NS vulnerable),
// +620, +620, −100, +650, +170 at tables 1–5; table 6 is decided. Board 1,
// played at all six tables, makes pairs 6 pairs of the session.
const sixTables = travHeader + "1,1,1,1NT,N,7\n1,2,2,1NT,N,7\n1,3,3,1NT,N,7\n1,4,4,1NT,N,7\n1,5,5,1NT,N,7\n1,6,6,1NT,N,7\n" +
	"2,1,1,4S,N,10\n2,2,2,4S,N,10\n2,3,3,4S,N,9\n2,4,4,4S,N,11\n2,5,5,3S,N,10\n"

func TestWorkedSP1WT1(t *testing.T) {
	for _, tt := range []struct {
		name, decision string
		ns, ew         map[string]string
	}{
		{"SP-1", "W NS: 4S-1 N; EW: 40% 4S= N + 60% 4S-1 N",
			map[string]string{"1": "7", "2": "7", "3": "1", "4": "10", "5": "4", "6": "1"},
			map[string]string{"1": "3.4", "2": "3.4", "3": "9.4", "4": "0", "5": "6.8", "6": "7"}},
		{"WT-1", "W 40% +620 + 60% -100",
			map[string]string{"1": "6.6", "2": "6.6", "3": "0.6", "4": "10", "5": "3.2", "6": "3"},
			map[string]string{"1": "3.4", "2": "3.4", "3": "9.4", "4": "0", "5": "6.8", "6": "7"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc := scoreWorked(t, sixTables, "board,ns,ew,decision\n2,6,6,"+tt.decision+"\n")
			for table := range tt.ns {
				ns, ew, _, _ := doc.result(t, 2, table)
				if ns != tt.ns[table] || ew != tt.ew[table] {
					t.Errorf("table %s: %s / %s, want %s / %s", table, ns, ew, tt.ns[table], tt.ew[table])
				}
			}
		})
	}
}

// WT-3: cross-IMPs with table 6 weighted 40 % +620 / 60 % −100. Worked by
// hand (÷ 5 comparisons): +620 against +620, +620, −100, +650, +170 is
// 0 + 0 + 12 − 1 + 10 = 21 → 4.2; −100 is −12 − 12 + 0 − 13 − 7 = −44 →
// −8.8; table 6 gets 0.4·4.2 + 0.6·(−8.8) = −3.6. Table 1 (+620) against
// the others: 0 + 12 − 1 + 10, and against table 6 0.4·0 + 0.6·12 = 7.2:
// 28.2 → 5.64.
func TestWorkedWT3(t *testing.T) {
	doc := scoreWorked(t, sixTables, "board,ns,ew,decision\n2,6,6,W 40% +620 + 60% -100\n", "--scoring", "cross-imps")
	for table, want := range map[string][2]string{"6": {"-3.6", "3.6"}, "1": {"5.64", "-5.64"}} {
		if _, _, ns, ew := doc.result(t, 2, table); ns != want[0] || ew != want[1] {
			t.Errorf("table %s: %s / %s IMPs, want %s / %s", table, ns, ew, want[0], want[1])
		}
	}
}

// PP-1: NS 3 has 131 MP of 240 (13 tops, a shared bottom of 1, ten
// bottoms); a penalty of 25 % of a top (10) leaves 128.5, 53.54 %; the
// opponents keep theirs.
func TestWorkedPP1(t *testing.T) {
	var b strings.Builder
	b.WriteString(travHeader)
	for board := 1; board <= 24; board++ {
		for table := 1; table <= 6; table++ {
			tricks := 7
			switch {
			case table == 3 && board <= 13:
				tricks = 8
			case table == 3, table == 4 && board == 14:
				tricks = 6
			}
			fmt.Fprintf(&b, "%d,%d,%d,1NT,N,%d\n", board, table, table, tricks)
		}
	}
	doc := scoreWorked(t, b.String(), "board,ns,ew,decision,reason\n7,3,3,PEN NS -25%,late arrival\n")
	if total, pct, pen := doc.row(t, "NS", "3"); total != "128.5" || pct != "53.54" || pen != "2.5" {
		t.Errorf("NS 3: %s, %s%%, penalty %s; want 128.5, 53.54%%, 2.5", total, pct, pen)
	}
	if total, _, pen := doc.row(t, "EW", "3"); total != "109" || pen != "" {
		t.Errorf("EW 3: %s, penalty %q; want 109 and none", total, pen)
	}
	if len(doc.Adjustments) != 1 || string(doc.Adjustments[0].Penalty) != "2.5" || doc.Adjustments[0].Decision.Kind != "penalty" {
		t.Errorf("adjustments %+v", doc.Adjustments)
	}
}

// FB-1: board 1 scheduled 12 times, tables 9–12 played a fouled version
// (decided in the decisions file): +450, +420, +420, −50 factored to 20,
// 11, 11, 2; the eight others (all 1NT=) share 11 each.
func TestWorkedFB1(t *testing.T) {
	var trav, dec strings.Builder
	trav.WriteString(travHeader)
	dec.WriteString("board,ns,ew,decision\n")
	for table := 1; table <= 12; table++ {
		if table <= 8 {
			fmt.Fprintf(&trav, "1,%d,%d,1NT,N,7\n", table, table)
			continue
		}
		fmt.Fprintf(&trav, "1,%d,%d,4S,N,%d\n", table, table, map[int]int{9: 11, 10: 10, 11: 10, 12: 9}[table])
		fmt.Fprintf(&dec, "1,%d,%d,FOUL B\n", table, table)
	}
	doc := scoreWorked(t, trav.String(), dec.String())
	for table, want := range map[string]string{"9": "20", "10": "11", "11": "11", "12": "2", "1": "11"} {
		if ns, _, _, _ := doc.result(t, 1, table); ns != want {
			t.Errorf("table %s: %s MP, want %s", table, ns, want)
		}
	}
}

// WT-2 in a team match, from a decisions file: the open room's NS (home A)
// is assigned 40 % +620 / 60 % −100 on board 2; the closed room's NS
// (away B) made +650. A gets 0.4·imp(−30) + 0.6·imp(−750) = −8.2 IMPs.
func TestWorkedWT2(t *testing.T) {
	dir := t.TempDir()
	trav := filepath.Join(dir, "match.csv")
	dec := filepath.Join(dir, "decisions.csv")
	os.WriteFile(trav, []byte("round,board,room,home,away,contract,declarer,result\n1,2,C,A,B,4S,N,11\n1,1,O,A,B,1NT,N,7\n1,1,C,A,B,1NT,N,7\n"), 0o644)
	os.WriteFile(dec, []byte("round,board,room,home,away,decision,reason\n1,2,O,A,B,W 40% 4S= N + 60% 4S-1 N,misinformation\n"), 0o644)
	out := filepath.Join(dir, "out")
	if code, _, stderr := run(t, "score", "-q", "--format", "json", "--adjust", dec, "--out", out, trav); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Rounds []struct {
			Matches []struct {
				IMPsHome json.Number `json:"imps_home"`
				IMPsAway json.Number `json:"imps_away"`
				Boards   []struct {
					Board    int         `json:"board"`
					IMPsHome json.Number `json:"imps_home"`
				} `json:"boards"`
			} `json:"matches"`
		} `json:"rounds"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	m := doc.Rounds[0].Matches[0]
	if m.IMPsHome != "0" || m.IMPsAway != "8.2" {
		t.Errorf("match %s–%s, want 0–8.2", m.IMPsHome, m.IMPsAway)
	}
	for _, b := range m.Boards {
		if b.Board == 2 && b.IMPsHome != "-8.2" {
			t.Errorf("board 2: %s IMPs to A, want -8.2", b.IMPsHome)
		}
	}
}

// Bad decisions files: exit 3 and a positioned message, nothing written.
func TestDecisionsFileErrors(t *testing.T) {
	for _, tt := range []struct {
		name, dec, want string
	}{
		{"a board that does not exist", "board,ns,ew,decision\n9,1,1,A+\n",
			"decisions.csv:2:7: board 9, NS 1, EW 1: missing value: no traveller entry of section A and no hand record has board 9 (want a board of the session)\n"},
		{"a pair that does not exist", "board,ns,ew,decision\n2,1,7,A+\n",
			"decisions.csv:2:7: board 2, NS 1, EW 7: missing value: pair \"7\" sits EW in no traveller entry of section A (want a pair of the section)\n"},
		{"weights that do not add up", "board,ns,ew,decision\n2,6,6,W 40% +620 + 50% -100\n",
			"decisions.csv:2:7: board 2, NS 6, EW 6: adjust \"W 40% +620 + 50% -100\": weights sum to 0.9, not 1 (want weights that add up to exactly 1, or 100%)\n"},
		{"two decisions for one table", "board,ns,ew,decision\n2,1,1,A+\n2,1,1,ARB +620\n",
			"decisions.csv:3:7: board 2, NS 1, EW 1: two decisions for this table: \"ARB +620\" here and \"A+\" at decisions.csv:2:7 (want one decision per table; a penalty (PEN) may stand beside it)\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			trav, dec, out := filepath.Join(dir, "trav.csv"), filepath.Join(dir, "decisions.csv"), filepath.Join(dir, "out")
			os.WriteFile(trav, []byte(sixTables), 0o644)
			os.WriteFile(dec, []byte(tt.dec), 0o644)
			code, _, stderr := run(t, "score", "-q", "--format", "json", "--adjust", dec, "--out", out, trav)
			stderr = strings.ReplaceAll(stderr, dir+string(filepath.Separator), "")
			if code != exitInput || stderr != tt.want {
				t.Errorf("exit %d\n got %q\nwant %q", code, stderr, tt.want)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("output written: %v", err)
			}
		})
	}
}
