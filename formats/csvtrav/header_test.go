package csvtrav

import (
	"slices"
	"strings"
	"testing"
)

// OpenHeader reads the header and delimiter OpenSheet reads, looking at
// the start of the text only.
func TestOpenHeader(t *testing.T) {
	rows := strings.Repeat("1;2;3NT;N;9\n", 30000) // 360 KB: beyond what OpenHeader reads
	tests := []struct {
		name, text string
		whole      bool // OpenSheet reads it too
	}{
		{"small", "\uFEFFboard;ns;contract;declarer;result\n1;2;3NT;N;9\n", true},
		{"large", "board;ns;contract;declarer;result\r\n" + rows, true},
		{"sep line", "sep=;\nboard;ns;contract;declarer;result\n" + rows, true},
		{"bad byte far on", "board;ns;contract;declarer;result\n" + rows + "1;2;\x00;N;9\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			head, err := OpenHeader("f.csv", tt.text)
			if err != nil {
				t.Fatal(err)
			}
			whole, err := OpenSheet("f.csv", tt.text)
			if (err == nil) != tt.whole {
				t.Fatalf("OpenSheet: %v", err)
			}
			if !tt.whole {
				// The text without its bad row is what OpenHeader saw.
				whole, err = OpenSheet("f.csv", tt.text[:strings.LastIndex(tt.text, "1;2;\x00")])
				if err != nil {
					t.Fatal(err)
				}
			}
			if !slices.Equal(head.Header(), whole.Header()) || head.HeaderLine() != whole.HeaderLine() || head.s.comma != whole.s.comma {
				t.Errorf("header %q line %d comma %q, want %q line %d comma %q", head.Header(), head.HeaderLine(), head.s.comma,
					whole.Header(), whole.HeaderLine(), whole.s.comma)
			}
		})
	}
}
