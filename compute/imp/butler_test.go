package imp_test

import (
	"cmp"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/score"
)

func TestTrimK(t *testing.T) {
	tests := []struct {
		name string
		rule imp.TrimRule
		n, k int
	}{
		{"auto 0", imp.TrimAuto, 0, 0},
		{"auto 1", imp.TrimAuto, 1, 0},
		{"auto 3", imp.TrimAuto, 3, 0},
		{"auto 4", imp.TrimAuto, 4, 1},
		{"auto BU-1 6", imp.TrimAuto, 6, 1},
		{"auto 10", imp.TrimAuto, 10, 1},
		{"auto 11", imp.TrimAuto, 11, 2},
		{"auto 25", imp.TrimAuto, 25, 2},
		{"auto 26", imp.TrimAuto, 26, 3},
		{"auto 40", imp.TrimAuto, 40, 3},
		{"auto 41", imp.TrimAuto, 41, 4},
		{"auto 1000", imp.TrimAuto, 1000, 67},
		{"zero value is auto", imp.TrimRule{}, 6, 1},
		{"none", imp.TrimNone, 20, 0},
		{"fixed 1", imp.TrimFixed(1), 6, 1},
		{"fixed 2", imp.TrimFixed(2), 6, 2},
		{"fixed leaves one score of three", imp.TrimFixed(2), 3, 1},
		{"fixed leaves both of two", imp.TrimFixed(1), 2, 0},
		{"fixed negative is 0", imp.TrimFixed(-1), 6, 0},
		{"ACBL 5% of 6 trims nothing", imp.TrimPercent(exact.Int(5)), 6, 0},
		{"5% of 19", imp.TrimPercent(exact.Int(5)), 19, 0},
		{"5% of 20", imp.TrimPercent(exact.Int(5)), 20, 1},
		{"5% of 39", imp.TrimPercent(exact.Int(5)), 39, 1},
		{"5% of 40", imp.TrimPercent(exact.Int(5)), 40, 2},
		{"2.5% of 40", imp.TrimPercent(q("2.5")), 40, 1},
		{"49% of 5", imp.TrimPercent(exact.Int(49)), 5, 2},
		{"49% of 4 leaves two", imp.TrimPercent(exact.Int(49)), 4, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.rule.K(tt.n); got != tt.k {
				t.Errorf("%s.K(%d) = %d, want %d", tt.rule, tt.n, got, tt.k)
			}
		})
	}
}

func TestParseTrim(t *testing.T) {
	tests := []struct {
		in, want string // want: the String of the rule, or the error
		ok       bool
	}{
		{"auto", "auto", true},
		{"", "auto", true},
		{"none", "none", true},
		{"fixed:0", "fixed:0", true},
		{"fixed:2", "fixed:2", true},
		{"percent:5", "percent:5", true},
		{"percent:2.5", "percent:2.5", true},
		{"percent:100/3", "percent:100/3", true},
		{"percent:0", "percent:0", true},
		{"fixed", `imp: butler_trim "fixed": unknown option value (want auto, none, fixed:<k> or percent:<p>)`, false},
		{"fixed:-1", `imp: butler_trim "fixed:-1": unknown option value (want fixed:<k> with k a whole number, at least 0)`, false},
		{"fixed:x", `imp: butler_trim "fixed:x": unknown option value (want fixed:<k> with k a whole number, at least 0)`, false},
		{"percent:50", `imp: butler_trim "percent:50": unknown option value (want percent:<p> with 0 ≤ p < 50)`, false},
		{"percent:-5", `imp: butler_trim "percent:-5": unknown option value (want percent:<p> with 0 ≤ p < 50)`, false},
		{"none:1", `imp: butler_trim "none:1": unknown option value (want auto, none, fixed:<k> or percent:<p>)`, false},
		{"Auto", `imp: butler_trim "Auto": unknown option value (want auto, none, fixed:<k> or percent:<p>)`, false},
	}
	for _, tt := range tests {
		t.Run(cmp.Or(tt.in, "empty"), func(t *testing.T) {
			r, err := imp.ParseTrim(tt.in)
			if !tt.ok {
				if !errors.Is(err, imp.ErrOption) || err.Error() != tt.want {
					t.Errorf("err = %v, want %q", err, tt.want)
				}
				return
			}
			if err != nil || r.String() != tt.want {
				t.Fatalf("ParseTrim(%q) = %s, %v, want %s", tt.in, r, err, tt.want)
			}
			if back, err := imp.ParseTrim(r.String()); err != nil || back != r {
				t.Errorf("round trip of %s gave %s, %v", r, back, err)
			}
		})
	}
}

