package pdf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"sync/atomic"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
	"github.com/klauspost/compress/zlib"
)

// The pages are drawn and written here, each as soon as it is finished,
// rather than by fpdf, which keeps every page until the document is
// closed and then copies the whole document into one more buffer: for
// the 1,500 pages of a 1,000-table field, 51 MB of content held and
// 230 MB allocated to write it. A stream writes a page's content as fpdf
// writes it (the same operators, formatted alike, with the graphics
// state, its font, colours and line width, carried from page to page as
// fpdf carries it), compresses it (see newZlib: zlib as fpdf's, another
// encoder; on two cores at most, a writer each reused: a writer Reset
// writes what a new one would), and writes its two objects (the page and
// its content) to the output in page order; six pages are on their way
// at most. fpdf does the rest: it measures the texts, and at the end,
// given as many empty pages, the outline and the characters drawn in
// each face, it writes what follows the pages (the page tree, the fonts'
// subsets, the outline, the information and the catalogue), which the
// stream copies with their offsets moved, and then the cross-reference
// table. TestStream holds the document to the one fpdf makes of the same
// drawing, byte for byte, the stream compressing as fpdf does (the
// standard library's compress/zlib at BestSpeed); TestStreamZlib holds
// the document as written: every page's content inflates to fpdf's, and
// every other object is fpdf's, byte for byte.

// A painter draws the pages: the document's is a stream; the tests give
// the same calls to fpdf itself. Coordinates are in millimetres from the
// top left corner of the page, sizes in points; style is "F" to fill a
// rectangle and "D" to stroke it.
type painter interface {
	addPage()
	setFont(fc *face, size float64)
	setTextColor(c rgb)
	setFillColor(c rgb)
	setDrawColor(c rgb)
	setLineWidth(w float64)
	rect(x, y, w, h float64, style string)
	line(x1, y1, x2, y2 float64)
	text(x, y float64, s string)
	bookmark(title string, level int, y float64)
	// failed is the first error writing the document, when there is one:
	// drawing stops there.
	failed() error
}

// header is what fpdf writes before the first page of a document with
// none of the features (transparency, layers) that raise its version.
const header = "%PDF-1.3\n%µ¶\n"

// pageObject is the page object numbered n as fpdf writes it for a page
// of the document's size with no links; its content is object n+1.
func pageObject(n int) string {
	return strconv.Itoa(n) + " 0 obj\n<</Type /Page\n/Parent 1 0 R\n/Resources 2 0 R\n/Contents " + strconv.Itoa(n+1) + " 0 R>>\nendobj\n"
}

// stream is the painter that writes the document to its output.
type stream struct {
	f   *fpdf.Fpdf // the document's: it measures, and writes what follows the pages
	k   float64    // points per millimetre
	h   float64    // the page's height, in millimetres
	ids map[*face]string

	// fpdf's graphics state, which goes on from page to page
	font            *face // nil until a font is set
	size            float64
	lw              float64      // line width, in millimetres
	draw, fill, txt string       // the colours' operators
	txtFill         bool         // txt is the colour of fill
	ops             []colorEntry // the colours' operators worked out, a few

	page  *pageJob // the page being drawn
	pages int
	used  map[*face]*runeSet // the characters drawn in each face
	cur   *runeSet           // those of the current font
	marks []mark

	out     countWriter
	zlib    func() zlibWriter // a compressor's writer
	work    chan *pageJob     // to the compressors
	order   chan *pageJob     // to the writer, in the order of the pages
	free    chan *pageJob
	written chan struct{} // closed when the writer has written every page
	offsets []int64       // of every page object and its content, from object 3 (the writer's until written)
	werr    error         // the first error writing (the writer's until written, then with err set)
	err     atomic.Bool
	ended   bool // the compressors and the writer are told to end
}

// mark is an entry of the outline, on page page.
type mark struct {
	title string
	level int
	y     float64
	page  int
}

