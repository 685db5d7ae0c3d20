package vpscale_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/formats/vpscale"
)

func ExampleParse() {
	d, err := vpscale.Parse("scale.csv", []byte("boards,min_margin,winner,loser\n8,0,10,10\n8,3,11,9\n8,7,12.5,7.5\n"))
	if err != nil {
		panic(err)
	}
	w, l, _ := d.VPs(exact.Int(8), 8)
	fmt.Println(w, l)
	// Output: 1250 750
}
