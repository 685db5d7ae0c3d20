// Package csvout writes the results of a session as CSV: travellers.csv,
// every table result in the canonical traveller layout of
// spec/formats.md §14 (which formats/csvtrav reads back) with the
// computed matchpoints or IMPs added, and rankings.csv, the rankings or
// standings. It computes nothing: every figure comes from the model of
// the event (report.Event).
//
// # Files
//
// RFC 4180: comma-separated, a header row, CR LF line ends, quotes only
// where a cell needs them, UTF-8. travellers.csv has no byte-order mark
// (§14.1); rankings.csv, the file meant for spreadsheets, starts with one,
// so that Excel reads Cyrillic and accented names as UTF-8. Numbers have a
// decimal point: scores as integers, matchpoints, IMPs and totals exact
// when six decimals hold them (else rounded to six), percentages and VPs
// with two decimals.
//
// travellers.csv of a pairs event: section, board, round, table, ns, ew,
// contract (4SX, 3NT, PASS), declarer, result (the declarer's tricks),
// lead, score_ns, adjust, then mp_ns, mp_ew, pct_ns, pct_ew (matchpoints)
// or imp_ns, imp_ew (IMP pairs), one row per table in board and traveller
// order. A table that did not play has adjust NP, a table not scored
// "not scored: " and why (which reads back as a table not scored, for the
// same reason); a director's decision is
// in adjust in the grammar of docs/inputs.md (A+/A-, ARB +420, SPLIT
// +420/-100, W 30% 4S= N + 70% 4S-1 N, PEN NS -25%, FOUL B); an artificial
// or assigned score has no contract, a penalty or a fouled board keeps the
// table's result. A penalty stacked on another decision of the same table
// does not fit the one adjust cell: Write returns a warning for it. Of a
// team event: section, board, round, table, room (O or C), home, away,
// contract, declarer, result, lead, score_ns, adjust and imp_home (what
// the board gave the home team, on both rooms' rows, empty when a room is
// not scored; board_points_home in a board-a-match). Of an individual:
// a pairs event's, with the players by seat, north, east, south and west
// (each player's number, empty for a seat left empty), in place of ns
// and ew: the traveller formats/csvtrav reads as an individual's, whose
// players a names file (pair, names: a player's number and name) names.
//
// rankings.csv of a pairs event: section, direction (NS, EW or empty),
// rank, tied (true or false), pair, names ("A - B"), boards, total, then
// max and percent (matchpoints) or average (IMPs per board), and penalty
// (taken off total, empty when none). Of a team event: rank, tied, team,
// names, played, vp, imps_for, imps_against (in a board-a-match
// board_points_for and _against, and board_points instead of vp when its
// matches are not converted to VPs). Of an individual: section, rank,
// tied, player (his number), name, boards, total, then as a pairs event.
//
// # Formulas
//
// A spreadsheet runs a cell that starts with =, +, - or @ (and, in some,
// a tab or a line end) as a formula: "=HYPERLINK(...)" in a player's name
// would run when the file is opened. Every cell that holds text from the
// input (section, pair ids, team names, names, the text of a decision) is
// passed through Neutralise, which puts a ' before such a cell unless the
// cell is a plain number ("-3", "+1.5"). Cells that protokol makes (scores,
// matchpoints, percentages, contracts, seats, cards) are numbers or start
// with a letter or a digit and are written as they are, so numeric cells
// stay numeric. A pair id such as "=1" therefore reads back as "'=1".
//
// Write is the one entry, for every kind of event: each kind writes its
// own travellers and rankings (their columns differ), over the cells
// every kind shares; an individual's are a pairs event's, its players
// where a pairs event names pairs. It imports the
// standard library, compute and report: it writes the model of the event
// (report.Event), every number as its Figure's data text, and rounds
// nothing.
package csvout

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/report"
)

// Options change what is written; there are none yet. A director's
// decision is written as its canonical text (bridge.Adjustment's String),
// which formats/decisions reads back.
type Options struct{}

// Neutralise makes a text cell safe to open in a spreadsheet: a cell that
// starts (after spaces) with =, +, -, @, a tab, CR or LF and is not a plain
// number gets a ' in front, which spreadsheets show as text and do not
// run. Any other cell is returned as it is.
func Neutralise(s string) string {
	t := strings.TrimLeft(s, " ")
	if t == "" {
		return s
	}
	switch t[0] {
	case '=', '+', '-', '@', '\t', '\r', '\n':
		if !plainNumber(t) {
			return "'" + s
		}
	}
	return s
}

