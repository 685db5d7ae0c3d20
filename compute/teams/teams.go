// Package teams scores team events: matches of two rooms playing the same
// boards (the home team NS in the open room, EW in the closed one), IMPs per
// board (Law 78B, scoring.md §5.2), match totals with carry-over, victory
// points for each match (compute/vp, the WBF 2013 scale by default), and the
// standings of an event of several matches (round robin or Swiss) with
// shared places for equal VP totals (§8.4), plus the cross-table.
//
// It checks what makes a team event impossible to score: a board played in
// one room only, a team meeting itself or playing twice in a round, a
// round missing, a team missing from a round it should play. Problems come
// back as *bridge.Error with the position of the entry concerned.
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
	ErrOneRoom       = errors.New("board played in one room only")
	ErrSelf          = errors.New("team meets itself")
	ErrTwiceInRound  = errors.New("team plays twice in a round")
	ErrRoundMissing  = errors.New("round missing")
	ErrTeamMissing   = errors.New("team missing from a round")
	ErrDuplicate     = errors.New("result given twice")
	ErrScoreMismatch = errors.New("score disagrees with the contract")
	ErrUnsupported   = errors.New("not supported")
	ErrNoMatches     = errors.New("no team matches")
)

// Options configure the scoring. The zero value scores with the 2017 table
// and the WBF 2013 continuous VP scale.
type Options struct {
	Edition score.Edition
	VP      vp.Scale // nil: the WBF 2013 continuous scale
	// CarryOver gives a match's carry-over in IMPs to the home team
	// (negative for the away team), e.g. from an earlier segment.
	CarryOver map[MatchKey]exact.Q
}

// MatchKey identifies a match.
type MatchKey struct {
	Round      int
	Home, Away string
}

func (k MatchKey) String() string {
	return fmt.Sprintf("round %d, %s v %s", k.Round, k.Home, k.Away)
}

// Room is one room's result on a board of a match.
type Room struct {
	Entry   bridge.Entry
	ScoreNS int
}

// BoardResult is one board of a match.
type BoardResult struct {
	Board        bridge.Board
	Open, Closed Room
	// IMPs to the home team (negative when the away team gains).
	IMPs int
}

// Match is a match between two teams.
type Match struct {
	MatchKey
	Boards []BoardResult
	// IMPs won by each side on the boards (each board's IMPs go to one
	// side), carry-over not included.
	IMPsHome, IMPsAway int
	CarryOver          exact.Q // to the home team
	// Margin is IMPsHome − IMPsAway + CarryOver.
	Margin exact.Q
	// Victory points in hundredths.
	VPHome, VPAway int
}

// Standing is a team's line in the standings.
type Standing struct {
	Team        string
	Names       []string
	Played      int
	VP          int // hundredths
	IMPsFor     int
	IMPsAgainst int
	Rank        int
	Tied        bool
}

// Cell is a meeting in the cross-table: the row team's VPs (hundredths)
// and IMPs against the column team, one per meeting.
type Cell struct {
	Round       int
	VP          int
	IMPsFor     int
	IMPsAgainst int
}

// Result is a scored team event.
type Result struct {
	Event, Site, Date string
	Rounds            int
	Matches           []Match // by round, then in input order
	Standings         []Standing
	// Cross[i][j] holds the meetings of Standings[i].Team with
	// Standings[j].Team.
	Cross    [][][]Cell
	Warnings []*bridge.Error
}

// HasTeams reports whether the session is a team event: some entry has a
// room.
func HasTeams(s bridge.Session) bool {
	for _, e := range s.Entries {
		if e.Room != "" {
			return true
		}
	}
	return false
}

