package pdf

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Page geometry, in millimetres: A4 portrait.
const (
	pageW      = 210.0 // height 297
	marginX    = 12.0
	contentW   = pageW - 2*marginX
	headerBase = 12.0  // baseline of the running header
	headerRule = 14.5  // rule under it
	top        = 18.5  // first line of content
	bottom     = 282.5 // content ends here
	footerRule = 284.5
	footerBase = 289.0
	ptMM       = 25.4 / 72 // one point in millimetres
)

// Type sizes, in points.
const (
	sizeTitle   = 18.0
	sizeSub     = 10.5
	sizeRunning = 8.0 // running header and footer
	sizeBar     = 11.0
	sizeTable   = 9.0
	sizeRank    = 10.0
	sizeHead    = 8.0 // table header rows
	sizeAdjust  = 8.0 // a decision under the result it leaves standing
	sizeHand    = 10.0
	sizeBoxNum  = 13.0
	sizeSeat    = 9.0 // a seat's letter in the compass box
	cellPadX    = 1.2
	cellPadY    = 0.35
	lineFactor  = 1.2 // line height as a multiple of the type size
)

// Colours, as RGB.
type rgb struct{ r, g, b int }

var (
	black    = rgb{0, 0, 0}
	grey     = rgb{95, 95, 95}
	red      = rgb{200, 0, 0}
	rule     = rgb{170, 170, 170}
	barFill  = rgb{218, 226, 238}
	headFill = rgb{232, 232, 232}
	zebra    = rgb{245, 245, 245}
	vulFill  = rgb{215, 40, 40}
	bandFill = rgb{225, 225, 225}
	white    = rgb{255, 255, 255}
)

func lineH(size float64) float64 { return size * ptMM * lineFactor }

// span is a run of text of one colour, for contracts and leads whose suit
// symbol is red or black, and a decision in grey beside a result.
type span struct {
	text string
	red  bool
	grey bool
}

// cell is one table cell: wrapped lines of one style, or one line of
// spans.
type cell struct {
	lines []string
	spans []span
	grey  bool
	bold  bool
	align byte // 0: the column's
	cols  int  // columns it spans: 0 or 1 is one
	// w is the width of the cell's line when it is one line measured as
	// it was laid out; 0 when not known.
	w float64
}

// col is a table column.
type col struct {
	w     float64 // width; before fitCols, the least width
	align byte    // 'L', 'C', 'R', or 'P' for places: right on the digits, a tie's "=" hanging
	flex  bool    // takes the width the other columns leave (names)
	// headMax, when set, is the most a word of the header may widen the
	// column; a longer one (a team's name over its IMPs) wraps instead.
	headMax float64
	// headLine asks for the whole header on one line, not only its
	// longest word ("Running %" over a score card's last column).
	headLine bool
}

// row is a table row with its wrapped cells and height.
type row struct {
	cells []cell
	h     float64
	shade bool
	total bool // a totals row: a rule above it
	// under is text under the row's first lines, in grey at sizeAdjust:
	// a director's decision under the result it leaves standing (the site
	// prints it beside the contract, smaller and muted). It starts at
	// column underAt, spans underCols columns and wraps to them, and its
	// first line is underY below the row's top.
	under     []string
	underAt   int
	underCols int
	underY    float64
}

// table is a header row and body rows; the header is drawn again at the
// top of every page the table continues on.
type table struct {
	cols []col
	size float64 // body type size
	head row
	rows []row
	grid bool // rules between the columns (the cross-table)
}

// diagram is a board's four hands around a compass box: the board's
// number in the middle, a band on each side with the seat's letter
// (red with the letter in white when the side is vulnerable, the
// dealer's underlined), as on a duplicate board and on the site's board
// page. The high-card points are in a small cross of their own in the
// lower-left corner, under West, as hand records print them.
type diagram struct {
	hands  [4][][]span // N, E, S, W: four suit lines each; nil when unknown
	size   [4]float64  // type size of each hand, shrunk when a line is too long
	widest [4]float64  // width of each hand's longest line
	hcp    [4]string   // "" when the hand is unknown
	seats  [4]string   // the seats' letters, N E S W as the sheet prints them
	dealer int         // the dealer, an index into seats
	number string
	vulNS  bool
	vulEW  bool
	// hcpCaption heads the cross of high-card points ("HCP"); it is ""
	// when no hand is known.
	hcpCaption string
	// dd is the double-dummy table and par, in the lower-right corner
	// (under East, right of South); nil when the board has none.
	dd *ddTable
}

// ddTable is a board's double-dummy table (a heading, the strains, then
// a row of tricks for each declarer N, S, E, W) and its par line under
// it, wrapped. In a diagram it sits at x, right of South's longest line,
// its top ddTop below the diagram's; without a diagram it is under the
// note, at the margin.
type ddTable struct {
	caption []string     // the heading, wrapped
	strains [5]string    // column heads: NT, ♠, ♥, ♦, ♣ (♥ ♦ red)
	rows    [4][6]string // declarer, then tricks by strain
	par     []string     // "Par: NS 420 · 4♠ N =, 4♠ S =", wrapped
	seatW   float64      // width of the declarer column
	colW    float64      // width of each strain column
	x       float64      // its left edge in a diagram
}

