// Package usebioout writes results.xml: the results of a scored session as
// a USEBIO 1.2 results file, the XML that masterpoint systems and results
// sites take (see the README for which). It computes nothing: every figure
// comes from compute/pairs or compute/teams.
//
// # The file
//
// UTF-8 with the XML declaration, the DOCTYPE of USEBIO 1.2, LF line ends,
// two spaces of indent per level; text from the input (event, names, team
// names) is escaped. The same result gives the same bytes: nothing of the
// run (time, version) is written.
//
// USEBIO > EVENT (EVENT_TYPE MP_PAIRS, BUTLER_PAIRS, CROSS_IMP or TEAMS) >
// EVENT_DESCRIPTION, PROGRAM_NAME, WINNER_TYPE (1: one ranking, 2: NS and
// EW ranked apart), DATE (DD/MM/YYYY when the date is YYYY.MM.DD), VENUE,
// SESSION_COUNT, SECTION_COUNT, BOARD_SCORING_METHOD (MATCH_POINTS, BUTLER,
// CROSS_IMPS; IMPS for teams) and, for teams, MATCH_SCORING_METHOD (VPS),
// then the participants and boards, as the Compscore3 files do: directly
// in EVENT for one unnamed section, in SESSION SESSION_ID="1" > SECTION
// SECTION_ID="…" elements otherwise. After EVENT, a HANDSET holds the
// deals.
//
// Pairs: PARTICIPANTS > PAIR (PAIR_NUMBER, "12NS"/"12EW" in a Mitchell;
// DIRECTION; TOTAL_SCORE, PERCENTAGE for matchpoints, PLACE "3" or "3=";
// PLAYER > PLAYER_NAME); BOARD > BOARD_NUMBER, TRAVELLER_LINE
// (NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, LEAD as rank and
// suit, TRICKS, SCORE the NS score, and the line's NS_/EW_MATCH_POINTS,
// _BUTLER_POINTS or _CROSS_IMP_POINTS). An artificial score is SCORE
// A<ns><ew> (A6040) without a contract; a board not played has neither.
//
// Teams: PARTICIPANTS > TEAM TEAM_ID TEAM_NAME (TOTAL_SCORE in VPs, PLACE,
// PLAYER > PLAYER_NAME); MATCH > ROUND_NUMBER, TEAM, OPPOSING_TEAM,
// TEAM_SCORE, OPPOSING_TEAM_SCORE (VPs), BOARD > BOARD_NUMBER, IMPS (to
// TEAM), TRAVELLER_LINE (DIRECTION where TEAM sat: NS in the open room, EW
// in the closed one; then as for pairs).
//
// What USEBIO cannot carry is a warning, never dropped unseen: an assigned
// or weighted score (the line is left out), a procedural penalty, a fouled
// board's group, a dealer or vulnerability other than the board number's,
// a carry-over, the hand record's double-dummy tables and par; an
// average (A+, A, A-) is written as the percentages
// 60/50/40.
package usebioout

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/report"
)

// Options: Title and Date replace the event's own when not empty.
type Options struct {
	Title, Date string
}

// Write writes results.xml for a pairs or a team event. The warnings name
// what the file cannot carry.
func Write(w io.Writer, res *event.Result, opt Options) (warnings []string, err error) {
	x := &writer{w: bufio.NewWriter(w)}
	switch {
	case res == nil:
		return nil, report.ErrNoResult
	case res.Kind == event.Pairs && res.Pairs != nil:
		x.pairs(res.Pairs, opt)
	case res.Kind == event.Teams && res.Teams != nil:
		x.teams(res.Teams, opt)
	default:
		return nil, report.ErrNoResult
	}
	if err := x.w.Flush(); err != nil {
		return x.warnings, err
	}
	return x.warnings, nil
}

type writer struct {
	w        *bufio.Writer
	depth    int
	warnings []string
	// penalties counts the penalties warned about on lines.
	penalties int
}

