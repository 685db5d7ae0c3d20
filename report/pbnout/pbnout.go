// Package pbnout writes results.pbn: the hand records with the results of
// a scored session as PBN 2.1, in the conventions of the files that Ruter
// and Magic Contest publish (spec/formats.md §9, §10 pattern A) for a pairs
// event and an individual, and of the European championship archives (pattern B) for a team
// event. It computes nothing: every figure comes from the model of the
// event (report.Event).
//
// # The file
//
// "% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8"
// (the charset convention of BridgeComposer and of our corpus; the text is
// UTF-8 without a byte-order mark) and "%Creator: protokol", then the
// games, separated by empty lines, with CR LF line ends. Each game has the
// mandatory tag set in its order (Event, Site, Date, Board, West, North,
// East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract,
// Result; an unknown value is "?"), then its other tags in alphabetical
// order, then its tables. The deal starts with the dealer's hand. The
// hand record's double-dummy and par tags (DoubleDummyTricks, OptimumScore,
// ParContract, an OptimumResultTable, ...) are written back as they were
// read (bridge.HandRecord.Verbatim), but for those an analysis replaces
// (Options.DD).
//
// Text from the input (event, names, pair ids, team names) is cleaned for
// a PBN line (every control character becomes a space: PBN has no escape
// for a tab or a line end) and escaped (\ and " take a backslash, the only
// escapes of PBN); each text so changed is a warning, since the file read
// back gives the spaces. The same inputs give the same bytes.
//
// # Pairs
//
// One game per board (pattern A): the player tags and the result tags are
// empty, Competition is "Pairs", Scoring names the method as PBN does:
// "MP;MP1" (matchpoints 2/1/0), "MP;MP2" (1/½/0), "IMP;Butler",
// "IMP;Cross" (cross-IMPs, as Ruter writes them). The first game holds the
// TotalScoreTable: Section (when a section is not "A"), Rank, RankTie (the
// last place of a tie, as Ruter writes it, "-" when untied), PairId,
// Direction ("N-S" or "E-W", when a field is ranked by direction),
// TotalScoreMP and TotalPercentage, or TotalScoreIMP, then NrBoards and
// Names ("A - B", or "A;B" when a name holds " - ", or every name quoted
// when one holds ";": bridge.JoinNames). Every game holds its
// board's ScoreTable, one row per table in traveller order: Section,
// Table, Round (when known), PairId_NS, PairId_EW, Contract, Declarer,
// Result (the declarer's tricks), Lead (when some lead is known),
// Score_NS, Score_EW, then MP_NS, MP_EW, Percentage_NS, Percentage_EW, or
// IMP_NS, IMP_EW, and Decision when the session has directors' decisions.
// Matchpoints and IMPs are exact when two decimals hold them, otherwise
// rounded to two decimals; percentages have two decimals.
//
// Score cells follow Ruter (formats.md §9.3.2), which is also what
// formats/pbn and formats/decisions read back: the score goes in the cell
// of the side that scored it, as a positive number, and the other cell is
// "-" (a pass-out is "0" for NS). A table that did not play has "-"
// everywhere. A director's decision is written in the cells where PBN has
// a way: an artificial score as "A+", "A=" or "A-" per side (NS in
// Score_NS, EW in Score_EW); an assigned score as the score without a
// contract ("420" and "-", or "-" and "100" for NS −100); a split score as
// both sides' scores, each in its own view ("420" and "100": NS +420, EW
// +100). Every decision of a table is also written in the Decision column,
// in the adjust grammar of formats/decisions (several joined by " & ": a
// decision and the penalties stacked on it), which formats/pbn reads back
// in place of the score cells: so explicit percentages, weighted scores,
// procedural penalties and fouled-board versions, which score cells cannot
// hold, survive a round trip through protokol. A table not scored is "-"
// in every cell but its Decision, "not scored: " and why, which formats/pbn
// reads back as a table not scored for that reason. Other programs see the
// score cells: a weighted score or an explicit percentage is written there
// as its text, so that a reader that does not know the column stops at it
// instead of scoring something else.
//
// # Individuals
//
// As a pairs event, one game a board, in the PBN 2.1 standard's words for
// an individual (which formats/pbn reads back): Competition
// "Individuals"; the ScoreTable's PairId_NS and PairId_EW are the players
// by seat, PlayerId_North, PlayerId_East, PlayerId_South and
// PlayerId_West (each player's number, "-" for a seat left empty); the
// TotalScoreTable ranks the players, PlayerId (his number) and Name in
// place of PairId and Names, with no Direction. The player tags stay
// empty, as a pairs game's.
//
// # Teams
//
// One game per room of every board of every match (pattern B; none for a
// room the input has no result from), by round, match and board, the open
// room first: Scoring "IMP", the result tags of
// the room (a pass-out is Contract "Pass"), then Competition "Teams",
// HomeTeam, Room ("Open" or "Closed"), Round, Score ("NS 420"), Section
// (when not "A"), Table (when known) and VisitTeam. The opening lead, when
// known, is the first card of a Play section ("SK - - -" and "*"). The
// home team sits NS in the open room. The players' seats are not known
// to the scorer, so the player tags are empty; the first game's
// TotalScoreTable holds the standings (Rank, RankTie, PairId = the team,
// TotalScoreVP, IMPsFor, IMPsAgainst, NrMatches, Names = the roster), from
// which the reader gets the rosters back. A room whose result a director
// replaced by an artificial or an assigned score has no result tags and a
// comment with the decision, a room not scored none and a comment "not
// scored: " and why; carry-overs are not written. Each is a warning.
//
// Write is the one entry, for every kind of event. It imports the
// standard library, compute and report: it writes the model of the event
// (report.Event), every number as its Figure's text, and rounds nothing.
package pbnout