// The double-dummy table's type and spacing.
const (
	sizeDD = 8.0
	ddGap  = 6.0 // between South's longest line and the table
	parGap = 0.8 // between the table and the par line
)

func (t *ddTable) width() float64 { return t.seatW + 5*t.colW }

func (t *ddTable) height() float64 {
	return float64(len(t.caption)+1+len(t.rows))*lineH(sizeDD) + parGap + float64(len(t.par))*lineH(sizeDD)
}

// ddTop is where the table starts below the top of a diagram: under
// East's hand.
func ddTop() float64 {
	hh := handH()
	midH := max(hh, boxSide)
	return hh + handGap + (midH-hh)/2 + hh + handGap
}

// The diagram's geometry: hand columns around a square box in the middle
// of the page.
const (
	boxSide   = 22.0
	boxBand   = 4.6 // the band of a side of the box, with its seat's letter
	boxX      = pageW/2 - boxSide/2
	handLines = 4
	handGap   = 1.5
	eastX     = boxX + boxSide + 5
	northX    = boxX + 1
	handMaxW  = 50.0 // widest a hand line may be before its type shrinks
	symbolGap = 1.2  // between a suit symbol and the cards
	westMin   = 24.0 // West's column ends 5 mm left of the box, and is at least this wide
)

func handH() float64 { return handLines * lineH(sizeHand) }

// height is the diagram's: the hands and the box, and the double-dummy
// table when it reaches lower.
func (dg *diagram) height() float64 {
	h := 2*handH() + max(handH(), boxSide) + 2*handGap
	if dg.dd != nil {
		h = max(h, ddTop()+dg.dd.height())
	}
	return h
}

// block is one unit of a section: a heading bar, then optionally a line of
// text, a diagram and a table.
type block struct {
	bar     []string // heading lines (bold), wrapped
	info    string   // right side of the heading bar
	note    []string // a line of text under the bar ("Deal not known")
	diagram *diagram
	dd      *ddTable // under the note when there is no diagram
	table   *table
	keep    bool // keep on one page when it fits on one
	minRows int  // when not kept: rows that must follow the heading on its page
}

func barH(lines int) float64 { return float64(max(lines, 1))*lineH(sizeBar) + 2*1.2 }

const (
	barGap   = 1.8 // between the bar and what follows
	blockGap = 5.0 // between blocks
)

// height is the block's full height.
func (b *block) height() float64 {
	h := barH(len(b.bar)) + barGap
	h += b.partsHeight()
	if b.table != nil {
		h += b.table.head.h
		for _, r := range b.table.rows {
			h += r.h
		}
	}
	return h
}

// partsHeight is the height of what lies between the bar and the table.
func (b *block) partsHeight() float64 {
	h := 0.0
	if len(b.note) > 0 {
		h += float64(len(b.note))*lineH(sizeTable) + barGap
	}
	if b.diagram != nil {
		h += b.diagram.height() + 3
	}
	if b.dd != nil {
		h += b.dd.height() + 3
	}
	return h
}

// section is a part of the document that starts on a new page; its name
// is in the footer of its pages.
type section struct {
	name   string
	blocks []block
	// table, when set, lays out the table of block i when the walk comes
	// to it (see lazyTable): the blocks have none until then.
	table func(i int) *table
}

// width measures s, as shown, in the given face and size, in millimetres.
func (d *doc) width(fc *face, size float64, s string) float64 {
	d.setFont(fc, size)
	return d.shownWidth(s)
}

// shownWidth is the width of s, as shown, in the current font.
func (d *doc) shownWidth(s string) float64 {
	if w, ok := d.measure(s); ok {
		return w
	}
	return d.f.GetStringWidth(shown(s))
}

// widthOf is the width of s, shown already (shown(s) == s), in the
// current font: fpdf's GetStringWidth.
func (d *doc) widthOf(s string) float64 {
	if w, ok := d.measure(s); ok {
		return w
	}
	return d.f.GetStringWidth(s)
}

// measure is what fpdf's GetStringWidth gives s in the current font, for
// s stable (shown(s) == s, see stable), found in one pass over s with the
// width of each character looked up once; ok is false when s is not
// stable, and its width is then not worked out.
func (d *doc) measure(s string) (w float64, ok bool) {
	w, ok, _ = d.measureLine(s, false)
	return w, ok
}

// measureLine is measure, and with line set, oneLine tells whether s is
// also one line as wrap leaves it: not empty, no run of spaces, and no
// white space at either end.
func (d *doc) measureLine(s string, line bool) (w float64, ok, oneLine bool) {
	sum, ok, oneLine := d.measureUnits(s, line)
	if !ok {
		return 0, false, false
	}
	// fpdf: float64(GetStringSymbolWidth(s)) * fontSize / 1000, the sum
	// being that of its characters' widths.
	return d.inSize(sum), true, oneLine
}

// inSize is the width of a text of the given width in font units (see
// measureUnits) in the current size, as fpdf's GetStringWidth works it
// out: a function of the units that never decreases.
func (d *doc) inSize(units int) float64 { return float64(units) * d.curUnit / 1000 }

