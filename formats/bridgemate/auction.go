package bridgemate

import (
	"fmt"
	"sort"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// A sequence is the rows of BiddingData or PlayData for one table's
// board: section, table, round and board, ordered by Counter.
type seqKey struct {
	section             string // bridge.SectionKey
	table, round, board int
}

type seqItem struct {
	counter int
	seat    bridge.Seat
	text    string
	row     int
}

// sequences reads the rows of BiddingData or PlayData (column key holds
// the call or card), erased rows left out, grouped by table and board and
// ordered by Counter.
func (r *reader) sequences(v *view, key string) (map[seqKey][]seqItem, []seqKey) {
	out := map[seqKey][]seqItem{}
	var order []seqKey
	for i := range v.t.Rows {
		if r.full() {
			break
		}
		if erased, ok := v.flag(i, "erased", ""); !ok || erased {
			continue
		}
		sec, ok1 := v.section(i, "")
		table, ok2 := v.number(i, "table", "table", 1, maxTable, true, "")
		round, ok3 := v.number(i, "round", "round", 1, maxRound, true, "")
		board, ok4 := v.board(i, "board", "board", "")
		counter, ok5 := v.number(i, "counter", "counter", 0, 1000, true, "")
		d := v.cell(i, "direction").asText()
		seat, err := bridge.ParseSeat(d)
		if err != nil {
			v.fail(i, "direction", bridge.BoardLabel(board), "%w: direction %s (want N, E, S or W)", formats.ErrValue, bridge.Quote(d))
			continue
		}
		if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
			continue
		}
		k := seqKey{bridge.SectionKey(sec), table, round, board}
		if _, ok := out[k]; !ok {
			order = append(order, k)
		}
		out[k] = append(out[k], seqItem{counter: counter, seat: seat, text: v.cell(i, key).asText(), row: i})
	}
	for _, items := range out {
		sort.SliceStable(items, func(i, j int) bool { return items[i].counter < items[j].counter })
	}
	return out, order
}

// entryAt finds the entry of a table's board.
func (r *reader) entryAt(k seqKey) *bridge.Entry {
	for i := range r.part.Entries {
		e := &r.part.Entries[i]
		if bridge.SectionKey(e.Section) == k.section && e.Table == k.table && e.Round == k.round && e.Board == k.board {
			return e
		}
	}
	return nil
}

func (k seqKey) String() string {
	return fmt.Sprintf("%s, table %d, round %d", bridge.BoardLabel(k.board), k.table, k.round)
}

// readAuctions reads BiddingData: the calls made at each table, in the
// order of Counter (the format of Bid is not documented; calls read as
// bridge.ParseCall reads them: 1NT, 1 NT, Pass, X, XX). An auction is kept
// on its entry (Entry.Auction) when its calls follow each other round the
// table from the dealer, each is legal after the ones before it, and a
// finished auction ends in the entry's contract and declarer; otherwise
// it is left out, with a warning, for it is only shown.
func (r *reader) readAuctions(v *view) {
	seqs, order := r.sequences(v, "bid")
	for _, k := range order {
		items := seqs[k]
		e := r.entryAt(k)
		if e == nil {
			v.warn(items[0].row, "board", k.String(), "%w: an auction for a table that has no result; not used", formats.ErrConflict)
			continue
		}
		calls, err := auction(items, bridge.Dealer(k.board))
		if err == nil {
			err = auctionAgrees(calls, bridge.Dealer(k.board), e)
		}
		if err != nil {
			row := err.row
			if row < 0 {
				row = items[len(items)-1].row
			}
			v.warn(row, "bid", k.String(), "%w: %s; the auction is not used", formats.ErrConflict, err.msg)
			continue
		}
		e.Show().Auction = calls
	}
}

// seqError is a problem of a sequence, at one of its rows.
type seqError struct {
	row int
	msg string
}

// auction reads and checks the calls.
func auction(items []seqItem, dealer bridge.Seat) ([]bridge.Call, *seqError) {
	var calls []bridge.Call
	last, lastBy := bridge.Call{}, bridge.North // the last bid and its seat
	doubled := 0                                // of the last bid: 0, 1 X, 2 XX
	passes := 0
	for n, it := range items {
		at := func(format string, args ...any) *seqError {
			return &seqError{row: it.row, msg: fmt.Sprintf("call %d (%s %s): ", n+1, it.seat, bridge.Quote(it.text)) + fmt.Sprintf(format, args...)}
		}
		c, err := bridge.ParseCall(it.text)
		if err != nil {
			return nil, at("not a call (want a bid such as 1NT, Pass, X or XX)")
		}
		if want := dealer.After(n); it.seat != want {
			return nil, at("made by %s, but it is %s's turn", it.seat, want)
		}
		if finished(calls, passes) {
			return nil, at("after the auction ended")
		}
		opponent := last.Kind == bridge.Bid && it.seat.Side() != lastBy.Side()
		switch c.Kind {
		case bridge.Pass:
			passes++
		case bridge.Bid:
			if last.Kind == bridge.Bid && (c.Level < last.Level || c.Level == last.Level && c.Strain <= last.Strain) {
				return nil, at("not higher than %s", last)
			}
			last, lastBy, doubled, passes = c, it.seat, 0, 0
		case bridge.Double:
			if !opponent || doubled != 0 {
				return nil, at("a double only of an opponent's bid not doubled yet")
			}
			doubled, passes = 1, 0
		case bridge.Redouble:
			if last.Kind != bridge.Bid || it.seat.Side() != lastBy.Side() || doubled != 1 {
				return nil, at("a redouble only of a double of the own side's bid")
			}
			doubled, passes = 2, 0
		}
		calls = append(calls, c)
	}
	return calls, nil
}

