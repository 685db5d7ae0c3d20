package imp_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/score"
)

func TestCross(t *testing.T) {
	xi1 := plain(650, 620, 170, 170, -100, -200)
	wt3 := append(plain(620, 620, -100, 650, 170),
		imp.Table{NS: weighted("2/5", 620, "3/5", -100), EW: weighted("2/5", 620, "3/5", -100)})
	sp1 := append(plain(620, 620, -100, 650, 170),
		imp.Table{NS: weighted("1", -100), EW: weighted("2/5", 620, "3/5", -100)})
	tests := []struct {
		name   string
		tables []imp.Table
		norm   imp.Normalisation
		target int
		ns, ew []string
	}{
		{
			name:   "XI-1 total S",
			tables: xi1, norm: imp.Total,
			ns: []string{"47", "44", "-4", "-4", "-36", "-47"},
			ew: []string{"-47", "-44", "4", "4", "36", "47"},
		},
		{
			name:   "XI-1 per comparison S/5",
			tables: xi1, norm: imp.PerComparison,
			ns: []string{"9.40", "8.80", "-0.80", "-0.80", "-7.20", "-9.40"},
			ew: []string{"-9.40", "-8.80", "0.80", "0.80", "7.20", "9.40"},
		},
		{
			name:   "XI-1 per table S/6",
			tables: xi1, norm: imp.PerTable,
			ns: []string{"47/6", "44/6", "-4/6", "-4/6", "-36/6", "-47/6"},
			ew: []string{"-47/6", "-44/6", "4/6", "4/6", "36/6", "47/6"},
		},
		{
			name:   "XI-1 factored N = 7: S·(7/6)/6",
			tables: xi1, norm: imp.Factored, target: 7,
			ns: []string{"47*7/36", "44*7/36", "-4*7/36", "-4*7/36", "-36*7/36", "-47*7/36"},
			ew: []string{"-47*7/36", "-44*7/36", "4*7/36", "4*7/36", "36*7/36", "47*7/36"},
		},
		{
			name:   "XI-1 factored N = n is per comparison",
			tables: xi1, norm: imp.Factored, target: 6,
			ns: []string{"9.40", "8.80", "-0.80", "-0.80", "-7.20", "-9.40"},
			ew: []string{"-9.40", "-8.80", "0.80", "0.80", "7.20", "9.40"},
		},
		{
			// 620 against the others: 0, +12, −1, +10 and the weighted
			// table 0.4·0 + 0.6·12 = 7.2: 28.2/5. The weighted table:
			// 0.4·(0 + 0 + 12 − 1 + 10) + 0.6·(−12 − 12 + 0 − 13 − 7) = −18,
			// /5 = −3.6.
			name:   "WT-3 weighted table, per comparison",
			tables: wt3, norm: imp.PerComparison,
			ns: []string{"28.2/5", "28.2/5", "-48.8/5", "33.2/5", "-22.8/5", "-18/5"},
			ew: []string{"-28.2/5", "-28.2/5", "48.8/5", "-33.2/5", "22.8/5", "18/5"},
		},
		{
			// NS: table 6 is a plain −100 for NS; EW: as WT-3.
			name:   "SP-1 split score, per comparison",
			tables: sp1, norm: imp.PerComparison,
			ns: []string{"33/5", "33/5", "-44/5", "38/5", "-16/5", "-44/5"},
			ew: []string{"-28.2/5", "-28.2/5", "48.8/5", "-33.2/5", "22.8/5", "18/5"},
		},
		{
			name:   "one table: no comparison",
			tables: plain(420), norm: imp.PerComparison,
			ns: []string{"0"}, ew: []string{"0"},
		},
		{
			name:   "two tables per table is teams halved",
			tables: plain(620, 170), norm: imp.PerTable,
			ns: []string{"5", "-5"}, ew: []string{"-5", "5"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scores, err := imp.Cross(tt.tables, tt.norm, tt.target)
			if err != nil {
				t.Fatal(err)
			}
			if len(scores) != len(tt.ns) {
				t.Fatalf("%d scores, want %d", len(scores), len(tt.ns))
			}
			for i, s := range scores {
				if s.NS.Cmp(expr(tt.ns[i])) != 0 || s.EW.Cmp(expr(tt.ew[i])) != 0 {
					t.Errorf("table %d: NS %s EW %s, want NS %s EW %s", i+1, s.NS, s.EW, tt.ns[i], tt.ew[i])
				}
			}
		})
	}
	t.Run("XI-1 factored N = 7 shows 9.139", func(t *testing.T) {
		s, _ := imp.Cross(xi1, imp.Factored, 7)
		if got := s[0].NS.Round(3); got != "9.139" {
			t.Errorf("got %s, want 9.139", got)
		}
	})
	t.Run("WT-3 the weighted table is the weighted mix of its components' cross-IMPs", func(t *testing.T) {
		s, _ := imp.Cross(wt3, imp.PerComparison, 0)
		with := func(score int) exact.Q {
			c, _ := imp.Cross(append(plain(620, 620, -100, 650, 170), imp.Plain(score)), imp.PerComparison, 0)
			return c[5].NS
		}
		want := q("2/5").Mul(with(620)).Add(q("3/5").Mul(with(-100)))
		if s[5].NS.Cmp(want) != 0 {
			t.Errorf("weighted table %s, want %s", s[5].NS, want)
		}
	})
}

