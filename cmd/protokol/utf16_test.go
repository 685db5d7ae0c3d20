package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A session saved as UTF-16, as Windows writes it: travellers and names
// that Excel saved as "Unicode text" (UTF-16 LE with a byte-order mark, TAB
// separated, CR LF), and hand records in UTF-16 BE. They score to the same
// site, PDF and JSON, byte for byte, as the UTF-8 originals.
func TestUTF16Session(t *testing.T) {
	src := filepath.Join("testdata", "ru")
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	excel := func(csv, sep string) string { // Excel's "Unicode text": TAB separated, CR LF
		return strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(csv, "\r\n", "\n"), sep, "\t"), "\n", "\r\n")
	}
	dir := t.TempDir()
	for name, data := range map[string][]byte{
		"hands.pbn":      encodeAs(t, read("hands.pbn"), "utf-16be"),
		"travellers.txt": encodeAs(t, excel(read("travellers.csv"), ","), "utf-16le"),
		"pairs.txt":      encodeAs(t, excel(read("pairs.csv"), ";"), "utf-16le"),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	score := func(dir, travellers, pairs string) string {
		out := filepath.Join(t.TempDir(), "out")
		args := []string{"score", "-q", "--lang", "ru", "--out", out, "--names", filepath.Join(dir, pairs),
			filepath.Join(dir, "hands.pbn"), filepath.Join(dir, travellers)}
		if code, _, stderr := run(t, args...); code != 0 {
			t.Fatalf("%s: exit %d: %s", dir, code, stderr)
		}
		return out
	}
	want, got := score(src, "travellers.csv", "pairs.csv"), score(dir, "travellers.txt", "pairs.txt")
	entries, err := os.ReadDir(want)
	if err != nil || len(entries) == 0 {
		t.Fatalf("nothing scored: %v", err)
	}
	for _, e := range entries {
		a, _ := os.ReadFile(filepath.Join(want, e.Name()))
		b, err := os.ReadFile(filepath.Join(got, e.Name()))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs from the UTF-8 session's (%v)", e.Name(), err)
		}
	}
	code, stdout, stderr := run(t, "check", "-v", "--names", filepath.Join(dir, "pairs.txt"), filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "travellers.txt"))
	wantLines := filepath.Join(dir, "hands.pbn") + ": pbn, utf-16be (BOM, confidence 1.00)\n" +
		filepath.Join(dir, "travellers.txt") + ": travellers, utf-16le (BOM, confidence 1.00)\n" +
		filepath.Join(dir, "pairs.txt") + ": names, utf-16le (BOM, confidence 1.00)\n"
	if code != 0 || stderr != wantLines || stdout != "ok: 3 files: 27 boards (27 deals), 270 results, 1 section, 20 pairs; matchpoints (the default)\n" {
		t.Errorf("check -v: exit %d, stdout %q, stderr\n%s\nwant\n%s", code, stdout, stderr, wantLines)
	}
}

// UTF-16 in, every way: convert reads it (to UTF-8 and to a code page),
// refuses it as a target, and finds a bad one's problem where it is.
func TestConvertUTF16(t *testing.T) {
	text := "Сдача\tПара\r\n1\tИванов Пётр - Смирнова Анна\r\n"
	tests := []struct {
		name   string
		data   []byte
		args   []string // after convert, before the file
		code   int
		want   []byte // standard output
		stderr string // with FILE for the file's name
	}{
		{name: "utf-16le to utf-8", data: encodeAs(t, text, "utf-16le"), args: []string{"--to", "utf-8"}, want: []byte(text)},
		{name: "utf-16be to koi8-r", data: encodeAs(t, text, "utf-16be"), args: []string{"--to", "koi8-r"}, want: encodeAs(t, text, "koi8-r")},
		{name: "utf-16le to windows-1251, lf", data: encodeAs(t, text, "utf-16le"), args: []string{"--to", "cp1251", "--eol", "lf"},
			want: encodeAs(t, strings.ReplaceAll(text, "\r\n", "\n"), "windows-1251")},
		{name: "given, without a byte-order mark", data: encodeAs(t, text, "utf-16le")[2:], args: []string{"--from", "utf-16le", "--to", "utf-8"}, want: []byte(text)},
		{name: "without a byte-order mark, not given", data: encodeAs(t, text, "utf-16le")[2:], args: []string{"--to", "utf-8"}, code: exitInput,
			stderr: "FILE:1:12: binary data, not a text file (want a text file)\n"}, // the ninth control byte (Сдача is 21 04 34 04 ...)
		{name: "odd number of bytes", data: append(encodeAs(t, text, "utf-16le"), 'x'), args: []string{"--to", "utf-8"}, code: exitInput,
			stderr: "FILE:3:1: byte 0x78 alone at the end is not valid utf-16le (an odd number of bytes)\n"},
		{name: "lone surrogate", data: append(encodeAs(t, text+"Ёж", "utf-16be"), 0xD8, 0x3D, 0, 'x'), args: []string{"--to", "utf-8"}, code: exitInput,
			stderr: "FILE:3:3: lone surrogate 0xD83D is not valid utf-16be\n"},
		{name: "a character koi8-r lacks", data: encodeAs(t, "Пики\r\n4♠\r\n", "utf-16le"), args: []string{"--to", "koi8-r"}, code: exitInput,
			stderr: "FILE:2:2: U+2660 '♠' has no koi8-r byte\n"},
		{name: "not a target", data: encodeAs(t, text, "utf-16le"), args: []string{"--to", "utf-16"}, code: exitUsage,
			stderr: "protokol: --to utf-16: UTF-16 is read, not written (want one of cp1125, ibm866, iso-8859-2, iso-8859-5, koi8-r, koi8-u, utf-8, windows-1250, windows-1251, windows-1252, x-mac-cyrillic) (see protokol --help)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "r.txt")
			os.WriteFile(p, tc.data, 0o644)
			code, stdout, stderr := run(t, append(append([]string{"convert"}, tc.args...), p)...)
			if want := strings.ReplaceAll(tc.stderr, "FILE", p); code != tc.code || stderr != want {
				t.Errorf("exit %d, stderr %q, want %d, %q", code, stderr, tc.code, want)
			}
			if tc.code == 0 && stdout != string(tc.want) {
				t.Errorf("got %q, want %q", stdout, tc.want)
			}
		})
	}
}