// finished reports whether an auction is over: four passes, or three after
// a call that was not a pass.
func finished(calls []bridge.Call, passes int) bool {
	return passes >= 3 && len(calls) > 3 || passes == 4
}

// auctionAgrees checks a finished auction against the entry's result.
func auctionAgrees(calls []bridge.Call, dealer bridge.Seat, e *bridge.Entry) *seqError {
	passes := 0
	for i := len(calls) - 1; i >= 0 && calls[i].Kind == bridge.Pass; i-- {
		passes++
	}
	if !finished(calls, passes) || e.Kind != bridge.Played {
		return nil
	}
	var c bridge.Contract
	var decl bridge.Seat
	for i, call := range calls {
		switch call.Kind {
		case bridge.Bid:
			c = bridge.Contract{Level: call.Level, Strain: call.Strain}
			side := dealer.After(i).Side()
			for j, first := range calls[:i+1] { // the first of the side to name the strain
				if first.Kind == bridge.Bid && first.Strain == call.Strain && dealer.After(j).Side() == side {
					decl = dealer.After(j)
					break
				}
			}
		case bridge.Double:
			c.Doubling = bridge.Doubled
		case bridge.Redouble:
			c.Doubling = bridge.Redoubled
		}
	}
	got := bridge.Play{Contract: c, Declarer: decl}
	if c.IsPass() {
		got = bridge.Play{Contract: bridge.PassOut}
	}
	if got.Contract != e.Play.Contract || !c.IsPass() && got.Declarer != e.Play.Declarer {
		what := got.Contract.String()
		if !c.IsPass() {
			what += " by " + decl.String()
		}
		want := e.Play.Contract.String()
		if !e.Play.Contract.IsPass() {
			want += " by " + e.Play.Declarer.String()
		}
		return &seqError{row: -1, msg: fmt.Sprintf("it ends in %s, but the result is of %s", what, want)}
	}
	return nil
}

// readPlay reads PlayData: the cards played at each table, in the order
// of Counter (Card read by bridge.ParseCard: S7, HT, H10). A play is kept
// on its entry (Entry.Cards) when it is of a played contract, its first
// card is led by declarer's left-hand opponent (and is the entry's lead
// when ReceivedData gives one), each trick goes round the table from the
// winner of the one before, no card is played twice and, with the
// board's deal known, each card is in its player's hand and follows suit
// when it can; otherwise it is left out, with a warning. A play of all 13
// tricks must give declarer the entry's tricks.
func (r *reader) readPlay(v *view) {
	deals := map[int]bridge.Deal{}
	for _, b := range r.part.Boards {
		deals[b.Number] = b.Deal
	}
	seqs, order := r.sequences(v, "card")
	for _, k := range order {
		items := seqs[k]
		e := r.entryAt(k)
		if e == nil || e.Kind != bridge.Played || e.Play.Contract.IsPass() {
			v.warn(items[0].row, "board", k.String(), "%w: the play of a table that has no played contract; not used", formats.ErrConflict)
			continue
		}
		cards, err := play(items, e, deals[k.board])
		if err != nil {
			row := err.row
			if row < 0 {
				row = items[len(items)-1].row
			}
			v.warn(row, "card", k.String(), "%w: %s; the play is not used", formats.ErrConflict, err.msg)
			continue
		}
		if e.Lead == 0 {
			e.Lead = cards[0].Card
		}
		e.Show().Cards = cards
	}
}

// play reads and checks the cards.
func play(items []seqItem, e *bridge.Entry, deal bridge.Deal) ([]bridge.PlayedCard, *seqError) {
	known := deal.Complete()
	held := deal.Hands
	var played bridge.Hand
	var out []bridge.PlayedCard
	leader := e.Play.Declarer.Next()
	won := 0
	var trick []bridge.PlayedCard
	for n, it := range items {
		at := func(format string, args ...any) *seqError {
			return &seqError{row: it.row, msg: fmt.Sprintf("card %d (%s %s): ", n+1, it.seat, bridge.Quote(it.text)) + fmt.Sprintf(format, args...)}
		}
		c, err := bridge.ParseCard(it.text)
		if err != nil {
			return nil, at("not a card (want a suit and a rank, such as SK or H10)")
		}
		if n == 0 && e.Lead != 0 && c != e.Lead {
			return nil, at("the lead, but ReceivedData's lead card is %s", e.Lead)
		}
		if n >= 52 {
			return nil, at("after the 13th trick")
		}
		if want := leader.After(len(trick)); it.seat != want {
			return nil, at("played by %s, but it is %s's turn", it.seat, want)
		}
		if played.Has(c) {
			return nil, at("played before")
		}
		if known {
			h := held[it.seat]
			if !h.Has(c) {
				return nil, at("not in %s's hand", it.seat)
			}
			if len(trick) > 0 {
				led := trick[0].Card.Suit()
				if c.Suit() != led && h.SuitLen(led) > 0 {
					return nil, at("%s holds %s, the suit led", it.seat, led)
				}
			}
			held[it.seat] = h &^ (1 << c)
		}
		played = played.Add(c)
		pc := bridge.PlayedCard{Seat: it.seat, Card: c}
		out = append(out, pc)
		trick = append(trick, pc)
		if len(trick) == 4 {
			w := trick[bridge.TrickWinner(trick, e.Play.Contract.Strain)]
			if w.Seat.Side() == e.Play.Declarer.Side() {
				won++
			}
			leader, trick = w.Seat, nil
		}
	}
	if len(out) == 52 && won != e.Play.Tricks {
		return nil, &seqError{row: -1, msg: fmt.Sprintf("declarer takes %d tricks in it, but the result is %d", won, e.Play.Tricks)}
	}
	return out, nil
}
