// Command train builds the letter-pair models of charset.Detect from the
// texts in corpus/ and writes them to charset/model_gen.go:
//
//	cd charset && go generate     # or: go run ./charset/internal/train
//
// Files named ru_*.txt train the Russian model, eu_*.txt the European
// (Latin-script) one; lines starting with # are comments. Lists of names
// and places (every file but *prose* and *classics*) are also read in
// capitals, as DOS-era programs wrote them, and ru_surnames.txt gives each
// surname's feminine form too (see feminine). The Russian model also reads
// documents that internal/docs writes from those lists (protocols drawn
// with box characters, movement cards, rules, web pages, CSV and PBN), so
// that it knows tables, digits and line ends as well as prose.
//
// A model is P(next symbol | symbol) with a Dirichlet prior: counts are
// added to Beta pseudo-counts spread by a hand-set table of how likely each
// class of character is after each class (prior below: a letter of another
// script or a box-drawing character inside a word is rare, and so on), and
// within the letters by their frequency. The case of letters is a separate
// table, P(case | the character before: its class, or a letter's case).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"io/fs"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/protokol-bridge/protokol/charset/internal/docs"
	"github.com/protokol-bridge/protokol/charset/internal/textmodel"
)

// Beta is the weight of the prior, in pseudo-counts per row.
const Beta = 20

