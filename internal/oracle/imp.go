package oracle

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
)

// impScale is Law 78B written out row by row (scoring.md §5.1): the
// smallest difference of each row and its IMPs. A difference d is worth the
// IMPs of the last row whose lower bound is ≤ |d|.
var impScale = []struct {
	from int64
	imps int
}{
	{0, 0},
	{20, 1},
	{50, 2},
	{90, 3},
	{130, 4},
	{170, 5},
	{220, 6},
	{270, 7},
	{320, 8},
	{370, 9},
	{430, 10},
	{500, 11},
	{600, 12},
	{750, 13},
	{900, 14},
	{1100, 15},
	{1300, 16},
	{1500, 17},
	{1750, 18},
	{2000, 19},
	{2250, 20},
	{2500, 21},
	{3000, 22},
	{3500, 23},
	{4000, 24},
}

// IMP converts a score difference to IMPs by the table of Law 78B
// (§5.1). The rows' lower bounds are inclusive and apply to |diff| even
// when it is not a multiple of 10 (15 → 0, 19.99 → 0, 20 → 1, 45 → 1);
// the sign of diff is the sign of the result (IMP(−d) = −IMP(d)).
func IMP(diff *big.Rat) int {
	abs := new(big.Rat).Abs(diff)
	imps := 0
	for _, row := range impScale {
		if abs.Cmp(new(big.Rat).SetInt64(row.from)) >= 0 {
			imps = row.imps
		}
	}
	if diff.Sign() < 0 {
		return -imps
	}
	return imps
}

// impInt is IMP of an integer difference.
func impInt(diff int) int { return IMP(big.NewRat(int64(diff), 1)) }

// Rounding modes of the Butler datum (§5.3 butler_round).
const (
	HalfUp   = "half_up"   // towards +∞: 385 → 390, −385 → −380 (the default)
	HalfEven = "half_even" // to the even multiple of 10: 385 → 380, 375 → 380
	HalfAway = "half_away" // away from zero: 385 → 390, −385 → −390
)

// ButlerOptions chooses the Butler variant (§5.3).
type ButlerOptions struct {
	// TrimK is the number of highest and of lowest scores left out of the
	// datum: 0 keeps every score; −1 is the bridge-scorer rule (the
	// default of the specification): k = 0 for n ≤ 3 results, else
	// ceil((n−10)/15) + 1, so 1 for 4–10, 2 for 11–25, 3 for 26–40.
	TrimK int
	// Round is how a mean lying exactly halfway between two multiples of
	// 10 is rounded: HalfUp ("" means HalfUp), HalfEven or HalfAway.
	// Means that are not halves go to the nearest multiple of 10.
	Round string
	// Mitchell ranks NS and EW pairs of each section separately, as
	// Options.Mitchell does for Score.
	Mitchell bool
}

// AutoTrim is the bridge-scorer trimming rule of §5.3: how many of the
// highest and of the lowest of n scores the datum leaves out.
func AutoTrim(n int) int {
	if n <= 3 {
		return 0
	}
	// ceil((n−10)/15): the smallest c with 15c ≥ n−10 (n ≥ 4 makes
	// n−10 ≥ −6, so c ≥ 0).
	c := 0
	for 15*c < n-10 {
		c++
	}
	return c + 1
}

// ButlerDatum is the datum of one board (§5.3): the NS scores sorted,
// the TrimK highest and lowest left out, the mean of the rest rounded to a
// multiple of 10 as opt.Round says. It panics on no scores, on a TrimK
// below −1, on trimming that leaves no score, and on an unknown rounding.
func ButlerDatum(scores []int, opt ButlerOptions) int {
	n := len(scores)
	if n == 0 {
		panic("oracle: Butler datum of no scores")
	}
	k := opt.TrimK
	switch {
	case k == -1:
		k = AutoTrim(n)
	case k < -1:
		panic(fmt.Sprintf("oracle: Butler trim %d", k))
	}
	if 2*k >= n {
		panic(fmt.Sprintf("oracle: trimming %d at each end of %d scores leaves none", k, n))
	}
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	kept := sorted[k : n-k]
	sum := new(big.Rat)
	for _, s := range kept {
		sum.Add(sum, big.NewRat(int64(s), 1))
	}
	mean := new(big.Rat).Quo(sum, big.NewRat(int64(len(kept)), 1))
	// In tens: q = mean/10, rounded to an integer.
	q := new(big.Rat).Quo(mean, big.NewRat(10, 1))
	return 10 * roundRat(q, opt.Round)
}

