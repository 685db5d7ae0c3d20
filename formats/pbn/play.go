package pbn

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// The [Auction] and [Play] sections of a game that is one table's result
// go on its entry (Entry.Auction, Entry.Cards), to be shown on the board
// pages; they are never scored. A section that does not agree with the
// result or the deal is left out with a warning, never an error.
//
// Auction: the tag names the first caller (the dealer); calls follow in
// turn: 1C ... 7NT, Pass, X, XX; "AP" is all pass (the passes that end
// the auction); "*" ends an auction that was not finished. Annotations
// ("!" alerts, "=n=" note references, "$n" NAGs, "?") are not kept: an
// alert has no place on bridge.Call yet.
//
// Play: the tag names the opening leader; each trick is a row of four
// cards in seat order from that seat (not in the order played); "-" is a
// card not played (after a claim) and "*" ends the play; "^R" before a
// card marks a revoke (it need not follow suit). The cards are
// put in the order they were played, from each trick's leader.

// sectionCalls reads the Auction section of game g into calls from the
// dealer on, checked against the entry's result. ok is false (with a
// warning) when the auction is left out.
func (m *mapper) sectionCalls(g *Game, ctx string, dealer bridge.Seat, e *bridge.Entry) ([]bridge.Call, bool) {
	at, found := g.Get("Auction")
	if !found || at.Section == nil || len(at.Section.Tokens) == 0 {
		return nil, false
	}
	leaveOut := func(pos bridge.Pos, format string, args ...any) ([]bridge.Call, bool) {
		m.Warn(&bridge.Error{Pos: pos, Context: ctx, Source: at.src,
			Err: formats.Cause(formats.ErrConflict, "[Auction]: "+format+"; the auction is not shown", args...)})
		return nil, false
	}
	first, err := bridge.ParseSeat(at.Value)
	if err != nil {
		return leaveOut(at.ValuePos, "first caller %s: %v", quoteValue(at.Value), err)
	}
	if first != dealer {
		return leaveOut(at.ValuePos, "it starts with %s, but the dealer is %s", first, dealer)
	}
	var a auctionState
	for _, tok := range at.Section.Tokens {
		switch tok.Text[0] {
		case '=', '$', '!', '?', '^':
			continue // annotations: not kept
		}
		if tok.Text == "*" {
			break
		}
		if a.done() {
			return leaveOut(tok.Pos, "call %d %s after the auction ended", len(a.calls)+1, bridge.Quote(tok.Text))
		}
		if tok.Text == "AP" {
			for !a.done() {
				a.add(bridge.Call{Kind: bridge.Pass}, dealer)
			}
			continue
		}
		c, err := bridge.ParseCall(tok.Text)
		if err != nil || tok.Text == "-" {
			return leaveOut(tok.Pos, "call %d %s is not a call (want a bid such as 1NT, Pass, X or XX)", len(a.calls)+1, bridge.Quote(tok.Text))
		}
		if msg := a.add(c, dealer); msg != "" {
			return leaveOut(tok.Pos, "call %d (%s %s): %s", len(a.calls)+1, dealer.After(len(a.calls)), bridge.Quote(tok.Text), msg)
		}
	}
	if a.done() && e.Kind == bridge.Played {
		got := a.result(dealer)
		if got.Contract != e.Play.Contract || !got.Contract.IsPass() && got.Declarer != e.Play.Declarer {
			return leaveOut(at.ValuePos, "it ends in %s, but the result is of %s", playText(got), playText(e.Play))
		}
	}
	return a.calls, len(a.calls) > 0
}

func playText(p bridge.Play) string {
	if p.Contract.IsPass() {
		return p.Contract.String()
	}
	return p.Contract.String() + " by " + p.Declarer.String()
}

// auctionState is an auction read so far.
type auctionState struct {
	calls   []bridge.Call
	last    bridge.Call // the last bid
	lastBy  bridge.Seat
	doubled int // of the last bid: 0, 1 X, 2 XX
	passes  int // since the last call that was not a pass
}

// done reports whether the auction is over: four passes, or three after
// a call that was not a pass.
func (a *auctionState) done() bool {
	return a.passes == 4 || a.passes == 3 && len(a.calls) > 3
}

// add adds call c, made by the seat whose turn it is; the message says
// why it is not legal ("" when it is).
func (a *auctionState) add(c bridge.Call, dealer bridge.Seat) string {
	by := dealer.After(len(a.calls))
	opponent := a.last.Kind == bridge.Bid && by.Side() != a.lastBy.Side()
	switch c.Kind {
	case bridge.Pass:
		a.passes++
	case bridge.Bid:
		if a.last.Kind == bridge.Bid && (c.Level < a.last.Level || c.Level == a.last.Level && c.Strain <= a.last.Strain) {
			return "not higher than " + a.last.String()
		}
		a.last, a.lastBy, a.doubled, a.passes = c, by, 0, 0
	case bridge.Double:
		if !opponent || a.doubled != 0 {
			return "a double only of an opponent's bid not doubled yet"
		}
		a.doubled, a.passes = 1, 0
	case bridge.Redouble:
		if a.last.Kind != bridge.Bid || by.Side() != a.lastBy.Side() || a.doubled != 1 {
			return "a redouble only of a double of the own side's bid"
		}
		a.doubled, a.passes = 2, 0
	}
	a.calls = append(a.calls, c)
	return ""
}

