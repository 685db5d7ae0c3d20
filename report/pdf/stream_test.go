package pdf

import (
	"bytes"
	"compress/zlib"
	"errors"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// fpdfPainter gives the drawing to fpdf itself: the oracle of the stream.
type fpdfPainter struct{ f *fpdf.Fpdf }

func (p fpdfPainter) addPage()                       { p.f.AddPage() }
func (p fpdfPainter) setFont(fc *face, size float64) { p.f.SetFont(fc.family, fc.style, size) }
func (p fpdfPainter) setTextColor(c rgb)             { p.f.SetTextColor(c.r, c.g, c.b) }
func (p fpdfPainter) setFillColor(c rgb)             { p.f.SetFillColor(c.r, c.g, c.b) }
func (p fpdfPainter) setDrawColor(c rgb)             { p.f.SetDrawColor(c.r, c.g, c.b) }
func (p fpdfPainter) setLineWidth(w float64)         { p.f.SetLineWidth(w) }
func (p fpdfPainter) rect(x, y, w, h float64, style string) {
	p.f.Rect(x, y, w, h, style)
}
func (p fpdfPainter) line(x1, y1, x2, y2 float64) { p.f.Line(x1, y1, x2, y2) }
func (p fpdfPainter) text(x, y float64, s string) { p.f.Text(x, y, s) }
func (p fpdfPainter) bookmark(title string, level int, y float64) {
	p.f.Bookmark(title, level, y)
}
func (p fpdfPainter) failed() error { return nil }

// stdZlib is fpdf's compressor: the standard library's zlib at
// BestSpeed.
func stdZlib() zlibWriter {
	zw, _ := zlib.NewWriterLevel(io.Discard, zlib.BestSpeed)
	return zw
}

// renderStd is Render with the pages compressed as fpdf compresses them.
func renderStd(t *testing.T, s *report.Sheet) []byte {
	t.Helper()
	var b bytes.Buffer
	fb, err := write(&b, s, stdZlib)
	if err != nil {
		t.Fatal(err)
	}
	if fb != nil {
		t.Fatalf("texts printed otherwise: %s", fb.Warning())
	}
	return b.Bytes()
}

// fpdfDrawn is the document Write makes of s drawn by fpdf itself, which
// compresses its pages: the oracle of TestStream.
func fpdfDrawn(t *testing.T, s *report.Sheet) []byte {
	t.Helper()
	d := newDoc(t, s)
	d.build()
	d.walk()
	d.pages = d.page
	o := newFpdf(s)
	o.SetCompression(true)
	d.pen = fpdfPainter{o}
	d.draw = true
	d.walk()
	var b bytes.Buffer
	if err := o.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// streamCases are the sheets TestStream and TestStreamZlib draw.
func streamCases(t *testing.T) []struct {
	name string
	s    func() *report.Sheet
} {
	return []struct {
		name string
		s    func() *report.Sheet
	}{
		{"sample-en", func() *report.Sheet { return SampleSheet(t, "en") }},
		{"sample-ru", func() *report.Sheet { return SampleSheet(t, "ru") }},
		{"butler", func() *report.Sheet { return IMPSheet(t, "en", pairs.Butler) }},
		{"decisions", func() *report.Sheet { return DecisionsSheet(t, "ru", false) }},
		{"team decisions", func() *report.Sheet { return TeamDecisionsSheet(t, "en") }},
		{"teams", func() *report.Sheet {
			return TeamsSheet(t, gen.TeamsConfig{Seed: 3, Teams: 6, BoardsPerMatch: 4}, "en", nil)
		}},
		{"teams40", func() *report.Sheet {
			return TeamsSheet(t, gen.TeamsConfig{Seed: 3, Teams: 40, Rounds: 4, BoardsPerMatch: 1, Format: gen.Swiss, Cyrillic: true}, "ru", nil)
		}},
		{"field", func() *report.Sheet { return FieldSheet(t, 40, 12) }},
	}
}

// TestStream: Write, which draws the pages itself and writes each when
// it is finished, writes the very bytes of the document fpdf makes of the
// same drawing when it compresses the pages as fpdf does, for pairs,
// IMPs, teams and decisions, fields of many pages, and in both languages.
func TestStream(t *testing.T) {
	for _, tc := range streamCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			want := fpdfDrawn(t, tc.s())
			got := renderStd(t, tc.s())
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

// TestStreamZlib: the document Write writes, its pages compressed by
// newZlib's encoder, is fpdf's but for the compressed bytes of the
// pages' contents: the same objects in the same places of the order,
// each where the cross-reference table says, every page's content
// inflating (with the standard library, its checksum checked) to fpdf's
// and filling its stream to the stated length, every other object
// fpdf's byte for byte, the same trailer.
func TestStreamZlib(t *testing.T) {
	for _, tc := range streamCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			want := fpdfDrawn(t, tc.s())
			got := Render(t, tc.s())
			if bytes.Equal(got, want) {
				t.Fatal("the PDF is fpdf's byte for byte: its pages are not compressed by newZlib's encoder")
			}
			sameDocument(t, got, want)
		})
	}
}

