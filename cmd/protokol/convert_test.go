package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
)

var synthetic = filepath.Join("..", "..", "testdata", "corpus", "synthetic")

func TestDetectCommand(t *testing.T) {
	files := []string{"cyrillic_cp1251.pbn", "cyrillic_koi8r.pbn", "cyrillic_cp866.pbn", "cyrillic_utf8_bom.pbn", "cyrillic_utf8_nobom.pbn", "traveller_ru_cp1251.csv"}
	var args []string
	for _, f := range files {
		args = append(args, filepath.Join(synthetic, f))
	}
	code, stdout, stderr := run(t, append([]string{"detect"}, args...)...)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := []string{"windows-1251", "koi8-r", "ibm866", "utf-8", "utf-8", "windows-1251"}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if len(lines) != len(files) {
		t.Fatalf("%d lines:\n%s", len(lines), stdout)
	}
	for i, l := range lines {
		f := strings.Split(l, "\t")
		if len(f) != 3 || f[0] != args[i] || f[1] != want[i] || len(f[2]) != 4 || f[2] < "0.90" {
			t.Errorf("line %q, want %s\\t%s\\t<confidence ≥ 0.90>", l, args[i], want[i])
		}
	}
	if code, _, stderr := run(t, "detect", filepath.Join("testdata", "bad", "nope.pbn")); code != exitInput || !strings.Contains(stderr, "no such file") {
		t.Errorf("missing file: exit %d, %s", code, stderr)
	}
}

