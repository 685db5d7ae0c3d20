package pairs

import (
	"fmt"
	"slices"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
)

// Field is what the results of a board are compared with when a session
// has several sections.
type Field uint8

// The fields.
const (
	// Sections: each section is a field of its own (the default): a
	// result is compared with those of its section, and each section is
	// ranked apart.
	Sections Field = iota
	// Across: the sections that play the same boards are one field, as
	// EBUScore and PairsScorer score a multi-section event: every result
	// of a board is compared with every other of the board in any section,
	// factored (Neuberg, scoring.md §4.5) to the sum of the sections'
	// targets when the counts differ, and the pairs are ranked as one
	// field: one ranking of a Howell's pairs, or of each direction of a
	// Mitchell, over every section (a pair keeps its section).
	Across
)

func (f Field) String() string {
	if f == Across {
		return "across"
	}
	return "sections"
}

// ParseField reads sections or across.
func ParseField(s string) (Field, error) {
	switch s {
	case "sections", "":
		return Sections, nil
	case "across":
		return Across, nil
	}
	return 0, fmt.Errorf("unknown field %q (want sections or across)", s)
}

// across reports whether the sections are scored as one field: asked,
// and more than one section.
func (sc *scorer) across() bool {
	return sc.opt.Field == Across && len(sc.res.Sections) > 1
}

// fieldOf is the section a ranking of the pair's section belongs to: its
// own, or "" (every section) across the field.
func (sc *scorer) fieldOf(section string) string {
	if sc.across() {
		return ""
	}
	return section
}

// fullBoards is the number of boards with a score in a ranking's field:
// its section's, or across the field the most of any section.
func (sc *scorer) fullBoards(boardsIn map[string]int, field string) int {
	if field != "" {
		return boardsIn[field]
	}
	most := 0
	for _, n := range boardsIn {
		most = max(most, n)
	}
	return most
}

// scoreAcross scores every board again across the sections (Across),
// once each section's lines are made and scored apart: the results of a
// board (and of each version of a fouled board) in every section are one
// comparison group, factored to N, the sum of the sections' targets for
// the board; its artificial scores are out of that N's top. Each line
// keeps a group of its own section (with the field's top, count and
// target), so that it stays in its section on the travellers and in the
// pairs' keys. The pairs' totals of their results are summed again.
func (sc *scorer) scoreAcross(lines map[int][]Line, boards map[int]bridge.Board, totals map[PairKey]*acc) {
	sc.res.Field = Across
	w := &boardScorer{scorer: sc}
	sc.lone = sc.lone[:0]
	for k := range totals {
		*totals[k] = acc{}
	}
	nums := slices.Sorted(func(yield func(int) bool) {
		for n := range lines {
			if !yield(n) {
				return
			}
		}
	})
	for _, n := range nums {
		ls := lines[n]
		// The board's target across the field: the sum of its sections'.
		targets := map[string]int{}
		var results []*Line
		groups := map[string][]*Line{}
		var names []string
		for i := range ls {
			l := &ls[i]
			if !l.Scored {
				continue
			}
			targets[l.Section()] = l.Target()
			if l.IsArtificial() {
				continue
			}
			if l.Decided != nil {
				l.Decided.fixed = false // a small fouled group of its section, perhaps not of the field
			}
			results = append(results, l)
			g := l.FouledGroup()
			if _, ok := groups[g]; !ok {
				names = append(names, g)
			}
			groups[g] = append(groups[g], l)
		}
		N := 0
		for _, t := range targets {
			N += t
		}
		own := make([]group, len(ls)) // each line's section, before
		for i := range ls {
			own[i] = *ls[i].grp()
		}
		slices.Sort(names)
		if len(results) == 1 {
			sc.lone = append(sc.lone, results[0])
		}
		largest := 0
		for _, g := range groups {
			largest = max(largest, len(g))
		}
		for _, g := range names {
			ptrs := groups[g]
			small := sc.opt.SmallGroups == GroupsACBL && len(groups) > 1 && acblSmallGroup(len(ptrs), largest)
			w.scoreGroup(boards[n], ptrs, N, small, &group{imps: sc.opt.Method.IMPs()})
		}
		// Each line back in its section, with the field's figures.
		artTop := sc.artificialTop(N, func(yield func(exact.Q) bool) {
			for _, l := range results {
				if !yield(l.Top()) {
					return
				}
			}
		})
		// A clone of each group for each section its lines are in; its
		// points are its own (an artificial line's are set later).
		type cloneKey struct {
			src                *group
			section            string
			howell, artificial bool
		}
		clones := map[cloneKey]*group{}
		for i := range ls {
			l := &ls[i]
			if !l.Scored {
				continue
			}
			k := cloneKey{l.grp(), own[i].section, own[i].howell, l.IsArtificial()}
			c := clones[k]
			if c == nil {
				g := *k.src
				if k.artificial {
					g.top, g.target = artTop, N
				}
				g.section, g.howell = k.section, k.howell
				g.pts = slices.Clip(g.pts)
				c = &g
				clones[k] = c
			}
			l.g = c
		}
		for _, l := range results {
			sc.sumLine(l, totals)
		}
	}
	for _, e := range w.errs {
		sc.fail(e)
	}
}

// sumLine adds a result's scores to its pairs' totals (a board with no
// top, in matchpoints, scores nothing: see loneWarnings).
func (sc *scorer) sumLine(l *Line, totals map[PairKey]*acc) {
	top := l.Top()
	if !l.grp().imps && top.Sign() == 0 {
		return
	}
	for _, side := range [2]struct {
		k   PairKey
		got exact.Q
	}{{l.NS(), l.points().ns}, {l.EW(), l.points().ew}} {
		a := totals[side.k]
		if a == nil {
			continue // a missing pair, which checkPairs reports
		}
		a.total = a.total.Add(side.got)
		a.max = a.max.Add(top)
		a.boards++
	}
}
