package imp_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/score"
)

// q is a figure written in the test.
var q = exact.MustParse

func plain(scores ...int) []imp.Table {
	out := make([]imp.Table, len(scores))
	for i, s := range scores {
		out[i] = imp.Plain(s)
	}
	return out
}

// weighted reads weight, score pairs: weighted("2/5", 620, "3/5", -100).
func weighted(pairs ...any) []score.Outcome {
	var out []score.Outcome
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, score.Outcome{Weight: q(pairs[i].(string)), ScoreNS: pairs[i+1].(int)})
	}
	return out
}

// scaleTable is Law 78B as printed in §5.1, one row per IMP value: the
// lowest and highest difference (multiples of 10) of the band.
var scaleTable = []struct{ lo, hi, imps int }{
	{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4},
	{170, 210, 5}, {220, 260, 6}, {270, 310, 7}, {320, 360, 8},
	{370, 420, 9}, {430, 490, 10}, {500, 590, 11}, {600, 740, 12},
	{750, 890, 13}, {900, 1090, 14}, {1100, 1290, 15}, {1300, 1490, 16},
	{1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19}, {2250, 2490, 20},
	{2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 1 << 40, 24},
}

func fromTable(d int) int {
	a := d
	if a < 0 {
		a = -a
	}
	for _, r := range scaleTable {
		if a >= r.lo && a <= r.hi+9 { // the printed bands hold multiples of 10
			if d < 0 {
				return -r.imps
			}
			return r.imps
		}
	}
	panic(d)
}

func TestIMPsExamples(t *testing.T) {
	tests := []struct {
		name string
		diff int
		want int
	}{
		{"§5.1 0", 0, 0},
		{"§5.1 10", 10, 0},
		{"§5.1 30", 30, 1},
		{"§5.1 130", 130, 4},
		{"§5.1 450", 450, 10},
		{"§5.1 480", 480, 10},
		{"§5.1 500", 500, 11},
		{"§5.1 750", 750, 13},
		{"§5.1 1100", 1100, 15},
		{"§5.1 -2240", -2240, -19},
		{"§5.1 3600", 3600, 23},
		{"§5.1 5000", 5000, 24},
		{"§5.1 4200", 4200, 24},
		{"§5.1 45", 45, 1},
		{"§5.1 15", 15, 0},
		{"TM-1 difference 450", 450, 10},
		{"TM-1 difference 720", 720, 12},
		{"WT-2 component -30", -30, -1},
		{"WT-2 component -750", -750, -13},
		{"WT-2 the wrong average -462", -462, -10},
		{"huge", 1 << 40, 24},
		{"most negative int", -1 << 63, -24},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := imp.IMPs(tt.diff); got != tt.want {
				t.Errorf("IMPs(%d) = %d, want %d", tt.diff, got, tt.want)
			}
		})
	}
}

// TestIMPsBoundaries has a named row for both sides of every threshold t
// of the table (t−10 and t) and their negatives.
func TestIMPsBoundaries(t *testing.T) {
	for i, r := range scaleTable[1:] {
		below := scaleTable[i] // the band just under r
		rows := []struct {
			diff, want int
		}{
			{r.lo - 10, below.imps},
			{r.lo, r.imps},
			{-(r.lo - 10), -below.imps},
			{-r.lo, -r.imps},
		}
		for _, row := range rows {
			t.Run(fmt.Sprintf("threshold %d: %d", r.lo, row.diff), func(t *testing.T) {
				if got := imp.IMPs(row.diff); got != row.want {
					t.Errorf("IMPs(%d) = %d, want %d", row.diff, got, row.want)
				}
				if got := imp.OfQ(exact.Int(int64(row.diff))); got != row.want {
					t.Errorf("OfQ(%d) = %d, want %d", row.diff, got, row.want)
				}
			})
		}
	}
}

// TestIMPsWholeTable checks every difference from −6000 to 6000 against the
// printed table, and antisymmetry.
func TestIMPsWholeTable(t *testing.T) {
	for d := -6000; d <= 6000; d++ {
		want := fromTable(d)
		if got := imp.IMPs(d); got != want {
			t.Fatalf("IMPs(%d) = %d, want %d", d, got, want)
		}
		if imp.IMPs(-d) != -imp.IMPs(d) {
			t.Fatalf("IMPs(%d) = %d but IMPs(%d) = %d", -d, imp.IMPs(-d), d, imp.IMPs(d))
		}
	}
}

func TestOfQ(t *testing.T) {
	tests := []struct {
		name string
		diff string
		want int
	}{
		{"§5.1 15", "15", 0},
		{"§5.1 19.99", "19.99", 0},
		{"§5.1 20", "20", 1},
		{"§5.1 45", "45", 1},
		{"§5.1 4200", "4200", 24},
		{"-19.99", "-19.99", 0},
		{"-20", "-20", -1},
		{"just below a threshold", "3999999/1000", 23},
		{"a third above a threshold", "1300/3", 10}, // 433.33
		{"the average 188 - 650", "-462", -10},
		{"0", "0", 0},
		{"beyond int64", "100000000000000000000000", 24},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := imp.OfQ(q(tt.diff)); got != tt.want {
				t.Errorf("OfQ(%s) = %d, want %d", tt.diff, got, tt.want)
			}
		})
	}
	// On whole numbers OfQ is IMPs; between them it keeps the lower one.
	for d := -4500; d <= 4500; d++ {
		if got, want := imp.OfQ(exact.Int(int64(d))), imp.IMPs(d); got != want {
			t.Fatalf("OfQ(%d) = %d, want %d", d, got, want)
		}
		half := exact.Frac(int64(2*d+1), 2) // d + ½
		want := imp.IMPs(d)
		if d < 0 {
			want = imp.IMPs(d + 1) // |d + ½| = |d + 1| + ½
		}
		if got := imp.OfQ(half); got != want {
			t.Fatalf("OfQ(%s) = %d, want %d", half, got, want)
		}
	}
}

