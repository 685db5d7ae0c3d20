package dd

import (
	"math/rand/v2"
	"testing"
)

// TestTableGrows fills a transposition table that starts with four heads
// and 16 entries: the heads and the arena grow, and every bound stored is
// found again with its pattern.
func TestTableGrows(t *testing.T) {
	tt := newTT(2, 4, 8)
	var ps []position
	for i := range 40 {
		// (shape 0 marks an empty head: no position has it)
		p := position{shape: uint64(i+1) * 0x1111, leader: i & 3, c0: uint64(i) << 26, c1: uint64(i) << 58}
		p.bucket = headHash(p.shape, p.leader)
		p.all = suitBits * 0x0001000100010001
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

// suitCodeLoop is suitCode written as the definition reads: the seat of
// each card from the highest down.
func suitCodeLoop(masks uint64) uint64 {
	n, e, s, w := masks&0xffff, masks>>16&0xffff, masks>>32&0xffff, masks>>48
	var code uint64
	cnt := 0
	for r := 15; r >= 0; r-- {
		var seat uint64
		switch {
		case n>>r&1 != 0:
			seat = 0
		case e>>r&1 != 0:
			seat = 1
		case s>>r&1 != 0:
			seat = 2
		case w>>r&1 != 0:
			seat = 3
		default:
			continue
		}
		code = code<<2 | seat
		cnt++
	}
	return code<<4 | uint64(cnt)
}

func TestSuitCode(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		// deal the 13 ranks of a suit (bits 2..14) to the four seats or
		// to nobody (played)
		var h [4]uint64
		for b := 2; b <= 14; b++ {
			if p := r.IntN(6); p < 4 {
				h[p] |= 1 << b
			}
		}
		masks := h[0] | h[1]<<16 | h[2]<<32 | h[3]<<48
		if got, want := suitCode(masks), suitCodeLoop(masks); got != want {
			t.Fatalf("suitCode(%#x) = %#x, want %#x", masks, got, want)
		}
	}
}

// TestKthHighest holds kthHighest to its definition on every 16-bit mask.
func TestKthHighest(t *testing.T) {
	for a := uint64(1); a < 1<<16; a++ {
		x := a
		for k := 1; x != 0; k++ {
			top := highBit(x)
			if got := kthHighest(a, k); got != top {
				t.Fatalf("kthHighest(%#x, %d) = %#x, want %#x", a, k, got, top)
			}
			x &^= top
		}
	}
}
