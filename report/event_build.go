package report

import (
	"errors"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// ErrNoResult: NewEvent, Build, or a writer of report/*, was given no
// scored event.
var ErrNoResult = errors.New("no scored event (want a pairs or a team result)")

// NewEvent makes the model of a scored event, of any kind: the one place
// that reads what compute scored. A board in the result's DD gets its
// double-dummy table and par. It copies no table: a Line reads compute's
// own, so that a large field costs the outputs nothing more. What was
// worked out beside the scratch results (event.Result.Extras) gives the
// standings their awards and the event its Extras.
func NewEvent(res *event.Result) (*Event, error) {
	var ev *Event
	switch {
	case res == nil:
	case res.Kind == event.Pairs && res.Pairs != nil:
		ev = pairsEvent(res.Pairs, res.DD)
	case res.Kind == event.Individual && res.Pairs != nil:
		ev = individualEvent(res.Pairs, res.DD)
	case res.Kind == event.Teams && res.Teams != nil:
		ev = teamsEvent(res.Teams, res.VPScale, res.DD)
	}
	if ev == nil {
		return nil, ErrNoResult
	}
	if res.Extras != nil {
		ev.addExtras(res.Extras)
	}
	return ev, nil
}

// analysis is the analysis of board n, nil when not known.
func analysis(a map[int]dd.Analysis, n int) *dd.Analysis {
	if x, ok := a[n]; ok {
		return &x
	}
	return nil
}

// pairsEvent is the model of a scored pairs session.
func pairsEvent(res *pairs.Result, analyses map[int]dd.Analysis) *Event {
	ev := &Event{Kind: event.Pairs, Title: res.Event, Site: res.Site, Date: res.Date,
		Across: res.Field == pairs.Across, Total: res.Total, RoundTotal: res.RoundTotal,
		Sections: res.Sections, Provisional: res.Provisional, Warnings: res.Warnings, who: ContestantPair}
	switch {
	case res.Method == pairs.Butler:
		ev.Method = MethodButler
	case res.Method == pairs.CrossIMPs:
		ev.Method = MethodCrossIMPs
	case res.Scale == mp.ACBL:
		ev.Method = MethodACBL
	}
	imps := res.Method.IMPs()
	ev.pairsStandings(res.Rankings, imps)
	ev.Boards = make([]Board, len(res.Boards))
	for i := range res.Boards {
		b := &res.Boards[i]
		mb := &ev.Boards[i]
		*mb = Board{Board: &b.Board, DD: analysis(analyses, b.Number), lines: b.Lines, imps: imps}
		if t, ok := b.Top(); ok && !imps {
			mb.Top = Value(t)
		}
		if res.Method == pairs.Butler {
			// The board's datum, as every played line has it (the last
			// one's).
			for j := len(b.Lines) - 1; j >= 0; j-- {
				if l := mb.Line(j); l.Status() == Played || l.Status() == PassedOut {
					mb.Datum, mb.HasDatum = l.Datum(), true
					break
				}
			}
		}
		for _, p := range b.Pending {
			mb.Pending = append(mb.Pending, Pending{Section: p.Section, Round: p.Round, Table: p.Table,
				NS: Side{Who: [2]Key{Key(p.NS)}}, EW: Side{Who: [2]Key{Key(p.EW)}}})
		}
	}
	for _, a := range res.Adjustments {
		ma := Adjustment{Board: a.Board, Section: a.Section, NS: Side{Who: [2]Key{Key(a.NS)}}, EW: Side{Who: [2]Key{Key(a.EW)}},
			Decision: a.Adjust, Got: [2]Figure{Value(a.GotNS), Value(a.GotEW)}}
		if a.Adjust.Kind == bridge.AdjPenalty {
			ma.Penalty, ma.Side = Value(a.Penalty), a.Side
		}
		ev.Adjustments = append(ev.Adjustments, ma)
	}
	// Every pair the event names: in its rankings, on its travellers (the
	// pairs of the movement still to play too, so that a pair's page keeps
	// its name from the first round to the last) and in its decisions.
	ev.others = func(add func(Key)) {
		for i := range ev.Boards {
			b := &ev.Boards[i]
			for j := range b.lines {
				add(Key(b.lines[j].NS()))
				add(Key(b.lines[j].EW()))
			}
			for _, p := range b.Pending {
				add(p.NS.Key())
				add(p.EW.Key())
			}
		}
		for _, a := range ev.Adjustments {
			add(a.NS.Key())
			add(a.EW.Key())
		}
	}
	return ev
}

// individualEvent is the model of a scored individual: a pairs event's
// boards, whose sides are the round's partnerships, each seating two
// players (individual.PartnershipID: "3&7"), and the players' standings.
func individualEvent(res *pairs.Result, analyses map[int]dd.Analysis) *Event {
	ev := pairsEvent(res, analyses)
	ev.Kind, ev.who = event.Individual, ContestantPlayer
	for i := range ev.Fields {
		f := &ev.Fields[i]
		row := f.row
		f.row = func(i int) Standing {
			st := row(i)
			st.Kind = ContestantPlayer
			return st
		}
	}
	partners := func(k Key) Side {
		a, b, _ := strings.Cut(k.ID, "&")
		side := Side{}
		for i, id := range []string{a, b} {
			if id != "?" && id != "" {
				side.Who[i] = Key{Section: k.Section, ID: id}
			}
		}
		return side
	}
	for i := range ev.Boards {
		ev.Boards[i].partners = partners
	}
	for i := range ev.Adjustments {
		a := &ev.Adjustments[i]
		a.NS, a.EW = partners(a.NS.Key()), partners(a.EW.Key())
	}
	// Every player the event names: in its rankings, then on its
	// travellers and in its decisions.
	ev.others = func(add func(Key)) {
		for i := range ev.Boards {
			for _, ln := range ev.Boards[i].Lines() {
				for _, side := range []Side{ln.NS(), ln.EW()} {
					side.each(add)
				}
			}
		}
		for _, a := range ev.Adjustments {
			a.NS.each(add)
			a.EW.each(add)
		}
	}
	return ev
}

// pairsStandings gives the event its fields.
func (ev *Event) pairsStandings(rankings []pairs.Ranking, imps bool) {
	ev.Fields = make([]Field, len(rankings))
	for i, r := range rankings {
		ev.Fields[i] = Field{Section: r.Section, Direction: r.Direction, n: len(r.Rows), row: pairsRow(r.Rows, imps)}
	}
}

// pairsRow reads a pairs event's standings (an individual's too): matchpoints with the top and
// the percentage, or IMPs with the average per board.
func pairsRow(rows []pairs.Standing, imps bool) func(int) Standing {
	return func(i int) Standing {
		st := &rows[i]
		row := Standing{Contestant: Contestant{Kind: ContestantPair, Key: Key(st.Pair), Names: st.Names, Members: st.Members, NamesPos: st.NamesPos},
			Place: Place{Rank: st.Rank, Tied: st.Tied, Unranked: st.Unranked}, Played: st.Boards,
			Total: Value(st.Total), Penalty: Value(st.Penalty)}
		if imps {
			row.Average = Value(st.Average)
		} else {
			row.Max, row.Percent = Value(st.Max), Percent(st.Percent)
		}
		return row
	}
}

// teamRow reads a team event's standings: VPs, and the IMPs won and lost.
func teamRow(rows []teams.Standing) func(int) Standing {
	return func(i int) Standing {
		st := &rows[i]
		return Standing{Contestant: Contestant{Kind: ContestantTeam, Key: Key{ID: st.Team}, Names: st.Names},
			Place: Place{Rank: st.Rank, Tied: st.Tied}, Played: st.Played,
			Total: VPs(st.VP), For: Value(st.IMPsFor), Against: Value(st.IMPsAgainst)}
	}
}

// add gives the event contestant k, once (while a team event's model is
// made).
func (ev *Event) add(kind ContestantKind, k Key, names []string) *Contestant {
	if c := ev.contestants[k]; c != nil {
		return c
	}
	c := &Contestant{Kind: kind, Key: k, Names: names}
	ev.contestants[k] = c
	ev.all = append(ev.all, c)
	return c
}

// teamsEvent is the model of a scored team event, whose VP scale is
// named scale (as compute/event names it).
func teamsEvent(res *teams.Result, scale string, analyses map[int]dd.Analysis) *Event {
	ev := &Event{Kind: event.Teams, Title: res.Event, Site: res.Site, Date: res.Date, Method: MethodTeams,
		VPs: res.VPs, VPScale: scale, Warnings: res.Warnings, contestants: map[Key]*Contestant{}}
	if res.Form == teams.BoardAMatch {
		ev.Method = MethodBAM
	}
	team := func(name string) *Contestant { return ev.add(ContestantTeam, Key{ID: name}, nil) }
	for _, st := range res.Standings {
		ev.add(ContestantTeam, Key{ID: st.Team}, st.Names)
	}
	ev.Fields = []Field{{n: len(res.Standings), row: teamRow(res.Standings)}}
	ev.cross = res.Cross
	for _, m := range res.Matches {
		team(m.Home)
		team(m.Away)
	}

	// The boards, by number, each as the first match to play it has it.
	first := map[int]*bridge.Board{}
	for i := range res.Matches {
		for j := range res.Matches[i].Boards {
			if b := &res.Matches[i].Boards[j].Board; first[b.Number] == nil {
				first[b.Number] = b
			}
		}
	}
	ev.Boards = make([]Board, 0, len(first))
	for _, b := range first {
		ev.Boards = append(ev.Boards, Board{Board: b, DD: analysis(analyses, b.Number)})
	}
	slices.SortFunc(ev.Boards, func(a, b Board) int { return a.Number - b.Number })
	at := make(map[int]int, len(ev.Boards))
	for i := range ev.Boards {
		at[ev.Boards[i].Number] = i
	}

	// The penalties given in each room.
	pens := map[roomKey][]*bridge.Adjustment{}
	for _, a := range res.Adjustments {
		if a.Adjust != nil && a.Adjust.Kind == bridge.AdjPenalty {
			k := roomKey{a.Match, a.Board, a.Room}
			pens[k] = append(pens[k], a.Adjust)
		}
	}
	ev.Matches = make([]Match, len(res.Matches))
	for i := range res.Matches {
		m := &res.Matches[i]
		mm := &ev.Matches[i]
		*mm = Match{MatchKey: m.MatchKey, Home: team(m.Home), Away: team(m.Away),
			PointsHome: Value(m.IMPsHome), PointsAway: Value(m.IMPsAway), CarryOver: Value(m.CarryOver), Margin: Value(m.Margin),
			VPHome: VPs(m.VPHome), VPAway: VPs(m.VPAway),
			Penalized: m.PenaltyIMPsHome.Sign() != 0 || m.PenaltyIMPsAway.Sign() != 0 || m.PenaltyVPHome != 0 || m.PenaltyVPAway != 0,
			Boards:    make([]MatchBoard, len(m.Boards)), pens: pens}
		for j := range m.Boards {
			b := &m.Boards[j]
			mm.Boards[j] = MatchBoard{Board: &ev.Boards[at[b.Board.Number]], b: b, m: mm}
		}
	}
	for _, a := range res.Adjustments {
		if a.Adjust == nil {
			continue
		}
		ma := Adjustment{Board: a.Board, Match: a.Match, Room: a.Room, Decision: a.Adjust,
			NS: Side{Who: [2]Key{{ID: a.Match.Home}}}, EW: Side{Who: [2]Key{{ID: a.Match.Away}}},
			Got: [2]Figure{Value(a.IMPsHome), Value(a.IMPsAway)}}
		if a.Room == bridge.ClosedRoom {
			ma.NS, ma.EW = ma.EW, ma.NS
		}
		if a.Adjust.Kind == bridge.AdjPenalty {
			ma.Penalty, ma.Team, ma.Unit = Value(a.Penalty), team(a.PenaltyTeam), a.Unit
		}
		ev.Adjustments = append(ev.Adjustments, ma)
	}
	return ev
}

// penaltyOf is what a board's penalties took off a team.
func penaltyOf(p teams.Penalty) Penalty {
	return Penalty{IMPs: Value(p.IMPs), VP: Value(exact.Frac(int64(p.VP), 100))}
}
