package vp_test

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/vp"
)

// q is a figure written in the test.
var q = exact.MustParse

// rawVP is the formula of §7.1 written out again, in VPs.
func rawVP(m float64, boards int) float64 {
	x := 15 * math.Sqrt(float64(boards))
	if m >= x {
		return 20
	}
	t := (math.Sqrt(5) - 1) / 2
	return 10 + 10*(1-math.Pow(t, 3*m/x))/(1-t*t*t)
}

func TestWBF2013(t *testing.T) {
	tests := []struct {
		name          string
		boards        int
		margin        int
		winner, loser int
	}{
		{"VP-1 16 boards 0", 16, 0, 1000, 1000},
		{"VP-1 16 boards 1", 16, 1, 1031, 969},
		{"VP-1 16 boards 2", 16, 2, 1061, 939},
		{"VP-1 16 boards 3", 16, 3, 1091, 909},
		{"VP-1 16 boards 5", 16, 5, 1148, 852},
		{"VP-1 16 boards 10", 16, 10, 1280, 720},
		{"VP-1 16 boards 13", 16, 13, 1352, 648},
		{"VP-1 16 boards 14 corrected from 13.74", 16, 14, 1375, 625},
		{"VP-1 16 boards 15", 16, 15, 1397, 603},
		{"VP-1 16 boards 20 = X/3", 16, 20, 1500, 500},
		{"VP-1 16 boards 23", 16, 23, 1556, 444},
		{"VP-1 16 boards 30", 16, 30, 1673, 327},
		{"VP-1 16 boards 40 = 2X/3", 16, 40, 1809, 191},
		{"VP-1 16 boards 59", 16, 59, 1993, 7},
		{"VP-1 16 boards 60 = X", 16, 60, 2000, 0},
		{"VP-1 8 boards 1", 8, 1, 1044, 956},
		{"VP-1 8 boards 10", 8, 10, 1378, 622},
		{"VP-1 8 boards 40 corrected from 19.73", 8, 40, 1974, 26},
		{"VP-1 8 boards 43 = ⌈42.43⌉", 8, 43, 2000, 0},
		{"VP-1 24 boards 5 corrected from 11.22", 24, 5, 1123, 877},
		{"VP-1 24 boards 74 = ⌈73.48⌉", 24, 74, 2000, 0},
		{"VP-1 12 boards 52 = ⌈51.96⌉", 12, 52, 2000, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table := vp.WBF2013(tt.boards)
			if got := table[tt.margin]; got != tt.winner {
				t.Errorf("WBF2013(%d)[%d] = %d, want %d", tt.boards, tt.margin, got, tt.winner)
			}
			w, l, err := vp.Continuous{}.VPs(exact.Int(int64(tt.margin)), tt.boards)
			if err != nil || w != tt.winner || l != tt.loser {
				t.Errorf("VPs = %d–%d, %v, want %d–%d", w, l, err, tt.winner, tt.loser)
			}
		})
	}
}

// TestWBF2013MoreThanTheTable: margins beyond ⌈X⌉ are 20–0.
func TestWBF2013MoreThanTheTable(t *testing.T) {
	for _, tt := range []struct{ boards, margin int }{{16, 60}, {16, 61}, {16, 500}, {8, 43}, {8, 44}, {24, 75}, {12, 52}, {12, 1000}} {
		t.Run(fmt.Sprintf("%d boards %d", tt.boards, tt.margin), func(t *testing.T) {
			w, l, err := vp.Continuous{}.VPs(exact.Int(int64(tt.margin)), tt.boards)
			if err != nil || w != 2000 || l != 0 {
				t.Errorf("got %d–%d, %v, want 2000–0", w, l, err)
			}
		})
	}
}

// TestVP1Raw checks the raw values quoted in VP-1 against the formula.
func TestVP1Raw(t *testing.T) {
	tests := []struct {
		name   string
		boards int
		margin float64
		raw    float64
	}{
		{"16 boards 13", 16, 13, 13.5160},
		{"16 boards 14", 16, 14, 13.7436},
		{"16 boards 15", 16, 15, 13.9658},
		{"8 boards 40", 8, 40, 19.734},
		{"24 boards 5", 24, 5, 11.2247},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rawVP(tt.margin, tt.boards); math.Abs(got-tt.raw) > 6e-4 {
				t.Errorf("raw VP = %.5f, want %.4f", got, tt.raw)
			}
		})
	}
}

