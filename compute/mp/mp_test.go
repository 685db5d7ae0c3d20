package mp_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/score"
)

func plain(scores ...int) []mp.Table {
	out := make([]mp.Table, len(scores))
	for i, s := range scores {
		out[i] = mp.Plain(s)
	}
	return out
}

// q is a figure written in the test.
var q = exact.MustParse

func weighted(pairs ...any) []score.Outcome {
	var out []score.Outcome
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, score.Outcome{Weight: q(pairs[i].(string)), ScoreNS: pairs[i+1].(int)})
	}
	return out
}

func TestScoreBoard(t *testing.T) {
	tests := []struct {
		name   string
		tables []mp.Table
		target int
		scale  mp.Scale
		f      mp.Factoring
		split  mp.Split
		top    string
		ns, ew []string
	}{
		{
			name:   "MP-1 international",
			tables: plain(650, 620, 170, 170, -100, -200),
			target: 6, top: "10",
			ns: []string{"10", "8", "5", "5", "2", "0"},
			ew: []string{"0", "2", "5", "5", "8", "10"},
		},
		{
			name:   "MP-1 ACBL",
			tables: plain(650, 620, 170, 170, -100, -200),
			target: 6, scale: mp.ACBL, top: "5",
			ns: []string{"5", "4", "5/2", "5/2", "1", "0"},
			ew: []string{"0", "1", "5/2", "5/2", "4", "5"},
		},
		{
			name:   "NB-1 Neuberg upward",
			tables: plain(620, 450, 420, 420, 420, 170, -50),
			target: 8, top: "14",
			ns: []string{"97/7", "81/7", "7", "7", "7", "17/7", "1/7"},
			ew: []string{"1/7", "17/7", "7", "7", "7", "81/7", "97/7"},
		},
		{
			name:   "NB-1 ACBL is half",
			tables: plain(620, 450, 420, 420, 420, 170, -50),
			target: 8, scale: mp.ACBL, top: "7",
			ns: []string{"97/14", "81/14", "7/2", "7/2", "7/2", "17/14", "1/14"},
			ew: []string{"1/14", "17/14", "7/2", "7/2", "7/2", "81/14", "97/14"},
		},
		{
			name:   "more results than the target factor down",
			tables: plain(8, 7, 6, 5, 4, 3, 2, 1),
			target: 7, top: "12",
			ns: []string{"97/8", "83/8", "69/8", "55/8", "41/8", "27/8", "13/8", "-1/8"},
			ew: []string{"-1/8", "13/8", "27/8", "41/8", "55/8", "69/8", "83/8", "97/8"},
		},
		{
			name:   "FB-1 fouled group of four factored to twelve",
			tables: plain(450, 420, 420, -50),
			target: 12, top: "22",
			ns: []string{"20", "11", "11", "2"},
			ew: []string{"2", "11", "11", "20"},
		},
		{
			name:   "a lone result gets half the top",
			tables: plain(420),
			target: 10, top: "18",
			ns: []string{"9"}, ew: []string{"9"},
		},
		{
			name:   "no factoring keeps the group's top",
			tables: plain(620, 450, 420),
			target: 8, f: mp.NoFactoring, top: "4",
			ns: []string{"4", "2", "0"}, ew: []string{"0", "2", "4"},
		},
		{
			name:   "proportional factoring",
			tables: plain(620, 450, 420),
			target: 5, f: mp.Proportional, top: "8",
			ns: []string{"8", "4", "0"}, ew: []string{"0", "4", "8"},
		},
		{
			name: "WT-1 balanced weighted score",
			tables: append(plain(620, 620, -100, 650, 170),
				mp.Table{NS: weighted("2/5", 620, "3/5", -100), EW: weighted("2/5", 620, "3/5", -100)}),
			target: 6, top: "10",
			ns: []string{"33/5", "33/5", "3/5", "10", "16/5", "3"},
			ew: []string{"17/5", "17/5", "47/5", "0", "34/5", "7"},
		},
		{
			name: "SP-1 split and weighted",
			tables: append(plain(620, 620, -100, 650, 170),
				mp.Table{NS: weighted("1", -100), EW: weighted("2/5", 620, "3/5", -100)}),
			target: 6, top: "10",
			ns: []string{"7", "7", "1", "10", "4", "1"},
			ew: []string{"17/5", "17/5", "47/5", "0", "34/5", "7"},
		},
		{
			// Worked by hand: the field is the five results at weight 1,
			// −100 at ½ (table 6 NS), +620 at ⅕ and −100 at 3/10 (table 6
			// EW). Table 1 NS: 2·(1 + 1 + ½ + 3/10) + (1 + 1 + ⅕) − 1 =
			// 6.8; table 6 EW: ⅖·(2·1 + 2.2) + ⅗·(2·4.2 + 1.8) − 1 = 6.8.
			name: "SP-1 half weight (De Wael)",
			tables: append(plain(620, 620, -100, 650, 170),
				mp.Table{NS: weighted("1", -100), EW: weighted("2/5", 620, "3/5", -100)}),
			target: 6, split: mp.HalfWeight, top: "10",
			ns: []string{"34/5", "34/5", "4/5", "10", "18/5", "4/5"},
			ew: []string{"16/5", "16/5", "46/5", "0", "32/5", "34/5"},
		},
		{
			name: "WT-1 half weight: a balanced table scores as per direction",
			tables: append(plain(620, 620, -100, 650, 170),
				mp.Table{NS: weighted("2/5", 620, "3/5", -100), EW: weighted("2/5", 620, "3/5", -100)}),
			target: 6, split: mp.HalfWeight, top: "10",
			ns: []string{"33/5", "33/5", "3/5", "10", "16/5", "3"},
			ew: []string{"17/5", "17/5", "47/5", "0", "34/5", "7"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := mp.ScoreBoardSplit(tt.tables, tt.target, tt.scale, tt.f, tt.split)
			if err != nil {
				t.Fatal(err)
			}
			if b.Top.String() != tt.top {
				t.Errorf("top = %s, want %s", b.Top, tt.top)
			}
			for i, s := range b.Scores {
				if s.NS.Cmp(q(tt.ns[i])) != 0 || s.EW.Cmp(q(tt.ew[i])) != 0 {
					t.Errorf("table %d: NS %s EW %s, want NS %s EW %s", i+1, s.NS, s.EW, tt.ns[i], tt.ew[i])
				}
			}
		})
	}
}

