package main

import (
	"bytes"
	"os"
	"path/filepath"
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
