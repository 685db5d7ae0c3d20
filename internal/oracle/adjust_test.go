package oracle_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/oracle"
)

// res is a plain result of section A, board b, NS pair ns, EW pair ew.
func res(b int, ns, ew string, score int) oracle.AdjResult {
	return oracle.AdjResult{Section: "A", Board: b, NS: ns, EW: ew, Kind: oracle.KindResult, ScoreNS: score}
}

// dist is a distribution from pairs of (score, weight).
func dist(parts ...any) []oracle.Weighted {
	var d []oracle.Weighted
	for i := 0; i < len(parts); i += 2 {
		d = append(d, oracle.Weighted{ScoreNS: parts[i].(int), W: rat(parts[i+1].(string))})
	}
	return d
}

// adjBoard makes one board of section A, table i+1 with NS and EW pairs
// i+1, from entries that are either an int (a result) or an AdjResult
// (whose section, board and pairs are filled in).
func adjBoard(b int, entries ...any) []oracle.AdjResult {
	out := make([]oracle.AdjResult, len(entries))
	for i, e := range entries {
		id := strconv.Itoa(i + 1)
		switch e := e.(type) {
		case int:
			out[i] = res(b, id, id, e)
		case oracle.AdjResult:
			e.Section, e.Board, e.NS, e.EW = "A", b, id, id
			out[i] = e
		}
	}
	return out
}

func standingOf(t *testing.T, st []oracle.Standing, dir, pair string) oracle.Standing {
	t.Helper()
	for _, s := range st {
		if s.Direction == dir && s.Pair == pair {
			return s
		}
	}
	t.Fatalf("no standing for %s %s", dir, pair)
	return oracle.Standing{}
}

// ar1 is the session of AR-1 (§6.1): 24 boards, 6 tables, a Mitchell
// where NS i meets EW i at table i. On boards 1..23 NS 3 scores 4 MP on
// 20 boards and 0 on 3 (80 MP of 230), so EW 3 has 150; on board 24
// table 3 has A−/A+ and the other five tables +650, +620, +620, +170,
// −100.
func ar1() []oracle.AdjResult {
	var rs []oracle.AdjResult
	for b := 1; b <= 23; b++ {
		// NS scores by table; table 3 is 3rd best (4 MP) or worst (0).
		scores := []int{600, 500, 400, 300, 200, 100}
		scores[2] = 250
		if b > 20 {
			scores[2] = -500
		}
		for i, s := range scores {
			rs = append(rs, res(b, strconv.Itoa(i+1), strconv.Itoa(i+1), s))
		}
	}
	rs = append(rs, adjBoard(24, 650, 620,
		oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "A-", AwardEW: "A+"},
		620, 170, -100)...)
	return rs
}

