package csvtrav

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// pairOnBoard is a pair id on one board of a section, both interned (see
// internIDs).
type pairOnBoard struct{ section, board, id int32 }

// ids are the entries' sections (by bridge.SectionKey) and NS and EW pair
// ids interned as small integers, so that the checks key their maps by
// numbers and not by strings; an empty id is -1.
type ids struct{ sec, ns, ew []int32 }

func internIDs(es []bridge.Entry) ids {
	v := ids{make([]int32, len(es)), make([]int32, len(es)), make([]int32, len(es))}
	raw := map[string]int32{} // a section as written
	canon := map[string]int32{}
	pairs := map[string]int32{}
	pair := func(id string) int32 {
		if id == "" {
			return -1
		}
		n, ok := pairs[id]
		if !ok {
			n = int32(len(pairs))
			pairs[id] = n
		}
		return n
	}
	for i := range es {
		e := &es[i]
		n, ok := raw[e.Section]
		if !ok {
			k := bridge.SectionKey(e.Section)
			if n, ok = canon[k]; !ok {
				n = int32(len(canon))
				canon[k] = n
			}
			raw[e.Section] = n
		}
		v.sec[i], v.ns[i], v.ew[i] = n, pair(e.NS), pair(e.EW)
	}
	return v
}

// checkEntries applies the rules of §14.8 that need the whole file: later
// rows replace earlier ones for the same (section, table, round, board);
// then a pairing, an NS pair or an EW pair twice on one board, and in a
// Howell section one pair on both sides of a board, are errors.
//
// A team traveller (rows with a room) is left to the match checks of the
// teams scoring: there each team sits NS in one room and EW in the other.
func (s *sheet) checkEntries(es []bridge.Entry) []bridge.Entry {
	if len(es) > 0 && es[0].Room != bridge.NoRoom {
		return es
	}
	type slot struct {
		section             int32
		table, round, board int
	}
	id := internIDs(es)
	last := make(map[slot]int, len(es))
	dropped := make([]bool, len(es))
	for i := range es {
		e := &es[i]
		if e.Table == 0 || e.Round == 0 {
			continue
		}
		k := slot{id.sec[i], e.Table, e.Round, e.Board}
		if j, ok := last[k]; ok {
			dropped[j] = true
			s.warnAt(e.Pos.Line, "board", where{board: e.Board, ns: e.NS}, fail(errs(formats.ErrConflict),
				"line %d replaces line %d: same section, table %d, round %d and board (the later row wins)",
				e.Pos.Line, es[j].Pos.Line, e.Table, e.Round))
		}
		last[k] = i
	}
	kept := es[:0]
	n := 0
	for i, e := range es {
		if !dropped[i] {
			kept = append(kept, e)
			id.sec[n], id.ns[n], id.ew[n] = id.sec[i], id.ns[i], id.ew[i]
			n++
		}
	}
	id = ids{id.sec[:n], id.ns[:n], id.ew[:n]}

	nsAt, ewAt := make(map[pairOnBoard]int, len(kept)), make(map[pairOnBoard]int, len(kept))
	for i := range kept {
		e := &kept[i]
		ctx := where{board: e.Board, ns: e.NS}
		nsDup := -1
		if e.NS != "" {
			k := pairOnBoard{id.sec[i], int32(e.Board), id.ns[i]}
			if j, ok := nsAt[k]; ok {
				nsDup = j
				o := kept[j]
				if o.EW == e.EW {
					s.errAt(e.Pos.Line, "ns", ctx, fail(errs(formats.ErrConflict),
						"pair %s plays board %d twice: lines %d and %d, both against EW %s (want one row per board and pairing; with table and round a later row replaces an earlier one)",
						e.NS, e.Board, o.Pos.Line, e.Pos.Line, e.EW))
				} else {
					s.errAt(e.Pos.Line, "ns", ctx, fail(errs(formats.ErrConflict),
						"pair %s plays board %d twice: lines %d and %d, both as NS (want each pair once per board)",
						e.NS, e.Board, o.Pos.Line, e.Pos.Line))
				}
			} else {
				nsAt[k] = i
			}
		}
		if e.EW != "" {
			k := pairOnBoard{id.sec[i], int32(e.Board), id.ew[i]}
			if j, ok := ewAt[k]; ok {
				if j != nsDup {
					s.errAt(e.Pos.Line, "ew", where{board: e.Board, ew: e.EW}, fail(errs(formats.ErrConflict),
						"pair %s plays board %d twice: lines %d and %d, both as EW (want each pair once per board)",
						e.EW, e.Board, kept[j].Pos.Line, e.Pos.Line))
				}
			} else {
				ewAt[k] = i
			}
		}
	}
	s.checkHowell(kept, id, nsAt, ewAt)
	return kept
}

