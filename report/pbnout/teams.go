package pbnout

import (
	"fmt"
	"io"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/report"
)

// writeTeams writes the results of a team event: one game per room (see
// the package comment). The warnings name what the file cannot carry.
func writeTeams(w io.Writer, res *teams.Result, analyses map[int]dd.Analysis, opt Options) (warnings []string, err error) {
	pw := newWriter(w)
	pw.dd = analyses
	pw.header()
	ev := opt.labels(res.Event, res.Site, res.Date)
	first := true
	for _, m := range res.Matches {
		if m.CarryOver.Sign() != 0 {
			warnings = append(warnings, fmt.Sprintf("%s: a carry-over of %s IMPs has no PBN form; give it again with --carry-over when the file is read back", m.MatchKey, m.CarryOver.Decimal(2)))
		}
		for _, b := range m.Boards {
			for _, r := range []struct {
				room *teams.Room
				name string
			}{{&b.Open, "Open"}, {&b.Closed, "Closed"}} {
				if r.room.Absent {
					continue // the input has no result for the room
				}
				if !first {
					pw.line("")
				}
				w := teamGame(pw, ev, m, b.Board, r.room, r.name, opt)
				warnings = append(warnings, w...)
				if first {
					pw.table(standingsTable(res))
					first = false
				}
				if e := r.room.Entry; e.Kind == bridge.Played && !e.Play.Contract.IsPass() && e.Lead.Valid() {
					pw.tag("Play", e.Play.Declarer.Next().String())
					pw.line(e.Lead.String() + " - - -")
					pw.line("*")
				}
			}
		}
	}
	for _, a := range res.Adjustments {
		if a.Adjust != nil && a.Adjust.Kind == bridge.AdjPenalty {
			warnings = append(warnings, fmt.Sprintf("%s, board %d: %q: a procedural penalty has no PBN form; it is in the standings, and not applied when the file is read back", a.Match, a.Board, a.Adjust.String()))
		}
	}
	return warnings, pw.flush()
}

// teamGame writes the tags of one room's game.
func teamGame(pw *writer, ev labels, m teams.Match, b bridge.Board, room *teams.Room, name string, opt Options) []string {
	e := room.Entry
	var warnings []string
	where := fmt.Sprintf("%s, board %d, %s room", m.MatchKey, b.Number, name)
	played := playedTags{}
	others := []tagPair{{"Competition", "Teams"}, {"HomeTeam", m.Home}, {"Room", name}, {"Round", itoa(m.Round)}, {"VisitTeam", m.Away}}
	if e.Section != "" && e.Section != "A" {
		others = append(others, tagPair{"Section", e.Section})
	}
	if e.Table != 0 {
		others = append(others, tagPair{"Table", itoa(e.Table)})
	}
	var note string
	switch e.Kind {
	case bridge.Played:
		played = playTags(e.Play)
		others = append(others, tagPair{"Score", "NS " + itoa(room.ScoreNS)})
	case bridge.NotScored:
		// PBN has no room not scored: written as a room without a result,
		// why in a comment, never in silence.
		note = bridge.NotScoredMark + e.Unscored()
		warnings = append(warnings, fmt.Sprintf("%s: not scored (%s): a room not scored has no PBN form; written as a room without a result and a comment, and the file read back has no result for this room", where, e.Unscored()))
	default:
		if e.Adjust != nil {
			note = "Decision: " + e.Adjust.String()
			warnings = append(warnings, fmt.Sprintf("%s: %q: a room's artificial or assigned score has no PBN form; written as a comment, and the file read back has no result for this room", where, e.Adjust.String()))
		}
	}
	if e.Adjust != nil && e.Kind == bridge.Played && e.Adjust.Kind != bridge.AdjUnparsed {
		note = "Decision: " + e.Adjust.String()
		if e.Adjust.Kind != bridge.AdjPenalty { // penalties are named once, by writeTeams
			warnings = append(warnings, fmt.Sprintf("%s: %q: a decision on a played room has no PBN form; written as a comment, and not applied when the file is read back", where, e.Adjust.String()))
		}
	}
	pw.game(ev, b, [4]string{}, "IMP", played, others)
	if note != "" {
		pw.comment(note)
	}
	return warnings
}

// standingsTable is the standings as a TotalScoreTable whose PairId is the
// team, so that a reader gets each team's roster back from Names.
func standingsTable(res *teams.Result) *table {
	t := &table{tag: "TotalScoreTable", cols: []column{{"Rank", true}, {"RankTie", true}, {"PairId", false},
		{"TotalScoreVP", true}, {"IMPsFor", true}, {"IMPsAgainst", true}, {"NrMatches", true}, {"Names", false}}}
	last := tieEnds(len(res.Standings), func(i int) (int, bool) { return res.Standings[i].Rank, res.Standings[i].Tied })
	for i, st := range res.Standings {
		t.rows = append(t.rows, []cell{number(st.Rank), last[i], quote(st.Team),
			{text: report.VP(st.VP)}, value(st.IMPsFor), value(st.IMPsAgainst),
			number(st.Played), quote(joinNames(st.Names))})
	}
	return t
}
