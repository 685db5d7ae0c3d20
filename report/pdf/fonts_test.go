package pdf

import (
	"testing"

	"golang.org/x/text/unicode/norm"
)

// TestInstead checks what is printed for each kind of character the Go
// fonts lack.
func TestInstead(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    rune
		want string
	}{
		{"non-breaking hyphen", '\u2011', "-"},
		{"hyphen", '\u2010', "-"},
		{"figure space keeps no break", '\u2007', "\u00a0"},
		{"narrow no-break space", '\u202f', "\u00a0"},
		{"thin space", '\u2009', " "},
		{"ideographic space", '\u3000', " "},
		{"tab", '\t', " "},
		{"newline", '\n', " "},
		{"control", '\x01', Missing},
		{"C1 control", '\u0085', " "},
		{"modifier apostrophe", '\u02bc', "\u2019"},
		{"zero-width space", '\u200b', ""},
		{"zero-width joiner", '\u200d', ""},
		{"right-to-left override", '\u202e', ""},
		{"byte order mark", '\ufeff', ""},
		{"variation selector", '\ufe0f', ""},
		{"combining acute", '\u0301', ""},
		{"Arabic number sign is visible", '\u0600', Missing},
		{"Vietnamese tone and circumflex", 'ễ', "e"},
		{"Vietnamese horn", 'ư', "u"},
		{"Cyrillic with breve", 'Ӑ', "А"},
		{"polytonic Greek", 'ἀ', "α"},
		{"ligature", 'ﬃ', "ffi"},
		{"full-width letter", 'Ａ', "A"},
		{"circled letter", 'Ⓝ', "N"},
		{"Hebrew", 'ש', Missing},
		{"Arabic", 'م', Missing},
		{"CJK", '王', Missing},
		{"emoji", '😀', Missing},
		{"Kazakh schwa, no decomposition", 'Ә', Missing},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if printable(tt.r) {
				t.Fatalf("the fonts have %q", tt.r)
			}
			if got := instead(tt.r); got != tt.want {
				t.Errorf("instead(%q) = %q, want %q", tt.r, got, tt.want)
			}
		})
	}
}

// TestShown checks texts as printed, and that printing is stable: shown
// gives only characters the fonts have, and shown of it is itself.
func TestShown(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"ASCII", "Ann Bob", "Ann Bob"},
		{"composed", "Z\u0307ak", "Żak"},
		{"Vietnamese decomposed", "Nguye\u0302\u0303n", "Nguyen"},
		{"mark on a letter with no composed form", "Ма\u0301ша", "Маша"},
		{"Hebrew with points", "שָׁלוֹם", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"invalid UTF-8", "Ann\xffBob", "Ann\uFFFDBob"},
		{"replacement character as given", "Ann\uFFFD", "Ann\uFFFD"},
		{"tab and control", "A\tB\x01", "A B\uFFFD"},
		{"emoji and joiner", "👨\u200d👩", "\uFFFD\uFFFD"},
		{"Cyrillic and Polish", "Щукина Ёлка – Łukasz Żółć", "Щукина Ёлка – Łukasz Żółć"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := shown(tt.in)
			if got != tt.want {
				t.Errorf("shown(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if again := shown(got); again != got {
				t.Errorf("shown(%q) = %q, not itself", got, again)
			}
			for _, r := range got {
				if !printable(r) {
					t.Errorf("%q has %q, which the fonts lack", got, r)
				}
			}
		})
	}
}

// TestInsteadPrintable checks every character of the Basic Multilingual
// Plane that the fonts lack: what is printed instead is printable, and
// printing it again changes nothing.
func TestInsteadPrintable(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		if (r >= 0xD800 && r < 0xE000) || printable(r) {
			continue
		}
		as := instead(r)
		for _, x := range as {
			if !printable(x) {
				t.Fatalf("instead(%U) = %q, which has %U", r, as, x)
			}
		}
		if shown(as) != as {
			t.Fatalf("instead(%U) = %q, shown as %q", r, as, shown(as))
		}
	}
}

// TestStable: a string of stable characters is its own NFC, whatever
// the characters and their order, and shown leaves it as it is; the
// strings stable refuses are those that may need the long way.
func TestStable(t *testing.T) {
	var set []rune
	for r := rune(0); r < 0x10000; r++ {
		if stableRune(r) {
			set = append(set, r)
			if !printable(r) {
				t.Errorf("U+%04X is stable but not printable", r)
			}
		}
	}
	if len(set) < 600 {
		t.Fatalf("%d stable characters, want at least Latin, Cyrillic and the punctuation", len(set))
	}
	// Every stable character after every other (and before), which is
	// where a composition would show.
	for _, a := range set {
		for _, b := range []rune{'e', 'и', 'A', 0x2212, 0x2665, a} {
			for _, s := range []string{string(a) + string(b), string(b) + string(a)} {
				if !norm.NFC.IsNormalString(s) {
					t.Errorf("%q is stable but not NFC", s)
				}
			}
		}
	}
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Иванов – Петров", true},
		{"−420 ♥ 4♥= 3NT · 55.21%", true},
		{"Иванов - Żółć", true},
		{"Ёлкин", true},
		{"Е\u0308лкин", false}, // a combining diaeresis composes
		{"и\u0483", false},
		{"\u2000", false}, // EN QUAD is U+2002 in NFC
		{"\u212B", false}, // ANGSTROM SIGN is Å
		{"\xff", false},
		{"a\x01", false},
		{"王", false},
	} {
		if got := stable(c.s); got != c.want {
			t.Errorf("stable(%q) = %v, want %v", c.s, got, c.want)
		}
		if c.want && shown(c.s) != c.s {
			t.Errorf("shown(%q) = %q", c.s, shown(c.s))
		}
	}
}
