package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestBridgemateSessions scores the two real club sessions of the corpus
// whose hand records come from BridgeComposer and whose results come from
// Bridgemate (ReceivedData, with RoundData for the movement and Section for
// the section letters). The figures are regression goldens; the checks of
// the numbers themselves are the oracle and Ruter tests.
func TestBridgemateSessions(t *testing.T) {
	corpus := filepath.Join("..", "..", "testdata", "corpus")
	for _, tt := range []struct{ name, hands, prefix string }{
		{"LBC-2026-01-26", "LBC-2026-01-26.pbn", "LBC-2026-01-26"},
		{"260119", "260119HandRecord.pbn", "260119M"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			bws := filepath.Join(corpus, "travellers", "bridgemate-bws", tt.prefix)
			out := t.TempDir()
			code, stdout, stderr := run(t, "score", "--out", out, "--format", "json,txt",
				filepath.Join(corpus, "commongame-bridgecomposer", tt.hands),
				bws+".ReceivedData.csv", bws+".RoundData.csv", bws+".Section.csv")
			if code != 0 || !isSummary(stdout) || stderr != "" {
				t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
			}
			res := readResults(t, out)
			if len(res.Boards) != 27 || len(res.Rankings) != 2 {
				t.Errorf("%d boards, %d rankings; want 27 boards, NS and EW", len(res.Boards), len(res.Rankings))
			}
			for _, f := range []string{"results.json", "results.txt"} {
				data, err := os.ReadFile(filepath.Join(out, f))
				if err != nil {
					t.Fatal(err)
				}
				golden(t, filepath.Join("golden", tt.name+"."+f), data)
			}
		})
	}
}
