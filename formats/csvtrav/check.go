package csvtrav

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// ids are the entries' sections (by bridge.SectionKey) and NS and EW pair
// ids interned as small integers (see interner), so that the checks key
// their maps by numbers and not by strings (an empty id is -1), and their
// boards, tables and rounds: the checks read these arrays and not the
// entries, 216 bytes apart.
type ids struct{ sec, ns, ew, board, table, round []int32 }

// keep is the ids of the rows i for which keep(i), in order.
func (id ids) keep(n int, keep func(i int) bool) ids {
	k := 0
	for i := 0; i < n; i++ {
		if keep(i) {
			id.sec[k], id.ns[k], id.ew[k] = id.sec[i], id.ns[i], id.ew[i]
			id.board[k], id.table[k], id.round[k] = id.board[i], id.table[i], id.round[i]
			k++
		}
	}
	return ids{id.sec[:k], id.ns[:k], id.ew[:k], id.board[:k], id.table[:k], id.round[:k]}
}

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

// join numbers the pair ids and sections of another interner as in adds
// them, new ones after in's own: pair[n] and sec[n] are in's numbers of
// o's pair and section n. in's strings stay its own (o's entries keep o's
// copies).
func (in *interner) join(o *interner) (pair, sec []int32) {
	pair = make([]int32, len(o.names))
	for n, name := range o.names {
		pair[n] = in.pair(&name)
	}
	sec = make([]int32, len(o.canon))
	for k, n := range o.canon {
		m, ok := in.canon[k]
		if !ok {
			m = int32(len(in.canon))
			in.canon[k] = m
		}
		sec[n] = m
	}
	return pair, sec
}

// boardGroups are the rows of each (section, board), the boards in the
// order of their first row and the rows of a board in file order: rows[start[g]:start[g+1]]
// are board g's.
type boardGroups struct {
	rows  []int32
	start []int32
}

// groupBoards groups the rows by section number and board.
func groupBoards(id ids) boardGroups {
	n := len(id.sec)
	nsec, maxb := int32(0), 0
	for i := 0; i < n; i++ {
		nsec, maxb = max(nsec, id.sec[i]+1), max(maxb, int(id.board[i]))
	}
	group := make([]int32, n)
	var count []int32
	if dense := int(nsec) * (maxb + 1); dense <= 4*n+1<<16 {
		at := make([]int32, dense) // group+1 of (section, board)
		for i := 0; i < n; i++ {
			k := int(id.sec[i])*(maxb+1) + int(id.board[i])
			if at[k] == 0 {
				count = append(count, 0)
				at[k] = int32(len(count))
			}
			group[i] = at[k] - 1
			count[group[i]]++
		}
	} else { // many sections: a map
		at := map[uint64]int32{}
		for i := 0; i < n; i++ {
			k := uint64(id.sec[i])<<32 | uint64(id.board[i])
			g, ok := at[k]
			if !ok {
				g = int32(len(count))
				at[k] = g
				count = append(count, 0)
			}
			group[i] = g
			count[g]++
		}
	}
	bg := boardGroups{rows: make([]int32, n), start: make([]int32, len(count)+1)}
	for g, c := range count {
		bg.start[g+1] = bg.start[g] + c
	}
	fill := count // reused: the next free place of each group
	copy(fill, bg.start)
	for i := 0; i < n; i++ {
		g := group[i]
		bg.rows[fill[g]] = int32(i)
		fill[g]++
	}
	return bg
}

