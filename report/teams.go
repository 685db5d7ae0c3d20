package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
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
}

// TeamRef names a team and its page.
type TeamRef struct {
	Label string // the team's name as in the input
	Page  string // "team-…"
	Names string // players, "" when unknown
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
	Total string
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
}

// MatchPage is a match board by board.
type MatchPage struct {
	Title      string // "Round 2: Lions v Tigers"
	Page       string
	Round      int
	Home, Away TeamRef
	CarryOver  string // "" when none
	IMPsHome   string
	IMPsAway   string
	VPHome     string
	VPAway     string
	Boards     []MatchBoardRow
}

// MatchBoardRow is one board of a match: each room's result and the IMPs.
type MatchBoardRow struct {
	Board     int
	BoardPage string
	Open      RoomResult
	Closed    RoomResult
	IMPsHome  string // "" when the board went to the other side
	IMPsAway  string
}

// RoomResult is a room's result as printed.
type RoomResult struct {
	Contract ContractView
	By       string
	Lead     string
	Result   string
	Score    string // NS score, signed
}

// TeamCard is a team's page: every match with its opponents, IMPs and VPs.
type TeamCard struct {
	Team   TeamRef
	Title  string
	Place  string
	VP     string
	Played string
	Rows   []TeamCardRow
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
}

// VP prints victory points from hundredths: "15.56", "20.00".
func VP(hundredths int) string {
	sign := ""
	if hundredths < 0 {
		sign, hundredths = "-", -hundredths
	}
	return fmt.Sprintf("%s%d.%02d", sign, hundredths/100, hundredths%100)
}

// TeamPageName is the page of a team: "team-" and the team's name encoded
// as for pairs (a-z, 0-9, "_" and "-" only, injective).
func TeamPageName(team string) string { return "team-" + safe(team) }

// MatchPageName is the page of a match.
func MatchPageName(k teams.MatchKey) string {
	return "match-" + strconv.Itoa(k.Round) + "-" + safe(k.Home) + "-" + safe(k.Away)
}

