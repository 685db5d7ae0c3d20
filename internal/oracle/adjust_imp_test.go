package oracle_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/internal/oracle"
)

// TestWT2 is test vector WT-2 (§6.4): 40 % +620 / 60 % −100 against +650
// is 0.4·imp(−30) + 0.6·imp(−750) = −8.2 IMPs, not imp(188 − 650) = −10.
func TestWT2(t *testing.T) {
	w := dist(620, "0.4", -100, "0.6")
	eqRat(t, "WT-2", oracle.AssignedIMP(w, dist(650, "1")), "-8.2")
	eqRat(t, "WT-2 other way", oracle.AssignedIMP(dist(650, "1"), w), "8.2")
	// The same as a two-table cross-IMP field (per comparison: n − 1 = 1).
	per, _ := oracle.AdjCross(adjBoard(1, oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: w}, 650), nil, "", oracle.AdjIMPOptions{})
	eqRat(t, "WT-2 as cross-IMPs NS", per[0].NS, "-8.2")
	eqRat(t, "WT-2 as cross-IMPs EW", per[0].EW, "8.2")
	eqRat(t, "WT-2 as cross-IMPs, +650", per[1].NS, "8.2")
}

// TestWT3 is WT-3 (§6.4) on the WT-1 board: each component of the
// weighted table is cross-IMPed against the other tables (divisor n − 1
// = 5); the others compare with it component by component.
//
//	+620: 0 + 12 − 1 + 10 + (0.4·0 + 0.6·12) = 28.2 → 5.64
//	−100: −12 − 12 − 13 − 7 + (0.4·−12 + 0.6·0) = −48.8 → −9.76
//	+650: 1 + 1 + 13 + 10 + (0.4·1 + 0.6·13) = 33.2 → 6.64
//	+170: −10 − 10 + 7 − 10 + (0.4·−10 + 0.6·7) = −22.8 → −4.56
//	weighted: 0.4·(0 + 0 + 12 − 1 + 10) + 0.6·(−12 − 12 + 0 − 13 − 7) = −18 → −3.6
func TestWT3(t *testing.T) {
	rs := sp1(oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(620, "0.4", -100, "0.6")})
	want := []string{"5.64", "5.64", "-9.76", "6.64", "-4.56", "-3.6"}
	for norm, div := range map[string]string{"": "1", oracle.PerComparison: "1", oracle.TotalIMPs: "1/5", oracle.PerTable: "6/5", oracle.Factored: "1"} {
		per, st := oracle.AdjCross(rs, nil, norm, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{Mitchell: true}})
		sum := new(big.Rat)
		for i := range per {
			w := new(big.Rat).Quo(rat(want[i]), rat(div))
			eqRat(t, fmt.Sprintf("%q table %d NS", norm, i+1), per[i].NS, w.RatString())
			eqRat(t, fmt.Sprintf("%q table %d EW", norm, i+1), per[i].EW, new(big.Rat).Neg(w).RatString())
			sum.Add(sum, per[i].NS)
		}
		eqRat(t, "Σ", sum, "0")
		if len(st) != 12 {
			t.Errorf("%d standings", len(st))
		}
	}
}

