package usebioout

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/report"
)

// pairs writes a pairs event.
func (x *writer) pairs(ev *report.Event, opt Options) {
	evType, method, ptsName := "MP_PAIRS", "MATCH_POINTS", "MATCH_POINTS"
	switch ev.Method {
	case report.MethodButler:
		evType, method, ptsName = "BUTLER_PAIRS", "BUTLER", "BUTLER_POINTS"
	case report.MethodCrossIMPs:
		evType, method, ptsName = "CROSS_IMP", "CROSS_IMPS", "CROSS_IMP_POINTS"
	}
	// The EBU's programs name the event PAIRS and say how its boards are
	// scored; the UK importer takes an IMP event's totals only where its
	// PARTICIPANTS say CROSS_IMP.
	partType := evType
	if x.ebu {
		evType = "PAIRS"
	}
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
	num := x.numbers(ev, sections)
	x.open("EVENT", "EVENT_TYPE", evType)
	x.eventHead(ev.Title, ev.Site, ev.Date, opt, winner, len(sections), method, "")
	// Compscore puts every section in EVENT, one field of pair numbers;
	// the EBU's programs put several in SESSION > SECTION.
	nested := x.ebu && len(sections) > 1
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
			x.participants(ev, sec, nested, partType, num, &short)
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
					notPlayed = append(notPlayed, fmt.Sprintf("board %d, %s v %s", b.Number, l.NS().Key(), l.EW().Key()))
					continue
				}
				if e.Kind == bridge.NotScored {
					// USEBIO has no table not scored: never a result or
					// points it does not have, and never in silence.
					notScored = append(notScored, fmt.Sprintf("board %d, %s v %s (%s)", b.Number, l.NS().Key(), l.EW().Key(), e.Unscored()))
					if !x.ebu {
						continue
					}
				}
				x.pairsLine(b.Number, l, ptsName, num)
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
func (x *writer) participants(ev *report.Event, sec string, nested bool, partType string, num numbering, short *[]string) {
	x.open("PARTICIPANTS", "EVENT_TYPE", partType)
	for _, f := range ev.Fields {
		if nested && f.Section != sec {
			continue
		}
		for _, row := range f.Rows() {
			x.open("PAIR")
			x.field("PAIR_NUMBER", num.of(row.Key))
			if !x.ebu || row.Direction == bridge.DirectionNone {
				// Compscore writes it, empty in a Howell; the EBU's
				// programs' number carries it ("12NS").
				x.field("DIRECTION", row.Direction.String())
			}
			x.field("TOTAL_SCORE", row.Total.Shown())
			if row.Percent.Set() {
				x.field("PERCENTAGE", row.Percent.Shown())
			}
			x.field("PLACE", x.place(row.Place.Rank, row.Place.Tied))
			if x.players(row.Names) {
				*short = append(*short, "pair "+num.of(row.Key))
			}
			x.close("PAIR")
		}
	}
	x.close("PARTICIPANTS")
}

// numbering gives each pair its USEBIO pair number.
type numbering struct {
	// prefix is each section's letters before the pair numbers ("" when
	// the session has one section named A, or none).
	prefix map[string]string
	// id is each pair's digits, when not its own id.
	id map[report.Key]string
}

// of is k's pair number: the section's letters, the digits, and NS or EW
// in a Mitchell ("12", "12NS", "B12EW").
func (n numbering) of(k report.Key) string {
	id, ok := n.id[k]
	if !ok {
		id = k.ID
	}
	return n.prefix[k.Section] + id + k.Direction.String()
}

// numbers numbers the pairs. A section's name goes before the numbers when
// the session has several sections or one not named A, when it is letters
// (else a letter not taken, with a warning); a pair id that is not digits
// gets the next number free in its section (with a warning), since a
// USEBIO pair number is digits and protokol's reader, as others, reads
// "A/2NS" as pair 2 of section "A/".
func (x *writer) numbers(ev *report.Event, sections []string) numbering {
	n := numbering{prefix: map[string]string{}, id: map[report.Key]string{}}
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
			x.warn("pair %s written as %s (a USEBIO pair number is digits)", bridge.Quote(k.String()), n.of(k))
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

// lineContext names a pairs line for warnings.
func lineContext(board int, l report.Line) string {
	return fmt.Sprintf("board %d, NS %s, EW %s", board, l.NS().Key().ID, l.EW().Key().ID)
}

func (x *writer) pairsLine(board int, l report.Line, ptsName string, num numbering) {
	e := l.Entry()
	if e.Kind == bridge.Assigned {
		x.warn("%s: the assigned score %s is not carried (USEBIO has no assigned scores): the line is left out", lineContext(board, l), bridge.Quote(adjText(e.Adjust)))
		return
	}
	x.open("TRAVELLER_LINE")
	x.field("NS_PAIR_NUMBER", num.of(l.NS().Key()))
	x.field("EW_PAIR_NUMBER", num.of(l.EW().Key()))
	x.result(*e, lineContext(board, l), l.ScoreNS())
	if l.Scored() || e.Kind == bridge.Artificial {
		x.field("NS_"+ptsName, l.Points(bridge.NS).Shown())
		x.field("EW_"+ptsName, l.Points(bridge.EW).Shown())
	}
	x.close("TRAVELLER_LINE")
}
