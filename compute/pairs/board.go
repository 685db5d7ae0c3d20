package pairs

import (
	"fmt"
	"runtime"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/parallel"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// run scores a session, one phase after the other: the entries grouped
// by section and board, each section's boards scored, the field scored
// across its sections, the artificial scores and the penalties, the
// boards shown, and the rankings.
func (sc *scorer) run(s bridge.Session) (*Result, error) {
	boards := map[int]bridge.Board{}
	for _, b := range s.Boards {
		boards[b.Number] = b
	}
	if len(s.Entries) == 0 && len(s.Decisions) == 0 {
		return nil, &bridge.Error{Context: "session", Err: fmt.Errorf("%w: no table results were read (want the results of the session's tables)", ErrNoResults)}
	}
	s.Entries = sc.applyDecisions(s.Entries, s.Decisions)
	secs := sc.sections(s.Entries, boards, len(s.Boards) > 0)
	lines := secs.lineRoom(len(s.Entries))
	secs.addUnstarted(s.Movement)
	t := &totals{by: map[PairKey]*acc{}}
	schedules, boardsIn := sc.scoreSections(secs, boards, lines, s.Movement, t)
	if len(sc.errs) > 0 {
		return nil, sc.errs
	}
	if sc.across() {
		sc.scoreAcross(lines, boards, t.by)
		if len(sc.errs) > 0 {
			return nil, sc.errs
		}
	}
	sc.addArtificial(lines, t)
	penalties := sc.penalties(lines, t)
	if len(sc.errs) > 0 {
		return nil, sc.errs
	}
	if sc.anyAdjust || len(sc.penaltyLines) > 0 {
		sc.audit(lines)
	}
	sc.showBoards(schedules, secs.nums, lines, boards)
	names, err := sc.names(s.Pairs)
	if err != nil {
		return nil, err
	}
	sc.rankings(t, names, boardsIn, s.Movement, penalties)
	return sc.res, nil
}

// entrySections are a session's entries grouped by section
// (bridge.SectionKey), each section's in the input order, and the boards
// they play.
type entrySections struct {
	keys    []string                   // the sections' keys, in order
	entries map[string][]*bridge.Entry // each started section's entries
	shown   map[string]string          // the name each section is shown by
	nums    []int                      // the boards with entries (sorted by lineRoom)
	count   map[int]int                // the entries of each board
}

// sections groups the entries by section; a section is shown as its first
// entry writes it. A board that the hand records lack (when there are
// some) is made from its number, with a warning, and added to boards.
func (sc *scorer) sections(entries []bridge.Entry, boards map[int]bridge.Board, handRecords bool) *entrySections {
	es := &entrySections{entries: map[string][]*bridge.Entry{}, shown: map[string]string{}, count: map[int]int{}}
	// Entries of one section come together: the last section is not
	// looked up again.
	var lists [][]*bridge.Entry // by section, in keys order
	lastSection, lastList := "", -1
	// The entries of each board: an array for the numbers the readers
	// give (1 to bridge.MaxBoard; a map look-up a result was a third of
	// this), the map for any other.
	dense := make([]int, bridge.MaxBoard+1)
	for i := range entries {
		e := &entries[i]
		if lastList < 0 || e.Section != lastSection {
			k := bridge.SectionKey(e.Section)
			lastSection, lastList = e.Section, slices.Index(es.keys, k)
			if lastList < 0 {
				lastList = len(es.keys)
				es.keys = append(es.keys, k)
				es.shown[k] = sectionOf(e)
				size := 0
				if len(es.keys) == 1 {
					size = len(entries) // most sessions have one section
				}
				lists = append(lists, make([]*bridge.Entry, 0, size))
			}
		}
		lists[lastList] = append(lists[lastList], e)
		var n int // the board's entries so far
		if b := e.Board; b >= 1 && b <= bridge.MaxBoard {
			dense[b]++
			n = dense[b]
		} else {
			es.count[b]++
			n = es.count[b]
		}
		if n > 1 {
			continue
		}
		es.nums = append(es.nums, e.Board)
		if _, ok := boards[e.Board]; !ok {
			b := bridge.NewBoard(e.Board)
			b.Pos = e.Pos
			boards[e.Board] = b
			if handRecords {
				sc.res.Warnings = append(sc.res.Warnings, bridge.Errorf(e.Pos, bridge.BoardLabel(e.Board),
					"not in the hand records; dealer and vulnerability from the board number"))
			}
		}
	}
	for i, k := range es.keys {
		es.entries[k] = lists[i]
	}
	for _, b := range es.nums {
		if b >= 1 && b <= bridge.MaxBoard {
			es.count[b] = dense[b]
		}
	}
	return es
}

// lineRoom makes the room of each board's lines, sections in order, in
// one array of n: a board has a line for each of its entries. It sorts
// the boards' numbers.
func (es *entrySections) lineRoom(n int) map[int][]Line {
	lines := make(map[int][]Line, len(es.nums))
	slices.Sort(es.nums)
	all := make([]Line, n)
	for _, b := range es.nums {
		lines[b], all = all[:0:es.count[b]], all[es.count[b]:]
	}
	return lines
}

// addUnstarted adds the sections that the movement names and that have no
// entry yet (they have not started): they are still to play their boards.
// It sorts the sections.
func (es *entrySections) addUnstarted(movement []bridge.Slot) {
	for _, sl := range movement {
		k := bridge.SectionKey(sl.Section)
		if strings.TrimSpace(sl.Section) == "" || es.entries[k] != nil || es.shown[k] != "" {
			continue
		}
		es.shown[k] = strings.TrimSpace(sl.Section)
		es.keys = append(es.keys, k)
	}
	slices.SortFunc(es.keys, rank.Compare)
}

// totals are the pairs' sums, and the pairs in the order they were
// first met.
type totals struct {
	by    map[PairKey]*acc
	order []PairKey
}

// add adds a board's score (got, out of top) to a pair's sums.
func (t *totals) add(k PairKey, got, top exact.Q) {
	a := t.by[k]
	if a == nil {
		a = &acc{}
		t.by[k] = a
		t.order = append(t.order, k)
	}
	a.total = a.total.Add(got)
	a.max = a.max.Add(top)
	a.boards++
}

// scoreSections scores the boards of each section into lines and the
// pairs' totals: the sections' schedules (a section not started has only
// its schedule), and the boards with a score of each section (for IMP
// totals factored to the full set).
func (sc *scorer) scoreSections(secs *entrySections, boards map[int]bridge.Board, lines map[int][]Line, movement []bridge.Slot, t *totals) (schedules []schedule, boardsIn map[string]int) {
	boardsIn = map[string]int{}
	for _, k := range secs.keys {
		name, entries := secs.shown[k], secs.entries[k]
		slots := sectionSlots(name, movement)
		if len(entries) == 0 {
			sc.scheduleOnly(name, slots, &schedules)
			continue
		}
		sch, scored := sc.scoreSection(name, entries, slots, boards, lines, t)
		schedules = append(schedules, sch)
		boardsIn[name] += scored
	}
	return schedules, boardsIn
}

// scoreSection scores the boards of one section: its movement and checks,
// its schedule, its lines and its pairs' totals; scored is the boards
// with a score.
func (sc *scorer) scoreSection(name string, entries []*bridge.Entry, slots []bridge.Slot, boards map[int]bridge.Board, lines map[int][]Line, t *totals) (sch schedule, scored int) {
	// Per board: the entries in input order, with their pairs' numbers.
	px, nums, groups := sc.byBoard(entries, boards)
	at := make(map[int]int, len(nums))
	for i, n := range nums {
		at[n] = i
	}
	sec := sc.movementOf(name, groups, px)
	sc.res.Sections = append(sc.res.Sections, sec)
	key := func(id string, side bridge.Side) PairKey {
		if sec.Movement == Mitchell {
			return PairKey{Section: name, Direction: side.Direction(), ID: id}
		}
		return PairKey{Section: name, ID: id}
	}
	if !pairsClean(sec, groups, px) {
		sc.checkPairs(sec, entries, key)
	}
	sc.checkMovement(sec, entries, slots)

	boardNums := slices.Sorted(slices.Values(nums))
	sch = sc.schedule(sec, entries, slots, key)
	targets := sc.targets(nums, groups, sch.scheduled)

	// Totals of the bridge results, by pair number (an EW pair of a
	// Mitchell after the NS ones); the session rule of artificial
	// scores needs each pair's percentage on its other boards.
	np := int32(len(px.ids))
	ewAt := np
	if sec.Movement == Howell {
		ewAt = 0
	}
	base := &group{section: name, howell: sec.Movement == Howell, imps: sc.opt.Method.IMPs()}
	accs, scored := sc.scoreBoards(boardNums, boards, lines, targets, func(bn int) []sectionEntry { return groups[at[bn]] }, px, base, int(np+ewAt), ewAt)
	for i := range accs {
		if accs[i].boards == 0 {
			continue
		}
		k := PairKey{Section: name, ID: px.ids[int32(i)%max(np, 1)]}
		if sec.Movement == Mitchell {
			k.Direction = bridge.DirectionNS
			if int32(i) >= np {
				k.Direction = bridge.DirectionEW
			}
		}
		t.by[k] = &accs[i]
		t.order = append(t.order, k)
	}
	return sch, scored
}

// addArtificial adds the artificial scores to the pairs' totals, each
// worked out from the pair's own results (its totals before any).
func (sc *scorer) addArtificial(lines map[int][]Line, t *totals) {
	if !sc.anyArtificial {
		return
	}
	own := map[PairKey]acc{}
	for k, a := range t.by {
		own[k] = *a
	}
	for _, ls := range lines {
		for i := range ls {
			l := &ls[i]
			if !l.IsArtificial() {
				continue
			}
			sc.award(l, own)
			// A board with no top (a target of one; unfactored, fewer
			// than two results) scores nothing, as its results above.
			if !sc.opt.Method.IMPs() && l.Top().Sign() == 0 {
				e := l.Entry
				sc.res.Warnings = append(sc.res.Warnings, bridge.Errorf(e.Pos, bridge.BoardLabel(e.Board),
					"the artificial score %s of NS %s v EW %s is a share of the board's top, and the board has none (fewer than two results compared and no factoring, or a board scheduled once): left out of both pairs' totals, as a board not played",
					bridge.Quote(l.Adjust().Text), idText(e.NS), idText(e.EW)))
				continue
			}
			if sc.opt.Method.IMPs() {
				t.add(l.NS(), l.IMPNS(), exact.Q{})
				t.add(l.EW(), l.IMPEW(), exact.Q{})
			} else {
				t.add(l.NS(), l.MPNS(), l.Top())
				t.add(l.EW(), l.MPEW(), l.Top())
			}
		}
	}
}

// penalties takes the procedural penalties off the totals after all
// board scoring: those on their table's line, and those stacked on a
// table with another decision (scored as a line of their own for the
// audit). It gives each pair's penalties.
func (sc *scorer) penalties(lines map[int][]Line, t *totals) map[PairKey]exact.Q {
	for _, st := range sc.stacked {
		found := false
		for _, l := range lines[st.board] {
			if bridge.SectionKey(l.Section()) == st.section && l.Entry.NS == st.ns && l.Entry.EW == st.ew {
				sc.penaltyLines = append(sc.penaltyLines, penaltyLine{l, st.adj})
				found = true
				break
			}
		}
		if !found {
			sc.fail(bridge.Errorf(st.adj.Pos, bridge.BoardLabel(st.board), "%w: %s names no table of the board", ErrDecision, bridge.Quote(st.adj.Text)))
		}
	}
	penalties := map[PairKey]exact.Q{}
	for _, pl := range sc.penaltyLines {
		k, amount, err := sc.penalty(&pl.Line, pl.adj)
		if err != nil {
			sc.fail(err)
			continue
		}
		penalties[k] = penalties[k].Add(amount)
		if a := t.by[k]; a != nil {
			a.total = a.total.Sub(amount)
		}
	}
	for _, ls := range lines {
		if !sc.anyAdjust {
			break
		}
		for i := range ls {
			l := &ls[i]
			if adj := l.Adjust(); adj == nil || adj.Kind != bridge.AdjPenalty {
				continue
			}
			k, amount, err := sc.penalty(l, l.Adjust())
			if err != nil {
				sc.fail(err)
				continue
			}
			penalties[k] = penalties[k].Add(amount)
			if a := t.by[k]; a != nil {
				a.total = a.total.Sub(amount)
			}
		}
	}
	return penalties
}

// showBoards fills the result's boards: those with entries (nums, in
// order) and those still to be played by the schedules, in order; a board
// in play shows no deal. It sets whether the session is provisional.
func (sc *scorer) showBoards(schedules []schedule, nums []int, lines map[int][]Line, boards map[int]bridge.Board) {
	var pending map[int][]Pending
	sc.res.Provisional, pending = provisional(schedules)
	sc.loneWarnings(pending)
	shownBoards := slices.Clone(nums)
	for n := range pending {
		if _, ok := lines[n]; !ok {
			shownBoards = append(shownBoards, n)
		}
	}
	slices.Sort(shownBoards)
	if len(shownBoards) > 0 {
		sc.res.Boards = make([]Board, 0, len(shownBoards))
	}
	for _, n := range shownBoards {
		b := Board{Board: boards[n], Lines: lines[n], Pending: pending[n]}
		if _, ok := boards[n]; !ok {
			b.Board = bridge.NewBoard(n)
		}
		if b.InPlay() {
			b.Deal, b.HandRecord = bridge.Deal{}, bridge.HandRecord{}
		}
		sc.res.Boards = append(sc.res.Boards, b)
	}
}

// rankField is a field of pairs ranked together: a field's pairs, in one
// direction for a Mitchell.
type rankField struct {
	section string
	dir     bridge.Direction
}

// rankings ranks the pairs of each field, fields in order (NS before EW).
func (sc *scorer) rankings(t *totals, names func(PairKey) bridge.Pair, boardsIn map[string]int, movement []bridge.Slot, penalties map[PairKey]exact.Q) {
	fields := map[rankField][]PairKey{}
	var fieldOrder []rankField
	for _, k := range t.order {
		f := rankField{sc.fieldOf(k.Section), k.Direction}
		if _, ok := fields[f]; !ok {
			fieldOrder = append(fieldOrder, f)
		}
		fields[f] = append(fields[f], k)
	}
	slices.SortFunc(fieldOrder, func(a, b rankField) int {
		if c := rank.Compare(a.section, b.section); c != 0 {
			return c
		}
		return int(a.dir) - int(b.dir) // NS before EW
	})
	scheduledFor := scheduledBoards(movement, sc.res.Sections)
	for _, f := range fieldOrder {
		sc.res.Rankings = append(sc.res.Rankings, sc.rankField(f, fields[f], t.by, names, sc.fullBoards(boardsIn, f.section), scheduledFor, penalties))
	}
}

// rankField ranks the pairs of one field (keys) on their totals: each
// pair's score by the method (a percentage, or IMPs, factored to the full
// boards when asked), the pairs that played too few boards after the
// others, unranked.
func (sc *scorer) rankField(f rankField, keys []PairKey, totals map[PairKey]*acc, names func(PairKey) bridge.Pair, full int, scheduledFor map[PairKey]int, penalties map[PairKey]exact.Q) Ranking {
	items := make([]rank.Item, len(keys))
	for i, k := range keys {
		a := totals[k]
		switch {
		case !sc.opt.Method.IMPs() && sc.opt.RoundTotal:
			items[i] = rank.Item{ID: k.ID, Score: a.total.RoundQ(2).MulInt(100).Div(a.max)}
		case !sc.opt.Method.IMPs():
			items[i] = rank.Item{ID: k.ID, Score: a.total.MulInt(100).Div(a.max)}
		case sc.opt.IMPTotalFactoring:
			items[i] = rank.Item{ID: k.ID, Score: a.total.MulInt(int64(full)).DivInt(int64(a.boards))}
		default:
			items[i] = rank.Item{ID: k.ID, Score: a.total}
		}
	}
	// The most boards a pair of the ranking played, which
	// Compscore scales the others' totals to (TotalScaled).
	most := 0
	for _, k := range keys {
		most = max(most, totals[k].boards)
	}
	r := Ranking{Section: f.section, Direction: f.dir}
	short := sc.tooFew(keys, totals, scheduledFor)
	var ranked, unranked []rank.Item
	var rankedAt, unrankedAt []int // their indices in items
	for i, it := range items {
		if short[keys[i]] {
			unranked, unrankedAt = append(unranked, it), append(unrankedAt, i)
		} else {
			ranked, rankedAt = append(ranked, it), append(rankedAt, i)
		}
	}
	var places []rank.Placed
	for _, p := range rank.Rank(ranked, sc.opt.RankOn) {
		p.Index = rankedAt[p.Index]
		places = append(places, p)
	}
	for _, p := range rank.Rank(unranked, sc.opt.RankOn) {
		places = append(places, rank.Placed{Index: unrankedAt[p.Index]})
	}
	for _, p := range places {
		k := keys[p.Index]
		a := totals[k]
		who := names(k)
		st := Standing{Pair: k, Names: who.Names, Members: who.Members, NamesPos: who.Pos, Boards: a.boards, Rank: p.Rank, Tied: p.Tied, Penalty: penalties[k], Unranked: short[k]}
		if sc.opt.Method.IMPs() {
			st.Total, st.Average = items[p.Index].Score, a.total.DivInt(int64(a.boards))
		} else {
			st.Total, st.Max, st.Percent = a.total, a.max, items[p.Index].Score
			if sc.opt.RoundTotal {
				st.Total = a.total.RoundQ(2)
			}
			switch sc.opt.Total {
			case TotalScaled:
				scale := exact.Frac(int64(most), int64(a.boards))
				st.Total, st.Max = a.total.Mul(scale), a.max.Mul(scale)
			case TotalAboveAverage:
				scale := exact.Frac(int64(full), int64(a.boards))
				st.Total, st.Max = a.total.Sub(a.max.DivInt(2)).Mul(scale), a.max.Mul(scale)
			}
		}
		r.Rows = append(r.Rows, st)
	}
	return r
}

// scoreBoards makes and scores the lines of a section's boards (nums),
// appending them to lines (whose room is made), and sums the pairs'
// totals: accs by pair number (EW pairs of a Mitchell from ewAt), and the
// boards with a score. Boards are independent: a large section is scored
// on every core, each worker taking every jobs-th board and summing into
// totals of its own (exact, so the order of the sums does not matter);
// what each board reports (errors, lone results) is taken in board order,
// as one worker would.
func (sc *scorer) scoreBoards(nums []int, boards map[int]bridge.Board, lines map[int][]Line, targets map[int]int,
	entries func(bn int) []sectionEntry, px *pairIndex, base *group, npairs int, ewAt int32) (accs []acc, scored int) {
	results := 0
	for _, bn := range nums {
		results += len(entries(bn))
	}
	jobs := 1
	if results >= parallelFrom {
		jobs = min(runtime.GOMAXPROCS(0), len(nums))
	}
	type board struct {
		lines []Line
		errs  []*bridge.Error
		lone  []*Line
	}
	out := make([]board, len(nums))
	workers := make([]*boardScorer, jobs)
	work := func(j int) {
		w := &boardScorer{scorer: sc, accs: make([]sums, npairs)}
		workers[j] = w
		for i := j; i < len(nums); i += jobs {
			bn := nums[i]
			b := boards[bn]
			ls := lines[bn]
			from := len(ls)
			ls, nres := w.boardLines(ls, b, entries(bn), px, base)
			mine := ls[from:]
			w.scoreGroups(b, mine, nres, targets[bn], base)
			for i := range mine {
				if mine[i].Scored {
					w.scored++
					break
				}
			}
			w.sum(mine[:nres], ewAt)
			out[i] = board{ls, w.errs, w.lone}
			w.errs, w.lone = nil, nil
		}
	}
	if jobs == 1 {
		work(0)
	} else {
		parallel.Each(jobs, jobs, work)
	}
	for i, bn := range nums {
		lines[bn] = out[i].lines
		for _, e := range out[i].errs {
			sc.fail(e)
		}
		sc.lone = append(sc.lone, out[i].lone...)
	}
	accs = make([]acc, npairs)
	for _, w := range workers {
		sc.anyAdjust = sc.anyAdjust || w.anyAdjust
		sc.anyArtificial = sc.anyArtificial || w.anyArtificial
		scored += w.scored
		for k := range accs {
			if a := &w.accs[k]; a.boards > 0 {
				accs[k].total = accs[k].total.Add(a.total.Value())
				accs[k].max = accs[k].max.Add(a.max.Value())
				accs[k].boards += a.boards
			}
		}
	}
	return accs, scored
}

// parallelFrom is the number of results of a section from which its
// boards are scored on every core (below, goroutines cost more than they
// save).
var parallelFrom = 5000

// boardScorer scores boards: the scorer's options, with scratch space
// reused board after board and what the boards report, so that boards can
// be scored side by side.
type boardScorer struct {
	*scorer
	errs                     []*bridge.Error // the board's
	lone                     []*Line         // the board's lone result
	anyAdjust, anyArtificial bool
	accs                     []sums // totals by pair number
	scored                   int    // boards with a score

	results, artificial, others []Line
	keys                        []uint64
	rs                          []result
	resultPairs                 [][2]int32 // the pair numbers of each result, in traveller order
	ptrs                        []*Line
	scores                      []int
	mps                         []mp.Score // scoreMP's buffer
}

func (sc *boardScorer) fail(e *bridge.Error) { sc.errs = append(sc.errs, e) }

// sums is a pair's acc while its boards are added up.
type sums struct {
	total, max exact.Sum
	boards     int
}

// sum adds a board's results to the pairs' totals (resultPairs are their
// pairs).
func (sc *boardScorer) sum(results []Line, ewAt int32) {
	for i := range results {
		l := &results[i]
		// With no factoring a lone result has a top of 0: it counts as a
		// board with no score.
		top := l.Top()
		if !l.grp().imps && top.Sign() == 0 {
			continue
		}
		p := sc.resultPairs[i]
		if p[0] < 0 || p[1] < 0 {
			continue // a missing pair, which checkPairs reports
		}
		pts := l.points()
		for j, got := range [2]exact.Q{pts.ns, pts.ew} {
			a := &sc.accs[p[0]]
			if j == 1 {
				a = &sc.accs[ewAt+p[1]]
			}
			a.total.Add(got)
			a.max.Add(top)
			a.boards++
		}
	}
}

func vulText(v bridge.Vul) string {
	switch v {
	case bridge.VulNone:
		return "nobody"
	case bridge.VulAll:
		return "both sides"
	}
	return v.String()
}

// tooFew are the pairs of a field that played fewer boards than
// Options.MinBoards asks (none while the session is in play: its pairs
// have not played their boards yet). Half asks for half the boards the
// pair was scheduled to play: by the movement when there is one, else
// the most boards any pair of the field has.
func (sc *scorer) tooFew(keys []PairKey, totals map[PairKey]*acc, scheduled map[PairKey]int) map[PairKey]bool {
	rule := sc.opt.MinBoards
	if !rule.Half && rule.N == 0 || sc.res.Provisional != nil {
		return nil
	}
	most := 0
	for _, k := range keys {
		most = max(most, totals[k].boards)
	}
	out := map[PairKey]bool{}
	for _, k := range keys {
		b := totals[k].boards
		switch {
		case rule.Half:
			of := scheduled[k]
			if of == 0 {
				of = most
			}
			out[k] = 2*b < of
		default:
			out[k] = b < rule.N
		}
	}
	return out
}

// scheduledBoards counts the boards the movement schedules each pair to
// play, keyed as the sections' pairs are.
func scheduledBoards(movement []bridge.Slot, sections []Section) map[PairKey]int {
	out := map[PairKey]int{}
	for _, sec := range sections {
		for _, sl := range sectionSlots(sec.Name, movement) {
			if noPair(sl.NS) || noPair(sl.EW) {
				continue
			}
			for _, side := range []struct {
				id  string
				dir bridge.Direction
			}{{sl.NS, bridge.DirectionNS}, {sl.EW, bridge.DirectionEW}} {
				k := PairKey{Section: sec.Name, ID: strings.TrimSpace(side.id)}
				if sec.Movement == Mitchell {
					k.Direction = side.dir
				}
				out[k] += len(sl.Boards)
			}
		}
	}
	return out
}
