// Package textmodel is what charset.Detect and its trainer share: the
// symbols that a decoded character becomes in a letter-pair model of text,
// and the table of costs the trainer writes into charset/model_gen.go.
//
// A model sees a text as a sequence of symbols. The first symbols are
// classes of characters that are not letters of the model's alphabet
// (Bnd ... OtherCyr); from FirstLetter on, one symbol per letter, folded to
// lower case (the case is modelled apart, by Table.Case). It imports only
// the standard library.
package textmodel

import (
	"math"
	"unicode"
)

// The classes of characters outside an alphabet, in symbol order.
const (
	// Bnd is a line end (LF, CR) or another ASCII control character, and
	// the start and the end of a text.
	Bnd = iota
	// Space is a space or a tab.
	Space
	// NumSpace is a space or a tab after a digit: the gap between a number
	// and what follows it (a cell of a table, the next field), which a
	// model told only "space" could not tell from the gap between words.
	// Symbol never gives it; a reader of text gives it (see After).
	NumSpace
	// Digit is an ASCII digit.
	Digit
	// Sign is ASCII punctuation or a symbol: . , ; : - | + = ( ) ...
	Sign
	// Open is an opening quotation mark: « „ ‚ ‹.
	Open
	// Close is a closing quotation mark: » “ ” ‘ ’ › (Russian and German
	// close with “).
	Close
	// Punct is other punctuation of typeset text: dashes, ellipsis, №,
	// no-break space, middle dot, bullet (and ∙, the bullet of CP866 and
	// KOI8-R, which DOS lists and dotted leaders use), degree, section sign.
	Punct
	// Box is a box-drawing character (U+2500-U+257F): the lines of DOS
	// tables and forms.
	Box
	// Block is a block or shade character (U+2580-U+259F, ■): the bars
	// and fills of DOS pseudo-graphics.
	Block
	// Other is any other character: symbols, letters of other scripts and
	// other alphabets, C1 controls, U+FFFD.
	Other
	// Latin is an ASCII letter in an alphabet that does not contain them
	// (the Russian one).
	Latin
	// Slavic is a letter of Ukrainian or Belarusian outside the alphabet:
	// і ї є ґ ў (and their capitals).
	Slavic
	// OtherCyr is another Cyrillic letter outside the alphabet (ђ ѓ љ њ
	// ќ ћ џ ѕ ј of Serbian and Macedonian, and older letters).
	OtherCyr
	// FirstLetter is the symbol of the alphabet's first letter.
	FirstLetter
)

// NumClasses is the number of classes: the letters of an alphabet are one
// class, Letter.
const NumClasses = FirstLetter + 1

// Letter is the class of every letter of an alphabet (see Class).
const Letter = FirstLetter

// Case of a character: only letters have one.
type Case uint8

// The cases.
const (
	NoCase Case = iota
	Upper
	Lower
)

// The case of a letter is modelled after its context: the class of the
// character before it (a letter after a digit, a space or a semicolon), or,
// after a letter, that letter's case (CtxUpper, CtxLower).
const (
	CtxUpper   = FirstLetter
	CtxLower   = FirstLetter + 1
	NumCaseCtx = FirstLetter + 2
)

// CaseCtx is the context a character of symbol sym and case c gives the
// case of the letter after it.
func CaseCtx(sym uint8, c Case) uint8 {
	switch c {
	case Upper:
		return CtxUpper
	case Lower:
		return CtxLower
	}
	if sym >= FirstLetter {
		return CtxLower
	}
	return sym
}

// Scale is the unit of a Table's costs: a cost c stands for c/Scale nats,
// that is a probability of exp(-c/Scale).
const Scale = 8

// Alphabet is the symbol set of a model.
type Alphabet struct {
	// Name names the model in generated code and messages.
	Name string
	// Letters are the letters with a symbol each, in lower case.
	Letters []rune
	// ASCIILetters is true when a-z are among Letters; otherwise an ASCII
	// letter is the symbol Latin.
	ASCIILetters bool

	index map[rune]uint8
}

