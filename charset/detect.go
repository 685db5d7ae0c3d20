package charset

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset/internal/textmodel"
)

// Detection is what Detect found out about the encoding of a file.
type Detection struct {
	// Encoding is the encoding to read the file with; never nil.
	Encoding *Encoding
	// Confidence is how sure Detect is, from 0 to 1. Below Threshold the
	// program should not guess and ask for --encoding instead.
	Confidence float64
	// How says how the encoding was found: "BOM", "utf-8" (valid UTF-8
	// with at least one multi-byte sequence), "declared" (a PBN
	// %Content-type line, an HTML meta tag or an XML declaration naming a
	// charset), "ascii" (no byte >= 0x80: any ASCII-compatible encoding
	// reads the file the same; Encoding is UTF-8) or "statistics".
	How string
	// RunnerUp is, for "statistics", the best other candidate whose
	// decoding of the file differs from Encoding's; for "utf-8" whose
	// bytes a legacy code page may read (see byChance) and "declared",
	// the legacy reading or UTF-8 it was weighed against when that left a
	// doubt; nil otherwise.
	RunnerUp *Encoding
	// Declared is the charset label found in the file, if any, even when
	// it was not used (an unknown name, a declaration the bytes
	// contradict); then How says what was used instead.
	Declared string
}

// Threshold is the confidence below which the program refuses to guess an
// encoding and asks for --encoding.
const Threshold = 0.9

const (
	// maxHigh is how many bytes >= 0x80 the statistics score: the first
	// ones, wherever they are in the data.
	maxHigh = 1 << 14
	// declWindow is how far into the data a charset declaration is looked
	// for (and no further than declLines lines).
	declWindow = 8 << 10
	// ctrlWindow is how much of the data is checked for control bytes.
	ctrlWindow = 64 << 10
	// temperature divides the models' log-likelihood ratios before they
	// become a probability: letter pairs are not independent, so the raw
	// ratios overstate the evidence.
	temperature = 2.0
	// overrule is the log-likelihood ratio, in nats after temperature, by
	// which the statistics must prefer another decoding before a
	// declaration of a single-byte charset is not honoured: more than one
	// name gives (Иванов in windows-1251 read as koi8-r is about 16), less
	// than a line of names does.
	overrule = 30.0
	// implausibleWidth is how wide the border is between text and no text
	// at all (see scorer.implausible): the confidence falls from full to
	// nothing over that many nats per byte around it.
	implausibleWidth = 2.0
)

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// Detect finds the encoding of a file from its bytes, in this order:
//
//  1. a byte-order mark: UTF-8 (the confidence falls if the rest is not
//     valid UTF-8), or UTF-16 LE (FF FE) or BE (FE FF), whose confidence is
//     the share of its characters that are not lone surrogates, times how
//     much its decoded text looks like text (see UTF16Head);
//  2. valid UTF-8 with at least one multi-byte sequence (an incomplete
//     sequence at the very end is allowed, so data may be a file's prefix),
//     unless its characters are ones text does not hold and a legacy code
//     page reads the bytes as text with confidence (see byChance: a line of
//     CP866 box corners, ╔╗, is the valid UTF-8 of ɻ);
//  3. no byte >= 0x80: "ascii", reported as UTF-8;
//  4. a declared charset (charset=... or encoding=... in the first 40
//     lines), honoured when the bytes are valid in it and, for a
//     single-byte code page, the statistics do not overwhelmingly prefer
//     another decoding (a file labelled ISO-8859-1 that is really
//     Windows-1251 or ISO-8859-2);
//  5. statistics: every single-byte candidate (windows-1251, koi8-r,
//     ibm866, iso-8859-5, x-mac-cyrillic, koi8-u, cp1125 with a model of
//     Russian;
//     windows-1252, iso-8859-2, windows-1250 with a model of European
//     Latin-script text) decodes the data, and the decodings are scored by
//     symbol-pair log-likelihood over the bytes >= 0x80 and their
//     neighbours: letters, and also spaces, digits, punctuation and line
//     ends, and the structure of box drawing (a reading whose box
//     characters continue the lines of the characters beside, above and
//     below them, in runs of one rule character, is a table; one whose box
//     characters are a jumble that meets nothing is letters misread).
//     Evidence repeated many times over (one byte between the same two
//     neighbours) counts less each time. Candidates that decode the data
//     to the same text are one (the commoner is reported), so they never
//     lower the confidence. CP866 and CP1125, which differ only in
//     0xF2-0xF9, are told apart by what those bytes stand between (see
//     dosUkrainian: ў after a consonant or a degree sign inside a word is
//     Ukrainian read as CP866), and a Latin i between Cyrillic letters is
//     read as the і it stands for (Ukrainian typed without one).
//
// Control bytes other than tab, line ends, form feed and DOS end-of-file
// lower any confidence: NUL bytes at 4 % of the data make it 0 (binary,
// UTF-16 without a byte-order mark); other control bytes take off their
// share (a help file's markup costs little).
// Detect reads all of data for the UTF-8 check and scores its first 16,384
// bytes >= 0x80; it never fails and never returns a nil Encoding.
func Detect(data []byte) Detection {
	if e, text, chars, bad := UTF16Head(data, nil); e != nil {
		// The zero bytes of UTF-16 are not control bytes: its decoded
		// text is what must look like text.
		conf := 1.0
		if bad > 0 {
			conf = float64(chars-bad) / float64(chars)
		}
		return Detection{Encoding: e, Confidence: conf * textLikeness(text), How: "BOM", Declared: findDeclaration(text)}
	}
	plain := textLikeness(data)
	if bytes.HasPrefix(data, utf8BOM) {
		valid, multi, bad := checkUTF8(data[len(utf8BOM):])
		conf := 1.0
		if !valid {
			conf = float64(multi) / float64(multi+bad)
		}
		return Detection{Encoding: UTF8, Confidence: conf * plain, How: "BOM", Declared: findDeclaration(data)}
	}
	d := Detection{Declared: findDeclaration(data)}
	valid, multi, _ := checkUTF8(data)
	if valid && multi > 0 {
		d, _ = byChance(data, plain, d)
		return d
	}
	hi := highBytes(data)
	if len(hi) == 0 {
		d.Encoding, d.Confidence, d.How = UTF8, plain, "ascii"
		return d
	}
	return legacy(data, hi, plain, d)
}

