package decisions_test

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats/decisions"
)

var fuzzSeeds = []string{
	"A+", "AVE-", "A", "A=", "A50", "A+/A-", "A/A+", "A60/40", "60/40", "A60", "A+/40", "A60/A-",
	"ARB 420", "ARB -100", "ARB 4SX-N-2", "ARB 3NT=S", "ARB PASS", "SPLIT 420/-100", "SPLIT 4S=N/4S-1N",
	"W 0.3*420 + 0.7*-50", "W 30%*4SN= + 70%*4SN-1", "W 1/3*420 + 2/3*-50", "W 30% 4S= N + 70% 4S-1 N",
	"W 50% 4S+1 N+50% 4S= N", "W NS: -100; EW: 40% +620 + 60% -100", "PEN NS -10%", "PEN EW -3MP",
	"PEN NS -0.5VP", "PEN N/S -1/3 MP", "FOUL B", "800>a", "Pen", "+0", "NP", "BYE", "A70/", "W 1/0*420",
	"W 1/128*420 + 127/128*-50", "PEN NS -0.0001MP",
}

// FuzzParseAdjust: no panic; an error names the text; a parsed text's
// canonical form reads back to the same meaning and the same form.
func FuzzParseAdjust(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := decisions.ParseAdjust(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "adjust \"") {
				t.Fatalf("%q: error %q", text, err)
			}
			return
		}
		canon := a.String()
		b, err := decisions.ParseAdjust(canon)
		if err != nil {
			t.Fatalf("%q: canonical %q: %v", text, canon, err)
		}
		if meaning(b) != meaning(a) {
			t.Fatalf("%q: %s\ncanonical %q: %s", text, meaning(a), canon, meaning(b))
		}
		if again := b.String(); again != canon {
			t.Fatalf("%q: canonical %q formats again as %q", text, canon, again)
		}
	})
}

// FuzzParseScoreCells: no panic; an error names the cells.
func FuzzParseScoreCells(f *testing.F) {
	for _, s := range []string{"A=", "A=/A+", "-/800>a", "420/-100", "-/420", "Pen", "A=/+0", "50"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if _, err := decisions.ParseScoreCells(text); err != nil && !strings.HasPrefix(err.Error(), "score cells \"") {
			t.Fatalf("%q: error %q", text, err)
		}
	})
}
