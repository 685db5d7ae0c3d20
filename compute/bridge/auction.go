package bridge

import (
	"errors"
	"fmt"
	"strings"
)

// Call is one call of an auction: a bid (a level and a strain), a pass, a
// double or a redouble. The zero value is not a call: see Kind.
type Call struct {
	Kind   CallKind
	Level  int    // a bid's level, 1..7
	Strain Strain // a bid's strain
	// Alert is set when the call was alerted, and Note is its explanation
	// as the input gives it ("" when none): they are shown, never scored.
	Alert bool
	Note  string
}

// CallKind says what a call is.
type CallKind uint8

// The kinds of call; NoCall is the zero value.
const (
	NoCall CallKind = iota
	Bid
	Pass
	Double
	Redouble
)

// String is the call as PBN writes it: 1C ... 7NT, Pass, X, XX.
func (c Call) String() string {
	switch c.Kind {
	case Bid:
		return fmt.Sprintf("%d%s", c.Level, c.Strain)
	case Pass:
		return "Pass"
	case Double:
		return "X"
	case Redouble:
		return "XX"
	}
	return "?"
}

// ParseCall reads a call: a bid (1C, 1 NT, 3N, case-insensitive), PASS or
// P, X or DBL, XX or RDBL. Its errors match ErrCall.
func ParseCall(text string) (Call, error) {
	t := strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(text), " ", ""))
	switch t {
	case "P", "PASS", "AP":
		return Call{Kind: Pass}, nil
	case "X", "D", "DBL", "DOUBLE":
		return Call{Kind: Double}, nil
	case "XX", "R", "RDBL", "REDOUBLE":
		return Call{Kind: Redouble}, nil
	}
	if len(t) >= 2 && t[0] >= '1' && t[0] <= '7' {
		s := t[1:]
		if s == "N" {
			s = "NT"
		}
		if st, err := ParseStrain(s); err == nil {
			return Call{Kind: Bid, Level: int(t[0] - '0'), Strain: st}, nil
		}
	}
	return Call{}, fmt.Errorf("%w %s (want a bid such as 1NT, Pass, X or XX)", ErrCall, Quote(text))
}

// ErrCall is the error of a text that is no call.
var ErrCall = errors.New("bad call")

// PlayedCard is one card of the play and the seat that played it.
type PlayedCard struct {
	Seat Seat
	Card Card
}

// TrickWinner is the index in trick of the card that wins it: the highest
// trump, else the highest card of the suit led (trick[0]). trump is the
// contract's strain; notrump has none.
func TrickWinner(trick []PlayedCard, trump Strain) int {
	t, hasTrump := trump.Suit()
	win := 0
	for i := 1; i < len(trick); i++ {
		c, w := trick[i].Card, trick[win].Card
		switch {
		case c.Suit() == w.Suit():
			if c.Rank() > w.Rank() {
				win = i
			}
		case hasTrump && c.Suit() == t:
			win = i
		}
	}
	return win
}
