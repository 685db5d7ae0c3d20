package lin

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// auction is what an auction gives: the contract and its declarer, and
// whether it ended (three passes after a bid, or four passes).
type auction struct {
	contract bridge.Contract
	declarer bridge.Seat
	ended    bool
}

func bidRank(c bridge.Call) int { return c.Level*5 + int(c.Strain) }

// readAuction checks the calls, from the dealer on, against the Laws'
// order of calls (a bid higher than the last, a double of an opponent's
// bid, a redouble of an opponent's double, nothing after the end) and
// gives the contract: the last bid, its doubling, and the player of the
// declaring side who first named its strain.
func (r *reader) readAuction(c *table, ctx string) (auction, bool) {
	var a auction
	var last bridge.Call
	var lastBy bridge.Seat
	hasBid := false
	doubling := bridge.Undoubled
	passes := 0
	var first [2][5]bridge.Seat // by side and strain: who first named it
	var named [2][5]bool
	seat := c.dealer
	for i, call := range c.calls {
		pos := c.callPos[i]
		if a.ended {
			r.bad(pos, ctx, formats.ErrValue, "mb %s after the end of the auction (want the play, pc, or a claim, mc)", bridge.Quote(call.String()))
			return a, false
		}
		side := seat.Side()
		switch call.Kind {
		case bridge.Pass:
			passes++
		case bridge.Bid:
			if hasBid && bidRank(call) <= bidRank(last) {
				r.bad(pos, ctx, formats.ErrValue, "mb %s is not higher than %s (want a higher bid, p, d or r)", bridge.Quote(call.String()), last)
				return a, false
			}
			last, lastBy, hasBid, doubling, passes = call, seat, true, bridge.Undoubled, 0
			if !named[side][call.Strain] {
				named[side][call.Strain], first[side][call.Strain] = true, seat
			}
		case bridge.Double:
			if !hasBid || lastBy.Side() == side || doubling != bridge.Undoubled {
				r.bad(pos, ctx, formats.ErrValue, "%s doubles, but there is no undoubled bid of the opponents (want p, or a bid)", seat)
				return a, false
			}
			doubling, passes = bridge.Doubled, 0
		case bridge.Redouble:
			if !hasBid || lastBy.Side() != side || doubling != bridge.Doubled {
				r.bad(pos, ctx, formats.ErrValue, "%s redoubles, but there is no double of the opponents (want p, or a bid)", seat)
				return a, false
			}
			doubling, passes = bridge.Redoubled, 0
		}
		a.ended = hasBid && passes == 3 || !hasBid && passes == 4
		seat = seat.Next()
	}
	if hasBid {
		a.contract = bridge.Contract{Level: last.Level, Strain: last.Strain, Doubling: doubling}
		a.declarer = first[lastBy.Side()][last.Strain]
	}
	return a, true
}

