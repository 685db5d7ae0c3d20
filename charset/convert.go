package charset

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"
)

// Options of a conversion.
type Options struct {
	// Lossy false: a character the target cannot hold stops the conversion
	// with an *Unmappable error. Lossy true: it is transliterated (– → -,
	// « » → ", … → ..., ё → е where the target lacks ё, Щ → Shch in a Latin
	// page, box drawing → - | + =, anything else → ?) and every replacement
	// is reported as a Change.
	Lossy bool
	// EOL is "" to keep line ends as they are (CR LF, LF or a lone CR), or
	// "lf" or "crlf" to rewrite every line end to that.
	EOL string
	// OnChange, when set, receives each Change of a lossy conversion instead
	// of it being collected in the returned slice, so that memory stays
	// constant however many characters are replaced.
	OnChange func(Change)
}

// Change is one character the lossy conversion replaced.
type Change struct {
	Line, Col int    // 1-based; Col counts characters of the decoded text
	From      rune   // the character of the source
	To        string // what was written instead (may be "" or several characters)
}

// String is `3:15: U+2116 '№' → "N"`.
func (c Change) String() string {
	return fmt.Sprintf("%d:%d: %#U → %q", c.Line, c.Col, c.From, c.To)
}

// Unmappable is the error of a lossless conversion at the first character the
// target encoding lacks. Line and Col (1-based, Col in characters of the
// decoded text) say where it is; the caller adds the file name.
type Unmappable struct {
	Line, Col int
	Rune      rune
	To        *Encoding
}

// Error is "U+2660 '♠' has no koi8-r byte", without the position.
func (e *Unmappable) Error() string {
	return fmt.Sprintf("%#U has no %s byte", e.Rune, e.To.Name)
}

// Undecodable is the error for a byte that is not valid in the source
// encoding: invalid UTF-8 (a stray continuation byte, a truncated or overlong
// sequence, a surrogate), a byte a code page leaves undefined such as 0x98
// in windows-1251, or in UTF-16 a surrogate without its other half or a
// last byte without its pair (an odd number of bytes). It is never replaced
// by U+FFFD. Line and Col (1-based, Col in characters of the decoded text)
// say where it is.
type Undecodable struct {
	Line, Col int
	Byte      byte   // the byte; in UTF-16, the first byte of the code unit, or the last byte alone
	Unit      uint16 // in UTF-16, the lone surrogate (0xD800..0xDFFF); 0 for a last byte alone
	From      *Encoding
}

// Error is "byte 0x98 is not valid windows-1251", without the position; in
// UTF-16 "lone surrogate 0xD83D is not valid utf-16le" or "byte 0x41 alone
// at the end is not valid utf-16le (an odd number of bytes)".
func (e *Undecodable) Error() string {
	switch {
	case e.From.ReadOnly && e.Unit != 0:
		return fmt.Sprintf("lone surrogate 0x%04X is not valid %s", e.Unit, e.From.Name)
	case e.From.ReadOnly:
		return fmt.Sprintf("byte 0x%02X alone at the end is not valid %s (an odd number of bytes)", e.Byte, e.From.Name)
	}
	return fmt.Sprintf("byte 0x%02X is not valid %s", e.Byte, e.From.Name)
}

