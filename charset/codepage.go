package charset

import (
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/transform"
)

// cp1125High is what the bytes 0x80-0xFF of CP1125 (IBM-1125, "RUSCII",
// the Ukrainian DOS code page of DSTU 2018-91) stand for; 0x00-0x7F are
// ASCII. It is data, not code: the mapping of glibc's charmaps/CP1125
// (from IBM's ibm-1125_P100-1997.ucm) and of GNU libiconv's cp1125.h,
// which agree byte for byte (compared when this table was written, and by
// TestCP1125Table against testdata/cp1125.txt, a copy of glibc's mapping,
// and TestTablesAgreeWithIconv against iconv's CP1125). It is CP866 but for
// 0xF2-0xF9, where CP866 has Є є Ї ї Ў ў ° ∙ and CP1125 Ґ ґ Є є І і Ї ї.
var cp1125High = [128]rune{
	// 0x80: А-П
	0x0410, 0x0411, 0x0412, 0x0413, 0x0414, 0x0415, 0x0416, 0x0417,
	0x0418, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E, 0x041F,
	// 0x90: Р-Я
	0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426, 0x0427,
	0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F,
	// 0xA0: а-п
	0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436, 0x0437,
	0x0438, 0x0439, 0x043A, 0x043B, 0x043C, 0x043D, 0x043E, 0x043F,
	// 0xB0: shades and box drawing
	0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556,
	0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510,
	// 0xC0
	0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F,
	0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567,
	// 0xD0
	0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B,
	0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580,
	// 0xE0: р-я
	0x0440, 0x0441, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447,
	0x0448, 0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F,
	// 0xF0: Ё ё Ґ ґ Є є І і Ї ї · √ № ¤ ■ no-break space
	0x0401, 0x0451, 0x0490, 0x0491, 0x0404, 0x0454, 0x0406, 0x0456,
	0x0407, 0x0457, 0x00B7, 0x221A, 0x2116, 0x00A4, 0x25A0, 0x00A0,
}

// codePage is a single-byte, ASCII-compatible code page that
// golang.org/x/text lacks, as an encoding.Encoding of its own: its decoder
// never fails, and its encoder stops at a character the page lacks with an
// error that encoding.ReplaceUnsupported and HTMLEscapeUnsupported handle,
// as x/text's charmaps do.
type codePage struct {
	name string
	dec  [256]rune
	enc  map[rune]byte
}

func newCodePage(name string, high *[128]rune) *codePage {
	c := &codePage{name: name, enc: make(map[rune]byte, 256)}
	for b := range 256 {
		r := rune(b)
		if b >= 0x80 {
			r = high[b-0x80]
		}
		c.dec[b] = r
		c.enc[r] = byte(b)
	}
	return c
}

func (c *codePage) String() string { return c.name }

// NewDecoder decodes the code page to UTF-8.
func (c *codePage) NewDecoder() *encoding.Decoder {
	return &encoding.Decoder{Transformer: codePageDecoder{c}}
}

// NewEncoder encodes UTF-8 in the code page.
func (c *codePage) NewEncoder() *encoding.Encoder {
	return &encoding.Encoder{Transformer: codePageEncoder{c}}
}

type codePageDecoder struct{ c *codePage }

func (d codePageDecoder) Reset() {}

func (d codePageDecoder) Transform(dst, src []byte, _ bool) (nDst, nSrc int, err error) {
	for i, b := range src {
		r := d.c.dec[b]
		if utf8.RuneLen(r) > len(dst)-nDst {
			return nDst, i, transform.ErrShortDst
		}
		nDst += utf8.EncodeRune(dst[nDst:], r)
	}
	return nDst, len(src), nil
}

type codePageEncoder struct{ c *codePage }

func (e codePageEncoder) Reset() {}

func (e codePageEncoder) Transform(dst, src []byte, atEOF bool) (nDst, nSrc int, err error) {
	for nSrc < len(src) {
		if nDst >= len(dst) {
			return nDst, nSrc, transform.ErrShortDst
		}
		r, size := rune(src[nSrc]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(src[nSrc:])
			if size == 1 && !atEOF && !utf8.FullRune(src[nSrc:]) {
				return nDst, nSrc, transform.ErrShortSrc
			}
		}
		b, ok := e.c.enc[r]
		if !ok {
			return nDst, nSrc, repertoireError(0x1A)
		}
		dst[nDst] = b
		nDst++
		nSrc += size
	}
	return nDst, nSrc, nil
}

// repertoireError is the error of an encoder at a character its code page
// lacks: golang.org/x/text's error handlers (encoding.ReplaceUnsupported,
// HTMLEscapeUnsupported) recognise it by its Replacement method, the byte
// that stands for such a character (SUB, as in x/text's charmaps).
type repertoireError byte

func (e repertoireError) Error() string     { return "encoding: rune not supported by encoding." }
func (e repertoireError) Replacement() byte { return byte(e) }

// cp1125 is CP1125 as an encoding.Encoding.
var cp1125 = newCodePage("CP1125", &cp1125High)

// decodeByte is what byte b stands for in the single-byte encoding e:
// utf8.RuneError for a byte e leaves undefined.
func (e *Encoding) decodeByte(b byte) rune {
	switch x := e.enc.(type) {
	case *charmap.Charmap:
		return x.DecodeByte(b)
	case *codePage:
		return x.dec[b]
	}
	return utf8.RuneError
}

// encodeRune is the byte of r in the single-byte encoding e, if it has one.
func (e *Encoding) encodeRune(r rune) (byte, bool) {
	switch x := e.enc.(type) {
	case *charmap.Charmap:
		return x.EncodeRune(r)
	case *codePage:
		b, ok := x.enc[r]
		return b, ok
	}
	return 0, false
}
