// Package mp computes matchpoints (Law 78A) on one board: every result is
// compared with every other result of its comparison group, in international
// units (2 for a win, 1 for a tie, 0 for a loss) or ACBL units (1, ½, 0), and
// boards with fewer or more results than the target are factored with the
// Neuberg formula (or, as options, proportionally or not at all).
//
// A table's result is given per side as a distribution of NS scores (one
// score of weight 1 for a normal result), which is how split and weighted
// adjusted scores are scored: each side is matchpointed against the other
// tables' distributions for that side, component by component (the "score
// the board once per direction" method; De Wael's half-weight method is an
// option, ScoreBoardSplit). Artificial scores are not results
// and are never passed here.
//
// Values are exact (exact.Q). The package is pure: no I/O, inputs are not
// modified. It imports compute/exact, and compute/score for Outcome, the
// one type of "an NS score with its weight" that every engine shares.
package mp

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Scale is the unit of matchpoints.
type Scale uint8

// The two matchpoint scales. They are proportional (ACBL = international ÷
// 2), so percentages do not depend on the scale.
const (
	International Scale = iota // 2 / 1 / 0 per comparison; top 2(n−1)
	ACBL                       // 1 / ½ / 0 per comparison; top n−1
)

func (s Scale) String() string {
	if s == ACBL {
		return "acbl"
	}
	return "international"
}

// Top is the maximum matchpoints on a board of n results.
func (s Scale) Top(n int) exact.Q {
	if n < 1 {
		return exact.Q{}
	}
	if s == ACBL {
		return exact.Int(int64(n - 1))
	}
	return exact.Int(int64(2 * (n - 1)))
}

// Factoring says how a board with n results is brought to a target of N.
type Factoring uint8

// The factoring methods.
const (
	Neuberg      Factoring = iota // (mp+1)·N/n − 1 in international units (WBF, EBU, ACBL since 1991)
	NoFactoring                   // raw matchpoints out of the board's own top
	Proportional                  // mp·(N−1)/(n−1)
)

func (f Factoring) String() string {
	switch f {
	case NoFactoring:
		return "none"
	case Proportional:
		return "proportional"
	}
	return "neuberg"
}

// ParseFactoring reads neuberg, none or proportional.
func ParseFactoring(s string) (Factoring, error) {
	switch s {
	case "neuberg", "":
		return Neuberg, nil
	case "none":
		return NoFactoring, nil
	case "proportional":
		return Proportional, nil
	}
	return 0, fmt.Errorf("unknown factoring %q (want neuberg, none or proportional)", s)
}

// Table is one table's result on the board as each side is scored: NS is
// compared with the other tables' NS distributions, EW with their EW
// distributions. For a normal result both hold the same single score.
type Table struct {
	NS, EW []score.Outcome
}

// Plain is the table of a normal result with NS score s.
func Plain(s int) Table {
	o := []score.Outcome{{ScoreNS: s, Weight: exact.Int(1)}}
	return Table{NS: o, EW: o}
}

// Score is one table's matchpoints for each side, in the board's units.
type Score struct {
	NS, EW exact.Q
}

// Board is the matchpointed board: a score per table, in the order given,
// and the top every score is out of.
type Board struct {
	Scores []Score
	Top    exact.Q
}

// Split is how a table whose sides have different distributions (a split
// score, spec §6.3) is matchpointed.
type Split uint8

// The split methods.
const (
	// PerDirection scores each side against the other tables'
	// distributions for that side (the EBU method, the default): the NS
	// matchpoints of the board total the top times the tables, and so do
	// the EW ones, but the two sides of a table need not add up to the top.
	PerDirection Split = iota
	// HalfWeight (H. De Wael) puts every table into one field as half its
	// NS distribution and half its EW one; each side's components are
	// valued in that field (2·below + equal, less the self-tie). The two
	// sides of every unsplit table add up to the top.
	HalfWeight
)

func (s Split) String() string {
	if s == HalfWeight {
		return "half_weight"
	}
	return "per_direction"
}

// ParseSplit reads per_direction or half_weight.
func ParseSplit(s string) (Split, error) {
	switch s {
	case "per_direction", "":
		return PerDirection, nil
	case "half_weight":
		return HalfWeight, nil
	}
	return 0, fmt.Errorf("split method %q (want per_direction or half_weight)", s)
}

// ScoreBoard matchpoints the tables of one comparison group, factored to a
// target of `target` results (use len(tables) for no change). With
// NoFactoring the target is ignored and the top is the group's own. It
// returns an error for weights that do not sum to 1 or a table without
// outcomes. Split tables are scored PerDirection.
func ScoreBoard(tables []Table, target int, scale Scale, f Factoring) (Board, error) {
	return ScoreBoardSplit(tables, target, scale, f, PerDirection)
}