// TestAR1 is test vector AR-1 (§6.1) under the 2017, 1997 and off rules,
// on both scales, with the default N and an explicit one.
func TestAR1(t *testing.T) {
	for _, acbl := range []bool{false, true} {
		for _, target := range []map[string]map[int]int{nil, {"A": {24: 6}}} {
			for _, rule := range []string{"", oracle.Rule2017, oracle.Rule1997, oracle.RuleOff} {
				t.Run(fmt.Sprintf("acbl=%v/target=%v/rule=%q", acbl, target != nil, rule), func(t *testing.T) {
					half := func(s string) string { // ACBL values are half
						r := rat(s)
						if acbl {
							r.Mul(r, big.NewRat(1, 2))
						}
						return r.RatString()
					}
					rs := ar1()
					opt := oracle.AdjOptions{Options: oracle.Options{ACBL: acbl, Mitchell: true, Target: target}, SessionRule: rule}
					per, st := oracle.AdjScore(rs, nil, opt)
					b24 := per[len(per)-6:]
					for i, want := range []string{"9.8", "6.2", "", "6.2", "2.6", "0.2"} {
						if want == "" {
							continue
						}
						eqRat(t, fmt.Sprintf("board 24 table %d NS", i+1), b24[i].MPNS, half(want))
						eqRat(t, fmt.Sprintf("board 24 table %d EW", i+1), b24[i].MPEW, half(new(big.Rat).Sub(rat("10"), rat(want)).RatString()))
					}
					ew3, ns3 := standingOf(t, st, "EW", "3"), standingOf(t, st, "NS", "3")
					eqRat(t, "EW 3 max", ew3.Max, half("240"))
					switch rule {
					case "", oracle.Rule2017:
						eqRat(t, "EW 3 board 24", b24[2].MPEW, half("150/23"))
						eqRat(t, "NS 3 board 24", b24[2].MPNS, half("80/23"))
						if got := oracle.Round2(b24[2].MPEW); !acbl && got != "6.52" {
							t.Errorf("EW 3 board 24 shown %s, want 6.52", got)
						}
						if got := oracle.Round2(b24[2].MPNS); !acbl && got != "3.48" {
							t.Errorf("NS 3 board 24 shown %s, want 3.48", got)
						}
						eqRat(t, "EW 3 total", ew3.Total, half("3600/23"))
						if got := oracle.Round2(ew3.Pct); got != "65.22" {
							t.Errorf("EW 3 %% = %s, want 65.22", got)
						}
						eqRat(t, "NS 3 total", ns3.Total, half("1920/23"))
						if got := oracle.Round2(ns3.Pct); got != "34.78" {
							t.Errorf("NS 3 %% = %s, want 34.78", got)
						}
						eqRat(t, "NS 3 pct on board 24", b24[2].PctNS, "800/23")
					case oracle.Rule1997:
						eqRat(t, "EW 3 board 24", b24[2].MPEW, half("150/23"))
						eqRat(t, "NS 3 board 24", b24[2].MPNS, half("4"))
						eqRat(t, "NS 3 total", ns3.Total, half("84"))
						if got := oracle.Round2(ns3.Pct); got != "35.00" {
							t.Errorf("NS 3 %% = %s, want 35.00", got)
						}
					case oracle.RuleOff:
						eqRat(t, "EW 3 board 24", b24[2].MPEW, half("6"))
						eqRat(t, "NS 3 board 24", b24[2].MPNS, half("4"))
					}
				})
			}
		}
	}
}

// TestAR1Detail checks what AdjScoreDetail reports for AR-1: p and the
// artificial board count.
func TestAR1Detail(t *testing.T) {
	_, st := oracle.AdjScoreDetail(ar1(), nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}})
	for _, s := range st {
		if s.Pair != "3" {
			if s.Artificial != 0 {
				t.Errorf("%s %s: %d artificial boards", s.Direction, s.Pair, s.Artificial)
			}
			continue
		}
		if s.Artificial != 1 || s.Boards != 24 {
			t.Errorf("%s 3: %d artificial of %d boards, want 1 of 24", s.Direction, s.Artificial, s.Boards)
		}
		want := map[string]string{"NS": "800/23", "EW": "1500/23"}[s.Direction]
		eqRat(t, s.Direction+" 3 p", s.Other, want)
		eqRat(t, s.Direction+" 3 penalty", s.Penalty, "0")
	}
}

// TestArtificialValues: every award pair on a board of N = 6 without
// other boards (plain values), explicit percentages untouched by the
// session rule, configured Ave values.
func TestArtificialValues(t *testing.T) {
	awards := map[string]string{"A+": "6", "A": "5", "A-": "4", "A−": "4", "P60": "6", "P62.5": "25/4", "P125/2": "25/4", "P0": "0", "P100": "10"}
	for ns, wantNS := range awards {
		for ew, wantEW := range awards {
			rs := adjBoard(1, 650, 620, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: ns, AwardEW: ew}, 620, 170, -100)
			per, _ := oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}})
			eqRat(t, ns+"/"+ew+" NS", per[2].MPNS, wantNS)
			eqRat(t, ns+"/"+ew+" EW", per[2].MPEW, wantEW)
		}
	}
	// Explicit percentages are not modified: pair 3 has 100 % elsewhere.
	rs := append(adjBoard(1, 100, 200, 300), adjBoard(2, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "P60", AwardEW: "A+"}, 10, 20)...)
	per, _ := oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}})
	eqRat(t, "explicit 60 with p = 0", per[3].MPNS, "12/5") // NS 1 has 0 % on board 1 but P60 stays
	eqRat(t, "A+ with p = 100", per[3].MPEW, "4")           // EW 1 has 100 % on board 1
	// Configured values: 70/50/30.
	opt := oracle.AdjOptions{Options: oracle.Options{Mitchell: true}, Ave: [3]*big.Rat{rat("70"), nil, rat("30")}, SessionRule: oracle.RuleOff}
	per, _ = oracle.AdjScore(adjBoard(1, 1, 2, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "A+", AwardEW: "A-"}), nil, opt)
	eqRat(t, "A+ at 70 of top 4", per[2].MPNS, "14/5")
	eqRat(t, "A− at 30 of top 4", per[2].MPEW, "6/5")
	eqRat(t, "A+ pct", per[2].PctNS, "70")
}

