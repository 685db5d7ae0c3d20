package bridge

import (
	"fmt"
	"strings"
)

// Seat is a compass position at the table, in the order of play: N, E, S, W.
type Seat uint8

// The four seats, clockwise from North.
const (
	North Seat = iota
	East
	South
	West
)

// Seats lists the seats clockwise from North.
var Seats = [4]Seat{North, East, South, West}

var seatNames = [4]string{"N", "E", "S", "W"}

func (s Seat) String() string {
	if s > West {
		return fmt.Sprintf("Seat(%d)", uint8(s))
	}
	return seatNames[s]
}

// Next is the seat to the left of s (the next one clockwise).
func (s Seat) Next() Seat { return (s + 1) % 4 }

// After is the seat n places after s round the table (n ≥ 0).
func (s Seat) After(n int) Seat { return Seat((int(s) + n) % 4) }

// Partner is the seat opposite s.
func (s Seat) Partner() Seat { return (s + 2) % 4 }

// Side is the partnership s belongs to.
func (s Seat) Side() Side { return Side(s % 2) }

// ParseSeat reads N, E, S or W (case-insensitive; also North, East, South,
// West).
func ParseSeat(text string) (Seat, error) {
	switch strings.ToUpper(strings.TrimSpace(text)) {
	case "N", "NORTH":
		return North, nil
	case "E", "EAST":
		return East, nil
	case "S", "SOUTH":
		return South, nil
	case "W", "WEST":
		return West, nil
	}
	return 0, fmt.Errorf("%w %s (want N, E, S or W)", ErrSeat, Quote(text))
}

// Side is a partnership: NS or EW.
type Side uint8

// The two sides.
const (
	NS Side = iota
	EW
)

func (s Side) String() string {
	switch s {
	case NS:
		return "NS"
	case EW:
		return "EW"
	}
	return fmt.Sprintf("Side(%d)", uint8(s))
}

// Other is the opposing side.
func (s Side) Other() Side { return 1 - s }

// pairSeparators drops the marks written between the two letters of a
// side or direction ("N-S", "N/S", "N S").
var pairSeparators = strings.NewReplacer("-", "", "/", "", " ", "")

// ParseSide reads NS or EW (case-insensitive; N-S, E-W, N/S and E/W too).
func ParseSide(text string) (Side, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	t = pairSeparators.Replace(t)
	switch t {
	case "NS":
		return NS, nil
	case "EW":
		return EW, nil
	}
	return 0, fmt.Errorf("%w %s (want NS or EW)", ErrSide, Quote(text))
}

// Direction is the line a pair sits in for a whole session: NS or EW in a
// Mitchell, where each line is ranked on its own, or no direction (a
// Howell's pairs change lines and have one ranking; an input that does not
// say). The zero value is DirectionNone.
type Direction uint8

// The directions. They order NS before EW, as the rankings do.
const (
	DirectionNone Direction = iota
	DirectionNS
	DirectionEW
)

// String is "NS", "EW", or "" for no direction.
func (d Direction) String() string {
	switch d {
	case DirectionNone:
		return ""
	case DirectionNS:
		return "NS"
	case DirectionEW:
		return "EW"
	}
	return fmt.Sprintf("Direction(%d)", uint8(d))
}

// Side is the side of a direction; ok is false for no direction.
func (d Direction) Side() (side Side, ok bool) {
	switch d {
	case DirectionNS:
		return NS, true
	case DirectionEW:
		return EW, true
	}
	return 0, false
}

// Direction is the direction of the pairs sitting s for the session.
func (s Side) Direction() Direction {
	if s == EW {
		return DirectionEW
	}
	return DirectionNS
}

// ParseDirection reads a direction: empty (or only spaces) is no
// direction, else a side as ParseSide reads it (NS, EW, N-S, E/W, ...).
func ParseDirection(text string) (Direction, error) {
	if strings.TrimSpace(text) == "" {
		return DirectionNone, nil
	}
	s, err := ParseSide(text)
	if err != nil {
		return DirectionNone, err
	}
	return s.Direction(), nil
}

// Strain is the denomination of a contract, in bidding order.
type Strain uint8

