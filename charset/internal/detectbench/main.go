// Command detectbench measures how well charset.Detect, enca and uchardet
// find the encoding of short texts and of documents, and prints Markdown
// tables:
//
//	go run ./charset/internal/detectbench [-n 1000] [-docs 1000] [-seed 1] [-tools enca,uchardet]
//
// The documents block (docs.go) writes, with internal/docs, the kinds of
// files Russian archives hold (box-drawn protocols, movement cards, rules,
// web pages with, without and with a wrong charset tag, CSV, PBN) from the
// held-out lists, in the seven Cyrillic encodings (CP1125 too) and in sizes
// from one table row to a whole 250 KB file, and a table over one line of
// names ("short"); -docs 0 leaves it out, -names=false the names block and
// the Ukrainian one (ukrainian.go: Ukrainian names and prose in CP1125,
// CP866, KOI8-U and Windows-1251); -kinds, -sizes and -encodings measure
// some documents only, with the seeds of a full run. DETECTBENCH_REFUSED=1
// lists our refusals on stderr, DETECTBENCH_WRONG=1 our wrong documents
// whole.
//
// (scripts/detect-accuracy.sh installs nothing; it checks the tools and runs
// this.) The samples are held out: surnames, first names and prose from
// testdata/ here, none of which occurs in the training corpus
// (internal/train/corpus; the program checks the names and stops if one
// does). For every encoding and size it draws -n samples with a fixed seed:
//
//	name   one surname (Russian: either gender)
//	pair   "Surname First - Surname First", as a PBN names field
//	20, 50, 200   that many characters of prose (Russian) or of names and
//	       words (Latin-script encodings), starting at a word
//
// Every Latin-script sample has at least one letter outside ASCII; Russian
// text is the same in koi8-r and koi8-u. A detection counts as correct when
// the encoding it names decodes the sample's bytes to exactly the original
// text, so koi8-u for a koi8-r sample (or windows-1252 for iso-8859-2 text
// whose only accented letter is ó) is correct. Ours refuses when its
// confidence is below charset.Threshold; enca refuses with "???",
// uchardet with "unknown". enca runs as enca -L russian -i on every sample,
// Latin ones included, as a user who does not know the language would.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
)

var (
	n       = flag.Int("n", 1000, "samples per encoding and size")
	seed    = flag.Uint64("seed", 1, "random seed")
	tools   = flag.String("tools", "enca,uchardet", "other detectors to run (comma-separated; empty for none)")
	dir     = flag.String("dir", "", "the charset folder (default: found from the current folder)")
	dev     = flag.Bool("dev", false, "draw from the training corpus instead (for tuning; not a measurement)")
	verbose = flag.Bool("v", false, "print our wrong answers above the threshold")
	docsN   = flag.Int("docs", 1000, "documents per encoding, kind and size of a row or a table (a tenth of it for pages, a fiftieth for whole files); 0 for none")
	names   = flag.Bool("names", true, "measure names and short texts")
	// Filters of the documents block (the seeds of the cells left are as
	// in a full run): comma-separated lists, empty for all.
	kindsFlag = flag.String("kinds", "", "document kinds to measure (protocol,movement,...; default all)")
	sizesFlag = flag.String("sizes", "", "document sizes to measure (row,table,page,file,short; default all)")
	encsFlag  = flag.String("encodings", "", "document encodings to measure (default all)")
)

var sizes = []string{"name", "pair", "20", "50", "200"}

// texts are the word lists and prose samples are drawn from.
type texts struct {
	surnames        []string // Russian: both genders
	male, female    []string // Russian first names
	prose           []rune
	latinWords      map[string][]string // by encoding family: "nordic", "central"
	latinSampleFrom map[string]string   // encoding -> family
}

func main() {
	flag.Parse()
	if *dir == "" {
		for _, d := range []string{".", "charset", "../..", "../../.."} {
			if _, err := os.Stat(filepath.Join(d, "internal/detectbench/testdata")); err == nil {
				*dir = d
				break
			}
		}
	}
	if *dir == "" {
		fatalf("cannot find charset; give -dir")
	}
	t, err := load(*dir, *dev)
	if err != nil {
		fatalf("%v", err)
	}
	var toolList []string
	for _, s := range strings.Split(*tools, ",") {
		if s = strings.TrimSpace(s); s != "" {
			if _, err := exec.LookPath(s); err != nil {
				fatalf("%s is not installed (apt-get install -y enca uchardet), or run with -tools ''", s)
			}
			toolList = append(toolList, s)
		}
	}
	if *names {
		measureNames(t, toolList)
		if err := measureUkrainian(*dir, t, toolList); err != nil {
			fatalf("%v", err)
		}
	}
	if *docsN > 0 {
		measureDocs(t, toolList)
	}
}

