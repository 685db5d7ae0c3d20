package exact_test

import (
	"math"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// TestAppendDecimal: AppendDecimal and AppendRound give the bytes of
// Decimal and Round, after what is already in the buffer, for every
// fraction a/b with |a| ≤ 700 and b ≤ 130 (halves, sevenths, the
// matchpoints and percentages of real boards, -0 cases), values near the
// int64 limits and values held in math/big, at 0 to 9 decimals.
func TestAppendDecimal(t *testing.T) {
	var qs []exact.Q
	for b := int64(1); b <= 130; b++ {
		for a := int64(-700); a <= 700; a++ {
			qs = append(qs, exact.Frac(a, b))
		}
	}
	qs = append(qs, exact.Int(math.MaxInt64), exact.Int(math.MinInt64+1), exact.Int(math.MinInt64),
		exact.Frac(math.MaxInt64, 3), exact.Frac(-1, math.MaxInt64), exact.Frac(math.MaxInt64-1, math.MaxInt64),
		exact.Frac(1, 3).Add(exact.Frac(1, math.MaxInt64)), exact.Int(math.MaxInt64).MulInt(1000).Add(exact.Frac(1, 7)))
	prefix := append(make([]byte, 0, 64), "x,"...) // room to append in place
	for _, q := range qs {
		for dec := 0; dec <= 9; dec++ {
			if got, want := string(q.AppendDecimal(prefix, dec)), "x,"+q.Decimal(dec); got != want {
				t.Fatalf("%s: AppendDecimal(%d) = %q, want %q", q, dec, got, want)
			}
			if got, want := string(q.AppendRound(prefix, dec)), "x,"+q.Round(dec); got != want {
				t.Fatalf("%s: AppendRound(%d) = %q, want %q", q, dec, got, want)
			}
		}
	}
}

// The small values append without allocating.
func TestAppendDecimalAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	q, p := exact.Frac(1375, 24), exact.Frac(-97, 7)
	if n := testing.AllocsPerRun(100, func() {
		buf = q.AppendDecimal(buf[:0], 6)
		buf = p.AppendRound(buf, 2)
	}); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

func BenchmarkAppendDecimal(b *testing.B) {
	buf := make([]byte, 0, 64)
	q := exact.Frac(1375, 24)
	b.ReportAllocs()
	for b.Loop() {
		buf = q.AppendDecimal(buf[:0], 6)
	}
}
