// Package exact is the exact arithmetic of scoring: an immutable rational
// number Q for matchpoints, factored values, weights and percentages, and the
// one rounding rule of the reports (half away from zero). Values stay exact
// until they are shown; nothing here rounds on the way.
//
// It imports only the standard library.
package exact

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Q is an immutable rational number. The zero value is 0. Operations return
// new values and never modify their operands, so a Q can be copied and
// shared freely.
//
// Small values (numerator and denominator within int64, the common case:
// matchpoints over a few hundred results) are kept as two integers and cost
// no allocation; a result that would overflow moves to math/big, exactly.
type Q struct {
	n, d int64    // n/d in lowest terms with d > 0, when b is nil; d == 0 means 0
	b    *big.Rat // the value when it does not fit; never modified once set
}

// Int is the integer n.
func Int(n int64) Q {
	if n == math.MinInt64 {
		return fromBig(new(big.Rat).SetInt64(n))
	}
	return Q{n: n, d: 1}
}

// Frac is a/b; b must not be 0.
func Frac(a, b int64) Q {
	if b == 0 {
		panic("exact: zero denominator")
	}
	if q, ok := small(a, b); ok {
		return q
	}
	return fromBig(new(big.Rat).SetFrac64(a, b))
}

// small normalises a/b (b ≠ 0) when it can be done in int64.
func small(a, b int64) (Q, bool) {
	if a == math.MinInt64 || b == math.MinInt64 {
		return Q{}, false // −a or |a| would overflow
	}
	if b < 0 {
		a, b = -a, -b
	}
	if a == 0 {
		return Q{d: 1}, true
	}
	g := gcd(abs(a), b)
	return Q{n: a / g, d: b / g}, true
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// fromBig keeps r, moving it back to int64 form when it fits.
func fromBig(r *big.Rat) Q {
	if r.Num().IsInt64() && r.Denom().IsInt64() {
		if n := r.Num().Int64(); n != math.MinInt64 {
			return Q{n: n, d: r.Denom().Int64()}
		}
	}
	return Q{b: r}
}

// FromRat copies r.
func FromRat(r *big.Rat) Q {
	if r == nil {
		return Q{}
	}
	return fromBig(new(big.Rat).Set(r))
}

// Rat returns a copy of q as a big.Rat.
func (q Q) Rat() *big.Rat {
	if q.b != nil {
		return new(big.Rat).Set(q.b)
	}
	if q.d == 0 {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac64(q.n, q.d)
}

// rat is q as a big.Rat that must not be modified.
func (q Q) rat() *big.Rat {
	if q.b != nil {
		return q.b
	}
	return q.Rat()
}

func (q Q) parts() (n, d int64) {
	if q.d == 0 {
		return 0, 1
	}
	return q.n, q.d
}

// mul64 multiplies, reporting overflow.
func mul64(a, b int64) (int64, bool) {
	const small = 1 << 31 // factors below it in magnitude: the product fits
	if -small < a && a < small && -small < b && b < small {
		return a * b, true
	}
	if a == 0 || b == 0 {
		return 0, true
	}
	c := a * b
	if c/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	return c, true
}

// add64 adds, reporting overflow.
func add64(a, b int64) (int64, bool) {
	c := a + b
	if (c > a) != (b > 0) {
		return 0, false
	}
	return c, true
}

// Add is q + p.
func (q Q) Add(p Q) Q {
	if q.b == nil && p.b == nil {
		a, b := q.parts()
		c, d := p.parts()
		if b == d {
			if s, ok := add64(a, c); ok {
				if r, ok := small(s, b); ok {
					return r
				}
			}
		} else if ad, ok1 := mul64(a, d); ok1 {
			if cb, ok2 := mul64(c, b); ok2 {
				if bd, ok3 := mul64(b, d); ok3 {
					if s, ok4 := add64(ad, cb); ok4 {
						if r, ok := small(s, bd); ok {
							return r
						}
					}
				}
			}
		}
	}
	return fromBig(new(big.Rat).Add(q.rat(), p.rat()))
}

// Sub is q − p.
func (q Q) Sub(p Q) Q { return q.Add(p.Neg()) }

// Mul is q · p.
func (q Q) Mul(p Q) Q {
	if q.b == nil && p.b == nil {
		a, b := q.parts()
		c, d := p.parts()
		// Cross-reduce first so that the products stay small.
		if g := gcd(abs(a), d); g > 1 {
			a, d = a/g, d/g
		}
		if g := gcd(abs(c), b); g > 1 {
			c, b = c/g, b/g
		}
		if n, ok1 := mul64(a, c); ok1 {
			if m, ok2 := mul64(b, d); ok2 {
				if r, ok := small(n, m); ok {
					return r
				}
			}
		}
	}
	return fromBig(new(big.Rat).Mul(q.rat(), p.rat()))
}

// MulInt is q · n.
func (q Q) MulInt(n int64) Q { return q.Mul(Int(n)) }

// Div is q / p; p must not be 0.
func (q Q) Div(p Q) Q {
	if p.Sign() == 0 {
		panic("exact: division by zero")
	}
	return q.Mul(p.inv())
}

func (q Q) inv() Q {
	if q.b != nil {
		return fromBig(new(big.Rat).Inv(q.b))
	}
	if r, ok := small(q.d, q.n); ok {
		return r
	}
	return fromBig(new(big.Rat).Inv(q.Rat()))
}

// MulDiv is q · m / d (d must not be 0): what q.Mul(m).Div(d) gives,
// reduced once when the products fit in int64 (a percentage of a top:
// q.MulDiv(Int(100), top)).
func (q Q) MulDiv(m, d Q) Q {
	if d.Sign() == 0 {
		panic("exact: division by zero")
	}
	if q.b == nil && m.b == nil && d.b == nil {
		a, b := q.parts()
		c, e := m.parts()
		f, g := d.parts()
		// a/b · c/e ÷ f/g = a·c·g / (b·e·f)
		if ac, ok := mul64(a, c); ok {
			if n, ok := mul64(ac, g); ok {
				if be, ok := mul64(b, e); ok {
					if den, ok := mul64(be, f); ok {
						if r, ok := small(n, den); ok {
							return r
						}
					}
				}
			}
		}
	}
	return q.Mul(m).Div(d)
}

// DivInt is q / n; n must not be 0.
func (q Q) DivInt(n int64) Q { return q.Div(Int(n)) }

// Neg is −q.
func (q Q) Neg() Q {
	if q.b != nil {
		return fromBig(new(big.Rat).Neg(q.b))
	}
	if q.n == math.MinInt64 {
		return fromBig(new(big.Rat).Neg(q.Rat()))
	}
	return Q{n: -q.n, d: q.d}
}

// Cmp is −1, 0 or +1 as q is less than, equal to or greater than p.
func (q Q) Cmp(p Q) int {
	if q.b == nil && p.b == nil {
		a, b := q.parts()
		c, d := p.parts()
		if ad, ok1 := mul64(a, d); ok1 {
			if cb, ok2 := mul64(c, b); ok2 {
				switch {
				case ad < cb:
					return -1
				case ad > cb:
					return 1
				}
				return 0
			}
		}
	}
	return q.rat().Cmp(p.rat())
}

// Sign is −1, 0 or +1.
func (q Q) Sign() int {
	if q.b != nil {
		return q.b.Sign()
	}
	switch {
	case q.n < 0:
		return -1
	case q.n > 0:
		return 1
	}
	return 0
}

// IsInt reports whether q is an integer.
func (q Q) IsInt() bool {
	if q.b != nil {
		return q.b.IsInt()
	}
	return q.d <= 1
}

// Float64 is the nearest float64, for charts only; never compute with it.
func (q Q) Float64() float64 {
	if q.b == nil {
		n, d := q.parts()
		return float64(n) / float64(d)
	}
	f, _ := q.b.Float64()
	return f
}

// String is the exact value: "7", "-1/2", "97/7".
func (q Q) String() string { return q.rat().RatString() }

// Round is q rounded to the given number of decimals, halves away from
// zero, as text with exactly that many decimals ("57.29", "-0.50", "7").
func (q Q) Round(decimals int) string {
	if r, ok := q.roundSmall(decimals); ok {
		return formatScaled(strconv.FormatInt(abs(r), 10), r < 0, decimals)
	}
	scaled := q.scaledRound(decimals)
	return formatScaled(new(big.Int).Abs(scaled).String(), scaled.Sign() < 0, decimals)
}

// formatScaled places the decimal point in the digits of |q·10^decimals|.
func formatScaled(digits string, neg bool, decimals int) string {
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

// roundSmall is round-half-away-from-zero(q·10^decimals) in int64, when q
// is small and the product fits.
func (q Q) roundSmall(decimals int) (int64, bool) {
	if q.b != nil || decimals > 9 {
		return 0, false
	}
	n, d := q.parts()
	neg := n < 0
	if neg {
		n = -n
	}
	num, ok := mul64(n, pow10small[decimals])
	if !ok || num > math.MaxInt64/2-d {
		return 0, false
	}
	r := (2*num + d) / (2 * d)
	if neg {
		r = -r
	}
	return r, true
}

// RoundQ is q rounded to the given decimals (halves away from zero) as a Q.
func (q Q) RoundQ(decimals int) Q {
	s := q.scaledRound(decimals)
	return fromBig(new(big.Rat).SetFrac(s, pow10(decimals)))
}

// scaledRound is round-half-away-from-zero(q · 10^decimals) as an integer.
func (q Q) scaledRound(decimals int) *big.Int {
	if r, ok := q.roundSmall(decimals); ok {
		return big.NewInt(r)
	}
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

var pow10small = [10]int64{1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9}

func pow10(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
}

// Decimal is q as the shortest decimal text that is exact, or, when q has no
// finite decimal form (97/7), rounded to maxDecimals (halves away from
// zero) with trailing zeros removed. JSON writers use it.
func (q Q) Decimal(maxDecimals int) string {
	if q.IsInt() {
		if q.b == nil {
			n, _ := q.parts()
			return strconv.FormatInt(n, 10)
		}
		return q.b.Num().String()
	}
	// A finite decimal exists when the denominator has only the factors 2, 5.
	var d int
	var ok bool
	if q.b == nil {
		d, ok = finiteDecimals64(q.d)
	} else {
		d, ok = finiteDecimals(q.b.Denom())
	}
	if ok && d <= maxDecimals {
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

func finiteDecimals64(d int64) (int, bool) {
	twos, fives := 0, 0
	for d%2 == 0 {
		d, twos = d/2, twos+1
	}
	for d%5 == 0 {
		d, fives = d/5, fives+1
	}
	return max(twos, fives), d == 1
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

// UnmarshalJSON reads a JSON number, as MarshalJSON writes it, exactly
// ("57.5" is 115/2), so that a document written with Q reads back.
func (q *Q) UnmarshalJSON(b []byte) error {
	v, ok := Parse(string(b))
	if !ok {
		return fmt.Errorf("exact: %s is not a number", b)
	}
	*q = v
	return nil
}

// MustParse is Parse of a figure written in the code (a test's expected
// value, a table's constant); it panics when s is not one.
func MustParse(s string) Q {
	v, ok := Parse(s)
	if !ok {
		panic("exact: not a number: " + s)
	}
	return v
}

// Parse reads a decimal ("57.5", "-3") or a fraction ("97/7").
func Parse(s string) (Q, bool) {
	r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
	if !ok {
		return Q{}, false
	}
	return fromBig(r), true
}

// Sum adds up many values exactly; the zero Sum is 0. Terms of the same
// denominator are added up in int64 and put together only when Value is
// asked, so a long sum of fractions of a few denominators (a pair's
// matchpoints, factored to N/n on its boards) costs a handful of additions
// at the end instead of a math/big value for every term. A Sum is used
// in place: it must not be copied once added to.
type Sum struct {
	first part     // the numerator of the first denominator (d 0: none yet)
	parts []part   // and of the others
	rest  Q        // terms that fit no part
	spare big.Rat  // scratch of rest's additions once it is large
	big   *big.Rat // rest, once it has left int64 (then rest is unused)
}

type part struct{ n, d int64 }

// maxParts bounds the denominators kept apart.
const maxParts = 64

// Add adds q to the sum.
func (s *Sum) Add(q Q) {
	if q.b == nil {
		n, d := q.parts()
		if s.first.d == 0 || s.first.d == d {
			if m, ok := add64(s.first.n, n); ok {
				s.first = part{m, d}
				return
			}
			s.addRest(q)
			return
		}
		i := 0
		for i < len(s.parts) && s.parts[i].d != d {
			i++
		}
		switch {
		case i < len(s.parts):
			if m, ok := add64(s.parts[i].n, n); ok {
				s.parts[i].n = m
				return
			}
		case len(s.parts) < maxParts:
			s.parts = append(s.parts, part{n, d})
			return
		}
	}
	s.addRest(q)
}

func (s *Sum) addRest(q Q) {
	if s.big == nil {
		r := s.rest.Add(q)
		if r.b == nil {
			s.rest = r
			return
		}
		s.big = new(big.Rat).Set(r.b)
		return
	}
	if q.b != nil {
		s.big.Add(s.big, q.b)
		return
	}
	n, d := q.parts()
	s.big.Add(s.big, s.spare.SetFrac64(n, d))
}

// Value is the sum.
func (s *Sum) Value() Q {
	v := s.rest
	if s.big != nil {
		v = fromBig(new(big.Rat).Set(s.big))
	}
	// The parts in int64 while their sum fits, then over one common
	// denominator, normalised once.
	parts := s.parts
	if s.first.d != 0 {
		parts = append([]part{s.first}, parts...)
	}
	i := 0
	for ; i < len(parts); i++ {
		q, ok := small(parts[i].n, parts[i].d)
		if !ok {
			break
		}
		r := v.Add(q)
		if r.b != nil {
			break
		}
		v = r
	}
	if i == len(parts) {
		return v
	}
	r := v.rat()
	num, den := new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom())
	var n, d big.Int
	for _, p := range parts[i:] {
		n.SetInt64(p.n)
		d.SetInt64(p.d)
		// num/den + n/d = (num·d + n·den) / (den·d)
		num.Mul(num, &d)
		num.Add(num, n.Mul(&n, den))
		den.Mul(den, &d)
	}
	return fromBig(new(big.Rat).SetFrac(num, den))
}
