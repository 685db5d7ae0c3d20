package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// TeamsView is the part of a Sheet that a team event has: the standings,
// the cross-table, the rounds with their matches, a page per match, and a
// page per team.
type TeamsView struct {
	Standings []TeamRow
	Cross     CrossTable
	Rounds    []RoundView
	Matches   []MatchPage
	Teams     []TeamCard
	// ScoreLabels head the columns of a round's matches, one for each
	// of a match's Scores: "IMPs", "VP"; a board-a-match's "Board
	// points" alone when its matches are not converted into VPs.
	ScoreLabels []string
}

// MatchScore is one of a match's scores as its heading and its round's
// list print them: the points won on the boards (IMPs, or a
// board-a-match's board points), with any carry-over beside them, then
// the victory points when the matches are converted into VPs. A
// board-a-match in board points has the first alone: its board points
// are its score. Outputs print each as "Label: Home–Away" or "Home–Away
// Unit".
type MatchScore struct {
	Label      string // "IMPs", "Board points", "VP"
	Unit       string // after the score: "IMPs", "board points", "VP"
	Home, Away string
	CarryOver  string // to the home team, "" when none
}

// TeamRef names a team and its page.
type TeamRef struct {
	Label string // the team's name as in the input
	Page  string // "team-…"
	Names string // players, "" when unknown
	// NamesPhrase is Names with each player's name marked as input.
	NamesPhrase Phrase
}

// TeamRow is one line of the standings.
type TeamRow struct {
	Place       string
	Team        TeamRef
	Played      string
	IMPsFor     string
	IMPsAgainst string
	VP          string // 2 decimals
	// Awards are the team's points by Sheet.AwardHeads ("" for none).
	Awards []string
}

// CrossTable is the VPs of every meeting: Rows[i].Cells[j] is what
// Header[i] scored against Header[j] ("—" on the diagonal, "" when they did
// not meet, several meetings joined by " / ").
type CrossTable struct {
	Header []TeamRef
	Rows   []CrossRow
}

// CrossRow is one team's line of the cross-table.
type CrossRow struct {
	Team  TeamRef
	Cells []string
	// Meetings are the cells' matches, each with its VPs and page, for a
	// site whose cells link to the matches; nil on the diagonal.
	Meetings [][]CrossMeeting
	Total    string
}

// CrossMeeting is one match in a cell of the cross-table: the row team's
// VPs and the match's page.
type CrossMeeting struct {
	VP   string
	Page string
}

// RoundView lists the matches of a round.
type RoundView struct {
	Number  int
	Matches []MatchRow
}

// MatchRow is one match in a round's list.
type MatchRow struct {
	Home, Away         TeamRef
	Page               string // the match page
	IMPsHome, IMPsAway string // won on the boards (carry-over apart; see MatchPage.CarryOver)
	VPHome, VPAway     string
	// Scores are the match's scores, one for each of
	// TeamsView.ScoreLabels (see MatchScore).
	Scores []MatchScore
}

// MatchPage is a match board by board.
type MatchPage struct {
	Title      string // "Round 2: Lions – Tigers"
	Page       string
	Round      int
	Home, Away TeamRef
	CarryOver  string // "" when none
	IMPsHome   string
	IMPsAway   string
	VPHome     string
	VPAway     string
	Boards     []MatchBoardRow
	// TitlePhrase is Title with the teams marked as input.
	TitlePhrase Phrase
	// Scores are what the heading prints: "IMPs 47–20 (carry-over +3),
	// VP 15.77–4.23", a board-a-match's "Board points 1–5" (see
	// MatchScore).
	Scores []MatchScore
}

// MatchBoardRow is one board of a match: each room's result and the IMPs.
type MatchBoardRow struct {
	Board     int
	BoardPage string
	Open      RoomResult
	Closed    RoomResult
	IMPsHome  string // "" when the board went to the other side
	IMPsAway  string
	// PenaltyHome and PenaltyAway are the procedural penalties given to
	// each team on this board: IMPs taken off the match's IMPs ("-2"),
	// VPs taken off its VPs ("-1 VP"), both joined by ", "; "" for none.
	// The boards' IMPs plus the penalties in IMPs make the match's IMPs.
	PenaltyHome, PenaltyAway string
}

