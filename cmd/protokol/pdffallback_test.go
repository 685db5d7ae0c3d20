package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPDFFallback scores the sample with names whose characters the PDF
// fonts lack (issue 15): every format is published, exit 0, the site and
// the JSON keep the names as given, the PDF prints them otherwise, and one
// warning names each case; -q prints nothing.
func TestPDFFallback(t *testing.T) {
	sample := "../../testdata/sample/"
	names, err := os.ReadFile(sample + "pairs.csv")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(names), "A,NS,1,Иванов Юрий,Agnieszka Dąbrowska", "A,NS,1,Nguyễn Thị Thủy,Jean\u2011Pierre Dupont", 1)
	text = strings.Replace(text, "A,EW,2,", "A,EW,2,דוד כהן,王伟 😀\nA,EW,99,", 1) // pair 99 never plays
	if text == string(names) || !strings.Contains(text, "A,EW,99,") {
		t.Fatal("the sample's names file changed: the test's replacements no longer apply")
	}
	file := filepath.Join(t.TempDir(), "pairs.csv")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	const warning = "warning: results.pdf: 2 texts have characters the Go fonts have no glyph for, printed otherwise: " +
		`pair NS 1's names "Nguyễn Thị Thủy – Jean` + "\u2011" + `Pierre Dupont" (and 28 other places): "ễ" as "e", "ị" as "i", "ủ" as "u", "` + "\u2011" + `" as "-"; ` +
		`pair EW 2's names "דוד כהן – 王伟 😀" (and 28 other places): "ד" as "�", "ו" as "�", "כ" as "�", "ה" as "�", "ן" as "�", "王" as "�", "伟" as "�", "😀" as "�"` + "\n"
	for _, tt := range []struct {
		name   string
		flags  []string
		stderr string
	}{
		{"warned", nil, warning},
		{"quiet", []string{"-q"}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "results")
			args := append([]string{"score"}, tt.flags...)
			args = append(args, "--names", file, "--out", out, sample+"hands.pbn", sample+"travellers.csv")
			code, stdout, stderr := run(t, args...)
			if code != 0 || (tt.flags == nil) != isSummary(stdout) || tt.flags != nil && stdout != "" || stderr != tt.stderr {
				t.Fatalf("exit %d, stdout %q, stderr\n%s\nwant\n%s", code, stdout, stderr, tt.stderr)
			}
			read := func(name string) []byte {
				t.Helper()
				data, err := os.ReadFile(filepath.Join(out, name))
				if err != nil {
					t.Fatal(err)
				}
				return data
			}
			for page, want := range map[string][]string{
				"index.html":       {"Nguyễn Thị Thủy", "Jean\u2011Pierre Dupont", "דוד כהן", "王伟 😀"},
				"pair-a-ns-1.html": {"Nguyễn Thị Thủy", "Jean\u2011Pierre Dupont"},
				"pair-a-ew-2.html": {"דוד כהן", "王伟 😀"},
			} {
				html := read(page)
				for _, n := range want {
					if !bytes.Contains(html, []byte(n)) {
						t.Errorf("%s has no %q", page, n)
					}
				}
			}
			var doc struct {
				Rankings []struct {
					Direction string `json:"direction"`
					Rows      []struct {
						Pair  string   `json:"pair"`
						Names []string `json:"names"`
					} `json:"rows"`
				} `json:"rankings"`
			}
			if err := json.Unmarshal(read("results.json"), &doc); err != nil {
				t.Fatal(err)
			}
			got := map[string][]string{}
			for _, rk := range doc.Rankings {
				for _, r := range rk.Rows {
					got[rk.Direction+" "+r.Pair] = r.Names
				}
			}
			for pair, want := range map[string][]string{
				"NS 1": {"Nguyễn Thị Thủy", "Jean\u2011Pierre Dupont"},
				"EW 2": {"דוד כהן", "王伟 😀"},
			} {
				if strings.Join(got[pair], "|") != strings.Join(want, "|") {
					t.Errorf("results.json: pair %s's names %q, want %q", pair, got[pair], want)
				}
			}
			pdf := read("results.pdf")
			if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
				t.Fatalf("results.pdf is not a PDF")
			}
			bin, err := exec.LookPath("pdftotext")
			if err != nil {
				if os.Getenv("PROTOKOL_REQUIRE_TOOLS") == "1" {
					t.Fatal("pdftotext not found (PROTOKOL_REQUIRE_TOOLS=1)")
				}
				t.Skip("pdftotext not found: install poppler-utils (Debian) to check the PDF's text")
			}
			extracted, err := exec.Command(bin, "-enc", "UTF-8", "-raw", filepath.Join(out, "results.pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"Nguyen Thi Thuy – Jean-Pierre Dupont", "\uFFFD\uFFFD\uFFFD \uFFFD\uFFFD\uFFFD – \uFFFD\uFFFD \uFFFD"} {
				if !bytes.Contains(extracted, []byte(want)) {
					t.Errorf("the PDF's text has no %q", want)
				}
			}
		})
	}
}