// ScoreBoardSplit is ScoreBoard with split tables scored by the given
// method. Without a split table both methods give the same matchpoints.
func ScoreBoardSplit(tables []Table, target int, scale Scale, f Factoring, split Split) (Board, error) {
	n := len(tables)
	if n == 0 {
		return Board{}, nil
	}
	if target < 1 {
		return Board{}, fmt.Errorf("mp: factoring target %d (want at least 1)", target)
	}
	for i, t := range tables {
		for _, side := range [][]score.Outcome{t.NS, t.EW} {
			if len(side) == 0 {
				return Board{}, fmt.Errorf("mp: table %d has no outcome", i+1)
			}
			sum := exact.Q{}
			for _, o := range side {
				if o.Weight.Sign() <= 0 {
					return Board{}, fmt.Errorf("mp: table %d: weight %s (want more than 0)", i+1, o.Weight)
				}
				sum = sum.Add(o.Weight)
			}
			if sum.Cmp(exact.Int(1)) != 0 {
				return Board{}, fmt.Errorf("mp: table %d: weights sum to %s (want 1)", i+1, sum)
			}
		}
	}
	var raw []Score
	switch {
	case allPlain(tables):
		scores := make([]int, n)
		for i, t := range tables {
			scores[i] = t.NS[0].ScoreNS
		}
		raw = plainRaw(nil, scores)
	case split == HalfWeight:
		raw = halfWeightRaw(tables)
	default:
		raw = weightedRaw(tables)
	}
	return factor(raw, target, scale, f), nil
}

// ScorePlain is ScoreBoard for tables of normal results, given by their NS
// scores: the same matchpoints, without a distribution per table.
func ScorePlain(scores []int, target int, scale Scale, f Factoring) (Board, error) {
	return ScorePlainInto(nil, scores, target, scale, f)
}

// ScorePlainInto is ScorePlain writing the scores into buf when it is
// large enough (the Board's Scores then share buf's array): a caller that
// scores board after board reuses one buffer.
func ScorePlainInto(buf []Score, scores []int, target int, scale Scale, f Factoring) (Board, error) {
	if len(scores) == 0 {
		return Board{}, nil
	}
	if target < 1 {
		return Board{}, fmt.Errorf("mp: factoring target %d (want at least 1)", target)
	}
	return factor(plainRaw(buf, scores), target, scale, f), nil
}

// factor brings the raw international matchpoints of n results to the
// target and the scale, in place.
func factor(raw []Score, target int, scale Scale, f Factoring) Board {
	n := len(raw)
	out := Board{Scores: raw}
	switch f {
	case NoFactoring:
		out.Top = International.Top(n)
	case Proportional:
		out.Top = International.Top(target)
		for i, s := range raw {
			raw[i] = Score{NS: proportional(s.NS, n, target), EW: proportional(s.EW, n, target)}
		}
	default:
		out.Top = International.Top(target)
		for i, s := range raw {
			raw[i] = Score{NS: neuberg(s.NS, n, target), EW: neuberg(s.EW, n, target)}
		}
	}
	if scale == ACBL {
		half := exact.Frac(1, 2)
		out.Top = out.Top.Mul(half)
		for i := range raw {
			raw[i].NS = raw[i].NS.Mul(half)
			raw[i].EW = raw[i].EW.Mul(half)
		}
	}
	return out
}

// neuberg factors international matchpoints mp of a group of n to N:
// (mp + 1)·N/n − 1.
func neuberg(mp exact.Q, n, N int) exact.Q {
	if n == N {
		return mp
	}
	return mp.Add(exact.Int(1)).Mul(exact.Frac(int64(N), int64(n))).Sub(exact.Int(1))
}

// proportional scales mp out of 2(n−1) to 2(N−1); a lone result gets half
// the top.
func proportional(mp exact.Q, n, N int) exact.Q {
	if n == N {
		return mp
	}
	if n == 1 {
		return exact.Int(int64(N - 1))
	}
	return mp.Mul(exact.Frac(int64(N-1), int64(n-1)))
}

func allPlain(tables []Table) bool {
	for _, t := range tables {
		if len(t.NS) != 1 || len(t.EW) != 1 || t.NS[0].ScoreNS != t.EW[0].ScoreNS {
			return false
		}
	}
	return true
}

