package pairs

import (
	"fmt"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/score"
)

// stacked is a penalty decided on a table that has another decision.
type stacked struct {
	section string
	board   int
	ns, ew  string
	adj     *bridge.Adjustment
}

// acc accumulates a pair's total, the sum of its tops and its boards.
type acc struct {
	total, max exact.Q
	boards     int
}

// Errors of directors' decisions (the same values as compute/bridge's).
var (
	ErrDecision = bridge.ErrDecision
	ErrConflict = bridge.ErrConflictingRuling
)

// applyDecisions attaches the decisions of a decisions file to the entries
// of their tables, on a copy, so re-scoring with an edited file starts from
// the travellers again. A decision for a table without an entry (a board
// not played through someone's fault) becomes an entry of its own.
func (sc *scorer) applyDecisions(entries []bridge.Entry, decisions []bridge.Decision) []bridge.Entry {
	if len(decisions) == 0 {
		return entries
	}
	out := slices.Clone(entries)
	type table struct {
		section string
		board   int
		ns, ew  string
	}
	at := map[table]int{}
	sections := map[string]bool{}
	for i := range out {
		k := bridge.SectionKey(out[i].Section)
		at[table{k, out[i].Board, out[i].NS, out[i].EW}] = i
		sections[k] = true
	}
	for _, d := range decisions {
		adj := d.Adjust
		section := bridge.SectionKey(d.Section)
		ctx := fmt.Sprintf("%s, NS %s v EW %s", bridge.BoardLabel(d.Board), d.NS, d.EW)
		if !sections[section] {
			sc.fail(bridge.Errorf(adj.Pos, ctx, "%w: %q: section %s has no traveller entries (want a section of the session)", ErrDecision, adj.Text, bridge.Quote(strings.TrimSpace(d.Section))))
			continue
		}
		i, ok := at[table{section, d.Board, d.NS, d.EW}]
		if !ok {
			switch adj.Kind {
			case bridge.AdjArtificial, bridge.AdjAssigned:
				e := bridge.Entry{Pos: adj.Pos, Section: d.Section, Board: d.Board, NS: d.NS, EW: d.EW, Adjust: &adj}
				e.Kind = bridge.Artificial
				if adj.Kind == bridge.AdjAssigned {
					e.Kind = bridge.Assigned
				}
				at[table{section, d.Board, d.NS, d.EW}] = len(out)
				out = append(out, e)
			default:
				sc.fail(bridge.Errorf(adj.Pos, ctx, "%w: %s %s needs the table's result, and the travellers have none (want the result, or an artificial or assigned score)", ErrDecision, adj.Kind, bridge.Quote(adj.Text)))
			}
			continue
		}
		stack, err := bridge.Decide(&out[i], &adj, "table")
		if err != nil {
			sc.fail(bridge.Errorf(adj.Pos, ctx, "%w", err))
			continue
		}
		if stack != nil {
			sc.stacked = append(sc.stacked, stacked{section, d.Board, d.NS, d.EW, stack})
		}
	}
	return out
}

// boardLines makes the traveller lines of one board of a section: the
// results (played, assigned, fouled) scored and sorted from the best NS
// score down, then the artificial scores, then the tables that did not
// play.
func (sc *scorer) boardLines(b bridge.Board, entries []*bridge.Entry, section string, key func(id string, side bridge.Side) PairKey) []Line {
	results := make([]Line, 0, len(entries)) // lines are large: no regrowing
	var artificial, others []Line
	for _, e := range entries {
		l := Line{Entry: e, Section: section, NS: key(e.NS, bridge.NS), EW: key(e.EW, bridge.EW), Adjust: e.Adjust}
		if e.Adjust != nil && e.Adjust.Kind == bridge.AdjUnparsed && e.Kind != bridge.NotPlayed {
			sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: %s is not a decision protokol understands", ErrUnsupported, bridge.Quote(e.Adjust.Text)))
			continue
		}
		switch e.Kind {
		case bridge.Played:
			ns, err := score.NS(e.Play, b.Vul, sc.opt.Edition)
			if err != nil {
				sc.fail(&bridge.Error{Pos: e.Pos, Context: entryContext(e), Err: err})
				continue
			}
			if e.Claimed != nil && *e.Claimed != ns {
				sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: the input says %+d for NS, but %s on a board with %s vulnerable scores %+d",
					ErrScoreMismatch, *e.Claimed, e.Play, vulText(b.Vul), ns))
				continue
			}
			l.ScoreNS, l.Scored = ns, true
			if e.Adjust != nil && e.Adjust.Kind == bridge.AdjFouled {
				l.Decided = &Decided{Group: e.Adjust.Group}
			}
			results = append(results, l)
		case bridge.Assigned:
			d := &Decided{}
			var err error
			if d.OutcomesNS, err = sc.outcomes(b, e.Adjust.OutcomesNS); err == nil {
				d.OutcomesEW, err = sc.outcomes(b, e.Adjust.OutcomesEW)
			}
			if err != nil {
				sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: %s: %v", ErrDecision, bridge.Quote(e.Adjust.Text), err))
				continue
			}
			l.Decided = d
			l.ScoreNS, l.Scored = d.OutcomesNS[0].ScoreNS, true
			results = append(results, l)
		case bridge.Artificial:
			if e.Adjust == nil || e.Adjust.Kind != bridge.AdjArtificial {
				sc.fail(bridge.Errorf(e.Pos, entryContext(e), "%w: an artificial score without its awards", ErrDecision))
				continue
			}
			l.Decided, l.Scored = &Decided{Artificial: true}, true
			artificial = append(artificial, l)
		default:
			others = append(others, l)
		}
	}
	out := travellerOrder(results)
	out = append(out, artificial...)
	return append(out, others...)
}

