package batch

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// BenchmarkSeason200 is what a season's series add to a batch run of a
// 200-session season (four years of weekly sessions, 24 players and two
// guests, matched through the register): reading the register and the
// definitions, matching every player, computing every table of the four
// presets (42 tables: four years of months and quarters, the cup and the
// ladder over 200 sessions) and laying them out; then, unchanged since
// the run before, finding that by each table's stamp, or, all made,
// rendering every file (pages, PDF, JSON, CSV) and publishing them. The
// sessions are scored once, before the timer.
func BenchmarkSeason200(b *testing.B) {
	dir := b.TempDir()
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 30, Sessions: 200})
	a, err := s.WriteArchive(filepath.Join(dir, "archive"), 4)
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range []string{"moscow-summer-cup", "polish-monthly", "pianola-average", "bridgewebs-leaderboard"} {
		if err := os.WriteFile(filepath.Join(a.Dir, "series-"+p+".toml"), []byte("preset = \""+p+"\"\n"), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	cfg := Config{Out: filepath.Join(dir, "site"), Args: []string{a.Dir}, Jobs: 2, Lang: "en",
		Flags: config.Layer{"format": {Name: "format", Text: []string{"json"}}, "dd": {Name: "dd", Text: []string{"off"}}}}
	start := time.Now()
	if _, err := Run(context.Background(), cfg, nil); err != nil {
		b.Fatal(err)
	}
	first := time.Since(start)
	start = time.Now()
	res, err := Run(context.Background(), cfg, nil) // every session unchanged
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("the batch run: %v the first time, %v unchanged (series included)", first.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	if len(res.Outcomes) != 200 || len(res.Series) < 40 {
		b.Fatalf("%d sessions, %d tables", len(res.Outcomes), len(res.Series))
	}
	b.Run("unchanged", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			seasonAgain(b, cfg, res.Outcomes, true)
		}
	})
	// Cron's case: a session added to the season (and taken away again,
	// every other time), so that the tables that take it are made and
	// published again (the cup, the ladder, the session's month and
	// quarter), the others found unchanged.
	b.Run("a session added", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			outcomes := res.Outcomes
			if i%2 == 0 {
				outcomes = outcomes[:len(outcomes)-1]
			}
			outs, _, _ := batchSeries(context.Background(), cfg, SeriesFolder, outcomes, nil, nil)
			made := 0
			for _, o := range outs {
				if o.Err != nil {
					b.Fatal(o.Err)
				}
				if !o.Unchanged {
					made++
				}
			}
			if made != 4 {
				b.Fatalf("%d tables made, want 4", made)
			}
		}
	})
	// The worst case: every table made and published anew (the language
	// changes every time, as a new version of the program would).
	b.Run("all made", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			c := cfg
			c.Lang = []string{"ru", "en"}[i%2]
			seasonAgain(b, c, res.Outcomes, false)
		}
	})
}

func seasonAgain(b *testing.B, cfg Config, outcomes []Outcome, unchanged bool) {
	outs, _, _ := batchSeries(context.Background(), cfg, SeriesFolder, outcomes, nil, nil)
	for _, o := range outs {
		if o.Err != nil || o.Unchanged != unchanged {
			b.Fatalf("%s: %v, unchanged %t", o.Name, o.Err, o.Unchanged)
		}
	}
}