// TestWBF2013Corrections: the margins the correction changes for 16 boards
// are those the specification lists, each by 0.01.
func TestWBF2013Corrections(t *testing.T) {
	table := vp.WBF2013(16)
	var changed []int
	for m, v := range table {
		raw := min(2000, int(math.Floor(100*rawVP(float64(m), 16)+0.5)))
		if v != raw {
			changed = append(changed, m)
			if v != raw+1 {
				t.Errorf("margin %d: %d, raw %d (want one hundredth more)", m, v, raw)
			}
		}
	}
	if want := []int{14, 27, 38, 46, 49, 55, 59}; fmt.Sprint(changed) != fmt.Sprint(want) {
		t.Errorf("corrected margins %v, want %v", changed, want)
	}
}

// TestWBF2013Shape: for every board count the table runs from 10.00 to
// 20.00 over the margins 0 … ⌈X⌉, never falls, and no increment is larger
// than the one before.
func TestWBF2013Shape(t *testing.T) {
	for b := 1; b <= 200; b++ {
		table := vp.WBF2013(b)
		if want := int(math.Ceil(vp.BlitzMargin(b))) + 1; len(table) != want {
			t.Errorf("%d boards: %d values, want %d", b, len(table), want)
		}
		if table[0] != 1000 || table[len(table)-1] != 2000 {
			t.Errorf("%d boards: from %d to %d, want 1000 to 2000", b, table[0], table[len(table)-1])
		}
		for m := 1; m < len(table); m++ {
			if table[m] < table[m-1] {
				t.Errorf("%d boards: falls at margin %d: %d after %d", b, m, table[m], table[m-1])
			}
			if m >= 2 && table[m]-table[m-1] > table[m-1]-table[m-2] {
				t.Errorf("%d boards: increment at margin %d (%d) larger than the one before (%d)",
					b, m, table[m]-table[m-1], table[m-1]-table[m-2])
			}
		}
	}
}

// TestWBF2013Checkpoints: 1 − τ³ = 2τ², so X/3 gives exactly 15 and 2X/3
// gives 10 + 5/τ = 18.09017; X/3 = 5√B is a whole margin when B is a
// square. The rounded formula has them for every square; the corrected
// table keeps them up to 100 boards, but the correction, which only ever
// adds, carries them up by a hundredth or two in longer matches.
func TestWBF2013Checkpoints(t *testing.T) {
	tests := []struct {
		k             int // B = k², X/3 = 5k, 2X/3 = 10k
		third, thirds int // the corrected table's values there
	}{
		{1, 1500, 1809}, {2, 1500, 1809}, {3, 1500, 1809}, {4, 1500, 1809},
		{5, 1500, 1809}, {6, 1500, 1809}, {7, 1500, 1809}, {8, 1500, 1809},
		{9, 1501, 1810}, {10, 1500, 1809}, {11, 1500, 1811}, {12, 1502, 1809},
	}
	for _, tt := range tests {
		b := tt.k * tt.k
		t.Run(fmt.Sprintf("%d boards", b), func(t *testing.T) {
			table := vp.WBF2013(b)
			if got := table[5*tt.k]; got != tt.third {
				t.Errorf("table at X/3 = %d: %d, want %d", 5*tt.k, got, tt.third)
			}
			if got := table[10*tt.k]; got != tt.thirds {
				t.Errorf("table at 2X/3 = %d: %d, want %d", 10*tt.k, got, tt.thirds)
			}
			if got := table[15*tt.k]; got != 2000 {
				t.Errorf("table at X = %d: %d, want 2000", 15*tt.k, got)
			}
			formula := vp.Continuous{Fractional: vp.Formula}
			if w, _, _ := formula.VPs(exact.Int(int64(5*tt.k)), b); w != 1500 {
				t.Errorf("formula at X/3: %d, want 1500", w)
			}
			if w, _, _ := formula.VPs(exact.Int(int64(10*tt.k)), b); w != 1809 {
				t.Errorf("formula at 2X/3: %d, want 1809", w)
			}
		})
	}
	tau := (math.Sqrt(5) - 1) / 2
	if got := rawVP(40, 16); math.Abs(got-(10+5/tau)) > 1e-12 {
		t.Errorf("VP(2X/3) = %.15f, want 10 + 5/τ = %.15f", got, 10+5/tau)
	}
	if got := rawVP(20, 16); math.Abs(got-15) > 1e-12 {
		t.Errorf("VP(X/3) = %.15f, want 15", got)
	}
}

