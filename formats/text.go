package formats

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Decoded is a file's text in UTF-8 and how it was obtained.
type Decoded struct {
	Text     string
	Encoding string // WHATWG name of the encoding used: "utf-8", "windows-1251", ...
	How      string // "BOM", "valid UTF-8", "declared", "given", "fallback"
	Warnings []*bridge.Error
}

// Decode turns a file's bytes into UTF-8 text. enc is "" or "auto" to find
// the encoding (byte-order mark, valid UTF-8, a charset declaration in the
// first lines), or the name of an encoding to use. An empty file and binary
// data are refused with a positioned error.
func Decode(name string, data []byte, enc string) (Decoded, error) {
	pos := bridge.Pos{File: name}
	if len(bytes.TrimSpace(data)) == 0 {
		return Decoded{}, &bridge.Error{Pos: pos, Err: fmt.Errorf("%w (want a PBN or CSV file)", ErrEmpty)}
	}
	if line, col, ok := binaryAt(data); ok {
		return Decoded{}, &bridge.Error{Pos: bridge.Pos{File: name, Line: line, Col: col},
			Err: fmt.Errorf("%w (want a PBN or CSV file)", ErrBinary)}
	}
	if enc != "" && enc != "auto" {
		e, canonical, err := Lookup(enc)
		if err != nil {
			return Decoded{}, &bridge.Error{Pos: pos, Err: err}
		}
		return decodeWith(name, data, e, canonical, "given")
	}
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		d, err := decodeWith(name, data[3:], encoding.Nop, "utf-8", "BOM")
		return d, err
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeWith(name, data, unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), "utf-16le", "BOM")
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeWith(name, data, unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), "utf-16be", "BOM")
	}
	if utf8.Valid(data) {
		return Decoded{Text: string(data), Encoding: "utf-8", How: "valid UTF-8"}, nil
	}
	if label, line := declaredCharset(data); label != "" {
		e, canonical, err := Lookup(label)
		if err == nil && canonical != "utf-8" {
			return decodeWith(name, data, e, canonical, "declared")
		}
		w := bridge.Errorf(bridge.Pos{File: name, Line: line}, "charset declaration",
			"%q is not a usable charset for these bytes; ignored", label)
		d, err := fallback(name, data)
		d.Warnings = append([]*bridge.Error{w}, d.Warnings...)
		return d, err
	}
	return fallback(name, data)
}

func fallback(name string, data []byte) (Decoded, error) {
	d, err := decodeWith(name, data, charmap.Windows1252, "windows-1252", "fallback")
	if err == nil {
		d.Warnings = append(d.Warnings, bridge.Errorf(bridge.Pos{File: name}, "",
			"not UTF-8 and no charset declared: read as windows-1252 (Latin-1); give --encoding if that is wrong"))
	}
	return d, err
}

func decodeWith(name string, data []byte, e encoding.Encoding, canonical, how string) (Decoded, error) {
	if canonical == "utf-8" {
		if !utf8.Valid(data) {
			line, col := invalidUTF8At(data)
			return Decoded{}, &bridge.Error{Pos: bridge.Pos{File: name, Line: line, Col: col},
				Err: fmt.Errorf("%w: invalid UTF-8 byte sequence (want UTF-8, or give the file's --encoding)", ErrEncoding)}
		}
		return Decoded{Text: string(data), Encoding: canonical, How: how}, nil
	}
	out, err := e.NewDecoder().Bytes(data)
	if err != nil {
		return Decoded{}, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w as %s: %v", ErrEncoding, canonical, err)}
	}
	return Decoded{Text: string(out), Encoding: canonical, How: how}, nil
}

// Lookup finds an encoding by any of its WHATWG labels (utf-8, cp1251,
// koi8-r, ibm866, latin1, ...) and gives its canonical name.
func Lookup(label string) (encoding.Encoding, string, error) {
	l := strings.ToLower(strings.TrimSpace(label))
	switch l {
	case "cp866", "866", "dos-866":
		l = "ibm866"
	case "cp1251", "win1251", "win-1251":
		l = "windows-1251"
	case "koi8r":
		l = "koi8-r"
	}
	e, err := htmlindex.Get(l)
	if err != nil {
		return nil, "", fmt.Errorf("%w: unknown encoding %q (want e.g. utf-8, windows-1251, koi8-r, ibm866, iso-8859-1)", ErrEncoding, label)
	}
	canonical, _ := htmlindex.Name(e)
	return e, canonical, nil
}

var charsetRE = regexp.MustCompile(`(?i)charset\s*=\s*["']?([A-Za-z0-9_.:-]+)`)

// declaredCharset finds a charset declaration (a PBN %Content-type line or
// an HTML meta tag) in the first 40 lines.
func declaredCharset(data []byte) (label string, line int) {
	for i, l := range bytes.SplitN(data, []byte("\n"), 41) {
		if i == 40 {
			break
		}
		if m := charsetRE.FindSubmatch(l); m != nil {
			return string(m[1]), i + 1
		}
	}
	return "", 0
}

// binaryAt finds a NUL byte or a run of control characters that no text
// file holds, giving its line and column.
func binaryAt(data []byte) (line, col int, ok bool) {
	if len(data) > 1<<16 {
		data = data[:1<<16]
	}
	line, col = 1, 0
	controls := 0
	for _, c := range data {
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

// invalidUTF8At is the line and column (in characters) of the first byte
// that is not valid UTF-8.
func invalidUTF8At(data []byte) (line, col int) {
	line, col = 1, 1
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		if r == utf8.RuneError && size <= 1 {
			return line, col
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		data = data[size:]
	}
	return line, col
}
