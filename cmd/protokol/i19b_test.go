package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusFile is a file of the real-file corpus (testdata/corpus).
func corpusFile(parts ...string) string {
	return filepath.Join(append([]string{"..", "..", "testdata", "corpus"}, parts...)...)
}

// TestCheckWithoutResults: hand records before any result exists (a
// BridgeComposer hand record, a dealing program's file of deal sets whose
// board numbers restart) are valid inputs with no result yet: check and
// score exit 5 with the same first line, "no results yet: nothing
// published", and check says what each file holds. A file that holds
// nothing a session is made of (the PBN reference suite's character-table
// game: no deal, no result) is refused by both, exit 3.
func TestCheckWithoutResults(t *testing.T) {
	chartable := filepath.Join("testdata", "i19b", "chartable.pbn")
	const first = "no results yet: nothing published\n"
	tests := []struct {
		name   string
		file   string
		code   int
		stdout string // check's; score's is its first line
		stderr string // both
	}{
		{name: "a hand record alone", file: corpusFile("commongame-bridgecomposer", "LBC-2026-01-26.pbn"), code: exitNoResult,
			stdout: first + corpusFile("commongame-bridgecomposer", "LBC-2026-01-26.pbn") + ": 36 deals, no results yet\n"},
		{name: "Big Deal's four sets", file: corpusFile("misc-generators", "bigdeal_test1.pbn"), code: exitNoResult,
			stdout: first + corpusFile("misc-generators", "bigdeal_test1.pbn") + ": 396 deals in 4 sets whose board numbers restart, no results yet\n"},
		{name: "bcdd's four sets with their tables", file: corpusFile("misc-generators", "bcdd_test1.bcdd.pbn"), code: exitNoResult,
			stdout: first + corpusFile("misc-generators", "bcdd_test1.bcdd.pbn") + ": 396 deals in 4 sets whose board numbers restart, no results yet\n"},
		{name: "the reference suite's character table", file: chartable, code: exitInput,
			stderr: "warning: " + chartable + ": no charset declared and the bytes do not tell: read as ISO-8859-1, PBN's default (give --encoding to choose)\n" +
				"warning: " + chartable + `:44:17: board 13: [Vulnerable "-"]: vulnerability None differs from All, the usual one of board 13; the tag wins` + "\n" +
				"session: no results: the inputs hold no deal and no movement either: nothing to score (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "check", tt.file)
			if code != tt.code || stdout != tt.stdout || stderr != tt.stderr {
				t.Errorf("check: exit %d\nstdout %q\nwant   %q\nstderr %q\nwant   %q", code, stdout, tt.stdout, stderr, tt.stderr)
			}
			score, _, _ := strings.Cut(tt.stdout, "\n")
			if score != "" {
				score += "\n"
			}
			out := filepath.Join(t.TempDir(), "out")
			code, stdout, stderr = run(t, "score", "--out", out, tt.file)
			if code != tt.code || stdout != score || stderr != tt.stderr {
				t.Errorf("score: exit %d, stdout %q, stderr %q\nwant exit %d, %q, %q", code, stdout, stderr, tt.code, score, tt.stderr)
			}
			if _, err := os.Lstat(out); err == nil {
				t.Errorf("score wrote %s", out)
			}
			// -q silences the line, not the code.
			if code, stdout, stderr := run(t, "score", "-q", "--out", out, tt.file); code != tt.code || stdout != "" || tt.code == exitNoResult && stderr != "" {
				t.Errorf("score -q: exit %d, stdout %q, stderr %q", code, stdout, stderr)
			}
		})
	}
}

// TestDDDealSets: protokol dd solves every set of a dealing program's file
// whose board numbers restart, each board labelled with its set; the
// tables bcdd wrote into the file ([OptimumResultTable]) are the solved
// ones (no warning).
func TestDDDealSets(t *testing.T) {
	file := filepath.Join("testdata", "i19b", "bcdd_2sets.pbn")
	code, stdout, stderr := run(t, "dd", "--dd-cache", "off", file)
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	want := `Set 1 · Board 1 · Dealer N · Vulnerable None
   NT  S  H  D  C
N   8  9  7  9  7
S   8  9  7  9  7
E   4  4  5  3  5
W   4  4  5  3  5
Par NS 140: 1S N +2, 1S S +2

Set 2 · Board 1 · Dealer N · Vulnerable None
   NT  S  H  D  C
N   5  6  8  4  6
S   5  6  7  4  6
E   8  6  5  9  7
W   8  6  5  9  7
Par EW 100: 3HX N -1
`
	if stdout != want {
		t.Errorf("stdout\n%s\nwant\n%s", stdout, want)
	}
}
