package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/config"
	goldenfile "github.com/protokol-bridge/protokol/internal/golden"
)

// run runs the command line in-process and returns the exit code and what
// it printed.
func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(context.Background(), append([]string{"protokol"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// sampleDir is the bundled sample session's folder.
const sampleDir = "../../testdata/sample/"

// sampleArgs scores the bundled sample into out.
func sampleArgs(out string, extra ...string) []string {
	args := append([]string{"score", "--names", sampleDir + "pairs.csv", "--out", out}, extra...)
	return append(args, sampleDir+"hands.pbn", sampleDir+"travellers.csv")
}

// settled dates the files a test has just written an hour back. protokol
// looks again at an input modified in the last second only after 100 ms
// (input.DefaultSettle), in case it is still being written; a test that
// writes its inputs before each of many runs would otherwise wait that
// long every run.
func settled(t *testing.T, paths ...string) {
	t.Helper()
	old := time.Now().Add(-time.Hour)
	for _, p := range paths {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got)
}

func TestDemoGolden(t *testing.T) {
	dir := t.TempDir()
	code, stdout, stderr := run(t, "demo", "--format", "html,pdf,json,txt", "--out", dir)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if !strings.HasPrefix(stdout, "published 27 boards") {
		t.Errorf("stdout %q", stdout)
	}
	for _, f := range []string{"results.json", "results.txt"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, filepath.Join("golden", "sample."+f), data)
	}
	// The site and the PDF have their own golden and layout tests
	// (report/html, report/pdf, the browser test); here they must exist.
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 5+27+20+1 {
		t.Errorf("%d files, want index, style, names, 27 boards, 20 pairs, results.pdf, .json and .txt", len(entries))
	}
	if pdf, err := os.ReadFile(filepath.Join(dir, "results.pdf")); err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Errorf("results.pdf: %v", err)
	}
}

// The default formats are the site, the PDF and the JSON.
func TestDefaultFormats(t *testing.T) {
	dir := t.TempDir()
	if code, _, stderr := run(t, "demo", "-q", "--out", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, f := range []string{"index.html", "style.css", "results.pdf", "results.json", "board-1.html", "pair-a-ns-1.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "results.txt")); err == nil {
		t.Error("results.txt written without being asked for")
	}
}

// The sample's files given to score by name give the same results as demo.
func TestScoreSampleFilesEqualsDemo(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if code, _, stderr := run(t, "demo", "-q", "--out", a); code != 0 {
		t.Fatalf("demo: %d %s", code, stderr)
	}
	sample := "../../testdata/sample/"
	code, stdout, stderr := run(t, "score", "-q", "--names", sample+"pairs.csv", "--out", b, sample+"hands.pbn", sample+"travellers.csv")
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("score: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	entries, err := os.ReadDir(a)
	if err != nil || len(entries) < 3 {
		t.Fatalf("demo wrote %d files: %v", len(entries), err)
	}
	for _, e := range entries {
		x, _ := os.ReadFile(filepath.Join(a, e.Name()))
		y, _ := os.ReadFile(filepath.Join(b, e.Name()))
		if !bytes.Equal(x, y) || len(x) == 0 {
			t.Errorf("%s differs between demo and score", e.Name())
		}
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no inputs", []string{"score"}, "protokol: no input files (want the session's hand records and results: a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML) (see protokol --help)\n"},
		{"bad scoring", []string{"score", "--scoring", "imps", "x.pbn"}, `protokol: --scoring "imps": unknown method (want mp, acbl, butler or cross-imps) (see protokol --help)` + "\n"},
		{"bad format", []string{"score", "--format", "json,doc", "x.pbn"}, `protokol: --format "doc": unknown format (want some of html, pdf, json, txt, pbn, csv, usebio, awards) (see protokol --help)` + "\n"},
		{"bad flag", []string{"score", "--nope", "x.pbn"}, ""},
		{"unknown command", []string{"publish"}, ""},
		{"bad lang", []string{"score", "--lang", "de", "x.pbn"}, `protokol: unknown language "de" (want en or ru) (see protokol --help)` + "\n"},
		{"bad target", []string{"check", "--neuberg-target", "fixed:0", "x.pbn"}, `protokol: unknown Neuberg target "fixed:0" (want scheduled, max_in_field or fixed:N) (see protokol --help)` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := run(t, tt.args...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d (stderr %q)", code, exitUsage, stderr)
			}
			if tt.want != "" && stderr != tt.want {
				t.Errorf("stderr\n got %q\nwant %q", stderr, tt.want)
			}
			if tt.want == "" && stderr == "" {
				t.Error("no message")
			}
		})
	}
}

func TestHelpHasExamples(t *testing.T) {
	for _, c := range []string{"score", "check", "demo"} {
		t.Run(c, func(t *testing.T) {
			code, stdout, _ := run(t, c, "--help")
			if code != 0 || !strings.Contains(stdout, "Examples:") || !strings.Contains(stdout, "protokol "+c) {
				t.Errorf("exit %d, help:\n%s", code, stdout)
			}
		})
	}
}

// TestMain makes --dd default to the hand records' own tables, so that only
// the tests about solving spend the time to solve, and removes the command
// that buildProtokol built.
func TestMain(m *testing.M) {
	ddDefaultMode = config.DDFile
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// built is the command as buildProtokol built it, once for the whole run
// of the package's tests, and the folder it is in.
var built struct {
	once     sync.Once
	dir, bin string
	err      error
}

// buildProtokol builds the command, the first time it is called, into a
// temporary folder that TestMain removes, and returns its path: the tests
// that run it as a process (to kill it, or to hold a lock) share one
// build instead of linking it each.
func buildProtokol(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "protokol-test-"); built.err != nil {
			return
		}
		built.bin = filepath.Join(built.dir, "protokol")
		if out, err := exec.Command("go", "build", "-o", built.bin, ".").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}