// TestNeubergSums checks the invariant of the formula: the factored NS
// scores of a board of n results sum to n·(N−1) whatever n and N are.
func TestNeubergSums(t *testing.T) {
	for n := 1; n <= 12; n++ {
		for N := 1; N <= 14; N++ {
			scores := make([]int, n)
			for i := range scores {
				scores[i] = (i * 37 % 5) * 10
			}
			b, err := mp.ScoreBoard(plain(scores...), N, mp.International, mp.Neuberg)
			if err != nil {
				t.Fatal(err)
			}
			sum := exact.Q{}
			for _, s := range b.Scores {
				sum = sum.Add(s.NS)
				if s.NS.Add(s.EW).Cmp(b.Top) != 0 {
					t.Fatalf("n=%d N=%d: NS+EW = %s, want top %s", n, N, s.NS.Add(s.EW), b.Top)
				}
			}
			if want := exact.Int(int64(n * (N - 1))); sum.Cmp(want) != 0 {
				t.Errorf("n=%d N=%d: sum %s, want %s", n, N, sum, want)
			}
		}
	}
}

func TestScoreBoardErrors(t *testing.T) {
	tests := []struct {
		name   string
		tables []mp.Table
		target int
		want   string
	}{
		{"weights below one", []mp.Table{{NS: weighted("1/2", 10), EW: weighted("1", 10)}}, 1, "mp: table 1: weights sum to 1/2 (want 1)"},
		{"no outcome", []mp.Table{{EW: weighted("1", 10)}}, 1, "mp: table 1 has no outcome"},
		{"zero target", plain(10), 0, "mp: factoring target 0 (want at least 1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := mp.ScoreBoard(tt.tables, tt.target, mp.International, mp.Neuberg)
			if err == nil || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}

func BenchmarkScoreBoard1000(b *testing.B) {
	scores := make([]int, 1000)
	for i := range scores {
		scores[i] = (i*7919)%2000 - 1000
	}
	tables := plain(scores...)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := mp.ScoreBoard(tables, 1000, mp.International, mp.Neuberg); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(tables))/b.Elapsed().Seconds(), "results/s")
}