func FuzzParseTrim(f *testing.F) {
	for _, s := range []string{"auto", "none", "fixed:3", "percent:5", "percent:2.5", "percent:1/3", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := imp.ParseTrim(s)
		if err != nil {
			_ = err.Error()
			return
		}
		back, err := imp.ParseTrim(r.String())
		if err != nil || back.String() != r.String() {
			t.Fatalf("%q → %s → %s, %v", s, r, back, err)
		}
	})
}

func TestParseOptions(t *testing.T) {
	for _, r := range []imp.Rounding{imp.HalfUp, imp.HalfEven, imp.HalfAwayFromZero} {
		if back, err := imp.ParseRounding(r.String()); err != nil || back != r {
			t.Errorf("rounding %s: %v, %v", r, back, err)
		}
	}
	for _, n := range []imp.Normalisation{imp.PerComparison, imp.Total, imp.PerTable, imp.Factored} {
		if back, err := imp.ParseNormalisation(n.String()); err != nil || back != n {
			t.Errorf("normalisation %s: %v, %v", n, back, err)
		}
	}
	if r, err := imp.ParseRounding(""); err != nil || r != imp.HalfUp {
		t.Errorf("empty rounding: %v, %v", r, err)
	}
	if n, err := imp.ParseNormalisation(""); err != nil || n != imp.PerComparison {
		t.Errorf("empty normalisation: %v, %v", n, err)
	}
	for in, want := range map[string]bool{"include_expected": true, "exclude": false, "": true} {
		if got, err := imp.ParseAdjustedInDatum(in); err != nil || got != want {
			t.Errorf("ParseAdjustedInDatum(%q) = %v, %v", in, got, err)
		}
	}
	errs := []struct {
		err  error
		want string
	}{
		{second(imp.ParseRounding("up")), `imp: butler_round "up": unknown option value (want half_up, half_even or half_away_from_zero)`},
		{second(imp.ParseNormalisation("average")), `imp: ximp_normalisation "average": unknown option value (want per_comparison, total, per_table or factored)`},
		{second(imp.ParseAdjustedInDatum("include")), `imp: butler_datum_adjusted "include": unknown option value (want include_expected or exclude)`},
	}
	for _, e := range errs {
		if !errors.Is(e.err, imp.ErrOption) || e.err.Error() != e.want {
			t.Errorf("err = %v, want %q", e.err, e.want)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func TestDatum(t *testing.T) {
	bu2 := []int{650, 620, 620, 170, 130, -100}
	neg := func(s []int) []int {
		out := make([]int, len(s))
		for i, v := range s {
			out[i] = -v
		}
		return out
	}
	tests := []struct {
		name   string
		scores []int
		trim   imp.TrimRule
		round  imp.Rounding
		want   int
	}{
		{"BU-1 auto trims one each end: 215 → 220", []int{650, 620, 170, 170, -100, -200}, imp.TrimAuto, imp.HalfUp, 220},
		{"BU-1 ACBL 5% trims nothing: 218.33 → 220", []int{650, 620, 170, 170, -100, -200}, imp.TrimPercent(exact.Int(5)), imp.HalfEven, 220},
		{"BU-1 no trimming", []int{650, 620, 170, 170, -100, -200}, imp.TrimNone, imp.HalfUp, 220},
		{"BU-2 385 half up", bu2, imp.TrimAuto, imp.HalfUp, 390},
		{"BU-2 385 half even", bu2, imp.TrimAuto, imp.HalfEven, 380},
		{"BU-2 385 half away from zero", bu2, imp.TrimAuto, imp.HalfAwayFromZero, 390},
		{"BU-2 -385 half up", neg(bu2), imp.TrimAuto, imp.HalfUp, -380},
		{"BU-2 -385 half even", neg(bu2), imp.TrimAuto, imp.HalfEven, -380},
		{"BU-2 -385 half away from zero", neg(bu2), imp.TrimAuto, imp.HalfAwayFromZero, -390},
		{"ACBL 425 half even", []int{425}, imp.TrimNone, imp.HalfEven, 420},
		{"ACBL 435 half even", []int{435}, imp.TrimNone, imp.HalfEven, 440},
		{"-425 half even", []int{-425}, imp.TrimNone, imp.HalfEven, -420},
		{"-435 half even", []int{-435}, imp.TrimNone, imp.HalfEven, -440},
		{"-5 half up is 0", []int{-5}, imp.TrimNone, imp.HalfUp, 0},
		{"5 half even is 0", []int{5}, imp.TrimNone, imp.HalfEven, 0},
		{"-15 half even is -20", []int{-15}, imp.TrimNone, imp.HalfEven, -20},
		{"not a half rounds to nearest: 384.9 → 380", []int{3849, 0, 0, 0, 0, 0, 0, 0, 0, 0}, imp.TrimNone, imp.HalfUp, 380},
		{"not a half rounds to nearest: 385.1 → 390", []int{3851, 0, 0, 0, 0, 0, 0, 0, 0, 0}, imp.TrimNone, imp.HalfEven, 390},
		{"-384.9 → -380", []int{-3849, 0, 0, 0, 0, 0, 0, 0, 0, 0}, imp.TrimNone, imp.HalfAwayFromZero, -380},
		{"-385.1 → -390", []int{-3851, 0, 0, 0, 0, 0, 0, 0, 0, 0}, imp.TrimNone, imp.HalfUp, -390},
		{"fixed 2 of 6", []int{650, 620, 170, 170, -100, -200}, imp.TrimFixed(2), imp.HalfUp, 170},
		{"one score", []int{-620}, imp.TrimAuto, imp.HalfUp, -620},
		{"empty field", nil, imp.TrimAuto, imp.HalfUp, 0},
		{"order does not matter", []int{-100, 650, 170, -200, 620, 170}, imp.TrimAuto, imp.HalfUp, 220},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := imp.Datum(tt.scores, tt.trim, tt.round); got != tt.want {
				t.Errorf("Datum = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestButler(t *testing.T) {
	sp1 := append(plain(620, 620, -100, 650, 170),
		imp.Table{NS: weighted("1", -100), EW: weighted("2/5", 620, "3/5", -100)})
	wt1 := append(plain(620, 620, -100, 650, 170),
		imp.Table{NS: weighted("2/5", 620, "3/5", -100), EW: weighted("2/5", 620, "3/5", -100)})
	tests := []struct {
		name   string
		tables []imp.Table
		opt    imp.ButlerOptions
		datum  int
		ns, ew []string
	}{
		{
			name:   "BU-1",
			tables: plain(650, 620, 170, 170, -100, -200),
			opt:    imp.DefaultButler(),
			datum:  220,
			ns:     []string{"10", "9", "-2", "-2", "-8", "-9"},
			ew:     []string{"-10", "-9", "2", "2", "8", "9"},
		},
		{
			name:   "BU-1 ACBL 5% and half even",
			tables: plain(650, 620, 170, 170, -100, -200),
			opt:    imp.ButlerOptions{Trim: imp.TrimPercent(exact.Int(5)), Round: imp.HalfEven},
			datum:  220,
			ns:     []string{"10", "9", "-2", "-2", "-8", "-9"},
			ew:     []string{"-10", "-9", "2", "2", "8", "9"},
		},
		{
			name:   "BU-2 datum 390",
			tables: plain(650, 620, 620, 170, 130, -100),
			opt:    imp.ButlerOptions{},
			datum:  390,
			// 260, 230, 230, −220, −260, −490
			ns: []string{"6", "6", "6", "-6", "-6", "-10"},
			ew: []string{"-6", "-6", "-6", "6", "6", "10"},
		},
		{
			// Datum from 620, 620, −100, 650, 170 and (−100 + 188)/2 = 44:
			// drop −100 and 650, (44 + 170 + 620 + 620)/4 = 363.5 → 360.
			name:   "SP-1 split score, expected value in the datum",
			tables: sp1,
			opt:    imp.DefaultButler(),
			datum:  360,
			// 260 → 6, −460 → −10, 290 → 7, −190 → −5; table 6 NS: −460 →
			// −10; EW: −(0.4·IMPs(260) + 0.6·IMPs(−460)) = −(2.4 − 6) = 3.6
			ns: []string{"6", "6", "-10", "7", "-5", "-10"},
			ew: []string{"-6", "-6", "10", "-7", "5", "18/5"},
		},
		{
			// Datum from 620, 620, −100, 650, 170: drop −100 and 650,
			// (620 + 620 + 170)/3 = 470.
			name:   "SP-1 split score left out of the datum",
			tables: sp1,
			opt:    imp.ButlerOptions{AdjustedInDatum: false},
			datum:  470,
			// 150 → 4, −570 → −11, 180 → 5, −300 → −7; table 6 NS: −570 →
			// −11; EW: −(0.4·IMPs(150) + 0.6·IMPs(−570)) = −(1.6 − 6.6) = 5
			ns: []string{"4", "4", "-11", "5", "-7", "-11"},
			ew: []string{"-4", "-4", "11", "-5", "7", "5"},
		},
		{
			// Expected 188 for both sides: −100, 170, 188, 620, 620, 650 →
			// (170 + 188 + 620 + 620)/4 = 399.5 → 400.
			name:   "WT-1 weighted score, IMP each component then weight",
			tables: wt1,
			opt:    imp.DefaultButler(),
			datum:  400,
			// 220 → 6, −500 → −11, 250 → 6, −230 → −6; table 6: 0.4·IMPs(220)
			// + 0.6·IMPs(−500) = 2.4 − 6.6 = −4.2
			ns: []string{"6", "6", "-11", "6", "-6", "-21/5"},
			ew: []string{"-6", "-6", "11", "-6", "6", "21/5"},
		},
		{
			name:   "one table",
			tables: plain(-620),
			opt:    imp.DefaultButler(),
			datum:  -620,
			ns:     []string{"0"},
			ew:     []string{"0"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			datum, scores, err := imp.Butler(tt.tables, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if datum != tt.datum {
				t.Errorf("datum = %d, want %d", datum, tt.datum)
			}
			if len(scores) != len(tt.ns) {
				t.Fatalf("%d scores, want %d", len(scores), len(tt.ns))
			}
			for i, s := range scores {
				if s.NS.Cmp(q(tt.ns[i])) != 0 || s.EW.Cmp(q(tt.ew[i])) != 0 {
					t.Errorf("table %d: NS %s EW %s, want NS %s EW %s", i+1, s.NS, s.EW, tt.ns[i], tt.ew[i])
				}
			}
		})
	}
}

func TestButlerErrors(t *testing.T) {
	tests := []struct {
		name   string
		tables []imp.Table
		opt    imp.ButlerOptions
		is     error
		want   string
	}{
		{
			name:   "weights do not sum to 1",
			tables: append(plain(420), imp.Table{NS: weighted("1/2", 620, "1/4", -100), EW: weighted("1", 620)}),
			is:     imp.ErrOutcomes,
			want:   "imp: table 2 NS: bad outcomes: weights sum to 3/4 (want 1)",
		},
		{
			name:   "a side without outcomes",
			tables: []imp.Table{{NS: weighted("1", 620)}},
			is:     imp.ErrOutcomes,
			want:   "imp: table 1 EW: bad outcomes: none given",
		},
		{
			name:   "only assigned scores and the datum excludes them",
			tables: []imp.Table{{NS: weighted("1", 620), EW: weighted("1", 600)}},
			opt:    imp.ButlerOptions{AdjustedInDatum: false},
			is:     imp.ErrNoDatum,
			want:   "imp: no result for the datum: all 1 tables have assigned scores and the datum excludes them",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := imp.Butler(tt.tables, tt.opt)
			if !errors.Is(err, tt.is) || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
	t.Run("an empty board is no error", func(t *testing.T) {
		d, s, err := imp.Butler(nil, imp.DefaultButler())
		if d != 0 || s != nil || err != nil {
			t.Errorf("got %d, %v, %v", d, s, err)
		}
	})
}

// TestButlerAntisymmetric: with no trimming and a mean that is an exact
// multiple of 10 no rounding is involved, so turning the board round
// (every score negated) negates the datum and every IMP; and EW is always
// the negation of NS on plain tables. HalfEven and HalfAwayFromZero are
// antisymmetric for every mean; HalfUp is not (BU-2).
func TestButlerAntisymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for iter := range 2000 {
		n := 1 + rng.IntN(30)
		scores := make([]int, n)
		sum := 0
		for i := range scores {
			scores[i] = 10 * (rng.IntN(401) - 200)
			sum += scores[i]
		}
		// Move the last score so that the sum is a multiple of 10·n.
		scores[n-1] -= ((sum % (10 * n)) + 10*n) % (10 * n)
		negated := make([]int, n)
		for i, s := range scores {
			negated[i] = -s
		}
		rules := []imp.ButlerOptions{{Trim: imp.TrimNone, Round: imp.HalfUp}}
		if iter%2 == 1 { // any mean: perturb the scores and use a symmetric rounding
			for i := range scores {
				scores[i] += rng.IntN(10)
				negated[i] = -scores[i]
			}
			rules = []imp.ButlerOptions{
				{Trim: imp.TrimNone, Round: imp.HalfEven},
				{Trim: imp.TrimAuto, Round: imp.HalfAwayFromZero},
				{Trim: imp.TrimFixed(2), Round: imp.HalfEven},
			}
		}
		for _, opt := range rules {
			d1, s1, err1 := imp.Butler(plain(scores...), opt)
			d2, s2, err2 := imp.Butler(plain(negated...), opt)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if d1 != -d2 {
				t.Fatalf("%v %+v: datum %d, negated board %d", scores, opt, d1, d2)
			}
			for i := range s1 {
				if s1[i].NS.Cmp(s2[i].NS.Neg()) != 0 || s1[i].EW.Cmp(s1[i].NS.Neg()) != 0 || s1[i].NS.Cmp(s2[i].EW) != 0 {
					t.Fatalf("%v %+v: table %d: %v against %v", scores, opt, i+1, s1[i], s2[i])
				}
			}
		}
	}
}

// TestButlerWeightedAgainstDefinition checks weighted boards against the
// definition written out directly.
func TestButlerWeightedAgainstDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		tables := randomBoard(rng, 1+rng.IntN(12), true)
		opts := []imp.ButlerOptions{
			imp.DefaultButler(),
			{Trim: imp.TrimNone, Round: imp.HalfEven, AdjustedInDatum: true},
			{Trim: imp.TrimFixed(1), Round: imp.HalfAwayFromZero, AdjustedInDatum: false},
		}
		for _, opt := range opts {
			var vals []exact.Q
			for _, tb := range tables {
				if isPlain(tb) || opt.AdjustedInDatum {
					vals = append(vals, mean(tb.NS).Add(mean(tb.EW)).DivInt(2))
				}
			}
			datum, scores, err := imp.Butler(tables, opt)
			if len(vals) == 0 {
				if !errors.Is(err, imp.ErrNoDatum) {
					t.Fatalf("err = %v, want ErrNoDatum", err)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := referenceDatum(vals, opt); datum != want {
				t.Fatalf("datum %d, want %d", datum, want)
			}
			for i, tb := range tables {
				ns, ew := exact.Q{}, exact.Q{}
				for _, o := range tb.NS {
					ns = ns.Add(o.Weight.MulInt(int64(imp.IMPs(o.ScoreNS - datum))))
				}
				for _, o := range tb.EW {
					ew = ew.Sub(o.Weight.MulInt(int64(imp.IMPs(o.ScoreNS - datum))))
				}
				if scores[i].NS.Cmp(ns) != 0 || scores[i].EW.Cmp(ew) != 0 {
					t.Fatalf("table %d: %v, want %s %s", i+1, scores[i], ns, ew)
				}
			}
		}
	}
}

func isPlain(t imp.Table) bool {
	return len(t.NS) == 1 && len(t.EW) == 1 && t.NS[0].ScoreNS == t.EW[0].ScoreNS
}

func mean(os []score.Outcome) exact.Q {
	m := exact.Q{}
	for _, o := range os {
		m = m.Add(o.Weight.MulInt(int64(o.ScoreNS)))
	}
	return m
}

// referenceDatum trims by selection (the k smallest and largest removed one
// by one) and rounds by comparing with the two neighbouring multiples of 10.
func referenceDatum(vals []exact.Q, opt imp.ButlerOptions) int {
	rest := append([]exact.Q(nil), vals...)
	for range opt.Trim.K(len(vals)) {
		lo, hi := 0, 0
		for i, v := range rest {
			if v.Cmp(rest[lo]) < 0 {
				lo = i
			}
			if v.Cmp(rest[hi]) > 0 {
				hi = i
			}
		}
		if lo == hi {
			hi = (lo + 1) % len(rest)
		}
		rest = removeTwo(rest, lo, hi)
	}
	sum := exact.Q{}
	for _, v := range rest {
		sum = sum.Add(v)
	}
	m := sum.DivInt(int64(len(rest)))
	near := int(m.Float64()/10) * 10 // only to start the search near m
	for c := near - 30; c <= near+30; c += 10 {
		lo, hi := exact.Int(int64(c)), exact.Int(int64(c+10))
		if m.Cmp(lo) < 0 || m.Cmp(hi) > 0 {
			continue
		}
		switch d := m.Sub(lo).Cmp(hi.Sub(m)); {
		case d < 0:
			return c
		case d > 0:
			return c + 10
		}
		switch opt.Round {
		case imp.HalfEven:
			if c%20 == 0 {
				return c
			}
			return c + 10
		case imp.HalfAwayFromZero:
			if c >= 0 {
				return c + 10
			}
			return c
		}
		return c + 10
	}
	panic(m)
}

func removeTwo(s []exact.Q, i, j int) []exact.Q {
	var out []exact.Q
	for k, v := range s {
		if k != i && k != j {
			out = append(out, v)
		}
	}
	return out
}
