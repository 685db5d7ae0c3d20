package main

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestBWSReadOnly: protokol reads a Bridgemate database as a reader, so
// that it can run beside Bridgemate Control Software and the club's
// scoring program while they hold the .bws open (docs/walkthrough.md, "A
// .bws that the Bridgemate software holds open"). score, check and batch
// leave the database's folder as they found it: the same files (no Jet
// lock file, club.ldb, beside the .bws, nor anything else), each with its
// bytes, size, mode and modification time. The folder and the file are
// made read-only first, so that a run by a user other than root would
// also fail on any write there.
func TestBWSReadOnly(t *testing.T) {
	src := filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26.bws")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	bcs := filepath.Join(tmp, "bcs")
	bws := filepath.Join(bcs, "club.bws")
	if err := os.Mkdir(bcs, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bws, data, 0o444); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2026, 1, 26, 21, 30, 0, 0, time.UTC)
	if err := os.Chtimes(bws, old, old); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(bcs, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(bcs, 0o755) })
	before := snapshot(t, bcs)
	for _, args := range [][]string{
		{"check", bws},
		{"score", "--out", filepath.Join(tmp, "results"), bws},
		{"batch", "--out", filepath.Join(tmp, "site"), bcs},
	} {
		code, _, stderr := run(t, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d, stderr %q", strings.Join(args, " "), code, stderr)
		}
		if after := snapshot(t, bcs); after != before {
			t.Fatalf("after %s the folder of the database is\n%s\nwhere it was\n%s", args[0], after, before)
		}
	}
}

// snapshot describes every file under dir: name, mode, size, modification
// time and bytes.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var lines []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		line := p + " " + info.Mode().String() + " " + info.ModTime().UTC().Format(time.RFC3339Nano)
		if info.Mode().IsRegular() {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			line += fmt.Sprintf(" %d bytes, sha256 %x", len(b), sha256.Sum256(b))
		}
		lines = append(lines, line)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}
