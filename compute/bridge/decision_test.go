package bridge_test

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// ExampleAdjustment_String: a decision's one canonical text, which
// formats/decisions reads back and the PBN and CSV outputs write.
func ExampleAdjustment_String() {
	down1 := bridge.Play{Contract: bridge.Contract{Level: 4, Strain: bridge.Spades}, Declarer: bridge.North, Tricks: 9}
	for _, a := range []bridge.Adjustment{
		{Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}},
		{Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.Percent, Percent: 60}, EW: bridge.Award{Kind: bridge.Percent, Percent: 40}},
		{Kind: bridge.AdjAssigned, OutcomesNS: []bridge.Outcome{{Num: 1, Den: 1, Play: &down1}}, OutcomesEW: []bridge.Outcome{{Num: 1, Den: 1, Play: &down1}}},
		{Kind: bridge.AdjAssigned, OutcomesNS: []bridge.Outcome{{Num: 1, Den: 3, Score: 420}, {Num: 2, Den: 3, Score: -100}},
			OutcomesEW: []bridge.Outcome{{Num: 1, Den: 3, Score: 420}, {Num: 2, Den: 3, Score: -100}}},
		{Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 2, Unit: bridge.PenVP}},
		{Kind: bridge.AdjFouled, Group: "B"},
	} {
		fmt.Println(a)
	}
	// Output:
	// A+/A-
	// A60/40
	// ARB 4S-1 N
	// W 1/3*+420 + 2/3*-100
	// PEN EW -0.5VP
	// FOUL B
}
