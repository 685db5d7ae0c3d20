package doccmd

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/ddtables"
	"github.com/protokol-bridge/protokol/formats/session"
)

// The documents whose commands are run: the README, CONTRIBUTING.md and
// every page of docs/.
func documents(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(root(t), "docs", "*.md"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages in docs/: %v", err)
	}
	docs := []string{"README.md", "CONTRIBUTING.md"}
	for _, p := range pages {
		docs = append(docs, filepath.Join("docs", filepath.Base(p)))
	}
	return docs
}

// notRun are the programs whose commands a document may show in a norun
// block, each with why it cannot run in a test. A command of another
// program, or a protokol command, in a norun block is an error: protokol
// commands are always run (those in a cron line, a unit file or a
// schtasks command too).
var notRun = map[string]string{
	"go":         "builds, tests or installs the whole module (the network, or the test itself)",
	"git":        "clones from the network",
	"cd":         "changes the shell's folder",
	"make":       "runs go test or go build over the whole module",
	"crontab":    "edits the user's crontab",
	"systemctl":  "needs systemd and root",
	"journalctl": "needs systemd",
	"schtasks":   "the Windows Task Scheduler",
	"mdb-export": "mdbtools is not needed by protokol nor installed for its tests",
	"ln":         "changes the web server's folders",
	"sudo":       "needs root",
	"rsync":      "copies to another machine",
}

// root is the module's folder.
func root(t *testing.T) string {
	t.Helper()
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot find the module's folder")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

func parseDoc(t *testing.T, doc string) []Block {
	t.Helper()
	md, err := os.ReadFile(filepath.Join(root(t), doc))
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := Parse(doc, string(md))
	if err != nil {
		t.Fatal(err)
	}
	return blocks
}

// TestDocCommands runs every protokol command that the documents show,
// with the command built from this tree, each block in a folder of its
// own that holds the fixture (see fixture) and the files the document
// shows (file=NAME blocks), and checks its exit code and, where the
// document shows it, what it prints. The commands a test cannot run are
// listed (go test -v shows them).
func TestDocCommands(t *testing.T) {
	bin := build(t)
	cache := ddCache(t)
	var listed []string
	for _, doc := range documents(t) {
		blocks := parseDoc(t, doc)
		files := map[string]string{}
		for _, b := range blocks {
			if b.File != "" {
				files[b.File] = strings.Join(b.Body, "\n") + "\n"
			}
		}
		for _, b := range blocks {
			if err := checkBlock(b); err != nil {
				t.Error(err)
				continue
			}
			var run []Command
			for _, c := range b.Commands {
				if _, ok := protokolArgs(c); ok {
					run = append(run, c)
				} else {
					listed = append(listed, fmt.Sprintf("%s:%d: %s (%s)", b.Doc, c.Line, c.Text, notRun[program(c)]))
				}
			}
			if len(run) == 0 {
				continue
			}
			t.Run(fmt.Sprintf("%s:%d", b.Doc, b.Line), func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				fixture(t, dir)
				for name, text := range files {
					write(t, filepath.Join(dir, name), text)
				}
				home := t.TempDir()
				for _, f := range cache {
					copyFile(t, f, filepath.Join(home, "protokol", "dd", filepath.Base(f)))
				}
				for _, c := range run {
					runCommand(t, bin, home, dir, b, c)
				}
				// A table solved is a table added to the cache: a deal
				// without a table in its hand record, which costs seconds
				// a deal. The documents' commands solve nothing.
				if solved, _ := filepath.Glob(filepath.Join(home, "protokol", "dd", "*")); len(solved) != len(cache) {
					t.Errorf("%s:%d: the block's commands solved %d double-dummy tables (slow): give them hand records with their tables", b.Doc, b.Line, len(solved)-len(cache))
				}
			})
		}
	}
	sort.Strings(listed)
	for _, l := range listed {
		t.Logf("not run: %s", l)
	}
}

// checkBlock refuses what the convention does not allow: a command in a
// block that is not run, whose program is not one of notRun; a command
// of another program in a block that is run; a shell block other than
// console; a protokol command outside a block whose commands are found.
func checkBlock(b Block) error {
	switch b.Lang {
	case "sh", "shell", "bash", "zsh":
		return fmt.Errorf("%s:%d: a %q block: show commands in a console block, each after \"$ \" (see CONTRIBUTING.md)", b.Doc, b.Line, b.Lang)
	case "console", "bat", "crontab", "ini":
	default:
		for k, line := range b.Body {
			if embedded.MatchString(line) && strings.HasPrefix(strings.TrimSpace(line), "protokol ") {
				return fmt.Errorf("%s:%d: a protokol command in a %q block: show it in a console block (see CONTRIBUTING.md)", b.Doc, b.Line+1+k, b.Lang)
			}
		}
	}
	for _, c := range b.Commands {
		if _, ok := protokolArgs(c); ok {
			if b.NoRun && !c.Embedded {
				return fmt.Errorf("%s:%d: %s: a protokol command in a norun block: protokol commands are run", b.Doc, c.Line, c.Text)
			}
			continue
		}
		if !b.NoRun {
			return fmt.Errorf("%s:%d: %s: not a protokol command, in a block that is run (mark the block norun)", b.Doc, c.Line, c.Text)
		}
		if _, ok := notRun[program(c)]; !ok {
			return fmt.Errorf("%s:%d: %s: a command the test neither runs nor lists (add %q to notRun, with why it cannot run)", b.Doc, c.Line, c.Text, program(c))
		}
	}
	return nil
}

