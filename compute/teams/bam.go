package teams

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/score"
)

// Form is how the boards of a team event are scored.
type Form uint8

// The forms of team scoring.
const (
	// IMPs: each board's difference in IMPs (Law 78B), each match's margin
	// in victory points (Options.VP).
	IMPs Form = iota
	// BoardAMatch: each board a contest of its own (Law 78C), 1 point to
	// the team whose two results add up to more, ½ to each when they are
	// equal, 0 to the other; a match's score is its board points, and so
	// are the standings, unless Options.BAMVPs converts each match's
	// margin in board points into victory points.
	BoardAMatch
)

func (f Form) String() string {
	if f == BoardAMatch {
		return "board-a-match"
	}
	return "imps"
}

var half = exact.Frac(1, 2)

// bam is one team's board points from a difference of the two rooms'
// scores, in its own view: 1 when it is more, ½ when they are equal (Law
// 78C: no margin of 10 points makes a tie), 0 when less.
func bam(d int) exact.Q {
	switch {
	case d > 0:
		return exact.Int(1)
	case d == 0:
		return half
	}
	return exact.Q{}
}

// bamWeighted is bam over two distributions of outcomes (a weighted or
// split score, NS view): the expected board points of the team sitting NS
// in the open room (open) and EW in the closed one (closed), every pair
// of outcomes weighted by the product of their weights.
func bamWeighted(open, closed []score.Outcome) exact.Q {
	var sum exact.Q
	for _, o := range open {
		for _, c := range closed {
			sum = sum.Add(bam(o.ScoreNS - c.ScoreNS).Mul(o.Weight).Mul(c.Weight))
		}
	}
	return sum
}

// boardPoints scores a board of a board-a-match: the home team's and the
// away team's points (they add up to 1, but a split score scores each team
// from its own distribution). A room with an artificial score gives each
// team its award as a part of the board (average-plus 60 %: 0.6); two
// artificial rooms give each team the mean of its two awards.
func boardPoints(br BoardResult, opt Options) (home, away exact.Q, artificial bool) {
	award := func(r Room, homeIsNS bool) (h, a exact.Q, ok bool) {
		adj := r.Entry.Adjust
		if r.Entry.Kind != bridge.Artificial || adj == nil {
			return h, a, false
		}
		hs, as := adj.NS, adj.EW
		if !homeIsNS {
			hs, as = as, hs
		}
		return awardPart(hs), awardPart(as), true
	}
	oh, oa, openArt := award(br.Open, true)
	ch, ca, closedArt := award(br.Closed, false)
	switch {
	case openArt && closedArt:
		return oh.Add(ch).Mul(half), oa.Add(ca).Mul(half), true
	case openArt:
		return oh, oa, true
	case closedArt:
		return ch, ca, true
	}
	open, closed := table(br.Open), table(br.Closed)
	return bamWeighted(open.NS, closed.EW), bamWeighted(closed.NS, open.EW), false
}

// awardPart is an artificial award as a part of a board: 60 % of it for
// average-plus, 50 % for average, 40 % for average-minus, or the
// percentage given.
func awardPart(a bridge.Award) exact.Q {
	pct := [...]int64{60, 50, 40}
	if a.Kind == bridge.Percent {
		return exact.Frac(int64(a.Percent), 100)
	}
	return exact.Frac(pct[a.Kind], 100)
}

// hundredths is a board-a-match score in hundredths of a board point, as
// the VP fields hold it (board points are halves: exact).
func hundredths(q exact.Q) int {
	return int(q.MulInt(100).RoundQ(0).Rat().Num().Int64())
}

// bamPenalty refuses a procedural penalty a board-a-match cannot take:
// in IMPs, which it does not have, or in VPs when its matches are in
// board points.
func bamPenalty(u bridge.PenaltyUnit, res *Result, adj *bridge.Adjustment, e *bridge.Entry) *bridge.Error {
	if res.Form != BoardAMatch || u == bridge.PenVP && res.VPs || u != bridge.PenVP && u != bridge.PenIMP {
		return nil
	}
	pos := adj.Pos
	if pos.IsZero() {
		pos = e.Pos
	}
	what := "IMPs"
	if u == bridge.PenVP {
		what = "VPs"
	}
	return bridge.Errorf(pos, context(e), "%w: penalty %s is in %s, which this board-a-match does not have (its matches are in board points; want VPs with a discrete --vp-scale)", ErrDecision, bridge.Quote(adj.Text), what)
}

// Units names, for the outputs, what the result's figures are: a board's
// and a match's points ("imps", or "board_points" in a board-a-match) and
// a match's score in the standings ("vp", or "board_points" in a
// board-a-match without VPs). Outputs name their columns and fields by
// them rather than by the kind of event.
func (r *Result) Units() (board, match string) {
	board, match = "imps", "vp"
	if r.Form == BoardAMatch {
		board = "board_points"
	}
	if !r.VPs {
		match = "board_points"
	}
	return board, match
}

// Scoring names the event's scoring as the outputs write it: "Teams"
// (IMPs), or "BAM" (board-a-match).
func (r *Result) Scoring() string {
	if r.Form == BoardAMatch {
		return "BAM"
	}
	return "Teams"
}
