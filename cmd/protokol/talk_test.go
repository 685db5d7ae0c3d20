package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/ddtables"
	"github.com/protokol-bridge/protokol/progress"
)

// What the Quick start leaves in the clone (`protokol demo` publishes
// results as a symbolic link, beside its store and lock) is ignored by
// git: `/results/` would match a folder only.
func TestGitignoreQuickStart(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	paths := []string{"results", ".results.protokol", ".results.protokol.lock", ".results.protokol/g000001/site/index.html"}
	out, err := exec.Command("git", append([]string{"-C", "../..", "check-ignore", "--no-index", "-v"}, paths...)...).Output()
	if err != nil {
		t.Fatalf("git check-ignore: %v\n%s", err, out)
	}
	for _, p := range paths {
		if !strings.Contains(string(out), "\t"+p+"\n") {
			t.Errorf("%s is not ignored:\n%s", p, out)
		}
	}
}

// On success score prints one line on stdout: what was published and the
// file to open; nothing when the files were published already (as batch,
// for cron), but with -v, which says "unchanged" after a line that says
// where the link points; nothing with -q.
func TestScoreSummary(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "results")
	sep := string(filepath.Separator)
	what := "27 boards, 270 results, 20 pairs (html, pdf, json)"
	for _, step := range []struct {
		name   string
		extra  []string
		stdout string
	}{
		{"first", nil, "published " + what + " to " + out + sep + ": open " + filepath.Join(out, "index.html") + "\n"},
		{"again", nil, ""},
		{"verbose", []string{"-v"}, out + " is a link to .results.protokol/g000001/site: 52 files, unchanged\n" +
			"unchanged: " + out + sep + " holds " + what + ": open " + filepath.Join(out, "index.html") + "\n"},
		{"quiet", []string{"-q"}, ""},
		{"forced, verbose", []string{"-v", "--force"}, out + " is a link to .results.protokol/g000002/site (switched in one step): 52 files, 0 of them unchanged\n" +
			"published " + what + " to " + out + sep + ": open " + filepath.Join(out, "index.html") + "\n"},
		{"no site", []string{"--format", "json,csv"}, "published 27 boards, 270 results, 20 pairs (json, csv) to " + out + sep + ": open " + filepath.Join(out, "results.json") + "\n"},
		{"no site, quiet", []string{"-q", "--format", "csv"}, ""},
	} {
		code, stdout, stderr := run(t, sampleArgs(out, step.extra...)...)
		if step.name == "verbose" || step.name == "forced, verbose" {
			stderr = "" // how each file was read
		}
		if code != 0 || stdout != step.stdout || stderr != "" {
			t.Errorf("%s: exit %d, stderr %q, stdout\n%s\nwant\n%s", step.name, code, stderr, stdout, step.stdout)
		}
	}
}

// demo says the same as score, and -v is one of its flags.
func TestDemoSummary(t *testing.T) {
	out := filepath.Join(t.TempDir(), "sample")
	code, stdout, stderr := run(t, "demo", "--out", out)
	want := "published 27 boards, 270 results, 20 pairs (html, pdf, json) to " + out + string(filepath.Separator) + ": open " + filepath.Join(out, "index.html") + "\n"
	if code != 0 || stdout != want || stderr != "" {
		t.Errorf("exit %d, stderr %q, stdout\n%s\nwant\n%s", code, stderr, stdout, want)
	}
}

// isSummary reports whether stdout is score's one line on success.
func isSummary(stdout string) bool {
	return strings.Count(stdout, "\n") == 1 && strings.HasSuffix(stdout, "\n") &&
		(strings.HasPrefix(stdout, "published ") || strings.HasPrefix(stdout, "unchanged: ")) && strings.Contains(stdout, ": open ")
}

