package jsonout_test

import (
	"io"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// benchWrite writes results.json of a generated Mitchell field scored
// by method (tables × boards results, with deals, a few missing and
// not-played rows) to io.Discard.
func benchWrite(b *testing.B, tables, boards int, method pairs.Method) {
	g := gen.Generate(gen.Config{Seed: 7, Tables: tables, Boards: boards, Movement: gen.Mitchell, MissingRate: 0.01, NotPlayedRate: 0.005, Cyrillic: true})
	s := bridge.Session{Event: "Кубок", Entries: g.Entries()}
	for n := 1; n <= boards; n++ {
		bd := bridge.NewBoard(n)
		bd.Deal = g.Deals[n]
		s.Boards = append(s.Boards, bd)
	}
	res, err := pairs.Score(s, pairs.Options{Method: method})
	if err != nil {
		b.Fatal(err)
	}
	r := &event.Result{Kind: event.Pairs, Pairs: res}
	b.ReportAllocs()
	for b.Loop() {
		// The model is made with the document, as output makes it.
		ev, err := report.NewEvent(r)
		if err != nil {
			b.Fatal(err)
		}
		if err := jsonout.Write(io.Discard, ev); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(s.Entries))/b.Elapsed().Seconds(), "results/s")
}

// BenchmarkWrite90k is the field: 300 tables × 300 boards
// (90,000 results, a 17 MB document) in matchpoints.
func BenchmarkWrite90k(b *testing.B) { benchWrite(b, 300, 300, pairs.Matchpoints) }

// BenchmarkWriteButler is 300 tables × 24 boards in Butler IMPs.
func BenchmarkWriteButler(b *testing.B) { benchWrite(b, 300, 24, pairs.Butler) }
