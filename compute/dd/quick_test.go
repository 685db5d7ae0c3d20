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