// checkHowell reports, in each section that is clearly a Howell, a pair on
// both sides of one board. A section is a Howell when some id is found both
// as NS and as EW in it, and an id shows on both sides of the same board on
// at most half of its boards. In a Mitchell numbered the Bridgemate way (NS
// 1..n against EW 1..n) most boards show such an id, and NS 8 against EW 8
// is normal there. nsAt and ewAt give the first row of each pair as NS and
// as EW on each board.
func (s *sheet) checkHowell(es []bridge.Entry, id ids, nsAt, ewAt map[pairOnBoard]int) {
	type stats struct {
		ns, ew  map[string]bool
		boards  map[int]bool
		collide map[int]bool
	}
	secs := map[string]*stats{} // by bridge.SectionKey
	var order []string
	shown := map[string]string{} // the section as its first row writes it
	for i := range es {
		e := &es[i]
		k := bridge.SectionKey(e.Section)
		st := secs[k]
		if st == nil {
			st = &stats{ns: map[string]bool{}, ew: map[string]bool{}, boards: map[int]bool{}, collide: map[int]bool{}}
			secs[k] = st
			order = append(order, k)
			shown[k] = e.Section
		}
		if e.NS == "" && e.EW == "" {
			continue
		}
		st.boards[e.Board] = true
		if e.NS != "" {
			st.ns[e.NS] = true
			if _, ok := ewAt[pairOnBoard{id.sec[i], int32(e.Board), id.ns[i]}]; ok {
				st.collide[e.Board] = true
			}
		}
		if e.EW != "" {
			st.ew[e.EW] = true
		}
	}
	for _, key := range order {
		st, name := secs[key], shown[key]
		overlap := false
		for id := range st.ns {
			if st.ew[id] {
				overlap = true
				break
			}
		}
		if !overlap || len(st.collide)*2 > len(st.boards) {
			continue
		}
		why := "this section is a Howell, where an id names one pair whatever its direction"
		if name != "" {
			why = "section " + name + " is a Howell, where an id names one pair whatever its direction"
		}
		for i := range es {
			e := &es[i]
			if bridge.SectionKey(e.Section) != key || !st.collide[e.Board] {
				continue
			}
			ctx := where{board: e.Board, ns: e.NS}
			if e.NS == e.EW {
				s.errAt(e.Pos.Line, "ew", ctx, fail(errs(formats.ErrConflict),
					"pair %s sits both NS and EW (want two different pairs; %s)", e.NS, why))
				continue
			}
			// The same id on the other side in an earlier row of the board;
			// each such pair of rows is reported once, at the later row.
			if j, ok := ewAt[pairOnBoard{id.sec[i], int32(e.Board), id.ns[i]}]; ok && e.NS != "" && es[j].Pos.Line < e.Pos.Line {
				s.errAt(e.Pos.Line, "ns", ctx, fail(errs(formats.ErrConflict),
					"pair %s plays board %d twice: line %d as EW and line %d as NS (want each pair once per board; %s)",
					e.NS, e.Board, es[j].Pos.Line, e.Pos.Line, why))
			}
			if j, ok := nsAt[pairOnBoard{id.sec[i], int32(e.Board), id.ew[i]}]; ok && e.EW != "" && es[j].Pos.Line < e.Pos.Line {
				s.errAt(e.Pos.Line, "ew", where{board: e.Board, ew: e.EW}, fail(errs(formats.ErrConflict),
					"pair %s plays board %d twice: line %d as NS and line %d as EW (want each pair once per board; %s)",
					e.EW, e.Board, es[j].Pos.Line, e.Pos.Line, why))
			}
		}
	}
}
