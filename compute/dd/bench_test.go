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
// over a fixed set of 50 random deals. It reports the search's nodes (the
// positions at a trick start it reached) per table too: a figure that,
// unlike the time, does not depend on the machine.
func BenchmarkSolve(b *testing.B) {
	ds := benchDeals(50)
	s := getSolver()
	defer putSolver(s)
	s.nodes = 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.solveTable(handsOf(ds[i%len(ds)]))
	}
	b.ReportMetric(float64(s.nodes)/float64(b.N), "nodes/table")
}