// outcomes resolves an assigned score's outcomes to NS scores with exact
// weights summing to 1.
func (sc *scorer) outcomes(b bridge.Board, os []bridge.Outcome) ([]score.Outcome, error) {
	if len(os) == 0 {
		return nil, fmt.Errorf("no outcome")
	}
	out := make([]score.Outcome, len(os))
	sum := exact.Q{}
	for i, o := range os {
		if o.Den <= 0 || o.Num <= 0 || o.Num > o.Den {
			return nil, fmt.Errorf("weight %d/%d (want more than 0, at most 1)", o.Num, o.Den)
		}
		out[i].Weight = exact.Frac(o.Num, o.Den)
		sum = sum.Add(out[i].Weight)
		out[i].ScoreNS = o.Score
		if o.Play != nil {
			s, err := score.NS(*o.Play, b.Vul, sc.opt.Edition)
			if err != nil {
				return nil, err
			}
			out[i].ScoreNS = s
		}
	}
	if sum.Cmp(exact.Int(1)) != 0 {
		return nil, fmt.Errorf("weights sum to %s (want 1)", sum)
	}
	return out, nil
}

// scoreGroups scores the results of one board: each version of a fouled
// board is its own comparison group, every group factored to the same N.
// Artificial lines get the full top here; their scores come later (award).
func (sc *scorer) scoreGroups(b bridge.Board, ls []Line, N int) {
	groups := map[string][]int{}
	var names []string
	for i := range ls {
		l := &ls[i]
		switch {
		case l.IsArtificial():
			l.Top = sc.opt.Scale.Top(N)
			l.Target = N
			continue
		case !l.Scored:
			continue
		}
		g := l.FouledGroup()
		if _, ok := groups[g]; !ok {
			names = append(names, g)
		}
		groups[g] = append(groups[g], i)
	}
	slices.Sort(names)
	if len(names) == 1 && len(groups[names[0]]) == 1 {
		sc.lone = append(sc.lone, &ls[groups[names[0]][0]])
	}
	largest := 0
	for _, g := range groups {
		largest = max(largest, len(g))
	}
	for _, g := range names {
		idx := groups[g]
		group := make([]*Line, len(idx))
		for i, j := range idx {
			group[i] = &ls[j]
		}
		var err error
		switch {
		case sc.opt.Method.IMPs():
			err = sc.scoreIMPs(group, N)
		case sc.opt.SmallGroups == GroupsACBL && len(groups) > 1 && acblSmallGroup(len(group), largest):
			err = sc.scoreSmallGroup(group, N)
		default:
			err = sc.scoreMP(group, N)
		}
		if err != nil {
			sc.fail(&bridge.Error{Pos: b.Pos, Context: bridge.BoardLabel(b.Number), Err: err})
		}
	}
}

// distributions gives a line's table for the matchpoint and IMP engines.
func distributions(l *Line) (ns, ew []score.Outcome) {
	if ns, ew := l.Outcomes(); ns != nil {
		return ns, ew
	}
	one := []score.Outcome{{ScoreNS: l.ScoreNS, Weight: exact.Int(1)}}
	return one, one
}

