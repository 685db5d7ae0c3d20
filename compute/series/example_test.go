package series_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
)

// Place points in two sessions, the better one counting: pairs tied for
// second share the points of the second and third places, and a tie on
// the total goes to the better score that did not count.
func ExampleCompute() {
	pts := func(p ...int64) []exact.Q {
		out := make([]exact.Q, len(p))
		for i, x := range p {
			out[i] = exact.Int(x)
		}
		return out
	}
	rules := series.Rules{
		Unit:   series.Pairs,
		Points: series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{{Places: pts(20, 17, 15, 13), Rest: exact.Int(1), HasRest: true}}},
		Count:  series.Count{Best: 1},
		Ties:   []series.Tie{series.NextBest},
	}
	monday := series.Session{ID: "monday", Entries: []series.Entry{
		{Members: []string{"ivanov", "petrova"}, Place: 1},
		{Members: []string{"smith", "jones"}, Place: 2},
		{Members: []string{"orlov", "kim"}, Place: 2},
	}}
	thursday := series.Session{ID: "thursday", Entries: []series.Entry{
		{Members: []string{"kim", "orlov"}, Place: 1},
		{Members: []string{"jones", "smith"}, Place: 2},
		{Members: []string{"ivanov", "petrova"}, Place: 3},
	}}
	t, err := series.Compute(rules, []series.Session{monday, thursday})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range t.Rows {
		fmt.Printf("%d %s %s:", r.Rank, r.Key, r.Total.Decimal(2))
		for _, c := range r.Cells {
			mark := ""
			if c.Counts {
				mark = "*"
			}
			fmt.Printf(" %s%s", c.Points.Decimal(2), mark)
		}
		fmt.Println()
	}
	// Output:
	// 1 kim+orlov 20: 16 20*
	// 2 ivanov+petrova 20: 20* 15
	// 3 jones+smith 17: 16 17*
}
