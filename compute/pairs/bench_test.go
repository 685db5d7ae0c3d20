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

// benchIMPs scores the same 1,000-table field in IMPs.
func benchIMPs(b *testing.B, method pairs.Method) {
	g := gen.Generate(gen.Config{Seed: 5, Tables: 1000, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.01, NotPlayedRate: 0.005})
	s := bridge.Session{Entries: g.Entries()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pairs.Score(s, pairs.Options{Method: method}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(s.Entries))/b.Elapsed().Seconds(), "results/s")
}

// BenchmarkButler1000Tables: datums with trimming, IMPs, totals, rankings.
func BenchmarkButler1000Tables(b *testing.B) { benchIMPs(b, pairs.Butler) }

// BenchmarkCrossIMPs1000Tables: every result against the 999 others.
func BenchmarkCrossIMPs1000Tables(b *testing.B) { benchIMPs(b, pairs.CrossIMPs) }

// BenchmarkScore90k scores a generated 300-table Mitchell field of 300
// boards (90,000 results, as the CLI benchmark of issue 20): checks,
// contract scores, matchpoints, totals and rankings.
func BenchmarkScore90k(b *testing.B) {
	g := gen.Generate(gen.Config{Seed: 20, Tables: 300, Boards: 300, Movement: gen.Mitchell})
	s := bridge.Session{Entries: g.Entries()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pairs.Score(s, pairs.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(s.Entries))/b.Elapsed().Seconds(), "results/s")
}

// BenchmarkButler90k scores the same 90,000 results in Butler IMPs.
func BenchmarkButler90k(b *testing.B) {
	g := gen.Generate(gen.Config{Seed: 20, Tables: 300, Boards: 300, Movement: gen.Mitchell})
	s := bridge.Session{Entries: g.Entries()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := pairs.Score(s, pairs.Options{Method: pairs.Butler}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLinePercent reads every line's percentages, as the writers do
// (they are worked out when asked).
func BenchmarkLinePercent(b *testing.B) {
	g := gen.Generate(gen.Config{Seed: 20, Tables: 300, Boards: 300, Movement: gen.Mitchell})
	res, err := pairs.Score(bridge.Session{Entries: g.Entries()}, pairs.Options{})
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
