package pdf

import (
	"errors"
	"fmt"
	"strconv"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// ErrNoGlyph is the cause of every GlyphError, for errors.Is.
var ErrNoGlyph = errors.New("no glyph in the font")

// GlyphError is a character that the PDF cannot show: the font has no
// glyph for it. Write returns it instead of printing a box.
type GlyphError struct {
	Rune  rune
	Where string // "pair NS 7's names", "board 3, NS 1 v EW 4: lead"
	Font  string // "Go Regular"
	Text  string // the whole string, as given
}

func (e *GlyphError) Error() string {
	return fmt.Sprintf("U+%04X %s in %s has no glyph in %s", e.Rune, strconv.QuoteRune(e.Rune), e.Where, e.Font)
}

// Unwrap gives ErrNoGlyph.
func (e *GlyphError) Unwrap() error { return ErrNoGlyph }

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
// to: a tab or a newline inside a name is an input problem to report.
func (f *face) covers(r rune) bool {
	if r < 0x20 || (r >= 0x7F && r < 0xA0) || r >= 0x10000 {
		return false
	}
	return f.has[r/64]&(1<<(r%64)) != 0
}

// shown is a string as the PDF prints it: in Unicode normalization form C,
// so that a letter given as a base and a combining mark ("z" + U+0307)
// prints as the precomposed letter the font has ("ż"). The Go fonts have
// no combining marks, and fpdf could not position them anyway, so a mark
// with no precomposed form is left in and reported by check.
func shown(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return norm.NFC.String(s)
		}
	}
	return s
}

// check returns a GlyphError for the first character of s (as shown) that
// the face has no glyph for; where is called only then, to say where s is
// printed.
func (f *face) check(s string, where func() string) error {
	ascii := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || c < 0x20 || c == 0x7F {
			ascii = false
			break
		}
	}
	if ascii { // printable ASCII: the Go fonts have all of it (a test checks)
		return nil
	}
	for _, r := range shown(s) {
		if !f.covers(r) {
			return &GlyphError{Rune: r, Where: where(), Font: f.name, Text: s}
		}
	}
	return nil
}
