// Package usebioout writes results.xml: the results of a scored session as
// a USEBIO 1.2 results file, the XML that masterpoint systems and results
// sites take (see docs/outputs.md for which). It computes nothing and
// rounds nothing: it writes the model of the event (report.Event), every
// figure as its Figure's text.
//
// # The file
//
// UTF-8 with the XML declaration, the DOCTYPE of USEBIO 1.2, LF line ends,
// two spaces of indent per level; text from the input (event, names, team
// names) is escaped. The same result gives the same bytes: nothing of the
// run (time, version) is written.
//
// # Styles: what the consumers read
//
// USEBIO's real producers lay the same results out in two ways, and the
// importers written against them read only their own producers' way
// (checked by running them: see docs/outputs.md, "Consumers of
// results.xml").
// Style chooses:
//
//   - StyleCompscore, the layout of Compscore3 (the ABF's program), which
//     the ABF's Cobalt (MyABF) imports: EVENT_TYPE MP_PAIRS, BUTLER_PAIRS
//     or CROSS_IMP; the participants and boards directly in EVENT, every
//     section in one field of pair numbers ("A12NS" beside "B12NS");
//     PARTICIPANTS EVENT_TYPE; each pair's DIRECTION; a tie's PLACE the
//     number alone ("6" for both), which Cobalt reads with int(); the
//     lead as rank and suit ("TD"); a Butler line's NS_/EW_BUTLER_POINTS.
//     Cobalt takes no team event at all.
//   - StyleEBU, the layout of the EBU's programs (Pianola, EBUScore,
//     PairsScorer, TeamsScorer), which the UK club site's importer
//     (ukbridgeclubprocessresults) reads: EVENT_TYPE PAIRS with its
//     BOARD_SCORING_METHOD (MATCH_POINTS, CROSS_IMPS, BUTLER) and, for
//     cross-IMPs, PARTICIPANTS EVENT_TYPE="CROSS_IMP"; several sections as
//     SESSION > SECTION; a Mitchell pair's number with its direction
//     ("12NS") and no DIRECTION element, so that the importer names the
//     pair alike in its contestants, scores and travellers; a tie "6=";
//     the lead as suit and rank ("D10"); a not-played table as a line with
//     the pairs only. Teams as TeamsScorer writes them: SESSION >
//     PARTICIPANTS > TEAM > PAIR > PLAYER, and SESSION > MATCH, each line
//     naming its pairs.
//   - StyleAuto (the default) is the widest: for pairs Compscore's (Cobalt
//     takes it whole, the UK importer takes every matchpoint event whole
//     and an IMP event's names but not its scores), for teams the EBU's
//     (the UK importer takes it, Cobalt takes no team layout), for an
//     individual the EBU's, as the USEBIO specification's example of one.
//
// In every style: USEBIO > EVENT > EVENT_DESCRIPTION, PROGRAM_NAME,
// WINNER_TYPE (1: one ranking, 2: NS and EW ranked apart), DATE
// (DD/MM/YYYY when the date is YYYY.MM.DD), VENUE, SESSION_COUNT,
// SECTION_COUNT, BOARD_SCORING_METHOD and, for teams, MATCH_SCORING_METHOD
// (VPS; a board-a-match is PAB for both, as EBUScoreTeams writes it, with
// its points doubled: see teams); after EVENT, a HANDSET holds the deals. A pair (PAIR_NUMBER,
// TOTAL_SCORE, PERCENTAGE for matchpoints, PLACE) has at least two PLAYER
// elements, each with PLAYER_NAME and NATIONAL_ID_NUMBER 0 (protokol reads
// no player numbers; Compscore writes 0 for an unknown one, and both
// importers fail on a pair with fewer: a missing name is written empty,
// with a warning). A pair number is digits, with the section's letters
// before them when the session has several sections or a section not
// named A, and NS or EW after them in a Mitchell; a pair id of other
// characters ("A/2") is given the next free number, with a warning. A
// traveller line (TRAVELLER_LINE) has NS_PAIR_NUMBER, EW_PAIR_NUMBER,
// CONTRACT, PLAYED_BY, LEAD, TRICKS, SCORE (the NS score) and each side's
// points; a pass-out is CONTRACT PASS, PLAYED_BY N, TRICKS 0, SCORE 0, as
// Compscore, Pianola and EBUScore write it; an artificial score is SCORE
// A<ns><ew> (A6040) without a contract.
//
// An individual is written as the USEBIO specification's example of one
// has it (EVENT_TYPE INDIVIDUAL, which formats/usebio reads): the pairs
// event's EVENT, with EVENT_TYPE and PARTICIPANTS EVENT_TYPE INDIVIDUAL
// in every style and the method in BOARD_SCORING_METHOD (MATCH_POINTS,
// BUTLER, CROSS_IMPS); a PLAYER for each player where a pairs event has
// a PAIR (PLAYER_NUMBER, TOTAL_SCORE, PERCENTAGE for matchpoints, PLACE,
// PLAYER_NAME when named; no member number: a player's is never
// published), and each traveller line's players by seat (N_, S_, E_ and
// W_PLAYER_NUMBER, in the example's order; one left out for a seat left
// empty) where a pairs line has its pairs. A player number is digits
// (another id is given the next free number of its section, with a
// warning) and carries no section, so several sections are SESSION >
// SECTION in every style. StyleAuto gives the EBU's layout, which the
// example follows ("3=" places).
//
// What USEBIO cannot carry is a warning, never dropped unseen: an assigned
// or weighted score (the line is left out), a procedural penalty, a fouled
// board's group, a dealer or vulnerability other than the board number's,
// a carry-over, the hand record's double-dummy tables and par; an
// average (A+, A, A-) is written as the percentages 60/50/40; in
// Compscore's layout a table that did not play (its line has no points,
// which Cobalt needs on every line) is left out.
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
	"github.com/protokol-bridge/protokol/report"
)