// roundRat rounds q to an integer: to the nearest one, and a half as mode
// says.
func roundRat(q *big.Rat, mode string) int {
	half := big.NewRat(1, 2)
	lo := floor(q)                                                // lo ≤ q < lo+1
	frac := new(big.Rat).Sub(q, new(big.Rat).SetInt64(int64(lo))) // 0 ≤ frac < 1
	switch c := frac.Cmp(half); {
	case c < 0:
		return lo
	case c > 0:
		return lo + 1
	}
	// Exactly lo + ½.
	switch mode {
	case "", HalfUp:
		return lo + 1
	case HalfEven:
		if lo%2 == 0 {
			return lo
		}
		return lo + 1
	case HalfAway:
		if q.Sign() < 0 {
			return lo
		}
		return lo + 1
	}
	panic(fmt.Sprintf("oracle: rounding %q (want %q, %q or %q)", mode, HalfUp, HalfEven, HalfAway))
}

// floor is the largest integer ≤ q.
func floor(q *big.Rat) int {
	// big.Int.Div is Euclidean division; a Rat's denominator is positive,
	// so it rounds towards −∞.
	f := new(big.Int).Div(q.Num(), q.Denom())
	if !f.IsInt64() {
		panic("oracle: value out of range")
	}
	return int(f.Int64())
}

// BoardIMP is the outcome of one result: both sides' IMPs on the board
// (Butler: integers; cross-IMPs: rationals after normalisation). EW is
// always −NS.
type BoardIMP struct {
	NS, EW *big.Rat
}

// IMPStanding is one pair's line in the ranking of its field of an IMP
// pairs event (§5.5).
type IMPStanding struct {
	Section   string
	Direction string // "NS" or "EW" in a Mitchell, "" otherwise
	Pair      string
	Total     *big.Rat // Σ of the pair's per-board values
	Average   *big.Rat // Total ÷ Boards
	Boards    int      // boards the pair has a result on
	Rank      int      // competition ranking on Total within the field
	Tied      bool     // another pair of the field has the same Total
}

// boardKey is a comparison group: one board of one section.
type boardKey struct {
	section string
	board   int
}

// boardGroups is the indexes of results by (section, board), and the
// largest group of each section.
func boardGroups(results []Result) (map[boardKey][]int, map[string]int) {
	groups := map[boardKey][]int{}
	for i, r := range results {
		k := boardKey{r.Section, r.Board}
		groups[k] = append(groups[k], i)
	}
	largest := map[string]int{}
	for k, g := range groups {
		largest[k.section] = max(largest[k.section], len(g))
	}
	return groups, largest
}

// ButlerScore scores every result against the datum of its board (the
// results of the same section and board, §5.3) and totals and ranks the
// pairs (§5.5). perResult is in the order of results; standings are
// ordered as Score orders its own.
func ButlerScore(results []Result, opt ButlerOptions) (perResult []BoardIMP, standings []IMPStanding) {
	groups, _ := boardGroups(results)
	perResult = make([]BoardIMP, len(results))
	for _, g := range groups {
		scores := make([]int, len(g))
		for x, i := range g {
			scores[x] = results[i].ScoreNS
		}
		datum := ButlerDatum(scores, opt)
		for _, i := range g {
			ns := impInt(results[i].ScoreNS - datum)
			perResult[i] = BoardIMP{NS: big.NewRat(int64(ns), 1), EW: big.NewRat(int64(-ns), 1)}
		}
	}
	return perResult, impStandings(results, perResult, opt.Mitchell)
}

// Cross-IMP normalisations (§5.4 ximp_normalisation).
const (
	PerComparison = "per_comparison" // S/(n−1) (the default)
	TotalIMPs     = "total"          // S
	PerTable      = "per_table"      // S/n
	Factored      = "factored"       // S·(N/n)/(N−1)
)

