// Package individual scores an individual event: every player meets a new
// partner each round, and is ranked alone.
//
// Each table's players are read seat by seat (bridge.Entry.Seats). The
// round's two partnerships, North–South and East–West, are made from them
// and the boards are scored as a pairs session is (compute/pairs, a
// Howell's one field per section: matchpoints with Neuberg's formula where
// counts differ, Butler or cross-IMPs), so every rule of a board's scoring,
// adjustments and tables not scored included, is written once. Each player
// is then credited with his side's figures on every board he played: the
// matchpoints and the board's top (or the IMPs), summed; a matchpoint
// player's percentage is his matchpoints over the sum of those tops, as a
// pair's is, so a player who sits out a round is scored over the boards he
// played. Players are ranked per section (or across, as the session's
// pairs would be), sharing a place on equal scores; the EBU's tie-break for
// individuals (White Book 143.5.2: the sum of the opponents' final scores
// over the sum of the partners', higher first) splits ties when asked.
//
// The package is pure: it imports compute packages only.
package individual

import (
	"cmp"
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// Options configure an individual's scoring.
type Options struct {
	// Pairs scores the boards: method, scale, field, ranking basis.
	// Its Movement is not used (an individual's partnerships meet once:
	// one field per section).
	Pairs pairs.Options
	// TieBreak splits players tied on the score (TieShare leaves them
	// sharing the place).
	TieBreak TieBreak
}

// TieBreak is how players tied on the score are placed.
type TieBreak uint8

// The tie-breaks.
const (
	// TieShare: tied players share the place ("3=").
	TieShare TieBreak = iota
	// TieEBU: the EBU's rule for individuals (White Book 143.5.2): the
	// sum of the final scores of each opponent met, board by board, over
	// the sum of the partners'; the higher ratio places first, and a tie
	// left shares the place.
	TieEBU
)

// ParseTieBreak reads "share" (or "") and "ebu".
func ParseTieBreak(s string) (TieBreak, error) {
	switch s {
	case "", "share":
		return TieShare, nil
	case "ebu":
		return TieEBU, nil
	}
	return TieShare, fmt.Errorf("unknown tie-break %s (want share or ebu)", bridge.Quote(s))
}

// Result is a scored individual.
type Result struct {
	// Pairs is the boards as scored: each line's NS and EW are the
	// round's partnerships (PartnershipID), its Entry the session's, with
	// the Seats. Its Rankings are the players' (see Standing.Pair: a
	// player's key, Direction none, ID the player's number), and its
	// Adjustments name partnerships.
	Pairs *pairs.Result
	// Players are the event's players in the input's order; those who
	// played nothing are not ranked.
	Players []bridge.Player
}

// PartnershipID is the id of a round's partnership, the players of seats
// a and b (North and South, or East and West): "3&7". A seat left empty
// is "?". Ids of players hold no "&" (Score refuses one that does).
func PartnershipID(a, b string) string { return cmp.Or(a, "?") + "&" + cmp.Or(b, "?") }

// Partners are the players of a partnership credited with its figures:
// the two seats of the side, first the North (or East) player; a seat
// left empty, or a second seat of a player met twice on a board, is "".
func Partners(e *bridge.Entry, side bridge.Side) [2]string {
	if e.Seats == nil {
		return [2]string{}
	}
	if side == bridge.NS {
		return [2]string{e.Seats[bridge.North], e.Seats[bridge.South]}
	}
	return [2]string{e.Seats[bridge.East], e.Seats[bridge.West]}
}

// Score scores an individual session: its entries' Seats name the
// players, Players their names.
func Score(s bridge.Session, opt Options) (*Result, error) {
	entries, warns, err := partnerships(s)
	if err != nil {
		return nil, err
	}
	ps := s
	ps.Entries = entries
	ps.Pairs = pairsOf(entries, newRoster(s.Players))
	ps.Movement = nil
	po := opt.Pairs
	po.Movement = pairs.Howell
	res, err := pairs.Score(ps, po)
	if err != nil {
		return nil, err
	}
	res.Warnings = append(warns, res.Warnings...)
	res.Rankings = rankPlayers(res, s.Players, opt)
	return &Result{Pairs: res, Players: s.Players}, nil
}

// playerKey is a player of a section.
type playerKey struct{ section, id string }

// roster is the event's players by section and number. A player listed
// without a section (an input that does not section its players) is a
// player of every section.
type roster struct {
	by  map[playerKey]string // name by section and number
	any map[string]string    // name by number, of players without a section
}

func newRoster(players []bridge.Player) roster {
	r := roster{by: map[playerKey]string{}, any: map[string]string{}}
	for _, p := range players {
		if p.Section == "" {
			r.any[p.ID] = p.Name
			continue
		}
		r.by[playerKey{bridge.SectionKey(p.Section), p.ID}] = p.Name
	}
	return r
}

// lookup is player id's name in section (a SectionKey), and whether the
// event lists him.
func (r roster) lookup(section, id string) (string, bool) {
	if n, ok := r.by[playerKey{section, id}]; ok {
		return n, true
	}
	n, ok := r.any[id]
	return n, ok
}

// partnerships gives each entry its round's partnerships (a copy of the
// entries: the session's are not modified). A player met at two seats of
// one board is credited at one: the seat that names the table's side in
// Bridgemate's and USEBIO's individuals (North or East), or else the
// first met; the other seat is left empty and warned (the warnings of
// a session fold into one line, bridge.FoldWarnings). An entry without
// seats in an individual is an error, and so is a player number with
// "&" in it.
func partnerships(s bridge.Session) ([]bridge.Entry, []*bridge.Error, error) {
	type seatAt struct {
		entry int
		seat  bridge.Seat
	}
	type boardKey struct {
		section string
		board   int
	}
	out := make([]bridge.Entry, len(s.Entries))
	copy(out, s.Entries)
	var warns []*bridge.Error
	seen := map[boardKey]map[string]seatAt{}
	for i := range out {
		e := &out[i]
		if e.Seats == nil {
			return nil, nil, bridge.Errorf(e.Pos, bridge.BoardLabel(e.Board), "a table of an individual without its players (want the four players' numbers)")
		}
		seats := *e.Seats
		k := boardKey{bridge.SectionKey(e.Section), e.Board}
		at := seen[k]
		if at == nil {
			at = map[string]seatAt{}
			seen[k] = at
		}
		for _, seat := range bridge.Seats {
			id := seats[seat]
			if id == "" {
				continue
			}
			for _, c := range id {
				if c == '&' {
					return nil, nil, bridge.Errorf(e.Pos, bridge.BoardLabel(e.Board), "player %s: a number with \"&\" in it (want a player's number or name without it)", bridge.Quote(id))
				}
			}
			first, twice := at[id]
			if !twice {
				at[id] = seatAt{i, seat}
				continue
			}
			// Keep the seat that names its side (N, E) over the other.
			keep, drop := first, seatAt{i, seat}
			if !namesSide(first.seat) && namesSide(seat) {
				keep, drop = drop, keep
				at[id] = keep
			}
			d := &out[drop.entry]
			ds := *d.Seats
			ds[drop.seat] = ""
			d.Seats = &ds
			if drop.entry == i {
				seats = ds
			}
			w := bridge.Errorf(d.Pos, bridge.BoardLabel(d.Board),
				"player %s sits at two seats of the board (%s here, %s at %s): credited at the %s seat only", bridge.Quote(id),
				drop.seat, keep.seat, out[keep.entry].Pos, keep.seat)
			w.Fold = "players seated twice on a board (each credited at one seat: N or E, else the first)"
			warns = append(warns, w)
		}
		e.Seats = &seats
	}
	for i := range out {
		e := &out[i]
		ns, ew := Partners(e, bridge.NS), Partners(e, bridge.EW)
		e.NS, e.EW = PartnershipID(ns[0], ns[1]), PartnershipID(ew[0], ew[1])
	}
	return out, warns, nil
}

// namesSide reports whether a seat names its side of the table in the
// formats that number an individual's tables by player: North for NS,
// East for EW.
func namesSide(seat bridge.Seat) bool { return seat == bridge.North || seat == bridge.East }
