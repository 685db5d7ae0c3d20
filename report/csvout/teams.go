package csvout

import (
	"fmt"
	"io"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/report"
)

// TeamTravellersHeader is the header of the travellers of a team event
// scored in IMPs; a board-a-match's last column is board_points_home.
var TeamTravellersHeader = []string{"section", "board", "round", "table", "room", "home", "away", "contract", "declarer", "result", "lead", "score_ns", "adjust", "imp_home"}

// writeTeamTravellers writes travellers.csv of a team event: both rooms of
// every board of every match (a room the input has no result for left
// out), by round, match and board. The warnings name what the file cannot
// carry.
func writeTeamTravellers(w io.Writer, res *teams.Result, opt Options) (warnings []string, err error) {
	cw := newWriter(w)
	board, _ := res.Units()
	header := append([]string(nil), TeamTravellersHeader...)
	header[len(header)-1] = unitColumn(board) + "_home"
	cw.write(header)
	rec := make([]string, len(header))
	for _, m := range res.Matches {
		if m.CarryOver.Sign() != 0 {
			warnings = append(warnings, fmt.Sprintf("%s: a carry-over of %s IMPs has no traveller column; give it again with --carry-over when the file is read back", m.MatchKey, m.CarryOver.Decimal(2)))
		}
		for _, b := range m.Boards {
			for _, r := range []*teams.Room{&b.Open, &b.Closed} {
				if r.Absent {
					continue // the input has no result for the room: read back, the board is again in one room
				}
				clear(rec)
				e := r.Entry
				section := e.Section
				if section == "" {
					section = "A"
				}
				room := e.Room
				if room == bridge.NoRoom {
					room = bridge.OpenRoom
					if r == &b.Closed {
						room = bridge.ClosedRoom
					}
				}
				rec[0], rec[1], rec[2], rec[3] = text(section), strconv.Itoa(b.Board.Number), strconv.Itoa(m.Round), itoa0(e.Table)
				rec[4], rec[5], rec[6] = room.String(), text(m.Home), text(m.Away)
				resultCells(rec[7:13], &e, r.ScoreNS, e.Adjust, opt)
				if !b.NotScored() { // a board not scored gives no IMPs
					rec[13] = q6(b.Net)
				}
				cw.write(rec)
			}
		}
	}
	return warnings, cw.flush()
}

// writeTeamRankings writes rankings.csv of a team event: the standings.
func writeTeamRankings(w io.Writer, res *teams.Result) error {
	if _, err := io.WriteString(w, bom); err != nil {
		return err
	}
	cw := newWriter(w)
	board, match := res.Units()
	cw.write([]string{"rank", "tied", "team", "names", "played", match, board + "_for", board + "_against"})
	for _, st := range res.Standings {
		cw.write([]string{fmt.Sprint(st.Rank), fmt.Sprint(st.Tied), text(st.Team), names(st.Names), fmt.Sprint(st.Played),
			report.VP(st.VP), q6(st.IMPsFor), q6(st.IMPsAgainst)})
	}
	return cw.flush()
}

// unitColumn is a unit as a column's prefix: imp_home (as before board
// points had a column of their own), board_points_home.
func unitColumn(unit string) string {
	if unit == "imps" {
		return "imp"
	}
	return unit
}
