package usebio_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/formats/usebio"
	"github.com/protokol-bridge/protokol/formats/vpscale"
)

// published indexes a scored team event by the file's team ids: the
// matches by round and the two teams' ids, the standings by id.
type published struct {
	f       *usebio.File
	res     *teams.Result
	name    map[string]string // team id → name
	matches map[teams.MatchKey]teams.Match
	teams   map[string]teams.Standing
}

func scoreTeams(t *testing.T, file string, opt event.Options) published {
	t.Helper()
	f, _ := readFile(t, file)
	res, err := event.Score(f.Session, opt)
	if err != nil {
		t.Fatal(err)
	}
	p := published{f: f, res: res.Teams, name: map[string]string{}, matches: map[teams.MatchKey]teams.Match{}, teams: map[string]teams.Standing{}}
	for _, st := range f.Standings {
		p.name[st.ID] = st.Name
	}
	for _, m := range res.Teams.Matches {
		p.matches[m.MatchKey] = m
	}
	for _, st := range res.Teams.Standings {
		p.teams[st.Team] = st
	}
	return p
}

// match is our match of a published one, and whether the file's TEAM was
// our home team.
func (p published) match(m usebio.Match) (teams.Match, bool, bool) {
	home, away := p.name[m.Team], p.name[m.Opponent]
	if x, ok := p.matches[teams.MatchKey{Round: m.Round, Home: home, Away: away}]; ok {
		return x, true, true
	}
	x, ok := p.matches[teams.MatchKey{Round: m.Round, Home: away, Away: home}]
	return x, false, ok
}

// TestPointABoard scores EBUScoreTeams' point-a-board file (8 teams, 28
// matches of 6 boards) and compares every figure it publishes: each
// board's TEAM_POINTS and OPPOSING_TEAM_POINTS (2/1/0: EBUScoreTeams
// doubles Law 78C's 1/½/0), each match's TEAM_SCORE and
// OPPOSING_TEAM_SCORE (the sum of its boards' points), each team's
// TOTAL_SCORE (the sum of its matches') and PLACE. Before, the file was
// refused, and once read it was scored in IMPs and VPs in silence.
func TestPointABoard(t *testing.T) {
	p := scoreTeams(t, "ebuscoreteams-point-a-board.xml", event.Options{})
	if p.f.Kind != usebio.TeamsBAM || p.res.Form != teams.BoardAMatch || p.res.VPs {
		t.Fatalf("kind %v, form %v, VPs %v", p.f.Kind, p.res.Form, p.res.VPs)
	}
	two := func(q exact.Q) string { return q.MulInt(2).Decimal(2) }
	boards, matches := 0, 0
	for _, pm := range p.f.Matches {
		m, teamHome, ok := p.match(pm)
		if !ok {
			t.Errorf("round %d, team %s v %s: not scored", pm.Round, pm.Team, pm.Opponent)
			continue
		}
		mine, theirs := m.IMPsHome, m.IMPsAway
		if !teamHome {
			mine, theirs = theirs, mine
		}
		if two(mine) != pm.Score || two(theirs) != pm.OppScore {
			t.Errorf("round %d, team %s v %s: %s–%s, the file %s–%s", pm.Round, pm.Team, pm.Opponent, two(mine), two(theirs), pm.Score, pm.OppScore)
		} else {
			matches++
		}
		for i, pb := range pm.Boards {
			b := m.Boards[i]
			h, a := b.IMPsHome, b.IMPsAway
			if !teamHome {
				h, a = a, h
			}
			if b.Board.Number != pb.Board || two(h) != pb.Points || two(a) != pb.OppPoints {
				t.Errorf("round %d, team %s v %s, board %d: %s–%s, the file board %d %s–%s", pm.Round, pm.Team, pm.Opponent, b.Board.Number, two(h), two(a), pb.Board, pb.Points, pb.OppPoints)
				continue
			}
			boards++
		}
	}
	places := 0
	for _, st := range p.f.Standings {
		ours := p.teams[st.Name]
		if got := two(exact.Frac(int64(ours.VP), 100)); got != st.Total {
			t.Errorf("team %s: %s, the file %s", st.ID, got, st.Total)
		}
		if place := placeText(ours); place != st.Place {
			t.Errorf("team %s: place %s, the file %s", st.ID, place, st.Place)
			continue
		}
		places++
	}
	if got := p.teams["TEAM1XX"].Names; len(got) != 4 || got[0] != "P01 Testxxxx" || got[3] != "Player04 Test" {
		t.Errorf("team 1's players: %q (want the four of its two PAIRs)", got)
	}
	if boards != 168 || matches != 28 || places != 8 {
		t.Errorf("matched %d boards, %d matches, %d teams; want 168, 28, 8", boards, matches, places)
	}
}

