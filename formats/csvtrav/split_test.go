package csvtrav

import (
	"encoding/csv"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sameAsCSV fails t unless the splitter reads text as encoding/csv does
// with sheet.csvReader's settings: each record, each field's position,
// each error (its lines, column and kind), and the end, read to the end
// after errors.
func sameAsCSV(t *testing.T, text string, comma rune) {
	t.Helper()
	want := csv.NewReader(strings.NewReader(text))
	want.Comma, want.Comment, want.FieldsPerRecord, want.ReuseRecord = comma, '#', -1, true
	got := newSplitter(text, comma)
	got.reuse = true
	for n := 1; ; n++ {
		wrec, werr := want.Read()
		grec, gerr := got.Read()
		var wpe, gpe *csv.ParseError
		switch {
		case errors.As(werr, &wpe):
			if !errors.As(gerr, &gpe) || *gpe != *wpe {
				t.Fatalf("record %d: error %v, want %v", n, gerr, werr)
			}
			continue
		case werr != nil:
			if gerr != werr {
				t.Fatalf("record %d: error %v, want %v", n, gerr, werr)
			}
			return
		case gerr != nil:
			t.Fatalf("record %d: error %v, want %q", n, gerr, wrec)
		}
		if !slices.Equal(grec, wrec) {
			t.Fatalf("record %d: %q, want %q", n, grec, wrec)
		}
		for i := range wrec {
			wl, wc := want.FieldPos(i)
			if gl, gc := got.FieldPos(i); gl != wl || gc != wc {
				t.Fatalf("record %d field %d at %d:%d, want %d:%d", n, i, gl, gc, wl, wc)
			}
		}
	}
}

var splitCommas = []rune{',', ';', '\t', '|'}

// The splitter reads every CSV file of the tests as encoding/csv does.
func TestSplitterFiles(t *testing.T) {
	names, _ := filepath.Glob("testdata/*.csv")
	if len(names) == 0 {
		t.Fatal("no test files")
	}
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(name), func(t *testing.T) {
			for _, c := range splitCommas {
				sameAsCSV(t, string(b), c)
			}
		})
	}
}

// Quoting, line ends, comments and errors as encoding/csv has them.
func TestSplitterCases(t *testing.T) {
	for _, text := range splitSeeds {
		for _, c := range splitCommas {
			sameAsCSV(t, text, c)
		}
	}
}

var splitSeeds = []string{
	"", "\n", "\r\n", "\r", "a", "a\r", "a\r\r\n", "a\rb\n", "a,b\n\nc,d\r\n#x,y\n e,f",
	"a,\n,b\n,\n", "a,b,", "\"a\",\"b\"\n", "\"a,b\",\"c\nd\"\n", "\"a\"\"b\",c\n", "\"\"\n\"\",\"\"",
	"\"a\r\nb\"\r\n", "\"a\n\n\nb\",c\nd\n", "\"abc", "\"abc\n", "\"abc\n\r", "\"ab\"c,d\ne\n",
	"ab\"c,d\nx,y\n", "a,\"b\nc\"d,e\nf,g\n", "\"a\"\n#\"b\n\"c\n", "#only\n#lines", "x\n\"\n",
	"a;b\tc|d,e\n\"a;\"b;c\n", "\"\"\"\"\n", "\"a\"\"\n\"\"b\"\n", "\xff,\"\xfe\"\n", "a,b\n\r\n\r\n",
	"\"a\nb", "\"\n", "\"", "a,\"", "a,\"\"", "a,\"\"\"", "\"x\"\r", "\"x\"\r\r\n",
}

// FuzzSplitter holds the splitter to encoding/csv on any text.
func FuzzSplitter(f *testing.F) {
	for _, s := range splitSeeds {
		f.Add(s, uint8(0))
	}
	f.Add(readTestdata(f, "traveller_de_tab.csv"), uint8(2))
	f.Fuzz(func(t *testing.T, text string, c uint8) {
		sameAsCSV(t, text, splitCommas[int(c)%len(splitCommas)])
	})
}

// Fields the text holds as they are, quoted or not, are the text's own
// bytes: reading a traveller allocates nothing per row for them.
func TestSplitterShares(t *testing.T) {
	text := "a,\"b c\",d\n\"e\"\"f\",\"g\nh\"\n"
	p := newSplitter(text, ',')
	p.reuse = true
	if n := testing.AllocsPerRun(1, func() {
		p.off, p.numLine = 0, 0
		if _, err := p.Read(); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("%v allocations for a record of plain and quoted fields, want 0", n)
	}
	rec, err := p.Read()
	if err != nil || !slices.Equal(rec, []string{"e\"f", "g\nh"}) {
		t.Errorf("%q, %v", rec, err)
	}
	if _, err := p.Read(); err != io.EOF {
		t.Errorf("%v at the end, want io.EOF", err)
	}
}

// Without reuse each record is a slice of its own, whole after the next
// Read (gocsv and Sheet.Records keep them all).
func TestSplitterNewSlices(t *testing.T) {
	p := newSplitter("a,b\nc,d\n", ',')
	first, err1 := p.Read()
	second, err2 := p.Read()
	if err1 != nil || err2 != nil || !slices.Equal(first, []string{"a", "b"}) || !slices.Equal(second, []string{"c", "d"}) {
		t.Errorf("records %q, %q (%v, %v), want [a b] and [c d]", first, second, err1, err2)
	}
}
