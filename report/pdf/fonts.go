package pdf

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// face is one embedded font: its bytes for fpdf and the set of characters
// it has a glyph for, read once from its cmap with sfnt.
type face struct {
	name   string // as in messages: "Go Regular"
	family string // fpdf family name
	style  string // fpdf style: "" or "B"
	ttf    []byte
	once   sync.Once
	has    *[0x10000 / 64]uint64 // bit r is set when rune r (in the BMP) has a glyph
	err    error
}

// The two faces of the document. Go Mono is not used: the hand diagrams
// align by their left edge, which a proportional face does as well.
var (
	regular = &face{name: "Go Regular", family: "go", style: "", ttf: goregular.TTF}
	bold    = &face{name: "Go Bold", family: "go", style: "B", ttf: gobold.TTF}
)

// load reads the face's cmap. Only the Basic Multilingual Plane is
// looked at: fpdf writes text as UTF-16 code units used as character ids,
// so it cannot address a character above U+FFFF even where a font has one
// (the Go fonts have none; a test checks it).
func (f *face) load() error {
	f.once.Do(func() {
		fnt, err := sfnt.Parse(f.ttf)
		if err != nil {
			f.err = fmt.Errorf("pdf: font %s: %w", f.name, err)
			return
		}
		var buf sfnt.Buffer
		has := new([0x10000 / 64]uint64)
		for r := rune(0); r < 0x10000; r++ {
			if r >= 0xD800 && r < 0xE000 { // surrogates are not characters
				continue
			}
			g, err := fnt.GlyphIndex(&buf, r)
			if err != nil {
				f.err = fmt.Errorf("pdf: font %s: U+%04X: %w", f.name, r, err)
				return
			}
			if g != 0 {
				has[r/64] |= 1 << (r % 64)
			}
		}
		f.has = has
	})
	return f.err
}

// covers reports whether the face has a glyph for r. Control characters
// (U+0000–U+001F, U+007F–U+009F) never count, whatever the font maps them
// to.
func (f *face) covers(r rune) bool {
	if r < 0x20 || (r >= 0x7F && r < 0xA0) || r >= 0x10000 || f.load() != nil {
		return false
	}
	return f.has[r/64]&(1<<(r%64)) != 0
}

// printable reports whether both faces have a glyph for r. The Go
// Regular and Go Bold have the same characters (a test checks), so what a
// text prints as does not depend on the face it is printed in.
func printable(r rune) bool { return regular.covers(r) && bold.covers(r) }

// nearest holds the characters the Go fonts lack that have a close one
// they have, where neither Unicode's compatibility mapping (NFKC) nor the
// base letter gives it.
var nearest = map[rune]string{
	'\u2010': "-",      // hyphen
	'\u2011': "-",      // non-breaking hyphen (now a place to break)
	'\u2012': "-",      // figure dash
	'\u2043': "-",      // hyphen bullet
	'\u2007': "\u00a0", // figure space: a space that never breaks
	'\u202F': "\u00a0", // narrow no-break space
	'\u02BC': "\u2019", // modifier letter apostrophe (Ukrainian: Марʼяна)
	'\u02BB': "\u2018", // modifier letter turned comma (Uzbek: Oʻ)
	'\u201B': "\u2018", // single high-reversed-9 quotation mark
	'\u201F': "\u201C", // double high-reversed-9 quotation mark
	'\u2027': "\u00b7", // hyphenation point
}

// Missing is what the PDF prints for a character that neither the fonts
// nor a close character can show: U+FFFD, the replacement character (a
// question mark in a black diamond, which the Go fonts have), so that a
// reader sees that something is missing.
const Missing = "\uFFFD"

// instead is what the PDF prints for a character r that the fonts have no
// glyph for, in this order: a close character from nearest; nothing for a
// combining mark that had no precomposed letter with its base (NFC) and
// for an invisible format character (U+200B, U+200D, U+2060, U+FEFF, bidi
// controls); a space for a space or a control that spaces (tab, newline);
// r's compatibility form (NFKC: "ﬃ" → "ffi", full-width and circled
// letters) or its base letter without accents (ễ → e, ơ → o, Ӑ → А, ἀ →
// α) when the fonts have it; else Missing. What it gives is printable, so
// a text shown twice is the same.
func instead(r rune) string {
	if s, ok := nearest[r]; ok {
		return s
	}
	switch {
	case unicode.In(r, unicode.Mn, unicode.Me):
		return ""
	case unicode.Is(unicode.Cf, r) && !concatenationMark(r):
		return ""
	case unicode.IsSpace(r):
		return " "
	case unicode.IsControl(r):
		return Missing
	}
	one := string(r)
	if k := norm.NFKC.String(one); k != one && allPrintable(k) {
		return k
	}
	if base, marks := baseLetter(r); marks && printable(base) {
		return string(base)
	}
	return Missing
}

// concatenationMark reports the format characters that are visible: the
// Arabic, Syriac and Kaithi signs that span the digits after them.
func concatenationMark(r rune) bool {
	switch r {
	case 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD:
		return true
	}
	return r >= 0x0600 && r <= 0x0605
}

// baseLetter is the first character of r's canonical decomposition, and
// whether all the others are combining marks.
func baseLetter(r rune) (rune, bool) {
	d := norm.NFD.String(string(r))
	base, n := utf8.DecodeRuneInString(d)
	if n == len(d) {
		return base, false
	}
	for _, m := range d[n:] {
		if !unicode.In(m, unicode.Mn, unicode.Me) {
			return base, false
		}
	}
	return base, true
}

func allPrintable(s string) bool {
	for _, r := range s {
		if !printable(r) {
			return false
		}
	}
	return s != ""
}