// protokolArgs gives the arguments of a protokol command: its program is
// protokol (protokol.exe, or a path to it), or go run ./cmd/protokol.
func protokolArgs(c Command) ([]Word, bool) {
	w := c.Words
	if len(w) >= 3 && w[0].Text == "go" && w[1].Text == "run" && w[2].Text == "./cmd/protokol" {
		return w[3:], true
	}
	base := w[0].Text[strings.LastIndexAny(w[0].Text, `/\`)+1:]
	if base == "protokol" || base == "protokol.exe" {
		return w[1:], true
	}
	return nil, false
}

var envRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)

// program is the program a command runs: its first word after the
// variables it sets (PROTOKOL_SLOW=1 go test ./...).
func program(c Command) string {
	for _, w := range c.Words {
		if !envRe.MatchString(w.Text) {
			return w.Text
		}
	}
	return ""
}

var winAbs = regexp.MustCompile(`^[A-Za-z]:\\`)

// local makes a path of the document one of the block's folder: an
// absolute path (/srv/bcs/club.bws, C:\BCS\club.bws) is the file of that
// name in the folder, so that a cron line or a scheduled task runs on the
// fixture.
func local(p string) string {
	if strings.HasPrefix(p, "/") || winAbs.MatchString(p) {
		return p[strings.LastIndexAny(p, `/\`)+1:]
	}
	return p
}

func runCommand(t *testing.T, bin, cache, dir string, b Block, c Command) {
	t.Helper()
	words, _ := protokolArgs(c)
	var args []string
	for _, w := range words {
		a := w.Text
		if k := strings.Index(a, "="); strings.HasPrefix(a, "--") && k > 0 {
			a = a[:k+1] + local(a[k+1:])
		} else {
			a = local(a)
		}
		if w.Glob {
			if m, _ := filepath.Glob(filepath.Join(dir, a)); len(m) > 0 {
				for _, p := range m {
					args = append(args, strings.TrimPrefix(p, dir+string(filepath.Separator)))
				}
				continue
			}
		}
		args = append(args, a)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache, "HOME="+filepath.Join(dir, ".home"))
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if c.Stdout != "" {
		f, err := os.Create(filepath.Join(dir, local(c.Stdout)))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdout = f
	}
	err := cmd.Run()
	code := 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("%s:%d: %s: %v", b.Doc, c.Line, c.Text, err)
		}
		code = ee.ExitCode()
	}
	text := strings.TrimRight(out.String(), "\n")
	var lines []string
	if text != "" {
		lines = strings.Split(text, "\n")
	}
	if code != c.Exit {
		t.Errorf("%s:%d: %s: exit %d, want %d (say \"# exit %d\" after the command if that is right); it printed:\n%s", b.Doc, c.Line, c.Text, code, c.Exit, code, text)
		return
	}
	if c.Shown && !Match(c.Output, lines) {
		t.Errorf("%s:%d: %s: it printed\n%s\nwhere the document shows\n%s", b.Doc, c.Line, c.Text, text, strings.Join(c.Output, "\n"))
	}
}

// build builds the command from this tree, once.
var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

func build(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "protokol-doccmd-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "protokol")
		if runtime.GOOS == "windows" {
			binPath += ".exe"
		}
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/protokol")
		cmd.Dir = root(t)
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	t.Cleanup(func() { os.RemoveAll(filepath.Dir(binPath)) })
	return binPath
}

// ddCache gives the files of a protokol/dd cache folder holding the
// double-dummy tables of the sample's deals (their own [DoubleDummyTricks],
// which the solver gives too), as protokol dd leaves them, so that the
// documents' dd commands solve nothing: the solver has tests of its own.
// Each block gets a copy, as XDG_CACHE_HOME.
func ddCache(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join(root(t), "testdata", "sample", "hands.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := session.Load([]session.Input{{Name: "hands.pbn", Data: data}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, b := range l.Session.Boards {
		table, ok := ddtables.FileTable(b)
		if !ok {
			continue
		}
		key := b.Deal.String()
		sum := sha256.Sum256([]byte(key))
		write(t, filepath.Join(dir, hex.EncodeToString(sum[:16])), key+"\n"+table.PBN()+"\n")
		n++
	}
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || n != 27 || len(files) != n {
		t.Fatalf("%d tables in the sample, %d files (%v), want 27", n, len(files), err)
	}
	return files
}

// fixture puts into dir the files the documents' commands read (see
// CONTRIBUTING.md, "Commands in the docs"):
//
//	hands.pbn, travellers.csv, pairs.csv   the bundled sample (testdata/sample)
//	club.bws                               a finished Bridgemate session (the corpus's LBC, 27 boards)
//	club.<Table>.csv, club.pbn             its tables as mdb-export writes them, and its hand record
//	live/club.pbn, live/club.<Table>.csv   the same session during play: ReceivedData,
//	                                       RoundData and Section after round 4 of 9
//	archive/2026/Понедельник 1/            the sample
//	archive/2026/tue/club.bws              the LBC session
//	archive/2026/wed/hands.pbn             hand records without results yet
//	old/2019/cup.pbn, old/2019/travellers.csv, old/2020/cup.pbn, old/2020/cup-utf8.pbn
//	                                       files in CP866, Windows-1251, KOI8-R and UTF-8
func fixture(t *testing.T, dir string) {
	t.Helper()
	r := root(t)
	sample := filepath.Join(r, "testdata", "sample")
	lbc := filepath.Join(r, "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26")
	hands := filepath.Join(r, "testdata", "corpus", "commongame-bridgecomposer", "LBC-2026-01-26.pbn")
	synth := filepath.Join(r, "testdata", "corpus", "synthetic")
	copies := map[string]string{
		"club.bws":                   lbc + ".bws",
		"club.pbn":                   hands,
		"live/club.pbn":              hands,
		"live/club.ReceivedData.csv": filepath.Join(r, "testdata", "live", "LBC-live.ReceivedData.csv"),
		"live/club.RoundData.csv":    lbc + ".RoundData.csv",
		"live/club.Section.csv":      lbc + ".Section.csv",
		"archive/2026/tue/club.bws":  lbc + ".bws",
		"archive/2026/wed/hands.pbn": filepath.Join(sample, "hands.pbn"),
		"old/2019/cup.pbn":           filepath.Join(synth, "cyrillic_cp866.pbn"),
		"old/2019/travellers.csv":    filepath.Join(synth, "traveller_ru_cp1251.csv"),
		"old/2020/cup.pbn":           filepath.Join(synth, "cyrillic_koi8r.pbn"),
		"old/2020/cup-utf8.pbn":      filepath.Join(synth, "cyrillic_utf8_nobom.pbn"),
	}
	for _, f := range []string{"hands.pbn", "travellers.csv", "pairs.csv"} {
		copies[f] = filepath.Join(sample, f)
		copies[filepath.Join("archive", "2026", "Понедельник 1", f)] = filepath.Join(sample, f)
	}
	tables, err := filepath.Glob(lbc + ".*.csv")
	if err != nil || len(tables) != 14 {
		t.Fatalf("the LBC tables: %d files (want 14), %v", len(tables), err)
	}
	for _, p := range tables {
		copies["club"+strings.TrimPrefix(filepath.Base(p), "LBC-2026-01-26")] = p
	}
	for to, from := range copies {
		copyFile(t, from, filepath.Join(dir, to))
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

func write(t *testing.T, name, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDocLinks checks that every link between the documents, and every
// picture, leads somewhere: the file exists, and a #fragment names a
// heading of it (as GitHub makes anchors of headings).
func TestDocLinks(t *testing.T) {
	anchors := map[string]map[string]bool{}
	headings := func(doc string) map[string]bool {
		if a, ok := anchors[doc]; ok {
			return a
		}
		a := map[string]bool{}
		md, err := os.ReadFile(filepath.Join(root(t), doc))
		if err == nil {
			inBlock := false
			for _, line := range strings.Split(string(md), "\n") {
				if fence.MatchString(line) {
					inBlock = !inBlock
				}
				if m := heading.FindStringSubmatch(line); m != nil && !inBlock {
					s := Slug(m[1])
					for k := 1; a[s]; k++ {
						s = fmt.Sprintf("%s-%d", Slug(m[1]), k)
					}
					a[s] = true
				}
			}
		}
		anchors[doc] = a
		return a
	}
	for _, doc := range documents(t) {
		md, err := os.ReadFile(filepath.Join(root(t), doc))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range Links(string(md)) {
			target, frag, _ := strings.Cut(l.Target, "#")
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file := doc
			if target != "" {
				file = filepath.Clean(filepath.Join(filepath.Dir(doc), target))
				if _, err := os.Stat(filepath.Join(root(t), file)); err != nil {
					t.Errorf("%s:%d: link to %s: no such file", doc, l.Line, l.Target)
					continue
				}
			}
			if frag != "" && strings.HasSuffix(file, ".md") && !headings(file)[frag] {
				t.Errorf("%s:%d: link to %s: %s has no heading #%s", doc, l.Line, l.Target, file, frag)
			}
		}
	}
}

var heading = regexp.MustCompile(`^#{1,6}\s+(.*?)\s*#*\s*$`)

// TestREADMEShort holds the README to a guide's length: the reference is
// in docs/.
func TestREADMEShort(t *testing.T) {
	md, err := os.ReadFile(filepath.Join(root(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(md), "\n"); n >= 250 {
		t.Errorf("README.md has %d lines, want fewer than 250: move reference into docs/", n)
	}
}
