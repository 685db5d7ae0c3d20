package usebioout

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/report"
)

// seating is how the EVENT of an event of lines (a pairs event, an
// individual) names who played, in the file's style: its EVENT_TYPE and
// its PARTICIPANTS' one, each contestant of the PARTICIPANTS, who sat at
// the table of a TRAVELLER_LINE, and a table in warnings.
type seating struct {
	// eventTypes are the EVENT_TYPE and the PARTICIPANTS' EVENT_TYPE of
	// an event whose method Compscore names compscore (MP_PAIRS,
	// BUTLER_PAIRS, CROSS_IMP).
	eventTypes func(x *writer, compscore string) (event, participants string)
	// bare: the contestants' numbers are digits alone, with no section's
	// letters, so that several sections are written as SESSION > SECTION
	// in every style.
	bare bool
	// participant writes one contestant; short says a name is missing
	// that the consumers need (see players).
	participant func(x *writer, row *report.Standing, num numbering) (short bool)
	// sides writes who sat at the table of a line.
	sides func(x *writer, l report.Line, num numbering)
	// versus and context name a line's table in warnings: "3 v 5", and
	// "NS 3, EW 5".
	versus, context func(l report.Line) string
	// scoreOnly: an assigned score of one NS score for both sides is
	// written as its SCORE without a CONTRACT, which formats/usebio reads
	// back as that score in an individual (the USEBIO specification's
	// example gives every line so); a pairs line has no such form.
	scoreOnly bool
}

// plainScore is the NS score of an assigned score that gives both sides
// one and the same; ok is false for a split or a weighted score.
func plainScore(l report.Line) (scoreNS int, ok bool) {
	ns, ew := l.Outcomes()
	if len(ns) != 1 || len(ew) != 1 || ns[0].ScoreNS != ew[0].ScoreNS || ns[0].Weight.Cmp(exact.Int(1)) != 0 || ew[0].Weight.Cmp(exact.Int(1)) != 0 {
		return 0, false
	}
	return ns[0].ScoreNS, true
}

// pairSeats are a pairs event's: its PAIRs and their pair numbers.
var pairSeats = seating{
	eventTypes: func(x *writer, compscore string) (string, string) {
		// The EBU's programs name the event PAIRS and say how its
		// boards are scored; the UK importer takes an IMP event's
		// totals only where its PARTICIPANTS say CROSS_IMP.
		if x.ebu {
			return "PAIRS", compscore
		}
		return compscore, compscore
	},
	participant: (*writer).pair,
	sides: func(x *writer, l report.Line, num numbering) {
		x.field("NS_PAIR_NUMBER", num.of(l.NS().Key()))
		x.field("EW_PAIR_NUMBER", num.of(l.EW().Key()))
	},
	versus:  func(l report.Line) string { return fmt.Sprintf("%s v %s", l.NS().Key(), l.EW().Key()) },
	context: func(l report.Line) string { return fmt.Sprintf("NS %s, EW %s", l.NS().Key().ID, l.EW().Key().ID) },
}

