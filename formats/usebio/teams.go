package usebio

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// teamsKind is the kind of a team event by its BOARD_SCORING_METHOD:
// point-a-board (EBUScoreTeams writes PAB; BAM and BOARD_A_MATCH are read
// too) is board-a-match, anything else IMPs.
func teamsKind(method string) Kind {
	switch strings.ToUpper(strings.TrimSpace(method)) {
	case "PAB", "POINT_A_BOARD", "BAM", "BOARD_A_MATCH":
		return TeamsBAM
	}
	return Teams
}

// Match is a team match as the file publishes it: its round, teams and
// boards, and the figures its producer gave (the file's text, "" when
// absent), for comparing with protokol's own. A team may meet two teams
// in one round (TeamsScorer's multiple teams), each over part of the
// boards: a match is its pairing and its boards, not its round.
type Match struct {
	Round           int
	Team, Opponent  string // TEAM_IDs
	First, Last     int    // START_ and END_BOARD_NUMBER, 0 when absent
	Score, OppScore string // TEAM_SCORE, OPPOSING_TEAM_SCORE: IMPs, VPs or board points
	Boards          []MatchBoard
	Pos             bridge.Pos
}

// MatchBoard is a board of a match as published: the IMPs to TEAM
// (IMPS), or each team's points of a point-a-board (TEAM_POINTS,
// OPPOSING_TEAM_POINTS).
type MatchBoard struct {
	Board             int
	IMPs              string
	Points, OppPoints string
}

// match is a team match being read: its round and teams.
type match struct {
	round      int
	team, opp  string // the teams' names
	teamID, op string
}

// match reads a MATCH of a team event: ROUND_NUMBER, TEAM, OPPOSING_TEAM
// and its BOARD elements, each TRAVELLER_LINE's DIRECTION saying where
// TEAM sat (NS: the open room, EW: the closed one).
func (r *reader) match(section string, mn *node) {
	if r.f.Kind != Teams && r.f.Kind != TeamsBAM {
		r.fail(mn.pos, "<MATCH>", fmt.Errorf("%w: a match in a %s pairs event (protokol scores a pairs event's boards, not its matches)", formats.ErrValue, r.f.Kind.Scoring()))
		return
	}
	m := &match{}
	if t, tn := mn.field("ROUND_NUMBER"); tn != nil {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 {
			r.fail(tn.pos, "<ROUND_NUMBER>", fmt.Errorf("%w: %s (want 1 or more)", formats.ErrValue, bridge.Quote(t)))
			return
		}
		m.round = n
	}
	for _, f := range []struct {
		field string
		id    *string
		name  *string
	}{{"TEAM", &m.teamID, &m.team}, {"OPPOSING_TEAM", &m.op, &m.opp}} {
		t, tn := mn.field(f.field)
		if tn == nil || t == "" {
			r.fail(mn.pos, "<MATCH>", fmt.Errorf("%w: no <%s>", formats.ErrMissing, f.field))
			return
		}
		name, ok := r.teams[t]
		if !ok {
			r.fail(tn.pos, "<"+f.field+">", fmt.Errorf("%w: team %s is not among the PARTICIPANTS", formats.ErrValue, bridge.Quote(t)))
			return
		}
		*f.id, *f.name = t, name
	}
	pub := Match{Round: m.round, Team: m.teamID, Opponent: m.op, Pos: mn.pos}
	pub.First, _ = strconv.Atoi(field(mn, "START_BOARD_NUMBER"))
	pub.Last, _ = strconv.Atoi(field(mn, "END_BOARD_NUMBER"))
	pub.Score, pub.OppScore = field(mn, "TEAM_SCORE"), field(mn, "OPPOSING_TEAM_SCORE")
	for _, b := range mn.all("BOARD") {
		r.board(section, b, m)
		n, _ := strconv.Atoi(field(b, "BOARD_NUMBER"))
		pub.Boards = append(pub.Boards, MatchBoard{Board: n, IMPs: field(b, "IMPS"),
			Points: field(b, "TEAM_POINTS"), OppPoints: field(b, "OPPOSING_TEAM_POINTS")})
	}
	r.f.Matches = append(r.f.Matches, pub)
}

// field is the text of n's child of that name, "" when absent.
func field(n *node, name string) string {
	t, _ := n.field(name)
	return t
}

// teamPlayers are the names of a TEAM's players: its PLAYER elements, or
// those of its PAIRs (EBUScoreTeams and TeamsScorer write TEAM > PAIR >
// PLAYER).
func teamPlayers(t *node) []string {
	names := players(t)
	if len(names) == 0 {
		for _, p := range t.all("PAIR") {
			names = append(names, players(p)...)
		}
	}
	return names
}

// seat names the players at a match's table (Entry.Shown.Seated) from the
// line's NS_PAIR_NUMBER and EW_PAIR_NUMBER, as EBUScoreTeams and
// TeamsScorer write them ("1-1-2": a PAIR of the TEAM sitting there). A
// number that names a pair of the team with two players seats them: the
// pair's first PLAYER as N (E), the second as S (W), for USEBIO says which
// pair sat where, not in which seat. A number that names no pair (the
// team's own number, as protokol writes it when the pairs are not known)
// names no one; one that names another team's pair is read past, with a
// warning.
func (r *reader) seat(e *bridge.Entry, tl *node, ctx, nsTeam, ewTeam string) {
	var seated [4]string
	named := false
	for _, side := range []struct {
		field, team string
		seats       [2]bridge.Seat
	}{{"NS_PAIR_NUMBER", nsTeam, [2]bridge.Seat{bridge.North, bridge.South}}, {"EW_PAIR_NUMBER", ewTeam, [2]bridge.Seat{bridge.East, bridge.West}}} {
		num, nn := tl.field(side.field)
		num = strings.TrimSpace(num)
		if nn == nil || num == "" {
			continue
		}
		if names, ok := r.pairs[side.team][num]; ok {
			if len(names) == 2 {
				seated[side.seats[0]], seated[side.seats[1]] = names[0], names[1]
				named = true
			}
			continue
		}
		var others []string
		for other, pairs := range r.pairs {
			if _, ok := pairs[num]; ok && other != side.team {
				others = append(others, other)
			}
		}
		if len(others) > 0 {
			slices.Sort(others)
			r.f.Warnings = append(r.f.Warnings, bridge.Warnf(bridge.ErrReadPast, nn.pos, ctx+": <"+side.field+">",
				"pair %s is of team %s, which does not sit %s at this table (%s does): its players are not shown",
				bridge.Quote(num), bridge.Quote(r.teams[others[0]]), side.field[:2], bridge.Quote(r.teams[side.team])))
		}
	}
	if named {
		e.Show().Seated = &seated
	}
}