// checkEntries applies the rules of §14.8 that need the whole file: later
// rows replace earlier ones for the same (section, table, round, board);
// then a pairing, an NS pair or an EW pair twice on one board, and in a
// Howell section one pair on both sides of a board, are errors. id holds
// the numbers of each entry's section and pairs.
//
// A team traveller (rows with a room) is left to the match checks of the
// teams scoring: there each team sits NS in one room and EW in the other.
//
// The rows are looked at board by board, where tables and pairs are found
// through arrays indexed by their numbers, and the problems are reported
// in file order.
func (s *sheet) checkEntries(es []bridge.Entry, id ids) []bridge.Entry {
	if len(es) > 0 && es[0].Room != bridge.NoRoom {
		return es
	}
	bg := groupBoards(id)
	npairs, ntables := int32(0), int32(0)
	for i := range es {
		npairs = max(npairs, id.ns[i]+1, id.ew[i]+1)
		ntables = max(ntables, id.table[i]+1)
	}

	// Later rows replace earlier ones of the same table and round.
	var dropped []bool
	tableAt := make([]int32, ntables) // group+1 where the table was last seen
	tableRow := make([]int32, ntables)
	var more map[uint64]int32 // a table seen in two rounds of one board: (group, table, round) -> row
	for g := 0; g+1 < len(bg.start); g++ {
		for _, i := range bg.rows[bg.start[g]:bg.start[g+1]] {
			table, round := id.table[i], id.round[i]
			if table == 0 || round == 0 {
				continue
			}
			j := int32(-1)
			switch {
			case tableAt[table] != int32(g)+1:
				tableAt[table], tableRow[table] = int32(g)+1, i
			case id.round[tableRow[table]] == round:
				j, tableRow[table] = tableRow[table], i
			default:
				if more == nil {
					more = map[uint64]int32{}
				}
				k := uint64(g)<<32 | uint64(table)<<10 | uint64(round)
				if x, ok := more[k]; ok {
					j = x
				}
				more[k] = i
			}
			if j < 0 {
				continue
			}
			if dropped == nil {
				dropped = make([]bool, len(es))
			}
			dropped[j] = true
			e := &es[i]
			s.warnAt(e.Pos.Line, "board", where{board: e.Board, ns: e.NS}, fail(errs(formats.ErrConflict),
				"line %d replaces line %d: same section, table %d, round %d and board (the later row wins)",
				e.Pos.Line, es[j].Pos.Line, e.Table, e.Round))
		}
	}

	// On each board, the first row of each pair as NS and as EW.
	var p pairRows
	p.nsFirst, p.ewFirst = make([]int32, len(es)), make([]int32, len(es))
	p.ewOfNS, p.nsOfEW = make([]int32, len(es)), make([]int32, len(es))
	nsAt, ewAt := make([]int32, npairs), make([]int32, npairs) // group+1
	nsRow, ewRow := make([]int32, npairs), make([]int32, npairs)
	for g := 0; g+1 < len(bg.start); g++ {
		rs := bg.rows[bg.start[g]:bg.start[g+1]]
		stamp := int32(g) + 1
		for _, i := range rs {
			p.nsFirst[i], p.ewFirst[i] = -1, -1
			if dropped != nil && dropped[i] {
				continue
			}
			if ns := id.ns[i]; ns >= 0 {
				if nsAt[ns] != stamp {
					nsAt[ns], nsRow[ns] = stamp, i
				}
				p.nsFirst[i] = nsRow[ns]
			}
			if ew := id.ew[i]; ew >= 0 {
				if ewAt[ew] != stamp {
					ewAt[ew], ewRow[ew] = stamp, i
				}
				p.ewFirst[i] = ewRow[ew]
			}
		}
		for _, i := range rs {
			p.ewOfNS[i], p.nsOfEW[i] = -1, -1
			if ns := id.ns[i]; ns >= 0 && ewAt[ns] == stamp {
				p.ewOfNS[i] = ewRow[ns]
			}
			if ew := id.ew[i]; ew >= 0 && nsAt[ew] == stamp {
				p.nsOfEW[i] = nsRow[ew]
			}
		}
	}

	kept := es
	if dropped != nil {
		// Row numbers of the kept rows.
		newIdx := make([]int32, len(es))
		n := int32(0)
		for i := range es {
			newIdx[i] = n
			if !dropped[i] {
				n++
			}
		}
		re := func(j int32) int32 {
			if j < 0 {
				return j
			}
			return newIdx[j]
		}
		kept = es[:0]
		n = 0
		for i, e := range es {
			if dropped[i] {
				continue
			}
			kept = append(kept, e)
			p.nsFirst[n], p.ewFirst[n] = re(p.nsFirst[i]), re(p.ewFirst[i])
			p.ewOfNS[n], p.nsOfEW[n] = re(p.ewOfNS[i]), re(p.nsOfEW[i])
			n++
		}
		id = id.keep(len(es), func(i int) bool { return !dropped[i] })
		p = pairRows{p.nsFirst[:n], p.ewFirst[:n], p.ewOfNS[:n], p.nsOfEW[:n]}
	}

	for i := range kept {
		if (id.ns[i] < 0 || p.nsFirst[i] == int32(i)) && (id.ew[i] < 0 || p.ewFirst[i] == int32(i)) {
			continue // the first row of both its pairs on the board
		}
		e := &kept[i]
		ctx := where{board: e.Board, ns: e.NS}
		nsDup := int32(-1)
		if j := p.nsFirst[i]; e.NS != "" && j != int32(i) {
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
		}
		if j := p.ewFirst[i]; e.EW != "" && j != int32(i) && j != nsDup {
			s.errAt(e.Pos.Line, "ew", where{board: e.Board, ew: e.EW}, fail(errs(formats.ErrConflict),
				"pair %s plays board %d twice: lines %d and %d, both as EW (want each pair once per board)",
				e.EW, e.Board, kept[j].Pos.Line, e.Pos.Line))
		}
	}
	s.checkHowell(kept, id, p)
	return kept
}