// prior[prev class][next class] is the relative weight of each class after
// each class, before the corpus is seen (rows need not sum to 1). Classes:
// Bnd, Space, NumSpace, Digit, Sign, Open, Close, Punct, Box, Block, Other, Latin,
// Slavic, OtherCyr, Letter.
var prior = map[*textmodel.Alphabet][textmodel.NumClasses][textmodel.NumClasses]float64{
	textmodel.Russian: {
		{10, 20, 0, 10, 5, 1, 0.2, 1, 2, 0.2, 0.02, 3, 0.05, 0.01, 40},               // Bnd
		{5, 30, 0, 10, 5, 1, 0.2, 2, 2, 0.2, 0.02, 5, 0.05, 0.01, 50},                // Space
		{5, 30, 0, 10, 5, 1, 0.2, 2, 2, 0.2, 0.02, 5, 0.05, 0.01, 50},                // NumSpace
		{5, 0, 20, 40, 15, 0.1, 0.3, 1, 0.5, 0.1, 0.02, 1, 0.01, 0.005, 2},           // Digit
		{10, 30, 0, 15, 10, 0.5, 0.5, 1, 0.3, 0.1, 0.02, 3, 0.02, 0.005, 10},         // Sign
		{2, 1, 0, 2, 1, 0.5, 0.5, 0.5, 0.01, 0.01, 0.01, 5, 0.05, 0.01, 80},          // Open
		{20, 40, 0, 1, 20, 0.2, 2, 5, 0.01, 0.01, 0.01, 0.5, 0.01, 0.005, 1},         // Close
		{10, 50, 0, 5, 5, 3, 3, 10, 0.1, 0.05, 0.05, 2, 0.02, 0.005, 1},              // Punct
		{10, 20, 0, 0.5, 0.5, 0.01, 0.01, 0.5, 70, 1, 0.5, 0.1, 0.01, 0.005, 0.3},    // Box
		{5, 10, 0, 1, 0.5, 0.01, 0.01, 0.5, 1, 70, 0.5, 0.1, 0.01, 0.005, 0.3},       // Block
		{20, 20, 0, 2, 3, 0.5, 0.5, 2, 2, 2, 40, 2, 0.5, 0.5, 1},                     // Other
		{10, 10, 0, 2, 5, 0.05, 0.5, 0.5, 0.01, 0.01, 0.01, 80, 0.005, 0.001, 0.005}, // Latin
		{10, 15, 0, 0.5, 5, 0.1, 1, 0.5, 0.01, 0.01, 0.05, 0.01, 2, 0.01, 60},        // Slavic
		{10, 15, 0, 0.5, 5, 0.1, 1, 0.5, 0.01, 0.01, 0.05, 0.01, 0.01, 5, 10},        // OtherCyr
		{5, 15, 0, 0.3, 5, 0.05, 0.5, 1, 0.005, 0.005, 0.005, 0.02, 0.1, 0.002, 80},  // Letter
	},
	textmodel.European: {
		{10, 20, 0, 10, 5, 1, 0.2, 1, 0.05, 0.05, 0.05, 0, 0.01, 0.01, 40},
		{5, 30, 0, 10, 5, 1, 0.2, 2, 0.05, 0.05, 0.05, 0, 0.01, 0.01, 50},
		{5, 30, 0, 10, 5, 1, 0.2, 2, 0.05, 0.05, 0.05, 0, 0.01, 0.01, 50},
		{5, 0, 20, 40, 15, 0.1, 0.3, 1, 0.05, 0.05, 0.02, 0, 0.01, 0.01, 2},
		{10, 30, 0, 15, 10, 0.5, 0.5, 1, 0.05, 0.05, 0.02, 0, 0.01, 0.01, 10},
		{2, 1, 0, 2, 1, 0.5, 0.5, 0.5, 0.01, 0.01, 0.01, 0, 0.01, 0.01, 80},
		{20, 40, 0, 1, 20, 0.2, 2, 5, 0.01, 0.01, 0.01, 0, 0.01, 0.01, 1},
		{10, 50, 0, 5, 5, 3, 3, 10, 0.1, 0.05, 0.05, 0, 0.01, 0.01, 10},
		{10, 20, 0, 0.5, 0.5, 0.01, 0.01, 0.5, 70, 1, 0.5, 0, 0.01, 0.01, 0.3},
		{5, 10, 0, 1, 0.5, 0.01, 0.01, 0.5, 1, 70, 0.5, 0, 0.01, 0.01, 0.3},
		{20, 20, 0, 2, 3, 0.5, 0.5, 2, 2, 2, 40, 0, 2, 2, 1},
		{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, // Latin: never seen (a-z are letters)
		{10, 15, 0, 0.5, 5, 0.01, 0.01, 1, 0.01, 0.01, 1, 0, 60, 1, 0.5},
		{10, 15, 0, 0.5, 5, 0.01, 0.01, 1, 0.01, 0.01, 1, 0, 1, 60, 0.5},
		{5, 15, 0, 0.3, 5, 0.05, 0.5, 1, 0.005, 0.005, 0.005, 0, 0.005, 0.005, 80},
	},
}

func main() {
	log.SetFlags(0)
	dir := flag.String("dir", "", "the charset folder (default: found from the current folder)")
	flag.Parse()
	if *dir == "" {
		for _, d := range []string{".", "charset", "../..", "../../.."} {
			if _, err := os.Stat(filepath.Join(d, "internal/train/corpus")); err == nil {
				*dir = d
				break
			}
		}
		if *dir == "" {
			log.Fatal("train: cannot find internal/train/corpus; run in charset or give -dir")
		}
	}
	src, err := generate(os.DirFS(filepath.Join(*dir, "internal/train/corpus")))
	if err != nil {
		log.Fatal("train: ", err)
	}
	out := filepath.Join(*dir, "model_gen.go")
	if err := os.WriteFile(out, src, 0o644); err != nil {
		log.Fatal("train: ", err)
	}
	fmt.Fprintf(os.Stderr, "train: wrote %s (%d bytes)\n", out, len(src))
}

// counts are what a model is estimated from.
type counts struct {
	a     *textmodel.Alphabet
	pair  [][]float64 // [prev][next]
	cas   [textmodel.NumCaseCtx][2]float64
	chars int
}

func newCounts(a *textmodel.Alphabet) *counts {
	c := &counts{a: a, pair: make([][]float64, a.N())}
	for i := range c.pair {
		c.pair[i] = make([]float64, a.N())
	}
	return c
}

// add counts one line of text, with a boundary before and after it, with
// a weight.
func (c *counts) add(line string, w float64) {
	prev, prevCase := uint8(textmodel.Bnd), textmodel.NoCase
	for _, r := range line {
		s, cs := c.a.Symbol(r)
		s = textmodel.After(prev, s)
		c.pair[prev][s] += w
		if cs != textmodel.NoCase {
			c.cas[textmodel.CaseCtx(prev, prevCase)][cs-1] += w
		}
		prev, prevCase = s, cs
		c.chars++
	}
	c.pair[prev][textmodel.Bnd] += w
}

// table turns the counts into costs.
func (c *counts) table() *textmodel.Table {
	n := c.a.N()
	// Letter frequencies spread a class's prior weight over the letters.
	freq := make([]float64, n)
	total := 0.0
	for _, row := range c.pair {
		for s := textmodel.FirstLetter; s < n; s++ {
			freq[s] += row[s] + 1
			total += row[s] + 1
		}
	}
	t := &textmodel.Table{Alphabet: c.a, Cost: make([]uint8, n*n)}
	pr := prior[c.a]
	for a := 0; a < n; a++ {
		ca := textmodel.Class(uint8(a))
		rowPrior := 0.0
		for _, w := range pr[ca] {
			rowPrior += w
		}
		rowCount := 0.0
		for _, v := range c.pair[a] {
			rowCount += v
		}
		for b := 0; b < n; b++ {
			cb := textmodel.Class(uint8(b))
			q := pr[ca][cb] / rowPrior
			if cb == textmodel.Letter {
				q *= freq[b] / total
			}
			p := (c.pair[a][b] + Beta*q) / (rowCount + Beta)
			t.Cost[a*n+b] = quantise(p)
		}
	}
	// A context seen rarely (a letter after a quotation mark, after a
	// symbol) leans on what all the contexts other than a letter give.
	var pooled [2]float64
	for ctx := range c.cas {
		if ctx != textmodel.CtxUpper && ctx != textmodel.CtxLower {
			pooled[0] += c.cas[ctx][0]
			pooled[1] += c.cas[ctx][1]
		}
	}
	const caseBeta = 8
	for prev := range c.cas {
		row := c.cas[prev]
		sum := row[0] + row[1] + caseBeta
		for next := range row {
			q := (pooled[next] + 1) / (pooled[0] + pooled[1] + 2)
			t.Case[prev][next] = quantise((row[next] + caseBeta*q) / sum)
		}
	}
	return t
}

func quantise(p float64) uint8 {
	if p <= 0 {
		return 255
	}
	return uint8(math.Min(255, math.Round(-math.Log(p)*textmodel.Scale)))
}

// feminine is the feminine form of a Russian surname: Иванов -> Иванова,
// Ильин -> Ильина, Вишневский -> Вишневская, Толстой -> Толстая; others
// (Черных, Шевченко, Кац) do not change. A double surname changes in
// both parts.
func feminine(s string) string {
	parts := strings.Split(s, "-")
	for i, p := range parts {
		switch {
		case strings.HasSuffix(p, "ий"), strings.HasSuffix(p, "ой"), strings.HasSuffix(p, "ый"):
			parts[i] = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(p, "ий"), "ой"), "ый") + "ая"
		case strings.HasSuffix(p, "ов"), strings.HasSuffix(p, "ев"), strings.HasSuffix(p, "ёв"),
			strings.HasSuffix(p, "ин"), strings.HasSuffix(p, "ын"):
			parts[i] = p + "а"
		}
	}
	return strings.Join(parts, "-")
}