// event writes the EVENT of an event of lines (a pairs event, an
// individual), who played as s names them.
func (s seating) event(x *writer, ev *report.Event, opt Options) {
	compscore, method, ptsName := "MP_PAIRS", "MATCH_POINTS", "MATCH_POINTS"
	switch ev.Method {
	case report.MethodButler:
		compscore, method, ptsName = "BUTLER_PAIRS", "BUTLER", "BUTLER_POINTS"
	case report.MethodCrossIMPs:
		compscore, method, ptsName = "CROSS_IMP", "CROSS_IMPS", "CROSS_IMP_POINTS"
	}
	evType, partType := s.eventTypes(x, compscore)
	// The sections, in the order of the rankings.
	var sections []string
	for _, f := range ev.Fields {
		if len(sections) == 0 || sections[len(sections)-1] != f.Section {
			sections = append(sections, f.Section)
		}
	}
	winner := 1
	for _, f := range ev.Fields {
		if f.Direction != bridge.DirectionNone {
			winner = 2
		}
	}
	num := x.numbers(ev, sections, s.bare)
	x.open("EVENT", "EVENT_TYPE", evType)
	x.eventHead(ev.Title, ev.Site, ev.Date, opt, winner, len(sections), method, "")
	// Compscore puts every section in EVENT, one field of pair numbers;
	// the EBU's programs put several in SESSION > SECTION.
	nested := (x.ebu || s.bare) && len(sections) > 1
	if nested {
		x.open("SESSION", "SESSION_ID", "1")
	}
	var short []string
	var notPlayed, notScored []string
	for i, sec := range sections {
		if nested {
			x.open("SECTION", "SECTION_ID", num.prefix[sec])
		}
		if nested || i == 0 {
			s.participants(x, ev, sec, nested, partType, num, &short)
		}
		if !nested && i > 0 {
			continue // written with the first
		}
		for i := range ev.Boards {
			b := &ev.Boards[i]
			var lines []report.Line
			for _, l := range b.Lines() {
				if !nested || l.Section() == sec {
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
				e := l.Entry()
				if e.Kind == bridge.NotPlayed && !x.ebu {
					notPlayed = append(notPlayed, fmt.Sprintf("board %d, %s", b.Number, s.versus(l)))
					continue
				}
				if e.Kind == bridge.NotScored {
					// USEBIO has no table not scored: never a result or
					// points it does not have, and never in silence.
					notScored = append(notScored, fmt.Sprintf("board %d, %s (%s)", b.Number, s.versus(l), e.Unscored()))
					if !x.ebu {
						continue
					}
				}
				s.line(x, b.Number, l, ptsName, num)
			}
			x.close("BOARD")
		}
		if nested {
			x.close("SECTION")
		}
	}
	if nested {
		x.close("SESSION")
	}
	x.close("EVENT")
	boards := make([]*bridge.Board, len(ev.Boards))
	for i := range ev.Boards {
		boards[i] = ev.Boards[i].Board
	}
	x.handset(boards)
	if len(short) > 0 {
		x.warn("%s: fewer than two players named: each one missing is written as an empty PLAYER_NAME (Cobalt and the UK club site take a pair only with two PLAYER elements, and Cobalt only with both names)", strings.Join(short, "; "))
	}
	if len(notPlayed) > 0 {
		x.warn("%s: not played: the line is left out (a line in Compscore's layout has each side's points, which Cobalt reads on every line, and a table that did not play has none; --usebio-style ebu keeps it)", strings.Join(notPlayed, "; "))
	}
	switch {
	case len(notScored) > 0 && x.ebu:
		x.warn("%s: not scored: written as a line of its pairs alone, which reads back as not played (USEBIO has no table not scored)", strings.Join(notScored, "; "))
	case len(notScored) > 0:
		x.warn("%s: not scored: the line is left out (USEBIO has no table not scored, and a line in Compscore's layout has each side's points, which a table not scored has none of)", strings.Join(notScored, "; "))
	}
}

// participants writes the PARTICIPANTS of section sec, or of every
// section when the sections are not nested.
func (s seating) participants(x *writer, ev *report.Event, sec string, nested bool, partType string, num numbering, short *[]string) {
	x.open("PARTICIPANTS", "EVENT_TYPE", partType)
	for _, f := range ev.Fields {
		if nested && f.Section != sec {
			continue
		}
		for _, row := range f.Rows() {
			if s.participant(x, &row, num) {
				*short = append(*short, row.Kind.String()+" "+num.of(row.Key))
			}
		}
	}
	x.close("PARTICIPANTS")
}

// pair writes a pair of the PARTICIPANTS.
func (x *writer) pair(row *report.Standing, num numbering) (short bool) {
	x.open("PAIR")
	x.field("PAIR_NUMBER", num.of(row.Key))
	if !x.ebu || row.Direction == bridge.DirectionNone {
		// Compscore writes it, empty in a Howell; the EBU's
		// programs' number carries it ("12NS").
		x.field("DIRECTION", row.Direction.String())
	}
	x.standing(row)
	short = x.players(row.Names)
	x.close("PAIR")
	return short
}

// standing writes a contestant's TOTAL_SCORE, PERCENTAGE (matchpoints),
// PLACE and the MASTER_POINTS it was awarded.
func (x *writer) standing(row *report.Standing) {
	x.field("TOTAL_SCORE", row.Total.Shown())
	if row.Percent.Set() {
		x.field("PERCENTAGE", row.Percent.Shown())
	}
	x.field("PLACE", x.place(row.Place.Rank, row.Place.Tied))
	x.masterPoints(row)
}

// numbering gives each pair (each player) its USEBIO pair (player)
// number.
type numbering struct {
	// prefix is each section's letters before the pair numbers ("" when
	// the session has one section named A, or none): its SECTION_ID.
	prefix map[string]string
	// id is each pair's digits, when not its own id.
	id map[report.Key]string
	// bare: the numbers are digits alone (an individual's players, whose
	// section is the SECTION they are written in).
	bare bool
}

// of is k's pair number: the section's letters, the digits, and NS or EW
// in a Mitchell ("12", "12NS", "B12EW"); a player's, the digits alone.
func (n numbering) of(k report.Key) string {
	id, ok := n.id[k]
	if !ok {
		id = k.ID
	}
	if n.bare {
		return id
	}
	return n.prefix[k.Section] + id + k.Direction.String()
}

// numbers numbers the pairs. A section's name goes before the numbers when
// the session has several sections or one not named A, when it is letters
// (else a letter not taken, with a warning); a pair id that is not digits
// gets the next number free in its section (with a warning), since a
// USEBIO pair number is digits and protokol's reader, as others, reads
// "A/2NS" as pair 2 of section "A/". bare numbers an individual's
// players: digits alone, each section's letters its SECTION_ID only.
func (x *writer) numbers(ev *report.Event, sections []string, bare bool) numbering {
	n := numbering{prefix: map[string]string{}, id: map[report.Key]string{}, bare: bare}
	if len(sections) > 1 || len(sections) == 1 && bridge.SectionKey(sections[0]) != "A" {
		taken := map[string]bool{}
		for _, s := range sections {
			if letters(s) {
				taken[strings.ToUpper(s)] = true
			}
		}
		next := 'A'
		for _, s := range sections {
			if letters(s) {
				n.prefix[s] = s
				continue
			}
			for taken[string(next)] {
				next++
			}
			taken[string(next)] = true
			n.prefix[s] = string(next)
			x.warn("section %s written as section %s (a USEBIO pair number has the section's letters before its digits)", bridge.Quote(s), string(next))
		}
	}
	// The highest number of each section, then the renumbered pairs.
	high := map[string]int{}
	for _, f := range ev.Fields {
		for _, row := range f.Rows() {
			if v, err := strconv.Atoi(row.ID); err == nil && digits(row.ID) {
				high[f.Section] = max(high[f.Section], v)
			}
		}
	}
	// Counted on from it apart in each field (NS and EW of a Mitchell).
	next := map[[2]string]int{}
	for _, fl := range ev.Fields {
		for _, row := range fl.Rows() {
			k := row.Key
			if digits(k.ID) {
				continue
			}
			f := [2]string{fl.Section, k.Direction.String()}
			if _, ok := next[f]; !ok {
				next[f] = high[fl.Section]
			}
			next[f]++
			n.id[k] = strconv.Itoa(next[f])
			x.warn("%s %s written as %s (a USEBIO %s number is digits)", row.Kind, bridge.Quote(k.String()), n.of(k), row.Kind)
		}
	}
	return n
}

// digits reports whether s is one or more ASCII digits, short enough to
// be a number.
func digits(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// letters reports whether s is one or more letters, so that it can stand
// before a pair number.
func letters(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// line writes a line of a board's traveller: who sat at the table, the
// result and each side's points.
func (s seating) line(x *writer, board int, l report.Line, ptsName string, num numbering) {
	e := l.Entry()
	ctx := fmt.Sprintf("board %d, %s", board, s.context(l))
	assigned, scoreOnly := 0, false
	if e.Kind == bridge.Assigned {
		if assigned, scoreOnly = plainScore(l); !s.scoreOnly || !scoreOnly {
			x.warn("%s: the assigned score %s is not carried (USEBIO has no assigned scores): the line is left out", ctx, bridge.Quote(adjText(e.Adjust)))
			return
		}
	}
	x.open("TRAVELLER_LINE")
	s.sides(x, l, num)
	if scoreOnly {
		x.field("SCORE", strconv.Itoa(assigned))
	} else {
		x.result(*e, ctx, l.ScoreNS())
	}
	if l.Scored() || e.Kind == bridge.Artificial {
		x.field("NS_"+ptsName, l.Points(bridge.NS).Shown())
		x.field("EW_"+ptsName, l.Points(bridge.EW).Shown())
	}
	x.close("TRAVELLER_LINE")
}
