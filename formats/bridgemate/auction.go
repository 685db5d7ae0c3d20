package bridgemate

import (
	"errors"
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
// on its entry (Entry.Auction) when bridge.Auction takes its calls (round
// the table from the dealer, each legal after the ones before it) and a
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
		calls, a, err := auction(items, bridge.Dealer(k.board))
		if err == nil {
			err = auctionAgrees(&a, e)
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

// auction reads the calls and checks them with bridge.Auction.
func auction(items []seqItem, dealer bridge.Seat) ([]bridge.Call, bridge.Auction, *seqError) {
	a := bridge.NewAuction(dealer)
	calls := make([]bridge.Call, 0, len(items))
	for n, it := range items {
		at := func(format string, args ...any) *seqError {
			return &seqError{row: it.row, msg: fmt.Sprintf("call %d (%s %s): ", n+1, it.seat, bridge.Quote(it.text)) + fmt.Sprintf(format, args...)}
		}
		c, err := bridge.ParseCall(it.text)
		if err != nil {
			return nil, a, at("not a call (want a bid such as 1NT, Pass, X or XX)")
		}
		if err := a.AddBy(it.seat, c); err != nil {
			var ce *bridge.CallError
			if !errors.As(err, &ce) {
				return nil, a, at("%v", err)
			}
			return nil, a, at("%s", ce.Reason())
		}
		calls = append(calls, c)
	}
	return calls, a, nil
}

// auctionAgrees checks a finished auction against the entry's result.
func auctionAgrees(a *bridge.Auction, e *bridge.Entry) *seqError {
	if !a.Done() || e.Kind != bridge.Played {
		return nil
	}
	c, decl := a.Contract()
	if c != e.Play.Contract || !c.IsPass() && decl != e.Play.Declarer {
		return &seqError{row: -1, msg: fmt.Sprintf("it ends in %s, but the result is of %s", c.By(decl), e.Play.Contract.By(e.Play.Declarer))}
	}
	return nil
}

// readPlay reads PlayData: the cards played at each table, in the order
// of Counter (Card read by bridge.ParseCard: S7, HT, H10). A play is kept
// on its entry (Entry.Cards) when it is of a played contract, its first
// card is the entry's lead when ReceivedData gives one, and bridge.Replay
// takes its cards (led by declarer's left-hand opponent, each trick round
// the table from the winner of the one before, no card twice and, with
// the board's deal known, each card in its player's hand and following
// suit when it can); otherwise it is left out, with a warning. A play of
// all 13 tricks must give declarer the entry's tricks.
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

// play reads the cards and checks them with bridge.Replay.
func play(items []seqItem, e *bridge.Entry, deal bridge.Deal) ([]bridge.PlayedCard, *seqError) {
	r := bridge.NewReplay(e.Play.Contract, e.Play.Declarer, deal)
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
		if err := r.AddBy(it.seat, c); err != nil {
			var ce *bridge.CardError
			if !errors.As(err, &ce) {
				return nil, at("%v", err)
			}
			switch ce.Err {
			case bridge.ErrPlayOver:
				return nil, at("after the 13th trick")
			case bridge.ErrOutOfTurn:
				return nil, at("played by %s, but it is %s's turn", it.seat, ce.Turn)
			case bridge.ErrPlayedTwice:
				return nil, at("played before")
			case bridge.ErrNotInHand:
				return nil, at("not in %s's hand", it.seat)
			case bridge.ErrRevoke:
				return nil, at("%s holds %s, the suit led", it.seat, ce.Led)
			}
			return nil, at("%s", ce.Reason())
		}
	}
	if won, ok := r.Result(); ok && won != e.Play.Tricks {
		return nil, &seqError{row: -1, msg: fmt.Sprintf("declarer takes %d tricks in it, but the result is %d", won, e.Play.Tricks)}
	}
	return r.Cards(), nil
}
