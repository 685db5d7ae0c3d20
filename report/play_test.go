package report

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// TestPlayViewLayout: the auction starts in the dealer's column (West,
// North, East, South), and a trick the input stops in has no winner.
func TestPlayViewLayout(t *testing.T) {
	s := &Sheet{L: english}
	pass := bridge.Call{Kind: bridge.Pass}
	one := bridge.Call{Kind: bridge.Bid, Level: 1, Strain: bridge.NoTrump}
	c, _ := bridge.ParseCard("SA")
	e := bridge.Entry{Kind: bridge.Played, Shown: &bridge.Shown{Auction: []bridge.Call{one, pass, pass, pass},
		Cards: []bridge.PlayedCard{{Seat: bridge.South, Card: c}}}}
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

// TestPlayViewReplayData: each card says where a replay takes it from
// (its hand and its suit's line), each trick the tricks won so far; a
// trick the input stops in keeps the count of the one before.
func TestPlayViewReplayData(t *testing.T) {
	s := &Sheet{L: english}
	card := func(text string) bridge.Card {
		c, err := bridge.ParseCard(text)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// 1NT by South: West leads; North wins the first trick, East the
	// second; the third stops after two cards.
	seats := []bridge.Seat{bridge.West, bridge.North, bridge.East, bridge.South, bridge.North, bridge.East, bridge.South, bridge.West, bridge.East, bridge.South}
	var played []bridge.PlayedCard
	for i, c := range []string{"S2", "SA", "S3", "S4", "H5", "HA", "H4", "H7", "DK", "D2"} {
		played = append(played, bridge.PlayedCard{Seat: seats[i], Card: card(c)})
	}
	e := bridge.Entry{Kind: bridge.Played, Shown: &bridge.Shown{Cards: played}}
	e.Play.Contract = bridge.Contract{Level: 1, Strain: bridge.NoTrump}
	e.Play.Declarer = bridge.South
	v := s.playView("x", "play-1", bridge.North, e)
	if len(v.Tricks) != 3 {
		t.Fatalf("%d tricks, want 3", len(v.Tricks))
	}
	for i, want := range [][2]int{{1, 0}, {1, 1}, {1, 1}} {
		if got := [2]int{v.Tricks[i].WonNS, v.Tricks[i].WonEW}; got != want {
			t.Errorf("trick %d: won NS, EW %v, want %v", i+1, got, want)
		}
	}
	for _, tt := range []struct {
		trick, card, hand, line int
		text                    string
	}{
		{0, 0, 3, 0, "♠2"}, // West, spades
		{0, 1, 0, 0, "♠A"}, // North
		{1, 1, 1, 1, "♥A"}, // East, hearts
		{2, 0, 1, 2, "♦K"}, // East, diamonds
	} {
		c := v.Tricks[tt.trick].Cards[tt.card]
		if c.Hand != tt.hand || c.Line != tt.line || c.Card != tt.text {
			t.Errorf("trick %d card %d: hand %d line %d %q, want %d %d %q", tt.trick+1, tt.card+1, c.Hand, c.Line, c.Card, tt.hand, tt.line, tt.text)
		}
	}
}