// TestWBF2013FarFromRounding: the formula is evaluated in float64, which is
// exact for the tables only if no value lies within float error of a
// rounding boundary (a half hundredth). The nearest, for 1 … 1000 boards,
// is 1.24e-6 hundredths away (137 boards, margin 20); float64 errors here
// are below 1e-12.
func TestWBF2013FarFromRounding(t *testing.T) {
	worst := 1.0
	for b := 1; b <= 1000; b++ {
		x := 15 * math.Sqrt(float64(b))
		for m := 0; float64(m) < x; m++ {
			v := 100 * rawVP(float64(m), b)
			frac := v - math.Floor(v)
			if d := math.Abs(frac - 0.5); d < worst {
				worst = d
			}
		}
	}
	if worst < 1e-6 {
		t.Errorf("a value lies %.3g from a rounding boundary", worst)
	}
}

func TestContinuousFractional(t *testing.T) {
	tests := []struct {
		name          string
		scale         vp.Continuous
		boards        int
		margin        string
		winner, loser int
	}{
		{"round margin: 13.5 → 14 (corrected)", vp.Continuous{}, 16, "13.5", 1375, 625},
		{"round margin: 13.49 → 13", vp.Continuous{}, 16, "13.49", 1352, 648},
		{"round margin: 14.4 → 14", vp.Continuous{Fractional: vp.RoundMargin}, 16, "14.4", 1375, 625},
		{"round margin: 0.49 → a tie", vp.Continuous{}, 16, "0.49", 1000, 1000},
		{"round margin: 0.5 → 1", vp.Continuous{}, 16, "1/2", 1031, 969},
		{"round margin: 59.49 → 59", vp.Continuous{}, 16, "59.49", 1993, 7},
		{"round margin: 59.5 → 60", vp.Continuous{}, 16, "59.5", 2000, 0},
		{"round margin: 42.5 → 43 on 8 boards", vp.Continuous{}, 8, "42.5", 2000, 0},
		{"round margin: 42.4 → 42 on 8 boards", vp.Continuous{}, 8, "42.4", 1995, 5},
		{"formula: 14 uncorrected", vp.Continuous{Fractional: vp.Formula}, 16, "14", 1374, 626},
		{"formula: 13.5", vp.Continuous{Fractional: vp.Formula}, 16, "13.5", 1363, 637},
		{"formula: 20 = X/3", vp.Continuous{Fractional: vp.Formula}, 16, "20", 1500, 500},
		{"formula: 0", vp.Continuous{Fractional: vp.Formula}, 16, "0", 1000, 1000},
		{"formula: 60 = X", vp.Continuous{Fractional: vp.Formula}, 16, "60", 2000, 0},
		{"formula: 59.9 → 19.9926", vp.Continuous{Fractional: vp.Formula}, 16, "59.9", 1999, 1},
		{"formula: 42.43 ≥ X on 8 boards", vp.Continuous{Fractional: vp.Formula}, 8, "42.43", 2000, 0},
		{"formula: 8.2 (WT-2 IMPs) on 16 boards", vp.Continuous{Fractional: vp.Formula}, 16, "41/5", 1234, 766},
		{"huge margin", vp.Continuous{}, 16, "100000000000000000000000", 2000, 0},
		{"huge margin, formula", vp.Continuous{Fractional: vp.Formula}, 16, "100000000000000000000000", 2000, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, l, err := tt.scale.VPs(q(tt.margin), tt.boards)
			if err != nil || w != tt.winner || l != tt.loser {
				t.Errorf("VPs(%s, %d) = %d–%d, %v, want %d–%d", tt.margin, tt.boards, w, l, err, tt.winner, tt.loser)
			}
		})
	}
	// Formula agrees with the rounded raw value everywhere, and with the
	// table wherever the correction changed nothing.
	for b := 1; b <= 64; b++ {
		table := vp.WBF2013(b)
		for m10 := 0; m10 <= 10*len(table); m10++ {
			w, l, err := vp.Continuous{Fractional: vp.Formula}.VPs(exact.Frac(int64(m10), 10), b)
			want := min(2000, int(math.Floor(100*rawVP(float64(m10)/10, b)+0.5)))
			if err != nil || w != want || l != 2000-w {
				t.Fatalf("%d boards, margin %d/10: %d–%d, %v, want %d", b, m10, w, l, err, want)
			}
		}
	}
}

