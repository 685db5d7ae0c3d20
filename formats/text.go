package formats

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Decoded is a file's text in UTF-8 and how it was obtained.
type Decoded struct {
	Text       string
	Encoding   string  // WHATWG name of the encoding used: "utf-8", "windows-1251", ...
	How        string  // "BOM", "utf-8", "ascii", "declared", "statistics", "given", "default" (DecodeDefault)
	Confidence float64 // of the detection, 0..1 (1 when given or certain)
	Warnings   []*bridge.Error
}

// Decode turns a file's bytes into UTF-8 text. enc is "" or "auto" to find
// the encoding (charset.Detect: byte-order mark, UTF-8's or UTF-16's;
// valid UTF-8, a charset declaration, or the statistical model), or the
// name of an encoding to use. An empty file (or a byte-order mark alone)
// and binary data are refused; so is a file whose
// encoding the model cannot tell with confidence (the user gives
// --encoding) and a byte that is not valid in the encoding, each with its
// position; so is a file of more than MaxFileBytes (ErrTooLarge), before
// anything else is done with it.
func Decode(name string, data []byte, enc string) (Decoded, error) {
	return DecodeDefault(name, data, enc, Default{})
}

// Default is a format's own default encoding: PBNDefault.
type Default struct {
	Encoding string // as the format's standard names it: "ISO-8859-1"
	Format   string // "PBN", for the warning
}

// PBNDefault is PBN's default character set (PBN standard 2.1, section 3.1
// "Character set": ISO-8859-1 unless the file says otherwise).
var PBNDefault = Default{Encoding: "ISO-8859-1", Format: "PBN"}

// DecodeDefault is Decode for a format that names its own default
// encoding: a file that declares no charset and whose bytes the
// statistics cannot tell is read in def, with a warning ("no charset
// declared and the bytes do not tell: read as ISO-8859-1, PBN's default"),
// rather than refused. Decoded.How is then "default". A zero def is
// Decode.
func DecodeDefault(name string, data []byte, enc string, def Default) (Decoded, error) {
	return decode(name, data, enc, def, false)
}

// DecodeOwned is DecodeDefault for a caller that hands data over: it is
// never modified afterwards (by the caller or anyone), so valid UTF-8,
// the usual case, becomes the text without a copy (a 10 MB traveller is
// then not held, and written to memory, twice).
func DecodeOwned(name string, data []byte, enc string, def Default) (Decoded, error) {
	return decode(name, data, enc, def, true)
}

func decode(name string, data []byte, enc string, def Default, owned bool) (Decoded, error) {
	pos := bridge.Pos{File: name}
	if len(data) > MaxFileBytes {
		return Decoded{}, FileTooLarge(name, MaxFileBytes)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Decoded{}, &bridge.Error{Pos: pos, Err: fmt.Errorf("%w (want %s)", ErrEmpty, Inputs)}
	}
	var e *charset.Encoding
	if enc != "" && enc != "auto" {
		var err error
		if e, err = charset.Lookup(enc); err != nil {
			return Decoded{}, &bridge.Error{Pos: pos, Err: fmt.Errorf("%w: %v", ErrEncoding, err)}
		}
	}
	if line, col, ok := BinaryAtIn(data, e); ok {
		return Decoded{}, &bridge.Error{Pos: bridge.Pos{File: name, Line: line, Col: col},
			Err: fmt.Errorf("%w (want %s)", ErrBinary, Inputs)}
	}
	d := Decoded{How: "given", Confidence: 1}
	if e == nil {
		det := charset.Detect(data)
		e, d.How, d.Confidence = det.Encoding, det.How, det.Confidence
		// A file that declares UTF-8 but is not: point at the first bad
		// byte rather than guess another encoding.
		if declared, err := charset.Lookup(det.Declared); err == nil && declared == charset.UTF8 && e != charset.UTF8 && det.How != "ascii" && det.How != "BOM" {
			if _, err := charset.Decode(data, charset.UTF8); err != nil {
				var ud *charset.Undecodable
				if errors.As(err, &ud) {
					return Decoded{}, &bridge.Error{Pos: bridge.Pos{File: name, Line: ud.Line, Col: ud.Col},
						Err: fmt.Errorf("%w: %v, but the file declares charset=%s (give --encoding to read it otherwise)", ErrEncoding, err, det.Declared)}
				}
			}
		}
		fallback, _ := charset.Lookup(def.Encoding)
		if det.Confidence < charset.Threshold && det.Declared == "" && fallback != nil {
			e, d.How = fallback, "default"
			d.Warnings = append(d.Warnings, bridge.Errorf(pos, "",
				"no charset declared and the bytes do not tell: read as %s, %s's default (give --encoding to choose)", def.Encoding, def.Format))
		} else if det.Confidence < charset.Threshold {
			msg := fmt.Sprintf("%s at best, with confidence %.2f", det.Encoding.Name, det.Confidence)
			if det.RunnerUp != nil {
				msg += ", or " + det.RunnerUp.Name
			}
			return Decoded{}, &bridge.Error{Pos: pos, Err: fmt.Errorf("%w: cannot tell the encoding: %s (give --encoding)", ErrEncoding, msg)}
		}
		// A declaration that disagrees with the bytes matters only when
		// there are bytes it would read otherwise (not in ASCII files).
		if declared, err := charset.Lookup(det.Declared); det.Declared != "" && det.How != "ascii" && (err != nil || declared != e) && !(declared != nil && declared.ReadOnly && e.ReadOnly) {
			d.Warnings = append(d.Warnings, bridge.Errorf(pos, "charset declaration",
				"says %s, but the bytes are %s; read as %s", bridge.Quote(det.Declared), e.Name, e.Name))
		}
	}
	var text string
	var err error
	if owned && e == charset.UTF8 && utf8.Valid(data) {
		// What Decode gives (valid UTF-8 to UTF-8 is a copy), sharing
		// data: the caller never modifies it.
		text = unsafe.String(unsafe.SliceData(data), len(data))
	} else {
		text, err = charset.Decode(data, e)
	}
	if err != nil {
		var ud *charset.Undecodable
		if errors.As(err, &ud) {
			return Decoded{}, &bridge.Error{Pos: bridge.Pos{File: name, Line: ud.Line, Col: ud.Col},
				Err: fmt.Errorf("%w: %v (want %s, or give the file's --encoding)", ErrEncoding, err, e.Name)}
		}
		return Decoded{}, &bridge.Error{Pos: pos, Err: fmt.Errorf("%w as %s: %v", ErrEncoding, e.Name, err)}
	}
	d.Text, d.Encoding = strings.TrimPrefix(text, "\uFEFF"), e.Name
	if strings.TrimSpace(d.Text) == "" { // a byte-order mark alone
		return Decoded{}, &bridge.Error{Pos: pos, Err: fmt.Errorf("%w (want %s)", ErrEmpty, Inputs)}
	}
	return d, nil
}

