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
