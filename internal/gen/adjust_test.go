package gen_test

import (
	"encoding/csv"
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

var adjConfigs = []gen.Config{
	{Seed: 31, Sections: 2, Tables: 9, Boards: 27, NotPlayedRate: 0.03, PassRate: 0.05},
	{Seed: 32, Tables: 6, Boards: 22, Movement: gen.Howell, MissingRate: 0.05, NotPlayedRate: 0.03, PassRate: 0.05},
	{Seed: 33, Tables: 4, Boards: 12},
	{Seed: 34, Sections: 3, Tables: 13, Boards: 26, MissingRate: 0.02},
}

func TestAdjustDeterministic(t *testing.T) {
	s := gen.Generate(adjConfigs[0])
	a, b := gen.Adjust(s, 5), gen.Adjust(s, 5)
	if a.CSV() != b.CSV() || !reflect.DeepEqual(a.Results, b.Results) || !reflect.DeepEqual(a.Penalties, b.Penalties) {
		t.Fatal("two adjustments with the same seed differ")
	}
	if gen.Adjust(s, 6).CSV() == a.CSV() {
		t.Fatal("adjustments with different seeds are equal")
	}
	// The session is not changed.
	var before, after strings.Builder
	if err := gen.Generate(adjConfigs[0]).WriteTravellersCSV(&before); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteTravellersCSV(&after); err != nil {
		t.Fatal(err)
	}
	if before.String() != after.String() {
		t.Fatal("Adjust changed the session")
	}
}

// TestAdjustCoverage: every kind and variety appears on a session large
// enough.
func TestAdjustCoverage(t *testing.T) {
	for _, c := range adjConfigs {
		t.Run(name(c), func(t *testing.T) {
			a := gen.Adjust(gen.Generate(c), c.Seed)
			kinds := map[string]int{}
			awards := map[string]bool{}
			forms := map[string]bool{}
			for _, r := range a.Rows {
				kinds[r.Decision]++
				res := r.Result
				switch r.Decision {
				case gen.DecArtificial:
					awards[res.AwardNS+"/"+res.AwardEW] = true
				case gen.DecPercent:
					forms["percent "+regexp.MustCompile(`\d+`).ReplaceAllString(r.Adjust, "n")] = true
				case gen.DecAssigned:
					forms[fmt.Sprintf("ARB contract=%v", !regexp.MustCompile(`^ARB -?[0-9]+$`).MatchString(r.Adjust))] = true
				case gen.DecWeighted:
					forms[fmt.Sprintf("W %d", len(res.DistNS))] = true
					if regexp.MustCompile(`\*(PASS|[1-7])`).MatchString(r.Adjust) {
						forms["W contract"] = true
					}
				case gen.DecPenalty:
					forms["PEN "+r.Penalty.Unit] = true
				}
			}
			for _, k := range gen.AllDecisions {
				if kinds[k] == 0 {
					t.Errorf("no %s decision", k)
				}
			}
			for _, ns := range []string{"A+", "A", "A-"} {
				for _, ew := range []string{"A+", "A", "A-"} {
					if !awards[ns+"/"+ew] {
						t.Errorf("no %s/%s", ns, ew)
					}
				}
			}
			for _, f := range []string{"percent An/n", "percent n/n", "percent An", "ARB contract=true", "ARB contract=false", "W 2", "W 3", "W contract", "PEN top", "PEN mp"} {
				if !forms[f] {
					t.Errorf("no %q", f)
				}
			}
			if len(a.Penalties) != kinds[gen.DecPenalty] {
				t.Errorf("%d penalties for %d PEN rows", len(a.Penalties), kinds[gen.DecPenalty])
			}
			t.Logf("%v", kinds)
		})
	}
	// IMP decisions and limited kinds.
	s := gen.Generate(adjConfigs[0])
	a := gen.AdjustWith(s, 1, gen.AdjustConfig{IMP: true})
	for _, r := range a.Rows {
		if r.Decision == gen.DecPercent {
			t.Errorf("IMP: explicit percentage %q", r.Adjust)
		}
		if r.Penalty != nil && r.Penalty.Unit != oracle.UnitIMP {
			t.Errorf("IMP: penalty %q", r.Adjust)
		}
	}
	a = gen.AdjustWith(s, 1, gen.AdjustConfig{Kinds: []string{gen.DecSplit}, Rate: 0.5})
	n := 0
	for _, r := range a.Rows {
		switch r.Decision {
		case gen.DecSplit:
			n++
		case "":
		default:
			t.Errorf("split only: %s %q", r.Decision, r.Adjust)
		}
	}
	if played := len(s.Results()); n != (played+1)/2 && n != played/2 {
		t.Errorf("%d split rows of %d played at rate 0.5", n, played)
	}
}

// TestAdjustCSV reads the written traveller back with a reader of the
// adjust grammar written here from formats.md §14.4, and finds the
// oracle's entries and penalties.
func TestAdjustCSV(t *testing.T) {
	for _, c := range adjConfigs {
		for _, imp := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/imp=%v", name(c), imp), func(t *testing.T) {
				s := gen.Generate(c)
				a := gen.AdjustWith(s, c.Seed+100, gen.AdjustConfig{IMP: imp, Rate: 0.3})
				recs, err := csv.NewReader(strings.NewReader(a.CSV())).ReadAll()
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(recs[0], gen.TravellersHeader) {
					t.Fatalf("header %v", recs[0])
				}
				recs = recs[1:]
				if len(recs) != len(s.Rows) {
					t.Fatalf("%d rows, session %d", len(recs), len(s.Rows))
				}
				var pens []oracle.Penalty
				for i, rec := range recs {
					r := s.Rows[i]
					if rec[0] != r.Section || rec[1] != strconv.Itoa(r.Board) || rec[4] != r.NS || rec[5] != r.EW {
						t.Fatalf("row %d: %v for %+v", i, rec, r)
					}
					got, pen := readRow(t, rec)
					if pen != nil {
						pens = append(pens, *pen)
					}
					if !sameAdj(got, a.Results[i]) {
						t.Errorf("row %d %q: read %+v, oracle has %+v", i, rec[11], got, a.Results[i])
					}
				}
				if len(pens) != len(a.Penalties) {
					t.Fatalf("read %d penalties, oracle has %d", len(pens), len(a.Penalties))
				}
				for i := range pens {
					p, q := pens[i], a.Penalties[i]
					if p.Section != q.Section || p.Direction != q.Direction || p.Pair != q.Pair || p.Board != q.Board || p.Unit != q.Unit || p.Amount.Cmp(q.Amount) != 0 {
						t.Errorf("penalty %d: read %+v, oracle has %+v", i, p, q)
					}
				}
			})
		}
	}
}