// pageJob is a page on its way out: its content, and then compressed.
type pageJob struct {
	raw  []byte
	flat bytes.Buffer
	done chan struct{} // a token when flat is ready
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// zlibWriter compresses a page's content in the zlib format (RFC 1950).
// After Reset it writes what a new one would: which compressor is given a
// page does not change the page's bytes.
type zlibWriter interface {
	io.WriteCloser
	Reset(w io.Writer)
}

// newZlib is the pages' compressor: klauspost/compress's zlib at level 1
// (BestSpeed), pure Go, a deflate encoder other than the standard
// library's, whose BestSpeed fpdf uses. On the 1,497 pages of a
// 1,000-table field of 24 boards (51.1 MB of content) it takes half the
// CPU (117 ms against 230 ms, the fastest of 21 runs each) and writes
// 1.8 % less (8,295,887 bytes against 8,449,815). Its level 3 writes
// 2.7 % less than level 1 for a fifth more CPU, its level 5 11 % less for
// two thirds more; Huffman only (-2) is faster and writes 3.5 times as
// much.
func newZlib() zlibWriter {
	zw, _ := zlib.NewWriterLevel(io.Discard, zlib.BestSpeed) // a valid level: no error
	return zw
}

// newStream starts the document on w: it writes the header, and starts
// the compressors and the writer, each compressor with a writer of
// compressor's (newZlib; the tests give fpdf's, the standard library's).
// f is the document's fpdf, with its fonts added and no page.
func newStream(w io.Writer, f *fpdf.Fpdf, compressor func() zlibWriter) (*stream, error) {
	ids, err := fontIDs(f)
	if err != nil {
		return nil, err
	}
	_, h := f.GetPageSize()
	// A page takes about half as long to compress as to draw: two
	// compressors keep up with the drawing with room to spare, and more
	// would hold more writers (0.8 MB each) for nothing.
	workers := min(max(1, runtime.GOMAXPROCS(0)), 2)
	s := &stream{
		f: f, k: f.GetConversionRatio(), h: h, ids: ids,
		lw:      f.GetLineWidth(),
		used:    map[*face]*runeSet{},
		out:     countWriter{w: w},
		zlib:    compressor,
		work:    make(chan *pageJob),
		order:   make(chan *pageJob, 2*workers),
		free:    make(chan *pageJob, 2*workers+2),
		written: make(chan struct{}),
	}
	s.draw = s.colorOp(rgbOf(f.GetDrawColor()), true)
	s.fill = s.colorOp(rgbOf(f.GetFillColor()), false)
	s.txt = s.colorOp(rgbOf(f.GetTextColor()), false)
	s.txtFill = s.txt == s.fill
	if _, err := io.WriteString(&s.out, header); err != nil {
		return nil, err
	}
	for range workers {
		go s.compress()
	}
	go s.write()
	return s, nil
}

func rgbOf(r, g, b int) rgb { return rgb{r, g, b} }

// compress compresses the pages it is given, each in the zlib format as
// fpdf compresses a page.
func (s *stream) compress() {
	zw := s.zlib()
	for j := range s.work {
		j.flat.Reset()
		zw.Reset(&j.flat)
		zw.Write(j.raw) // a bytes.Buffer's Write does not fail
		zw.Close()
		j.done <- struct{}{}
	}
}

// write writes the pages in order as they are compressed, each as fpdf
// writes a page object and its content, until the first error.
func (s *stream) write() {
	defer close(s.written)
	n := 3 // the first page's object: 1 and 2 are the page tree and the resources
	var head []byte
	for j := range s.order {
		<-j.done
		if s.werr == nil {
			s.offsets = append(s.offsets, s.out.n)
			_, s.werr = io.WriteString(&s.out, pageObject(n))
			s.offsets = append(s.offsets, s.out.n)
			head = strconv.AppendInt(append(head[:0], strconv.Itoa(n+1)+" 0 obj\n<</Filter /FlateDecode /Length "...), int64(j.flat.Len()), 10)
			head = append(head, ">>\nstream\n"...)
			for _, b := range [][]byte{head, j.flat.Bytes(), []byte("\nendstream\nendobj\n")} {
				if s.werr == nil {
					_, s.werr = s.out.Write(b)
				}
			}
			if s.werr != nil {
				s.err.Store(true)
			}
		}
		n += 2
		select {
		case s.free <- j:
		default:
		}
	}
}

func (s *stream) failed() error {
	if s.err.Load() {
		return s.werr
	}
	return nil
}

// endPage sends the page drawn to be compressed and written.
func (s *stream) endPage() {
	s.order <- s.page
	s.work <- s.page
	s.page = nil
}

func (s *stream) addPage() {
	if s.page != nil {
		s.endPage()
	}
	s.pages++
	select {
	case s.page = <-s.free:
		s.page.raw = s.page.raw[:0]
	default:
		s.page = &pageJob{raw: make([]byte, 0, 64<<10), done: make(chan struct{}, 1)}
	}
	// What fpdf's AddPage writes: the line cap and join, the line width,
	// the font (when one is set), the colours, the font again.
	b := append(s.page.raw, "0 J\n0 j\n"...)
	b = append(appendF2(b, s.lw*s.k), " w\n"...)
	if s.font != nil {
		b = s.appendFont(b)
	}
	if s.draw != "0 G" {
		b = append(append(b, s.draw...), '\n')
	}
	if s.fill != "0 g" {
		b = append(append(b, s.fill...), '\n')
	}
	if s.font != nil {
		b = s.appendFont(b)
	}
	s.page.raw = b
}

func (s *stream) appendFont(b []byte) []byte {
	b = append(append(append(b, "BT /F"...), s.ids[s.font]...), ' ')
	return append(appendF2(b, s.size), " Tf ET\n"...)
}

func (s *stream) setFont(fc *face, size float64) {
	s.font, s.size = fc, size
	s.cur = s.used[fc]
	if s.cur == nil {
		s.cur = &runeSet{}
		s.used[fc] = s.cur
	}
	if s.page != nil {
		s.page.raw = s.appendFont(s.page.raw)
	}
}

func (s *stream) setTextColor(c rgb) {
	s.txt = s.colorOp(c, false)
	s.txtFill = s.txt == s.fill
}

func (s *stream) setFillColor(c rgb) {
	s.fill = s.colorOp(c, false)
	s.txtFill = s.txt == s.fill
	s.op(s.fill)
}

func (s *stream) setDrawColor(c rgb) {
	s.draw = s.colorOp(c, true)
	s.op(s.draw)
}

func (s *stream) setLineWidth(w float64) {
	s.lw = w
	if s.page != nil {
		s.page.raw = append(appendF2(s.page.raw, w*s.k), " w\n"...)
	}
}

// op writes an operator and ends its line.
func (s *stream) op(o string) {
	if s.page != nil {
		s.page.raw = append(append(s.page.raw, o...), '\n')
	}
}

func (s *stream) rect(x, y, w, h float64, style string) {
	op := " re S\n"
	if style == "F" {
		op = " re f\n"
	}
	b := append(appendF2(s.page.raw, x*s.k), ' ')
	b = append(appendF2(b, (s.h-y)*s.k), ' ')
	b = append(appendF2(b, w*s.k), ' ')
	s.page.raw = append(appendF2(b, -h*s.k), op...)
}

func (s *stream) line(x1, y1, x2, y2 float64) {
	b := append(appendF2(s.page.raw, x1*s.k), ' ')
	b = append(appendF2(b, (s.h-y1)*s.k), " m "...)
	b = append(appendF2(b, x2*s.k), ' ')
	s.page.raw = append(appendF2(b, (s.h-y2)*s.k), " l S\n"...)
}

// text writes what fpdf's Text writes for a UTF-8 font, left to right,
// without underline or strike-out:
//
//	BT x y Td (text) Tj ET            the text colour the fill colour
//	q colour BT x y Td (text) Tj ET Q otherwise
//
// x and y in points with two decimals, the text in UTF-16BE (as fpdf
// converts UTF-8) with \, (, ) and CR escaped; and it records the
// characters in the font's subset.
func (s *stream) text(x, y float64, str string) {
	b := s.page.raw
	flag := !s.txtFill
	if flag {
		b = append(append(append(b, "q "...), s.txt...), ' ')
	}
	b = append(appendF2(append(b, "BT "...), x*s.k), ' ')
	b = append(appendF2(b, (s.h-y)*s.k), " Td ("...)
	b = appendText(b, str, s.cur)
	b = append(b, ") Tj ET"...)
	if flag {
		b = append(b, " Q"...)
	}
	s.page.raw = append(b, '\n')
}

// appendText is appendUTF16(b, str), and it adds each character of str,
// as a range over str gives them, to set (unless nil): in one pass over
// the characters of one, two and three bytes (all that shown leaves),
// which fpdf's conversion turns into the character's own two bytes; from
// an invalid byte or a character beyond the plane on, as the two did.
// The characters are decoded in the loop, and written into room made
// for them at the start: a byte becomes two at most, with an escape
// three, and a character of two or three bytes four.
func appendText(b []byte, str string, set *runeSet) []byte {
	b = slices.Grow(b, 3*len(str))
	n := len(b)
	out := b[:cap(b)]
	for i := 0; i < len(str); {
		c := str[i]
		if c < utf8.RuneSelf && escapes[c] == 0 { // most characters
			if set != nil {
				set.addBMP(rune(c))
			}
			out[n], out[n+1] = 0, c
			n += 2
			i++
			continue
		}
		var r rune
		switch {
		case c < utf8.RuneSelf:
			r = rune(c)
			i++
		case c >= 0xC2 && c < 0xE0 && i+1 < len(str) && str[i+1]&0xC0 == 0x80:
			r = rune(c&0x1F)<<6 | rune(str[i+1]&0x3F)
			i += 2
		default:
			var k int
			r, k = utf8.DecodeRuneInString(str[i:])
			if k != 3 {
				b = appendUTF16(out[:n], str[i:])
				if set != nil {
					for _, r := range str[i:] {
						set.add(r)
					}
				}
				return b
			}
			i += 3
		}
		if set != nil {
			set.addBMP(r)
		}
		n = putEscaped(out, n, byte(r>>8))
		n = putEscaped(out, n, byte(r))
	}
	return out[:n]
}

// putEscaped puts c at out[n] as appendEscaped appends it, and returns
// where the next byte goes.
func putEscaped(out []byte, n int, c byte) int {
	if e := escapes[c]; e != 0 {
		out[n], out[n+1] = '\\', e
		return n + 2
	}
	out[n] = c
	return n + 1
}

// escapes are the bytes of a PDF string that fpdf escapes, each with
// what follows its backslash; 0 for a byte written as it is.
var escapes = [256]byte{'\\': '\\', '(': '(', ')': ')', '\r': 'r'}

func (s *stream) bookmark(title string, level int, y float64) {
	s.marks = append(s.marks, mark{title: title, level: level, y: y, page: s.pages})
}

// appendF2 appends v with two decimals, as fpdf's "%.2f" (strconv's
// 'f' to two places: the exact binary value rounded to nearest, a tie
// to even), which a page's operators ask for a hundred thousand times.
// A coordinate is rounded here from v×100 when that product is clear of
// a tie by far more than its rounding error; any other value is left to
// strconv (TestAppendF2).
func appendF2(b []byte, v float64) []byte {
	a := math.Abs(v)
	if !(a < 1e9) { // NaN, ±Inf, large: strconv
		return strconv.AppendFloat(b, v, 'f', 2, 64)
	}
	n := a * 100   // within a 2⁻⁵² part of the exact product
	fl := int64(n) // its floor: 0 ≤ n < 2⁶³
	frac := n - float64(fl)
	if math.Abs(frac-0.5) < 1e-4 {
		return strconv.AppendFloat(b, v, 'f', 2, 64)
	}
	c := uint64(fl)
	if frac > 0.5 {
		c++
	}
	whole, cents := c/100, c%100
	if whole >= 1000 {
		if math.Signbit(v) {
			b = append(b, '-')
		}
		b = strconv.AppendUint(b, whole, 10)
		return append(b, '.', digits2[2*cents], digits2[2*cents+1])
	}
	// The sign, the whole part below 1,000 (a page is 595 by 842
	// points) and the two decimals: seven bytes at most, packed into a
	// word (the first byte lowest) and stored at once.
	tail := uint64('.') | uint64(digits2[2*cents])<<8 | uint64(digits2[2*cents+1])<<16
	var u uint64
	var k int
	switch {
	case whole >= 100:
		h, r := whole/100, whole%100
		u, k = uint64('0'+h)|uint64(digits2[2*r])<<8|uint64(digits2[2*r+1])<<16|tail<<24, 6
	case whole >= 10:
		u, k = uint64(digits2[2*whole])|uint64(digits2[2*whole+1])<<8|tail<<16, 5
	default:
		u, k = uint64('0'+whole)|tail<<8, 4
	}
	if math.Signbit(v) {
		u, k = u<<8|'-', k+1
	}
	if cap(b)-len(b) < 8 {
		b = slices.Grow(b, 8)
	}
	at := len(b)
	binary.LittleEndian.PutUint64(b[at:at+8], u)
	return b[:at+k]
}

// digits2 are the numbers 00 to 99, two digits each.
const digits2 = "00010203040506070809" +
	"10111213141516171819" +
	"20212223242526272829" +
	"30313233343536373839" +
	"40414243444546474849" +
	"50515253545556575859" +
	"60616263646566676869" +
	"70717273747576777879" +
	"80818283848586878889" +
	"90919293949596979899"

// appendUTF16 appends s converted to UTF-16BE as fpdf converts it (byte
// by byte, for the characters of the Basic Multilingual Plane that shown
// gives), each byte escaped as fpdf escapes a string.
func appendUTF16(b []byte, s string) []byte {
	at := func(i int) byte {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	for i := 0; i < len(s); {
		c1 := s[i]
		i++
		var hi, lo byte
		switch {
		case c1 >= 224:
			c2, c3 := at(i), at(i+1)
			i += 2
			hi, lo = ((c1&0x0F)<<4)+((c2&0x3C)>>2), ((c2&0x03)<<6)+(c3&0x3F)
		case c1 >= 192:
			c2 := at(i)
			i++
			hi, lo = (c1&0x1C)>>2, ((c1&0x03)<<6)+(c2&0x3F)
		default:
			hi, lo = 0, c1
		}
		b = appendEscaped(appendEscaped(b, hi), lo)
	}
	return b
}

// appendEscaped appends a byte of a PDF string as fpdf escapes it (see
// escapes).
func appendEscaped(b []byte, c byte) []byte {
	if e := escapes[c]; e != 0 {
		return append(b, '\\', e)
	}
	return append(b, c)
}

type colorKey struct {
	c      rgb
	stroke bool
}

// colorEntry is a colour and its operator, as colorOp writes it.
type colorEntry struct {
	k  colorKey
	op string
}

// colorOp is the operator of a colour as fpdf writes it: its grey level
// ("0.000 g") when the three components are equal, else the three
// ("0.784 0.000 0.000 rg"), each of 0–255 as a fraction with three
// decimals; "G" and "RG" for the colour of lines (stroke).
func (s *stream) colorOp(c rgb, stroke bool) string {
	// The document's colours are the layout's dozen, filled or stroked:
	// a look through them is quicker than a map's hash of the key, for
	// every row's fill and rule.
	k := colorKey{c, stroke}
	for i := range s.ops {
		if s.ops[i].k == k {
			return s.ops[i].op
		}
	}
	f := func(v int) string { return strconv.FormatFloat(float64(min(max(v, 0), 255))/255.0, 'f', 3, 64) }
	gray, full := "g", "rg"
	if stroke {
		gray, full = "G", "RG"
	}
	op := f(c.r) + " " + f(c.g) + " " + f(c.b) + " " + full
	if c.r == c.g && c.r == c.b {
		op = f(c.r) + " " + gray
	}
	s.ops = append(s.ops, colorEntry{k, op})
	return op
}

// runeSet is a set of characters: those of the Basic Multilingual Plane
// in bits, any other in a map.
type runeSet struct {
	bmp   [0x10000 / 64]uint64
	other map[rune]bool
}

func (s *runeSet) add(r rune) {
	if r >= 0 && r < 0x10000 {
		s.addBMP(r)
		return
	}
	if s.other == nil {
		s.other = map[rune]bool{}
	}
	s.other[r] = true
}

// addBMP adds r, a character of the basic plane (0 to 0xFFFF).
func (s *runeSet) addBMP(r rune) { s.bmp[uint16(r)>>6] |= 1 << (uint16(r) & 63) }

// runes are the set's characters, in order.
func (s *runeSet) runes() []rune {
	var out []rune
	for i, w := range s.bmp {
		for ; w != 0; w &= w - 1 {
			out = append(out, rune(i*64+bits.TrailingZeros64(w)))
		}
	}
	for r := range s.other {
		out = append(out, r)
	}
	slices.Sort(out)
	return out
}

// close ends the document: it writes the last page and then what fpdf
// writes after the pages, and the cross-reference table.
func (s *stream) close() error {
	if s.pages == 0 { // fpdf adds a page to a document that has none
		s.addPage()
	}
	s.endPage()
	s.abort()
	if s.werr != nil {
		return s.werr
	}
	doc, err := s.rest()
	if err != nil {
		return err
	}
	objs, xref, err := objects(doc)
	last := 2*s.pages + 2 // the last page's content object
	if err != nil {
		return err
	}
	// fpdf's document has its pages first, as the stream wrote them.
	if string(doc[:objs[0].start]) != header || len(objs) < last-2 || xref.size <= last {
		return errLayout
	}
	for i, o := range objs[:last-2] {
		if o.num != i+3 || o.num%2 == 1 && string(doc[o.start:o.end]) != pageObject(o.num) {
			return errLayout
		}
	}
	offsets := make([]int64, xref.size)
	copy(offsets[3:], s.offsets)
	for _, o := range objs[last-2:] {
		offsets[o.num] = s.out.n
		if _, err := s.out.Write(doc[o.start:o.end]); err != nil {
			return err
		}
	}
	start := s.out.n
	b := make([]byte, 0, 64+20*xref.size+len(xref.trailer))
	b = append(b, "xref\n0 "...)
	b = strconv.AppendInt(b, int64(xref.size), 10)
	b = append(b, "\n0000000000 65535 f \n"...)
	for _, off := range offsets[1:] {
		b = fmt.Appendf(b, "%010d 00000 n \n", off)
	}
	b = append(b, xref.trailer...)
	b = append(b, "startxref\n"...)
	b = strconv.AppendInt(b, start, 10)
	b = append(b, "\n%%EOF\n"...)
	_, err = s.out.Write(b)
	return err
}

// abort ends the compressors and the writer once the pages sent are
// written: close calls it, and Write when it stops drawing (a panic).
func (s *stream) abort() {
	if !s.ended {
		s.ended = true
		close(s.work)
		close(s.order)
		<-s.written
	}
}

// rest is the document fpdf makes of as many pages as the stream wrote,
// empty, with the outline and with every character drawn in each face:
// what follows its pages is what follows the stream's.
func (s *stream) rest() ([]byte, error) {
	f := s.f
	f.SetCompression(false) // its pages are dropped
	m := 0
	for p := 1; p <= s.pages; p++ {
		f.AddPage()
		if p == 1 {
			for _, fc := range []*face{regular, bold} {
				if set := s.used[fc]; set != nil {
					f.SetFont(fc.family, fc.style, sizeTable)
					f.Text(0, 0, string(set.runes()))
				}
			}
			// A UTF-8 font is current, so the outline's titles are
			// written as UTF-16, as when the pages were drawn.
			f.SetFont(regular.family, regular.style, sizeTable)
		}
		for ; m < len(s.marks) && s.marks[m].page == p; m++ {
			f.Bookmark(s.marks[m].title, s.marks[m].level, s.marks[m].y)
		}
	}
	var b bytes.Buffer
	if err := f.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// fontIDs are the names f gives the faces in a page's content
// ("/F<id>"), which it does not tell: they are read from a template of
// f's, a page of its own with f's fonts, that sets each (written out
// nowhere). A document of its own written out for them, with its fonts'
// subsets, cost 12 ms and 8 MB allocated in every run.
func fontIDs(f *fpdf.Fpdf) (map[*face]string, error) {
	t := f.CreateTemplate(func(t *fpdf.Tpl) {
		for _, fc := range []*face{regular, bold} {
			t.SetFont(fc.family, fc.style, 10)
		}
	})
	m := fontSet.FindSubmatch(t.Bytes())
	if m == nil {
		return nil, errLayout
	}
	return map[*face]string{regular: string(m[1]), bold: string(m[2])}, nil
}

// fontSet is what setting the two faces at 10 points writes at the end
// of a page (which starts by setting f's current font, if any).
var fontSet = regexp.MustCompile(`BT /F(\S+) 10\.00 Tf ET\nBT /F(\S+) 10\.00 Tf ET\n\z`)

// object is one object of a document: its number, and where it is.
type object struct{ num, start, end int }

// xrefTail is what a document has after its objects: the size of its
// cross-reference table and its trailer ("trailer\n<<...>>\n").
type xrefTail struct {
	size    int
	trailer []byte
}

var errLayout = errors.New("the document is not laid out as fpdf lays it out")

// objects are the objects of doc, as fpdf writes a document: the
// objects, then "xref\n0 N\n" and N lines of 20 bytes, the trailer,
// "startxref\nOFFSET\n%%EOF\n". They are in the order of the document.
func objects(doc []byte) ([]object, xrefTail, error) {
	end := bytes.LastIndex(doc, []byte("startxref\n"))
	if end < 0 || !bytes.HasSuffix(doc, []byte("\n%%EOF\n")) {
		return nil, xrefTail{}, errLayout
	}
	at, err := strconv.Atoi(string(doc[end+len("startxref\n") : len(doc)-len("\n%%EOF\n")]))
	if err != nil || at < 0 || at > end {
		return nil, xrefTail{}, errLayout
	}
	rest := doc[at:end]
	line, rest, ok := bytes.Cut(rest, []byte("\n"))
	if !ok || string(line) != "xref" {
		return nil, xrefTail{}, errLayout
	}
	line, rest, _ = bytes.Cut(rest, []byte("\n"))
	size, err := strconv.Atoi(string(bytes.TrimPrefix(line, []byte("0 "))))
	if err != nil || size < 1 || len(rest) < 20*size || string(rest[:20]) != "0000000000 65535 f \n" {
		return nil, xrefTail{}, errLayout
	}
	objs := make([]object, 0, size-1)
	for num := 1; num < size; num++ {
		e := rest[20*num : 20*num+20]
		off, err := strconv.Atoi(string(e[:10]))
		if err != nil || string(e[10:]) != " 00000 n \n" || off >= at {
			return nil, xrefTail{}, errLayout
		}
		objs = append(objs, object{num: num, start: off})
	}
	trailer := rest[20*size:]
	slices.SortFunc(objs, func(a, b object) int { return a.start - b.start })
	for i := range objs {
		objs[i].end = at
		if i+1 < len(objs) {
			objs[i].end = objs[i+1].start
		}
		if !bytes.HasPrefix(doc[objs[i].start:objs[i].end], []byte(strconv.Itoa(objs[i].num)+" 0 obj\n")) {
			return nil, xrefTail{}, errLayout
		}
	}
	if len(objs) == 0 {
		return nil, xrefTail{}, errLayout
	}
	return objs, xrefTail{size: size, trailer: trailer}, nil
}
