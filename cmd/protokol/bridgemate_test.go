package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBridgemateAllTables scores each corpus session from every table of
// its Bridgemate database exported to CSV (protokol score hands.pbn
// X.*.csv): the tables protokol does not need are recognised and skipped
// (said with -v only), names come from PlayerNumbers and the event's name
// and date from Session. Without the PBN, HandRecord and HandEvaluation
// give the deals and double-dummy tables: LBC's results.json is then the
// same, byte for byte, as with the BridgeComposer hand record.
func TestBridgemateAllTables(t *testing.T) {
	corpus := filepath.Join("..", "..", "testdata", "corpus")
	for _, tt := range []struct{ name, hands, prefix, stderr string }{
		{"LBC-2026-01-26", "LBC-2026-01-26.pbn", "LBC-2026-01-26", ""},
		{"260119", "260119HandRecord.pbn", "260119M", `260119M.PlayerNumbers.csv:35:19: table 9, E, round 1: player "9015095" has no name, in PlayerNumbers or PlayerNames; left out of the pair's names`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tables, err := filepath.Glob(filepath.Join(corpus, "travellers", "bridgemate-bws", tt.prefix+".*.csv"))
			if err != nil || len(tables) != 14 {
				t.Fatalf("%d tables (%v), want 14", len(tables), err)
			}
			out := t.TempDir()
			args := append([]string{"score", "--out", out, "--format", "json,txt", "--dd", "file", filepath.Join(corpus, "commongame-bridgecomposer", tt.hands)}, tables...)
			code, stdout, stderr := run(t, args...)
			if code != 0 || !isSummary(stdout) || (tt.stderr == "") != (stderr == "") || !strings.Contains(stderr, tt.stderr) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit 0, nothing said but %q", code, stdout, stderr, tt.stderr)
			}
			for _, f := range []string{"results.json", "results.txt"} {
				data, err := os.ReadFile(filepath.Join(out, f))
				if err != nil {
					t.Fatal(err)
				}
				golden(t, filepath.Join("golden", tt.name+".all-tables."+f), data)
			}
			if tt.prefix != "LBC-2026-01-26" {
				return
			}
			alone := t.TempDir()
			code, _, stderr = run(t, append([]string{"score", "--out", alone, "--format", "json,txt", "--dd", "file"}, tables...)...)
			if code != 0 || stderr != "" {
				t.Fatalf("without the PBN: exit %d, stderr %q", code, stderr)
			}
			a, _ := os.ReadFile(filepath.Join(out, "results.json"))
			b, _ := os.ReadFile(filepath.Join(alone, "results.json"))
			if string(a) != string(b) {
				t.Errorf("results.json from the tables alone differs from the one with the PBN")
			}
		})
	}
}

// TestBridgemateVerbose: with -v each skipped table says so.
func TestBridgemateVerbose(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws")
	clients := filepath.Join(dir, "LBC-2026-01-26.Clients.csv")
	code, _, stderr := run(t, "check", "-v", filepath.Join(dir, "LBC-2026-01-26.ReceivedData.csv"), clients)
	want := clients + ": Bridgemate Clients table: not needed, skipped, utf-8"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, stderr %q; want exit 0 and %q", code, stderr, want)
	}
}