func (x *writer) warn(format string, args ...any) {
	x.warnings = append(x.warnings, fmt.Sprintf(format, args...))
}

func (x *writer) indent() {
	for i := 0; i < x.depth; i++ {
		x.w.WriteString("  ")
	}
}

// open writes a start tag with its attributes (name, value pairs).
func (x *writer) open(name string, attrs ...string) {
	x.indent()
	x.w.WriteString("<" + name)
	for i := 0; i+1 < len(attrs); i += 2 {
		x.w.WriteString(" " + attrs[i] + `="`)
		xml.EscapeText(x.w, []byte(attrs[i+1]))
		x.w.WriteString(`"`)
	}
	x.w.WriteString(">\n")
	x.depth++
}

func (x *writer) close(name string) {
	x.depth--
	x.indent()
	x.w.WriteString("</" + name + ">\n")
}

// field writes <name>text</name>, the text escaped.
func (x *writer) field(name, text string) {
	x.indent()
	x.w.WriteString("<" + name + ">")
	xml.EscapeText(x.w, []byte(text))
	x.w.WriteString("</" + name + ">\n")
}

func (x *writer) header() {
	x.w.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	x.w.WriteString(`<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">` + "\n")
	x.open("USEBIO", "Version", "1.2")
}

// eventHead writes the EVENT's fields before its participants.
func (x *writer) eventHead(title, site, date string, opt Options, winnerType, sections int, boardMethod, matchMethod string) {
	if opt.Title != "" {
		title = opt.Title
	}
	if opt.Date != "" {
		date = opt.Date
	}
	x.field("EVENT_DESCRIPTION", title)
	x.field("PROGRAM_NAME", "protokol")
	x.field("WINNER_TYPE", strconv.Itoa(winnerType))
	if date != "" {
		x.field("DATE", usebioDate(date))
	}
	if site != "" {
		x.field("VENUE", site)
	}
	x.field("SESSION_COUNT", "1")
	x.field("SECTION_COUNT", strconv.Itoa(sections))
	x.field("BOARD_SCORING_METHOD", boardMethod)
	if matchMethod != "" {
		x.field("MATCH_SCORING_METHOD", matchMethod)
	}
}

// usebioDate is a PBN date YYYY.MM.DD as DD/MM/YYYY; other text is kept.
func usebioDate(t string) string {
	p := strings.Split(t, ".")
	if len(p) == 3 && len(p[0]) == 4 && len(p[1]) == 2 && len(p[2]) == 2 {
		return p[2] + "/" + p[1] + "/" + p[0]
	}
	return t
}

// pairNumber is a pair's USEBIO number: "12", or "12NS" in a Mitchell.
func pairNumber(k pairs.PairKey) string {
	return k.ID + k.Direction.String()
}

func place(rank int, tied bool) string {
	if tied {
		return strconv.Itoa(rank) + "="
	}
	return strconv.Itoa(rank)
}

// points is a figure with at most two decimals, exact when two hold it.
func points(q exact.Q) string { return q.Decimal(2) }

func (x *writer) players(names []string) {
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" {
			x.open("PLAYER")
			x.field("PLAYER_NAME", n)
			x.close("PLAYER")
		}
	}
}

