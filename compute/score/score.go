// Package score computes the score of a contract (Law 77 of the Laws of
// Duplicate Bridge) and the NS score of a table result. It knows the 2017
// scoring table (unchanged since 2007) and, for re-scoring old files, the
// 1987 and pre-1987 tables. It also holds Outcome, the resolved "NS
// score with its weight" that the matchpoint and IMP engines score. It
// imports compute/bridge and compute/exact only.
package score

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Edition is the edition of the Laws whose scoring table is used.
type Edition uint8

// The scoring tables. They differ only in the insult bonus for a redoubled
// contract (100 since 2007, 50 before) and, before 1987, in the fourth and
// later doubled undertricks not vulnerable (200 instead of 300).
const (
	Laws2017 Edition = iota // also the 2007 table; the default
	Laws1987                // 1987 and 1997 Laws
	Pre1987
)

func (e Edition) String() string {
	switch e {
	case Laws2017:
		return "2017"
	case Laws1987:
		return "1987"
	case Pre1987:
		return "pre1987"
	}
	return fmt.Sprintf("Edition(%d)", uint8(e))
}

// ParseEdition reads 2017 (or 2007), 1987 (or 1997) and pre1987.
func ParseEdition(s string) (Edition, error) {
	switch s {
	case "2017", "2007", "":
		return Laws2017, nil
	case "1987", "1997":
		return Laws1987, nil
	case "pre1987", "pre-1987":
		return Pre1987, nil
	}
	return 0, fmt.Errorf("unknown laws edition %q (want 2017, 1987 or pre1987)", s)
}

// Declarer is the declaring side's score for contract c when declarer takes
// tricks tricks, vulnerable or not. A pass-out scores 0. It returns an error
// for a level, strain, doubling or trick count out of range.
func Declarer(c bridge.Contract, tricks int, vulnerable bool, ed Edition) (int, error) {
	if err := c.Validate(); err != nil {
		return 0, err
	}
	if c.IsPass() {
		return 0, nil
	}
	if tricks < 0 || tricks > 13 {
		return 0, fmt.Errorf("%w: %d (want 0..13)", bridge.ErrTricks, tricks)
	}
	mult := 1 << c.Doubling // 1, 2, 4
	if tricks < c.Tricks() {
		return -penalty(c.Tricks()-tricks, c.Doubling, vulnerable, ed), nil
	}

	perTrick := 30
	if c.Strain.IsMinor() {
		perTrick = 20
	}
	trickScore := perTrick * c.Level * mult
	if c.Strain == bridge.NoTrump {
		trickScore += 10 * mult
	}
	s := trickScore
	switch {
	case trickScore >= 100 && vulnerable:
		s += 500
	case trickScore >= 100:
		s += 300
	default:
		s += 50
	}
	switch {
	case c.Level == 6 && vulnerable:
		s += 750
	case c.Level == 6:
		s += 500
	case c.Level == 7 && vulnerable:
		s += 1500
	case c.Level == 7:
		s += 1000
	}
	switch c.Doubling {
	case bridge.Doubled:
		s += 50
	case bridge.Redoubled:
		if ed == Laws2017 {
			s += 100
		} else {
			s += 50
		}
	}
	over := tricks - c.Tricks()
	switch {
	case c.Doubling == bridge.Undoubled:
		s += over * perTrick
	case vulnerable:
		s += over * 200 * mult / 2
	default:
		s += over * 100 * mult / 2
	}
	return s, nil
}

// penalty is the (positive) value of u undertricks.
func penalty(u int, d bridge.Doubling, vulnerable bool, ed Edition) int {
	if d == bridge.Undoubled {
		if vulnerable {
			return 100 * u
		}
		return 50 * u
	}
	var p int
	switch {
	case vulnerable:
		p = 300*u - 100
	case u <= 3 || ed == Pre1987:
		p = 200*u - 100
	default:
		p = 300*u - 400
	}
	if d == bridge.Redoubled {
		p *= 2
	}
	return p
}

// NS is the score of a played result from North-South's point of view on a
// board of vulnerability vul: declarer's score for an NS declarer, its
// negation for an EW declarer, 0 for a pass-out.
func NS(p bridge.Play, vul bridge.Vul, ed Edition) (int, error) {
	if err := p.Validate(); err != nil {
		return 0, err
	}
	if p.Contract.IsPass() {
		return 0, nil
	}
	side := p.Declarer.Side()
	s, err := Declarer(p.Contract, p.Tricks, vul.Has(side), ed)
	if err != nil {
		return 0, err
	}
	if side == bridge.EW {
		s = -s
	}
	return s, nil
}