// TestBridgemateBWS scores each corpus session from the .bws itself and
// from mdb-export's CSV of all its tables: every published file (site,
// JSON, text) is the same, byte for byte; only the places in messages
// differ (a table's row instead of a CSV line).
func TestBridgemateBWS(t *testing.T) {
	corpus := filepath.Join("..", "..", "testdata", "corpus")
	dir := filepath.Join(corpus, "travellers", "bridgemate-bws")
	for _, tt := range []struct{ name, hands, warn string }{
		{"LBC-2026-01-26", "", ""},
		{"260119M", filepath.Join(corpus, "commongame-bridgecomposer", "260119HandRecord.pbn"),
			`260119M.bws: PlayerNumbers row 34, Name: table 9, E, round 1: player "9015095" has no name, in PlayerNumbers or PlayerNames; left out of the pair's names`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tables, _ := filepath.Glob(filepath.Join(dir, tt.name+".*.csv"))
			var outs [2]string
			for i, inputs := range [][]string{{filepath.Join(dir, tt.name+".bws")}, tables} {
				outs[i] = t.TempDir()
				args := []string{"score", "--out", outs[i], "--format", "html,json,txt"}
				if tt.hands != "" {
					args = append(args, tt.hands)
				}
				code, stdout, stderr := run(t, append(args, inputs...)...)
				if code != 0 || !isSummary(stdout) || (tt.warn == "") != (stderr == "") {
					t.Fatalf("%v: exit %d, stdout %q, stderr %q", inputs, code, stdout, stderr)
				}
				if i == 0 && !strings.Contains(stderr, tt.warn) {
					t.Errorf("stderr %q, want %q", stderr, tt.warn)
				}
			}
			files := 0 // --out is a link to the folder published last: walk what it points to
			err := filepath.WalkDir(outs[1]+string(filepath.Separator), func(path string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				rel, _ := filepath.Rel(outs[1]+string(filepath.Separator), path)
				want, _ := os.ReadFile(path)
				got, err := os.ReadFile(filepath.Join(outs[0], rel))
				if err != nil || string(got) != string(want) {
					t.Errorf("%s from the .bws differs from the one from the CSV exports (%v)", rel, err)
				}
				files++
				return nil
			})
			if err != nil || files < 20 {
				t.Errorf("%d files compared (%v)", files, err)
			}
		})
	}
}

// TestBridgemateAuction: a table's auction and play from BiddingData and
// PlayData show on its board page, folded in a row under its traveller row,
// and its contract links to them; in Russian too. The auction and the
// first three tricks of LBC board 1 at table 1 (4♠ by North) were written
// for the test from the deal: West wins the first trick with the ♥Q,
// South ruffs the second and wins the third with the ♠K.
func TestBridgemateAuction(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws")
	tables, _ := filepath.Glob(filepath.Join(dir, "LBC-2026-01-26.*.csv"))
	var inputs []string
	for _, f := range tables {
		if !strings.Contains(f, "BiddingData") && !strings.Contains(f, "PlayData") {
			inputs = append(inputs, f)
		}
	}
	inputs = append(inputs, filepath.Join("testdata", "auction", "LBC.BiddingData.csv"), filepath.Join("testdata", "auction", "LBC.PlayData.csv"))
	for _, tt := range []struct{ lang, golden string }{{"en", "board-1.en.html"}, {"ru", "board-1.ru.html"}} {
		t.Run(tt.lang, func(t *testing.T) {
			out := t.TempDir()
			code, _, stderr := run(t, append([]string{"score", "--out", out, "--format", "html", "--lang", tt.lang}, inputs...)...)
			if code != 0 || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			page, err := os.ReadFile(filepath.Join(out, "board-1.html"))
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("golden", "auction", tt.golden), page)
			other, _ := os.ReadFile(filepath.Join(out, "board-2.html"))
			if strings.Contains(string(other), `class="story"`) {
				t.Error("board 2, whose input has no auction, shows one")
			}
		})
	}
}