func TestConvert(t *testing.T) {
	utf8Text, err := os.ReadFile(filepath.Join(synthetic, "cyrillic_utf8_nobom.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("cp866 without a label to utf-8", func(t *testing.T) {
		out := t.TempDir()
		code, _, stderr := run(t, "convert", "--to", "utf-8", "--out", out, filepath.Join(synthetic, "cyrillic_cp866.pbn"))
		if code != 0 || stderr != "" {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		got, _ := os.ReadFile(filepath.Join(out, "cyrillic_cp866.pbn"))
		// The UTF-8 twin declares its charset; the CP866 file declares none.
		want := bytes.Replace(utf8Text, []byte("%Content-type: text/x-pbn; charset=UTF-8\r\n"), nil, 1)
		if !bytes.Equal(got, want) {
			t.Errorf("converted file differs from the UTF-8 twin")
		}
	})
	t.Run("declaration rewritten", func(t *testing.T) {
		out := t.TempDir()
		if code, _, stderr := run(t, "convert", "--to", "utf-8", "--out", out, filepath.Join(synthetic, "cyrillic_koi8r.pbn")); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		got, _ := os.ReadFile(filepath.Join(out, "cyrillic_koi8r.pbn"))
		if !bytes.Equal(got, utf8Text) {
			t.Errorf("koi8-r → utf-8 differs from the UTF-8 twin (whose label is UTF-8, as KOI8-R was upper case)")
		}
	})
	t.Run("lossless stops and writes nothing", func(t *testing.T) {
		dir := t.TempDir()
		src := filepath.Join(dir, "a.txt")
		os.WriteFile(src, []byte("Пики\r\nСдача 1: ♠ AKQ\r\n"), 0o644)
		out := filepath.Join(dir, "out")
		code, stdout, stderr := run(t, "convert", "--to", "koi8-r", "--out", out, src)
		if want := src + ":2:10: U+2660 '♠' has no koi8-r byte\n"; code != exitInput || stderr != want || stdout != "" {
			t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
		}
		if entries, _ := os.ReadDir(out); len(entries) != 0 {
			t.Errorf("wrote %d files", len(entries))
		}
		// --lossy replaces and says what it changed.
		code, _, stderr = run(t, "convert", "--to", "koi8-r", "--lossy", "--out", out, src)
		if code != 0 || !strings.Contains(stderr, src+":2:10: U+2660") {
			t.Errorf("lossy: exit %d, stderr %q", code, stderr)
		}
		got, _ := os.ReadFile(filepath.Join(out, "a.txt"))
		dec, _ := charmap.KOI8R.NewDecoder().Bytes(got)
		if !strings.HasPrefix(string(dec), "Пики\r\nСдача 1: ") || strings.Contains(string(dec), "♠") {
			t.Errorf("lossy output %q", dec)
		}
	})
	t.Run("round trip with box drawing", func(t *testing.T) {
		dir := t.TempDir()
		text := "╔═══╤═══╗\r\n║ Ёж│ 42║\r\n╟───┼───╢\r\n║ ░▒▓ █ ║\r\n╚═══╧═══╝\r\n"
		cp866, err := charmap.CodePage866.NewEncoder().Bytes([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		src := filepath.Join(dir, "protocol.txt")
		os.WriteFile(src, cp866, 0o644)
		a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		if code, _, stderr := run(t, "convert", "--from", "cp866", "--to", "koi8-r", "--out", a, src); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if code, _, stderr := run(t, "convert", "--from", "koi8-r", "--to", "cp866", "--out", b, filepath.Join(a, "protocol.txt")); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		back, _ := os.ReadFile(filepath.Join(b, "protocol.txt"))
		if !bytes.Equal(back, cp866) {
			t.Errorf("cp866 → koi8-r → cp866 is not byte-identical")
		}
	})
	t.Run("in place with a backup, line ends rewritten", func(t *testing.T) {
		dir := t.TempDir()
		src := filepath.Join(dir, "r.csv")
		orig, _ := charmap.Windows1251.NewEncoder().Bytes([]byte("Сдача;Пара\r\n1;2\r\n"))
		os.WriteFile(src, orig, 0o640)
		if code, _, stderr := run(t, "convert", "--from", "cp1251", "--to", "utf-8", "--in-place", "--backup", ".orig", "--eol", "lf", src); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		got, _ := os.ReadFile(src)
		bak, _ := os.ReadFile(src + ".orig")
		if string(got) != "Сдача;Пара\n1;2\n" || !bytes.Equal(bak, orig) {
			t.Errorf("got %q, backup %q", got, bak)
		}
		if info, _ := os.Stat(src); info.Mode().Perm() != 0o640 {
			t.Errorf("mode %v, want the original's 0640", info.Mode().Perm())
		}
	})
	t.Run("a folder, with a binary file skipped", func(t *testing.T) {
		dir := t.TempDir()
		tree := filepath.Join(dir, "archive")
		os.MkdirAll(filepath.Join(tree, "2019"), 0o755)
		k, err := charmap.KOI8R.NewEncoder().Bytes([]byte("Иванов Пётр - Смирнова Анна\n"))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(tree, "2019", "names.csv"), k, 0o644)
		os.WriteFile(filepath.Join(tree, "logo.png"), []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), 0o644)
		out := filepath.Join(dir, "out")
		code, _, stderr := run(t, "convert", "--to", "utf-8", "--out", out, tree)
		if code != 0 || !strings.Contains(stderr, "logo.png: skipped: binary data") {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		got, err := os.ReadFile(filepath.Join(out, "archive", "2019", "names.csv"))
		if err != nil || !strings.HasPrefix(string(got), "Иванов Пётр") {
			t.Errorf("got %q, %v", got, err)
		}
	})
	t.Run("usage", func(t *testing.T) {
		for _, args := range [][]string{
			{"convert", "x.txt"},
			{"convert", "--to", "klingon", "x.txt"},
			{"convert", "--to", "utf-8", "--in-place", "--out", "o", "x.txt"},
			{"convert", "--to", "utf-8", "--backup", ".b", "x.txt"},
			{"convert", "--to", "utf-8", "--eol", "cr", "x.txt"},
		} {
			if code, _, _ := run(t, args...); code != exitUsage {
				t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
			}
		}
	})
}

// convertTree is a tree of Windows-1251 files to convert in place: each
// file's path, its bytes, and what it holds once converted to UTF-8.
type convertTree struct {
	root  string
	files map[string][2][]byte // path: original, converted
}

// newConvertTree writes n files of about size bytes each into three
// folders under dir/tree.
func newConvertTree(t *testing.T, dir string, n, size int) convertTree {
	t.Helper()
	tr := convertTree{root: filepath.Join(dir, "tree"), files: map[string][2][]byte{}}
	line := "Иванов Пётр – Смирнова Анна; 3БК; «Ёлка» №5\r\n"
	for i := range n {
		sub := filepath.Join(tr.root, []string{".", "2019", filepath.Join("2019", "осень")}[i%3])
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		text := strings.Repeat(fmt.Sprintf("%d. %s", i, line), max(1, size/len(line)))
		orig, err := charmap.Windows1251.NewEncoder().Bytes([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(sub, fmt.Sprintf("f%03d.txt", i))
		if err := os.WriteFile(p, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		tr.files[p] = [2][]byte{orig, []byte(text)}
	}
	return tr
}

// check reports a file that is neither its original nor its conversion
// (or, with done, not its conversion), a file that is not the tree's, and
// with done, anything a run left (every name that starts with
// .protokol-convert). backup is --backup's suffix, or "".
func (tr convertTree) check(done bool, backup string) []string {
	var bad []string
	seen := 0
	filepath.WalkDir(tr.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			bad = append(bad, err.Error())
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if strings.HasPrefix(d.Name(), ".protokol-convert") {
			if done {
				bad = append(bad, p+": left behind")
			}
			return nil
		}
		if backup != "" && strings.HasSuffix(p, backup) {
			f, ok := tr.files[strings.TrimSuffix(p, backup)]
			data, _ := os.ReadFile(p)
			if !ok || !bytes.Equal(data, f[0]) {
				bad = append(bad, p+": not the original")
			}
			return nil
		}
		f, ok := tr.files[p]
		if !ok {
			bad = append(bad, p+": not a file of the tree")
			return nil
		}
		seen++
		data, err := os.ReadFile(p)
		switch {
		case err != nil:
			bad = append(bad, err.Error())
		case bytes.Equal(data, f[1]):
		case bytes.Equal(data, f[0]) && !done:
		default:
			bad = append(bad, fmt.Sprintf("%s: %d bytes, neither the original nor its conversion", p, len(data)))
		}
		return nil
	})
	if seen != len(tr.files) {
		bad = append(bad, fmt.Sprintf("%d files of %d", seen, len(tr.files)))
	}
	if backup != "" && done {
		for p := range tr.files {
			if _, err := os.Stat(p + backup); err != nil {
				bad = append(bad, p+backup+": no backup")
			}
		}
	}
	return bad
}

// deadPID is the id of a process that has ended.
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

// A run that was killed leaves temporary files; the next run over the same
// folders removes them, and only them.
func TestConvertRemovesLeftovers(t *testing.T) {
	dead := deadPID(t)
	tests := []struct {
		name    string
		file    string // planted in tree/2019
		dir     bool   // as a folder, not a file
		removed bool
	}{
		{name: "conversion of a dead run", file: fmt.Sprintf(".protokol-convert-%d-0badc0de-7.new", dead), removed: true},
		{name: "a journal a dead run was writing", file: fmt.Sprintf(".protokol-convert-%d-0badc0de.journal-new", dead), removed: true},
		{name: "original of a dead run, no journal", file: fmt.Sprintf(".protokol-convert-%d-0badc0de-7.old", dead)},
		{name: "an earlier process with this process's id", file: fmt.Sprintf(".protokol-convert-%d-0badc0de-3.new", os.Getpid()), removed: true},
		{name: "a run still going on", file: fmt.Sprintf(".protokol-convert-%d-0badc0de-1.new", os.Getppid())},
		{name: "a user's file with a name like ours", file: ".protokol-convert-notes.txt"},
		{name: "a user's file with our prefix and more", file: fmt.Sprintf(".protokol-convert-%d-0badc0de-1.new.txt", dead)},
		{name: "a folder with our name", file: fmt.Sprintf(".protokol-convert-%d-0badc0de-2.new", dead), dir: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr := newConvertTree(t, t.TempDir(), 3, 100)
			p := filepath.Join(tr.root, "2019", tc.file)
			if tc.dir {
				os.Mkdir(p, 0o755)
			} else {
				os.WriteFile(p, []byte("half a conversion"), 0o644)
			}
			code, _, stderr := run(t, "convert", "--from", "windows-1251", "--to", "utf-8", "--in-place", tr.root)
			want := ""
			if strings.HasSuffix(tc.name, "no journal") {
				want = "warning: " + p + ": kept: the original of a file that changed after a run of protokol convert was interrupted (remove it when it is not needed)\n"
			}
			if code != 0 || stderr != want {
				t.Fatalf("exit %d, stderr %q, want %q", code, stderr, want)
			}
			_, err := os.Lstat(p)
			if gone := errors.Is(err, fs.ErrNotExist); gone != tc.removed {
				t.Errorf("removed %v, want %v", gone, tc.removed)
			}
			os.RemoveAll(p)
			if bad := tr.check(true, ""); len(bad) > 0 {
				t.Errorf("%q", bad)
			}
		})
	}
}

// A run stopped at any point of moving its results into place, as a kill
// would stop it, leaves every file whole (its original or its conversion,
// with the original kept); the next run of the same command undoes it or
// finishes it, and converts every file exactly once, from its original, with
// nothing left behind. --from is given, so a file converted twice would show.
func TestConvertInterrupted(t *testing.T) {
	// The walk meets 2019/f001, 2019/f004, 2019/осень/f002, 2019/осень/f005,
	// f000, f003 (files 1 to 6, in folders 0, 1 and 2; the run's record is
	// in 2019).
	tests := []struct {
		point  string
		undone int  // files the next run gives their originals back
		done   bool // the next run finds every file converted
	}{
		{point: "run"},
		{point: "journals"},
		{point: "backup 1"},
		{point: "replaced 1", undone: 1},
		{point: "backup 5", undone: 4},
		{point: "replaced 4", undone: 4},
		{point: "replaced 6", undone: 6},
		{point: "done", done: true},
		{point: "finished 0", done: true},
		{point: "finished 1", done: true},
	}
	for _, backup := range []string{"", ".orig"} {
		for _, tc := range tests {
			t.Run(tc.point+" "+backup, func(t *testing.T) {
				tr := newConvertTree(t, t.TempDir(), 6, 300)
				args := []string{"convert", "--from", "windows-1251", "--to", "utf-8", "--in-place"}
				if backup != "" {
					args = append(args, "--backup", backup)
				}
				args = append(args, tr.root)
				stopped := false
				convertKill = func(p string) bool {
					stopped = stopped || p == tc.point
					return p == tc.point
				}
				code, _, stderr := run(t, args...)
				convertKill = nil
				if !stopped || code != exitInternal || stderr != "protokol: stopped by the test as if killed\n" {
					t.Fatalf("stopped %v, exit %d, stderr %q", stopped, code, stderr)
				}
				if bad := tr.check(false, backup); len(bad) > 0 {
					t.Errorf("after the kill: %q", bad)
				}
				var want string
				switch {
				case tc.undone == 1:
					want = fmt.Sprintf("warning: %s: undid an interrupted run of protokol convert --in-place (pid %d): 1 file is back as it was\n", filepath.Join(tr.root, "2019"), os.Getpid())
				case tc.undone > 1:
					want = fmt.Sprintf("warning: %s: undid an interrupted run of protokol convert --in-place (pid %d): %d files are back as they were\n", filepath.Join(tr.root, "2019"), os.Getpid(), tc.undone)
				case tc.done:
					for _, f := range []string{"2019/f001", "2019/f004", "2019/осень/f002", "2019/осень/f005", "f000", "f003"} {
						want += filepath.Join(tr.root, filepath.FromSlash(f)) + ".txt: converted already by an interrupted run of this command; left as it is\n"
					}
				}
				code, _, stderr = run(t, args...)
				if code != 0 || stderr != want {
					t.Errorf("the next run: exit %d, stderr %q, want %q", code, stderr, want)
				}
				if bad := tr.check(true, backup); len(bad) > 0 {
					t.Errorf("after the next run: %q", bad)
				}
			})
		}
	}
}

// A run that undoes a killed one may be killed too: the run after it
// finishes the undoing.
func TestConvertInterruptedTwice(t *testing.T) {
	tr := newConvertTree(t, t.TempDir(), 6, 300)
	args := []string{"convert", "--from", "windows-1251", "--to", "utf-8", "--in-place", tr.root}
	for _, point := range []string{"replaced 6", "undone f004.txt"} {
		convertKill = func(p string) bool { return p == point }
		code, _, stderr := run(t, args...)
		convertKill = nil
		if code != exitInternal || stderr != "protokol: stopped by the test as if killed\n" {
			t.Fatalf("%s: exit %d, stderr %q", point, code, stderr)
		}
		if bad := tr.check(false, ""); len(bad) > 0 {
			t.Errorf("after %s: %q", point, bad)
		}
	}
	code, _, stderr := run(t, args...)
	want := fmt.Sprintf("warning: %s: undid an interrupted run of protokol convert --in-place (pid %d): 4 files are back as they were\n", filepath.Join(tr.root, "2019"), os.Getpid())
	if code != 0 || stderr != want {
		t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
	}
	if bad := tr.check(true, ""); len(bad) > 0 {
		t.Errorf("%q", bad)
	}
}

// A link given to --in-place stays a link, and the file it points to is
// converted; links met in a folder are skipped with a notice.
func TestConvertSymlinks(t *testing.T) {
	orig, _ := charmap.Windows1251.NewEncoder().Bytes([]byte("Пики\n"))
	tests := []struct {
		name    string
		args    func(dir string) []string // after convert --from windows-1251 --to utf-8
		code    int
		stderr  func(dir string) string
		target  string // the target's content afterwards
		backups []string
	}{
		{
			name:   "a link given by name",
			args:   func(d string) []string { return []string{"--in-place", filepath.Join(d, "links", "r.csv")} },
			target: "Пики\n",
		},
		{
			name: "a link given by name, with a backup beside the file it points to",
			args: func(d string) []string {
				return []string{"--in-place", "--backup", ".orig", filepath.Join(d, "links", "r.csv")}
			},
			target:  "Пики\n",
			backups: []string{"data/r.csv.orig"},
		},
		{
			name: "a link met in a folder",
			args: func(d string) []string { return []string{"--in-place", filepath.Join(d, "links")} },
			stderr: func(d string) string {
				return filepath.Join(d, "links", "r.csv") + ": skipped: a symbolic link (give it by name to convert the file it points to)\n"
			},
			target: string(orig),
		},
		{
			name:   "a folder given through a link",
			args:   func(d string) []string { return []string{"--in-place", filepath.Join(d, "data-link")} },
			target: "Пики\n",
		},
		{
			name: "a link and its file",
			args: func(d string) []string {
				return []string{"--in-place", filepath.Join(d, "data", "r.csv"), filepath.Join(d, "links", "r.csv")}
			},
			code: exitUsage,
			stderr: func(d string) string {
				return "protokol: " + filepath.Join(d, "data", "r.csv") + " and " + filepath.Join(d, "links", "r.csv") + " would both be written to " + filepath.Join(d, "data", "r.csv") + " (see protokol --help)\n"
			},
			target: string(orig),
		},
		{
			name: "a link to the file given to --out",
			args: func(d string) []string {
				return []string{"--out", filepath.Join(d, "data"), filepath.Join(d, "links", "r.csv")}
			},
			code: exitUsage,
			stderr: func(d string) string {
				return "protokol: " + filepath.Join(d, "links", "r.csv") + " would overwrite itself: use --in-place, or another --out (see protokol --help)\n"
			},
			target: string(orig),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			os.MkdirAll(filepath.Join(dir, "data"), 0o755)
			os.MkdirAll(filepath.Join(dir, "links"), 0o755)
			target := filepath.Join(dir, "data", "r.csv")
			os.WriteFile(target, orig, 0o640)
			link := filepath.Join(dir, "links", "r.csv")
			if err := os.Symlink(filepath.Join("..", "data", "r.csv"), link); err != nil {
				t.Skip("no symbolic links here:", err)
			}
			os.Symlink("data", filepath.Join(dir, "data-link"))
			code, _, stderr := run(t, append([]string{"convert", "--from", "windows-1251", "--to", "utf-8"}, tc.args(dir)...)...)
			want := ""
			if tc.stderr != nil {
				want = tc.stderr(dir)
			}
			if code != tc.code || stderr != want {
				t.Errorf("exit %d, stderr %q, want %d, %q", code, stderr, tc.code, want)
			}
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
				t.Errorf("the link is no longer a link: %v, %v", fi.Mode(), err)
			}
			if got, _ := os.ReadFile(target); string(got) != tc.target {
				t.Errorf("the file holds %q, want %q", got, tc.target)
			}
			if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
				t.Errorf("mode %v, want 0640", fi.Mode().Perm())
			}
			for _, b := range tc.backups {
				if got, _ := os.ReadFile(filepath.Join(dir, b)); !bytes.Equal(got, orig) {
					t.Errorf("%s holds %q", b, got)
				}
			}
			var left []string
			filepath.WalkDir(dir, func(p string, d fs.DirEntry, _ error) error {
				if strings.HasPrefix(d.Name(), ".protokol-convert") {
					left = append(left, p)
				}
				return nil
			})
			if len(left) > 0 {
				t.Errorf("left %q", left)
			}
		})
	}
}