// plainRaw is the fast path for normal results (NS scores): NS gets
// 2·(results below) + (equal results − 1) and EW the rest of the top, in
// integers. Scores from the best down, as a traveller lists them, are
// counted in one pass; others are sorted first. The scores are written
// into buf when it is large enough.
func plainRaw(buf []Score, scores []int) []Score {
	n := len(scores)
	top := int64(2 * (n - 1))
	out := buf[:0]
	if cap(out) < n {
		out = make([]Score, n)
	}
	out = out[:n]
	if slices.IsSortedFunc(scores, func(a, b int) int { return cmp.Compare(b, a) }) {
		for i := 0; i < n; {
			j := i + 1
			for j < n && scores[j] == scores[i] {
				j++
			}
			// Results i..j−1 tie; n−j are below them.
			mp := int64(2*(n-j) + (j - i - 1))
			for k := i; k < j; k++ {
				out[k] = Score{NS: exact.Int(mp), EW: exact.Int(top - mp)}
			}
			i = j
		}
		return out
	}
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	for i, s := range scores {
		below, _ := slices.BinarySearch(sorted, s)
		upto, _ := slices.BinarySearch(sorted, s+1)
		mp := int64(2*below + (upto - below - 1))
		out[i] = Score{NS: exact.Int(mp), EW: exact.Int(top - mp)}
	}
	return out
}

// weightedRaw scores each side against the other tables' distributions for
// that side: Σ over the table's outcomes of weight · (2·mass of the other
// tables' outcomes below + mass equal), from that side's point of view.
func weightedRaw(tables []Table) []Score {
	out := make([]Score, len(tables))
	ns := sideRaw(tables, func(t Table) []score.Outcome { return t.NS }, 1)
	ew := sideRaw(tables, func(t Table) []score.Outcome { return t.EW }, -1)
	for i := range out {
		out[i] = Score{NS: ns[i], EW: ew[i]}
	}
	return out
}

// halfWeightRaw scores every side in one field made of ½·NS + ½·EW of
// every table, its own included: Σ over the side's outcomes of weight ·
// (2·mass below + mass equal), less 1 for the table's tie with itself.
func halfWeightRaw(tables []Table) []Score {
	half := exact.Frac(1, 2)
	var field []score.Outcome
	for _, t := range tables {
		for _, side := range [][]score.Outcome{t.NS, t.EW} {
			for _, o := range side {
				field = append(field, score.Outcome{ScoreNS: o.ScoreNS, Weight: o.Weight.Mul(half)})
			}
		}
	}
	value := func(own []score.Outcome, sign int) exact.Q {
		total := exact.Q{}
		for _, o := range own {
			below, equal := exact.Q{}, exact.Q{}
			for _, c := range field {
				switch d := sign * (o.ScoreNS - c.ScoreNS); {
				case d > 0:
					below = below.Add(c.Weight)
				case d == 0:
					equal = equal.Add(c.Weight)
				}
			}
			total = total.Add(o.Weight.Mul(below.MulInt(2).Add(equal)))
		}
		return total.Sub(exact.Int(1))
	}
	out := make([]Score, len(tables))
	for i, t := range tables {
		out[i] = Score{NS: value(t.NS, 1), EW: value(t.EW, -1)}
	}
	return out
}

// sideRaw matchpoints one side; sign −1 makes a lower NS score better (EW).
// Every outcome of every table goes into one list sorted by score, with
// the running mass below each score and the mass at it; a table's outcome
// then scores against the field's masses less its own table's, so the cost
// is a sort, not a comparison of every pair of tables.
func sideRaw(tables []Table, side func(Table) []score.Outcome, sign int) []exact.Q {
	type comp struct {
		score int
		w     exact.Q
	}
	var all []comp
	for _, t := range tables {
		for _, o := range side(t) {
			all = append(all, comp{sign * o.ScoreNS, o.Weight})
		}
	}
	slices.SortFunc(all, func(a, b comp) int { return a.score - b.score })
	// below[v] and at[v] for each distinct score v.
	type mass struct{ below, at exact.Q }
	masses := map[int]mass{}
	run := exact.Q{}
	for i := 0; i < len(all); {
		j := i
		at := exact.Q{}
		for j < len(all) && all[j].score == all[i].score {
			at = at.Add(all[j].w)
			j++
		}
		masses[all[i].score] = mass{below: run, at: at}
		run = run.Add(at)
		i = j
	}
	out := make([]exact.Q, len(tables))
	for i, t := range tables {
		own := side(t)
		total := exact.Q{}
		for _, o := range own {
			mine := sign * o.ScoreNS
			m := masses[mine]
			below, equal := m.below, m.at
			// Take the table's own outcomes back out of the field.
			for _, p := range own {
				switch theirs := sign * p.ScoreNS; {
				case theirs < mine:
					below = below.Sub(p.Weight)
				case theirs == mine:
					equal = equal.Sub(p.Weight)
				}
			}
			total = total.Add(o.Weight.Mul(below.MulInt(2).Add(equal)))
		}
		out[i] = total
	}
	return out
}