// BinaryAt finds a NUL byte or a run of control characters that no text
// file holds, giving its line and column. A file with a UTF-16 byte-order
// mark is looked at in its decoded text (its zero bytes are not NULs), and
// its columns count characters.
func BinaryAt(data []byte) (line, col int, ok bool) { return BinaryAtIn(data, nil) }

// BinaryAtIn is BinaryAt for data in encoding e: UTF-16 (e utf-16le or
// utf-16be, or e nil and a UTF-16 byte-order mark) is looked at in its
// decoded text, anything else in its bytes.
func BinaryAtIn(data []byte, e *charset.Encoding) (line, col int, ok bool) {
	utf16 := false
	if u, text, _, _ := charset.UTF16Head(data, e); u != nil {
		data, utf16 = text, true
	}
	if len(data) > 1<<16 {
		data = data[:1<<16]
	}
	line, col = 1, 0
	controls := 0
	for _, c := range data {
		if utf16 && c&0xC0 == 0x80 {
			continue // the rest of a character
		}
		col++
		switch {
		case c == '\n':
			line, col = line+1, 0
		case c == 0:
			return line, col, true
		case c < 0x20 && c != '\t' && c != '\r' && c != '\f' && c != 0x1A:
			controls++
			if controls > 8 {
				return line, col, true
			}
		}
	}
	return 0, 0, false
}

// maxControlShare is the share of control characters above which data that
// BinaryAtIn calls binary is binary for TextControls too: 1 in 10 bytes.
// Random bytes have 1 in 8 (and a NUL in any 600 bytes but one time in
// ten); a help file's markup 1 in a few hundred, 1 in 20 where its links
// are densest.
const maxControlShare = 10

// TextControls tells text with control characters from binary data among
// what BinaryAtIn calls binary: data with no NUL byte (in its decoded text,
// for UTF-16) whose control characters, other than tab, line ends, form
// feed and ^Z, are at most 1 in 10 of its first 64 KiB. Such characters
// are content of some text files: Midnight Commander's help files
// (KOI8-R, ISO-8859-5 and others) mark their links, nodes and fonts with
// 0x01-0x08, 0x0B and 0x0E-0x11; DOS documents hold a printer's escapes. A
// converter keeps them as they are, as iconv does. n is how many there are
// in that head.
func TextControls(data []byte, e *charset.Encoding) (n int, text bool) {
	utf16 := false
	if u, decoded, _, _ := charset.UTF16Head(data, e); u != nil {
		data, utf16 = decoded, true
	}
	if len(data) > 1<<16 {
		data = data[:1<<16]
	}
	chars := 0
	for _, c := range data {
		if utf16 && c&0xC0 == 0x80 {
			continue
		}
		chars++
		switch {
		case c == 0:
			return 0, false
		case c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x1A:
			n++
		}
	}
	return n, n*maxControlShare <= chars
}