// RoomResult is a room's result as printed. A director's decision that
// replaced the result (an artificial or an assigned score), or why the
// room is not scored ("not scored: ..."), is in Note, and
// Contract, By, Lead and Result are then empty; decisions that leave the
// result, or the Note, standing (procedural penalties) are in Adjust.
type RoomResult struct {
	Contract ContractView
	By       string
	Lead     string
	Result   string
	Score    string // NS score, signed; "" when a decision gave none (artificial, weighted or split scores)
	Note     string // the decision in place of the result: "A-/A+", "40% +620 + 60% -100 (assigned)"; "not scored: " and why
	Adjust   string // the decisions beside the result, as printed and joined by "; ": "PEN NS -2 IMPs"; "" for none
	// Play is the ID of the room's auction and play on the board page
	// (BoardMatchRow.Plays), "" when the input gave neither or on a
	// match page.
	Play string
}

// TeamCard is a team's page: every match with its opponents, IMPs and VPs.
type TeamCard struct {
	Team   TeamRef
	Title  string // "Team Lions"
	Place  string
	VP     string
	Played string
	Rows   []TeamCardRow
	// TitlePhrase is Title with the team marked as input.
	TitlePhrase Phrase
}

// TeamCardRow is one match of a team.
type TeamCardRow struct {
	Round       int
	Opponent    TeamRef
	MatchPage   string
	IMPsFor     string
	IMPsAgainst string
	VP          string
	RunningVP   string
}

// BoardMatchRow is one match's two results on a board page of a team event.
type BoardMatchRow struct {
	Round      int
	Home, Away TeamRef
	MatchPage  string
	Open       RoomResult
	Closed     RoomResult
	IMPsHome   string
	IMPsAway   string
	// NotScored: a room of the board is not scored (its Note says why),
	// so the board gives no IMPs (not a tie): IMPs prints nothing.
	NotScored bool
	// Penalty is the procedural penalties given on this board in this
	// match, each with its team: "Lions -2", "Lions -2; Tigers -1 VP"; ""
	// for none (see MatchBoardRow).
	Penalty string
	// PenaltyPhrase is Penalty with the teams marked as input.
	PenaltyPhrase Phrase
	// Plays are the auctions and play of the rooms whose input gave them
	// (open, then closed), shown folded under the row; they are also in
	// BoardPage.Plays.
	Plays []*PlayView
}

// IMPs is the board's IMPs to the home and away teams as printed: "3–0",
// "0–5", or "0" for a tie; a board-a-match's board points, both given:
// "1–0", "½–½"; "" for a board not scored, which gives neither team any.
func (r BoardMatchRow) IMPs() string {
	switch {
	case r.NotScored:
		return ""
	case r.IMPsHome != "" && r.IMPsAway != "":
		return r.IMPsHome + "–" + r.IMPsAway
	case r.IMPsHome != "":
		return r.IMPsHome + "–0"
	case r.IMPsAway != "":
		return "0–" + r.IMPsAway
	}
	return "0"
}

// teamNumbers print a team event's figures: num the points won on the
// boards (IMPs, or a board-a-match's board points as halves, "2½"), vp
// the match scores (VPs, or board points as halves without VPs).
type teamNumbers struct{ num, vp func(Figure) string }

func numbers(ev *Event) teamNumbers {
	n := teamNumbers{num: Figure.Shown, vp: Figure.Shown}
	if ev.Method == MethodBAM {
		n.num = Figure.Halves
		if !ev.VPs {
			n.vp = Figure.Halves
		}
	}
	return n
}

// teams lays out a team event's own parts of the sheet: its standings
// and cross-table, its rounds and match pages, the travellers of its
// boards (each match's two rooms), its team pages, the names page and
// the adjustments, phase by phase.
func (s *Sheet) teams(ev *Event) {
	l := &s.L
	// A match's scores: the points won on its boards, then its VPs when
	// they are not the same points (see MatchScore).
	tv := &TeamsView{ScoreLabels: []string{l.IMPs}}
	if ev.VPs {
		tv.ScoreLabels = append(tv.ScoreLabels, l.VP)
	}
	s.Teams = tv
	s.AdjustTable, s.ContestantLabel = l.Match, l.Team
	ref := s.teamIndex(ev)
	s.ref = func(k Key) PairRef {
		t := ref(ev.Contestant(k))
		return PairRef{Label: t.Label, Page: t.Page, Names: t.Names, NamesPhrase: t.NamesPhrase}
	}
	n := numbers(ev)
	s.standings(ev, tv, ref, n)
	boards := s.matches(ev, tv, ref, n)
	s.teamCards(ev, tv, ref, n)
	s.Boards = make([]BoardPage, 0, len(ev.Boards))
	for i := range ev.Boards {
		bp := s.boardPage(ev, i)
		bp.TeamRows, bp.Plays = boards.rows[bp.Number], boards.plays[bp.Number]
		s.Boards = append(s.Boards, bp)
	}
	s.Adjustments = s.teamAdjustments(ev, ref)
}

