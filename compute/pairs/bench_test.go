package pairs_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// field1000 is a generated 1,000-table Mitchell field of 24 boards (24,000
// results, a few missing and not played); field90k a 300-table one of 300
// boards (90,000 results, as the CLI benchmark of issue 20).
var (
	field1000 = gen.Config{Seed: 5, Tables: 1000, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.01, NotPlayedRate: 0.005}
	field90k  = gen.Config{Seed: 20, Tables: 300, Boards: 300, Movement: gen.Mitchell}
)

// benchScore scores the generated field cfg with opt: checks, contract
// scores, matchpoints or IMPs, totals and rankings.
func benchScore(b *testing.B, cfg gen.Config, opt pairs.Options) {
	s := bridge.Session{Entries: gen.Generate(cfg).Entries()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pairs.Score(s, opt); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(s.Entries))/b.Elapsed().Seconds(), "results/s")
}

// BenchmarkScore1000Tables: matchpoints with Neuberg.
func BenchmarkScore1000Tables(b *testing.B) { benchScore(b, field1000, pairs.Options{}) }

// BenchmarkButler1000Tables: datums with trimming, IMPs, totals, rankings.
func BenchmarkButler1000Tables(b *testing.B) {
	benchScore(b, field1000, pairs.Options{Method: pairs.Butler})
}

// BenchmarkCrossIMPs1000Tables: every result against the 999 others.
func BenchmarkCrossIMPs1000Tables(b *testing.B) {
	benchScore(b, field1000, pairs.Options{Method: pairs.CrossIMPs})
}

// BenchmarkScore90k: matchpoints of 90,000 results.
func BenchmarkScore90k(b *testing.B) { benchScore(b, field90k, pairs.Options{}) }

// BenchmarkButler90k: the same 90,000 results in Butler IMPs.
func BenchmarkButler90k(b *testing.B) { benchScore(b, field90k, pairs.Options{Method: pairs.Butler}) }

// BenchmarkLinePercent reads every line's percentages, as the writers do
// (they are worked out when asked).
func BenchmarkLinePercent(b *testing.B) {
	res, err := pairs.Score(bridge.Session{Entries: gen.Generate(field90k).Entries()}, pairs.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i := range res.Boards {
			for j := range res.Boards[i].Lines {
				l := &res.Boards[i].Lines[j]
				if l.PctNS().Add(l.PctEW()).Sign() < 0 {
					b.Fatal("negative percentages")
				}
			}
		}
	}
}
