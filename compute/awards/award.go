package awards

import (
	"fmt"
	"math"
	"math/big"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// Field is one ranking that awards are computed in: a direction of a
// two-winner movement, a section, a stratum, the whole event.
type Field struct {
	Name string // names it in messages ("A NS")
	Form Form
	// Tables is the tables in play in the field's movement, a half table
	// as 1/2 (7½ for 15 pairs). For a direction of a Mitchell it is the
	// section's tables.
	Tables exact.Q
	// Winners is 2 for a direction of a two-winner movement, 1 (or 0)
	// for a field ranked as one.
	Winners int
	Boards  int // boards played
	// Strength is the field's strength, for rules whose rows depend on it
	// (the ФСБР's); HasStrength says whether it was given.
	Strength    exact.Q
	HasStrength bool
	// Places are the contestants' places, 1 for the first; contestants
	// that share a place have the same one (3, 3 for "3="). In any order.
	Places []int
}

func (f *Field) winners() int {
	if f.Winners == 2 {
		return 2
	}
	return 1
}

// Award is what one rule gives a field's contestants.
type Award struct {
	Type string
	// Depth is the number of places awarded (for a table, its places).
	Depth int
	// First is the first place's award before ties (0 for a table).
	First exact.Q
	// Points are the contestants' points, in the order of Field.Places;
	// 0 for a contestant beyond the depth.
	Points []exact.Q
}

// Compute gives each contestant of the field its points under each rule
// of the scale, in the scale's order. Contestants who share a place share
// the points of the places they cover (two tied for 3rd: the average of
// the 3rd and 4th places' awards), each place's award rounded first and
// the share after. It changes nothing in its arguments.
func Compute(s *Scale, f Field) ([]Award, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	if err := checkField(&f); err != nil {
		return nil, err
	}
	out := make([]Award, len(s.Rules))
	for i := range s.Rules {
		a, err := award(&s.Rules[i], &f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
		out[i] = a
	}
	return out, nil
}

func checkField(f *Field) error {
	if f.Tables.Sign() < 0 {
		return fmt.Errorf("%w: %s: %s tables (want 0 or more)", ErrField, f.Name, f.Tables)
	}
	if f.Winners < 0 || f.Winners > 2 {
		return fmt.Errorf("%w: %s: %d winners (want 1 or 2)", ErrField, f.Name, f.Winners)
	}
	shared := map[int]int{}
	for _, p := range f.Places {
		shared[p]++
	}
	for p, k := range shared {
		if p < 1 || p+k-1 > len(f.Places) {
			return fmt.Errorf("%w: %s: place %d shared by %d in a field of %d (want places 1..%d)",
				ErrField, f.Name, p, k, len(f.Places), len(f.Places))
		}
	}
	return nil
}

// award applies one rule to the field.
func award(r *Rule, f *Field) (Award, error) {
	a := Award{Type: r.Type, Points: make([]exact.Q, len(f.Places))}
	var place func(k int) exact.Q // the award of place k, rounded
	switch r.Kind {
	case Table:
		row, ok := pick(r.Rows, func(w *Row) *When { return &w.When }, f)
		if !ok {
			return a, noCase(r, "row", f, whens(r.Rows, func(w *Row) *When { return &w.When }))
		}
		a.Depth = len(row.Places)
		if row.HasRest {
			a.Depth = max(a.Depth, len(f.Places))
		}
		place = func(k int) exact.Q {
			switch {
			case k <= len(row.Places):
				return r.Round.apply(row.Places[k-1])
			case row.HasRest:
				return r.Round.apply(row.Rest)
			}
			return exact.Q{}
		}
	default:
		d, ok := pick(r.Depth, func(w *Depth) *When { return &w.When }, f)
		if !ok {
			return a, noCase(r, "depth", f, whens(r.Depth, func(w *Depth) *When { return &w.When }))
		}
		a.Depth = d.places(f)
		fc, ok := pick(r.First, func(w *First) *When { return &w.When }, f)
		if !ok {
			return a, noCase(r, "first award", f, whens(r.First, func(w *First) *When { return &w.When }))
		}
		a.First = fc.award(f, a.Depth, r.Round)
		place = func(k int) exact.Q {
			if k > a.Depth {
				return exact.Q{}
			}
			var v exact.Q
			if r.Kind == Step {
				v = a.First.Sub(r.Step.MulInt(int64(k - 1)))
			} else if k <= len(r.Ratios) {
				v = a.First.Mul(r.Ratios[k-1])
			} else {
				v = a.First.DivInt(int64(k - r.Then))
			}
			v = r.Round.apply(v)
			if r.HasMin && v.Cmp(r.Min) < 0 {
				v = r.Min
			}
			return v
		}
	}
	shared := map[int]int{}
	for _, p := range f.Places {
		shared[p]++
	}
	share := map[int]exact.Q{}
	for p, k := range shared {
		var sum exact.Q
		for j := p; j < p+k; j++ {
			sum = sum.Add(place(j))
		}
		v := sum
		if k > 1 {
			v = r.Round.apply(sum.DivInt(int64(k)))
			if r.HasMin && v.Sign() > 0 && v.Cmp(r.Min) < 0 {
				v = r.Min
			}
		}
		share[p] = v
	}
	for i, p := range f.Places {
		a.Points[i] = share[p]
	}
	return a, nil
}

// places is how many places the depth awards in the field.
func (d *Depth) places(f *Field) int {
	seats := exact.Int(f.Form.seats())
	w := int64(f.winners())
	var base exact.Q
	switch d.Of {
	case OfGroup:
		base = ceil(f.Tables.Mul(seats).DivInt(w))
	case OfFullTables:
		base = floor(f.Tables).Mul(seats).DivInt(w)
	default:
		base = exact.Int(int64(len(f.Places)))
	}
	n := roundInt(base.Mul(d.Fraction), d.Round)
	return int(n.Rat().Num().Int64())
}

// award is the first place's award.
func (c *First) award(f *Field, depth int, r Round) exact.Q {
	t := ceil(f.Tables)
	weight := c.Weight
	if weight.Sign() == 0 {
		weight = exact.Int(1)
	}
	var v exact.Q
	if c.Limit > 0 && t.Cmp(exact.Int(int64(c.Limit))) > 0 {
		// W·(1 − e^(−T/S)): not rational; computed in float64 and rounded
		// to the rule's quantum (hundredths when the rule is exact), as the
		// federation's tables print it.
		tf, _ := t.Rat().Float64()
		x := 1 - math.Exp(-tf/float64(c.Saturate))
		q := r
		if q.Quantum.Sign() == 0 {
			q = Round{Quantum: exact.Frac(1, 100), Mode: HalfUp}
		}
		v = q.apply(weight.Mul(exact.FromRat(new(big.Rat).SetFloat64(x))))
	} else {
		v = c.PerTable.Mul(t).Add(c.PerBoard.MulInt(int64(f.Boards))).Add(c.PerAward.MulInt(int64(depth))).Add(c.Fixed).Mul(weight)
	}
	if c.HasMax && v.Cmp(c.Max) > 0 {
		v = c.Max
	}
	return v
}

// apply rounds q to the quantum in the mode (exact when the quantum is 0).
func (r Round) apply(q exact.Q) exact.Q {
	if r.Quantum.Sign() == 0 {
		return q
	}
	return roundInt(q.Div(r.Quantum), r.Mode).Mul(r.Quantum)
}

// roundInt rounds q to a whole number in the mode.
func roundInt(q exact.Q, m Mode) exact.Q {
	switch m {
	case Up:
		return ceil(q)
	case Down:
		return floor(q)
	}
	return q.RoundQ(0)
}

func floor(q exact.Q) exact.Q {
	r := q.Rat()
	f := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: the floor for a positive denominator
	return exact.FromRat(new(big.Rat).SetInt(f))
}

func ceil(q exact.Q) exact.Q {
	if q.IsInt() {
		return q
	}
	return floor(q).Add(exact.Int(1))
}

// pick is the first case whose condition holds for the field.
func pick[T any](cases []T, when func(*T) *When, f *Field) (*T, bool) {
	for i := range cases {
		if when(&cases[i]).holds(f) {
			return &cases[i], true
		}
	}
	return nil, false
}

func whens[T any](cases []T, when func(*T) *When) []string {
	var out []string
	for i := range cases {
		out = append(out, when(&cases[i]).String())
	}
	return out
}

// noCase is the error for a field that no case of a rule fits.
func noCase(r *Rule, what string, f *Field, conds []string) error {
	return fmt.Errorf("%w: %s: %s: no %s for %s (the scale has them for: %q)",
		ErrField, f.Name, r.Type, what, describe(f), conds)
}

func describe(f *Field) string {
	s := fmt.Sprintf("%s, %d winner(s), %d boards, a field of %d", f.Form, f.winners(), f.Boards, len(f.Places))
	if f.HasStrength {
		s += ", strength " + f.Strength.String()
	}
	return s
}
