package pdf_test

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

func benchWrite(b *testing.B, s *report.Sheet) {
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := pdf.Write(&buf, s); err != nil {
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