func (sc *scorer) scoreMP(group []*Line, N int) error {
	tables := make([]mp.Table, len(group))
	for i, l := range group {
		ns, ew := distributions(l)
		tables[i] = mp.Table{NS: ns, EW: ew}
	}
	mb, err := mp.ScoreBoardSplit(tables, N, sc.opt.Scale, sc.opt.Factoring, sc.opt.Split)
	if err != nil {
		return err
	}
	for i, l := range group {
		l.MPNS, l.MPEW = mb.Scores[i].NS, mb.Scores[i].EW
		l.Top, l.Compared, l.Target = mb.Top, len(group), N
		if mb.Top.Sign() > 0 {
			l.PctNS = l.MPNS.MulInt(100).Div(mb.Top)
			l.PctEW = l.MPEW.MulInt(100).Div(mb.Top)
		}
	}
	return nil
}

func impTable(l *Line) imp.Table {
	ns, ew := distributions(l)
	return imp.Table{NS: ns, EW: ew}
}

func (sc *scorer) scoreIMPs(group []*Line, N int) error {
	tables := make([]imp.Table, len(group))
	for i, l := range group {
		tables[i] = impTable(l)
	}
	var res []imp.Score
	var err error
	datum := 0
	if sc.opt.Method == Butler {
		datum, res, err = imp.Butler(tables, sc.opt.Butler)
	} else {
		res, err = imp.Cross(tables, sc.opt.Normalisation, N)
	}
	if err != nil {
		return err
	}
	for i, l := range group {
		l.IMPNS, l.IMPEW = res[i].NS, res[i].EW
		l.Datum, l.Compared, l.Target = datum, len(group), N
	}
	return nil
}

// acblSmallGroup tells whether a fouled group of n results is scored with
// the ACBL's fixed percentages: one or two results, or three unless it is
// the largest group (scoring.md §6.6).
func acblSmallGroup(n, largest int) bool {
	return n <= 2 || n == 3 && n < largest
}

// scoreSmallGroup gives a small fouled group the ACBL's fixed percentages:
// 60 alone; 65 and 55 for two; 70, 60 and 50 for three; equal scores share.
func (sc *scorer) scoreSmallGroup(group []*Line, N int) error {
	fixed := map[int][]int64{1: {60}, 2: {65, 55}, 3: {70, 60, 50}}[len(group)]
	for _, l := range group {
		if ns, _ := l.Outcomes(); ns != nil {
			return sc.scoreMP(group, N) // weighted scores: Neuberg
		}
	}
	top := sc.opt.Scale.Top(N)
	pct := func(mine int, sign int) exact.Q {
		// Places from the best: average the fixed values of the places
		// this score shares.
		better, equal := 0, 0
		for _, o := range group {
			switch d := sign * (o.ScoreNS - mine); {
			case d > 0:
				better++
			case d == 0:
				equal++
			}
		}
		sum := int64(0)
		for p := better; p < better+equal; p++ {
			sum += fixed[p]
		}
		return exact.Frac(sum, int64(equal))
	}
	for _, l := range group {
		l.PctNS, l.PctEW = pct(l.ScoreNS, 1), pct(l.ScoreNS, -1)
		l.MPNS, l.MPEW = l.PctNS.Mul(top).DivInt(100), l.PctEW.Mul(top).DivInt(100)
		l.Top, l.Compared, l.Target = top, len(group), N
	}
	return nil
}

// award scores an artificial table: each side's award (average-plus,
// average, average-minus or a percentage), following the pair's own
// result on its other boards under the session rule (§6.1).
func (sc *scorer) award(l *Line, own map[PairKey]acc) {
	for _, side := range []struct {
		a     bridge.Award
		k     PairKey
		got   *exact.Q
		award *exact.Q
		pct   *exact.Q
		opp   bridge.Award
	}{
		{l.Adjust.NS, l.NS, &l.MPNS, &l.Decided.AwardNS, &l.PctNS, l.Adjust.EW},
		{l.Adjust.EW, l.EW, &l.MPEW, &l.Decided.AwardEW, &l.PctEW, l.Adjust.NS},
	} {
		mine := own[side.k]
		if sc.opt.Method.IMPs() {
			v := sc.aveIMPs(side.a)
			if mine.boards > 0 {
				avg := mine.total.DivInt(int64(mine.boards))
				v = sc.followSession(side.a, v, avg)
			}
			*side.award = v
			if side.k == l.NS {
				l.IMPNS = v
			} else {
				l.IMPEW = v
			}
			continue
		}
		v := sc.avePercent(side.a)
		if mine.max.Sign() > 0 {
			v = sc.followSession(side.a, v, mine.total.MulInt(100).Div(mine.max))
		}
		*side.award, *side.pct = v, v
		*side.got = v.Mul(l.Top).DivInt(100)
	}
}

