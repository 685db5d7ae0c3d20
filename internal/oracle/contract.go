package oracle

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Edition selects one of the scoring tables of §3.4. It mirrors
// score.Edition on purpose without importing it.
type Edition int

// The three tables of §3.4.
const (
	Laws2017 Edition = iota // 2007 and 2017 Laws (the default)
	Laws1987                // 1987 and 1997 Laws: redoubled insult 50
	Pre1987                 // also every doubled NV undertrick after the third 200
)

// Editions lists the tables in the order of the constants.
var Editions = [3]Edition{Laws2017, Laws1987, Pre1987}

func (e Edition) String() string {
	switch e {
	case Laws2017:
		return "2017"
	case Laws1987:
		return "1987"
	case Pre1987:
		return "pre1987"
	}
	return fmt.Sprintf("Edition(%d)", int(e))
}

// bidTrickValue is the value of the k-th trick bid (k = 1..7, index 0
// unused) in each strain, undoubled (§3.1 item 1).
var bidTrickValue = [5][8]int{
	bridge.Clubs:    {0, 20, 20, 20, 20, 20, 20, 20},
	bridge.Diamonds: {0, 20, 20, 20, 20, 20, 20, 20},
	bridge.Hearts:   {0, 30, 30, 30, 30, 30, 30, 30},
	bridge.Spades:   {0, 30, 30, 30, 30, 30, 30, 30},
	bridge.NoTrump:  {0, 40, 30, 30, 30, 30, 30, 30},
}

// multiplier of the trick score by doubling.
var multiplier = [3]int{bridge.Undoubled: 1, bridge.Doubled: 2, bridge.Redoubled: 4}

// overtrickValue [doubling][vulnerable][strain] is the value of one
// overtrick (§3.1 item 5).
var overtrickValue = [3][2][5]int{
	bridge.Undoubled: {
		{20, 20, 30, 30, 30},
		{20, 20, 30, 30, 30},
	},
	bridge.Doubled: {
		{100, 100, 100, 100, 100},
		{200, 200, 200, 200, 200},
	},
	bridge.Redoubled: {
		{200, 200, 200, 200, 200},
		{400, 400, 400, 400, 400},
	},
}

// gameOrPart [isGame][vulnerable] (§3.1 item 2).
var gameOrPart = [2][2]int{
	{50, 50},   // part score
	{300, 500}, // game
}

// slamBonus [level][vulnerable] (§3.1 item 3); zero below level 6.
var slamBonus = [8][2]int{
	6: {500, 750},
	7: {1000, 1500},
}

// insult [edition][doubling] (§3.1 item 4, §3.4).
var insult = [3][3]int{
	Laws2017: {0, 50, 100},
	Laws1987: {0, 50, 50},
	Pre1987:  {0, 50, 50},
}

// undertrickStep [edition][doubling][vulnerable][u-1] is what the u-th
// undertrick costs (§3.2, §3.4), written out trick by trick.
var undertrickStep = [3][3][2][13]int{
	Laws2017: {
		bridge.Undoubled: {
			{50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50},
			{100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100},
		},
		bridge.Doubled: {
			{100, 200, 200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300},
			{200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300},
		},
		bridge.Redoubled: {
			{200, 400, 400, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600},
			{400, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600},
		},
	},
	Laws1987: {
		bridge.Undoubled: {
			{50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50},
			{100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100},
		},
		bridge.Doubled: {
			{100, 200, 200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300},
			{200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300},
		},
		bridge.Redoubled: {
			{200, 400, 400, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600},
			{400, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600},
		},
	},
	Pre1987: {
		bridge.Undoubled: {
			{50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50},
			{100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100},
		},
		bridge.Doubled: {
			{100, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200},
			{200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300},
		},
		bridge.Redoubled: {
			{200, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400},
			{400, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600, 600},
		},
	},
}