// result fills the entry's play (contract, declarer, tricks), auction and
// cards, and reports whether the table has a result. The tricks are the
// claim (mc) if any, else those won in a complete play, else the rs
// line's for the room; a table with no auction at all has the rs line's
// result, or is a deal without a result (no entry).
func (r *reader) result(c *table, e *bridge.Entry, rsText string, rsPos bridge.Pos) bool {
	ctx := c.context()
	rs, hasRS := r.rsResult(rsText, rsPos, ctx)
	if len(c.calls) == 0 {
		if len(c.cards) > 0 || c.hasClaim {
			pos := c.claimPos
			if len(c.cards) > 0 {
				pos = c.cardPos[0]
			}
			r.bad(pos, ctx, formats.ErrMissing, "play without an auction (want the calls, mb, before the play)")
			return false
		}
		if !hasRS {
			return false // a deal only: a hand record
		}
		e.Kind, e.Play = bridge.Played, rs
		return true
	}
	a, ok := r.readAuction(c, ctx)
	if !ok {
		return false
	}
	if len(c.calls) > 0 {
		e.Show().Auction = c.calls
	}
	if !a.ended {
		if len(c.cards) > 0 || c.hasClaim {
			pos := c.claimPos
			if len(c.cards) > 0 {
				pos = c.cardPos[0]
			}
			r.bad(pos, ctx, formats.ErrValue, "the play starts after %s, before the end of the auction (want three passes after the last bid)", plural(len(c.calls), "call"))
			return false
		}
		if !hasRS {
			r.bad(c.callPos[len(c.calls)-1], ctx, formats.ErrMissing, "the auction stops after %s and there is no result (want the end of the auction and the play or a claim, or the rs line's result)", plural(len(c.calls), "call"))
			return false
		}
		e.Kind, e.Play = bridge.Played, rs
		return true
	}
	e.Kind = bridge.Played
	if a.contract.IsPass() {
		if len(c.cards) > 0 || c.hasClaim && c.claim != 0 {
			pos := c.claimPos
			if len(c.cards) > 0 {
				pos = c.cardPos[0]
			}
			r.bad(pos, ctx, formats.ErrValue, "play after a passed-out auction (want no pc or mc)")
			return false
		}
		e.Play = bridge.Play{Contract: bridge.PassOut}
		r.checkRS(e.Play, rs, hasRS, rsPos, ctx)
		return true
	}
	e.Play = bridge.Play{Contract: a.contract, Declarer: a.declarer}
	won, done, ok := r.replay(c, e, a, ctx)
	if !ok {
		return false
	}
	switch {
	case c.hasClaim:
		left := 13 - done
		if c.claim < won || c.claim > won+left {
			r.bad(c.claimPos, ctx, formats.ErrValue, "a claim of %s, but declarer has won %d of %s played (want %d..%d)", tricks(c.claim), won, tricks(done), won, won+left)
			return false
		}
		e.Play.Tricks = c.claim
	case done == 13:
		e.Play.Tricks = won
	case hasRS && rs.Contract == e.Play.Contract && rs.Declarer == e.Play.Declarer:
		e.Play.Tricks = rs.Tricks
		return true
	default:
		pos := c.lastPos
		if len(c.cardPos) > 0 {
			pos = c.cardPos[len(c.cardPos)-1]
		} else if len(c.callPos) > 0 {
			pos = c.callPos[len(c.callPos)-1]
		}
		why := "there is no claim (want mc or 13 tricks)"
		if hasRS {
			why = fmt.Sprintf("there is no claim, and the rs line gives another contract, %s (want mc or 13 tricks)", bridge.Quote(rsText))
		}
		r.bad(pos, ctx, formats.ErrMissing, "the play stops after %s and %s", tricks(done), why)
		return false
	}
	r.checkRS(e.Play, rs, hasRS, rsPos, ctx)
	return true
}

// tricks is "1 trick", "9 tricks".
func tricks(n int) string { return plural(n, "trick") }

// plural is "1 call", "2 calls".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// checkRS warns when the rs line's result differs from the table's.
func (r *reader) checkRS(p, rs bridge.Play, hasRS bool, pos bridge.Pos, ctx string) {
	if hasRS && rs != p {
		r.warnf(pos, ctx, formats.ErrConflict, "the rs line gives %s, the table's record %s (the table's record is used)", resultText(rs), resultText(p))
	}
}

// resultText is a result as the rs line writes it: 4HE=, 3NW+1, 4SWx-4,
// P.
func resultText(p bridge.Play) string {
	if p.Contract.IsPass() {
		return "P"
	}
	s := p.Contract
	strain := s.Strain.String()
	if strain == "NT" {
		strain = "N"
	}
	return fmt.Sprintf("%d%s%s%s%s", s.Level, strain, p.Declarer, strings.ToLower(s.Doubling.String()), p.ResultText())
}

