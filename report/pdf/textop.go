package pdf

import (
	"strconv"
	"unicode/utf8"
)

// Drawing a text is most of what the PDF's pages hold (a 1,000-table
// field has about 700,000 of them), and fpdf's Text makes each with two
// fmt.Sprintf calls, a UTF-16 copy and an escaped copy of it, and a map
// write per character (to know which glyphs to embed). textOp writes the
// same bytes itself, into one reused buffer, once fpdf knows every
// character of the text in the current face; a text with a character new
// to the face still goes through fpdf's Text, which records it. The
// bytes are those of fpdf v0.12.0's Text for a UTF-8 font, left to right,
// without underline or strike-out (the only texts this package draws):
//
//	BT x y Td (text) Tj ET            the text colour the fill colour
//	q colour BT x y Td (text) Tj ET Q otherwise
//
// x and y in points with two decimals, the text in UTF-16BE with \, (, )
// and CR escaped, the colour as fpdf writes it ("0.000 g", "0.800 0.100
// 0.100 rg"). TestTextOp holds it to fpdf's Text byte for byte, and every
// golden PDF to the bytes of before.

// glyphs are the characters fpdf has recorded for a face, by the face:
// bit r of the set is set when rune r (in the BMP, the only runes shown
// gives) is recorded.
type glyphs map[*face]*[0x10000 / 64]uint64

// textOp draws s, as shown, at (x, y) in the current face (d.curFace).
func (d *doc) textOp(x, y float64, s string) {
	known := d.glyphs[d.curFace]
	if known == nil {
		if d.glyphs == nil {
			d.glyphs = glyphs{}
		}
		known = new([0x10000 / 64]uint64)
		d.glyphs[d.curFace] = known
	}
	for _, r := range s {
		if r >= 0x10000 || known[r/64]&(1<<(r%64)) == 0 {
			// fpdf records the characters of the text for the face (a
			// rune beyond the BMP, which shown never gives, is left
			// to fpdf every time).
			for _, r := range s {
				if r < 0x10000 {
					known[r/64] |= 1 << (r % 64)
				}
			}
			d.f.Text(x, y, s)
			return
		}
	}
	k := d.f.GetConversionRatio()
	_, h := d.f.GetPageSize()
	b := d.op[:0]
	tc := d.textColor.str(d.f.GetTextColor())
	flag := tc != d.fillColor.str(d.f.GetFillColor())
	if flag {
		b = append(b, "q "...)
		b = append(b, tc...)
		b = append(b, ' ')
	}
	b = append(b, "BT "...)
	b = strconv.AppendFloat(b, x*k, 'f', 2, 64)
	b = append(b, ' ')
	b = strconv.AppendFloat(b, (h-y)*k, 'f', 2, 64)
	b = append(b, " Td ("...)
	for _, r := range s {
		if r == utf8.RuneError {
			// Not a text shown gives (see shown): leave it to fpdf.
			d.f.Text(x, y, s)
			return
		}
		b = appendEscaped(b, byte(r>>8))
		b = appendEscaped(b, byte(r))
	}
	b = append(b, ") Tj ET"...)
	if flag {
		b = append(b, " Q"...)
	}
	d.op = b
	// RawWriteBuf copies the bytes into the page (and ends the line, as
	// RawWriteStr and Text do), so that the buffer is used again.
	d.opReader.Reset(b)
	d.f.RawWriteBuf(&d.opReader)
}

// appendEscaped appends a byte of a PDF string as fpdf escapes it.
func appendEscaped(b []byte, c byte) []byte {
	switch c {
	case '\\', '(', ')':
		return append(b, '\\', c)
	case '\r':
		return append(b, '\\', 'r')
	}
	return append(b, c)
}

// colorCache holds the strings of the last few colours asked for, so
// that a document's handful of text colours (or fills) are made once.
type colorCache struct {
	rgb [4][3]int
	s   [4]string
	n   int // the next entry to replace
}

func (c *colorCache) str(r, g, b int) string {
	k := [3]int{r, g, b}
	for i := range c.s {
		if c.s[i] != "" && c.rgb[i] == k {
			return c.s[i]
		}
	}
	i := c.n
	c.rgb[i], c.s[i] = k, colorStr(r, g, b)
	c.n = (i + 1) % len(c.s)
	return c.s[i]
}

// colorStr is a colour as fpdf writes it for a text or a fill: its grey
// level ("0.000 g") when the three components are equal, else the three
// ("0.800 0.100 0.100 rg"), each of 0–255 as a fraction with three
// decimals.
func colorStr(r, g, b int) string {
	f := func(v int) string { return strconv.FormatFloat(float64(v)/255.0, 'f', 3, 64) }
	if r == g && r == b {
		return f(r) + " g"
	}
	return f(r) + " " + f(g) + " " + f(b) + " rg"
}
