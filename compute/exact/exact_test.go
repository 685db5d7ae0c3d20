package exact_test

import (
	"fmt"
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
		{"1375/24", 2, "57.29"},  // 137.5 of 240, spec 4.3
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
