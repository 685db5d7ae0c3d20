package csvtrav

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// ids are the entries' sections (by bridge.SectionKey) and NS and EW pair
// ids interned as small integers (see interner), so that the checks key
// their maps by numbers and not by strings; an empty id is -1.
type ids struct{ sec, ns, ew []int32 }

// interner gives each section and each pair id (or team name) of a file one
// string and one number. A section is numbered by its SectionKey, so "a"
// and "A" are one section, but an entry keeps the section as written.
type interner struct {
	small []int32 // pair id n (a plain number below len(small)) -> its number+1; 0 when not seen
	pairs map[string]int32
	names []string // by number

	lastSec   string // the section of the row before, and its number
	lastSecID int32
	raw       map[string]int32 // section as written -> number
	canon     map[string]int32 // SectionKey -> number
	secNames  map[string]string
}

func newInterner() *interner {
	return &interner{small: make([]int32, 1000), pairs: map[string]int32{}, lastSecID: -1,
		raw: map[string]int32{}, canon: map[string]int32{}, secNames: map[string]string{}}
}

// pair replaces *id by the file's one copy of it (never a substring of a
// row) and gives its number; -1 for "".
func (in *interner) pair(id *string) int32 {
	s := *id
	if s == "" {
		return -1
	}
	// Most ids are small numbers written plainly: an array and no hashing.
	v := 0
	plain := len(s) <= 3 && (s[0] != '0' || len(s) == 1)
	for i := 0; plain && i < len(s); i++ {
		c := s[i]
		plain = c >= '0' && c <= '9'
		v = v*10 + int(c-'0')
	}
	if plain {
		if n := in.small[v]; n > 0 {
			*id = in.names[n-1]
			return n - 1
		}
	}
	n, ok := in.pairs[s]
	if !ok {
		n = int32(len(in.names))
		s = strings.Clone(s)
		in.pairs[s] = n
		in.names = append(in.names, s)
		if plain {
			in.small[v] = n + 1
		}
	}
	*id = in.names[n]
	return n
}

// section replaces *sec by the file's one copy of it and gives the number
// of its SectionKey.
func (in *interner) section(sec *string) int32 {
	s := *sec
	if in.lastSecID >= 0 && s == in.lastSec {
		*sec = in.lastSec
		return in.lastSecID
	}
	n, ok := in.raw[s]
	if !ok {
		k := bridge.SectionKey(s)
		if n, ok = in.canon[k]; !ok {
			n = int32(len(in.canon))
			in.canon[k] = n
		}
		s = strings.Clone(s)
		in.raw[s] = n
		in.secNames[s] = s
	}
	in.lastSec, in.lastSecID = in.secNames[s], n
	*sec = in.lastSec
	return n
}

// Keys of the checks' maps: a section number has 23 bits (more sections
// than results in 64 MiB), a board 14 (bridge.MaxBoard), a table 17
// (maxTable), a round 10 (maxRound) and a pair number 27.
func slotKey(sec int32, table, round, board int) uint64 {
	return uint64(sec)<<41 | uint64(table)<<24 | uint64(round)<<14 | uint64(board)
}

func pairKey(sec int32, board int, id int32) uint64 {
	return uint64(sec)<<41 | uint64(board)<<27 | uint64(id)
}

