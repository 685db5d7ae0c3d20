//go:build unix

package publish

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
)

// BenchmarkStageSite stages a generation of 2,000 pages of 30 KB, as the
// site of a 1,000-table field is written, each page in one Write.
func BenchmarkStageSite(b *testing.B) {
	page := make([]byte, 30<<10)
	dir := filepath.Join(b.TempDir(), "site")
	b.ReportAllocs()
	for b.Loop() {
		l, g := benchStage(b, dir)
		for i := range 2000 {
			w, err := g.Create(fmt.Sprintf("pair-%d.html", i))
			if err != nil {
				b.Fatal(err)
			}
			page[0] = byte(i) // each page its own
			if _, err := w.Write(page); err != nil {
				b.Fatal(err)
			}
			if err := w.Close(); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := g.Commit(); err != nil {
			b.Fatal(err)
		}
		l.Unlock()
	}
}

// BenchmarkStageLarge writes one file of 50 MB into a stage 50 KB at a
// time, as results.json of 270,000 results is written, and drops it: the
// writing and the hashing, not the sync.
func BenchmarkStageLarge(b *testing.B) {
	piece := make([]byte, 50<<10)
	for i := range piece {
		piece[i] = byte(i)
	}
	dir := filepath.Join(b.TempDir(), "site")
	b.SetBytes(1000 * int64(len(piece)))
	b.ReportAllocs()
	for b.Loop() {
		l, g := benchStage(b, dir)
		w, err := g.Create("results.json")
		if err != nil {
			b.Fatal(err)
		}
		for range 1000 {
			if _, err := w.Write(piece); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			b.Fatal(err)
		}
		g.Abort()
		l.Unlock()
	}
}

// benchStage locks dir and begins a generation there, forced, for a
// benchmark's iteration.
func benchStage(b *testing.B, dir string) (*Locked, *Stage) {
	b.Helper()
	l, err := Lock(context.Background(), dir, Options{Force: true})
	if err != nil {
		b.Fatal(err)
	}
	g, err := l.Begin(context.Background(), Options{Force: true})
	if err != nil {
		b.Fatal(err)
	}
	return l, g
}