// capsWeight is the weight of the copies in capitals of the lists: names
// in capitals occur, but far less often than in title case, and without a
// low weight they would teach the model that a capital is mostly followed
// by another.
const capsWeight = 0.2

// docsPerKind is how many documents of each kind and drawing the model is
// trained on, and docsWeight the weight of their lines: together about as
// much as the rest of the Russian corpus.
const (
	docsPerKind = 12
	docsWeight  = 0.5
)

// trainingWords are the corpus's lists as internal/docs draws from them.
func trainingWords(corpus fs.FS) (*docs.Words, error) {
	read := func(name string) ([]string, error) {
		data, err := fs.ReadFile(corpus, name)
		if err != nil {
			return nil, err
		}
		var out []string
		for _, l := range strings.Split(string(data), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				out = append(out, strings.Fields(l)...)
			}
		}
		return out, nil
	}
	w := &docs.Words{}
	sur, err := read("ru_surnames.txt")
	if err != nil {
		return nil, err
	}
	for _, s := range sur {
		w.Surnames = append(w.Surnames, s, feminine(s))
	}
	first, err := read("ru_firstnames.txt")
	if err != nil {
		return nil, err
	}
	for _, f := range first {
		if strings.HasSuffix(f, "а") || strings.HasSuffix(f, "я") {
			w.Female = append(w.Female, f)
		} else {
			w.Male = append(w.Male, f)
		}
	}
	var prose []string
	for _, name := range []string{"ru_prose.txt", "ru_prose2.txt"} {
		p, err := read(name)
		if err != nil {
			return nil, err
		}
		prose = append(prose, p...)
	}
	w.Prose = []rune(strings.Join(prose, " "))
	for _, list := range []struct {
		name string
		to   *[]string
	}{{"eu_west.txt", &w.Latin}, {"ru_slavic.txt", &w.Slavic}, {"ru_places.txt", &w.Places}} {
		if *list.to, err = read(list.name); err != nil {
			return nil, err
		}
	}
	// Latin names in a Cyrillic code page are plain ASCII: the code page
	// has no accented letters.
	w.Latin = slices.DeleteFunc(w.Latin, func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return r >= 0x80 })
	})
	return w, nil
}

