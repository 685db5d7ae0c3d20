package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/formats/pbn"
)

// results is the part of results.json the comparisons read.
type results struct {
	Boards []struct {
		Board   int `json:"board"`
		Results []struct {
			Section string   `json:"section"`
			NS      string   `json:"ns"`
			EW      string   `json:"ew"`
			PctNS   *float64 `json:"pct_ns"`
			ScoreNS *int     `json:"score_ns"`
		} `json:"results"`
	} `json:"boards"`
	Rankings []struct {
		Section   string `json:"section"`
		Direction string `json:"direction"`
		Rows      []struct {
			Rank    int      `json:"rank"`
			Tied    bool     `json:"tied"`
			Pair    string   `json:"pair"`
			Names   []string `json:"names"`
			Percent float64  `json:"percent"`
		} `json:"rows"`
	} `json:"rankings"`
}

func readResults(t *testing.T, dir string) results {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r results
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRuterAgrees scores real club sessions published by the Norwegian
// program Ruter from their raw table results, and compares every pair's
// percentage and place with the TotalScoreTable Ruter wrote into the same
// file: an independent implementation on real data.
func TestRuterAgrees(t *testing.T) {
	for _, name := range []string{"bridgekam_2015-10-08.pbn", "bridgekam_2016-03-10.pbn"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("..", "..", "testdata", "corpus", "ruter-norway", name)
			out := t.TempDir()
			if code, _, stderr := run(t, "score", "-q", "--format", "json", "--out", out, path); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			got := map[string]float64{}
			places := map[string]int{}
			for _, rk := range readResults(t, out).Rankings {
				for _, r := range rk.Rows {
					got[r.Pair], places[r.Pair] = r.Percent, r.Rank
				}
			}
			table := ruterTotals(t, name, path)
			cPair, cPct, cRank := table.Col("PairId"), table.Col("TotalPercentage"), table.Col("Rank")
			if len(table.Rows) != len(got) || len(got) == 0 {
				t.Fatalf("Ruter ranks %d pairs, we rank %d", len(table.Rows), len(got))
			}
			for _, row := range table.Rows {
				id := row[cPair].Text
				var want float64
				var wantRank int
				if err := json.Unmarshal([]byte(row[cPct].Text), &want); err != nil {
					t.Fatal(err)
				}
				if err := json.Unmarshal([]byte(row[cRank].Text), &wantRank); err != nil {
					t.Fatal(err)
				}
				if got[id] != want || places[id] != wantRank {
					t.Errorf("pair %s: %.2f%% place %d; Ruter %.2f%% place %d", id, got[id], places[id], want, wantRank)
				}
			}
		})
	}
}

// TestRuterPublished scores the Ruter files whose score cells hold "+0"
// or "Pen" with the award Ruter printed in the same row (its MP cells):
// each is warned about, marked on the traveller and the adjustments, and
// survives protokol's own PBN output read back. The totals are
// TestConventionRuter's.
func TestRuterPublished(t *testing.T) {
	tests := []struct {
		name  string
		warn  string
		lines []string // lines of results.txt that carry the mark
	}{
		{
			name: "spiren_2017-04-10.pbn",
			warn: `warning: spiren_2017-04-10.pbn:286:22: board 9: [ScoreTable] row 5: score cells "+0": Ruter's score of 0 for the table (MP 2/-2), scored as published by the file`,
			lines: []string{
				"    9  1 – 6    0 (as published by the file)  NS 6 MP, EW 2 MP",
				" 1   6  0 (assigned, as published by the file)                           0                6      2   75.00",
			},
		},
		{
			name: "spiren_2018-04-23.pbn",
			warn: `warning: spiren_2018-04-23.pbn:714:27: board 21: [ScoreTable] row 11: score cells "Pen": Ruter's correction beside the table's result, added to the pairs' totals: EW "14" 6.8 MP, scored as published by the file`,
			lines: []string{
				"    2    14  Else Heldre – Ludvig M. Kristoffersen       24  253.51 (+6.8)  432  58.68",
				"   21  1 – 14   PEN EW +6.8 MP (as published by the file)  EW +6.8 MP",
				" 1  14  6♠ [PEN EW +6.8 MP (as published by the file)]  N         +1          1460               14      4  77.78",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, tt.name)
			data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "ruter-norway", tt.name))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(in, data, 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out")
			code, _, stderr := run(t, "score", "--format", "txt,pbn", "--out", out, in)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if got := strings.ReplaceAll(strings.TrimSpace(stderr), dir+string(filepath.Separator), ""); !strings.Contains(got, tt.warn) {
				t.Errorf("stderr:\n%s\nwant the line\n%s", got, tt.warn)
			}
			txt, err := os.ReadFile(filepath.Join(out, "results.txt"))
			if err != nil {
				t.Fatal(err)
			}
			have := map[string]bool{}
			for _, l := range strings.Split(string(txt), "\n") {
				have[l] = true
			}
			for _, l := range tt.lines {
				if !have[l] {
					t.Errorf("results.txt has no line %q", l)
				}
			}
			back := filepath.Join(dir, "back")
			if code, _, stderr := run(t, "score", "-q", "--format", "txt", "--out", back, filepath.Join(out, "results.pbn")); code != 0 {
				t.Fatalf("our PBN read back: exit %d: %s", code, stderr)
			}
			again, err := os.ReadFile(filepath.Join(back, "results.txt"))
			if err != nil {
				t.Fatal(err)
			}
			rank := func(b []byte) string { // the rankings table: its heading to the blank line after it
				_, s, _ := strings.Cut(string(b), "\nPlace ")
				s, _, _ = strings.Cut(s, "\n\n")
				return s
			}
			if rank(txt) == "" {
				t.Fatalf("no rankings in results.txt")
			}
			if rank(again) != rank(txt) {
				t.Errorf("rankings read back differ:\n%s\nwant\n%s", rank(again), rank(txt))
			}
		})
	}
}

// ruterTotals is the TotalScoreTable that Ruter published in the PBN file
// at path (ISO-8859-1, as Ruter writes it).
func ruterTotals(t *testing.T, name, path string) *pbn.Table {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := charmap.ISO8859_1.NewDecoder().Bytes(raw)
	f, err := pbn.Parse(name, string(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range f.Games {
		if tag, ok := g.Get("TotalScoreTable"); ok && tag.Table != nil {
			return tag.Table
		}
	}
	t.Fatal("no TotalScoreTable")
	return nil
}
