package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats"
)

// TestInputLimits: an input beyond the limits of package formats (file
// size, line length, rows) is refused at once with exit code 3 and one
// short positioned line, by every command that reads it; a long value
// within the limits is quoted cut, so that stderr stays short (cron mail).
func TestInputLimits(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, parts ...string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Join(parts, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	big := filepath.Join(dir, "big.csv")
	if err := os.WriteFile(big, []byte("board,ns,ew,contract\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, formats.MaxFileBytes+1); err != nil { // sparse: nothing to write
		t.Fatal(err)
	}
	hdr := "board,ns,ew,contract,declarer,result\n"
	header20 := write("header20.csv", strings.Repeat("y", 20<<20), "\n1,1,2,3NT,N,9\n")
	field50 := write("field50.csv", hdr, "1,1,2,4S", strings.Repeat("x", 50<<20), ",N,10\n")
	field900 := write("field900.csv", hdr, "1,1,2,4S", strings.Repeat("x", 900<<10), ",N,10\n")
	var rows strings.Builder
	rows.WriteString(hdr)
	for range formats.MaxResults + 1 {
		rows.WriteString("1,1,2,3NT,N,9\n")
	}
	manyRows := write("rows.csv", rows.String())
	hands := filepath.Join("..", "..", "testdata", "corpus", "commongame-bridgecomposer", "260119HandRecord.pbn")
	const tooLong = "too large: a line of more than 1 MiB (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)"
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"a file over 64 MiB", []string{"check", big},
			big + ": too large: more than 64 MiB (the limit for one input file; want the files of one session)\n"},
		{"dd reads with the limit", []string{"dd", big},
			big + ": too large: more than 64 MiB (the limit for one input file; want the files of one session)\n"},
		{"detect reads with the limit", []string{"detect", big},
			big + ": too large: more than 64 MiB (the limit for one input file; want the files of one session)\n"},
		{"a 20 MB header", []string{"score", "--out", filepath.Join(dir, "out"), header20}, header20 + ":1:1048577: " + tooLong + "\n"},
		{"a 50 MB field", []string{"check", "-v", field50}, field50 + ":2:1048577: " + tooLong + "\n"},
		{"a 900 KB field is quoted cut", []string{"check", hands, field900},
			field900 + `:2:7: board 1, NS 1: contract "4Sxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"… (921602 bytes): unexpected "X" after "4SXX" (want a declarer N, E, S or W, or a result =, +n or -n)` + "\n"},
		{"more rows than the limit", []string{"check", hands, manyRows},
			manyRows + fmt.Sprintf(":%d:1: too large: more than %d data rows (the limit for one CSV file; want the results of one session)\n", formats.MaxResults+2, formats.MaxResults)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := run(t, tt.args...)
			if code != exitInput {
				t.Errorf("exit %d, want %d", code, exitInput)
			}
			if stderr != tt.stderr {
				t.Errorf("stderr (%d bytes)\n%.600s\nwant\n%s", len(stderr), stderr, tt.stderr)
			}
			if stdout != "" {
				t.Errorf("stdout %.200q", stdout)
			}
		})
	}
	t.Run("the verbose view of a long field", func(t *testing.T) {
		code, _, stderr := run(t, "check", "-v", hands, field900)
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		if code != exitInput || len(stderr) > 1024 || len(lines) < 3 || !strings.HasPrefix(lines[1], "    1,1,2,4Sxxx") || !strings.HasSuffix(lines[1], "x…") || lines[2] != "    "+strings.Repeat(" ", 6)+"^" {
			t.Errorf("exit %d, stderr (%d bytes):\n%.1200s", code, len(stderr), stderr)
		}
	})
}

// TestCRCRLF: hand records and Bridgemate tables whose lines end in CR CR
// LF (converted to CR LF twice) are read as the originals: every board and
// every result.
func TestCRCRLF(t *testing.T) {
	corpus := filepath.Join("..", "..", "testdata", "corpus")
	files := []string{
		filepath.Join(corpus, "commongame-bridgecomposer", "260119HandRecord.pbn"),
		filepath.Join(corpus, "travellers", "bridgemate-bws", "260119M.ReceivedData.csv"),
		filepath.Join(corpus, "travellers", "bridgemate-bws", "260119M.RoundData.csv"),
		filepath.Join(corpus, "travellers", "bridgemate-bws", "260119M.Section.csv"),
	}
	dir := t.TempDir()
	var converted []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lf := strings.ReplaceAll(string(data), "\r\n", "\n")
		p := filepath.Join(dir, filepath.Base(f))
		if err := os.WriteFile(p, []byte(strings.ReplaceAll(lf, "\n", "\r\r\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		converted = append(converted, p)
	}
	const want = "ok: 4 files: 27 boards (36 deals), 297 results, 1 section, 22 pairs; matchpoints (the default)\n"
	for _, set := range [][]string{files, converted} {
		code, stdout, stderr := run(t, append([]string{"check"}, set...)...)
		if code != exitOK || stdout != want || stderr != "" {
			t.Errorf("check %s: exit %d, stdout %q, want %q; stderr:\n%s", set[0], code, stdout, want, stderr)
		}
	}
}
