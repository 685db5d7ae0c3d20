package bridge_test

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// The names texts of other programs split as they always did.
func TestSplitNames(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       []string
	}{
		{"Ruter", "Ola Nordmann - Kari Nordmann", []string{"Ola Nordmann", "Kari Nordmann"}},
		{"reference suite, padded", "Sergey OSTRIKOV      ;Oleg ODINTSEV        ", []string{"Sergey OSTRIKOV", "Oleg ODINTSEV"}},
		{"a name holding a hyphen", "Anne-Marie Smith - Bo", []string{"Anne-Marie Smith", "Bo"}},
		{"one name", "Solo", []string{"Solo"}},
		{"empty", "", nil},
		{"a quote inside a name", `Say "hi" - Grzegorz`, []string{`Say "hi"`, "Grzegorz"}},
		{"a nickname in quotes, then the surname", `"Bob" Smith - Jones`, []string{`"Bob" Smith`, "Jones"}},
		{"an unclosed quote", `"Bob - Jones`, []string{`"Bob`, "Jones"}},
		{"quoted names", `"Smith; John" - "Lee"`, []string{"Smith; John", "Lee"}},
		{"quoted and plain", `"Smith; John" - Lee`, []string{"Smith; John", "Lee"}},
		{"quoted with ;", `"a - b";c`, []string{"a - b", "c"}},
		{"a doubled quote", `"He said ""a;b""" - X`, []string{`He said "a;b"`, "X"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := bridge.SplitNames(tt.text); !slices.Equal(got, tt.want) {
				t.Errorf("SplitNames(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// JoinNames writes the plain forms when they read back, and quotes every
// name when one holds ";" or starts with a quote; SplitNames gives the
// names back, trimmed.
func TestJoinNames(t *testing.T) {
	for _, tt := range []struct {
		name  string
		names []string
		want  string
	}{
		{"two names", []string{"Ivanov", "Petrov"}, "Ivanov - Petrov"},
		{"a name holding ' - '", []string{"x - y", "Lewis"}, "x - y;Lewis"},
		{"such a name alone", []string{"x - y"}, "x - y;"},
		{"a name holding ';'", []string{"Smith; John", "Agnieszka"}, `"Smith; John" - "Agnieszka"`},
		{"';' and ' - '", []string{"a;b - c", "d"}, `"a;b - c" - "d"`},
		{"a name ending with ';'", []string{"semi;", "X"}, `"semi;" - "X"`},
		{"a name starting with a quote", []string{`"Bob"`, "X"}, `"""Bob""" - "X"`},
		{"quotes and backslashes", []string{`Say "hi"`, `back\slash`, `\"q`}, `Say "hi" - back\slash - \"q`},
		{"spaces around, and an empty name", []string{" lead space ", "  ", "B"}, "lead space - B"},
		{"a lone ';' name", []string{";"}, `";"`},
		{"hyphens at the ends", []string{"x -", "- y"}, `"x -" - "- y"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := bridge.JoinNames(tt.names)
			if got != tt.want {
				t.Errorf("JoinNames(%q) = %q, want %q", tt.names, got, tt.want)
			}
			if back, want := bridge.SplitNames(got), trimmed(tt.names); !slices.Equal(back, want) {
				t.Errorf("SplitNames(%q) = %q, want %q", got, back, want)
			}
		})
	}
}

// trimmed is names trimmed, without the empty ones.
func trimmed(names []string) []string {
	var out []string
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// FuzzJoinNames: any names come back from their joined text.
func FuzzJoinNames(f *testing.F) {
	for _, s := range []string{"Smith; John", `"Bob"`, "x - y", ` - ";"`, `""`, `a" - "b`} {
		f.Add(s, "Lee", "")
	}
	f.Fuzz(func(t *testing.T, a, b, c string) {
		names := []string{a, b, c}
		for _, n := range names {
			if !utf8.ValidString(n) {
				return
			}
		}
		joined := bridge.JoinNames(names)
		if back, want := bridge.SplitNames(joined), trimmed(names); !slices.Equal(back, want) {
			t.Errorf("JoinNames(%q) = %q, read back as %q", names, joined, back)
		}
	})
}
