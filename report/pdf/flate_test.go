package pdf

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// fpdfCompressed is the document Write makes of s, with its pages
// compressed by fpdf itself: the oracle of TestFlatePages.
func fpdfCompressed(t *testing.T, s *report.Sheet) []byte {
	t.Helper()
	if err := regular.load(); err != nil {
		t.Fatal(err)
	}
	if err := bold.load(); err != nil {
		t.Fatal(err)
	}
	d := &doc{s: s, f: newFpdf(s)}
	d.f.SetCompression(true)
	d.build()
	d.walk()
	d.pages = d.page
	d.draw = true
	d.walk()
	var b bytes.Buffer
	if err := d.f.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestFlatePages: Write, which makes the document uncompressed and
// compresses its pages with flatePages, writes the very bytes fpdf
// writes compressing them itself, for pairs, IMPs, teams and decisions,
// a field of many pages, and in both languages.
func TestFlatePages(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    func() *report.Sheet
	}{
		{"sample-en", func() *report.Sheet { return SampleSheet(t, "en") }},
		{"sample-ru", func() *report.Sheet { return SampleSheet(t, "ru") }},
		{"butler", func() *report.Sheet { return IMPSheet(t, "en", pairs.Butler) }},
		{"decisions", func() *report.Sheet { return DecisionsSheet(t, "ru", false) }},
		{"teams", func() *report.Sheet {
			return TeamsSheet(t, gen.TeamsConfig{Seed: 3, Teams: 6, BoardsPerMatch: 4}, "en", nil)
		}},
		{"field", func() *report.Sheet { return FieldSheet(t, 40, 12) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := fpdfCompressed(t, tc.s())
			got := Render(t, tc.s())
			if !bytes.Equal(got, want) {
				i := 0
				for i < min(len(got), len(want)) && got[i] == want[i] {
					i++
				}
				t.Fatalf("the PDF differs from fpdf's from byte %d of %d/%d", i, len(got), len(want))
			}
		})
	}
}

// TestFlatePagesLayout: a document not laid out as fpdf lays it out is
// refused, not misread.
func TestFlatePagesLayout(t *testing.T) {
	for _, doc := range []string{
		"",
		"%PDF-1.3\n",
		"%PDF-1.3\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n9\n%%EOF\n",
		"%PDF-1.3\n1 0 obj\n<<>>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000099 00000 n \ntrailer\n<<>>\nstartxref\n31\n%%EOF\n",
		"%PDF-1.3\n1 0 obj\n<</Type /Page\n/Contents 2 0 R>>\nendobj\n2 0 obj\n<</Length 99>>\nstream\nBT\nendstream\nendobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000055 00000 n \ntrailer\n<<>>\nstartxref\n108\n%%EOF\n",
	} {
		var b bytes.Buffer
		if err := flatePages(&b, []byte(doc)); err == nil {
			t.Errorf("flatePages(%q) = nil error", doc)
		}
	}
}
