package oracle_test

import (
	"fmt"
	"math/big"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic("bad rational " + s)
	}
	return r
}

func eqRat(t *testing.T, what string, got *big.Rat, want string) {
	t.Helper()
	if got == nil {
		t.Errorf("%s = nil, want %s", what, want)
		return
	}
	if got.Cmp(rat(want)) != 0 {
		t.Errorf("%s = %s, want %s", what, got.RatString(), want)
	}
}

// board makes the results of one board of section A, NS pairs 1..n and EW
// pairs 1..n in the order of scores.
func board(b int, scores ...int) []oracle.Result {
	out := make([]oracle.Result, len(scores))
	for i, s := range scores {
		id := strconv.Itoa(i + 1)
		out[i] = oracle.Result{Section: "A", NS: id, EW: id, Board: b, ScoreNS: s}
	}
	return out
}

// TestMP1 is test vector MP-1 (§4.2) on both scales.
func TestMP1(t *testing.T) {
	scores := []int{650, 620, 170, 170, -100, -200}
	tests := []struct {
		name          string
		acbl          bool
		ns, ew        []string
		pct           []string
		pctRounded    []string
		wantRanks     []int
		wantTied      []bool
		wantNSTotalMP string
	}{
		{
			name:       "international",
			ns:         []string{"10", "8", "5", "5", "2", "0"},
			ew:         []string{"0", "2", "5", "5", "8", "10"},
			pct:        []string{"100", "80", "50", "50", "20", "0"},
			pctRounded: []string{"100.00", "80.00", "50.00", "50.00", "20.00", "0.00"},
			wantRanks:  []int{1, 2, 3, 3, 5, 6},
			wantTied:   []bool{false, false, true, true, false, false},
			// Σ NS MP = n(n−1) = 30.
			wantNSTotalMP: "30",
		},
		{
			name:          "ACBL",
			acbl:          true,
			ns:            []string{"5", "4", "5/2", "5/2", "1", "0"},
			ew:            []string{"0", "1", "5/2", "5/2", "4", "5"},
			pct:           []string{"100", "80", "50", "50", "20", "0"},
			pctRounded:    []string{"100.00", "80.00", "50.00", "50.00", "20.00", "0.00"},
			wantRanks:     []int{1, 2, 3, 3, 5, 6},
			wantTied:      []bool{false, false, true, true, false, false},
			wantNSTotalMP: "15",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			per, st := oracle.Score(board(1, scores...), oracle.Options{ACBL: tc.acbl, Mitchell: true})
			sum := new(big.Rat)
			for i, m := range per {
				eqRat(t, fmt.Sprintf("NS MP of %+d", scores[i]), m.MPNS, tc.ns[i])
				eqRat(t, fmt.Sprintf("EW MP of %+d", scores[i]), m.MPEW, tc.ew[i])
				eqRat(t, fmt.Sprintf("NS %% of %+d", scores[i]), m.PctNS, tc.pct[i])
				if got := oracle.Round2(m.PctNS); got != tc.pctRounded[i] {
					t.Errorf("NS %% of %+d shown %s, want %s", scores[i], got, tc.pctRounded[i])
				}
				sum.Add(sum, m.MPNS)
			}
			eqRat(t, "Σ NS MP", sum, tc.wantNSTotalMP)
			// NS field: pair i+1 had score i; one board each.
			var ns []oracle.Standing
			for _, s := range st {
				if s.Direction == "NS" {
					ns = append(ns, s)
				}
			}
			if len(ns) != 6 || len(st) != 12 {
				t.Fatalf("got %d NS standings of %d, want 6 of 12", len(ns), len(st))
			}
			for i, s := range ns {
				if s.Pair != strconv.Itoa(i+1) || s.Rank != tc.wantRanks[i] || s.Tied != tc.wantTied[i] || s.Boards != 1 {
					t.Errorf("NS standing %d = pair %s rank %d tied %v boards %d, want pair %d rank %d tied %v boards 1",
						i, s.Pair, s.Rank, s.Tied, s.Boards, i+1, tc.wantRanks[i], tc.wantTied[i])
				}
				eqRat(t, "NS pct of pair "+s.Pair, s.Pct, tc.pct[i])
			}
		})
	}
}

