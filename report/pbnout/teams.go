package pbnout

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/report"
)

// teamGames writes the games of a team event: one per room (see the
// package comment). The warnings name what the file cannot carry.
func teamGames(pw *writer, ev *report.Event, lb labels, opt Options) (warnings []string) {
	first := true
	for i := range ev.Matches {
		m := &ev.Matches[i]
		if m.CarryOver.Sign() != 0 {
			warnings = append(warnings, fmt.Sprintf("%s: a carry-over of %s IMPs has no PBN form; give it again with --carry-over when the file is read back", m.MatchKey, m.CarryOver.Shown()))
		}
		for j := range m.Boards {
			b := &m.Boards[j]
			for _, r := range []struct {
				room report.Room
				name string
			}{{b.Open(), "Open"}, {b.Closed(), "Closed"}} {
				if r.room.Absent() {
					continue // the input has no result for the room
				}
				if !first {
					pw.line("")
				}
				w := teamGame(pw, lb, m, b, r.room, r.name, opt)
				warnings = append(warnings, w...)
				if first {
					pw.table(standingsTable(ev))
					first = false
				}
				if e := r.room.Entry(); e.Kind == bridge.Played && !e.Play.Contract.IsPass() && e.Lead.Valid() {
					pw.tag("Play", e.Play.Declarer.Next().String())
					pw.line(e.Lead.String() + " - - -")
					pw.line("*")
				}
			}
		}
	}
	for _, a := range ev.Adjustments {
		if a.IsPenalty() {
			warnings = append(warnings, fmt.Sprintf("%s, board %d: %q: a procedural penalty has no PBN form; it is in the standings, and not applied when the file is read back", a.Match, a.Board, a.Decision.String()))
		}
	}
	return warnings
}

// teamGame writes the tags of one room's game.
func teamGame(pw *writer, lb labels, m *report.Match, b *report.MatchBoard, room report.Room, name string, opt Options) []string {
	e := room.Entry()
	var warnings []string
	where := fmt.Sprintf("%s, board %d, %s room", m.MatchKey, b.Number, name)
	played := playedTags{}
	others := []tagPair{{"Competition", "Teams"}, {"HomeTeam", m.Home.ID}, {"Room", name}, {"Round", itoa(m.Round)}, {"VisitTeam", m.Away.ID}}
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
		others = append(others, tagPair{"Score", "NS " + itoa(room.ScoreNS())})
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
		if e.Adjust.Kind != bridge.AdjPenalty { // penalties are named once, by teamGames
			warnings = append(warnings, fmt.Sprintf("%s: %q: a decision on a played room has no PBN form; written as a comment, and not applied when the file is read back", where, e.Adjust.String()))
		}
	}
	pw.game(lb, b.Board.Board, b.DD, [4]string{}, "IMP", played, others)
	if note != "" {
		pw.comment(note)
	}
	return warnings
}

// standingsTable is the standings as a TotalScoreTable whose PairId is the
// team, so that a reader gets each team's roster back from Names.
func standingsTable(ev *report.Event) *table {
	t := &table{tag: "TotalScoreTable", cols: []column{{"Rank", true}, {"RankTie", true}, {"PairId", false},
		{"TotalScoreVP", true}, {"IMPsFor", true}, {"IMPsAgainst", true}, {"NrMatches", true}, {"Names", false}}}
	f := &ev.Fields[0]
	last := tieEnds(f)
	for i, st := range f.Rows() {
		t.rows = append(t.rows, []cell{number(st.Place.Rank), last[i], quote(st.ID),
			value(st.Total), value(st.For), value(st.Against),
			number(st.Played), quote(joinNames(st.Names))})
	}
	return t
}