// unitsOf is the width of s, as shown, in the units of the current face
// (fpdf's GetStringSymbolWidth of shown(s)), whatever the size.
func (d *doc) unitsOf(s string) int {
	if u, ok, _ := d.measureUnits(s, false); ok {
		return u
	}
	return d.f.GetStringSymbolWidth(shown(s))
}

// measureUnits is measureLine with the width in font units.
func (d *doc) measureUnits(s string, line bool) (sum int, ok, oneLine bool) {
	if len(s) < measuredLeast || d.curMeasured == nil {
		return d.measureText(s, line)
	}
	m, found := d.curMeasured[s]
	if !found {
		sum, ok, one := d.measureText(s, true)
		if sum > math.MaxInt32 { // not kept: a text of a million wide letters
			return sum, ok, line && one
		}
		if len(d.curMeasured) == measuredMost {
			clear(d.curMeasured)
		}
		m = measuredText{sum: int32(sum), ok: ok, oneLine: one}
		d.curMeasured[s] = m
	}
	return int(m.sum), m.ok, line && m.oneLine
}

// A text of measuredLeast bytes or more is measured once in a face (see
// doc.measured); measuredMost such texts are kept at most in a face, and
// then forgotten together. The 1,000-table field has 7,890 of them.
const (
	measuredLeast = 16
	measuredMost  = 1 << 13
)

// measuredText is what measureText found of a text: see there.
type measuredText struct {
	sum         int32
	ok, oneLine bool
}

// measureText is measureUnits, measured. A character's entry in the
// face's units is looked up once: a character that is not stable (a
// control character, one that composes, one the faces lack) is marked
// there, for any face, so that the pass over a text asks nothing else
// of a character it met before; the two bytes of a character below
// U+0800 (Latin accents, Cyrillic, Greek) are decoded in the loop.
func (d *doc) measureText(s string, line bool) (sum int, ok, oneLine bool) {
	units := d.curUnits
	var prev byte // the byte before, when ASCII
	run := false  // a run of spaces was met
	for i := 0; i < len(s); {
		c := s[i]
		var r rune
		switch {
		case c < utf8.RuneSelf:
			r = rune(c)
			run = run || c == ' ' && prev == ' '
			prev = c
			i++
		case c >= 0xC2 && c < 0xE0 && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
			r = rune(c&0x1F)<<6 | rune(s[i+1]&0x3F)
			prev = 0
			i += 2
		default:
			var n int
			r, n = utf8.DecodeRuneInString(s[i:])
			if r >= 0x10000 {
				return 0, false, false
			}
			prev = 0
			i += n
		}
		u := units[r]
		if u <= 0 {
			if u = d.unitOf(r); u < 0 {
				return 0, false, false
			}
		}
		sum += int(u - 1)
	}
	oneLine = line && !run && s != "" && !edgeSpace(s)
	return sum, true, oneLine
}

// unitOf is the entry of r, of the basic plane, in the current face's
// units, which it fills when empty: its width plus one when r is stable
// (printable ASCII is, see plainASCII; the rest of the plane is looked
// up), -1 when not.
func (d *doc) unitOf(r rune) int32 {
	u := d.curUnits[r]
	if u == 0 {
		u = -1
		if r >= 0x20 && r != 0x7F && (r < utf8.RuneSelf || stableRune(r)) {
			u = int32(d.f.GetStringSymbolWidth(string(r))) + 1
		}
		d.curUnits[r] = u
	}
	return u
}

// edgeSpace reports whether s, stable and not empty, starts or ends
// with white space (strings.TrimSpace(s) != s).
func edgeSpace(s string) bool {
	// A stable text has no ASCII control character: its ASCII white
	// space is the space.
	first, last := s[0], s[len(s)-1]
	if first == ' ' || last == ' ' {
		return true
	}
	if first >= utf8.RuneSelf {
		if r, _ := utf8.DecodeRuneInString(s); unicode.IsSpace(r) {
			return true
		}
	}
	if last >= utf8.RuneSelf {
		if r, _ := utf8.DecodeLastRuneInString(s); unicode.IsSpace(r) {
			return true
		}
	}
	return false
}

// wrap breaks s (as shown) into lines no wider than w in the given face
// and size. Lines break at spaces (U+0020) and after a hyphen inside a
// word; a word wider than w breaks between characters. Runs of spaces
// collapse to one; U+00A0 is a space that never breaks. It measures with
// GetStringWidth and splits on runes, so Cyrillic and Polish letters are
// never cut in half (fpdf's SplitLines counts bytes).
func (d *doc) wrap(fc *face, size float64, s string, w float64) []string {
	lines, _ := d.wrapWidth(fc, size, s, w)
	return lines
}

