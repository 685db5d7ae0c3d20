package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
)

// TestLegacyEncodedSessions re-encodes a Russian session (hand records,
// travellers and names) in Windows-1251, KOI8-R and CP866, without any
// charset label, and checks that scoring the re-encoded files gives the
// same site, PDF and JSON, byte for byte, as the UTF-8 originals: the
// encoding is found from the bytes and every name comes out right.
func TestLegacyEncodedSessions(t *testing.T) {
	src := filepath.Join("testdata", "ru")
	names := []string{"hands.pbn", "travellers.csv", "pairs.csv"}
	score := func(dir string) string {
		out := filepath.Join(t.TempDir(), "out")
		args := []string{"score", "-q", "--lang", "ru", "--out", out, "--names", filepath.Join(dir, "pairs.csv"),
			filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "travellers.csv")}
		if code, _, stderr := run(t, args...); code != 0 {
			t.Fatalf("%s: exit %d: %s", dir, code, stderr)
		}
		return out
	}
	want := score(src)
	json, err := os.ReadFile(filepath.Join(want, "results.json"))
	if err != nil || !bytes.Contains(json, []byte("Щукина Ёлка")) || !bytes.Contains(json, []byte(`Парный турнир клуба \"Пиковая дама\"`)) {
		t.Fatalf("the UTF-8 session lacks its names: %v", err)
	}
	for _, tt := range []struct {
		name string
		enc  encoding.Encoding
	}{{"windows-1251", charmap.Windows1251}, {"koi8-r", charmap.KOI8R}, {"ibm866", charmap.CodePage866}} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, n := range names {
				data, err := os.ReadFile(filepath.Join(src, n))
				if err != nil {
					t.Fatal(err)
				}
				enc, err := tt.enc.NewEncoder().Bytes(data)
				if err != nil {
					t.Fatalf("%s: %v", n, err)
				}
				if err := os.WriteFile(filepath.Join(dir, n), enc, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			// -v says which encoding each file was read in (the travellers
			// are plain ASCII, the same in every encoding).
			code, _, stderr := run(t, "check", "-v", "--names", filepath.Join(dir, "pairs.csv"), filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "travellers.csv"))
			if code != 0 || strings.Count(stderr, ", "+tt.name+" (statistics") != 2 || !strings.Contains(stderr, "travellers.csv: travellers, utf-8 (ascii") {
				t.Errorf("check -v: exit %d\n%s", code, stderr)
			}
			got := score(dir)
			entries, err := os.ReadDir(want)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				a, _ := os.ReadFile(filepath.Join(want, e.Name()))
				b, err := os.ReadFile(filepath.Join(got, e.Name()))
				if err != nil || !bytes.Equal(a, b) {
					t.Errorf("%s differs from the UTF-8 session's (%v)", e.Name(), err)
				}
			}
		})
	}
}

// --charset writes the site and the text report in a legacy charset: the
// meta tag says so, the text has suit letters, and JSON stays UTF-8.
func TestOutputCharset(t *testing.T) {
	src := filepath.Join("testdata", "ru")
	out := t.TempDir()
	code, _, stderr := run(t, "score", "--lang", "ru", "--charset", "windows-1251", "--format", "html,txt,json", "--out", out,
		"--names", filepath.Join(src, "pairs.csv"), filepath.Join(src, "hands.pbn"), filepath.Join(src, "travellers.csv"))
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d: %q", code, stderr)
	}
	page, _ := os.ReadFile(filepath.Join(out, "board-1.html"))
	if !bytes.Contains(page, []byte(`<meta charset="windows-1251">`)) || !bytes.Contains(page, []byte("&#9824;")) {
		t.Errorf("board-1.html: no windows-1251 meta tag or no &#9824; for ♠")
	}
	dec, err := charmap.Windows1251.NewDecoder().Bytes(page)
	if err != nil || !strings.Contains(string(dec), "Сдача 1") {
		t.Errorf("board-1.html does not read as windows-1251: %v", err)
	}
	txt, _ := os.ReadFile(filepath.Join(out, "results.txt"))
	dec, _ = charmap.Windows1251.NewDecoder().Bytes(txt)
	if !strings.Contains(string(dec), "Щукина Ёлка") || !strings.Contains(string(dec), "S 10 9 7 4 3") {
		t.Errorf("results.txt in windows-1251 lacks names or suit letters:\n%.600s", dec)
	}
	json, _ := os.ReadFile(filepath.Join(out, "results.json"))
	if !bytes.Contains(json, []byte("Щукина Ёлка")) {
		t.Errorf("results.json is not UTF-8")
	}
	if code, _, _ := run(t, "score", "--charset", "ibm866", "x.pbn"); code != exitUsage {
		t.Errorf("--charset ibm866: exit %d, want a usage error", code)
	}
}
