// Package vp converts the IMP margin of a match into victory points.
//
// The WBF 2013 continuous 20-VP scale (§7.1): for a match of B boards the
// blitz margin is X = 15·√B and a winner by M ≥ 0 IMPs gets
//
//	VP(M) = 10 + 10·(1 − τ^(3M/X)) / (1 − τ³)   for M < X, 20 for M ≥ X,
//
// τ = (√5 − 1)/2; the loser gets 20 − VP(M). The scale is published as a
// table for the whole margins 0 … ⌈X⌉, each value rounded half up to
// hundredths and then corrected so that no extra IMP is worth more than the
// one before (WBF2013). Fractional margins (Butler or cross-IMP totals,
// weighted IMPs) are rounded to a whole margin and looked up (RoundMargin,
// the default) or put into the formula directly (Formula).
//
// Discrete scales (the WBF 2013 discrete scale, the pre-2013 25-VP scale,
// national 20- and 30-VP scales) are data: for each number of boards a list
// of bands (least margin, winner's VPs, loser's VPs), read from CSV by
// formats/vpscale.
//
// VPs are integer hundredths (1550 is 15.50 VP), as they are published and
// summed. The continuous formula is evaluated in float64, which is safe: for
// 1 … 1000 boards no value of the tables lies within 10⁻⁶ hundredths of a
// rounding boundary (a test checks it), while float64 errors here are below
// 10⁻¹². Margins are exact (exact.Q).
//
// The package is pure: no I/O, inputs are not modified. It imports the
// standard library and compute/exact.
package vp

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// Sentinel errors for errors.Is.
var (
	// ErrBoards: a number of boards below 1, or one a discrete scale does not cover.
	ErrBoards = errors.New("number of boards out of range")
	// ErrMargin: a negative margin (the margin is the winner's IMPs minus the loser's).
	ErrMargin = errors.New("negative margin")
	// ErrScale: a scale or option name that is not known.
	ErrScale = errors.New("unknown VP scale")
	// ErrBand: bands of a discrete scale that overlap, go backwards, leave
	// out margin 0, or give the loser more than the winner.
	ErrBand = errors.New("bad band")
)

// Full is 20 VPs in hundredths, the winner's VPs at or beyond the blitz.
const Full = 2000

// Scale converts a match's IMP margin into VPs.
type Scale interface {
	// VPs gives the winner's and the loser's VPs in hundredths for a margin
	// ≥ 0 (the winner's IMPs minus the loser's) in a match of `boards`
	// boards. A tie gives the margin-0 value: 1000–1000 on a 20-VP scale.
	VPs(margin exact.Q, boards int) (winner, loser int, err error)
}

// tau is the golden section (√5 − 1)/2; 1 − τ³ = 2τ².
var (
	tau  = (math.Sqrt(5) - 1) / 2
	tau3 = tau * tau * tau
)

// BlitzMargin is X = 15·√B, the margin from which the winner gets 20 VPs.
func BlitzMargin(boards int) float64 {
	return 15 * math.Sqrt(float64(boards))
}

// ceilBlitz is ⌈X⌉ computed exactly: the least m with m² ≥ 225·B.
func ceilBlitz(boards int) int {
	n := 225 * boards
	m := int(math.Sqrt(float64(n)))
	for m*m < n {
		m++
	}
	for m > 0 && (m-1)*(m-1) >= n {
		m--
	}
	return m
}

// formula is VP(m) for 0 ≤ m < X, in VPs.
func formula(m float64, boards int) float64 {
	x := BlitzMargin(boards)
	return 10 + 10*(1-math.Pow(tau, 3*m/x))/(1-tau3)
}

// hundredths is v rounded half up to hundredths, at most Full.
func hundredths(v float64) int {
	return min(Full, int(math.Floor(100*v+0.5)))
}

// WBF2013 is the corrected continuous scale for a match of `boards` boards:
// the winner's VPs in hundredths for the margins 0 … ⌈X⌉ (the last is
// always 2000). Per §7.1 (the correction of the 2013 JavaScript
// implementation, the default):
//
//  1. V[m] = rhu(100·VP(m)), capped at 2000;
//  2. passes over m = 1 … ⌈X⌉−1 in increasing order add 1 to V[m] whenever
//     V[m+1] − V[m] > V[m] − V[m−1], until a pass changes nothing.
//
// The result is non-decreasing and concave: no increment is larger than the
// one before. It is nil for boards < 1. The slice is the caller's.
func WBF2013(boards int) []int {
	if boards < 1 {
		return nil
	}
	return slices.Clone(wbf2013(boards))
}

// cache holds the tables already computed, by number of boards; they are
// never modified.
var cache sync.Map