// sp1 is the board of SP-1/WT-1: five results and table 6 adjusted.
func sp1(t6 oracle.AdjResult) []oracle.AdjResult {
	return adjBoard(1, 620, 620, -100, 650, 170, t6)
}

// TestSP1 is test vector SP-1 (§6.3): NS −100 outright, EW 40 % +620 /
// 60 % −100, scored per direction.
func TestSP1(t *testing.T) {
	rs := sp1(oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(-100, "1"), DistEW: dist(620, "2/5", -100, "3/5")})
	for _, split := range []string{"", oracle.PerDirection} {
		per, _ := oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}, Split: split})
		wantNS := []string{"7", "7", "1", "10", "4", "1"}
		wantEW := []string{"3.4", "3.4", "9.4", "0", "6.8", "7.0"}
		wantSum := []string{"10.4", "10.4", "10.4", "10", "10.8", "8.0"}
		sumNS, sumEW := new(big.Rat), new(big.Rat)
		for i := range per {
			eqRat(t, fmt.Sprintf("table %d NS", i+1), per[i].MPNS, wantNS[i])
			eqRat(t, fmt.Sprintf("table %d EW", i+1), per[i].MPEW, wantEW[i])
			eqRat(t, fmt.Sprintf("table %d NS+EW", i+1), new(big.Rat).Add(per[i].MPNS, per[i].MPEW), wantSum[i])
			sumNS.Add(sumNS, per[i].MPNS)
			sumEW.Add(sumEW, per[i].MPEW)
		}
		eqRat(t, "Σ NS", sumNS, "30")
		eqRat(t, "Σ EW", sumEW, "30")
		if got := oracle.Round2(per[5].MPEW); got != "7.00" {
			t.Errorf("EW table 6 shown %s, want 7.00", got)
		}
	}
}

// TestWT1 is test vector WT-1 (§6.4): 40 % +620 / 60 % −100 for both
// sides; a nil DistEW means the same as DistNS.
func TestWT1(t *testing.T) {
	w := dist(620, "0.4", -100, "0.6")
	for name, t6 := range map[string]oracle.AdjResult{
		"both given": {Kind: oracle.KindAssigned, DistNS: w, DistEW: w},
		"EW nil":     {Kind: oracle.KindAssigned, DistNS: w},
		"reordered":  {Kind: oracle.KindAssigned, DistNS: w, DistEW: dist(-100, "3/5", 620, "2/5")},
	} {
		for _, split := range []string{oracle.PerDirection, oracle.HalfWeight} {
			per, _ := oracle.AdjScore(sp1(t6), nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}, Split: split})
			wantNS := []string{"6.6", "6.6", "0.6", "10", "3.2", "3.0"}
			wantEW := []string{"3.4", "3.4", "9.4", "0", "6.8", "7.0"}
			sum := new(big.Rat)
			for i := range per {
				eqRat(t, fmt.Sprintf("%s/%s table %d NS", name, split, i+1), per[i].MPNS, wantNS[i])
				eqRat(t, fmt.Sprintf("%s/%s table %d EW", name, split, i+1), per[i].MPEW, wantEW[i])
				sum.Add(sum, per[i].MPNS)
			}
			eqRat(t, "Σ NS", sum, "30")
		}
	}
}