// legacy is Detect's answer for data that is not UTF-8 (or is so only by
// chance): a declared single-byte charset, or the statistics.
func legacy(data []byte, hi []int32, plain float64, d Detection) Detection {
	l, _ := legacyText(data, hi, plain, d)
	return l
}

// legacyText is legacy, and how much its best statistical reading looks
// like text at all, from 0 to 1 (see confidence).
func legacyText(data []byte, hi []int32, plain float64, d Detection) (Detection, float64) {
	groups := rank(data, hi)
	conf, text := confidence(data, hi, groups)
	if d.Declared != "" {
		if e, err := Lookup(d.Declared); err == nil && e.Single && definesAll(e, data, hi) &&
			!overruled(e, groups) {
			d.Encoding, d.Confidence, d.How = sibling(e, groups), plain, "declared"
			return d, text
		}
	}
	d.Encoding, d.How = groups[0].s.enc, "statistics"
	if len(groups) > 1 {
		d.RunnerUp = groups[1].s.enc
	}
	d.Confidence = conf * plain
	return d, text
}

// byChance weighs valid UTF-8 data against the legacy code pages. A line
// of CP866 box corners (╔╗ is C9 BB, the UTF-8 of ɻ) or a CP1125 name
// (Ґалаґан starts F2 A0 AB A0, a character no script has) is valid UTF-8;
// text in a legacy code page almost never is beyond a few characters. So
// when the UTF-8 reading is made only of characters text does not hold
// (see oddInUTF8), or has at most four characters and one such among them,
// the legacy reading is asked. If it is sure of itself and reads letters or
// box drawing, it is the answer (ok true), its confidence scaled by the
// share of odd characters, with UTF-8 the runner-up. Otherwise the answer
// is UTF-8, as sure as a coin flip when all its characters are odd and the
// legacy reading looks like text (less so by that share times half how
// much it looks like text), the legacy reading the runner-up: two box
// corners alone are a doubt, not UTF-8 at 1.00.
func byChance(data []byte, plain float64, d Detection) (Detection, bool) {
	d.Encoding, d.Confidence, d.How = UTF8, plain, "utf-8"
	odd, n := oddInUTF8(data)
	if odd == 0 || odd < n && n > 4 {
		return d, false
	}
	share := float64(odd) / float64(n)
	hi := highBytes(data)
	l, text := legacyText(data, hi, plain, d)
	if l.Confidence >= Threshold && readsText(l.Encoding, data, hi) {
		l.Confidence *= share
		if l.How == "statistics" || l.Confidence < Threshold {
			l.RunnerUp = UTF8
		}
		return l, true
	}
	if text > 0 {
		d.Confidence = plain * (1 - share*text/2)
		d.RunnerUp = l.Encoding
	}
	return d, false
}