// Declarer is the declaring side's score (§3.1–3.4): contract c, tricks won
// by declarer, declarer vulnerable or not, scoring table ed. A pass-out (level
// 0) scores 0 whatever tricks says. It returns an error wrapping
// bridge.ErrLevel, bridge.ErrStrain, bridge.ErrContract (also for level 0
// with a strain or doubling, as bridge.Contract.Validate does) or
// bridge.ErrTricks for an input out of range.
func Declarer(c bridge.Contract, tricks int, vulnerable bool, ed Edition) (int, error) {
	if c.Level == 0 {
		if c.Strain != 0 || c.Doubling != 0 {
			return 0, fmt.Errorf("%w: a pass-out (level 0) has no strain or doubling", bridge.ErrContract)
		}
		return 0, nil
	}
	switch {
	case c.Level < 1 || c.Level > 7:
		return 0, fmt.Errorf("%w: level %d (want 1..7)", bridge.ErrLevel, c.Level)
	case c.Strain > bridge.NoTrump:
		return 0, fmt.Errorf("%w: strain %d", bridge.ErrStrain, c.Strain)
	case c.Doubling > bridge.Redoubled:
		return 0, fmt.Errorf("%w: doubling %d", bridge.ErrContract, c.Doubling)
	case tricks < 0 || tricks > 13:
		return 0, fmt.Errorf("%w: %d (want 0..13)", bridge.ErrTricks, tricks)
	case ed < Laws2017 || ed > Pre1987:
		return 0, fmt.Errorf("oracle: unknown edition %d", int(ed))
	}
	v := 0
	if vulnerable {
		v = 1
	}

	// Walk the tricks declarer still needed, or won beyond the sixth.
	total := 0
	if tricks < c.Level+6 {
		for u := 1; u <= c.Level+6-tricks; u++ {
			total -= undertrickStep[ed][c.Doubling][v][u-1]
		}
		return total, nil
	}
	trickScore := 0
	for k := 1; k <= tricks-6; k++ {
		if k <= c.Level {
			trickScore += bidTrickValue[c.Strain][k] * multiplier[c.Doubling]
		} else {
			total += overtrickValue[c.Doubling][v][c.Strain]
		}
	}
	game := 0
	if trickScore >= 100 {
		game = 1
	}
	total += trickScore + gameOrPart[game][v] + slamBonus[c.Level][v] + insult[ed][c.Doubling]
	return total, nil
}

// NS is the score of a played result from North-South's point of view on a
// board of vulnerability vul (§3.6): 0 for a pass-out, declarer's score for
// N or S, its negation for E or W.
func NS(p bridge.Play, vul bridge.Vul, ed Edition) (int, error) {
	if p.Contract.Level == 0 {
		return Declarer(p.Contract, 0, false, ed)
	}
	var nsDeclares, vulnerable bool
	switch p.Declarer {
	case bridge.North, bridge.South:
		nsDeclares = true
		vulnerable = vul == bridge.VulNS || vul == bridge.VulAll
	case bridge.East, bridge.West:
		vulnerable = vul == bridge.VulEW || vul == bridge.VulAll
	default:
		return 0, fmt.Errorf("%w: declarer %d", bridge.ErrSeat, p.Declarer)
	}
	if vul > bridge.VulAll {
		return 0, fmt.Errorf("%w: %d", bridge.ErrVul, vul)
	}
	s, err := Declarer(p.Contract, p.Tricks, vulnerable, ed)
	if nsDeclares {
		return s, err
	}
	return -s, err
}

// boardCycle is the table of §2, boards 1..16.
var boardCycle = [16]struct {
	dealer bridge.Seat
	vul    bridge.Vul
}{
	{bridge.North, bridge.VulNone}, // 1
	{bridge.East, bridge.VulNS},    // 2
	{bridge.South, bridge.VulEW},   // 3
	{bridge.West, bridge.VulAll},   // 4
	{bridge.North, bridge.VulNS},   // 5
	{bridge.East, bridge.VulEW},    // 6
	{bridge.South, bridge.VulAll},  // 7
	{bridge.West, bridge.VulNone},  // 8
	{bridge.North, bridge.VulEW},   // 9
	{bridge.East, bridge.VulAll},   // 10
	{bridge.South, bridge.VulNone}, // 11
	{bridge.West, bridge.VulNS},    // 12
	{bridge.North, bridge.VulAll},  // 13
	{bridge.East, bridge.VulNone},  // 14
	{bridge.South, bridge.VulNS},   // 15
	{bridge.West, bridge.VulEW},    // 16
}

// DealerVul is the dealer and vulnerability of board number board (≥ 1) by
// the table of §2.
func DealerVul(board int) (bridge.Seat, bridge.Vul) {
	for board > 16 {
		board -= 16
	}
	for board < 1 {
		board += 16
	}
	e := boardCycle[board-1]
	return e.dealer, e.vul
}
