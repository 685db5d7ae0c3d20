package usebio

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// result reads a traveller line's result into e: CONTRACT, PLAYED_BY,
// TRICKS, LEAD and SCORE (the NS score, for cross-checking); or an
// adjusted SCORE (A6040: NS 60 %, EW 40 %), the producer's own award for
// the table, scored as published; or neither (not played). NOTES are the
// table's remarks.
//
// A line that cannot be scored as it stands (a contract, declarer, tricks
// or score that cannot be read, an adjusted score in another form, a
// score without a contract) does not stop the session: its entry is not
// scored, for the reason said (bridge.Entry.SetUnscored), and keeps what
// could be read. A lead that cannot be read is left out with a warning:
// it does not change the score.
func (r *reader) result(e *bridge.Entry, tl *node, ctx string) {
	score, sn := tl.field("SCORE")
	contract, cn := tl.field("CONTRACT")
	if notes, _ := tl.field("NOTES"); notes != "" {
		e.SetRemarks(notes)
	}
	if strings.HasPrefix(strings.ToUpper(score), "A") {
		aw, ok := adjusted(score)
		if !ok {
			e.SetUnscored("adjusted score " + bridge.Quote(score) + " not read (want A and the NS and EW percentages, such as A6040)")
			return
		}
		e.Kind = bridge.Artificial
		e.Adjust = &bridge.Adjustment{Text: score, Kind: bridge.AdjArtificial, NS: aw[0], EW: aw[1], Pos: sn.pos, Published: true}
		return
	}
	if contract == "" && (score == "" || strings.EqualFold(score, "NP")) {
		e.Kind = bridge.NotPlayed
		return
	}
	v, err := strconv.Atoi(score)
	if score != "" && err == nil {
		e.Claimed = &v
	}
	if cn == nil || contract == "" {
		e.SetUnscored("score " + bridge.Quote(score) + " and no contract")
		return
	}
	c, err := bridge.ParseContract(contract)
	if err != nil {
		e.SetUnscored(why(err))
		return
	}
	e.Play.Contract = c
	if !c.IsPass() {
		by, _ := tl.field("PLAYED_BY")
		seat, err := bridge.ParseSeat(by)
		switch {
		case by == "":
			e.SetUnscored("no declarer (PLAYED_BY)")
		case err != nil:
			e.SetUnscored("declarer: " + why(err))
		}
		e.Play.Declarer = seat
		t, _ := tl.field("TRICKS")
		tricks, err := strconv.Atoi(t)
		switch {
		case e.Kind == bridge.NotScored:
		case t == "":
			e.SetUnscored("no tricks (TRICKS)")
		case err != nil || tricks < 0 || tricks > 13:
			e.SetUnscored("tricks " + bridge.Quote(t) + " (want the tricks declarer won, 0..13)")
		default:
			e.Play.Tricks = tricks
		}
		if l, ln := tl.field("LEAD"); l != "" {
			card, err := bridge.ParseCard(l)
			if err != nil {
				r.f.Warnings = append(r.f.Warnings, bridge.Warnf(bridge.ErrReadPast, ln.pos, ctx+": <LEAD>", "%w: the lead is left out", err))
			} else {
				e.Lead = card
			}
		}
	}
	if score != "" && e.Claimed == nil && e.Kind != bridge.NotScored {
		e.SetUnscored("score " + bridge.Quote(score) + " not read (want the NS score, such as -420, or an adjusted score such as A6040)")
	}
}

// why is an error's message as the reason a line is not scored: its
// position and context are the entry's.
func why(err error) string {
	if e, ok := err.(*bridge.Error); ok {
		return e.Err.Error()
	}
	return err.Error()
}

// adjusted reads an adjusted score A<ns><ew>: each side's percentage in
// two digits (A6040, A5050), or A100000 style three digits each.
func adjusted(t string) ([2]bridge.Award, bool) {
	d := strings.ReplaceAll(t[1:], "/", "")
	if !digits(d) || len(d) != 4 && len(d) != 6 {
		return [2]bridge.Award{}, false
	}
	h := len(d) / 2
	ns, _ := strconv.Atoi(d[:h])
	ew, _ := strconv.Atoi(d[h:])
	if ns > 100 || ew > 100 {
		return [2]bridge.Award{}, false
	}
	return [2]bridge.Award{{Kind: bridge.Percent, Percent: ns}, {Kind: bridge.Percent, Percent: ew}}, true
}
