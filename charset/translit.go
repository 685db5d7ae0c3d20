package charset

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/protokol-bridge/protokol/translit"
)

// substitute is what a lossy conversion writes for r, a character t lacks:
//
//  1. the first of r's transliterations (translit) that t holds: typographic
//     punctuation to ASCII (– → -, « » → ", … → ...), ё → е and other close
//     Cyrillic letters, Cyrillic to Latin as in Russian passports (ICAO 9303:
//     Щукина → Shchukina), suit symbols to the letters of a contract (♠ → S),
//     box drawing to ASCII of the same width (─ → -, │ → |, ┼ → +, ═ → =);
//  2. else, for a combining mark (a stress mark over a vowel), nothing;
//  3. else r's compatibility decomposition without its accents (é → e,
//     Ł → L is in the table, ² → 2), if t holds all of it;
//  4. else "?".
func (t *byteTable) substitute(r rune) string {
	for _, s := range substitutes[r] {
		if t.encodesAll(s) {
			return s
		}
	}
	if unicode.Is(unicode.Mn, r) {
		return ""
	}
	if s, ok := decomposed(r); ok && t.encodesAll(s) {
		return s
	}
	return "?"
}

// decomposed is r's compatibility decomposition without combining marks, if
// that differs from r and is not empty.
func decomposed(r rune) (string, bool) {
	var b strings.Builder
	for _, x := range norm.NFKD.String(string(r)) {
		if !unicode.Is(unicode.Mn, x) {
			b.WriteRune(x)
		}
	}
	s := b.String()
	return s, s != "" && s != string(r)
}

// substitutes holds the replacements of a character, best first.
var substitutes = func() map[rune][]string {
	m := map[rune][]string{
		// Spaces and invisible characters.
		'\u00A0': {" "}, '\u2007': {" "}, '\u202F': {" "},
		'\u00AD': {""}, '\u200B': {""}, '\u200C': {""}, '\u200D': {""}, '\u2060': {""}, '\uFEFF': {""},
		// Dashes and quotes.
		'‐': {"-"}, '‑': {"-"}, '‒': {"-"}, '–': {"-"}, '—': {"-"}, '―': {"-"}, '−': {"-"},
		'«': {`"`}, '»': {`"`}, '„': {`"`}, '“': {`"`}, '”': {`"`}, '‟': {`"`}, '″': {`"`},
		'‘': {"'"}, '’': {"'"}, '‚': {"'"}, '‛': {"'"}, '′': {"'"},
		'‹': {"<"}, '›': {">"},
		'…': {"..."},
		'№': {"N"},
		'•': {"*"}, '·': {"."}, '∙': {"."},
		'×': {"x"}, '÷': {":"}, '±': {"+-"}, '≤': {"<="}, '≥': {">="}, '≈': {"~"},
		'½': {" 1/2"}, '¼': {" 1/4"}, '¾': {" 3/4"},
		'€': {"EUR"}, '©': {"(C)"}, '®': {"(R)"}, '™': {"TM"},
		// Suits, as in a contract (4S, 3NT).
		'♠': {"S"}, '♤': {"S"}, '♥': {"H"}, '♡': {"H"}, '♦': {"D"}, '♢': {"D"}, '♣': {"C"}, '♧': {"C"},
		// Latin letters without a decomposition.
		'ß': {"ss"}, 'æ': {"ae"}, 'Æ': {"AE"}, 'œ': {"oe"}, 'Œ': {"OE"}, 'ø': {"o"}, 'Ø': {"O"},
		'ł': {"l"}, 'Ł': {"L"}, 'đ': {"d"}, 'Đ': {"D"}, 'ð': {"d"}, 'Ð': {"D"}, 'þ': {"th"}, 'Þ': {"Th"}, 'ı': {"i"},
	}
	// Cyrillic: a close Cyrillic letter where there is one (for a Cyrillic
	// page without it), then Latin as in Russian passports (ICAO 9303,
	// translit.Passport; Ukrainian and Belarusian letters likewise).
	// Capitals are title-cased: Щ → Shch.
	close := map[rune]rune{'ё': 'е', 'є': 'е', 'ґ': 'г', 'ў': 'у'}
	for r := rune(0x400); r <= 0x4FF; r++ {
		latin, ok := translit.Passport.Cyrillic(r)
		if !ok {
			continue
		}
		lower := unicode.ToLower(r)
		if c, ok := close[lower]; ok {
			if lower != r {
				c = unicode.ToUpper(c)
			}
			m[r] = []string{string(c), latin}
		} else {
			m[r] = []string{latin}
		}
	}
	// Box drawing: one column for one, so that tables keep their shape.
	for r := rune(0x2500); r <= 0x257F; r++ {
		m[r] = []string{"+"}
	}
	for _, r := range "─━┄┅┈┉╌╍╴╶╸╺╼╾" {
		m[r] = []string{"-"}
	}
	for _, r := range "│┃┆┇┊┋╎╏╵╷╹╻╽╿║" {
		m[r] = []string{"|"}
	}
	m['═'] = []string{"="}
	m['╱'], m['╲'], m['╳'] = []string{"/"}, []string{`\`}, []string{"X"}
	for r := rune(0x2580); r <= 0x259F; r++ { // blocks and shades
		m[r] = []string{"#"}
	}
	m['■'] = []string{"#"}
	return m
}()
