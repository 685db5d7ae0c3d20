package series

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// field is the ranking an entry's place is in: its size and, by place,
// how many entries share that place.
type field struct {
	size   int
	shared map[int]int
}

// fieldKey is the ranking an entry is placed in.
func (e *Entry) fieldKey() string {
	if e.Field != "" {
		return e.Field
	}
	return e.Section
}

// sessionPoints gives each entry of session s its points, in order.
func sessionPoints(p Points, s *Session) ([]exact.Q, []Warning, error) {
	fields := map[string]*field{}
	for i := range s.Entries {
		e := &s.Entries[i]
		f := fields[e.fieldKey()]
		if f == nil {
			f = &field{shared: map[int]int{}}
			fields[e.fieldKey()] = f
		}
		f.size++
		f.shared[e.Place]++
	}
	sections, err := sectionOrder(s)
	if err != nil {
		return nil, nil, err
	}
	out := make([]exact.Q, len(s.Entries))
	var warns []Warning
	for i := range s.Entries {
		e := &s.Entries[i]
		if m := p.Kind.measure(); m != 0 {
			if e.Has&m == 0 {
				return nil, nil, fmt.Errorf("%w: session %s, %s: no %s (want one for points by %s)",
					ErrInput, s.ID, entryName(e), p.Kind, p.Kind)
			}
			out[i] = e.score(m)
			continue
		}
		f := fields[e.fieldKey()]
		k := f.shared[e.Place]
		if e.Place < 1 || e.Place+k-1 > f.size {
			return nil, nil, fmt.Errorf("%w: session %s, %s: place %d (shared by %d) in a field of %d (want places 1..%d)",
				ErrInput, s.ID, entryName(e), e.Place, k, f.size, f.size)
		}
		var pts exact.Q
		switch p.Kind {
		case ByPlace:
			t, ok := pickTable(p.Tables, len(sections), sections[e.Section], f.size)
			if !ok {
				return nil, nil, fmt.Errorf("%w: session %s, %s: no place table for %d section(s), section %d, a field of %d (want a table whose conditions hold)",
					ErrInput, s.ID, entryName(e), len(sections), sections[e.Section], f.size)
			}
			var beyond int
			pts, beyond = shareTable(t, e.Place, k)
			if beyond > 0 {
				warns = append(warns, Warning{Session: s.ID, Text: fmt.Sprintf("%s: place %d is beyond the table of %d places: 0 points",
					entryName(e), beyond, len(t.Places))})
			}
		case ByFormula:
			pts = shareFormula(p.Formula, e.Place, k, f.size)
		}
		out[i] = round(pts, p.Round)
	}
	return out, warns, nil
}

// sectionOrder numbers the session's sections from 1: as Session.Sections
// lists them, or in natural order of their names.
func sectionOrder(s *Session) (map[string]int, error) {
	order := map[string]int{}
	if len(s.Sections) > 0 {
		for i, name := range s.Sections {
			order[name] = i + 1
		}
		for i := range s.Entries {
			if _, ok := order[s.Entries[i].Section]; !ok {
				return nil, fmt.Errorf("%w: session %s, %s: section %q is not among the session's sections %q",
					ErrInput, s.ID, entryName(&s.Entries[i]), s.Entries[i].Section, s.Sections)
			}
		}
		return order, nil
	}
	var names []string
	for i := range s.Entries {
		if _, ok := order[s.Entries[i].Section]; !ok {
			order[s.Entries[i].Section] = 0
			names = append(names, s.Entries[i].Section)
		}
	}
	slices.SortFunc(names, rank.Compare)
	for i, n := range names {
		order[n] = i + 1
	}
	return order, nil
}

func pickTable(tables []PlaceTable, sections, section, size int) (PlaceTable, bool) {
	for _, t := range tables {
		if t.holds(sections, section, size) {
			return t, true
		}
	}
	return PlaceTable{}, false
}

// shareTable is the average of the table's points for places place ..
// place+k-1, and the first of those places beyond the table when it has
// no Rest (0 if none).
func shareTable(t PlaceTable, place, k int) (exact.Q, int) {
	var sum exact.Q
	beyond := 0
	for p := place; p < place+k; p++ {
		switch {
		case p <= len(t.Places):
			sum = sum.Add(t.Places[p-1])
		case t.HasRest:
			sum = sum.Add(t.Rest)
		case beyond == 0:
			beyond = p
		}
	}
	return sum.DivInt(int64(k)), beyond
}

// shareFormula is the average of the formula's points for places place ..
// place+k-1 in a field of n.
func shareFormula(f Formula, place, k, n int) exact.Q {
	first := f.First.MulInt(int64(n))
	var sum exact.Q
	for p := place; p < place+k; p++ {
		v := first
		if n > 1 {
			// first − (p−1)·(first − last)/(n−1)
			v = first.Sub(first.Sub(f.Last).MulDiv(exact.Int(int64(p-1)), exact.Int(int64(n-1))))
		}
		if p <= len(f.Bonus) {
			v = v.Add(f.Bonus[p-1])
		}
		sum = sum.Add(v)
	}
	return sum.DivInt(int64(k))
}

func round(q exact.Q, r Rounding) exact.Q {
	switch r {
	case Up:
		return ceil(q)
	case Nearest:
		return q.RoundQ(0)
	}
	return q
}

// ceil is the least integer not below q.
func ceil(q exact.Q) exact.Q {
	if q.IsInt() {
		return q
	}
	r := q.Rat()
	f := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: the floor, for a positive denominator
	return exact.FromRat(new(big.Rat).SetInt(f.Add(f, big.NewInt(1))))
}

// entryName names an entry in messages by its players.
func entryName(e *Entry) string {
	if len(e.Members) == 0 {
		return "an entry without players"
	}
	return strings.Join(e.Members, " & ")
}