func sameAdj(a, b oracle.AdjResult) bool {
	same := func(x, y []oracle.Weighted) bool {
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if x[i].ScoreNS != y[i].ScoreNS || x[i].W.Cmp(y[i].W) != 0 {
				return false
			}
		}
		return true
	}
	ewA, ewB := a.DistEW, b.DistEW
	if ewA == nil {
		ewA = a.DistNS
	}
	if ewB == nil {
		ewB = b.DistNS
	}
	return a.Section == b.Section && a.NS == b.NS && a.EW == b.EW && a.Board == b.Board && a.Kind == b.Kind &&
		a.ScoreNS == b.ScoreNS && a.AwardNS == b.AwardNS && a.AwardEW == b.AwardEW && a.Group == b.Group &&
		same(a.DistNS, b.DistNS) && same(ewA, ewB)
}

var (
	rePen   = regexp.MustCompile(`^PEN (NS|EW) -([0-9.]+)(%|MP|IMP)$`)
	rePlay  = regexp.MustCompile(`^([1-7](?:C|D|H|S|NT)X{0,2})-([NESW])(=|[+-][0-9]+)$`)
	reNums  = regexp.MustCompile(`^A?([0-9]+)/([0-9]+)$`)
	reShort = regexp.MustCompile(`^A([0-9]+)$`)
)

var awardWords = map[string]string{"A+": "A+", "AVE+": "A+", "A": "A", "AVE": "A", "A=": "A", "A-": "A-", "AVE-": "A-"}

