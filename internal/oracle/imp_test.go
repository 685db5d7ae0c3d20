package oracle_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/internal/oracle"
)

// lawTable is the §5.1 table as printed: each row's first and last
// difference (−1: "and more") and its IMPs.
var lawTable = []struct{ lo, hi, imps int }{
	{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4},
	{170, 210, 5}, {220, 260, 6}, {270, 310, 7}, {320, 360, 8},
	{370, 420, 9}, {430, 490, 10}, {500, 590, 11}, {600, 740, 12},
	{750, 890, 13}, {900, 1090, 14}, {1100, 1290, 15}, {1300, 1490, 16},
	{1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19}, {2250, 2490, 20},
	{2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, -1, 24},
}

func imp(s string) int { return oracle.IMP(rat(s)) }

// TestIMPExamples is the list of §5.1, including the differences that are
// not multiples of 10.
func TestIMPExamples(t *testing.T) {
	tests := []struct {
		diff string
		want int
	}{
		{"0", 0}, {"10", 0}, {"30", 1}, {"130", 4}, {"450", 10}, {"480", 10},
		{"500", 11}, {"750", 13}, {"1100", 15}, {"-2240", -19}, {"3600", 23},
		{"5000", 24},
		{"15", 0}, {"19.99", 0}, {"20", 1}, {"45", 1}, {"4200", 24},
		{"-15", 0}, {"-19.99", 0}, {"-20", -1}, {"-45", -1}, {"-4200", -24},
		{"1999/100", 0}, {"-650/3", -5}, {"100000", 24},
	}
	for _, tc := range tests {
		if got := imp(tc.diff); got != tc.want {
			t.Errorf("IMP(%s) = %d, want %d", tc.diff, got, tc.want)
		}
	}
}

// TestIMPTable checks every row of the table at both of its ends and just
// outside them, both signs, and every multiple of 10 up to 6000.
func TestIMPTable(t *testing.T) {
	for i, row := range lawTable {
		for _, sign := range []int{1, -1} {
			check := func(d string, want int) {
				t.Helper()
				r := evalSum(d)
				r.Mul(r, big.NewRat(int64(sign), 1))
				if got := oracle.IMP(r); got != sign*want {
					t.Errorf("IMP(%s) = %d, want %d", r.RatString(), got, sign*want)
				}
			}
			check(strconv.Itoa(row.lo), row.imps)
			if row.lo > 0 {
				check(strconv.Itoa(row.lo)+"-1/1000000", row.imps-1)
				check(fmt.Sprintf("%d", row.lo-10), lawTable[i-1].imps)
			}
			if row.hi >= 0 {
				check(strconv.Itoa(row.hi), row.imps)
				check(strconv.Itoa(row.hi+9)+".999", row.imps) // still below the next row
				check(strconv.Itoa(row.hi+10), row.imps+1)
			}
		}
	}
	for d := 0; d <= 6000; d += 10 {
		want := -1
		for _, row := range lawTable {
			if d >= row.lo && (row.hi < 0 || d <= row.hi) {
				want = row.imps
			}
		}
		if got := oracle.IMP(big.NewRat(int64(d), 1)); got != want {
			t.Errorf("IMP(%d) = %d, want %d", d, got, want)
		}
		if got := oracle.IMP(big.NewRat(int64(-d), 1)); got != -want {
			t.Errorf("IMP(%d) = %d, want %d", -d, got, -want)
		}
	}
}

// TestAutoTrim is the bridge-scorer table of §5.3.
func TestAutoTrim(t *testing.T) {
	want := func(n int) int {
		switch {
		case n <= 3:
			return 0
		case n <= 10:
			return 1
		case n <= 25:
			return 2
		case n <= 40:
			return 3
		case n <= 55:
			return 4
		}
		return 5 // up to 70
	}
	for n := 1; n <= 70; n++ {
		if got := oracle.AutoTrim(n); got != want(n) {
			t.Errorf("AutoTrim(%d) = %d, want %d", n, got, want(n))
		}
	}
}

