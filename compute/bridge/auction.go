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

// The rules an auction's call can break (the Laws' numbers in brackets).
// A *CallError wraps one of them.
var (
	// ErrOutOfTurn: a call, or a card, made by a player whose turn it is
	// not (Laws 28-32; 53-57 for a card).
	ErrOutOfTurn = errors.New("out of turn")
	// ErrAuctionOver: a call after the auction ended (Law 39): after
	// three passes that follow a call, or four passes.
	ErrAuctionOver = errors.New("call after the end of the auction")
	// ErrInsufficientBid: a bid not higher than the bid before it (Law
	// 27): a higher level, or the same level in a higher strain.
	ErrInsufficientBid = errors.New("insufficient bid")
	// ErrInadmissibleDouble: a double of no bid, of the own side's bid, or
	// of a bid already doubled (Laws 19A, 36).
	ErrInadmissibleDouble = errors.New("inadmissible double")
	// ErrInadmissibleRedouble: a redouble of no double, or of the own
	// side's double (Laws 19B, 36).
	ErrInadmissibleRedouble = errors.New("inadmissible redouble")
)

// Auction is an auction replayed call by call from the dealer: the one
// place that knows which call is legal after the ones before it, when an
// auction is over, and the contract and declarer it ends in. Every reader
// of calls (PBN, LIN, Bridgemate) adds its calls to one, keeping only the
// positions and the wording of its messages, and the calls themselves
// (an Auction keeps only what the rules need: it is a small value that
// allocates nothing). Make one with NewAuction; the zero value is an
// auction dealt by North.
type Auction struct {
	dealer   Seat
	n        int  // calls taken
	bid      Call // the last bid; Kind NoCall before any
	bidBy    Seat // who made it
	doubling Doubling
	passes   int // since the last call that was not a pass
	// first is who of each side first named each strain, when named has
	// the strain's bit: the declarer of a contract in it.
	first [2][5]Seat
	named [2]uint8
}

// NewAuction starts an auction dealt by dealer.
func NewAuction(dealer Seat) Auction { return Auction{dealer: dealer} }

// Dealer is the seat that makes the first call.
func (a *Auction) Dealer() Seat { return a.dealer }

// Turn is the seat whose call is next.
func (a *Auction) Turn() Seat { return a.dealer.After(a.n) }

// Len is the number of calls taken so far.
func (a *Auction) Len() int { return a.n }

// Done reports whether the auction is over: three passes after a bid, or
// four passes.
func (a *Auction) Done() bool {
	return a.passes == 4 || a.passes == 3 && a.bid.Kind == Bid
}

// Add adds call c, made by the seat whose turn it is. See AddBy.
func (a *Auction) Add(c Call) error { return a.AddBy(a.Turn(), c) }

// AddBy adds call c, made by seat by. A call the rules do not allow is not
// added: the error is a *CallError that wraps the rule it breaks, checked
// in this order: ErrCall (c is no call: NoCall, a level out of 1..7),
// ErrOutOfTurn, ErrAuctionOver, ErrInsufficientBid, ErrInadmissibleDouble,
// ErrInadmissibleRedouble.
func (a *Auction) AddBy(by Seat, c Call) error {
	switch {
	case c.Kind == NoCall || c.Kind > Redouble || c.Kind == Bid && (c.Level < 1 || c.Level > 7 || c.Strain > NoTrump):
		return a.refuse(by, c, ErrCall)
	case by != a.Turn():
		return a.refuse(by, c, ErrOutOfTurn)
	case a.Done():
		return a.refuse(by, c, ErrAuctionOver)
	}
	switch c.Kind {
	case Pass:
		a.passes++
	case Bid:
		if a.bid.Kind == Bid && (c.Level < a.bid.Level || c.Level == a.bid.Level && c.Strain <= a.bid.Strain) {
			return a.refuse(by, c, ErrInsufficientBid)
		}
		a.bid, a.bidBy, a.doubling, a.passes = c, by, Undoubled, 0
		if side, bit := by.Side(), uint8(1)<<c.Strain; a.named[side]&bit == 0 {
			a.named[side] |= bit
			a.first[side][c.Strain] = by
		}
	case Double:
		if a.bid.Kind != Bid || by.Side() == a.bidBy.Side() || a.doubling != Undoubled {
			return a.refuse(by, c, ErrInadmissibleDouble)
		}
		a.doubling, a.passes = Doubled, 0
	case Redouble:
		if a.bid.Kind != Bid || by.Side() != a.bidBy.Side() || a.doubling != Doubled {
			return a.refuse(by, c, ErrInadmissibleRedouble)
		}
		a.doubling, a.passes = Redoubled, 0
	}
	a.n++
	return nil
}

// refuse is the error of call c by seat by, which breaks rule.
func (a *Auction) refuse(by Seat, c Call, rule error) error {
	return &CallError{N: a.n + 1, Seat: by, Call: c, Err: rule, Turn: a.Turn(), Last: a.bid, LastBy: a.bidBy}
}

// Contract is the contract of the calls so far and its declarer: the last
// bid with its double or redouble, declared by the player of the side
// that made it who first named its strain (the Laws' definition of
// declarer). With no bid it is PassOut (and the seat means nothing). It
// is the auction's result once Done.
func (a *Auction) Contract() (Contract, Seat) {
	if a.bid.Kind != Bid {
		return PassOut, North
	}
	c := Contract{Level: a.bid.Level, Strain: a.bid.Strain, Doubling: a.doubling}
	return c, a.first[a.bidBy.Side()][c.Strain]
}

// CallError is a call the rules do not allow where it was made. Err is the
// rule (a sentinel above, or ErrCall); the other fields say what a message
// needs. Readers word their own messages from them; Error gives one.
type CallError struct {
	N      int  // the call's number in the auction, from 1 (the dealer's first)
	Seat   Seat // who made it
	Call   Call
	Err    error
	Turn   Seat // whose turn it was
	Last   Call // the last bid before it; Kind NoCall when none
	LastBy Seat // who made Last
}

// Reason is what is wrong, in words, without the call:
// "made by S, but it is E's turn", "not higher than 1S", "after the
// auction ended", "a double only of an opponent's bid not doubled yet",
// "a redouble only of a double of the own side's bid".
func (e *CallError) Reason() string {
	switch e.Err {
	case ErrOutOfTurn:
		return fmt.Sprintf("made by %s, but it is %s's turn", e.Seat, e.Turn)
	case ErrAuctionOver:
		return "after the auction ended"
	case ErrInsufficientBid:
		return "not higher than " + e.Last.String()
	case ErrInadmissibleDouble:
		return "a double only of an opponent's bid not doubled yet"
	case ErrInadmissibleRedouble:
		return "a redouble only of a double of the own side's bid"
	}
	return "not a call (want a bid such as 1NT, Pass, X or XX)"
}

// Error is "call 3 (S 1C): not higher than 1D".
func (e *CallError) Error() string {
	return fmt.Sprintf("call %d (%s %s): %s", e.N, e.Seat, e.Call, e.Reason())
}

// Unwrap gives the rule, for errors.Is.
func (e *CallError) Unwrap() error { return e.Err }