func measureNames(t *texts, toolList []string) {
	encs := []string{"windows-1251", "koi8-r", "koi8-u", "ibm866", "iso-8859-5", "x-mac-cyrillic", "windows-1252", "iso-8859-2", "windows-1250"}
	fmt.Printf("Samples per cell: %d, seed %d, threshold %.2f%s.\n\n", *n, *seed, charset.Threshold, map[bool]string{true: ", DEV SET (training data)"}[*dev])
	head := "| encoding | size | ours correct % | ours refused % | ours wrong % | ours top-1 % |"
	rule := "|---|---|---:|---:|---:|---:|"
	for _, tool := range toolList {
		head += fmt.Sprintf(" %s correct %% | %s refused %% |", tool, tool)
		rule += "---:|---:|"
	}
	fmt.Println(head)
	fmt.Println(rule)
	var elapsed time.Duration
	calls := 0
	var wrongs []string
	for _, encName := range encs {
		enc, err := charset.Lookup(encName)
		if err != nil {
			fatalf("%v", err)
		}
		for si, size := range sizes {
			rng := rand.New(rand.NewPCG(*seed, uint64(len(encName))*131+uint64(si)))
			samples, raw := t.draw(rng, enc, size, *n)
			var correct, refused, wrong, top1 int
			for i, b := range raw {
				start := time.Now()
				d := charset.Detect(b)
				elapsed += time.Since(start)
				calls++
				ok := decodes(d.Encoding.X(), b, samples[i])
				if ok {
					top1++
				}
				if !ok && os.Getenv("DETECTBENCH_MISSES") != "" {
					fmt.Fprintf(os.Stderr, "miss %s %s: %q read as %s (%.3f, runner-up %v)\n", encName, size, samples[i], d.Encoding, d.Confidence, d.RunnerUp)
				}
				switch {
				case d.Confidence < charset.Threshold:
					refused++
					if os.Getenv("DETECTBENCH_REFUSED") != "" {
						fmt.Fprintf(os.Stderr, "refused %s %s: %q as %s (%.3f, runner-up %v)\n", encName, size, samples[i], d.Encoding, d.Confidence, d.RunnerUp)
					}
				case ok:
					correct++
				default:
					wrong++
					wrongs = append(wrongs, fmt.Sprintf("%s %s: %q read as %s (%.3f, runner-up %v)", encName, size, samples[i], d.Encoding, d.Confidence, d.RunnerUp))
				}
			}
			row := fmt.Sprintf("| %s | %s | %s | %s | %s | %s |", encName, size, pct(correct, len(raw)), pct(refused, len(raw)), pct(wrong, len(raw)), pct(top1, len(raw)))
			for _, tool := range toolList {
				c, r, err := runTool(tool, samples, raw)
				if err != nil {
					fatalf("%s: %v", tool, err)
				}
				row += fmt.Sprintf(" %s | %s |", pct(c, len(raw)), pct(r, len(raw)))
			}
			fmt.Println(row)
		}
	}
	fmt.Printf("\nDetect: %d calls, %.1f µs per call on these samples.\n", calls, float64(elapsed.Microseconds())/float64(calls))
	if len(wrongs) > 0 {
		fmt.Printf("\nOurs wrong above the threshold: %d.\n", len(wrongs))
		if *verbose {
			for _, w := range wrongs {
				fmt.Println("  ", w)
			}
		}
	}
}

func pct(k, of int) string { return fmt.Sprintf("%.1f", 100*float64(k)/float64(of)) }

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "detectbench: "+format+"\n", args...)
	os.Exit(1)
}

// decodes tells whether e decodes b to exactly want.
func decodes(e encoding.Encoding, b []byte, want string) bool {
	if e == nil {
		return false
	}
	got, err := e.NewDecoder().Bytes(b)
	return err == nil && string(got) == want
}

// readList reads the words of a list file, skipping # comments; a line
// "--" splits it into parts.
func readList(path string) ([][]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	parts := [][]string{nil}
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
		case l == "--":
			parts = append(parts, nil)
		default:
			parts[len(parts)-1] = append(parts[len(parts)-1], strings.Fields(l)...)
		}
	}
	return parts, nil
}

