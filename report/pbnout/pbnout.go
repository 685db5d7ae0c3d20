// Package pbnout writes results.pbn: the hand records with the results of
// a scored session as PBN 2.1, in the conventions of the files that Ruter
// and Magic Contest publish (spec/formats.md §9, §10 pattern A) for a pairs
// event, and of the European championship archives (pattern B) for a team
// event. It computes nothing: every figure comes from compute/pairs or
// compute/teams.
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
// Write is the one entry, for either kind of event. It imports the
// standard library, compute and report (for the formatting of VPs).
package pbnout

import (
	"fmt"
	"io"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
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

// Write writes results.pbn of a scored event, a pairs session or a team
// event (see the package comment). A board in res.DD gets
// [DoubleDummyTricks], [OptimumScore] and [OptimumResultTable] from its
// analysis instead of the hand record's own. The warnings name what the
// file cannot carry, one line each: every decision of a pairs session has
// its PBN form, while a team event's carry-overs, penalties and rooms'
// decisions have none.
func Write(w io.Writer, res *event.Result, opt Options) (warnings []string, err error) {
	switch {
	case res == nil:
	case res.Kind == event.Pairs && res.Pairs != nil:
		return textWarnings(res, opt), writePairs(w, res.Pairs, res.DD, opt)
	case res.Kind == event.Teams && res.Teams != nil:
		warnings, err := writeTeams(w, res.Teams, res.DD, opt)
		return append(textWarnings(res, opt), warnings...), err
	}
	return nil, report.ErrNoResult
}

// textWarnings name each text from the input that the file holds changed
// (see clean): a control character, such as a tab or a line end inside a
// name, is written as a space, since PBN text is one line of printing
// characters (formats.md §3.4), and a reader gets the text back with the
// space.
func textWarnings(res *event.Result, opt Options) []string {
	var warnings []string
	seen := map[string]bool{}
	check := func(what, text string) {
		if clean(text) == text || seen[what+"\x00"+text] {
			return
		}
		seen[what+"\x00"+text] = true
		warnings = append(warnings, fmt.Sprintf("%s %s: written with a space for each control character (a PBN line holds none)", what, bridge.Quote(text)))
	}
	var ev labels
	if p := res.Pairs; p != nil {
		ev = opt.labels(p.Event, p.Site, p.Date)
	} else if t := res.Teams; t != nil {
		ev = opt.labels(t.Event, t.Site, t.Date)
	}
	check("event", ev.name)
	check("site", ev.site)
	check("date", ev.date)
	if p := res.Pairs; p != nil {
		for _, rk := range p.Rankings {
			check("section", rk.Section)
			for _, row := range rk.Rows {
				check("pair", row.Pair.ID)
				for _, n := range row.Names {
					check("pair "+row.Pair.String()+": name", n)
				}
			}
		}
	}
	if t := res.Teams; t != nil {
		for _, st := range t.Standings {
			check("team", st.Team)
			for _, n := range st.Names {
				check("team "+st.Team+": name", n)
			}
		}
	}
	return warnings
}

// scoring is the value of the Scoring tag for a pairs event.
func scoring(res *pairs.Result) string {
	switch {
	case res.Method == pairs.Butler:
		return "IMP;Butler"
	case res.Method == pairs.CrossIMPs:
		return "IMP;Cross"
	case res.Scale == mp.ACBL:
		return "MP;MP2"
	}
	return "MP;MP1"
}

// tableKey names a table of a board for the decisions list.
type tableKey struct {
	board          int
	section, ns, e string
}

// writePairs writes the results of a pairs session.
func writePairs(w io.Writer, res *pairs.Result, analyses map[int]dd.Analysis, opt Options) error {
	pw := newWriter(w)
	pw.dd = analyses
	pw.header()
	imps := res.Method.IMPs()
	scoring := scoring(res)
	ev := opt.labels(res.Event, res.Site, res.Date)

	// Columns present somewhere in the session.
	var hasSection, hasTable, hasRound, hasLead, hasDecision bool
	for _, b := range res.Boards {
		for _, l := range b.Lines {
			hasSection = hasSection || l.Section() != "A"
			hasTable = hasTable || l.Entry.Table != 0
			hasRound = hasRound || l.Entry.Round != 0
			hasLead = hasLead || l.Entry.Lead.Valid()
			hasDecision = hasDecision || l.Adjust() != nil && l.Adjust().Kind != bridge.AdjUnparsed || l.Entry.Kind == bridge.NotScored
		}
	}
	// Decisions by table: the line's own and penalties stacked on it.
	stackedOn := map[tableKey][]*bridge.Adjustment{}
	for _, a := range res.Adjustments {
		stackedOn[tableKey{a.Board, a.Section, a.NS.ID, a.EW.ID}] = append(stackedOn[tableKey{a.Board, a.Section, a.NS.ID, a.EW.ID}], a.Adjust)
		hasDecision = true
	}
	for _, r := range res.Rankings {
		hasSection = hasSection || r.Section != "A"
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
	add("PairId_NS", true, true)
	add("PairId_EW", true, true)
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

	for i, b := range res.Boards {
		if i > 0 {
			pw.line("")
		}
		pw.game(ev, b.Board, [4]string{}, scoring, playedTags{}, []tagPair{{"Competition", "Pairs"}})
		if i == 0 {
			pw.table(totalScoreTable(res, hasSection))
		}
		if len(b.Lines) == 0 {
			continue
		}
		t := &table{tag: "ScoreTable", cols: cols}
		for _, l := range b.Lines {
			row := scoreRow(l, imps, opt, stackedOn[tableKey{b.Number, l.Section(), l.NS().ID, l.EW().ID}])
			var cells []cell
			put := func(c cell, on bool) {
				if on {
					cells = append(cells, c)
				}
			}
			put(token(l.Section()), hasSection)
			put(number(l.Entry.Table), hasTable)
			put(number(l.Entry.Round), hasRound)
			cells = append(cells, token(l.Entry.NS), token(l.Entry.EW), row.contract, row.declarer, row.result)
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
	if len(res.Boards) == 0 && len(res.Rankings) > 0 {
		pw.game(ev, bridge.NewBoard(1), [4]string{}, scoring, playedTags{}, []tagPair{{"Competition", "Pairs"}})
		pw.table(totalScoreTable(res, hasSection))
	}
	return pw.flush()
}

// number is a positive number's element, "-" for 0 (unknown).
func number(n int) cell {
	if n == 0 {
		return none
	}
	return cell{text: itoa(n)}
}

// value is a matchpoint or IMP element: exact when two decimals hold it.
func value(q exact.Q) cell { return cell{text: q.Decimal(2)} }

// percent is a percentage element with two decimals.
func percent(q exact.Q) cell { return cell{text: q.Round(2)} }

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

func scoreRow(l pairs.Line, imps bool, opt Options, stacked []*bridge.Adjustment) row {
	r := row{contract: none, declarer: none, result: none, lead: none, scoreNS: none, scoreEW: none,
		values: [4]cell{none, none, none, none}, decision: none}
	if l.Scored {
		if imps {
			r.values[0], r.values[1] = value(l.IMPNS()), value(l.IMPEW())
		} else {
			r.values = [4]cell{value(l.MPNS()), value(l.MPEW()), percent(l.PctNS()), percent(l.PctEW())}
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
	if l.Entry.Kind == bridge.NotScored {
		// Why the table is not scored, first: formats/pbn reads it back
		// as a table not scored, for the same reason (its cells hold no
		// result and no score, whatever the input could read).
		texts = append([]string{bridge.NotScoredMark + l.Entry.Unscored()}, texts...)
	}
	if len(texts) > 0 {
		r.decision = quote(strings.Join(texts, bridge.DecisionsJoin))
	}

	switch l.Entry.Kind {
	case bridge.Played:
		p := l.Entry.Play
		if p.Contract.IsPass() {
			r.contract = cell{text: "Pass"}
		} else {
			r.contract, r.declarer, r.result = cell{text: p.Contract.String()}, cell{text: p.Declarer.String()}, cell{text: itoa(p.Tricks)}
			if l.Entry.Lead.Valid() {
				r.lead = cell{text: l.Entry.Lead.String()}
			}
		}
		r.scoreNS, r.scoreEW = scoreCells(l.ScoreNS)
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
// direction and place.
func totalScoreTable(res *pairs.Result, hasSection bool) *table {
	imps := res.Method.IMPs()
	hasDirection := false
	for _, r := range res.Rankings {
		hasDirection = hasDirection || r.Direction != bridge.DirectionNone
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
	add("PairId", true, true)
	add("Direction", false, hasDirection)
	add("TotalScoreIMP", true, imps)
	add("TotalScoreMP", true, !imps)
	add("TotalPercentage", true, !imps)
	add("NrBoards", true, true)
	add("Names", false, true)
	for _, r := range res.Rankings {
		last := tieEnds(len(r.Rows), func(i int) (int, bool) { return r.Rows[i].Rank, r.Rows[i].Tied })
		for i, st := range r.Rows {
			var cells []cell
			if hasSection {
				cells = append(cells, token(r.Section))
			}
			cells = append(cells, number(st.Rank), last[i], token(st.Pair.ID))
			if hasDirection {
				cells = append(cells, direction(r.Direction))
			}
			if imps {
				cells = append(cells, value(st.Total))
			} else {
				cells = append(cells, value(st.Total), percent(st.Percent))
			}
			cells = append(cells, number(st.Boards), quote(joinNames(st.Names)))
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
func tieEnds(n int, at func(int) (rank int, tied bool)) []cell {
	out := make([]cell, n)
	count := map[int]int{}
	for i := range n {
		r, _ := at(i)
		count[r]++
	}
	for i := range n {
		r, tied := at(i)
		out[i] = none
		if tied && count[r] > 1 {
			out[i] = cell{text: itoa(r + count[r] - 1)}
		}
	}
	return out
}
