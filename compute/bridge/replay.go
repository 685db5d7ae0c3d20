package bridge

import (
	"errors"
	"fmt"
)

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

// The rules a card of the play can break, and a claim's (the Laws'
// numbers in brackets). A *CardError wraps one of them, or ErrOutOfTurn
// (a card led or played by the wrong hand, Laws 53-57).
var (
	// ErrNoContract: a card played on a board passed out.
	ErrNoContract = errors.New("play without a contract")
	// ErrPlayOver: a card after the 13th trick, or after a claim.
	ErrPlayOver = errors.New("card after the end of the play")
	// ErrPlayedTwice: a card played before (checked with or without the
	// deal).
	ErrPlayedTwice = errors.New("card played twice")
	// ErrNotInHand: a card its player does not hold (checked when the deal
	// is complete).
	ErrNotInHand = errors.New("card not in the player's hand")
	// ErrRevoke: a card of another suit by a player who holds the suit
	// led (Laws 44C, 61; checked when the deal is complete).
	ErrRevoke = errors.New("revoke: not following suit")
	// ErrClaim: a claim of fewer tricks than the side has won, or of more
	// than it has won and could still win (Law 68).
	ErrClaim = errors.New("claim out of range")
)

// Replay is the play of a contract replayed card by card from the
// opening lead: the one place that knows whose turn it is, which card is
// legal, who wins each trick and how many tricks declarer takes, to the
// end or to a claim. Every reader of a play (PBN, LIN, Bridgemate) adds
// its cards to one, keeping only the positions and the wording of its
// messages. With the deal complete each card must be in its player's hand
// and follow suit when it can; without it only the order of play and
// cards played twice are checked. Make one with NewReplay.
type Replay struct {
	contract Contract
	declarer Seat
	known    bool    // the deal is complete: hands and suits are checked
	hands    [4]Hand // what each seat still holds (when known)
	played   Hand
	cards    []PlayedCard
	leader   Seat // of the trick being played
	start    int  // index in cards of its first card
	won      int  // tricks declarer won, of those completed
	claimed  bool
	claim    int // declarer's tricks in all, by the claim
}

// OpeningLeader is the seat that leads to the first trick: declarer's
// left-hand opponent (Law 41A).
func (p Play) OpeningLeader() Seat { return p.Declarer.Next() }

// NewReplay starts the play of contract, declared by declarer, on deal,
// from the opening lead.
func NewReplay(contract Contract, declarer Seat, deal Deal) Replay {
	return Replay{contract: contract, declarer: declarer, known: deal.Complete(), hands: deal.Hands,
		leader: Play{Contract: contract, Declarer: declarer}.OpeningLeader(),
		cards:  make([]PlayedCard, 0, 52)}
}

// Turn is the seat whose card is next.
func (r *Replay) Turn() Seat { return r.leader.After(len(r.cards) - r.start) }

// Cards are the cards played so far, in order. The slice is the replay's
// own: a later Add appends to it.
func (r *Replay) Cards() []PlayedCard { return r.cards }

// Tricks is the number of tricks completed (0..13).
func (r *Replay) Tricks() int { return r.start / 4 }

// Won is the number of completed tricks that declarer's side won.
func (r *Replay) Won() int { return r.won }

// Led is the suit led to the trick being played; ok is false before its
// first card.
func (r *Replay) Led() (s Suit, ok bool) {
	if len(r.cards) == r.start {
		return 0, false
	}
	return r.cards[r.start].Card.Suit(), true
}

// Add adds card c, played by the seat whose turn it is. See AddBy.
func (r *Replay) Add(c Card) error { return r.add(r.Turn(), c, false) }

// AddBy adds card c, played by seat by. A card the rules do not allow is
// not added: the error is a *CardError that wraps the rule it breaks,
// checked in this order: ErrCard (c is no card), ErrNoContract,
// ErrPlayOver, ErrOutOfTurn, ErrPlayedTwice, ErrNotInHand, ErrRevoke.
func (r *Replay) AddBy(by Seat, c Card) error { return r.add(by, c, false) }

// AddRevoke adds card c, played by the seat whose turn it is, that the
// input marks as a revoke (PBN's "^R"): every rule of AddBy but following
// suit.
func (r *Replay) AddRevoke(c Card) error { return r.add(r.Turn(), c, true) }

