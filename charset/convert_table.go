package charset

import (
	"encoding/binary"
	"fmt"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// noRune marks a byte a code page leaves undefined.
const noRune rune = -1

// byteTable is a single-byte code page as lookup tables, built once from its
// golang.org/x/text charmap (or our own table, for CP1125): they define the
// mapping, the tables only make it fast.
type byteTable struct {
	dec   [256]rune         // byte → character, or noRune
	utf8  [256]uint64       // byte → UTF-8 bytes (little-endian) | length<<32; 0 if undefined
	pages [256]*[256]uint16 // character → byte+1 (0: none), by the character's high byte; BMP only
}

var byteTables sync.Map // *Encoding → *byteTable

// tableOf gives the tables of a single-byte encoding, or nil for UTF-8 and
// UTF-16 (which is decoded to UTF-8 first).
func tableOf(e *Encoding) (*byteTable, error) {
	x := e.X()
	if x == unicode.UTF8 || e.ReadOnly {
		return nil, nil
	}
	switch x.(type) {
	case *charmap.Charmap, *codePage:
	default:
		return nil, fmt.Errorf("cannot convert %s: not a single-byte code page or UTF-8", e.Name)
	}
	if t, ok := byteTables.Load(e); ok {
		return t.(*byteTable), nil
	}
	t, _ := byteTables.LoadOrStore(e, newByteTable(e))
	return t.(*byteTable), nil
}

func newByteTable(e *Encoding) *byteTable {
	t := &byteTable{}
	for b := range 256 {
		r := e.decodeByte(byte(b))
		if r == utf8.RuneError {
			t.dec[b] = noRune
			continue
		}
		if (r == '\n' || r == '\r') != (b == '\n' || b == '\r') || (r == '\n' || r == '\r') && r != rune(b) {
			// The line-end logic reads CR and LF from the source bytes.
			panic(fmt.Sprintf("cyrillic: %v decodes byte 0x%02X to %U", e, b, r))
		}
		t.dec[b] = r
		var u [4]byte
		n := utf8.EncodeRune(u[:], r)
		t.utf8[b] = uint64(binary.LittleEndian.Uint32(u[:])) | uint64(n)<<32
		if v, ok := e.encodeRune(r); ok && r < 0x10000 {
			p := t.pages[r>>8]
			if p == nil {
				p = new([256]uint16)
				t.pages[r>>8] = p
			}
			p[r&0xFF] = uint16(v) + 1
		}
	}
	return t
}

// encode gives the byte of r, if the code page has one.
func (t *byteTable) encode(r rune) (byte, bool) {
	if uint32(r) >= 0x10000 {
		return 0, false
	}
	p := t.pages[r>>8]
	if p == nil {
		return 0, false
	}
	v := p[r&0xFF]
	return byte(v - 1), v != 0
}

// encodesAll reports whether the code page holds every character of s.
func (t *byteTable) encodesAll(s string) bool {
	for _, r := range s {
		if _, ok := t.encode(r); !ok {
			return false
		}
	}
	return true
}
