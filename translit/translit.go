// Package translit writes text in Latin letters, and makes the short,
// readable names of output files and folders ("slugs").
//
// Cyrillic (Russian, Ukrainian and Belarusian letters) has two named
// systems, each a table of the same algorithm:
//
//   - Passport: ICAO Doc 9303, the system of Russian passports since 2013
//     (я → ia, й → i, ъ → ie): for names written into text that has no
//     Cyrillic (a legacy Latin charset, a PDF font without the letter).
//   - Web: the system of Russian web addresses (я → ya, й → y, ё → yo,
//     ъ dropped), as protokol has always named batch folders; Slug uses it.
//
// Latin letters with accents lose them (é → e, ł → l, ß → ss), and a
// capital gives a title-cased transliteration (Щ → Shch).
//
// The package imports only the standard library and golang.org/x/text;
// it reads and writes nothing.
package translit

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// A System transliterates Cyrillic letters into Latin ones.
type System struct {
	name  string
	lower map[rune]string // lower-case letters; capitals are title-cased
}

// Name is the system's name: "passport" or "web".
func (s *System) Name() string { return s.name }

// common holds the letters both systems write alike.
var common = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ж': "zh", 'з': "z",
	'и': "i", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r",
	'с': "s", 'т': "t", 'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh",
	'щ': "shch", 'ы': "y", 'ь': "", 'э': "e",
	// Ukrainian and Belarusian.
	'і': "i", 'ї': "i", 'ґ': "g", 'ў': "u",
}

func system(name string, own map[rune]string) *System {
	m := make(map[rune]string, len(common)+len(own))
	for r, s := range common {
		m[r] = s
	}
	for r, s := range own {
		m[r] = s
	}
	return &System{name: name, lower: m}
}

var (
	// Passport is ICAO Doc 9303 (Russian passports since 2013).
	Passport = system("passport", map[rune]string{
		'ё': "e", 'й': "i", 'ъ': "ie", 'ю': "iu", 'я': "ia", 'є': "ie",
	})
	// Web is the common system of Russian web addresses, and of
	// protokol's folder and page names.
	Web = system("web", map[rune]string{
		'ё': "yo", 'й': "y", 'ъ': "", 'ю': "yu", 'я': "ya", 'є': "ye", 'ї': "yi",
	})
)

// Cyrillic is r in Latin letters, with ok false when r is not a Cyrillic
// letter of the system. A capital gives a title-cased text (Щ → "Shch",
// Ь → "").
func (s *System) Cyrillic(r rune) (string, bool) {
	if t, ok := s.lower[r]; ok {
		return t, true
	}
	t, ok := s.lower[unicode.ToLower(r)]
	if !ok || t == "" {
		return t, ok
	}
	first, size := utf8.DecodeRuneInString(t)
	return string(unicode.ToUpper(first)) + t[size:], true
}

// latin holds Latin letters that have no decomposition into a base letter
// and accents.
var latin = map[rune]string{
	'ß': "ss", 'æ': "ae", 'Æ': "AE", 'œ': "oe", 'Œ': "OE", 'ø': "o", 'Ø': "O",
	'ł': "l", 'Ł': "L", 'đ': "d", 'Đ': "D", 'ð': "d", 'Ð': "D", 'þ': "th", 'Þ': "Th", 'ı': "i",
}

// Latin is r in ASCII letters and digits when the system can write it so:
// ASCII as it is, Cyrillic by the system, other letters without their
// accents (é → e, ễ → e, Ł → L, ß → ss). ok is false for anything else
// (other scripts, symbols, punctuation).
func (s *System) Latin(r rune) (string, bool) {
	switch {
	case r < utf8.RuneSelf:
		return string(r), true
	case r >= 0x400 && r <= 0x52F:
		return s.Cyrillic(r)
	}
	if t, ok := latin[r]; ok {
		return t, true
	}
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return "", false
	}
	var b strings.Builder
	for _, x := range norm.NFKD.String(string(r)) {
		switch {
		case unicode.Is(unicode.Mn, x):
		case x < utf8.RuneSelf && isWordByte(byte(x)) && x != '_':
			b.WriteRune(x)
		default:
			return "", false
		}
	}
	return b.String(), b.Len() > 0
}

// String is text with every character that Latin can write written so, and
// the others kept as they are.
func (s *System) String(text string) string {
	var b strings.Builder
	for _, r := range text {
		if t, ok := s.Latin(r); ok {
			b.WriteString(t)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Slug is text as a readable name made only of a-z, 0-9, "-" and "_", as
// protokol has always named batch folders: letters and digits
// transliterated by Web and lower-cased, "_" kept, every run of spaces,
// dots and dashes one "-", anything else (punctuation, symbols, other
// scripts) left out, no "-" at either end; at most max bytes (max > 0),
// cut after a whole word when one fits. It may be empty: the caller names
// what has no letters.
func Slug(text string, max int) string {
	var b strings.Builder
	dash := false
	for _, r := range text {
		if r == '-' || r == '.' || unicode.IsSpace(r) {
			dash = b.Len() > 0
			continue
		}
		t, ok := Web.Latin(r)
		if !ok || r < utf8.RuneSelf && !isWordByte(byte(r)) {
			continue
		}
		if t == "" { // ь, ъ
			continue
		}
		if dash {
			b.WriteByte('-')
			dash = false
		}
		b.WriteString(strings.ToLower(t))
	}
	return Cut(b.String(), max)
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// Cut shortens a slug to at most max bytes, after its last whole word
// ("-") that fits when there is one, else in the middle of the first.
func Cut(slug string, max int) string {
	if max <= 0 || len(slug) <= max {
		return slug
	}
	s := slug[:max]
	if slug[max] != '-' {
		if i := strings.LastIndexByte(s, '-'); i > 0 {
			s = s[:i]
		}
	}
	return strings.TrimRight(s, "-")
}

// Hash is a short digest of text: the first 8 hex digits of its SHA-256,
// to tell apart names whose slugs are the same.
func Hash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:4])
}
