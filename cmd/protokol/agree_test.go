package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckScoreAgree: check and score agree on every input, exit code
// and what they print as problems and warnings, so that whatever score
// would fail on, check finds first. Inputs that hold no table result yet
// exit 5 for both with the same first line; inputs that hold nothing a
// session is made of exit 3 for both. A table not scored is a warning
// (exit 0), and with --strict the problem of both (exit 3).
func TestCheckScoreAgree(t *testing.T) {
	agree := func(name string) string { return filepath.Join("testdata", "agree", name) }
	sample := func(name string) string { return filepath.Join("..", "..", "testdata", "sample", name) }
	const first = "no results yet: nothing published\n"
	tests := []struct {
		name string
		args []string
		code int // -1: the same for both, whatever it is
		// what check's stdout starts with (for exit 0: "ok: "), and, for
		// exit 5, score's stdout, its first line; the problems or warnings
		// both print, when given
		stdout, stderr string
	}{
		{name: "the empty Bridgemate template", args: []string{agree("Default.bws")}, code: exitNoResult,
			stdout: first + agree("Default.bws") + ": Bridgemate database, no results yet\n"},
		{name: "a hand record alone", args: []string{sample("hands.pbn")}, code: exitNoResult,
			stdout: first + sample("hands.pbn") + ": 27 deals, no results yet\n"},
		{name: "a file of no deals and no results", args: []string{agree("nothing.pbn")}, code: exitInput,
			stderr: "session: no results: the inputs hold no deal and no movement either: nothing to score (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)\n"},
		{name: "an empty file", args: []string{filepath.Join("testdata", "bad", "empty.pbn")}, code: exitInput,
			stderr: "testdata/bad/empty.pbn: empty file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)\n"},
		{name: "a session", args: []string{"--names", sample("pairs.csv"), sample("hands.pbn"), sample("travellers.csv")}, code: exitOK,
			stdout: "ok: 3 files: 27 boards (27 deals), 270 results, 1 section, 20 pairs; matchpoints (the default)\n"},
		{name: "a table not scored", args: []string{filepath.Join("testdata", "bad", "wrongscore.csv")}, code: exitOK,
			stdout: "ok: 1 file: 1 board (0 deals), 2 results, 1 table not scored, 1 section, 2 pairs; matchpoints (the default)\n",
			stderr: "warning: testdata/bad/wrongscore.csv:3: board 1: the only result (NS 3 v EW 4, -50): nothing to compare it with (Law 78A): each side scores 50 % (Neuberg, factored to 2 results)\n" +
				"warning: 1 table not scored (shown as such; decide it with --adjust): board 1, NS 1 v EW 2 (testdata/bad/wrongscore.csv:2: the input says +450 for NS, but 4S N 10 on a board with nobody vulnerable scores +420)\n"},
		{name: "a table not scored, --strict", args: []string{"--strict", filepath.Join("testdata", "bad", "wrongscore.csv")}, code: exitInput,
			stderr: "warning: testdata/bad/wrongscore.csv:3: board 1: the only result (NS 3 v EW 4, -50): nothing to compare it with (Law 78A): each side scores 50 % (Neuberg, factored to 2 results)\n" +
				"testdata/bad/wrongscore.csv:2: board 1, NS 1 v EW 2: not scored: the input says +450 for NS, but 4S N 10 on a board with nobody vulnerable scores +420\n"},
		// Individuals from every reader that carries them (issue 29).
		{name: "an individual's CSV traveller", args: []string{filepath.Join("..", "..", "formats", "csvtrav", "testdata", "traveller_individual.csv")}, code: exitOK,
			stdout: "ok: 1 file: 4 boards (0 deals), 8 results, 1 section, 8 players; matchpoints (the default)\n"},
		{name: "an individual's PBN", args: []string{filepath.Join("..", "..", "formats", "pbn", "testdata", "individual", "scoretables.pbn")}, code: exitOK,
			stdout: "ok: 1 file: 4 boards (1 deal), 8 results, 1 section, 8 players; matchpoints (the input's [Scoring \"MP\"] at ../../formats/pbn/testdata/individual/scoretables.pbn:16:10)\n"},
		{name: "an individual's USEBIO", args: []string{filepath.Join("..", "..", "formats", "usebio", "testdata", "individual-example.xml")}, code: exitOK,
			stdout: "ok: 1 file: 22 boards (0 deals), 132 results, 1 section, 12 players; matchpoints (the input's EVENT_TYPE=\"INDIVIDUAL\" at ../../formats/usebio/testdata/individual-example.xml:13:5)\n"},
		{name: "an individual's Bridgemate tables", args: bridgemateIndividual(), code: exitOK,
			stdout: "ok: 6 files: 14 boards (0 deals), 28 results, 1 section, 8 players; matchpoints (the default)\n"},
		{name: "Ruter's +0 without a decision", args: []string{corpusFile("ruter-norway", "spiren2019_spiren1.pbn")}, code: exitOK},
		{name: "Ruter's +0 without a decision, --strict", args: []string{"--strict", corpusFile("ruter-norway", "spiren2019_spiren1.pbn")}, code: exitInput},
		// BBO tables whose play stops without a claim: refused by the LIN
		// reader as it stands, tables not scored once it follows issue
		// 27's rule; check and score agree either way.
		{name: "BBO tables whose play stops", args: []string{agree("20784108.lin"), agree("20784128.lin")}, code: -1},
		{name: "BBO tables whose play stops, --strict", args: []string{"--strict", agree("20784108.lin"), agree("20784128.lin")}, code: exitInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cCode, cOut, cErr := run(t, append([]string{"check"}, tt.args...)...)
			out := filepath.Join(t.TempDir(), "out")
			sCode, sOut, sErr := run(t, append([]string{"score", "--format", "json", "--out", out}, tt.args...)...)
			if cCode != sCode || tt.code >= 0 && cCode != tt.code {
				t.Fatalf("check exit %d, score exit %d, want %d\ncheck: %s%s\nscore: %s%s", cCode, sCode, tt.code, cOut, short(cErr), sOut, short(sErr))
			}
			if cErr != sErr || tt.stderr != "" && cErr != tt.stderr {
				t.Errorf("stderr\ncheck: %q\nscore: %q\nwant   %q", cErr, sErr, tt.stderr)
			}
			switch cCode {
			case exitOK:
				if !strings.HasPrefix(cOut, "ok: ") || tt.stdout != "" && cOut != tt.stdout || !strings.HasPrefix(sOut, "published ") {
					t.Errorf("check said %q (want %q), score %q", cOut, tt.stdout, sOut)
				}
			case exitNoResult:
				if cOut != tt.stdout || sOut != first {
					t.Errorf("check said %q\nwant     %q\nscore said %q", cOut, tt.stdout, sOut)
				}
			default:
				if cOut != "" || sOut != "" {
					t.Errorf("stdout: check %q, score %q", cOut, sOut)
				}
			}
			if _, err := os.Lstat(out); (err == nil) != (cCode == exitOK) {
				t.Errorf("exit %d, and the output folder: %v", cCode, err)
			}
		})
	}
}

// bridgemateIndividual are the CSV exports of the Bridgemate individual
// built for the reader's tests (formats/bridgemate/testdata/individual).
func bridgemateIndividual() []string {
	var out []string
	for _, t := range []string{"ReceivedData", "RoundData", "PlayerNumbers", "PlayerNames", "Section", "Session"} {
		out = append(out, filepath.Join("..", "..", "formats", "bridgemate", "testdata", "individual", "indiv."+t+".csv"))
	}
	return out
}
