package pbn_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats/pbn"
)

// TestParseScoring: the methods a [Scoring] value names; board-a-match
// is read (it was ScoringUnknown, and a BAM match scored in IMPs).
func TestParseScoring(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bridge.ScoringMethod
	}{
		{"MP", bridge.ScoringMP},
		{"MatchPoints;MP1", bridge.ScoringMP},
		{"IMP;Cross", bridge.ScoringCrossIMPs},
		{"IMP;Butler", bridge.ScoringButler},
		{"BAM", bridge.ScoringBAM},
		{"Board-a-Match", bridge.ScoringBAM},
		{"TP", bridge.ScoringUnknown},
	} {
		if got := pbn.ParseScoring(tc.in); got != tc.want {
			t.Errorf("ParseScoring(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