// pairs writes a pairs event.
func (x *writer) pairs(res *pairs.Result, opt Options) {
	x.header()
	evType, method, ptsName := "MP_PAIRS", "MATCH_POINTS", "MATCH_POINTS"
	switch res.Method {
	case pairs.Butler:
		evType, method, ptsName = "BUTLER_PAIRS", "BUTLER", "BUTLER_POINTS"
	case pairs.CrossIMPs:
		evType, method, ptsName = "CROSS_IMP", "CROSS_IMPS", "CROSS_IMP_POINTS"
	}
	// The sections, in the order of the rankings; a section's name as the
	// scoring gives it.
	var sections []string
	for _, rk := range res.Rankings {
		if len(sections) == 0 || sections[len(sections)-1] != rk.Section {
			sections = append(sections, rk.Section)
		}
	}
	winner := 1
	for _, rk := range res.Rankings {
		if rk.Direction != bridge.DirectionNone {
			winner = 2
		}
	}
	x.open("EVENT", "EVENT_TYPE", evType)
	x.eventHead(res.Event, res.Site, res.Date, opt, winner, len(sections), method, "")
	flat := len(sections) <= 1 && (len(sections) == 0 || entrySection(res, sections[0]) == "")
	if !flat {
		x.open("SESSION", "SESSION_ID", "1")
	}
	for _, sec := range sections {
		if !flat {
			x.open("SECTION", "SECTION_ID", sec)
		}
		x.open("PARTICIPANTS")
		for _, rk := range res.Rankings {
			if rk.Section != sec {
				continue
			}
			for _, row := range rk.Rows {
				x.open("PAIR")
				x.field("PAIR_NUMBER", pairNumber(row.Pair))
				x.field("DIRECTION", row.Pair.Direction.String())
				x.field("TOTAL_SCORE", points(row.Total))
				if !res.Method.IMPs() {
					x.field("PERCENTAGE", row.Percent.Round(2))
				}
				x.field("PLACE", place(row.Rank, row.Tied))
				x.players(row.Names)
				x.close("PAIR")
			}
		}
		x.close("PARTICIPANTS")
		for _, b := range res.Boards {
			var lines []pairs.Line
			for _, l := range b.Lines {
				if l.Section() == sec {
					lines = append(lines, l)
				}
			}
			if len(lines) == 0 {
				continue
			}
			x.checkBoard(b.Board)
			x.open("BOARD")
			x.field("BOARD_NUMBER", strconv.Itoa(b.Number))
			for _, l := range lines {
				x.pairsLine(b.Number, l, res.Method.IMPs(), ptsName)
			}
			x.close("BOARD")
		}
		if !flat {
			x.close("SECTION")
		}
	}
	if !flat {
		x.close("SESSION")
	}
	x.close("EVENT")
	var boards []bridge.Board
	for _, b := range res.Boards {
		boards = append(boards, b.Board)
	}
	x.handset(boards)
	x.close("USEBIO")
}

// entrySection is the section as the input wrote it for the scoring's
// section name (the first entry's), "" when the input named none.
func entrySection(res *pairs.Result, sec string) string {
	for _, b := range res.Boards {
		for _, l := range b.Lines {
			if l.Section() == sec {
				return l.Entry.Section
			}
		}
	}
	return ""
}

// checkBoard warns when the board's dealer or vulnerability is not the
// one its number gives: USEBIO has no place for them.
func (x *writer) checkBoard(b bridge.Board) {
	if b.Dealer != bridge.Dealer(b.Number) || b.Vul != bridge.Vulnerability(b.Number) {
		x.warn("board %d: dealer %s, vulnerable %s: not carried (USEBIO takes them from the board number: dealer %s, vulnerable %s)",
			b.Number, b.Dealer, b.Vul, bridge.Dealer(b.Number), bridge.Vulnerability(b.Number))
	}
}

// lineContext names a pairs line for warnings.
func lineContext(board int, l pairs.Line) string {
	return fmt.Sprintf("board %d, NS %s, EW %s", board, l.NS().ID, l.EW().ID)
}

func (x *writer) pairsLine(board int, l pairs.Line, imps bool, ptsName string) {
	e := l.Entry
	if e.Kind == bridge.Assigned {
		x.warn("%s: the assigned score %s is not carried (USEBIO has no assigned scores): the line is left out", lineContext(board, l), bridge.Quote(adjText(e.Adjust)))
		return
	}
	x.open("TRAVELLER_LINE")
	x.field("NS_PAIR_NUMBER", pairNumber(l.NS()))
	x.field("EW_PAIR_NUMBER", pairNumber(l.EW()))
	x.result(*e, lineContext(board, l), l.ScoreNS)
	if l.Scored || e.Kind == bridge.Artificial {
		ns, ew := l.MPNS(), l.MPEW()
		if imps {
			ns, ew = l.IMPNS(), l.IMPEW()
		}
		x.field("NS_"+ptsName, points(ns))
		x.field("EW_"+ptsName, points(ew))
	}
	x.close("TRAVELLER_LINE")
}

