package pairs

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
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
