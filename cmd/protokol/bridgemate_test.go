package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBridgemateAllTables scores each corpus session from every table of
// its Bridgemate database exported to CSV (protokol score hands.pbn
// X.*.csv): the tables protokol does not need are recognised and skipped
// (said with -v only), names come from PlayerNumbers and the event's name
// and date from Session. Without the PBN, HandRecord and HandEvaluation
// give the deals and double-dummy tables: LBC's results.json is then the
// same, byte for byte, as with the BridgeComposer hand record.
func TestBridgemateAllTables(t *testing.T) {
	corpus := filepath.Join("..", "..", "testdata", "corpus")
	for _, tt := range []struct{ name, hands, prefix, stderr string }{
		{"LBC-2026-01-26", "LBC-2026-01-26.pbn", "LBC-2026-01-26", ""},
		{"260119", "260119HandRecord.pbn", "260119M", `260119M.PlayerNumbers.csv:35:19: table 9, E, round 1: player "9015095" has no name, in PlayerNumbers or PlayerNames; left out of the pair's names`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tables, err := filepath.Glob(filepath.Join(corpus, "travellers", "bridgemate-bws", tt.prefix+".*.csv"))
			if err != nil || len(tables) != 14 {
				t.Fatalf("%d tables (%v), want 14", len(tables), err)
			}
			out := t.TempDir()
			args := append([]string{"score", "--out", out, "--format", "json,txt", "--dd", "file", filepath.Join(corpus, "commongame-bridgecomposer", tt.hands)}, tables...)
			code, stdout, stderr := run(t, args...)
			if code != 0 || stdout != "" || (tt.stderr == "") != (stderr == "") || !strings.Contains(stderr, tt.stderr) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit 0, nothing said but %q", code, stdout, stderr, tt.stderr)
			}
			for _, f := range []string{"results.json", "results.txt"} {
				data, err := os.ReadFile(filepath.Join(out, f))
				if err != nil {
					t.Fatal(err)
				}
				golden(t, filepath.Join("golden", tt.name+".all-tables."+f), data)
			}
			if tt.prefix != "LBC-2026-01-26" {
				return
			}
			alone := t.TempDir()
			code, _, stderr = run(t, append([]string{"score", "--out", alone, "--format", "json,txt", "--dd", "file"}, tables...)...)
			if code != 0 || stderr != "" {
				t.Fatalf("without the PBN: exit %d, stderr %q", code, stderr)
			}
			a, _ := os.ReadFile(filepath.Join(out, "results.json"))
			b, _ := os.ReadFile(filepath.Join(alone, "results.json"))
			if string(a) != string(b) {
				t.Errorf("results.json from the tables alone differs from the one with the PBN")
			}
		})
	}
}

// TestBridgemateVerbose: with -v each skipped table says so.
func TestBridgemateVerbose(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws")
	clients := filepath.Join(dir, "LBC-2026-01-26.Clients.csv")
	code, _, stderr := run(t, "check", "-v", filepath.Join(dir, "LBC-2026-01-26.ReceivedData.csv"), clients)
	want := clients + ": Bridgemate Clients table: not needed, skipped, utf-8"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, stderr %q; want exit 0 and %q", code, stderr, want)
	}
}