// checkEntries applies the rules of §14.8 that need the whole file: later
// rows replace earlier ones for the same (section, table, round, board);
// then a pairing, an NS pair or an EW pair twice on one board, and in a
// Howell section one pair on both sides of a board, are errors. id holds
// the numbers of each entry's section and pairs.
//
// A team traveller (rows with a room) is left to the match checks of the
// teams scoring: there each team sits NS in one room and EW in the other.
func (s *sheet) checkEntries(es []bridge.Entry, id ids) []bridge.Entry {
	if len(es) > 0 && es[0].Room != bridge.NoRoom {
		return es
	}
	last := make(map[uint64]int32, len(es))
	var dropped []bool
	for i := range es {
		e := &es[i]
		if e.Table == 0 || e.Round == 0 {
			continue
		}
		k := slotKey(id.sec[i], e.Table, e.Round, e.Board)
		if j, ok := last[k]; ok {
			if dropped == nil {
				dropped = make([]bool, len(es))
			}
			dropped[j] = true
			s.warnAt(e.Pos.Line, "board", where{board: e.Board, ns: e.NS}, fail(errs(formats.ErrConflict),
				"line %d replaces line %d: same section, table %d, round %d and board (the later row wins)",
				e.Pos.Line, es[j].Pos.Line, e.Table, e.Round))
		}
		last[k] = int32(i)
	}
	kept := es
	if dropped != nil {
		kept = es[:0]
		n := 0
		for i, e := range es {
			if !dropped[i] {
				kept = append(kept, e)
				id.sec[n], id.ns[n], id.ew[n] = id.sec[i], id.ns[i], id.ew[i]
				n++
			}
		}
		id = ids{id.sec[:n], id.ns[:n], id.ew[:n]}
	}

	nsAt, ewAt := make(map[uint64]int32, len(kept)), make(map[uint64]int32, len(kept))
	for i := range kept {
		e := &kept[i]
		ctx := where{board: e.Board, ns: e.NS}
		nsDup := int32(-1)
		if e.NS != "" {
			k := pairKey(id.sec[i], e.Board, id.ns[i])
			if j, ok := nsAt[k]; ok {
				nsDup = j
				o := &kept[j]
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
				nsAt[k] = int32(i)
			}
		}
		if e.EW != "" {
			k := pairKey(id.sec[i], e.Board, id.ew[i])
			if j, ok := ewAt[k]; ok {
				if j != nsDup {
					s.errAt(e.Pos.Line, "ew", where{board: e.Board, ew: e.EW}, fail(errs(formats.ErrConflict),
						"pair %s plays board %d twice: lines %d and %d, both as EW (want each pair once per board)",
						e.EW, e.Board, kept[j].Pos.Line, e.Pos.Line))
				}
			} else {
				ewAt[k] = int32(i)
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
// as EW on each board (keyed by pairKey).
func (s *sheet) checkHowell(es []bridge.Entry, id ids, nsAt, ewAt map[uint64]int32) {
	// The rows of each section, sections in the order of their first row.
	var order []int32  // section numbers
	first := []int32{} // by section number: its place in order+1
	count := []int32{} // by place: rows
	npairs := int32(0) // pair numbers are below it
	for i := range es {
		sec := id.sec[i]
		for int(sec) >= len(first) {
			first = append(first, 0)
		}
		if first[sec] == 0 {
			order = append(order, sec)
			count = append(count, 0)
			first[sec] = int32(len(order))
		}
		count[first[sec]-1]++
		npairs = max(npairs, id.ns[i]+1, id.ew[i]+1)
	}
	start := make([]int32, len(order)+1)
	for p, c := range count {
		start[p+1] = start[p] + c
	}
	rows := make([]int32, len(es))
	fill := append([]int32(nil), start[:len(order)]...)
	for i := range es {
		p := first[id.sec[i]] - 1
		rows[fill[p]] = int32(i)
		fill[p]++
	}

	// Sets of one section at a time, cleared through the lists of what was
	// set.
	nsSeen, ewSeen := make([]bool, npairs), make([]bool, npairs)
	board, collide := make([]bool, bridge.MaxBoard+1), make([]bool, bridge.MaxBoard+1)
	var setPairs, setBoards []int32
	for p, sec := range order {
		rs := rows[start[p]:start[p+1]]
		name := es[rs[0]].Section
		nb, nc := 0, 0
		overlap := false
		for _, i := range rs {
			e := &es[i]
			if e.NS == "" && e.EW == "" {
				continue
			}
			if !board[e.Board] {
				board[e.Board] = true
				nb++
				setBoards = append(setBoards, int32(e.Board))
			}
			if ns := id.ns[i]; ns >= 0 {
				if !nsSeen[ns] {
					nsSeen[ns] = true
					overlap = overlap || ewSeen[ns]
					setPairs = append(setPairs, ns)
				}
				if _, ok := ewAt[pairKey(sec, e.Board, ns)]; ok && !collide[e.Board] {
					collide[e.Board] = true
					nc++
				}
			}
			if ew := id.ew[i]; ew >= 0 && !ewSeen[ew] {
				ewSeen[ew] = true
				overlap = overlap || nsSeen[ew]
				setPairs = append(setPairs, ew)
			}
		}
		if overlap && nc*2 <= nb {
			s.howellErrors(es, rs, id, sec, name, collide, nsAt, ewAt)
		}
		for _, x := range setPairs {
			nsSeen[x], ewSeen[x] = false, false
		}
		for _, b := range setBoards {
			board[b], collide[b] = false, false
		}
		setPairs, setBoards = setPairs[:0], setBoards[:0]
	}
}

// howellErrors reports the pairs on both sides of a board of section sec
// (rows rs, written name), a Howell: collide are its boards where some id
// is on both sides.
func (s *sheet) howellErrors(es []bridge.Entry, rs []int32, id ids, sec int32, name string, collide []bool, nsAt, ewAt map[uint64]int32) {
	why := "this section is a Howell, where an id names one pair whatever its direction"
	if name != "" {
		why = "section " + name + " is a Howell, where an id names one pair whatever its direction"
	}
	for _, i := range rs {
		e := &es[i]
		if !collide[e.Board] {
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
		if j, ok := ewAt[pairKey(sec, e.Board, id.ns[i])]; ok && e.NS != "" && es[j].Pos.Line < e.Pos.Line {
			s.errAt(e.Pos.Line, "ns", ctx, fail(errs(formats.ErrConflict),
				"pair %s plays board %d twice: line %d as EW and line %d as NS (want each pair once per board; %s)",
				e.NS, e.Board, es[j].Pos.Line, e.Pos.Line, why))
		}
		if j, ok := nsAt[pairKey(sec, e.Board, id.ew[i])]; ok && e.EW != "" && es[j].Pos.Line < e.Pos.Line {
			s.errAt(e.Pos.Line, "ew", where{board: e.Board, ew: e.EW}, fail(errs(formats.ErrConflict),
				"pair %s plays board %d twice: line %d as NS and line %d as EW (want each pair once per board; %s)",
				e.EW, e.Board, es[j].Pos.Line, e.Pos.Line, why))
		}
	}
}
