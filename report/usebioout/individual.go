package usebioout

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/report"
)

// playerSeats are an individual's, as the USEBIO specification's example
// of one has them (and formats/usebio reads them): EVENT_TYPE and
// PARTICIPANTS EVENT_TYPE INDIVIDUAL in every style, its method in
// BOARD_SCORING_METHOD; a PLAYER a player (PLAYER_NUMBER, TOTAL_SCORE,
// PERCENTAGE, PLACE, PLAYER_NAME); each TRAVELLER_LINE's players by seat
// (N_, S_, E_ and W_PLAYER_NUMBER, in the example's order), and a plain
// assigned score as its SCORE alone, as the example gives every line. A
// player number carries no section, so that several sections are always
// SESSION > SECTION. Member numbers are never written: the input's are
// the players' own, not to be published.
var playerSeats = seating{
	eventTypes:  func(*writer, string) (string, string) { return "INDIVIDUAL", "INDIVIDUAL" },
	bare:        true,
	participant: (*writer).player,
	sides: func(x *writer, l report.Line, num numbering) {
		for _, p := range players(l) {
			if p.at.ID != "" {
				x.field(p.seat.String()+"_PLAYER_NUMBER", num.of(p.at))
			}
		}
	},
	versus:    seatsText,
	context:   seatsText,
	scoreOnly: true,
}

// seated is a player at a seat of a table.
type seated struct {
	seat bridge.Seat
	at   report.Key
}

// players are the players of a line's table in the order a TRAVELLER_LINE
// gives them, N, S, E, W (the NS side seats North and South, the EW side
// East and West); a seat left empty has the zero Key.
func players(l report.Line) [4]seated {
	ns, ew := l.NS().Who, l.EW().Who
	return [4]seated{{bridge.North, ns[0]}, {bridge.South, ns[1]}, {bridge.East, ew[0]}, {bridge.West, ew[1]}}
}

// seatsText names a line's table by its players, as formats/usebio does:
// "N 6, E 2, S 9, W 10" (a seat left empty left out).
func seatsText(l report.Line) string {
	var by [4]string
	for _, p := range players(l) {
		by[p.seat] = p.at.ID
	}
	var out []string
	for seat, id := range by {
		if id != "" {
			out = append(out, fmt.Sprintf("%s %s", bridge.Seat(seat), id))
		}
	}
	return strings.Join(out, ", ")
}

// player writes a player of the PARTICIPANTS: his number, standing and
// name (none when the input names him not).
func (x *writer) player(row *report.Standing, num numbering) (short bool) {
	x.open("PLAYER")
	x.field("PLAYER_NUMBER", num.of(row.Key))
	x.standing(row)
	if name := strings.TrimSpace(strings.Join(row.Names, " ")); name != "" {
		x.field("PLAYER_NAME", name)
	}
	x.close("PLAYER")
	return false
}
