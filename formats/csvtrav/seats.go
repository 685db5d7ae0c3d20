package csvtrav

import (
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// seating is what a traveller's player columns (north, east, south,
// west: seatColumns) are.
type seating uint8

const (
	// noSeats: the traveller has no player column.
	noSeats seating = iota
	// individualSeats: the player columns and no pair or team columns,
	// an individual's traveller. Each row seats its four players
	// (Entry.Seats, names or numbers as written) and names no pair: the
	// scoring makes the round's partnerships.
	individualSeats
	// seatedPlayers: player columns beside the pairs or teams, the players
	// of a pairs or team result, shown with it (Entry.Shown.Seated).
	seatedPlayers
)

// seatingOf is what the sheet's player columns are.
func (s *sheet) seatingOf() seating {
	switch {
	case s.individual():
		return individualSeats
	case s.hasCol("north") || s.hasCol("east") || s.hasCol("south") || s.hasCol("west"):
		return seatedPlayers
	}
	return noSeats
}

// seatCell is a player cell: trimmed, "-" (none) read as empty.
func seatCell(c string) string {
	c = trim(c)
	if c == "-" {
		return ""
	}
	return c
}

// seats reads an individual's row: its four players (Entry.Seats). A seat
// left empty is "", with a warning, unless the row is a sit-out (bye).
func (s *sheet) seats(n int, r *travRow, e *bridge.Entry, bye bool) {
	var seats [4]string
	for i := range seats {
		seats[i] = seatCell(r.Seats[i])
	}
	e.Seats = &seats
	if bye {
		return
	}
	for i, p := range seats {
		if p == "" {
			seat := bridge.Seat(i)
			s.warnAt(n, seatColumns[i], where{board: e.Board, north: seats[bridge.North]}, fail(errs(formats.ErrMissing),
				"%s player: missing, the seat is left empty (want the name or number of the player who sat %s)", seat, seat))
		}
	}
}

// seatText is an individual's player in a seat, "" when none.
func seatText(e *bridge.Entry, seat bridge.Seat) string {
	if e.Seats == nil {
		return ""
	}
	return e.Seats[seat]
}

// seated reads the player columns of a pairs or team row: the players at
// the table, shown with its result (Entry.Shown.Seated); none when the
// row names no one.
func (s *sheet) seated(r *travRow, e *bridge.Entry) {
	var seated [4]string
	for i := range seated {
		seated[i] = strings.Clone(seatCell(r.Seats[i]))
	}
	if seated != ([4]string{}) {
		e.Show().Seated = &seated
	}
}

// seats gives an individual entry's players the file's one copy of each
// (as pair does a pair id), so that no entry keeps the cells' text.
func (in *interner) seats(e *bridge.Entry) {
	if e.Seats == nil {
		return
	}
	for i := range e.Seats {
		in.pair(&e.Seats[i])
	}
}

// crossCheckPlayer compares an individual's declaring player (a
// declaring pair column, or a Declarer column of numbers) with the
// declarer's seat: a player of the other side is a warning (a switched
// seating); one at none of the four seats makes the row not scored. A
// seat left empty skips the check.
func (s *sheet) crossCheckPlayer(n int, r *travRow, e *bridge.Entry, ctx where) {
	dp := trim(r.DeclarerPair)
	if dp == "" || dp == "0" || slices.Contains(e.Seats[:], "") {
		return
	}
	at := slices.IndexFunc(e.Seats[:], func(p string) bool { return sameID(p, dp) })
	switch {
	case at < 0:
		s.unscorable("declarer_pair", fail(errs(formats.ErrConflict),
			"declaring player %s is none of the four players N %s, E %s, S %s, W %s (want one of them)", bridge.Quote(dp),
			e.Seats[bridge.North], e.Seats[bridge.East], e.Seats[bridge.South], e.Seats[bridge.West]))
	case bridge.Seat(at).Side() != e.Play.Declarer.Side():
		s.warnAt(n, "declarer_pair", ctx, fail(errs(formats.ErrConflict),
			"declaring player %s sits %s but the declarer sits %s (switched seating? want a player of the declaring side)", dp, bridge.Seat(at), e.Play.Declarer))
	}
}

// players are an individual's players that its seats name by name (a
// seat that is not a plain number): each its own ID and name, in the
// order first seated, by section. A seat given by number names no one:
// a names file or another input names its player.
func players(es []bridge.Entry) []bridge.Player {
	var out []bridge.Player
	seen := map[[2]string]bool{}
	for i := range es {
		e := &es[i]
		if e.Seats == nil {
			continue
		}
		for _, p := range e.Seats {
			k := [2]string{bridge.SectionKey(e.Section), p}
			if p == "" || seen[k] || isNumber(p) {
				continue
			}
			seen[k] = true
			out = append(out, bridge.Player{Section: e.Section, ID: p, Name: p, Pos: e.Pos})
		}
	}
	return out
}

// isNumber reports whether s is a whole number written in digits.
func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
