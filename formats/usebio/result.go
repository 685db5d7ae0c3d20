package usebio

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// result reads a traveller line's result into e: CONTRACT, PLAYED_BY,
// TRICKS, LEAD and SCORE (the NS score, for cross-checking); or an
// adjusted SCORE (A6040: NS 60 %, EW 40 %), the producer's own award for
// the table, scored as published; or neither (not played). NOTES are the
// table's remarks. In an individual event a SCORE without a CONTRACT is
// the table's score as published (scoreOnly); in a pairs event it is not
// scored.
//
// A line that cannot be scored as it stands (a contract, declarer, tricks
// or score that cannot be read, an adjusted score in another form, a
// score without a contract) does not stop the session: its entry is not
// scored, for the reason said (bridge.Entry.SetUnscored), and keeps what
// could be read. A lead that cannot be read is left out with a warning:
// it does not change the score. When no line of the file can be scored,
// the file is not what it seems, and the lines' problems are errors (see
// unscoredOnly).
func (r *reader) result(e *bridge.Entry, tl *node, ctx string) {
	score, sn := tl.field("SCORE")
	contract, cn := tl.field("CONTRACT")
	if notes, _ := tl.field("NOTES"); notes != "" {
		e.SetRemarks(notes)
	}
	at := func(n *node) bridge.Pos {
		if n != nil {
			return n.pos
		}
		return tl.pos
	}
	if strings.HasPrefix(strings.ToUpper(score), "A") {
		aw, ok := adjusted(score)
		if !ok {
			r.unscored(e, sn.pos, ctx+": <SCORE>", fmt.Errorf("%w: adjusted score %s not read (want A and the NS and EW percentages, such as A6040)", formats.ErrValue, bridge.Quote(score)))
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
		e.Claimed, e.HasClaimed = v, true
	}
	if contract == "" && r.f.Individual && scoreOnly(e, score, sn) {
		return
	}
	if cn == nil {
		r.unscored(e, tl.pos, ctx, fmt.Errorf("%w: no <CONTRACT> (want a contract, or an adjusted SCORE such as A6040)", formats.ErrMissing))
		return
	}
	if contract == "" {
		r.unscored(e, cn.pos, ctx, fmt.Errorf("%w: an empty <CONTRACT> (want a contract, or an adjusted SCORE such as A6040)", formats.ErrMissing))
		return
	}
	c, err := bridge.ParseContract(contract)
	if err != nil {
		r.unscored(e, cn.pos, ctx+": <CONTRACT>", err)
		return
	}
	e.Play.Contract = c
	if !c.IsPass() {
		by, bn := tl.field("PLAYED_BY")
		seat, err := bridge.ParseSeat(by)
		switch {
		case by == "":
			r.unscored(e, at(bn), ctx, fmt.Errorf("%w: no <PLAYED_BY> (want the declarer: N, E, S or W)", formats.ErrMissing))
		case err != nil:
			r.unscored(e, bn.pos, ctx+": <PLAYED_BY>", err)
		}
		e.Play.Declarer = seat
		t, tn := tl.field("TRICKS")
		tricks, err := strconv.Atoi(t)
		switch {
		case t == "":
			r.unscored(e, at(tn), ctx, fmt.Errorf("%w: no <TRICKS> (want the tricks declarer won, 0..13)", formats.ErrMissing))
		case err != nil || tricks < 0 || tricks > 13:
			r.unscored(e, tn.pos, ctx+": <TRICKS>", fmt.Errorf("%w: %s (want the tricks declarer won, 0..13)", bridge.ErrTricks, bridge.Quote(t)))
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
	if score != "" && !e.HasClaimed {
		r.unscored(e, sn.pos, ctx+": <SCORE>", fmt.Errorf("%w: %s is not a score (want the NS score, such as -420, or an adjusted score such as A6040)", formats.ErrValue, bridge.Quote(score)))
	}
}

// unscored makes e not scored for err, the problem of its element at pos
// (the first problem of a line counts): the reason is err's message, with
// the element named and without the words of formats' sentinels and what
// was wanted. The problem is kept as
// an error too (up to formats.MaxErrors), for a file none of whose lines
// can be scored.
func (r *reader) unscored(e *bridge.Entry, pos bridge.Pos, ctx string, err error) {
	if e.Kind == bridge.NotScored {
		return
	}
	msg := err.Error()
	if i := strings.LastIndex(msg, " (want "); i > 0 && strings.HasSuffix(msg, ")") {
		msg = msg[:i]
	}
	for _, s := range []error{formats.ErrValue, formats.ErrMissing} {
		msg = strings.TrimPrefix(msg, s.Error()+": ")
	}
	if _, elem, ok := strings.Cut(ctx, ": <"); ok {
		msg = "<" + elem + ": " + msg
	}
	e.SetUnscored(msg)
	if len(r.unscoredErrs) < formats.MaxErrors {
		r.unscoredErrs = append(r.unscoredErrs, &bridge.Error{Pos: pos, Context: ctx, Err: err})
	}
}

// unscoredOnly turns the problems of the lines not scored into errors when
// no line of the file can be scored: another notation, fields taken for
// others; the file is not the results file it seems.
func (r *reader) unscoredOnly() {
	es := r.f.Session.Entries
	if len(es) == 0 || len(r.unscoredErrs) == 0 {
		return
	}
	for i := range es {
		if es[i].Kind != bridge.NotScored {
			return
		}
	}
	r.errs = append(r.errs, r.unscoredErrs...)
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