// wrapWidth is wrap, and the width of the line when s is one line whose
// width it measured on the way (most cells of a table); 0 otherwise. A
// cell drawn right or centred needs its line's width: the one layRow
// keeps is not measured again.
func (d *doc) wrapWidth(fc *face, size float64, s string, w float64) (lines []string, lineW float64) {
	d.setFont(fc, size)
	// Most texts fit on one line (wrapText's first case): their line is
	// taken from a slab of such lines, a slice of one that no append can
	// grow into the next, rather than allocated for each of a field's
	// cells.
	shw, fits := s, false
	if width, ok, one := d.measureLine(s, true); ok {
		fits = one && width <= w+1e-6
		lineW = width
	} else {
		shw = shown(s)
		fits = shw != "" && d.f.GetStringWidth(shw) <= w+1e-6 && !strings.Contains(shw, "  ") && strings.TrimSpace(shw) == shw
	}
	if fits {
		if d.inTable { // dropped with the table: its slice is used again
			n := len(d.tableLines)
			d.tableLines = append(d.tableLines, shw)
			return d.tableLines[n : n+1 : n+1], lineW
		}
		if len(d.slab) == cap(d.slab) {
			d.slab = make([]string, 0, 1024)
		}
		d.slab = append(d.slab, shw)
		n := len(d.slab)
		return d.slab[n-1 : n : n], lineW
	}
	return wrapText(s, w, d.f.GetStringWidth), 0
}

func wrapText(s string, w float64, width func(string) float64) []string {
	s = shown(s)
	// A column is made as wide as its widest cell plus padding, and the
	// padding taken off again: allow for the rounding of that sum.
	w += 1e-6
	if width(s) <= w && !strings.Contains(s, "  ") && strings.TrimSpace(s) == s {
		if s == "" {
			return nil
		}
		return []string{s}
	}
	var lines []string
	var cur strings.Builder
	curW := 0.0
	space := width(" ")
	flush := func() {
		if cur.Len() > 0 {
			lines = append(lines, cur.String())
			cur.Reset()
			curW = 0
		}
	}
	for _, word := range strings.Split(s, " ") {
		if word == "" {
			continue
		}
		for i, piece := range hyphenPieces(word) {
			pw := width(piece)
			glue, gw := "", 0.0
			if i == 0 && cur.Len() > 0 {
				glue, gw = " ", space
			}
			if cur.Len() > 0 && curW+gw+pw <= w {
				cur.WriteString(glue)
				cur.WriteString(piece)
				curW += gw + pw
				continue
			}
			flush()
			if pw <= w {
				cur.WriteString(piece)
				curW = pw
				continue
			}
			// A piece wider than the line: break it between characters.
			for piece != "" {
				n := fitRunes(piece, w, width)
				part := piece[:n]
				piece = piece[n:]
				if piece == "" {
					cur.WriteString(part)
					curW = width(part)
					break
				}
				lines = append(lines, part)
			}
		}
	}
	flush()
	return lines
}

// hyphenPieces splits a word after each hyphen that has a letter on both
// sides: "Римский-Корсаков" → "Римский-", "Корсаков"; a result such as
// "4♠-1" or a score "-100" stays whole.
func hyphenPieces(word string) []string {
	if !strings.ContainsAny(word, "-\u2010") {
		return []string{word}
	}
	var out []string
	start := 0
	var before, prev rune // the two runes before r
	for i, r := range word {
		if (prev == '-' || prev == '\u2010') && unicode.IsLetter(before) && unicode.IsLetter(r) {
			out = append(out, word[start:i])
			start = i
		}
		before, prev = prev, r
	}
	return append(out, word[start:])
}

// fitRunes is the byte length of the longest prefix of s, whole runes, no
// wider than w; at least one rune.
func fitRunes(s string, w float64, width func(string) float64) int {
	n := 0
	for i, r := range s {
		end := i + utf8.RuneLen(r)
		if n > 0 && width(s[:end]) > w {
			break
		}
		n = end
	}
	return n
}

// ---- drawing ----

// setFont sets the font fpdf measures in, when it has another: small
// enough to be inlined, for every text measured and drawn.
func (d *doc) setFont(fc *face, size float64) {
	if d.curFace != fc || d.curSize != size {
		d.switchFont(fc, size)
	}
}

// switchFont is setFont to another font.
func (d *doc) switchFont(fc *face, size float64) {
	d.curFace, d.curSize = fc, size
	d.f.SetFont(fc.family, fc.style, size)
	_, d.curUnit = d.f.GetFontSize()
	if d.units[fc] == nil {
		if d.units == nil {
			d.units = map[*face]*[0x10000]int32{}
		}
		d.units[fc] = new([0x10000]int32)
	}
	d.curUnits = d.units[fc]
	if d.measured[fc] == nil {
		if d.measured == nil {
			d.measured = map[*face]map[string]measuredText{}
		}
		d.measured[fc] = map[string]measuredText{}
	}
	d.curMeasured = d.measured[fc]
}

// font sets the font to draw and measure in: the pen's, when it has
// another (drawing only).
func (d *doc) font(fc *face, size float64) {
	d.setFont(fc, size)
	if d.penFace != fc || d.penSize != size {
		d.penFace, d.penSize = fc, size
		d.pen.setFont(fc, size)
	}
}

func (d *doc) setText(c rgb) {
	if !d.textSet || d.curText != c {
		d.textSet, d.curText = true, c
		d.pen.setTextColor(c)
	}
}

func (d *doc) fillRect(x, y, w, h float64, c rgb) {
	if !d.draw {
		return
	}
	d.pen.setFillColor(c)
	d.pen.rect(x, y, w, h, "F")
}

