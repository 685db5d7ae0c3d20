package vp_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/vp"
)

func ExampleWBF2013() {
	// The 16-board table: X = 60, 20 IMPs are worth 15.00 VPs and 40 IMPs
	// 18.09; margin 14 is corrected from 13.74 to 13.75.
	table := vp.WBF2013(16)
	for _, m := range []int{0, 1, 2, 3, 10, 13, 14, 15, 20, 23, 40, 59, 60} {
		w := exact.Frac(int64(table[m]), 100)
		l := exact.Frac(int64(2000-table[m]), 100)
		fmt.Printf("%2d IMPs  %5s – %5s\n", m, w.Round(2), l.Round(2))
	}
	// Output:
	//  0 IMPs  10.00 – 10.00
	//  1 IMPs  10.31 –  9.69
	//  2 IMPs  10.61 –  9.39
	//  3 IMPs  10.91 –  9.09
	// 10 IMPs  12.80 –  7.20
	// 13 IMPs  13.52 –  6.48
	// 14 IMPs  13.75 –  6.25
	// 15 IMPs  13.97 –  6.03
	// 20 IMPs  15.00 –  5.00
	// 23 IMPs  15.56 –  4.44
	// 40 IMPs  18.09 –  1.91
	// 59 IMPs  19.93 –  0.07
	// 60 IMPs  20.00 –  0.00
}

func ExampleContinuous_VPs() {
	// A Butler margin of 13.5 IMPs over 16 boards, both ways.
	margin, _ := exact.Parse("13.5")
	for _, s := range []vp.Continuous{{Fractional: vp.RoundMargin}, {Fractional: vp.Formula}} {
		w, l, _ := s.VPs(margin, 16)
		fmt.Println(s, w, l)
	}
	// Output:
	// wbf2013 1375 625
	// wbf2013:formula 1363 637
}

func ExampleDiscrete() {
	// A discrete scale as data (formats/vpscale reads one from CSV).
	d := vp.Discrete{Rows: map[int][]vp.DiscreteRow{8: {
		{MinMargin: 0, Winner: 1000, Loser: 1000},
		{MinMargin: 3, Winner: 1100, Loser: 900},
		{MinMargin: 7, Winner: 1250, Loser: 750},
	}}}
	w, l, _ := d.VPs(exact.Int(8), 8)
	fmt.Println(w, l)
	// Output: 1250 750
}