func readProse(path string) ([]rune, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			b.WriteString(l)
			b.WriteByte(' ')
		}
	}
	return []rune(b.String()), nil
}

// feminine is the feminine form of a Russian surname (the trainer has the
// same rule).
func feminine(s string) string {
	parts := strings.Split(s, "-")
	for i, p := range parts {
		switch {
		case strings.HasSuffix(p, "ий"), strings.HasSuffix(p, "ой"), strings.HasSuffix(p, "ый"):
			parts[i] = p[:len(p)-len("ий")] + "ая"
		case strings.HasSuffix(p, "ов"), strings.HasSuffix(p, "ев"), strings.HasSuffix(p, "ёв"),
			strings.HasSuffix(p, "ин"), strings.HasSuffix(p, "ын"):
			parts[i] = p + "а"
		}
	}
	return strings.Join(parts, "-")
}

func load(dir string, dev bool) (*texts, error) {
	train := filepath.Join(dir, "internal/train/corpus")
	test := filepath.Join(dir, "internal/detectbench/testdata")
	// Every word of the training corpus, for the overlap check.
	seen := map[string]bool{}
	files, _ := filepath.Glob(filepath.Join(train, "*.txt"))
	for _, f := range files {
		parts, err := readList(f)
		if err != nil {
			return nil, err
		}
		for _, p := range parts {
			for _, w := range p {
				w = strings.Trim(w, ".,;:!?«»\"()—–")
				seen[w], seen[feminine(w)] = true, true
			}
		}
	}
	t := &texts{latinWords: map[string][]string{}, latinSampleFrom: map[string]string{
		"windows-1252": "nordic", "iso-8859-2": "central", "windows-1250": "central"}}
	var err error
	if dev {
		s, err1 := readList(filepath.Join(train, "ru_surnames.txt"))
		f, err2 := readList(filepath.Join(train, "ru_firstnames.txt"))
		p1, err3 := readProse(filepath.Join(train, "ru_prose.txt"))
		p2, err4 := readProse(filepath.Join(train, "ru_prose2.txt"))
		nordic, err5 := readList(filepath.Join(train, "eu_nordic.txt"))
		central, err6 := readList(filepath.Join(train, "eu_central.txt"))
		for _, e := range []error{err1, err2, err3, err4, err5, err6} {
			if e != nil {
				return nil, e
			}
		}
		for _, w := range s[0] {
			t.surnames = append(t.surnames, w, feminine(w))
		}
		for _, w := range f[0] {
			if strings.HasSuffix(w, "а") || strings.HasSuffix(w, "я") {
				t.female = append(t.female, w)
			} else {
				t.male = append(t.male, w)
			}
		}
		t.prose = append(p1, p2...)
		t.latinWords["nordic"], t.latinWords["central"] = nordic[0], central[0]
		return t, nil
	}
	s, err := readList(filepath.Join(test, "ru_surnames.txt"))
	if err != nil {
		return nil, err
	}
	f, err := readList(filepath.Join(test, "ru_firstnames.txt"))
	if err != nil {
		return nil, err
	}
	if len(f) != 2 {
		return nil, fmt.Errorf("ru_firstnames.txt: want masculine, --, feminine")
	}
	var overlap []string
	for _, w := range s[0] {
		for _, form := range []string{w, feminine(w)} {
			if seen[form] {
				overlap = append(overlap, form)
			}
			t.surnames = append(t.surnames, form)
		}
	}
	for _, w := range append(append([]string{}, f[0]...), f[1]...) {
		if seen[w] {
			overlap = append(overlap, w)
		}
	}
	t.male, t.female = f[0], f[1]
	for _, fam := range []string{"nordic", "central"} {
		l, err := readList(filepath.Join(test, "eu_"+fam+".txt"))
		if err != nil {
			return nil, err
		}
		t.latinWords[fam] = l[0]
	}
	for _, f := range []string{"slavic.txt", "ru_places.txt"} {
		l, err := readList(filepath.Join(test, f))
		if err != nil {
			return nil, err
		}
		for _, w := range l[0] {
			if seen[strings.Trim(w, ".,;:!?«»\"()—–")] {
				overlap = append(overlap, w)
			}
		}
	}
	if len(overlap) > 0 {
		sort.Strings(overlap)
		return nil, fmt.Errorf("held-out names found in the training corpus: %s", strings.Join(overlap, ", "))
	}
	t.prose, err = readProse(filepath.Join(test, "ru_prose.txt"))
	return t, err
}

