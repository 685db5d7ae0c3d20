package dd

import (
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// randomDeal deals the 52 cards at random.
func randomDeal(r *rand.Rand) bridge.Deal {
	var deck [52]bridge.Card
	i := 0
	for su := bridge.SuitClubs; su <= bridge.SuitSpades; su++ {
		for rk := bridge.Rank(2); rk <= bridge.Ace; rk++ {
			deck[i] = bridge.NewCard(su, rk)
			i++
		}
	}
	r.Shuffle(52, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var d bridge.Deal
	for i, c := range deck {
		d.Hands[i%4] = d.Hands[i%4].Add(c)
		d.Known[i%4] = true
	}
	return d
}

func benchDeals(n int) []bridge.Deal {
	r := rand.New(rand.NewPCG(2026, 1))
	ds := make([]bridge.Deal, n)
	for i := range ds {
		ds[i] = randomDeal(r)
	}
	return ds
}

// BenchmarkSolve is the full 20-entry table of one deal, single-threaded,
// over a fixed set of 50 random deals.
func BenchmarkSolve(b *testing.B) {
	ds := benchDeals(50)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Solve(ds[i%len(ds)]); err != nil {
			b.Fatal(err)
		}
	}
}
