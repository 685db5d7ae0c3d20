package bridgemate

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/formats"
)

// An individual event, in a Bridgemate database, seats players and not
// pairs: RoundData has South and West columns beside NSPair and EWPair,
// which then hold the North and East players (so Bridgemate's developer
// guide, and so TabScore2, a BCS replacement, reads and writes them); in
// ReceivedData PairNS and PairEW are the North and East players of the
// table and Declarer the declaring player, and the South and West players
// are RoundData's at that table and round (TabScore2 also writes them in
// South and West columns of ReceivedData, read when present). Each result
// is an entry whose Seats are the four players (Entry.NS and EW stay
// empty: compute/individual makes the round's partnerships), and each
// PlayerNumbers row names the player of its seat (Part.Players), its
// Number being the player's member number.

// southColumns and westColumns are the names a South and a West column
// go by (csvtrav.NormKey): Bridgemate's, and the variants other programs
// write.
var (
	southColumns = []string{"south", "southpair", "southplayer", "playersouth"}
	westColumns  = []string{"west", "westpair", "westplayer", "playerwest"}
)

// seatColumns are a table's South and West columns ("" for none).
func (v *view) seatColumns() (south, west string) {
	for _, c := range southColumns {
		if v.has(c) {
			south = c
			break
		}
	}
	for _, c := range westColumns {
		if v.has(c) {
			west = c
			break
		}
	}
	return south, west
}

// seatsGiven reports whether some row of the table seats a player in its
// South or West column: a pairs database may have the columns, empty.
func (v *view) seatsGiven(south, west string) bool {
	for i := range v.t.Rows {
		for _, c := range []string{south, west} {
			if c != "" && pairID(v.cell(i, c)) != "" {
				return true
			}
		}
	}
	return false
}

// roundSeats are RoundData's players at a table in a round: N, E, S, W
// ("" for no one).
func roundSeats(v *view, i int, south, west string) [4]string {
	return seatsOf(v, i, "nspair", "ewpair", south, west)
}

// seatsOf are the players row i seats in its columns north, east, south
// and west (a column "" the table lacks: no one): N, E, S, W.
func seatsOf(v *view, i int, north, east, south, west string) [4]string {
	var s [4]string
	s[bridge.North], s[bridge.East] = pairID(v.cell(i, north)), pairID(v.cell(i, east))
	if south != "" {
		s[bridge.South] = pairID(v.cell(i, south))
	}
	if west != "" {
		s[bridge.West] = pairID(v.cell(i, west))
	}
	return s
}

// resultSeats reads the players of ReceivedData row i of an individual
// (Entry.Seats): PairNS and PairEW are North and East; South and West are
// the row's own South and West columns when it has them filled, else
// RoundData's at its table and round, when RoundData seats the same North
// and East there. A seat that stays unknown is "", and warned of once a
// table and round.
func (r *reader) resultSeats(v *view, i int, e *bridge.Entry, south, west string) {
	s := seatsOf(v, i, "pairns", "pairew", south, west)
	k := slotKey{bridge.SectionKey(e.Section), e.Table, e.Round}
	if rs, ok := r.roundSeats[k]; ok && rs[bridge.North] == s[bridge.North] && rs[bridge.East] == s[bridge.East] {
		for _, seat := range []bridge.Seat{bridge.South, bridge.West} {
			if s[seat] == "" {
				s[seat] = rs[seat]
			}
		}
	}
	e.Seats = &s
	var missing []string
	for seat, p := range s {
		if p == "" {
			missing = append(missing, bridge.Seat(seat).String())
		}
	}
	if len(missing) == 0 || r.seatWarned[k] {
		return
	}
	r.seatWarned[k] = true
	why := "RoundData has no row for this table and round"
	if rs, ok := r.roundSeats[k]; ok {
		why = fmt.Sprintf("RoundData seats N %s, E %s, S %s, W %s here", orNone(rs[bridge.North]), orNone(rs[bridge.East]), orNone(rs[bridge.South]), orNone(rs[bridge.West]))
	}
	v.warn(i, "pairns", fmt.Sprintf("table %d, round %d", e.Table, e.Round), "%w: the player of %s is not known (ReceivedData seats N %s, E %s; %s): the seat is left empty",
		formats.ErrMissing, andList(missing), orNone(s[bridge.North]), orNone(s[bridge.East]), why)
}

// andList is "N", "N and S", "N, S and W".
func andList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func orNone(id string) string {
	if id == "" {
		return "none"
	}
	return id
}