// TestBU1 is worked example BU-1 (§5.3).
func TestBU1(t *testing.T) {
	scores := []int{650, 620, 170, 170, -100, -200}
	auto := oracle.ButlerOptions{TrimK: -1}
	if got := oracle.ButlerDatum(scores, auto); got != 220 {
		t.Errorf("datum %d, want 220", got)
	}
	// ACBL 5% trims nothing: mean 218.33 → 220.
	if got := oracle.ButlerDatum(scores, oracle.ButlerOptions{}); got != 220 {
		t.Errorf("untrimmed datum %d, want 220", got)
	}
	per, st := oracle.ButlerScore(board(1, scores...), auto)
	want := []string{"10", "9", "-2", "-2", "-8", "-9"}
	for i, w := range want {
		eqRat(t, fmt.Sprintf("NS IMPs of %+d", scores[i]), per[i].NS, w)
		eqRat(t, fmt.Sprintf("EW IMPs of %+d", scores[i]), per[i].EW, new(big.Rat).Neg(rat(w)).RatString())
	}
	// Howell-style ids: pair i sat NS and EW against itself; its total
	// is 0 and all six tie.
	for _, s := range st {
		eqRat(t, "total of "+s.Pair, s.Total, "0")
		if s.Rank != 1 || !s.Tied || s.Boards != 2 {
			t.Errorf("pair %s: rank %d tied %v boards %d", s.Pair, s.Rank, s.Tied, s.Boards)
		}
	}
}

// TestBU2 is worked example BU-2 (§5.3): the half case in all three
// roundings, both signs.
func TestBU2(t *testing.T) {
	scores := []int{650, 620, 620, 170, 130, -100}
	neg := make([]int, len(scores))
	for i, s := range scores {
		neg[i] = -s
	}
	tests := []struct {
		round         string
		want, wantNeg int
	}{
		{"", 390, -380},
		{oracle.HalfUp, 390, -380},
		{oracle.HalfEven, 380, -380},
		{oracle.HalfAway, 390, -390},
	}
	for _, tc := range tests {
		opt := oracle.ButlerOptions{TrimK: 1, Round: tc.round}
		if got := oracle.ButlerDatum(scores, opt); got != tc.want {
			t.Errorf("%q: datum %d, want %d", tc.round, got, tc.want)
		}
		if got := oracle.ButlerDatum(neg, opt); got != tc.wantNeg {
			t.Errorf("%q: datum of the negated scores %d, want %d", tc.round, got, tc.wantNeg)
		}
		opt.TrimK = -1 // n = 6: also k = 1
		if got := oracle.ButlerDatum(scores, opt); got != tc.want {
			t.Errorf("%q auto: datum %d, want %d", tc.round, got, tc.want)
		}
	}
}

// TestDatumRounding covers the half-even examples of §5.3 (425 → 420,
// 435 → 440), the other halves and means that are not halves.
func TestDatumRounding(t *testing.T) {
	tests := []struct {
		scores                   []int
		halfUp, halfEven, halfAw int
	}{
		{[]int{420, 430}, 430, 420, 430},
		{[]int{430, 440}, 440, 440, 440},
		{[]int{-420, -430}, -420, -420, -430},
		{[]int{-430, -440}, -430, -440, -440},
		{[]int{0, 10}, 10, 0, 10},
		{[]int{0, -10}, 0, 0, -10},
		{[]int{10, 20}, 20, 20, 20},
		{[]int{-10, -20}, -10, -20, -20},
		{[]int{100, 100, 120}, 110, 110, 110},       // 106.67
		{[]int{100, 100, 110}, 100, 100, 100},       // 103.33
		{[]int{-100, -100, -120}, -110, -110, -110}, // −106.67
		{[]int{-100, -100, -110}, -100, -100, -100}, // −103.33
		{[]int{0, 0, 0, 10}, 0, 0, 0},               // 2.5
		{[]int{0, 10, 10, 10}, 10, 10, 10},          // 7.5
		{[]int{1430}, 1430, 1430, 1430},
	}
	for _, tc := range tests {
		for _, r := range []struct {
			mode string
			want int
		}{{oracle.HalfUp, tc.halfUp}, {oracle.HalfEven, tc.halfEven}, {oracle.HalfAway, tc.halfAw}} {
			if got := oracle.ButlerDatum(tc.scores, oracle.ButlerOptions{Round: r.mode}); got != r.want {
				t.Errorf("%v %s: %d, want %d", tc.scores, r.mode, got, r.want)
			}
		}
	}
}

// TestButlerTrimmedUnsorted: trimming drops the k highest and lowest
// whatever the order of the input, and the input is left alone.
func TestButlerTrimmedUnsorted(t *testing.T) {
	scores := []int{-200, 170, 650, -100, 170, 620}
	if got := oracle.ButlerDatum(scores, oracle.ButlerOptions{TrimK: 1}); got != 220 {
		t.Errorf("datum %d, want 220", got)
	}
	if scores[0] != -200 || scores[2] != 650 {
		t.Errorf("input reordered: %v", scores)
	}
	// k = 2 of 6: mean of 170, 170 (and the ends 620, −100 go).
	if got := oracle.ButlerDatum(scores, oracle.ButlerOptions{TrimK: 2}); got != 170 {
		t.Errorf("k=2 datum %d, want 170", got)
	}
}