// TestDeWael is the split-score example of H. De Wael, "Calculating
// Bridge Tournaments", problem 8 (the source of §6.3's half_weight): ten
// results +480, 4 × +450, 2 × +420, 2 × −50, −100, one +450 changed to
// −50 for NS and +450 for EW. Half weight: +450 13.5, +420 8, −50 3.5;
// the split NS 3.5, its EW 18 − 13.5 = 4.5. Per direction: each column
// sums to n(n−1) = 90.
func TestDeWael(t *testing.T) {
	split := oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(-50, "1"), DistEW: dist(450, "1")}
	rs := adjBoard(1, 480, 450, 450, 450, split, 420, 420, -50, -50, -100)
	per, _ := oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}, Split: oracle.HalfWeight})
	wantNS := []string{"18", "13.5", "13.5", "13.5", "3.5", "8", "8", "3.5", "3.5", "0"}
	wantEW := []string{"0", "4.5", "4.5", "4.5", "4.5", "10", "10", "14.5", "14.5", "18"}
	for i := range per {
		eqRat(t, fmt.Sprintf("half weight table %d NS", i+1), per[i].MPNS, wantNS[i])
		eqRat(t, fmt.Sprintf("half weight table %d EW", i+1), per[i].MPEW, wantEW[i])
	}
	per, _ = oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}})
	// Per direction: NS sees −50 at table 5 (3 × −50 for NS), EW sees
	// +450 (4 × +450 for EW).
	wantNS = []string{"18", "14", "14", "14", "4", "9", "9", "4", "4", "0"}
	wantEW = []string{"0", "5", "5", "5", "5", "11", "11", "15", "15", "18"}
	sumNS, sumEW := new(big.Rat), new(big.Rat)
	for i := range per {
		eqRat(t, fmt.Sprintf("per direction table %d NS", i+1), per[i].MPNS, wantNS[i])
		eqRat(t, fmt.Sprintf("per direction table %d EW", i+1), per[i].MPEW, wantEW[i])
		sumNS.Add(sumNS, per[i].MPNS)
		sumEW.Add(sumEW, per[i].MPEW)
	}
	eqRat(t, "Σ NS", sumNS, "90")
	eqRat(t, "Σ EW", sumEW, "90")
}

// pp1 is PP-1 (§6.5): 24 boards, 6 tables, Mitchell; NS pair 7 sits at
// table 1 and scores 10 on 13 boards, 1 on board 14 (tied bottom), 0 on
// the rest: 131 MP of 240.
func pp1() []oracle.AdjResult {
	var rs []oracle.AdjResult
	for b := 1; b <= 24; b++ {
		scores := []int{700, 600, 500, 400, 300, 200}
		switch {
		case b == 14:
			scores[0] = 200
		case b > 14:
			scores[0] = -100
		}
		bd := adjBoard(b, scores[0], scores[1], scores[2], scores[3], scores[4], scores[5])
		bd[0].NS = "7"
		rs = append(rs, bd...)
	}
	return rs
}

// TestPP1 is test vector PP-1: 131 MP of 240 (54.58 %), a PP of 25 % of a
// top of 10 → 128.5 / 240 = 53.54 %; the opponents keep their MP.
func TestPP1(t *testing.T) {
	rs := pp1()
	opt := oracle.AdjOptions{Options: oracle.Options{Mitchell: true}}
	perBefore, before := oracle.AdjScore(rs, nil, opt)
	s := standingOf(t, before, "NS", "7")
	eqRat(t, "pair 7 before", s.Total, "131")
	if got := oracle.Round2(s.Pct); got != "54.58" {
		t.Fatalf("pair 7 before: %s %%, want 54.58", got)
	}
	for name, pen := range map[string]oracle.Penalty{
		"quarter top of board 5":      {Section: "A", Direction: "NS", Pair: "7", Board: 5, Amount: rat("1/4"), Unit: oracle.UnitTop},
		"quarter top of the session":  {Section: "A", Direction: "NS", Pair: "7", Amount: rat("1/4"), Unit: oracle.UnitTop},
		"2.5 MP":                      {Section: "A", Direction: "NS", Pair: "7", Board: 5, Amount: rat("2.5"), Unit: oracle.UnitMP},
		"25/24 percentage points":     {Section: "A", Direction: "NS", Pair: "7", Amount: rat("25/24"), Unit: oracle.UnitPercent},
		"two penalties of 1/8 of top": {Section: "A", Direction: "NS", Pair: "7", Board: 3, Amount: rat("1/8"), Unit: oracle.UnitTop},
	} {
		pens := []oracle.Penalty{pen}
		if name == "two penalties of 1/8 of top" {
			pens = append(pens, pen)
		}
		per, st := oracle.AdjScore(rs, pens, opt)
		s := standingOf(t, st, "NS", "7")
		eqRat(t, name+": total", s.Total, "128.5")
		eqRat(t, name+": max", s.Max, "240")
		if got := oracle.Round2(s.Pct); got != "53.54" {
			t.Errorf("%s: %s %%, want 53.54", name, got)
		}
		for i := range per {
			if per[i].MPNS.Cmp(perBefore[i].MPNS) != 0 || per[i].MPEW.Cmp(perBefore[i].MPEW) != 0 {
				t.Errorf("%s: table %d of board %d changed", name, i%6+1, rs[i].Board)
			}
		}
		for _, b := range before {
			if b.Direction == "NS" && b.Pair == "7" {
				continue
			}
			eqRat(t, name+": "+b.Direction+" "+b.Pair, standingOf(t, st, b.Direction, b.Pair).Total, b.Total.RatString())
		}
		_, detail := oracle.AdjScoreDetail(rs, pens, opt)
		for _, d := range detail {
			if d.Direction == "NS" && d.Pair == "7" {
				eqRat(t, name+": gross", d.Gross, "131")
				eqRat(t, name+": penalty", d.Penalty, "2.5")
			}
		}
	}
}

