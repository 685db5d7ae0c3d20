package pairs_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// BenchmarkScore1000Tables scores a generated 1,000-table Mitchell field of
// 24 boards (24,000 results): checks, contract scores, matchpoints with
// Neuberg, totals and rankings.
func BenchmarkScore1000Tables(b *testing.B) {
	g := gen.Generate(gen.Config{Seed: 5, Tables: 1000, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.01, NotPlayedRate: 0.005})
	s := bridge.Session{Entries: g.Entries()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pairs.Score(s, pairs.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(s.Entries))/b.Elapsed().Seconds(), "results/s")
}