import (
	"fmt"
	"io"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/report"
)

// Options change what is written.
type Options struct {
	// Title and Date replace the event's name and date when not empty.
	Title, Date string
}

func (o Options) labels(name, site, date string) labels {
	if o.Title != "" {
		name = o.Title
	}
	if o.Date != "" {
		date = o.Date
	}
	return labels{name: name, site: site, date: date}
}

// Write writes results.pbn of a scored event of any kind (see the package
// comment). A board with an analysis gets [DoubleDummyTricks],
// [OptimumScore] and [OptimumResultTable] from it instead of the hand
// record's own. The warnings name what the file cannot carry, one line
// each: every decision of a pairs session has its PBN form, while a team
// event's carry-overs, penalties and rooms' decisions have none.
//
// The file's heading and the texts' warnings are every kind's; a kind's
// games (one a board with its traveller, or one a room of a match) are
// its own, named in one table (kinds).
func Write(w io.Writer, ev *report.Event, opt Options) (warnings []string, err error) {
	if ev == nil {
		return nil, report.ErrNoResult
	}
	games, ok := kinds[ev.Kind]
	if !ok {
		return nil, report.ErrNoResult
	}
	pw := newWriter(w)
	pw.header()
	warnings = textWarnings(ev, opt)
	warnings = append(warnings, games(pw, ev, opt.labels(ev.Title, ev.Site, ev.Date), opt)...)
	return warnings, pw.flush()
}

// kinds write the games of each kind of event: a pairs event's, one a
// board (this file); an individual's, the pairs event's games, its
// players where a pairs event names pairs (individual.go); a team
// event's, one a room (teams.go).
var kinds = map[event.Kind]func(pw *writer, ev *report.Event, lb labels, opt Options) (warnings []string){
	event.Pairs:      lineGames(pairSeats),
	event.Individual: lineGames(playerSeats),
	event.Teams:      teamGames,
}

// seating is how the games of an event of lines (a pairs event, an
// individual) name who played: the Competition; the ScoreTable's columns
// of who sat at a table, and fill, which gives a line's cells in them;
// the TotalScoreTable's columns of the contestant (PairId) and of his
// names, and name, which gives the names' cell.
type seating struct {
	competition string
	columns     []string
	fill        func(cells []cell, l report.Line) []cell
	id, names   string
	name        func(names []string) cell
}

// pairSeats are a pairs event's: Competition "Pairs", PairId_NS and
// PairId_EW, PairId and Names ("A - B").
var pairSeats = seating{competition: "Pairs", columns: []string{"PairId_NS", "PairId_EW"},
	fill: func(cells []cell, l report.Line) []cell {
		e := l.Entry()
		return append(cells, token(e.NS), token(e.EW))
	},
	id: "PairId", names: "Names", name: func(names []string) cell { return quote(joinNames(names)) }}