func TestButlerPanics(t *testing.T) {
	for _, tc := range []struct {
		scores []int
		opt    oracle.ButlerOptions
	}{
		{nil, oracle.ButlerOptions{}},
		{[]int{1, 2}, oracle.ButlerOptions{TrimK: 1}},
		{[]int{1, 2}, oracle.ButlerOptions{TrimK: -2}},
		{[]int{10, 20}, oracle.ButlerOptions{Round: "bankers"}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v %+v: no panic", tc.scores, tc.opt)
				}
			}()
			oracle.ButlerDatum(tc.scores, tc.opt)
		}()
	}
}

// TestXI1 is worked example XI-1 (§5.4) in every normalisation.
func TestXI1(t *testing.T) {
	scores := []int{650, 620, 170, 170, -100, -200}
	comparisons := [][]int{
		{+1, +10, +10, +13, +13},
		{-1, +10, +10, +12, +13},
		{-10, -10, 0, +7, +9},
		{-10, -10, 0, +7, +9},
		{-13, -12, -7, -7, +3},
		{-13, -13, -9, -9, -3},
	}
	S := []int{47, 44, -4, -4, -36, -47}
	shown := []string{"9.40", "8.80", "-0.80", "-0.80", "-7.20", "-9.40"}
	for i := range scores {
		k, sum := 0, 0
		for j := range scores {
			if j == i {
				continue
			}
			got := oracle.IMP(big.NewRat(int64(scores[i]-scores[j]), 1))
			if got != comparisons[i][k] {
				t.Errorf("%+d v %+d: %d IMPs, want %d", scores[i], scores[j], got, comparisons[i][k])
			}
			sum += got
			k++
		}
		if sum != S[i] {
			t.Errorf("S(%+d) = %d, want %d", scores[i], sum, S[i])
		}
	}

	rs := board(1, scores...)
	for _, norm := range []string{"", oracle.PerComparison} {
		per, _ := oracle.CrossScore(rs, norm, oracle.Options{})
		for i := range scores {
			eqRat(t, "S/5", per[i].NS, fmt.Sprintf("%d/5", S[i]))
			eqRat(t, "EW", per[i].EW, fmt.Sprintf("%d/5", -S[i]))
			if got := oracle.Round2(per[i].NS); got != shown[i] {
				t.Errorf("S/5 of %+d shown %s, want %s", scores[i], got, shown[i])
			}
		}
	}
	per, _ := oracle.CrossScore(rs, oracle.TotalIMPs, oracle.Options{})
	for i := range scores {
		eqRat(t, "S", per[i].NS, strconv.Itoa(S[i]))
	}
	per, _ = oracle.CrossScore(rs, oracle.PerTable, oracle.Options{})
	for i := range scores {
		eqRat(t, "S/6", per[i].NS, fmt.Sprintf("%d/6", S[i]))
	}
	// Factored with n = N (the default target: the largest board) is the
	// default.
	per, _ = oracle.CrossScore(rs, oracle.Factored, oracle.Options{})
	for i := range scores {
		eqRat(t, "factored, N = n", per[i].NS, fmt.Sprintf("%d/5", S[i]))
	}
	// N = 7: +650 → 47·(7/6)/6 = 9.139.
	target := map[string]map[int]int{"A": {1: 7}}
	per, _ = oracle.CrossScore(rs, oracle.Factored, oracle.Options{Target: target})
	eqRat(t, "factored N=7", per[0].NS, "329/36")
	if got := per[0].NS.FloatString(3); got != "9.139" {
		t.Errorf("factored N=7 shown %s, want 9.139", got)
	}
	for i := range scores {
		eqRat(t, "factored N=7", per[i].NS, big.NewRat(int64(7*S[i]), 36).RatString())
	}
}

// TestCrossSmallBoards: a lone result is 0 per comparison and factored to
// N = 1, and S/1 per table; two results are one teams comparison.
func TestCrossSmallBoards(t *testing.T) {
	one := board(1, 620)
	for _, tc := range []struct{ norm, want string }{
		{oracle.PerComparison, "0"}, {oracle.TotalIMPs, "0"}, {oracle.PerTable, "0"}, {oracle.Factored, "0"},
	} {
		per, _ := oracle.CrossScore(one, tc.norm, oracle.Options{})
		eqRat(t, tc.norm, per[0].NS, tc.want)
	}
	two := board(1, 620, 170) // 450 → 10
	for _, tc := range []struct{ norm, want string }{
		{oracle.PerComparison, "10"}, {oracle.TotalIMPs, "10"}, {oracle.PerTable, "5"}, {oracle.Factored, "10"},
	} {
		per, _ := oracle.CrossScore(two, tc.norm, oracle.Options{})
		eqRat(t, tc.norm, per[0].NS, tc.want)
		eqRat(t, tc.norm, per[1].NS, "-"+tc.want)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("unknown normalisation: no panic")
			}
		}()
		oracle.CrossScore(two, "neuberg", oracle.Options{})
	}()
}