// text is a cell of input text: control characters (which formats/csvtrav
// refuses) become spaces, then the cell is neutralised.
func text(s string) string {
	if strings.IndexFunc(s, unicode.IsControl) >= 0 {
		s = strings.Map(func(r rune) rune {
			if unicode.IsControl(r) {
				return ' '
			}
			return r
		}, s)
	}
	return Neutralise(s)
}

// plainNumber reports whether s is a decimal number with an optional
// sign: "-100", "+1", "2.5".
func plainNumber(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	digits, dot := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot && digits > 0 && i < len(s)-1:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}

// writer writes records with CR LF line ends, keeping the first error.
type writer struct {
	cw *csv.Writer
}

func newWriter(w io.Writer) *writer {
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	return &writer{cw: cw}
}

func (w *writer) write(rec []string) { w.cw.Write(rec) }

func (w *writer) flush() error {
	w.cw.Flush()
	return w.cw.Error()
}

// itoa0 is a positive number, "" for 0 (unknown).
func itoa0(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// names joins the players' names into one cell, neutralised.
func names(ns []string) string {
	var kept []string
	for _, n := range ns {
		if n = strings.TrimSpace(n); n != "" {
			kept = append(kept, n)
		}
	}
	return text(strings.Join(kept, " - "))
}

// TravellersHeader is the header of the travellers of a pairs event,
// before the computed columns.
var TravellersHeader = []string{"section", "board", "round", "table", "ns", "ew", "contract", "declarer", "result", "lead", "score_ns", "adjust"}

// tableKey names a table of a board.
type tableKey struct {
	board          int
	section, ns, e string
}

// bom starts rankings.csv, for spreadsheets.
const bom = "\uFEFF"

// parts are how a kind of event writes its travellers and its rankings:
// the tables of the one and the standings of the other, in the kind's
// own columns. Every other part of the files (the CSV layout, the result
// cells of a table, the cells of text and names) is every kind's.
type parts struct {
	travellers func(cw *writer, ev *report.Event, opt Options) (warnings []string)
	rankings   func(cw *writer, ev *report.Event)
}

// kinds are the parts of each kind of event: a pairs event's (this
// file), an individual's (the pairs event's, its players where a pairs
// event names pairs: individual.go), a team event's (teams.go).
var kinds = map[event.Kind]parts{
	event.Pairs:      {travellers: lineTravellers(pairSeats), rankings: fieldRankings(pairRanked)},
	event.Individual: {travellers: lineTravellers(playerSeats), rankings: fieldRankings(playerRanked)},
	event.Teams:      {travellers: teamTravellers, rankings: teamRankings},
}

// seating is how the travellers of an event of lines (a pairs event, an
// individual) name who sat at a table: the columns, and fill, which puts
// a line's cells in them.
type seating struct {
	columns []string
	fill    func(cells []string, l report.Line)
}

// pairSeats are a pairs event's: the NS and the EW pair.
var pairSeats = seating{columns: []string{"ns", "ew"}, fill: func(cells []string, l report.Line) {
	e := l.Entry()
	cells[0], cells[1] = text(e.NS), text(e.EW)
}}

// ranked is how the rankings of an event of lines name a contestant: the
// columns before boards, and the cells of a standing in field f.
type ranked struct {
	columns []string
	cells   func(f *report.Field, st *report.Standing) []string
}

// pairRanked are a pairs event's: section, direction, rank, tied, pair
// and names.
var pairRanked = ranked{columns: []string{"section", "direction", "rank", "tied", "pair", "names"},
	cells: func(f *report.Field, st *report.Standing) []string {
		return []string{text(st.Section), f.Direction.String(), fmt.Sprint(st.Place.Rank), fmt.Sprint(st.Place.Tied),
			text(st.ID), names(st.Names)}
	}}

// Write writes travellers.csv and rankings.csv of a scored event of any
// kind (see the package comment). The warnings name what travellers.csv
// cannot carry, one line each.
func Write(travellers, rankings io.Writer, ev *report.Event, opt Options) (warnings []string, err error) {
	if ev == nil {
		return nil, report.ErrNoResult
	}
	kind, ok := kinds[ev.Kind]
	if !ok {
		return nil, report.ErrNoResult
	}
	cw := newWriter(travellers)
	warnings = kind.travellers(cw, ev, opt)
	if err := cw.flush(); err != nil {
		return warnings, err
	}
	if _, err := io.WriteString(rankings, bom); err != nil {
		return warnings, err
	}
	cw = newWriter(rankings)
	kind.rankings(cw, ev)
	return warnings, cw.flush()
}

// lineTravellers writes the travellers of an event of lines (a pairs
// event, an individual): every line of every board, who sat at the table
// in the columns of seats.
func lineTravellers(seats seating) func(cw *writer, ev *report.Event, opt Options) []string {
	return func(cw *writer, ev *report.Event, opt Options) (warnings []string) {
		imps := ev.Method.IMPs()
		n := len(seats.columns)
		header := append(append(append([]string{}, TravellersHeader[:4]...), seats.columns...), TravellersHeader[6:]...)
		if imps {
			header = append(header, "imp_ns", "imp_ew")
		} else {
			header = append(header, "mp_ns", "mp_ew", "pct_ns", "pct_ew")
		}
		cw.write(header)
		// Penalties stacked on a table that has another decision.
		stacked := map[tableKey][]*bridge.Adjustment{}
		for _, a := range ev.Adjustments {
			k := tableKey{a.Board, a.Section, a.NS.Key().ID, a.EW.Key().ID}
			stacked[k] = append(stacked[k], a.Decision)
		}
		rec := make([]string, len(header))
		figures := rec[10+n:]
		for i := range ev.Boards {
			b := &ev.Boards[i]
			for _, l := range b.Lines() {
				clear(rec)
				e := l.Entry()
				rec[0], rec[1] = text(l.Section()), strconv.Itoa(b.Number)
				rec[2], rec[3] = itoa0(e.Round), itoa0(e.Table)
				seats.fill(rec[4:4+n], l)
				resultCells(rec[4+n:10+n], e, l.ScoreNS(), l.Adjust(), opt)
				for _, a := range stacked[tableKey{b.Number, l.Section(), l.NS().Key().ID, l.EW().Key().ID}] {
					if a != l.Adjust() && a.Kind != bridge.AdjUnparsed {
						warnings = append(warnings, fmt.Sprintf("board %d, NS %s v EW %s: %q: a second decision on the table does not fit the adjust column; give it in a decisions file when the file is read back",
							b.Number, e.NS, e.EW, a.String()))
					}
				}
				if l.Scored() {
					ns, ew := l.Points(bridge.NS), l.Points(bridge.EW)
					if imps {
						figures[0], figures[1] = ns.Text(), ew.Text()
					} else {
						figures[0], figures[1], figures[2], figures[3] = ns.Text(), ew.Text(), l.Percent(bridge.NS).Text(), l.Percent(bridge.EW).Text()
					}
				}
				cw.write(rec)
			}
		}
		return warnings
	}
}

// fieldRankings writes the rankings of an event of lines (a pairs event,
// an individual), field by field, each contestant in the columns of who.
func fieldRankings(who ranked) func(cw *writer, ev *report.Event) {
	return func(cw *writer, ev *report.Event) {
		imps := ev.Method.IMPs()
		header := append(append([]string{}, who.columns...), "boards", "total")
		if imps {
			header = append(header, "average", "penalty")
		} else {
			header = append(header, "max", "percent", "penalty")
		}
		cw.write(header)
		for i := range ev.Fields {
			f := &ev.Fields[i]
			for _, st := range f.Rows() {
				rec := append(who.cells(f, &st), fmt.Sprint(st.Played), st.Total.Text())
				if imps {
					rec = append(rec, st.Average.Text())
				} else {
					rec = append(rec, st.Max.Text(), st.Percent.Text())
				}
				pen := ""
				if st.Penalty.Sign() != 0 {
					pen = st.Penalty.Text()
				}
				cw.write(append(rec, pen))
			}
		}
	}
}

// resultCells fills the six cells contract, declarer, tricks, lead,
// score_ns and decision of a table's (or room's) result.
func resultCells(cells []string, e *bridge.Entry, scoreNS int, adj *bridge.Adjustment, opt Options) {
	switch e.Kind {
	case bridge.Played:
		cells[0] = e.Play.Contract.String()
		if !e.Play.Contract.IsPass() {
			cells[1], cells[2] = e.Play.Declarer.String(), strconv.Itoa(e.Play.Tricks)
			if e.Lead.Valid() {
				cells[3] = e.Lead.String()
			}
		}
		cells[4] = strconv.Itoa(scoreNS)
	case bridge.NotPlayed:
		cells[5] = "NP"
	}
	if adj != nil && adj.Kind != bridge.AdjUnparsed {
		cells[5] = text(adj.String())
	}
	if e.Kind == bridge.NotScored {
		cells[5] = text(bridge.NotScoredMark + e.Unscored())
	}
}
