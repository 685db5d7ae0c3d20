package pbnout

import (
	"strings"

	"github.com/protokol-bridge/protokol/report"
)

// playerSeats are an individual's, in the PBN 2.1 standard's words for
// one, which formats/pbn reads: Competition "Individuals"; the players by
// seat, PlayerId_North, PlayerId_East, PlayerId_South and PlayerId_West
// (each player's number, "-" for a seat left empty: the NS side seats
// North and South, the EW side East and West); PlayerId and Name.
var playerSeats = seating{competition: "Individuals",
	columns: []string{"PlayerId_North", "PlayerId_East", "PlayerId_South", "PlayerId_West"},
	fill: func(cells []cell, l report.Line) []cell {
		ns, ew := l.NS().Who, l.EW().Who
		return append(cells, token(ns[0].ID), token(ew[0].ID), token(ns[1].ID), token(ew[1].ID))
	},
	id: "PlayerId", names: "Name", name: func(names []string) cell { return quote(strings.Join(names, " ")) }}