// TestCrossInvariants: on random boards S sums to 0, and every
// normalisation is S over its divisor.
func TestCrossInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 4))
	for trial := range 200 {
		n := 1 + rng.IntN(14)
		scores := make([]int, n)
		for i := range scores {
			scores[i] = 10 * (rng.IntN(300) - 150)
		}
		rs := board(1, scores...)
		tot, _ := oracle.CrossScore(rs, oracle.TotalIMPs, oracle.Options{})
		sum := new(big.Rat)
		for _, p := range tot {
			sum.Add(sum, p.NS)
		}
		if sum.Sign() != 0 {
			t.Fatalf("trial %d: S sums to %s", trial, sum.RatString())
		}
		N := n + rng.IntN(3)
		fac, _ := oracle.CrossScore(rs, oracle.Factored, oracle.Options{Target: map[string]map[int]int{"A": {1: N}}})
		pc, _ := oracle.CrossScore(rs, oracle.PerComparison, oracle.Options{})
		for i := range rs {
			if n > 1 {
				want := new(big.Rat).Quo(tot[i].NS, big.NewRat(int64(n-1), 1))
				if pc[i].NS.Cmp(want) != 0 {
					t.Errorf("trial %d: per comparison %s, want %s", trial, pc[i].NS, want)
				}
			}
			if N > 1 {
				want := new(big.Rat).Mul(tot[i].NS, big.NewRat(int64(N), int64(n*(N-1))))
				if fac[i].NS.Cmp(want) != 0 {
					t.Errorf("trial %d: factored %s, want %s", trial, fac[i].NS, want)
				}
			}
		}
		// Butler: EW is −NS; a result equal to the datum scores 0.
		bu, _ := oracle.ButlerScore(rs, oracle.ButlerOptions{TrimK: -1})
		for i, p := range bu {
			if new(big.Rat).Add(p.NS, p.EW).Sign() != 0 {
				t.Errorf("trial %d: Butler NS %s EW %s", trial, p.NS, p.EW)
			}
			if scores[i] == oracle.ButlerDatum(scores, oracle.ButlerOptions{TrimK: -1}) && p.NS.Sign() != 0 {
				t.Errorf("trial %d: at the datum %s IMPs", trial, p.NS)
			}
		}
	}
}

