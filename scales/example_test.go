package scales_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/scales"
)

// The ACBL's awards in one direction of an 8-table Mitchell: 0.10 a table
// for the first, 70 % and 50 % of it for the next, to 40 % of the field.
func ExamplePreset() {
	d, err := scales.Preset("acbl-club")
	if err != nil {
		fmt.Println(err)
		return
	}
	got, err := awards.Compute(&d.Scale, awards.Field{
		Form: awards.Pairs, Tables: exact.Int(8), Winners: 2, Places: []int{1, 2, 3, 4, 5, 6, 7, 8}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, p := range got[0].Points[:4] {
		fmt.Printf("%d: %s\n", i+1, p.Round(2))
	}
	// Output:
	// 1: 0.80
	// 2: 0.56
	// 3: 0.40
	// 4: 0.00
}