// Convert streams src, text in encoding from, to dst in encoding to, in
// constant memory (buffers of a few hundred kilobytes whatever the size of the
// input), and returns the changes made by a lossy conversion (nil if
// opt.OnChange takes them).
//
// A lossless conversion returns an *Unmappable error at the first character
// the target lacks. A byte that is not valid in from is an *Undecodable error
// in either mode. Convert may have written part of the output to dst before it
// returns an error, so write to a temporary file and rename it only on
// success. Read and write errors are returned as they are.
//
// Lines end with LF, CR LF (one line end) or a lone CR; U+0085 (NEL, which is
// byte 0x85 in ISO-8859-1 but Е in ibm866) and U+2028 are not line ends.
//
// A UTF-8 byte-order mark at the start of a utf-8 input is kept when the
// target is utf-8 too, and dropped (not reported as a change) when the target
// is a single-byte page; it does not count as a column. Convert never adds a
// byte-order mark.
//
// From UTF-16 (utf-16le, utf-16be), a byte-order mark at the start decides
// the byte order and is dropped, as iconv -f UTF-16 does; converting to
// UTF-16 fails with ErrReadOnly.
//
// Converting A→B→A gives back the same bytes wherever both encodings hold the
// text (with EOL "").
func Convert(dst io.Writer, src io.Reader, from, to *Encoding, opt Options) ([]Change, error) {
	c, err := newConverter(from, to, opt)
	if err != nil {
		return nil, err
	}
	buf := make([]byte, readSize)
	have := 0 // bytes of buf not yet converted: the start of a UTF-8 sequence or BOM
	for {
		n, rerr := src.Read(buf[have:])
		if rerr != nil && rerr != io.EOF {
			return c.changes, rerr
		}
		have += n
		eof := rerr == io.EOF
		k, err := c.feed(buf[:have], eof)
		if len(c.out) > 0 {
			if _, werr := dst.Write(c.out); werr != nil {
				return c.changes, werr
			}
			c.out = c.out[:0]
		}
		if err != nil {
			return c.changes, err
		}
		have = copy(buf, buf[k:have])
		if eof {
			return c.changes, nil
		}
	}
}

// Decode converts b, text in encoding from, to a UTF-8 string with Convert's
// machinery, and the same *Undecodable errors. A UTF-8 byte-order mark is
// kept when from is utf-8 (as Convert keeps it from utf-8 to utf-8); line
// ends are kept.
func Decode(b []byte, from *Encoding) (string, error) {
	if from == UTF8 && utf8.Valid(b) {
		// What the converter would give, byte for byte (valid UTF-8 to
		// UTF-8 with the line ends kept is a copy), in one allocation
		// of the text's size rather than a 1.5x buffer and a copy.
		return string(b), nil
	}
	return decode(b, from)
}

// decode is Decode through the converter.
func decode(b []byte, from *Encoding) (string, error) {
	c, err := newConverter(from, UTF8, Options{})
	if err != nil {
		return "", err
	}
	c.out = make([]byte, 0, len(b)+len(b)/2)
	if _, err := c.feed(b, true); err != nil {
		return "", err
	}
	return string(c.out), nil
}

// Encode converts the UTF-8 text s to encoding to with Convert's machinery:
// losslessly (an *Unmappable error at the first character the target lacks)
// or, with opt.Lossy, replacing what the target lacks and reporting each
// change; opt.EOL rewrites line ends. Invalid UTF-8 in s is an *Undecodable
// error. A leading byte-order mark is dropped unless to is utf-8.
func Encode(s string, to *Encoding, opt Options) ([]byte, []Change, error) {
	c, err := newConverter(UTF8, to, opt)
	if err != nil {
		return nil, nil, err
	}
	c.out = make([]byte, 0, len(s))
	if _, err := c.process([]byte(s), true); err != nil {
		return nil, nil, err
	}
	return c.out, c.changes, nil
}

const (
	readSize = 64 << 10 // bytes read from the source at a time
	fastStep = 16 << 10 // bytes a fast loop converts before the output grows
	slowByte = 0x100    // in a byte → byte table: this byte needs the slow path
)

// convBOM is the UTF-8 byte-order mark.
var convBOM = []byte{0xEF, 0xBB, 0xBF}

type convKind uint8

const (
	byteToByte convKind = iota // one code page to another: one 256-entry table
	byteToUTF8                 // a code page to UTF-8: one 256-entry table of UTF-8 sequences
	utf8ToByte                 // UTF-8 to a code page: rune → byte pages
	utf8ToUTF8                 // validation and line ends only
)

