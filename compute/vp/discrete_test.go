package vp_test

import (
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/vp"
)

// A made-up scale for the tests (not a published one); formats/vpscale
// reads the same scale from its CSV text.
var testDiscrete = vp.Discrete{Rows: map[int][]vp.DiscreteRow{
	8:  {{MinMargin: 0, Winner: 1000, Loser: 1000}, {MinMargin: 3, Winner: 1100, Loser: 900}, {MinMargin: 7, Winner: 1250, Loser: 750}, {MinMargin: 12, Winner: 1500, Loser: 500}, {MinMargin: 20, Winner: 2000, Loser: 0}},
	12: {{MinMargin: 0, Winner: 1000, Loser: 1000}, {MinMargin: 4, Winner: 1200, Loser: 800}, {MinMargin: 10, Winner: 1625, Loser: 375}, {MinMargin: 25, Winner: 2000, Loser: 0}},
}}

func TestDiscreteBoards(t *testing.T) {
	if got := fmt.Sprint(testDiscrete.Boards()); got != "[8 12]" {
		t.Errorf("boards %s", got)
	}
}

func TestDiscreteVPs(t *testing.T) {
	tests := []struct {
		name          string
		boards        int
		margin        string
		winner, loser int
	}{
		{"a tie", 8, "0", 1000, 1000},
		{"inside the first band", 8, "2", 1000, 1000},
		{"2.49 rounds to 2", 8, "2.49", 1000, 1000},
		{"2.5 rounds to 3", 8, "5/2", 1100, 900},
		{"a band's least margin", 8, "3", 1100, 900},
		{"the margin before a band", 8, "6", 1100, 900},
		{"half VPs", 8, "7", 1250, 750},
		{"the last band", 8, "20", 2000, 0},
		{"beyond the last band", 8, "500", 2000, 0},
		{"19.5 rounds into the last band", 8, "19.5", 2000, 0},
		{"huge", 8, "100000000000000000000000", 2000, 0},
		{"12 boards 9.5 rounds to 10", 12, "9.5", 1625, 375},
		{"12 boards 24", 12, "24", 1625, 375},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, l, err := testDiscrete.VPs(q(tt.margin), tt.boards)
			if err != nil || w != tt.winner || l != tt.loser {
				t.Errorf("VPs(%s, %d) = %d–%d, %v, want %d–%d", tt.margin, tt.boards, w, l, err, tt.winner, tt.loser)
			}
		})
	}
	var s vp.Scale = testDiscrete // both the value and the pointer are Scales
	s = &testDiscrete
	_ = s
}

func TestDiscreteValidate(t *testing.T) {
	tests := []struct {
		name string
		d    vp.Discrete
		want string
	}{
		{"good", testDiscrete, ""},
		{"no band at 0", vp.Discrete{Rows: map[int][]vp.DiscreteRow{8: {{2, 1100, 900}}}},
			"vp: 8 boards, band 1: bad band: first band starts at margin 2 (want a band at margin 0)"},
		{"unsorted", vp.Discrete{Rows: map[int][]vp.DiscreteRow{8: {{0, 1000, 1000}, {5, 1200, 800}, {3, 1100, 900}}}},
			"vp: 8 boards, band 3: bad band: margin 3 after 5 in band 2 (want increasing margins)"},
		{"no bands, and no boards", vp.Discrete{Rows: map[int][]vp.DiscreteRow{8: nil, 0: {{0, 1000, 1000}}}},
			"vp: number of boards out of range: 0 (want at least 1)\nvp: 8 boards: bad band: no bands"},
		{"negative VPs", vp.Discrete{Rows: map[int][]vp.DiscreteRow{8: {{0, 1000, -5}}}},
			"vp: 8 boards, band 1: bad band: VPs 10.00–-0.05 (want at least 0)"},
		{"negative margin", vp.Discrete{Rows: map[int][]vp.DiscreteRow{8: {{-1, 1000, 1000}}}},
			"vp: 8 boards, band 1: bad band: margin -1 (want at least 0)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.d.Validate()
			if tt.want == "" {
				if err != nil {
					t.Error(err)
				}
				return
			}
			if err == nil || err.Error() != tt.want {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}
