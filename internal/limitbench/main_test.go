package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/job"
)

// TestSameBytes holds limitbench to protokol score --format json: the same
// results.json, byte for byte, for generated fields (one section as
// scripts/peer-bench.sh times, and several, with pass-outs and tied
// pairs).
func TestSameBytes(t *testing.T) {
	for _, c := range []struct {
		name string
		cfg  gen.Config
	}{
		{"peer-bench", gen.Config{Seed: 7, Tables: 30, Boards: 30, Movement: gen.Mitchell, PassRate: 0.03, Cyrillic: true}},
		{"sections", gen.Config{Seed: 3, Sections: 3, Tables: 5, Boards: 12, Movement: gen.Mitchell, PassRate: 0.2}},
		{"one table", gen.Config{Seed: 1, Tables: 2, Boards: 4, Movement: gen.Mitchell}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			trav := filepath.Join(dir, "travellers.csv")
			f, err := os.Create(trav)
			if err != nil {
				t.Fatal(err)
			}
			if err := gen.Generate(c.cfg).WriteTravellersCSV(f); err != nil {
				t.Fatal(err)
			}
			f.Close()
			cfg, err := config.Resolve(config.Layer{
				"dd":     {Name: "dd", Text: []string{"off"}, Flag: true},
				"format": {Name: "format", Text: []string{"json"}, Flag: true},
				"out":    {Name: "out", Text: []string{filepath.Join(dir, "out")}, Flag: true},
			})
			if err != nil {
				t.Fatal(err)
			}
			cfg.Files = []string{trav}
			if _, err := job.Score(context.Background(), cfg, nil); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(dir, "out", "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "limit.json")
			if err := run(trav, out); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				i := 0
				for i < len(got) && i < len(want) && got[i] == want[i] {
					i++
				}
				t.Errorf("limitbench and protokol differ at byte %d:\n got %q\nwant %q", i, got[max(0, i-80):min(len(got), i+80)], want[max(0, i-80):min(len(want), i+80)])
			}
		})
	}
}

// TestContractScore checks a few scores of Law 77.
func TestContractScore(t *testing.T) {
	for _, c := range []struct {
		level, strain, dbl, tricks int
		vul                        bool
		want                       int
	}{
		{4, 3, 0, 10, false, 420},
		{3, 4, 0, 10, true, 630},
		{1, 0, 0, 7, false, 70},
		{2, 1, 1, 8, false, 180},
		{7, 4, 2, 13, true, 2980},
		{4, 2, 1, 6, false, -800},
		{4, 2, 1, 6, true, -1100},
		{3, 4, 2, 5, false, -1600},
		{6, 0, 0, 12, false, 920},
		{1, 4, 0, 13, false, 270},
		{2, 3, 1, 9, true, 870},
	} {
		if got := contractScore(c.level, c.strain, c.dbl, c.tricks, c.vul); got != c.want {
			t.Errorf("%d%d x%d %d tricks vul %v: %d, want %d", c.level, c.strain, c.dbl, c.tricks, c.vul, got, c.want)
		}
	}
}