func (d *doc) hline(x1, x2, y float64, c rgb, lw float64) {
	if !d.draw {
		return
	}
	d.pen.setDrawColor(c)
	d.pen.setLineWidth(lw)
	d.pen.line(x1, y, x2, y)
}

// text draws s, as shown, with its baseline at y; x is the left edge, the
// right edge (align 'R') or the centre ('C').
func (d *doc) text(fc *face, size float64, c rgb, x, y float64, align byte, s string) {
	if d.draw {
		d.textShown(fc, size, c, x, y, align, shown(s))
	}
}

// textShown is text for a string shown already (shown(s) == s): a line
// of a wrapped cell, which a large field has hundreds of thousands of.
func (d *doc) textShown(fc *face, size float64, c rgb, x, y float64, align byte, s string) {
	d.textWidth(fc, size, c, x, y, align, s, 0)
}

// textWidth is textShown for a string of width w, when known (not 0).
func (d *doc) textWidth(fc *face, size float64, c rgb, x, y float64, align byte, s string, w float64) {
	if s == "" {
		return
	}
	d.font(fc, size)
	d.setText(c)
	x = d.left(x, align, s, w)
	d.pen.text(x, y, s)
}

// left is the left edge of s, of width w when known (not 0), drawn at x
// with the given alignment (see text); the current font measures it.
func (d *doc) left(x float64, align byte, s string, w float64) float64 {
	if align != 'R' && align != 'C' {
		return x
	}
	if w == 0 {
		w = d.widthOf(s)
	}
	if align == 'R' {
		return x - w
	}
	return x - w/2
}

// suitText is text with its red suit symbols (♥, ♦) in red, as in the
// contracts, leads and hands: a decision ("4♥= N (assigned)"), a reason.
func (d *doc) suitText(fc *face, size float64, c rgb, x, y float64, align byte, s string) {
	if d.draw {
		d.suitShown(fc, size, c, x, y, align, shown(s))
	}
}

// suitShown is suitText for a string shown already.
func (d *doc) suitShown(fc *face, size float64, c rgb, x, y float64, align byte, s string) {
	d.suitWidth(fc, size, c, x, y, align, s, 0)
}

// suitWidth is suitShown for a string of width w, when known (not 0).
func (d *doc) suitWidth(fc *face, size float64, c rgb, x, y float64, align byte, s string, w float64) {
	if redSuit(s) < 0 {
		d.textWidth(fc, size, c, x, y, align, s, w)
		return
	}
	d.font(fc, size)
	x = d.left(x, align, s, w)
	for s != "" {
		i := redSuit(s)
		piece, pc := s, c
		switch {
		case i == 0:
			_, n := utf8.DecodeRuneInString(s)
			piece, pc = s[:n], red
		case i > 0:
			piece = s[:i]
		}
		d.textShown(fc, size, pc, x, y, 'L', piece)
		d.font(fc, size)
		x += d.widthOf(piece)
		s = s[len(piece):]
	}
}

// redSuit is the index of the first ♥ or ♦ in s, or -1: as
// strings.IndexAny(s, "♥♦"), which is slower on non-ASCII characters, for
// every line of every cell. Both are E2 99 then A5 (♥) or A6 (♦) in UTF-8.
// A short text (a figure, a pair's number) is looked through byte by
// byte, without the call to strings.Index.
func redSuit(s string) int {
	if len(s) < 16 {
		for i := 0; i+2 < len(s); i++ {
			if s[i] == 0xE2 && s[i+1] == 0x99 && (s[i+2] == 0xA5 || s[i+2] == 0xA6) {
				return i
			}
		}
		return -1
	}
	for at := 0; ; {
		i := strings.Index(s[at:], "\xe2\x99")
		if i < 0 || at+i+2 >= len(s) {
			return -1
		}
		if c := s[at+i+2]; c == 0xA5 || c == 0xA6 {
			return at + i
		}
		at += i + 2
	}
}

// baseline is where text of the given size sits in a line box starting at
// y: the middle of the capitals is the middle of the box.
func baseline(y, size float64) float64 { return y + lineH(size)/2 + 0.36*size*ptMM }

// newPage starts a page of the current section, with the running header
// and footer.
func (d *doc) newPage() {
	d.page++
	d.y = top
	if !d.draw {
		return
	}
	d.pen.addPage()
	d.text(bold, sizeRunning, black, marginX, headerBase, 'L', d.runTitle)
	d.text(regular, sizeRunning, grey, pageW-marginX, headerBase, 'R', d.runSub)
	d.hline(marginX, pageW-marginX, headerRule, rule, 0.2)
	d.hline(marginX, pageW-marginX, footerRule, rule, 0.2)
	d.text(regular, sizeRunning, grey, marginX, footerBase, 'L', d.sec)
	d.text(regular, sizeRunning, grey, pageW/2, footerBase, 'C', d.generatedBy)
	d.text(regular, sizeRunning, black, pageW-marginX, footerBase, 'R', d.pageLabel(d.page, d.pages))
}

// room is the space left on the page.
func (d *doc) room() float64 { return bottom - d.y }

