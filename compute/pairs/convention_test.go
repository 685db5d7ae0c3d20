package pairs_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// TestTotalBasis scores a 3-table Mitchell of 2 boards where NS 3 and EW 1
// did not play board 2 (worked by hand: board 1 tops 4/2/0; board 2 has 2
// results of 3, Neuberg (mp+1)·3/2 − 1 gives 3.5 and 0.5). Percentages and
// places are the same on every basis; only Total and Max change.
func TestTotalBasis(t *testing.T) {
	s := session(t,
		"1 1 1 3NT N 9", "1 2 2 3NT N 10", "1 3 3 3NT N 8",
		"2 1 2 4S S 10", "2 2 3 4S S 9", "2 3 1 NP")
	tests := []struct {
		name  string
		basis pairs.TotalBasis
		want  string
	}{
		{"played", pairs.TotalPlayed,
			"[A NS] 1:1:11/2/8=68.75 2:2:9/2/8=56.25 3:3:0/4=0.00" +
				"[A EW] 1:3:15/2/8=93.75 2:1:2/4=50.00 3:2:1/2/8=6.25"},
		{"scaled", pairs.TotalScaled,
			"[A NS] 1:1:11/2/8=68.75 2:2:9/2/8=56.25 3:3:0/8=0.00" +
				"[A EW] 1:3:15/2/8=93.75 2:1:4/8=50.00 3:2:1/2/8=6.25"},
		{"above average", pairs.TotalAboveAverage,
			"[A NS] 1:1:3/2/8=68.75 2:2:1/2/8=56.25 3:3:-4/8=0.00" +
				"[A EW] 1:3:7/2/8=93.75 2:1:0/8=50.00 3:2:-7/2/8=6.25"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell, Total: tc.basis})
			if err != nil {
				t.Fatal(err)
			}
			if got := rankings(res); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestTotalScaledSitOut: Compscore scales the total of a pair that
// played fewer boards than the others of its ranking, not fewer than the
// section's boards. A 3-table Mitchell of 3 boards with EW 3 missing:
// each NS pair sits out one board and plays 2, each EW pair plays 3 (2
// results a board, top 2; worked by hand: NS 1 0+0, NS 2 2+2, NS 3 0+2;
// EW 1 2+0+0, EW 2 0+2+2). No pair played fewer boards than the others
// of its ranking, so every total is its matchpoints, as Compscore's
// TOTAL_SCORE of the ABF's Mitchell (mp_pairs_mitchell_sitout.xml in
// formats/usebio). Before, the NS totals were scaled to 3 boards (6/6).
func TestTotalScaledSitOut(t *testing.T) {
	s := session(t,
		"1 1 1 3NT N 9", "1 2 2 3NT N 10",
		"2 2 1 4S S 10", "2 3 2 4S S 9",
		"3 3 1 1NT N 8", "3 1 2 1NT N 7")
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell, Total: pairs.TotalScaled})
	if err != nil {
		t.Fatal(err)
	}
	want := "[A NS] 1:2:4/4=100.00 2:3:2/4=50.00 3:1:0/4=0.00" +
		"[A EW] 1:2:4/6=66.67 2:1:2/6=33.33"
	if got := rankings(res); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestRoundTotal: with RoundTotal (EBUScore's and PairsScorer's
// convention) a pair's percentage is of its total rounded to 2 decimals.
// A 4-table Mitchell of 2 boards, board 2 played at 3 tables (worked by
// hand: board 1 gives NS 6, 4, 2, 0 of 6; board 2's raw 4, 2, 0 of 4
// are factored to 4 results, (mp+1)·4/3 − 1: 17/3, 3, 1/3). NS 1 has
// 6 + 17/3 = 11.666… of 12: 97.22 % exact, 97.25 % of 11.67; NS 3
// 7/3: 19.44 % and 19.42 %; EW 1 1/3: 2.78 % and 2.75 %; EW 3 29/3:
// 80.56 % and 80.58 %.
func TestRoundTotal(t *testing.T) {
	s := session(t,
		"1 1 1 4S N 11", "1 2 2 4S N 10", "1 3 3 3NT N 9", "1 4 4 4S N 9",
		"2 1 1 4S N 10", "2 2 2 3NT N 9", "2 3 3 4S N 9", "2 4 4 NP")
	for _, tc := range []struct {
		name  string
		round bool
		want  string
	}{
		{"exact", false, "[A NS] 1:1:35/3/12=97.22 2:2:7/12=58.33 3:3:7/3/12=19.44 4:4:0/6=0.00" +
			"[A EW] 1:4:6/6=100.00 2:3:29/3/12=80.56 3:2:5/12=41.67 4:1:1/3/12=2.78"},
		{"rounded", true, "[A NS] 1:1:1167/100/12=97.25 2:2:7/12=58.33 3:3:233/100/12=19.42 4:4:0/6=0.00" +
			"[A EW] 1:4:6/6=100.00 2:3:967/100/12=80.58 3:2:5/12=41.67 4:1:33/100/12=2.75"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell, RoundTotal: tc.round})
			if err != nil {
				t.Fatal(err)
			}
			if got := rankings(res); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

func TestLookupConvention(t *testing.T) {
	tests := []struct {
		name, in   string
		want       pairs.TotalBasis
		round      imp.Rounding
		roundTotal bool
		err        string
	}{
		{"compscore", "compscore", pairs.TotalScaled, imp.HalfAwayFromZero, false, ""},
		{"ebuscore", "ebuscore", pairs.TotalPlayed, imp.HalfUp, true, ""},
		{"pairsscorer", "PairsScorer", pairs.TotalPlayed, imp.HalfUp, true, ""},
		{"ruter any case", "Ruter", pairs.TotalAboveAverage, imp.HalfUp, false, ""},
		{"unknown", "jfr", 0, 0, false, `unknown convention "jfr" (want compscore, ebuscore, pairsscorer or ruter)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := pairs.LookupConvention(tc.in)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("error %v, want %s", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var o pairs.Options
			c.Apply(&o)
			if o.Total != tc.want || o.Butler.Round != tc.round || o.RoundTotal != tc.roundTotal {
				t.Errorf("Total %s, Butler rounding %s, total rounded %v; want %s, %s, %v", o.Total, o.Butler.Round, o.RoundTotal, tc.want, tc.round, tc.roundTotal)
			}
		})
	}
}
