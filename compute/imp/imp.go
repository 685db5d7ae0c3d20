// Package imp computes International Match Points on one board.
//
// The scale (Law 78B) turns a difference of NS scores into IMPs: 0–10 → 0,
// 20–40 → 1, … 4000 and more → 24, antisymmetric in the sign. The thresholds
// are lower bounds on |difference|, so an averaged difference such as 19.99
// is still 0 IMPs (OfQ).
//
// Three ways of scoring with it:
//
//   - Teams (TeamBoard): IMPs(open-room NS − closed-room NS) to the team
//     sitting NS in the open room, the negation to the other team.
//   - Butler (Butler, Datum): each result is IMPed against a datum, the mean
//     of the field's NS scores after trimming the k highest and k lowest,
//     rounded to a multiple of 10 (TrimRule, Rounding). A split or weighted
//     table enters the datum by the mean of its two sides' expected scores,
//     or not at all (ButlerOptions.AdjustedInDatum; §6.4 gives no
//     authority, only this proposal).
//   - Cross-IMPs (Cross): each result is IMPed against every other result of
//     its group; the sum S is reported as it is or divided by the number of
//     comparisons, tables, or an EBU-factored divisor (Normalisation).
//
// A table's result is given per side as a distribution of NS scores (one
// score of weight 1 for a normal result), which is how split and weighted
// adjusted scores are scored: "IMP each component, then weight" — never the
// weighted average score. In cross-IMPs each side is compared with the other
// tables' distributions for that side, component by component, and never
// with its own table's other components. Artificial scores (average-plus
// and the like) are not results and are never passed here: the caller
// leaves them out of every datum and comparison and awards their fixed IMPs.
//
// Values that can be fractional are exact (exact.Q); raw bridge scores,
// data and teams IMPs are integers. The package is pure: no I/O, inputs are
// not modified. It imports the standard library, compute/exact, and
// compute/score for Outcome, the one type of "an NS score with its
// weight" that every engine shares.
package imp

