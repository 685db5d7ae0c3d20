package html_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

// fieldSheet is the Sheet of a generated Mitchell of the given size with
// Latin and Cyrillic names and its deals, in Russian.
func fieldSheet(tb testing.TB, tables, boards int) *report.Sheet {
	tb.Helper()
	return sampletest.Field(tb, gen.Config{Seed: 7, Tables: tables, Boards: boards, Movement: gen.Mitchell, Cyrillic: true})
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
