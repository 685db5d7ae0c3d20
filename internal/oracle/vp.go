package oracle

import (
	"fmt"
	"math/big"
	"sync"
)

// The WBF 2013 continuous 20-VP scale (scoring.md §7.1), evaluated in
// big.Float with vpPrec bits.
//
// Exactness of the rounding. V[m] = rhu(100·VP(m)) needs to know on which
// side of a half-hundredth 100·VP(m) lies. For 0 < m < X = 15√B that value
// is 1000 + 1000·(1 − τ^(m/(5√B)))/(2τ²) (1 − τ³ = 2τ²), and it is a
// half-integer only if τ^(m/(5√B)) is rational. It is not, except at m =
// 5√B (τ¹ is irrational, but the value there is exactly 15.00, §7.1):
//
//   - when B is a perfect square, the exponent p = m/(5√B) is rational;
//     τ^p rational would make τ^(numerator of p) rational, and every
//     non-zero integer power of τ = (√5−1)/2 has the form a + b√5 with
//     b ≠ 0;
//   - otherwise p is an irrational algebraic number and τ^p is
//     transcendental (Gelfond–Schneider).
//
// So apart from the exact values at m = 0 (10.00), m² = 25B (15.00) and
// m ≥ X (20.00), which are taken as such, no value is a tie; the code
// checks that each computed value is at least 2⁻⁸⁰ away from a half,
// far beyond the error of a 320-bit evaluation, and panics otherwise.
const vpPrec = 320

// fl is a float of vpPrec bits.
func fl(x int64) *big.Float { return new(big.Float).SetPrec(vpPrec).SetInt64(x) }

// expF is e^x by its Taylor series (|x| small: the code calls it with
// |x| < 2); for x < 0 it is 1/e^|x|, so that no term cancels.
func expF(x *big.Float) *big.Float {
	if x.Sign() < 0 {
		return new(big.Float).SetPrec(vpPrec).Quo(fl(1), expF(new(big.Float).Neg(x)))
	}
	sum, term := fl(1), fl(1)
	eps := new(big.Float).SetPrec(vpPrec).SetMantExp(fl(1), -vpPrec-8)
	for k := int64(1); term.Cmp(eps) > 0; k++ {
		term.Mul(term, x)
		term.Quo(term, fl(k))
		sum.Add(sum, term)
	}
	return sum
}

// lnF is ln x for x > 0 by ln x = 2·artanh((x−1)/(x+1)) = 2·Σ z^(2k+1)/(2k+1);
// the code calls it for τ only (z ≈ −0.236).
func lnF(x *big.Float) *big.Float {
	z := new(big.Float).SetPrec(vpPrec).Sub(x, fl(1))
	z.Quo(z, new(big.Float).SetPrec(vpPrec).Add(x, fl(1)))
	z2 := new(big.Float).SetPrec(vpPrec).Mul(z, z)
	sum := fl(0)
	pow := new(big.Float).SetPrec(vpPrec).Set(z) // z^(2k+1)
	eps := new(big.Float).SetPrec(vpPrec).SetMantExp(fl(1), -vpPrec-8)
	for k := int64(0); ; k++ {
		term := new(big.Float).SetPrec(vpPrec).Quo(pow, fl(2*k+1))
		sum.Add(sum, term)
		if new(big.Float).Abs(term).Cmp(eps) < 0 {
			break
		}
		pow.Mul(pow, z2)
	}
	return sum.Mul(sum, fl(2))
}

// sqrtF is √x.
func sqrtF(x int64) *big.Float { return new(big.Float).SetPrec(vpPrec).Sqrt(fl(x)) }

