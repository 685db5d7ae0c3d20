package bridgemate_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// bidding is a BiddingData export of calls for table 1, round 1, board 1
// (dealer N): "N 1S", ... in order.
func bidding(calls ...string) string {
	var b strings.Builder
	b.WriteString("ID,Section,Table,Round,Board,Counter,Direction,Bid,DateLog,TimeLog,Erased\n")
	for i, c := range calls {
		seat, bid, _ := strings.Cut(c, " ")
		fmt.Fprintf(&b, "%d,1,1,1,1,%d,%q,%q,,,0\n", i+1, i+1, seat, bid)
	}
	return b.String()
}

// playing is a PlayData export of cards for the same table.
func playing(cards ...string) string {
	var b strings.Builder
	b.WriteString("ID,Section,Table,Round,Board,Counter,Direction,Card,DateLog,TimeLog,Erased\n")
	for i, c := range cards {
		seat, card, _ := strings.Cut(c, " ")
		fmt.Fprintf(&b, "%d,1,1,1,1,%d,%q,%q,,,0\n", i+1, i+1, seat, card)
	}
	return b.String()
}

var (
	goodAuction = []string{"N 1S", "E Pass", "S 2D", "W 2H", "N 2S", "E Pass", "S 4S", "W Pass", "N Pass", "E Pass"}
	// Two tricks of board 1: East leads a club to South's ace, South
	// cashes the king of spades.
	goodPlay = []string{"E C4", "S CA", "W C2", "N C9", "S SK", "W S5", "N S4", "E S3"}
)

func TestAuctionAndPlay(t *testing.T) {
	result := recvHeader + `1,1,1,1,1,1,1,1,"N","4 S","+1",%s,,0,0` + "\n"
	for _, tt := range []struct {
		name          string
		lead          string
		calls, cards  []string
		auction, play string // as kept: "" for none
		warning       string
	}{
		{"both kept", "", goodAuction, goodPlay,
			"1S Pass 2D 2H 2S Pass 4S Pass Pass Pass", "E:C4 S:CA W:C2 N:C9 S:SK W:S5 N:S4 E:S3", ""},
		{"out of turn", "", []string{"N 1S", "S 2D"}, nil,
			"", "", `x.csv:3:17: board 1, table 1, round 1: call 2 (S "2D"): made by S, but it is E's turn; the auction is not used`},
		{"not higher", "", []string{"N 1S", "E 1H"}, nil,
			"", "", `x.csv:3:17: board 1, table 1, round 1: call 2 (E "1H"): not higher than 1S; the auction is not used`},
		{"double of partner", "", []string{"N 1S", "E Pass", "S X"}, nil,
			"", "", `x.csv:4:17: board 1, table 1, round 1: call 3 (S "X"): a double only of an opponent's bid not doubled yet; the auction is not used`},
		{"another contract", "", []string{"N 1S", "E Pass", "S 3NT", "W Pass", "N Pass", "E Pass"}, nil,
			"", "", `x.csv:7:17: board 1, table 1, round 1: it ends in 3NT by S, but the result is of 4S by N; the auction is not used`},
		{"an unfinished auction is kept", "", []string{"N 1S", "E Pass"}, nil, "1S Pass", "", ""},
		{"a revoke", "", nil, []string{"E C4", "S CA", "W C2", "N S4"},
			"", "", `y.csv:5:17: board 1, table 1, round 1: card 4 (N "S4"): N holds C, the suit led; the play is not used`},
		{"led by the wrong hand", "", nil, []string{"S CA"},
			"", "", `y.csv:2:17: board 1, table 1, round 1: card 1 (S "CA"): played by S, but it is E's turn; the play is not used`},
		{"not the lead card", `"HJ"`, nil, goodPlay,
			"", "", `y.csv:2:17: board 1, table 1, round 1: card 1 (E "C4"): the lead, but ReceivedData's lead card is HJ; the play is not used`},
		{"a card not held", "", nil, []string{"E SA"},
			"", "", `y.csv:2:17: board 1, table 1, round 1: card 1 (E "SA"): not in E's hand; the play is not used`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"r.csv": fmt.Sprintf(result, tt.lead), "h.csv": handHeader + hand1}
			if tt.calls != nil {
				files["x.csv"] = bidding(tt.calls...)
			}
			if tt.cards != nil {
				files["y.csv"] = playing(tt.cards...)
			}
			p, err := read(t, files)
			if err != nil {
				t.Fatal(err)
			}
			e := p.Entries[0]
			var calls, cards []string
			for _, c := range e.Auction() {
				calls = append(calls, c.String())
			}
			for _, c := range e.Cards() {
				cards = append(cards, c.Seat.String()+":"+c.Card.String())
			}
			if got := strings.Join(calls, " "); got != tt.auction {
				t.Errorf("auction %q, want %q", got, tt.auction)
			}
			if got := strings.Join(cards, " "); got != tt.play {
				t.Errorf("play %q, want %q", got, tt.play)
			}
			var warns []string
			for _, w := range p.Warnings {
				warns = append(warns, w.Error())
			}
			if got := strings.Join(warns, "\n"); got != tt.warning {
				t.Errorf("warnings\n%s\nwant\n%s", got, tt.warning)
			}
			if tt.play != "" && e.Lead != bridge.NewCard(bridge.SuitClubs, 4) {
				t.Errorf("lead %s, want C4 from the play", e.Lead)
			}
		})
	}
}