// teamIndex names the pages of the teams and matches, and gives the
// reference of each team of the standings (a team met only in a match
// has the zero reference).
func (s *Sheet) teamIndex(ev *Event) func(*Contestant) TeamRef {
	f := &ev.Fields[0]
	var names []string
	for _, c := range ev.Contestants() {
		names = append(names, c.ID)
	}
	keys := make([]teams.MatchKey, len(ev.Matches))
	for i := range ev.Matches {
		keys[i] = ev.Matches[i].MatchKey
	}
	s.Pages = TeamPages(names, keys)
	refs := map[Key]TeamRef{}
	for _, st := range f.Rows() {
		names := JoinInput(st.Names, ", ")
		refs[st.Key] = TeamRef{Label: st.ID, Page: s.Pages.Team(st.ID), Names: names.String(), NamesPhrase: names}
	}
	return func(c *Contestant) TeamRef {
		if c == nil {
			return TeamRef{}
		}
		return refs[c.Key]
	}
}

// standings lays out the standings and the cross-table.
func (s *Sheet) standings(ev *Event, tv *TeamsView, ref func(*Contestant) TeamRef, n teamNumbers) {
	f := &ev.Fields[0]
	for i, st := range f.Rows() {
		tv.Standings = append(tv.Standings, TeamRow{
			Place: st.Place.Text(), Team: ref(&st.Contestant), Played: strconv.Itoa(st.Played),
			IMPsFor: n.num(st.For), IMPsAgainst: n.num(st.Against), VP: n.vp(st.Total), Awards: awardCells(st.Awards),
		})
		tv.Cross.Header = append(tv.Cross.Header, ref(&st.Contestant))
		row := CrossRow{Team: ref(&st.Contestant), Total: n.vp(st.Total)}
		for j := range f.Len() {
			if i == j {
				row.Cells = append(row.Cells, "—")
				row.Meetings = append(row.Meetings, nil)
				continue
			}
			var parts []string
			var meetings []CrossMeeting
			for _, c := range ev.Meetings(i, j) {
				parts = append(parts, n.vp(c.VP))
				a, b := st.ID, f.Row(j).ID
				page := s.Pages.Match(teams.MatchKey{Round: c.Round, Home: a, Away: b})
				if page == "" {
					page = s.Pages.Match(teams.MatchKey{Round: c.Round, Home: b, Away: a})
				}
				meetings = append(meetings, CrossMeeting{VP: n.vp(c.VP), Page: page})
			}
			row.Cells = append(row.Cells, strings.Join(parts, " / "))
			row.Meetings = append(row.Meetings, meetings)
		}
		tv.Cross.Rows = append(tv.Cross.Rows, row)
	}
}

// boardRows are the travellers of a team event's boards, by number: each
// match's row, and the auctions and play of its rooms.
type boardRows struct {
	rows  map[int][]BoardMatchRow
	plays map[int][]*PlayView
}

