package bridge_test

import (
	"errors"
	"testing"
	"unsafe"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// TestEntrySize: a session holds up to 2,000,000 entries, so an Entry keeps
// its one-byte fields together and what only some inputs give behind one
// pointer (it was 280 bytes, then 216 with the remarks in it, 200, and
// 208 with an individual's Seats: a pointer, nil in other events).
func TestEntrySize(t *testing.T) {
	if n := unsafe.Sizeof(bridge.Entry{}); n > 208 {
		t.Errorf("Entry is %d bytes (want at most 208 on a 64-bit machine)", n)
	}
}

// TestEntryShown: an entry without Shown has no auction, play or players,
// and Show makes Shown once.
func TestEntryShown(t *testing.T) {
	var e bridge.Entry
	if e.Auction() != nil || e.Cards() != nil || e.Seated() != nil {
		t.Fatalf("empty entry: %v %v %v, want nil", e.Auction(), e.Cards(), e.Seated())
	}
	e.Show().Auction = []bridge.Call{{Kind: bridge.Pass}}
	e.Show().Cards = []bridge.PlayedCard{{Seat: bridge.South}}
	if len(e.Auction()) != 1 || len(e.Cards()) != 1 || e.Seated() != nil {
		t.Errorf("after Show: %v %v %v, want one call, one card, no players", e.Auction(), e.Cards(), e.Seated())
	}
}

func TestWarnf(t *testing.T) {
	w := bridge.Warnf(bridge.ErrReadPast, bridge.Pos{File: "x.xml", Line: 3}, "<HANDSET>", "%w: 2 deals for boards not played", bridge.ErrBoard)
	if got, want := w.Error(), "x.xml:3: <HANDSET>: bad board number: 2 deals for boards not played"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(w, bridge.ErrReadPast) || !errors.Is(w, bridge.ErrBoard) || errors.Is(w, bridge.ErrNotScored) {
		t.Errorf("errors.Is: read past %v, board %v, not scored %v; want true, true, false",
			errors.Is(w, bridge.ErrReadPast), errors.Is(w, bridge.ErrBoard), errors.Is(w, bridge.ErrNotScored))
	}
}

func TestSetUnscored(t *testing.T) {
	e := bridge.Entry{Kind: bridge.Played}
	if e.Unscored() != "" {
		t.Fatalf("Unscored of a played entry = %q, want empty", e.Unscored())
	}
	e.SetUnscored("the play stops after 6 tricks and there is no claim")
	if e.Kind != bridge.NotScored || e.Unscored() != "the play stops after 6 tricks and there is no claim" || e.Kind.String() != "not scored" {
		t.Errorf("after SetUnscored: kind %v, why %q", e.Kind, e.Unscored())
	}
}