// VPRaw is 100·VP(m) of §7.1 for margin m ≥ 0 and b boards, unrounded:
// 1000 + 1000·(1 − τ^(3m/X))/(1 − τ³) below the blitz X = 15√b, 2000 from
// it. The exact cases m = 0 and m = X/3 give exactly 1000 and 1500.
func VPRaw(m, b int) *big.Float {
	if m < 0 || b < 1 {
		panic(fmt.Sprintf("oracle: VP of margin %d over %d boards", m, b))
	}
	switch {
	case m == 0:
		return fl(1000)
	case int64(m)*int64(m) == 25*int64(b): // m = 5√b = X/3
		return fl(1500)
	case int64(m)*int64(m) >= 225*int64(b): // m ≥ X
		return fl(2000)
	}
	tau, lnTau := tauConstants()
	tau3 := new(big.Float).SetPrec(vpPrec).Mul(tau, tau)
	tau3.Mul(tau3, tau)
	X := new(big.Float).SetPrec(vpPrec).Mul(fl(15), sqrtF(int64(b)))
	// τ^(3m/X) = e^((3m/X)·ln τ)
	e := new(big.Float).SetPrec(vpPrec).Quo(fl(3*int64(m)), X)
	e.Mul(e, lnTau)
	p := expF(e)
	num := new(big.Float).SetPrec(vpPrec).Sub(fl(1), p)
	den := new(big.Float).SetPrec(vpPrec).Sub(fl(1), tau3)
	v := new(big.Float).SetPrec(vpPrec).Quo(num, den)
	v.Mul(v, fl(1000))
	return v.Add(v, fl(1000))
}

// tauConstants is τ = (√5 − 1)/2 and ln τ, computed once.
var tauConstants = sync.OnceValues(func() (tau, lnTau *big.Float) {
	tau = new(big.Float).SetPrec(vpPrec).Sub(sqrtF(5), fl(1))
	tau.Quo(tau, fl(2))
	return tau, lnF(tau)
})

// roundHalfUpF is rhu(v) for v ≥ 0 known not to be within 2⁻⁸⁰ of a
// half-integer; it panics if it is.
func roundHalfUpF(v *big.Float) int {
	h := new(big.Float).SetPrec(vpPrec).Add(v, new(big.Float).SetFloat64(0.5))
	i, _ := h.Int(nil) // truncation = floor for h > 0
	d := new(big.Float).SetPrec(vpPrec).Sub(h, new(big.Float).SetInt(i))
	tiny := new(big.Float).SetMantExp(big.NewFloat(1), -80)
	if d.Cmp(tiny) < 0 || new(big.Float).Sub(big.NewFloat(1), d).Cmp(tiny) < 0 {
		panic(fmt.Sprintf("oracle: %s is too close to a rounding boundary", v.Text('g', 40)))
	}
	return int(i.Int64())
}

// VPTable is the corrected WBF scale for b boards in hundredths of a VP,
// V[m] for the winner's margin m = 0 … ceil(X), X = 15√b (§7.1): V[m] =
// rhu(100·VP(m)), capped at 2000, then passes over m = 1 … ceil(X)−1 in
// increasing order, each adding 1 to V[m] wherever V[m+1]−V[m] >
// V[m]−V[m−1] (and using the updated value at once), until a pass changes
// nothing. Margins above ceil(X) are worth 2000. The slice is shared: do
// not modify it.
func VPTable(b int) []int {
	vpMu.Lock()
	defer vpMu.Unlock()
	if t, ok := vpTables[b]; ok {
		return t
	}
	if b < 1 {
		panic(fmt.Sprintf("oracle: VP scale for %d boards", b))
	}
	// ceil(X) = smallest c with c² ≥ 225b.
	c := 0
	for int64(c)*int64(c) < 225*int64(b) {
		c++
	}
	V := make([]int, c+1)
	for m := 0; m <= c; m++ {
		V[m] = min(roundHalfUpF(VPRaw(m, b)), 2000)
	}
	for changed := true; changed; {
		changed = false
		for m := 1; m <= c-1; m++ {
			if V[m+1]-V[m] > V[m]-V[m-1] {
				V[m]++
				changed = true
			}
		}
	}
	vpTables[b] = V
	return V
}

var (
	vpMu     sync.Mutex
	vpTables = map[int][]int{}
)

// WBFVP is the winner's and the loser's VPs in hundredths for an IMP
// margin over a match of boards boards, by the corrected scale of VPTable;
// the sign of margin does not matter (−7 is the same as 7). A tie is
// 1000–1000.
func WBFVP(margin, boards int) (winner, loser int) {
	if margin < 0 {
		margin = -margin
	}
	t := VPTable(boards)
	winner = 2000
	if margin < len(t) {
		winner = t[margin]
	}
	return winner, 2000 - winner
}