import (
	"errors"
	"fmt"
	"sort"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Sentinel errors for errors.Is.
var (
	// ErrOutcomes: a side of a table without outcomes, with a weight that is
	// not positive, or with weights that do not sum to 1.
	ErrOutcomes = errors.New("bad outcomes")
	// ErrTarget: a factoring target that gives no divisor.
	ErrTarget = errors.New("bad factoring target")
	// ErrNoDatum: a non-empty board where no table may enter the datum.
	ErrNoDatum = errors.New("no result for the datum")
	// ErrOption: an option text that names no known value.
	ErrOption = errors.New("unknown option value")
)

// thresholds are the lower bounds of 1 … 24 IMPs (Law 78B).
var thresholds = [24]int{
	20, 50, 90, 130, 170, 220, 270, 320, 370, 430,
	500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250,
	2500, 3000, 3500, 4000,
}

// MaxIMPs is the largest number of IMPs on one comparison.
const MaxIMPs = len(thresholds)

// IMPs is the IMP value of a difference of NS scores: sign(diff) times the
// number of thresholds not above |diff|. IMPs(−d) = −IMPs(d).
func IMPs(diff int) int {
	a := diff
	if a < 0 {
		a = -a
		if a < 0 { // the most negative int
			return -MaxIMPs
		}
	}
	n := band(a)
	if diff < 0 {
		return -n
	}
	return n
}

// band is the number of thresholds ≤ a, for a ≥ 0.
func band(a int) int {
	// A binary search over 24 values: five comparisons.
	lo, hi := 0, len(thresholds)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if thresholds[m] <= a {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// OfQ is IMPs for an exact difference that need not be a whole number (an
// average): the thresholds are lower bounds on |diff|, so 19.99 → 0 and
// 20 → 1. Weighted scores never need it (IMP each component, then weight).
func OfQ(diff exact.Q) int {
	a := diff
	if a.Sign() < 0 {
		a = a.Neg()
	}
	n := sort.Search(len(thresholds), func(i int) bool {
		return a.Cmp(exact.Int(int64(thresholds[i]))) < 0
	})
	if diff.Sign() < 0 {
		return -n
	}
	return n
}

// Table is one table's result on the board as each side is scored: NS is
// compared with the other tables' NS distributions, EW with their EW
// distributions. For a normal result both hold the same single score; a
// split score gives the sides different distributions.
type Table struct {
	NS, EW []score.Outcome
}

// Plain is the table of a normal result with NS score s.
func Plain(s int) Table {
	o := []score.Outcome{{ScoreNS: s, Weight: exact.Int(1)}}
	return Table{NS: o, EW: o}
}

// isPlain reports whether t is one score of weight 1 for both sides.
func (t Table) isPlain() bool {
	return len(t.NS) == 1 && len(t.EW) == 1 && t.NS[0].ScoreNS == t.EW[0].ScoreNS &&
		t.NS[0].Weight.Cmp(one) == 0 && t.EW[0].Weight.Cmp(one) == 0
}

// Score is one table's IMPs on the board for each side (EW's from EW's
// point of view: positive is good for EW).
type Score struct {
	NS, EW exact.Q
}

var one = exact.Int(1)

// CheckOutcomes returns an error wrapping ErrOutcomes unless os is a
// distribution: at least one outcome, every weight above 0, weights summing
// to exactly 1.
func CheckOutcomes(os []score.Outcome) error {
	if len(os) == 0 {
		return fmt.Errorf("%w: none given", ErrOutcomes)
	}
	sum := exact.Q{}
	for _, o := range os {
		if o.Weight.Sign() <= 0 {
			return fmt.Errorf("%w: weight %s of %d (want more than 0)", ErrOutcomes, o.Weight, o.ScoreNS)
		}
		sum = sum.Add(o.Weight)
	}
	if sum.Cmp(one) != 0 {
		return fmt.Errorf("%w: weights sum to %s (want 1)", ErrOutcomes, sum)
	}
	return nil
}

// checkTables checks both sides of every table.
func checkTables(tables []Table) error {
	for i, t := range tables {
		if side, err := t.check(); err != nil {
			return fmt.Errorf("imp: table %d %s: %w", i+1, side, err)
		}
	}
	return nil
}

// check checks both sides of t, saying which side is wrong.
func (t Table) check() (side string, err error) {
	if t.isPlain() {
		return "", nil
	}
	if err := CheckOutcomes(t.NS); err != nil {
		return "NS", err
	}
	if err := CheckOutcomes(t.EW); err != nil {
		return "EW", err
	}
	return "", nil
}

// TeamBoard is the IMPs on one teams board (§5.2) to the team sitting NS in
// the open room: IMPs(openNS − closedNS). The other team gets the negation.
func TeamBoard(openNS, closedNS int) int {
	return IMPs(openNS - closedNS)
}

// TeamBoardWeighted is TeamBoard for distributions (WT-2): the weighted sum,
// over every pair of components of the two rooms, of IMPs(open − closed),
// the weights multiplied. It never IMPs an average score. The weights are
// taken as given (CheckOutcomes validates them).
//
// For a split score the two teams use different distributions; see
// TeamTables.
func TeamBoardWeighted(open, closed []score.Outcome) exact.Q {
	total := exact.Q{}
	for _, o := range open {
		inner := exact.Q{}
		for _, c := range closed {
			if v := IMPs(o.ScoreNS - c.ScoreNS); v != 0 {
				inner = inner.Add(c.Weight.MulInt(int64(v)))
			}
		}
		total = total.Add(o.Weight.Mul(inner))
	}
	return total
}

// TeamTables scores one teams board from the two rooms' tables, each side
// with its own distribution: team A sits NS in the open room and EW in the
// closed room, so a = TeamBoardWeighted(open.NS, closed.EW); team B's pairs
// are the open room's EW and the closed room's NS, so b =
// −TeamBoardWeighted(open.EW, closed.NS). Without split scores b = −a.
func TeamTables(open, closed Table) (a, b exact.Q, err error) {
	if side, err := open.check(); err != nil {
		return exact.Q{}, exact.Q{}, fmt.Errorf("imp: open room %s: %w", side, err)
	}
	if side, err := closed.check(); err != nil {
		return exact.Q{}, exact.Q{}, fmt.Errorf("imp: closed room %s: %w", side, err)
	}
	return TeamBoardWeighted(open.NS, closed.EW), TeamBoardWeighted(open.EW, closed.NS).Neg(), nil
}