// TestBridgemateTaiwan scores the Taiwanese Bridgemate database (Jet 3;
// its RoundData rows written before the table's CustomBoards column, which
// the Jet reader once called damaged) from the .bws and from mdb-export's
// CSV of all its tables: the same published files, byte for byte. Its two
// rows with an empty contract and Remarks 40%-60% and 60%-60% (IDs 153 and
// 155, table 7, round 7) are the Bridgemate's arbitral scores: artificial
// scores of those percentages, shown as published by the file. Board 1
// has 12 results, so a top of 22: 40 % is 8.8 MP and 60 % 13.2 MP.
func TestBridgemateTaiwan(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws-tw")
	tables, _ := filepath.Glob(filepath.Join(dir, "12tables1section.*.csv"))
	if len(tables) != 13 {
		t.Fatalf("%d tables, want 13", len(tables))
	}
	var outs [2]string
	for i, inputs := range [][]string{{filepath.Join(dir, "12tables1section.bws")}, tables} {
		outs[i] = t.TempDir()
		code, stdout, stderr := run(t, append([]string{"score", "-q", "--out", outs[i], "--format", "html,json,txt", "--dd", "off"}, inputs...)...)
		if code != 0 || stdout != "" {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", inputs, code, stdout, stderr)
		}
	}
	files := 0
	err := filepath.WalkDir(outs[1]+string(filepath.Separator), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(outs[1]+string(filepath.Separator), path)
		want, _ := os.ReadFile(path)
		got, err := os.ReadFile(filepath.Join(outs[0], rel))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s from the .bws differs from the one from the CSV exports (%v)", rel, err)
		}
		files++
		return nil
	})
	if err != nil || files < 20 {
		t.Errorf("%d files compared (%v)", files, err)
	}
	data, err := os.ReadFile(filepath.Join(outs[0], "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	want := `"adjustments":[{"board":1,"section":"A","ns":"7","ew":"24","decision":{"text":"40%-60%","kind":"artificial"},"got_ns":8.8,"got_ew":13.2},` +
		`{"board":2,"section":"A","ns":"7","ew":"24","decision":{"text":"60%-60%","kind":"artificial"},"got_ns":13.2,"got_ew":13.2}]`
	if !strings.Contains(strings.Join(strings.Fields(string(data)), ""), want) {
		t.Errorf("results.json lacks %s", want)
	}
	txt, _ := os.ReadFile(filepath.Join(outs[0], "results.txt"))
	for _, line := range []string{"1  7 – 24   40%/60% (as published by the file)  NS 8.8 MP, EW 13.2 MP", "2  7 – 24   60%/60% (as published by the file)  NS 13.2 MP, EW 13.2 MP"} {
		if !strings.Contains(string(txt), line) {
			t.Errorf("results.txt lacks %q", line)
		}
	}
}

// TestBridgemateTruncated: a .bws cut short after its catalogue, so that
// ReceivedData's pages are beyond its end, is damaged, and said so with
// the page and the table; it was called "an Access database that is not
// Bridgemate's (no ReceivedData table)" (issue 27, item 12). check and
// score agree, exit 3.
func TestBridgemateTruncated(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.bws")
	if err := os.WriteFile(cut, data[:1_100_000], 0o644); err != nil {
		t.Fatal(err)
	}
	want := cut + `: page 49, row 0, table "ReceivedData": damaged: the usage map lists page 545, but page 545 is beyond the end of the file, which has 537 pages of 2048 bytes (cut short?)` + "\n"
	for _, args := range [][]string{{"check", cut}, {"score", "--out", filepath.Join(dir, "out"), cut}} {
		code, stdout, stderr := run(t, args...)
		if code != 3 || stdout != "" || stderr != want {
			t.Errorf("%s: exit %d, stdout %q, stderr\n%s\nwant exit 3 and\n%s", args[0], code, stdout, stderr, want)
		}
	}
}

// TestBridgemateControlCharacters: a control character in a .bws name
// reached the text and HTML pages raw (issue 27, item 12). The LBC
// database with the name "P02726 Tx" made "P02726\x01Tx" (in PlayerNumbers
// and PlayerNames) scores with the name "P02726 Tx" and a warning for
// each table; no page holds the control character.
func TestBridgemateControlCharacters(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bws := filepath.Join(dir, "club.bws")
	if err := os.WriteFile(bws, bytes.ReplaceAll(data, []byte("P02726 Tx"), []byte("P02726\x01Tx")), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	code, stdout, stderr := run(t, "score", "--dd", "off", "--format", "txt,html", "--out", out, bws)
	want := "warning: " + bws + `: PlayerNumbers row 1, Name: "P02726\x01Tx": character U+0001 replaced by a space (want printable text)` + "\n" +
		"warning: " + bws + `: PlayerNames row 2726, Name: "P02726\x01Tx": character U+0001 replaced by a space (want printable text)` + "\n"
	if code != 0 || !isSummary(stdout) || stderr != want {
		t.Fatalf("exit %d, stdout %q, stderr\n%s\nwant exit 0 and\n%s", code, stdout, stderr, want)
	}
	pages, _ := filepath.Glob(filepath.Join(out, "*.*"))
	for _, p := range pages {
		b, _ := os.ReadFile(p)
		if bytes.IndexByte(b, 1) >= 0 {
			t.Errorf("%s holds U+0001", p)
		}
	}
	txt, _ := os.ReadFile(filepath.Join(out, "results.txt"))
	if !strings.Contains(string(txt), "P02726 Tx") {
		t.Errorf("results.txt lacks the name P02726 Tx")
	}
}
