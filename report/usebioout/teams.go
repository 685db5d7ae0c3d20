package usebioout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/report"
)

// teams writes a team event: in Compscore's layout PARTICIPANTS > TEAM
// TEAM_ID TEAM_NAME (TOTAL_SCORE in VPs, PLACE, PLAYER > PLAYER_NAME) and
// the MATCH elements in EVENT; in the EBU's, as TeamsScorer writes it,
// both in SESSION, each TEAM also with its PAIR elements and each line
// with its pairs' numbers. A MATCH has ROUND_NUMBER, TEAM, OPPOSING_TEAM,
// TEAM_SCORE, OPPOSING_TEAM_SCORE (VPs) and its BOARD elements:
// BOARD_NUMBER, IMPS (to TEAM), TRAVELLER_LINE (DIRECTION where TEAM sat:
// NS in the open room, EW in the closed one; then as for pairs).
//
// A board-a-match is written as EBUScoreTeams writes a point-a-board
// event: BOARD_SCORING_METHOD and MATCH_SCORING_METHOD PAB (the match
// method VPS when its matches are converted into VPs), each BOARD's
// TEAM_POINTS and OPPOSING_TEAM_POINTS in place of IMPS, and the board
// points on EBUScoreTeams' scale, doubled (2, 1 or 0 a board; an
// artificial room's 0.6 is 1.2): a match's TEAM_SCORE is the sum of its
// boards', a team's TOTAL_SCORE the sum of its matches' (or the VPs).
func (x *writer) teams(ev *report.Event, opt Options) {
	x.open("EVENT", "EVENT_TYPE", "TEAMS")
	boardMethod, matchMethod := "IMPS", "VPS"
	bam := ev.Method == report.MethodBAM
	if bam {
		boardMethod, matchMethod = "PAB", "PAB"
		if ev.VPs {
			matchMethod = "VPS"
		}
	}
	// score is a match's or a team's score: VPs, or doubled board points.
	score := report.Figure.Shown
	if !ev.VPs {
		score = pab
	}
	x.eventHead(ev.Title, ev.Site, ev.Date, opt, 1, 1, boardMethod, matchMethod)
	if x.ebu {
		x.open("SESSION", "SESSION_ID", "1")
	}
	// Team numbers: 1, 2, ... in the order of the standings.
	standings := &ev.Fields[0]
	ids := map[string]string{}
	for i, st := range standings.Rows() {
		ids[st.ID] = strconv.Itoa(i + 1)
	}
	var tp teamPairs
	if x.ebu {
		tp = findPairs(ev, ids)
	}
	x.open("PARTICIPANTS")
	var short []string
	for _, st := range standings.Rows() {
		x.open("TEAM", "TEAM_ID", ids[st.ID], "TEAM_NAME", st.ID)
		x.field("TOTAL_SCORE", score(st.Total))
		x.field("PLACE", x.place(st.Place.Rank, st.Place.Tied))
		x.masterPoints(&st)
		for _, p := range tp.of[st.ID] {
			x.open("PAIR")
			x.field("PAIR_NUMBER", p.number)
			x.players(p.names[:])
			x.close("PAIR")
		}
		// The roster, which protokol's reader takes (the players of a
		// team whose pairs are not known, too).
		if x.players(st.Names) && !x.ebu {
			short = append(short, ids[st.ID])
		}
		x.close("TEAM")
	}
	x.close("PARTICIPANTS")
	if len(short) > 0 {
		x.warn("teams %s: fewer than two players named: each one missing is written as an empty PLAYER_NAME", strings.Join(short, ", "))
	}
	if x.ebu && len(tp.unknown) > 0 {
		x.warn("teams %s: the input does not name the players at every table, so the pairs are not known: a line of such a room gives the team's TEAM_ID for its pair; the UK club site's importer takes a team's players only pair by pair (TEAM > PAIR), two pairs or more a team", strings.Join(tp.unknown, ", "))
	}
	// The boards of the hand set, in the order they were first played.
	var boards []*bridge.Board
	seen := map[int]bool{}
	for i := range ev.Matches {
		m := &ev.Matches[i]
		if m.CarryOver.Sign() != 0 {
			x.warn("%s: the carry-over of %s IMPs is not carried (USEBIO has no carry-overs)", m.MatchKey, m.CarryOver.Shown())
		}
		penalties := x.penalties
		x.open("MATCH")
		x.field("ROUND_NUMBER", strconv.Itoa(max(m.Round, 1)))
		x.field("TEAM", ids[m.Home.ID])
		x.field("OPPOSING_TEAM", ids[m.Away.ID])
		x.field("TEAM_SCORE", score(m.VPHome))
		x.field("OPPOSING_TEAM_SCORE", score(m.VPAway))
		for j := range m.Boards {
			b := &m.Boards[j]
			if !seen[b.Number] {
				seen[b.Number] = true
				boards = append(boards, b.Board.Board)
				x.checkBoard(b.Board.Board)
			}
			x.open("BOARD")
			x.field("BOARD_NUMBER", strconv.Itoa(b.Number))
			if bam {
				home, away, _ := b.Own()
				x.field("TEAM_POINTS", pab(home))
				x.field("OPPOSING_TEAM_POINTS", pab(away))
			} else {
				x.field("IMPS", b.Net().Shown())
			}
			for _, room := range []struct {
				r   report.Room
				dir string
			}{{b.Open(), "NS"}, {b.Closed(), "EW"}} {
				e := room.r.Entry()
				ctx := fmt.Sprintf("%s, board %d, room %s", m.MatchKey, b.Number, e.Room.Name())
				if e.Room == bridge.NoRoom || room.r.Absent() {
					continue // the room has no result
				}
				if e.Kind == bridge.Assigned {
					x.warn("%s: the assigned score %s is not carried (USEBIO has no assigned scores): the line is left out", ctx, bridge.Quote(adjText(e.Adjust)))
					continue
				}
				x.open("TRAVELLER_LINE")
				x.field("DIRECTION", room.dir)
				if x.ebu {
					ns, ew := tp.line(*e, ids)
					x.field("NS_PAIR_NUMBER", ns)
					x.field("EW_PAIR_NUMBER", ew)
				}
				x.result(*e, ctx, room.r.ScoreNS())
				x.close("TRAVELLER_LINE")
				if e.Kind == bridge.NotScored {
					x.warn("%s: not scored (%s): written as a line without a result, which reads back as not played in this room, and the board's IMPS as 0 (USEBIO has no room not scored)", ctx, e.Unscored())
				}
			}
			x.close("BOARD")
		}
		x.close("MATCH")
		if x.penalties == penalties && m.Penalized {
			x.warn("%s: penalties are not carried (USEBIO has no penalties)", m.MatchKey)
		}
	}
	if x.ebu {
		x.close("SESSION")
	}
	x.close("EVENT")
	x.handset(boards)
}

