package pdf

import (
	"fmt"
	"strings"
	"testing"
)

// The warning names at most five texts and eight characters of each, so
// that a session of many such names gives a line a cron mail can hold.
func TestWarningBounded(t *testing.T) {
	var fs Fallbacks
	for i := range 15 {
		f := Fallback{Where: fmt.Sprintf("pair %d's names", i+1), Text: "王"}
		for k := range 20 {
			f.Chars = append(f.Chars, Char{Rune: rune(0x4E00 + k), As: Missing})
		}
		fs = append(fs, f)
	}
	w := fs.Warning()
	if !strings.HasSuffix(w, `; and 10 more texts`) || strings.Count(w, " and 12 more") != 5 || strings.Contains(w, "pair 6's") || len(w) > 1000 {
		t.Errorf("warning of %d bytes: %s", len(w), w)
	}
}