// sameDocument checks that got is want but for its pages' contents,
// compressed otherwise (see TestStreamZlib).
func sameDocument(t *testing.T, got, want []byte) {
	t.Helper()
	gobjs, gx, err := objects(got) // every offset of the table checked
	if err != nil {
		t.Fatalf("the PDF: %v", err)
	}
	wobjs, wx, err := objects(want)
	if err != nil {
		t.Fatalf("fpdf's PDF: %v", err)
	}
	if len(gobjs) != len(wobjs) || gx.size != wx.size || !bytes.Equal(gx.trailer, wx.trailer) {
		t.Fatalf("%d objects, a table of %d, trailer %q; fpdf's %d, %d, %q", len(gobjs), gx.size, gx.trailer, len(wobjs), wx.size, wx.trailer)
	}
	if h := got[:gobjs[0].start]; !bytes.Equal(h, want[:wobjs[0].start]) {
		t.Fatalf("the header %q is not fpdf's", h)
	}
	pages := 0
	for i, g := range gobjs {
		w := wobjs[i]
		gb, wb := got[g.start:g.end], want[w.start:w.end]
		if g.num != w.num {
			t.Fatalf("object %d where fpdf has %d", g.num, w.num)
		}
		graw, gok := inflated(gb)
		wraw, wok := inflated(wb)
		switch {
		case !wok && bytes.Equal(gb, wb):
		case !wok || !gok:
			t.Fatalf("object %d is not fpdf's: %.60q", g.num, gb)
		case !bytes.Equal(graw, wraw):
			t.Fatalf("object %d's content inflates to %d bytes, not fpdf's %d", g.num, len(graw), len(wraw))
		default:
			pages++
		}
	}
	if n := bytes.Count(want, []byte("/Type /Page\n")); pages != n {
		t.Errorf("%d pages' contents, fpdf's document has %d pages", pages, n)
	}
}

// streamObject is a page's content object as fpdf writes it: its
// number, the length of its compressed stream, the stream.
var streamObject = regexp.MustCompile(`\A\d+ 0 obj\n<</Filter /FlateDecode /Length (\d+)>>\nstream\n`)

// inflated is the content of a page's content object, obj (the object
// whole, to its "endobj"), inflated: ok when it is laid out as fpdf lays
// it out, its stream of the length it states, in the zlib format with
// its checksum right, and nothing after the compressed data.
func inflated(obj []byte) (raw []byte, ok bool) {
	m := streamObject.FindSubmatch(obj)
	if m == nil {
		return nil, false
	}
	n, err := strconv.Atoi(string(m[1]))
	rest := obj[len(m[0]):]
	if err != nil || len(rest) != n+len("\nendstream\nendobj\n") || string(rest[n:]) != "\nendstream\nendobj\n" {
		return nil, false
	}
	br := bytes.NewReader(rest[:n])
	zr, err := zlib.NewReader(br)
	if err != nil {
		return nil, false
	}
	raw, err = io.ReadAll(zr)
	if err != nil || br.Len() != 0 {
		return nil, false
	}
	return raw, true
}

