package csvout

import (
	"fmt"

	"github.com/protokol-bridge/protokol/report"
)

// playerSeats are an individual's: the players by seat, north, east,
// south and west (the columns formats/csvtrav reads an individual's
// traveller by), each the player's number; a seat left empty is an empty
// cell. The NS side seats North and South, the EW side East and West.
var playerSeats = seating{columns: []string{"north", "east", "south", "west"}, fill: func(cells []string, l report.Line) {
	ns, ew := l.NS().Who, l.EW().Who
	cells[0], cells[1], cells[2], cells[3] = text(ns[0].ID), text(ew[0].ID), text(ns[1].ID), text(ew[1].ID)
}}

// playerRanked are an individual's: section, rank, tied, player (his
// number) and name; a player's field has no direction.
var playerRanked = ranked{columns: []string{"section", "rank", "tied", "player", "name"},
	cells: func(_ *report.Field, st *report.Standing) []string {
		return []string{text(st.Section), fmt.Sprint(st.Place.Rank), fmt.Sprint(st.Place.Tied), text(st.ID), names(st.Names)}
	}}
