package pbn

import (
	"errors"

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
//
// The rules (the order of calls, the end of the auction, its contract and
// declarer; whose card it is, a card held, following suit, the winner of
// a trick) are bridge.Auction's and bridge.Replay's: this file keeps the
// positions and the wording.

// sectionCalls reads the Auction section of game g into calls from the
// dealer on, checked by bridge.Auction and against the entry's result. ok is false (with a
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
	a := bridge.NewAuction(dealer)
	calls := make([]bridge.Call, 0, len(at.Section.Tokens)+3) // "AP" is up to 4 passes
	for _, tok := range at.Section.Tokens {
		switch tok.Text[0] {
		case '=', '$', '!', '?', '^':
			continue // annotations: not kept
		}
		if tok.Text == "*" {
			break
		}
		if a.Done() {
			return leaveOut(tok.Pos, "call %d %s after the auction ended", a.Len()+1, bridge.Quote(tok.Text))
		}
		if tok.Text == "AP" {
			pass := bridge.Call{Kind: bridge.Pass}
			for !a.Done() {
				_ = a.Add(pass) // a pass is legal until the end
				calls = append(calls, pass)
			}
			continue
		}
		c, err := bridge.ParseCall(tok.Text)
		if err != nil || tok.Text == "-" {
			return leaveOut(tok.Pos, "call %d %s is not a call (want a bid such as 1NT, Pass, X or XX)", a.Len()+1, bridge.Quote(tok.Text))
		}
		if err := a.Add(c); err != nil {
			var ce *bridge.CallError
			if !errors.As(err, &ce) {
				return leaveOut(tok.Pos, "call %d %s: %v", a.Len()+1, bridge.Quote(tok.Text), err)
			}
			return leaveOut(tok.Pos, "call %d (%s %s): %s", ce.N, ce.Seat, bridge.Quote(tok.Text), ce.Reason())
		}
		calls = append(calls, c)
	}
	if a.Done() && e.Kind == bridge.Played {
		c, decl := a.Contract()
		if c != e.Play.Contract || !c.IsPass() && decl != e.Play.Declarer {
			return leaveOut(at.ValuePos, "it ends in %s, but the result is of %s", c.By(decl), e.Play.Contract.By(e.Play.Declarer))
		}
	}
	return calls, len(calls) > 0
}

// sectionCards reads the Play section of game g into the cards in the
// order played, checked by bridge.Replay against the entry's contract and
// the board's deal (when complete): each card in its player's hand,
// following suit when it can, none twice; a play of all 13 tricks gives declarer the entry's
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
	if first != e.Play.OpeningLeader() {
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
	r := bridge.NewReplay(e.Play.Contract, e.Play.Declarer, deal)
	for t, row := range tricks {
		for k := 0; k < 4; k++ {
			seat := r.Turn()
			s := row[(int(seat)-int(first)+4)%4]
			if !s.known {
				break // the play stops here (a claim)
			}
			var err error
			if s.revoke {
				err = r.AddRevoke(s.card)
			} else {
				err = r.Add(s.card)
			}
			if err != nil {
				var ce *bridge.CardError
				if !errors.As(err, &ce) {
					return leaveOut(s.tok.Pos, "trick %d: %v", t+1, err)
				}
				switch ce.Err {
				case bridge.ErrPlayedTwice:
					return leaveOut(s.tok.Pos, "trick %d: %s %s played before", t+1, seat, ce.Card)
				case bridge.ErrNotInHand:
					return leaveOut(s.tok.Pos, "trick %d: %s is not in %s's hand", t+1, ce.Card, seat)
				}
				return leaveOut(s.tok.Pos, "trick %d: %s", t+1, ce.Reason()) // ErrRevoke: "E plays D4 but holds H, the suit led"
			}
		}
		if r.Tricks() == t {
			break // the trick was not completed
		}
	}
	out := r.Cards()
	if won, ok := r.Result(); ok && won != e.Play.Tricks {
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
