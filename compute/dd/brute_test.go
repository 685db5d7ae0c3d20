package dd

import (
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/parallel"
	"github.com/protokol-bridge/protokol/internal/slow"
)

// brute is the reference solver: plain minimax over every legal card, no
// pruning, no equivalent cards and no relative ranks, with a memo of exact
// positions at trick starts. It is slow and obviously right.
type brute struct {
	trump int
	memo  map[[4]uint64]int8 // by the hands; the leader in the first's low bits, which are no card
}

// ns is the NS tricks of hands with leader on lead.
func (b *brute) ns(hands [4]uint64, leader int) int {
	if hands[0] == 0 {
		return 0
	}
	key := [4]uint64{hands[0] | uint64(leader), hands[1], hands[2], hands[3]}
	if v, ok := b.memo[key]; ok {
		return int(v)
	}
	v := b.trick(hands, leader, 0, [4]int{})
	b.memo[key] = int8(v)
	return v
}

func (b *brute) trick(hands [4]uint64, leader, k int, played [4]int) int {
	if k == 4 {
		w, wc := leader, played[0]
		for j := 1; j < 4; j++ {
			c := played[j]
			if (c>>4 == wc>>4 && c > wc) || (c>>4 == b.trump && wc>>4 != b.trump) {
				w, wc = (leader+j)&3, c
			}
		}
		won := 0
		if w%2 == 0 {
			won = 1
		}
		return won + b.ns(hands, w)
	}
	p := (leader + k) & 3
	legal := hands[p]
	if k > 0 {
		if f := hands[p] & (0xffff << uint(16*(played[0]>>4))); f != 0 {
			legal = f
		}
	}
	best := -1
	for m := legal; m != 0; m &= m - 1 {
		c := bits.TrailingZeros64(m)
		hands[p] ^= 1 << uint(c)
		played[k] = c
		v := b.trick(hands, leader, k+1, played)
		hands[p] ^= 1 << uint(c)
		if best < 0 || (p%2 == 0 && v > best) || (p%2 == 1 && v < best) {
			best = v
		}
	}
	return best
}

// randomEnd deals n cards to each hand from a deck limited to the given
// suits lengths (ranks chosen at random).
func randomEnd(r *rand.Rand, n int) bridge.Deal {
	var deck []bridge.Card
	for su := bridge.SuitClubs; su <= bridge.SuitSpades; su++ {
		for rk := bridge.Rank(2); rk <= bridge.Ace; rk++ {
			deck = append(deck, bridge.NewCard(su, rk))
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	// Concentrate the cards in fewer suits now and then: more following,
	// more ruffing, longer runs.
	if r.IntN(2) == 0 {
		keep := deck[:0]
		drop := bridge.Suit(r.IntN(4))
		for _, c := range deck {
			if c.Suit() != drop {
				keep = append(keep, c)
			}
		}
		deck = keep
	}
	var d bridge.Deal
	for i := 0; i < 4*n; i++ {
		s := i % 4
		d.Hands[s] = d.Hands[s].Add(deck[i])
		d.Known[s] = true
	}
	return d
}

var bruteTimes = flag.Int("dd.brute", 1, "TestAgainstBruteForce: check this many times as many end positions")

// TestAgainstBruteForce compares Tricks with the reference on random end
// positions of 1 to 6 cards per hand, every strain and declarer.
func TestAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	counts := []struct{ cards, deals int }{{1, 100}, {2, 300}, {3, 400}, {4, 400}, {5, 150}, {6, 40}}
	if !slow.Enabled() && *bruteTimes == 1 {
		// The 6-card positions are 35 of the 42 s of CPU; 1 to 5 cards
		// and TestStoredTables's deals reach every statement they do.
		counts = counts[:5]
		slow.Note(t, "the 6-card positions")
	}
	if testing.Short() {
		counts = counts[:4]
	}
	if *bruteTimes > 1 {
		// more positions, from another seed: for work on the search's bounds
		r = rand.New(rand.NewPCG(uint64(*bruteTimes), 3))
		for i := range counts {
			counts[i].deals *= *bruteTimes
		}
	}
	for _, c := range counts {
		t.Run(fmt.Sprint(c.cards, " cards"), func(t *testing.T) {
			deals := make([]bridge.Deal, c.deals)
			for i := range deals {
				deals[i] = randomEnd(r, c.cards)
			}
			// The reference is slow: check the deals on every core.
			var bad atomic.Int64
			parallel.Each(len(deals), 0, func(i int) {
				d := deals[i]
				for _, strain := range bridge.Strains {
					b := &brute{trump: int(strain), memo: map[[4]uint64]int8{}}
					for _, decl := range bridge.Seats {
						want := b.ns(handsOf(d), int(decl+1)&3)
						if decl%2 == 1 {
							want = c.cards - want
						}
						got, err := Tricks(d, strain, decl)
						if (err != nil || got != want) && bad.Add(1) < 10 {
							t.Errorf("%s %s by %s: %d, %v; brute force %d", d, strain, decl, got, err, want)
						}
					}
				}
			})
		})
	}
}
