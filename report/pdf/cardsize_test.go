package pdf

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
)

// TestCardSize checks the type size layCards chooses: 8 points where
// that puts more cards on a page (the sample's 27 boards: two, not one;
// 12 boards: four, not three), else 9 (14 boards: three either way), and
// the same size and columns for every card.
func TestCardSize(t *testing.T) {
	for _, tt := range []struct {
		name  string
		sheet *report.Sheet
		size  float64
	}{
		{"sample", sampletest.Sheet(t, "en", pairs.Options{}, nil), 8},
		{"12 boards", sampletest.Field(t, gen.Config{Seed: 5, Tables: 6, Boards: 12, Movement: gen.Mitchell, Cyrillic: true}), 8},
		{"14 boards", sampletest.Field(t, gen.Config{Seed: 5, Tables: 7, Boards: 14, Movement: gen.Mitchell, Cyrillic: true}), 9},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := newDoc(t, tt.sheet)
			d.buildAll()
			sec := d.sections[len(d.sections)-1]
			if sec.name != tt.sheet.L.ScoreCards {
				t.Fatalf("the last section is %q", sec.name)
			}
			first := sec.blocks[0].table
			for _, b := range sec.blocks {
				if b.table.size != tt.size {
					t.Errorf("%q: %v points, want %v", b.bar, b.table.size, tt.size)
				}
				if tableW(b.table) != tableW(first) || len(b.table.cols) != len(first.cols) {
					t.Errorf("%q: columns differ from the first card's", b.bar)
				}
			}
			if n := len(first.head.cells[len(first.head.cells)-1].lines); n != 1 {
				t.Errorf("the running total's heading has %d lines, want 1", n)
			}
		})
	}
}