// walk lays out the sections, drawing when d.draw is set; without it, it
// only counts the pages. Both runs break pages at the same places. It
// stops drawing when the pen cannot write.
func (d *doc) walk() {
	d.page, d.y = 0, top
	for si := range d.sections {
		sec := &d.sections[si]
		d.sec = sec.name
		d.newPage()
		d.bookmark(sec.name, 0, 0)
		if si == 0 {
			d.drawTitle()
		}
		for bi := range sec.blocks {
			// Every heading is in the outline, under its section's, but
			// for a section's only one that says the same.
			if d.draw && d.pen.failed() != nil {
				return
			}
			b := &sec.blocks[bi]
			if sec.table != nil {
				b.table = sec.table(bi)
			}
			mark := len(b.bar) > 0 && (len(sec.blocks) > 1 || strings.Join(b.bar, " ") != sec.name)
			d.drawBlock(b, bi == 0, mark)
			if sec.table != nil {
				b.table = nil
			}
		}
	}
}

// drawTitle draws the event title block at the top of the first page.
func (d *doc) drawTitle() {
	lh := lineH(sizeTitle)
	for _, ln := range d.title {
		d.text(bold, sizeTitle, black, marginX, baseline(d.y, sizeTitle), 'L', ln)
		d.y += lh
	}
	for _, ln := range d.subtitle {
		d.text(regular, sizeSub, grey, marginX, baseline(d.y, sizeSub), 'L', ln)
		d.y += lineH(sizeSub)
	}
	d.y += blockGap
}

// bookmark adds an entry to the document's outline (the viewer's list
// of bookmarks) at y on the current page: a section at level 0, a block
// under it at level 1.
func (d *doc) bookmark(title string, level int, y float64) {
	if d.draw {
		d.pen.bookmark(title, level, y)
	}
}

// drawBlock draws a block, on the next page when it must; mark adds its
// heading to the outline.
func (d *doc) drawBlock(b *block, first, mark bool) {
	h := b.height()
	if !first {
		d.y += blockGap
	}
	switch {
	case d.y == top:
	case b.keep && h <= d.room():
	case b.keep:
		// On the next page; a block too long for any page starts there
		// too, and its table continues over the pages after it.
		d.newPage()
	default:
		need := barH(len(b.bar)) + barGap + b.partsHeight()
		if b.table != nil {
			need += b.table.head.h
			for i := 0; i < len(b.table.rows) && i < b.minRows; i++ {
				need += b.table.rows[i].h
			}
		}
		if need > d.room() {
			d.newPage()
		}
	}
	if mark {
		d.bookmark(strings.Join(b.bar, " "), 1, d.y)
	}
	d.drawBar(b, false)
	if len(b.note) > 0 {
		for _, ln := range b.note {
			d.text(regular, sizeTable, grey, marginX+cellPadX, baseline(d.y, sizeTable), 'L', ln)
			d.y += lineH(sizeTable)
		}
		d.y += barGap
	}
	if b.diagram != nil {
		d.drawDiagram(b.diagram)
		d.y += b.diagram.height() + 3
	}
	if b.dd != nil {
		d.drawDD(b.dd, marginX+cellPadX, d.y) // under the note
		d.y += b.dd.height() + 3
	}
	if b.table == nil {
		return
	}
	t := b.table
	d.drawRow(t, &t.head, true)
	for i := range t.rows {
		r := &t.rows[i]
		// A row with more after it leaves room for the line that says
		// where the table continues. Every row is taller than that
		// line, so this moves a break by a row at most, never makes one.
		need := r.h
		if i < len(t.rows)-1 {
			need += lineH(sizeAdjust)
		}
		if need > d.room() {
			d.drawContinued(t)
			d.newPage()
			d.drawBar(b, true)
			d.drawRow(t, &t.head, true)
		}
		d.drawRow(t, r, false)
	}
	d.hline(marginX, marginX+tableW(t), d.y, rule, 0.2)
}

// drawContinued ends a table's part on a page: a rule, and under it on
// the right "continued → Page 8", in grey; the next page's heading says
// "(continued)" again.
func (d *doc) drawContinued(t *table) {
	right := marginX + tableW(t)
	d.hline(marginX, right, d.y, rule, 0.2)
	d.text(regular, sizeAdjust, grey, right-cellPadX, baseline(d.y, sizeAdjust), 'R', d.continuedOn(d.page+1))
}

// continuedOn is the line under a table that goes on on page n.
func (d *doc) continuedOn(n int) string {
	return d.s.L.Continued + " → " + d.s.L.Page + " " + strconv.Itoa(n)
}

func tableW(t *table) float64 {
	w := 0.0
	for _, c := range t.cols {
		w += c.w
	}
	return w
}

// drawBar draws the heading bar of a block; on a continuation page its
// text is followed by "(continued)" in the sheet's language.
func (d *doc) drawBar(b *block, cont bool) {
	h := barH(len(b.bar))
	d.fillRect(marginX, d.y, contentW, h, barFill)
	y := d.y + 1.2
	for i, ln := range b.bar {
		if cont && i == len(b.bar)-1 {
			ln += " (" + d.s.L.Continued + ")"
		}
		d.text(bold, sizeBar, black, marginX+cellPadX, baseline(y, sizeBar), 'L', ln)
		if i == 0 && b.info != "" {
			d.text(regular, sizeBar-1, black, pageW-marginX-cellPadX, baseline(y, sizeBar), 'R', b.info)
		}
		y += lineH(sizeBar)
	}
	d.y += h + barGap
}