// TestMultipleTeams scores TeamsScorer's multiple-teams file (10 teams,
// 40 matches of 3 boards; a team meets two teams in some rounds) on the
// scale its figures show (testdata/teamsscorer-3-boards-vp.csv: a
// discrete 20-VP scale for 3 boards, 0 → 10-10, 1 → 11-9, 2 → 12-8, 3-4 →
// 13-7, 5-6 → 14-6, 7-8 → 15-5, 9-10 → 16-4, 11-13 → 17-3, 14-16 →
// 18-2, 17-19 → 19-1, 20 or more → 20-0; no WBF 2013 board count gives
// it), and compares every figure it publishes: each board's IMPS, each
// match's TEAM_SCORE and OPPOSING_TEAM_SCORE (VPs), each team's
// TOTAL_SCORE and PLACE. Before, the file was refused ("team plays twice
// in a round").
func TestMultipleTeams(t *testing.T) {
	data, err := os.ReadFile("testdata/teamsscorer-3-boards-vp.csv")
	if err != nil {
		t.Fatal(err)
	}
	scale, err := vpscale.Parse("teamsscorer-3-boards-vp.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	p := scoreTeams(t, "teamsscorer-multiple-teams.xml", event.Options{VP: scale, VPName: "discrete:teamsscorer-3-boards-vp.csv"})
	boards, matches := 0, 0
	for _, pm := range p.f.Matches {
		m, teamHome, ok := p.match(pm)
		if !ok {
			t.Errorf("round %d, team %s v %s: not scored", pm.Round, pm.Team, pm.Opponent)
			continue
		}
		mine, theirs := m.VPHome, m.VPAway
		if !teamHome {
			mine, theirs = theirs, mine
		}
		if strconv.Itoa(mine/100) != pm.Score || strconv.Itoa(theirs/100) != pm.OppScore || mine%100 != 0 {
			t.Errorf("round %d, team %s v %s: %d–%d VP (hundredths), the file %s–%s", pm.Round, pm.Team, pm.Opponent, mine, theirs, pm.Score, pm.OppScore)
		} else {
			matches++
		}
		for i, pb := range pm.Boards {
			b := m.Boards[i]
			net := b.Net
			if !teamHome {
				net = net.Neg()
			}
			if b.Board.Number != pb.Board || net.Decimal(2) != pb.IMPs {
				t.Errorf("round %d, team %s v %s, board %d: %s IMPs, the file board %d %s", pm.Round, pm.Team, pm.Opponent, b.Board.Number, net.Decimal(2), pb.Board, pb.IMPs)
				continue
			}
			boards++
		}
	}
	places := 0
	for _, st := range p.f.Standings {
		ours := p.teams[st.Name]
		if got := strconv.Itoa(ours.VP / 100); got != st.Total {
			t.Errorf("team %s: %s VP, the file %s", st.ID, got, st.Total)
		}
		if place := placeText(ours); place != st.Place {
			t.Errorf("team %s: place %s, the file %s", st.ID, place, st.Place)
			continue
		}
		places++
	}
	if boards != 120 || matches != 40 || places != 10 {
		t.Errorf("matched %d boards, %d matches, %d teams; want 120, 40, 10", boards, matches, places)
	}
}

// placeText is a place as USEBIO writes it: "7", "7=" for a tie.
func placeText(st teams.Standing) string {
	s := strconv.Itoa(st.Rank)
	if st.Tied {
		s += "="
	}
	return strings.TrimSpace(s)
}

// TestTeamPairsSeated: a team match's line names the pairs at its table
// (NS_PAIR_NUMBER "1-1-2", a PAIR of TEAM 1), and the reader seats their
// players: before, it kept each team's roster but not who sat at each
// table, so results.xml warned that "the input does not name the players
// at every table" of EBUScoreTeams' file, which names them all. A number
// that names no pair of the team (its TEAM_ID) seats no one, silently; one
// that names another team's pair is read past with a warning.
func TestTeamPairsSeated(t *testing.T) {
	f, text := readFile(t, "ebuscoreteams-point-a-board.xml")
	e := f.Session.Entries[0] // round 1, TEAM1XX (1-1-2) v T8X (8-3-4), board 1, open room
	if s := e.Seated(); s == nil || *s != [4]string{"P01 Testxxxx", "P31 Testxx", "Player02 Test", "Player32 Testx"} {
		t.Errorf("board 1, open room: seated %v", s)
	}
	seated := 0
	for i := range f.Session.Entries {
		if s := f.Session.Entries[i].Seated(); s != nil && s[0] != "" && s[1] != "" {
			seated++
		}
	}
	if seated != 336 || len(f.Warnings) != 0 {
		t.Errorf("%d of 336 lines seated; warnings %v", seated, f.Warnings)
	}

	text = strings.Replace(text, "<NS_PAIR_NUMBER>1-1-2</NS_PAIR_NUMBER>", "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>", 1)
	text = strings.Replace(text, "<EW_PAIR_NUMBER>8-3-4</EW_PAIR_NUMBER>", "<EW_PAIR_NUMBER>2-3-4</EW_PAIR_NUMBER>", 1)
	g, err := usebio.Read("pab.xml", text)
	if err != nil {
		t.Fatal(err)
	}
	if s := g.Session.Entries[0].Seated(); s != nil {
		t.Errorf("board 1, open room, with the team's number and another team's pair: seated %v", *s)
	}
	want := `pab.xml:343:19: board 1, TEAM1XX v T8X: <EW_PAIR_NUMBER>: pair "2-3-4" is of team "TEAM2XXXX", which does not sit EW at this table ("T8X" does): its players are not shown`
	if len(g.Warnings) != 1 || g.Warnings[0].Error() != want || !errors.Is(g.Warnings[0], bridge.ErrReadPast) {
		t.Errorf("warnings %v\nwant %s", g.Warnings, want)
	}
}