// TestWeightedAgainstPairwise compares the sorted computation of split and
// weighted tables with the definition: every outcome against every outcome
// of every other table, weights multiplied.
func TestWeightedAgainstPairwise(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	randSide := func() []score.Outcome {
		k := 1 + rng.IntN(3)
		out := make([]score.Outcome, k)
		left := int64(12)
		for i := range out {
			w := left
			if i < k-1 {
				w = 1 + rng.Int64N(left-int64(k-1-i))
			}
			left -= w
			out[i] = score.Outcome{ScoreNS: 10 * (rng.IntN(9) - 4), Weight: exact.Frac(w, 12)}
		}
		return out
	}
	for round := 0; round < 300; round++ {
		n := 2 + rng.IntN(9)
		tables := make([]mp.Table, n)
		for i := range tables {
			if rng.IntN(3) == 0 {
				tables[i] = mp.Table{NS: randSide(), EW: randSide()}
			} else {
				tables[i] = mp.Plain(10 * (rng.IntN(9) - 4))
			}
		}
		b, err := mp.ScoreBoard(tables, n, mp.International, mp.NoFactoring)
		if err != nil {
			t.Fatal(err)
		}
		for i := range tables {
			for _, side := range []struct {
				name string
				get  func(mp.Table) []score.Outcome
				sign int
				got  exact.Q
			}{{"NS", func(t mp.Table) []score.Outcome { return t.NS }, 1, b.Scores[i].NS}, {"EW", func(t mp.Table) []score.Outcome { return t.EW }, -1, b.Scores[i].EW}} {
				want := exact.Q{}
				for _, o := range side.get(tables[i]) {
					for j := range tables {
						if j == i {
							continue
						}
						for _, p := range side.get(tables[j]) {
							var pts int64
							switch d := side.sign * (o.ScoreNS - p.ScoreNS); {
							case d > 0:
								pts = 2
							case d == 0:
								pts = 1
							}
							want = want.Add(o.Weight.Mul(p.Weight).MulInt(pts))
						}
					}
				}
				if side.got.Cmp(want) != 0 {
					t.Fatalf("round %d table %d %s: %s, want %s", round, i, side.name, side.got, want)
				}
			}
		}
	}
}

// ScorePlain gives what ScoreBoard gives for the same normal results, in
// any order: as they came, from the best down (a traveller's order, its
// one-pass path) and from the worst up.
func TestScorePlain(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 1))
	var buf []mp.Score
	for _, order := range []string{"random", "best first", "worst first"} {
		for _, n := range []int{1, 2, 3, 7, 40} {
			scores := make([]int, n)
			for i := range scores {
				scores[i] = 10 * (r.IntN(9) - 4) // ties are common
			}
			switch order {
			case "best first":
				slices.SortFunc(scores, func(a, b int) int { return b - a })
			case "worst first":
				slices.Sort(scores)
			}
			tables := make([]mp.Table, n)
			for i, s := range scores {
				tables[i] = mp.Plain(s)
			}
			for _, f := range []mp.Factoring{mp.Neuberg, mp.NoFactoring, mp.Proportional} {
				for _, scale := range []mp.Scale{mp.International, mp.ACBL} {
					for _, target := range []int{1, n, n + 3} {
						want, err := mp.ScoreBoard(tables, target, scale, f)
						if err != nil {
							t.Fatal(err)
						}
						got, err := mp.ScorePlain(scores, target, scale, f)
						if err != nil {
							t.Fatal(err)
						}
						// Into the previous board's buffer, dirty: the same.
						into, err := mp.ScorePlainInto(buf, scores, target, scale, f)
						if err != nil {
							t.Fatal(err)
						}
						if cap(into.Scores) > cap(buf) {
							buf = into.Scores
						}
						if !reflect.DeepEqual(into, got) {
							t.Fatalf("%s %v: into a used buffer %v, want %v", order, scores, into, got)
						}
						if got.Top.Cmp(want.Top) != 0 || len(got.Scores) != n {
							t.Fatalf("%s %v: top %s, want %s", order, scores, got.Top, want.Top)
						}
						for i := range got.Scores {
							if got.Scores[i].NS.Cmp(want.Scores[i].NS) != 0 || got.Scores[i].EW.Cmp(want.Scores[i].EW) != 0 {
								t.Fatalf("%s %v, %s N %d: table %d %s/%s, want %s/%s", order, scores, f, target, i,
									got.Scores[i].NS, got.Scores[i].EW, want.Scores[i].NS, want.Scores[i].EW)
							}
						}
					}
				}
			}
		}
	}
	if _, err := mp.ScorePlain([]int{420}, 0, mp.International, mp.Neuberg); err == nil || err.Error() != "mp: factoring target 0 (want at least 1)" {
		t.Errorf("target 0: %v", err)
	}
}
