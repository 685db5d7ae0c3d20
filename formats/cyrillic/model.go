package cyrillic

import (
	"math"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/formats/cyrillic/internal/textmodel"
	"golang.org/x/text/encoding/charmap"
)

//go:generate go run ./internal/train

// undefinedCost is added, in nats, for a byte that a code page leaves
// undefined (it decodes to U+FFFD): a file in that code page never has it.
const undefinedCost = 12

// scorer is one statistical candidate: a single-byte encoding read with the
// model of the script it is for.
type scorer struct {
	enc   *Encoding
	table *textmodel.Table
	n     int
	// For every byte: its symbol, its case, and the cost (in 1/Scale nat)
	// of which character of the symbol's class it is.
	sym  [256]uint8
	cas  [256]textmodel.Case
	emit [256]uint16
	// prior is -ln of how likely the encoding is before the data is seen,
	// in tempered nats (see temperature): x-mac-cyrillic and iso-8859-5
	// files are rare, and without it a windows-1251 name such as Якубов
	// (Я is я in x-mac-cyrillic) or a lone dash (Ч) is a coin flip.
	prior float64
	// dec is what the bytes 0x80-0xFF decode to.
	dec [128]rune
	// implausible is the cost, in nats per byte >= 0x80, above which even
	// the best decoding does not look like text: random bytes cost 10 or
	// more; Russian text costs 3 to 5 and Latin-script text 6 to 11 (its
	// accented letters are rarer, and the model has seen less of them).
	implausible float64
}

func newScorer(e *Encoding, t *textmodel.Table, prior float64) *scorer {
	s := &scorer{enc: e, table: t, n: t.Alphabet.N(), implausible: 8, prior: prior}
	if t.Alphabet == textmodel.European {
		s.implausible = 13
	}
	cm := e.X().(*charmap.Charmap)
	for b := 0; b < 256; b++ {
		r := cm.DecodeByte(byte(b))
		if b >= 0x80 {
			s.dec[b-0x80] = r
		}
		sym, c := t.Alphabet.Symbol(r)
		s.sym[b], s.cas[b] = sym, c
		cost := textmodel.Emission(r, sym)
		if r == utf8.RuneError {
			cost += undefinedCost
		}
		s.emit[b] = uint16(math.Round(cost * textmodel.Scale))
	}
	return s
}

// The statistical candidates, in order of preference: when two of them
// decode a file to the same text, the first one is reported (koi8-r rather
// than koi8-u, windows-1251 rather than x-mac-cyrillic, windows-1252
// rather than iso-8859-2 for a Polish file whose only letter is ó).
var scorers = []*scorer{
	newScorer(Windows1251, russianModel, 0),
	newScorer(KOI8R, russianModel, 0),
	newScorer(IBM866, russianModel, 0),
	newScorer(Windows1252, europeanModel, 0),
	newScorer(ISO88592, europeanModel, 0.5),
	newScorer(Windows1250, europeanModel, 0.5),
	newScorer(ISO88595, russianModel, 1.5),
	newScorer(MacCyrillic, russianModel, 1.5),
	newScorer(KOI8U, russianModel, 1),
}

// boundary stands for the start and the end of the data: an ASCII space.
const boundary = ' '

// step is the cost of byte b after byte a.
func (s *scorer) step(a, b byte) int {
	t := s.table
	c := int(t.Cost[int(s.sym[a])*s.n+int(s.sym[b])]) + int(s.emit[b])
	if cb := s.cas[b]; cb != textmodel.NoCase {
		c += int(t.Case[s.cas[a]][cb-1])
	}
	return c
}

// cost is -log-likelihood, in 1/Scale nat, of the transitions of data that
// touch the bytes at the positions hi (each >= 0x80, ascending): ASCII next
// to ASCII reads the same in every candidate and is left out.
func (s *scorer) cost(data []byte, hi []int32) int {
	total := 0
	for _, i := range hi {
		b := data[i]
		if i == 0 {
			total += s.step(boundary, b)
		} else if a := data[i-1]; a < 0x80 {
			total += s.step(a, b)
		}
		if int(i)+1 < len(data) {
			total += s.step(b, data[i+1])
		} else {
			total += s.step(b, boundary)
		}
	}
	return total
}
