package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
)

// benchSession writes a generated field of the given size into a folder and
// returns the score arguments for it.
func benchSession(b *testing.B, tables int) []string {
	b.Helper()
	g := gen.Generate(gen.Config{Seed: 7, Tables: tables, Boards: 24, Movement: gen.Mitchell, Cyrillic: true})
	dir := b.TempDir()
	for name, write := range map[string]func(io.Writer) error{
		"hands.pbn": g.WritePBN, "travellers.csv": g.WriteTravellersCSV, "pairs.csv": g.WriteNamesCSV,
	} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			b.Fatal(err)
		}
		if err := write(f); err != nil {
			b.Fatal(err)
		}
		f.Close()
	}
	return []string{"protokol", "score", "-q", "--out", filepath.Join(dir, "out"),
		"--names", filepath.Join(dir, "pairs.csv"), filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "travellers.csv")}
}

func benchScore(b *testing.B, tables int, formats string) {
	// --force: every iteration makes and publishes the files (the stamp
	// of an unchanged run would skip that).
	args := append(benchSession(b, tables), "--format", formats, "--force")
	b.ReportAllocs()
	for b.Loop() {
		if code := Main(context.Background(), args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(float64(b.N*tables*24)/b.Elapsed().Seconds(), "results/s")
}

// BenchmarkScoreJSON1000 is the target: a 1,000-table × 24-board
// field (24,000 results) read, scored and written as JSON.
func BenchmarkScoreJSON1000(b *testing.B) { benchScore(b, 1000, "json") }

// BenchmarkScoreSample is the bundled sample's size with every format.
func BenchmarkScoreAll10(b *testing.B) { benchScore(b, 10, "json,txt") }

// BenchmarkScoreHTML1000 is the site and JSON of a 1,000-table field.
func BenchmarkScoreHTML1000(b *testing.B) { benchScore(b, 1000, "html,json") }

// BenchmarkScoreAll1000 is the default formats (site, PDF and JSON) of a
// 1,000-table field: the PDF is made beside the others.
func BenchmarkScoreAll1000(b *testing.B) { benchScore(b, 1000, "html,pdf,json") }

// BenchmarkScoreTeams is a 40-team round robin (39 rounds of 8 boards, 780
// matches, 12,480 results) from its PBN archive to the site, JSON and text.
func BenchmarkScoreTeams(b *testing.B) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 3, Teams: 40, BoardsPerMatch: 8, Cyrillic: true})
	dir := b.TempDir()
	f, err := os.Create(filepath.Join(dir, "event.pbn"))
	if err != nil {
		b.Fatal(err)
	}
	if err := ev.WritePBN(f); err != nil {
		b.Fatal(err)
	}
	f.Close()
	args := []string{"protokol", "score", "-q", "--force", "--format", "html,json,txt", "--out", filepath.Join(dir, "out"), filepath.Join(dir, "event.pbn")}
	b.ReportAllocs()
	for b.Loop() {
		if code := Main(context.Background(), args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
}

// BenchmarkScoreAdjusted1000 is BenchmarkScoreJSON1000's field with random
// results replaced by every kind of director's decision (gen.Adjust), read
// from the CSV travellers, scored and written as JSON.
func BenchmarkScoreAdjusted1000(b *testing.B) {
	adj := gen.Adjust(gen.Generate(gen.Config{Seed: 7, Tables: 1000, Boards: 24, Movement: gen.Mitchell}), 7)
	dir := b.TempDir()
	trav := filepath.Join(dir, "travellers.csv")
	if err := os.WriteFile(trav, []byte(adj.CSV()), 0o644); err != nil {
		b.Fatal(err)
	}
	args := []string{"protokol", "score", "-q", "--force", "--format", "json", "--movement", "mitchell", "--out", filepath.Join(dir, "out"), trav}
	b.ReportAllocs()
	for b.Loop() {
		if code := Main(context.Background(), args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(float64(b.N*1000*24)/b.Elapsed().Seconds(), "results/s")
}

// BenchmarkScoreTravellers90k is issue 20's field: a 300-table ×
// 300-board Mitchell (90,000 results) from its CSV traveller alone to
// results.json, as scripts/peer-bench.sh times it.
func BenchmarkScoreTravellers90k(b *testing.B) {
	g := gen.Generate(gen.Config{Seed: 7, Tables: 300, Boards: 300, Movement: gen.Mitchell, PassRate: 0.03, Cyrillic: true})
	dir := b.TempDir()
	f, err := os.Create(filepath.Join(dir, "travellers.csv"))
	if err != nil {
		b.Fatal(err)
	}
	if err := g.WriteTravellersCSV(f); err != nil {
		b.Fatal(err)
	}
	f.Close()
	args := []string{"protokol", "score", "-q", "--force", "--format", "json", "--out", filepath.Join(dir, "out"), filepath.Join(dir, "travellers.csv")}
	b.ReportAllocs()
	for b.Loop() {
		if code := Main(context.Background(), args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(float64(b.N*90_000)/b.Elapsed().Seconds(), "results/s")
}
