package vp

import "testing"

// BenchmarkComputeWBF2013_64 computes the 64-board table without the cache.
func BenchmarkComputeWBF2013_64(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if t := computeWBF2013(64); len(t) != 121 {
			b.Fatal(len(t))
		}
	}
}