// crossCheckPlayer compares an individual's declaring player (Declarer)
// with the declarer's seat: a player of the other side is a warning (a
// switched seating), a player at none of the four seats makes the row not
// scored, with why. A seat not known skips the check.
func crossCheckPlayer(v *view, i int, e *bridge.Entry, ctx string) (why string) {
	dp := pairID(v.cell(i, "declarer"))
	if dp == "" || e.Play.Contract.IsPass() || e.Seats == nil || slices.Contains(e.Seats[:], "") {
		return ""
	}
	at := slices.Index(e.Seats[:], dp)
	switch {
	case at < 0:
		return fmt.Sprintf("declaring player %s is none of the four players N %s, E %s, S %s, W %s (want the number of one of them)",
			bridge.Quote(dp), e.Seats[bridge.North], e.Seats[bridge.East], e.Seats[bridge.South], e.Seats[bridge.West])
	case bridge.Seat(at).Side() != e.Play.Declarer.Side():
		v.warn(i, "declarer", ctx, "%w: declaring player %s sits %s but the declarer sits %s (switched seating? want a player of the declaring side)",
			formats.ErrConflict, dp, bridge.Seat(at), e.Play.Declarer)
	}
	return ""
}

// readIndividualPlayers reads PlayerNumbers of an individual: each row
// names the player in its seat of its table from its round on (Round 0,
// BCS's start of the session, is the section's first round): by the
// results entered there (their Seats), or by RoundData where there are
// none. Its Number is the player's member number, its Name (else
// PlayerNames's name of the Number) the player's name. A player named
// again in a later round keeps the first name, with a warning when the
// later one differs (a substitute in the seat); a row whose seat seats no
// one is warned of. The players come by section and number.
func (r *reader) readIndividualPlayers(v *view) {
	if len(v.t.Rows) == 0 {
		return
	}
	if len(r.roundSeats) == 0 && len(r.seatedSeats) == 0 {
		v.warn(0, "", "", "%w: PlayerNumbers without RoundData or ReceivedData: the players cannot be given to their seats (want the RoundData table too); the players have no names", formats.ErrMissing)
		return
	}
	lookup := r.playerNames()
	first := firstRounds(slices.Collect(maps.Keys(r.roundSeats)), slices.Collect(maps.Keys(r.seatedSeats)))
	type named struct {
		p          bridge.Player
		round, row int
	}
	type playerKey struct{ section, id string }
	players := map[playerKey]*named{}
	for i := range v.t.Rows {
		if r.full() {
			return
		}
		at, ok := v.seatRow(i, first)
		if !ok {
			continue
		}
		sec, table, seat, round, ctx := at.section, at.table, at.seat, at.round, at.ctx
		k := slotKey{bridge.SectionKey(sec), table, round}
		seats, ok := r.seatedSeats[k]
		if !ok {
			seats, ok = r.roundSeats[k]
		}
		number := v.cell(i, "number").asText()
		name := v.cell(i, "name").asText()
		if name == "" && number != "" {
			name = lookup[number]
		}
		if name == "" && number == "" {
			continue
		}
		switch {
		case !ok:
			v.warn(i, "table", ctx, "%w: no one sits at table %d in round %d by RoundData or ReceivedData; the player is not used", formats.ErrConflict, table, round)
			continue
		case seats[seat] == "":
			continue // an empty seat (a sit-out)
		}
		id := seats[seat]
		pk := playerKey{bridge.SectionKey(sec), id}
		cur := &named{p: bridge.Player{Section: sec, ID: id, Name: name, Member: number, Pos: v.place(i, "").Pos}, round: round, row: i}
		prev, seen := players[pk]
		if !seen {
			players[pk] = cur
			continue
		}
		earlier, later := prev, cur
		if cur.round < prev.round {
			earlier, later = cur, prev
			players[pk] = cur
		}
		if later.p.Name != "" && later.p.Name != earlier.p.Name {
			v.warn(later.row, "name", fmt.Sprintf("table %d, round %d", table, later.round), "%w: player %s is named %s from round %d, and %s before (the first name is kept)",
				formats.ErrConflict, id, bridge.Quote(later.p.Name), later.round, bridge.Quote(earlier.p.Name))
		}
	}
	keys := slices.Collect(maps.Keys(players))
	slices.SortFunc(keys, func(a, b playerKey) int { // players 2 before 10
		return cmp.Or(cmp.Compare(a.section, b.section), rank.Compare(a.id, b.id))
	})
	for _, k := range keys {
		pl := players[k]
		if pl.p.Name == "" {
			v.warn(pl.row, "name", "", "%w: player %s (number %s) has no name, in PlayerNumbers or PlayerNames; known by the number only", formats.ErrMissing, pl.p.ID, bridge.Quote(pl.p.Member))
		}
		r.part.Players = append(r.part.Players, pl.p)
	}
}