// TestFB1 is test vector FB-1 (§6.6): N = 12 (top 22), 8 results of the
// main version, 4 of a fouled one (+450, +420, +420, −50 → 20, 11, 11, 2).
func TestFB1(t *testing.T) {
	main := []int{1100, 690, 660, 630, 630, 200, 100, -100}
	fouled := []int{450, 420, 420, -50}
	var entries []any
	for _, s := range main {
		entries = append(entries, s)
	}
	for _, s := range fouled {
		entries = append(entries, oracle.AdjResult{Kind: oracle.KindResult, ScoreNS: s, Group: "B"})
	}
	rs := adjBoard(1, entries...)
	for _, target := range []map[string]map[int]int{nil, {"A": {1: 12}}} {
		for _, small := range []string{"", oracle.SmallNeuberg, oracle.SmallACBL} {
			per, _ := oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true, Target: target}, SmallGroups: small})
			for i, want := range []string{"20", "11", "11", "2"} {
				eqRat(t, fmt.Sprintf("fouled %+d NS", fouled[i]), per[8+i].MPNS, want)
				eqRat(t, fmt.Sprintf("fouled %+d EW", fouled[i]), per[8+i].MPEW, new(big.Rat).Sub(rat("22"), rat(want)).RatString())
			}
			// Main group: raw 14, 12, 10, 7, 7, 4, 2, 0 → (mp+1)·12/8 − 1.
			sum := new(big.Rat)
			for i, raw := range []int64{14, 12, 10, 7, 7, 4, 2, 0} {
				want := new(big.Rat).Mul(big.NewRat(raw+1, 1), big.NewRat(12, 8))
				want.Sub(want, big.NewRat(1, 1))
				eqRat(t, fmt.Sprintf("main %+d NS", main[i]), per[i].MPNS, want.RatString())
				sum.Add(sum, per[i].MPNS)
			}
			eqRat(t, "Σ main", sum, "88")
		}
	}
}