func adjText(a *bridge.Adjustment) string {
	if a == nil {
		return ""
	}
	return a.Text
}

// result writes a line's CONTRACT, PLAYED_BY, LEAD, TRICKS and SCORE, or
// its artificial score. SCORE is the NS score the input stated, else the
// one scored (scoreNS).
func (x *writer) result(e bridge.Entry, ctx string, scoreNS int) {
	switch e.Kind {
	case bridge.NotPlayed, bridge.NotScored: // USEBIO has no table not scored: written as not played
		return
	case bridge.Artificial:
		x.field("SCORE", "A"+award(e.Adjust.NS, x, ctx)+award(e.Adjust.EW, x, ctx))
		return
	}
	if a := e.Adjust; a != nil {
		switch a.Kind {
		case bridge.AdjPenalty:
			x.warn("%s: the penalty %s is not carried (USEBIO has no penalties)", ctx, bridge.Quote(a.Text))
			x.penalties++
		case bridge.AdjFouled:
			x.warn("%s: the fouled board's group %s is not carried (USEBIO has no fouled boards)", ctx, bridge.Quote(a.Group))
		}
	}
	p := e.Play
	x.field("CONTRACT", p.Contract.String())
	if p.Contract.IsPass() {
		x.field("SCORE", "0")
		return
	}
	x.field("PLAYED_BY", p.Declarer.String())
	if e.Lead.Valid() {
		x.field("LEAD", e.Lead.Rank().String()+e.Lead.Suit().String())
	}
	x.field("TRICKS", strconv.Itoa(p.Tricks))
	if e.Claimed != nil {
		scoreNS = *e.Claimed
	}
	x.field("SCORE", strconv.Itoa(scoreNS))
}

// award is one side's artificial score in two digits: a percentage, or
// 60/50/40 for A+, A, A- (with a warning).
func award(a bridge.Award, x *writer, ctx string) string {
	p := a.Percent
	switch a.Kind {
	case bridge.AveragePlus:
		p = 60
	case bridge.Average:
		p = 50
	case bridge.AverageMinus:
		p = 40
	}
	if a.Kind != bridge.Percent {
		x.warn("%s: %s written as %d%% (USEBIO carries percentages only)", ctx, a, p)
	}
	if p >= 100 {
		p = 99
		x.warn("%s: 100%% written as 99%% (USEBIO has two digits a side)", ctx)
	}
	return fmt.Sprintf("%02d", p)
}

// handset writes the deals of the boards that have one.
func (x *writer) handset(boards []bridge.Board) {
	var with []bridge.Board
	for _, b := range boards {
		if !b.Deal.Empty() {
			with = append(with, b)
		}
	}
	if len(with) == 0 {
		return
	}
	var dd []string
	for _, b := range with {
		h := b.HandRecord
		if h.DoubleDummyTricks != nil || h.OptimumResultTable != nil || h.OptimumScore != nil {
			dd = append(dd, strconv.Itoa(b.Number))
		}
	}
	if len(dd) > 0 {
		x.warn("boards %s: the hand record's double-dummy tables and par are not carried (USEBIO has no place for them)", strings.Join(dd, ", "))
	}
	x.open("HANDSET")
	for _, b := range with {
		x.open("BOARD")
		x.field("BOARD_NUMBER", strconv.Itoa(b.Number))
		for _, s := range []bridge.Seat{bridge.North, bridge.East, bridge.South, bridge.West} {
			if !b.Deal.Known[s] {
				continue
			}
			h := b.Deal.Hands[s]
			x.open("HAND")
			x.field("DIRECTION", seatName[s])
			x.field("CLUBS", h.SuitText(bridge.SuitClubs))
			x.field("DIAMONDS", h.SuitText(bridge.SuitDiamonds))
			x.field("HEARTS", h.SuitText(bridge.SuitHearts))
			x.field("SPADES", h.SuitText(bridge.SuitSpades))
			x.close("HAND")
		}
		x.close("BOARD")
	}
	x.close("HANDSET")
}