// Twelve warnings of one kind from one LIN file (each board played at one
// table) are told as one line that counts them and names the first three;
// -v tells each.
func TestWarningsFolded(t *testing.T) {
	lin := corpusFile("lin", "kemistry-boards-2026-01-14.lin")
	at := func(line int) string { return lin + ":" + strconv.Itoa(line) + ":1" }
	folded := "warning: 12 boards with only one result: nothing to compare them with (Law 78A) and no top to factor them to: left out of both pairs' totals, as boards not played: " +
		"board 1 (" + at(1) + "), board 2 (" + at(2) + "), board 3 (" + at(3) + "), and 9 more (-v lists them)\n"
	for _, c := range []string{"check", "score"} {
		args := []string{c, lin}
		if c == "score" {
			args = []string{c, "--format", "json", "--out", filepath.Join(t.TempDir(), "out"), lin}
		}
		if code, _, stderr := run(t, args...); code != 0 || stderr != folded {
			t.Errorf("%s: exit %d, stderr\n%s\nwant\n%s", c, code, stderr, folded)
		}
	}
	_, _, stderr := run(t, "check", "-v", lin)
	var warned []string
	for _, line := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(line, "warning: ") {
			warned = append(warned, line)
		}
	}
	want := "warning: " + at(12) + `: board 12: the only result (NS "aam135 – kemistry" v EW "pbnguru – wacky1", -450): nothing to compare it with (Law 78A) and no top to factor it to: left out of both pairs' totals, as a board not played`
	if len(warned) != 12 || warned[11] != want {
		t.Errorf("-v: %d warnings, the last\n%s\nwant 12, the last\n%s", len(warned), warned[len(warned)-1], want)
	}
}

// While double-dummy tables are solved, a terminal shows a progress line
// on stderr, rewritten in place and cleared at the end; nothing is drawn
// when stderr is not a terminal, or with -q. The terminal's test, the
// clock and the solver (a second a deal) are the test's.
func TestSolvingProgress(t *testing.T) {
	tmp := t.TempDir()
	data, err := os.ReadFile(sampleDir + "hands.pbn")
	if err != nil {
		t.Fatal(err)
	}
	// boards 1 to 3 without their tables: three deals to solve
	text := regexp.MustCompile(`\[(DoubleDummyTricks|OptimumScore) "[^"]*"\]\r\n`).ReplaceAllStringFunc(string(data), func() func(string) string {
		n := 0
		return func(s string) string {
			if n++; n <= 6 {
				return ""
			}
			return s
		}
	}())
	hands := filepath.Join(tmp, "hands.pbn")
	if err := os.WriteFile(hands, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 11, 30, 21, 0, 0, 0, time.UTC)
	terminal := false
	t.Cleanup(func() { ddtables.SolveEach, isTerminal, now = dd.SolveEach, progress.IsTerminal, time.Now })
	isTerminal = func(io.Writer) bool { return terminal }
	now = func() time.Time { return clock }
	ddtables.SolveEach = func(deals []bridge.Deal, _ int, done func(int, dd.Table, error)) {
		for i := range deals {
			clock = clock.Add(time.Second)
			done(i, dd.Table{}, nil)
		}
	}
	line := "solving double-dummy tables: "
	for _, tt := range []struct {
		name     string
		terminal bool
		flags    []string
		stderr   string
	}{
		{"a terminal", true, nil, "\r" + line + "0/3" + "\r" + line + "1/3, about 2 s left" + "\r" + line + "2/3, about 1 s left" + "\r" + strings.Repeat(" ", 48) + "\r"},
		{"not a terminal", false, nil, ""},
		{"a terminal, -q", true, []string{"-q"}, ""},
	} {
		terminal = tt.terminal
		args := []string{"score", "--format", "json", "--dd", "solve", "--dd-cache", "off", "--out", filepath.Join(tmp, strings.ReplaceAll(tt.name, " ", "-"))}
		args = append(append(args, tt.flags...), hands, sampleDir+"travellers.csv")
		code, stdout, stderr := run(t, args...)
		if code != 0 || stderr != tt.stderr || (tt.flags == nil) != isSummary(stdout) {
			t.Errorf("%s: exit %d, stdout %q, stderr\n%q\nwant\n%q", tt.name, code, stdout, stderr, tt.stderr)
		}
	}
	// protokol dd draws the same line, cleared before its warnings (the
	// fake solver's tables are not the hand record's).
	terminal = true
	code, _, stderr := run(t, "dd", "--dd-cache", "off", hands)
	if code != 0 || !strings.HasPrefix(stderr, "\r"+line+"0/27\r"+line+"1/27, about 26 s left\r") ||
		!strings.Contains(stderr, "\r"+line+"26/27, about 1 s left\r"+strings.Repeat(" ", 50)+"\rwarning: ") {
		t.Errorf("dd: exit %d, stderr %q", code, stderr)
	}
}

