package bridgemate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// seating is who sat at a table in a round: the pairs of its results.
type seating struct{ ns, ew string }

// maxMisfits is how many results that do not fit the movement a warning
// names.
const maxMisfits = 3

// fitMovement keeps RoundData's movement of a section only where it is
// the movement of the section's results (ReceivedData), as is RoundData
// of a database reused from another session, or of a movement changed
// after the session started. It agrees when every result of the section
// was entered at a table and round the movement has, on a board the
// movement gives that table in that round: then its schedule (how many
// times each board is played, the results still to come) is the
// session's. Pairs other than the movement's at a table are not a
// disagreement: who played is the results' to say, and compute warns of
// them. A section whose results do not all fit is scored from ReceivedData
// alone: its slots are left out of Part.Movement, with a warning that
// names what does not fit and matches bridge.ErrReadPast (--strict
// refuses it); a section whose results RoundData has no row for at all
// (while it has rows for other sections) is warned of too. Sections of
// the movement without results (not started) keep their slots.
//
// It also records who sat where by the results, for the names of
// PlayerNumbers (seatedAt).
func (r *reader) fitMovement(v *view, results []result) {
	r.seated = map[slotKey]seating{}
	for _, res := range results {
		e := &res.e
		k := slotKey{bridge.SectionKey(e.Section), e.Table, e.Round}
		if _, ok := r.seated[k]; !ok {
			r.seated[k] = seating{e.NS, e.EW}
		}
		if _, ok := r.seatedSeats[k]; !ok && e.Seats != nil {
			r.seatedSeats[k] = *e.Seats
		}
	}
	if len(r.part.Movement) == 0 {
		return
	}
	moved := map[string]bool{} // sections with slots
	for _, sl := range r.part.Movement {
		moved[bridge.SectionKey(sl.Section)] = true
	}
	type misfits struct {
		first   int // the index in results of the first
		n, of   int
		what    []string
		letter  string
		noSlots bool
	}
	bySection := map[string]*misfits{}
	var order []string
	for i := range results {
		e := &results[i].e
		sk := bridge.SectionKey(e.Section)
		m := bySection[sk]
		if m == nil {
			m = &misfits{first: -1, letter: e.Section, noSlots: !moved[sk]}
			bySection[sk] = m
			order = append(order, sk)
		}
		m.of++
		if m.noSlots {
			continue
		}
		var what string
		sl, ok := r.slots[slotKey{sk, e.Table, e.Round}]
		switch {
		case !ok:
			what = fmt.Sprintf("board %d at table %d, round %d, which it does not have", e.Board, e.Table, e.Round)
		case !slices.Contains(sl.Boards, e.Board):
			what = fmt.Sprintf("board %d at table %d, round %d, where it gives %s", e.Board, e.Table, e.Round, boardsText(sl.Boards))
		default:
			continue
		}
		if m.first < 0 {
			m.first = i
		}
		m.n++
		if len(m.what) < maxMisfits {
			m.what = append(m.what, what)
		}
	}
	drop := map[string]bool{}
	for _, sk := range order {
		m := bySection[sk]
		res := results[0]
		ctx := "section " + m.letter
		switch {
		case m.noSlots:
			for _, x := range results {
				if bridge.SectionKey(x.e.Section) == sk {
					res = x
					break
				}
			}
			v.readPast(res.row, "section", ctx, "%w: RoundData has no row for this section (its sections: %s; want the movement of these results): the section is scored from ReceivedData alone, without a schedule",
				formats.ErrConflict, strings.Join(r.movementSections(), ", "))
		case m.n > 0:
			res = results[m.first]
			more := ""
			if m.n > len(m.what) {
				more = fmt.Sprintf("; and %d more", m.n-len(m.what))
			}
			v.readPast(res.row, "board", ctx, "%w: RoundData is not the movement of these results: %d of its %d results do not fit it (%s%s): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule",
				formats.ErrConflict, m.n, m.of, strings.Join(m.what, "; "), more)
			drop[sk] = true
		}
	}
	if len(drop) == 0 {
		return
	}
	kept := r.part.Movement[:0]
	for _, sl := range r.part.Movement {
		if !drop[bridge.SectionKey(sl.Section)] {
			kept = append(kept, sl)
		}
	}
	r.part.Movement = kept
	for k := range r.slots {
		if drop[k.section] {
			delete(r.slots, k)
		}
	}
}

// movementSections are the section letters of the movement, in its order.
func (r *reader) movementSections() []string {
	var out []string
	seen := map[string]bool{}
	for _, sl := range r.part.Movement {
		if k := bridge.SectionKey(sl.Section); !seen[k] {
			seen[k] = true
			out = append(out, strings.TrimSpace(sl.Section))
		}
	}
	return out
}

// seatedAt is who sat at a table in a round: the pairs of the results
// entered there, or, where there are none yet, the movement's.
func (r *reader) seatedAt(k slotKey) (seating, bool) {
	if s, ok := r.seated[k]; ok {
		return s, true
	}
	if sl, ok := r.slots[k]; ok {
		return seating{sl.NS, sl.EW}, true
	}
	return seating{}, false
}

// boardsText writes a slot's boards: "board 3", "boards 1-3", "boards 1,
// 4, 7".
func boardsText(bs []int) string {
	switch {
	case len(bs) == 0:
		return "no boards"
	case len(bs) == 1:
		return "board " + strconv.Itoa(bs[0])
	}
	consecutive := true
	for i := 1; i < len(bs); i++ {
		consecutive = consecutive && bs[i] == bs[i-1]+1
	}
	if consecutive {
		return fmt.Sprintf("boards %d-%d", bs[0], bs[len(bs)-1])
	}
	parts := make([]string, len(bs))
	for i, b := range bs {
		parts[i] = strconv.Itoa(b)
	}
	return "boards " + strings.Join(parts, ", ")
}
