package oracle

import (
	"math/big"
	"testing"
)

// Across by hand: board 1 scheduled twice in each of sections A and B
// (N = 4, full top 6), played three times: A +620 and +170, B +650.
// Raw matchpoints 2, 0 and 4 of a top of 4 (n = 3), factored
// (mp + 1)·4/3 − 1: 3, 1/3 and 17/3, summing to n(N − 1) = 9. Per
// section, B's lone +650 would be 1 of 2 and A's +620 2 of 2.
func TestAcrossByHand(t *testing.T) {
	results := []Result{
		{Section: "A", NS: "1", EW: "3", Board: 1, ScoreNS: 620},
		{Section: "A", NS: "2", EW: "4", Board: 1, ScoreNS: 170},
		{Section: "B", NS: "1", EW: "3", Board: 1, ScoreNS: 650},
	}
	target := map[string]map[int]int{"A": {1: 2}, "B": {1: 2}}
	per, st := Score(results, Options{Target: target, Mitchell: true, Across: true})
	for i, want := range []*big.Rat{big.NewRat(3, 1), big.NewRat(1, 3), big.NewRat(17, 3)} {
		if per[i].MPNS.Cmp(want) != 0 {
			t.Errorf("result %d: NS %s, want %s", i, per[i].MPNS.RatString(), want.RatString())
		}
	}
	// One NS ranking over both sections: B 1 first, A 1, A 2.
	var order []string
	for _, s := range st {
		if s.Direction == "NS" {
			order = append(order, s.Section+s.Pair+":"+big.NewRat(int64(s.Rank), 1).RatString())
		}
	}
	if got := order[0] + " " + order[1] + " " + order[2]; got != "A1:2 A2:3 B1:1" {
		t.Errorf("NS places %s", got)
	}
}
