package usebio

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// An individual event (EVENT_TYPE INDIVIDUAL, as the USEBIO 1.1
// specification's example file has it) names its players, not its pairs:
// PARTICIPANTS holds a PLAYER for each (PLAYER_NUMBER, PLAYER_NAME, a
// NATIONAL_ID_NUMBER or CLUB_ID_NUMBER, and the published PERCENTAGE,
// PLACE and MASTER_POINTS), and each TRAVELLER_LINE the four players at
// the table (N_, E_, S_ and W_PLAYER_NUMBER). The reader fills
// Entry.Seats and Session.Players from them and leaves Entry.NS and EW
// empty: the round's partnerships are the scoring's to make.

// seatFields are the elements of a traveller line that seat an
// individual's players, in seat order (N, E, S, W).
var seatFields = [4]string{"N_PLAYER_NUMBER", "E_PLAYER_NUMBER", "S_PLAYER_NUMBER", "W_PLAYER_NUMBER"}

// seatRef is where a player number not among the PARTICIPANTS is first
// seated, and how many seats name it.
type seatRef struct {
	pos   bridge.Pos
	ctx   string
	field string
	num   string
	n     int
}

// playerKey is a player's number in its section: the SECTION_ID in upper
// case, "" for PARTICIPANTS of the whole event (whose players any
// section's lines may seat).
type playerKey struct{ section, num string }

func keyOf(section, num string) playerKey {
	return playerKey{strings.ToUpper(strings.TrimSpace(section)), num}
}

// known reports whether a PLAYER of that number is in the section, or in
// the whole event's PARTICIPANTS.
func (r *reader) known(section, num string) bool {
	_, in := r.players[keyOf(section, num)]
	_, event := r.players[keyOf("", num)]
	return in || event
}

// player reads one PLAYER of an individual's PARTICIPANTS: a player of
// the session (bridge.Player) and its published standing. A PLAYER
// without a PLAYER_NUMBER, or whose number is another's, is an error.
func (r *reader) player(section string, p *node) {
	num, nn := p.field("PLAYER_NUMBER")
	num = strings.TrimSpace(num)
	if num == "" {
		r.fail(p.pos, "<PLAYER>", fmt.Errorf("%w: no <PLAYER_NUMBER> (want the number the traveller lines seat the player by)", formats.ErrMissing))
		return
	}
	k := keyOf(section, num)
	if prev, dup := r.players[k]; dup {
		r.fail(nn.pos, "player "+bridge.Quote(num), fmt.Errorf("%w: the player is given twice, here and at %s (want one PLAYER for each PLAYER_NUMBER)", formats.ErrConflict, prev))
		return
	}
	r.players[k] = nn.pos
	pl := bridge.Player{Section: section, ID: num, Pos: p.pos}
	pl.Name, _ = p.field("PLAYER_NAME")
	pl.Name = strings.TrimSpace(pl.Name)
	for _, f := range []string{"NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER"} {
		if m, _ := p.field(f); strings.TrimSpace(m) != "" {
			pl.Member = strings.TrimSpace(m)
			break
		}
	}
	r.f.Session.Players = append(r.f.Session.Players, pl)
	r.f.Standings = append(r.f.Standings, standing(p, section, bridge.DirectionNone, num, pl.Name))
}

// seats reads an individual's traveller line: the number of the player in
// each seat (Entry.Seats) and the line's context ("board 1, N 10, E 8, S
// 101, W 82"). A seat the line leaves out or empty is "", with a warning;
// a number not among the PARTICIPANTS is kept, and warned of once for the
// file (unknownSeats).
func (r *reader) seats(e *bridge.Entry, n int, tl *node) string {
	var seats [4]string
	var at [4]*node
	for i, f := range seatFields {
		seats[i], at[i] = tl.field(f)
		seats[i] = strings.TrimSpace(seats[i])
	}
	ctx := bridge.BoardLabel(n)
	for i, s := range seats {
		if s != "" {
			ctx += fmt.Sprintf(", %s %s", bridge.Seat(i), s)
		}
	}
	e.Seats = &seats
	for i, s := range seats {
		if s == "" {
			pos := tl.pos
			if at[i] != nil {
				pos = at[i].pos
			}
			r.f.Warnings = append(r.f.Warnings, bridge.Errorf(pos, ctx, "%w: no <%s> (want the number of the player who sat %s): the seat is left empty",
				formats.ErrMissing, seatFields[i], bridge.Seat(i)))
			continue
		}
		if r.known(e.Section, s) {
			continue
		}
		k := keyOf(e.Section, s)
		if ref, ok := r.unknown[k]; ok {
			ref.n++
			continue
		}
		r.unknown[k] = &seatRef{pos: at[i].pos, ctx: ctx, field: seatFields[i], num: s, n: 1}
		r.unknownOrder = append(r.unknownOrder, k)
	}
	return ctx
}

// unknownSeats warns, once for each, of the player numbers the traveller
// lines seat that no PLAYER of the PARTICIPANTS has; or, when the file
// names no player at all, once that the players have numbers only.
func (r *reader) unknownSeats() {
	if len(r.unknownOrder) == 0 {
		return
	}
	if len(r.players) == 0 {
		ref := r.unknown[r.unknownOrder[0]]
		r.f.Warnings = append(r.f.Warnings, bridge.Errorf(ref.pos, ref.ctx, "%w: no PLAYER among the PARTICIPANTS (want a PLAYER with the PLAYER_NUMBER and PLAYER_NAME of each player): the players are known by their numbers only",
			formats.ErrMissing))
		return
	}
	for _, k := range r.unknownOrder {
		ref := r.unknown[k]
		more := ""
		if ref.n > 1 {
			more = fmt.Sprintf(" (seated on %d lines)", ref.n)
		}
		w := bridge.Errorf(ref.pos, ref.ctx+": <"+ref.field+">", "%w: player %s is not among the PARTICIPANTS%s (want the PLAYER_NUMBER of a PLAYER): kept as the file gives it, without a name",
			formats.ErrConflict, bridge.Quote(ref.num), more)
		w.Fold = "player numbers seated that no PLAYER of the PARTICIPANTS has (kept as the file gives them, without names)"
		r.f.Warnings = append(r.f.Warnings, w)
	}
}

// scoreOnly reads an individual's traveller line that gives the NS SCORE
// and no CONTRACT, as the USEBIO specification's example does on every
// line: the table's score as the file published it (an assigned score of
// that NS score, Adjustment.Published), which the scoring compares as
// any other. ok is false when the line is not such a line.
func scoreOnly(e *bridge.Entry, score string, sn *node) bool {
	v, err := strconv.Atoi(score)
	if err != nil || sn == nil {
		return false
	}
	e.Kind = bridge.Assigned
	e.Claimed, e.HasClaimed = v, true
	out := func() []bridge.Outcome { return []bridge.Outcome{{Num: 1, Den: 1, Score: v}} }
	e.Adjust = &bridge.Adjustment{Text: score, Kind: bridge.AdjAssigned, OutcomesNS: out(), OutcomesEW: out(), Pos: sn.pos, Published: true}
	return true
}
