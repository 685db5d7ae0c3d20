package dd

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
)

// quickMostLoop is quickMost written suit by suit, as its comment reads.
func (s *solver) quickMostLoop(leader int) int {
	h, p := s.hands[leader], s.hands[leader^2]
	o1, o2 := s.hands[leader^1], s.hands[leader^3]
	var r1, r2 bool
	if s.trump != noTrump {
		r1, r2 = suitMask(o1, s.trump) != 0, suitMask(o2, s.trump) != 0
	}
	n := 0
	for su := 0; su < 4; su++ {
		hm, pm := suitMask(h, su), suitMask(p, su)
		m1, m2 := suitMask(o1, su), suitMask(o2, su)
		ch, cp := bits.OnesCount64(hm), bits.OnesCount64(pm)
		c := cp
		if hm > pm {
			c = ch
		}
		if su == s.trump {
			c = max(ch, cp)
		} else {
			if r1 {
				c = min(c, bits.OnesCount64(m1))
			}
			if r2 {
				c = min(c, bits.OnesCount64(m2))
			}
		}
		if hm|pm <= m1|m2 {
			c = 0
		}
		n += c
	}
	return n
}

// TestQuickMost holds quickMost, which takes the suits at once, to the
// loop over the suits, on random deals with random cards taken out.
func TestQuickMost(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 5))
	s := getSolver()
	defer putSolver(s)
	for i := range 20000 {
		hands := handsOf(gen.RandomDeal(r))
		for q := range hands {
			for range r.IntN(13) {
				h := hands[q]
				hands[q] &^= uint64(1) << uint(bits.TrailingZeros64(h)+r.IntN(bits.Len64(h)-bits.TrailingZeros64(h)))
			}
		}
		s.reset(hands, i%5, 13)
		for leader := range 4 {
			if got, want := s.quickMost(leader), s.quickMostLoop(leader); got != want {
				t.Fatalf("hands %x trump %d leader %d: %d, want %d", hands, i%5, leader, got, want)
			}
		}
	}
}

// repsLoop is reps as it was first written: each run from its top card
// down to the highest card of others below it.
func repsLoop(ms []move, m, others uint64, su int) []move {
	for m != 0 {
		top := 63 - bits.LeadingZeros64(m)
		below := others & (uint64(1)<<uint(top) - 1)
		bound := 0
		if below != 0 {
			bound = 64 - bits.LeadingZeros64(below)
		}
		run := m & (uint64(2)<<uint(top) - uint64(1)<<uint(bound))
		ms = append(ms, move{card: uint8(su<<4 | bits.TrailingZeros64(run)), class: uint16(run)})
		m &^= run
	}
	return ms
}

// TestReps holds reps to the loop over the runs from the top on every
// split of a suit's 13 ranks between a hand, the others and nobody.
func TestReps(t *testing.T) {
	var a, b [16]move
	for x := range 1594323 { // 3^13
		var m, o uint64
		for r, v := 2, x; r <= 14; r, v = r+1, v/3 {
			switch v % 3 {
			case 1:
				m |= 1 << uint(r)
			case 2:
				o |= 1 << uint(r)
			}
		}
		// after one move already listed, as a follow of a second suit is
		got := reps(a[:1], m, o, 3)
		want := repsLoop(b[:1], m, o, 3)
		if len(got) != len(want) {
			t.Fatalf("m %#x others %#x: %d runs, want %d", m, o, len(got)-1, len(want)-1)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("m %#x others %#x: %v, want %v", m, o, got, want)
			}
		}
	}
}