// TestACBLSmallGroups: the fixed scores of §6.6 for groups of 1, 2 and 3,
// equal scores sharing, the largest group of three scored by Neuberg, and
// no effect on a board that is not fouled.
func TestACBLSmallGroups(t *testing.T) {
	foul := func(s int) oracle.AdjResult {
		return oracle.AdjResult{Kind: oracle.KindResult, ScoreNS: s, Group: "B"}
	}
	opt := oracle.AdjOptions{Options: oracle.Options{Mitchell: true, Target: map[string]map[int]int{"A": {1: 12, 2: 5, 3: 6, 4: 3, 5: 12}}}, SmallGroups: oracle.SmallACBL}
	cases := []struct {
		name    string
		board   int
		entries []any
		first   int      // index of the first checked table
		ns, ew  []string // percentages (or MP with "mp:")
	}{
		{"one result", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, foul(420)}, 11, []string{"60"}, []string{"60"}},
		{"two results", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, foul(450), foul(420)}, 10, []string{"65", "55"}, []string{"55", "65"}},
		{"two equal", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, foul(420), foul(420)}, 10, []string{"60", "60"}, []string{"60", "60"}},
		{"three results", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, foul(-50), foul(450), foul(420)}, 9, []string{"50", "70", "60"}, []string{"70", "50", "60"}},
		{"three, two equal on top", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, foul(450), foul(450), foul(420)}, 9, []string{"65", "65", "50"}, []string{"55", "55", "70"}},
		{"three, two equal below", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, foul(450), foul(420), foul(420)}, 9, []string{"70", "55", "55"}, []string{"50", "65", "65"}},
		{"three equal", 1, []any{1, 2, 3, 4, 5, 6, 7, 8, 9, foul(0), foul(0), foul(0)}, 9, []string{"60", "60", "60"}, []string{"60", "60", "60"}},
		// Board 2, N = 5: groups of 2 (main) and 3 (the largest, Neuberg:
		// raw 4, 2, 0 → (mp+1)·5/3 − 1 = 22/3, 4, 2/3 of top 8).
		{"largest group of three", 2, []any{100, 50, foul(450), foul(420), foul(-50)}, 0, []string{"65", "55", "mp:22/3", "mp:4", "mp:2/3"}, []string{"55", "65", "mp:2/3", "mp:4", "mp:22/3"}},
		// Board 3, N = 6: two groups of three, both the largest: raw 4,
		// 2, 0 → (mp+1)·6/3 − 1 = 9, 5, 1 of top 10.
		{"two largest groups of three", 3, []any{100, 50, 0, foul(450), foul(420), foul(-50)}, 0, []string{"mp:9", "mp:5", "mp:1"}, []string{"mp:1", "mp:5", "mp:9"}},
		// Board 4, N = 3: one group of three, not fouled: Neuberg (n = N).
		{"not fouled", 4, []any{100, 50, 0}, 0, []string{"mp:4", "mp:2", "mp:0"}, []string{"mp:0", "mp:2", "mp:4"}},
		// Board 5: a single result alone on a board is not fouled: 50 %.
		{"a lone unfouled result", 5, []any{100}, 0, []string{"50"}, []string{"50"}},
	}
	for _, tc := range cases {
		for _, acbl := range []bool{false, true} {
			o := opt
			o.ACBL = acbl
			per, _ := oracle.AdjScore(adjBoard(tc.board, tc.entries...), nil, o)
			check := func(side string, got *big.Rat, want string) {
				t.Helper()
				var w *big.Rat
				if m, ok := strings.CutPrefix(want, "mp:"); ok {
					w = rat(m)
				} else {
					top := big.NewRat(int64(2*(o.Target["A"][tc.board]-1)), 1)
					w = new(big.Rat).Mul(rat(want), top)
					w.Quo(w, big.NewRat(100, 1))
				}
				if acbl {
					w.Mul(w, big.NewRat(1, 2))
				}
				eqRat(t, fmt.Sprintf("%s (ACBL %v) %s", tc.name, acbl, side), got, w.RatString())
			}
			for i := range tc.ns {
				check(fmt.Sprintf("table %d NS", tc.first+i+1), per[tc.first+i].MPNS, tc.ns[i])
				check(fmt.Sprintf("table %d EW", tc.first+i+1), per[tc.first+i].MPEW, tc.ew[i])
			}
		}
	}
	// With the default (Neuberg) a group of one gets 50 %.
	per, _ := oracle.AdjScore(adjBoard(1, 1, 2, 3, foul(420)), nil, oracle.AdjOptions{Options: oracle.Options{Target: map[string]map[int]int{"A": {1: 4}}}})
	eqRat(t, "Neuberg group of one", per[3].MPNS, "3")
}

// TestNotPlayed: a not-played table scores nothing, is left out of its
// pairs' records and of the default N; the rest is factored to N.
func TestNotPlayed(t *testing.T) {
	rs := append(adjBoard(1, 650, 620, 620, 170, -100, 50),
		adjBoard(2, 650, 620, oracle.AdjResult{Kind: oracle.KindNotPlayed}, 620, 170, -100)...)
	per, st := oracle.AdjScore(rs, nil, oracle.AdjOptions{Options: oracle.Options{Mitchell: true}})
	if per[8].MPNS != nil || per[8].MPEW != nil {
		t.Errorf("not played scored %v", per[8])
	}
	for i, want := range []string{"9.8", "6.2", "", "6.2", "2.6", "0.2"} {
		if want != "" {
			eqRat(t, fmt.Sprintf("board 2 table %d", i+1), per[6+i].MPNS, want)
		}
	}
	s := standingOf(t, st, "NS", "3")
	if s.Boards != 1 {
		t.Errorf("NS 3 has %d boards, want 1", s.Boards)
	}
	eqRat(t, "NS 3 max", s.Max, "10")
}