// teamPair is two players of a team who sat together at a table.
type teamPair struct {
	number string // "TEAM-K": the team's number, and K in the order met
	names  [2]string
}

// teamPairs are the pairs of each team, as the rooms' players (Seated)
// show them.
type teamPairs struct {
	of map[string][]teamPair // by team
	// unknown are the teams (quoted) with a room whose players the input
	// does not name.
	unknown []string
}

// sides are a room's two pairs: the team at NS with its N and S players,
// the team at EW with its E and W players.
func sides(e bridge.Entry) [2]struct {
	team    string
	players [2]string
} {
	var s [2]struct {
		team    string
		players [2]string
	}
	s[0].team, s[1].team = e.NS, e.EW
	if seated := e.Seated(); seated != nil {
		s[0].players = [2]string{strings.TrimSpace(seated[bridge.North]), strings.TrimSpace(seated[bridge.South])}
		s[1].players = [2]string{strings.TrimSpace(seated[bridge.East]), strings.TrimSpace(seated[bridge.West])}
	}
	return s
}

// key is a pair's two players in an order that does not depend on the
// seats they took.
func key(p [2]string) [2]string {
	if p[1] < p[0] {
		p[0], p[1] = p[1], p[0]
	}
	return p
}

// findPairs finds each team's pairs in the order the matches meet them.
func findPairs(ev *report.Event, ids map[string]string) teamPairs {
	tp := teamPairs{of: map[string][]teamPair{}}
	unknown := map[string]bool{}
	index := map[string]map[[2]string]bool{}
	for i := range ev.Matches {
		for j := range ev.Matches[i].Boards {
			b := &ev.Matches[i].Boards[j]
			for _, r := range []report.Room{b.Open(), b.Closed()} {
				if r.Entry().Room == bridge.NoRoom || r.Absent() {
					continue
				}
				for _, s := range sides(*r.Entry()) {
					if s.players[0] == "" || s.players[1] == "" {
						unknown[s.team] = true
						continue
					}
					k := key(s.players)
					if index[s.team] == nil {
						index[s.team] = map[[2]string]bool{}
					}
					if !index[s.team][k] {
						index[s.team][k] = true
						tp.of[s.team] = append(tp.of[s.team], teamPair{
							number: ids[s.team] + "-" + strconv.Itoa(len(tp.of[s.team])+1),
							names:  s.players,
						})
					}
				}
			}
		}
	}
	for _, st := range ev.Fields[0].Rows() {
		if unknown[st.ID] {
			tp.unknown = append(tp.unknown, bridge.Quote(st.ID))
		}
	}
	return tp
}

// line is the NS and EW pair numbers of a room: the pairs' numbers, or the
// team's when its players are not named.
func (tp teamPairs) line(e bridge.Entry, ids map[string]string) (ns, ew string) {
	var out [2]string
	for i, s := range sides(e) {
		out[i] = ids[s.team]
		if s.players[0] == "" || s.players[1] == "" {
			continue
		}
		k := key(s.players)
		for _, p := range tp.of[s.team] {
			if key(p.names) == k {
				out[i] = p.number
			}
		}
	}
	return out[0], out[1]
}

// pab is board points (1, ½ or 0 a board) as EBUScoreTeams writes them,
// doubled: "2", "1", "0"; "1.2" for an artificial room's 0.6.
func pab(f report.Figure) string { return f.Doubled().Shown() }
