// Package handicap ranks a field by handicapped scores beside the scratch
// ranking: each player's handicap comes from the club's register (a
// percentage), the contestant's from its players' by a Method, and the
// handicapped score is the scratch percentage adjusted by it.
//
// # Conventions
//
// The programs clubs use agree on the arithmetic and differ in sign and
// in how a pair's handicap is made:
//
//   - EBUScore: a handicap is negative for the strong ("a handicap of −5
//     represents that the player's percentage will be reduced by 5 %") and
//     is added to the score; the pair's is the sum of its players' ("100 %")
//     or their average ("50 %"; PairsScorer's only method). Source: the
//     EBUScore wiki, "Handicaps", https://www.ebu.co.uk/ebuscore-wiki/handicaps.
//   - Bridgewebs: a player's handicap is 50 less his average percentage
//     (negative for the strong), the pair's the average of its players',
//     added to the score: −5.2 and +1.9 make −1.65, and 57.6 % scratch is
//     55.95 % handicapped. Sources: the Bridgewebs guide, 11.6.2
//     "Calculating handicap for a pair",
//     https://www.bridgewebs.com/guideus/page270.html, and Perth Bridge
//     Club's "Handicap System Explained",
//     https://www.bridgewebs.com/perth/page6.html.
//   - ScoreBridge: a player's handicap is his average (NGS) percentage less
//     50, positive for the strong, the pair's the average, subtracted from
//     the score. Source: English Bridge, "Handicapping a Pairs event using
//     NGS" (Andrew Urbanski), https://www.ebu.co.uk/newsletters/?id=17&page=8.
//     (The EBUScore wiki says ScoreBridge's users should pick EBUScore's
//     100 % method; the newsletter's worked example averages. Both are
//     Methods here.)
//
// Sign says which convention the handicaps given follow; the register's
// (package players) is EBUScore's and Bridgewebs': negative for the
// strong, added.
//
// Arithmetic is exact; the ranking is competition ranking on the exact
// handicapped scores (compute/rank), equal scores sharing a place. The
// scratch results are not changed: the handicapped ranking is published
// beside them, never instead.
//
// It is pure and imports compute/exact and compute/rank only.
package handicap

import (
	"errors"
	"fmt"
	"slices"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// ErrInput is wrapped by every error about the entries or the options.
var ErrInput = errors.New("handicap")

// Method is how a contestant's handicap comes from its players'.
type Method uint8

const (
	// Average: the players' average (EBUScore's 50 %, PairsScorer,
	// Bridgewebs, ScoreBridge's newsletter example).
	Average Method = iota
	// Sum: the players' sum (EBUScore's 100 %).
	Sum
)

var methodNames = []string{"average", "sum"}

func (m Method) String() string {
	if int(m) < len(methodNames) {
		return methodNames[m]
	}
	return fmt.Sprintf("Method(%d)", m)
}

// ParseMethod reads "average" or "sum".
func ParseMethod(s string) (Method, error) {
	if i := slices.Index(methodNames, s); i >= 0 {
		return Method(i), nil
	}
	return 0, fmt.Errorf("%w: method %q unknown (want average or sum)", ErrInput, s)
}

// Sign is the convention of the handicaps given.
type Sign uint8

const (
	// Added: negative for the strong, added to the score (EBUScore,
	// Bridgewebs, the register).
	Added Sign = iota
	// Subtracted: positive for the strong, subtracted (ScoreBridge).
	Subtracted
)

// Player is one player's handicap, a percentage; Has says whether the
// register gives one.
type Player struct {
	Handicap exact.Q
	Has      bool
}

// Entry is a contestant: its id (the order among equals), its scratch
// percentage and its players.
type Entry struct {
	ID      string
	Score   exact.Q
	Players []Player
}

// Options say how handicaps are applied.
type Options struct {
	Method Method
	Sign   Sign
	// Missing is the handicap of a player the register has none for
	// (Bridgewebs' default for non-members is −5), when HasMissing; else a
	// player without one is an error.
	Missing    exact.Q
	HasMissing bool
}

// Line is one contestant's handicapped result.
type Line struct {
	// Handicap is the contestant's, in the Added convention (negative for
	// the strong) whatever the Sign given, so that Score = scratch +
	// Handicap.
	Handicap exact.Q
	Score    exact.Q
	Rank     int
	Tied     bool
}

// Of is a contestant's handicap from its players', in the Added
// convention.
func Of(o Options, players []Player) (exact.Q, error) {
	h, err := of(o, players)
	if err != nil {
		return h, fmt.Errorf("%w: %w", ErrInput, err)
	}
	return h, nil
}

func of(o Options, players []Player) (exact.Q, error) {
	if len(players) == 0 {
		return exact.Q{}, errors.New("no players (want one or more)")
	}
	var sum exact.Q
	for i, p := range players {
		h := p.Handicap
		if !p.Has {
			if !o.HasMissing {
				return exact.Q{}, fmt.Errorf("player %d has no handicap (want one for every player, or a default for those without)", i+1)
			}
			h = o.Missing
		}
		if o.Sign == Subtracted {
			h = h.Neg()
		}
		sum = sum.Add(h)
	}
	if o.Method == Average {
		return sum.DivInt(int64(len(players))), nil
	}
	return sum, nil
}

// Rank gives each entry its handicap, handicapped score and place, in the
// order given.
func Rank(o Options, entries []Entry) ([]Line, error) {
	out := make([]Line, len(entries))
	items := make([]rank.Item, len(entries))
	for i, e := range entries {
		h, err := of(o, e.Players)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrInput, e.ID, err)
		}
		out[i] = Line{Handicap: h, Score: e.Score.Add(h)}
		items[i] = rank.Item{ID: e.ID, Score: out[i].Score}
	}
	for _, p := range rank.Rank(items, rank.Exact) {
		out[p.Index].Rank, out[p.Index].Tied = p.Rank, p.Tied
	}
	return out, nil
}