// With --all-or-nothing, a lossless conversion that fails leaves nothing:
// no files, and none of the folders it made (a folder that was there
// stays). (Without it each file of a folder stands on its own: see
// TestConvertEachFile.)
func TestConvertFailureLeavesNothing(t *testing.T) {
	tests := []struct {
		name string
		out  string   // --out, under the test's folder
		pre  []string // folders there before, under the test's folder
		want []string // every folder and file under the test's folder afterwards, but the input
	}{
		{name: "a new output folder", out: "out", want: nil},
		{name: "a new output folder, deep", out: "a/b/out", want: nil},
		{name: "an output folder that was there", out: "out", pre: []string{"out"}, want: []string{"out"}},
		{name: "an output folder that was there, with a subfolder", out: "out", pre: []string{"out/tree/2019"}, want: []string{"out", "out/tree", "out/tree/2019"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "in")
			tr := newConvertTree(t, in, 6, 100)
			// The last file the walk meets cannot be written in windows-1251.
			bad := filepath.Join(tr.root, "2019", "осень", "z.txt")
			os.WriteFile(bad, []byte("Пики ♠\n"), 0o644)
			for _, p := range tc.pre {
				os.MkdirAll(filepath.Join(dir, p), 0o755)
			}
			code, stdout, stderr := run(t, "convert", "--all-or-nothing", "--to", "windows-1251", "--out", filepath.Join(dir, tc.out), tr.root)
			if want := bad + ":1:6: U+2660 '♠' has no windows-1251 byte\n"; code != exitInput || stderr != want || stdout != "" {
				t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
			}
			var got []string
			filepath.WalkDir(dir, func(p string, d fs.DirEntry, _ error) error {
				rel, _ := filepath.Rel(dir, p)
				if p != dir && rel != "in" && !strings.HasPrefix(rel, "in"+string(filepath.Separator)) {
					got = append(got, filepath.ToSlash(rel))
				}
				return nil
			})
			if !slices.Equal(got, tc.want) {
				t.Errorf("left %q, want %q", got, tc.want)
			}
		})
	}
}