func TestTeamBoard(t *testing.T) {
	tests := []struct {
		name         string
		open, closed int
		teamA        int
		description  string
	}{
		{"TM-1 4S vul made against 3S+1", 620, 170, 10, "difference 450"},
		{"TM-1 4H vul one down against made", 100, -620, 12, "difference 720"},
		{"the other team's view", 170, 620, -10, "difference -450"},
		{"flat board", 420, 420, 0, "difference 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := imp.TeamBoard(tt.open, tt.closed); got != tt.teamA {
				t.Errorf("TeamBoard(%d, %d) = %d, want %d (%s)", tt.open, tt.closed, got, tt.teamA, tt.description)
			}
		})
	}
}

func TestTeamBoardWeighted(t *testing.T) {
	tests := []struct {
		name         string
		open, closed []score.Outcome
		want         string
	}{
		{"WT-2 40% +620 / 60% -100 against +650", weighted("2/5", 620, "3/5", -100), weighted("1", 650), "-41/5"},
		{"WT-2 from the other room", weighted("1", 650), weighted("2/5", 620, "3/5", -100), "41/5"},
		{"plain is TeamBoard", weighted("1", 620), weighted("1", 170), "10"},
		{"weighted in both rooms", weighted("1/2", 620, "1/2", -100), weighted("1/4", 650, "3/4", 170),
			// ½·(¼·IMPs(−30) + ¾·IMPs(450)) + ½·(¼·IMPs(−750) + ¾·IMPs(−270))
			// = ½·(−¼ + 30/4) + ½·(−13/4 − 21/4) = 29/8 − 34/8
			"-5/8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := imp.TeamBoardWeighted(tt.open, tt.closed)
			if got.Cmp(q(tt.want)) != 0 {
				t.Errorf("TeamBoardWeighted = %s, want %s", got, tt.want)
			}
		})
	}
	t.Run("WT-2 never IMPs the average score", func(t *testing.T) {
		got := imp.TeamBoardWeighted(weighted("2/5", 620, "3/5", -100), weighted("1", 650))
		if got.Round(2) != "-8.20" {
			t.Errorf("got %s, want -8.20", got.Round(2))
		}
		if wrong := exact.Int(int64(imp.IMPs(188 - 650))); got.Cmp(wrong) == 0 {
			t.Errorf("got %s: the IMPs of the average score", got)
		}
	})
}

func TestTeamTables(t *testing.T) {
	tests := []struct {
		name         string
		open, closed imp.Table
		a, b         string
	}{
		{"plain", imp.Plain(620), imp.Plain(170), "10", "-10"},
		{"WT-2 balanced weighted score in the open room",
			imp.Table{NS: weighted("2/5", 620, "3/5", -100), EW: weighted("2/5", 620, "3/5", -100)},
			imp.Plain(650), "-41/5", "41/5"},
		{"split score: A's NS pair -100 outright, B's EW pair the weighted score",
			imp.Table{NS: weighted("1", -100), EW: weighted("2/5", 620, "3/5", -100)},
			imp.Plain(650),
			// A: IMPs(−100 − 650) = −13; B: −(0.4·IMPs(−30) + 0.6·IMPs(−750)) = 8.2
			"-13", "41/5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b, err := imp.TeamTables(tt.open, tt.closed)
			if err != nil {
				t.Fatal(err)
			}
			if a.Cmp(q(tt.a)) != 0 || b.Cmp(q(tt.b)) != 0 {
				t.Errorf("got %s, %s, want %s, %s", a, b, tt.a, tt.b)
			}
		})
	}
	t.Run("bad weights", func(t *testing.T) {
		_, _, err := imp.TeamTables(imp.Plain(0), imp.Table{NS: weighted("1", 10), EW: weighted("1/2", 10)})
		const want = "imp: closed room EW: bad outcomes: weights sum to 1/2 (want 1)"
		if !errors.Is(err, imp.ErrOutcomes) || err.Error() != want {
			t.Errorf("err = %v, want %q", err, want)
		}
	})
}

func TestCheckOutcomes(t *testing.T) {
	tests := []struct {
		name string
		os   []score.Outcome
		want string
	}{
		{"plain", weighted("1", 620), ""},
		{"weighted", weighted("2/5", 620, "3/5", -100), ""},
		{"none", nil, "bad outcomes: none given"},
		{"sum below 1", weighted("2/5", 620, "1/2", -100), "bad outcomes: weights sum to 9/10 (want 1)"},
		{"zero weight", weighted("0", 620, "1", -100), "bad outcomes: weight 0 of 620 (want more than 0)"},
		{"negative weight", weighted("-1/2", 620, "3/2", -100), "bad outcomes: weight -1/2 of 620 (want more than 0)"},
		{"missing weight", []score.Outcome{{ScoreNS: 420}}, "bad outcomes: weight 0 of 420 (want more than 0)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := imp.CheckOutcomes(tt.os)
			if tt.want == "" {
				if err != nil {
					t.Errorf("err = %v", err)
				}
				return
			}
			if !errors.Is(err, imp.ErrOutcomes) || err == nil || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}