// BuildTeams makes the sheet of a scored team event.
func BuildTeams(res *teams.Result, opt Options) (*Sheet, error) {
	l, err := LabelsFor(opt.Lang)
	if err != nil {
		return nil, err
	}
	s := &Sheet{L: l, Title: res.Event, Site: res.Site, Date: res.Date, IMPs: true, Scoring: l.ScoringTeams}
	if opt.Title != "" {
		s.Title = opt.Title
	}
	if opt.Date != "" {
		s.Date = opt.Date
	}
	if s.Title == "" {
		s.Title = l.Results
	}
	tv := &TeamsView{}
	s.Teams = tv
	refs := map[string]TeamRef{}
	for _, st := range res.Standings {
		refs[st.Team] = TeamRef{Label: st.Team, Page: TeamPageName(st.Team), Names: strings.Join(st.Names, ", ")}
	}
	ref := func(t string) TeamRef { return refs[t] }

	for i, st := range res.Standings {
		tv.Standings = append(tv.Standings, TeamRow{
			Place: placeLabel(st.Rank, st.Tied), Team: ref(st.Team), Played: strconv.Itoa(st.Played),
			IMPsFor: MP(st.IMPsFor), IMPsAgainst: MP(st.IMPsAgainst), VP: VP(st.VP),
		})
		tv.Cross.Header = append(tv.Cross.Header, ref(st.Team))
		row := CrossRow{Team: ref(st.Team), Total: VP(st.VP)}
		for j := range res.Standings {
			if i == j {
				row.Cells = append(row.Cells, "—")
				continue
			}
			var parts []string
			for _, c := range res.Cross[i][j] {
				parts = append(parts, VP(c.VP))
			}
			row.Cells = append(row.Cells, strings.Join(parts, " / "))
		}
		tv.Cross.Rows = append(tv.Cross.Rows, row)
	}

	room := func(r teams.Room) RoomResult {
		p := r.Entry.Play
		v := RoomResult{Contract: s.contract(p.Contract), Score: signed(r.ScoreNS)}
		if !p.Contract.IsPass() {
			v.By, v.Result = l.Seats[p.Declarer], p.ResultText()
		}
		if r.Entry.Lead.Valid() {
			v.Lead = CardText(r.Entry.Lead)
		}
		return v
	}
	imps := func(n exact.Q) (home, away string) {
		switch n.Sign() {
		case 1:
			return MP(n), ""
		case -1:
			return "", MP(n.Neg())
		}
		return "", ""
	}

	boardRows := map[int][]BoardMatchRow{}
	boards := map[int]bridge.Board{}
	var boardOrder []int
	type teamAcc struct {
		rows []TeamCardRow
		vp   int
	}
	cards := map[string]*teamAcc{}
	for _, m := range res.Matches {
		page := MatchPageName(m.MatchKey)
		mp := MatchPage{
			Title: fmt.Sprintf("%s %d: %s – %s", l.Round, m.Round, m.Home, m.Away),
			Page:  page, Round: m.Round, Home: ref(m.Home), Away: ref(m.Away),
			VPHome: VP(m.VPHome), VPAway: VP(m.VPAway),
		}
		ih, ia := m.IMPsHome, m.IMPsAway
		if m.CarryOver.Sign() != 0 {
			mp.CarryOver = IMP(m.CarryOver)
		}
		mp.IMPsHome, mp.IMPsAway = MP(ih), MP(ia)
		for _, b := range m.Boards {
			h, a := imps(b.Net)
			mp.Boards = append(mp.Boards, MatchBoardRow{
				Board: b.Board.Number, BoardPage: BoardPageName(b.Board.Number),
				Open: room(b.Open), Closed: room(b.Closed), IMPsHome: h, IMPsAway: a,
			})
			if _, ok := boards[b.Board.Number]; !ok {
				boards[b.Board.Number] = b.Board
				boardOrder = append(boardOrder, b.Board.Number)
			}
			boardRows[b.Board.Number] = append(boardRows[b.Board.Number], BoardMatchRow{
				Round: m.Round, Home: ref(m.Home), Away: ref(m.Away), MatchPage: page,
				Open: room(b.Open), Closed: room(b.Closed), IMPsHome: h, IMPsAway: a,
			})
		}
		tv.Matches = append(tv.Matches, mp)
		if len(tv.Rounds) == 0 || tv.Rounds[len(tv.Rounds)-1].Number != m.Round {
			tv.Rounds = append(tv.Rounds, RoundView{Number: m.Round})
		}
		rv := &tv.Rounds[len(tv.Rounds)-1]
		rv.Matches = append(rv.Matches, MatchRow{
			Home: ref(m.Home), Away: ref(m.Away), Page: page,
			IMPsHome: mp.IMPsHome, IMPsAway: mp.IMPsAway, VPHome: mp.VPHome, VPAway: mp.VPAway,
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
				IMPsFor: MP(side.for_), IMPsAgainst: MP(side.agt),
				VP: VP(side.vp), RunningVP: VP(c.vp),
			})
		}
	}
	for _, st := range res.Standings {
		c := cards[st.Team]
		card := TeamCard{Team: ref(st.Team), Title: l.Team + " " + st.Team, Place: placeLabel(st.Rank, st.Tied),
			VP: VP(st.VP), Played: strconv.Itoa(st.Played)}
		if c != nil {
			card.Rows = c.rows
		}
		tv.Teams = append(tv.Teams, card)
	}

	slices.Sort(boardOrder)
	for i, n := range boardOrder {
		b := boards[n]
		bp := BoardPage{
			Number: n, Page: BoardPageName(n), Dealer: l.Seats[b.Dealer], DealerSeat: int(b.Dealer),
			Vul: s.vul(b.Vul), HasDeal: !b.Deal.Empty(), TeamRows: boardRows[n],
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
		s.Boards = append(s.Boards, bp)
	}
	return s, nil
}
