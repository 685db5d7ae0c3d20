package main

import (
	"path/filepath"
	"testing"
)

// corpusFile is a file of the real-file corpus (testdata/corpus).
func corpusFile(parts ...string) string {
	return filepath.Join(append([]string{"..", "..", "testdata", "corpus"}, parts...)...)
}

// TestCheckWithoutResults: hand records before any result exists (a
// BridgeComposer hand record, a dealing program's file of deal sets whose
// board numbers restart, the PBN reference suite's character-table game)
// are valid for check, which says what they hold; score refuses them,
// for there is nothing to score.
func TestCheckWithoutResults(t *testing.T) {
	chartable := filepath.Join("testdata", "i19b", "chartable.pbn")
	tests := []struct {
		name   string
		file   string
		stdout string
		stderr string
		score  string // score's stderr
	}{
		{name: "a hand record alone", file: corpusFile("commongame-bridgecomposer", "LBC-2026-01-26.pbn"),
			stdout: corpusFile("commongame-bridgecomposer", "LBC-2026-01-26.pbn") + ": 36 deals, no results yet\n",
			score:  "session: no results: no table results were read (want the results of the session's tables)\n"},
		{name: "Big Deal's four sets", file: corpusFile("misc-generators", "bigdeal_test1.pbn"),
			stdout: corpusFile("misc-generators", "bigdeal_test1.pbn") + ": 396 deals in 4 sets whose board numbers restart, no results yet\n",
			score:  corpusFile("misc-generators", "bigdeal_test1.pbn") + ": conflicting data: 396 deals in 4 sets whose board numbers restart, and no results: nothing to score (want the results of one session; protokol dd solves the deals)\n"},
		{name: "bcdd's four sets with their tables", file: corpusFile("misc-generators", "bcdd_test1.bcdd.pbn"),
			stdout: corpusFile("misc-generators", "bcdd_test1.bcdd.pbn") + ": 396 deals in 4 sets whose board numbers restart, no results yet\n"},
		{name: "the reference suite's character table", file: chartable,
			stdout: chartable + ": no deals, no results yet\n",
			stderr: "warning: " + chartable + ": no charset declared and the bytes do not tell: read as ISO-8859-1, PBN's default (give --encoding to choose)\n" +
				"warning: " + chartable + `:44:17: board 13: [Vulnerable "-"]: vulnerability None differs from All, the usual one of board 13; the tag wins` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, "check", tt.file)
			if code != exitOK || stdout != tt.stdout || stderr != tt.stderr {
				t.Errorf("check: exit %d\nstdout %q\nwant   %q\nstderr %q\nwant   %q", code, stdout, tt.stdout, stderr, tt.stderr)
			}
			if tt.score == "" {
				return
			}
			code, _, stderr = run(t, "score", "-q", "--out", t.TempDir(), tt.file)
			if code != exitInput || stderr != tt.score {
				t.Errorf("score: exit %d, stderr %q\nwant %q", code, stderr, tt.score)
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