var seatName = [4]string{"North", "East", "South", "West"}

// teams writes a team event.
func (x *writer) teams(res *teams.Result, opt Options) {
	x.header()
	x.open("EVENT", "EVENT_TYPE", "TEAMS")
	x.eventHead(res.Event, res.Site, res.Date, opt, 1, 1, "IMPS", "VPS")
	// Team numbers: 1, 2, ... in the order of the standings.
	ids := map[string]string{}
	x.open("PARTICIPANTS")
	for i, st := range res.Standings {
		id := strconv.Itoa(i + 1)
		ids[st.Team] = id
		x.open("TEAM", "TEAM_ID", id, "TEAM_NAME", st.Team)
		x.field("TOTAL_SCORE", vp(st.VP))
		x.field("PLACE", place(st.Rank, st.Tied))
		x.players(st.Names)
		x.close("TEAM")
	}
	x.close("PARTICIPANTS")
	var boards []bridge.Board
	seen := map[int]bool{}
	for _, m := range res.Matches {
		if m.CarryOver.Sign() != 0 {
			x.warn("%s: the carry-over of %s IMPs is not carried (USEBIO has no carry-overs)", m.MatchKey, m.CarryOver.Decimal(2))
		}
		penalties := x.penalties
		x.open("MATCH")
		x.field("ROUND_NUMBER", strconv.Itoa(max(m.Round, 1)))
		x.field("TEAM", ids[m.Home])
		x.field("OPPOSING_TEAM", ids[m.Away])
		x.field("TEAM_SCORE", vp(m.VPHome))
		x.field("OPPOSING_TEAM_SCORE", vp(m.VPAway))
		for _, b := range m.Boards {
			if !seen[b.Board.Number] {
				seen[b.Board.Number] = true
				boards = append(boards, b.Board)
				x.checkBoard(b.Board)
			}
			x.open("BOARD")
			x.field("BOARD_NUMBER", strconv.Itoa(b.Board.Number))
			x.field("IMPS", points(b.Net))
			for _, room := range []struct {
				r   teams.Room
				dir string
			}{{b.Open, "NS"}, {b.Closed, "EW"}} {
				e := room.r.Entry
				ctx := fmt.Sprintf("%s, board %d, room %s", m.MatchKey, b.Board.Number, e.Room.Name())
				if e.Room == bridge.NoRoom {
					continue // the room has no result
				}
				if e.Kind == bridge.Assigned {
					x.warn("%s: the assigned score %s is not carried (USEBIO has no assigned scores): the line is left out", ctx, bridge.Quote(adjText(e.Adjust)))
					continue
				}
				x.open("TRAVELLER_LINE")
				x.field("DIRECTION", room.dir)
				x.result(e, ctx, room.r.ScoreNS)
				x.close("TRAVELLER_LINE")
			}
			x.close("BOARD")
		}
		x.close("MATCH")
		if x.penalties == penalties && (m.PenaltyIMPsHome.Sign() != 0 || m.PenaltyIMPsAway.Sign() != 0 || m.PenaltyVPHome != 0 || m.PenaltyVPAway != 0) {
			x.warn("%s: penalties are not carried (USEBIO has no penalties)", m.MatchKey)
		}
	}
	x.close("EVENT")
	x.handset(boards)
	x.close("USEBIO")
}

// vp is a VP total in hundredths, with two decimals.
func vp(hundredths int) string {
	return exact.Frac(int64(hundredths), 100).Round(2)
}
