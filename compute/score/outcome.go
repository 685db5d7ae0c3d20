package score

import "github.com/protokol-bridge/protokol/compute/exact"

// Outcome is one possible NS score of a table with its weight, resolved:
// a normal result is one outcome of weight 1, a weighted score (Law
// 12C1(c)) several whose weights are positive and sum to 1. It is what
// compute/mp and compute/imp score, and what compute/pairs and
// compute/teams keep of an assigned score.
//
// bridge.Outcome is the input's form of the same thing: a weight Num/Den
// as the decision gave it, and an NS score or a play still to be scored
// on the board (by NS, with the board's vulnerability); the event
// packages resolve it to an Outcome.
type Outcome struct {
	ScoreNS int     // NS score (Law 77), positive when NS gain
	Weight  exact.Q // 0 < Weight ≤ 1
}
