package pairs

import (
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/score"
)

// settle decides an Auto movement (see movementOf) from what the entries
// show: whether a pair id is ever on both sides (overlap), and on how
// many of the boardsWithPairs one id is on both sides of the same board
// (collide).
func (sec *Section) settle(overlap bool, collide, boardsWithPairs int) {
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
//
// nums are the section's boards, groups[i] the entries of board nums[i].
func (sc *scorer) targets(nums []int, groups [][]sectionEntry, scheduled map[int]int) map[int]int {
	out := make(map[int]int, len(nums))
	switch sc.opt.Target.Rule {
	case Fixed:
		for _, b := range nums {
			out[b] = sc.opt.Target.N
		}
		return out
	case MaxInField:
		most := 0
		for _, es := range groups {
			n := 0
			for _, x := range es {
				if x.e.Kind == bridge.Played {
					n++
				}
			}
			most = max(most, n)
		}
		for _, b := range nums {
			out[b] = max(most, 1)
		}
		return out
	}
	most := 0
	for _, es := range groups {
		most = max(most, len(es))
	}
	for i, b := range nums {
		switch n := scheduled[b]; {
		case n > 0:
			out[b] = n
		default:
			out[b] = max(most, len(groups[i]), 1)
		}
	}
	return out
}

// names returns the lookup of the pair (its players' names and member
// numbers) for pair keys, reporting names that cannot be placed without
// guessing.
func (sc *scorer) names(pairs []bridge.Pair) (func(PairKey) bridge.Pair, error) {
	sections := map[string]Section{} // by bridge.SectionKey
	for _, s := range sc.res.Sections {
		sections[bridge.SectionKey(s.Name)] = s
	}
	exactNames := map[PairKey]bridge.Pair{}
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
				exactNames[PairKey{Section: name, ID: p.ID}] = p
				continue
			case dir == bridge.DirectionNone && sec.SharedNumbers:
				errs = append(errs, bridge.Errorf(p.Pos, "pair "+p.ID,
					"%w: section %s is a Mitchell whose NS and EW pairs share numbers, so pair %s could be either (want a direction column: NS or EW)", ErrNames, name, p.ID))
				continue
			case dir == bridge.DirectionNone:
				// A Mitchell with distinct numbers: the id says which side.
				exactNames[PairKey{Section: name, Direction: bridge.DirectionNS, ID: p.ID}] = p
				exactNames[PairKey{Section: name, Direction: bridge.DirectionEW, ID: p.ID}] = p
				continue
			}
			exactNames[PairKey{Section: name, Direction: dir, ID: p.ID}] = p
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return func(k PairKey) bridge.Pair { return exactNames[k] }, nil
}

// pairIndex numbers the pair ids of a section's entries, each distinct id
// (of either side) once, so that the work done per result compares and
// counts small integers instead of hashing strings.
type pairIndex struct {
	ids  []string // by number
	rank []int32  // by number: the id's place among the section's ids in rank.Compare order
}

// sectionEntry is an entry of a section with its pairs' numbers in the
// section's pairIndex (−1 for no pair) and, for a played result with no
// decision whose score checks (plain), its NS score: what the work per
// result needs, read in one pass over the entries in input order.
type sectionEntry struct {
	e      *bridge.Entry
	ns, ew int32
	score  int32
	plain  bool
}

// byBoard numbers the pairs of a section's entries and groups the
// entries by board, each board's in input order: nums are the boards in
// order of first entry, groups[i] the entries of board nums[i].
func (sc *scorer) byBoard(entries []*bridge.Entry, boards map[int]bridge.Board) (px *pairIndex, nums []int, groups [][]sectionEntry) {
	px = &pairIndex{}
	num := map[string]int32{}
	// Most ids are small numbers ("1" to "300"): those are numbered
	// through an array, without hashing.
	const smallIDs = 1 << 12
	var small []int32 // by the id's value: its number + 1, 0 for none yet
	number := func(id string) int32 {
		if id == "" {
			return -1
		}
		if v, ok := smallID(id, smallIDs); ok {
			if small == nil {
				small = make([]int32, smallIDs)
			}
			if n := small[v]; n > 0 {
				return n - 1
			}
			n := int32(len(px.ids))
			small[v] = n + 1
			px.ids = append(px.ids, id)
			return n
		}
		n, ok := num[id]
		if !ok {
			n = int32(len(px.ids))
			num[id] = n
			px.ids = append(px.ids, id)
		}
		return n
	}
	// The group of a board: through an array for the numbers a reader
	// gives (1 to bridge.MaxBoard), a map for any other.
	var at [bridge.MaxBoard + 1]int32 // group + 1, 0 for none yet
	other := map[int]int32{}
	groupOf := func(b int) (g int32, ok bool) {
		if b >= 1 && b <= bridge.MaxBoard {
			return at[b] - 1, at[b] > 0
		}
		g, ok = other[b]
		return g, ok
	}
	var vuls []bridge.Vul                // by group
	group := make([]int32, len(entries)) // the group of each entry
	var count []int
	for i, e := range entries {
		g, ok := groupOf(e.Board)
		if !ok {
			g = int32(len(nums))
			if b := e.Board; b >= 1 && b <= bridge.MaxBoard {
				at[b] = g + 1
			} else {
				other[b] = g
			}
			nums = append(nums, e.Board)
			count = append(count, 0)
			vuls = append(vuls, boards[e.Board].Vul)
		}
		group[i] = g
		count[g]++
	}
	// One array for all the groups, each filled in input order.
	all := make([]sectionEntry, len(entries))
	groups = make([][]sectionEntry, len(nums))
	for g, n := range count {
		groups[g], all = all[:0:n], all[n:]
	}
	for i, e := range entries {
		g := group[i]
		x := sectionEntry{e: e, ns: number(e.NS), ew: number(e.EW)}
		if e.Kind == bridge.Played && e.Adjust == nil {
			ns, err := score.NS(e.Play, vuls[g], sc.opt.Edition)
			if err == nil && (!e.HasClaimed || e.Claimed == ns) && int(int32(ns)) == ns {
				x.score, x.plain = int32(ns), true
			}
		}
		groups[g] = append(groups[g], x)
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
	return px, nums, groups
}

// smallID is the value of an id written as a number below limit, without
// leading zeros ("0" is 0): ids that are one number read as one.
func smallID(id string, limit int) (int, bool) {
	if len(id) > 4 || id == "" || id[0] == '0' && len(id) > 1 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(id); i++ {
		c := id[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = 10*v + int(c-'0')
	}
	return v, v < limit
}

// movementOf decides Mitchell or Howell for a section (scoring.md
// §8.2–8.3) from its entries grouped by board (in any order of boards),
// with their pair numbers. Pair ids that never appear on both sides make a
// Mitchell. Ids that do are a Howell unless the same id is found on both
// sides of many boards, which happens only when NS and EW pairs of a
// Mitchell share their numbers (as Bridgemate numbers them). Directions in
// names files are not used: a PBN ranking gives a Howell pair's starting
// direction. --movement overrides.
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
	sec.settle(overlap, collide, boardsWithPairs)
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