// plainASCII reports whether s is printable ASCII only, which the Go fonts
// have all of (a test checks): such a text prints as it is.
func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || c < 0x20 || c == 0x7F {
			return false
		}
	}
	return true
}

// stable reports whether s prints as it is without normalizing it:
// valid UTF-8 of printable characters (see printable; U+FFFD, which an
// invalid byte reads as, is not stable) each of which is
// its own NFC and composes with nothing before it, so that the string is
// its own NFC (a character that composes with one before it, a combining
// mark, is not stable itself). It spares most texts of a PDF (names in
// Latin or Cyrillic, scores with U+2212, suits) a pass of norm.NFC.
func stable(s string) bool {
	for _, r := range s {
		if !stableRune(r) {
			return false
		}
	}
	return true
}

// stableBlocks hold which runes are stable, 256 runes a block, each
// block worked out from norm's tables the first time one of its runes is
// asked about (most documents touch a few blocks).
var stableBlocks [0x10000 / 256]struct {
	once sync.Once
	bits [256 / 64]uint64
}

func stableRune(r rune) bool {
	if r >= 0x10000 || r < 0 {
		return false
	}
	blk := &stableBlocks[r/256]
	blk.once.Do(func() {
		base := r &^ 0xFF
		for i := range rune(256) {
			c := base + i
			if !printable(c) || c == utf8.RuneError { // an invalid byte reads as U+FFFD: the long way
				continue
			}
			if c >= utf8.RuneSelf {
				one := string(c)
				if !norm.NFC.IsNormalString(one) || !norm.NFC.PropertiesString(one).BoundaryBefore() {
					continue
				}
			}
			blk.bits[i/64] |= 1 << (i % 64)
		}
	})
	return blk.bits[(r&0xFF)/64]&(1<<(r%64)) != 0
}

// shown is a string as the PDF prints it: in Unicode normalization form C,
// so that a letter given as a base and a combining mark ("z" + U+0307)
// prints as the precomposed letter the fonts have ("ż"), and with every
// character the fonts have no glyph for replaced as instead says. Invalid
// UTF-8 prints as U+FFFD. shown(shown(s)) == shown(s).
func shown(s string) string {
	return replace(s, nil)
}

// replace is shown(s), and it calls note (when not nil) for every
// character replaced, with what is printed instead.
func replace(s string, note func(r rune, as string)) string {
	if plainASCII(s) || stable(s) {
		return s
	}
	s = norm.NFC.String(s)
	clean := utf8.ValidString(s)
	for _, r := range s {
		if clean && !printable(r) {
			clean = false
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case printable(r):
			b.WriteRune(r)
		case r == utf8.RuneError: // an invalid byte (U+FFFD itself is printable)
			b.WriteString(Missing)
		default:
			as := instead(r)
			if note != nil {
				note(r, as)
			}
			b.WriteString(as)
		}
	}
	return b.String()
}

// A Fallback is a text that the PDF prints with other characters than it
// has, because the fonts have no glyph for some of them. The other
// formats (the site, JSON, the text report) print it as given.
type Fallback struct {
	Where string // where it is printed first: "pair NS 1's names"
	Text  string // the text as given
	Chars []Char // each character replaced, once, in the order of the text
	More  int    // how many other places print the same text
}

// A Char is one character of a Fallback and what was printed instead: a
// close character, "" (nothing: a combining mark or an invisible format
// character) or Missing.
type Char struct {
	Rune rune
	As   string
}

// Fallbacks are the texts of one document printed otherwise, in the
// order in which the document first prints them.
type Fallbacks []Fallback

// warnTexts and warnChars bound the Warning line, for a cron job's mail:
// the texts it names, and the characters it names of each.
const warnTexts, warnChars = 5, 8

// Warning is the one line that names the fallbacks: each text with its
// place, each character replaced and what was printed instead (the first
// warnTexts texts and warnChars characters of each, then how many more);
// "" when there are none.
//
//	2 texts have characters the Go fonts have no glyph for, printed otherwise: pair NS 1's names "Nguyễn Thị" (and 3 other places): "ễ" as "e", "ị" as "i"; pair EW 2's names "王伟": "王" as "�", "伟" as "�"
func (fs Fallbacks) Warning() string {
	if len(fs) == 0 {
		return ""
	}
	var b strings.Builder
	if len(fs) == 1 {
		b.WriteString("1 text has characters the Go fonts have no glyph for, printed otherwise: ")
	} else {
		fmt.Fprintf(&b, "%d texts have characters the Go fonts have no glyph for, printed otherwise: ", len(fs))
	}
	for i, f := range fs {
		if i == warnTexts {
			fmt.Fprintf(&b, "; and %d more texts", len(fs)-i)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(f.Where + " " + bridge.Quote(f.Text))
		switch {
		case f.More == 1:
			b.WriteString(" (and 1 other place)")
		case f.More > 1:
			fmt.Fprintf(&b, " (and %d other places)", f.More)
		}
		b.WriteString(": ")
		for k, c := range f.Chars {
			if k == warnChars {
				fmt.Fprintf(&b, " and %d more", len(f.Chars)-k)
				break
			}
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(quoteRune(c.Rune) + " as " + strconv.Quote(c.As))
		}
	}
	return b.String()
}

// quoteRune is a character as a warning names it: quoted, and escaped when
// it does not show on its own (a control, an invisible or a combining
// character).
func quoteRune(r rune) string {
	if unicode.In(r, unicode.Mn, unicode.Me) {
		return fmt.Sprintf(`"\u%04x"`, r)
	}
	return bridge.Quote(string(r))
}
