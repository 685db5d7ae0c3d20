package imp_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/score"
)

func ExampleIMPs() {
	for _, d := range []int{10, 20, 450, 500, -2240, 5000} {
		fmt.Println(d, imp.IMPs(d))
	}
	// Output:
	// 10 0
	// 20 1
	// 450 10
	// 500 11
	// -2240 -19
	// 5000 24
}

func ExampleOfQ() {
	d, _ := exact.Parse("19.99")
	fmt.Println(imp.OfQ(d), imp.OfQ(exact.Int(20)))
	// Output: 0 1
}

func ExampleTeamBoard() {
	// TM-1: +620 in the open room, +170 in the closed room.
	fmt.Println(imp.TeamBoard(620, 170))
	// Output: 10
}

func ExampleTeamBoardWeighted() {
	// WT-2: 40% of +620 and 60% of −100 against +650: IMP each component,
	// then weight.
	open := []score.Outcome{{ScoreNS: 620, Weight: exact.Frac(2, 5)}, {ScoreNS: -100, Weight: exact.Frac(3, 5)}}
	closed := []score.Outcome{{ScoreNS: 650, Weight: exact.Int(1)}}
	fmt.Println(imp.TeamBoardWeighted(open, closed).Round(2))
	// Output: -8.20
}

func ExampleButler() {
	// BU-1: six results, one trimmed at each end, datum 220.
	var tables []imp.Table
	for _, s := range []int{650, 620, 170, 170, -100, -200} {
		tables = append(tables, imp.Plain(s))
	}
	datum, scores, err := imp.Butler(tables, imp.DefaultButler())
	if err != nil {
		panic(err)
	}
	fmt.Println("datum", datum)
	for _, s := range scores {
		fmt.Println(s.NS, s.EW)
	}
	// Output:
	// datum 220
	// 10 -10
	// 9 -9
	// -2 2
	// -2 2
	// -8 8
	// -9 9
}

func ExampleCross() {
	// XI-1: each result IMPed against the five others, divided by 5.
	var tables []imp.Table
	for _, s := range []int{650, 620, 170, 170, -100, -200} {
		tables = append(tables, imp.Plain(s))
	}
	scores, err := imp.Cross(tables, imp.PerComparison, 0)
	if err != nil {
		panic(err)
	}
	for _, s := range scores {
		fmt.Println(s.NS.Round(2))
	}
	// Output:
	// 9.40
	// 8.80
	// -0.80
	// -0.80
	// -7.20
	// -9.40
}
