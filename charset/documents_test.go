package charset

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/golden"
)

// TestDocuments: the archive documents of testdata/documents (protocols
// drawn with box characters in CP866, KOI8-R and KOI8-U, with ASCII
// tables in the code pages without box characters; rules with small
// tables; movement cards; a help file whose links and fonts are control
// characters) are each read in the encoding their name says,
// with confidence (or in one that reads them alike: KOI8-R for a KOI8-U
// text without Ukrainian letters). What Detect says of each is a golden file, so that a
// retrained model's effect is reviewed as a diff.
func TestDocuments(t *testing.T) {
	files, err := filepath.Glob("testdata/documents/*.txt")
	if err != nil || len(files) < 18 {
		t.Fatalf("%d documents: %v", len(files), err)
	}
	var report strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		want, err := Lookup(name[strings.IndexByte(name, '.')+1:])
		if err != nil {
			t.Fatal(err)
		}
		d := Detect(data)
		got, err1 := d.Encoding.X().NewDecoder().Bytes(data)
		text, err2 := want.X().NewDecoder().Bytes(data)
		if err1 != nil || err2 != nil || string(got) != string(text) || d.Confidence < Threshold {
			t.Errorf("%s: %v (%.3f, runner-up %v), want %v (or one that reads it alike)", name, d.Encoding, d.Confidence, d.RunnerUp, want)
		}
		fmt.Fprintf(&report, "%s\t%s\t%.2f\t%s\trunner-up %v\n", name, d.Encoding, d.Confidence, d.How, d.RunnerUp)
	}
	golden.Check(t, "testdata/documents.golden", []byte(report.String()))
}

// The cases the issue found: box drawing over plain text, and a table
// over one line of names, in CP866 and KOI8-R, where each code page's box
// characters are the other's letters.
func TestBoxDrawingOverText(t *testing.T) {
	text := strings.Repeat("Председатель секции попросил написать заметку для газеты о турнире.\n", 20)
	rule := "╔══════╤════════════════════════════════╤═══════╗\n" +
		"║ Пара │ Участники                      │  %    ║\n"
	table := rule +
		"╟──────┼────────────────────────────────┼───────╢\n" +
		"║   12 │ Гладков Аким - Зимина Полина   │ 58,33 ║\n" +
		"║    7 │ Пестов Марк - Жданова Алиса    │ 54,17 ║\n" +
		"╚══════╧════════════════════════════════╧═══════╝\n"
	for _, tt := range []struct {
		name, text string
	}{
		{"two lines of box drawing over twenty of text", rule + text},
		{"a table over one line of names", table + "Судья: Дорофеев Ефим\n"},
		{"a table alone", table},
		{"text alone", text},
	} {
		for _, e := range []*Encoding{IBM866, KOI8R} {
			t.Run(tt.name+"/"+e.Name, func(t *testing.T) {
				d := Detect(encode(t, e, tt.text))
				if d.Encoding != e || d.Confidence < 0.99 {
					t.Errorf("%v (%.3f, runner-up %v), want %v with 0.99 or more", d.Encoding, d.Confidence, d.RunnerUp, e)
				}
			})
		}
	}
}

// BenchmarkDetectDocument: Detect on a 250 KB DOS archive document (CP866
// protocols drawn with box characters and rules, CR LF).
func BenchmarkDetectDocument(b *testing.B) {
	var doc []byte
	for len(doc) < 250<<10 {
		for _, f := range []string{"protocol.ibm866.txt", "rules.ibm866.txt"} {
			data, err := os.ReadFile(filepath.Join("testdata/documents", f))
			if err != nil {
				b.Fatal(err)
			}
			doc = append(append(doc, data...), "\r\n"...)
		}
	}
	doc = doc[:250<<10]
	b.SetBytes(int64(len(doc)))
	b.ReportAllocs()
	for b.Loop() {
		if d := Detect(doc); d.Encoding != IBM866 || d.Confidence < Threshold {
			b.Fatalf("%v %.2f", d.Encoding, d.Confidence)
		}
	}
}