// TestAdjMatchesScore: a field of plain results (also given as assigned
// single scores, or as weighted tables whose components are equal) scores
// as Score does, with every option.
func TestAdjMatchesScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for trial := 0; trial < 40; trial++ {
		var plain []oracle.Result
		var adj []oracle.AdjResult
		sections := []string{"A", "B"}
		target := map[string]map[int]int{}
		for _, sec := range sections {
			tables := 1 + rng.IntN(7)
			for b := 1; b <= 4; b++ {
				n := 1 + rng.IntN(tables)
				if trial%2 == 0 {
					target[sec] = map[int]int{b: tables}
				}
				for i := 1; i <= n; i++ {
					s := 10 * (rng.IntN(9) - 4)
					id := strconv.Itoa(i)
					plain = append(plain, oracle.Result{Section: sec, NS: id, EW: strconv.Itoa(i + n - b), Board: b, ScoreNS: s})
					a := oracle.AdjResult{Section: sec, NS: id, EW: strconv.Itoa(i + n - b), Board: b, Kind: oracle.KindResult, ScoreNS: s}
					switch rng.IntN(3) {
					case 1:
						a.Kind, a.DistNS = oracle.KindAssigned, dist(s, "1")
					case 2:
						a.Kind, a.DistNS, a.DistEW = oracle.KindAssigned, dist(s, "1/3", s, "2/3"), dist(s, "1")
					}
					adj = append(adj, a)
				}
			}
		}
		for _, acbl := range []bool{false, true} {
			for _, mitchell := range []bool{false, true} {
				opt := oracle.Options{ACBL: acbl, Mitchell: mitchell, Target: target}
				wantPer, wantSt := oracle.Score(plain, opt)
				for _, split := range []string{oracle.PerDirection, oracle.HalfWeight} {
					per, st := oracle.AdjScore(adj, nil, oracle.AdjOptions{Options: opt, Split: split, SmallGroups: oracle.SmallACBL})
					for i := range per {
						if per[i].MPNS.Cmp(wantPer[i].MPNS) != 0 || per[i].MPEW.Cmp(wantPer[i].MPEW) != 0 ||
							per[i].PctNS.Cmp(wantPer[i].PctNS) != 0 || per[i].PctEW.Cmp(wantPer[i].PctEW) != 0 {
							t.Fatalf("trial %d %v %s: table %d: %v, Score %v", trial, opt, split, i, per[i], wantPer[i])
						}
					}
					if len(st) != len(wantSt) {
						t.Fatalf("%d standings, Score %d", len(st), len(wantSt))
					}
					for i := range st {
						a, b := st[i], wantSt[i]
						if a.Section != b.Section || a.Direction != b.Direction || a.Pair != b.Pair || a.Rank != b.Rank ||
							a.Tied != b.Tied || a.Boards != b.Boards || a.Total.Cmp(b.Total) != 0 || a.Max.Cmp(b.Max) != 0 || a.Pct.Cmp(b.Pct) != 0 {
							t.Fatalf("trial %d: standing %d = %+v, Score %+v", trial, i, a, b)
						}
					}
				}
			}
		}
	}
}