// drawRow draws one table row at d.y and moves down.
func (d *doc) drawRow(t *table, r *row, head bool) {
	size, fc := t.size, regular
	if head {
		size, fc = sizeHead, bold
		d.fillRect(marginX, d.y, tableW(t), r.h, headFill)
	} else if r.shade {
		d.fillRect(marginX, d.y, tableW(t), r.h, zebra)
	}
	if r.total {
		d.hline(marginX, marginX+tableW(t), d.y, rule, 0.3)
	}
	if t.grid && d.draw {
		x := marginX
		for _, c := range t.cols[:len(t.cols)-1] {
			x += c.w
			d.pen.setDrawColor(rule)
			d.pen.setLineWidth(0.15)
			d.pen.line(x, d.y, x, d.y+r.h)
		}
	}
	if d.draw {
		x := marginX
		ci := 0
		for i := range r.cells {
			c := &r.cells[i]
			n := max(c.cols, 1)
			w := 0.0
			for k := 0; k < n && ci+k < len(t.cols); k++ {
				w += t.cols[ci+k].w
			}
			align := t.cols[ci].align
			switch {
			case c.cols > 1 && head:
				align = 'C'
			case c.cols > 1:
				align = 'L'
			case align == 'P' && head:
				align = 'C'
			}
			if c.align != 0 {
				align = c.align
			}
			cf := fc
			if c.bold {
				cf = bold
			}
			d.drawCell(cf, size, c, x, d.y+cellPadY, w, align)
			x += w
			ci += n
		}
		x = marginX
		for _, c := range t.cols[:r.underAt] {
			x += c.w
		}
		y := d.y + cellPadY + r.underY
		for _, ln := range r.under {
			d.suitShown(regular, sizeAdjust, grey, x+cellPadX, baseline(y, sizeAdjust), 'L', ln)
			y += lineH(sizeAdjust)
		}
	}
	d.y += r.h
}

func (d *doc) drawCell(fc *face, size float64, c *cell, x, y, w float64, align byte) {
	ax := x + cellPadX
	switch align {
	case 'R':
		ax = x + w - cellPadX
	case 'C':
		ax = x + w/2
	}
	color := black
	if c.grey {
		color = grey
	}
	if c.spans != nil {
		d.font(fc, size)
		// Each span as shown and its width, worked out once for the
		// first four (a contract's three), again to draw any after.
		var buf [4]shownSpan
		total := 0.0
		for i, s := range c.spans {
			sp := d.spanShown(s.text)
			if i < len(buf) {
				buf[i] = sp
			}
			total += sp.w
		}
		sx := ax
		switch align {
		case 'R':
			sx = ax - total
		case 'C':
			sx = ax - total/2
		}
		for i, s := range c.spans {
			sc := color
			switch {
			case s.red:
				sc = red
			case s.grey:
				sc = grey
			}
			var sp shownSpan
			if i < len(buf) {
				sp = buf[i]
			} else {
				sp = d.spanShown(s.text)
			}
			d.textShown(fc, size, sc, sx, baseline(y, size), 'L', sp.text)
			sx += sp.w
		}
		return
	}
	for _, ln := range c.lines {
		if align == 'P' {
			d.font(fc, size)
			right := x + w - cellPadX - d.widthOf("=")
			d.textShown(fc, size, color, right-d.widthOf(strings.TrimSuffix(ln, "=")), baseline(y, size), 'L', ln)
		} else {
			lw := 0.0
			if len(c.lines) == 1 {
				lw = c.w
			}
			d.suitWidth(fc, size, color, ax, baseline(y, size), align, ln, lw)
		}
		y += lineH(size)
	}
}

// shownSpan is a span's text as shown and its width.
type shownSpan struct {
	text string
	w    float64
}

// spanShown is the text of a span as shown, and its width in the current
// font: a text measured is stable, shown as it is.
func (d *doc) spanShown(s string) shownSpan {
	if w, ok := d.measure(s); ok {
		return shownSpan{s, w}
	}
	t := shown(s)
	return shownSpan{t, d.f.GetStringWidth(t)}
}