// matches lays out the rounds and the match pages, and gathers each
// board's traveller.
func (s *Sheet) matches(ev *Event, tv *TeamsView, ref func(*Contestant) TeamRef, n teamNumbers) boardRows {
	l := &s.L
	pointsUnit := l.pointsUnit(ev)
	br := boardRows{rows: map[int][]BoardMatchRow{}, plays: map[int][]*PlayView{}}
	for i := range ev.Matches {
		m := &ev.Matches[i]
		page := s.Pages.Match(m.MatchKey)
		title := s.matchTitle(m.MatchKey)
		mp := MatchPage{
			Title: title.String(), TitlePhrase: title,
			Page: page, Round: m.Round, Home: ref(m.Home), Away: ref(m.Away),
			VPHome: n.vp(m.VPHome), VPAway: n.vp(m.VPAway),
		}
		if m.CarryOver.Sign() != 0 {
			mp.CarryOver = m.CarryOver.Signed()
		}
		mp.IMPsHome, mp.IMPsAway = n.num(m.PointsHome), n.num(m.PointsAway)
		mp.Scores = []MatchScore{{Label: l.IMPs, Unit: pointsUnit, Home: mp.IMPsHome, Away: mp.IMPsAway, CarryOver: mp.CarryOver}}
		if ev.VPs {
			mp.Scores = append(mp.Scores, MatchScore{Label: l.VP, Unit: l.VP, Home: mp.VPHome, Away: mp.VPAway})
		}
		for j := range m.Boards {
			b := &m.Boards[j]
			h, a := s.boardPoints(ev, b)
			ph, pa := b.Penalties()
			pen := boardPenalty{home: s.penaltyText(ph), away: s.penaltyText(pa)}
			open, closed := b.Open(), b.Closed()
			penalty := pen.both(m.Home.ID, m.Away.ID)
			mp.Boards = append(mp.Boards, MatchBoardRow{
				Board: b.Number, BoardPage: BoardPageName(b.Number),
				Open: s.room(open), Closed: s.room(closed), IMPsHome: h, IMPsAway: a,
				PenaltyHome: pen.home, PenaltyAway: pen.away,
			})
			row := BoardMatchRow{
				Round: m.Round, Home: ref(m.Home), Away: ref(m.Away), MatchPage: page,
				Open: s.room(open), Closed: s.room(closed), IMPsHome: h, IMPsAway: a,
				NotScored: b.NotScored(), Penalty: penalty.String(), PenaltyPhrase: penalty,
			}
			for _, r := range []struct {
				name, id string
				room     Room
				view     *RoomResult
			}{{l.Open, "o", open, &row.Open}, {l.Closed, "c", closed, &row.Closed}} {
				label := r.name + ": " + title.String()
				if pv := s.playView(label, playID(len(br.plays[b.Number]), page, r.id), b.Dealer, *r.room.Entry()); pv != nil {
					br.plays[b.Number] = append(br.plays[b.Number], pv)
					row.Plays = append(row.Plays, pv)
					r.view.Play = pv.ID
				}
			}
			br.rows[b.Number] = append(br.rows[b.Number], row)
		}
		tv.Matches = append(tv.Matches, mp)
		if len(tv.Rounds) == 0 || tv.Rounds[len(tv.Rounds)-1].Number != m.Round {
			tv.Rounds = append(tv.Rounds, RoundView{Number: m.Round})
		}
		rv := &tv.Rounds[len(tv.Rounds)-1]
		rv.Matches = append(rv.Matches, MatchRow{
			Home: ref(m.Home), Away: ref(m.Away), Page: page,
			IMPsHome: mp.IMPsHome, IMPsAway: mp.IMPsAway, VPHome: mp.VPHome, VPAway: mp.VPAway, Scores: mp.Scores,
		})
	}
	return br
}

// boardPoints are what a board of a match gave each team as printed:
// "3" and "" (the board's IMPs to the side that gained them), a
// board-a-match's board points to both ("1" and "0", "½" and "½"); ""
// and "" for a board not scored, which gives neither team any.
func (s *Sheet) boardPoints(ev *Event, b *MatchBoard) (home, away string) {
	if b.NotScored() {
		return "", "" // no points to either team, not a tie
	}
	if ev.Method == MethodBAM {
		h, a, _ := b.Own()
		return h.Halves(), a.Halves() // 1–0, ½–½
	}
	switch n := b.Net(); n.Sign() {
	case 1:
		return n.Shown(), ""
	case -1:
		return "", n.Neg().Shown()
	}
	return "", ""
}

// room is a room's result as printed, with the decisions in it.
func (s *Sheet) room(r Room) RoomResult {
	l := &s.L
	e := r.Entry()
	var beside []string
	for _, a := range r.Penalties() {
		beside = append(beside, s.decisionText(a, e.Board))
	}
	v := RoomResult{Adjust: strings.Join(beside, "; ")}
	if e.Kind == bridge.NotScored {
		v.Note = s.notScored(e)
		return v
	}
	if a := e.Adjust; a != nil && a.Kind != bridge.AdjPenalty {
		text := s.roomDecision(a, e.Board)
		switch e.Kind {
		case bridge.Artificial:
			v.Note = text
			return v
		case bridge.Assigned:
			v.Note = text
			if singleRoom(r) {
				v.Score = signed(r.ScoreNS())
			}
			return v
		}
		// Any other decision on a played result stands beside it.
		v.Adjust = strings.Join(append([]string{text}, beside...), "; ")
	}
	p := e.Play
	v.Contract, v.Score = s.contract(p.Contract), signed(r.ScoreNS())
	if !p.Contract.IsPass() {
		v.By, v.Result = l.Seats[p.Declarer], p.ResultText()
	}
	if e.Lead.Valid() {
		v.Lead = s.card(e.Lead)
	}
	return v
}

