package pbn

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/decisions"
)

// scoreCell is a Score_NS or Score_EW cell.
type scoreCell struct {
	cell    Cell
	present bool // the column exists and the cell is not empty
	number  bool // a plain whole number: "420", "-50"
	n       int
}

func readScoreCell(row []Cell, i int) scoreCell {
	if i < 0 || row[i].Empty() {
		return scoreCell{}
	}
	s := scoreCell{cell: row[i], present: true}
	t := strings.TrimSpace(row[i].Text)
	u := strings.TrimPrefix(t, "-")
	if allDigits(u) && len(u) <= 6 {
		n, _ := strconv.Atoi(u)
		if u != t {
			n = -n
		}
		s.number, s.n = true, n
	}
	return s
}

// What published made of a row.
const (
	notRead   = iota // not a published award: the score cells stand
	entryRead        // the entry's award is set
	rowRead          // the row is read as decisions: it makes no entry
)

// asPublished ends the warnings of the awards read from a Ruter file's
// own MP cells.
const asPublished = "scored as published by the file"

// maxResults is the most entries a file's tables make
// (formats.MaxResults). A variable for the tests.
var maxResults = formats.MaxResults

// published reads the award that Ruter printed in a ScoreTable row whose
// score cells hold a code without an agreed meaning (spec/formats.md
// §9.3.2), from the row's MP_NS and MP_EW cells:
//
//   - "+0" in both cells is a score of 0 for the table, compared with the
//     other tables as any score: on Ruter's own rows (spiren_2017-04-10,
//     board 9) the 75/25 % it printed for the table, and the other tables'
//     matchpoints, are those of a table score of 0.
//   - "Pen" in both cells, on a row after the table's own result, is what
//     each pair gets on top of that result, in the row's MP cells: Ruter
//     adds them to the pair's total (spiren_2018-04-23, board 21: the EW
//     pair's 6.8 is its TotalScoreTable ScorePenalty, and in its
//     TotalScoreMP). A cell other than 0 is a penalty stacked on the table,
//     negative when it credits the pair.
//
// Without readable MP cells the file says nothing, and the code stands for
// a decision to replace (notRead). Each award read is warned about.
func (m *mapper) published(e *bridge.Entry, text string, pos bridge.Pos, row []Cell, iMPNS, iMPEW, r int, ctx string, tbl *Table) int {
	if iMPNS < 0 || iMPEW < 0 || row[iMPNS].Empty() || row[iMPEW].Empty() {
		return notRead
	}
	mpNS, okNS := new(big.Rat).SetString(strings.TrimSpace(row[iMPNS].Text))
	mpEW, okEW := new(big.Rat).SetString(strings.TrimSpace(row[iMPEW].Text))
	if !okNS || !okEW || len(row[iMPNS].Text) > 12 || len(row[iMPEW].Text) > 12 {
		return notRead
	}
	warn := func(format string, args ...any) {
		m.Warn(&bridge.Error{Pos: pos, Context: ctx, Source: tbl.src(r),
			Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d: score cells %s: "+format, append([]any{r + 1, bridge.Quote(text)}, args...)...)})
	}
	cells := strings.TrimSpace(row[iMPNS].Text) + "/" + strings.TrimSpace(row[iMPEW].Text)
	switch {
	case text == "+0":
		zero := []bridge.Outcome{{Num: 1, Den: 1, Score: 0}}
		e.Kind = bridge.Assigned
		e.Adjust = &bridge.Adjustment{Text: text, Kind: bridge.AdjAssigned, OutcomesNS: zero, OutcomesEW: slices.Clone(zero), Pos: pos, Published: true}
		warn("Ruter's score of 0 for the table (MP %s), %s", cells, asPublished)
		return entryRead
	case strings.EqualFold(text, "Pen") && e.Seats == nil: // Ruter's pairs
		beside := false // the table's own result, in an earlier row
		for i := range m.s.Entries {
			o := &m.s.Entries[i]
			beside = beside || o.Board == e.Board && o.Section == e.Section && o.NS == e.NS && o.EW == e.EW && o.Adjust == nil
		}
		if !beside {
			return notRead
		}
		unit := bridge.PenMP
		if m.s.Method == bridge.ScoringButler || m.s.Method == bridge.ScoringCrossIMPs {
			unit = bridge.PenIMP
		}
		var given []string
		for _, side := range []struct {
			side bridge.Side
			id   string
			mp   *big.Rat
		}{{bridge.NS, e.NS, mpNS}, {bridge.EW, e.EW, mpEW}} {
			if side.mp.Sign() == 0 {
				continue
			}
			amount := new(big.Rat).Neg(side.mp)
			if !amount.Num().IsInt64() || !amount.Denom().IsInt64() {
				return notRead
			}
			m.s.Decisions = append(m.s.Decisions, bridge.Decision{Section: e.Section, Board: e.Board, NS: e.NS, EW: e.EW, Round: e.Round,
				Adjust: bridge.Adjustment{Text: text, Kind: bridge.AdjPenalty, Pos: pos, Published: true,
					Penalty: &bridge.Penalty{Side: side.side, Num: amount.Num().Int64(), Den: amount.Denom().Int64(), Unit: unit}}})
			given = append(given, fmt.Sprintf("%s %s %s %s", side.side, bridge.Quote(side.id), strings.TrimSpace(row[map[bridge.Side]int{bridge.NS: iMPNS, bridge.EW: iMPEW}[side.side]].Text), unit))
		}
		if len(given) == 0 {
			warn("Ruter's correction of 0 for both pairs (MP %s): nothing to add, %s", cells, asPublished)
			return rowRead
		}
		warn("Ruter's correction beside the table's result, added to the pairs' totals: %s, %s", strings.Join(given, ", "), asPublished)
		return rowRead
	}
	return notRead
}

// adjustText is the raw text of the score cells: the cell when both agree
// or only one column exists, else "ns/ew" with "-" for an empty cell.
func adjustText(ns, ew scoreCell, hasNS, hasEW bool) string {
	txt := func(s scoreCell) string {
		if !s.present {
			return "-"
		}
		return strings.TrimSpace(s.cell.Text)
	}
	switch {
	case !hasEW:
		return txt(ns)
	case !hasNS:
		return txt(ew)
	case txt(ns) == txt(ew) && !ns.number:
		return txt(ns) // the same code in both cells; two equal numbers are a split score
	}
	return txt(ns) + "/" + txt(ew)
}

// adjustAt is the position of a row's adjustment: the first score cell
// that holds a code, else the first score cell.
func adjustAt(ns, ew scoreCell, row []Cell) bridge.Pos {
	switch {
	case ns.present && !ns.number:
		return ns.cell.Pos
	case ew.present && !ew.number:
		return ew.cell.Pos
	case ns.present:
		return ns.cell.Pos
	case ew.present:
		return ew.cell.Pos
	}
	return row[0].Pos
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0x7F {
			return true
		}
	}
	return false
}

// Limits of a frequency table: tables per row, results per board.
const (
	maxMultiplicity = 10000
	maxTableEntries = 100000
)

// scoreTable adds the entries of a ScoreTable (one game per board), row
// after row: the entry's place (rowEntry), its result (rowResult) and
// kind (rowKind), the director's Decision cell (rowDecision), how many
// tables it stands for (rowCount), and the entries, decisions and pairs
// it adds (addRow).
func (m *mapper) scoreTable(t *Tag, ctx string, num int, section string) {
	if m.full {
		return
	}
	tbl := t.Table
	st := &scoreTableReader{m: m, tbl: tbl, ctx: ctx, num: num, section: section, col: scoreColumnsOf(tbl), warned: map[string]bool{}}
	if st.col.contract < 0 && st.col.sNS < 0 && st.col.sEW < 0 {
		if len(tbl.Rows) > 0 {
			m.warnTag(t, ctx, "neither a Contract nor a Score_NS or Score_EW column; rows not read")
		}
		return
	}
	for r, row := range tbl.Rows {
		if st.row(r, row) {
			return
		}
	}
}

// scoreColumns are the columns of a ScoreTable that the reader reads, -1
// for one the table lacks.
type scoreColumns struct {
	sec, table, round, ns, ew    int
	contract, decl, result, lead int
	sNS, sEW, mult               int
	namesNS, namesEW, decision   int
	mpNS, mpEW                   int
	// An individual's player columns (PlayerId_North ...), and whether
	// the table has any.
	seats      [4]int
	individual bool
}

// scoreColumnsOf finds the columns in a ScoreTable.
func scoreColumnsOf(tbl *Table) scoreColumns {
	c := scoreColumns{
		sec: tbl.Col("Section"), table: tbl.Col("Table"), round: tbl.Col("Round"),
		ns: tbl.Col("PairId_NS"), ew: tbl.Col("PairId_EW"),
		contract: tbl.Col("Contract"), decl: tbl.Col("Declarer"), result: tbl.Col("Result"), lead: tbl.Col("Lead"),
		sNS: tbl.Col("Score_NS"), sEW: tbl.Col("Score_EW"), mult: tbl.Col("Multiplicity"),
		namesNS: tbl.Col("Names_NS"), namesEW: tbl.Col("Names_EW"), decision: tbl.Col("Decision"),
		mpNS: tbl.Col("MP_NS"), mpEW: tbl.Col("MP_EW"),
	}
	for i, name := range seatColumnNames {
		c.seats[i] = tbl.Col(name)
		c.individual = c.individual || c.seats[i] >= 0
	}
	return c
}

// scoreTableReader reads the rows of one ScoreTable.
type scoreTableReader struct {
	m       *mapper
	tbl     *Table
	ctx     string
	num     int    // the board
	section string // the game's section, unless a row names its own
	col     scoreColumns
	warned  map[string]bool // the keys warnOnce has warned of
	total   int             // the results of the rows read so far
}

// scoreRow is a row being read.
type scoreRow struct {
	r           int
	cells       []Cell
	e           bridge.Entry
	ns, ew      scoreCell
	code        bool // a score cell holds a code, not a number
	cc          Cell // the Contract cell
	hasContract bool
	play        bridge.Play
	isUnscored  bool                // protokol's own Decision cell of a table not scored
	stacked     []bridge.Adjustment // the decisions after the first of the Decision cell
}

// get is cell i of row, when the table has the column and the cell is
// not empty.
func (st *scoreTableReader) get(row []Cell, i int) (Cell, bool) {
	if i < 0 || row[i].Empty() {
		return Cell{}, false
	}
	return row[i], true
}

func (st *scoreTableReader) cellErr(c Cell, r int, col string, sentinel error, format string, args ...any) {
	st.m.Add(&bridge.Error{Pos: c.Pos, Context: st.ctx, Source: st.tbl.src(r),
		Err: formats.Cause(sentinel, "[ScoreTable] row %d, %s %s: "+format, append([]any{r + 1, col, quoteValue(c.Text)}, args...)...)})
}

// warnOnce warns once a table of each kind of problem (key).
func (st *scoreTableReader) warnOnce(key string, c Cell, r int, format string, args ...any) {
	if st.warned[key] {
		return
	}
	st.warned[key] = true
	st.m.Warn(&bridge.Error{Pos: c.Pos, Context: st.ctx, Source: st.tbl.src(r),
		Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d: "+format, append([]any{r + 1}, args...)...)})
}

// num0 reads a Table or Round cell; one that is not a number is read
// past (the result stands; where it was played is unknown).
func (st *scoreTableReader) num0(c Cell, r int, col string) int {
	n, ok := atoiField(strings.TrimSpace(c.Text))
	if !ok {
		st.m.Warn(bridge.Warnf(bridge.ErrReadPast, c.Pos, st.ctx, "[ScoreTable] row %d, %s %s: not a number (want a whole number); read past", r+1, col, quoteValue(c.Text)))
	}
	return n
}

// row reads row r; stop is set when no more rows are to be read (the
// board or the file has too many results).
func (st *scoreTableReader) row(r int, row []Cell) (stop bool) {
	x := st.rowEntry(r, row)
	bye := func(s scoreCell) bool { return !s.present || strings.EqualFold(strings.TrimSpace(s.cell.Text), "Bye") }
	missing := x.e.NS == "" || x.e.EW == ""
	if x.e.Seats != nil {
		missing = slices.Contains(x.e.Seats[:], "")
	}
	if (st.col.ns >= 0 || st.col.ew >= 0 || st.col.individual) && missing && !x.hasContract && bye(x.ns) && bye(x.ew) {
		return false // a sit-out: no entry
	}
	if !st.rowResult(x) {
		return false
	}
	st.rowKind(x)
	if !st.rowDecision(x) {
		return false
	}
	n, skip, stop := st.rowCount(x)
	if skip || stop {
		return stop
	}
	st.addRow(x, n)
	return false
}

// rowEntry reads where row r was played (section, table, round, pairs),
// its score cells and its Contract cell.
func (st *scoreTableReader) rowEntry(r int, row []Cell) *scoreRow {
	x := &scoreRow{r: r, cells: row, e: bridge.Entry{Pos: row[0].Pos, Section: st.section, Board: st.num}}
	e, col := &x.e, &st.col
	if c, has := st.get(row, col.sec); has {
		e.Section = c.Text
	}
	if c, has := st.get(row, col.table); has {
		e.Table = st.num0(c, r, "Table")
	}
	if c, has := st.get(row, col.round); has {
		e.Round = st.num0(c, r, "Round")
	}
	if c, has := st.get(row, col.ns); has {
		e.NS = strings.TrimSpace(c.Text)
	}
	if c, has := st.get(row, col.ew); has {
		e.EW = strings.TrimSpace(c.Text)
	}
	if st.rowSeats(row, e) {
		e.NS, e.EW = "", "" // an individual's row seats players, not pairs
	}
	x.ns, x.ew = readScoreCell(row, col.sNS), readScoreCell(row, col.sEW)
	x.code = x.ns.present && !x.ns.number || x.ew.present && !x.ew.number
	x.cc, x.hasContract = st.get(row, col.contract)
	return x
}

// rowResult reads the row's result: its play (rowPlay) or Bridgewebs'
// average, protokol's own mark of a table not scored, the lead, and a
// code in the score cells with the figures the file published
// (published). It reports whether the row is still to be read: not when
// published has read it whole.
func (st *scoreTableReader) rowResult(x *scoreRow) bool {
	m, col, e, r, row := st.m, &st.col, &x.e, x.r, x.cells
	var why string // the row cannot be scored as it stands
	// protokol's own Decision cell of a table not scored: "not
	// scored: " and why (bridge.NotScoredMark; report/pbnout), read
	// back as such, for that reason.
	unscored, isUnscored := notScoredCell(row, col.decision)
	x.isUnscored = isUnscored
	if x.hasContract {
		var avg bool
		x.play, avg, why = m.rowPlay(row, x.cc, col.decl, col.result, r, st.ctx, st.tbl, st.warnOnce)
		if avg {
			// Bridgewebs' average: "A" in the Contract, Declarer
			// and Result cells (BriAn's USEBIO of the same session
			// has A5050): the producer's award.
			x.hasContract = false
			e.Kind = bridge.Artificial
			e.Adjust = &bridge.Adjustment{Text: "A", Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.Average},
				EW: bridge.Award{Kind: bridge.Average}, Pos: x.cc.Pos, Published: true}
			m.Warn(&bridge.Error{Pos: x.cc.Pos, Context: st.ctx, Source: st.tbl.src(r),
				Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d: contract, declarer and result \"A\": Bridgewebs' average for both pairs (A), %s", r+1, asPublished)})
		}
	}
	if isUnscored {
		e.Kind, e.Adjust = bridge.Played, nil // whatever an average made of it
		why = cmp.Or(unscored, "not scored")
	}
	if why != "" {
		x.hasContract = false // no result to score, or to show a lead of
		x.code = false
		e.Play = x.play
		e.SetUnscored(why)
	}
	if c, has := st.get(row, col.lead); has && x.hasContract && !x.play.Contract.IsPass() {
		if card, err := bridge.ParseCard(c.Text); err == nil {
			e.Lead = card
		} else {
			m.Warn(&bridge.Error{Pos: c.Pos, Context: st.ctx, Source: st.tbl.src(r),
				Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d, Lead: %w", r+1, err)})
		}
	}
	if x.code && !x.hasContract {
		switch m.published(e, adjustText(x.ns, x.ew, col.sNS >= 0, col.sEW >= 0), adjustAt(x.ns, x.ew, row), row, col.mpNS, col.mpEW, r, st.ctx, st.tbl) {
		case rowRead:
			return false
		case entryRead:
			x.code = false
		}
	}
	return true
}

// rowKind says what the row's entry is: not scored, a published award,
// an assigned or artificial score from a code, a played result (a split
// score when the two score cells disagree), a score without a contract,
// or not played.
func (st *scoreTableReader) rowKind(x *scoreRow) {
	col, e, r, row, ns, ew := &st.col, &x.e, x.r, x.cells, x.ns, x.ew
	switch {
	case e.Kind == bridge.NotScored:
	case e.Adjust != nil: // a published award
	case x.code:
		e.Kind = bridge.Assigned
		if ns.present && !ns.number && hasLetter(ns.cell.Text) || ew.present && !ew.number && hasLetter(ew.cell.Text) {
			e.Kind = bridge.Artificial
		}
		e.Adjust = &bridge.Adjustment{Text: adjustText(ns, ew, col.sNS >= 0, col.sEW >= 0), Pos: adjustAt(ns, ew, row)}
		if x.hasContract {
			e.Play = x.play
		}
		if _, err := decisions.ParseScoreCells(e.Adjust.Text); err != nil {
			// A code no one agreed on (Ruter's +0 or Pen without its
			// MP cells), or no code at all: not scored, until a
			// director decides the table.
			e.Adjust = nil
			e.SetUnscored(err.Error())
		}
	case x.hasContract:
		e.Kind, e.Play = bridge.Played, x.play
		switch {
		case ns.present && ew.present && ns.n != -ew.n:
			e.Kind = bridge.Assigned
			e.Adjust = &bridge.Adjustment{Text: adjustText(ns, ew, true, true), Pos: adjustAt(ns, ew, row)}
			st.warnOnce("split", ns.cell, r, "Score_NS %d and Score_EW %d are not opposite; read as an assigned split score", ns.n, ew.n)
		case ns.present:
			e.Claimed, e.HasClaimed = ns.n, true
		case ew.present:
			e.Claimed, e.HasClaimed = -ew.n, true
		}
	case ns.present || ew.present:
		e.Kind = bridge.Assigned
		e.Adjust = &bridge.Adjustment{Text: adjustText(ns, ew, col.sNS >= 0, col.sEW >= 0), Pos: adjustAt(ns, ew, row)}
		if ns.present {
			e.Claimed, e.HasClaimed = ns.n, true
		} else {
			e.Claimed, e.HasClaimed = -ew.n, true
		}
		e.SetRemarks("score without a contract")
		if col.mult < 0 {
			st.warnOnce("scoreonly", row[0], r, "a score without a contract, read as an assigned score")
		}
	default:
		e.Kind = bridge.NotPlayed
		st.warnOnce("empty", row[0], r, "neither a contract nor a score; read as not played")
	}
}

// rowDecision reads protokol's own Decision column: the director's
// decisions in the adjust grammar, which say more than score cells can.
// It reports whether the row is still to be read: not when the cell is in
// error (reported).
func (st *scoreTableReader) rowDecision(x *scoreRow) bool {
	c, has := st.get(x.cells, st.col.decision)
	if !has || strings.TrimSpace(c.Text) == "-" || x.isUnscored {
		return true
	}
	e, r := &x.e, x.r
	adj, more, err := decisionCell(c)
	if err != nil {
		st.cellErr(c, r, "Decision", formats.ErrValue, "%w", err)
		return false
	}
	switch adj.Kind {
	case bridge.AdjArtificial:
		e.Kind, e.Claimed, e.HasClaimed, e.Play = bridge.Artificial, 0, false, bridge.Play{}
	case bridge.AdjAssigned:
		e.Kind, e.Claimed, e.HasClaimed, e.Play = bridge.Assigned, 0, false, bridge.Play{}
	default:
		if !x.hasContract {
			st.cellErr(c, r, "Decision", formats.ErrMissing, "%s %s needs the table's result (want its contract, declarer and result)", adj.Kind, bridge.Quote(adj.Text))
			return false
		}
		e.Kind = bridge.Played
	}
	e.Adjust, x.stacked = &adj, more
	return true
}

// rowCount is how many tables the row stands for: its Multiplicity (a
// frequency table), else 1; it warns of pair ids missing. skip is set
// when the row is not added (a bad Multiplicity, reported), stop when no
// more rows are (the board or the file has too many results).
func (st *scoreTableReader) rowCount(x *scoreRow) (n int, skip, stop bool) {
	col, e, r, row := &st.col, &x.e, x.r, x.cells
	n = 1
	if c, has := st.get(row, col.mult); has {
		m, good := atoiField(strings.TrimSpace(c.Text))
		if !good || m == 0 || m > maxMultiplicity {
			st.cellErr(c, r, "Multiplicity", formats.ErrValue, "not a count (want a whole number of tables, 1 to %d)", maxMultiplicity)
			return 0, true, false
		}
		if st.total+m > maxTableEntries {
			st.cellErr(c, r, "Multiplicity", formats.ErrValue, "more than %d results on one board (want a real frequency table)", maxTableEntries)
			return 0, false, true
		}
		n = m
		st.warnOnce("multiplicity", c, r, "frequency table: each row stands for Multiplicity tables; entries have no pair ids")
	}
	switch {
	case col.individual:
		if slices.Contains(e.Seats[:], "") {
			st.warnOnce("oneseat", row[0], r, "a result with a player id missing: the seat is left empty")
		}
	case col.ns < 0 && col.ew < 0 && col.mult < 0:
		st.warnOnce("noids", row[0], r, "no PairId_NS or PairId_EW column; entries have no pair ids")
	case e.NS == "" && col.ns >= 0 || e.EW == "" && col.ew >= 0:
		st.warnOnce("oneid", row[0], r, "a result with a pair id missing")
	}
	if len(st.m.s.Entries)+n > maxResults {
		// A frequency table's rows make many entries each: stop
		// before memory grows with them.
		st.cellErr(row[0], r, st.tbl.Columns[0].Name, formats.ErrTooLarge, "too large: more than %d results in the file (the limit for one session; want the files of one session)", maxResults)
		st.m.full = true
		return 0, false, true
	}
	st.total += n
	return n, false, false
}

// addRow adds the row's n entries, the decisions stacked on its table,
// and the pairs its Names cells name.
func (st *scoreTableReader) addRow(x *scoreRow, n int) {
	m, e := st.m, x.e
	for k := 0; k < n; k++ {
		c := e // each entry owns its pointers
		if e.Adjust != nil {
			a := *e.Adjust
			c.Adjust = &a
		}
		m.s.Entries = append(m.s.Entries, c)
	}
	for _, a := range x.stacked {
		m.s.Decisions = append(m.s.Decisions, bridge.Decision{Section: e.Section, Board: e.Board, NS: e.NS, EW: e.EW, Round: e.Round, Adjust: a})
	}
	if c, has := st.get(x.cells, st.col.namesNS); has && e.NS != "" {
		m.addPair(bridge.Pair{Section: e.Section, Direction: bridge.DirectionNS, ID: e.NS, Names: splitNames(c.Text), Pos: c.Pos})
	}
	if c, has := st.get(x.cells, st.col.namesEW); has && e.EW != "" {
		m.addPair(bridge.Pair{Section: e.Section, Direction: bridge.DirectionEW, ID: e.EW, Names: splitNames(c.Text), Pos: c.Pos})
	}
}

// rowPlay reads a ScoreTable row's result: the Contract cell cc (PBN's
// contract, "3N", "5Cx", Bridgewebs' "3S*" and "PO", passed out), and for
// a contract that was played the Declarer and the Result cells (the
// declarer's tricks, or =, +1, -2 relative to the contract, warned). avg
// is Bridgewebs' average, "A" in the Contract cell and "A" or nothing in
// the other two. why is set when the result cannot be read: the row is
// not scored (the session is not stopped for it), and play keeps the
// contract and declarer when both were read (its tricks mean nothing).
func (m *mapper) rowPlay(row []Cell, cc Cell, iDecl, iResult, r int, ctx string, tbl *Table, warnOnce func(key string, c Cell, r int, format string, args ...any)) (play bridge.Play, avg bool, why string) {
	get := func(i int) (Cell, bool) {
		if i < 0 || row[i].Empty() {
			return Cell{}, false
		}
		return row[i], true
	}
	text := strings.TrimSpace(cc.Text)
	switch {
	case strings.EqualFold(text, "PO"):
		return bridge.Play{Contract: bridge.PassOut}, false, ""
	case text == "A":
		d, hasD := get(iDecl)
		res, hasR := get(iResult)
		if (!hasD || strings.TrimSpace(d.Text) == "A") && (!hasR || strings.TrimSpace(res.Text) == "A") {
			return play, true, ""
		}
	}
	c, err := bridge.ParseContract(cc.Text)
	if err != nil {
		return play, false, fmt.Sprintf("contract %s: %v", quoteValue(cc.Text), err)
	}
	play.Contract = c
	if c.IsPass() {
		return play, false, ""
	}
	dc, has := get(iDecl)
	if !has {
		return bridge.Play{}, false, fmt.Sprintf("contract %s and no declarer", quoteValue(cc.Text))
	}
	s, err := bridge.ParseSeat(dc.Text)
	if err != nil {
		return bridge.Play{}, false, fmt.Sprintf("contract %s, declarer %s: %v", quoteValue(cc.Text), quoteValue(dc.Text), err)
	}
	play.Declarer = s
	rc, has := get(iResult)
	if !has {
		return play, false, "no result"
	}
	rt := strings.TrimSpace(rc.Text)
	if n, good := atoiField(rt); good && n <= 13 {
		play.Tricks = n
		return play, false, ""
	}
	if tr, err := bridge.ParseRelative(c, rt); err == nil && rt != "" && strings.ContainsAny(rt[:1], "+-=") {
		play.Tricks = tr
		warnOnce("relative", rc, r, "result %s read as relative to the contract: %d tricks", bridge.Quote(rt), tr)
		return play, false, ""
	}
	return play, false, fmt.Sprintf("result %s: %v %s", quoteValue(rc.Text), bridge.ErrTricks, resultWant)
}

// notScoredCell reads the Decision cell (column i) of a table not scored
// as protokol writes it: "not scored: " and why; ok is false for any
// other cell.
func notScoredCell(row []Cell, i int) (why string, ok bool) {
	if i < 0 || row[i].Empty() {
		return "", false
	}
	t := strings.TrimSpace(row[i].Text)
	if t == strings.TrimSpace(bridge.NotScoredMark) {
		return "", true
	}
	why, ok = strings.CutPrefix(t, bridge.NotScoredMark)
	return strings.TrimSpace(why), ok
}

// decisionCell reads a Decision cell: one or more decisions of the adjust
// grammar joined by " & " (formats/decisions). The first that gives the
// table its score (or the first of all, when all are penalties) is the
// entry's; the others are penalties stacked on it.
func decisionCell(c Cell) (bridge.Adjustment, []bridge.Adjustment, error) {
	var all []bridge.Adjustment
	main := -1
	for part := range strings.SplitSeq(c.Text, bridge.DecisionsJoin) {
		part = strings.TrimSpace(part)
		a, err := decisions.ParseAdjust(part)
		if err != nil {
			return bridge.Adjustment{}, nil, err
		}
		a.Text, a.Pos = part, c.Pos
		if a.Kind != bridge.AdjPenalty {
			if main >= 0 && all[main].Kind != bridge.AdjPenalty {
				return bridge.Adjustment{}, nil, fmt.Errorf("two decisions that each give the table its score, %s and %s (want one, and any penalties)", bridge.Quote(all[main].Text), bridge.Quote(part))
			}
			main = len(all)
		}
		all = append(all, a)
	}
	if main < 0 {
		main = 0
	}
	rest := append(slices.Clone(all[:main]), all[main+1:]...)
	return all[main], rest, nil
}
