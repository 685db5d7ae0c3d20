package oracle

import (
	"cmp"
	"math/big"
	"slices"
	"strconv"
)

// Result is one bridge result on a board: played or passed out. Not-played
// entries and director's adjustments are not Results; the caller leaves them
// out (and may count them in Options.Target).
type Result struct {
	Section string
	NS, EW  string // pair ids
	Board   int
	ScoreNS int // NS view (§3.6); 0 for a pass-out
}

// Options chooses the variant of the computation.
type Options struct {
	// ACBL selects the 1/½/0 scale; false is the international 2/1/0 scale.
	ACBL bool
	// Target is the Neuberg target N by section and board (§4.5). Where it
	// has no positive entry, N is the largest number of results on any board
	// of the section.
	Target map[string]map[int]int
	// Mitchell ranks NS and EW pairs of each section separately (two-winner
	// Mitchell, §8.2); otherwise each section has one ranking (Howell, §8.3)
	// and a pair's id names it whatever direction it sat.
	Mitchell bool
	// Across compares every result of a board with every other of the
	// board in any section, factored to N = the sum of the sections' N
	// for the board (each as Target says, or its section's largest), and
	// ranks each direction (Mitchell) or all pairs as one field over the
	// sections; a Standing keeps its pair's section.
	Across bool
}

// BoardMP is the outcome of one result: both sides' factored matchpoints and
// percentages of the full top 2(N−1) (international) or N−1 (ACBL).
// Percentages are 100·mp'/top; on a board whose full top is 0 (N = 1) they
// are 50, a choice of this package (the specification is silent).
type BoardMP struct {
	MPNS, MPEW   *big.Rat
	PctNS, PctEW *big.Rat
}

// Standing is one pair's line in the ranking of its field.
type Standing struct {
	Section   string
	Direction string // "NS" or "EW" in a Mitchell, "" otherwise
	Pair      string
	Total     *big.Rat // Σ factored matchpoints
	Max       *big.Rat // Σ full tops of the boards the pair has a result on
	Pct       *big.Rat // 100·Total/Max (50 when Max is 0)
	Rank      int      // competition ranking within the field: 1, 2, 2, 4
	Tied      bool     // another pair of the field has the same Pct
	Boards    int      // number of boards the pair has a result on
}