// readRow reads one traveller record into the oracle's terms.
func readRow(t *testing.T, rec []string) (oracle.AdjResult, *oracle.Penalty) {
	t.Helper()
	board, _ := strconv.Atoi(rec[1])
	out := oracle.AdjResult{Section: rec[0], Board: board, NS: rec[4], EW: rec[5]}
	adj := rec[11]
	tableScore := func() int {
		if rec[6] == "" || rec[10] == "" {
			t.Fatalf("%q: no table result in %v", adj, rec)
		}
		s, err := strconv.Atoi(rec[10])
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	noResult := func() {
		if rec[6] != "" || rec[7] != "" || rec[8] != "" || rec[10] != "" {
			t.Errorf("%q with a table result: %v", adj, rec)
		}
	}
	score := func(text string) int {
		if n, err := strconv.Atoi(text); err == nil {
			return n
		}
		if text == "PASS" {
			return 0
		}
		m := rePlay.FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("%q: outcome %q", adj, text)
		}
		c, err := bridge.ParseContract(m[1])
		if err != nil {
			t.Fatal(err)
		}
		seat, err := bridge.ParseSeat(m[2])
		if err != nil {
			t.Fatal(err)
		}
		tricks, err := bridge.ParseRelative(c, m[3])
		if err != nil {
			t.Fatal(err)
		}
		_, vul := oracle.DealerVul(board)
		s, err := oracle.NS(bridge.Play{Contract: c, Declarer: seat, Tricks: tricks}, vul, oracle.Laws2017)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	one := big.NewRat(1, 1)
	switch {
	case adj == "":
		out.Kind, out.ScoreNS = oracle.KindResult, tableScore()
	case adj == "NP":
		noResult()
		out.Kind = oracle.KindNotPlayed
	case adj == "FOUL B":
		out.Kind, out.ScoreNS, out.Group = oracle.KindResult, tableScore(), "B"
	case strings.HasPrefix(adj, "PEN "):
		m := rePen.FindStringSubmatch(adj)
		if m == nil {
			t.Fatalf("penalty %q", adj)
		}
		out.Kind, out.ScoreNS = oracle.KindResult, tableScore()
		amount, ok := new(big.Rat).SetString(m[2])
		if !ok {
			t.Fatalf("penalty %q", adj)
		}
		p := &oracle.Penalty{Section: out.Section, Direction: m[1], Pair: out.NS, Board: board, Amount: amount}
		if m[1] == "EW" {
			p.Pair = out.EW
		}
		switch m[3] {
		case "%":
			p.Unit = oracle.UnitTop
			amount.Quo(amount, big.NewRat(100, 1))
		case "MP":
			p.Unit = oracle.UnitMP
		case "IMP":
			p.Unit = oracle.UnitIMP
		}
		return out, p
	case strings.HasPrefix(adj, "ARB "):
		out.Kind = oracle.KindAssigned
		out.DistNS = []oracle.Weighted{{ScoreNS: score(strings.TrimPrefix(adj, "ARB ")), W: one}}
	case strings.HasPrefix(adj, "SPLIT "):
		noResult()
		ns, ew, ok := strings.Cut(strings.TrimPrefix(adj, "SPLIT "), "/")
		if !ok {
			t.Fatalf("split %q", adj)
		}
		out.Kind = oracle.KindAssigned
		out.DistNS = []oracle.Weighted{{ScoreNS: score(ns), W: one}}
		out.DistEW = []oracle.Weighted{{ScoreNS: -score(ew), W: one}}
	case strings.HasPrefix(adj, "W "):
		noResult()
		out.Kind = oracle.KindAssigned
		sum := new(big.Rat)
		for part := range strings.SplitSeq(strings.TrimPrefix(adj, "W "), " + ") {
			wt, r, ok := strings.Cut(part, "*")
			if !ok {
				t.Fatalf("weighted %q", adj)
			}
			w, ok := new(big.Rat).SetString(strings.TrimSuffix(wt, "%"))
			if !ok {
				t.Fatalf("weight %q in %q", wt, adj)
			}
			if strings.HasSuffix(wt, "%") {
				w.Quo(w, big.NewRat(100, 1))
			}
			sum.Add(sum, w)
			out.DistNS = append(out.DistNS, oracle.Weighted{ScoreNS: score(r), W: w})
		}
		if sum.Cmp(one) != 0 {
			t.Errorf("%q: weights sum to %s", adj, sum.RatString())
		}
	default:
		noResult()
		out.Kind = oracle.KindArtificial
		if m := reNums.FindStringSubmatch(adj); m != nil {
			out.AwardNS, out.AwardEW = "P"+m[1], "P"+m[2]
		} else if m := reShort.FindStringSubmatch(adj); m != nil {
			n, _ := strconv.Atoi(m[1])
			out.AwardNS, out.AwardEW = "P"+m[1], "P"+strconv.Itoa(100-n)
		} else if ns, ew, ok := strings.Cut(adj, "/"); ok && awardWords[ns] != "" && awardWords[ew] != "" {
			out.AwardNS, out.AwardEW = awardWords[ns], awardWords[ew]
		} else if aw := awardWords[adj]; aw != "" {
			out.AwardNS, out.AwardEW = aw, aw
		} else {
			t.Fatalf("adjust %q", adj)
		}
	}
	return out, nil
}

// TestAdjustOracle scores adjusted sessions with the oracle under every
// option and checks the invariants of §4 and §6: per direction, the
// factored matchpoints of each side of a group of n comparable tables sum
// to n(N−1) units; artificial sides get their percentage of the full
// top; every pair's Max is its scored boards × the full top; penalties
// are the difference between gross and net totals.
func TestAdjustOracle(t *testing.T) {
	for _, c := range adjConfigs {
		s := gen.Generate(c)
		a := gen.Adjust(s, c.Seed+7)
		for _, acbl := range []bool{false, true} {
			for _, split := range []string{oracle.PerDirection, oracle.HalfWeight} {
				for _, small := range []string{oracle.SmallNeuberg, oracle.SmallACBL} {
					for _, rule := range []string{oracle.Rule2017, oracle.Rule1997, oracle.RuleOff} {
						opt := a.Options()
						opt.ACBL, opt.Split, opt.SmallGroups, opt.SessionRule = acbl, split, small, rule
						t.Run(fmt.Sprintf("%s/acbl=%v/%s/%s/%s", name(c), acbl, split, small, rule), func(t *testing.T) {
							checkAdjusted(t, a, opt)
						})
					}
				}
			}
		}
	}
}

func checkAdjusted(t *testing.T, a *gen.Adjusted, opt oracle.AdjOptions) {
	per, st := oracle.AdjScoreDetail(a.Results, a.Penalties, opt)
	N := a.Session.Config.Tables
	unit := big.NewRat(2, 1)
	if opt.ACBL {
		unit = big.NewRat(1, 1)
	}
	full := new(big.Rat).Mul(unit, big.NewRat(int64(N-1), 1))
	type gk struct {
		section string
		board   int
		group   string
	}
	sumNS, sumEW, count := map[gk]*big.Rat{}, map[gk]*big.Rat{}, map[gk]int{}
	groups := map[[2]any]map[string]bool{}
	for i, r := range a.Results {
		switch r.Kind {
		case oracle.KindNotPlayed:
			if per[i].MPNS != nil {
				t.Fatalf("not played row %d scored", i)
			}
		case oracle.KindArtificial:
			for _, side := range []struct {
				mp, pct *big.Rat
				award   string
			}{{per[i].MPNS, per[i].PctNS, r.AwardNS}, {per[i].MPEW, per[i].PctEW, r.AwardEW}} {
				want := new(big.Rat).Mul(side.pct, full)
				want.Quo(want, big.NewRat(100, 1))
				if side.mp.Cmp(want) != 0 {
					t.Fatalf("row %d: %s of %s", i, side.mp.RatString(), side.pct.RatString())
				}
				bounds := map[string][2]int64{"A+": {60, 100}, "A": {50, 50}, "A-": {0, 40}}[side.award]
				lo, hi := bounds[0], bounds[1]
				if p, ok := strings.CutPrefix(side.award, "P"); ok {
					n, _ := strconv.Atoi(p)
					lo, hi = int64(n), int64(n)
				} else if opt.SessionRule == oracle.RuleOff || (opt.SessionRule == oracle.Rule1997 && side.award == "A-") {
					lo = map[string]int64{"A+": 60, "A": 50, "A-": 40}[side.award]
					hi = lo
				}
				if side.pct.Cmp(big.NewRat(lo, 1)) < 0 || side.pct.Cmp(big.NewRat(hi, 1)) > 0 {
					t.Fatalf("row %d: %s gets %s %%", i, side.award, side.pct.RatString())
				}
			}
		default:
			k := gk{r.Section, r.Board, r.Group}
			if sumNS[k] == nil {
				sumNS[k], sumEW[k] = new(big.Rat), new(big.Rat)
			}
			sumNS[k].Add(sumNS[k], per[i].MPNS)
			sumEW[k].Add(sumEW[k], per[i].MPEW)
			count[k]++
			b := [2]any{r.Section, r.Board}
			if groups[b] == nil {
				groups[b] = map[string]bool{}
			}
			groups[b][r.Group] = true
		}
	}
	for k, n := range count {
		fouledSmall := opt.SmallGroups == oracle.SmallACBL && len(groups[[2]any{k.section, k.board}]) > 1 && n <= 3
		if opt.Split == oracle.HalfWeight || fouledSmall {
			continue // neither keeps the sums
		}
		// n(N−1) in international units, half in ACBL ones.
		want := new(big.Rat).Mul(big.NewRat(int64(n*(N-1)), 1), new(big.Rat).Quo(unit, big.NewRat(2, 1)))
		if sumNS[k].Cmp(want) != 0 || sumEW[k].Cmp(want) != 0 {
			t.Fatalf("%v: Σ NS %s, Σ EW %s, want %s", k, sumNS[k].RatString(), sumEW[k].RatString(), want.RatString())
		}
	}
	pen := map[[3]string]*big.Rat{}
	for _, p := range a.Penalties {
		dir := p.Direction
		if !opt.Mitchell {
			dir = ""
		}
		k := [3]string{p.Section, dir, p.Pair}
		if pen[k] == nil {
			pen[k] = new(big.Rat)
		}
		amount := new(big.Rat).Set(p.Amount)
		if p.Unit == oracle.UnitTop {
			amount.Mul(amount, full)
		}
		pen[k].Add(pen[k], amount)
	}
	for _, s := range st {
		if want := new(big.Rat).Mul(full, big.NewRat(int64(s.Boards), 1)); s.Max.Cmp(want) != 0 {
			t.Fatalf("%s %s %s: max %s, want %s", s.Section, s.Direction, s.Pair, s.Max.RatString(), want.RatString())
		}
		want := pen[[3]string{s.Section, s.Direction, s.Pair}]
		if want == nil {
			want = new(big.Rat)
		}
		if d := new(big.Rat).Sub(s.Gross, s.Total); d.Cmp(want) != 0 || s.Penalty.Cmp(want) != 0 {
			t.Fatalf("%s %s %s: penalty %s, gross − net %s, want %s", s.Section, s.Direction, s.Pair, s.Penalty.RatString(), d.RatString(), want.RatString())
		}
	}
}

// TestAdjustIMPOracle: IMP decisions score with AdjButler and AdjCross;
// the NS cross-IMPs of every group sum to 0 (per direction, NS sides are
// compared with NS distributions only, and imp is antisymmetric).
func TestAdjustIMPOracle(t *testing.T) {
	for _, c := range adjConfigs {
		s := gen.Generate(c)
		a := gen.AdjustWith(s, c.Seed, gen.AdjustConfig{IMP: true})
		mitchell := c.Movement != gen.Howell
		_, st := oracle.AdjButler(a.Results, a.Penalties, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{TrimK: -1, Mitchell: mitchell}})
		if len(st) == 0 {
			t.Fatal("no standings")
		}
		for _, norm := range []string{oracle.PerComparison, oracle.TotalIMPs, oracle.PerTable, oracle.Factored} {
			per, _ := oracle.AdjCross(a.Results, a.Penalties, norm, oracle.AdjIMPOptions{ButlerOptions: oracle.ButlerOptions{Mitchell: mitchell}, Target: s.Scheduled()})
			// Σ NS over each group is 0 (antisymmetry per direction).
			sums := map[[3]any]*big.Rat{}
			for i, r := range a.Results {
				if r.Kind != oracle.KindResult && r.Kind != oracle.KindAssigned {
					continue
				}
				k := [3]any{r.Section, r.Board, r.Group}
				if sums[k] == nil {
					sums[k] = new(big.Rat)
				}
				sums[k].Add(sums[k], per[i].NS)
			}
			for k, v := range sums {
				if v.Sign() != 0 {
					t.Fatalf("%s %v: Σ NS = %s", norm, k, v.RatString())
				}
			}
		}
	}
}