// converter is the state of one conversion. process converts the bytes it is
// given as far as it can with fast loops over lookup tables; a byte the fast
// loops leave (a line end to rewrite, an invalid byte, a character the target
// lacks, a UTF-8 sequence cut by the end of the buffer) goes to slow, one
// character at a time.
type converter struct {
	from, to *Encoding
	dec, enc *byteTable // nil for UTF-8
	kind     convKind
	opt      Options
	eol      string // "", "\n" or "\r\n"

	pair  [256]uint16 // byteToByte: output byte, or slowByte
	toU8  [256]uint64 // byteToUTF8: the character's UTF-8 bytes (little-endian) | length<<32; 0 is slowByte
	ascii [128]uint16 // utf8ToByte: output byte of an ASCII byte, or slowByte

	u16     *utf16Stage // from UTF-16: its decoding to UTF-8, which the rest converts; else nil
	atStart bool        // nothing read yet: a BOM may come
	skipLF  bool        // the previous buffer ended with a CR that was rewritten: drop an LF that follows
	cur     lineCursor  // position of in[mark] in the current buffer
	mark    int
	out     []byte // converted bytes not yet written
	changes []Change
}

func newConverter(from, to *Encoding, opt Options) (*converter, error) {
	if from == nil || to == nil {
		return nil, fmt.Errorf("no encoding to convert from or to")
	}
	if to.ReadOnly {
		return nil, fmt.Errorf("cannot write %s: %w (want one of %s)", to.Name, ErrReadOnly, strings.Join(Names(), ", "))
	}
	c := &converter{from: from, to: to, opt: opt, atStart: true}
	if from.ReadOnly {
		// Its own byte-order mark is dropped; a U+FEFF after it is a
		// character.
		c.u16, c.atStart = &utf16Stage{big: from == UTF16BE}, false
	}
	switch strings.ToLower(opt.EOL) {
	case "":
	case "lf":
		c.eol = "\n"
	case "crlf":
		c.eol = "\r\n"
	default:
		return nil, fmt.Errorf("unknown line end %q (want lf or crlf, or nothing to keep them)", opt.EOL)
	}
	var err error
	if c.dec, err = tableOf(from); err != nil {
		return nil, err
	}
	if c.enc, err = tableOf(to); err != nil {
		return nil, err
	}
	c.cur = lineCursor{line: 1, utf8: c.dec == nil}
	switch {
	case c.dec != nil && c.enc != nil:
		c.kind = byteToByte
		for b, r := range c.dec.dec {
			c.pair[b] = slowByte
			if r != noRune {
				if v, ok := c.enc.encode(r); ok {
					c.pair[b] = uint16(v)
				}
			}
		}
	case c.dec != nil:
		c.kind = byteToUTF8
		c.toU8 = c.dec.utf8
	case c.enc != nil:
		c.kind = utf8ToByte
		for b := range c.ascii {
			c.ascii[b] = slowByte
			if v, ok := c.enc.encode(rune(b)); ok {
				c.ascii[b] = uint16(v)
			}
		}
	default:
		c.kind = utf8ToUTF8
	}
	if c.eol != "" { // a CR always goes to the slow path, an LF only to become CR LF
		c.pair['\r'], c.toU8['\r'], c.ascii['\r'] = slowByte, 0, slowByte
		if c.eol == "\r\n" {
			c.pair['\n'], c.toU8['\n'], c.ascii['\n'] = slowByte, 0, slowByte
		}
	}
	return c, nil
}

// process converts in, appending to c.out, and returns how many bytes it
// consumed: all of them, unless in ends inside a UTF-8 sequence or BOM and
// eof is false. It stops at the first error.
func (c *converter) process(in []byte, eof bool) (int, error) {
	i := 0
	c.mark = 0
	if c.atStart && c.dec == nil {
		if len(in) < len(convBOM) && !eof && bytes.HasPrefix(convBOM, in) {
			return 0, nil
		}
		if bytes.HasPrefix(in, convBOM) {
			if c.enc == nil {
				c.out = append(c.out, convBOM...)
			}
			i, c.mark = len(convBOM), len(convBOM) // not a character: no column
		}
	}
	c.atStart = false
	if c.skipLF && i < len(in) {
		c.skipLF = false
		if in[i] == '\n' {
			i++
		}
	}
	for i < len(in) {
		i += c.fast(in[i:])
		if i == len(in) {
			break
		}
		k, err := c.slow(in, i, eof)
		if err != nil {
			return i, err
		}
		if k == 0 {
			break
		}
		i += k
	}
	c.cur.advance(in[c.mark:i])
	return i, nil
}

