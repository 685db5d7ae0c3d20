package html

import (
	"testing"

	"golang.org/x/text/unicode/bidi"

	"github.com/protokol-bridge/protokol/report"
)

func TestIsolated(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     bool
	}{
		{"latin", "Łukasz Żółć 12 (a/b)", false},
		{"cyrillic", "Щукина Ёлка", false},
		{"cjk and emoji", "北京 😀", false},
		{"hebrew", "אבג", true},
		{"arabic", "سلام", true},
		{"arabic digit", "١", true},
		{"right-to-left mark", "a\u200fb", true},
		{"override", "\u202eabc", true},
		{"embedding", "\u202aabc", true},
		{"pop", "abc\u202c", true},
		{"isolate", "\u2066abc", true},
		{"pop isolate", "abc\u2069", true},
		{"invalid", "a\xffb", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := isolated(tt.in); got != tt.want {
				t.Errorf("isolated(%q) = %v", tt.in, got)
			}
		})
	}
	// The quick way past the bytes below U+0590 skips no rune that needs
	// isolating.
	for r := rune(0); r < 0x590; r++ {
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN, bidi.LRE, bidi.RLE, bidi.LRO, bidi.RLO, bidi.PDF, bidi.LRI, bidi.RLI, bidi.FSI, bidi.PDI:
			t.Errorf("U+%04X needs isolating", r)
		}
	}
}

func TestBalanced(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"none", "abc", "abc"},
		{"matched", "a\u2067b\u2069c", "a\u2067b\u2069c"},
		{"stray pop", "a\u2069\u202eb", "a\u202eb"},
		{"left open", "\u2068a\u2066b", "\u2068a\u2066b\u2069\u2069"},
		{"both", "\u2069\u2067a\u2069\u2069", "\u2067a\u2069"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := balanced(tt.in); got != tt.want {
				t.Errorf("balanced(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	if got, want := isolate("\u2069\u202eTigers"), "\u2068\u202eTigers\u2069"; got != want {
		t.Errorf("isolate: %q, want %q", got, want)
	}
	if got := isolate("Tigers"); got != "Tigers" {
		t.Errorf("isolate: %q", got)
	}
}

// A text in Cyrillic letters is marked with its language; any other text
// is not (issue 21: the English demo marked Russian names lang="en").
func TestCyrillicLang(t *testing.T) {
	for _, tt := range []struct{ name, text, want string }{
		{"russian", "Фёдоров Григорий", "ru"},
		{"ukrainian", "Коваленко Ірина", "uk"},
		{"ukrainian ґ", "Ґалаґан", "uk"},
		{"belarusian", "Лукашэвіч Ўладзімір", "be"},
		{"latin", "Harris James", ""},
		{"polish", "Łukasz Żółć", ""},
		{"mixed", "Team Локомотив", "ru"},
		{"empty", "", ""},
		{"hebrew", "כהן דוד", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := cyrillicLang(tt.text); got != tt.want {
				t.Errorf("cyrillicLang(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
	var b builder
	b.bdi("<Фёдоров>")
	if got, want := b.String(), `<span lang="ru">&lt;Фёдоров&gt;</span>`; got != want {
		t.Errorf("bdi: %s, want %s", got, want)
	}
}

// TestSpells: spells is p.String() == text.
func TestSpells(t *testing.T) {
	for _, tt := range []struct {
		p    report.Phrase
		text string
	}{
		{nil, ""}, {nil, "a"}, {report.Phrase{}.Input("Иванов"), "Иванов"},
		{report.Phrase{}.Input("Иванов").Word(" – ").Input("Петров"), "Иванов – Петров"},
		{report.Phrase{}.Input("Иванов").Word(" – ").Input("Петров"), "Иванов – Петро"},
		{report.Phrase{}.Input("Иванов").Word(" – ").Input("Петров"), "Иванов – Петрова"},
		{report.Phrase{}.Input("ab").Input("c"), "abd"},
	} {
		if got, want := spells(tt.p, tt.text), tt.p.String() == tt.text; got != want {
			t.Errorf("spells(%q, %q) = %v, want %v", tt.p.String(), tt.text, got, want)
		}
	}
}