// draw makes k samples of one size in one encoding: the texts and their
// bytes.
func (t *texts) draw(rng *rand.Rand, enc *charset.Encoding, size string, k int) ([]string, [][]byte) {
	var samples []string
	var raw [][]byte
	pick := func(l []string) string { return l[rng.IntN(len(l))] }
	for tries := 0; len(samples) < k && tries < 1000*k; tries++ {
		var s string
		if enc.Cyrillic {
			switch size {
			case "name":
				s = pick(t.surnames)
			case "pair":
				s = t.person(rng) + " - " + t.person(rng)
			default:
				s = t.proseWindow(rng, size)
			}
		} else {
			words := t.latinWords[t.latinSampleFrom[enc.Name]]
			switch size {
			case "name":
				s = pick(words)
			case "pair":
				s = pick(words) + " " + pick(words) + " - " + pick(words) + " " + pick(words)
			default:
				var b strings.Builder
				want := atoi(size)
				for utf8.RuneCountInString(b.String()) < want {
					if b.Len() > 0 {
						b.WriteByte(' ')
					}
					b.WriteString(pick(words))
				}
				s = string([]rune(b.String())[:want])
			}
			if isASCII(s) {
				continue
			}
		}
		b, err := enc.X().NewEncoder().Bytes([]byte(s))
		if err != nil {
			continue
		}
		samples = append(samples, s)
		raw = append(raw, b)
	}
	return samples, raw
}

// person is "Surname First" of one gender.
func (t *texts) person(rng *rand.Rand) string {
	i := rng.IntN(len(t.surnames))
	sur := t.surnames[i]
	if i%2 == 0 { // masculine and feminine forms alternate in the list
		return sur + " " + t.male[rng.IntN(len(t.male))]
	}
	return sur + " " + t.female[rng.IntN(len(t.female))]
}

func (t *texts) proseWindow(rng *rand.Rand, size string) string {
	want := atoi(size)
	for {
		i := rng.IntN(len(t.prose) - want)
		for i > 0 && t.prose[i-1] != ' ' {
			i--
		}
		if i+want <= len(t.prose) {
			return strings.TrimRight(string(t.prose[i:i+want]), " ")
		}
	}
}

func atoi(s string) int {
	v := 0
	for _, c := range s {
		v = v*10 + int(c-'0')
	}
	return v
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// runTool runs enca or uchardet on every sample at once and counts its
// correct answers and its refusals.
func runTool(tool string, samples []string, raw [][]byte) (correct, refused int, err error) {
	return runToolLang(tool, "russian", samples, raw)
}

// runToolLang is runTool with enca told the language (-L).
func runToolLang(tool, lang string, samples []string, raw [][]byte) (correct, refused int, err error) {
	tmp, err := os.MkdirTemp("", "detectbench")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(tmp)
	args := []string{}
	if tool == "enca" {
		args = append(args, "-L", lang, "-i")
	}
	for i, b := range raw {
		name := filepath.Join(tmp, fmt.Sprintf("s%05d.txt", i))
		if err := os.WriteFile(name, b, 0o644); err != nil {
			return 0, 0, err
		}
		args = append(args, name)
	}
	out, _ := exec.Command(tool, args...).Output() // enca exits 1 when it refuses any
	answers := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		file, charset, ok := strings.Cut(sc.Text(), ": ")
		if ok {
			answers[filepath.Base(file)] = strings.TrimSpace(charset)
		}
	}
	for i, b := range raw {
		a := answers[fmt.Sprintf("s%05d.txt", i)]
		switch strings.ToLower(a) {
		case "", "???", "unknown":
			refused++
			continue
		}
		if decodesAs(a, b, samples[i]) {
			correct++
		}
	}
	return correct, refused, nil
}

// decodesAs tells whether the charset a tool named decodes b to want: with
// golang.org/x/text when it knows the name, else with iconv.
func decodesAs(name string, b []byte, want string) bool {
	if e, err := charset.Lookup(name); err == nil {
		return decodes(e.X(), b, want)
	}
	if e, err := ianaindex.IANA.Encoding(name); err == nil && e != nil {
		return decodes(e, b, want)
	}
	if e, err := htmlindex.Get(name); err == nil {
		return decodes(e, b, want)
	}
	cmd := exec.Command("iconv", "-f", name, "-t", "UTF-8")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	return err == nil && string(out) == want
}