// drawDiagram draws the hands around the compass box at d.y.
func (d *doc) drawDiagram(dg *diagram) {
	if !d.draw {
		return
	}
	hh := handH()
	midH := max(hh, boxSide)
	y0 := d.y
	yMid := y0 + hh + handGap
	yS := yMid + midH + handGap
	pos := [4][2]float64{
		{northX, y0},                // N
		{eastX, yMid + (midH-hh)/2}, // E
		{northX, yS},                // S
		{boxX - 5 - max(dg.widest[3], westMin), yMid + (midH-hh)/2}, // W
	}
	for seat, lines := range dg.hands {
		size := dg.size[seat]
		y := pos[seat][1] + (lineH(sizeHand)-lineH(size))/2
		for _, ln := range lines {
			x := pos[seat][0]
			for i, s := range ln {
				c := black
				if s.red {
					c = red
				}
				fc := regular
				d.text(fc, size, c, x, baseline(y, size), 'L', s.text)
				d.font(fc, size)
				x += d.f.GetStringWidth(shown(s.text))
				if i == 0 {
					x += symbolGap
				}
			}
			y += lineH(sizeHand)
		}
	}
	d.drawBox(dg, boxX, yMid+(midH-boxSide)/2)
	if dg.hcpCaption != "" {
		d.drawHCP(dg, pos[3][0], y0+ddTop())
	}
	if dg.dd != nil {
		d.drawDD(dg.dd, dg.dd.x, y0+ddTop())
	}
}

// drawBox draws the compass box with its top left corner at bx, by: a
// band on each side (top and bottom across, left and right between
// them) with the seat's letter upright in the middle, red with a white
// letter when the seat is vulnerable, the dealer's letter underlined,
// and the board's number in the middle.
func (d *doc) drawBox(dg *diagram, bx, by float64) {
	const b, inner = boxBand, boxSide - 2*boxBand
	bands := [4][4]float64{ // x, y, w, h of N, E, S, W
		{bx, by, boxSide, b},
		{bx + boxSide - b, by + b, b, inner},
		{bx, by + boxSide - b, boxSide, b},
		{bx, by + b, b, inner},
	}
	capH := func(size float64) float64 { return 0.72 * size * ptMM }
	for seat, r := range bands {
		vul := dg.vulNS
		if seat%2 == 1 {
			vul = dg.vulEW
		}
		fill, ink := bandFill, black
		if vul {
			fill, ink = vulFill, white
		}
		d.fillRect(r[0], r[1], r[2], r[3], fill)
		cx, base := r[0]+r[2]/2, r[1]+r[3]/2+capH(sizeSeat)/2
		d.text(bold, sizeSeat, ink, cx, base, 'C', dg.seats[seat])
		if seat == dg.dealer {
			d.font(bold, sizeSeat)
			w := d.f.GetStringWidth(shown(dg.seats[seat]))
			d.hline(cx-w/2, cx+w/2, base+0.6, ink, 0.3)
		}
	}
	if d.draw {
		d.pen.setDrawColor(rule)
		d.pen.setLineWidth(0.3)
		d.pen.rect(bx, by, boxSide, boxSide, "D")
	}
	d.text(bold, sizeBoxNum, black, bx+boxSide/2, by+boxSide/2+capH(sizeBoxNum)/2, 'C', dg.number)
}

// drawHCP draws the high-card points with the top left corner at x, y:
// the caption in grey as over the double-dummy table, then North's over
// West's and East's, South's under them.
func (d *doc) drawHCP(dg *diagram, x, y float64) {
	lh := lineH(sizeDD)
	d.text(bold, sizeDD, grey, x, baseline(y, sizeDD), 'L', dg.hcpCaption)
	y += lh
	w := hcpCol
	d.text(regular, sizeDD, black, x+1.5*w, baseline(y, sizeDD), 'C', dg.hcp[0])
	d.text(regular, sizeDD, black, x+0.5*w, baseline(y+lh, sizeDD), 'C', dg.hcp[3])
	d.text(regular, sizeDD, black, x+2.5*w, baseline(y+lh, sizeDD), 'C', dg.hcp[1])
	d.text(regular, sizeDD, black, x+1.5*w, baseline(y+2*lh, sizeDD), 'C', dg.hcp[2])
}

// hcpCol is the width of a column of the cross of high-card points.
const hcpCol = 4.5

// drawDD draws a double-dummy table and its par line with the top left
// corner at x, y: the heading in grey, the strains on a shaded row (♥ ♦
// red), a row of tricks per declarer, every other one shaded as in the
// tables, a rule under them, and the par line.
func (d *doc) drawDD(t *ddTable, x, y float64) {
	if !d.draw {
		return
	}
	lh := lineH(sizeDD)
	for _, ln := range t.caption {
		d.text(bold, sizeDD, grey, x, baseline(y, sizeDD), 'L', ln)
		y += lh
	}
	w := t.width()
	d.fillRect(x, y, w, lh, headFill)
	for j, st := range t.strains {
		d.suitText(bold, sizeDD, black, x+t.seatW+(float64(j)+0.5)*t.colW, baseline(y, sizeDD), 'C', st)
	}
	y += lh
	for i, r := range t.rows {
		if i%2 == 1 {
			d.fillRect(x, y, w, lh, zebra)
		}
		d.text(bold, sizeDD, black, x+cellPadX, baseline(y, sizeDD), 'L', r[0])
		for j, n := range r[1:] {
			d.text(regular, sizeDD, black, x+t.seatW+(float64(j)+0.5)*t.colW, baseline(y, sizeDD), 'C', n)
		}
		y += lh
	}
	d.hline(x, x+w, y, rule, 0.2)
	y += parGap
	for _, ln := range t.par {
		d.suitText(regular, sizeDD, black, x, baseline(y, sizeDD), 'L', ln)
		y += lh
	}
}
