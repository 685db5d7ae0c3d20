package charset_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/charset"
)

// TestCP1125Table: every byte of CP1125 decodes, and encodes back, as the
// published mapping says (testdata/cp1125.txt: glibc's charmaps/CP1125,
// which libiconv's cp1125.h agrees with).
func TestCP1125Table(t *testing.T) {
	f, err := os.Open("testdata/cp1125.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		b, u, _ := strings.Cut(line, "\t")
		bv, err1 := strconv.ParseUint(b, 0, 8)
		uv, err2 := strconv.ParseUint(u, 0, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		seen++
		want := string(rune(uv))
		got, err := charset.Decode([]byte{byte(bv)}, charset.CP1125)
		if err != nil || got != want {
			t.Errorf("byte 0x%02X: %q (%v), want %q", bv, got, err, want)
		}
		back, _, err := charset.Encode(want, charset.CP1125, charset.Options{})
		if err != nil || len(back) != 1 || back[0] != byte(bv) {
			t.Errorf("%U: % X (%v), want %02X", uv, back, err, bv)
		}
		x, err := charset.CP1125.X().NewDecoder().Bytes([]byte{byte(bv)})
		if err != nil || string(x) != want {
			t.Errorf("X() byte 0x%02X: %q (%v), want %q", bv, x, err, want)
		}
	}
	if seen != 256 {
		t.Errorf("%d bytes in the table, want 256", seen)
	}
}

// CP1125 is CP866 but for 0xF2-0xF9, where CP866 has Є є Ї ї Ў ў ° ∙.
func TestCP1125DiffersFromCP866(t *testing.T) {
	var differ []byte
	for b := range 256 {
		a, _ := charset.Decode([]byte{byte(b)}, charset.CP1125)
		c, _ := charmap.CodePage866.NewDecoder().Bytes([]byte{byte(b)})
		if a != string(c) {
			differ = append(differ, byte(b))
		}
	}
	if len(differ) != 8 || differ[0] != 0xF2 || differ[7] != 0xF9 {
		t.Errorf("CP1125 differs from CP866 at % X, want F2-F9", differ)
	}
}

// The x/text view of CP1125 (used by the site's --charset and by readers
// that decode through golang.org/x/text) encodes what the page holds and
// lets x/text's handlers replace or escape what it lacks.
func TestCP1125X(t *testing.T) {
	x := charset.CP1125.X()
	got, err := x.NewEncoder().String("Їжак і ґанок ╔═╗ №1")
	if err != nil || got != "\xF8\xA6\xA0\xAA \xF7 \xF3\xA0\xAD\xAE\xAA \xC9\xCD\xBB \xFC1" {
		t.Errorf("encode: % X, %v", got, err)
	}
	if _, err := x.NewEncoder().String("ў"); err == nil {
		t.Error("ў: no error, want one (CP1125 has no ў)")
	}
	if got, err := encoding.HTMLEscapeUnsupported(x.NewEncoder()).String("ў і"); err != nil || got != "&#1118; \xF7" {
		t.Errorf("HTML escape: %q, %v", got, err)
	}
	if got, err := encoding.ReplaceUnsupported(x.NewEncoder()).String("ў"); err != nil || got != "\x1A" {
		t.Errorf("replace: %q, %v", got, err)
	}
	if e, err := charset.Lookup("RUSCII"); err != nil || e != charset.CP1125 {
		t.Errorf("Lookup(RUSCII) = %v, %v", e, err)
	}
}

// The names programs give Mac Cyrillic and CP1125 in declarations.
func TestLookupNames(t *testing.T) {
	for name, want := range map[string]*charset.Encoding{
		"MacCyrillic": charset.MacCyrillic, "x-MacCyrillic": charset.MacCyrillic, "mac-cyrillic": charset.MacCyrillic,
		"MAC-CYRILLIC": charset.MacCyrillic, "x-mac-ukrainian": charset.MacCyrillic, "x-MacUkraine": charset.MacCyrillic,
		"MAC-UK": charset.MacCyrillic, "cp10007": charset.MacCyrillic, "windows-10007": charset.MacCyrillic,
		"CP1125": charset.CP1125, "IBM-1125": charset.CP1125, "ibm1125": charset.CP1125, "RUSCII": charset.CP1125,
	} {
		if e, err := charset.Lookup(name); err != nil || e != want {
			t.Errorf("Lookup(%q) = %v, %v; want %v", name, e, err, want)
		}
	}
}