// expr reads "a", "a/b" or "a*b/c" (decimals allowed in a).
func expr(s string) exact.Q {
	for i, c := range s {
		if c == '*' {
			return q(s[:i]).Mul(q(s[i+1:]))
		}
	}
	for i, c := range s {
		if c == '/' {
			return q(s[:i]).Div(q(s[i+1:]))
		}
	}
	return q(s)
}

func TestCrossErrors(t *testing.T) {
	tests := []struct {
		name   string
		tables []imp.Table
		norm   imp.Normalisation
		target int
		is     error
		want   string
	}{
		{"factored without a target", plain(10, 20), imp.Factored, 0, imp.ErrTarget,
			"imp: bad factoring target: 0 (want at least 2 for factored cross-IMPs)"},
		{"factored to one", plain(10, 20), imp.Factored, 1, imp.ErrTarget,
			"imp: bad factoring target: 1 (want at least 2 for factored cross-IMPs)"},
		{"weights above one", append(plain(10), imp.Table{NS: weighted("1", 10), EW: weighted("1/2", 10, "2/3", 20)}),
			imp.PerComparison, 0, imp.ErrOutcomes, "imp: table 2 EW: bad outcomes: weights sum to 7/6 (want 1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := imp.Cross(tt.tables, tt.norm, tt.target)
			if !errors.Is(err, tt.is) || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
	t.Run("an empty board is no error", func(t *testing.T) {
		s, err := imp.Cross(nil, imp.Factored, 0)
		if s != nil || err != nil {
			t.Errorf("got %v, %v", s, err)
		}
	})
}

// randomBoard is n tables with scores drawn from a field that has ties and
// spreads over the whole IMP scale; with weighted set, about a third of the
// tables have weighted scores and half of those are split.
func randomBoard(rng *rand.Rand, n int, weighted bool) []imp.Table {
	common := []int{-1100, -800, -620, -200, -100, -50, 0, 90, 110, 140, 170, 420, 450, 620, 650, 680, 1430, 2210}
	draw := func() int {
		if rng.IntN(4) == 0 {
			return 10 * (rng.IntN(900) - 450)
		}
		return common[rng.IntN(len(common))]
	}
	dist := func() []score.Outcome {
		k := 1 + rng.IntN(3)
		// Weights in fifths or sixths, each at least one part.
		parts := 5 + rng.IntN(2)
		left := parts
		var os []score.Outcome
		for i := range k {
			w := left
			if i < k-1 {
				w = 1 + rng.IntN(left-(k-1-i))
			}
			left -= w
			os = append(os, score.Outcome{ScoreNS: draw(), Weight: exact.Frac(int64(w), int64(parts))})
		}
		return os
	}
	tables := make([]imp.Table, n)
	for i := range tables {
		switch {
		case !weighted || rng.IntN(3) != 0:
			tables[i] = imp.Plain(draw())
		case rng.IntN(2) == 0:
			d := dist()
			tables[i] = imp.Table{NS: d, EW: d}
		default:
			tables[i] = imp.Table{NS: dist(), EW: dist()}
		}
	}
	return tables
}

// referenceCross is §5.4 and §6.4 written out: O(n²) comparisons.
func referenceCross(tables []imp.Table, norm imp.Normalisation, target int) []imp.Score {
	n := len(tables)
	sum := func(i int, side func(imp.Table) []score.Outcome) exact.Q {
		s := exact.Q{}
		for _, o := range side(tables[i]) {
			for j, u := range tables {
				if j == i {
					continue
				}
				for _, p := range side(u) {
					s = s.Add(o.Weight.Mul(p.Weight).MulInt(int64(imp.IMPs(o.ScoreNS - p.ScoreNS))))
				}
			}
		}
		return s
	}
	var div exact.Q
	switch norm {
	case imp.Total:
		div = exact.Int(1)
	case imp.PerTable:
		div = exact.Int(int64(n))
	case imp.Factored:
		div = exact.Int(int64(n * (target - 1))).Div(exact.Int(int64(target)))
	default:
		div = exact.Int(int64(max(n-1, 1)))
	}
	out := make([]imp.Score, n)
	for i := range tables {
		out[i] = imp.Score{
			NS: sum(i, func(t imp.Table) []score.Outcome { return t.NS }).Div(div),
			EW: sum(i, func(t imp.Table) []score.Outcome { return t.EW }).Neg().Div(div),
		}
	}
	return out
}

func TestCrossAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	norms := []imp.Normalisation{imp.PerComparison, imp.Total, imp.PerTable, imp.Factored}
	for iter := range 600 {
		n := 1 + rng.IntN(25)
		if iter%50 == 0 {
			n = 200 + rng.IntN(100)
		}
		tables := randomBoard(rng, n, iter%2 == 1)
		if iter%6 == 1 {
			// NS weights whose common denominator (1000003·999983) is too
			// large to scale to integers: the exact rational path; EW
			// weights that scale to integers in millionths.
			tables = append(tables,
				imp.Table{NS: weighted("1/1000003", 620, "1000002/1000003", -100), EW: weighted("1", 650)},
				imp.Table{NS: weighted("999982/999983", 170, "1/999983", 420), EW: weighted("999999/1000000", 420, "1/1000000", -1430)})
			n += 2
		}
		norm := norms[iter%len(norms)]
		target := n + rng.IntN(3)
		if target < 2 {
			target = 2
		}
		got, err := imp.Cross(tables, norm, target)
		if err != nil {
			t.Fatal(err)
		}
		want := referenceCross(tables, norm, target)
		for i := range want {
			if got[i].NS.Cmp(want[i].NS) != 0 || got[i].EW.Cmp(want[i].EW) != 0 {
				t.Fatalf("board %d (%s, N=%d) table %d: got %v, want %v", iter, norm, target, i+1, got[i], want[i])
			}
		}
	}
}

// TestCrossSumsToZero: every comparison is counted once each way with
// opposite signs, so the NS values of a board sum to 0, and so do the EW
// values, on plain boards and with weighted and split scores alike.
func TestCrossSumsToZero(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for iter := range 1000 {
		tables := randomBoard(rng, 1+rng.IntN(40), iter%3 == 0)
		scores, err := imp.Cross(tables, imp.Total, 0)
		if err != nil {
			t.Fatal(err)
		}
		ns, ew := exact.Q{}, exact.Q{}
		for i, s := range scores {
			ns, ew = ns.Add(s.NS), ew.Add(s.EW)
			if isPlain(tables[i]) && iter%3 != 0 && s.NS.Cmp(s.EW.Neg()) != 0 {
				t.Fatalf("plain board: NS %s, EW %s", s.NS, s.EW)
			}
		}
		if ns.Sign() != 0 || ew.Sign() != 0 {
			t.Fatalf("board %d: NS sum %s, EW sum %s", iter, ns, ew)
		}
	}
}
