package output_test

import (
	"io"
	"testing"

	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/output"
)

// discard is a Sink that counts what is written to it and keeps nothing.
type discard struct{ files, bytes int }

func (d *discard) Create(string) (io.WriteCloser, error) {
	d.files++
	return discardFile{d}, nil
}

type discardFile struct{ d *discard }

func (f discardFile) Write(p []byte) (int, error) { f.d.bytes += len(p); return len(p), nil }
func (f discardFile) Close() error                { return nil }

// BenchmarkWrite1000 makes the default formats (the site, the PDF and the
// JSON) of a generated 1,000-table Mitchell of 24 boards with Cyrillic
// names, from the model to the last byte, into a sink that keeps
// nothing: what output does of a large field's time, without the disk.
func BenchmarkWrite1000(b *testing.B) {
	r := sampletest.Field1000(b)
	var d discard
	b.ReportAllocs()
	for b.Loop() {
		d = discard{}
		if _, err := output.Write(&d, r, output.Options{Formats: []string{"html", "pdf", "json"}}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(d.files), "files")
	b.ReportMetric(float64(d.bytes), "bytes")
}