// TestWeightedIsExpectation checks the per-direction rule against Score on
// every combination of components: NS values are the expectation over
// the D_NS draws of every table of Score's NS values, EW values likewise
// with D_EW (scoring is linear in each table's distribution, and Neuberg
// is affine with n fixed).
func TestWeightedIsExpectation(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for trial := 0; trial < 60; trial++ {
		n := 1 + rng.IntN(5)
		N := n + rng.IntN(3)
		var adj []oracle.AdjResult
		randDist := func() []oracle.Weighted {
			k := 1 + rng.IntN(3)
			weights := []int64{1, 1, 1}[:k]
			for i := range weights {
				weights[i] = 1 + rng.Int64N(4)
			}
			var sum int64
			for _, w := range weights {
				sum += w
			}
			var d []oracle.Weighted
			for _, w := range weights {
				d = append(d, oracle.Weighted{ScoreNS: 10 * rng.IntN(5), W: big.NewRat(w, sum)})
			}
			return d
		}
		for i := 1; i <= n; i++ {
			id := strconv.Itoa(i)
			a := oracle.AdjResult{Section: "A", Board: 1, NS: id, EW: id, Kind: oracle.KindAssigned, DistNS: randDist(), DistEW: randDist()}
			if rng.IntN(3) == 0 {
				a.DistEW = a.DistNS
			}
			adj = append(adj, a)
		}
		for _, acbl := range []bool{false, true} {
			opt := oracle.Options{ACBL: acbl, Mitchell: true, Target: map[string]map[int]int{"A": {1: N}}}
			per, _ := oracle.AdjScore(adj, nil, oracle.AdjOptions{Options: opt})
			for _, ns := range []bool{true, false} {
				want := make([]*big.Rat, n)
				for i := range want {
					want[i] = new(big.Rat)
				}
				// Enumerate every combination of components.
				var rec func(i int, w *big.Rat, scores []int)
				rec = func(i int, w *big.Rat, scores []int) {
					if i == n {
						var rs []oracle.Result
						for j, s := range scores {
							rs = append(rs, oracle.Result{Section: "A", Board: 1, NS: strconv.Itoa(j + 1), EW: strconv.Itoa(j + 1), ScoreNS: s})
						}
						p, _ := oracle.Score(rs, opt)
						for j := range p {
							v := p[j].MPNS
							if !ns {
								v = p[j].MPEW
							}
							want[j].Add(want[j], new(big.Rat).Mul(w, v))
						}
						return
					}
					d := adj[i].DistNS
					if !ns {
						d = adj[i].DistEW
					}
					for _, c := range d {
						rec(i+1, new(big.Rat).Mul(w, c.W), append(scores, c.ScoreNS))
					}
				}
				rec(0, big.NewRat(1, 1), nil)
				for i := range per {
					got := per[i].MPNS
					if !ns {
						got = per[i].MPEW
					}
					if got.Cmp(want[i]) != 0 {
						t.Fatalf("trial %d acbl %v ns %v table %d: %s, expectation %s", trial, acbl, ns, i, got.RatString(), want[i].RatString())
					}
				}
			}
		}
	}
}

// TestAdjPanics: bad kinds, awards, weights, options and penalties.
func TestAdjPanics(t *testing.T) {
	ok := adjBoard(1, 1, 2)
	for name, f := range map[string]func(){
		"kind": func() { oracle.AdjScore(adjBoard(1, oracle.AdjResult{Kind: "played"}), nil, oracle.AdjOptions{}) },
		"award": func() {
			oracle.AdjScore(adjBoard(1, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "A++", AwardEW: "A"}), nil, oracle.AdjOptions{})
		},
		"percent": func() {
			oracle.AdjScore(adjBoard(1, oracle.AdjResult{Kind: oracle.KindArtificial, AwardNS: "Px", AwardEW: "A"}), nil, oracle.AdjOptions{})
		},
		"empty dist": func() {
			oracle.AdjScore(adjBoard(1, oracle.AdjResult{Kind: oracle.KindAssigned}), nil, oracle.AdjOptions{})
		},
		"weights": func() {
			oracle.AdjScore(adjBoard(1, oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(1, "1/2")}), nil, oracle.AdjOptions{})
		},
		"zero weight": func() {
			oracle.AdjScore(adjBoard(1, oracle.AdjResult{Kind: oracle.KindAssigned, DistNS: dist(1, "1", 2, "0")}), nil, oracle.AdjOptions{})
		},
		"rule":  func() { oracle.AdjScore(ok, nil, oracle.AdjOptions{SessionRule: "2007"}) },
		"split": func() { oracle.AdjScore(ok, nil, oracle.AdjOptions{Split: "ebu"}) },
		"small": func() { oracle.AdjScore(ok, nil, oracle.AdjOptions{SmallGroups: "asE"}) },
		"pen pair": func() {
			oracle.AdjScore(ok, []oracle.Penalty{{Section: "A", Pair: "9", Amount: rat("1"), Unit: oracle.UnitMP}}, oracle.AdjOptions{})
		},
		"pen unit": func() {
			oracle.AdjScore(ok, []oracle.Penalty{{Section: "A", Pair: "1", Amount: rat("1"), Unit: oracle.UnitIMP}}, oracle.AdjOptions{})
		},
		"pen board": func() {
			oracle.AdjScore(ok, []oracle.Penalty{{Section: "A", Pair: "1", Board: 2, Amount: rat("1"), Unit: oracle.UnitTop}}, oracle.AdjOptions{})
		},
		"pen amount": func() {
			oracle.AdjScore(ok, []oracle.Penalty{{Section: "A", Pair: "1", Unit: oracle.UnitMP}}, oracle.AdjOptions{})
		},
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
