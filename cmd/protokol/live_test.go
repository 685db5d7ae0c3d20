package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLiveCron runs score as a cron job would while the LBC session is
// played: after round 4 the results are provisional, a run on the same
// file publishes nothing new and says nothing, and once the last result
// is in the mark goes by itself: the JSON is the finished session's
// golden file, byte for byte. A file that changes every time it is read
// is refused with exit code 3.
func TestLiveCron(t *testing.T) {
	corpus := filepath.Join("..", "..", "testdata")
	bws := filepath.Join(corpus, "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26")
	dir := t.TempDir()
	received := filepath.Join(dir, "LBC-2026-01-26.ReceivedData.csv")
	out := filepath.Join(dir, "site")
	args := []string{"score", "--out", out, "--format", "json,txt",
		filepath.Join(corpus, "corpus", "commongame-bridgecomposer", "LBC-2026-01-26.pbn"),
		received, bws + ".RoundData.csv", bws + ".Section.csv"}
	finished, err := os.ReadFile(filepath.Join("testdata", "golden", "LBC-2026-01-26.results.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, from string
		mark       string // in results.txt, or "" for none
		json       []byte // the whole results.json, when known
	}{
		{"after round 4", filepath.Join(corpus, "live", "LBC-live.ReceivedData.csv"), "Provisional: after round 4 of 9, round 5 in progress", nil},
		{"unchanged", "", "Provisional: after round 4 of 9, round 5 in progress", nil},
		{"the last result in", bws + ".ReceivedData.csv", "", finished},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var before []byte
			if tt.from != "" {
				data, err := os.ReadFile(tt.from)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(received, data, 0o644); err != nil {
					t.Fatal(err)
				}
			} else {
				before, _ = os.ReadFile(filepath.Join(out, "results.json"))
			}
			code, stdout, stderr := run(t, args...)
			// The summary line when a run publishes (a cron job gives -q).
			if code != 0 || (tt.name == "unchanged") != (stdout == "") || stdout != "" && !isSummary(stdout) || stderr != "" {
				t.Fatalf("exit %d, stdout %q, stderr %q; want 0 and no warning", code, stdout, stderr)
			}
			js, err := os.ReadFile(filepath.Join(out, "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			txt, err := os.ReadFile(filepath.Join(out, "results.txt"))
			if err != nil {
				t.Fatal(err)
			}
			provisional := bytes.Contains(js, []byte("\n\"provisional\": true,\n\"round\": 4,\n\"rounds\": 9,\n"))
			if provisional != (tt.mark != "") || strings.Contains(string(txt), "Provisional") != (tt.mark != "") {
				t.Errorf("JSON provisional %v, text %q; want the mark %q", provisional, firstLines(txt, 6), tt.mark)
			}
			if tt.mark != "" && !strings.Contains(string(txt), "\n"+tt.mark+"\n") {
				t.Errorf("results.txt has no line %q", tt.mark)
			}
			if tt.json != nil && !bytes.Equal(js, tt.json) {
				t.Errorf("results.json is not the finished session's golden file")
			}
			if before != nil && !bytes.Equal(before, js) {
				t.Errorf("an unchanged run changed results.json")
			}
		})
	}
	t.Run("a file that never holds still", func(t *testing.T) {
		const name = "/proc/uptime" // procfs says 0 bytes, and its bytes change
		if _, err := os.Stat(name); err != nil {
			t.Skip(err)
		}
		code, stdout, stderr := run(t, "score", "--out", filepath.Join(dir, "other"), name)
		const want = "/proc/uptime: changed while it was read (5 tries): try again, or copy it first\n"
		if code != 3 || stdout != "" || stderr != want {
			t.Errorf("exit %d, stdout %q, stderr %q; want 3 and %q", code, stdout, stderr, want)
		}
		if _, err := os.Stat(filepath.Join(dir, "other")); err == nil {
			t.Error("the output folder was made")
		}
	})
}

func firstLines(b []byte, n int) string {
	ls := strings.SplitN(string(b), "\n", n+1)
	return strings.Join(ls[:min(n, len(ls))], "\n")
}
