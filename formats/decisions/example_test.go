package decisions_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/formats/decisions"
)

func ExampleParseAdjust() {
	for _, text := range []string{"AVE+/AVE-", "a60", "ARB 4SX-N-2", "SPLIT 420/-100", "W 0.3*4SN= + 0.7*4SN-1", "pen ns -10%", "FOUL B"} {
		a, err := decisions.ParseAdjust(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-24s %-10s %s\n", text, a.Kind, a.String())
	}
	_, err := decisions.ParseAdjust("W 0.3*420 + 0.6*-50")
	fmt.Println(err)
	// Output:
	// AVE+/AVE-                artificial A+/A-
	// a60                      artificial A60/40
	// ARB 4SX-N-2              assigned   ARB 4SX-2 N
	// SPLIT 420/-100           assigned   SPLIT +420/-100
	// W 0.3*4SN= + 0.7*4SN-1   assigned   W 30% 4S= N + 70% 4S-1 N
	// pen ns -10%              penalty    PEN NS -10%
	// FOUL B                   fouled     FOUL B
	// adjust "W 0.3*420 + 0.6*-50": weights sum to 0.9, not 1 (want weights that add up to exactly 1, or 100%)
}

func ExampleRead() {
	f, err := decisions.Read("adjust.csv", "board;ns;ew;decision;law\n7;3;12;W 40% 4H= S + 60% 4H-1 S;12C1(c)\n", decisions.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range f.Rows {
		a := r.Decision.Adjust
		fmt.Printf("%s: %s: %s (Law %s)\n", a.Pos, r.Context(), a.String(), a.Law)
	}
	// Output:
	// adjust.csv:2:8: board 7, NS 3, EW 12: W 40% 4H= S + 60% 4H-1 S (Law 12C1(c))
}
