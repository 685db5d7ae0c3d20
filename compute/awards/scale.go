package awards

import (
	"errors"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// ErrScale is wrapped by every error about a scale itself (Scale.Check);
// ErrField by every error about the field given to Compute.
var (
	ErrScale = errors.New("awards scale")
	ErrField = errors.New("awards field")
)

// Form is what a field's contestants are.
type Form uint8

const (
	Pairs      Form = iota // pairs: two to a table
	Individual             // players: four to a table
	Teams                  // teams: one to a table (a match fills two)
)

var formNames = []string{"pairs", "individual", "teams"}

func (f Form) String() string {
	if int(f) < len(formNames) {
		return formNames[f]
	}
	return fmt.Sprintf("Form(%d)", f)
}

// ParseForm reads "pairs", "individual" or "teams".
func ParseForm(s string) (Form, error) { return parseName[Form](s, formNames, "form") }

// seats is how many contestants a table holds.
func (f Form) seats() int64 {
	switch f {
	case Individual:
		return 4
	case Teams:
		return 1
	}
	return 2
}

// Kind is how a rule gives the places their points.
type Kind uint8

const (
	// Ratio: the first place's award (First), the next places a fraction
	// of it (Ratios), the places beyond the list the first award divided by
	// the place less Then (ACBL: 5th ⅕ of first; ABF: k-th first ÷ (k−1)).
	Ratio Kind = iota
	// Step: the first award, each next place Step less (the EBU's scales).
	Step
	// Table: the points of each place as a row of numbers, the first row
	// whose conditions hold (a club's own table, the NBF's and ФСБР's
	// published rows).
	Table
)

var kindNames = []string{"ratio", "step", "table"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// ParseKind reads "ratio", "step" or "table".
func ParseKind(s string) (Kind, error) { return parseName[Kind](s, kindNames, "kind") }

// Mode is a direction of rounding.
type Mode uint8

const (
	HalfUp Mode = iota // to the nearest, halves up (away from zero)
	Up                 // up (a fraction of a point is a whole point)
	Down               // down
)

var modeNames = []string{"half-up", "up", "down"}

func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", m)
}

// ParseMode reads "half-up", "up" or "down".
func ParseMode(s string) (Mode, error) { return parseName[Mode](s, modeNames, "rounding") }

// Base is what a Depth's fraction is taken of.
type Base uint8

const (
	// OfField: the contestants in the field.
	OfField Base = iota
	// OfGroup: the tables times the contestants a table seats, divided by
	// the field's winners, rounded up: a half table counts as a table in a
	// two-winner movement (ACBL: 7½ tables, 8 pairs in each direction; a
	// 5½-table Howell, 11 pairs).
	OfGroup
	// OfFullTables: the whole tables only, times the contestants a table
	// seats, divided by the winners (the EBU: awards by full tables).
	OfFullTables
)

var baseNames = []string{"field", "group", "full-tables"}

func (b Base) String() string {
	if int(b) < len(baseNames) {
		return baseNames[b]
	}
	return fmt.Sprintf("Base(%d)", b)
}

// ParseBase reads "field", "group" or "full-tables".
func ParseBase(s string) (Base, error) { return parseName[Base](s, baseNames, "of") }

// Over says which rankings a scale's awards are computed in: the wiring
// forms the Fields accordingly.
type Over uint8

const (
	// OverRanking: each ranking the session publishes (each direction of a
	// two-winner movement, each section of one-winner movements, the
	// whole field when sections are ranked together).
	OverRanking Over = iota
	// OverSection: each section, both directions together.
	OverSection
	// OverEvent: the whole event (its overall ranking).
	OverEvent
)

var overNames = []string{"ranking", "section", "event"}

func (o Over) String() string {
	if int(o) < len(overNames) {
		return overNames[o]
	}
	return fmt.Sprintf("Over(%d)", o)
}

// ParseOver reads "ranking", "section" or "event".
func ParseOver(s string) (Over, error) { return parseName[Over](s, overNames, "over") }

// Range bounds a whole number, both ends included; 0 is no bound.
type Range struct{ Min, Max int }

func (r Range) holds(n int) bool {
	return (r.Min == 0 || n >= r.Min) && (r.Max == 0 || n <= r.Max)
}

func (r Range) String() string {
	switch {
	case r.Min == r.Max:
		return fmt.Sprint(r.Min)
	case r.Max == 0:
		return fmt.Sprintf("%d or more", r.Min)
	case r.Min == 0:
		return fmt.Sprintf("up to %d", r.Max)
	}
	return fmt.Sprintf("%d to %d", r.Min, r.Max)
}

// When is the condition of a case: every bound given must hold.
type When struct {
	Forms   []Form // the field's form is one of these (none: any)
	Winners int    // 1 or 2 (0: any)
	Boards  Range  // boards played
	Field   Range  // contestants in the field
	// Strength bounds the field's strength (both ends included) when Has
	// is set; a field without a strength does not meet it.
	Strength struct {
		Min, Max exact.Q
		Has      bool
	}
}

func (w *When) holds(f *Field) bool {
	if len(w.Forms) > 0 && !contains(w.Forms, f.Form) {
		return false
	}
	if w.Winners != 0 && w.Winners != f.winners() {
		return false
	}
	if !w.Boards.holds(f.Boards) || !w.Field.holds(len(f.Places)) {
		return false
	}
	if w.Strength.Has {
		if !f.HasStrength || f.Strength.Cmp(w.Strength.Min) < 0 || f.Strength.Cmp(w.Strength.Max) > 0 {
			return false
		}
	}
	return true
}

// String describes the condition, for messages ("" when it always holds).
func (w *When) String() string {
	var parts []string
	if len(w.Forms) > 0 {
		var fs []string
		for _, f := range w.Forms {
			fs = append(fs, f.String())
		}
		parts = append(parts, strings.Join(fs, " or "))
	}
	if w.Winners != 0 {
		parts = append(parts, fmt.Sprintf("%d winner(s)", w.Winners))
	}
	if w.Boards != (Range{}) {
		parts = append(parts, w.Boards.String()+" boards")
	}
	if w.Field != (Range{}) {
		parts = append(parts, "a field of "+w.Field.String())
	}
	if w.Strength.Has {
		parts = append(parts, "strength "+w.Strength.Min.String()+" to "+w.Strength.Max.String())
	}
	return strings.Join(parts, ", ")
}

// First is how the first place's award is worked out from the field, when
// its condition holds: (PerTable × T + PerBoard × boards + PerAward ×
// places awarded + Fixed) × Weight, where T is the tables with a half
// table counted as a table;
// beyond Limit tables, Weight × (1 − e^(−T/Saturate)) instead (the ABF's
// formula for large fields, rounded to the rule's quantum, or to 0.01 when
// the rule is exact); at most Max.
type First struct {
	When
	PerTable, PerBoard, PerAward, Fixed exact.Q
	// Weight multiplies the award (the ABF's grade weight); 0 is 1.
	Weight          exact.Q
	Limit, Saturate int
	Max             exact.Q
	HasMax          bool
}

// Depth is how many places are awarded, when its condition holds:
// Fraction of the Base, rounded by Round.
type Depth struct {
	When
	Fraction exact.Q
	Round    Mode
	Of       Base
}

// Row is a table of places' points, when its condition holds: Places[0]
// for the first place; every place beyond gets Rest when HasRest, else 0.
type Row struct {
	When
	Places  []exact.Q
	Rest    exact.Q
	HasRest bool
}

// Round is how awards are rounded: to a multiple of Quantum (0.01 for
// hundredths, 1 for whole points) in the direction Mode; a zero Quantum
// keeps them exact.
type Round struct {
	Quantum exact.Q
	Mode    Mode
}

// Rule is one kind of points a scale awards (the EBU's black points; the
// ФСБР's РО, and its ПБ beside them).
type Rule struct {
	// Type names the points: USEBIO's MASTER_POINT_TYPE ("Black", "GREEN")
	// or the federation's own name ("РО").
	Type string
	Kind Kind
	// Ratio and Step: the first award (the first case that holds), and how
	// many places are awarded (likewise).
	First []First
	Depth []Depth
	// Ratio: the first places' awards as fractions of the first's
	// (Ratios[0] is normally 1); a place k beyond the list gets the first
	// award divided by k − Then.
	Ratios []exact.Q
	Then   int
	// Step: each place's award is the one before less Step.
	Step exact.Q
	// Table: the rows of places' points (the first that holds).
	Rows []Row
	// Round applies to each place's award, then to the share of tied
	// contestants.
	Round Round
	// Min, when HasMin, raises an award below it (an awarded place, or a
	// share of more than 0) to it: the EBU's minimum award.
	Min    exact.Q
	HasMin bool
}

// Scale is a set of rules applied to the same fields.
type Scale struct {
	Name  string
	Over  Over
	Rules []Rule
}

// Check reports what makes the scale unusable.
func (s *Scale) Check() error {
	if len(s.Rules) == 0 {
		return fmt.Errorf("%w: %s: no rule (want at least one award)", ErrScale, s.Name)
	}
	for i := range s.Rules {
		r := &s.Rules[i]
		where := fmt.Sprintf("%s: award %d (%s)", s.Name, i+1, r.Type)
		switch r.Kind {
		case Ratio, Step:
			if len(r.First) == 0 {
				return fmt.Errorf("%w: %s: no first award (want [[award.first]])", ErrScale, where)
			}
			if len(r.Depth) == 0 {
				return fmt.Errorf("%w: %s: no depth (want [[award.depth]]: how many places are awarded)", ErrScale, where)
			}
			for _, f := range r.First {
				if f.Limit > 0 && f.Saturate <= 0 {
					return fmt.Errorf("%w: %s: a limit of %d tables without saturate (want both)", ErrScale, where, f.Limit)
				}
			}
			if k := len(r.Ratios) + 1; r.Kind == Ratio && k-r.Then < 1 {
				return fmt.Errorf("%w: %s: then = %d divides place %d by %d (want then below %d)", ErrScale, where, r.Then, k, k-r.Then, k)
			}
			if r.Kind == Step && r.Step.Sign() <= 0 {
				return fmt.Errorf("%w: %s: step %s (want more than 0)", ErrScale, where, r.Step)
			}
		case Table:
			if len(r.Rows) == 0 {
				return fmt.Errorf("%w: %s: no row (want [[award.row]] with places)", ErrScale, where)
			}
		default:
			return fmt.Errorf("%w: %s: kind %d unknown", ErrScale, where, r.Kind)
		}
		if r.Round.Quantum.Sign() < 0 {
			return fmt.Errorf("%w: %s: rounding quantum %s (want 0 or more)", ErrScale, where, r.Round.Quantum)
		}
	}
	return nil
}

func contains[T comparable](s []T, v T) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func parseName[T ~uint8](s string, names []string, what string) (T, error) {
	for i, n := range names {
		if s == n {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("%s %q unknown (want %s)", what, s, strings.Join(names, ", "))
}
