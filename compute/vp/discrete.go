package vp

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// DiscreteRow is one band of a discrete scale: every margin from MinMargin
// up to the next band's MinMargin (exclusive) gives these VPs.
type DiscreteRow struct {
	MinMargin int // least IMP margin of the band, ≥ 0
	Winner    int // winner's VPs in hundredths
	Loser     int // loser's VPs in hundredths, ≤ Winner
}

// Discrete is a scale given as data: for each number of boards, its bands
// in increasing MinMargin, the first at 0. A margin that is not a whole
// number is rounded half away from zero before it is looked up, as for
// Continuous; a margin beyond the last band gets the last band.
type Discrete struct {
	Rows map[int][]DiscreteRow
}

// Boards lists the numbers of boards the scale covers, in increasing order.
func (d Discrete) Boards() []int {
	return slices.Sorted(maps.Keys(d.Rows))
}

// VPs implements Scale.
func (d Discrete) VPs(margin exact.Q, boards int) (winner, loser int, err error) {
	if err := check(margin, boards); err != nil {
		return 0, 0, err
	}
	rows := d.Rows[boards]
	if len(rows) == 0 {
		return 0, 0, fmt.Errorf("vp: %w: the discrete scale has no bands for %d boards (it covers %s)", ErrBoards, boards, listInts(d.Boards()))
	}
	last := rows[len(rows)-1]
	m, ok := roundMargin(margin, last.MinMargin)
	if !ok {
		return last.Winner, last.Loser, nil
	}
	// The last band whose MinMargin ≤ m.
	i, found := slices.BinarySearchFunc(rows, m, func(r DiscreteRow, m int) int { return r.MinMargin - m })
	if !found {
		i--
	}
	if i < 0 {
		return 0, 0, fmt.Errorf("vp: %w: %d boards: no band at margin 0", ErrBand, boards)
	}
	return rows[i].Winner, rows[i].Loser, nil
}

func listInts(xs []int) string {
	if len(xs) == 0 {
		return "no board counts"
	}
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

// Validate checks what the reader of scale files (formats/vpscale) checks,
// for a scale built in code:
// for every number of boards ≥ 1, bands with strictly increasing margins
// starting at 0, VPs ≥ 0, the winner's never below the loser's, the
// winner's never falling and the loser's never rising as the margin grows.
func (d Discrete) Validate() error {
	var errs []error
	for _, b := range d.Boards() {
		if b < 1 {
			errs = append(errs, fmt.Errorf("vp: %w: %d (want at least 1)", ErrBoards, b))
			continue
		}
		rows := d.Rows[b]
		if len(rows) == 0 {
			errs = append(errs, fmt.Errorf("vp: %d boards: %w: no bands", b, ErrBand))
		}
		for i, r := range rows {
			var prev *DiscreteRow
			if i > 0 {
				prev = &rows[i-1]
			}
			if _, msg := BandProblem(r, prev, fmt.Sprintf("in band %d", i)); msg != "" {
				errs = append(errs, fmt.Errorf("vp: %d boards, band %d: %w: %s", b, i+1, ErrBand, msg))
			}
		}
	}
	return errors.Join(errs...)
}

// BandProblem says what is wrong with band r after prev (nil for the
// first band; where says where prev is, "on line 4"), or "", and which
// field is wrong (1 the margin, 2 the winner's VPs, 3 the loser's). It is
// the one rule of Validate and of the reader of scale files, which wraps
// the message in ErrBand with the band's position.
func BandProblem(r DiscreteRow, prev *DiscreteRow, where string) (field int, msg string) {
	switch {
	case r.MinMargin < 0:
		return 1, fmt.Sprintf("margin %d (want at least 0)", r.MinMargin)
	case r.Winner < 0 || r.Loser < 0:
		return 2, fmt.Sprintf("VPs %s–%s (want at least 0)", vps(r.Winner), vps(r.Loser))
	case r.Winner < r.Loser:
		return 2, fmt.Sprintf("winner %s below loser %s", vps(r.Winner), vps(r.Loser))
	case prev == nil && r.MinMargin != 0:
		return 1, fmt.Sprintf("first band starts at margin %d (want a band at margin 0)", r.MinMargin)
	case prev == nil:
		return 0, ""
	case r.MinMargin == prev.MinMargin:
		return 1, fmt.Sprintf("margin %d again: it starts the band %s too (bands overlap)", r.MinMargin, where)
	case r.MinMargin < prev.MinMargin:
		return 1, fmt.Sprintf("margin %d after %d %s (want increasing margins)", r.MinMargin, prev.MinMargin, where)
	case r.Winner < prev.Winner:
		return 2, fmt.Sprintf("winner %s after %s %s (want the winner's VPs never to fall as the margin grows)", vps(r.Winner), vps(prev.Winner), where)
	case r.Loser > prev.Loser:
		return 3, fmt.Sprintf("loser %s after %s %s (want the loser's VPs never to rise as the margin grows)", vps(r.Loser), vps(prev.Loser), where)
	}
	return 0, ""
}

// vps shows hundredths as VPs: 1550 → "15.50".
func vps(h int) string {
	return exact.Frac(int64(h), 100).Round(2)
}
