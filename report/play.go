package report

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// PlayView is the auction and the play of one table of a board, as the
// input gave them (a Bridgemate's BiddingData and PlayData, a PBN's
// Auction and Play, a LIN record). They are shown, never scored.
type PlayView struct {
	// Label says which table: the pairs ("NS 3 – EW 5") or the room and
	// the match.
	Label string
	// ID is the anchor of the block on its board page: a-z, 0-9 and "-".
	ID       string
	Contract ContractView
	By       string // the declarer's seat as printed, "" for a pass-out
	// Players are who sat where (a team match's room), "N Name" in the
	// order N, E, S, W; nil when the input does not say.
	Players []string
	// Seats head the auction's columns: West, North, East, South, as
	// printed (the order of bidding diagrams).
	Seats [4]string
	// Auction is the auction in rows of four calls under Seats; a cell
	// before the dealer's first call is nil.
	Auction [][4]*CallView
	// Tricks is the play, trick by trick; a last trick may be short when
	// the input stops (a claim).
	Tricks []TrickView
}

// CallView is one call as printed: a bid's level and strain (symbol and
// letter, for colour), or Pass, X, XX.
type CallView struct {
	Text   string // "1♠", "2NT", "Pass", "X", "XX"
	Level  string // a bid's level, "" otherwise
	Symbol string // a bid's strain: "♠", "NT" (in the sheet's language)
	Letter string // "S", "NT"; "" for a call that is not a bid
	// Alert is set when the call was alerted or explained (a LIN "!" or
	// "an"); Note is the explanation, "" when none was given.
	Alert bool
	Note  string
}

// TrickView is one trick: its number, the cards in the order they were
// played, and the seat that won it. A trick the input stops in (a claim)
// has empty cards after the last one played and no winner.
type TrickView struct {
	Number int
	Cards  [4]PlayedView
	Winner string
	// WonNS and WonEW are the tricks each side has won so far, this one
	// included: the count a replay of the play shows after it.
	WonNS, WonEW int
}

// PlayedView is one card of a trick: who played it and the card ("♥K").
type PlayedView struct {
	Seat string
	Card string
	Red  bool // hearts or diamonds
	Won  bool // the card that won the trick
	// Hand is the seat as an index into BoardPage.Hands (0 N, 1 E, 2 S,
	// 3 W) and Line the suit as a line of its hand (0 spades ... 3
	// clubs): where a replay of the play takes the card from.
	Hand, Line int
}

// auctionColumns are the seats of a bidding diagram's columns.
var auctionColumns = [4]bridge.Seat{bridge.West, bridge.North, bridge.East, bridge.South}

// hasPlay tells whether the input gave the auction or play of an entry
// (whether it has a PlayView).
func hasPlay(e *bridge.Entry) bool { return len(e.Auction()) > 0 || len(e.Cards()) > 0 }

// playView is the view of an entry's auction and play, nil when the
// input gave neither. id must already be a safe anchor.
func (s *Sheet) playView(label, id string, dealer bridge.Seat, e bridge.Entry) *PlayView {
	if !hasPlay(&e) {
		return nil
	}
	l := s.L
	v := &PlayView{Label: label, ID: id}
	if e.Kind == bridge.Played {
		v.Contract = s.contract(e.Play.Contract)
		if !e.Play.Contract.IsPass() {
			v.By = l.Seats[e.Play.Declarer]
		}
	}
	for i, seat := range auctionColumns {
		v.Seats[i] = l.Seats[seat]
	}
	if seated := e.Seated(); seated != nil {
		for seat, name := range seated {
			if name != "" {
				v.Players = append(v.Players, l.Seats[seat]+" "+name)
			}
		}
	}
	if auction := e.Auction(); len(auction) > 0 {
		col := (int(dealer) + 1) % 4 // West is column 0
		var row [4]*CallView
		for _, c := range auction {
			row[col] = s.callView(c)
			col++
			if col == 4 {
				v.Auction = append(v.Auction, row)
				row, col = [4]*CallView{}, 0
			}
		}
		if col > 0 {
			v.Auction = append(v.Auction, row)
		}
	}
	trump := e.Play.Contract.Strain
	if e.Kind != bridge.Played || e.Play.Contract.IsPass() {
		trump = bridge.NoTrump
	}
	played := e.Cards()
	var ns, ew int // tricks won so far
	for start := 0; start < len(played); start += 4 {
		cards := played[start:min(start+4, len(played))]
		t := TrickView{Number: start/4 + 1}
		win := -1
		if len(cards) == 4 {
			win = bridge.TrickWinner(cards, trump)
			seat := cards[win].Seat
			t.Winner = l.Seats[seat]
			if seat.Side() == bridge.NS {
				ns++
			} else {
				ew++
			}
		}
		t.WonNS, t.WonEW = ns, ew
		for i, c := range cards {
			suit := c.Card.Suit()
			t.Cards[i] = PlayedView{
				Seat: l.Seats[c.Seat], Card: s.card(c.Card),
				Red: suit == bridge.SuitHearts || suit == bridge.SuitDiamonds, Won: i == win,
				Hand: int(c.Seat), Line: int(bridge.SuitSpades - suit),
			}
		}
		v.Tricks = append(v.Tricks, t)
	}
	return v
}

// playID is the anchor of a table's auction and play on its board page,
// from the pages of the pairs that played it ("play-a-ns-3-a-ew-5"; page
// names are safe and unique), or its number on the page when a pair has
// no page.
func playID(n int, pages ...string) string {
	id := "play"
	for _, p := range pages {
		if p == "" {
			return "play-" + strconv.Itoa(n+1)
		}
		id += "-" + strings.TrimPrefix(strings.TrimPrefix(p, "pair-"), "match-")
	}
	return id
}

// callView prints a call.
func (s *Sheet) callView(c bridge.Call) *CallView {
	v := s.callText(c)
	v.Alert, v.Note = c.Alert || c.Note != "", c.Note
	return v
}

func (s *Sheet) callText(c bridge.Call) *CallView {
	switch c.Kind {
	case bridge.Bid:
		v := &CallView{Level: strconv.Itoa(c.Level), Symbol: c.Strain.Symbol(), Letter: c.Strain.String()}
		if c.Strain == bridge.NoTrump {
			v.Symbol = s.L.NT
		}
		v.Text = v.Level + v.Symbol
		return v
	case bridge.Pass:
		return &CallView{Text: s.L.PassCall}
	}
	return &CallView{Text: c.String()} // X, XX
}