// fast converts a prefix of in with the lookup tables and returns its length.
func (c *converter) fast(in []byte) int {
	if len(in) > fastStep {
		in = in[:fastStep]
	}
	switch c.kind {
	case byteToByte:
		return c.fastByteToByte(in)
	case byteToUTF8:
		return c.fastByteToUTF8(in)
	case utf8ToByte:
		return c.fastUTF8ToByte(in)
	}
	return c.fastUTF8ToUTF8(in)
}

func (c *converter) fastByteToByte(in []byte) int {
	out := slices.Grow(c.out, len(in))
	n0 := len(out)
	o := out[n0 : n0+len(in)]
	t := &c.pair
	for i, b := range in {
		v := t[b]
		if v == slowByte {
			c.out = out[:n0+i]
			return i
		}
		o[i] = byte(v)
	}
	c.out = out[:n0+len(in)]
	return len(in)
}

func (c *converter) fastByteToUTF8(in []byte) int {
	out := slices.Grow(c.out, 3*len(in)+utf8.UTFMax)
	n0 := len(out)
	o := out[n0:cap(out)]
	t := &c.toU8
	j := 0
	for i, b := range in {
		v := t[b]
		if v == 0 {
			c.out = out[:n0+j]
			return i
		}
		// Writes all four bytes and keeps the first length of them.
		binary.LittleEndian.PutUint32(o[j:j+4], uint32(v))
		j += int(v >> 32)
	}
	c.out = out[:n0+j]
	return len(in)
}

func (c *converter) fastUTF8ToByte(in []byte) int {
	out := slices.Grow(c.out, len(in))
	n0 := len(out)
	o := out[n0 : n0+len(in)]
	a, t := &c.ascii, c.enc
	i, j := 0, 0
	for i < len(in) && j < len(o) {
		b := in[i]
		if b < utf8.RuneSelf {
			v := a[b]
			if v == slowByte {
				break
			}
			o[j] = byte(v)
			i++
			j++
			continue
		}
		// Two bytes (U+0080..U+07FF: Cyrillic, Latin accents) and three
		// (U+0800..U+FFFF: box drawing, punctuation) are decoded inline;
		// anything else, valid or not, by utf8.DecodeRune.
		var r rune
		size := 0
		if b >= 0xC2 && b < 0xE0 && i+1 < len(in) && in[i+1]&0xC0 == 0x80 {
			r, size = rune(b&0x1F)<<6|rune(in[i+1]&0x3F), 2
		} else if b&0xF0 == 0xE0 && i+2 < len(in) && in[i+1]&0xC0 == 0x80 && in[i+2]&0xC0 == 0x80 {
			r = rune(b&0x0F)<<12 | rune(in[i+1]&0x3F)<<6 | rune(in[i+2]&0x3F)
			if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) { // not overlong, not a surrogate
				size = 3
			}
		}
		if size == 0 {
			if r, size = utf8.DecodeRune(in[i:]); r == utf8.RuneError && size == 1 {
				break
			}
		}
		// t.encode(r), by hand: the compiler does not inline it here.
		if uint32(r) >= 0x10000 {
			break
		}
		p := t.pages[r>>8]
		if p == nil {
			break
		}
		v := p[r&0xFF]
		if v == 0 {
			break
		}
		o[j] = byte(v - 1)
		i += size
		j++
	}
	c.out = out[:n0+j]
	return i
}

func (c *converter) fastUTF8ToUTF8(in []byte) int {
	n := len(in)
	switch c.eol {
	case "\n":
		if k := bytes.IndexByte(in, '\r'); k >= 0 {
			n = k
		}
	case "\r\n":
		if k := bytes.IndexByte(in, '\n'); k >= 0 {
			n = k
		}
		if k := bytes.IndexByte(in[:n], '\r'); k >= 0 {
			n = k
		}
	}
	if n == len(in) {
		n = completePrefix(in)
	}
	if !utf8.Valid(in[:n]) {
		n = validPrefix(in[:n])
	}
	c.out = append(c.out, in[:n]...)
	return n
}

// completePrefix is the length of b without a UTF-8 sequence cut at its end.
func completePrefix(b []byte) int {
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if utf8.FullRune(b[i:]) {
				return len(b)
			}
			return i
		}
	}
	return len(b)
}