// CrossScore IMPs every result against every other result on the same
// board of the same section, S_i = Σ_{j≠i} imp(score_i − score_j) (§5.4),
// normalises S_i as norm says ("" means PerComparison), and totals and
// ranks the pairs (§5.5). Factored takes N from opt.Target as Score does
// (the largest number of results on any board of the section when there
// is no positive entry). opt.ACBL is not used; opt.Mitchell is.
//
// A lone result (n = 1 with PerComparison, N = 1 with Factored) has no one
// to be compared with and scores 0, a choice of this package (the
// specification is silent). It panics on an unknown norm.
func CrossScore(results []Result, norm string, opt Options) (perResult []BoardIMP, standings []IMPStanding) {
	switch norm {
	case "":
		norm = PerComparison
	case PerComparison, TotalIMPs, PerTable, Factored:
	default:
		panic(fmt.Sprintf("oracle: cross-IMP normalisation %q", norm))
	}
	groups, largest := boardGroups(results)
	perResult = make([]BoardIMP, len(results))
	for k, g := range groups {
		n := len(g)
		N := largest[k.section]
		if t := opt.Target[k.section][k.board]; t > 0 {
			N = t
		}
		for _, i := range g {
			S := 0
			for _, j := range g {
				if j != i {
					S += impInt(results[i].ScoreNS - results[j].ScoreNS)
				}
			}
			v := big.NewRat(int64(S), 1)
			switch norm {
			case PerComparison:
				if n == 1 {
					v.SetInt64(0)
				} else {
					v.Quo(v, big.NewRat(int64(n-1), 1))
				}
			case PerTable:
				v.Quo(v, big.NewRat(int64(n), 1))
			case Factored:
				if N == 1 {
					v.SetInt64(0)
				} else {
					v.Mul(v, big.NewRat(int64(N), int64(n)))
					v.Quo(v, big.NewRat(int64(N-1), 1))
				}
			}
			perResult[i] = BoardIMP{NS: v, EW: new(big.Rat).Neg(v)}
		}
	}
	return perResult, impStandings(results, perResult, opt.Mitchell)
}

// impStandings totals each pair's per-board values and ranks every field
// on the totals.
func impStandings(results []Result, perResult []BoardIMP, mitchell bool) []IMPStanding {
	type pairKey struct{ section, direction, pair string }
	acc := map[pairKey]*IMPStanding{}
	var order []pairKey
	add := func(k pairKey, v *big.Rat) {
		s := acc[k]
		if s == nil {
			s = &IMPStanding{Section: k.section, Direction: k.direction, Pair: k.pair, Total: new(big.Rat)}
			acc[k] = s
			order = append(order, k)
		}
		s.Total.Add(s.Total, v)
		s.Boards++
	}
	nsDir, ewDir := "", ""
	if mitchell {
		nsDir, ewDir = "NS", "EW"
	}
	for i, r := range results {
		add(pairKey{r.Section, nsDir, r.NS}, perResult[i].NS)
		add(pairKey{r.Section, ewDir, r.EW}, perResult[i].EW)
	}
	list := make([]*IMPStanding, len(order))
	for i, k := range order {
		list[i] = acc[k]
	}
	return rankIMPs(list)
}

// rankIMPs gives each standing its average, and its place within its
// section and direction by total IMPs, and returns them sorted by
// section, direction, place and pair.
func rankIMPs(list []*IMPStanding) []IMPStanding {
	fields := map[[2]string][]*IMPStanding{}
	for _, s := range list {
		s.Average = new(big.Rat).Quo(s.Total, big.NewRat(int64(s.Boards), 1))
		f := [2]string{s.Section, s.Direction}
		fields[f] = append(fields[f], s)
	}
	for _, field := range fields {
		totals := make([]*big.Rat, len(field))
		for i, s := range field {
			totals[i] = s.Total
		}
		ranks, tied := Places(totals)
		for i, s := range field {
			s.Rank, s.Tied = ranks[i], tied[i]
		}
	}
	standings := make([]IMPStanding, 0, len(list))
	for _, s := range list {
		standings = append(standings, *s)
	}
	dirOrder := map[string]int{"NS": 0, "EW": 1, "": 2}
	slices.SortFunc(standings, func(a, b IMPStanding) int {
		return cmp.Or(
			cmp.Compare(a.Section, b.Section),
			cmp.Compare(dirOrder[a.Direction], dirOrder[b.Direction]),
			cmp.Compare(a.Rank, b.Rank),
			comparePairIDs(a.Pair, b.Pair),
		)
	})
	return standings
}
