package sampletest

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// Field1000 is the large field the benchmarks of the outputs time, as
// scripts/peer-bench.sh's big run makes it: a generated 1,000-table
// Mitchell of 24 boards with Cyrillic names (seed 7), 24,000 results and
// 2,000 pairs, scored.
func Field1000(tb testing.TB) *event.Result {
	tb.Helper()
	s, err := gen.Generate(gen.Config{Seed: 7, Tables: 1000, Boards: 24, Movement: gen.Mitchell, Cyrillic: true}).Bridge("Generated field", "2026-01-31")
	if err != nil {
		tb.Fatal(err)
	}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	return &event.Result{Kind: event.Pairs, Pairs: res}
}
