package bridgemate

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// readPlayers reads PlayerNumbers: the player in each seat of each table
// (Section, Table, Direction N/E/S/W, Number, Name) from a round on
// (Round; BCS writes 0 for the start of the session, read as the first
// round of the section's movement). BCS moves the players with their pair
// by the movement (RoundData): a pair's names are the players of its seats
// (N and S for an NS pair, E and W for an EW pair) at the table where it
// sat in that round: by the results entered there (ReceivedData), or by
// the movement where there are none yet. A player who took a seat in a later round is added
// after the pair's first players. A row without a name takes the name
// PlayerNames gives its number; a player with neither is left out, with a
// warning. A row's Number is the player's member number (Pair.Members,
// beside his name). Without RoundData and ReceivedData no row can be
// given to a pair: a warning says so and the pairs have no names.
func (r *reader) readPlayers(v *view) {
	if r.part.Individual {
		r.readIndividualPlayers(v)
		return
	}
	if len(v.t.Rows) == 0 {
		return
	}
	if len(r.slots) == 0 && len(r.seated) == 0 {
		v.warn(0, "", "", "%w: PlayerNumbers without RoundData or ReceivedData: the players cannot be given to their pairs (want the RoundData table too); the pairs have no names", formats.ErrMissing)
		return
	}
	lookup := r.playerNames()
	first := firstRounds(slices.Collect(maps.Keys(r.slots)), slices.Collect(maps.Keys(r.seated)))
	type pairKey struct {
		section string
		dir     bridge.Direction
		id      string
	}
	type player struct {
		name   string
		member string // Number: the member number
		seat   bridge.Seat
		round  int
		row    int
	}
	players := map[pairKey][]player{}
	shown := map[pairKey]string{} // the section as read
	for i := range v.t.Rows {
		if r.full() {
			return
		}
		at, ok := v.seatRow(i, first)
		if !ok {
			continue
		}
		sec, table, seat, round, ctx := at.section, at.table, at.seat, at.round, at.ctx
		number := v.cell(i, "number").asText()
		name := v.cell(i, "name").asText()
		if name == "" && number != "" {
			name = lookup[number]
		}
		if name == "" {
			if number != "" {
				v.warn(i, "name", ctx, "%w: player %s has no name, in PlayerNumbers or PlayerNames; left out of the pair's names", formats.ErrMissing, bridge.Quote(number))
			}
			continue
		}
		sl, ok := r.seatedAt(slotKey{bridge.SectionKey(sec), table, round})
		if !ok {
			v.warn(i, "table", ctx, "%w: no pair sits at table %d in round %d by RoundData or ReceivedData; the player's name is not used", formats.ErrConflict, table, round)
			continue
		}
		k := pairKey{section: bridge.SectionKey(sec), dir: seat.Side().Direction(), id: sl.ns}
		if seat.Side() == bridge.EW {
			k.id = sl.ew
		}
		if k.id == "" {
			continue // a sit-out
		}
		players[k] = append(players[k], player{name: name, member: number, seat: seat, round: round, row: i})
		shown[k] = sec
	}
	keys := make([]pairKey, 0, len(players))
	for k := range players {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.section != b.section {
			return a.section < b.section
		}
		if a.dir != b.dir {
			return a.dir < b.dir
		}
		x, err1 := strconv.Atoi(a.id)
		y, err2 := strconv.Atoi(b.id)
		if err1 == nil && err2 == nil && x != y {
			return x < y
		}
		return a.id < b.id
	})
	for _, k := range keys {
		ps := players[k]
		// The first players of the pair's seats, then those who came later,
		// each name once.
		sort.SliceStable(ps, func(i, j int) bool {
			if ps[i].round != ps[j].round {
				return ps[i].round < ps[j].round
			}
			return ps[i].seat < ps[j].seat
		})
		p := bridge.Pair{Section: shown[k], Direction: k.dir, ID: k.id, Pos: v.place(ps[0].row, "").Pos}
		seen := map[string]bool{}
		for _, pl := range ps {
			if !seen[pl.name] {
				seen[pl.name] = true
				p.Names = append(p.Names, pl.name)
				p.Members = append(p.Members, pl.member)
			}
		}
		r.part.Pairs = append(r.part.Pairs, p)
	}
}

// playerNames is PlayerNames's name of each number (ID and strID).
func (r *reader) playerNames() map[string]string {
	out := map[string]string{}
	t, err := r.src.Table(PlayerNames)
	if err != nil {
		return out
	}
	r.part.Read = append(r.part.Read, PlayerNames)
	r.clean(t)
	v := newView(r, t)
	for i := range t.Rows {
		name := v.cell(i, "name").asText()
		if name == "" {
			continue
		}
		for _, k := range []string{"strid", "id"} {
			if id := v.cell(i, k).asText(); id != "" {
				if _, dup := out[id]; !dup {
					out[id] = name
				}
			}
		}
	}
	return out
}

// firstRounds is each section's first round (by section key) among the
// slots of the movement and of the results: the round PlayerNumbers's
// rows without one (BCS's start of the session) belong to.
func firstRounds(keysets ...[]slotKey) map[string]int {
	first := map[string]int{}
	for _, keys := range keysets {
		for _, k := range keys {
			if f, ok := first[k.section]; !ok || k.round < f {
				first[k.section] = k.round
			}
		}
	}
	return first
}

// seatAt is the seat a PlayerNumbers row names: its section as read,
// table, seat and round, and the context of its messages.
type seatAt struct {
	section string
	table   int
	seat    bridge.Seat
	round   int
	ctx     string
}

// seatRow reads the seat of PlayerNumbers row i (a row without a round is
// in its section's first, from first); false for a row that names no
// seat, which is reported.
func (v *view) seatRow(i int, first map[string]int) (seatAt, bool) {
	sec, ok1 := v.section(i, "")
	table, ok2 := v.number(i, "table", "table", 1, maxTable, true, "")
	if !ok1 || !ok2 {
		return seatAt{}, false
	}
	d := v.cell(i, "direction").asText()
	seat, err := bridge.ParseSeat(d)
	if err != nil {
		v.fail(i, "direction", fmt.Sprintf("table %d", table), "%w: direction %s (want N, E, S or W)", formats.ErrValue, bridge.Quote(d))
		return seatAt{}, false
	}
	round, _ := v.number(i, "round", "round", 0, maxRound, false, "")
	if round == 0 {
		round = first[bridge.SectionKey(sec)]
	}
	return seatAt{sec, table, seat, round, fmt.Sprintf("table %d, %s, round %d", table, seat, round)}, true
}