// TestNB1 is test vector NB-1 (§4.5): 7 results factored to N = 8.
func TestNB1(t *testing.T) {
	scores := []int{620, 450, 420, 420, 420, 170, -50}
	wantMP := []string{"97/7", "81/7", "7", "7", "7", "17/7", "1/7"}
	wantPct := []string{"98.98", "82.65", "50.00", "50.00", "50.00", "17.35", "1.02"}
	for _, acbl := range []bool{false, true} {
		t.Run(fmt.Sprintf("ACBL=%v", acbl), func(t *testing.T) {
			opt := oracle.Options{ACBL: acbl, Mitchell: true, Target: map[string]map[int]int{"A": {1: 8}}}
			per, st := oracle.Score(board(1, scores...), opt)
			sum := new(big.Rat)
			for i, m := range per {
				want := rat(wantMP[i])
				if acbl { // ACBL values are exactly half.
					want.Mul(want, big.NewRat(1, 2))
				}
				eqRat(t, fmt.Sprintf("NS MP' of %+d", scores[i]), m.MPNS, want.RatString())
				if got := oracle.Round2(m.PctNS); got != wantPct[i] {
					t.Errorf("NS %% of %+d shown %s, want %s", scores[i], got, wantPct[i])
				}
				// NS + EW = full top 14 (7).
				top := big.NewRat(14, 1)
				if acbl {
					top = big.NewRat(7, 1)
				}
				if s := new(big.Rat).Add(m.MPNS, m.MPEW); s.Cmp(top) != 0 {
					t.Errorf("NS+EW of %+d = %s, want %s", scores[i], s.RatString(), top.RatString())
				}
				sum.Add(sum, m.MPNS)
			}
			// Σ = n(N−1) = 49 (halved for ACBL).
			want := "49"
			if acbl {
				want = "49/2"
			}
			eqRat(t, "Σ NS MP'", sum, want)
			if acbl {
				if got := oracle.Round2(per[0].MPNS); got != "6.93" {
					t.Errorf("+620 ACBL shown %s, want 6.93 (of 7)", got)
				}
			}
			for _, s := range st {
				full := "14"
				if acbl {
					full = "7"
				}
				eqRat(t, "max of "+s.Direction+" "+s.Pair, s.Max, full)
			}
		})
	}
}

// TestNeubergDown is the "more results than N" example of §4.5: N = 7,
// n = 8, a unique top gets 12.125 of 12 and a unique bottom −0.125.
func TestNeubergDown(t *testing.T) {
	results := board(5, 1100, 620, 600, 500, 450, 420, 400, -100)
	per, _ := oracle.Score(results, oracle.Options{Target: map[string]map[int]int{"A": {5: 7}}})
	eqRat(t, "unique top", per[0].MPNS, "12.125")
	eqRat(t, "unique bottom", per[7].MPNS, "-0.125")
	eqRat(t, "EW of the unique bottom", per[7].MPEW, "12.125")
	if got := oracle.Round2(per[7].MPNS); got != "-0.13" {
		t.Errorf("unique bottom shown %s, want -0.13 (half away from zero)", got)
	}
}

// TestDefaultTarget checks that without Target N is the largest number of
// results on any board of the section, and that sections are separate.
func TestDefaultTarget(t *testing.T) {
	var rs []oracle.Result
	rs = append(rs, board(1, 620, 450, 420, 420, 420, 170, -50, 100)...) // 8 results
	rs = append(rs, board(2, 620, 450, 420, 420, 420, 170, -50)...)      // 7 results
	other := board(2, 100, 200)                                          // section B: N = 2
	for i := range other {
		other[i].Section = "B"
	}
	rs = append(rs, other...)
	per, _ := oracle.Score(rs, oracle.Options{Mitchell: true})
	eqRat(t, "board 2 +620 factored to 8", per[8].MPNS, "97/7")
	eqRat(t, "section B board 2 +200", per[16].MPNS, "2")
}

