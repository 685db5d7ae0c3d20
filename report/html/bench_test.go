package html_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

// fieldSheet is the Sheet of a generated Mitchell of the given size with
// Latin and Cyrillic names and its deals, in Russian.
func fieldSheet(tb testing.TB, tables, boards int) *report.Sheet {
	tb.Helper()
	g := gen.Generate(gen.Config{Seed: 7, Tables: tables, Boards: boards, Movement: gen.Mitchell, Cyrillic: true})
	s := bridge.Session{Event: "Generated field", Date: "2026-01-31", Entries: g.Entries()}
	for n := 1; n <= boards; n++ {
		b := bridge.NewBoard(n)
		b.Deal = g.Deals[n]
		s.Boards = append(s.Boards, b)
	}
	for _, p := range g.Names {
		dir, err := bridge.ParseDirection(p.Direction)
		if err != nil {
			tb.Fatal(err)
		}
		s.Pairs = append(s.Pairs, bridge.Pair{Section: p.Section, Direction: dir, ID: p.Pair, Names: []string{p.Player1, p.Player2}})
	}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: "ru"})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

// BenchmarkRender1000 renders the site of a 1,000-table Mitchell of 24
// boards (2,029 files, 60 MB) as RenderEach gives it to a caller that
// writes each page and lets it go.
func BenchmarkRender1000(b *testing.B) {
	s := fieldSheet(b, 1000, 24)
	var files, size int
	b.ReportAllocs()
	for b.Loop() {
		files, size = 0, 0
		if err := html.RenderEach(s, html.Options{PDF: "results.pdf"}, func(f html.File) error {
			files++
			size += len(f.Data)
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(files), "files")
	b.ReportMetric(float64(size), "site-bytes")
}
