package mdb

import (
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset"
)

// codec decodes Jet 3 text: one byte a character in a code page (or, when
// the detection says so, UTF-8).
type codec struct {
	enc   *charset.Encoding
	table [256]rune // single-byte code pages; utf8.RuneError for a byte the page does not define
	utf8  bool
}

func newCodec(e *charset.Encoding) *codec {
	c := &codec{enc: e}
	if !e.Single {
		c.utf8 = true
		return c
	}
	dec := e.X().NewDecoder()
	for i := range c.table {
		out, err := dec.Bytes([]byte{byte(i)})
		r, n := utf8.DecodeRune(out)
		if err != nil || n != len(out) {
			r = utf8.RuneError
		}
		c.table[i] = r
	}
	return c
}

// decode is the text of b, and whether it holds a byte that is not a
// character (shown as U+FFFD).
func (c *codec) decode(b []byte) (string, bool) {
	ascii := true
	for _, x := range b {
		if x >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return string(b), false
	}
	if c.utf8 {
		if utf8.Valid(b) {
			return string(b), false
		}
		return strings.ToValidUTF8(string(b), "\uFFFD"), true
	}
	var s strings.Builder
	s.Grow(len(b) + len(b)/2)
	bad := false
	for _, x := range b {
		r := c.table[x]
		bad = bad || r == utf8.RuneError
		s.WriteRune(r)
	}
	return s.String(), bad
}

// highBytes reports whether b holds a byte >= 0x80.
func highBytes(b []byte) bool {
	for _, x := range b {
		if x >= 0x80 {
			return true
		}
	}
	return false
}

// decodeUCS2 decodes Jet 4 text: UTF-16LE, or, when the column allows it
// and the text starts with 0xFF 0xFE, the compressed form, in which a zero
// byte at the start of a character switches between one byte a character
// (the high byte 0) and two.
func decodeUCS2(b []byte, compressible bool) (string, error) {
	if !compressible || len(b) < 2 || b[0] != 0xFF || b[1] != 0xFE {
		if len(b)%2 != 0 {
			return "", fmt.Errorf("%w: UTF-16 text of %d bytes (want an even number)", ErrDamaged, len(b))
		}
		u := make([]uint16, len(b)/2)
		for i := range u {
			u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
		}
		return string(utf16.Decode(u)), nil
	}
	u := make([]uint16, 0, len(b)-2)
	one := true
	for i := 2; i < len(b); {
		switch {
		case b[i] == 0:
			one = !one
			i++
		case one:
			u = append(u, uint16(b[i]))
			i++
		case i+1 < len(b):
			u = append(u, uint16(b[i])|uint16(b[i+1])<<8)
			i += 2
		default:
			return "", fmt.Errorf("%w: compressed text ends inside a character (byte %d of %d)", ErrDamaged, i, len(b))
		}
	}
	return string(utf16.Decode(u)), nil
}
