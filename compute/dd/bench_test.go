package dd

import (
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/internal/gen"
)

func benchDeals(n int) []bridge.Deal {
	r := rand.New(rand.NewPCG(2026, 1))
	ds := make([]bridge.Deal, n)
	for i := range ds {
		ds[i] = gen.RandomDeal(r)
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