// Score scores a team event.
func Score(s bridge.Session, opt Options) (*Result, error) {
	scale := opt.VP
	if scale == nil {
		scale = vp.Continuous{}
	}
	res := &Result{Event: s.Event, Site: s.Site, Date: s.Date}
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
		return nil, &bridge.Error{Context: "event", Err: fmt.Errorf("%w: no results were read (want PBN games with [Room], or CSV with room, home and away columns)", ErrNoMatches)}
	}

	matches := map[MatchKey]map[int]*rooms{}
	var order []MatchKey
	roundOf := func(e *bridge.Entry) int {
		if e.Round == 0 {
			return 1 // a single match without round numbers
		}
		return e.Round
	}
	for i := range s.Entries {
		e := &s.Entries[i]
		ctx := context(e)
		if e.Room == "" {
			fail(bridge.Errorf(e.Pos, ctx, "%w: an entry without a room in a team event (want Open or Closed)", ErrOneRoom))
			continue
		}
		k := MatchKey{Round: roundOf(e), Home: e.Home, Away: e.Away}
		if k.Home == k.Away {
			fail(bridge.Errorf(e.Pos, ctx, "%w: %s is both the home and the away team (want two different teams)", ErrSelf, k.Home))
			continue
		}
		if e.Kind != bridge.Played {
			text := e.Kind.String()
			if e.Adjust != nil {
				text = fmt.Sprintf("%q", e.Adjust.Text)
			}
			fail(bridge.Errorf(e.Pos, ctx, "%w: %s in a team match (adjusted scores are not scored yet)", ErrUnsupported, text))
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
		if e.Room == bridge.ClosedRoom {
			target = &r.closed
		}
		if *target != nil {
			fail(bridge.Errorf(e.Pos, ctx, "%w: the %s room's result of this board is also at %s (want one per room)", ErrDuplicate, roomName(e.Room), (*target).Pos))
			continue
		}
		*target = e
	}

	// Each team plays once per round; every round from 1 to the last has
	// matches; every team plays every round but for one bye when the
	// number of teams is odd.
	teams := map[string]bool{}
	perRound := map[int]map[string]MatchKey{}
	for _, k := range order {
		teams[k.Home], teams[k.Away] = true, true
		if perRound[k.Round] == nil {
			perRound[k.Round] = map[string]MatchKey{}
		}
		for _, t := range []string{k.Home, k.Away} {
			if prev, ok := perRound[k.Round][t]; ok {
				fail(bridge.Errorf(firstPos(matches[k]), k.String(), "%w: %s also plays %s in round %d", ErrTwiceInRound, t, prev, k.Round))
				continue
			}
			perRound[k.Round][t] = k
		}
	}
	var rounds []int
	for r := range perRound {
		rounds = append(rounds, r)
	}
	slices.Sort(rounds)
	if len(rounds) > 0 {
		res.Rounds = rounds[len(rounds)-1]
		for r := 1; r <= res.Rounds; r++ {
			if _, ok := perRound[r]; !ok {
				fail(&bridge.Error{Context: "round " + strconv.Itoa(r), Err: fmt.Errorf("%w: no results for round %d (rounds %s have results)", ErrRoundMissing, r, joinInts(rounds))})
			}
		}
	}
	byes := len(teams) % 2
	for _, r := range rounds {
		var absent []string
		for t := range teams {
			if _, ok := perRound[r][t]; !ok {
				absent = append(absent, t)
			}
		}
		if len(absent) > byes {
			sort.Slice(absent, func(i, j int) bool { return rank.Compare(absent[i], absent[j]) < 0 })
			fail(&bridge.Error{Context: "round " + strconv.Itoa(r), Err: fmt.Errorf("%w: %s %s no match in round %d (want every team in each round, one bye when the number of teams is odd)",
				ErrTeamMissing, strings.Join(absent, ", "), hasHave(len(absent)), r)})
		}
	}

	// A carry-over must name a match of the event.
	var carried []MatchKey
	for k := range opt.CarryOver {
		if _, ok := matches[k]; !ok {
			carried = append(carried, k)
		}
	}
	sort.Slice(carried, func(i, j int) bool { return carried[i].String() < carried[j].String() })
	for _, k := range carried {
		fail(&bridge.Error{Context: "carry-over", Err: fmt.Errorf("%w: %s is not a match of this event (want the round, home and away teams of a match)", ErrNoMatches, k)})
	}

	// Score each match.
	sort.SliceStable(order, func(i, j int) bool { return order[i].Round < order[j].Round })
	for _, k := range order {
		m := Match{MatchKey: k, CarryOver: opt.CarryOver[k]}
		var nums []int
		for b := range matches[k] {
			nums = append(nums, b)
		}
		slices.Sort(nums)
		ok := true
		for _, n := range nums {
			r := matches[k][n]
			if r.open == nil || r.closed == nil {
				e, have, miss := r.open, "open", "closed"
				if e == nil {
					e, have, miss = r.closed, "closed", "open"
				}
				fail(bridge.Errorf(e.Pos, context(e), "%w: %s has the %s room's result but not the %s room's (want both rooms)", ErrOneRoom, k, have, miss))
				ok = false
				continue
			}
			b, found := boards[n]
			if !found {
				b = bridge.NewBoard(n)
			}
			br := BoardResult{Board: b}
			for _, x := range []struct {
				e   *bridge.Entry
				out *Room
			}{{r.open, &br.Open}, {r.closed, &br.Closed}} {
				ns, err := score.NS(x.e.Play, b.Vul, opt.Edition)
				if err != nil {
					fail(&bridge.Error{Pos: x.e.Pos, Context: context(x.e), Err: err})
					ok = false
					continue
				}
				if x.e.Claimed != nil && *x.e.Claimed != ns {
					fail(bridge.Errorf(x.e.Pos, context(x.e), "%w: the input says %+d for NS, but %s scores %+d", ErrScoreMismatch, *x.e.Claimed, x.e.Play, ns))
					ok = false
					continue
				}
				*x.out = Room{Entry: *x.e, ScoreNS: ns}
			}
			br.IMPs = imp.TeamBoard(br.Open.ScoreNS, br.Closed.ScoreNS)
			if br.IMPs > 0 {
				m.IMPsHome += br.IMPs
			} else {
				m.IMPsAway -= br.IMPs
			}
			m.Boards = append(m.Boards, br)
		}
		if !ok {
			continue
		}
		m.Margin = exact.Int(int64(m.IMPsHome - m.IMPsAway)).Add(m.CarryOver)
		abs := m.Margin
		if abs.Sign() < 0 {
			abs = abs.Neg()
		}
		win, lose, err := scale.VPs(abs, len(m.Boards))
		if err != nil {
			fail(&bridge.Error{Pos: firstPos(matches[k]), Context: k.String(), Err: err})
			continue
		}
		if m.Margin.Sign() >= 0 {
			m.VPHome, m.VPAway = win, lose
		} else {
			m.VPHome, m.VPAway = lose, win
		}
		res.Matches = append(res.Matches, m)
	}
	if len(errs) > 0 {
		return nil, errs
	}

	// Standings.
	names := map[string][]string{}
	for _, p := range s.Pairs {
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
		h.IMPsFor += m.IMPsHome
		h.IMPsAgainst += m.IMPsAway
		a.IMPsFor += m.IMPsAway
		a.IMPsAgainst += m.IMPsHome
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
	return res, nil
}

func context(e *bridge.Entry) string {
	c := bridge.BoardLabel(e.Board)
	if e.Round > 0 {
		c += ", round " + strconv.Itoa(e.Round)
	}
	if e.Home != "" {
		c += ", " + e.Home + " v " + e.Away
	}
	if e.Room != "" {
		c += ", " + roomName(e.Room) + " room"
	}
	return c
}

func roomName(r string) string {
	if r == bridge.ClosedRoom {
		return "closed"
	}
	return "open"
}

// rooms are the two results of one board of a match.
type rooms struct {
	open, closed *bridge.Entry
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
