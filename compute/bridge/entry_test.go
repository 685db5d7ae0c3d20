package bridge_test

import (
	"testing"
	"unsafe"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// TestEntrySize: a session holds up to 300,000 entries, so an Entry keeps
// its one-byte fields together and what only some inputs give behind one
// pointer (it was 280 bytes, then 216 with the remarks in it).
func TestEntrySize(t *testing.T) {
	if n := unsafe.Sizeof(bridge.Entry{}); n > 200 {
		t.Errorf("Entry is %d bytes (want at most 200 on a 64-bit machine)", n)
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
