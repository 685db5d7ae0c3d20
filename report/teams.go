package report

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/exact"
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

// Points prints a board-a-match's board points, halves as "½": "2½",
// "½", "0"; other fractions (an artificial 0.6) with at most two
// decimals.
func Points(q exact.Q) string {
	twice := q.MulInt(2)
	if twice.Cmp(twice.RoundQ(0)) != 0 {
		return q.Decimal(2)
	}
	t := twice.RoundQ(0).Rat().Num().Int64()
	sign := ""
	if t < 0 {
		sign, t = "-", -t
	}
	whole, half := strconv.FormatInt(t/2, 10), t%2 == 1
	switch {
	case half && whole == "0":
		return sign + "½"
	case half:
		return sign + whole + "½"
	}
	return sign + whole
}

// VP prints victory points from hundredths: "15.56", "20.00".
func VP(hundredths int) string {
	sign := ""
	if hundredths < 0 {
		sign, hundredths = "-", -hundredths
	}
	return fmt.Sprintf("%s%d.%02d", sign, hundredths/100, hundredths%100)
}

// buildTeams makes the sheet of a scored team event, whose VP scale is
// named scale (as compute/event names it: "wbf2013", "discrete:x.csv").
func buildTeams(res *teams.Result, scale string, analyses map[int]dd.Analysis, opt Options) (*Sheet, error) {
	l, err := LabelsFor(opt.Lang)
	if err != nil {
		return nil, err
	}
	// A board-a-match names its units in the labels, and prints board
	// points as halves ("2½"): num prints the fields named IMPs, vpText
	// those named VP.
	num, vpText := MP, VP
	if res.Form == teams.BoardAMatch {
		l = l.boardAMatch(res.VPs)
		num = Points
		if !res.VPs {
			vpText = func(h int) string { return Points(exact.Frac(int64(h), 100)) }
		}
	}
	s := &Sheet{L: l, Title: res.Event, Site: res.Site, Date: res.Date, IMPs: true, Scoring: l.ScoringTeams}
	if res.VPs {
		s.Scoring += " (" + l.vpScale(scale) + ")"
	}
	if opt.Title != "" {
		s.Title = opt.Title
	}
	if opt.Date != "" {
		s.Date = opt.Date
	}
	if s.Title == "" {
		s.Title = cmp.Or(opt.Untitled, l.Results)
	}
	// A match's scores: the points won on its boards, then its VPs when
	// they are not the same points (see MatchScore).
	tv := &TeamsView{ScoreLabels: []string{l.IMPs}}
	pointsUnit := l.pointsUnit(res)
	if res.VPs {
		tv.ScoreLabels = append(tv.ScoreLabels, l.VP)
	}
	s.Teams = tv
	var names []string
	var keys []teams.MatchKey
	for _, st := range res.Standings {
		names = append(names, st.Team)
	}
	for _, m := range res.Matches {
		names = append(names, m.Home, m.Away)
		keys = append(keys, m.MatchKey)
	}
	s.Pages = TeamPages(names, keys)
	refs := map[string]TeamRef{}
	for _, st := range res.Standings {
		names := JoinInput(st.Names, ", ")
		refs[st.Team] = TeamRef{Label: st.Team, Page: s.Pages.Team(st.Team), Names: names.String(), NamesPhrase: names}
	}
	ref := func(t string) TeamRef { return refs[t] }

	for i, st := range res.Standings {
		tv.Standings = append(tv.Standings, TeamRow{
			Place: placeLabel(st.Rank, st.Tied), Team: ref(st.Team), Played: strconv.Itoa(st.Played),
			IMPsFor: num(st.IMPsFor), IMPsAgainst: num(st.IMPsAgainst), VP: vpText(st.VP),
		})
		tv.Cross.Header = append(tv.Cross.Header, ref(st.Team))
		row := CrossRow{Team: ref(st.Team), Total: vpText(st.VP)}
		for j := range res.Standings {
			if i == j {
				row.Cells = append(row.Cells, "—")
				row.Meetings = append(row.Meetings, nil)
				continue
			}
			var parts []string
			var meetings []CrossMeeting
			for _, c := range res.Cross[i][j] {
				parts = append(parts, vpText(c.VP))
				a, b := st.Team, res.Standings[j].Team
				page := s.Pages.Match(teams.MatchKey{Round: c.Round, Home: a, Away: b})
				if page == "" {
					page = s.Pages.Match(teams.MatchKey{Round: c.Round, Home: b, Away: a})
				}
				meetings = append(meetings, CrossMeeting{VP: vpText(c.VP), Page: page})
			}
			row.Cells = append(row.Cells, strings.Join(parts, " / "))
			row.Meetings = append(row.Meetings, meetings)
		}
		tv.Cross.Rows = append(tv.Cross.Rows, row)
	}

	roomPens := s.roomPenalties(res)
	room := func(k teams.MatchKey, r teams.Room) RoomResult {
		beside := roomPens[roomKey{boardKey{k, r.Entry.Board}, r.Entry.Room}]
		v := RoomResult{Adjust: strings.Join(beside, "; ")}
		if r.Entry.Kind == bridge.NotScored {
			v.Note = s.notScored(&r.Entry)
			return v
		}
		if a := r.Entry.Adjust; a != nil && a.Kind != bridge.AdjPenalty {
			text := s.roomDecision(a, r.Entry.Board)
			switch r.Entry.Kind {
			case bridge.Artificial:
				v.Note = text
				return v
			case bridge.Assigned:
				v.Note = text
				if singleRoom(r) {
					v.Score = signed(r.ScoreNS)
				}
				return v
			}
			// Any other decision on a played result stands beside it.
			v.Adjust = strings.Join(append([]string{text}, beside...), "; ")
		}
		p := r.Entry.Play
		v.Contract, v.Score = s.contract(p.Contract), signed(r.ScoreNS)
		if !p.Contract.IsPass() {
			v.By, v.Result = l.Seats[p.Declarer], p.ResultText()
		}
		if r.Entry.Lead.Valid() {
			v.Lead = s.L.Card(r.Entry.Lead)
		}
		return v
	}
	imps := func(b teams.BoardResult) (home, away string) {
		if b.NotScored() {
			return "", "" // no points to either team, not a tie
		}
		if res.Form == teams.BoardAMatch {
			return Points(b.IMPsHome), Points(b.IMPsAway) // 1–0, ½–½
		}
		switch n := b.Net; n.Sign() {
		case 1:
			return MP(n), ""
		case -1:
			return "", MP(n.Neg())
		}
		return "", ""
	}

	boardRows := map[int][]BoardMatchRow{}
	boardPlays := map[int][]*PlayView{}
	boards := map[int]bridge.Board{}
	var boardOrder []int
	type teamAcc struct {
		rows []TeamCardRow
		vp   int
	}
	cards := map[string]*teamAcc{}
	for _, m := range res.Matches {
		page := s.Pages.Match(m.MatchKey)
		title := s.matchTitle(m.MatchKey)
		mp := MatchPage{
			Title: title.String(), TitlePhrase: title,
			Page: page, Round: m.Round, Home: ref(m.Home), Away: ref(m.Away),
			VPHome: vpText(m.VPHome), VPAway: vpText(m.VPAway),
		}
		ih, ia := m.IMPsHome, m.IMPsAway
		if m.CarryOver.Sign() != 0 {
			mp.CarryOver = IMP(m.CarryOver)
		}
		mp.IMPsHome, mp.IMPsAway = num(ih), num(ia)
		mp.Scores = []MatchScore{{Label: l.IMPs, Unit: pointsUnit, Home: mp.IMPsHome, Away: mp.IMPsAway, CarryOver: mp.CarryOver}}
		if res.VPs {
			mp.Scores = append(mp.Scores, MatchScore{Label: l.VP, Unit: l.VP, Home: mp.VPHome, Away: mp.VPAway})
		}
		for _, b := range m.Boards {
			h, a := imps(b)
			pen := boardPenalty{home: s.penaltyText(b.PenaltyHome), away: s.penaltyText(b.PenaltyAway)}
			penalty := pen.both(m.Home, m.Away)
			mp.Boards = append(mp.Boards, MatchBoardRow{
				Board: b.Board.Number, BoardPage: BoardPageName(b.Board.Number),
				Open: room(m.MatchKey, b.Open), Closed: room(m.MatchKey, b.Closed), IMPsHome: h, IMPsAway: a,
				PenaltyHome: pen.home, PenaltyAway: pen.away,
			})
			if _, ok := boards[b.Board.Number]; !ok {
				boards[b.Board.Number] = b.Board
				boardOrder = append(boardOrder, b.Board.Number)
			}
			row := BoardMatchRow{
				Round: m.Round, Home: ref(m.Home), Away: ref(m.Away), MatchPage: page,
				Open: room(m.MatchKey, b.Open), Closed: room(m.MatchKey, b.Closed), IMPsHome: h, IMPsAway: a,
				NotScored: b.NotScored(), Penalty: penalty.String(), PenaltyPhrase: penalty,
			}
			for _, r := range []struct {
				name, id string
				room     teams.Room
				view     *RoomResult
			}{{l.Open, "o", b.Open, &row.Open}, {l.Closed, "c", b.Closed, &row.Closed}} {
				n := b.Board.Number
				label := r.name + ": " + title.String()
				if pv := s.playView(label, playID(len(boardPlays[n]), page, r.id), b.Board.Dealer, r.room.Entry); pv != nil {
					boardPlays[n] = append(boardPlays[n], pv)
					row.Plays = append(row.Plays, pv)
					r.view.Play = pv.ID
				}
			}
			boardRows[b.Board.Number] = append(boardRows[b.Board.Number], row)
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
		for _, side := range []struct {
			me, opp   string
			vp        int
			for_, agt exact.Q
		}{{m.Home, m.Away, m.VPHome, ih, ia}, {m.Away, m.Home, m.VPAway, ia, ih}} {
			c := cards[side.me]
			if c == nil {
				c = &teamAcc{}
				cards[side.me] = c
			}
			c.vp += side.vp
			c.rows = append(c.rows, TeamCardRow{
				Round: m.Round, Opponent: ref(side.opp), MatchPage: page,
				IMPsFor: num(side.for_), IMPsAgainst: num(side.agt),
				VP: vpText(side.vp), RunningVP: vpText(c.vp),
			})
		}
	}
	var players []Player // of the names page
	for _, st := range res.Standings {
		c := cards[st.Team]
		title := Phrase{}.Word(l.Team + " ").Input(st.Team)
		card := TeamCard{Team: ref(st.Team), Title: title.String(), TitlePhrase: title, Place: placeLabel(st.Rank, st.Tied),
			VP: vpText(st.VP), Played: strconv.Itoa(st.Played)}
		if c != nil {
			card.Rows = c.rows
		}
		tv.Teams = append(tv.Teams, card)
		for _, name := range st.Names {
			if name != "" {
				team := PairRef{Label: card.Team.Label, Page: card.Team.Page}
				players = append(players, Player{Name: name, Pair: team, Title: card.Title, TitlePhrase: card.TitlePhrase,
					Place: fmt.Sprintf(l.PlaceOf, card.Place, len(res.Standings))})
			}
		}
	}
	s.Players = s.sortPlayers(players)

	slices.Sort(boardOrder)
	for i, n := range boardOrder {
		b := boards[n]
		bp := BoardPage{
			Number: n, Page: BoardPageName(n), Dealer: l.Seats[b.Dealer], DealerSeat: int(b.Dealer),
			Vul: s.vul(b.Vul), HasDeal: !b.Deal.Empty(), TeamRows: boardRows[n], Plays: boardPlays[n],
		}
		if i > 0 {
			bp.PrevNumber = boardOrder[i-1]
			bp.Prev = BoardPageName(bp.PrevNumber)
		}
		if i+1 < len(boardOrder) {
			bp.NextNumber = boardOrder[i+1]
			bp.Next = BoardPageName(bp.NextNumber)
		}
		for _, seat := range bridge.Seats {
			bp.VulSeats[seat] = b.Vul.Has(seat.Side())
			if bp.HasDeal {
				bp.Hands[seat] = s.hand(b.Deal, seat)
			}
		}
		if a, ok := analyses[n]; ok {
			bp.DD = s.ddView(a)
		}
		s.Boards = append(s.Boards, bp)
	}
	s.Adjustments = s.teamAdjustments(res, ref)
	return s, nil
}

// pointsUnit is the unit of the points won on the boards as it follows a
// figure: "IMPs", or a board-a-match's "board points".
func (l Labels) pointsUnit(res *teams.Result) string {
	if res.Form == teams.BoardAMatch {
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

// boardKey is a board of a match.
type boardKey struct {
	teams.MatchKey
	board int
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

// roomKey is a room of a board of a match.
type roomKey struct {
	boardKey
	room bridge.Room
}

// roomPenalties prints the procedural penalties given in each room of
// each board of a match as decisions ("PEN NS -2 IMPs"), in the order
// compute/teams applied them.
func (s *Sheet) roomPenalties(res *teams.Result) map[roomKey][]string {
	rooms := map[roomKey][]string{}
	for _, a := range res.Adjustments {
		if a.Adjust == nil || a.Adjust.Kind != bridge.AdjPenalty {
			continue
		}
		rk := roomKey{boardKey{a.Match, a.Board}, a.Room}
		rooms[rk] = append(rooms[rk], s.decisionText(a.Adjust, a.Board, nil))
	}
	return rooms
}

// penaltyText prints what a board's procedural penalties took off a team
// (compute/teams: BoardResult.PenaltyHome): the IMPs ("-2") and the VPs
// ("-1 VP"), joined by ", "; "" for none.
func (s *Sheet) penaltyText(p teams.Penalty) string {
	var parts []string
	if p.IMPs.Sign() != 0 {
		parts = append(parts, MP(p.IMPs.Neg()))
	}
	if p.VP != 0 {
		parts = append(parts, MP(exact.Frac(int64(-p.VP), 100))+" "+s.L.VP)
	}
	return strings.Join(parts, ", ")
}

// teamAdjustments lists the decisions of a team event for the adjustments
// page, match by match (in the order of the matches), then by board, the
// open room first, a room's score before the penalties beside it: the
// match and room, the teams sitting NS and EW there, the decision, and
// what it gave each team on the board (or took off the penalized team).
func (s *Sheet) teamAdjustments(res *teams.Result, ref func(string) TeamRef) []AdjustRow {
	l := s.L
	order := map[teams.MatchKey]int{}
	for i, m := range res.Matches {
		order[m.MatchKey] = i
	}
	applied := slices.Clone(res.Adjustments)
	slices.SortStableFunc(applied, func(a, b teams.Applied) int {
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
	pair := func(t string) PairRef {
		r := ref(t)
		return PairRef{Label: r.Label, Page: r.Page, Names: r.Names}
	}
	var rows []AdjustRow
	for _, a := range applied {
		if a.Adjust == nil {
			continue
		}
		k := a.Match
		match := s.matchTitle(k)
		row := AdjustRow{Board: a.Board, BoardPage: BoardPageName(a.Board),
			Match: match.String(), MatchPhrase: match,
			MatchPage: s.Pages.Match(k), Room: l.Open, NS: pair(k.Home), EW: pair(k.Away),
			Decision: s.decisionText(a.Adjust, a.Board, nil), Kind: s.kindText(a.Adjust.Kind),
			Reason: a.Adjust.Reason, Law: a.Adjust.Law, Director: a.Adjust.Director}
		if a.Room == bridge.ClosedRoom {
			row.Room, row.NS, row.EW = l.Closed, pair(k.Away), pair(k.Home)
		}
		if a.Adjust.Kind == bridge.AdjPenalty {
			unit := l.IMPs
			if a.Unit == bridge.PenVP {
				unit = l.VP
			}
			row.EffectPhrase = Phrase{}.Input(a.PenaltyTeam).Word(" " + MP(a.Penalty.Neg()) + " " + unit)
		} else {
			unit := l.pointsUnit(res)
			row.EffectPhrase = Phrase{}.Input(k.Home).Word(" " + IMP(a.IMPsHome) + " " + unit + ", ").
				Input(k.Away).Word(" " + IMP(a.IMPsAway) + " " + unit)
		}
		row.Effect = row.EffectPhrase.String()
		rows = append(rows, row)
	}
	return rows
}

func penaltyOrder(a teams.Applied) int {
	if a.Adjust != nil && a.Adjust.Kind == bridge.AdjPenalty {
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
	return s.decisionText(a, board, nil)
}

// singleRoom tells whether a room's assigned score is one score for both
// teams.
func singleRoom(r teams.Room) bool {
	return len(r.OutcomesNS) == 1 && len(r.OutcomesEW) == 1 && r.OutcomesNS[0].ScoreNS == r.OutcomesEW[0].ScoreNS
}