// teamCards lays out the page of each team: every match with its
// opponents, points and VPs and the running VPs; and the names page.
func (s *Sheet) teamCards(ev *Event, tv *TeamsView, ref func(*Contestant) TeamRef, n teamNumbers) {
	l := &s.L
	type teamAcc struct {
		rows []TeamCardRow
		vp   Figure
	}
	cards := map[Key]*teamAcc{}
	for i := range ev.Matches {
		m := &ev.Matches[i]
		page := s.Pages.Match(m.MatchKey)
		for _, side := range []struct {
			me, opp   *Contestant
			vp        Figure
			for_, agt Figure
		}{{m.Home, m.Away, m.VPHome, m.PointsHome, m.PointsAway}, {m.Away, m.Home, m.VPAway, m.PointsAway, m.PointsHome}} {
			c := cards[side.me.Key]
			if c == nil {
				c = &teamAcc{vp: VPs(0)}
				cards[side.me.Key] = c
			}
			c.vp = c.vp.Add(side.vp)
			c.rows = append(c.rows, TeamCardRow{
				Round: m.Round, Opponent: ref(side.opp), MatchPage: page,
				IMPsFor: n.num(side.for_), IMPsAgainst: n.num(side.agt),
				VP: n.vp(side.vp), RunningVP: n.vp(c.vp),
			})
		}
	}
	var players []Player // of the names page
	f := &ev.Fields[0]
	for _, st := range f.Rows() {
		c := cards[st.Key]
		title := Phrase{}.Word(l.Team + " ").Input(st.ID)
		card := TeamCard{Team: ref(&st.Contestant), Title: title.String(), TitlePhrase: title, Place: st.Place.Text(),
			VP: n.vp(st.Total), Played: strconv.Itoa(st.Played)}
		if c != nil {
			card.Rows = c.rows
		}
		tv.Teams = append(tv.Teams, card)
		for _, name := range st.Names {
			if name != "" {
				team := PairRef{Label: card.Team.Label, Page: card.Team.Page}
				players = append(players, Player{Name: name, Pair: team, Title: card.Title, TitlePhrase: card.TitlePhrase,
					Place: fmt.Sprintf(l.PlaceOf, card.Place, f.Len())})
			}
		}
	}
	s.Players = s.sortPlayers(players)
}

// pointsUnit is the unit of the points won on the boards as it follows a
// figure: "IMPs", or a board-a-match's "board points".
func (l Labels) pointsUnit(ev *Event) string {
	if ev.Method == MethodBAM {
		return l.BoardPointsUnit
	}
	return l.IMPs
}

// vpScale names a VP scale as compute/event names it ("wbf2013",
// "wbf2013:formula", "discrete:x.csv"; "" is the default, WBF 2013) in
// the labels' language: "WBF 2013", "discrete scale x.csv".
func (l Labels) vpScale(name string) string {
	if file, ok := strings.CutPrefix(name, "discrete:"); ok {
		return fmt.Sprintf(l.VPScaleDiscrete, file)
	}
	if name == "wbf2013:formula" {
		return l.VPScaleFormula
	}
	return l.VPScaleWBF
}

// boardPenalty is the penalties on a board of a match, as printed for
// each team.
type boardPenalty struct{ home, away string }

// both prints the penalties with their teams: "Lions -2; Tigers -1 VP".
func (p boardPenalty) both(home, away string) Phrase {
	var out Phrase
	for _, x := range []struct{ team, pen string }{{home, p.home}, {away, p.away}} {
		if x.pen == "" {
			continue
		}
		if out != nil {
			out = out.Word("; ")
		}
		out = out.Input(x.team).Word(" " + x.pen)
	}
	return out
}

