package pdf_test

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

func benchWrite(b *testing.B, s *report.Sheet) {
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if _, err := pdf.Write(&buf, s); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len()), "pdf-bytes")
	b.ReportMetric(float64(bytes.Count(buf.Bytes(), []byte("<</Type /Page\n"))), "pages")
}

// BenchmarkWriteSample is the bundled sample: 10 tables, 27 boards, 20
// score cards.
func BenchmarkWriteSample(b *testing.B) { benchWrite(b, pdf.SampleSheet(b, "en")) }

// BenchmarkWrite1000Tables is a generated 1,000-table Mitchell of 24
// boards with Cyrillic names: 2,000 pairs, 24,000 traveller rows.
func BenchmarkWrite1000Tables(b *testing.B) { benchWrite(b, pdf.FieldSheet(b, 1000, 24)) }

// BenchmarkWriteButler is the sample scored as Butler IMP pairs.
func BenchmarkWriteButler(b *testing.B) { benchWrite(b, pdf.IMPSheet(b, "en", pairs.Butler)) }

// BenchmarkWriteTeams is a generated round robin of 8 teams, 7 rounds of
// 8-board matches: 28 matches, 56 deals, Russian labels.
func BenchmarkWriteTeams(b *testing.B) {
	benchWrite(b, pdf.TeamsSheet(b, gen.TeamsConfig{Seed: 1}, "ru", nil))
}

// BenchmarkWriteTeams40 is a 40-team Swiss of 9 rounds of 12-board
// matches with Cyrillic and Polish names: 180 matches, 108 deals and a
// cross-table in groups of columns.
func BenchmarkWriteTeams40(b *testing.B) {
	benchWrite(b, pdf.TeamsSheet(b, gen.TeamsConfig{Seed: 1, Teams: 40, Rounds: 9, BoardsPerMatch: 12, Format: gen.Swiss, Cyrillic: true}, "ru", nil))
}
