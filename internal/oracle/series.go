package oracle

import (
	"math/big"
	"sort"
	"strings"
)

// SeriesRules are a season's series rules as issue 30 states them, read
// literally: the points of a session, which sessions count, the minimum to
// be ranked and the tie-breaks.
type SeriesRules struct {
	// PerPlayer credits each player of an entry; otherwise each
	// partnership (its players, sorted, joined by "+") is a unit.
	PerPlayer bool
	// Points is "score" (the entry's Score as it is), "place" (Tables)
	// or "formula" (First·N for the first of N, Last for the last, a
	// straight line between, plus Bonus).
	Points       string
	Tables       []SeriesTable
	First, Last  *big.Rat
	Bonus        []*big.Rat
	RoundUp      bool // place points rounded up to whole numbers
	RoundNearest bool // or to the nearest, halves away from zero
	// Best sessions count (0: all), among the last Of (0: all); Drop are
	// dropped for each Per played beyond After.
	Best, Of, Drop, Per, After int
	Minimum                    int
	Average                    bool
	// Ties: "next-best", "countback", "best-scores", in order.
	Ties []string
}

// SeriesTable is a table of place points and when it applies (0: always).
type SeriesTable struct {
	Sections, Section, MinField, MaxField int
	Places                                []*big.Rat
	Rest                                  *big.Rat // nil: places beyond get 0
}

// SeriesEntry is one line of a session's ranking.
type SeriesEntry struct {
	Players        []string
	Section, Field string // the field is the section when Field is ""
	Place          int
	Score          *big.Rat // the score the rules read, for Points "score"
}

// SeriesSession is one session.
type SeriesSession struct {
	ID       string
	Sections []string // their order; nil: sorted by name
	Entries  []SeriesEntry
}

// SeriesLine is one unit of the table.
type SeriesLine struct {
	Key     string
	Ranked  bool
	Rank    int // competition ranking among the ranked
	Tied    bool
	Total   *big.Rat
	Played  int // within the last Of
	Counted int
	Points  []*big.Rat // by session; nil where not played
	Counts  []bool
}

// Series computes the table. Lines are in the order: ranked by rank
// then key, then the others by total (higher first) then key; keys
// compare as SortKeys.
func Series(r SeriesRules, sessions []SeriesSession) []SeriesLine {
	lines := map[string]*SeriesLine{}
	places := map[string][]int{} // the unit's place in each session, 0 none
	for si, s := range sessions {
		for ei, e := range s.Entries {
			pts := entryPoints(r, s, ei)
			var keys []string
			if r.PerPlayer {
				keys = e.Players
			} else {
				ps := append([]string(nil), e.Players...)
				sort.Strings(ps)
				keys = []string{strings.Join(ps, "+")}
			}
			for _, k := range keys {
				l := lines[k]
				if l == nil {
					l = &SeriesLine{Key: k, Points: make([]*big.Rat, len(sessions)), Counts: make([]bool, len(sessions))}
					lines[k] = l
					places[k] = make([]int, len(sessions))
				}
				// Twice in one session: the better points, the first of equals.
				if l.Points[si] == nil || pts.Cmp(l.Points[si]) > 0 {
					l.Points[si] = pts
					places[k][si] = e.Place
				}
			}
		}
	}
	first := 0
	if r.Of > 0 && r.Of < len(sessions) {
		first = len(sessions) - r.Of
	}
	type keysOf struct{ counted, dropped []*big.Rat }
	tk := map[string]keysOf{}
	for k, l := range lines {
		var played []int
		for si := first; si < len(sessions); si++ {
			if l.Points[si] != nil {
				played = append(played, si)
			}
		}
		// The best first; the earlier of equals.
		sort.SliceStable(played, func(a, b int) bool { return l.Points[played[a]].Cmp(l.Points[played[b]]) > 0 })
		n := len(played)
		dropped := 0
		for extra := n - r.After; r.Per > 0 && extra >= r.Per; extra -= r.Per {
			dropped += r.Drop
		}
		keep := n - dropped
		if keep < 0 {
			keep = 0
		}
		if r.Best > 0 && keep > r.Best {
			keep = r.Best
		}
		sum := new(big.Rat)
		var ko keysOf
		for i, si := range played {
			if i < keep {
				l.Counts[si] = true
				sum.Add(sum, l.Points[si])
				ko.counted = append(ko.counted, l.Points[si])
			} else {
				ko.dropped = append(ko.dropped, l.Points[si])
			}
		}
		if r.Average && keep > 0 {
			sum.Quo(sum, big.NewRat(int64(keep), 1))
		}
		l.Total, l.Played, l.Counted = sum, n, keep
		l.Ranked = n >= r.Minimum && n >= 1
		tk[k] = ko
	}
	// a beats b: a better total, or equal and a tie-break for a.
	beats := func(a, b *SeriesLine) int {
		if c := a.Total.Cmp(b.Total); c != 0 {
			return c
		}
		for _, t := range r.Ties {
			var c int
			switch t {
			case "next-best":
				c = listBeats(tk[a.Key].dropped, tk[b.Key].dropped)
			case "best-scores":
				c = listBeats(tk[a.Key].counted, tk[b.Key].counted)
			case "countback":
				c = countback(places[a.Key][first:], places[b.Key][first:])
			}
			if c != 0 {
				return c
			}
		}
		return 0
	}
	var out []SeriesLine
	for _, a := range lines {
		if a.Ranked {
			a.Rank = 1
			for _, b := range lines {
				if b != a && b.Ranked {
					switch beats(b, a) {
					case 1:
						a.Rank++
					case 0:
						a.Tied = true
					}
				}
			}
		}
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Ranked != b.Ranked:
			return a.Ranked
		case a.Ranked && a.Rank != b.Rank:
			return a.Rank < b.Rank
		case !a.Ranked && a.Total.Cmp(b.Total) != 0:
			return a.Total.Cmp(b.Total) > 0
		}
		return SortKeys(a.Key, b.Key)
	})
	return out
}