// replay plays the cards from declarer's left: each must be in the hand
// of the player on turn and follow suit when it can. It gives the tricks
// declarer won and the tricks completed, and sets the entry's cards and
// lead.
func (r *reader) replay(c *table, e *bridge.Entry, a auction, ctx string) (won, done int, ok bool) {
	hands := c.deal.Hands
	complete := c.deal.Complete()
	turn := a.declarer.Next()
	var played bridge.Hand
	var trick []bridge.PlayedCard
	cards := make([]bridge.PlayedCard, 0, len(c.cards))
	for i, card := range c.cards {
		pos := c.cardPos[i]
		if done == 13 {
			r.bad(pos, ctx, formats.ErrValue, "pc %s after the 13th trick (want 52 cards at most)", card)
			return 0, 0, false
		}
		if played.Has(card) {
			r.bad(pos, ctx, formats.ErrValue, "pc %s: the card has been played already (trick %d)", card, done+1)
			return 0, 0, false
		}
		if complete {
			h := hands[turn]
			if !h.Has(card) {
				r.bad(pos, ctx, formats.ErrValue, "pc %s: %s does not hold it (want a card of %s's hand, %s)", card, turn, turn, h)
				return 0, 0, false
			}
			if len(trick) > 0 {
				led := trick[0].Card.Suit()
				if card.Suit() != led && h.SuitLen(led) > 0 {
					r.bad(pos, ctx, formats.ErrValue, "pc %s: %s revokes, holding %s%s in the suit led (want a card of that suit)", card, turn, led, h.SuitText(led))
					return 0, 0, false
				}
			}
			hands[turn] = h &^ (1 << card)
		}
		played = played.Add(card)
		pc := bridge.PlayedCard{Seat: turn, Card: card}
		cards = append(cards, pc)
		trick = append(trick, pc)
		turn = turn.Next()
		if len(trick) == 4 {
			w := trick[bridge.TrickWinner(trick, a.contract.Strain)]
			if w.Seat.Side() == a.declarer.Side() {
				won++
			}
			done++
			turn, trick = w.Seat, trick[:0]
		}
	}
	if len(cards) > 0 {
		e.Show().Cards = cards
	}
	if len(cards) > 0 {
		e.Lead = cards[0].Card
	}
	return won, done, true
}

// rsResult reads an rs entry: level, strain (C D H S N), declarer, x or
// xx, then =, +n or -n; P (or PASS) for a pass-out. A text that is not
// one is a warning, and the entry is not used.
func (r *reader) rsResult(text string, pos bridge.Pos, ctx string) (bridge.Play, bool) {
	if text == "" {
		return bridge.Play{}, false
	}
	p, ok := parseRS(text)
	if !ok {
		r.warnf(pos, ctx, formats.ErrValue, "rs %s is not a result (want e.g. 4HE=, 3NW+1, 4SWx-4 or P); not used", bridge.Quote(text))
	}
	return p, ok
}

func parseRS(text string) (bridge.Play, bool) {
	t := strings.ToUpper(trimSpace(text))
	switch t {
	case "P", "PASS", "AP", "PO":
		return bridge.Play{Contract: bridge.PassOut}, true
	}
	if len(t) < 4 || t[0] < '1' || t[0] > '7' {
		return bridge.Play{}, false
	}
	c := bridge.Contract{Level: int(t[0] - '0')}
	rest := t[1:]
	switch {
	case strings.HasPrefix(rest, "NT"):
		c.Strain, rest = bridge.NoTrump, rest[2:]
	case rest[0] == 'N':
		c.Strain, rest = bridge.NoTrump, rest[1:]
	default:
		st, err := bridge.ParseStrain(rest[:1])
		if err != nil {
			return bridge.Play{}, false
		}
		c.Strain, rest = st, rest[1:]
	}
	if rest == "" {
		return bridge.Play{}, false
	}
	decl, err := bridge.ParseSeat(rest[:1])
	if err != nil {
		return bridge.Play{}, false
	}
	rest = rest[1:]
	switch {
	case strings.HasPrefix(rest, "XX"):
		c.Doubling, rest = bridge.Redoubled, rest[2:]
	case strings.HasPrefix(rest, "X"):
		c.Doubling, rest = bridge.Doubled, rest[1:]
	}
	tricks, err := bridge.ParseRelative(c, rest)
	if err != nil {
		return bridge.Play{}, false
	}
	return bridge.Play{Contract: c, Declarer: decl, Tricks: tricks}, true
}
