package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
)

// seasonArchive writes a generated season (a register, names files with
// some members' numbers, players written two ways) and the definitions
// given (file name → TOML), every file settled.
func seasonArchive(t *testing.T, c gen.SeasonConfig, defs map[string]string) string {
	t.Helper()
	s := gen.GenerateSeason(c)
	a, err := s.WriteArchive(filepath.Join(t.TempDir(), "archive"), 6)
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range defs {
		write(t, filepath.Join(a.Dir, name), text)
	}
	var files []string
	filepath.WalkDir(a.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	settled(t, files...)
	return a.Dir
}

// TestSeriesCommand prints the Moscow cup's table of a season (golden);
// publishes it with --out; warns of every doubtful player without the
// register, with where; and refuses a definition it cannot find.
func TestSeriesCommand(t *testing.T) {
	dir := seasonArchive(t, gen.SeasonConfig{Seed: 30, Sessions: 12}, nil)
	code, stdout, stderr := run(t, "series", "--def", "moscow-summer-cup", dir)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	golden(t, "series-moscow.txt", []byte(stdout))

	out := filepath.Join(t.TempDir(), "tables")
	os.Remove(filepath.Join(dir, "register.csv"))
	code, stdout, stderr = run(t, "series", "--def", "polish-monthly", "--lang", "ru", "--out", out, dir)
	if code != 0 || !strings.Contains(stdout, "Klasyfikacja miesięczna · май 2026") {
		t.Fatalf("exit %d: %s\n%s", code, stderr, stdout)
	}
	if !strings.Contains(stderr, "warning: series: players: ") || !strings.Contains(stderr, "names.csv:") {
		t.Errorf("no positioned warning of a doubtful player:\n%s", stderr)
	}
	for _, f := range []string{"index.html", "series.pdf", "series.json", "series.csv"} {
		if _, err := os.Stat(filepath.Join(out, "polish-monthly-2026-06", f)); err != nil {
			t.Error(err)
		}
	}

	code, _, stderr = run(t, "series", "--def", "nosuch", dir)
	if code != exitUsage || !strings.Contains(stderr, `series definition "nosuch": no such file, nor a preset (want a TOML file, or one of bridgewebs-leaderboard, moscow-summer-cup, pianola-average, polish-monthly)`) {
		t.Errorf("exit %d: %s", code, stderr)
	}
	write(t, filepath.Join(dir, "bad.toml"), "[count]\nbest = \"eight\"\n")
	code, _, stderr = run(t, "series", "--def", filepath.Join(dir, "bad.toml"), dir)
	if code != exitInput || !strings.Contains(stderr, "bad.toml:2") {
		t.Errorf("exit %d: %s", code, stderr)
	}
	code, _, stderr = run(t, "series", dir)
	if code != exitUsage || !strings.Contains(stderr, "no series defined") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// TestBatchSeries: batch publishes the archive's series beside its
// sessions, the index links them, and a second run says nothing.
func TestBatchSeries(t *testing.T) {
	dir := seasonArchive(t, gen.SeasonConfig{Seed: 30, Sessions: 12}, map[string]string{"series-cup.toml": `preset = "moscow-summer-cup"` + "\n"})
	site := filepath.Join(t.TempDir(), "site")
	code, stdout, stderr := run(t, "batch", "--format", "html,json", "--out", site, dir)
	if code != 0 || stderr != "" || !strings.Contains(stdout, "published 12 of 12 sessions") {
		t.Fatalf("exit %d: %s\n%s", code, stderr, stdout)
	}
	index, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil || !strings.Contains(string(index), `<a href="series/cup/index.html">`) {
		t.Errorf("index: %v\n%s", err, index)
	}
	if _, err := os.Stat(filepath.Join(site, "series", "cup", "series.pdf")); err != nil {
		t.Error(err)
	}
	code, stdout, stderr = run(t, "batch", "--format", "html,json", "--out", site, dir)
	if code != 0 || stdout != "" || stderr != "" {
		t.Errorf("second run: exit %d: %q %q", code, stdout, stderr)
	}
}
