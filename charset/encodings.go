// Package charset knows the character encodings of Russian (and other
// European) bridge files: Cyrillic and Latin code pages, UTF-8 and UTF-16;
// their names and aliases, streaming decoding and encoding with a report of
// every character a target cannot hold, and the detection of an unlabelled
// file's encoding from its bytes. UTF-16 (as Windows Notepad and Excel
// write it, with a byte-order mark) is read and converted from, never
// written.
//
// It is a leaf that the readers (formats), the outputs (output, for the
// site's and the text report's charset) and convert (recode) share: it
// imports golang.org/x/text and, of the project, only translit (the
// Latin substitutes of a lossy conversion).
package charset

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// Encoding is one supported encoding.
type Encoding struct {
	// Name is the WHATWG name ("windows-1251", "koi8-r", "ibm866", ...),
	// or glibc's and libiconv's for an encoding WHATWG does not name
	// ("cp1125").
	Name string
	// Aliases are other names it is known by (case-insensitive; "-" and
	// "_" are ignored when matching).
	Aliases []string
	// Cyrillic is true for the encodings of Cyrillic text.
	Cyrillic bool
	// Single is true for single-byte code pages, where any byte decodes to
	// some character (so a wrong guess gives plausible garbage).
	Single bool
	// ReadOnly is true for the encodings that are read but never written
	// (UTF-16): a conversion to one fails with ErrReadOnly.
	ReadOnly bool

	enc encoding.Encoding
}

func (e *Encoding) String() string { return e.Name }

// X is the golang.org/x/text encoding.
func (e *Encoding) X() encoding.Encoding { return e.enc }

// The supported encodings. Order matters only for listing.
var (
	UTF8        = &Encoding{Name: "utf-8", Aliases: []string{"utf8", "unicode-1-1-utf-8"}, enc: unicode.UTF8}
	Windows1251 = &Encoding{Name: "windows-1251", Aliases: []string{"cp1251", "win1251", "win-1251", "x-cp1251", "ansi-1251"}, Cyrillic: true, Single: true, enc: charmap.Windows1251}
	KOI8R       = &Encoding{Name: "koi8-r", Aliases: []string{"koi8r", "koi", "koi8", "cskoi8r"}, Cyrillic: true, Single: true, enc: charmap.KOI8R}
	KOI8U       = &Encoding{Name: "koi8-u", Aliases: []string{"koi8u", "koi8-ru"}, Cyrillic: true, Single: true, enc: charmap.KOI8U}
	IBM866      = &Encoding{Name: "ibm866", Aliases: []string{"cp866", "866", "csibm866", "dos-866", "alt"}, Cyrillic: true, Single: true, enc: charmap.CodePage866}
	// CP1125 is the Ukrainian DOS code page (IBM-1125, RUSCII): CP866 with
	// Ґ ґ Є є І і Ї ї at 0xF2-0xF9. golang.org/x/text lacks it; the table
	// is ours (see cp1125High).
	CP1125   = &Encoding{Name: "cp1125", Aliases: []string{"ibm1125", "ibm-1125", "1125", "ruscii"}, Cyrillic: true, Single: true, enc: cp1125}
	ISO88595 = &Encoding{Name: "iso-8859-5", Aliases: []string{"iso8859-5", "cyrillic", "iso-ir-144", "csisolatincyrillic", "latin-cyrillic"}, Cyrillic: true, Single: true, enc: charmap.ISO8859_5}
	// MacCyrillic's aliases are the names Java ("MacCyrillic",
	// "x-MacCyrillic", "x-MacUkraine"), Python ("mac-cyrillic"), glibc
	// ("MAC-CYRILLIC", "MAC-UK"), Windows (code page 10007, and 10017 for
	// Mac Ukrainian, which WHATWG reads as this one) and browsers give it.
	MacCyrillic = &Encoding{Name: "x-mac-cyrillic", Aliases: []string{"mac-cyrillic", "maccyrillic", "x-mac-ukrainian", "mac-ukrainian", "macukrainian", "x-macukraine", "macukraine", "mac-uk", "cp10007", "windows-10007", "cp10017", "windows-10017"}, Cyrillic: true, Single: true, enc: charmap.MacintoshCyrillic}
	Windows1252 = &Encoding{Name: "windows-1252", Aliases: []string{"cp1252", "win1252", "latin1", "iso-8859-1", "iso8859-1", "l1", "ascii", "us-ascii"}, Single: true, enc: charmap.Windows1252}
	ISO88592    = &Encoding{Name: "iso-8859-2", Aliases: []string{"iso8859-2", "latin2", "l2", "csisolatin2"}, Single: true, enc: charmap.ISO8859_2}
	Windows1250 = &Encoding{Name: "windows-1250", Aliases: []string{"cp1250", "win1250"}, Single: true, enc: charmap.Windows1250}
	// UTF16LE and UTF16BE are read only, as Windows Notepad and Excel
	// ("Unicode text") write them, with a byte-order mark; the mark, when
	// there is one, decides the byte order. "utf-16" is little-endian, as
	// in WHATWG.
	UTF16LE = &Encoding{Name: "utf-16le", Aliases: []string{"utf16le", "utf-16", "utf16", "ucs-2", "ucs-2le"}, ReadOnly: true, enc: unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)}
	UTF16BE = &Encoding{Name: "utf-16be", Aliases: []string{"utf16be", "ucs-2be"}, ReadOnly: true, enc: unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)}
)

// All lists the supported encodings that are read and written.
var All = []*Encoding{UTF8, Windows1251, KOI8R, KOI8U, IBM866, CP1125, ISO88595, MacCyrillic, Windows1252, ISO88592, Windows1250}

// ReadOnly lists the encodings that are read but never written.
var ReadOnly = []*Encoding{UTF16LE, UTF16BE}

// ErrUnknownEncoding is returned for a name Lookup does not know.
var ErrUnknownEncoding = fmt.Errorf("unknown encoding")

// ErrReadOnly is returned for a conversion to an encoding that is only
// read (UTF-16).
var ErrReadOnly = fmt.Errorf("read only")

func normalise(name string) string {
	return nameSeparators.Replace(strings.ToLower(strings.TrimSpace(name)))
}

var byName = func() map[string]*Encoding {
	m := map[string]*Encoding{}
	for _, e := range append(All[:len(All):len(All)], ReadOnly...) {
		m[normalise(e.Name)] = e
		for _, a := range e.Aliases {
			m[normalise(a)] = e
		}
	}
	return m
}()

// Lookup finds an encoding by its name or an alias, a read-only one too.
func Lookup(name string) (*Encoding, error) {
	if e, ok := byName[normalise(name)]; ok {
		return e, nil
	}
	return nil, fmt.Errorf("%w %q (want one of %s; or, to read only, %s)", ErrUnknownEncoding, name, strings.Join(Names(), ", "), strings.Join(ReadOnlyNames(), ", "))
}

// ReadOnlyNames lists the WHATWG names of the read-only encodings, sorted.
func ReadOnlyNames() []string {
	out := make([]string, 0, len(ReadOnly))
	for _, e := range ReadOnly {
		out = append(out, e.Name)
	}
	sort.Strings(out)
	return out
}

// Names lists the WHATWG names of the encodings that are read and
// written, sorted.
func Names() []string {
	out := make([]string, 0, len(All))
	for _, e := range All {
		out = append(out, e.Name)
	}
	sort.Strings(out)
	return out
}

// nameSeparators are what encoding names differ by ("KOI8-R", "koi8_r").
var nameSeparators = strings.NewReplacer("-", "", "_", "", " ", "")