// weighted is a line of text and its weight.
type weighted struct {
	text string
	w    float64
}

// lines reads the texts of one corpus file, with what the file's kind adds.
func lines(name string, data []byte) []weighted {
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
		if name == "ru_surnames.txt" {
			words := strings.Fields(l)
			for i, w := range words {
				words[i] = feminine(w)
			}
			out = append(out, strings.Join(words, " "))
		}
	}
	res := make([]weighted, 0, 2*len(out))
	for _, l := range out {
		res = append(res, weighted{l, 1})
	}
	if !strings.Contains(name, "prose") && !strings.Contains(name, "classics") {
		for _, l := range out {
			res = append(res, weighted{strings.ToUpper(l), capsWeight})
		}
	}
	return res
}

// generate trains both models on the corpus and returns model_gen.go.
func generate(corpus fs.FS) ([]byte, error) {
	names, err := fs.Glob(corpus, "*.txt")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	ru, eu := newCounts(textmodel.Russian), newCounts(textmodel.European)
	for _, name := range names {
		var c *counts
		switch {
		case strings.HasPrefix(name, "ru_"):
			c = ru
		case strings.HasPrefix(name, "eu_"):
			c = eu
		default:
			continue
		}
		data, err := fs.ReadFile(corpus, name)
		if err != nil {
			return nil, err
		}
		for _, l := range lines(name, data) {
			c.add(l.text, l.w)
		}
	}
	if ru.chars == 0 || eu.chars == 0 {
		return nil, fmt.Errorf("no ru_*.txt or no eu_*.txt in the corpus")
	}
	// Documents of the kinds archives hold (protocols drawn with box
	// characters, movement cards, rules, web pages, CSV and PBN files),
	// written by internal/docs from the corpus's own lists, so that the
	// model knows tables, digits and line ends as well as prose.
	w, err := trainingWords(corpus)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(2026, 16))
	for _, kind := range docs.Kinds {
		for _, box := range []bool{true, false} {
			for range docsPerKind {
				text := docs.Make(rng, w, kind, docs.Table, docs.Options{Box: box, Slavic: true, Charset: "koi8-r"})
				for _, l := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
					ru.add(l, docsWeight)
				}
			}
		}
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./internal/train; DO NOT EDIT.\n\n")
	b.WriteString("package charset\n\n")
	b.WriteString("import \"github.com/protokol-bridge/protokol/charset/internal/textmodel\"\n\n")
	for _, m := range []struct {
		name string
		c    *counts
	}{{"russianModel", ru}, {"europeanModel", eu}} {
		t := m.c.table()
		a := t.Alphabet
		fmt.Fprintf(&b, "// %s was trained on %d characters of internal/train/corpus.\n", m.name, m.c.chars)
		fmt.Fprintf(&b, "var %s = &textmodel.Table{\n\tAlphabet: textmodel.%s,\n", m.name, a.Name)
		b.WriteString("\tCase: [textmodel.NumCaseCtx][2]uint8{")
		for i, row := range t.Case {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "{%d, %d}", row[0], row[1])
		}
		b.WriteString("},\n")
		b.WriteString("\tCost: []uint8{\n")
		n := a.N()
		for prev := 0; prev < n; prev++ {
			fmt.Fprintf(&b, "\t\t// after %s\n\t\t", a.SymbolName(uint8(prev)))
			for next := 0; next < n; next++ {
				fmt.Fprintf(&b, "%d,", t.Cost[prev*n+next])
				if next < n-1 {
					b.WriteByte(' ')
				}
			}
			b.WriteByte('\n')
		}
		b.WriteString("\t},\n}\n\n")
	}
	return format.Source(b.Bytes())
}