// TestButlerAdjusted is the §6.4 proposal on the WT-1 and SP-1 boards
// (trim auto: k = 1 of 6).
func TestButlerAdjusted(t *testing.T) {
	auto := oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{TrimK: -1, Mitchell: true}}
	// WT-1: the weighted table adds 0.4·620 + 0.6·−100 = 188; datum of
	// 170, 188, 620, 620 = 399.5 → 400. Weighted NS: 0.4·imp(220) +
	// 0.6·imp(−500) = 2.4 − 6.6 = −4.2.
	wt1 := sp1(oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(620, "0.4", -100, "0.6")})
	per, _ := oracle.AdjButler(wt1, nil, auto)
	for i, want := range []string{"6", "6", "-11", "6", "-6", "-4.2"} {
		eqRat(t, fmt.Sprintf("WT-1 include table %d NS", i+1), per[i].NS, want)
		eqRat(t, fmt.Sprintf("WT-1 include table %d EW", i+1), per[i].EW, new(big.Rat).Neg(rat(want)).RatString())
	}
	// Exclude: datum of 170, 620, 620 = 470. Weighted: 0.4·imp(150) +
	// 0.6·imp(−570) = 1.6 − 6.6 = −5.
	excl := auto
	excl.DatumAdjusted = oracle.ExcludeAdjusted
	per, _ = oracle.AdjButler(wt1, nil, excl)
	for i, want := range []string{"4", "4", "-11", "5", "-7", "-5"} {
		eqRat(t, fmt.Sprintf("WT-1 exclude table %d NS", i+1), per[i].NS, want)
	}
	// SP-1: the split table adds (−100 + 188)/2 = 44; datum of 44, 170,
	// 620, 620 = 363.5 → 360. NS −100: imp(−460) = −10; EW: −(0.4·imp(260)
	// + 0.6·imp(−460)) = −(2.4 − 6) = 3.6.
	sp := sp1(oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(-100, "1"), DistEW: dist(620, "2/5", -100, "3/5")})
	per, _ = oracle.AdjButler(sp, nil, auto)
	for i, want := range [][2]string{{"6", "-6"}, {"6", "-6"}, {"-10", "10"}, {"7", "-7"}, {"-5", "5"}, {"-10", "3.6"}} {
		eqRat(t, fmt.Sprintf("SP-1 table %d NS", i+1), per[i].NS, want[0])
		eqRat(t, fmt.Sprintf("SP-1 table %d EW", i+1), per[i].EW, want[1])
	}
	// An assigned score for both sides is a normal result, also with
	// exclude.
	arb := sp1(oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(-100, "1")})
	plain := sp1(oracle.AdjResult{Kind: oracle.KindResult, ScoreNS: -100})
	a, _ := oracle.AdjButler(arb, nil, excl)
	b, _ := oracle.AdjButler(plain, nil, excl)
	for i := range a {
		if a[i].NS.Cmp(b[i].NS) != 0 {
			t.Errorf("ARB table %d: %s, plain %s", i+1, a[i].NS.RatString(), b[i].NS.RatString())
		}
	}
	// Only adjusted tables: exclude falls back on their expected values.
	only := adjBoard(1, oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(600, "1/2", 0, "1/2")})
	per, _ = oracle.AdjButler(only, nil, oracle.AdjIMPOptions{DatumAdjusted: oracle.ExcludeAdjusted})
	eqRat(t, "lone weighted table", per[0].NS, "0") // datum 300: ½·imp(300) + ½·imp(−300) = 0
}

