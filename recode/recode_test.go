package recode

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
)

// recorder keeps what a run told, each line with the method that heard it.
type recorder struct{ lines []string }

func (r *recorder) Notice(line string)        { r.lines = append(r.lines, "notice: "+line) }
func (r *recorder) Change(line string)        { r.lines = append(r.lines, "change: "+line) }
func (r *recorder) Warn(line string)          { r.lines = append(r.lines, "warn: "+line) }
func (r *recorder) Problem(err *bridge.Error) { r.lines = append(r.lines, "problem: "+err.Error()) }

func enc(t *testing.T, name string) *charset.Encoding {
	t.Helper()
	e, err := charset.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// cp1251 is Russian text in Windows-1251, long enough to be detected.
func cp1251(t *testing.T) []byte {
	t.Helper()
	b, err := charmap.Windows1251.NewEncoder().Bytes([]byte(strings.Repeat("Иванов Пётр - Смирнова Анна; Ёлка, понедельник\r\n", 20)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func write(t *testing.T, files map[string][]byte) {
	t.Helper()
	for p, data := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A Config that cannot run is refused before anything is read or written,
// with an error that matches ErrUsage.
func TestRunRefusesConfig(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	write(t, map[string][]byte{filepath.Join(in, "a.txt"): []byte("abc\n"), filepath.Join(in, "b.txt"): []byte("abc\n")})
	out := filepath.Join(dir, "out")
	utf8 := enc(t, "utf-8")
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{name: "no files", cfg: Config{To: utf8}, want: "no files (want the files or folders to convert)"},
		{name: "no target", cfg: Config{Paths: []string{in}, Out: out}, want: "no target encoding (want one of " + strings.Join(charset.Names(), ", ") + ")"},
		{name: "UTF-16 target", cfg: Config{Paths: []string{in}, Out: out, To: enc(t, "utf-16le")}, want: "utf-16le: UTF-16 is read, not written (want one of " + strings.Join(charset.Names(), ", ") + ")"},
		{name: "in place and out", cfg: Config{Paths: []string{in}, To: utf8, InPlace: true, Out: out}, want: "--in-place and --out: choose one"},
		{name: "backup without in place", cfg: Config{Paths: []string{in}, To: utf8, Out: out, Backup: ".orig"}, want: "--backup works with --in-place only"},
		{name: "backup as a path", cfg: Config{Paths: []string{in}, To: utf8, InPlace: true, Backup: "../x"}, want: `--backup "../x": a suffix such as .orig, not a path`},
		{name: "a folder to the writer", cfg: Config{Paths: []string{in}, To: utf8}, want: in + " is a folder: give --out DIR or --in-place"},
		{name: "two files to the writer", cfg: Config{Paths: []string{filepath.Join(in, "a.txt"), filepath.Join(in, "b.txt")}, To: utf8}, want: "2 files: give --out DIR or --in-place (standard output takes one file)"},
		{name: "into its own folder", cfg: Config{Paths: []string{filepath.Join(in, "a.txt")}, To: utf8, Out: in}, want: filepath.Join(in, "a.txt") + " would overwrite itself: use --in-place, or another --out"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout bytes.Buffer
			rep := &recorder{}
			_, err := Run(context.Background(), tc.cfg, &stdout, rep)
			if !errors.Is(err, ErrUsage) || err.Error() != tc.want {
				t.Errorf("error %v (usage %v), want %q", err, errors.Is(err, ErrUsage), tc.want)
			}
			if stdout.Len() > 0 || len(rep.lines) > 0 {
				t.Errorf("wrote %q, told %q", stdout.String(), rep.lines)
			}
			if _, err := os.Lstat(out); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("made %s (%v)", out, err)
			}
		})
	}
}

// A folder into Out: each file on its own. The Reporter hears each line
// through its method, Quiet leaves only the problems, a nil Reporter is
// silent, and the Summary counts every file whatever is told.
func TestRunEachFile(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	write(t, map[string][]byte{
		filepath.Join(in, "a.txt"):    cp1251(t),
		filepath.Join(in, "b.txt"):    []byte("Пики ♠\n"),
		filepath.Join(in, "c.txt"):    []byte("ascii\n"),
		filepath.Join(in, "logo.png"): []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
	})
	link := filepath.Join(in, "link.txt")
	if err := os.Symlink("a.txt", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	wantSum := Summary{Files: 5, Converted: map[string]int{"windows-1251": 1}, Unchanged: 1, Failed: 1, Binary: 1, Links: 1}
	problem := "problem: " + filepath.Join(in, "b.txt") + ":1:6: U+2660 '♠' has no koi8-r byte"
	tests := []struct {
		name  string
		quiet bool
		rep   bool // a recorder, or nil
		want  func(out string) []string
	}{
		{name: "every line", rep: true, want: func(out string) []string {
			return []string{
				"notice: " + link + ": skipped: a symbolic link (give it by name to convert the file it points to)",
				problem,
				"notice: " + filepath.Join(in, "logo.png") + ": skipped: binary data, not a text file",
				"notice: wrote 2 of 5 files into " + out + ": 1 converted (1 windows-1251), 1 unchanged; 1 failed, 1 skipped as binary, 1 link skipped",
			}
		}},
		{name: "quiet", quiet: true, rep: true, want: func(string) []string { return []string{problem} }},
		{name: "nil reporter"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			var rep Reporter
			rec := &recorder{}
			if tc.rep {
				rep = rec
			}
			cfg := Config{Paths: []string{in}, To: enc(t, "koi8-r"), Out: out, Quiet: tc.quiet}
			sum, err := Run(context.Background(), cfg, nil, rep)
			if !errors.Is(err, ErrFailed) || err.Error() != "files refused or failed: 0 refused, 1 failed" {
				t.Errorf("error %v, want ErrFailed", err)
			}
			if !reflect.DeepEqual(sum, wantSum) {
				t.Errorf("summary %+v, want %+v", sum, wantSum)
			}
			var want []string
			if tc.want != nil {
				want = tc.want(out)
			}
			if !slices.Equal(rec.lines, want) {
				t.Errorf("told\n%s\nwant\n%s", strings.Join(rec.lines, "\n"), strings.Join(want, "\n"))
			}
			for name, ok := range map[string]bool{"a.txt": true, "b.txt": false, "c.txt": true, "logo.png": false, "link.txt": false} {
				if _, err := os.Lstat(filepath.Join(out, "in", name)); (err == nil) != ok {
					t.Errorf("%s written: %v, want %v", name, err == nil, ok)
				}
			}
		})
	}
}

// The other ways a run goes: all or nothing into Out, in place, and one
// file to the writer; each with its Summary and what the Reporter hears
// (Verbose tells the encoding of each file, Lossy each change).
func TestRunSummary(t *testing.T) {
	tests := []struct {
		name   string
		cfg    func(in string) Config
		sum    Summary
		told   func(in string) []string
		stdout string
	}{
		{
			name: "all or nothing into out, verbose",
			cfg: func(in string) Config {
				return Config{Paths: []string{in}, Out: filepath.Join(in, "..", "out"), AllOrNothing: true, Verbose: true}
			},
			sum: Summary{Files: 2, Converted: map[string]int{"windows-1251": 1}, Unchanged: 1},
			told: func(in string) []string {
				return []string{"notice: " + filepath.Join(in, "a.txt") + ": windows-1251 -> utf-8", "notice: " + filepath.Join(in, "c.txt") + ": utf-8 -> utf-8"}
			},
		},
		{
			name: "in place, quiet",
			cfg: func(in string) Config {
				return Config{Paths: []string{in}, InPlace: true, Backup: ".orig", Quiet: true}
			},
			sum: Summary{Files: 2, Converted: map[string]int{"windows-1251": 1}, Unchanged: 1},
		},
		{
			name: "one file to the writer, lossy",
			cfg: func(in string) Config {
				return Config{Paths: []string{filepath.Join(in, "c.txt")}, To: enc(t, "windows-1251"), From: enc(t, "utf-8"), Options: charset.Options{Lossy: true}}
			},
			sum: Summary{Files: 1, Converted: map[string]int{"utf-8": 1}},
			told: func(in string) []string {
				return []string{"change: " + filepath.Join(in, "c.txt") + `:1:7: U+2660 "♠" replaced by "S"`}
			},
			stdout: "ascii S\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := filepath.Join(t.TempDir(), "in")
			c := []byte("ascii\n")
			if strings.Contains(tc.name, "lossy") {
				c = []byte("ascii ♠\n")
			}
			write(t, map[string][]byte{filepath.Join(in, "a.txt"): cp1251(t), filepath.Join(in, "c.txt"): c})
			cfg := tc.cfg(in)
			if cfg.To == nil {
				cfg.To = enc(t, "utf-8")
			}
			var stdout bytes.Buffer
			rec := &recorder{}
			sum, err := Run(context.Background(), cfg, &stdout, rec)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(sum, tc.sum) {
				t.Errorf("summary %+v, want %+v", sum, tc.sum)
			}
			var want []string
			if tc.told != nil {
				want = tc.told(in)
			}
			if !slices.Equal(rec.lines, want) {
				t.Errorf("told %q, want %q", rec.lines, want)
			}
			if stdout.String() != tc.stdout {
				t.Errorf("wrote %q, want %q", stdout.String(), tc.stdout)
			}
		})
	}
}

// A run in place killed after it replaced a file (TestHookKill) is undone by
// the next run, which warns through the Reporter and converts every file
// once.
func TestRunUndoesKilledRun(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in")
	orig := cp1251(t)
	var files []string
	for i := range 3 {
		p := filepath.Join(in, fmt.Sprintf("f%d.txt", i))
		files = append(files, p)
		write(t, map[string][]byte{p: orig})
	}
	cfg := Config{Paths: []string{in}, From: enc(t, "windows-1251"), To: enc(t, "utf-8"), InPlace: true}
	TestHookKill = func(point string) bool { return point == "replaced 2" }
	_, err := Run(context.Background(), cfg, nil, nil)
	TestHookKill = nil
	if !errors.Is(err, errKilled) {
		t.Fatalf("error %v, want the kill", err)
	}
	rec := &recorder{}
	sum, err := Run(context.Background(), cfg, nil, rec)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{fmt.Sprintf("warn: %s: undid an interrupted run of protokol convert --in-place (pid %d): 2 files are back as they were", in, os.Getpid())}
	if !slices.Equal(rec.lines, want) {
		t.Errorf("told %q, want %q", rec.lines, want)
	}
	if want := (Summary{Files: 3, Converted: map[string]int{"windows-1251": 3}}); !reflect.DeepEqual(sum, want) {
		t.Errorf("summary %+v, want %+v", sum, want)
	}
	conv, _ := charmap.Windows1251.NewDecoder().Bytes(orig)
	for _, p := range files {
		if got, _ := os.ReadFile(p); !bytes.Equal(got, conv) {
			t.Errorf("%s is not converted once", p)
		}
	}
	entries, _ := os.ReadDir(in)
	if len(entries) != len(files) {
		t.Errorf("%d entries left in the folder, want %d", len(entries), len(files))
	}
}

// helpKOI8R is a help file in KOI8-R as Midnight Commander wrote them
// (doc/ru/xnc.hlp, faithfully reduced, with text of our own): nodes start
// with 0x04, links are 0x01 text 0x02 target 0x03, 0x05 and 0x06 switch
// to line drawing, 0x08 and 0x0B to and from bold.
func helpKOI8R(t *testing.T) []byte {
	t.Helper()
	b, err := charmap.KOI8R.NewEncoder().Bytes([]byte("\x04[Contents]\nРазделы подсказки:\n\n" +
		"  \x01Как читать протокол\x02Protocol\x03\n  \x01Перемещение пар\x02Movement\x03\n" +
		"\x04[Protocol]\nКак читать протокол\n\n \x05lqqqqqqqqk\x06\n \x05x\x06 \x08Итоги\x0B  \x05x\x06\n \x05mqqqqqqqqj\x06\n\n" +
		strings.Repeat("В первой колонке стоит место пары, во второй её номер, в третьей фамилии игроков.\n", 4) +
		"О переходах пар от стола к столу рассказано в разделе \x01Перемещение пар\x02Movement\x03.\n"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A help file's control characters are its content: it is converted with
// them, as iconv does, told by a notice and in the summary; a file with
// NUL bytes is still binary, skipped.
func TestRunHelpFileWithControls(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	help := helpKOI8R(t)
	write(t, map[string][]byte{
		filepath.Join(in, "mc.hlp"):   help,
		filepath.Join(in, "logo.png"): []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
	})
	out := filepath.Join(dir, "out")
	rec := &recorder{}
	sum, err := Run(context.Background(), Config{Paths: []string{in}, To: enc(t, "utf-8"), Out: out}, nil, rec)
	if err != nil {
		t.Fatal(err)
	}
	want := Summary{Files: 2, Converted: map[string]int{"koi8-r": 1}, Binary: 1, Controls: 1}
	if !reflect.DeepEqual(sum, want) {
		t.Errorf("summary %+v, want %+v", sum, want)
	}
	told := []string{
		"notice: " + filepath.Join(in, "logo.png") + ": skipped: binary data, not a text file",
		"notice: " + filepath.Join(in, "mc.hlp") + ": read as text with 21 control characters (0x01-0x06, 0x08, 0x0B), kept as they are",
		"notice: wrote 1 of 2 files into " + out + ": 1 converted (1 koi8-r), 1 with control characters kept; 1 skipped as binary",
	}
	if !slices.Equal(rec.lines, told) {
		t.Errorf("told\n%s\nwant\n%s", strings.Join(rec.lines, "\n"), strings.Join(told, "\n"))
	}
	got, err := os.ReadFile(filepath.Join(out, "in", "mc.hlp"))
	wantText, _ := charmap.KOI8R.NewDecoder().Bytes(help)
	if err != nil || !bytes.Equal(got, wantText) {
		t.Errorf("converted %q (%v), want %q", got, err, wantText)
	}
}