func TestVPsErrors(t *testing.T) {
	tests := []struct {
		name   string
		scale  vp.Scale
		margin string
		boards int
		is     error
		want   string
	}{
		{"negative margin", vp.Continuous{}, "-3", 16, vp.ErrMargin, "vp: negative margin: -3 (want the winner's IMPs minus the loser's, at least 0)"},
		{"no boards", vp.Continuous{}, "3", 0, vp.ErrBoards, "vp: number of boards out of range: 0 (want at least 1)"},
		{"formula, no boards", vp.Continuous{Fractional: vp.Formula}, "3", -2, vp.ErrBoards, "vp: number of boards out of range: -2 (want at least 1)"},
		{"discrete, negative margin", testDiscrete, "-1/2", 8, vp.ErrMargin, "vp: negative margin: -1/2 (want the winner's IMPs minus the loser's, at least 0)"},
		{"discrete, board count not covered", testDiscrete, "3", 7, vp.ErrBoards, "vp: number of boards out of range: the discrete scale has no bands for 7 boards (it covers 8, 12)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := tt.scale.VPs(q(tt.margin), tt.boards)
			if !errors.Is(err, tt.is) || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
	if vp.WBF2013(0) != nil {
		t.Error("WBF2013(0) is not nil")
	}
}

func TestWBF2013IsACopy(t *testing.T) {
	a := vp.WBF2013(16)
	a[14] = 0
	if b := vp.WBF2013(16); b[14] != 1375 {
		t.Errorf("changing a returned table changed the scale: %d", b[14])
	}
}

func TestParseScale(t *testing.T) {
	tests := []struct {
		in   string
		want string // the scale's String, or the error
		ok   bool
	}{
		{"wbf2013", "wbf2013", true},
		{"", "wbf2013", true},
		{"wbf2013_continuous", "wbf2013", true},
		{"wbf2013:round_margin", "wbf2013", true},
		{"wbf2013:formula", "wbf2013:formula", true},
		{"wbf2013:", `vp: vp_scale "wbf2013:": unknown VP scale (want wbf2013 or wbf2013:formula; discrete scales are read from a table)`, false},
		{"wbf2013:exact", `vp: vp_scale "wbf2013:exact": unknown VP scale (want wbf2013 or wbf2013:formula; discrete scales are read from a table)`, false},
		{"wbf25", `vp: vp_scale "wbf25": unknown VP scale (want wbf2013 or wbf2013:formula; discrete scales are read from a table)`, false},
	}
	for _, tt := range tests {
		t.Run(cmp.Or(tt.in, "empty"), func(t *testing.T) {
			s, err := vp.ParseScale(tt.in)
			if !tt.ok {
				if !errors.Is(err, vp.ErrScale) || err.Error() != tt.want {
					t.Errorf("err = %v, want %q", err, tt.want)
				}
				return
			}
			if err != nil || fmt.Sprint(s) != tt.want {
				t.Fatalf("ParseScale(%q) = %v, %v, want %s", tt.in, s, err, tt.want)
			}
			if back, err := vp.ParseScale(fmt.Sprint(s)); err != nil || back != s {
				t.Errorf("round trip of %v gave %v, %v", s, back, err)
			}
		})
	}
	for _, f := range []vp.Fractional{vp.RoundMargin, vp.Formula} {
		if back, err := vp.ParseFractional(f.String()); err != nil || back != f {
			t.Errorf("fractional %s: %v, %v", f, back, err)
		}
	}
	if _, err := vp.ParseFractional("round"); err == nil || err.Error() != `vp: vp_fractional "round": unknown VP scale (want round_margin or formula)` {
		t.Errorf("err = %v", err)
	}
}

func TestBlitzMargin(t *testing.T) {
	tests := []struct {
		boards int
		want   float64
	}{{16, 60}, {4, 30}, {8, 42.426406871}, {12, 51.961524227}, {24, 73.484692283}}
	for _, tt := range tests {
		if got := vp.BlitzMargin(tt.boards); math.Abs(got-tt.want) > 1e-8 {
			t.Errorf("BlitzMargin(%d) = %.9f, want %.9f", tt.boards, got, tt.want)
		}
	}
}
