package session

import (
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// tableKey names a table on a board: section, board and pairs, or for
// teams the room and the teams (the round is compared apart, for either
// side may leave it out).
func tableKey(section string, board int, room bridge.Room, home, away, ns, ew string) string {
	k := bridge.SectionKey(section) + "\x00" + strconv.Itoa(board) + "\x00"
	if room != bridge.NoRoom {
		return k + "teams\x00" + room.String() + "\x00" + home + "\x00" + away
	}
	return k + "pairs\x00" + ns + "\x00" + ew
}

func entryKey(e *bridge.Entry) string {
	return tableKey(e.Section, e.Board, e.Room, e.Home, e.Away, e.NS, e.EW)
}

func decisionKey(d *bridge.Decision) string {
	return tableKey(d.Section, d.Board, d.Room, d.Home, d.Away, d.NS, d.EW)
}

// marker reports whether an entry carries a decision that changes its
// score (an adjust marker other than NP or a penalty; the marker of a
// table not scored, a code that could not be read, is not one).
func marker(e *bridge.Entry) bool {
	return e.Adjust != nil && e.Kind != bridge.NotPlayed && e.Kind != bridge.NotScored && e.Adjust.Kind != bridge.AdjPenalty
}

// decide finds the pairs of decisions that name a table by its number,
// checks every decision against the session and collects
// Session.Decisions:
//
//   - a decision names a board that some entry of its section or a hand
//     record has, and pairs (teams) that sit on that side in some entry of
//     the section;
//   - a decision that changes a table's score (all but PEN) meets no adjust
//     marker of that table's traveller entry, and no other such decision;
//     a table not scored (a code that could not be read, a Ruter code
//     without an agreed meaning: Pen, +0) is the exception: the decision
//     replaces it;
//   - a fouled-board decision names a table with a played result.
//
// Matching is by section, board and pairs, or for teams by section, board,
// room and teams (and round when both give it). Decisions are not applied
// here: compute does it from Session.Decisions, so that an edited file
// re-scores from scratch.
func (ld *loader) decide() {
	if len(ld.rows) == 0 {
		// No decisions: nothing to match against the entries (their maps
		// cost more than the reading of a large traveller).
		return
	}
	s := &ld.out.Session
	entries := s.Entries
	type place struct {
		section      string
		board, table int
		round        int
	}
	type side struct{ section, dir, id string }
	hands := map[int]bool{}
	for _, b := range s.Boards {
		hands[b.Number] = true
	}
	played := map[string]bool{} // section + board
	sits := map[side]bool{}
	byKey := map[string][]int{}
	byPlace := map[place]int{}
	for i := range entries {
		e := &entries[i]
		sec := bridge.SectionKey(e.Section)
		played[sec+"\x00"+strconv.Itoa(e.Board)] = true
		if e.Room != bridge.NoRoom {
			sits[side{sec, "home", e.Home}], sits[side{sec, "away", e.Away}] = true, true
		} else {
			sits[side{sec, "NS", e.NS}], sits[side{sec, "EW", e.EW}] = true, true
		}
		byKey[entryKey(e)] = append(byKey[entryKey(e)], i)
		if e.Table > 0 && e.Round > 0 {
			byPlace[place{sec, e.Board, e.Table, e.Round}] = i
		}
	}
	slots := map[place]bridge.Slot{}
	for _, sl := range s.Movement {
		slots[place{bridge.SectionKey(sl.Section), 0, sl.Table, sl.Round}] = sl
	}

	seen := map[string]bridge.Adjustment{} // decisions that change a table's score, by table
	fail := func(d *bridge.Decision, context string, sentinel error, format string, args ...any) {
		ld.errs = append(ld.errs, bridge.Errorf(d.Adjust.Pos, context, "%w: "+format, append([]any{sentinel}, args...)...))
	}
	for _, row := range ld.rows {
		d := row.Decision
		context := row.Context()
		sec := bridge.SectionKey(d.Section)
		if row.Table > 0 && d.NS == "" && d.EW == "" {
			if i, ok := byPlace[place{sec, d.Board, row.Table, d.Round}]; ok {
				d.NS, d.EW = entries[i].NS, entries[i].EW
			} else if sl, ok := slots[place{sec, 0, row.Table, d.Round}]; ok {
				d.NS, d.EW = sl.NS, sl.EW
			} else {
				fail(&d, context, formats.ErrMissing, "no traveller entry or movement says who sat at table %d in round %d (want ns and ew columns)", row.Table, d.Round)
				continue
			}
		}
		if !hands[d.Board] && !played[sec+"\x00"+strconv.Itoa(d.Board)] {
			fail(&d, context, formats.ErrMissing, "no traveller entry of section %s and no hand record has board %d (want a board of the session)", sec, d.Board)
			continue
		}
		if !ld.sitsIn(&d, context, sec, func(dir, id string) bool { return sits[side{sec, dir, id}] }) {
			continue
		}
		key := decisionKey(&d)
		changes := d.Adjust.Kind != bridge.AdjPenalty
		result := false
		for _, i := range byKey[key] {
			e := &entries[i]
			if d.Round > 0 && e.Round > 0 && d.Round != e.Round && d.Room != bridge.NoRoom {
				continue
			}
			result = result || e.Kind == bridge.Played
			if changes && marker(e) {
				fail(&d, context, formats.ErrConflict, "two decisions for this table: %s here and %s in the traveller at %s (want one: the traveller's adjust or the decision)",
					bridge.Quote(d.Adjust.Text), bridge.Quote(e.Adjust.Text), e.Adjust.Pos)
			}
		}
		if d.Adjust.Kind == bridge.AdjFouled && !result {
			fail(&d, context, formats.ErrMissing, "%s: no played result of this table in the travellers (want the table's result in a traveller; a fouled board's group holds results)", bridge.Quote(d.Adjust.Text))
		}
		if changes {
			if prev, dup := seen[key]; dup {
				fail(&d, context, formats.ErrConflict, "two decisions for this table: %s here and %s at %s (want one decision per table; a penalty (PEN) may stand beside it)",
					bridge.Quote(d.Adjust.Text), bridge.Quote(prev.Text), prev.Pos)
			} else {
				seen[key] = d.Adjust
			}
		}
		s.Decisions = append(s.Decisions, d)
	}
}

// sitsIn checks that a decision's pairs (or teams) play on their side in
// some entry of the section, reporting those that do not.
func (ld *loader) sitsIn(d *bridge.Decision, context, sec string, sits func(dir, id string) bool) bool {
	ok := true
	check := func(dir, other, id string) {
		if sits(dir, id) {
			return
		}
		what, verb := "pair", "sits "
		if d.Room != bridge.NoRoom {
			what, verb = "team", "plays "
		}
		hint := ""
		if sits(other, id) {
			hint = "; it " + verb + other + ": are the sides swapped?"
		}
		ld.errs = append(ld.errs, bridge.Errorf(d.Adjust.Pos, context, "%w: %s %s %s%s in no traveller entry of section %s (want a %s of the section%s)",
			formats.ErrMissing, what, bridge.Quote(id), verb, dir, sec, what, hint))
		ok = false
	}
	if d.Room != bridge.NoRoom {
		check("home", "away", d.Home)
		check("away", "home", d.Away)
		return ok
	}
	check("NS", "EW", d.NS)
	check("EW", "NS", d.EW)
	return ok
}
