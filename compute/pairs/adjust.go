package pairs

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/rank"
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

// boardLines appends to dst the traveller lines of one board of a
// section: the results (played, assigned, fouled) scored and sorted from
// the best NS score down, then the artificial scores, then the tables that
// did not play. Every line has the section's group base until
// scoreGroups scores it. It returns the number of results, and leaves
// their pair numbers in sc.resultPairs, in traveller order.
func (sc *boardScorer) boardLines(dst []Line, b bridge.Board, entries []sectionEntry, px *pairIndex, base *group) ([]Line, int) {
	results, artificial, others := sc.results[:0], sc.artificial[:0], sc.others[:0]
	rs := sc.rs[:0]
	for i, x := range entries {
		e := x.e
		if x.plain { // a played result whose score checks, read already
			rs = append(rs, result{int(x.score), x.ns, x.ew, int32(i)})
			continue
		}
		l := Line{Entry: e, g: base}
		sc.anyAdjust = sc.anyAdjust || e.Adjust != nil
		// A result that cannot be scored as the input gives it is not
		// scored: left out of the comparisons as a board not played,
		// until the director decides it.
		notScored := func(format string, args ...any) {
			l.Entry = e.CopyUnscored(fmt.Sprintf(format, args...))
			others = append(others, l)
		}
		switch {
		case e.Kind == bridge.NotScored:
			others = append(others, l)
			continue
		case e.Adjust != nil && e.Adjust.Kind == bridge.AdjUnparsed && e.Kind != bridge.NotPlayed:
			notScored("%s is not a decision protokol understands", bridge.Quote(e.Adjust.Text))
			continue
		}
		switch e.Kind {
		case bridge.Played:
			ns, err := score.NS(e.Play, b.Vul, sc.opt.Edition)
			if err != nil {
				sc.fail(&bridge.Error{Pos: e.Pos, Context: entryContext(e), Err: err})
				continue
			}
			if e.HasClaimed && e.Claimed != ns {
				notScored("the input says %+d for NS, but %s on a board with %s vulnerable scores %+d", e.Claimed, e.Play, vulText(b.Vul), ns)
				continue
			}
			l.ScoreNS, l.Scored = ns, true
			if e.Adjust != nil && e.Adjust.Kind == bridge.AdjFouled {
				l.Decided = &Decided{Group: e.Adjust.Group}
			}
			rs = append(rs, result{l.ScoreNS, x.ns, x.ew, -1 - int32(len(results))})
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
			rs = append(rs, result{l.ScoreNS, x.ns, x.ew, -1 - int32(len(results))})
			results = append(results, l)
		case bridge.Artificial:
			if e.Adjust == nil || e.Adjust.Kind != bridge.AdjArtificial {
				notScored("an artificial score without its awards")
				continue
			}
			l.Decided, l.Scored = &Decided{Artificial: true}, true
			artificial = append(artificial, l)
			sc.anyArtificial = true
		default:
			others = append(others, l)
		}
	}
	sc.keys = travellerOrder(sc.keys[:0], rs, px)
	sc.resultPairs = slices.Grow(sc.resultPairs[:0], len(rs))
	for _, i := range sc.keys {
		r := rs[i]
		if r.from >= 0 {
			x := &entries[r.from]
			dst = append(dst, Line{Entry: x.e, g: base, ScoreNS: int(x.score), Scored: true})
		} else {
			dst = append(dst, results[-1-r.from])
		}
		sc.resultPairs = append(sc.resultPairs, [2]int32{r.ns, r.ew})
	}
	dst = append(dst, artificial...)
	dst = append(dst, others...)
	// Clear the scratch lines so that they hold on to no entry.
	clear(results)
	clear(artificial)
	clear(others)
	sc.results, sc.artificial, sc.others, sc.rs = results[:0], artificial[:0], others[:0], rs[:0]
	return dst, len(rs)
}

// result is a result of a board to put in traveller order: its NS score,
// its pairs' numbers, and where its line is: the index of its entry when
// the entry is plain, else −1 − its index in the lines made for it.
type result struct {
	score  int
	ns, ew int32
	from   int32
}

