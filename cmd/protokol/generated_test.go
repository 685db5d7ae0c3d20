package main

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// TestGeneratedSessionsEndToEnd writes generated sessions as PBN and CSV
// files, scores them with the command line and compares results.json with
// the independent oracle: every score, matchpoint (6 decimals), percentage
// (2 decimals), place and tie.
func TestGeneratedSessionsEndToEnd(t *testing.T) {
	for _, c := range []gen.Config{
		{Seed: 11, Tables: 5, Boards: 20, Movement: gen.Mitchell},
		{Seed: 12, Tables: 8, Boards: 24, Movement: gen.Howell, MissingRate: 0.04, NotPlayedRate: 0.02, Cyrillic: true},
		{Seed: 13, Sections: 2, Tables: 12, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.02, NotPlayedRate: 0.02, PassRate: 0.05, Cyrillic: true},
		{Seed: 14, Tables: 60, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.01},
	} {
		for _, acbl := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s %dx%d seed %d acbl %v", c.Movement, max(c.Sections, 1), c.Tables, c.Seed, acbl), func(t *testing.T) {
				g := gen.Generate(c)
				dir := t.TempDir()
				files := map[string]func(*os.File) error{
					"hands.pbn": func(f *os.File) error { return g.WritePBN(f) }, "trav.csv": func(f *os.File) error { return g.WriteTravellersCSV(f) },
					"names.csv": func(f *os.File) error { return g.WriteNamesCSV(f) },
				}
				for name, write := range files {
					f, err := os.Create(filepath.Join(dir, name))
					if err != nil {
						t.Fatal(err)
					}
					if err := write(f); err != nil {
						t.Fatal(err)
					}
					f.Close()
				}
				args := []string{"score", "-q", "--format", "json", "--out", filepath.Join(dir, "out"),
					"--names", filepath.Join(dir, "names.csv"), filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "trav.csv")}
				if acbl {
					args = append(args, "--scoring", "acbl")
				}
				if code, _, stderr := run(t, args...); code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				res := readResults(t, filepath.Join(dir, "out"))
				perResult, standings := oracle.Score(g.Results(), oracle.Options{ACBL: acbl, Target: g.Scheduled(), Mitchell: c.Movement == gen.Mitchell})

				type key struct {
					sec    string
					board  int
					ns, ew string
				}
				pct := map[key]float64{}
				score := map[key]int{}
				for _, b := range res.Boards {
					for _, r := range b.Results {
						if r.PctNS != nil {
							pct[key{r.Section, b.Board, r.NS, r.EW}] = *r.PctNS
							score[key{r.Section, b.Board, r.NS, r.EW}] = *r.ScoreNS
						}
					}
				}
				if len(pct) != len(perResult) {
					t.Fatalf("%d results in JSON, oracle %d", len(pct), len(perResult))
				}
				for i, r := range g.Results() {
					k := key{r.Section, r.Board, r.NS, r.EW}
					if score[k] != r.ScoreNS || !sameFloat(pct[k], perResult[i].PctNS) {
						t.Errorf("section %s board %d NS %s: score %d pct %v; oracle %d %s", r.Section, r.Board, r.NS, score[k], pct[k], r.ScoreNS, oracle.Round2(perResult[i].PctNS))
					}
				}
				got := map[string]float64{}
				rank := map[string]string{}
				for _, rk := range res.Rankings {
					for _, row := range rk.Rows {
						k := rk.Section + " " + rk.Direction + " " + row.Pair
						got[k] = row.Percent
						rank[k] = strconv.Itoa(row.Rank) + strconv.FormatBool(row.Tied)
					}
				}
				for _, o := range standings {
					k := o.Section + " " + o.Direction + " " + o.Pair
					if !sameFloat(got[k], o.Pct) || rank[k] != strconv.Itoa(o.Rank)+strconv.FormatBool(o.Tied) {
						t.Errorf("pair %s: %v%% %s; oracle %s %d %v", k, got[k], rank[k], oracle.Round2(o.Pct), o.Rank, o.Tied)
					}
				}
			})
		}
	}
}

// sameFloat compares a JSON percentage with the oracle's exact value
// rounded to 2 decimals.
func sameFloat(f float64, r *big.Rat) bool {
	want, _ := strconv.ParseFloat(oracle.Round2(r), 64)
	return f == want
}
