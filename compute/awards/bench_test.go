package awards_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
)

// A 30-table Howell of 60 pairs with a few ties, by the ACBL's scale.
func BenchmarkCompute(b *testing.B) {
	places := seq(60)
	places[4], places[10], places[11] = 4, 10, 10
	f := awards.Field{Form: awards.Pairs, Tables: exact.Int(30), Places: places}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := awards.Compute(&acbl, f); err != nil {
			b.Fatal(err)
		}
	}
}
