package dd

import "testing"

// TestTableGrows fills a transposition table that starts with four heads
// and 16 entries: the heads and the arena grow, and every bound stored is
// found again with its pattern.
func TestTableGrows(t *testing.T) {
	tt := newTT(2, 4, 8)
	var ps []position
	for i := range 40 {
		p := position{shape: uint64(i) * 0x1111, leader: i & 3, c0: uint64(i) << 26, c1: uint64(i) << 58}
		p.bucket = headHash(p.shape, p.leader)
		for su := range p.n {
			p.n[su], p.all[su] = 13, suitBits
		}
		// the top card of each suit fixed: the lowest relevant card is the ace
		rel := uint64(1)<<14 | uint64(1)<<30 | uint64(1)<<46 | uint64(1)<<62
		tt.store(&p, rel, i%13+1, 13)
		ps = append(ps, p)
	}
	if len(tt.heads) < 80 || tt.nheads != 40 {
		t.Fatalf("%d heads for 40 lists, %d taken", len(tt.heads), tt.nheads)
	}
	for i, p := range ps {
		lo, hi, lrel, _ := tt.lookup(&p, i%13+1)
		if lo != i%13+1 || hi != 14 || lrel == 0 {
			t.Errorf("list %d: lo %d hi %d rel %#x, want lo %d", i, lo, hi, lrel, i%13+1)
		}
	}
}