// The pages are titled by the event's own name, from whichever input names
// it; an input that names none (a Bridgemate database keeps the name
// "Bridge game" that BCS gives every session) is titled by its file's
// name, with the input's date under it; a batch titles such a session by
// its folder, as its index does. The first lines of results.txt show it.
func TestDefaultTitle(t *testing.T) {
	bws := corpusFile("travellers", "bridgemate-bws", "LBC-2026-01-26.bws")
	for _, tt := range []struct {
		name  string
		args  []string
		title string // and the line under its rule
	}{
		{"a Bridgemate database", []string{bws}, "LBC-2026-01-26\n==============\n26 January 2026\n"},
		{"a LIN file of no event", []string{corpusFile("lin", "kemistry-boards-2026-01-14.lin")}, "kemistry-boards-2026-01-14\n==========================\nScoring: "},
		{"a LIN vugraph file", []string{corpusFile("lin", "bridgebots_usbf_sf_14502.lin")}, "2010 USBF SF A, Segment 4 of 8\n==============================\nScoring: "},
		{"USEBIO's EVENT_DESCRIPTION", []string{corpusFile("usebio", "brian-bridgewebs", "usebio.xml")}, "Wednesday AM Pairs\n==================\n9 April 2025\n"},
		{"PBN's [Event]", []string{sampleDir + "hands.pbn", sampleDir + "travellers.csv"}, "Парный турнир клуба «Пиковая дама»\n==================================\nМосква · 28 November 2026\n"},
		{"--title", []string{"--title", "Monday pairs", bws}, "Monday pairs\n============\n26 January 2026\n"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		code, _, stderr := run(t, append([]string{"score", "-q", "--dd", "off", "--format", "txt", "--out", out}, tt.args...)...)
		txt, _ := os.ReadFile(filepath.Join(out, "results.txt"))
		if code != 0 || !strings.HasPrefix(string(txt), tt.title) {
			t.Errorf("%s: exit %d (%s), results.txt starts\n%.80s\nwant\n%s", tt.name, code, stderr, txt, tt.title)
		}
	}
	root := t.TempDir()
	data, err := os.ReadFile(bws)
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "arch", "mon", "club.bws"), string(data))
	site := filepath.Join(root, "site")
	if code, _, stderr := run(t, "batch", "-q", "--format", "txt", "--out", site, filepath.Join(root, "arch")); code != 0 {
		t.Fatalf("batch: exit %d: %s", code, stderr)
	}
	if txt, _ := os.ReadFile(filepath.Join(site, "mon", "results.txt")); !strings.HasPrefix(string(txt), "mon\n===\n26 January 2026\n") {
		t.Errorf("batch: results.txt starts\n%.80s\nwant the folder's name", txt)
	}
}

// Every line of every command's help fits 80 columns, its description as
// written (so that no example is broken over two lines); the help names
// every input format and says the real defaults.
func TestHelpFits(t *testing.T) {
	app := newApp(io.Discard, io.Discard)
	cmds := []*cli.Command{app}
	for _, c := range app.Commands {
		if c.Name != "help" {
			cmds = append(cmds, c)
		}
	}
	for _, c := range cmds {
		args := []string{c.Name, "--help"}
		if c == app {
			args = []string{"--help"}
		}
		code, stdout, stderr := run(t, args...)
		if code != 0 || stderr != "" || !strings.HasPrefix(stdout, "NAME:\n") {
			t.Errorf("%s: exit %d, stderr %q", c.Name, code, stderr)
		}
		for i, line := range strings.Split(stdout, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s --help, line %d: %d columns: %s", c.Name, i+1, n, line)
			}
		}
		for _, line := range strings.Split(c.Description, "\n") {
			if n := utf8.RuneCountInString(line); n > 77 {
				t.Errorf("%s: a line of the description is %d characters, wrapped to fit: %s", c.Name, n, line)
			}
		}
	}
	_, root, _ := run(t, "--help")
	golden(t, filepath.Join("help", "protokol.txt"), []byte(root))
	for _, f := range []string{".bws", "PBN", "CSV", "LIN", "USEBIO XML"} {
		if !strings.Contains(root, f) {
			t.Errorf("protokol --help does not name %s", f)
		}
	}
	_, score, _ := run(t, "score", "--help")
	golden(t, filepath.Join("help", "score.txt"), []byte(score))
	for _, want := range []string{
		"       --scoring METHOD  METHOD of pairs: mp (matchpoints 2/1/0), acbl (1/½/0),\n                         butler or cross-imps (default: the input's, else mp)\n",
		"       --dd MODE         solve, file (the inputs' tables only) or off, of the\n                         double-dummy tables (default: solve)\n",
		"   -o, --out DIR         output folder DIR (default: results)\n",
	} {
		if !strings.Contains(score, want) {
			t.Errorf("score --help lacks\n%s", want)
		}
	}
	if strings.Contains(score, "generation") {
		t.Error("score --help speaks of a generation")
	}
}
