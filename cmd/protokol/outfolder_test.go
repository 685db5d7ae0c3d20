package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestOutFolderItself: an --out that names no folder of its own ("/", ".",
// "..", "x/..", "./") is the user's mistake, exit 2 with what to do, for
// score and batch alike, and nothing is written (it was exit 1, internal,
// for score, and exit 3 for batch with a hint to move "." aside).
func TestOutFolderItself(t *testing.T) {
	abs, err := filepath.Abs(filepath.Join("..", "..", "testdata", "sample", "hands.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.MkdirAll(filepath.Join(dir, "archive", "s1"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{"/", ".", "..", "x/..", "./"} {
		for _, args := range [][]string{
			{"score", "-q", "--out", out, abs},
			{"batch", "-q", "--out", out, "archive"},
		} {
			t.Run(args[0]+" "+out, func(t *testing.T) {
				code, _, stderr := run(t, args...)
				want := "protokol: --out " + out + ": cannot publish to this folder itself; name a folder such as results (see protokol --help)\n"
				if code != exitUsage || stderr != want {
					t.Errorf("exit %d, stderr %q (want exit %d, %q)", code, stderr, exitUsage, want)
				}
				entries, _ := os.ReadDir(dir)
				if len(entries) != 1 || entries[0].Name() != "archive" {
					t.Errorf("the folder holds %v (want only archive)", entries)
				}
			})
		}
	}
}
