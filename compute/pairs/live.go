package pairs

import (
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// Provisional is how far a session still in play has got, from its
// movement: a Result has one when some table of the movement has a board
// whose result is not in yet (no entry of any kind: a played result, a
// "not played" marker or a decision all count as in). A session without
// a movement, or with every scheduled result in, has none, so the mark
// goes away by itself with the last result.
type Provisional struct {
	// Round is the rounds complete: every table of rounds 1..Round has a
	// result for each of its boards (0 when round 1 is not complete).
	Round int
	// Rounds is the number of rounds of the movement.
	Rounds int
	// Playing is true when a result of a round after Round is in: round
	// Round+1 is in progress.
	Playing bool
	// Missing counts the scheduled results not in yet (a table's board).
	Missing int
}

// Pending is a table of the movement that is still to play a board: a
// traveller line without a result ("not played yet", which is not "not
// played").
type Pending struct {
	Section      string // as the session shows it
	Round, Table int
	NS, EW       PairKey
}

// InPlay reports whether some table of the movement is still to play the
// board. The board's deal and hand-record tables are then left out of the
// result (its Deal is empty), so that no output shows them to a pair that
// has still to play it.
func (b Board) InPlay() bool { return len(b.Pending) > 0 }

// schedule is what the movement says about one section.
type schedule struct {
	// scheduled is the number of tables the movement schedules to play
	// each board: the Neuberg target N (every slot counts, as before the
	// movement was used for anything else).
	scheduled map[int]int
	// pending are the tables still to play each board; maybe those of
	// the section's one pair with no result yet, which may be its
	// missing pair (see schedule).
	pending, maybe map[int][]Pending
	// complete says for each round whether every table of it has its
	// results in (maybe's tables left out); started whether any result
	// of it is in.
	complete, started map[int]bool
	missing, rounds   int
}

// sectionSlots are the slots of the movement for a section: those that
// name it, and those that name no section.
func sectionSlots(section string, movement []bridge.Slot) []bridge.Slot {
	var out []bridge.Slot
	for _, sl := range movement {
		if strings.TrimSpace(sl.Section) != "" && bridge.SectionKey(sl.Section) != bridge.SectionKey(section) {
			continue
		}
		out = append(out, sl)
	}
	return out
}

// schedule matches the section's entries against its slots. A slot's
// board is in when an entry of the section has that board and either the
// slot's table and round or its pairs (either way round in a Howell,
// where pairs may be seated the other way).
//
// A slot with no pair on one side ("" or "0", as programs write a
// phantom) sits out and is never waited for. A section with an odd
// number of pairs may instead name its missing pair in the movement (as
// Bridgemate does, in its Section table, which is not read): that pair
// never has a result. So when exactly one pair of the section (in a
// Mitchell, of its direction) has no entry at all, its tables are maybe:
// they do not hold back the round reached, they are listed as still to
// play while anything else is, and once everything else is in they are
// taken for the missing pair's, and the session is complete. Two or more
// pairs without an entry are tables still to start, and count.
func (sc *scorer) schedule(sec Section, entries []*bridge.Entry, slots []bridge.Slot, key func(id string, side bridge.Side) PairKey) schedule {
	sch := schedule{scheduled: map[int]int{}, pending: map[int][]Pending{}, maybe: map[int][]Pending{},
		complete: map[int]bool{}, started: map[int]bool{}}
	if len(slots) == 0 {
		return sch
	}
	type place struct{ board, table, round int }
	type met struct {
		board  int
		ns, ew string
	}
	byPlace, byPairs := map[place]bool{}, map[met]bool{}
	sits := map[PairKey]bool{}
	for _, e := range entries {
		if e.Table > 0 && e.Round > 0 {
			byPlace[place{e.Board, e.Table, e.Round}] = true
		}
		byPairs[met{e.Board, e.NS, e.EW}] = true
		if e.NS != "" {
			sits[key(e.NS, bridge.NS)] = true
		}
		if e.EW != "" {
			sits[key(e.EW, bridge.EW)] = true
		}
	}
	absent := map[PairKey]bool{}
	for _, sl := range slots {
		for _, p := range []PairKey{key(sl.NS, bridge.NS), key(sl.EW, bridge.EW)} {
			if !noPair(p.ID) && !sits[p] {
				absent[p] = true
			}
		}
	}
	for _, sl := range slots {
		for _, b := range sl.Boards {
			sch.scheduled[b]++
		}
		sch.rounds = max(sch.rounds, sl.Round)
		if _, ok := sch.complete[sl.Round]; !ok {
			sch.complete[sl.Round] = true
		}
		if noPair(sl.NS) || noPair(sl.EW) {
			continue
		}
		maybe := len(absent) == 1 && (absent[key(sl.NS, bridge.NS)] || absent[key(sl.EW, bridge.EW)])
		for _, b := range sl.Boards {
			in := sl.Table > 0 && sl.Round > 0 && byPlace[place{b, sl.Table, sl.Round}] ||
				byPairs[met{b, sl.NS, sl.EW}] ||
				sec.Movement == Howell && byPairs[met{b, sl.EW, sl.NS}]
			if in {
				sch.started[sl.Round] = true
				continue
			}
			p := Pending{Section: sec.Name, Round: sl.Round, Table: sl.Table, NS: key(sl.NS, bridge.NS), EW: key(sl.EW, bridge.EW)}
			if maybe {
				sch.maybe[b] = append(sch.maybe[b], p)
				continue
			}
			sch.complete[sl.Round] = false
			sch.missing++
			sch.pending[b] = append(sch.pending[b], p)
		}
	}
	return sch
}

// noPair tells a pair id that names no pair: none, or Bridgemate's 0.
func noPair(id string) bool {
	id = strings.TrimSpace(id)
	return id == "" || id == "0"
}

// provisional sums up the sections' schedules: nil when every scheduled
// result is in. While one is not, pending are the tables still to play
// each board, maybe tables included, by section, round and table.
func provisional(schedules []schedule) (_ *Provisional, pending map[int][]Pending) {
	p := &Provisional{}
	complete, started := map[int]bool{}, map[int]bool{}
	for _, s := range schedules {
		p.Missing += s.missing
		p.Rounds = max(p.Rounds, s.rounds)
		for r, ok := range s.complete {
			if c, seen := complete[r]; !seen || c {
				complete[r] = ok
			}
		}
		for r := range s.started {
			started[r] = true
		}
	}
	if p.Missing == 0 {
		return nil, nil
	}
	// Rounds the movement does not name (a movement starting at round 2)
	// are complete: nothing is scheduled in them.
	for p.Round < p.Rounds {
		if c, ok := complete[p.Round+1]; ok && !c {
			break
		}
		p.Round++
	}
	for r := range started {
		if r > p.Round {
			p.Playing = true
		}
	}
	pending = map[int][]Pending{}
	for _, s := range schedules {
		for b, ps := range s.pending {
			pending[b] = append(pending[b], ps...)
		}
		for b, ps := range s.maybe {
			pending[b] = append(pending[b], ps...)
		}
	}
	for _, ps := range pending {
		slices.SortFunc(ps, func(a, b Pending) int {
			if c := rank.Compare(a.Section, b.Section); c != 0 {
				return c
			}
			if a.Round != b.Round {
				return a.Round - b.Round
			}
			if a.Table != b.Table {
				return a.Table - b.Table
			}
			return rank.Compare(a.NS.ID, b.NS.ID)
		})
	}
	return p, pending
}

// scheduleOnly adds the schedule of a section that has no entry yet: its
// movement (Mitchell or Howell) is found from the pairs its slots seat.
func (sc *scorer) scheduleOnly(name string, slots []bridge.Slot, schedules *[]schedule) {
	var seated []*bridge.Entry
	for _, sl := range slots {
		for _, b := range sl.Boards {
			seated = append(seated, &bridge.Entry{Section: name, Board: b, NS: sl.NS, EW: sl.EW})
		}
	}
	px, _, groups := sc.byBoard(seated, nil)
	sec := sc.movementOf(name, groups, px)
	key := func(id string, side bridge.Side) PairKey {
		if sec.Movement == Mitchell {
			return PairKey{Section: name, Direction: side.Direction(), ID: id}
		}
		return PairKey{Section: name, ID: id}
	}
	*schedules = append(*schedules, sc.schedule(sec, nil, slots, key))
}