// readsText tells whether e reads a Cyrillic letter or a box-drawing
// character among the bytes at hi.
func readsText(e *Encoding, data []byte, hi []int32) bool {
	for _, i := range hi {
		r := e.decodeByte(data[i])
		if r >= 0x400 && r <= 0x4FF || r >= 0x2500 && r <= 0x259F {
			return true
		}
	}
	return false
}

// oddInUTF8 counts the multi-byte characters of valid UTF-8 data (n) and,
// among them, those that text does not hold (odd): characters no script
// has (unassigned, private use, controls, formats), a combining mark after
// no letter, Braille and the scripts of 0x800-0x8FF, and a character of a
// rare two-byte block (IPA, spacing modifiers, Latin Extended-B but
// Romanian's ș ț, Greek, Armenian, Hebrew, Arabic, Syriac, Thaana, N'Ko)
// that fewer than three characters of data share: one Greek or Arabic
// letter among Latin or Cyrillic text is how CP866 box drawing reads as
// UTF-8, a word of Greek or Arabic is not. An incomplete sequence at the
// very end is not counted.
func oddInUTF8(data []byte) (odd, n int) {
	var blocks map[rune]int // a rare block (by its first code point) → characters in it
	var rare []rune
	prevLetter := false
	for i := 0; i < len(data); {
		if data[i] < utf8.RuneSelf {
			prevLetter = data[i]|0x20 >= 'a' && data[i]|0x20 <= 'z'
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		i += size
		if r == utf8.RuneError && size == 1 {
			break // the incomplete end
		}
		n++
		switch {
		case !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Zs),
			unicode.In(r, unicode.Mn, unicode.Me) && !prevLetter,
			r >= 0x800 && r <= 0x8FF, r >= 0x2800 && r <= 0x28FF:
			odd++
		case rareBlock(r) != 0:
			if blocks == nil {
				blocks = map[rune]int{}
			}
			blocks[rareBlock(r)]++
			rare = append(rare, r)
		}
		prevLetter = unicode.IsLetter(r) || prevLetter && unicode.Is(unicode.M, r)
	}
	for _, r := range rare {
		if blocks[rareBlock(r)] < 3 {
			odd++
		}
	}
	return odd, n
}

// rareBlock is the first code point of r's block if it is one of the rare
// two-byte blocks of oddInUTF8, else 0.
func rareBlock(r rune) rune {
	switch {
	case r >= 0x180 && r <= 0x24F && !(r >= 0x218 && r <= 0x21B):
		return 0x180 // Latin Extended-B
	case r >= 0x2B9 && r <= 0x2BF:
		return 0 // modifier primes and apostrophes (Ukrainian writes пʼять)
	case r >= 0x250 && r <= 0x2FF:
		return 0x250 // IPA, spacing modifiers
	case r >= 0x370 && r <= 0x3FF:
		return 0x370 // Greek
	case r >= 0x530 && r <= 0x7FF:
		return r &^ 0x7F // Armenian, Hebrew, Arabic, Syriac, Thaana, N'Ko, by 128
	}
	return 0
}

// checkUTF8 tells whether b is valid UTF-8 but for an incomplete sequence
// at its very end, how many multi-byte sequences it has and, if it is not
// valid, how many bytes are not.
func checkUTF8(b []byte) (valid bool, multi, bad int) {
	if utf8.Valid(b) {
		for i := asciiRun(b); i < len(b); i++ {
			if c := b[i]; c >= 0xC0 {
				multi++
			}
		}
		return true, multi, 0
	}
	for i := 0; i < len(b); {
		if b[i] < 0x80 {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			if !utf8.FullRune(b[i:]) {
				break // cut short at the end
			}
			bad++
		} else {
			multi++
		}
		i += n
	}
	return bad == 0, multi, bad
}

// textLikeness is 1 for text and falls to 0 as NUL bytes reach 4 % of the
// data (binary, UTF-16 without a byte-order mark); other control bytes
// (but tab, LF, VT, FF, CR and the DOS end-of-file ^Z) take their share
// off it. Text may hold some: Midnight Commander's help files mark their
// links and fonts with 0x01-0x08 (a few in a hundred bytes where links are
// dense), DOS documents hold a printer's escapes; random bytes, with 12 %
// of them, are told by what their other bytes read as.
func textLikeness(data []byte) float64 {
	head := data[:min(len(data), ctrlWindow)]
	if len(head) == 0 {
		return 1
	}
	nul, ctrl := 0, 0
	for _, c := range head {
		switch {
		case c == 0:
			nul++
		case c < 0x20 && (c < '\t' || c > '\r') && c != 0x1A || c == 0x7F:
			ctrl++
		}
	}
	return math.Max(0, 1-float64(25*nul+ctrl)/float64(len(head)))
}