// Style is the layout written: whose producers' files the consumers of
// results.xml are made to read (see the package comment).
type Style uint8

// The styles.
const (
	StyleAuto      Style = iota // the widest: Compscore's for pairs, the EBU's for teams and individuals
	StyleCompscore              // Compscore3's, which the ABF's Cobalt reads
	StyleEBU                    // the EBU programs', which the UK club site reads
)

// Styles are the styles' names, in the order of the constants.
var Styles = []string{"auto", "compscore", "ebu"}

func (s Style) String() string {
	if int(s) < len(Styles) {
		return Styles[s]
	}
	return fmt.Sprintf("Style(%d)", uint8(s))
}

// ParseStyle reads a style's name.
func ParseStyle(name string) (Style, error) {
	for i, n := range Styles {
		if strings.EqualFold(strings.TrimSpace(name), n) {
			return Style(i), nil
		}
	}
	return 0, fmt.Errorf("unknown USEBIO style %s (want %s)", bridge.Quote(name), strings.Join(Styles, ", "))
}

// Options: Title and Date replace the event's own when not empty; Style is
// the layout.
type Options struct {
	Title, Date string
	Style       Style
	// Points are the factors by which each kind of points the event
	// awards (report.Event.Awards) is written in MASTER_POINTS_AWARDED
	// (1: as awarded; 100: the ABF's hundredths); a kind without one (0,
	// or none given) is not written, with a warning.
	Points []exact.Q
}

// Write writes results.xml for a scored event of any kind. The warnings
// name what the file cannot carry, and what it changes (a pair
// renumbered). The file's heading, its players, its traveller lines'
// results and its hand set are every kind's; a kind's own EVENT (a pairs
// event's participants and boards, a team event's teams and matches)
// and the layout StyleAuto gives it are named in one table (kinds).
func Write(w io.Writer, ev *report.Event, opt Options) (warnings []string, err error) {
	if ev == nil {
		return nil, report.ErrNoResult
	}
	kind, ok := kinds[ev.Kind]
	if !ok {
		return nil, report.ErrNoResult
	}
	x := &writer{w: bufio.NewWriter(w)}
	style := opt.Style
	if style == StyleAuto {
		style = kind.auto
	}
	x.ebu = style == StyleEBU
	x.awards(ev, opt.Points)
	x.header()
	kind.event(x, ev, opt)
	x.close("USEBIO")
	if err := x.w.Flush(); err != nil {
		return x.warnings, err
	}
	return x.warnings, nil
}

// parts are what a kind of event writes of its own: its EVENT element
// and its hand set; auto is the layout StyleAuto gives it, the widest
// for the kind (see the package comment).
type parts struct {
	event func(x *writer, ev *report.Event, opt Options)
	auto  Style
}

// kinds are the parts of each kind of event: a pairs event's (pairs.go),
// an individual's (the pairs event's EVENT, its players where a pairs
// event names pairs: individual.go), a team event's (teams.go).
var kinds = map[event.Kind]parts{
	event.Pairs:      {event: pairSeats.event, auto: StyleCompscore},
	event.Individual: {event: playerSeats.event, auto: StyleEBU},
	event.Teams:      {event: (*writer).teams, auto: StyleEBU},
}

