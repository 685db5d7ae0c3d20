package bridge

import (
	"fmt"
	"strconv"
	"strings"
)

// Board is one board of a session: its number, dealer, vulnerability and,
// when a hand record gave it, the deal.
type Board struct {
	Number int
	Dealer Seat
	Vul    Vul
	Deal   Deal // Empty when no hand record gave the deal
	Pos    Pos  // where the board (or its deal) was read
	// Facts carries extra labelled data of the hand record that the reports
	// may show (double-dummy tricks, par) as name → raw text.
	Facts map[string]string
}

// NewBoard makes board n with the dealer and vulnerability of the standard
// rotation.
func NewBoard(n int) Board {
	return Board{Number: n, Dealer: Dealer(n), Vul: Vulnerability(n)}
}

// Entry is one table's line on a board's traveller: who sat NS and EW and
// what happened.
type Entry struct {
	Pos     Pos
	Section string // "" is read as "A" by the session checks
	Board   int
	Round   int    // 0 when unknown
	Table   int    // 0 when unknown
	NS, EW  string // pair ids as in the input ("" for a missing pair)
	Kind    Kind
	Play    Play        // the result when Kind is Played
	Lead    Card        // opening lead; 0 when unknown
	Claimed *int        // the NS score the input stated, for cross-checking; nil when absent
	Adjust  *Adjustment // the director's decision when Kind is Artificial or Assigned
	Remarks string
	// Teams: the room of a match ("O" open, "C" closed; "" in a pairs
	// event) and its two teams. The home team sits NS in the open room and
	// EW in the closed one; NS and EW then hold the teams of this room.
	Room       string
	Home, Away string
}

// Rooms of a team match.
const (
	OpenRoom   = "O"
	ClosedRoom = "C"
)

// ParseRoom reads O, Open, C, Closed (case-insensitive; also Russian
// Открытый/Закрытый and the initials О/З).
func ParseRoom(text string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "o", "open", "open room", "открытый", "открытый зал", "о":
		return OpenRoom, nil
	case "c", "closed", "closed room", "закрытый", "закрытый зал", "з":
		return ClosedRoom, nil
	}
	return "", fmt.Errorf("%w %q (want Open or Closed, O or C)", ErrRoom, text)
}

// Adjustment is a director's decision on a table result. Its detail is the
// subject of the adjustments model; here it carries the raw text it was read
// from so nothing is lost.
type Adjustment struct {
	Text string
}

// Pair is a pair of players as an input names it.
type Pair struct {
	Section   string
	Direction string // "NS", "EW" or "" when the input does not say
	ID        string
	Names     []string
	Pos       Pos
}

// Slot is one (table, round) of a movement: which pairs met there and which
// boards they were scheduled to play.
type Slot struct {
	Section string
	Table   int
	Round   int
	NS, EW  string
	Boards  []int
	Pos     Pos
}

// Session is everything read for one session: the event's labels, the boards,
// the traveller entries, the pairs' names and, when known, the movement.
type Session struct {
	Event string
	Site  string
	Date  string
	// Scoring is what the input says about the scoring method ("MP", "IMP;Cross"),
	// kept for information; the command line chooses the method.
	Scoring  string
	Boards   []Board
	Entries  []Entry
	Pairs    []Pair
	Movement []Slot
}

// BoardLabel is "board N", the context of most messages.
func BoardLabel(n int) string { return "board " + strconv.Itoa(n) }