func (r *Replay) add(by Seat, c Card, revoke bool) error {
	switch {
	case !c.Valid():
		return r.refuse(by, c, ErrCard)
	case r.contract.IsPass():
		return r.refuse(by, c, ErrNoContract)
	case len(r.cards) == 52 || r.claimed:
		return r.refuse(by, c, ErrPlayOver)
	case by != r.Turn():
		return r.refuse(by, c, ErrOutOfTurn)
	case r.played.Has(c):
		return r.refuse(by, c, ErrPlayedTwice)
	}
	if r.known {
		h := r.hands[by]
		if !h.Has(c) {
			return r.refuse(by, c, ErrNotInHand)
		}
		if len(r.cards) > r.start && !revoke {
			if led := r.cards[r.start].Card.Suit(); c.Suit() != led && h.SuitLen(led) > 0 {
				return r.refuse(by, c, ErrRevoke)
			}
		}
		r.hands[by] = h &^ (1 << c)
	}
	r.played = r.played.Add(c)
	r.cards = append(r.cards, PlayedCard{Seat: by, Card: c})
	if len(r.cards)-r.start == 4 {
		w := r.cards[r.start+TrickWinner(r.cards[r.start:], r.contract.Strain)].Seat
		if w.Side() == r.declarer.Side() {
			r.won++
		}
		r.leader, r.start = w, len(r.cards)
	}
	return nil
}

// refuse is the error of card c by seat by, which breaks rule.
func (r *Replay) refuse(by Seat, c Card, rule error) error {
	e := &CardError{N: len(r.cards) + 1, Trick: r.Tricks() + 1, Seat: by, Card: c, Err: rule, Turn: r.Turn()}
	if by <= West {
		e.Hand = r.hands[by]
	}
	e.Led, _ = r.Led()
	return e
}

// Claim ends the play with a claim by side: tricks is what that side
// takes in all, tricks already won included (LIN's mc, for declarer). It
// must be at least what the side has won and at most that plus the tricks
// not yet completed; otherwise the error wraps ErrClaim and the play goes
// on unclaimed. A claim of the defenders of n tricks gives declarer 13-n.
func (r *Replay) Claim(by Side, tricks int) error {
	won := r.won
	if by != r.declarer.Side() {
		won = r.Tricks() - r.won
	}
	switch {
	case r.contract.IsPass():
		return fmt.Errorf("%w: a claim on a board passed out", ErrNoContract)
	case r.claimed:
		return fmt.Errorf("%w: a second claim", ErrPlayOver)
	case tricks < won || tricks > won+13-r.Tricks():
		return fmt.Errorf("%w: %d tricks claimed by %s, who has won %d of %d and can take %d..%d in all",
			ErrClaim, tricks, by, won, r.Tricks(), won, won+13-r.Tricks())
	}
	r.claimed, r.claim = true, tricks
	if by != r.declarer.Side() {
		r.claim = 13 - tricks
	}
	return nil
}

// Result is declarer's tricks: a claim's, or those won in 13 tricks
// played; ok is false while the play has neither.
func (r *Replay) Result() (tricks int, ok bool) {
	switch {
	case r.claimed:
		return r.claim, true
	case r.Tricks() == 13:
		return r.won, true
	}
	return 0, false
}

// CardError is a card the rules do not allow where it was played. Err is
// the rule (a sentinel above, ErrOutOfTurn or ErrCard); the other fields
// say what a message needs. Readers word their own messages from them;
// Error gives one.
type CardError struct {
	N     int  // the card's number in the play, from 1 (the opening lead)
	Trick int  // the trick it was played to, from 1
	Seat  Seat // who played it
	Card  Card
	Err   error
	Turn  Seat // whose turn it was
	Led   Suit // the suit led to the trick (ErrRevoke)
	Hand  Hand // what the player held before it (when the deal is known)
}

// Reason is what is wrong, in words, with the card: "N plays S4 but holds
// C, the suit led".
func (e *CardError) Reason() string {
	switch e.Err {
	case ErrNoContract:
		return fmt.Sprintf("%s plays %s on a board passed out", e.Seat, e.Card)
	case ErrPlayOver:
		return fmt.Sprintf("%s plays %s after the end of the play", e.Seat, e.Card)
	case ErrOutOfTurn:
		return fmt.Sprintf("%s plays %s, but it is %s's turn", e.Seat, e.Card, e.Turn)
	case ErrPlayedTwice:
		return fmt.Sprintf("%s plays %s, played before", e.Seat, e.Card)
	case ErrNotInHand:
		return fmt.Sprintf("%s plays %s, which %s does not hold", e.Seat, e.Card, e.Seat)
	case ErrRevoke:
		return fmt.Sprintf("%s plays %s but holds %s, the suit led", e.Seat, e.Card, e.Led)
	}
	return fmt.Sprintf("%s plays no card", e.Seat)
}

// Error is "trick 1, card 4: N plays S4 but holds C, the suit led".
func (e *CardError) Error() string {
	return fmt.Sprintf("trick %d, card %d: %s", e.Trick, e.N, e.Reason())
}

// Unwrap gives the rule, for errors.Is.
func (e *CardError) Unwrap() error { return e.Err }
