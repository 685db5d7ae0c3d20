package charset

import (
	"bytes"
	"math"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset/internal/textmodel"
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
	// For every byte: its symbol, its case, the context it gives the case
	// of a letter after it, and the cost (in 1/Scale nat) of which
	// character of the symbol's class it is; for a box-drawing character,
	// the sides its lines leave by (see drawn).
	sym  [256]uint8
	cas  [256]textmodel.Case
	ctx  [256]uint8
	emit [256]uint16
	arms [256]uint8
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
	s := &scorer{enc: e, table: t, n: t.Alphabet.N(), implausible: 9.5, prior: prior}
	if t.Alphabet == textmodel.European {
		s.implausible = 13
	}
	for b := 0; b < 256; b++ {
		r := e.decodeByte(byte(b))
		if b >= 0x80 {
			s.dec[b-0x80] = r
		}
		sym, c := t.Alphabet.Symbol(r)
		s.sym[b], s.cas[b], s.ctx[b] = sym, c, textmodel.CaseCtx(sym, c)
		s.arms[b] = boxArms(r)
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
	newScorer(ISO88595, russianModel, 2.5),
	newScorer(MacCyrillic, russianModel, 1.5),
	newScorer(KOI8U, russianModel, 1),
	// CP1125's score against CP866 is dosUkrainian's, not the model's.
	newScorer(CP1125, russianModel, 1),
}

// boundary stands for the start and the end of the data: a space, as
// around a word (the data is often one field of a file: a name).
const boundary = ' '

// step is the cost of byte b after byte a.
func (s *scorer) step(a, b byte) int { return s.stepFrom(s.sym[a], s.ctx[a], b) }

// stepFrom is the cost of byte b after a character of symbol sym that
// gives the case context ctx.
func (s *scorer) stepFrom(sym, ctx uint8, b byte) int {
	t := s.table
	c := int(t.Cost[int(sym)*s.n+int(s.sym[b])]) + int(s.emit[b])
	if cb := s.cas[b]; cb != textmodel.NoCase {
		c += int(t.Case[ctx][cb-1])
	}
	return c
}

// cost is -log-likelihood, in 1/Scale nat, of the transitions of data that
// touch the bytes at the positions hi (each >= 0x80, ascending): ASCII next
// to ASCII reads the same in every candidate and is left out. A box or block
// character costs what drawn says rather than its class's uniform share.
// odd counts the bytes that do not read as text: symbols of no script, and
// box and block characters that fit nothing around them.
func (s *scorer) cost(data []byte, hi []int32, g *geometry) (total, odd int) {
	for k, i := range hi {
		b := data[i]
		c := 0
		switch a := byte(boundary); {
		case i > 0 && data[i-1] >= 0x80:
			// counted as the step after the byte before
		case i > 1 && (data[i-1] == ' ' || data[i-1] == '\t') && data[i-2] >= '0' && data[i-2] <= '9':
			c += s.stepFrom(textmodel.NumSpace, textmodel.NumSpace, b)
		case i > 1 && s.latinI(data, int(i)-1):
			c += s.stepFrom(textmodel.Slavic, textmodel.CaseCtx(textmodel.Slavic, s.cas[data[i-1]]), b)
		default:
			if i > 0 {
				a = data[i-1]
			}
			c += s.step(a, b)
		}
		switch {
		case int(i)+1 >= len(data):
			c += s.step(b, boundary)
		case s.latinI(data, int(i)+1):
			c += s.stepToSlavic(b, data[i+1])
		default:
			c += s.step(b, data[i+1])
		}
		switch s.sym[b] {
		case textmodel.Box, textmodel.Block:
			d, fits := s.drawn(data, int(i), g.above[k], g.below[k])
			c += d - int(s.emit[b])
			if !fits {
				odd++
			}
		case textmodel.Other:
			odd++
		}
		if w := g.weight[k]; w < fullWeight {
			c = c * int(w) / fullWeight
		}
		total += c
	}
	return total, odd
}

// latinI tells whether data[j] is a Latin i or I between two letters of
// the candidate's Cyrillic reading: Ukrainian and Belarusian typed where
// the code page (CP866, KOI8-R) or the keyboard had no і, as вiд, Київ
// written Киiв. The model reads such an i as the letter it stands for.
func (s *scorer) latinI(data []byte, j int) bool {
	if j < 1 || j+1 >= len(data) || data[j]|0x20 != 'i' {
		return false
	}
	return s.cyrLetter(data[j-1]) && s.cyrLetter(data[j+1])
}

// cyrLetter tells whether byte b reads as a Cyrillic letter.
func (s *scorer) cyrLetter(b byte) bool {
	return b >= 0x80 && (s.sym[b] >= textmodel.FirstLetter && s.table.Alphabet != textmodel.European ||
		s.sym[b] == textmodel.Slavic || s.sym[b] == textmodel.OtherCyr)
}

// stepToSlavic is the cost of a Latin i (byte i, for its case) read as a
// Ukrainian letter after byte b.
func (s *scorer) stepToSlavic(b, i byte) int {
	t := s.table
	c := int(t.Cost[int(s.sym[b])*s.n+textmodel.Slavic]) + int(math.Round(textmodel.Emission('і', textmodel.Slavic)*textmodel.Scale))
	if cb := s.cas[i]; cb != textmodel.NoCase {
		c += int(t.Case[s.ctx[b]][cb-1])
	}
	return c
}

// The sides by which the lines of a box-drawing character leave its cell.
const (
	armUp = 1 << iota
	armDown
	armLeft
	armRight
)

// boxArms are the sides of r's lines, for the box-drawing characters
// U+2500-U+257F (single, heavy, double, dashed and rounded alike); 0 for
// any other character.
func boxArms(r rune) uint8 {
	const (
		u, d, l, rt = armUp, armDown, armLeft, armRight
		h, v        = l | rt, u | d
	)
	switch {
	case r < 0x2500 || r > 0x257F:
		return 0
	case r <= 0x250B: // ─ ━ │ ┃ and the dashed ones, two of each
		return [...]uint8{h, h, v, v}[(r-0x2500)%4]
	case r <= 0x251B: // corners, four weights each
		return [...]uint8{d | rt, d | l, u | rt, u | l}[(r-0x250C)/4]
	case r <= 0x2523:
		return v | rt
	case r <= 0x252B:
		return v | l
	case r <= 0x2533:
		return h | d
	case r <= 0x253B:
		return h | u
	case r <= 0x254B:
		return h | v
	case r <= 0x254F: // ╌ ╍ ╎ ╏
		return [...]uint8{h, h, v, v}[r-0x254C]
	case r == 0x2550:
		return h
	case r == 0x2551:
		return v
	case r <= 0x256C: // ╒ ... ╬, three of each
		return [...]uint8{d | rt, d | l, u | rt, u | l, v | rt, v | l, h | d, h | u, h | v}[(r-0x2552)/3]
	case r <= 0x2570: // ╭ ╮ ╯ ╰
		return [...]uint8{d | rt, d | l, u | l, u | rt}[r-0x256D]
	case r <= 0x2573: // diagonals
		return 0
	}
	// ╴ ╵ ╶ ╷ ╸ ╹ ╺ ╻ ╼ ╽ ╾ ╿
	return [...]uint8{l, u, rt, d, l, u, rt, d, h, v, h, v}[r-0x2574]
}

// What fitting its neighbours does to the cost of a drawn character, in
// nats. Tables are drawn in runs of one rule character (────, ════) and in
// lines that continue from one row to the next (│ under ┬, ┼ over │); a
// word misread as box characters gives a jumble of corners and junctions
// side by side, meeting nothing above or below. So:
//
//   - a rule character (─ ═ │ ║, lines one way) is cheaper for each
//     neighbour along its way that is the same character (a run);
//   - every character is cheaper for each line of it that meets a line of
//     the character above or below, and dearer for each that meets another
//     drawn character which does not take it, or that such a character's
//     line runs into;
//   - side by side, a drawn character beside a letter (no space between)
//     is dearer: rules and frames do not touch words;
//   - a block or shade character is cheaper next to one like it (a bar, a
//     fill).
//
// It never costs less than drawnFloor.
const (
	drawnRun   = 1.6
	drawnMeet  = 1.6
	drawnMiss  = 1.2
	drawnTouch = 1.0
	drawnFloor = 0.3
	blockSame  = 2.0
)

var blockAdjust = [3]int{0, int(math.Round(-blockSame * textmodel.Scale)), int(math.Round(-1.5 * blockSame * textmodel.Scale))}

// drawn is the emission cost of the box or block character at data[i], whose
// neighbours in the lines above and below are at up and down (-1: none),
// and whether it fits them (it gained from its neighbours, or lost nothing
// to them).
func (s *scorer) drawn(data []byte, i int, up, down int32) (cost int, fits bool) {
	x := data[i]
	var left, right, above, below byte = '\n', '\n', '\n', '\n'
	if i > 0 {
		left = data[i-1]
	}
	if i+1 < len(data) {
		right = data[i+1]
	}
	if up >= 0 {
		above = data[up]
	}
	if down >= 0 {
		below = data[down]
	}
	if s.sym[x] == textmodel.Block {
		same := 0
		for _, n := range [...]byte{left, right, above, below} {
			if n == x {
				same++
			}
		}
		return s.floor(x, blockAdjust[min(same, 2)]), same > 0
	}
	a := s.arms[x]
	gain, loss := 0.0, 0.0
	// Along a rule: the same character again.
	if a == armLeft|armRight {
		for _, n := range [...]byte{left, right} {
			if n == x {
				gain += drawnRun
			}
		}
	}
	if a == armUp|armDown {
		for _, n := range [...]byte{above, below} {
			if n == x {
				gain += drawnRun
			}
		}
	}
	// Above and below: lines that go on.
	for _, side := range [...]struct {
		has  uint8
		n    byte
		want uint8
	}{{armUp, above, armDown}, {armDown, below, armUp}} {
		if side.n == '\n' || side.n == '\r' {
			continue
		}
		mine, theirs := a&side.has != 0, s.arms[side.n]&side.want != 0
		switch {
		case mine && theirs:
			gain += drawnMeet
		case theirs, mine && s.arms[side.n] != 0:
			loss += drawnMiss
		}
	}
	// Beside: a line that runs into a drawn character which does not take
	// it, and words touching the frame.
	for _, side := range [...]struct {
		has  uint8
		n    byte
		want uint8
	}{{armLeft, left, armRight}, {armRight, right, armLeft}} {
		mine, theirs := a&side.has != 0, s.arms[side.n]&side.want != 0
		switch {
		case mine != theirs && (s.arms[side.n] != 0 || theirs):
			loss += drawnMiss
		case s.sym[side.n] >= textmodel.Latin:
			loss += drawnTouch
		}
	}
	adj := int(math.Round((loss - gain) * textmodel.Scale))
	return s.floor(x, adj), gain > 0 || loss == 0
}

// floor is the cost of byte x's emission adjusted by adj, no less than
// drawnFloor.
func (s *scorer) floor(x byte, adj int) int {
	return max(int(s.emit[x])+adj, int(math.Round(drawnFloor*textmodel.Scale)))
}

// geometry holds, for each position of hi, the position of the byte in the
// same column of the line above and of the line below (-1 when that line
// is shorter, or there is none): what a box character's lines meet; and
// the weight of its evidence (see repeats).
type geometry struct {
	above, below []int32
	weight       []uint16
}

// fullWeight is the weight of evidence seen for the first times.
const fullWeight = 256

// repeats is how many times a byte between the same two bytes counts in
// full; its k-th time after that counts repeats/k. The same few bytes
// over and over (a column rule between the cells of a row, one code down
// a CSV column) are one piece of evidence seen many times, not many
// pieces: counted in full, a row of ║ or a column of С would make the
// detector sure of a reading it has no more reason to believe than after
// the first few.
const repeats = 3

// newGeometry finds the lines of data around the positions hi.
func newGeometry(data []byte, hi []int32) *geometry {
	g := &geometry{above: make([]int32, len(hi)), below: make([]int32, len(hi)), weight: make([]uint16, len(hi))}
	// How often each byte has stood between the same two neighbours: an
	// open-addressed table of keys (neighbour, byte, neighbour; never 0,
	// since the byte is >= 0x80) and counts.
	size := 64
	for size < 2*len(hi) {
		size *= 2
	}
	keys, counts := make([]uint32, size), make([]int32, size)
	for k, p := range hi {
		i := int(p)
		key := uint32(data[i]) << 8
		if i > 0 {
			key |= uint32(data[i-1]) << 16
		}
		if i+1 < len(data) {
			key |= uint32(data[i+1])
		}
		h := int(key*0x9E3779B1>>16) & (size - 1)
		for keys[h] != 0 && keys[h] != key {
			h = (h + 1) & (size - 1)
		}
		keys[h] = key
		counts[h]++
		g.weight[k] = fullWeight
		if n := counts[h]; n > repeats {
			g.weight[k] = uint16(fullWeight * repeats / n)
		}
	}
	// lineEnd is the position of the line end (or len(data)) at or after i.
	lineEnd := func(i int) int {
		if j := bytes.IndexByte(data[i:], '\n'); j >= 0 {
			return i + j
		}
		return len(data)
	}
	prevStart, start, end := -1, 0, lineEnd(0)
	nextEnd := -1 // the end of the line after, once found
	for k, p := range hi {
		i := int(p)
		for i > end {
			prevStart, start = start, end+1
			end, nextEnd = lineEnd(start), -1
		}
		col := i - start
		g.above[k], g.below[k] = -1, -1
		if prevStart >= 0 && prevStart+col < start-1 {
			g.above[k] = int32(prevStart + col)
		}
		if end < len(data) {
			if nextEnd < 0 {
				nextEnd = lineEnd(end + 1)
			}
			if end+1+col < nextEnd {
				g.below[k] = int32(end + 1 + col)
			}
		}
	}
	return g
}