// textWarnings name each text from the input that the file holds changed
// (see clean): a control character, such as a tab or a line end inside a
// name, is written as a space, since PBN text is one line of printing
// characters (formats.md §3.4), and a reader gets the text back with the
// space.
func textWarnings(ev *report.Event, opt Options) []string {
	var warnings []string
	seen := map[string]bool{}
	check := func(what, text string) {
		if clean(text) == text || seen[what+"\x00"+text] {
			return
		}
		seen[what+"\x00"+text] = true
		warnings = append(warnings, fmt.Sprintf("%s %s: written with a space for each control character (a PBN line holds none)", what, bridge.Quote(text)))
	}
	lb := opt.labels(ev.Title, ev.Site, ev.Date)
	check("event", lb.name)
	check("site", lb.site)
	check("date", lb.date)
	for _, f := range ev.Fields {
		check("section", f.Section)
		for _, st := range f.Rows() {
			check(st.Kind.String(), st.ID)
			for _, n := range st.Names {
				check(st.Kind.String()+" "+st.Key.String()+": name", n)
			}
		}
	}
	return warnings
}

// scoringTags are the Scoring tag of each method of a pairs event.
var scoringTags = map[report.Method]string{report.MethodMP: "MP;MP1", report.MethodACBL: "MP;MP2",
	report.MethodButler: "IMP;Butler", report.MethodCrossIMPs: "IMP;Cross"}

// tableKey names a table of a board for the decisions list.
type tableKey struct {
	board          int
	section, ns, e string
}

// lineGames writes the games of an event of lines (a pairs event, an
// individual), who sat at each table and who is ranked as seats names
// them: one a board, with its traveller; the first with the rankings.
func lineGames(seats seating) func(pw *writer, ev *report.Event, lb labels, opt Options) []string {
	return func(pw *writer, ev *report.Event, lb labels, opt Options) []string {
		return seats.games(pw, ev, lb, opt)
	}
}

// games writes the games of an event of lines (see lineGames).
func (seats seating) games(pw *writer, ev *report.Event, lb labels, opt Options) []string {
	imps := ev.Method.IMPs()
	scoring := scoringTags[ev.Method]

	// Columns present somewhere in the session.
	var hasSection, hasTable, hasRound, hasLead, hasDecision bool
	for i := range ev.Boards {
		for _, l := range ev.Boards[i].Lines() {
			e := l.Entry()
			hasSection = hasSection || l.Section() != "A"
			hasTable = hasTable || e.Table != 0
			hasRound = hasRound || e.Round != 0
			hasLead = hasLead || e.Lead.Valid()
			hasDecision = hasDecision || l.Adjust() != nil && l.Adjust().Kind != bridge.AdjUnparsed || e.Kind == bridge.NotScored
		}
	}
	// Decisions by table: the line's own and penalties stacked on it.
	stackedOn := map[tableKey][]*bridge.Adjustment{}
	for _, a := range ev.Adjustments {
		k := tableKey{a.Board, a.Section, a.NS.Key().ID, a.EW.Key().ID}
		stackedOn[k] = append(stackedOn[k], a.Decision)
		hasDecision = true
	}
	for _, f := range ev.Fields {
		hasSection = hasSection || f.Section != "A"
	}

	cols := []column{}
	add := func(name string, right bool, on bool) {
		if on {
			cols = append(cols, column{name, right})
		}
	}
	add("Section", false, hasSection)
	add("Table", true, hasTable)
	add("Round", true, hasRound)
	for _, c := range seats.columns {
		add(c, true, true)
	}
	add("Contract", false, true)
	add("Declarer", true, true)
	add("Result", true, true)
	add("Lead", false, hasLead)
	add("Score_NS", true, true)
	add("Score_EW", true, true)
	if imps {
		add("IMP_NS", true, true)
		add("IMP_EW", true, true)
	} else {
		add("MP_NS", true, true)
		add("MP_EW", true, true)
		add("Percentage_NS", true, true)
		add("Percentage_EW", true, true)
	}
	add("Decision", false, hasDecision)

	for i := range ev.Boards {
		b := &ev.Boards[i]
		if i > 0 {
			pw.line("")
		}
		pw.game(lb, b.Board, b.DD, [4]string{}, scoring, playedTags{}, []tagPair{{"Competition", seats.competition}})
		if i == 0 {
			pw.table(seats.totalScoreTable(ev, hasSection))
		}
		if b.NumLines() == 0 {
			continue
		}
		t := &table{tag: "ScoreTable", cols: cols}
		for _, l := range b.Lines() {
			e := l.Entry()
			row := scoreRow(l, imps, opt, stackedOn[tableKey{b.Number, l.Section(), l.NS().Key().ID, l.EW().Key().ID}])
			var cells []cell
			put := func(c cell, on bool) {
				if on {
					cells = append(cells, c)
				}
			}
			put(token(l.Section()), hasSection)
			put(number(e.Table), hasTable)
			put(number(e.Round), hasRound)
			cells = seats.fill(cells, l)
			cells = append(cells, row.contract, row.declarer, row.result)
			put(row.lead, hasLead)
			cells = append(cells, row.scoreNS, row.scoreEW)
			if imps {
				cells = append(cells, row.values[0], row.values[1])
			} else {
				cells = append(cells, row.values[:]...)
			}
			put(row.decision, hasDecision)
			t.rows = append(t.rows, cells)
		}
		pw.table(t)
	}
	if len(ev.Boards) == 0 && len(ev.Fields) > 0 {
		first := bridge.NewBoard(1)
		pw.game(lb, &first, nil, [4]string{}, scoring, playedTags{}, []tagPair{{"Competition", seats.competition}})
		pw.table(seats.totalScoreTable(ev, hasSection))
	}
	return nil
}