// TestIMPArtificial: ±3 IMPs with the session rule on the pair's average
// per board; Total cross-IMPs multiply by n − 1; explicit percentages
// panic; penalties in IMPs.
func TestIMPArtificial(t *testing.T) {
	// Board 1: pair 1 is +650 against +170, +170 (Butler datum 330 with
	// no trim: imp(320) = 8, imp(−160) = −4). Board 2: table 1 A+/A−.
	rs := append(adjBoard(1, 650, 170, 170), adjBoard(2, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "A+", AwardEW: "A-"}, 100, 100)...)
	for rule, want := range map[string][2]string{
		"": {"8", "-8"}, oracle.Rule2017: {"8", "-8"}, oracle.Rule1997: {"8", "-3"}, oracle.RuleOff: {"3", "-3"},
	} {
		per, st := oracle.AdjButler(rs, nil, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{Mitchell: true}, SessionRule: rule})
		eqRat(t, rule+" A+", per[3].NS, want[0])
		eqRat(t, rule+" A−", per[3].EW, want[1])
		for _, s := range st {
			if s.Pair == "1" {
				if s.Boards != 2 {
					t.Errorf("pair 1 %s: %d boards", s.Direction, s.Boards)
				}
			}
		}
	}
	per, _ := oracle.AdjCross(rs, nil, oracle.TotalIMPs, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{Mitchell: true}, SessionRule: oracle.RuleOff})
	eqRat(t, "total A+ = 3·(n−1), n = 2", per[3].NS, "3")
	eqRat(t, "total A− = −3·(n−1)", per[3].EW, "-3")
	rs3 := append(adjBoard(1, 650, 170, 170), adjBoard(2, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "A+", AwardEW: "A"}, 100, 100, 50)...)
	per, _ = oracle.AdjCross(rs3, nil, oracle.TotalIMPs, oracle.AdjIMPOptions{SessionRule: oracle.RuleOff})
	eqRat(t, "total A+ with n = 3", per[3].NS, "6")
	eqRat(t, "total A", per[3].EW, "0")
	// Configured values.
	per, _ = oracle.AdjButler(rs, nil, oracle.AdjIMPOptions{IMPs: [3]*big.Rat{rat("2"), nil, rat("-2")}, SessionRule: oracle.RuleOff})
	eqRat(t, "A+ = 2", per[3].NS, "2")
	// Penalties.
	_, st := oracle.AdjButler(rs, []oracle.Penalty{{Section: "A", Direction: "NS", Pair: "1", Amount: rat("3"), Unit: oracle.UnitIMP}}, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{Mitchell: true}})
	for _, s := range st {
		if s.Direction == "NS" && s.Pair == "1" {
			eqRat(t, "NS 1 total", s.Total, "13") // 8 + 8 − 3
			eqRat(t, "NS 1 average", s.Average, "13/2")
		}
	}
	for name, f := range map[string]func(){
		"explicit %": func() {
			oracle.AdjButler(adjBoard(1, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "P60", AwardEW: "A"}, 1), nil, oracle.AdjIMPOptions{})
		},
		"mp penalty": func() {
			oracle.AdjCross(adjBoard(1, 1, 2), []oracle.Penalty{{Section: "A", Pair: "1", Amount: rat("1"), Unit: oracle.UnitMP}}, "", oracle.AdjIMPOptions{})
		},
		"datum mode": func() { oracle.AdjButler(adjBoard(1, 1, 2), nil, oracle.AdjIMPOptions{DatumAdjusted: "mean"}) },
		"norm":       func() { oracle.AdjCross(adjBoard(1, 1, 2), nil, "sqrt", oracle.AdjIMPOptions{}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

// TestAdjIMPMatchesPlain: on fields of plain results (some given as
// assigned single scores) AdjButler and AdjCross agree with ButlerScore
// and CrossScore.
func TestAdjIMPMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 5))
	for trial := 0; trial < 30; trial++ {
		var plain []oracle.Result
		var adj []oracle.AdjResult
		target := map[string]map[int]int{"A": {}}
		for b := 1; b <= 5; b++ {
			n := 1 + rng.IntN(8)
			target["A"][b] = 8
			for i := 1; i <= n; i++ {
				s := 10 * (rng.IntN(200) - 100)
				id := strconv.Itoa(i)
				plain = append(plain, oracle.Result{Section: "A", NS: id, EW: id, Board: b, ScoreNS: s})
				a := oracle.AdjResult{Section: "A", NS: id, EW: id, Board: b, Kind: oracle.KindResult, ScoreNS: s}
				if rng.IntN(2) == 0 {
					a.Kind, a.DistNS = oracle.KindAssigned, dist(s, "1")
				}
				adj = append(adj, a)
			}
		}
		for _, trim := range []int{0, -1} {
			bo := oracle.ButlerOptions{TrimK: trim, Mitchell: trial%2 == 0}
			if trim == -1 {
				bo.Round = oracle.HalfEven
			}
			wantPer, wantSt := oracle.ButlerScore(plain, bo)
			per, st := oracle.AdjButler(adj, nil, oracle.AdjIMPOptions{ButlerOptions: bo})
			sameIMP(t, fmt.Sprintf("trial %d Butler trim %d", trial, trim), per, st, wantPer, wantSt)
		}
		for _, norm := range []string{oracle.PerComparison, oracle.TotalIMPs, oracle.PerTable, oracle.Factored} {
			opt := oracle.Options{Target: target, Mitchell: trial%2 == 0}
			wantPer, wantSt := oracle.CrossScore(plain, norm, opt)
			per, st := oracle.AdjCross(adj, nil, norm, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{Mitchell: opt.Mitchell}, Target: target})
			sameIMP(t, fmt.Sprintf("trial %d cross %s", trial, norm), per, st, wantPer, wantSt)
		}
	}
}

func sameIMP(t *testing.T, what string, per []oracle.BoardIMP, st []oracle.IMPStanding, wantPer []oracle.BoardIMP, wantSt []oracle.IMPStanding) {
	t.Helper()
	for i := range per {
		if per[i].NS.Cmp(wantPer[i].NS) != 0 || per[i].EW.Cmp(wantPer[i].EW) != 0 {
			t.Fatalf("%s: table %d: %s/%s, want %s/%s", what, i, per[i].NS.RatString(), per[i].EW.RatString(), wantPer[i].NS.RatString(), wantPer[i].EW.RatString())
		}
	}
	if len(st) != len(wantSt) {
		t.Fatalf("%s: %d standings, want %d", what, len(st), len(wantSt))
	}
	for i := range st {
		a, b := st[i], wantSt[i]
		if a.Section != b.Section || a.Direction != b.Direction || a.Pair != b.Pair || a.Rank != b.Rank || a.Tied != b.Tied ||
			a.Boards != b.Boards || a.Total.Cmp(b.Total) != 0 || a.Average.Cmp(b.Average) != 0 {
			t.Fatalf("%s: standing %d = %+v, want %+v", what, i, a, b)
		}
	}
}
