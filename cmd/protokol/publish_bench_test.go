package main

import (
	"context"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// Publishing the site and JSON of a 1,000-table field (2,026 files) again:
// with the same inputs (nothing is written), with one decision changed
// (the pages it touches are written, the rest linked), and with --force
// (every file written and synced). Compare BenchmarkScoreHTML1000.

func benchPublish(b *testing.B, extra func(i int) []string) {
	benchPublishArgs(b, append(benchSession(b, 1000), "--format", "html,json"), extra)
}

func benchPublishArgs(b *testing.B, args []string, extra func(i int) []string) {
	if code := Main(context.Background(), append(args, extra(-1)...), io.Discard, io.Discard); code != 0 {
		b.Fatalf("exit %d", code)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if code := Main(context.Background(), append(args, extra(i)...), io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
		i++
	}
}

func BenchmarkPublishHTML1000Unchanged(b *testing.B) {
	benchPublish(b, func(int) []string { return nil })
}

func BenchmarkPublishHTML1000Force(b *testing.B) {
	benchPublish(b, func(int) []string { return []string{"--force"} })
}

// BenchmarkPublishHTML1000OneDecision alternates between two decisions
// files that differ in one line: an artificial score on the first result of
// the travellers.
func BenchmarkPublishHTML1000OneDecision(b *testing.B) {
	args := append(benchSession(b, 1000), "--format", "html,json")
	session := filepath.Dir(args[4]) // --out's parent
	f, err := os.Open(filepath.Join(session, "travellers.csv"))
	if err != nil {
		b.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil || len(rows) < 2 {
		b.Fatal(err)
	}
	r := rows[1] // section, board, round, table, ns, ew, ...
	var files [2]string
	for i, d := range []string{"A+/A-", "A/A"} {
		files[i] = filepath.Join(session, "decisions"+string(rune('1'+i))+".csv")
		text := "section,board,ns,ew,decision\n" + r[0] + "," + r[1] + "," + r[4] + "," + r[5] + "," + d + "\n"
		if err := os.WriteFile(files[i], []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	benchPublishArgs(b, args, func(i int) []string { return []string{"--adjust", files[(i+1)%2]} })
}
