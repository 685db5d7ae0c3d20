package score_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Four spades, vulnerable, making exactly ten tricks: 120 for the tricks,
// 500 for a vulnerable game.
func ExampleDeclarer() {
	c, err := bridge.ParseContract("4S")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := score.Declarer(c, 10, true, score.Laws2017)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s)
	// Output: 620
}