// The five strains in bidding order.
const (
	Clubs Strain = iota
	Diamonds
	Hearts
	Spades
	NoTrump
)

// Strains lists the strains in bidding order.
var Strains = [5]Strain{Clubs, Diamonds, Hearts, Spades, NoTrump}

var strainNames = [5]string{"C", "D", "H", "S", "NT"}
var strainSymbols = [5]string{"♣", "♦", "♥", "♠", "NT"}

func (s Strain) String() string {
	if s > NoTrump {
		return fmt.Sprintf("Strain(%d)", uint8(s))
	}
	return strainNames[s]
}

// Symbol is the suit symbol (♣ ♦ ♥ ♠) or NT.
func (s Strain) Symbol() string {
	if s > NoTrump {
		return s.String()
	}
	return strainSymbols[s]
}

// IsMinor reports whether s is clubs or diamonds.
func (s Strain) IsMinor() bool { return s == Clubs || s == Diamonds }

// Suit is the suit of a trump strain; ok is false for notrump.
func (s Strain) Suit() (suit Suit, ok bool) {
	if s >= NoTrump {
		return 0, false
	}
	return Suit(s), true
}

// ParseStrain reads C, D, H, S, NT or N (case-insensitive) or a suit symbol.
func ParseStrain(text string) (Strain, error) {
	switch strings.ToUpper(strings.TrimSpace(text)) {
	case "C", "♣":
		return Clubs, nil
	case "D", "♦":
		return Diamonds, nil
	case "H", "♥":
		return Hearts, nil
	case "S", "♠":
		return Spades, nil
	case "NT", "N":
		return NoTrump, nil
	}
	return 0, fmt.Errorf("%w %s (want C, D, H, S or NT)", ErrStrain, Quote(text))
}

// Doubling says whether a contract was doubled or redoubled.
type Doubling uint8

// The three doubling states.
const (
	Undoubled Doubling = iota
	Doubled
	Redoubled
)

func (d Doubling) String() string {
	switch d {
	case Undoubled:
		return ""
	case Doubled:
		return "X"
	case Redoubled:
		return "XX"
	}
	return fmt.Sprintf("Doubling(%d)", uint8(d))
}

// Vul is a board's vulnerability.
type Vul uint8

// The four vulnerabilities, in the order of the closed-form rule of board
// numbers (v = 0, 1, 2, 3).
const (
	VulNone Vul = iota
	VulNS
	VulEW
	VulAll
)

func (v Vul) String() string {
	switch v {
	case VulNone:
		return "None"
	case VulNS:
		return "NS"
	case VulEW:
		return "EW"
	case VulAll:
		return "All"
	}
	return fmt.Sprintf("Vul(%d)", uint8(v))
}

// Has reports whether side is vulnerable.
func (v Vul) Has(side Side) bool {
	switch v {
	case VulAll:
		return true
	case VulNS:
		return side == NS
	case VulEW:
		return side == EW
	}
	return false
}

// ParseVul reads a vulnerability: None (also Love and -), NS, EW, All (also
// Both); case-insensitive. N-S and E-W are accepted as NS and EW.
func ParseVul(text string) (Vul, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if t == "-" {
		return VulNone, nil
	}
	t = pairSeparators.Replace(t)
	switch t {
	case "NONE", "LOVE":
		return VulNone, nil
	case "NS":
		return VulNS, nil
	case "EW":
		return VulEW, nil
	case "ALL", "BOTH":
		return VulAll, nil
	}
	return 0, fmt.Errorf("%w %s (want None, NS, EW or All)", ErrVul, Quote(text))
}

// Dealer is the dealer of a board by the standard rotation: board 1 North,
// board 2 East, and so on.
func Dealer(board int) Seat {
	return Seat(mod(board-1, 4))
}

// Vulnerability is the vulnerability of a board by the standard 16-board
// cycle.
func Vulnerability(board int) Vul {
	k := mod(board-1, 16)
	return Vul((k + k/4) % 4)
}

func mod(a, m int) int {
	r := a % m
	if r < 0 {
		r += m
	}
	return r
}