// TestZlibReset: a writer of newZlib's Reset writes what a new one
// writes, whatever it compressed before, so that the pages' bytes do not
// depend on which compressor took them: the pages of a field, in their
// order and shuffled.
func TestZlibReset(t *testing.T) {
	doc := renderStd(t, FieldSheet(t, 40, 12))
	objs, _, err := objects(doc)
	if err != nil {
		t.Fatal(err)
	}
	var pages [][]byte
	for _, o := range objs {
		if raw, ok := inflated(doc[o.start:o.end]); ok {
			pages = append(pages, raw)
		}
	}
	if len(pages) < 10 {
		t.Fatalf("%d pages", len(pages))
	}
	compress := func(zw zlibWriter, raw []byte) []byte {
		var b bytes.Buffer
		zw.Reset(&b)
		if _, err := zw.Write(raw); err != nil {
			t.Fatal(err)
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	inOrder := make([]int, len(pages))
	for i := range inOrder {
		inOrder[i] = i
	}
	reversed := slices.Clone(inOrder)
	slices.Reverse(reversed)
	shuffled := rand.New(rand.NewPCG(1, 2)).Perm(len(pages))
	for _, order := range [][]int{inOrder, reversed, shuffled} {
		reused := newZlib()
		for _, i := range order {
			if got, want := compress(reused, pages[i]), compress(newZlib(), pages[i]); !bytes.Equal(got, want) {
				t.Fatalf("page %d of %d after %d others: a writer Reset writes %d bytes unlike a new one's %d", i+1, len(pages), slices.Index(order, i), len(got), len(want))
			}
		}
	}
}

// TestStreamProcs: the document is the same on one core (one
// compressor) and on several (two, taking the pages as they come).
func TestStreamProcs(t *testing.T) {
	s := FieldSheet(t, 40, 12)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	want := Render(t, s)
	for _, procs := range []int{2, 4} {
		runtime.GOMAXPROCS(procs)
		if got := Render(t, s); !bytes.Equal(got, want) {
			t.Errorf("GOMAXPROCS %d: the PDF differs from one core's", procs)
		}
	}
}

// TestStreamOps: every operator the stream writes is fpdf's, byte for
// byte, over texts whose UTF-16 bytes need escaping (Ш is 04 28, "(",
// Щ 04 29, ѝ 04 5D, ќ 04 5C, "\", č 01 0D, CR), texts in a face with
// characters new to it and known to it, colours grey and not, the text
// colour the fill colour and not, rules and boxes, line widths, and
// several pages, each starting with the state the page before left.
func TestStreamOps(t *testing.T) {
	texts := []string{"Board 1", `a(b)c\d`, "Шило", "Щука", "ќ ѝ", "Čeč", "Иванов – Петров", "♠♥♦♣ 4♥= N", "Board 1", "Шило Щука", "100.00%", "é", ""}
	fills := []rgb{black, headFill, zebra, red, grey}
	draw := func(p painter) {
		for page := range 3 {
			p.addPage()
			y := 20.0
			for i, s := range texts {
				fc := regular
				if (i+page)%3 == 0 {
					fc = bold
				}
				if i%5 != 4 {
					p.setFont(fc, 8+float64(i%3))
				}
				p.setTextColor([]rgb{black, grey, red}[(i+page)%3])
				if i%4 == page {
					p.setFillColor(fills[(i+page)%len(fills)])
					p.rect(10, y-3, 50, 4, "F")
				}
				if i%3 == page {
					p.setDrawColor([]rgb{rule, white, vulFill}[i%3])
					p.setLineWidth(0.1 * float64(i%4+1))
					p.line(10, y+1, 100, y+1.005*float64(i))
					p.rect(120, y-3, 20.123, 4, "D")
				}
				p.text(12.345+float64(i)*0.005, y, s)
				if i == 2 {
					p.bookmark(s, page%2, y)
				}
				y += 5.5
			}
		}
	}
	s := SampleSheet(t, "en")
	if err := regular.load(); err != nil {
		t.Fatal(err)
	}
	o := newFpdf(s)
	o.SetCompression(true)
	draw(fpdfPainter{o})
	var want bytes.Buffer
	if err := o.Output(&want); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	st, err := newStream(&got, newFpdf(s), stdZlib)
	if err != nil {
		t.Fatal(err)
	}
	draw(st)
	if err := st.close(); err != nil {
		t.Fatal(err)
	}
	if g, w := got.Bytes(), want.Bytes(); !bytes.Equal(g, w) {
		i := 0
		for i < min(len(g), len(w)) && g[i] == w[i] {
			i++
		}
		t.Errorf("the PDFs differ from byte %d of %d/%d:\n%q\n%q", i, len(g), len(w), g[max(0, i-80):min(len(g), i+80)], w[max(0, i-80):min(len(w), i+80)])
	}
}

// failing is a writer that fails after n bytes.
type failing struct{ n int }

var errFull = errors.New("disk full")

func (f *failing) Write(p []byte) (int, error) {
	if len(p) > f.n {
		n := f.n
		f.n = 0
		return n, errFull
	}
	f.n -= len(p)
	return len(p), nil
}

// TestStreamFails: a write that fails stops the document with its
// error, wherever it fails: in the header, in a page, after the pages.
func TestStreamFails(t *testing.T) {
	s := SampleSheet(t, "en")
	full := len(Render(t, s))
	for _, n := range []int{0, 5, 100, 50000, full / 2, full - 100} {
		_, err := Write(&failing{n: n}, s)
		if !errors.Is(err, errFull) {
			t.Errorf("failing after %d bytes of %d: %v", n, full, err)
		}
	}
}

// TestObjectsLayout: a document not laid out as fpdf lays it out is
// refused, not misread.
func TestObjectsLayout(t *testing.T) {
	for _, doc := range []string{
		"",
		"%PDF-1.3\n",
		"%PDF-1.3\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n9\n%%EOF\n",
		"%PDF-1.3\n1 0 obj\n<<>>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000099 00000 n \ntrailer\n<<>>\nstartxref\n31\n%%EOF\n",
	} {
		if _, _, err := objects([]byte(doc)); err == nil {
			t.Errorf("objects(%q) = nil error", doc)
		}
	}
}

// TestRowHeights: the heights of the rows of every lazy table, worked out
// with rowHeight when nothing is drawn, are those of the rows laid out
// for drawing, to the last bit, so that the walk that counts the pages
// breaks them where the walk that draws does: for pairs, IMPs, teams,
// decisions, long names that wrap, tables too wide for the page.
func TestRowHeights(t *testing.T) {
	long := func(s *report.Sheet) *report.Sheet {
		s.Rankings[0].Rows[2].Pair.Names = "Константинопольская-Переяславская Александра Владимировна – Grzegorz Brzęczyszczykiewicz-Chrząszczyżewoszycki"
		opp := *s.Cards[0].Rows[0].Opponents // shared with the traveller: changed in a copy
		opp.Names = strings.Repeat("Żółć ", 30)
		s.Cards[0].Rows[0].Opponents = &opp
		ns := *s.Boards[0].Rows[0].NS      // shared with the pair's other rows: changed in a copy
		ns.Label = strings.Repeat("Ё", 60) // a table narrowed to the page
		s.Boards[0].Rows[0].NS = &ns
		return s
	}
	for _, tc := range []struct {
		name string
		s    func() *report.Sheet
	}{
		{"sample", func() *report.Sheet { return SampleSheet(t, "en") }},
		{"long", func() *report.Sheet { return long(SampleSheet(t, "ru")) }},
		{"butler", func() *report.Sheet { return IMPSheet(t, "en", pairs.Butler) }},
		{"decisions", func() *report.Sheet { return DecisionsSheet(t, "ru", true) }},
		{"team decisions", func() *report.Sheet { return TeamDecisionsSheet(t, "en") }},
		{"teams", func() *report.Sheet {
			return TeamsSheet(t, gen.TeamsConfig{Seed: 1}, "ru", map[string]string{"Leeds": strings.Repeat("Ё", 40)})
		}},
		{"field", func() *report.Sheet { return FieldSheet(t, 40, 12) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			full := newDoc(t, tc.s())
			full.buildAll()
			d := newDoc(t, tc.s())
			d.build()
			tables := 0
			for si, sec := range d.sections {
				if sec.table == nil {
					continue
				}
				for i := range sec.blocks {
					want := full.sections[si].blocks[i].table
					got := sec.table(i)
					if len(got.rows) != len(want.rows) {
						t.Fatalf("%s, block %d: %d rows, want %d", sec.name, i, len(got.rows), len(want.rows))
					}
					for j := range got.rows {
						if got.rows[j].h != want.rows[j].h {
							t.Errorf("%s, block %d, row %d: height %v, laid out %v", sec.name, i, j, got.rows[j].h, want.rows[j].h)
						}
					}
					tables++
				}
			}
			if tables == 0 {
				t.Fatal("no lazy table")
			}
		})
	}
}

// TestAppendF2: appendF2 writes what strconv writes to two places, for
// the coordinates of a page (random, and every hundredth and its
// neighbours: the ties of binary fractions, 0.125, 0.375, and the values
// just either side of a tie), negative ones, zeros and the values left to
// strconv.
func TestAppendF2(t *testing.T) {
	want := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	check := func(v float64) {
		if got := string(appendF2(nil, v)); got != want(v) {
			t.Errorf("appendF2(%v) = %q, want %q", v, got, want(v))
		}
	}
	for _, v := range []float64{0, math.Copysign(0, -1), 0.005, -0.005, 0.004999, 0.125, 0.375, 1.005, 2.675, 1e-9, -1e-9,
		595.28, 841.89, 999999999.994, 1e9, 1e300, math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64} {
		check(v)
		check(-v)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000000 {
		check((r.Float64() - 0.2) * 1000)
	}
	for i := range 200000 {
		v := float64(i) / 1000 // ties at every 0.005 step, as decimals
		check(v)
		check(math.Nextafter(v, 0))
		check(math.Nextafter(v, 1e9))
		check(-v)
	}
}

// TestAppendText holds appendText to appendUTF16 and a range over the
// text adding to the set: ASCII with the escaped bytes, two- and
// three-byte characters whose bytes need escaping (Ш is 04 28, щ 04 49,
// ќ 04 5C), characters beyond the plane and invalid bytes at every place.
func TestAppendText(t *testing.T) {
	texts := []string{"", "Pair 7 (NS) \\ 100%\r", "Иванов – Шмидт щ ќ", "Żółć ♠♥♦♣ 4♥=",
		"a😀b", "😀", "x\xffy", "\xe2\x99", "Ш\xc3", "ab\xed\xa0\x80c", "\u00a0\u2009\ufffd"}
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"a", "(", "\\", "\r", "Ш", "ќ", "♥", "😀", "\xff", "\xe2", " ", "é"}
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		var want, got runeSet
		for _, r := range s {
			want.add(r)
		}
		if g, w := appendText([]byte("x"), s, &got), appendUTF16([]byte("x"), s); !bytes.Equal(g, w) {
			t.Errorf("appendText(%q) = %q, want %q", s, g, w)
		}
		if !slices.Equal(got.runes(), want.runes()) {
			t.Errorf("appendText(%q) added %q, want %q", s, string(got.runes()), string(want.runes()))
		}
		if g := appendText(nil, s, nil); !bytes.Equal(g, appendUTF16(nil, s)) {
			t.Errorf("appendText(%q) without a set = %q", s, g)
		}
	}
}

// fontIDs reads the faces' names from a template of the document's
// fpdf, whatever font it has set: as a document written out names them.
func TestFontIDs(t *testing.T) {
	s := SampleSheet(t, "en")
	if err := regular.load(); err != nil {
		t.Fatal(err)
	}
	if err := bold.load(); err != nil {
		t.Fatal(err)
	}
	// The names in a document written out, each face set on its page.
	o := newFpdf(s)
	o.AddPage()
	for _, fc := range []*face{regular, bold} {
		o.SetFont(fc.family, fc.style, 7)
	}
	var doc bytes.Buffer
	if err := o.Output(&doc); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`BT /F(\S+) 7\.00 Tf ET\nBT /F(\S+) 7\.00 Tf ET\n`).FindSubmatch(doc.Bytes()) // newFpdf does not compress
	if m == nil {
		t.Fatal("no font set in the document written out")
	}
	want := map[*face]string{regular: string(m[1]), bold: string(m[2])}
	for _, current := range []*face{nil, regular, bold} {
		f := newFpdf(s)
		if current != nil {
			f.SetFont(current.family, current.style, 10)
		}
		got, err := fontIDs(f)
		if err != nil || !maps.Equal(got, want) {
			t.Errorf("with %v current: %v, %v; want %v", current, got, err, want)
		}
	}
}
