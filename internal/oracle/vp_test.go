package oracle_test

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/internal/oracle"
)

// shown is hundredths as a VP figure: 1375 → "13.75".
func shown(h int) string { return fmt.Sprintf("%d.%02d", h/100, h%100) }

// TestVP1 is worked example VP-1 (§7.1) and the other values the section
// gives.
func TestVP1(t *testing.T) {
	tests := []struct {
		boards, margin int
		winner, loser  string
	}{
		{16, 0, "10.00", "10.00"},
		{16, 1, "10.31", "9.69"},
		{16, 2, "10.61", "9.39"},
		{16, 3, "10.91", "9.09"},
		{16, 5, "11.48", "8.52"},
		{16, 10, "12.80", "7.20"},
		{16, 13, "13.52", "6.48"},
		{16, 14, "13.75", "6.25"}, // corrected from 13.74
		{16, 15, "13.97", "6.03"},
		{16, 20, "15.00", "5.00"}, // X/3: exact
		{16, 23, "15.56", "4.44"},
		{16, 30, "16.73", "3.27"},
		{16, 40, "18.09", "1.91"}, // 2X/3: 10 + 5/τ
		{16, 59, "19.93", "0.07"},
		{16, 60, "20.00", "0.00"},
		{16, 61, "20.00", "0.00"},
		{16, 500, "20.00", "0.00"},
		{8, 1, "10.44", "9.56"},
		{8, 10, "13.78", "6.22"},
		{8, 40, "19.74", "0.26"}, // raw 19.734 → 19.73 → corrected
		{8, 43, "20.00", "0.00"},
		{24, 5, "11.23", "8.77"}, // raw 11.2247 → 11.22 → corrected
		{24, 74, "20.00", "0.00"},
		{12, 52, "20.00", "0.00"},
	}
	for _, tc := range tests {
		for _, m := range []int{tc.margin, -tc.margin} {
			w, l := oracle.WBFVP(m, tc.boards)
			if shown(w) != tc.winner || shown(l) != tc.loser {
				t.Errorf("%d boards, margin %d: %s–%s, want %s–%s", tc.boards, m, shown(w), shown(l), tc.winner, tc.loser)
			}
		}
	}
}

// uncorrected is rhu(100·VP(m)) for m = 0 … ceil(X), before the
// correction.
func uncorrected(b int) []int {
	t := oracle.VPTable(b)
	out := make([]int, len(t))
	for m := range t {
		h := new(big.Float).Add(oracle.VPRaw(m, b), big.NewFloat(0.5))
		i, _ := h.Int(nil)
		out[m] = min(int(i.Int64()), 2000)
	}
	return out
}

// TestVPRawValues are the unrounded values §7.1 quotes and its exact
// checkpoints: X/3 → 15, 2X/3 → 10 + 5/τ.
func TestVPRawValues(t *testing.T) {
	for _, tc := range []struct {
		m, b int
		want string // to 4 decimals, in VP
	}{
		{13, 16, "13.5160"}, {14, 16, "13.7436"}, {15, 16, "13.9658"},
		{40, 8, "19.7340"}, {5, 24, "11.2247"},
	} {
		v := new(big.Float).Quo(oracle.VPRaw(tc.m, tc.b), big.NewFloat(100))
		if got := v.Text('f', 4); got != tc.want {
			t.Errorf("VP(%d) over %d boards = %s, want %s", tc.m, tc.b, got, tc.want)
		}
	}
	tau := (math.Sqrt(5) - 1) / 2
	for _, b := range []int{4, 9, 16, 25, 36, 49, 64} {
		s := int(math.Round(math.Sqrt(float64(b))))
		if got := oracle.VPRaw(5*s, b); got.Cmp(big.NewFloat(1500)) != 0 {
			t.Errorf("%d boards, X/3 = %d: %s, want exactly 1500", b, 5*s, got.Text('g', 30))
		}
		v, _ := oracle.VPRaw(10*s, b).Float64()
		if want := 100 * (10 + 5/tau); math.Abs(v-want) > 1e-9 {
			t.Errorf("%d boards, 2X/3 = %d: %v, want %v", b, 10*s, v, want)
		}
	}
}

// TestVPAgainstFloat64 compares the big.Float evaluation with the formula
// in float64 for 1 … 64 boards, margins 0 … 70.
func TestVPAgainstFloat64(t *testing.T) {
	tau := (math.Sqrt(5) - 1) / 2
	for b := 1; b <= 64; b++ {
		X := 15 * math.Sqrt(float64(b))
		for m := 0; m <= 130; m++ {
			want := 2000.0
			if float64(m) < X {
				want = 100 * (10 + 10*(1-math.Pow(tau, 3*float64(m)/X))/(1-tau*tau*tau))
			}
			got, _ := oracle.VPRaw(m, b).Float64()
			if math.Abs(got-want) > 1e-9 {
				t.Errorf("%d boards, margin %d: %v, float64 %v", b, m, got, want)
			}
		}
	}
}

// TestVPCorrected16 is the list of margins that the correction changes
// for 16 boards, each by one hundredth up.
func TestVPCorrected16(t *testing.T) {
	raw, got := uncorrected(16), oracle.VPTable(16)
	var changed []int
	for m := range got {
		if got[m] != raw[m] {
			changed = append(changed, m)
			if got[m] != raw[m]+1 {
				t.Errorf("margin %d: %d from %d", m, got[m], raw[m])
			}
		}
	}
	if want := []int{14, 27, 38, 46, 49, 55, 59}; !slices.Equal(changed, want) {
		t.Errorf("corrected margins %v, want %v", changed, want)
	}
	if len(got) != 61 {
		t.Errorf("table of %d margins, want 0…60", len(got))
	}
}

// TestVPScaleShape: for 4 … 64 boards the corrected scale starts at 10.00,
// reaches 20.00 exactly at ceil(15√B), never falls, and no increment is
// larger than the one before (and the correction only ever adds). Loser +
// winner is always 20.00.
func TestVPScaleShape(t *testing.T) {
	for b := 1; b <= 64; b++ {
		V, raw := oracle.VPTable(b), uncorrected(b)
		c := int(math.Ceil(15 * math.Sqrt(float64(b))))
		if len(V) != c+1 {
			t.Errorf("%d boards: table of %d, want ceil(X)+1 = %d", b, len(V), c+1)
		}
		if V[0] != 1000 || V[len(V)-1] != 2000 {
			t.Errorf("%d boards: ends %d, %d", b, V[0], V[len(V)-1])
		}
		for m := range V {
			if V[m] < raw[m] {
				t.Errorf("%d boards, margin %d: corrected %d below %d", b, m, V[m], raw[m])
			}
			w, l := oracle.WBFVP(m, b)
			if w != V[m] || w+l != 2000 {
				t.Errorf("%d boards, margin %d: WBFVP %d–%d, table %d", b, m, w, l, V[m])
			}
			if m > 0 && V[m] < V[m-1] {
				t.Errorf("%d boards: falls at margin %d", b, m)
			}
			if b >= 4 && m > 0 && V[m] == V[m-1] && V[m] < 2000 {
				t.Errorf("%d boards: margin %d adds nothing", b, m)
			}
			if m > 1 && V[m]-V[m-1] > V[m-1]-V[m-2] {
				t.Errorf("%d boards: increment %d at margin %d after %d", b, V[m]-V[m-1], m, V[m-1]-V[m-2])
			}
		}
		if w, _ := oracle.WBFVP(c+1, b); w != 2000 {
			t.Errorf("%d boards, margin past the blitz: %d", b, w)
		}
	}
}