// result is the contract a finished auction ends in and its declarer: the
// first of the side to name the strain.
func (a *auctionState) result(dealer bridge.Seat) bridge.Play {
	if a.last.Kind != bridge.Bid {
		return bridge.Play{Contract: bridge.PassOut}
	}
	c := bridge.Contract{Level: a.last.Level, Strain: a.last.Strain}
	switch a.doubled {
	case 1:
		c.Doubling = bridge.Doubled
	case 2:
		c.Doubling = bridge.Redoubled
	}
	p := bridge.Play{Contract: c, Declarer: a.lastBy}
	for i, call := range a.calls {
		if s := dealer.After(i); call.Kind == bridge.Bid && call.Strain == c.Strain && s.Side() == a.lastBy.Side() {
			p.Declarer = s
			break
		}
	}
	return p
}

// sectionCards reads the Play section of game g into the cards in the
// order played, checked against the entry's contract and the board's deal
// (when complete): each card in its player's hand, following suit when it
// can, none twice; a play of all 13 tricks gives declarer the entry's
// tricks. ok is false (with a warning) when the play is left out.
func (m *mapper) sectionCards(g *Game, ctx string, deal bridge.Deal, e *bridge.Entry) ([]bridge.PlayedCard, bool) {
	pt, found := g.Get("Play")
	if !found || pt.Section == nil || len(pt.Section.Tokens) == 0 || e.Kind != bridge.Played || e.Play.Contract.IsPass() {
		return nil, false
	}
	leaveOut := func(pos bridge.Pos, format string, args ...any) ([]bridge.PlayedCard, bool) {
		m.Warn(&bridge.Error{Pos: pos, Context: ctx, Source: pt.src,
			Err: formats.Cause(formats.ErrConflict, "[Play]: "+format+"; the play is not shown", args...)})
		return nil, false
	}
	first, err := bridge.ParseSeat(pt.Value)
	if err != nil {
		return leaveOut(pt.ValuePos, "opening leader %s: %v", quoteValue(pt.Value), err)
	}
	if first != e.Play.Declarer.Next() {
		return nil, false // the lead's own warning says so (mapper.lead)
	}
	// The cards of each trick by seat, as the rows give them.
	type slot struct {
		card   bridge.Card
		known  bool
		revoke bool // marked ^R: a revoke, not following suit
		tok    Token
	}
	var tricks [][4]slot
	n := 0
	revoke := false
	for _, tok := range pt.Section.Tokens {
		if tok.Text == "^R" {
			revoke = true // of the card that follows
			continue
		}
		switch tok.Text[0] {
		case '=', '$', '!', '?', '^':
			continue
		}
		if tok.Text == "*" || tok.Text == "+" {
			break // the end; "+": the play goes on in the next game
		}
		if n%4 == 0 {
			if len(tricks) == 13 {
				return leaveOut(tok.Pos, "card %s after the 13th trick", bridge.Quote(tok.Text))
			}
			tricks = append(tricks, [4]slot{})
		}
		s := slot{tok: tok, revoke: revoke}
		revoke = false
		if tok.Text != "-" && tok.Text != "--" {
			c, err := bridge.ParseCard(tok.Text)
			if err != nil {
				return leaveOut(tok.Pos, "%s is not a card (want a suit and a rank, such as SK or HT)", bridge.Quote(tok.Text))
			}
			s.card, s.known = c, true
		}
		tricks[len(tricks)-1][n%4] = s
		n++
	}
	known := deal.Complete()
	held := deal.Hands
	var played bridge.Hand
	var out []bridge.PlayedCard
	leader, won := first, 0
	for t, row := range tricks {
		var trick []bridge.PlayedCard
		for k := 0; k < 4; k++ {
			seat := leader.After(k)
			s := row[(int(seat)-int(first)+4)%4]
			if !s.known {
				break // the play stops here (a claim)
			}
			c := s.card
			if played.Has(c) {
				return leaveOut(s.tok.Pos, "trick %d: %s %s played before", t+1, seat, c)
			}
			if known {
				h := held[seat]
				if !h.Has(c) {
					return leaveOut(s.tok.Pos, "trick %d: %s is not in %s's hand", t+1, c, seat)
				}
				if k > 0 && !s.revoke {
					if led := trick[0].Card.Suit(); c.Suit() != led && h.SuitLen(led) > 0 {
						return leaveOut(s.tok.Pos, "trick %d: %s plays %s but holds %s, the suit led", t+1, seat, c, led)
					}
				}
				held[seat] = h &^ (1 << c)
			}
			played = played.Add(c)
			trick = append(trick, bridge.PlayedCard{Seat: seat, Card: c})
		}
		out = append(out, trick...)
		if len(trick) < 4 {
			break
		}
		w := trick[bridge.TrickWinner(trick, e.Play.Contract.Strain)]
		if w.Seat.Side() == e.Play.Declarer.Side() {
			won++
		}
		leader = w.Seat
	}
	if len(out) == 52 && won != e.Play.Tricks {
		return leaveOut(pt.ValuePos, "declarer takes %d tricks in it, but the result is %d", won, e.Play.Tricks)
	}
	if e.Lead != 0 && len(out) > 0 && out[0].Card != e.Lead {
		return leaveOut(pt.ValuePos, "the lead is %s, but the game's lead is %s", out[0].Card, e.Lead)
	}
	return out, len(out) > 0
}

// playSections puts the game's auction and play on its entry.
func (m *mapper) playSections(g *Game, ctx string, num int, e *bridge.Entry) {
	dealer, deal := bridge.Dealer(num), bridge.Deal{}
	if acc, ok := m.boards[num]; ok {
		dealer, deal = acc.b.Dealer, acc.b.Deal
	}
	if calls, ok := m.sectionCalls(g, ctx, dealer, e); ok && len(calls) > 0 {
		e.Show().Auction = calls
	}
	if cards, ok := m.sectionCards(g, ctx, deal, e); ok && len(cards) > 0 {
		e.Show().Cards = cards
	}
}
