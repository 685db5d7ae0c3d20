// Package teams scores team events: matches of two rooms playing the same
// boards (the home team NS in the open room, EW in the closed one), IMPs per
// board (Law 78B, scoring.md §5.2), match totals with carry-over, victory
// points for each match (compute/vp, the WBF 2013 scale by default), and the
// standings of an event of several matches (round robin or Swiss) with
// shared places for equal VP totals (§8.4), plus the cross-table.
//
// Boards score in IMPs, or as board-a-match (Law 78C: 1, ½ or 0 a board,
// Options.Form). It checks what makes a team event impossible to score: a
// team meeting itself, a team in two matches of a round that share a board, a team missing from a
// round it should play (a team that meets two teams in a round on
// different boards, TeamsScorer's multiple teams, is a match for each
// pairing). Any set of rounds scores: one match of round 3 on its own, or
// rounds 3 and 5. Problems come back as *bridge.Error with the position of
// the entry concerned.
//
// A room whose result cannot be scored as the input gives it (an entry of
// Kind bridge.NotScored; a claimed score that disagrees with its contract,
// a decision code no one agreed on) leaves its board of the match without
// IMPs to either team (BoardResult.NotScored) until the director decides
// it; the board still counts among the match's boards for the VP scale. A
// board played in one room only is such a board: the room without a
// result gets an entry of its own, not scored, "no result from the closed
// room" (Room.Absent), at the position of the other room's result. So is
// a result that names no room (it takes the room its board has free). A
// result that names no teams belongs to no match: it is left out, with a
// warning (bridge.ErrReadPast), and is an error only when no result names
// its teams.
//
// It is pure and imports only compute packages.
package teams

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/compute/vp"
)

// Sentinel errors of the checks.
var (
	ErrOneRoom       = errors.New("board played in one room only") // a board one room has no result for, or a result that names no room: not scored
	ErrSelf          = errors.New("team meets itself")
	ErrTwiceInRound  = errors.New("team plays twice in a round")
	ErrTeamMissing   = errors.New("team missing from a round")
	ErrDuplicate     = errors.New("result given twice")
	ErrScoreMismatch = errors.New("score disagrees with the contract") // no longer returned: such a room is not scored
	ErrUnsupported   = errors.New("not supported")
	ErrNoMatches     = errors.New("no team matches")
	ErrNoTeams       = errors.New("teams not named")
	ErrDecision      = bridge.ErrDecision          // a decision cannot be applied
	ErrConflict      = bridge.ErrConflictingRuling // conflicting decisions
)

// Options configure the scoring. The zero value scores with the 2017 table
// and the WBF 2013 continuous VP scale.
type Options struct {
	Edition score.Edition
	VP      vp.Scale // nil: the WBF 2013 continuous scale
	// CarryOver gives a match's carry-over in IMPs to the home team
	// (negative for the away team), e.g. from an earlier segment.
	CarryOver map[MatchKey]exact.Q
	// AveIMPs are the IMPs of average-plus, average and average-minus
	// (zero values with AveIMPsSet false mean +3, 0, −3).
	AveIMPs    [3]exact.Q
	AveIMPsSet bool
	// Form is how boards are scored: IMPs (the zero value) or
	// board-a-match; BAMVPs converts a board-a-match's margins in board
	// points into VPs on the scale VP.
	Form   Form
	BAMVPs bool
}

// MatchKey identifies a match.
type MatchKey struct {
	Round      int
	Home, Away string
}

func (k MatchKey) String() string {
	return fmt.Sprintf("round %d, %s v %s", k.Round, k.Home, k.Away)
}

// Room is one room's result on a board of a match: a played score, or the
// resolved outcomes of an assigned score (NS view), or an artificial score.
type Room struct {
	Entry      bridge.Entry
	ScoreNS    int
	OutcomesNS []score.Outcome // assigned scores
	OutcomesEW []score.Outcome
	// Absent is true when the input has no result for this room (the
	// board was played in the other room only): Entry is made for it, not
	// scored, and the writers of travellers leave it out.
	Absent bool
}

