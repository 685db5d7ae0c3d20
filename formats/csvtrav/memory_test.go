package csvtrav

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// TestReadAllocsPerRow: a traveller costs about one allocation per row
// (encoding/csv's record), not a struct of strings and map keys per row.
func TestReadAllocsPerRow(t *testing.T) {
	const tables, boards = 20, 100
	text := benchTraveller(tables, boards)
	allocs := testing.AllocsPerRun(3, func() {
		if _, err := Read("bench.csv", text, Options{}); err != nil {
			t.Fatal(err)
		}
	})
	if perRow := allocs / (tables * boards); perRow >= 2 {
		t.Errorf("%.0f allocations for %d rows: %.2f a row (want fewer than 2)", allocs, tables*boards, perRow)
	}
}

// TestEntriesInternIDs: the entries of one pair share one copy of its id
// and of the section, none of them a piece of the rows' text.
func TestEntriesInternIDs(t *testing.T) {
	f, err := Read("bench.csv", benchTraveller(20, 20), Options{})
	if err != nil {
		t.Fatal(err)
	}
	es := f.Entries
	if len(es) != 400 {
		t.Fatalf("%d entries, want 400", len(es))
	}
	same := func(what, a, b string) {
		t.Helper()
		if a != b || unsafe.StringData(a) != unsafe.StringData(b) {
			t.Errorf("%s %q and %q: two copies (want one string)", what, a, b)
		}
	}
	for i := 20; i < len(es); i += 20 { // table 1 on each board
		same("NS", es[0].NS, es[i].NS)
		same("EW", es[0].EW, es[i].EW)
		same("section", es[0].Section, es[i].Section)
	}
	same("NS and EW of one number", es[0].NS, es[0].EW)
}

func TestHasCRCRLF(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"", false}, {"a\r\nb\r\n", false}, {"a\r\r\nb", true}, {"\r\r\n", true}, {"a\r\rb\r\n", false},
		{"a\r\r", false}, {"a\r", false}, {"a\r\r\r\n", true}, {"a\nb\r\r\n", true},
	} {
		if got := hasCRCRLF(c.text); got != c.want {
			t.Errorf("hasCRCRLF(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestTextPassFacts: textPass's one pass finds CR CR LF where hasCRCRLF
// does, and a line over the limit where formats.LongLine does (CRs at
// its end not counted), the last line too, and stops at the first.
func TestTextPassFacts(t *testing.T) {
	const limit = 4
	for _, text := range []string{
		"a\r\nb\r\n", "a\r\r\nb", "x\r\r\n", "a\r\rb\r\n", "a\r\r", "a\r\r\r\n", "a\nb\r\r\n",
		"abcd\nefgh", "abcde\nx", "x\nabcde", "x\nabcd\r\r\r\n", "x\nabcd\r\r\r", "abcdefgh\r\r\n",
		"ab\rcd\n", "ab\rcde\n", "\u00e9\u00e9\u00e9\n", "\u00e9\u00e9\u00e9", "a\tb\fc\n",
	} {
		s := &sheet{name: "t.csv", text: text, data: text, lineIdx: &lineIndex{}}
		f, err := s.textPass(limit)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		long := formats.LongLine("t.csv", text, limit) != nil
		if f.long != long || !long && f.crcrlf != hasCRCRLF(text) {
			t.Errorf("%q: long %v, CR CR LF %v (want %v, %v)", text, f.long, f.crcrlf, long, hasCRCRLF(text))
		}
	}
}

// TestLetterScans: the byte loops of hasCyrillic and hasLatinLetter agree
// with the rune tests they stand for.
func TestLetterScans(t *testing.T) {
	for _, s := range []string{"", "4S", "3NT", "4С", "пас", "ПАС x", "♠A", "Südd", "ª", "[`@{", "4 H x", "Ё", "\xff"} {
		cyr, lat := false, false
		for _, r := range s {
			cyr = cyr || unicode.Is(unicode.Cyrillic, r)
			lat = lat || r < 128 && unicode.IsLetter(r)
		}
		if hasCyrillic(s) != cyr || hasLatinLetter(s) != lat {
			t.Errorf("%q: Cyrillic %v, Latin %v (want %v, %v)", s, hasCyrillic(s), hasLatinLetter(s), cyr, lat)
		}
	}
}

// TestCheckTextPositions: textPass finds the line and column of a problem
// from its byte offset as the rune loop it replaced counted them.
func TestCheckTextPositions(t *testing.T) {
	for _, text := range []string{
		"a,b\n1,\x00", "a,b\r\n1,2\r\nш,\x01", "a,b\nц\tд,\xff\n", "x\n\n\n  \x7f", "ёж\uFFFD,a\nb\uFFFD",
		"\x02", "a\fb\n\x1b", "a,b\n1,2\n",
	} {
		// The rune loop of before.
		var want string
		line, col, fffd := 1, 1, ""
		for i, r := range text {
			if r == utf8.RuneError && !strings.HasPrefix(text[i:], "\uFFFD") || r != '\n' && (r < 0x20 && r != '\t' && r != '\r' && r != '\f' || r == 0x7F) {
				want = fmt.Sprintf("t.csv:%d:%d", line, col)
				break
			}
			if r == '\uFFFD' && fffd == "" {
				fffd = fmt.Sprintf("t.csv:%d:%d", line, col)
			}
			if r == '\n' {
				line, col = line+1, 1
				continue
			}
			col++
		}
		s := &sheet{name: "t.csv", text: text}
		got := ""
		if f, err := s.textPass(0); err != nil {
			got = err.(*bridge.Error).Pos.String()
		} else {
			s.warnFFFD(f)
		}
		if got != want {
			t.Errorf("%q: error at %q, want %q", text, got, want)
		}
		gotFFFD := ""
		if len(s.warns) > 0 {
			gotFFFD = s.warns[0].Pos.String()
		}
		if want == "" && gotFFFD != fffd {
			t.Errorf("%q: U+FFFD at %q, want %q", text, gotFFFD, fffd)
		}
	}
}