// The two alphabets: Russian, and the Latin letters of Western and Central
// European languages (ISO-8859-1/2, Windows-1250/1252 and Romanian).
var (
	Russian  = newAlphabet("Russian", "абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
	European = newAlphabet("European", "abcdefghijklmnopqrstuvwxyz"+
		"àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿßœ"+
		"ąćęłńśźżčďěňřšťůžĺľŕőűăşţșțđ")
)

func newAlphabet(name, letters string) *Alphabet {
	a := &Alphabet{Name: name, Letters: []rune(letters), index: map[rune]uint8{}}
	for i, r := range a.Letters {
		a.index[r] = uint8(FirstLetter + i)
		if r == 'a' {
			a.ASCIILetters = true
		}
	}
	return a
}

// N is the number of symbols.
func (a *Alphabet) N() int { return FirstLetter + len(a.Letters) }

// Class is the class of a symbol: one of Bnd ... OtherCyr, or Letter.
func Class(sym uint8) int {
	if sym >= FirstLetter {
		return Letter
	}
	return int(sym)
}

// SymbolName is a short readable name of a symbol, for generated code.
func (a *Alphabet) SymbolName(sym uint8) string {
	if sym >= FirstLetter {
		return string(a.Letters[sym-FirstLetter])
	}
	return [...]string{"Bnd", "Space", "NumSpace", "Digit", "Sign", "Open", "Close", "Punct", "Box", "Block", "Other", "Latin", "Slavic", "OtherCyr"}[sym]
}

// After is the symbol of a character of symbol sym that follows one of
// symbol prev: sym, but a space after a digit is NumSpace.
func After(prev, sym uint8) uint8 {
	if sym == Space && prev == Digit {
		return NumSpace
	}
	return sym
}

// Symbol maps a character to its symbol and its case.
func (a *Alphabet) Symbol(r rune) (sym uint8, c Case) {
	if r < 0x80 {
		lower := r | 0x20
		if lower < 'a' || lower > 'z' {
			switch {
			case r == ' ' || r == '\t':
				return Space, NoCase
			case r >= '0' && r <= '9':
				return Digit, NoCase
			case r < 0x20 || r == 0x7f:
				return Bnd, NoCase
			}
			return Sign, NoCase
		}
		c = Lower
		if r != lower {
			c = Upper
		}
		if a.ASCIILetters {
			return a.index[lower], c
		}
		return Latin, c
	}
	switch r {
	case '«', '„', '‚', '‹':
		return Open, NoCase
	case '»', '“', '”', '‘', '’', '›':
		return Close, NoCase
	case '–', '—', '…', '№', '\u00a0', '·', '•', '∙', '°', '§', '‐', '‑', '−':
		return Punct, NoCase
	}
	switch {
	case r >= 0x2500 && r <= 0x257F:
		return Box, NoCase
	case r >= 0x2580 && r <= 0x259F || r == '■':
		return Block, NoCase
	}
	if !unicode.IsLetter(r) {
		return Other, NoCase
	}
	switch {
	case unicode.IsUpper(r):
		c = Upper
	case unicode.IsLower(r):
		c = Lower
	}
	if s, ok := a.index[unicode.ToLower(r)]; ok {
		if c == NoCase {
			c = Lower // ß
		}
		return s, c
	}
	switch unicode.ToLower(r) {
	case 'і', 'ї', 'є', 'ґ', 'ў':
		return Slavic, c
	}
	if unicode.Is(unicode.Cyrillic, r) {
		return OtherCyr, c
	}
	return Other, NoCase
}

// Emission is the cost, in nats, of telling which character of its class
// r is: the model gives the probability of the class (its symbol); within
// the class, the punctuation marks have a fixed share each (the dash is
// the commonest), the other classes a uniform one over their size (the
// detector lowers it for box and block characters that fit the lines and
// bars around them). Letters of the alphabet and the ASCII classes cost
// nothing (an ASCII byte is the same whatever the encoding).
func Emission(r rune, sym uint8) float64 {
	if p, ok := share[r]; ok {
		return -math.Log(p)
	}
	switch sym {
	case Open, Close, Punct:
		return -math.Log(0.005)
	case Box:
		return -math.Log(0.26 / 40) // the 40-odd others share the rest
	case Block:
		return math.Log(32)
	case Other:
		return math.Log(1024)
	case Latin:
		return math.Log(26)
	case Slavic:
		return math.Log(5)
	case OtherCyr:
		return math.Log(40)
	}
	return 0
}

// share is the share of a punctuation mark within its class (the rest
// have 0.005 each).
var share = map[rune]float64{
	'«': 0.6, '„': 0.35,
	'»': 0.5, '“': 0.2, '”': 0.15, '’': 0.1,
	'—': 0.35, '–': 0.25, '\u00a0': 0.12, '…': 0.1, '№': 0.1,
	// The lines of tables: single and double rules, and their cross.
	'│': 0.25, '─': 0.25, '═': 0.1, '║': 0.1, '┼': 0.04,
}

// Table is a trained model: the cost of each symbol after each symbol, and
// of each case after each case.
type Table struct {
	Alphabet *Alphabet
	// Cost[prev*N+next] is -ln P(next | prev) in units of 1/Scale nat,
	// capped at 255.
	Cost []uint8
	// Case[ctx][next-1] is -ln P(case of a letter | the context the
	// character before it gives, CaseCtx), in units of 1/Scale nat; next
	// is Upper or Lower.
	Case [NumCaseCtx][2]uint8
}