// entryPoints is what session s gives its entry ei.
func entryPoints(r SeriesRules, s SeriesSession, ei int) *big.Rat {
	e := s.Entries[ei]
	if r.Points == "score" {
		return new(big.Rat).Set(e.Score)
	}
	field := func(x SeriesEntry) string {
		if x.Field != "" {
			return x.Field
		}
		return x.Section
	}
	n, k := 0, 0
	for _, x := range s.Entries {
		if field(x) == field(e) {
			n++
			if x.Place == e.Place {
				k++
			}
		}
	}
	var at func(p int) *big.Rat
	if r.Points == "formula" {
		top := new(big.Rat).Mul(r.First, big.NewRat(int64(n), 1))
		at = func(p int) *big.Rat {
			v := new(big.Rat).Set(top)
			if n > 1 {
				step := new(big.Rat).Sub(top, r.Last)
				step.Mul(step, big.NewRat(int64(p-1), int64(n-1)))
				v.Sub(v, step)
			}
			if p <= len(r.Bonus) {
				v.Add(v, r.Bonus[p-1])
			}
			return v
		}
	} else {
		// The table: by the number of sections, the entry's section and
		// the field's size.
		names := s.Sections
		if names == nil {
			set := map[string]bool{}
			for _, x := range s.Entries {
				if !set[x.Section] {
					set[x.Section] = true
					names = append(names, x.Section)
				}
			}
			sort.Slice(names, func(i, j int) bool { return SortKeys(names[i], names[j]) })
		}
		section := 0
		for i, nm := range names {
			if nm == e.Section {
				section = i + 1
			}
		}
		var t *SeriesTable
		for i := range r.Tables {
			c := &r.Tables[i]
			if (c.Sections == 0 || c.Sections == len(names)) && (c.Section == 0 || c.Section == section) &&
				(c.MinField == 0 || n >= c.MinField) && (c.MaxField == 0 || n <= c.MaxField) {
				t = c
				break
			}
		}
		if t == nil {
			panic("oracle: no place table for session " + s.ID)
		}
		at = func(p int) *big.Rat {
			switch {
			case p <= len(t.Places):
				return t.Places[p-1]
			case t.Rest != nil:
				return t.Rest
			}
			return new(big.Rat)
		}
	}
	sum := new(big.Rat)
	for p := e.Place; p < e.Place+k; p++ {
		sum.Add(sum, at(p))
	}
	sum.Quo(sum, big.NewRat(int64(k), 1))
	switch {
	case r.RoundUp:
		return wholeUp(sum)
	case r.RoundNearest:
		return wholeNearest(sum)
	}
	return sum
}

// wholeUp is the least whole number not below x.
func wholeUp(x *big.Rat) *big.Rat {
	q, m := new(big.Int).QuoRem(x.Num(), x.Denom(), new(big.Int)) // truncated
	if m.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return new(big.Rat).SetInt(q)
}

// wholeNearest rounds halves away from zero.
func wholeNearest(x *big.Rat) *big.Rat {
	abs := new(big.Rat).Abs(x)
	abs.Add(abs, big.NewRat(1, 2))
	q := new(big.Int).Quo(abs.Num(), abs.Denom())
	if x.Sign() < 0 {
		q.Neg(q)
	}
	return new(big.Rat).SetInt(q)
}

// listBeats compares two lists of scores from the best: 1 when a is
// better at the first difference, or goes on where b ends.
func listBeats(a, b []*big.Rat) int {
	a, b = sortedDown(a), sortedDown(b)
	for i := 0; i < len(a) && i < len(b); i++ {
		if c := a[i].Cmp(b[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(a) > len(b):
		return 1
	case len(a) < len(b):
		return -1
	}
	return 0
}

func sortedDown(s []*big.Rat) []*big.Rat {
	out := append([]*big.Rat(nil), s...)
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) > 0 })
	return out
}

// countback: 1 when a has more first places, or as many and more second
// places, and so on.
func countback(a, b []int) int {
	top := 0
	for _, p := range append(append([]int(nil), a...), b...) {
		top = max(top, p)
	}
	for p := 1; p <= top; p++ {
		na, nb := 0, 0
		for _, x := range a {
			if x == p {
				na++
			}
		}
		for _, x := range b {
			if x == p {
				nb++
			}
		}
		if na != nb {
			if na > nb {
				return 1
			}
			return -1
		}
	}
	return 0
}

// SortKeys orders keys naturally: runs of digits as numbers ("2" before
// "10"), otherwise byte by byte.
func SortKeys(a, b string) bool {
	for a != "" && b != "" {
		da, db := digits(a), digits(b)
		if da > 0 && db > 0 {
			x, _ := new(big.Int).SetString(a[:da], 10)
			y, _ := new(big.Int).SetString(b[:db], 10)
			if c := x.Cmp(y); c != 0 {
				return c < 0
			}
			if da != db {
				return da < db
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		a, b = a[1:], b[1:]
	}
	return len(a) < len(b)
}

func digits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}
