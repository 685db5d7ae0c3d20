package series

import (
	"errors"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// ErrRules is wrapped by every error about the rules themselves (Rules.Check);
// ErrInput by every error about the sessions given to Compute.
var (
	ErrRules = errors.New("series rules")
	ErrInput = errors.New("series input")
)

// Unit is what a row of the table is.
type Unit uint8

const (
	// Players: each player of an entry is credited with the entry's points,
	// whoever the partner was.
	Players Unit = iota
	// Pairs: each partnership (the set of an entry's players) is a row of
	// its own; a player who changes partners is in several rows.
	Pairs
)

var unitNames = []string{"player", "pair"}

func (u Unit) String() string {
	if int(u) < len(unitNames) {
		return unitNames[u]
	}
	return fmt.Sprintf("Unit(%d)", u)
}

// ParseUnit reads "player" or "pair".
func ParseUnit(s string) (Unit, error) { return parseName[Unit](s, unitNames, "unit") }

// Kind is what the points of a session are.
type Kind uint8

const (
	ByPercent Kind = iota // the session's percentage
	ByTotal               // the session's total: matchpoints or IMPs, as it was scored
	ByVP                  // the session's victory points
	ByPlace               // place points from a PlaceTable
	ByFormula             // place points from a Formula of the field's size
)

var kindNames = []string{"percentage", "total", "vp", "place", "formula"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// ParseKind reads "percentage", "total", "vp", "place" or "formula".
func ParseKind(s string) (Kind, error) { return parseName[Kind](s, kindNames, "points") }

// measure is the Measure a kind reads.
func (k Kind) measure() Measure {
	switch k {
	case ByPercent:
		return Percent
	case ByTotal:
		return Total
	case ByVP:
		return VP
	}
	return 0
}

// Rounding is how a session's place points are rounded, after ties share
// them.
type Rounding uint8

const (
	Unrounded Rounding = iota // exact
	Up                        // up to a whole number (the Polish clubs' rule)
	Nearest                   // to the nearest whole number, halves away from zero
)

var roundingNames = []string{"exact", "up", "nearest"}

func (r Rounding) String() string {
	if int(r) < len(roundingNames) {
		return roundingNames[r]
	}
	return fmt.Sprintf("Rounding(%d)", r)
}

// ParseRounding reads "exact" (or ""), "up" or "nearest".
func ParseRounding(s string) (Rounding, error) {
	if s == "" {
		return Unrounded, nil
	}
	return parseName[Rounding](s, roundingNames, "round")
}

// Tie is a way to break a tie on the season's total.
type Tie uint8

const (
	// NextBest: the better of the scores that did not count, best first
	// (the first one dropped, then the next); a further score beats none.
	NextBest Tie = iota
	// Countback: more first places in the sessions played, then more
	// second places, and so on (a shared place counts as that place).
	Countback
	// BestScores: the better of the scores that counted, best first.
	BestScores
)

var tieNames = []string{"next-best", "countback", "best-scores"}

func (t Tie) String() string {
	if int(t) < len(tieNames) {
		return tieNames[t]
	}
	return fmt.Sprintf("Tie(%d)", t)
}

// ParseTie reads "next-best", "countback" or "best-scores".
func ParseTie(s string) (Tie, error) { return parseName[Tie](s, tieNames, "tie") }

func parseName[T ~uint8](s string, names []string, what string) (T, error) {
	for i, n := range names {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("%w: %s %q unknown (want %s)", ErrRules, what, s, strings.Join(names, ", "))
}

// PlaceTable gives place points: Places[0] to the first, Places[1] to the
// second, and Rest to every place beyond (0 with a warning when HasRest is
// false). The first table whose conditions hold for a session's field is
// used; a zero condition holds always.
type PlaceTable struct {
	Sections int // the session's number of sections
	Section  int // the entry's section among them, 1 for the first
	MinField int // the field's size (entries ranked together) at least
	MaxField int // and at most
	Places   []exact.Q
	Rest     exact.Q
	HasRest  bool
}

func (t PlaceTable) holds(sections, section, field int) bool {
	return (t.Sections == 0 || t.Sections == sections) &&
		(t.Section == 0 || t.Section == section) &&
		(t.MinField == 0 || field >= t.MinField) &&
		(t.MaxField == 0 || field <= t.MaxField)
}

// Formula gives place points from the size N of the field: First·N to
// the first place, Last to the last (place N), the places between on the
// straight line from one to the other; Bonus[i] is added to place i+1. A
// field of one gets First·N.
type Formula struct {
	First exact.Q // points of the first place per entry of the field
	Last  exact.Q
	Bonus []exact.Q
}

// Points says what a session gives an entry.
type Points struct {
	Kind    Kind
	Tables  []PlaceTable // for ByPlace
	Formula Formula      // for ByFormula
	Round   Rounding
}

// Count says which of a unit's sessions count.
type Count struct {
	// Best counts only the best Best sessions (0: every one).
	Best int
	// Of, when not 0, looks only at the last Of sessions of the series
	// (the best 8 of the last 10); the earlier ones are shown, not
	// counted, and not played for Rules.Minimum.
	Of int
	// Drop drops the lowest Drop scores for each Per sessions played
	// beyond After (the lowest one for every 2 sessions beyond 5; every
	// full 6 sessions with After 0).
	Drop, Per, After int
}

// Rules are the rules of one series.
type Rules struct {
	Unit   Unit
	Points Points
	Count  Count
	// Minimum is the number of sessions a unit must have played (within
	// Count.Of) to be ranked; the others are listed unranked.
	Minimum int
	// Average makes the total the average of the counted points, not
	// their sum (a ladder of percentages).
	Average bool
	// Ties are the tie-breaks, in order; units still equal share a place.
	Ties []Tie
}

// Check reports the first thing in r that Compute cannot follow.
func (r Rules) Check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrRules}, args...)...)
	}
	if int(r.Unit) >= len(unitNames) {
		return bad("unit %d unknown", r.Unit)
	}
	p := r.Points
	if int(p.Kind) >= len(kindNames) {
		return bad("points kind %d unknown", p.Kind)
	}
	if int(p.Round) >= len(roundingNames) {
		return bad("rounding %d unknown", p.Round)
	}
	switch p.Kind {
	case ByPlace:
		if len(p.Tables) == 0 {
			return bad("place points need a table (want at least one table of places)")
		}
		for i, t := range p.Tables {
			if len(t.Places) == 0 && !t.HasRest {
				return bad("table %d gives no points (want places, or rest)", i+1)
			}
			if t.Sections < 0 || t.Section < 0 || t.MinField < 0 || t.MaxField < 0 {
				return bad("table %d: a negative condition (want 0 for none, or a count)", i+1)
			}
			if t.MaxField > 0 && t.MaxField < t.MinField {
				return bad("table %d: field %d..%d is empty (want min at most max)", i+1, t.MinField, t.MaxField)
			}
		}
	case ByFormula:
		if p.Formula.First.Sign() <= 0 {
			return bad("formula: first %s (want more than 0 points per entry)", p.Formula.First)
		}
	}
	if p.Round != Unrounded && p.Kind != ByPlace && p.Kind != ByFormula {
		return bad("rounding %s is for place points (want exact for %s)", p.Round, p.Kind)
	}
	c := r.Count
	if c.Best < 0 || c.Of < 0 || c.Drop < 0 || c.Per < 0 || c.After < 0 || r.Minimum < 0 {
		return bad("a negative count (want 0 for none, or a number of sessions)")
	}
	if (c.Drop > 0) != (c.Per > 0) {
		return bad("drop %d for each %d: want both, or neither", c.Drop, c.Per)
	}
	seen := map[Tie]bool{}
	for _, t := range r.Ties {
		if int(t) >= len(tieNames) {
			return bad("tie-break %d unknown", t)
		}
		if seen[t] {
			return bad("tie-break %s given twice", t)
		}
		seen[t] = true
	}
	return nil
}