// matchTitle is a match as its page and the adjustments name it:
// "Round 2: Lions – Tigers".
func (s *Sheet) matchTitle(k teams.MatchKey) Phrase {
	return Phrase{}.Word(fmt.Sprintf("%s %d: ", s.L.Round, k.Round)).Input(k.Home).Word(" – ").Input(k.Away)
}

// penaltyText prints what a board's procedural penalties took off a team:
// the IMPs ("-2") and the VPs ("-1 VP"), joined by ", "; "" for none.
func (s *Sheet) penaltyText(p Penalty) string {
	var parts []string
	if p.IMPs.Sign() != 0 {
		parts = append(parts, p.IMPs.Neg().Shown())
	}
	if p.VP.Sign() != 0 {
		parts = append(parts, p.VP.Neg().Shown()+" "+s.L.VP)
	}
	return strings.Join(parts, ", ")
}

// teamAdjustments lists the decisions of a team event for the adjustments
// page, match by match (in the order of the matches), then by board, the
// open room first, a room's score before the penalties beside it: the
// match and room, the teams sitting NS and EW there, the decision, and
// what it gave each team on the board (or took off the penalized team).
func (s *Sheet) teamAdjustments(ev *Event, ref func(*Contestant) TeamRef) []AdjustRow {
	l := &s.L
	order := map[teams.MatchKey]int{}
	for i, m := range ev.Matches {
		order[m.MatchKey] = i
	}
	applied := slices.Clone(ev.Adjustments)
	slices.SortStableFunc(applied, func(a, b Adjustment) int {
		if c := order[a.Match] - order[b.Match]; c != 0 {
			return c
		}
		if c := a.Board - b.Board; c != 0 {
			return c
		}
		if c := roomOrder(a.Room) - roomOrder(b.Room); c != 0 {
			return c
		}
		return penaltyOrder(a) - penaltyOrder(b) // the room's score, then the penalties beside it
	})
	pair := func(k Key) PairRef {
		r := ref(ev.Contestant(k))
		return PairRef{Label: r.Label, Page: r.Page, Names: r.Names}
	}
	unit := l.pointsUnit(ev)
	var rows []AdjustRow
	for _, a := range applied {
		d, k := a.Decision, a.Match
		match := s.matchTitle(k)
		row := AdjustRow{Board: a.Board, BoardPage: BoardPageName(a.Board),
			Match: match.String(), MatchPhrase: match,
			MatchPage: s.Pages.Match(k), Room: l.Open, NS: pair(a.NS.Key()), EW: pair(a.EW.Key()),
			Decision: s.decisionText(d, a.Board), Kind: s.kindText(d.Kind),
			Reason: d.Reason, Law: d.Law, Director: d.Director}
		if a.Room == bridge.ClosedRoom {
			row.Room = l.Closed
		}
		row.Table = row.Match + " (" + row.Room + ")"
		if a.IsPenalty() {
			unit := l.IMPs
			if a.Unit == bridge.PenVP {
				unit = l.VP
			}
			row.EffectPhrase = Phrase{}.Input(a.Team.ID).Word(" " + a.Penalty.Neg().Shown() + " " + unit)
		} else {
			row.EffectPhrase = Phrase{}.Input(k.Home).Word(" " + a.Got[0].Signed() + " " + unit + ", ").
				Input(k.Away).Word(" " + a.Got[1].Signed() + " " + unit)
		}
		row.Effect = row.EffectPhrase.String()
		rows = append(rows, row)
	}
	return rows
}

func penaltyOrder(a Adjustment) int {
	if a.IsPenalty() {
		return 1
	}
	return 0
}

func roomOrder(room bridge.Room) int {
	if room == bridge.ClosedRoom {
		return 1
	}
	return 0
}

// roomDecision is how a room's decision is printed in place of its
// result: as on a pairs traveller, an assigned score says so ("+620
// (assigned)").
func (s *Sheet) roomDecision(a *bridge.Adjustment, board int) string {
	if a.Kind == bridge.AdjAssigned {
		return s.outcomesText(a, board) + " (" + s.L.Assigned + ")"
	}
	return s.decisionText(a, board)
}

// singleRoom tells whether a room's assigned score is one score for both
// teams.
func singleRoom(r Room) bool {
	ns, ew := r.Outcomes()
	return len(ns) == 1 && len(ew) == 1 && ns[0].ScoreNS == ew[0].ScoreNS
}
