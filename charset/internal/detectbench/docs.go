package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/charset/internal/docs"
	"github.com/protokol-bridge/protokol/translit"
)

// The documents block: the kinds of files Russian archives hold (see
// internal/docs), written from the held-out lists, in every Cyrillic
// encoding and in sizes from one table row to a whole file.

// docEncodings are the encodings documents are measured in; the first
// three and CP1125 have box-drawing characters. (CP1125 last, so that
// adding it kept the seeds of the others.)
var docEncodings = []string{"ibm866", "koi8-r", "koi8-u", "windows-1251", "iso-8859-5", "x-mac-cyrillic", "cp1125"}

// docKinds are the kinds measured: internal/docs's, with a web page whose
// meta tag names another encoding than its bytes are in.
var docKinds = []string{docs.Protocol, docs.Movement, docs.Rules, docs.HTML, docs.HTMLMeta, "html-wrong", docs.CSV, docs.PBN}

// wrongCharset is the charset a misconfigured page declares.
var wrongCharset = map[string]string{
	"ibm866": "windows-1251", "koi8-r": "windows-1251", "koi8-u": "koi8-r",
	"windows-1251": "koi8-r", "iso-8859-5": "windows-1251", "x-mac-cyrillic": "windows-1251",
	"cp1125": "ibm866",
}

// docWords are the held-out lists as internal/docs draws from them; Latin
// names are written in ASCII, as a Cyrillic code page holds them.
func (t *texts) docWords(dir string) (*docs.Words, error) {
	w := &docs.Words{Surnames: t.surnames, Male: t.male, Female: t.female, Prose: t.prose}
	for _, word := range t.latinWords["nordic"] {
		w.Latin = append(w.Latin, translit.Passport.String(word))
	}
	for _, list := range []struct {
		file string
		to   *[]string
	}{{"slavic.txt", &w.Slavic}, {"ru_places.txt", &w.Places}} {
		parts, err := readList(filepath.Join(dir, "internal/detectbench/testdata", list.file))
		if err != nil {
			return nil, err
		}
		*list.to = parts[0]
	}
	return w, nil
}

// docCount is how many documents a cell has.
func docCount(size string) int {
	switch size {
	case docs.Page:
		return max(1, *docsN/10)
	case docs.File:
		return max(1, *docsN/50)
	}
	return *docsN
}

// makeDoc writes one document in enc: its text (as enc holds it: a
// character the code page lacks, such as « in KOI8-R, is replaced as a
// lossy conversion would) and its bytes.
func makeDoc(rng *rand.Rand, w *docs.Words, enc *charset.Encoding, kind, size string) (string, []byte) {
	box := enc == charset.IBM866 || enc == charset.KOI8R || enc == charset.KOI8U || enc == charset.CP1125
	opt := docs.Options{Box: box, Slavic: enc != charset.KOI8R, Charset: enc.Name}
	k := kind
	if kind == "html-wrong" {
		k, opt.Charset = docs.HTMLMeta, wrongCharset[enc.Name]
	}
	text := docs.Make(rng, w, k, size, opt)
	b, _, err := charset.Encode(text, enc, charset.Options{Lossy: true})
	if err != nil {
		fatalf("%s: %v", enc.Name, err)
	}
	got, err := enc.X().NewDecoder().Bytes(b)
	if err != nil {
		fatalf("%s: %v", enc.Name, err)
	}
	return string(got), b
}

// measureDocs prints the documents block: for every encoding, kind and
// size, ours, enca's and uchardet's answers.
func measureDocs(t *texts, toolList []string) {
	w, err := t.docWords(*dir)
	if err != nil {
		fatalf("%v", err)
	}
	fmt.Printf("\n## Documents\n\nDocuments per cell: %d for a row or a table, %d for a page (4 KB), %d for a whole file (250 KB); seed %d.\n\n",
		docCount(docs.Row), docCount(docs.Page), docCount(docs.File), *seed)
	head := "| encoding | kind | size | ours correct % | ours refused % | ours wrong % |"
	rule := "|---|---|---|---:|---:|---:|"
	for _, tool := range toolList {
		head += fmt.Sprintf(" %s correct %% | %s refused %% |", tool, tool)
		rule += "---:|---:|"
	}
	fmt.Println(head)
	fmt.Println(rule)
	var wrongs []string
	var timing []string
	for ei, encName := range docEncodings {
		if !wanted(*encsFlag, encName) {
			continue
		}
		enc, err := charset.Lookup(encName)
		if err != nil {
			fatalf("%v", err)
		}
		for ki, kind := range docKinds {
			if !wanted(*kindsFlag, kind) {
				continue
			}
			for si, size := range docs.Sizes {
				if !wanted(*sizesFlag, size) {
					continue
				}
				rng := rand.New(rand.NewPCG(*seed, uint64(1000*ei+100*ki+si)))
				k := docCount(size)
				samples := make([]string, k)
				raw := make([][]byte, k)
				for i := range k {
					samples[i], raw[i] = makeDoc(rng, w, enc, kind, size)
				}
				var correct, refused, wrong int
				start := time.Now()
				for i, b := range raw {
					d := charset.Detect(b)
					ok := decodes(d.Encoding.X(), b, samples[i])
					switch {
					case d.Confidence < charset.Threshold:
						refused++
						if os.Getenv("DETECTBENCH_REFUSED") != "" {
							fmt.Fprintf(os.Stderr, "refused %s %s %s: %.120q as %s (%.3f, runner-up %v)\n", encName, kind, size, samples[i], d.Encoding, d.Confidence, d.RunnerUp)
						}
					case ok:
						correct++
					default:
						wrong++
						wrongs = append(wrongs, fmt.Sprintf("%s %s %s: %.120q read as %s (%.3f, runner-up %v)", encName, kind, size, samples[i], d.Encoding, d.Confidence, d.RunnerUp))
						if os.Getenv("DETECTBENCH_WRONG") != "" {
							fmt.Fprintf(os.Stderr, "WRONG %s %s %s: %q\n", encName, kind, size, samples[i])
						}
					}
				}
				if size == docs.File && kind == docs.Protocol {
					per := time.Since(start) / time.Duration(k)
					timing = append(timing, fmt.Sprintf("%s: %v per %d KB protocol", encName, per.Round(time.Microsecond), len(raw[0])>>10))
				}
				row := fmt.Sprintf("| %s | %s | %s | %s | %s | %s |", encName, kind, size, pct(correct, k), pct(refused, k), pct(wrong, k))
				for _, tool := range toolList {
					c, r, err := runTool(tool, samples, raw)
					if err != nil {
						fatalf("%s: %v", tool, err)
					}
					row += fmt.Sprintf(" %s | %s |", pct(c, k), pct(r, k))
				}
				fmt.Println(row)
			}
		}
	}
	fmt.Printf("\nDetect on whole files: %s.\n", strings.Join(timing, "; "))
	fmt.Printf("\nOurs wrong above the threshold on documents: %d.\n", len(wrongs))
	if *verbose {
		for _, w := range wrongs {
			fmt.Println("  ", w)
		}
	}
}

// wanted tells whether name is in the comma-separated list, or the list
// is empty.
func wanted(list, name string) bool {
	if list == "" {
		return true
	}
	for _, s := range strings.Split(list, ",") {
		if strings.TrimSpace(s) == name {
			return true
		}
	}
	return false
}
