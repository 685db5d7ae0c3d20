package lin

import (
	"errors"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// readAuction adds the table's calls, from the dealer on, to a
// bridge.Auction, which knows the Laws' order of calls (a bid higher than
// the last, a double of an opponent's bid, a redouble of an opponent's
// double, nothing after the end) and the contract they reach. why is the
// first call out of order, in this reader's words, "" when there is none.
func readAuction(c *table) (a bridge.Auction, why string) {
	a = bridge.NewAuction(c.dealer)
	for _, call := range c.calls {
		err := a.Add(call)
		if err == nil {
			continue
		}
		var ce *bridge.CallError
		if !errors.As(err, &ce) {
			return a, err.Error()
		}
		switch ce.Err {
		case bridge.ErrAuctionOver:
			return a, fmt.Sprintf("a call, %s, after the end of the auction", call)
		case bridge.ErrInsufficientBid:
			return a, fmt.Sprintf("%s bids %s after %s, not a higher bid", ce.Seat, call, ce.Last)
		case bridge.ErrInadmissibleDouble:
			return a, fmt.Sprintf("%s doubles with no undoubled bid of the opponents", ce.Seat)
		case bridge.ErrInadmissibleRedouble:
			return a, fmt.Sprintf("%s redoubles with no double of the opponents", ce.Seat)
		}
		return a, ce.Error()
	}
	return a, ""
}

// result fills the entry from the table, and reports whether the table
// gives one: Played, with its contract, declarer and tricks, its auction
// and its cards; or NotScored, with why, when the record cannot be scored
// as it stands (a call, card or claim that is not one or out of order,
// the play stopped without a claim, no auction at a table that was
// played). The tricks are the claim (mc) if any, else those won in a
// complete play, else the rs line's for the room. A table with no auction
// and no player names is a deal without a result: a hand record, no
// entry.
func (r *reader) result(c *table, e *bridge.Entry, rsText string, rsPos bridge.Pos) bool {
	ctx := c.context()
	rs, hasRS := r.rsResult(rsText, rsPos, ctx)
	if len(c.calls) > 0 {
		e.Show().Auction = c.calls
	}
	notScored := func(why string) bool {
		e.SetUnscored(why)
		return true
	}
	if c.unread != "" {
		return notScored(c.unread)
	}
	if len(c.calls) == 0 {
		switch {
		case len(c.cards) > 0 || c.hasClaim:
			return notScored("play without an auction")
		case hasRS:
			e.Kind, e.Play = bridge.Played, rs
			return true
		case r.match != nil:
			return notScored("no auction, and no result on the rs line")
		case seated(c):
			// A table of a BBO tournament that BBO adjusted (its
			// traveller shows A== or A+=): the LIN has the players and
			// the deal, not the award.
			return notScored("no auction: a table the producer adjusted, and the file does not say how")
		}
		return false // a deal only: a hand record
	}
	a, why := readAuction(c)
	if why != "" {
		return notScored(why)
	}
	if !a.Done() {
		switch {
		case len(c.cards) > 0 || c.hasClaim:
			return notScored(fmt.Sprintf("the play starts after %s, before the end of the auction", plural(len(c.calls), "call")))
		case !hasRS:
			return notScored(fmt.Sprintf("the auction stops after %s and there is no result", plural(len(c.calls), "call")))
		}
		e.Kind, e.Play = bridge.Played, rs
		return true
	}
	e.Kind = bridge.Played
	contract, declarer := a.Contract()
	if contract.IsPass() {
		e.Play = bridge.Play{Contract: bridge.PassOut}
		if len(c.cards) > 0 || c.hasClaim && c.claim != 0 {
			return notScored("play after a passed-out auction")
		}
		r.checkRS(e.Play, rs, hasRS, rsPos, ctx)
		return true
	}
	e.Play = bridge.Play{Contract: contract, Declarer: declarer}
	play, why := replay(c, e)
	if why != "" {
		return notScored(why)
	}
	switch {
	case c.hasClaim:
		if play.Claim(declarer.Side(), c.claim) != nil {
			return notScored(fmt.Sprintf("a claim of %s, but declarer has won %d of %s played", tricks(c.claim), play.Won(), tricks(play.Tricks())))
		}
		e.Play.Tricks, _ = play.Result()
	case play.Tricks() == 13:
		e.Play.Tricks, _ = play.Result()
	case hasRS && rs.Contract == e.Play.Contract && rs.Declarer == e.Play.Declarer:
		e.Play.Tricks = rs.Tricks
		return true
	case hasRS:
		return notScored(fmt.Sprintf("the play stops after %s and there is no claim, and the rs line gives another contract, %s", tricks(play.Tricks()), rsText))
	default:
		return notScored(fmt.Sprintf("the play stops after %s and there is no claim", tricks(play.Tricks())))
	}
	r.checkRS(e.Play, rs, hasRS, rsPos, ctx)
	return true
}

// seated reports whether a table names its four players: a table that
// was played (or was to be), not a hand record.
func seated(c *table) bool {
	if len(c.players) < 4 {
		return false
	}
	for _, p := range c.players[:4] {
		if p == "" {
			return false
		}
	}
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

// replay adds the table's cards to a bridge.Replay of the entry's
// contract, which knows whose card it is, that the player holds it and
// follows suit when able, and who wins each trick. It sets the entry's
// cards and lead (those played before a card out of the rules); why is
// the first card that breaks them, in this reader's words, "" when none
// does.
func replay(c *table, e *bridge.Entry) (r bridge.Replay, why string) {
	r = bridge.NewReplay(e.Play.Contract, e.Play.Declarer, c.deal)
	for _, card := range c.cards {
		err := r.Add(card)
		if err == nil {
			continue
		}
		var ce *bridge.CardError
		if !errors.As(err, &ce) {
			why = err.Error()
			break
		}
		switch ce.Err {
		case bridge.ErrPlayOver:
			why = fmt.Sprintf("a card, %s, after the 13th trick", card)
		case bridge.ErrPlayedTwice:
			why = fmt.Sprintf("%s is played twice (trick %d)", card, ce.Trick)
		case bridge.ErrNotInHand:
			why = fmt.Sprintf("%s plays %s, which %s does not hold (trick %d)", ce.Seat, card, ce.Seat, ce.Trick)
		case bridge.ErrRevoke:
			why = fmt.Sprintf("%s plays %s holding %s%s in the suit led (trick %d)", ce.Seat, card, ce.Led, ce.Hand.SuitText(ce.Led), ce.Trick)
		default:
			why = ce.Error()
		}
		break
	}
	if cards := r.Cards(); len(cards) > 0 {
		e.Show().Cards = cards
		e.Lead = cards[0].Card
	}
	return r, why
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
