package pairs

import "github.com/protokol-bridge/protokol/compute/exact"

// LineForTest is a line for the tests of pairs_test: scored or not, with the
// given top.
func LineForTest(scored bool, top exact.Q) Line {
	return Line{Scored: scored, g: &group{top: top}}
}
