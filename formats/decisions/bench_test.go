package decisions_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/formats/decisions"
)

func BenchmarkParseAdjust(b *testing.B) {
	texts := []string{"A+/A-", "A60/40", "ARB 4SX-N-2", "SPLIT 420/-100", "W 30% 4S= N + 70% 4S-1 N", "PEN NS -10%"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := decisions.ParseAdjust(texts[i%len(texts)]); err != nil {
			b.Fatal(err)
		}
	}
}
