package exact_test

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
)

func TestRound(t *testing.T) {
	tests := []struct {
		in   string
		dec  int
		want string
	}{
		{"2.345", 2, "2.35"},
		{"-2.345", 2, "-2.35"},
		{"1375/24", 2, "57.29"},   // 137.5 of 240, spec 4.3
		{"13100/240", 2, "54.58"}, // 131 of 240
		{"97/7", 2, "13.86"},
		{"0", 2, "0.00"},
		{"-1/1000", 2, "0.00"},
		{"5/1000", 2, "0.01"},
		{"7", 0, "7"},
		{"1/2", 0, "1"},
		{"-1/2", 0, "-1"},
		{"100", 2, "100.00"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s to %d", tt.in, tt.dec), func(t *testing.T) {
			q, ok := exact.Parse(tt.in)
			if !ok {
				t.Fatalf("Parse(%q) failed", tt.in)
			}
			if got := q.Round(tt.dec); got != tt.want {
				t.Errorf("Round = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDecimal(t *testing.T) {
	tests := []struct{ in, want string }{
		{"53.5", "53.5"}, {"5/2", "2.5"}, {"97/7", "13.857143"}, {"1/7", "0.142857"},
		{"-1/8", "-0.125"}, {"12", "12"}, {"0", "0"}, {"1/3000000", "0"}, {"-1/3000000", "0"},
		{"1/64", "0.015625"}, {"1/128", "0.007813"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			q, _ := exact.Parse(tt.in)
			if got := q.Decimal(6); got != tt.want {
				t.Errorf("Decimal(6) = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestArithmeticLeavesOperands(t *testing.T) {
	a := exact.Frac(1, 3)
	b := exact.Frac(1, 6)
	sum := a.Add(b)
	if a.String() != "1/3" || b.String() != "1/6" || sum.String() != "1/2" {
		t.Fatalf("a=%s b=%s sum=%s", a, b, sum)
	}
	if got := a.Mul(exact.Int(3)).Sub(exact.Int(1)); got.Sign() != 0 {
		t.Errorf("1/3·3 − 1 = %s", got)
	}
	if got := exact.Int(7).Div(exact.Int(2)).Neg(); got.String() != "-7/2" {
		t.Errorf("−7/2 = %s", got)
	}
}

func ExampleQ_Round() {
	pct := exact.Frac(1375, 24) // 137.5 matchpoints of 240, in percent
	fmt.Println(pct, pct.Round(2))
	// Output: 1375/24 57.29
}

// TestAgainstBig checks every operation against math/big on random values,
// many of them near the int64 limits, where the small form must hand over
// to big.Rat without losing anything.
func TestAgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func() int64 {
		switch rng.IntN(4) {
		case 0:
			return rng.Int64N(2001) - 1000
		case 1:
			return rng.Int64() >> rng.IntN(63)
		case 2:
			return -(rng.Int64() >> rng.IntN(63))
		}
		return []int64{math.MaxInt64, math.MinInt64, math.MinInt64 + 1, 1, -1, 0, 1 << 62, 3037000499, 3037000500}[rng.IntN(9)]
	}
	val := func() (exact.Q, *big.Rat) {
		a, b := pick(), pick()
		if b == 0 {
			b = 7
		}
		return exact.Frac(a, b), new(big.Rat).SetFrac(big.NewInt(a), big.NewInt(b))
	}
	for i := 0; i < 40000; i++ {
		x, bx := val()
		y, by := val()
		check := func(op string, got exact.Q, want *big.Rat) {
			if got.Rat().Cmp(want) != 0 || got.String() != want.RatString() {
				t.Fatalf("%s %s %s = %s, want %s", x, op, y, got, want.RatString())
			}
		}
		check("+", x.Add(y), new(big.Rat).Add(bx, by))
		check("-", x.Sub(y), new(big.Rat).Sub(bx, by))
		check("*", x.Mul(y), new(big.Rat).Mul(bx, by))
		if by.Sign() != 0 {
			check("/", x.Div(y), new(big.Rat).Quo(bx, by))
		}
		check("neg", x.Neg(), new(big.Rat).Neg(bx))
		if z, bz := val(); by.Sign() != 0 {
			check("·z/", z.MulDiv(x, y), new(big.Rat).Quo(new(big.Rat).Mul(bz, bx), by))
		}
		if got, want := x.Cmp(y), bx.Cmp(by); got != want {
			t.Fatalf("Cmp(%s, %s) = %d, want %d", x, y, got, want)
		}
		for _, dec := range []int{0, 2, 6} {
			if got, want := x.Round(dec), refRound(bx, dec); got != want {
				t.Fatalf("Round(%s, %d) = %s, want %s", x, dec, got, want)
			}
		}
		// Chains drift into big and back.
		s := x.Add(y).Mul(x).Sub(y)
		bs := new(big.Rat).Sub(new(big.Rat).Mul(new(big.Rat).Add(bx, by), bx), by)
		check("chain", s, bs)
		if s.Sign() != bs.Sign() || s.IsInt() != bs.IsInt() {
			t.Fatalf("sign/int of %s", s)
		}
	}
}

// refRound rounds half away from zero with math/big alone.
func refRound(r *big.Rat, dec int) string {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dec)), nil)
	num := new(big.Int).Mul(r.Num(), scale)
	neg := num.Sign() < 0
	num.Abs(num)
	num.Mul(num, big.NewInt(2)).Add(num, r.Denom())
	num.Quo(num, new(big.Int).Mul(r.Denom(), big.NewInt(2)))
	s := num.String()
	if dec > 0 {
		for len(s) <= dec {
			s = "0" + s
		}
		s = s[:len(s)-dec] + "." + s[len(s)-dec:]
	}
	if neg && num.Sign() != 0 {
		s = "-" + s
	}
	return s
}

// A Sum is the sum of its terms, whatever they are: few denominators or
// many, small or beyond int64, overflowing a part's numerator.
func TestSum(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 3))
	for round := range 300 {
		var s exact.Sum
		want := new(big.Rat)
		terms := rng.IntN(200)
		dens := 1 + rng.IntN(100) // distinct denominators: beyond the parts kept apart too
		for range terms {
			var q exact.Q
			switch rng.IntN(10) {
			case 0:
				q = exact.Frac(math.MaxInt64-rng.Int64N(10), 1+rng.Int64N(int64(dens))) // numerators that overflow
			case 1:
				q = exact.Frac(rng.Int64(), math.MaxInt64-rng.Int64N(1000)).Mul(exact.Frac(rng.Int64(), 7)) // large
			default:
				q = exact.Frac(rng.Int64N(4001)-2000, 1+rng.Int64N(int64(dens)))
			}
			s.Add(q)
			want.Add(want, q.Rat())
		}
		if got := s.Value(); got.Rat().Cmp(want) != 0 || got.String() != want.RatString() {
			t.Fatalf("round %d: sum %s, want %s", round, got, want.RatString())
		}
	}
	var zero exact.Sum
	if v := zero.Value(); v.Sign() != 0 || v.String() != "0" {
		t.Errorf("zero Sum: %s", v)
	}
}

// MustParse is Parse for figures written in code: the same value, and a
// panic that names the text when it is no number.
func TestMustParse(t *testing.T) {
	for _, s := range []string{"57.5", "-3", "97/7"} {
		want, _ := exact.Parse(s)
		if got := exact.MustParse(s); got.Cmp(want) != 0 {
			t.Errorf("MustParse(%q) = %s, want %s", s, got, want)
		}
	}
	defer func() {
		if r := recover(); r != "exact: not a number: 5,5" {
			t.Errorf("recovered %v, want the text named", r)
		}
	}()
	exact.MustParse("5,5")
	t.Error("no panic for 5,5")
}