// BoardResult is one board of a match.
type BoardResult struct {
	Board        bridge.Board
	Open, Closed Room
	// IMPs to the home team and to the away team. For a normal board one
	// is the other's negation (IMPsAway = −IMPsHome); a split score scores
	// each team from its own distribution, so they need not balance.
	// Weighted scores give fractions (WT-2).
	IMPsHome, IMPsAway exact.Q
	// Net is what the board gives the home team in the match: the mean of
	// the two teams' views, (IMPsHome − IMPsAway)/2, which is IMPsHome for
	// a normal board; in a board-a-match, the home team's board points.
	Net exact.Q
	// Artificial is true when a room had no result and the board got
	// artificial IMPs (±3 for average-plus/minus) as a whole.
	Artificial bool
	// PenaltyHome and PenaltyAway are the procedural penalties given to
	// each team on this board; over the boards of a match they add up to
	// the match's PenaltyIMPsHome and PenaltyVPHome (and away).
	PenaltyHome, PenaltyAway Penalty
}

// Penalty is what the procedural penalties on one board of a match take
// off a team: IMPs off its IMPs in the match, and VPs off its VPs.
type Penalty struct {
	IMPs exact.Q
	// VP is in hundredths, each penalty rounded to hundredths (a third of
	// a VP is 0.33).
	VP int
}

// IsZero reports whether the board took nothing off the team.
func (p Penalty) IsZero() bool { return p.IMPs.Sign() == 0 && p.VP == 0 }

// Match is a match between two teams.
type Match struct {
	MatchKey
	Boards []BoardResult
	// IMPs won by each side on the boards (each board's IMPs go to the
	// side that gained them), carry-over not included; procedural penalties
	// in IMPs are taken off.
	IMPsHome, IMPsAway exact.Q
	CarryOver          exact.Q // to the home team
	// Margin is IMPsHome − IMPsAway + CarryOver.
	Margin exact.Q
	// Victory points in hundredths, procedural penalties in VPs taken off.
	VPHome, VPAway int
	// Penalties applied to each side (IMPs and VPs, as decided).
	PenaltyIMPsHome, PenaltyIMPsAway exact.Q
	PenaltyVPHome, PenaltyVPAway     int
}

// Standing is a team's line in the standings.
type Standing struct {
	Team        string
	Names       []string
	Played      int
	VP          int // hundredths
	IMPsFor     exact.Q
	IMPsAgainst exact.Q
	Rank        int
	Tied        bool
}

// Cell is a meeting in the cross-table: the row team's VPs (hundredths)
// and IMPs against the column team, one per meeting.
type Cell struct {
	Round       int
	VP          int
	IMPsFor     exact.Q
	IMPsAgainst exact.Q
}

// Result is a scored team event.
type Result struct {
	Event, Site, Date string
	// Form is how the boards were scored. In a board-a-match the IMP
	// fields of boards, matches and standings hold board points, and so
	// do the VP fields (in hundredths) unless VPs says otherwise.
	Form Form
	// VPs is true when the matches' VP fields are victory points; false
	// when they are a board-a-match's board points.
	VPs       bool
	Rounds    int
	Matches   []Match // by round, then in input order
	Standings []Standing
	// Cross[i][j] holds the meetings of Standings[i].Team with
	// Standings[j].Team.
	Cross [][][]Cell
	// Adjustments lists every decision applied in a match, with its effect.
	Adjustments []Applied
	Warnings    []*bridge.Error
}

// Applied is a decision in a match and what it gave: the board's IMPs to
// each team, or the penalty taken off a team.
type Applied struct {
	Match              MatchKey
	Board              int
	Room               bridge.Room
	Adjust             *bridge.Adjustment
	IMPsHome, IMPsAway exact.Q
	PenaltyTeam        string
	// Penalty is what a penalty took off PenaltyTeam, in Unit: IMPs as
	// decided, VPs rounded to hundredths as the match takes them off (a
	// third of a VP is 0.33).
	Penalty exact.Q
	Unit    bridge.PenaltyUnit
}