// pairRows are, for each row, the first row of its board (in its section)
// with its NS pair as NS (nsFirst) and its EW pair as EW (ewFirst), and
// with its NS pair as EW (ewOfNS) and its EW pair as NS (nsOfEW); -1 for
// none.
type pairRows struct{ nsFirst, ewFirst, ewOfNS, nsOfEW []int32 }

// checkHowell reports, in each section that is clearly a Howell, a pair on
// both sides of one board. A section is a Howell when some id is found both
// as NS and as EW in it, and an id shows on both sides of the same board on
// at most half of its boards. In a Mitchell numbered the Bridgemate way (NS
// 1..n against EW 1..n) most boards show such an id, and NS 8 against EW 8
// is normal there.
func (s *sheet) checkHowell(es []bridge.Entry, id ids, p pairRows) {
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
	for k := range order {
		rs := rows[start[k]:start[k+1]]
		name := es[rs[0]].Section
		nb, nc := 0, 0
		overlap := false
		for _, i := range rs {
			if id.ns[i] < 0 && id.ew[i] < 0 {
				continue
			}
			b := id.board[i]
			if !board[b] {
				board[b] = true
				nb++
				setBoards = append(setBoards, b)
			}
			if ns := id.ns[i]; ns >= 0 {
				if !nsSeen[ns] {
					nsSeen[ns] = true
					overlap = overlap || ewSeen[ns]
					setPairs = append(setPairs, ns)
				}
				if p.ewOfNS[i] >= 0 && !collide[b] {
					collide[b] = true
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
			s.howellErrors(es, rs, id, name, collide, p)
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

// howellErrors reports the pairs on both sides of a board of a section
// that is a Howell (rows rs, written name): collide are its boards where
// some id is on both sides.
func (s *sheet) howellErrors(es []bridge.Entry, rs []int32, id ids, name string, collide []bool, p pairRows) {
	why := "this section is a Howell, where an id names one pair whatever its direction"
	if name != "" {
		why = "section " + name + " is a Howell, where an id names one pair whatever its direction"
	}
	for _, i := range rs {
		if !collide[id.board[i]] {
			continue
		}
		e := &es[i]
		ctx := where{board: e.Board, ns: e.NS}
		if e.NS == e.EW {
			s.errAt(e.Pos.Line, "ew", ctx, fail(errs(formats.ErrConflict),
				"pair %s sits both NS and EW (want two different pairs; %s)", e.NS, why))
			continue
		}
		// The same id on the other side in an earlier row of the board;
		// each such pair of rows is reported once, at the later row.
		if j := p.ewOfNS[i]; j >= 0 && e.NS != "" && es[j].Pos.Line < e.Pos.Line {
			s.errAt(e.Pos.Line, "ns", ctx, fail(errs(formats.ErrConflict),
				"pair %s plays board %d twice: line %d as EW and line %d as NS (want each pair once per board; %s)",
				e.NS, e.Board, es[j].Pos.Line, e.Pos.Line, why))
		}
		if j := p.nsOfEW[i]; j >= 0 && e.EW != "" && es[j].Pos.Line < e.Pos.Line {
			s.errAt(e.Pos.Line, "ew", where{board: e.Board, ew: e.EW}, fail(errs(formats.ErrConflict),
				"pair %s plays board %d twice: line %d as NS and line %d as EW (want each pair once per board; %s)",
				e.EW, e.Board, es[j].Pos.Line, e.Pos.Line, why))
		}
	}
}