// TestRounding is §4.3 and §1: percentages from exact fractions.
func TestRounding(t *testing.T) {
	tests := []struct{ in, want string }{
		{"100*137.5/240", "57.29"},
		{"100*131/240", "54.58"},
		{"2.345", "2.35"},
		{"-2.345", "-2.35"},
		{"2.344999", "2.34"},
		{"0.004", "0.00"},
		{"-0.004", "0.00"},
		{"-0.005", "-0.01"},
		{"0.005", "0.01"},
		{"100", "100.00"},
		{"700/7", "100.00"},
		{"1/7*100/14", "1.02"},
		{"9.995", "10.00"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			if got := oracle.Round2(evalProduct(tc.in)); got != tc.want {
				t.Errorf("Round2(%s) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

// evalProduct reads a*b/c*d... with decimal or fraction factors.
func evalProduct(s string) *big.Rat {
	r := big.NewRat(1, 1)
	op := byte('*')
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || (i > start && (s[i] == '*' || s[i] == '/')) {
			v := rat(s[start:i])
			if op == '*' {
				r.Mul(r, v)
			} else {
				r.Quo(r, v)
			}
			if i < len(s) {
				op = s[i]
			}
			start = i + 1
		}
	}
	return r
}

// TestSessionPercentages builds sessions whose pair 1 totals 131 of 240
// (international, 24 boards of 6 results) and 137.5 of 240 (ACBL, 48
// boards of 6 results): §4.3.
func TestSessionPercentages(t *testing.T) {
	// Scores for 6 NS pairs such that pair 1 gets mp (intl) 10, 1 or 0.
	top := []int{600, 500, 400, 300, 200, 100}       // pair 1 unique top: 10
	tieBottom := []int{100, 100, 200, 300, 400, 500} // pair 1 tied bottom: 1
	bottom := []int{0, 100, 200, 300, 400, 500}      // pair 1 unique bottom: 0
	middleTie := []int{300, 100, 200, 300, 400, 500} // pair 1 L=2, f=2: 5 (2.5 ACBL)
	tests := []struct {
		name   string
		acbl   bool
		boards [][]int
		total  string
		pct    string
	}{
		{"international 131/240", false, repeat(13, top, 1, tieBottom, 10, bottom), "131", "54.58"},
		{"ACBL 137.5/240", true, repeat(27, top, 1, middleTie, 20, bottom), "137.5", "57.29"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var rs []oracle.Result
			for b, scores := range tc.boards {
				rs = append(rs, board(b+1, scores...)...)
			}
			_, st := oracle.Score(rs, oracle.Options{ACBL: tc.acbl, Mitchell: true})
			for _, s := range st {
				if s.Direction == "NS" && s.Pair == "1" {
					eqRat(t, "total", s.Total, tc.total)
					eqRat(t, "max", s.Max, "240")
					if got := oracle.Round2(s.Pct); got != tc.pct {
						t.Errorf("pct shown %s, want %s", got, tc.pct)
					}
					return
				}
			}
			t.Fatal("no NS pair 1")
		})
	}
}

func repeat(parts ...any) [][]int {
	var out [][]int
	for i := 0; i < len(parts); i += 2 {
		for range parts[i].(int) {
			out = append(out, parts[i+1].([]int))
		}
	}
	return out
}

// TestPlaces is the §8.1 example and a few more.
func TestPlaces(t *testing.T) {
	tests := []struct {
		name      string
		pcts      []string
		wantRanks []int
		wantTied  []bool
	}{
		{"§8.1", []string{"61.25", "58.75", "58.75", "52.50"}, []int{1, 2, 2, 4}, []bool{false, true, true, false}},
		{"unordered", []string{"52.50", "58.75", "61.25", "58.75"}, []int{4, 2, 1, 2}, []bool{false, true, false, true}},
		{"two 3= then 5", []string{"70", "60", "55", "55", "40"}, []int{1, 2, 3, 3, 5}, []bool{false, false, true, true, false}},
		{"all tied", []string{"50", "50", "50"}, []int{1, 1, 1}, []bool{true, true, true}},
		{"exact, not displayed", []string{"5729/100", "57291/1000"}, []int{2, 1}, []bool{false, false}},
		{"one", []string{"12"}, []int{1}, []bool{false}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			vals := make([]*big.Rat, len(tc.pcts))
			for i, p := range tc.pcts {
				vals[i] = rat(p)
			}
			ranks, tied := oracle.Places(vals)
			for i := range vals {
				if ranks[i] != tc.wantRanks[i] || tied[i] != tc.wantTied[i] {
					t.Errorf("%s: rank %d tied %v, want %d tied %v", tc.pcts[i], ranks[i], tied[i], tc.wantRanks[i], tc.wantTied[i])
				}
			}
		})
	}
}

// TestTieExampleSession reaches the §8.1 percentages through Score: a
// Howell-style section of 4 pairs each meeting "field" pairs on 8 boards of
// top 10, so that Max is 80 and the totals are 49, 47, 47 and 42.
func TestTieExampleSession(t *testing.T) {
	// Per board, 6 results; the pair under test sits NS at table 1 and its
	// mp on that board is chosen from {10, 8, 5, 2, 0, 1, 6}.
	mpScores := map[int][]int{
		10: {600, 500, 400, 300, 200, 100},
		8:  {500, 600, 400, 300, 200, 100},
		6:  {400, 600, 500, 300, 200, 100},
		5:  {300, 600, 500, 300, 200, 100},
		2:  {200, 600, 500, 400, 300, 100},
		1:  {100, 600, 500, 400, 300, 100},
		0:  {100, 600, 500, 400, 300, 200},
	}
	plan := map[string][]int{
		"P1": {10, 10, 8, 6, 5, 5, 5, 0}, // 49
		"P2": {10, 8, 8, 6, 5, 5, 5, 0},  // 47
		"P3": {10, 10, 6, 6, 5, 5, 5, 0}, // 47
		"P4": {10, 8, 6, 5, 5, 5, 2, 1},  // 42
	}
	var rs []oracle.Result
	b := 0
	for _, p := range []string{"P1", "P2", "P3", "P4"} {
		for _, mp := range plan[p] {
			b++
			for i, s := range mpScores[mp] {
				ns := p
				if i > 0 {
					ns = fmt.Sprintf("F%d-%d", b, i) // a field pair seen once
				}
				rs = append(rs, oracle.Result{Section: "A", NS: ns, EW: fmt.Sprintf("G%d-%d", b, i), Board: b, ScoreNS: s})
			}
		}
	}
	_, st := oracle.Score(rs, oracle.Options{})
	want := map[string]struct {
		pct  string
		rank int
		tied bool
	}{
		"P1": {"61.25", 1, false},
		"P2": {"58.75", 2, true},
		"P3": {"58.75", 2, true},
		"P4": {"52.50", 4, false},
	}
	found := 0
	mine := make([]*big.Rat, 4)
	for _, s := range st {
		w, ok := want[s.Pair]
		if !ok {
			continue
		}
		found++
		eqRat(t, s.Pair+" max", s.Max, "80")
		if got := oracle.Round2(s.Pct); got != w.pct {
			t.Errorf("%s pct %s, want %s", s.Pair, got, w.pct)
		}
		mine[int(s.Pair[1]-'1')] = s.Pct
		if s.Direction != "" {
			t.Errorf("%s direction %q in a Howell, want \"\"", s.Pair, s.Direction)
		}
	}
	if found != 4 {
		t.Fatalf("found %d of the 4 pairs", found)
	}
	// The field pairs play one board each; place the four among themselves.
	ranks, tied := oracle.Places(mine)
	for i, p := range []string{"P1", "P2", "P3", "P4"} {
		if w := want[p]; ranks[i] != w.rank || tied[i] != w.tied {
			t.Errorf("%s place %d tied %v, want %d tied %v", p, ranks[i], tied[i], w.rank, w.tied)
		}
	}
}

// TestHowellBothDirections checks that a Howell pair's total mixes its NS
// and EW boards and that the Mitchell option splits the same data in two
// fields.
func TestHowellBothDirections(t *testing.T) {
	rs := []oracle.Result{
		{Section: "A", Board: 1, NS: "1", EW: "2", ScoreNS: 420},
		{Section: "A", Board: 1, NS: "3", EW: "4", ScoreNS: 400},
		{Section: "A", Board: 2, NS: "4", EW: "1", ScoreNS: -100},
		{Section: "A", Board: 2, NS: "2", EW: "3", ScoreNS: -100},
	}
	_, st := oracle.Score(rs, oracle.Options{})
	got := map[string]string{}
	for _, s := range st {
		got[s.Pair] = fmt.Sprintf("%s/%s rank %d tied %v", s.Total.RatString(), s.Max.RatString(), s.Rank, s.Tied)
	}
	// Board 1: NS 1 (+420) beats NS 3 (+400): pair 1 and EW pair 4 get 2,
	// pairs 3 and 2 get 0. Board 2 is a tie: 1 each.
	want := map[string]string{
		"1": "3/4 rank 1 tied true",
		"4": "3/4 rank 1 tied true",
		"2": "1/4 rank 3 tied true",
		"3": "1/4 rank 3 tied true",
	}
	for p, w := range want {
		if got[p] != w {
			t.Errorf("pair %s: %s, want %s", p, got[p], w)
		}
	}
	_, st = oracle.Score(rs, oracle.Options{Mitchell: true})
	if len(st) != 8 {
		t.Fatalf("Mitchell: %d standings, want 8 (4 pairs × 2 directions)", len(st))
	}
	wantOrder := []string{"NS 1", "NS 2", "NS 4", "NS 3", "EW 4", "EW 1", "EW 3", "EW 2"}
	for i, s := range st {
		if g := s.Direction + " " + s.Pair; g != wantOrder[i] {
			t.Errorf("standing %d = %s, want %s", i, g, wantOrder[i])
		}
	}
}

// TestBoardInvariants checks on random boards that the factored NS scores
// sum to n(N−1) (international) and NS + EW is the full top.
func TestBoardInvariants(t *testing.T) {
	for n := 1; n <= 9; n++ {
		for _, N := range []int{n, n + 1, n + 3, max(n-1, 1)} {
			scores := make([]int, n)
			for i := range scores {
				scores[i] = ((i*7919 + n*31) % 5) * 100
			}
			per, _ := oracle.Score(board(1, scores...), oracle.Options{Target: map[string]map[int]int{"A": {1: N}}})
			sum := new(big.Rat)
			for _, m := range per {
				sum.Add(sum, m.MPNS)
				if s := new(big.Rat).Add(m.MPNS, m.MPEW); s.Cmp(big.NewRat(int64(2*(N-1)), 1)) != 0 {
					t.Errorf("n=%d N=%d: NS+EW = %s, want %d", n, N, s.RatString(), 2*(N-1))
				}
			}
			if want := big.NewRat(int64(n*(N-1)), 1); sum.Cmp(want) != 0 {
				t.Errorf("n=%d N=%d: Σ NS = %s, want %s", n, N, sum.RatString(), want.RatString())
			}
		}
	}
}

// TestDealerVul checks the §2 table against its closed form, the examples
// of §2 and the vocabulary package's rule.
func TestDealerVul(t *testing.T) {
	examples := []struct {
		board  int
		dealer bridge.Seat
		vul    bridge.Vul
	}{
		{1, bridge.North, bridge.VulNone},
		{7, bridge.South, bridge.VulAll},
		{12, bridge.West, bridge.VulNS},
		{16, bridge.West, bridge.VulEW},
		{17, bridge.North, bridge.VulNone},
		{30, bridge.East, bridge.VulNone},
		{36, bridge.West, bridge.VulAll},
	}
	for _, e := range examples {
		d, v := oracle.DealerVul(e.board)
		if d != e.dealer || v != e.vul {
			t.Errorf("board %d: %s %s, want %s %s", e.board, d, v, e.dealer, e.vul)
		}
	}
	for b := 1; b <= 160; b++ {
		d, v := oracle.DealerVul(b)
		k := (b - 1) % 16
		if closed := bridge.Vul((k + k/4) % 4); v != closed {
			t.Errorf("board %d: table %s, closed form %s", b, v, closed)
		}
		if d != bridge.Seat((b-1)%4) {
			t.Errorf("board %d: dealer %s", b, d)
		}
		if bd, bv := bridge.Dealer(b), bridge.Vulnerability(b); bd != d || bv != v {
			t.Errorf("board %d: bridge says %s %s, table %s %s", b, bd, bv, d, v)
		}
	}
}