// TestIMPStandings totals, averages and ranks a small two-winner Mitchell
// scored by Butler and cross-IMPs, with a sit-out.
func TestIMPStandings(t *testing.T) {
	// Board 1: NS 1 +620, NS 2 +170, NS 3 −100 (datum, no trim: 230).
	// Board 2: NS 1 −50, NS 2 +110 (NS 3 and EW 3 sat out: 2 results;
	// datum 30).
	rs := []oracle.Result{
		{Section: "A", NS: "1", EW: "1", Board: 1, ScoreNS: 620},
		{Section: "A", NS: "2", EW: "2", Board: 1, ScoreNS: 170},
		{Section: "A", NS: "3", EW: "3", Board: 1, ScoreNS: -100},
		{Section: "A", NS: "1", EW: "2", Board: 2, ScoreNS: -50},
		{Section: "A", NS: "2", EW: "1", Board: 2, ScoreNS: 110},
	}
	per, st := oracle.ButlerScore(rs, oracle.ButlerOptions{Mitchell: true})
	// 620−230 = 390 → 9; 170−230 = −60 → −2; −100−230 = −330 → −8;
	// −50−30 = −80 → −2; 110−30 = 80 → 2.
	for i, w := range []string{"9", "-2", "-8", "-2", "2"} {
		eqRat(t, fmt.Sprintf("Butler result %d", i), per[i].NS, w)
	}
	type line struct {
		dir, pair, total, avg string
		boards, rank          int
		tied                  bool
	}
	// NS: 1: 9−2 = 7; 2: −2+2 = 0; 3: −8. EW: 1: −9 (b1) −2 (b2 v NS 2) = −11;
	// 2: 2 (b1) + 2 (b2 v NS 1) = 4; 3: 8.
	exp := []line{
		{"NS", "1", "7", "7/2", 2, 1, false},
		{"NS", "2", "0", "0", 2, 2, false},
		{"NS", "3", "-8", "-8", 1, 3, false},
		{"EW", "3", "8", "8", 1, 1, false},
		{"EW", "2", "4", "2", 2, 2, false},
		{"EW", "1", "-11", "-11/2", 2, 3, false},
	}
	if len(st) != len(exp) {
		t.Fatalf("%d standings, want %d", len(st), len(exp))
	}
	for i, w := range exp {
		s := st[i]
		if s.Direction != w.dir || s.Pair != w.pair {
			t.Errorf("line %d: %s %s, want %s %s", i, s.Direction, s.Pair, w.dir, w.pair)
			continue
		}
		eqRat(t, w.dir+w.pair+" total", s.Total, w.total)
		eqRat(t, w.dir+w.pair+" average", s.Average, w.avg)
		if s.Boards != w.boards || s.Rank != w.rank || s.Tied != w.tied {
			t.Errorf("%s %s: boards %d rank %d tied %v, want %d %d %v", w.dir, w.pair, s.Boards, s.Rank, s.Tied, w.boards, w.rank, w.tied)
		}
	}

	// Cross-IMPs per comparison of the same session. Board 1: 620 v 170
	// (+10), v −100 (+12) → 22/2 = 11; 170: −10, +7 → −3/2; −100: −12,
	// −7 → −19/2. Board 2: −50 v 110 (160 → 4): −4 and +4.
	per, st = oracle.CrossScore(rs, "", oracle.Options{Mitchell: true})
	for i, w := range []string{"11", "-3/2", "-19/2", "-4", "4"} {
		eqRat(t, fmt.Sprintf("cross result %d", i), per[i].NS, w)
	}
	totals := map[string]string{"NS1": "7", "NS2": "5/2", "NS3": "-19/2", "EW1": "-15", "EW2": "11/2", "EW3": "19/2"}
	ranks := map[string]int{"NS1": 1, "NS2": 2, "NS3": 3, "EW3": 1, "EW2": 2, "EW1": 3}
	for _, s := range st {
		k := s.Direction + s.Pair
		eqRat(t, k+" cross total", s.Total, totals[k])
		if s.Rank != ranks[k] {
			t.Errorf("%s cross rank %d, want %d", k, s.Rank, ranks[k])
		}
	}

	// One field when not Mitchell: ids name pairs in either direction.
	_, st = oracle.ButlerScore(rs, oracle.ButlerOptions{})
	if len(st) != 3 {
		t.Fatalf("Howell-style standings: %d lines, want 3", len(st))
	}
	// Pair 1: NS 7 + EW −11 = −4 over 4 boards; 2: 0 + 4 = 4; 3: −8 + 8 = 0.
	for i, w := range []struct {
		pair, total string
		boards      int
	}{{"2", "4", 4}, {"3", "0", 2}, {"1", "-4", 4}} {
		if st[i].Pair != w.pair || st[i].Direction != "" || st[i].Rank != i+1 || st[i].Boards != w.boards {
			t.Errorf("line %d: %+v, want pair %s rank %d boards %d", i, st[i], w.pair, i+1, w.boards)
		}
		eqRat(t, "total of "+w.pair, st[i].Total, w.total)
	}
}

// TestIMPStandingsTies: equal totals share the rank; the next rank skips.
func TestIMPStandingsTies(t *testing.T) {
	// Board 1: NS 1 and NS 2 both +420 and NS 3 −50: per comparison, +420
	// gets (0 + 10)/2 = 5, −50 gets −10.
	rs := board(1, 420, 420, -50)
	_, st := oracle.CrossScore(rs, "", oracle.Options{Mitchell: true})
	for _, s := range st {
		switch s.Direction + s.Pair {
		case "NS1", "NS2":
			if s.Rank != 1 || !s.Tied {
				t.Errorf("%s%s rank %d tied %v, want 1=", s.Direction, s.Pair, s.Rank, s.Tied)
			}
		case "NS3":
			if s.Rank != 3 || s.Tied {
				t.Errorf("NS3 rank %d tied %v, want 3", s.Rank, s.Tied)
			}
		}
	}
}

// evalSum reads a or a−b with decimal or fraction terms ("20-1/1000000").
func evalSum(s string) *big.Rat {
	for i := 1; i < len(s); i++ {
		if s[i] == '-' {
			a := rat(s[:i])
			return a.Sub(a, rat(s[i+1:]))
		}
	}
	return rat(s)
}
