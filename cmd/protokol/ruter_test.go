package main

import (
	"encoding/json"
	"os"
	"path/filepath"
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
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			text, _ := charmap.ISO8859_1.NewDecoder().Bytes(raw)
			f, err := pbn.Parse(name, string(text))
			if err != nil {
				t.Fatal(err)
			}
			var table *pbn.Table
			for _, g := range f.Games {
				if tag, ok := g.Get("TotalScoreTable"); ok && tag.Table != nil {
					table = tag.Table
					break
				}
			}
			if table == nil {
				t.Fatal("no TotalScoreTable")
			}
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
