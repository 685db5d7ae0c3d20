package pairs

import (
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// movement decides Mitchell or Howell for a section (scoring.md §8.2–8.3).
// Pair ids that never appear on both sides make a Mitchell. Ids that do are
// a Howell unless the same id is found on both sides of many boards, which
// happens only when NS and EW pairs of a Mitchell share their numbers (as
// Bridgemate numbers them). Directions in names files are not used: a PBN
// ranking gives a Howell pair's starting direction. --movement overrides.
func (sc *scorer) movement(name string, entries []*bridge.Entry) Section {
	sec := Section{Name: name, Movement: sc.opt.Movement}
	nsIDs, ewIDs := map[string]bool{}, map[string]bool{}
	collide := map[int]bool{}
	type seen struct{ ns, ew bool }
	perBoard := map[int]map[string]*seen{}
	boardsWithPairs := map[int]bool{}
	for _, e := range entries {
		if e.NS == "" && e.EW == "" {
			continue
		}
		m := perBoard[e.Board]
		if m == nil {
			m = map[string]*seen{}
			perBoard[e.Board] = m
		}
		boardsWithPairs[e.Board] = true
		if e.NS != "" {
			nsIDs[e.NS] = true
			if m[e.NS] == nil {
				m[e.NS] = &seen{}
			}
			m[e.NS].ns = true
		}
		if e.EW != "" {
			ewIDs[e.EW] = true
			if m[e.EW] == nil {
				m[e.EW] = &seen{}
			}
			m[e.EW].ew = true
		}
		if e.NS != "" && m[e.NS].ns && m[e.NS].ew || e.EW != "" && m[e.EW].ns && m[e.EW].ew {
			collide[e.Board] = true
		}
	}
	overlap := false
	for id := range nsIDs {
		if ewIDs[id] {
			overlap = true
			break
		}
	}
	if sec.Movement == Auto {
		switch {
		case !overlap:
			sec.Movement = Mitchell
		case len(collide)*2 > len(boardsWithPairs):
			sec.Movement = Mitchell
		default:
			sec.Movement = Howell
		}
	}
	sec.SharedNumbers = sec.Movement == Mitchell && overlap
	return sec
}

// checkPairs reports missing pairs, a pair twice on one board and, where a
// pair is one pair whatever its direction (Howell), a pair on both sides.
func (sc *scorer) checkPairs(sec Section, entries []*bridge.Entry, key func(id string, side bridge.Side) PairKey) {
	type where struct {
		pos  bridge.Pos
		side bridge.Side
	}
	seen := map[int]map[PairKey]where{}
	for _, e := range entries {
		if e.Kind == bridge.NotPlayed && e.NS == "" && e.EW == "" {
			continue
		}
		for _, side := range []struct {
			id  string
			dir bridge.Side
		}{{e.NS, bridge.NS}, {e.EW, bridge.EW}} {
			if side.id == "" {
				sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: no %s pair (want a pair id)", ErrNoPair, side.dir))
			}
		}
		if e.NS == "" || e.EW == "" {
			continue
		}
		if sec.Movement == Howell && e.NS == e.EW {
			sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: pair %s is both NS and EW", ErrBothSides, e.NS))
			continue
		}
		m := seen[e.Board]
		if m == nil {
			m = map[PairKey]where{}
			seen[e.Board] = m
		}
		for _, side := range []struct {
			id  string
			dir bridge.Side
		}{{e.NS, bridge.NS}, {e.EW, bridge.EW}} {
			k := key(side.id, side.dir)
			if prev, ok := m[k]; ok {
				if prev.side == side.dir {
					sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: %s pair %s is also %s at %s", ErrTwice, side.dir, side.id, prev.side, prev.pos))
				} else {
					sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: pair %s is %s here and %s at %s", ErrBothSides, side.id, side.dir, prev.side, prev.pos))
				}
				continue
			}
			m[k] = where{e.Pos, side.dir}
		}
	}
}

// targets is N for each board of a section; scheduled is the number of
// tables the movement schedules to play each board (none without a
// movement).
func (sc *scorer) targets(perBoard map[int][]*bridge.Entry, scheduled map[int]int) map[int]int {
	out := map[int]int{}
	switch sc.opt.Target.Rule {
	case Fixed:
		for b := range perBoard {
			out[b] = sc.opt.Target.N
		}
		return out
	case MaxInField:
		most := 0
		for _, es := range perBoard {
			n := 0
			for _, e := range es {
				if e.Kind == bridge.Played {
					n++
				}
			}
			most = max(most, n)
		}
		for b := range perBoard {
			out[b] = max(most, 1)
		}
		return out
	}
	most := 0
	for _, es := range perBoard {
		most = max(most, len(es))
	}
	for b, es := range perBoard {
		switch n := scheduled[b]; {
		case n > 0:
			out[b] = n
		default:
			out[b] = max(most, len(es), 1)
		}
	}
	return out
}

// names returns the lookup of player names for pair keys, reporting names
// that cannot be placed without guessing.
func (sc *scorer) names(pairs []bridge.Pair) (func(PairKey) []string, error) {
	sections := map[string]Section{} // by bridge.SectionKey
	for _, s := range sc.res.Sections {
		sections[bridge.SectionKey(s.Name)] = s
	}
	exactNames := map[PairKey][]string{}
	var errs bridge.Errors
	for _, p := range pairs {
		// A pair without a section is looked for in every section.
		secs := sc.res.Sections
		if strings.TrimSpace(p.Section) != "" {
			secs = nil
			if sec, ok := sections[bridge.SectionKey(p.Section)]; ok {
				secs = []Section{sec}
			}
		}
		for _, sec := range secs {
			name := sec.Name
			dir := p.Direction
			switch {
			case sec.Movement == Howell:
				exactNames[PairKey{Section: name, ID: p.ID}] = p.Names
				continue
			case dir == bridge.DirectionNone && sec.SharedNumbers:
				errs = append(errs, bridge.Errorf(p.Pos, "pair "+p.ID,
					"%w: section %s is a Mitchell whose NS and EW pairs share numbers, so pair %s could be either (want a direction column: NS or EW)", ErrNames, name, p.ID))
				continue
			case dir == bridge.DirectionNone:
				// A Mitchell with distinct numbers: the id says which side.
				exactNames[PairKey{Section: name, Direction: bridge.DirectionNS, ID: p.ID}] = p.Names
				exactNames[PairKey{Section: name, Direction: bridge.DirectionEW, ID: p.ID}] = p.Names
				continue
			}
			exactNames[PairKey{Section: name, Direction: dir, ID: p.ID}] = p.Names
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return func(k PairKey) []string { return exactNames[k] }, nil
}

// pairIndex numbers the pair ids of a section's entries, each distinct id
// (of either side) once, so that the work done per result compares and
// counts small integers instead of hashing strings.
type pairIndex struct {
	ids  []string // by number
	rank []int32  // by number: the id's place among the section's ids in rank.Compare order
}

// sectionEntry is an entry of a section with its pairs' numbers in the
// section's pairIndex (−1 for no pair).
type sectionEntry struct {
	e      *bridge.Entry
	ns, ew int32
}

// indexPairs numbers the pairs of a section's entries.
func indexPairs(entries []*bridge.Entry) (*pairIndex, []sectionEntry) {
	px := &pairIndex{}
	num := map[string]int32{}
	// Entries of one table come one after the other: the last id of each
	// side is looked up without hashing.
	var last [2]string
	lastN := [2]int32{-1, -1}
	number := func(id string, side int) int32 {
		if id == "" {
			return -1
		}
		if lastN[side] >= 0 && id == last[side] {
			return lastN[side]
		}
		n, ok := num[id]
		if !ok {
			n = int32(len(px.ids))
			num[id] = n
			px.ids = append(px.ids, id)
		}
		last[side], lastN[side] = id, n
		return n
	}
	out := make([]sectionEntry, len(entries))
	for i, e := range entries {
		out[i] = sectionEntry{e, number(e.NS, 0), number(e.EW, 1)}
	}
	order := make([]int32, len(px.ids))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int { return rank.Compare(px.ids[a], px.ids[b]) })
	px.rank = make([]int32, len(px.ids))
	for place, n := range order {
		px.rank[n] = int32(place)
	}
	return px, out
}

// movementOf is movement on the section's entries grouped by board (in any
// order of boards), with their pair numbers: the same decision, counted in
// arrays instead of maps.
func (sc *scorer) movementOf(name string, byBoard [][]sectionEntry, px *pairIndex) Section {
	sec := Section{Name: name, Movement: sc.opt.Movement}
	n := len(px.ids)
	nsSeen, ewSeen := make([]bool, n), make([]bool, n)
	// seenNS[id] == gen: the id is NS on the board of that generation.
	seenNS, seenEW := make([]int32, n), make([]int32, n)
	collide, boardsWithPairs := 0, 0
	for i, ents := range byBoard {
		gen := int32(i + 1)
		with, col := false, false
		for _, x := range ents {
			if x.ns < 0 && x.ew < 0 {
				continue
			}
			with = true
			if x.ns >= 0 {
				nsSeen[x.ns], seenNS[x.ns] = true, gen
			}
			if x.ew >= 0 {
				ewSeen[x.ew], seenEW[x.ew] = true, gen
			}
			if x.ns >= 0 && seenEW[x.ns] == gen || x.ew >= 0 && seenNS[x.ew] == gen {
				col = true
			}
		}
		if with {
			boardsWithPairs++
		}
		if col {
			collide++
		}
	}
	overlap := false
	for i := range nsSeen {
		if nsSeen[i] && ewSeen[i] {
			overlap = true
			break
		}
	}
	if sec.Movement == Auto {
		switch {
		case !overlap:
			sec.Movement = Mitchell
		case collide*2 > boardsWithPairs:
			sec.Movement = Mitchell
		default:
			sec.Movement = Howell
		}
	}
	sec.SharedNumbers = sec.Movement == Mitchell && overlap
	return sec
}

// pairsClean tells that checkPairs has nothing to report on the section:
// every entry that should has both pairs, and no pair is twice on a board
// (or, in a Howell, on both sides of it). It checks in arrays, board by
// board; when it finds a problem, checkPairs reports it, in its words and
// order.
func pairsClean(sec Section, byBoard [][]sectionEntry, px *pairIndex) bool {
	n := int32(len(px.ids))
	ewAt := n // a Mitchell's EW pairs are other pairs than its NS pairs
	if sec.Movement == Howell {
		ewAt = 0
	}
	seen := make([]int32, n+ewAt) // the generation of the board the key was seen on
	for i, ents := range byBoard {
		gen := int32(i + 1)
		for _, x := range ents {
			e := x.e
			if e.Kind == bridge.NotPlayed && e.NS == "" && e.EW == "" {
				continue
			}
			if x.ns < 0 || x.ew < 0 || sec.Movement == Howell && x.ns == x.ew {
				return false
			}
			kns, kew := x.ns, ewAt+x.ew
			if seen[kns] == gen || seen[kew] == gen {
				return false
			}
			seen[kns], seen[kew] = gen, gen
		}
	}
	return true
}