func wbf2013(boards int) []int {
	if v, ok := cache.Load(boards); ok {
		return v.([]int)
	}
	t := computeWBF2013(boards)
	if boards <= 1024 {
		cache.Store(boards, t)
	}
	return t
}

func computeWBF2013(boards int) []int {
	c := ceilBlitz(boards)
	v := make([]int, c+1)
	for m := range v {
		if m*m >= 225*boards { // m ≥ X
			v[m] = Full
		} else {
			v[m] = hundredths(formula(float64(m), boards))
		}
	}
	for changed := true; changed; {
		changed = false
		for m := 1; m < c; m++ {
			if v[m+1]-v[m] > v[m]-v[m-1] {
				v[m]++
				changed = true
			}
		}
	}
	return v
}

// Fractional says how a margin that is not a whole number of IMPs is
// converted.
type Fractional uint8

// The two methods of §7.1.
const (
	// RoundMargin rounds the margin half away from zero to a whole number
	// and looks it up in the corrected table (the default).
	RoundMargin Fractional = iota
	// Formula evaluates the continuous VP on the exact margin and rounds
	// it half up to hundredths, without the correction (so a whole margin
	// can differ by 0.01 from the table: 16 boards, 14 IMPs → 13.74, not
	// 13.75).
	Formula
)

func (f Fractional) String() string {
	if f == Formula {
		return "formula"
	}
	return "round_margin"
}

// ParseFractional reads the option vp_fractional: round_margin (or empty)
// or formula.
func ParseFractional(s string) (Fractional, error) {
	switch strings.TrimSpace(s) {
	case "round_margin", "":
		return RoundMargin, nil
	case "formula":
		return Formula, nil
	}
	return 0, fmt.Errorf("vp: vp_fractional %q: %w (want round_margin or formula)", s, ErrScale)
}

// Continuous is the WBF 2013 continuous 20-VP scale. The zero value rounds
// fractional margins (RoundMargin).
type Continuous struct {
	Fractional Fractional
}

// String is the scale's name for ParseScale: wbf2013 or wbf2013:formula.
func (c Continuous) String() string {
	if c.Fractional == Formula {
		return "wbf2013:formula"
	}
	return "wbf2013"
}

// VPs implements Scale.
func (c Continuous) VPs(margin exact.Q, boards int) (winner, loser int, err error) {
	if err := check(margin, boards); err != nil {
		return 0, 0, err
	}
	if c.Fractional == Formula {
		// margin ≥ X exactly when margin² ≥ 225·B.
		if margin.Mul(margin).Cmp(exact.Int(225*int64(boards))) >= 0 {
			return Full, 0, nil
		}
		w := hundredths(formula(margin.Float64(), boards))
		return w, Full - w, nil
	}
	t := wbf2013(boards)
	m, ok := roundMargin(margin, len(t)-1)
	if !ok {
		return Full, 0, nil
	}
	return t[m], Full - t[m], nil
}

// check rejects a match of no boards and a negative margin.
func check(margin exact.Q, boards int) error {
	if boards < 1 {
		return fmt.Errorf("vp: %w: %d (want at least 1)", ErrBoards, boards)
	}
	if margin.Sign() < 0 {
		return fmt.Errorf("vp: %w: %s (want the winner's IMPs minus the loser's, at least 0)", ErrMargin, margin)
	}
	return nil
}

// roundMargin is margin (≥ 0) rounded half away from zero, when it is below
// limit; ok is false for a margin that rounds to limit or more.
func roundMargin(margin exact.Q, limit int) (m int, ok bool) {
	if margin.Cmp(exact.Int(int64(limit))) >= 0 {
		return 0, false
	}
	m, err := strconv.Atoi(margin.Round(0))
	if err != nil || m >= limit {
		return 0, false
	}
	return m, true
}

// ParseScale reads the option vp_scale for the scales that need no data:
// wbf2013 (or empty, or wbf2013_continuous), wbf2013:round_margin and
// wbf2013:formula. Discrete scales are data, read by formats/vpscale.
func ParseScale(s string) (Scale, error) {
	name, frac, hasFrac := strings.Cut(strings.TrimSpace(s), ":")
	switch name {
	case "wbf2013", "wbf2013_continuous", "":
		if !hasFrac {
			return Continuous{}, nil
		}
		f, err := ParseFractional(frac)
		if err != nil || frac == "" {
			break
		}
		return Continuous{Fractional: f}, nil
	}
	return nil, fmt.Errorf("vp: vp_scale %q: %w (want wbf2013 or wbf2013:formula; discrete scales are read from a table)", s, ErrScale)
}
