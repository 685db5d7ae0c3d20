package imp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/imp"
)

func field(n int, weighted bool) []imp.Table {
	return randomBoard(rand.New(rand.NewPCG(9, 10)), n, weighted)
}

func BenchmarkIMPs(b *testing.B) {
	b.ReportAllocs()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += imp.IMPs(i%9000 - 4500)
	}
	_ = s
}

// BenchmarkCross1000 is a 1,000-table IMP field of plain results.
func BenchmarkCross1000(b *testing.B) {
	tables := field(1000, false)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := imp.Cross(tables, imp.PerComparison, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCross1000Weighted has about a third of the tables weighted or
// split, which takes the exact (rational) path.
func BenchmarkCross1000Weighted(b *testing.B) {
	tables := field(1000, true)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := imp.Cross(tables, imp.PerComparison, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCrossReference1000 is the O(n²) definition, for comparison.
func BenchmarkCrossReference1000(b *testing.B) {
	tables := field(1000, false)
	b.ReportAllocs()
	for b.Loop() {
		referenceCross(tables, imp.PerComparison, 0)
	}
}

func BenchmarkButler1000(b *testing.B) {
	tables := field(1000, false)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := imp.Butler(tables, imp.DefaultButler()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCross1000OneWeighted is the realistic case of one weighted
// score in a large field.
func BenchmarkCross1000OneWeighted(b *testing.B) {
	tables := field(1000, false)
	tables[500] = imp.Table{NS: weighted("2/5", 620, "3/5", -100), EW: weighted("2/5", 620, "3/5", -100)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := imp.Cross(tables, imp.PerComparison, 0); err != nil {
			b.Fatal(err)
		}
	}
}
