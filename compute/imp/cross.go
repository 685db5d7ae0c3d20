package imp

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Normalisation says how the cross-IMP sum S of a table (its IMPs against
// every other table of the group) is turned into the value of the board.
type Normalisation uint8

// The normalisations of §5.4, for a group of n tables.
const (
	PerComparison Normalisation = iota // S/(n−1): bridge-scorer, BBO, ACBLscore "Average IMPs" (default)
	Total                              // S: ACBLscore "Total IMPs", Cavendish style
	PerTable                           // S/n: a 2-table field scores like teams
	Factored                           // S·(N/n)/(N−1), N the target: EBU, for a board with fewer results; = S/(n−1) when n = N
)

func (m Normalisation) String() string {
	switch m {
	case Total:
		return "total"
	case PerTable:
		return "per_table"
	case Factored:
		return "factored"
	}
	return "per_comparison"
}

// ParseNormalisation reads the option ximp_normalisation: per_comparison
// (or empty), total, per_table or factored.
func ParseNormalisation(s string) (Normalisation, error) {
	switch strings.TrimSpace(s) {
	case "per_comparison", "":
		return PerComparison, nil
	case "total":
		return Total, nil
	case "per_table":
		return PerTable, nil
	case "factored":
		return Factored, nil
	}
	return 0, fmt.Errorf("imp: ximp_normalisation %q: %w (want per_comparison, total, per_table or factored)", s, ErrOption)
}

// factor is what S is multiplied by for a group of n (≥ 1) and a target N,
// as num/den.
func (m Normalisation) factor(n, target int) (num, den int64) {
	switch m {
	case Total:
		return 1, 1
	case PerTable:
		return 1, int64(n)
	case Factored:
		return int64(target), int64(n) * int64(target-1)
	}
	if n == 1 {
		return 0, 1 // no comparison: S is 0 and so is the value
	}
	return 1, int64(n - 1)
}

// Cross scores one board in cross-IMPs (§5.4, §6.4): each side of each
// table is IMPed against the same side of every other table,
//
//	S_i = Σ_{j≠i} IMPs(s_i − s_j)   (EW: −S_i)
//
// and S is normalised per norm; target is the N of Factored and is ignored
// otherwise. A weighted or split side is compared component by component
// with the other tables' distributions for that side, never with its own
// table's other components, and the comparisons are weighted: S_i =
// Σ_k w_k Σ_{j≠i} Σ_l w_l IMPs(s_ik − s_jl). On every board the NS values
// sum to 0, and so do the EW values.
//
// It takes O(c log c) time for c outcomes on the board (sorting, then a
// sweep per IMP band with prefix sums of weights), not O(c²). Scores come
// back in the order of tables; an empty board gives none. It returns an
// error for a table whose outcomes are not a distribution (ErrOutcomes)
// and for a Factored target below 2 (ErrTarget).
func Cross(tables []Table, norm Normalisation, target int) ([]Score, error) {
	n := len(tables)
	if n == 0 {
		return nil, nil
	}
	if norm == Factored && target < 2 {
		return nil, fmt.Errorf("imp: %w: %d (want at least 2 for factored cross-IMPs)", ErrTarget, target)
	}
	plain := true
	for i, t := range tables {
		if t.isPlain() {
			continue
		}
		plain = false
		if side, err := t.check(); err != nil {
			return nil, fmt.Errorf("imp: table %d %s: %w", i+1, side, err)
		}
	}
	num, den := norm.factor(n, target)
	out := make([]Score, n)
	if plain {
		for i, s := range intSums(tables, nsSide, nil) {
			v := exact.Frac(s*num, den)
			out[i] = Score{NS: v, EW: v.Neg()}
		}
		return out, nil
	}
	f := exact.Frac(num, den)
	ns := sideSums(tables, nsSide)
	ew := sideSums(tables, ewSide)
	for i := range out {
		out[i] = Score{NS: ns[i].Mul(f), EW: ew[i].Mul(f).Neg()}
	}
	return out, nil
}

func nsSide(t Table) []score.Outcome { return t.NS }
func ewSide(t Table) []score.Outcome { return t.EW }

// sideSums is S_i for one side of a board with weighted outcomes. When the
// weights have a common denominator L small enough for the sums to stay
// within int64 (always, in practice: weights are percentages or fifths),
// the weights are scaled to integers W = w·L and S_i = intSums / L²;
// otherwise the sums are made in exact rationals.
func sideSums(tables []Table, side func(Table) []score.Outcome) []exact.Q {
	// Each weight as num/den in int64 (a weight of 1 is 1/1), and their
	// common denominator l; l = 0 when it does not fit.
	type frac struct{ num, den int64 }
	var fracs []frac
	var l int64 = 1
	for _, t := range tables {
		for _, o := range side(t) {
			f := frac{1, 1}
			if !o.Weight.IsInt() && l != 0 {
				r := o.Weight.Rat()
				if r.Num().IsInt64() && r.Denom().IsInt64() {
					f = frac{r.Num().Int64(), r.Denom().Int64()}
					l = lcm(l, f.den)
				} else {
					l = 0
				}
			}
			fracs = append(fracs, f)
		}
	}
	// |S_i·L²| ≤ 24·L²·(outcomes): keep it below 2⁶².
	if l <= 0 || l > 1<<31 || l*l > (1<<62)/(int64(MaxIMPs)*int64(len(fracs))) {
		return weightedSums(tables, side)
	}
	weights := make([]int64, len(fracs))
	for k, f := range fracs {
		weights[k] = f.num * (l / f.den)
	}
	sums := intSums(tables, side, weights)
	out := make([]exact.Q, len(sums))
	for i, s := range sums {
		out[i] = exact.Frac(s, l*l)
	}
	return out
}

// lcm is the least common multiple of a, b > 0, or 0 when it overflows.
func lcm(a, b int64) int64 {
	g := a
	for c := b; c != 0; {
		g, c = c, g%c
	}
	m := a / g
	if m > (1<<62)/b {
		return 0
	}
	return m * b
}

// intSums is S_i for one side, scaled by L², for outcomes whose weights are
// given as integers W summing to L at every table (weights holds them in
// the order of the tables and their outcomes; nil when every table has one
// outcome of weight L = 1):
//
//	S_i·L² = Σ_k W_k · F(s_k),  F(x) = Σ_{every outcome (W, s) of the side} W·IMPs(x − s)
//
// F includes the table's comparisons with its own outcomes, but they cancel
// out: Σ_k Σ_l W_k W_l IMPs(s_k − s_l) = 0 because IMPs is antisymmetric
// (for a single outcome it is IMPs(0) = 0). IMPs(d) = Σ_t [d ≥ t] − [d ≤ −t]
// over the 24 thresholds t, so F(x) = Σ_t W(s ≤ x − t) − W(s ≥ x + t):
// after sorting, one two-pointer sweep per threshold over the distinct
// scores, with prefix sums of the weights, gives F at every score.
func intSums(tables []Table, side func(Table) []score.Outcome, weights []int64) []int64 {
	weight := func(k int) int64 {
		if weights == nil {
			return 1
		}
		return weights[k]
	}
	type comp struct {
		score int
		w     int64
	}
	comps := make([]comp, 0, len(tables))
	for _, t := range tables {
		for _, o := range side(t) {
			comps = append(comps, comp{o.ScoreNS, weight(len(comps))})
		}
	}
	slices.SortFunc(comps, func(a, b comp) int { return cmp.Compare(a.score, b.score) })
	// The distinct scores and, for each, the weight of the scores below it.
	var distinct []int
	var below []int64
	var total int64
	for _, c := range comps {
		if len(distinct) == 0 || c.score != distinct[len(distinct)-1] {
			distinct = append(distinct, c.score)
			below = append(below, total)
		}
		total += c.w
	}
	u := len(distinct)
	below = append(below, total) // below[u]: all of them
	field := make([]int64, u)
	for _, t := range thresholds {
		// lo: the distinct scores ≤ x − t; hi: those < x + t.
		lo, hi := 0, 0
		for i, x := range distinct {
			for lo < u && distinct[lo] <= x-t {
				lo++
			}
			for hi < u && distinct[hi] < x+t {
				hi++
			}
			field[i] += below[lo] - (total - below[hi])
		}
	}
	out := make([]int64, len(tables))
	k0 := 0 // index of the table's first outcome in weights
	for i, t := range tables {
		own := side(t)
		var s int64
		for k, o := range own {
			j, _ := slices.BinarySearch(distinct, o.ScoreNS)
			s += weight(k0+k) * field[j]
		}
		out[i] = s
		k0 += len(own)
	}
	return out
}

// weightedSums is intSums in exact rationals (S_i = Σ_k w_k·F(s_k)), for
// weights whose common denominator is too large to scale to integers.
func weightedSums(tables []Table, side func(Table) []score.Outcome) []exact.Q {
	// The distinct scores of the side's outcomes and their total weights.
	var all []score.Outcome
	for _, t := range tables {
		all = append(all, side(t)...)
	}
	slices.SortFunc(all, func(a, b score.Outcome) int { return cmp.Compare(a.ScoreNS, b.ScoreNS) })
	var scores []int
	var weights []exact.Q
	for _, o := range all {
		if k := len(scores); k > 0 && scores[k-1] == o.ScoreNS {
			weights[k-1] = weights[k-1].Add(o.Weight)
			continue
		}
		scores = append(scores, o.ScoreNS)
		weights = append(weights, o.Weight)
	}
	m := len(scores)
	prefix := make([]exact.Q, m+1) // prefix[i]: weight of scores[:i]
	for i, w := range weights {
		prefix[i+1] = prefix[i].Add(w)
	}
	totalW := prefix[m]
	// field[i] = Σ over every outcome (w, s) of the side: w·IMPs(scores[i] − s).
	field := make([]exact.Q, m)
	for _, t := range thresholds {
		below, notAbove := 0, 0
		for i, x := range scores {
			for below < m && scores[below] <= x-t {
				below++
			}
			for notAbove < m && scores[notAbove] < x+t {
				notAbove++
			}
			field[i] = field[i].Add(prefix[below]).Sub(totalW.Sub(prefix[notAbove]))
		}
	}
	out := make([]exact.Q, len(tables))
	for i, t := range tables {
		own := side(t)
		s := exact.Q{}
		for _, o := range own {
			j, _ := slices.BinarySearch(scores, o.ScoreNS)
			s = s.Add(o.Weight.Mul(field[j]))
		}
		out[i] = s
	}
	return out
}