// validPrefix is the length of the valid UTF-8 at the start of b.
func validPrefix(b []byte) int {
	i := 0
	for i < len(b) {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		i += size
	}
	return i
}

// slow converts the one character at in[i] and returns the number of bytes it
// took, or 0 if in ends inside it and more may come.
func (c *converter) slow(in []byte, i int, eof bool) (int, error) {
	b := in[i]
	if c.eol != "" && (b == '\r' || b == '\n') {
		c.out = append(c.out, c.eol...)
		if b == '\r' {
			switch {
			case i+1 < len(in):
				if in[i+1] == '\n' {
					return 2, nil
				}
			case !eof:
				c.skipLF = true
			}
		}
		return 1, nil
	}
	var r rune
	size := 1
	if c.dec == nil {
		if !eof && !utf8.FullRune(in[i:]) {
			return 0, nil
		}
		r, size = utf8.DecodeRune(in[i:])
		if r == utf8.RuneError && size == 1 {
			line, col := c.position(in, i)
			return 0, &Undecodable{Line: line, Col: col, Byte: b, From: c.from}
		}
	} else if r = c.dec.dec[b]; r == noRune {
		line, col := c.position(in, i)
		return 0, &Undecodable{Line: line, Col: col, Byte: b, From: c.from}
	}
	if c.enc == nil {
		c.out = utf8.AppendRune(c.out, r)
		return size, nil
	}
	if v, ok := c.enc.encode(r); ok {
		c.out = append(c.out, v)
		return size, nil
	}
	line, col := c.position(in, i)
	if !c.opt.Lossy {
		return 0, &Unmappable{Line: line, Col: col, Rune: r, To: c.to}
	}
	s := c.enc.substitute(r)
	for _, x := range s { // substitute gives only characters the target holds
		v, _ := c.enc.encode(x)
		c.out = append(c.out, v)
	}
	ch := Change{Line: line, Col: col, From: r, To: s}
	if c.opt.OnChange != nil {
		c.opt.OnChange(ch)
	} else {
		c.changes = append(c.changes, ch)
	}
	return size, nil
}

// position is the line and column of in[i].
func (c *converter) position(in []byte, i int) (line, col int) {
	c.cur.advance(in[c.mark:i])
	c.mark = i
	return c.cur.line, c.cur.col + 1
}

// lineCursor follows the line and column through the source bytes consumed so
// far. All supported encodings write CR and LF as the ASCII bytes, so line
// ends are found in the source bytes (from UTF-16, in its UTF-8); columns
// count characters.
type lineCursor struct {
	line int  // 1-based
	col  int  // characters since the start of the line
	cr   bool // the last byte was a CR: an LF now ends no further line
	utf8 bool // the source is UTF-8 (else a byte is a character)
}

func (p *lineCursor) advance(s []byte) {
	if len(s) == 0 {
		return
	}
	last := max(bytes.LastIndexByte(s, '\n'), bytes.LastIndexByte(s, '\r'))
	if last < 0 {
		p.col += p.chars(s)
		p.cr = false
		return
	}
	ends := bytes.Count(s, sepLF) + loneCRs(s) // a CR at the end of s counts: an LF after it is subtracted next time
	if p.cr && s[0] == '\n' {
		ends--
	}
	p.line += ends
	p.col = p.chars(s[last+1:])
	p.cr = s[len(s)-1] == '\r'
}

var sepLF, sepCR, sepCRLF = []byte{'\n'}, []byte{'\r'}, []byte{'\r', '\n'}

// loneCRs counts the CRs of s not followed by an LF. (bytes.Count is
// faster than a loop over words here, measured on CR LF protocols.)
func loneCRs(s []byte) int {
	crs := bytes.Count(s, sepCR)
	if crs == 0 {
		return 0
	}
	return crs - bytes.Count(s, sepCRLF)
}

// chars counts the characters of s, which is valid if it is UTF-8. (Not
// utf8.RuneCount, which makes a temporary string of s in Go 1.26.)
func (p *lineCursor) chars(s []byte) int {
	if !p.utf8 {
		return len(s)
	}
	n := len(s)
	for _, b := range s {
		if b&0xC0 == 0x80 {
			n--
		}
	}
	return n
}
