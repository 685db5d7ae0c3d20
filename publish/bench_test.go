package publish

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"
)

// bigSite is the size of the 1,000-table site with its JSON: 2,027 files,
// 48 MB.
func bigSite() map[string][]byte {
	rng := rand.New(rand.NewPCG(1, 2))
	files := map[string][]byte{}
	for i := range 2027 {
		data := make([]byte, 12_000+rng.IntN(24_000))
		for j := range data {
			data[j] = byte('a' + rng.IntN(26))
		}
		files[fmt.Sprintf("page-%d.html", i)] = data
	}
	return files
}

func benchPublish(b *testing.B, change func(files map[string][]byte, i int), opt Options) {
	files := bigSite()
	dir := filepath.Join(b.TempDir(), "out")
	if _, err := Publish(context.Background(), dir, files, opt); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(48 << 20)
	i := 0
	for b.Loop() {
		i++
		change(files, i)
		if _, err := Publish(context.Background(), dir, files, opt); err != nil {
			b.Fatal(err)
		}
	}
}

// Nothing changed: every file hashed, the manifest compared, each file's
// size checked.
func BenchmarkPublishUnchanged(b *testing.B) {
	benchPublish(b, func(map[string][]byte, int) {}, Options{})
}

// Seven files changed (a decision: its board, two pairs, the rankings, the
// adjustments, the JSON...): those written, 2,020 linked.
func BenchmarkPublishSevenChanged(b *testing.B) {
	benchPublish(b, func(files map[string][]byte, i int) {
		for k := range 7 {
			files[fmt.Sprintf("page-%d.html", k*100)][0] = byte('0' + i%10)
		}
	}, Options{})
}

// Every file written and synced anew.
func BenchmarkPublishForce(b *testing.B) {
	benchPublish(b, func(map[string][]byte, int) {}, Options{Force: true})
}
