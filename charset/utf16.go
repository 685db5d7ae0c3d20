package charset

import "unicode/utf8"

// UTF-16 is read only: the code units are decoded to UTF-8, which the
// converter of a UTF-8 source then takes (so lossless and lossy conversions,
// line ends and positions work as from UTF-8: columns count characters,
// a surrogate pair is one).

// utf16Stage is what a conversion from UTF-16 keeps between buffers.
type utf16Stage struct {
	big     bool   // big-endian
	started bool   // past the byte-order mark, if any
	mid     []byte // the UTF-8 of the buffer being converted
}

// utf16BOM is the encoding whose byte-order mark data starts with, or nil.
func utf16BOM(data []byte) *Encoding {
	switch {
	case len(data) < 2:
		return nil
	case data[0] == 0xFF && data[1] == 0xFE:
		return UTF16LE
	case data[0] == 0xFE && data[1] == 0xFF:
		return UTF16BE
	}
	return nil
}

func unit16(b []byte, big bool) rune {
	if big {
		return rune(b[0])<<8 | rune(b[1])
	}
	return rune(b[1])<<8 | rune(b[0])
}

// UTF16Head reads the start of data as UTF-16: in encoding given when it
// is utf-16le or utf-16be, or, given nil, when data starts with a UTF-16
// byte-order mark. e is the encoding read (a byte-order mark decides the
// byte order), or nil, and nothing else, when data is not read as UTF-16.
// text is the UTF-8 of at most the first DetectHead bytes after the mark
// (a character cut by that end, or by the end of data, left out; a
// surrogate without its other half as U+FFFD), chars the number of
// characters decoded, bad the number of lone surrogates among them.
// Detection and the binary check look at text rather than at the zero
// bytes of the raw data.
func UTF16Head(data []byte, given *Encoding) (e *Encoding, text []byte, chars, bad int) {
	e = utf16BOM(data)
	switch {
	case e != nil && (given == nil || given.ReadOnly):
		data = data[2:]
	case given != nil && given.ReadOnly:
		e = given
	default:
		return nil, nil, 0, 0
	}
	big := e == UTF16BE
	data = data[:min(len(data), DetectHead)]
	text = make([]byte, 0, len(data))
	for i := 0; i+1 < len(data); {
		r := unit16(data[i:], big)
		i += 2
		switch {
		case r >= 0xD800 && r < 0xDC00:
			if i+1 >= len(data) {
				return e, text, chars, bad // cut at the end
			}
			if lo := unit16(data[i:], big); lo >= 0xDC00 && lo <= 0xDFFF {
				r = 0x10000 + (r-0xD800)<<10 + (lo - 0xDC00)
				i += 2
			} else {
				r = utf8.RuneError
				bad++
			}
		case r >= 0xDC00 && r <= 0xDFFF:
			r = utf8.RuneError
			bad++
		}
		text = utf8.AppendRune(text, r)
		chars++
	}
	return e, text, chars, bad
}

// feed converts in as process does, from UTF-16 too.
func (c *converter) feed(in []byte, eof bool) (int, error) {
	if c.u16 == nil {
		return c.process(in, eof)
	}
	return c.process16(in, eof)
}

// process16 decodes the UTF-16 in to UTF-8 and converts that, and returns
// how many bytes of in it consumed: all of them, unless in ends inside a
// code unit or a surrogate pair and eof is false. A surrogate without its
// other half, and a last byte without its pair, are *Undecodable errors at
// the character where they are.
func (c *converter) process16(in []byte, eof bool) (int, error) {
	u := c.u16
	i := 0
	if !u.started {
		if len(in) < 2 && !eof {
			return 0, nil
		}
		// A byte-order mark decides the byte order, whatever the
		// encoding's name says (as in WHATWG); it is not a character.
		if e := utf16BOM(in); e != nil {
			u.big, c.from, i = e == UTF16BE, e, 2
		}
		u.started = true
	}
	mid := u.mid[:0]
	var bad *Undecodable
loop:
	for i < len(in) {
		if len(in)-i < 2 {
			if eof {
				bad = &Undecodable{Byte: in[i], From: c.from}
			}
			break
		}
		r, n := unit16(in[i:], u.big), 2
		switch {
		case r < 0xD800 || r > 0xDFFF:
		case r < 0xDC00:
			if len(in)-i < 4 {
				if eof {
					bad = &Undecodable{Byte: in[i], Unit: uint16(r), From: c.from}
				}
				break loop
			}
			lo := unit16(in[i+2:], u.big)
			if lo < 0xDC00 || lo > 0xDFFF {
				bad = &Undecodable{Byte: in[i], Unit: uint16(r), From: c.from}
				break loop
			}
			r, n = 0x10000+(r-0xD800)<<10+(lo-0xDC00), 4
		default:
			bad = &Undecodable{Byte: in[i], Unit: uint16(r), From: c.from}
			break loop
		}
		mid = utf8.AppendRune(mid, r)
		i += n
	}
	u.mid = mid
	// mid holds whole characters: the UTF-8 converter takes all of it.
	if _, err := c.process(mid, eof && bad == nil && i == len(in)); err != nil {
		return i, err
	}
	if bad != nil {
		bad.Line, bad.Col = c.cur.line, c.cur.col+1
		return i, bad
	}
	return i, nil
}
