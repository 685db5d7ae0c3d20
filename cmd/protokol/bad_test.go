package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInput runs score on broken inputs: each gives one-line positioned
// messages on stderr, exit code 3, and no output folder at all.
func TestBadInput(t *testing.T) {
	bad := func(name string) string { return filepath.Join("testdata", "bad", name) }
	tests := []struct {
		name  string
		files []string
		want  []string // stderr lines
	}{
		{"missing file", []string{bad("nope.csv")},
			[]string{"testdata/bad/nope.csv: cannot read: no such file (want a readable file: a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"}},
		{"empty file", []string{bad("empty.pbn")},
			[]string{"testdata/bad/empty.pbn: empty file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"}},
		{"binary garbage", []string{bad("garbage.pbn")},
			[]string{"testdata/bad/garbage.pbn:1:5: binary data, not a text file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"}},
		{"truncated PBN", []string{bad("truncated.pbn")},
			[]string{`testdata/bad/truncated.pbn:20:7: board 2: value of [Deal] not closed before the end of the line (want a closing ")`}},
		{"contract 5Z", []string{bad("contract5z.csv")},
			[]string{`testdata/bad/contract5z.csv:2:7: board 1, NS 1: contract "5Z": unknown strain "Z" (want C, D, H, S or NT)`}},
		{"tricks 14", []string{bad("tricks14.csv")},
			[]string{`testdata/bad/tricks14.csv:2:12: board 1, NS 1: tricks "14": out of range 0..13`}},
		{"pair on both sides", []string{bad("bothsides.csv")},
			[]string{"testdata/bad/bothsides.csv:3:5: board 1, EW 1: pair 1 plays board 1 twice: line 2 as NS and line 3 as EW (want each pair once per board; this section is a Howell, where an id names one pair whatever its direction)"}},
		{"same pair twice", []string{bad("twice.csv")},
			[]string{"testdata/bad/twice.csv:3:3: board 1, NS 1: pair 1 plays board 1 twice: lines 2 and 3, both as NS (want each pair once per board)"}},
		{"required columns missing", []string{bad("nocolumns.csv")},
			[]string{
				"testdata/bad/nocolumns.csv:1:1: missing column ns (want a header such as PairNS, NS, N-S, Пара NS, СЮ, NZ)",
				"testdata/bad/nocolumns.csv:1:1: missing column ew (want a header such as PairEW, EW, E-W, Пара EW, ВЗ, OW, EO)",
			}},
		{"score disagrees with the contract, --strict", []string{"--strict", bad("wrongscore.csv")},
			[]string{
				"warning: testdata/bad/wrongscore.csv:3: board 1: the only result (NS 3 v EW 4, -50): nothing to compare it with (Law 78A): each side scores 50 % (Neuberg, factored to 2 results)",
				"testdata/bad/wrongscore.csv:2: board 1, NS 1 v EW 2: not scored: the input says +450 for NS, but 4S N 10 on a board with nobody vulnerable scores +420",
			}},
		{"a board beyond bridge.MaxBoard, in PBN and in CSV", []string{bad("board10000.pbn"), bad("board10000.csv")},
			[]string{
				`testdata/bad/board10000.pbn:3:8: game 1: [Board "10000"]: out of range 1..9999`,
				`testdata/bad/board10000.csv:2:1: NS 1: board "10000": out of range 1..9999`,
			}},
		{"problems in two files are all reported", []string{bad("empty.pbn"), bad("tricks14.csv")},
			[]string{
				"testdata/bad/empty.pbn: empty file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)",
				`testdata/bad/tricks14.csv:2:12: board 1, NS 1: tricks "14": out of range 0..13`,
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "results")
			code, stdout, stderr := run(t, append([]string{"score", "--out", out}, tt.files...)...)
			if code != exitInput {
				t.Errorf("exit %d, want %d", code, exitInput)
			}
			if got := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n"); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("stderr\n got %q\nwant %q", got, tt.want)
			}
			if stdout != "" {
				t.Errorf("stdout %q", stdout)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("the output folder was created")
			}
			// check says the same and exits 3 too.
			code, _, stderr2 := run(t, append([]string{"check"}, tt.files...)...)
			if code != exitInput || stderr2 != stderr {
				t.Errorf("check: exit %d, stderr %q", code, stderr2)
			}
		})
	}
}

func TestCheckOK(t *testing.T) {
	s := "../../testdata/sample/"
	code, stdout, stderr := run(t, "check", "--names", s+"pairs.csv", s+"hands.pbn", s+"travellers.csv")
	if code != 0 || stderr != "" || stdout != "ok: 3 files: 27 boards (27 deals), 270 results, 1 section, 20 pairs; matchpoints (the default)\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// A names file given with --names must be one.
func TestNamesRole(t *testing.T) {
	s := "../../testdata/sample/"
	code, _, stderr := run(t, "check", "--names", s+"travellers.csv", s+"hands.pbn")
	if code != exitInput || !strings.Contains(stderr, "names file: unknown file kind: the header is that of a travellers file (want pair, player1, player2)") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// A file name with a comma, given to a repeatable flag, is one file.
func TestCommaInFileName(t *testing.T) {
	dir := t.TempDir()
	s := "../../testdata/sample/"
	names, err := os.ReadFile(s + "pairs.csv")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "Pairs, Monday.csv")
	if err := os.WriteFile(p, names, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := run(t, "check", "--names", p, s+"hands.pbn", s+"travellers.csv")
	if code != 0 || stdout != "ok: 3 files: 27 boards (27 deals), 270 results, 1 section, 20 pairs; matchpoints (the default)\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
