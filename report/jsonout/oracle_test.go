package jsonout

// The document as values, made from what compute scored apart from the
// model that Write writes (report.Event), for the tests: what
// encoding/json makes of them is what Write must write (TestBoardBytes,
// TestWriteHoldsTheDocument, TestTeamDecisions).

import (
	"slices"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// boardOf is board b of res as results.json records it.
func boardOf(res *pairs.Result, b *pairs.Board) Board {
	imps := res.Method.IMPs()
	jb := Board{Board: b.Number, Dealer: b.Dealer.String(), Vulnerable: b.Vul.String(), Results: []Result{}}
	if !b.Deal.Empty() {
		jb.Deal = b.Deal.StringFrom(b.Dealer)
	}
	for _, l := range b.Lines {
		r := Result{Section: l.Section(), NS: l.Entry.NS, EW: l.Entry.EW}
		if l.Adjust() != nil && l.Adjust().Kind != bridge.AdjUnparsed {
			r.Adjustment = decisionOf(l.Adjust())
		}
		switch {
		case l.Entry.Kind == bridge.NotScored:
			r.Status, r.Reason = "not_scored", l.Entry.Unscored()
		case !l.Scored:
			r.Status = "not_played"
		case l.IsArtificial():
			r.Status = "artificial"
			an, ae := l.Awards()
			r.AwardNS, r.AwardEW = &an, &ae
			r.setScores(&l, imps)
		case hasOutcomes(&l):
			r.Status = "assigned"
			ons, oew := l.Outcomes()
			for _, o := range ons {
				r.OutcomesNS = append(r.OutcomesNS, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
			}
			for _, o := range oew {
				r.OutcomesEW = append(r.OutcomesEW, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
			}
			r.setScores(&l, imps)
		default:
			p := l.Entry.Play
			c := p.Contract.String()
			r.Contract = &c
			if p.Contract.IsPass() {
				r.Status = "passed_out"
			} else {
				r.Status = "played"
				decl := p.Declarer.String()
				tricks := p.Tricks
				r.Declarer, r.Tricks = &decl, &tricks
			}
			if l.Entry.Lead.Valid() {
				lead := l.Entry.Lead.String()
				r.Lead = &lead
			}
			score := l.ScoreNS
			r.ScoreNS = &score
			r.setScores(&l, imps)
			if imps && res.Method == pairs.Butler {
				datum := l.Datum()
				jb.Datum = &datum
			}
		}
		jb.Results = append(jb.Results, r)
	}
	for _, p := range b.Pending {
		jb.Pending = append(jb.Pending, Pending{Section: p.Section, Round: p.Round, Table: p.Table, NS: p.NS.ID, EW: p.EW.ID})
	}
	if t, ok := b.Top(); ok && !imps {
		jb.Top = &t
	}
	return jb
}

// setScores sets a scored table's IMPs, or its matchpoints, top and
// percentages.
func (r *Result) setScores(l *pairs.Line, imps bool) {
	if imps {
		in, ie := l.IMPNS(), l.IMPEW()
		r.IMPNS, r.IMPEW = &in, &ie
		return
	}
	mpns, mpew, t := l.MPNS(), l.MPEW(), l.Top()
	r.MPNS, r.MPEW, r.Top = &mpns, &mpew, &t
	r.PctNS, r.PctEW = &pct{l.PctNS()}, &pct{l.PctEW()}
}

// fromResult builds the document of a scored pairs session, but for its
// boards: Write writes them straight from the result (boardWriter).
func fromResult(res *pairs.Result) Document {
	d := Document{Event: res.Event, Site: res.Site, Date: res.Date, Scoring: "MP",
		Sections: []Section{}, Boards: []Board{}, Rankings: []Ranking{}}
	switch {
	case res.Method == pairs.Butler:
		d.Scoring = "Butler"
	case res.Method == pairs.CrossIMPs:
		d.Scoring = "CrossIMPs"
	case res.Scale == mp.ACBL:
		d.MPScale = "acbl"
	default:
		d.MPScale = "international"
	}
	imps := res.Method.IMPs()
	if p := res.Provisional; p != nil {
		round, rounds := p.Round, p.Rounds
		d.Provisional, d.Round, d.Rounds = true, &round, &rounds
	}
	for _, s := range res.Sections {
		d.Sections = append(d.Sections, Section{Section: s.Name, Movement: s.Movement.String()})
	}
	for _, r := range res.Rankings {
		jr := Ranking{Section: r.Section, Direction: r.Direction.String(), Rows: []Row{}}
		for _, st := range r.Rows {
			names := st.Names
			if names == nil {
				names = []string{}
			}
			row := Row{Rank: st.Rank, Tied: st.Tied, Unranked: st.Unranked, Pair: st.Pair.ID, Names: names, Boards: st.Boards, Total: st.Total}
			if st.Penalty.Sign() != 0 {
				p := st.Penalty
				row.Penalty = &p
			}
			if imps {
				avg := st.Average
				row.Average = &avg
			} else {
				m := st.Max
				row.Max, row.Percent = &m, &pct{st.Percent}
			}
			jr.Rows = append(jr.Rows, row)
		}
		d.Rankings = append(d.Rankings, jr)
	}
	for _, a := range res.Adjustments {
		ja := Adjustment{Board: a.Board, Section: a.Section, NS: a.NS.ID, EW: a.EW.ID, Decision: *decisionOf(a.Adjust), GotNS: a.GotNS, GotEW: a.GotEW}
		if a.Adjust.Kind == bridge.AdjPenalty {
			p := a.Penalty
			ja.PenaltySide, ja.Penalty = a.Side.String(), &p
		}
		d.Adjustments = append(d.Adjustments, ja)
	}
	for _, w := range res.Warnings {
		d.Warnings = append(d.Warnings, w.Error())
	}
	return d
}

// hasOutcomes reports an assigned score's line.
func hasOutcomes(l *pairs.Line) bool {
	ons, _ := l.Outcomes()
	return ons != nil
}

func decisionOf(a *bridge.Adjustment) *Decision {
	return &Decision{Text: a.Text, Kind: a.Kind.String(), Group: a.Group, Reason: a.Reason, Law: a.Law, Director: a.Director}
}

// fromTeams builds the document of a scored team event; vpScale names the
// VP scale used.
func fromTeams(res *teams.Result, vpScale string) TeamsDocument {
	d := TeamsDocument{Event: res.Event, Site: res.Site, Date: res.Date, Scoring: res.Scoring(), VPScale: vpScale,
		Boards: []TeamsBoard{}, Rounds: []TeamsRound{}, Standings: []TeamStanding{}}
	d.BoardUnit, d.MatchUnit = res.Units()
	type roomKey struct {
		teams.MatchKey
		board int
		room  bridge.Room
	}
	roomPens := map[roomKey][]*bridge.Adjustment{}
	for _, a := range res.Adjustments {
		if a.Adjust == nil || a.Adjust.Kind != bridge.AdjPenalty {
			continue
		}
		k := roomKey{a.Match, a.Board, a.Room}
		roomPens[k] = append(roomPens[k], a.Adjust)
	}
	// room is a room's result with the penalties beside its decision.
	room := func(k teams.MatchKey, r teams.Room) TeamsRoom {
		out := roomOf(r)
		for _, adj := range roomPens[roomKey{k, r.Entry.Board, r.Entry.Room}] {
			if adj != r.Entry.Adjust {
				out.Penalties = append(out.Penalties, *decisionOf(adj))
			}
		}
		return out
	}
	nonZero := func(q exact.Q) *exact.Q {
		if q.Sign() == 0 {
			return nil
		}
		return &q
	}
	vps := func(hundredths int) *exact.Q { return nonZero(exact.Frac(int64(hundredths), 100)) }
	seen := map[int]bool{}
	for _, m := range res.Matches {
		if len(d.Rounds) == 0 || d.Rounds[len(d.Rounds)-1].Round != m.Round {
			d.Rounds = append(d.Rounds, TeamsRound{Round: m.Round, Matches: []TeamsMatch{}})
		}
		tm := TeamsMatch{Home: m.Home, Away: m.Away, IMPsHome: m.IMPsHome, IMPsAway: m.IMPsAway,
			CarryOver: m.CarryOver, Margin: m.Margin, VPHome: vpValue(m.VPHome), VPAway: vpValue(m.VPAway), Boards: []TeamsDeal{}}
		for _, b := range m.Boards {
			td := TeamsDeal{Board: b.Board.Number, Open: room(m.MatchKey, b.Open), Closed: room(m.MatchKey, b.Closed)}
			if !b.NotScored() {
				net := b.Net
				td.IMPsHome = &net
			}
			if b.IMPsHome.Add(b.IMPsAway).Sign() != 0 || b.Artificial {
				h, a := b.IMPsHome, b.IMPsAway
				td.IMPsHomeOwn, td.IMPsAwayOwn = &h, &a
			}
			td.PenaltyHome, td.PenaltyAway = nonZero(b.PenaltyHome.IMPs), nonZero(b.PenaltyAway.IMPs)
			td.PenaltyVPHome, td.PenaltyVPAway = vps(b.PenaltyHome.VP), vps(b.PenaltyAway.VP)
			tm.Boards = append(tm.Boards, td)
			if !seen[b.Board.Number] {
				seen[b.Board.Number] = true
				tb := TeamsBoard{Board: b.Board.Number, Dealer: b.Board.Dealer.String(), Vulnerable: b.Board.Vul.String()}
				if !b.Board.Deal.Empty() {
					tb.Deal = b.Board.Deal.StringFrom(b.Board.Dealer)
				}
				d.Boards = append(d.Boards, tb)
			}
		}
		r := &d.Rounds[len(d.Rounds)-1]
		r.Matches = append(r.Matches, tm)
	}
	slices.SortFunc(d.Boards, func(a, b TeamsBoard) int { return a.Board - b.Board })
	for _, a := range res.Adjustments {
		if a.Adjust == nil {
			continue
		}
		room := "open"
		if a.Room == bridge.ClosedRoom {
			room = "closed"
		}
		ta := TeamsAdjustment{Round: a.Match.Round, Home: a.Match.Home, Away: a.Match.Away, Board: a.Board, Room: room, Decision: *decisionOf(a.Adjust)}
		if a.Adjust.Kind == bridge.AdjPenalty {
			ta.PenaltyTeam, ta.PenaltyUnit = a.PenaltyTeam, "imps"
			if a.Unit == bridge.PenVP {
				ta.PenaltyUnit = "vps"
			}
			p := a.Penalty
			ta.Penalty = &p
		} else {
			h, w := a.IMPsHome, a.IMPsAway
			ta.IMPsHome, ta.IMPsAway = &h, &w
		}
		d.Adjustments = append(d.Adjustments, ta)
	}
	for _, st := range res.Standings {
		names := st.Names
		if names == nil {
			names = []string{}
		}
		d.Standings = append(d.Standings, TeamStanding{Rank: st.Rank, Tied: st.Tied, Team: st.Team, Names: names,
			Played: st.Played, VP: vpValue(st.VP), IMPsFor: st.IMPsFor, IMPsAgainst: st.IMPsAgainst})
	}
	for _, w := range res.Warnings {
		d.Warnings = append(d.Warnings, w.Error())
	}
	return d
}

func roomOf(r teams.Room) TeamsRoom {
	p := r.Entry.Play
	var out TeamsRoom
	if r.Entry.Kind == bridge.NotScored {
		out.Status, out.Reason = "not_scored", r.Entry.Unscored()
	}
	if r.Entry.Kind == bridge.Played {
		contract, score := p.Contract.String(), r.ScoreNS
		out.Contract, out.ScoreNS = &contract, &score
		if !p.Contract.IsPass() {
			decl, tricks := p.Declarer.String(), p.Tricks
			out.Declarer, out.Tricks = &decl, &tricks
		}
	}
	if r.Entry.Lead.Valid() {
		lead := r.Entry.Lead.String()
		out.Lead = &lead
	}
	if a := r.Entry.Adjust; a != nil && a.Kind != bridge.AdjUnparsed {
		out.Adjustment = decisionOf(a)
	}
	for _, o := range r.OutcomesNS {
		out.OutcomesNS = append(out.OutcomesNS, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
	}
	for _, o := range r.OutcomesEW {
		out.OutcomesEW = append(out.OutcomesEW, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
	}
	return out
}

// addDD gives the boards of m their double-dummy table and par.
func (d *Document) addDD(m map[int]dd.Analysis) {
	for i := range d.Boards {
		if a, ok := m[d.Boards[i].Board]; ok {
			d.Boards[i].DD, d.Boards[i].Par = DDOf(a)
		}
	}
}

// addDD gives the boards of m their double-dummy table and par.
func (d *TeamsDocument) addDD(m map[int]dd.Analysis) {
	for i := range d.Boards {
		if a, ok := m[d.Boards[i].Board]; ok {
			d.Boards[i].DD, d.Boards[i].Par = DDOf(a)
		}
	}
}