// number is a positive number's element, "-" for 0 (unknown).
func number(n int) cell {
	if n == 0 {
		return none
	}
	return cell{text: itoa(n)}
}

// value is a matchpoint, IMP or VP element: as people read it, exact
// when two decimals hold it (a percentage and VPs with two decimals).
func value(f report.Figure) cell { return cell{text: f.Shown()} }

// scoreCells are the Score_NS and Score_EW elements of an NS score: the
// side that scored it gets it as a positive number (0 goes to NS).
func scoreCells(ns int) (cell, cell) {
	if ns < 0 {
		return none, cell{text: itoa(-ns)}
	}
	return cell{text: itoa(ns)}, none
}

// row is the elements of a line that depend on its kind.
type row struct {
	contract, declarer, result, lead cell
	scoreNS, scoreEW                 cell
	values                           [4]cell // MP_NS, MP_EW, Percentage_NS, Percentage_EW (or IMP_NS, IMP_EW)
	decision                         cell
}

func scoreRow(l report.Line, imps bool, opt Options, stacked []*bridge.Adjustment) row {
	r := row{contract: none, declarer: none, result: none, lead: none, scoreNS: none, scoreEW: none,
		values: [4]cell{none, none, none, none}, decision: none}
	e := l.Entry()
	if l.Scored() {
		ns, ew := value(l.Points(bridge.NS)), value(l.Points(bridge.EW))
		if imps {
			r.values[0], r.values[1] = ns, ew
		} else {
			r.values = [4]cell{ns, ew, value(l.Percent(bridge.NS)), value(l.Percent(bridge.EW))}
		}
	}
	// The decisions of the table, for the Decision column.
	// (the session's list of decisions holds the line's own too)
	var texts []string
	if a := l.Adjust(); a != nil && a.Kind != bridge.AdjUnparsed {
		texts = append(texts, a.String())
	}
	for _, a := range stacked {
		if a != l.Adjust() && a.Kind != bridge.AdjUnparsed {
			texts = append(texts, a.String())
		}
	}
	if e.Kind == bridge.NotScored {
		// Why the table is not scored, first: formats/pbn reads it back
		// as a table not scored, for the same reason (its cells hold no
		// result and no score, whatever the input could read).
		texts = append([]string{bridge.NotScoredMark + e.Unscored()}, texts...)
	}
	if len(texts) > 0 {
		r.decision = quote(strings.Join(texts, bridge.DecisionsJoin))
	}

	switch e.Kind {
	case bridge.Played:
		p := e.Play
		if p.Contract.IsPass() {
			r.contract = cell{text: "Pass"}
		} else {
			r.contract, r.declarer, r.result = cell{text: p.Contract.String()}, cell{text: p.Declarer.String()}, cell{text: itoa(p.Tricks)}
			if e.Lead.Valid() {
				r.lead = cell{text: e.Lead.String()}
			}
		}
		r.scoreNS, r.scoreEW = scoreCells(l.ScoreNS())
	case bridge.Artificial:
		a := l.Adjust()
		if a.NS.Kind == bridge.Percent || a.EW.Kind == bridge.Percent {
			text := a.String()
			r.scoreNS, r.scoreEW = quote(text), quote(text)
			break
		}
		r.scoreNS, r.scoreEW = quote(awardCode(a.NS)), quote(awardCode(a.EW))
	case bridge.Assigned:
		ns, ew := l.Outcomes()
		switch {
		case len(ns) != 1 || len(ew) != 1:
			text := l.Adjust().String()
			r.scoreNS, r.scoreEW = quote(text), quote(text)
		case ns[0].ScoreNS == ew[0].ScoreNS:
			r.scoreNS, r.scoreEW = scoreCells(ns[0].ScoreNS)
		default:
			// A split score: each side's score in its own view.
			r.scoreNS, r.scoreEW = cell{text: itoa(ns[0].ScoreNS)}, cell{text: itoa(-ew[0].ScoreNS)}
		}
	}
	return r
}