// Score matchpoints every result against every other result on the same
// board of the same section, factors with Neuberg to the target N, and ranks
// the pairs. perResult is in the order of results. standings is ordered by
// section, then direction (NS before EW), then rank, then pair id (numbers
// in numeric order).
func Score(results []Result, opt Options) (perResult []BoardMP, standings []Standing) {
	type boardKey struct {
		section string
		board   int
	}
	groups := map[boardKey][]int{}
	for i, r := range results {
		k := boardKey{r.Section, r.Board}
		groups[k] = append(groups[k], i)
	}
	largest := map[string]int{}
	for k, g := range groups {
		largest[k.section] = max(largest[k.section], len(g))
	}

	// Units: beat, tie.
	beat, tie := big.NewRat(2, 1), big.NewRat(1, 1)
	if opt.ACBL {
		beat, tie = big.NewRat(1, 1), big.NewRat(1, 2)
	}
	// top(k) = beat·(k−1).
	top := func(k int) *big.Rat {
		return new(big.Rat).Mul(beat, big.NewRat(int64(k-1), 1))
	}
	// factor is Neuberg: mp' = (mp + tie)·N/n − tie, where tie is 1 (intl)
	// or ½ (ACBL): the "tie with itself" taken back out.
	factor := func(mp *big.Rat, n, N int) *big.Rat {
		f := new(big.Rat).Add(mp, tie)
		f.Mul(f, big.NewRat(int64(N), int64(n)))
		return f.Sub(f, tie)
	}
	pct := func(mp, full *big.Rat) *big.Rat {
		if full.Sign() == 0 {
			return big.NewRat(50, 1)
		}
		p := new(big.Rat).Mul(mp, big.NewRat(100, 1))
		return p.Quo(p, full)
	}

	// sectionN is a section's N for a board.
	sectionN := func(section string, board int) int {
		if t := opt.Target[section][board]; t > 0 {
			return t
		}
		return largest[section]
	}
	targetN := map[boardKey]int{}
	for k := range groups {
		targetN[k] = sectionN(k.section, k.board)
	}
	if opt.Across {
		// One group a board; N the sum of its sections' N.
		across := map[boardKey][]int{}
		acrossN := map[boardKey]int{}
		for k, g := range groups {
			b := boardKey{"", k.board}
			across[b] = append(across[b], g...)
			acrossN[b] += targetN[k]
		}
		groups, targetN = across, acrossN
	}

	perResult = make([]BoardMP, len(results))
	fullTop := make([]*big.Rat, len(results))
	for k, g := range groups {
		n := len(g)
		N := targetN[k]
		full := top(N)
		for _, i := range g {
			ns, ew := new(big.Rat), new(big.Rat)
			for _, j := range g {
				if j == i {
					continue
				}
				a, b := results[i].ScoreNS, results[j].ScoreNS
				switch {
				case a > b:
					ns.Add(ns, beat)
				case a < b:
					ew.Add(ew, beat)
				default:
					ns.Add(ns, tie)
					ew.Add(ew, tie)
				}
			}
			mpNS, mpEW := factor(ns, n, N), factor(ew, n, N)
			perResult[i] = BoardMP{
				MPNS: mpNS, MPEW: mpEW,
				PctNS: pct(mpNS, full), PctEW: pct(mpEW, full),
			}
			fullTop[i] = full
		}
	}

	// Totals per pair.
	type pairKey struct{ section, direction, pair string }
	acc := map[pairKey]*Standing{}
	var order []pairKey
	add := func(k pairKey, mp, full *big.Rat) {
		s := acc[k]
		if s == nil {
			s = &Standing{Section: k.section, Direction: k.direction, Pair: k.pair,
				Total: new(big.Rat), Max: new(big.Rat)}
			acc[k] = s
			order = append(order, k)
		}
		s.Total.Add(s.Total, mp)
		s.Max.Add(s.Max, full)
		s.Boards++
	}
	for i, r := range results {
		nsDir, ewDir := "", ""
		if opt.Mitchell {
			nsDir, ewDir = "NS", "EW"
		}
		add(pairKey{r.Section, nsDir, r.NS}, perResult[i].MPNS, fullTop[i])
		add(pairKey{r.Section, ewDir, r.EW}, perResult[i].MPEW, fullTop[i])
	}

	fields := map[[2]string][]*Standing{}
	for _, k := range order {
		s := acc[k]
		s.Pct = pct(s.Total, s.Max)
		f := [2]string{k.section, k.direction}
		if opt.Across {
			f[0] = ""
		}
		fields[f] = append(fields[f], s)
	}
	for _, field := range fields {
		pcts := make([]*big.Rat, len(field))
		for i, s := range field {
			pcts[i] = s.Pct
		}
		ranks, tied := Places(pcts)
		for i, s := range field {
			s.Rank, s.Tied = ranks[i], tied[i]
		}
	}
	for _, k := range order {
		standings = append(standings, *acc[k])
	}
	dirOrder := map[string]int{"NS": 0, "EW": 1, "": 2}
	slices.SortFunc(standings, func(a, b Standing) int {
		return cmp.Or(
			cmp.Compare(a.Section, b.Section),
			cmp.Compare(dirOrder[a.Direction], dirOrder[b.Direction]),
			cmp.Compare(a.Rank, b.Rank),
			comparePairIDs(a.Pair, b.Pair),
		)
	})
	return perResult, standings
}

// Places ranks values highest first by competition ranking (§8.1): equal
// values share a place and the next place skips ("1224"). tied[i] reports
// whether another value equals values[i]. It compares every value with every
// other.
func Places(values []*big.Rat) (ranks []int, tied []bool) {
	ranks = make([]int, len(values))
	tied = make([]bool, len(values))
	for i, v := range values {
		ranks[i] = 1
		for j, w := range values {
			if j == i {
				continue
			}
			switch w.Cmp(v) {
			case 1:
				ranks[i]++
			case 0:
				tied[i] = true
			}
		}
	}
	return ranks, tied
}

// comparePairIDs orders numeric ids numerically, before other ids, which
// are in byte order.
func comparePairIDs(a, b string) int {
	x, errA := strconv.Atoi(a)
	y, errB := strconv.Atoi(b)
	switch {
	case errA == nil && errB == nil:
		return cmp.Compare(x, y)
	case errA == nil:
		return -1
	case errB == nil:
		return 1
	}
	return cmp.Compare(a, b)
}

// Round2 is r with 2 decimals, rounded half away from zero from the exact
// value (§1 "rhaz"): 57.291666… → "57.29", 2.345 → "2.35", −2.345 →
// "−2.35" (written with an ASCII minus, "-2.35"). A value that rounds to
// zero is "0.00".
func Round2(r *big.Rat) string {
	// h = |r|·100 + ½, then truncate.
	h := new(big.Rat).Abs(r)
	h.Mul(h, big.NewRat(100, 1))
	h.Add(h, big.NewRat(1, 2))
	q := new(big.Int).Quo(h.Num(), h.Denom()) // both positive: floor
	hundredths := q.String()
	for len(hundredths) < 3 {
		hundredths = "0" + hundredths
	}
	s := hundredths[:len(hundredths)-2] + "." + hundredths[len(hundredths)-2:]
	if r.Sign() < 0 && q.Sign() != 0 {
		s = "-" + s
	}
	return s
}