// In place, a file the conversion would not change is left as it is: the
// same file, no backup (so the same command run twice changes nothing the
// second time when the encoding is detected).
func TestConvertInPlaceUnchanged(t *testing.T) {
	tests := []struct {
		name string
		text []byte
	}{
		{name: "utf-8 already", text: []byte("Пики\n")},
		{name: "ascii", text: []byte("board,ns,ew\n1,2,3\n")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			src := filepath.Join(dir, "r.csv")
			os.WriteFile(src, tc.text, 0o644)
			before, _ := os.Stat(src)
			code, _, stderr := run(t, "convert", "--to", "utf-8", "--in-place", "--backup", ".orig", src)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			after, _ := os.Stat(src)
			if !os.SameFile(before, after) {
				t.Errorf("the file was replaced")
			}
			if _, err := os.Lstat(src + ".orig"); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("a backup was made (%v)", err)
			}
		})
	}
}

// A backup that is there already may be the only copy of an original: it
// is never replaced.
func TestConvertBackupTaken(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "r.csv")
	orig, _ := charmap.Windows1251.NewEncoder().Bytes([]byte("Пики\n"))
	os.WriteFile(src, orig, 0o644)
	os.WriteFile(src+".orig", []byte("the first original"), 0o644)
	code, _, stderr := run(t, "convert", "--from", "windows-1251", "--to", "utf-8", "--in-place", "--backup", ".orig", src)
	want := "protokol: " + src + ": the backup \"" + src + ".orig\" is there already; not replacing it (remove it, or choose another --backup) (see protokol --help)\n"
	if code != exitUsage || stderr != want {
		t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
	}
	if got, _ := os.ReadFile(src + ".orig"); string(got) != "the first original" {
		t.Errorf("the backup holds %q", got)
	}
	if got, _ := os.ReadFile(src); !bytes.Equal(got, orig) {
		t.Errorf("the file holds %q", got)
	}
}
