// Package exact is the exact arithmetic of scoring: an immutable rational
// number Q for matchpoints, factored values, weights and percentages, and the
// one rounding rule of the reports (half away from zero). Values stay exact
// until they are shown; nothing here rounds on the way.
//
// It imports only the standard library.
package exact

import (
	"math/big"
	"strings"
)

// Q is an immutable rational number. The zero value is 0. Operations return
// new values and never modify their operands, so a Q can be copied and
// shared freely.
type Q struct {
	r *big.Rat // nil means 0; never modified once set
}

// Int is the integer n.
func Int(n int64) Q {
	if n == 0 {
		return Q{}
	}
	return Q{new(big.Rat).SetInt64(n)}
}

// Frac is a/b; b must not be 0.
func Frac(a, b int64) Q {
	if a == 0 {
		return Q{}
	}
	return Q{new(big.Rat).SetFrac64(a, b)}
}

// FromRat copies r.
func FromRat(r *big.Rat) Q {
	if r == nil || r.Sign() == 0 {
		return Q{}
	}
	return Q{new(big.Rat).Set(r)}
}

// Rat returns a copy of q as a big.Rat.
func (q Q) Rat() *big.Rat {
	if q.r == nil {
		return new(big.Rat)
	}
	return new(big.Rat).Set(q.r)
}

func (q Q) rat() *big.Rat {
	if q.r == nil {
		return zero
	}
	return q.r
}

var zero = new(big.Rat)

func wrap(r *big.Rat) Q {
	if r.Sign() == 0 {
		return Q{}
	}
	return Q{r}
}

// Add is q + p.
func (q Q) Add(p Q) Q {
	if p.r == nil {
		return q
	}
	if q.r == nil {
		return p
	}
	return wrap(new(big.Rat).Add(q.r, p.r))
}

// Sub is q − p.
func (q Q) Sub(p Q) Q {
	if p.r == nil {
		return q
	}
	return wrap(new(big.Rat).Sub(q.rat(), p.r))
}

// Mul is q · p.
func (q Q) Mul(p Q) Q {
	if q.r == nil || p.r == nil {
		return Q{}
	}
	return wrap(new(big.Rat).Mul(q.r, p.r))
}

// MulInt is q · n.
func (q Q) MulInt(n int64) Q { return q.Mul(Int(n)) }

// Div is q / p; p must not be 0.
func (q Q) Div(p Q) Q {
	if p.r == nil {
		panic("exact: division by zero")
	}
	if q.r == nil {
		return Q{}
	}
	return wrap(new(big.Rat).Quo(q.r, p.r))
}

// DivInt is q / n; n must not be 0.
func (q Q) DivInt(n int64) Q { return q.Div(Int(n)) }

// Neg is −q.
func (q Q) Neg() Q {
	if q.r == nil {
		return q
	}
	return Q{new(big.Rat).Neg(q.r)}
}

// Cmp is −1, 0 or +1 as q is less than, equal to or greater than p.
func (q Q) Cmp(p Q) int { return q.rat().Cmp(p.rat()) }

// Sign is −1, 0 or +1.
func (q Q) Sign() int {
	if q.r == nil {
		return 0
	}
	return q.r.Sign()
}

// IsInt reports whether q is an integer.
func (q Q) IsInt() bool { return q.r == nil || q.r.IsInt() }

// Float64 is the nearest float64, for charts only; never compute with it.
func (q Q) Float64() float64 {
	f, _ := q.rat().Float64()
	return f
}

// String is the exact value: "7", "-1/2", "97/7".
func (q Q) String() string { return q.rat().RatString() }

// Round is q rounded to the given number of decimals, halves away from
// zero, as text with exactly that many decimals ("57.29", "-0.50", "7").
func (q Q) Round(decimals int) string {
	scaled := q.scaledRound(decimals)
	neg := scaled.Sign() < 0
	digits := new(big.Int).Abs(scaled).String()
	if decimals > 0 {
		if len(digits) <= decimals {
			digits = strings.Repeat("0", decimals-len(digits)+1) + digits
		}
		digits = digits[:len(digits)-decimals] + "." + digits[len(digits)-decimals:]
	}
	if neg {
		digits = "-" + digits
	}
	return digits
}

// RoundQ is q rounded to the given decimals (halves away from zero) as a Q.
func (q Q) RoundQ(decimals int) Q {
	s := q.scaledRound(decimals)
	return wrap(new(big.Rat).SetFrac(s, pow10(decimals)))
}

// scaledRound is round-half-away-from-zero(q · 10^decimals) as an integer.
func (q Q) scaledRound(decimals int) *big.Int {
	r := q.rat()
	num := new(big.Int).Mul(r.Num(), pow10(decimals))
	den := r.Denom()
	neg := num.Sign() < 0
	num.Abs(num)
	// floor((2·num + den) / (2·den)) rounds halves up on the magnitude.
	num.Lsh(num, 1).Add(num, den)
	num.Quo(num, new(big.Int).Lsh(den, 1))
	if neg {
		num.Neg(num)
	}
	return num
}

func pow10(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// Decimal is q as the shortest decimal text that is exact, or, when q has no
// finite decimal form (97/7), rounded to maxDecimals (halves away from
// zero) with trailing zeros removed. JSON writers use it.
func (q Q) Decimal(maxDecimals int) string {
	r := q.rat()
	if r.IsInt() {
		return r.Num().String()
	}
	// A finite decimal exists when the denominator has only the factors 2, 5.
	if d, ok := finiteDecimals(r.Denom()); ok && d <= maxDecimals {
		return q.Round(d)
	}
	s := q.Round(maxDecimals)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

func finiteDecimals(den *big.Int) (int, bool) {
	d := new(big.Int).Set(den)
	twos, fives := 0, 0
	two, five := big.NewInt(2), big.NewInt(5)
	m := new(big.Int)
	for {
		if q, r := new(big.Int).QuoRem(d, two, m); r.Sign() == 0 {
			d, twos = q, twos+1
			continue
		}
		break
	}
	for {
		if q, r := new(big.Int).QuoRem(d, five, m); r.Sign() == 0 {
			d, fives = q, fives+1
			continue
		}
		break
	}
	if d.Cmp(big.NewInt(1)) != 0 {
		return 0, false
	}
	return max(twos, fives), true
}

// MarshalJSON writes q as a JSON number with up to 6 decimals (exact when q
// has a finite decimal form within 6 digits).
func (q Q) MarshalJSON() ([]byte, error) { return []byte(q.Decimal(6)), nil }

// Parse reads a decimal ("57.5", "-3") or a fraction ("97/7").
func Parse(s string) (Q, bool) {
	r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
	if !ok {
		return Q{}, false
	}
	return wrap(r), true
}