// HasTeams reports whether the session is a team event: some entry has a
// room.
func HasTeams(s bridge.Session) bool {
	for i := range s.Entries {
		if s.Entries[i].Room != bridge.NoRoom {
			return true
		}
	}
	return false
}

// Score scores a team event, one phase after the other: the entries
// gathered into matches and rooms (gather), the rounds and carry-overs
// checked, each match scored (scoreMatch), and the standings and the
// cross-table (standings).
func Score(s bridge.Session, opt Options) (*Result, error) {
	scale := opt.VP
	if scale == nil {
		scale = vp.Continuous{}
	}
	res := &Result{Event: s.Event, Site: s.Site, Date: s.Date, Form: opt.Form, VPs: opt.Form == IMPs || opt.BAMVPs}
	boards := map[int]bridge.Board{}
	for _, b := range s.Boards {
		boards[b.Number] = b
	}
	var errs bridge.Errors
	fail := func(e *bridge.Error) {
		if len(errs) < 50 {
			errs = append(errs, e)
		}
	}
	if len(s.Entries) == 0 {
		return nil, &bridge.Error{Context: "event", Err: fmt.Errorf("%w: no results were read (want the results of the matches' rooms)", ErrNoMatches)}
	}

	entries, stacked := applyDecisions(s.Entries, s.Decisions, fail)
	matches, order, leftOut := gather(entries, stacked, fail)
	if len(leftOut) > 0 {
		e := leftOut[0]
		more := ""
		if len(leftOut) > 1 {
			more = fmt.Sprintf(" (and %d more results like it)", len(leftOut)-1)
		}
		const why = "the input names no home and away teams for this result (want [HomeTeam] and [VisitTeam] in the file, or --home and --away)"
		if len(order) == 0 {
			return nil, bridge.Errorf(e.Pos, context(e), "%w%s: %s", ErrNoTeams, more, why)
		}
		res.Warnings = append(res.Warnings, bridge.Warnf(bridge.ErrReadPast, e.Pos, context(e), "left out%s: %w: %s", more, ErrNoTeams, why))
	}
	teams, last := checkRounds(order, matches, fail)
	res.Rounds = last
	checkCarryOver(opt.CarryOver, matches, fail)

	sort.SliceStable(order, func(i, j int) bool { return order[i].Round < order[j].Round })
	for _, k := range order {
		if m, ok := scoreMatch(k, matches[k], boards, opt, scale, res, fail); ok {
			res.Matches = append(res.Matches, m)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	standings(res, teams, s.Pairs)
	return res, nil
}

// roundOf is the round of an entry: 1 when the input numbers none (a
// single match).
func roundOf(e *bridge.Entry) int {
	if e.Round == 0 {
		return 1 // a single match without round numbers
	}
	return e.Round
}

// gather puts each entry in its match's rooms of its board, and the
// penalties (those of the entries, and those stacked on a table with
// another decision) with their boards' rooms; order is the matches in the
// order of their first entries. An entry without a room is its room's
// result not scored (ErrOneRoom); an entry without teams belongs to no
// match and is left out (leftOut, warned by Score); an entry of a team
// against itself, of a fouled board, or a room's second result is an
// error.
func gather(entries []bridge.Entry, stacked []penalty, fail func(*bridge.Error)) (matches map[MatchKey]map[int]*rooms, order []MatchKey, leftOut []*bridge.Entry) {
	matches = map[MatchKey]map[int]*rooms{}
	for i := range entries {
		e := &entries[i]
		ctx := context(e)
		if e.Home == "" || e.Away == "" {
			// No match to put it in: the result is left out, and said.
			leftOut = append(leftOut, e)
			continue
		}
		k := MatchKey{Round: roundOf(e), Home: e.Home, Away: e.Away}
		if k.Home == k.Away {
			fail(bridge.Errorf(e.Pos, ctx, "%w: %s is both the home and the away team (want two different teams)", ErrSelf, k.Home))
			continue
		}
		switch {
		case e.Kind == bridge.NotPlayed:
			// No IMPs without both rooms' results: the board waits for the
			// director's artificial score (such as A+/A-).
			e = e.CopyUnscored("the board was not played in this room")
		case e.Adjust != nil && e.Adjust.Kind == bridge.AdjFouled:
			fail(bridge.Errorf(e.Pos, ctx, "%w: %s in a team match (a board played in different forms is adjusted by the director, Law 86)", ErrUnsupported, bridge.Quote(e.Adjust.Text)))
			continue
		}
		m := matches[k]
		if m == nil {
			m = map[int]*rooms{}
			matches[k] = m
			order = append(order, k)
		}
		r := m[e.Board]
		if r == nil {
			r = &rooms{}
			m[e.Board] = r
		}
		target := &r.open
		switch {
		case e.Room == bridge.ClosedRoom:
			target = &r.closed
		case e.Room == bridge.NoRoom:
			// One odd table: a result that names no room is shown in the
			// room its board has free, not scored.
			if r.open != nil {
				target = &r.closed
			}
			e = e.CopyUnscored(ErrOneRoom.Error() + ": the input names no room for this result (want Open or Closed)")
			e.Room = bridge.OpenRoom
			if target == &r.closed {
				e.Room = bridge.ClosedRoom
			}
		}
		if *target != nil {
			fail(bridge.Errorf(e.Pos, ctx, "%w: the %s room's result of this board is also at %s (want one per room)", ErrDuplicate, e.Room.Name(), (*target).Pos))
			continue
		}
		*target = e
		if e.Adjust != nil && e.Adjust.Kind == bridge.AdjPenalty {
			r.penalties = append(r.penalties, penalty{e, e.Adjust})
		}
	}
	for _, st := range stacked {
		k := MatchKey{Round: roundOf(st.e), Home: st.e.Home, Away: st.e.Away}
		if r := matches[k][st.e.Board]; r != nil {
			r.penalties = append(r.penalties, st)
		}
	}
	return matches, order, leftOut
}

// checkCarryOver: a carry-over must name a match of the event.
func checkCarryOver(carryOver map[MatchKey]exact.Q, matches map[MatchKey]map[int]*rooms, fail func(*bridge.Error)) {
	var carried []MatchKey
	for k := range carryOver {
		if _, ok := matches[k]; !ok {
			carried = append(carried, k)
		}
	}
	sort.Slice(carried, func(i, j int) bool { return carried[i].String() < carried[j].String() })
	for _, k := range carried {
		fail(&bridge.Error{Context: "carry-over", Err: fmt.Errorf("%w: %s is not a match of this event (want the round, home and away teams of a match)", ErrNoMatches, k)})
	}
}

// scoreMatch scores match k from its boards' rooms: each board's points
// (matchBoards), the penalties, the margin with the carry-over, and the
// VPs (or, without VPs, the points as the match's score). ok is false
// when the match cannot be scored (the errors go to fail).
func scoreMatch(k MatchKey, rs map[int]*rooms, boards map[int]bridge.Board, opt Options, scale vp.Scale, res *Result, fail func(*bridge.Error)) (m Match, ok bool) {
	m = Match{MatchKey: k, CarryOver: opt.CarryOver[k]}
	if !matchBoards(&m, rs, boards, opt, fail) {
		return m, false
	}
	if err := applyPenalties(&m, rs, res); err != nil {
		fail(err)
		return m, false
	}
	m.Margin = m.IMPsHome.Sub(m.IMPsAway).Add(m.CarryOver)
	abs := m.Margin
	if abs.Sign() < 0 {
		abs = abs.Neg()
	}
	win, lose, err := scale.VPs(abs, len(m.Boards))
	if !res.VPs {
		win, lose, err = hundredths(m.IMPsHome), hundredths(m.IMPsAway), nil
		if m.Margin.Sign() < 0 {
			win, lose = lose, win
		}
	}
	if err != nil {
		fail(&bridge.Error{Pos: firstPos(rs), Context: k.String(), Err: err})
		return m, false
	}
	if m.Margin.Sign() >= 0 {
		m.VPHome, m.VPAway = win, lose
	} else {
		m.VPHome, m.VPAway = lose, win
	}
	m.VPHome -= m.PenaltyVPHome
	m.VPAway -= m.PenaltyVPAway
	audit(&m, res)
	return m, true
}

// matchBoards scores the boards of a match, in board order, into its
// boards and its IMPs (or board points): a room without a result is
// absent, a board not scored is one of the match's boards without
// points. It reports false when a room is in error (the errors go to
// fail).
func matchBoards(m *Match, rs map[int]*rooms, boards map[int]bridge.Board, opt Options, fail func(*bridge.Error)) bool {
	var nums []int
	for b := range rs {
		nums = append(nums, b)
	}
	slices.Sort(nums)
	ok := true
	for _, n := range nums {
		r := rs[n]
		open, closed := r.open, r.closed
		switch {
		case open == nil:
			open = absent(closed)
		case closed == nil:
			closed = absent(open)
		}
		b, found := boards[n]
		if !found {
			b = bridge.NewBoard(n)
		}
		br := BoardResult{Board: b}
		for _, x := range []struct {
			e   *bridge.Entry
			out *Room
		}{{open, &br.Open}, {closed, &br.Closed}} {
			if err := room(x.e, b, opt, x.out); err != nil {
				fail(err)
				ok = false
			}
		}
		br.Open.Absent, br.Closed.Absent = r.open == nil, r.closed == nil
		if !ok {
			continue
		}
		if br.NotScored() {
			m.Boards = append(m.Boards, br) // no points, and one of the match's boards
			continue
		}
		if opt.Form == BoardAMatch {
			br.IMPsHome, br.IMPsAway, br.Artificial = boardPoints(br, opt)
			br.Net = br.IMPsHome
			m.IMPsHome, m.IMPsAway = m.IMPsHome.Add(br.IMPsHome), m.IMPsAway.Add(br.IMPsAway)
		} else {
			br.IMPsHome, br.IMPsAway, br.Artificial = boardIMPs(br, opt)
			br.Net = br.IMPsHome.Sub(br.IMPsAway).DivInt(2)
			if br.Net.Sign() > 0 {
				m.IMPsHome = m.IMPsHome.Add(br.Net)
			} else {
				m.IMPsAway = m.IMPsAway.Sub(br.Net)
			}
		}
		m.Boards = append(m.Boards, br)
	}
	return ok
}

// standings sums the matches into each team's standing, ranks the teams
// on their VPs, and fills the cross-table; a team's names are those of
// the first pair of its id that has some.
func standings(res *Result, teams map[string]bool, pairs []bridge.Pair) {
	names := map[string][]string{}
	for _, p := range pairs {
		if len(p.Names) > 0 && names[p.ID] == nil {
			names[p.ID] = p.Names
		}
	}
	acc := map[string]*Standing{}
	for t := range teams {
		acc[t] = &Standing{Team: t, Names: names[t]}
	}
	for _, m := range res.Matches {
		h, a := acc[m.Home], acc[m.Away]
		h.Played++
		a.Played++
		h.VP += m.VPHome
		a.VP += m.VPAway
		h.IMPsFor = h.IMPsFor.Add(m.IMPsHome)
		h.IMPsAgainst = h.IMPsAgainst.Add(m.IMPsAway)
		a.IMPsFor = a.IMPsFor.Add(m.IMPsAway)
		a.IMPsAgainst = a.IMPsAgainst.Add(m.IMPsHome)
	}
	var items []rank.Item
	var keys []string
	for t, st := range acc {
		keys = append(keys, t)
		items = append(items, rank.Item{ID: t, Score: exact.Int(int64(st.VP))})
	}
	index := map[string]int{}
	for _, p := range rank.Rank(items, rank.Exact) {
		st := acc[keys[p.Index]]
		st.Rank, st.Tied = p.Rank, p.Tied
		index[st.Team] = len(res.Standings)
		res.Standings = append(res.Standings, *st)
	}
	res.Cross = make([][][]Cell, len(res.Standings))
	for i := range res.Cross {
		res.Cross[i] = make([][]Cell, len(res.Standings))
	}
	for _, m := range res.Matches {
		h, a := index[m.Home], index[m.Away]
		res.Cross[h][a] = append(res.Cross[h][a], Cell{Round: m.Round, VP: m.VPHome, IMPsFor: m.IMPsHome, IMPsAgainst: m.IMPsAway})
		res.Cross[a][h] = append(res.Cross[a][h], Cell{Round: m.Round, VP: m.VPAway, IMPsFor: m.IMPsAway, IMPsAgainst: m.IMPsHome})
	}
}

func context(e *bridge.Entry) string {
	c := bridge.BoardLabel(e.Board)
	if e.Round > 0 {
		c += ", round " + strconv.Itoa(e.Round)
	}
	if e.Home != "" {
		c += ", " + e.Home + " v " + e.Away
	}
	if e.Room != bridge.NoRoom {
		c += ", " + e.Room.Name() + " room"
	}
	return c
}

// rooms are the two results of one board of a match.
type rooms struct {
	open, closed *bridge.Entry
	penalties    []penalty // in the order given: the travellers', then the decisions files'
}

// penalty is a procedural penalty on a table of a match.
type penalty struct {
	e   *bridge.Entry // the room's entry (its teams and room)
	adj *bridge.Adjustment
}

// firstPos is where a match's first result was read.
func firstPos(m map[int]*rooms) bridge.Pos {
	var best bridge.Pos
	for _, r := range m {
		for _, e := range []*bridge.Entry{r.open, r.closed} {
			if e != nil && (best.IsZero() || e.Pos.File == best.File && e.Pos.Line < best.Line) {
				best = e.Pos
			}
		}
	}
	return best
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

func hasHave(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}

// absent is the entry of the room a board of a match has no result from,
// made from the other room's entry: its teams the other way round, not
// scored ("no result from the closed room"), at the other room's
// position, where the director finds the board.
func absent(other *bridge.Entry) *bridge.Entry {
	e := &bridge.Entry{Pos: other.Pos, Section: other.Section, Board: other.Board, Round: other.Round,
		NS: other.EW, EW: other.NS, Room: bridge.OpenRoom, Home: other.Home, Away: other.Away}
	if other.Room == bridge.OpenRoom {
		e.Room = bridge.ClosedRoom
	}
	e.SetUnscored("no result from the " + e.Room.Name() + " room")
	return e
}

// NotScored reports whether a room of the board is not scored (its
// entry's Kind is bridge.NotScored): the board gives neither team IMPs,
// and stays one of the match's boards for the VP scale.
func (b BoardResult) NotScored() bool {
	return b.Open.Entry.Kind == bridge.NotScored || b.Closed.Entry.Kind == bridge.NotScored
}

// room resolves one room's entry: a played score (checked against a
// claimed one), an assigned score's outcomes, or an artificial score. A
// result that cannot be scored as the input gives it (a score that
// disagrees with its contract, a decision code no one agreed on) makes
// the room not scored, with the reason, until the director decides it.
func room(e *bridge.Entry, b bridge.Board, opt Options, out *Room) *bridge.Error {
	*out = Room{Entry: *e}
	notScored := func(format string, args ...any) *bridge.Error {
		out.Entry = *e.CopyUnscored(fmt.Sprintf(format, args...))
		return nil
	}
	switch {
	case e.Kind == bridge.NotScored:
		return nil
	case e.Adjust != nil && e.Adjust.Kind == bridge.AdjUnparsed:
		return notScored("%s is not a decision protokol understands", bridge.Quote(e.Adjust.Text))
	}
	switch e.Kind {
	case bridge.Played:
		ns, err := score.NS(e.Play, b.Vul, opt.Edition)
		if err != nil {
			return &bridge.Error{Pos: e.Pos, Context: context(e), Err: err}
		}
		if e.HasClaimed && e.Claimed != ns {
			return notScored("the input says %+d for NS, but %s scores %+d", e.Claimed, e.Play, ns)
		}
		out.ScoreNS = ns
	case bridge.Assigned:
		for _, side := range []struct {
			in  []bridge.Outcome
			out *[]score.Outcome
		}{{e.Adjust.OutcomesNS, &out.OutcomesNS}, {e.Adjust.OutcomesEW, &out.OutcomesEW}} {
			sum := exact.Q{}
			for _, o := range side.in {
				s := o.Score
				if o.Play != nil {
					var err error
					if s, err = score.NS(*o.Play, b.Vul, opt.Edition); err != nil {
						return &bridge.Error{Pos: e.Pos, Context: context(e), Err: err}
					}
				}
				w := exact.Frac(o.Num, o.Den)
				sum = sum.Add(w)
				*side.out = append(*side.out, score.Outcome{ScoreNS: s, Weight: w})
			}
			if len(side.in) == 0 || sum.Cmp(exact.Int(1)) != 0 {
				return bridge.Errorf(e.Pos, context(e), "%w: %s: weights sum to %s (want 1)", ErrUnsupported, bridge.Quote(e.Adjust.Text), sum)
			}
		}
		out.ScoreNS = out.OutcomesNS[0].ScoreNS
	case bridge.Artificial:
		if e.Adjust == nil || e.Adjust.Kind != bridge.AdjArtificial {
			return notScored("an artificial score without its awards")
		}
	default:
		return bridge.Errorf(e.Pos, context(e), "%w: %s in a team match", ErrUnsupported, e.Kind)
	}
	return nil
}

// table is a room's result for the IMP engine.
func table(r Room) imp.Table {
	if r.OutcomesNS != nil {
		return imp.Table{NS: r.OutcomesNS, EW: r.OutcomesEW}
	}
	return imp.Plain(r.ScoreNS)
}

// boardIMPs scores a board of a match: IMPs of the two rooms' results (each
// team from its own distribution when a score is split), or, when a room
// had an artificial score, that room's awards as a whole: each team gets
// the IMPs of its own award (the home team sits NS in the open room, EW in
// the closed one); with artificial scores in both rooms, their sum.
func boardIMPs(br BoardResult, opt Options) (home, away exact.Q, artificial bool) {
	awards := func(r Room, homeIsNS bool) (h, a exact.Q, ok bool) {
		adj := r.Entry.Adjust
		if r.Entry.Kind != bridge.Artificial || adj == nil {
			return h, a, false
		}
		hs, as := adj.NS, adj.EW
		if !homeIsNS {
			hs, as = as, hs
		}
		return aveIMPs(hs, opt), aveIMPs(as, opt), true
	}
	oh, oa, openArt := awards(br.Open, true)
	ch, ca, closedArt := awards(br.Closed, false)
	if openArt || closedArt {
		return oh.Add(ch), oa.Add(ca), true
	}
	h, a, err := imp.TeamTables(table(br.Open), table(br.Closed))
	if err != nil {
		return exact.Q{}, exact.Q{}, false // outcomes were validated by room
	}
	return h, a, false
}

// aveIMPs is the IMP value of an artificial award; an explicit percentage
// counts as average-plus from 60 %, average-minus to 40 %, average between.
func aveIMPs(a bridge.Award, opt Options) exact.Q {
	k := a.Kind
	if k == bridge.Percent {
		switch {
		case a.Percent >= 60:
			k = bridge.AveragePlus
		case a.Percent <= 40:
			k = bridge.AverageMinus
		default:
			k = bridge.Average
		}
	}
	if opt.AveIMPsSet {
		return opt.AveIMPs[k]
	}
	return exact.Int([3]int64{3, 0, -3}[k])
}

// applyPenalties takes procedural penalties in IMPs off a team's IMPs and
// records those in VPs, for after the VPs of the match are known. A
// penalty in matchpoints or in a percentage of a top has no meaning in a
// match: it is an error, not a guess.
func applyPenalties(m *Match, rs map[int]*rooms, res *Result) *bridge.Error {
	var nums []int
	for n := range rs {
		nums = append(nums, n)
	}
	slices.Sort(nums)
	board := map[int]*BoardResult{}
	for i := range m.Boards {
		board[m.Boards[i].Board.Number] = &m.Boards[i]
	}
	for _, n := range nums {
		for _, pen := range rs[n].penalties {
			e, adj := pen.e, pen.adj
			p := adj.Penalty
			team := e.NS
			if p.Side == bridge.EW {
				team = e.EW
			}
			amount := exact.Frac(p.Num, p.Den)
			home := team == m.Home
			// The board's share (every board of a match that gets here
			// was scored).
			on := &Penalty{}
			if b := board[n]; b != nil && home {
				on = &b.PenaltyHome
			} else if b != nil {
				on = &b.PenaltyAway
			}
			if err := bamPenalty(p.Unit, res, adj, e); err != nil {
				return err
			}
			switch p.Unit {
			case bridge.PenVP:
				// VPs have two decimals: a third of a VP is 0.33.
				v := int(amount.MulInt(100).RoundQ(0).Rat().Num().Int64())
				amount = exact.Frac(int64(v), 100)
				on.VP += v
				if home {
					m.PenaltyVPHome += v
				} else {
					m.PenaltyVPAway += v
				}
			case bridge.PenIMP:
				on.IMPs = on.IMPs.Add(amount)
				if home {
					m.PenaltyIMPsHome = m.PenaltyIMPsHome.Add(amount)
					m.IMPsHome = m.IMPsHome.Sub(amount)
				} else {
					m.PenaltyIMPsAway = m.PenaltyIMPsAway.Add(amount)
					m.IMPsAway = m.IMPsAway.Sub(amount)
				}
			default:
				pos := adj.Pos
				if pos.IsZero() {
					pos = e.Pos
				}
				return bridge.Errorf(pos, context(e), "%w: penalty %s is in %s, which a team match does not have (want IMP or VP, such as PEN NS -3IMP)", ErrDecision, bridge.Quote(adj.Text), unitName(p.Unit))
			}
			res.Adjustments = append(res.Adjustments, Applied{Match: m.MatchKey, Board: n, Room: e.Room, Adjust: adj,
				PenaltyTeam: team, Penalty: amount, Unit: p.Unit})
		}
	}
	return nil
}

func unitName(u bridge.PenaltyUnit) string {
	if u == bridge.PenMP {
		return "matchpoints"
	}
	return "a percentage of a top"
}

// audit records the decisions on the boards of a match.
func audit(m *Match, res *Result) {
	for _, b := range m.Boards {
		for _, r := range []Room{b.Open, b.Closed} {
			if r.Entry.Adjust == nil || r.Entry.Adjust.Kind == bridge.AdjPenalty || r.Entry.Kind == bridge.NotScored {
				continue
			}
			res.Adjustments = append(res.Adjustments, Applied{Match: m.MatchKey, Board: b.Board.Number, Room: r.Entry.Room,
				Adjust: r.Entry.Adjust, IMPsHome: b.IMPsHome, IMPsAway: b.IMPsAway})
		}
	}
}