type writer struct {
	w        *bufio.Writer
	depth    int
	warnings []string
	// ebu: the EBU programs' layout, else Compscore's.
	ebu bool
	// penalties counts the penalties warned about on lines.
	penalties int
	// types are the kinds of points written in MASTER_POINTS, with their
	// factors (see Options.Points) and their index in a Standing's
	// Awards.
	types []awardType
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

// place is a PLACE: the rank, and in the EBU layout "=" after a tie's
// (Compscore writes the rank alone, and Cobalt reads it with int()).
func (x *writer) place(rank int, tied bool) string {
	if tied && x.ebu {
		return strconv.Itoa(rank) + "="
	}
	return strconv.Itoa(rank)
}

// players writes the PLAYER elements of names, at least two: an empty
// PLAYER_NAME for each one missing, which short says it wrote.
func (x *writer) players(names []string) (short bool) {
	var kept []string
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" {
			kept = append(kept, n)
		}
	}
	for len(kept) < 2 {
		kept, short = append(kept, ""), true
	}
	for _, n := range kept {
		x.open("PLAYER")
		x.field("PLAYER_NAME", n)
		x.field("NATIONAL_ID_NUMBER", "0")
		x.close("PLAYER")
	}
	return short
}

// checkBoard warns when the board's dealer or vulnerability is not the
// one its number gives: USEBIO has no place for them.
func (x *writer) checkBoard(b *bridge.Board) {
	if b.Dealer != bridge.Dealer(b.Number) || b.Vul != bridge.Vulnerability(b.Number) {
		x.warn("board %d: dealer %s, vulnerable %s: not carried (USEBIO takes them from the board number: dealer %s, vulnerable %s)",
			b.Number, b.Dealer, b.Vul, bridge.Dealer(b.Number), bridge.Vulnerability(b.Number))
	}
}

func adjText(a *bridge.Adjustment) string {
	if a == nil {
		return ""
	}
	return a.Text
}

// lead is a LEAD: rank and suit as Compscore writes it ("TD"), suit and
// rank as the EBU's programs do ("D10").
func (x *writer) lead(c bridge.Card) string {
	if x.ebu {
		r := c.Rank().String()
		if r == "T" {
			r = "10"
		}
		return c.Suit().String() + r
	}
	return c.Rank().String() + c.Suit().String()
}

// result writes a line's CONTRACT, PLAYED_BY, LEAD, TRICKS and SCORE, or
// its artificial score; nothing for a table that did not play. SCORE is
// the NS score the input stated, else the one scored (scoreNS).
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
		// As Compscore, Pianola and EBUScore write a pass-out.
		x.field("PLAYED_BY", "N")
		x.field("TRICKS", "0")
		x.field("SCORE", "0")
		return
	}
	x.field("PLAYED_BY", p.Declarer.String())
	if e.Lead.Valid() {
		x.field("LEAD", x.lead(e.Lead))
	}
	x.field("TRICKS", strconv.Itoa(p.Tricks))
	if e.HasClaimed {
		scoreNS = e.Claimed
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
func (x *writer) handset(boards []*bridge.Board) {
	var with []*bridge.Board
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

// awardType is a kind of points written in MASTER_POINTS.
type awardType struct {
	name   string
	factor exact.Q
	at     int
}

// awards chooses the kinds of points written: those with a factor; the
// others are named in a warning.
func (x *writer) awards(ev *report.Event, factors []exact.Q) {
	for i, t := range ev.Awards {
		if i < len(factors) && factors[i].Sign() > 0 {
			x.types = append(x.types, awardType{name: t, factor: factors[i], at: i})
			continue
		}
		x.warn("the %s points are not written: the scale gives no usebio_factor for them", t)
	}
}

// masterPoints writes a contestant's MASTER_POINTS, one for each kind of
// points written that it was awarded: MASTER_POINTS_AWARDED (its points
// times the kind's factor) and MASTER_POINT_TYPE.
func (x *writer) masterPoints(row *report.Standing) {
	for _, t := range x.types {
		if t.at >= len(row.Awards) || row.Awards[t.at].Sign() <= 0 {
			continue
		}
		x.open("MASTER_POINTS")
		x.field("MASTER_POINTS_AWARDED", report.Value(row.Awards[t.at].Exact().Mul(t.factor)).Text())
		x.field("MASTER_POINT_TYPE", t.name)
		x.close("MASTER_POINTS")
	}
}