// travellerOrder orders results from the best NS score to the worst, equal
// scores by NS pair in the natural order of ids, then as they came: it
// appends to keys the results' indices in that order. Results mostly come
// in order of table, not score: it sorts one integer per result, not the
// (large) lines.
func travellerOrder(keys []uint64, rs []result, px *pairIndex) []uint64 {
	// A key is 20 bits of score (high), 22 of the NS pair's place, 22 of
	// the index (low).
	const scoreBits, rankBits, indexBits = 20, 22, 22
	packed := len(rs) < 1<<indexBits && len(px.rank) < 1<<rankBits-1
	for i, r := range rs {
		s := r.score
		if s <= -1<<(scoreBits-1) || s >= 1<<(scoreBits-1) {
			packed = false
		}
		if !packed {
			break
		}
		place := int32(-1) // no NS pair: first, as rank.Compare puts ""
		if r.ns >= 0 {
			place = px.rank[r.ns]
		}
		keys = append(keys, uint64(1<<(scoreBits-1)-1-s)<<(rankBits+indexBits)|uint64(place+1)<<indexBits|uint64(i))
	}
	if packed {
		if !slices.IsSorted(keys) {
			slices.Sort(keys)
		}
		for j := range keys {
			keys[j] &= 1<<indexBits - 1
		}
		return keys
	}
	// Scores or pairs beyond the packed key: sort the indices.
	keys = keys[:0]
	for i := range rs {
		keys = append(keys, uint64(i))
	}
	id := func(n int32) string {
		if n < 0 {
			return ""
		}
		return px.ids[n]
	}
	slices.SortStableFunc(keys, func(a, b uint64) int {
		x, y := &rs[a], &rs[b]
		if x.score != y.score {
			return y.score - x.score
		}
		return rank.Compare(id(x.ns), id(y.ns))
	})
	return keys
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

// scoreGroups scores the results of one board of a section (ls: the
// lines boardLines made, its nres results first): each version of a
// fouled board is its own comparison group, every group factored to the
// same N. Artificial lines get their top here (artificialTop); their
// scores come later (award).
func (sc *boardScorer) scoreGroups(b bridge.Board, ls []Line, nres, N int, base *group) {
	var art *group
	for i := nres; i < len(ls); i++ {
		if l := &ls[i]; l.IsArtificial() {
			if art == nil {
				art = &group{section: base.section, howell: base.howell, imps: base.imps, top: sc.opt.Scale.Top(N), target: N}
			}
			l.g = art
		}
	}
	if art != nil && sc.opt.Factoring == mp.NoFactoring {
		defer func() {
			art.top = sc.artificialTop(N, func(yield func(exact.Q) bool) {
				for i := range nres {
					if !yield(ls[i].Top()) {
						return
					}
				}
			})
		}()
	}
	if nres == 0 {
		return
	}
	results := ls[:nres]
	fouled := false
	for i := range results {
		if results[i].FouledGroup() != "" {
			fouled = true
			break
		}
	}
	ptrs := sc.ptrs[:0]
	defer func() { clear(ptrs); sc.ptrs = ptrs[:0] }()
	if !fouled {
		// One comparison group: the board's results.
		for i := range results {
			ptrs = append(ptrs, &results[i])
		}
		if len(ptrs) == 1 {
			sc.lone = append(sc.lone, ptrs[0])
		}
		sc.scoreGroup(b, ptrs, N, false, base)
		return
	}
	groups := map[string][]int{}
	var names []string
	for i := range results {
		g := results[i].FouledGroup()
		if _, ok := groups[g]; !ok {
			names = append(names, g)
		}
		groups[g] = append(groups[g], i)
	}
	slices.Sort(names)
	if len(names) == 1 && len(groups[names[0]]) == 1 {
		sc.lone = append(sc.lone, &results[groups[names[0]][0]])
	}
	largest := 0
	for _, g := range groups {
		largest = max(largest, len(g))
	}
	for _, g := range names {
		idx := groups[g]
		ptrs = ptrs[:0]
		for _, j := range idx {
			ptrs = append(ptrs, &results[j])
		}
		small := sc.opt.SmallGroups == GroupsACBL && len(groups) > 1 && acblSmallGroup(len(ptrs), largest)
		sc.scoreGroup(b, ptrs, N, small, base)
	}
}

// artificialTop is the top an artificial score on a board is a share of
// (scoring.md §6.1: the "available matchpoints" of Law 12C2): the full top
// 2(N−1) (N−1 in ACBL units) to which the board's results are factored;
// unfactored (--factoring none), the board's own top, the one its results
// are out of (the largest comparison group's, on a fouled board), which
// is the top the pairs who played it play for: BriAn's Bridgewebs scores
// an average on a board of five results 4 of 8, not 5 of 10, and so does
// protokol. Zero when no result of the board has a top (none, or one):
// the artificial score then counts in no total, as such a result. tops
// are the tops of the board's results.
func (sc *scorer) artificialTop(N int, tops iter.Seq[exact.Q]) exact.Q {
	if sc.opt.Factoring != mp.NoFactoring {
		return sc.opt.Scale.Top(N)
	}
	var top exact.Q
	for t := range tops {
		if t.Cmp(top) > 0 {
			top = t
		}
	}
	return top
}

// scoreGroup scores one comparison group of a board.
func (sc *boardScorer) scoreGroup(b bridge.Board, lines []*Line, N int, small bool, base *group) {
	var err error
	switch {
	case sc.opt.Method.IMPs():
		err = sc.scoreIMPs(lines, N, base)
	case small:
		err = sc.scoreSmallGroup(lines, N, base)
	default:
		err = sc.scoreMP(lines, N, base)
	}
	if err != nil {
		sc.fail(&bridge.Error{Pos: b.Pos, Context: bridge.BoardLabel(b.Number), Err: err})
	}
}

// tables gives the lines' tables for the matchpoint and IMP engines, in
// one allocation of outcomes for the normal results.
func tables(lines []*Line) (ns, ew [][]score.Outcome) {
	ns, ew = make([][]score.Outcome, len(lines)), make([][]score.Outcome, len(lines))
	one := make([]score.Outcome, len(lines))
	for i, l := range lines {
		if ons, oew := l.Outcomes(); ons != nil {
			ns[i], ew[i] = ons, oew
			continue
		}
		one[i] = score.Outcome{ScoreNS: l.ScoreNS, Weight: exact.Int(1)}
		ns[i], ew[i] = one[i:i+1:i+1], one[i:i+1:i+1]
	}
	return ns, ew
}

// plain tells a group of normal results (no assigned distributions).
func plain(lines []*Line) bool {
	for _, l := range lines {
		if ns, _ := l.Outcomes(); ns != nil {
			return false
		}
	}
	return true
}

func (sc *boardScorer) scoreMP(lines []*Line, N int, base *group) error {
	var mb mp.Board
	var err error
	if plain(lines) {
		scores := sc.scores[:0]
		for _, l := range lines {
			scores = append(scores, l.ScoreNS)
		}
		sc.scores = scores
		mb, err = mp.ScorePlainInto(sc.mps, scores, N, sc.opt.Scale, sc.opt.Factoring)
		sc.mps = mb.Scores // reused by the next board: the lines copy the values out
	} else {
		ns, ew := tables(lines)
		ts := make([]mp.Table, len(lines))
		for i := range ts {
			ts[i] = mp.Table{NS: ns[i], EW: ew[i]}
		}
		mb, err = mp.ScoreBoardSplit(ts, N, sc.opt.Scale, sc.opt.Factoring, sc.opt.Split)
	}
	if err != nil {
		return err
	}
	g := &group{section: base.section, howell: base.howell, top: mb.Top, compared: len(lines), target: N}
	g.pts = make([]points, 0, runs(mb.Scores, func(s mp.Score) [2]exact.Q { return [2]exact.Q{s.NS, s.EW} }))
	for i, l := range lines {
		l.g = g
		l.setPoints(mb.Scores[i].NS, mb.Scores[i].EW)
	}
	return nil
}

func (sc *boardScorer) scoreIMPs(lines []*Line, N int, base *group) error {
	ns, ew := tables(lines)
	ts := make([]imp.Table, len(lines))
	for i := range ts {
		ts[i] = imp.Table{NS: ns[i], EW: ew[i]}
	}
	var res []imp.Score
	var err error
	datum := 0
	if sc.opt.Method == Butler {
		datum, res, err = imp.Butler(ts, sc.opt.Butler)
	} else {
		res, err = imp.Cross(ts, sc.opt.Normalisation, N)
	}
	if err != nil {
		return err
	}
	g := &group{section: base.section, howell: base.howell, imps: true, compared: len(lines), target: N, datum: datum}
	g.pts = make([]points, 0, runs(res, func(s imp.Score) [2]exact.Q { return [2]exact.Q{s.NS, s.EW} }))
	for i, l := range lines {
		l.g = g
		l.setPoints(res[i].NS, res[i].EW)
	}
	return nil
}

// runs counts the runs of equal values of key in xs: the points a group
// of lines in that order holds (see Line.setPoints).
func runs[T any](xs []T, key func(T) [2]exact.Q) int {
	n := 0
	for i := range xs {
		if i == 0 || key(xs[i]) != key(xs[i-1]) {
			n++
		}
	}
	return n
}

// acblSmallGroup tells whether a fouled group of n results is scored with
// the ACBL's fixed percentages: one or two results, or three unless it is
// the largest group (scoring.md §6.6).
func acblSmallGroup(n, largest int) bool {
	return n <= 2 || n == 3 && n < largest
}

// scoreSmallGroup gives a small fouled group the ACBL's fixed percentages:
// 60 alone; 65 and 55 for two; 70, 60 and 50 for three; equal scores share.
func (sc *boardScorer) scoreSmallGroup(lines []*Line, N int, base *group) error {
	fixed := map[int][]int64{1: {60}, 2: {65, 55}, 3: {70, 60, 50}}[len(lines)]
	if !plain(lines) {
		return sc.scoreMP(lines, N, base) // weighted scores: Neuberg
	}
	top := sc.opt.Scale.Top(N)
	pct := func(mine int, sign int) exact.Q {
		// Places from the best: average the fixed values of the places
		// this score shares.
		better, equal := 0, 0
		for _, o := range lines {
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
	g := &group{section: base.section, howell: base.howell, top: top, compared: len(lines), target: N}
	for _, l := range lines {
		d := l.Decided
		if d == nil {
			d = &Decided{}
			l.Decided = d
		}
		d.fixed, d.pctNS, d.pctEW = true, pct(l.ScoreNS, 1), pct(l.ScoreNS, -1)
		l.g = g
		l.setPoints(d.pctNS.Mul(top).DivInt(100), d.pctEW.Mul(top).DivInt(100))
	}
	return nil
}

// award scores an artificial table: each side's award (average-plus,
// average, average-minus or a percentage), following the pair's own
// result on its other boards under the session rule (§6.1).
func (sc *scorer) award(l *Line, own map[PairKey]acc) {
	adj := l.Adjust()
	var got [2]exact.Q // NS's and EW's points
	defer func() { l.setPoints(got[0], got[1]) }()
	for _, side := range []struct {
		a     bridge.Award
		k     PairKey
		got   *exact.Q
		award *exact.Q
	}{
		{adj.NS, l.NS(), &got[0], &l.Decided.AwardNS},
		{adj.EW, l.EW(), &got[1], &l.Decided.AwardEW},
	} {
		mine := own[side.k]
		if sc.opt.Method.IMPs() {
			v := sc.aveIMPs(side.a)
			if mine.boards > 0 {
				avg := mine.total.DivInt(int64(mine.boards))
				v = sc.followSession(side.a, v, avg)
			}
			*side.award, *side.got = v, v
			continue
		}
		v := sc.avePercent(side.a)
		if mine.max.Sign() > 0 {
			v = sc.followSession(side.a, v, mine.total.MulInt(100).Div(mine.max))
		}
		*side.award = v
		*side.got = v.Mul(l.Top()).DivInt(100)
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
func (sc *scorer) penalty(l *Line, adj *bridge.Adjustment) (PairKey, exact.Q, *bridge.Error) {
	p := adj.Penalty
	k := l.NS()
	if p.Side == bridge.EW {
		k = l.EW()
	}
	amount := exact.Frac(p.Num, p.Den)
	fail := func(want string) *bridge.Error {
		return bridge.Errorf(adj.Pos, entryContext(l.Entry), "%w: a penalty in %s in a %s event (want %s)", ErrDecision, p.Unit, sc.opt.Method, want)
	}
	switch {
	case p.Unit == bridge.PenMP && !sc.opt.Method.IMPs():
		return k, amount, nil
	case p.Unit == bridge.PenTopFraction && !sc.opt.Method.IMPs():
		return k, amount.Mul(l.Top()).DivInt(100), nil
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
			adj := l.Adjust()
			if adj == nil || adj.Kind == bridge.AdjUnparsed {
				continue // NP: not played, no one at fault
			}
			a := Applied{Board: n, Section: l.Section(), NS: l.NS(), EW: l.EW(), Adjust: adj}
			if sc.opt.Method.IMPs() {
				a.GotNS, a.GotEW = l.IMPNS(), l.IMPEW()
			} else {
				a.GotNS, a.GotEW = l.MPNS(), l.MPEW()
			}
			if p := adj.Penalty; p != nil && adj.Kind == bridge.AdjPenalty {
				_, a.Penalty, _ = sc.penalty(l, adj)
				a.Side = p.Side
			}
			sc.res.Adjustments = append(sc.res.Adjustments, a)
		}
	}
	for i := range sc.penaltyLines {
		pl := &sc.penaltyLines[i]
		l := &pl.Line
		a := Applied{Board: l.Entry.Board, Section: l.Section(), NS: l.NS(), EW: l.EW(), Adjust: pl.adj, Side: pl.adj.Penalty.Side}
		_, a.Penalty, _ = sc.penalty(l, pl.adj)
		sc.res.Adjustments = append(sc.res.Adjustments, a)
	}
}
