package report

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// TestTrickWinner: the highest trump wins, else the highest card of the
// suit led; a discard never wins.
func TestTrickWinner(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cards [4]string
		trump string // "" for notrump
		want  int
	}{
		{"highest of the suit led", [4]string{"H4", "HK", "H2", "HA"}, "", 3},
		{"a discard does not win in notrump", [4]string{"H4", "SA", "H2", "H3"}, "", 0},
		{"a ruff wins", [4]string{"HA", "S2", "HK", "H3"}, "S", 1},
		{"an overruff wins", [4]string{"HA", "S2", "S3", "H3"}, "S", 2},
		{"a discard under a ruff", [4]string{"HA", "S9", "D3", "HK"}, "S", 1},
		{"trumps led", [4]string{"S4", "SQ", "H2", "SK"}, "S", 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var cards []bridge.PlayedCard
			for i, c := range tt.cards {
				card, err := bridge.ParseCard(c)
				if err != nil {
					t.Fatal(err)
				}
				cards = append(cards, bridge.PlayedCard{Seat: bridge.Seat(i), Card: card})
			}
			var trump bridge.Suit
			has := tt.trump != ""
			if has {
				s, _ := bridge.ParseStrain(tt.trump)
				trump, _ = s.Suit()
			}
			if got := trickWinner(cards, trump, has); got != tt.want {
				t.Errorf("winner %d, want %d", got, tt.want)
			}
		})
	}
}

// TestPlayViewLayout: the auction starts in the dealer's column (West,
// North, East, South), and a trick the input stops in has no winner.
func TestPlayViewLayout(t *testing.T) {
	s := &Sheet{L: english}
	pass := bridge.Call{Kind: bridge.Pass}
	one := bridge.Call{Kind: bridge.Bid, Level: 1, Strain: bridge.NoTrump}
	c, _ := bridge.ParseCard("SA")
	e := bridge.Entry{Kind: bridge.Played, Auction: []bridge.Call{one, pass, pass, pass},
		Cards: []bridge.PlayedCard{{Seat: bridge.South, Card: c}}}
	e.Play.Contract = bridge.Contract{Level: 1, Strain: bridge.NoTrump}
	e.Play.Declarer = bridge.East
	v := s.playView("NS 1 – EW 2", "play-1", bridge.East, e)
	if v == nil || len(v.Auction) != 2 || v.Auction[0][0] != nil || v.Auction[0][1] != nil ||
		v.Auction[0][2].Text != "1NT" || v.Auction[0][3].Text != "Pass" || v.Auction[1][1].Text != "Pass" || v.Auction[1][2] != nil {
		t.Fatalf("auction %+v, want 1NT under East in the first row and two passes after", v)
	}
	if len(v.Tricks) != 1 || v.Tricks[0].Winner != "" || v.Tricks[0].Cards[0].Card != "♠A" || v.Tricks[0].Cards[1].Card != "" {
		t.Errorf("tricks %+v, want one unfinished trick of the ♠A", v.Tricks)
	}
	if s.playView("x", "y", bridge.North, bridge.Entry{}) != nil {
		t.Error("a view for an entry without auction or play")
	}
}