// asciiRun is the length of the run of bytes < 0x80 that b starts with,
// looked at eight bytes at a time: most travellers are ASCII from end to
// end, and a byte loop over them was most of Detect.
func asciiRun(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for i < len(b) && b[i] < 0x80 {
		i++
	}
	return i
}

// highBytes lists the positions of the first maxHigh bytes >= 0x80.
func highBytes(data []byte) []int32 {
	var hi []int32
	for i := asciiRun(data); i < len(data); i++ {
		if c := data[i]; c >= 0x80 {
			if hi == nil {
				hi = make([]int32, 0, min(maxHigh, len(data)-i))
			}
			hi = append(hi, int32(i))
			if len(hi) == maxHigh {
				break
			}
		}
	}
	return hi
}

// findDeclaration returns the first charset label in the first lines of
// data (charset=NAME or encoding=NAME, the name optionally quoted), with
// the same pattern DeclarationWriter rewrites.
func findDeclaration(data []byte) string {
	head := data[:min(len(data), declWindow)]
	for i, line := range bytes.SplitN(head, []byte("\n"), declLines+1) {
		if i == declLines {
			break
		}
		if !declWord(line) {
			continue // the regular expression costs more than this look
		}
		if m := declRE.FindSubmatch(line); m != nil {
			return string(m[2])
		}
	}
	return ""
}

// declWord tells whether line holds "charset" or "encoding", in any case:
// a line without either cannot declare a charset.
func declWord(line []byte) bool {
	for i := 0; i+7 <= len(line); i++ {
		switch line[i] | 0x20 {
		case 'c':
			if asciiFold(line[i:], "charset") {
				return true
			}
		case 'e':
			if i+8 <= len(line) && asciiFold(line[i:], "encoding") {
				return true
			}
		}
	}
	return false
}

// asciiFold tells whether b starts with the lower-case ASCII word w, in
// any case.
func asciiFold(b []byte, w string) bool {
	for k := 0; k < len(w); k++ {
		if b[k]|0x20 != w[k] {
			return false
		}
	}
	return true
}

// definesAll tells whether every byte >= 0x80 of data is defined in e.
func definesAll(e *Encoding, data []byte, hi []int32) bool {
	s := scorerOf(e)
	if s == nil {
		return false
	}
	for _, i := range hi {
		if s.dec[data[i]-0x80] == utf8.RuneError {
			return false
		}
	}
	return true
}

func scorerOf(e *Encoding) *scorer {
	for _, s := range scorers {
		if s.enc == e {
			return s
		}
	}
	return nil
}

// group is a set of candidates that decode the data to the same text,
// named by the most preferred of them.
type group struct {
	s       *scorer
	members []*scorer
	// cost is the lowest cost of any member (in 1/Scale nat), score the
	// lowest tempered cost plus prior (in nats): lower is better. odd is
	// how many bytes the named member reads as no text (see scorer.cost).
	cost  int
	score float64
	odd   int
}

// rank scores every candidate and returns the groups, best first (ties in
// order of preference).
func rank(data []byte, hi []int32) []group {
	var present [2]uint64
	for _, i := range hi {
		c := data[i] - 0x80
		present[c>>6] |= 1 << (c & 63)
	}
	same := func(a, b *scorer) bool {
		for c := 0; c < 128; c++ {
			if present[c>>6]&(1<<(c&63)) != 0 && a.dec[c] != b.dec[c] {
				return false
			}
		}
		return true
	}
	g := newGeometry(data, hi)
	groups := make([]group, 0, len(scorers))
next:
	for _, s := range scorers {
		cost, odd := s.cost(data, hi, g)
		score := nats(cost) + s.prior
		for g := range groups {
			if same(groups[g].s, s) {
				groups[g].members = append(groups[g].members, s)
				groups[g].cost = min(groups[g].cost, cost)
				groups[g].score = min(groups[g].score, score)
				continue next
			}
		}
		groups = append(groups, group{s: s, members: []*scorer{s}, cost: cost, score: score, odd: odd})
	}
	// CP866 and CP1125 differ only in 0xF2-0xF9, where the model sees
	// letters of Ukrainian and Belarusian alike: what those bytes stand
	// between decides (dosUkrainian), from the better of the two readings.
	if a, b := groupOf(groups, IBM866), groupOf(groups, CP1125); a >= 0 && b >= 0 && a != b {
		base := min(groups[a].score, groups[b].score)
		llr := dosUkrainian(data, hi)
		groups[a].score, groups[b].score = base+softplus(llr), base+softplus(-llr)
	}
	// Insertion sort: stable, and there are at most nine.
	for i := 1; i < len(groups); i++ {
		for j := i; j > 0 && groups[j].score < groups[j-1].score; j-- {
			groups[j], groups[j-1] = groups[j-1], groups[j]
		}
	}
	return groups
}