// followSession applies the session rule to an award of value v, given the
// pair's own value p on its other boards.
func (sc *scorer) followSession(a bridge.Award, v, p exact.Q) exact.Q {
	switch {
	case sc.opt.SessionRule == RuleOff:
	case a.Kind == bridge.AveragePlus && p.Cmp(v) > 0:
		return p
	case a.Kind == bridge.AverageMinus && sc.opt.SessionRule == Rule2017 && p.Cmp(v) < 0:
		return p
	}
	return v
}

func (sc *scorer) avePercent(a bridge.Award) exact.Q {
	def := [3]int64{60, 50, 40}
	if a.Kind == bridge.Percent {
		return exact.Int(int64(a.Percent))
	}
	if sc.opt.AveSet {
		return sc.opt.Ave[a.Kind]
	}
	return exact.Int(def[a.Kind])
}

func (sc *scorer) aveIMPs(a bridge.Award) exact.Q {
	def := [3]int64{3, 0, -3}
	switch {
	case a.Kind == bridge.Percent:
		// A percentage in an IMP event: 60 % and more count as
		// average-plus, 40 % and less as average-minus, between as average.
		switch {
		case a.Percent >= 60:
			a.Kind = bridge.AveragePlus
		case a.Percent <= 40:
			a.Kind = bridge.AverageMinus
		default:
			a.Kind = bridge.Average
		}
	}
	if sc.opt.AveIMPsSet {
		return sc.opt.AveIMPs[a.Kind]
	}
	return exact.Int(def[a.Kind])
}

// penalty is the pair a procedural penalty falls on and its amount in the
// event's units.
func (sc *scorer) penalty(l *Line) (PairKey, exact.Q, *bridge.Error) {
	p := l.Adjust.Penalty
	k := l.NS
	if p.Side == bridge.EW {
		k = l.EW
	}
	amount := exact.Frac(p.Num, p.Den)
	fail := func(want string) *bridge.Error {
		return bridge.Errorf(l.Adjust.Pos, entryContext(l.Entry), "%w: a penalty in %s in a %s event (want %s)", ErrDecision, p.Unit, sc.opt.Method, want)
	}
	switch {
	case p.Unit == bridge.PenMP && !sc.opt.Method.IMPs():
		return k, amount, nil
	case p.Unit == bridge.PenTopFraction && !sc.opt.Method.IMPs():
		return k, amount.Mul(l.Top).DivInt(100), nil
	case p.Unit == bridge.PenIMP && sc.opt.Method.IMPs():
		return k, amount, nil
	case sc.opt.Method.IMPs():
		return k, exact.Q{}, fail("IMPs")
	}
	return k, exact.Q{}, fail("matchpoints or a percentage of a top")
}

// audit lists every decision applied and what it gave.
func (sc *scorer) audit(lines map[int][]Line) {
	var nums []int
	for n := range lines {
		nums = append(nums, n)
	}
	slices.Sort(nums)
	for _, n := range nums {
		for i := range lines[n] {
			l := &lines[n][i]
			if l.Adjust == nil || l.Adjust.Kind == bridge.AdjUnparsed {
				continue // NP: not played, no one at fault
			}
			a := Applied{Board: n, Section: l.Section, NS: l.NS, EW: l.EW, Adjust: l.Adjust}
			if sc.opt.Method.IMPs() {
				a.GotNS, a.GotEW = l.IMPNS, l.IMPEW
			} else {
				a.GotNS, a.GotEW = l.MPNS, l.MPEW
			}
			if p := l.Adjust.Penalty; p != nil && l.Adjust.Kind == bridge.AdjPenalty {
				_, a.Penalty, _ = sc.penalty(l)
				a.Side = p.Side
			}
			sc.res.Adjustments = append(sc.res.Adjustments, a)
		}
	}
	for i := range sc.penaltyLines {
		l := &sc.penaltyLines[i]
		a := Applied{Board: l.Entry.Board, Section: l.Section, NS: l.NS, EW: l.EW, Adjust: l.Adjust, Side: l.Adjust.Penalty.Side}
		_, a.Penalty, _ = sc.penalty(l)
		sc.res.Adjustments = append(sc.res.Adjustments, a)
	}
}
