package pbn

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
)

// corpusDir holds the shared test corpus (real files from several
// programs and countries; see its SOURCES.md).
var corpusDir = filepath.Join("..", "..", "testdata", "corpus")

// corpusEncoding is the encoding of each corpus file that is not UTF-8
// (see testdata/corpus/SOURCES.md).
var corpusEncoding = map[string]encoding.Encoding{
	"synthetic/cyrillic_cp1251.pbn": charmap.Windows1251,
	"synthetic/cyrillic_koi8r.pbn":  charmap.KOI8R,
	"synthetic/cyrillic_cp866.pbn":  charmap.CodePage866,
}

// readCorpus gives the UTF-8 text of testdata/corpus/<rel> (at the repository root): UTF-8 files as
// they are (a BOM is left for Parse to skip), the Cyrillic fixtures in their
// code page, everything else as ISO-8859-1.
func readCorpus(tb testing.TB, rel string) string {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, filepath.FromSlash(rel)))
	if err != nil {
		tb.Fatal(err)
	}
	enc, ok := corpusEncoding[rel]
	if !ok {
		if utf8.Valid(data) {
			return string(data)
		}
		enc = charmap.ISO8859_1
	}
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		tb.Fatalf("%s: decode: %v", rel, err)
	}
	return string(out)
}

// corpusFiles lists the PBN files of the corpus as paths relative to
// testdata/corpus, sorted.
func corpusFiles(tb testing.TB) []string {
	tb.Helper()
	var out []string
	err := filepath.WalkDir(corpusDir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".pbn") {
			rel, _ := filepath.Rel(corpusDir, path)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return out
}