// groupOf is the index of the group e is a member of; -1 if none.
func groupOf(groups []group, e *Encoding) int {
	for i, g := range groups {
		for _, m := range g.members {
			if m.enc == e {
				return i
			}
		}
	}
	return -1
}

// softplus is ln(1+e^x): -ln of the probability σ(-x).
func softplus(x float64) float64 {
	if x > 30 {
		return x
	}
	return math.Log1p(math.Exp(x))
}

// nats is a cost in nats, tempered.
func nats(cost int) float64 { return float64(cost) / textmodel.Scale / temperature }

// confidence is the posterior probability of the best group, if the
// candidates were equally likely beforehand, times how much the best
// decoding looks like text at all: random bytes decode, in every candidate,
// to many symbols (a quarter or more of them) or box characters that fit
// nothing, and cost more per byte than text does (scorer.implausible). Box
// and block characters that fit their neighbours are text: tables.
// text is that second factor alone.
func confidence(data []byte, hi []int32, groups []group) (conf, text float64) {
	sum := 1.0
	for _, g := range groups[1:] {
		sum += math.Exp(groups[0].score - g.score)
	}
	s := groups[0].s
	textlike := math.Max(0, 1-4*float64(groups[0].odd)/float64(len(hi)))
	// The cost per byte, as if four more bytes of ordinary text had been
	// seen: one byte alone is no evidence of anything.
	const pseudo = 4
	perByte := (float64(groups[0].cost)/textmodel.Scale + pseudo*(s.implausible-3)) / float64(len(hi)+pseudo)
	looksLikeText := math.Min(1, math.Max(0, 0.5-(perByte-s.implausible)/implausibleWidth))
	return textlike * looksLikeText / sum, textlike * looksLikeText
}

// siblings are encodings that read Russian alike and differ only in the
// letters of another language (KOI8-U has Ukrainian letters where KOI8-R
// has box-drawing characters few files use; CP1125 has them where CP866
// has Ў ў ° ∙ and Є є Ї ї elsewhere): a file declared as one of them,
// whose bytes the other reads better by siblingMargin, is read in the
// other. Ukrainian pages labelled koi8-r, and Ukrainian DOS files labelled
// cp866, were common.
var siblings = map[*Encoding]*Encoding{KOI8R: KOI8U, KOI8U: KOI8R, IBM866: CP1125, CP1125: IBM866}

// siblingMargin, in tempered nats: a few letters' worth; for CP866 and
// CP1125, whose scores are dosUkrainian's log-likelihood ratio with its
// prior for CP866, one nat: a file declared cp866 in which Ukrainian
// letters are CP1125's is read as CP1125 on one sequence CP866 cannot
// give.
const (
	siblingMargin    = 3.0
	dosSiblingMargin = 1.0
)

// sibling is the encoding to read a file declared as e in: e, or its
// sibling when the statistics prefer that one.
func sibling(e *Encoding, groups []group) *Encoding {
	o, ok := siblings[e]
	if !ok {
		return e
	}
	score := func(x *Encoding) (float64, bool) {
		for _, g := range groups {
			for _, m := range g.members {
				if m.enc == x {
					return g.score, len(g.members) == 1 || !slices.ContainsFunc(g.members, func(m *scorer) bool { return m.enc == e })
				}
			}
		}
		return 0, false
	}
	se, _ := score(e)
	so, apart := score(o)
	margin := siblingMargin
	if e == IBM866 || e == CP1125 {
		margin = dosSiblingMargin
	}
	if apart && se-so > margin {
		return o
	}
	return e
}

// overruled tells whether the statistics prefer another decoding than e's
// by more than overrule.
func overruled(e *Encoding, groups []group) bool {
	for _, g := range groups {
		for _, m := range g.members {
			if m.enc == e {
				return g.score-groups[0].score > overrule
			}
		}
	}
	return true
}