// awardCode is an artificial award as Ruter writes it: A+, A= or A-.
func awardCode(a bridge.Award) string {
	switch a.Kind {
	case bridge.AveragePlus:
		return "A+"
	case bridge.AverageMinus:
		return "A-"
	}
	return "A="
}

// totalScoreTable is the rankings of every field in one table, by section,
// direction and place, each contestant in the columns of seats.
func (seats seating) totalScoreTable(ev *report.Event, hasSection bool) *table {
	imps := ev.Method.IMPs()
	hasDirection := false
	for _, f := range ev.Fields {
		hasDirection = hasDirection || f.Direction != bridge.DirectionNone
	}
	t := &table{tag: "TotalScoreTable"}
	add := func(name string, right, on bool) {
		if on {
			t.cols = append(t.cols, column{name, right})
		}
	}
	add("Section", false, hasSection)
	add("Rank", true, true)
	add("RankTie", true, true)
	add(seats.id, true, true)
	add("Direction", false, hasDirection)
	add("TotalScoreIMP", true, imps)
	add("TotalScoreMP", true, !imps)
	add("TotalPercentage", true, !imps)
	add("NrBoards", true, true)
	add(seats.names, false, true)
	for _, f := range ev.Fields {
		last := tieEnds(&f)
		for i, st := range f.Rows() {
			var cells []cell
			if hasSection {
				cells = append(cells, token(f.Section))
			}
			cells = append(cells, number(st.Place.Rank), last[i], token(st.ID))
			if hasDirection {
				cells = append(cells, direction(f.Direction))
			}
			if imps {
				cells = append(cells, value(st.Total))
			} else {
				cells = append(cells, value(st.Total), value(st.Percent))
			}
			cells = append(cells, number(st.Played), seats.name(st.Names))
			t.rows = append(t.rows, cells)
		}
	}
	return t
}

// direction is a Direction element as Ruter writes it.
func direction(d bridge.Direction) cell {
	switch d {
	case bridge.DirectionNS:
		return quote("N-S")
	case bridge.DirectionEW:
		return quote("E-W")
	}
	return none
}

// tieEnds gives each row of a ranking its RankTie element: the last place
// of its tie (a tie of three at 5 is 5 to 7), "-" when untied.
func tieEnds(f *report.Field) []cell {
	out := make([]cell, f.Len())
	count := map[int]int{}
	for _, st := range f.Rows() {
		count[st.Place.Rank]++
	}
	for i, st := range f.Rows() {
		r := st.Place.Rank
		out[i] = none
		if st.Place.Tied && count[r] > 1 {
			out[i] = cell{text: itoa(r + count[r] - 1)}
		}
	}
	return out
}
