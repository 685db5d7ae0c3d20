package csvout

import (
	"fmt"
	"strconv"

	"github.com/protokol-bridge/protokol/report"
)

// TeamTravellersHeader is the header of the travellers of a team event
// scored in IMPs; a board-a-match's last column is board_points_home.
var TeamTravellersHeader = []string{"section", "board", "round", "table", "room", "home", "away", "contract", "declarer", "result", "lead", "score_ns", "adjust", "imp_home"}

// teamTravellers writes the travellers of a team event: both rooms of
// every board of every match (a room the input has no result for left
// out), by round, match and board. The warnings name what the file cannot
// carry.
func teamTravellers(cw *writer, ev *report.Event, opt Options) (warnings []string) {
	board, _ := ev.Units()
	header := append([]string(nil), TeamTravellersHeader...)
	header[len(header)-1] = unitColumn(board) + "_home"
	cw.write(header)
	rec := make([]string, len(header))
	for i := range ev.Matches {
		m := &ev.Matches[i]
		if m.CarryOver.Sign() != 0 {
			warnings = append(warnings, fmt.Sprintf("%s: a carry-over of %s IMPs has no traveller column; give it again with --carry-over when the file is read back", m.MatchKey, m.CarryOver.Shown()))
		}
		for j := range m.Boards {
			b := &m.Boards[j]
			for _, r := range []report.Room{b.Open(), b.Closed()} {
				if r.Absent() {
					continue // the input has no result for the room: read back, the board is again in one room
				}
				clear(rec)
				e := r.Entry()
				section := e.Section
				if section == "" {
					section = "A"
				}
				rec[0], rec[1], rec[2], rec[3] = text(section), strconv.Itoa(b.Number), strconv.Itoa(m.Round), itoa0(e.Table)
				rec[4], rec[5], rec[6] = r.Which().String(), text(m.Home.ID), text(m.Away.ID)
				resultCells(rec[7:13], e, r.ScoreNS(), e.Adjust, opt)
				if net := b.Net(); net.Set() { // a board not scored gives no IMPs
					rec[13] = net.Text()
				}
				cw.write(rec)
			}
		}
	}
	return warnings
}

// teamRankings writes rankings.csv of a team event: the standings.
func teamRankings(cw *writer, ev *report.Event) {
	board, match := ev.Units()
	cw.write([]string{"rank", "tied", "team", "names", "played", match, board + "_for", board + "_against"})
	for _, st := range ev.Fields[0].Rows() {
		cw.write([]string{fmt.Sprint(st.Place.Rank), fmt.Sprint(st.Place.Tied), text(st.ID), names(st.Names), fmt.Sprint(st.Played),
			st.Total.Text(), st.For.Text(), st.Against.Text()})
	}
}

// unitColumn is a unit as a column's prefix: imp_home (as before board
// points had a column of their own), board_points_home.
func unitColumn(unit string) string {
	if unit == "imps" {
		return "imp"
	}
	return unit
}
