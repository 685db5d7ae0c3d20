package pdf

import (
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/report"
)

// This file turns the Sheet into blocks: every string checked against the
// fonts (with a description of where it is, for the warning about a text
// printed otherwise), wrapped and measured, before anything is drawn.

// cellText is a cell as build gathers it, before wrapping.
type cellText struct {
	text  string
	lines []string // instead of text: lines of their own, each wrapped alone
	spans []span   // instead of text: one line of several colours
	grey  bool
	bold  bool
	align byte // 0: the column's
	cols  int  // columns it spans: 0 or 1 is one
	// under is a line of text under the row, from this cell's column
	// across underCols columns (see row.under); at most one cell of a row
	// has it.
	under     string
	underCols int
}

// needs is the width each column asks for: at least its least width and
// the longest word of its header (no more than headMax when that is set),
// or the whole header when the column has headLine;
// a column that is not flex is as wide as its widest cell, so figures
// never wrap, and so is any column for its cells of spans (contracts,
// leads, a room's result), which are one line.
func (d *doc) needs(cols []col, head []cellText, body [][]cellText, size float64) []float64 {
	need := make([]float64, len(cols))
	for i, c := range cols {
		need[i] = c.w
	}
	ci := 0
	for _, h := range head {
		if max(h.cols, 1) == 1 {
			if cols[ci].headLine {
				need[ci] = max(need[ci], d.width(bold, sizeHead, shown(h.text))+2*cellPadX)
			}
			for _, w := range strings.Fields(shown(h.text)) {
				ww := d.width(bold, sizeHead, w) + 2*cellPadX
				if m := cols[ci].headMax; m > 0 {
					ww = min(ww, m)
				}
				need[ci] = max(need[ci], ww)
			}
		}
		ci += max(h.cols, 1)
	}
	for _, r := range body {
		ci := 0
		for _, c := range r {
			// Spans never wrap: a flex column is as wide as its widest too.
			if max(c.cols, 1) == 1 && (!cols[ci].flex || c.spans != nil) {
				need[ci] = max(need[ci], d.cellWidth(size, c)+2*cellPadX)
			}
			ci += max(c.cols, 1)
		}
	}
	return need
}

// fitCols gives the columns their widths from their needs. Flex columns
// (names) share what is left of the page width; a table without one
// shares the spare width among all its columns. A table too wide for the
// page is narrowed in proportion, and its cells wrap.
func (d *doc) fitCols(cols []col, head []cellText, body [][]cellText, size float64) []col {
	return spread(cols, d.needs(cols, head, body, size), contentW)
}

// spread sets the widths of cols from their needs to fill width.
func spread(cols []col, need []float64, width float64) []col {
	total, flexNeed := 0.0, 0.0
	for i, c := range cols {
		total += need[i]
		if c.flex {
			flexNeed += need[i]
		}
	}
	out := make([]col, len(cols))
	copy(out, cols)
	for i := range out {
		switch {
		case total > width:
			out[i].w = need[i] * width / total
		case flexNeed > 0 && out[i].flex:
			out[i].w = need[i] + (width-total)*need[i]/flexNeed
		case flexNeed > 0:
			out[i].w = need[i]
		default:
			out[i].w = need[i] * width / total
		}
	}
	return out
}

// cellWidth is the width of a cell's text on one line (its widest line).
func (d *doc) cellWidth(size float64, c cellText) float64 {
	fc := regular
	if c.bold {
		fc = bold
	}
	switch {
	case c.spans != nil:
		w := 0.0
		for _, s := range c.spans {
			w += d.width(fc, size, s.text)
		}
		return w
	case c.lines != nil:
		w := 0.0
		for _, ln := range c.lines {
			w = max(w, d.width(fc, size, shown(ln)))
		}
		return w
	}
	return d.width(fc, size, shown(c.text))
}

// newRow wraps the cells of a row to their columns.
func (d *doc) newRow(cols []col, fc *face, size float64, cells []cellText) row {
	r := row{cells: make([]cell, len(cells))}
	lines := 1
	ci := 0
	for i, c := range cells {
		n := max(c.cols, 1)
		w := 0.0
		for k := 0; k < n && ci+k < len(cols); k++ {
			w += cols[ci+k].w
		}
		ci += n
		out := cell{spans: c.spans, grey: c.grey, bold: c.bold, align: c.align, cols: c.cols}
		cf := fc
		if c.bold {
			cf = bold
		}
		switch {
		case c.spans != nil:
		case c.lines != nil:
			for _, ln := range c.lines {
				out.lines = append(out.lines, d.wrap(cf, size, ln, w-2*cellPadX)...)
			}
		default:
			out.lines = d.wrap(cf, size, c.text, w-2*cellPadX)
		}
		if c.under != "" {
			uw := 0.0
			for k := 0; k < max(c.underCols, 1) && ci-n+k < len(cols); k++ {
				uw += cols[ci-n+k].w
			}
			r.under = d.wrap(regular, sizeAdjust, c.under, uw-2*cellPadX)
			r.underAt, r.underCols = ci-n, max(c.underCols, 1)
		}
		lines = max(lines, len(out.lines))
		r.cells[i] = out
	}
	r.underY = float64(lines) * lineH(size)
	r.h = r.underY + float64(len(r.under))*lineH(sizeAdjust) + 2*cellPadY
	return r
}

// heads checks and gathers the labels of a header row.
func (d *doc) heads(labels ...string) []cellText {
	cells := make([]cellText, len(labels))
	for i, l := range labels {
		cells[i] = cellText{text: d.label(l)}
	}
	return cells
}

// barLines wraps a heading beside its info text.
func (d *doc) barLines(title, info string) []string {
	w := contentW - 2*cellPadX
	if info != "" {
		w -= d.width(regular, sizeBar-1, shown(info)) + 6
	}
	return d.wrap(bold, sizeBar, title, w)
}

// tableOf wraps gathered rows into a table, shading every other row.
func (d *doc) tableOf(cols []col, size float64, head row, body [][]cellText) *table {
	t := &table{cols: cols, size: size, head: head, rows: make([]row, len(body))}
	for i, cells := range body {
		t.rows[i] = d.newRow(cols, regular, size, cells)
		t.rows[i].shade = i%2 == 1
	}
	return t
}

// ---- rankings ----

func (d *doc) rankings() []block {
	s, l := d.s, &d.s.L
	cols := []col{{w: 11, align: 'P'}, {w: 11, align: 'C'}, {w: 50, align: 'L', flex: true},
		{w: 14, align: 'R'}, {w: 18, align: 'R'}, {w: 14, align: 'R'}, {w: 16, align: 'R'}}
	head := d.heads(l.Place, s.ContestantLabel, s.MembersLabel, l.BoardsPlayed, l.Total, l.Max, l.Percent)
	fields := []string{"place", "label", "names", "boards", "total", "maximum", "percentage"}
	if s.IMPs {
		cols = cols[:6]
		head = d.heads(l.Place, s.ContestantLabel, s.MembersLabel, l.BoardsPlayed, l.IMPs, l.Average)
		fields = []string{"place", "label", "names", "boards", "IMPs", "average"}
	}
	// Procedural penalties, deducted from the total, are printed beside
	// it in brackets, "128.5 (-2.5)", in a column of their own (with no
	// heading) so that the totals stay aligned on their last digit.
	penalties := false
	for _, rk := range s.Rankings {
		for _, r := range rk.Rows {
			penalties = penalties || r.Penalty != ""
		}
	}
	if penalties {
		cols = slices.Insert(cols, 5, col{w: 4, align: 'L'})
		head = slices.Insert(head, 5, cellText{})
		fields = slices.Insert(fields, 5, "penalty")
	}
	cols, head, fields = d.awardCols(cols, head, fields)
	bodies := make([][][]cellText, len(s.Rankings))
	var all [][]cellText
	for ri, rk := range s.Rankings {
		for _, r := range rk.Rows {
			cells := []cellText{{text: r.Place}, {text: r.Pair.Label}, {text: r.Pair.Names}, {text: r.Boards},
				{text: r.Total}, {text: r.Max}, {text: r.Percent}}
			if s.IMPs {
				cells = append(cells[:5], cellText{text: r.Average})
			}
			if penalties {
				pen := cellText{grey: true}
				if r.Penalty != "" {
					pen.text = "(" + r.Penalty + ")"
				}
				cells = slices.Insert(cells, 5, pen)
			}
			cells = append(cells, awardCells(r.Awards)...)
			d.checkRow(cells, fields, func(f string) string { return d.pairWhere(rk.Section, rk.Direction, r.Pair.Label) + "'s " + f })
			bodies[ri] = append(bodies[ri], cells)
		}
		all = append(all, bodies[ri]...)
	}
	cols = d.fitCols(cols, head, all, sizeRank)
	headRow := d.newRow(cols, bold, sizeHead, head)
	var out []block
	for ri, rk := range s.Rankings {
		title := d.label(l.Rankings)
		if rk.Title != "" {
			d.check(rk.Title, func() string { return "the title of ranking " + strconv.Itoa(ri+1) })
			title += " · " + rk.Title
		}
		blk := block{bar: d.barLines(title, ""), table: d.tableOf(cols, sizeRank, headRow, bodies[ri]), minRows: 3}
		if s.Provisional != "" {
			blk.note = d.wrap(regular, sizeTable, d.label(s.Provisional), contentW)
		}
		if ri == 0 {
			blk.note = append(blk.note, d.awardNote()...)
		}
		out = append(out, blk)
	}
	return out
}

// awardCols adds a column for each kind of points the scale awards to a
// standings table's columns, heads and fields.
func (d *doc) awardCols(cols []col, head []cellText, fields []string) ([]col, []cellText, []string) {
	for _, h := range d.s.AwardHeads {
		cols = append(cols, col{w: 12, align: 'R'})
		head = append(head, cellText{text: d.label(h)})
		fields = append(fields, h+" points")
	}
	return cols, head, fields
}

// awardCells are a standing's awards as cells.
func awardCells(awards []string) []cellText {
	out := make([]cellText, len(awards))
	for i, a := range awards {
		out[i] = cellText{text: a}
	}
	return out
}

// awardNote is the line naming the masterpoint scale, none without one.
func (d *doc) awardNote() []string {
	if d.s.AwardNote == "" {
		return nil
	}
	d.check(d.s.AwardNote, func() string { return "the masterpoint scale's name" })
	return d.wrap(regular, sizeTable, d.s.AwardNote, contentW)
}

// extraSections are the rankings beside the scratch ones, every kind's:
// a section of handicapped rankings, one of strata, each ranking a
// table of place, contestant, names and its own columns.
func (d *doc) extraSections() []section {
	s := d.s
	var out []section
	for _, sec := range s.Extras {
		var blocks []block
		for ti, t := range sec.Tables {
			cols := []col{{w: 11, align: 'P'}, {w: 11, align: 'C'}, {w: 50, align: 'L', flex: true}}
			head := d.heads(s.L.Place, s.ContestantLabel, s.MembersLabel)
			for _, h := range t.Heads {
				cols = append(cols, col{w: 14, align: 'R'})
				head = append(head, cellText{text: d.label(h)})
			}
			body := make([][]cellText, len(t.Rows))
			for i, r := range t.Rows {
				cells := []cellText{{text: r.Place}, {text: r.Pair.Label}, {text: r.Pair.Names}}
				for _, c := range r.Cells {
					cells = append(cells, cellText{text: c})
				}
				d.checkCells(cells, sec.Title+", "+t.Title+", "+r.Pair.Label, func(k int) string { return "column " + strconv.Itoa(k+1) })
				body[i] = cells
			}
			cols = d.fitCols(cols, head, body, sizeRank)
			title := d.label(sec.Title)
			if t.Title != "" {
				d.check(t.Title, func() string { return "the title of " + sec.ID + " ranking " + strconv.Itoa(ti+1) })
				title += " · " + t.Title
			}
			blocks = append(blocks, block{bar: d.barLines(title, ""), minRows: 3,
				table: d.tableOf(cols, sizeRank, d.newRow(cols, bold, sizeHead, head), body)})
		}
		out = append(out, section{name: shown(sec.Title), blocks: blocks})
	}
	return out
}

// ---- boards ----

func isRed(letter string) bool { return letter == "H" || letter == "D" }

// contractSpans splits a contract so that its suit symbol can be red.
func contractSpans(c report.ContractView) []span {
	if c.Pass || c.Symbol == "" {
		return []span{{text: c.Text}}
	}
	return []span{{text: c.Level}, {text: c.Symbol, red: isRed(c.Letter)}, {text: c.Dbl}}
}

// leadSpans splits a lead ("♥K") so that its suit symbol can be red.
func leadSpans(lead string) []span {
	for _, sym := range [...]string{"♥", "♦", "♠", "♣"} {
		if rest, ok := strings.CutPrefix(lead, sym); ok {
			return []span{{text: sym, red: sym == "♥" || sym == "♦"}, {text: rest}}
		}
	}
	return []span{{text: lead}}
}

func (d *doc) checkCell(c cellText, where func() string) {
	d.check(c.text, where)
	for _, ln := range c.lines {
		d.check(ln, where)
	}
	for _, sp := range c.spans {
		d.check(sp.text, where)
	}
}

// checkRow checks every cell of a row; where names a cell in warnings from
// the field of the column it starts in (fields has one per column), or
// "note" for a cell across several columns, and "decision" for the text
// under the row.
func (d *doc) checkRow(cells []cellText, fields []string, where func(field string) string) {
	ci := 0
	for _, c := range cells {
		field := fields[ci]
		if c.cols > 1 {
			field = "note"
		}
		d.checkCell(c, func() string { return where(field) })
		if c.under != "" {
			d.check(c.under, func() string { return where("decision") })
		}
		ci += max(c.cols, 1)
	}
}

func (d *doc) boards() []block {
	s, l := d.s, &d.s.L
	cols := []col{
		{w: 9, align: 'C'}, {w: 9, align: 'C'}, {w: 15, align: 'L'}, {w: 8, align: 'C'}, {w: 10, align: 'L'},
		{w: 10, align: 'R'}, {w: 10, align: 'C'}, {w: 14, align: 'R'}, {w: 14, align: 'R'},
		{w: 12, align: 'R'}, {w: 12, align: 'R'}, {w: 13, align: 'R'}, {w: 13, align: 'R'},
	}
	head := d.heads(l.NS, l.EW, l.Contract, l.By, l.Lead, l.Tricks, l.Result,
		l.ScoreNS, l.ScoreEW, l.MPNS, l.MPEW, l.PctNS, l.PctEW)
	fields := []string{"NS pair", "EW pair", "contract", "declarer", "lead", "tricks", "result",
		"NS score", "EW score", "NS matchpoints", "EW matchpoints", "NS percentage", "EW percentage"}
	if s.IMPs { // IMPs to each side instead of matchpoints and percentages
		cols = append(cols[:9], col{w: 14, align: 'R'}, col{w: 14, align: 'R'})
		head = append(head[:9], d.heads(l.IMPNS, l.IMPEW)...)
		fields = append(fields[:9], "NS IMPs", "EW IMPs")
	}
	if d.manySections { // pair numbers repeat between sections
		cols = append([]col{{w: 9, align: 'C'}}, cols...)
		head = append(d.heads(l.Section), head...)
		fields = append([]string{"section"}, fields...)
	}
	bodies := make([][][]cellText, len(s.Boards))
	var all [][]cellText
	out := make([]block, len(s.Boards))
	for bi, b := range s.Boards {
		board := "board " + strconv.Itoa(b.Number)
		out[bi] = d.boardBlock(b)
		rows := make([][]cellText, len(b.Rows))
		for i, r := range b.Rows {
			cells := make([]cellText, 0, len(cols)) // a row has at most a cell per column: no regrowing
			if d.manySections {
				cells = append(cells, cellText{text: r.Section})
			}
			cells = append(cells, cellText{text: r.NS.Label}, cellText{text: r.EW.Label})
			switch {
			case r.Note != "" && r.MPNS == "" && r.IMPNS == "":
				// Not played: the note is all the row has.
				cells = append(cells, cellText{text: r.Note, grey: true, cols: len(cols) - len(cells)})
			case r.Note != "":
				// A decision that replaced the result (an artificial or an
				// assigned score) in place of the contract, declarer,
				// lead, tricks and result; the scores and matchpoints (or
				// IMPs) it gave stand beside it.
				cells = append(cells, cellText{text: r.Note, grey: true, cols: 5})
			default:
				// A decision that leaves the result standing (a penalty, a
				// fouled board) goes under the contract.
				cells = append(cells, cellText{spans: contractSpans(r.Contract), under: r.Adjust, underCols: 5},
					cellText{text: r.By}, cellText{spans: leadSpans(r.Lead)}, cellText{text: r.Tricks}, cellText{text: r.Result})
			}
			if r.Note == "" || r.MPNS != "" || r.IMPNS != "" {
				cells = append(cells, cellText{text: r.ScoreNS}, cellText{text: r.ScoreEW})
				if s.IMPs {
					cells = append(cells, cellText{text: r.IMPNS}, cellText{text: r.IMPEW})
				} else {
					cells = append(cells, cellText{text: r.MPNS}, cellText{text: r.MPEW}, cellText{text: r.PctNS}, cellText{text: r.PctEW})
				}
			}
			d.checkRow(cells, fields, func(f string) string {
				return board + ", NS " + r.NS.Label + " v EW " + r.EW.Label + ": " + f
			})
			rows[i] = cells
		}
		bodies[bi] = rows
		all = append(all, rows...)
	}
	cols = d.fitCols(cols, head, all, sizeTable)
	headRow := d.newRow(cols, bold, sizeHead, head)
	for bi := range out {
		out[bi].table = d.tableOf(cols, sizeTable, headRow, bodies[bi])
	}
	return out
}

// boardBlock is a board's heading bar (dealer, vulnerability, and the top
// or the Butler datum) and its diagram, without the table.
func (d *doc) boardBlock(b report.BoardPage) block {
	l := &d.s.L
	board := "board " + strconv.Itoa(b.Number)
	for _, f := range [...]string{b.Dealer, b.Vul, b.Top, b.Datum} {
		d.check(f, func() string { return board })
	}
	info := d.label(l.Dealer) + " " + b.Dealer + " · " + d.label(l.Vulnerable) + " " + b.Vul
	if b.Top != "" {
		info += " · " + d.label(l.Top) + " " + b.Top
	}
	if b.Datum != "" {
		info += " · " + d.label(l.Datum) + " " + b.Datum
	}
	blk := block{bar: d.barLines(d.label(l.Board)+" "+strconv.Itoa(b.Number), info), info: shown(info), keep: true}
	if b.HasDeal {
		blk.diagram = d.diagram(b)
		if b.DD != nil {
			// In the lower-right corner: under East, clear of South's
			// longest line.
			dg := blk.diagram
			x := max(eastX, northX+dg.widest[2]+ddGap)
			dg.dd = d.ddTable(b, pageW-marginX-x)
			dg.dd.x = x
		}
	} else {
		note := l.NoDeal
		if b.InPlay {
			note = l.DealInPlay
		}
		blk.note = d.wrap(regular, sizeTable, d.label(note), contentW)
		if b.DD != nil {
			blk.dd = d.ddTable(b, contentW-cellPadX)
		}
	}
	return blk
}

// ddTable checks and measures a board's double-dummy table, and wraps its
// heading and par line to w. The par line breaks only between contracts.
func (d *doc) ddTable(b report.BoardPage, w float64) *ddTable {
	l, v := &d.s.L, b.DD
	where := func(what string) func() string {
		return func() string { return "board " + strconv.Itoa(b.Number) + ": " + what }
	}
	t := &ddTable{caption: d.wrap(bold, sizeDD, d.label(l.DoubleDummy), w)}
	t.colW = d.width(regular, sizeDD, "13")
	for j, st := range v.Strains {
		d.check(st, where("double-dummy table"))
		t.strains[j] = st
		t.colW = max(t.colW, d.width(bold, sizeDD, shown(st)))
	}
	for i, r := range v.Rows {
		d.check(r.Seat, where("double-dummy table"))
		t.rows[i][0] = r.Seat
		t.seatW = max(t.seatW, d.width(bold, sizeDD, shown(r.Seat)))
		for j, n := range r.Tricks {
			d.check(n, where("double-dummy table"))
			t.rows[i][j+1] = n
			t.colW = max(t.colW, d.width(regular, sizeDD, shown(n)))
		}
	}
	t.seatW += 2 * cellPadX
	t.colW += 2 * cellPadX
	d.check(v.Par, where("par"))
	// No-break spaces keep the score and each contract whole, and the "·"
	// with the first contract.
	nbsp := func(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }
	par := d.label(l.Par) + ": " + nbsp(v.Par)
	for i, c := range v.ParContracts {
		d.check(c, where("par"))
		sep := ", "
		if i == 0 {
			sep = " ·\u00a0"
		}
		par += sep + nbsp(c)
	}
	t.par = d.wrap(regular, sizeDD, par, w)
	return t
}

var seatWords = [...]string{"North", "East", "South", "West"}

func (d *doc) diagram(b report.BoardPage) *diagram {
	l := &d.s.L
	dg := &diagram{number: strconv.Itoa(b.Number), dealer: b.DealerSeat}
	dg.vulNS = b.VulSeats[0]
	dg.vulEW = b.VulSeats[1]
	for seat, letter := range l.Seats {
		dg.seats[seat] = d.label(letter)
	}
	for seat, h := range b.Hands {
		dg.size[seat] = sizeHand
		if !h.Known {
			continue
		}
		dg.hcpCaption = d.label(l.HCP)
		dg.hcp[seat] = strconv.Itoa(h.HCP)
		widest := 0.0
		for _, sv := range h.Suits {
			line := []span{{text: sv.Symbol, red: isRed(sv.Letter)}, {text: sv.Cards}}
			for _, sp := range line {
				d.check(sp.text, func() string {
					return "board " + strconv.Itoa(b.Number) + ": " + seatWords[seat] + "'s hand"
				})
			}
			dg.hands[seat] = append(dg.hands[seat], line)
			widest = max(widest, d.width(regular, sizeHand, sv.Symbol)+symbolGap+d.width(regular, sizeHand, shown(sv.Cards)))
		}
		dg.widest[seat] = widest
		if widest > handMaxW {
			dg.size[seat] = max(6, sizeHand*handMaxW/widest)
			dg.widest[seat] = handMaxW
		}
	}
	return dg
}

// ---- score cards ----

// noteMax is the most a score card's decision in place of the contract
// may widen the columns it spans; a longer one wraps.
const noteMax = 62.0

func (d *doc) cards() []block {
	s, l := d.s, &d.s.L
	cols := []col{
		{w: 9, align: 'C'}, {w: 8, align: 'C'}, {w: 8, align: 'C'}, {w: 40, align: 'L', flex: true},
		{w: 14, align: 'L'}, {w: 8, align: 'C'}, {w: 10, align: 'C'}, {w: 13, align: 'R'},
		{w: 11, align: 'R'}, {w: 12, align: 'R'}, {w: 14, align: 'R'},
	}
	head := []cellText{
		{text: d.label(l.Board)}, {text: d.label(l.Direction)}, {text: d.label(l.Opponents), cols: 2},
		{text: d.label(l.Contract)}, {text: d.label(l.By)}, {text: d.label(l.Result)},
		{text: d.label(l.Score)}, {text: d.label(l.MP)}, {text: d.label(l.Pct)}, {text: d.label(l.Running)},
	}
	fields := []string{"board", "direction", "opponents", "opponents' names", "contract", "declarer", "result",
		"score", "matchpoints", "percentage", "running percentage"}
	if s.IMPs { // the board's IMPs and the running total instead of matchpoints and percentages
		cols = append(cols[:8], col{w: 12, align: 'R'}, col{w: 16, align: 'R'})
		head = append(head[:7], cellText{text: d.label(l.IMPs)}, cellText{text: d.label(l.RunningIMPs)})
		fields = append(fields[:8], "IMPs", "running IMPs")
	}
	cardFields := [...]string{"title", "names", "place", "total", "maximum", "percentage", "average", "penalty"}
	bodies := make([][][]cellText, len(s.Cards))
	var all [][]cellText
	out := make([]block, len(s.Cards))
	for ci, c := range s.Cards {
		who := d.pairWhere(c.Section, c.Direction, c.Pair.Label)
		for k, f := range [...]string{c.Title, c.Pair.Names, c.Place, c.Total, c.Max, c.Percent, c.Average, c.Penalty} {
			d.check(f, func() string { return who + "'s score card: " + cardFields[k] })
		}
		title := c.Title
		if c.Pair.Names != "" {
			title += " · " + c.Pair.Names
		}
		// A procedural penalty, taken off the total, is beside it.
		total := c.Total
		if c.Penalty != "" {
			total += " (" + d.label(l.Penalty) + " " + c.Penalty + ")"
		}
		info := d.label(l.Place) + " " + c.Place + " · " + d.label(l.Total) + " " + total +
			" · " + d.label(l.Max) + " " + c.Max + " · " + c.Percent + d.label(l.Percent)
		if s.IMPs {
			info = d.label(l.Place) + " " + c.Place + " · " + d.label(l.IMPs) + " " + total +
				" · " + d.label(l.Average) + " " + c.Average
		}
		out[ci] = block{bar: d.barLines(title, info), info: shown(info), keep: true}
		rows := make([][]cellText, len(c.Rows))
		for i, r := range c.Rows {
			cells := make([]cellText, 0, len(cols)) // a row has at most a cell per column: no regrowing
			names := r.Opponents.Names
			if r.Partner.Label != "" {
				// An individual's partner of the board leads the names.
				with := strings.TrimSpace(d.label(l.Partner) + " " + r.Partner.Label + " " + r.Partner.Names)
				names = strings.TrimSuffix(with+" · "+names, " · ")
			}
			cells = append(cells, cellText{text: strconv.Itoa(r.Board)}, cellText{text: r.Direction}, cellText{text: r.Opponents.Label},
				cellText{text: names, grey: true})
			if r.Contract.Text == "" && (r.Adjust != "" || r.Note != "") {
				// The decision that replaced the result, or why there is
				// none ("not played"), in place of the contract, declarer
				// and result.
				cells = append(cells, cellText{text: r.Adjust + r.Note, grey: true, cols: 3})
			} else {
				cells = append(cells, cellText{spans: contractSpans(r.Contract), under: r.Adjust, underCols: 3},
					cellText{text: r.By}, cellText{text: r.Result})
			}
			cells = append(cells, cellText{text: r.Score})
			if s.IMPs {
				cells = append(cells, cellText{text: r.IMPs}, cellText{text: r.Running})
			} else {
				cells = append(cells, cellText{text: r.MP}, cellText{text: r.Pct}, cellText{text: r.Running})
			}
			d.checkRow(cells, fields, func(f string) string {
				return who + "'s score card, board " + strconv.Itoa(r.Board) + ": " + f
			})
			rows[i] = cells
		}
		bodies[ci] = rows
		all = append(all, rows...)
	}
	// A decision in place of the contract spans the contract, declarer
	// and result: the contract column widens (the names give way) so that
	// the longest fits on one line, up to noteMax.
	for _, cells := range all {
		if c := cells[4]; c.cols == 3 {
			w := min(d.width(regular, sizeTable, shown(c.text))+2*cellPadX, noteMax)
			cols[4].w = max(cols[4].w, w-cols[5].w-cols[6].w)
		}
	}
	// The running total's heading ("Running %") on one line: a second
	// line of heading on every card costs more than the names give up.
	cols[len(cols)-1].headLine = true
	return d.layCards(out, cols, head, bodies, all)
}

// cardSizes are the type sizes a score card may be set in, largest first.
var cardSizes = [...]float64{sizeTable, 8}

// layCards gives the score cards their tables in the largest of
// cardSizes that puts as many of the tallest card on a page as any: the
// sample's cards of 27 boards fit two a page in 8 points, not in 9; a
// card of 14 boards fits three in 9 points, and stays there. Every card
// has the same size and columns, so the cards line up page after page.
func (d *doc) layCards(out []block, cols []col, head []cellText, bodies [][][]cellText, all [][]cellText) []block {
	var best []block
	most := -1
	rows := 0
	for _, b := range bodies {
		rows = max(rows, len(b))
	}
	for _, size := range cardSizes {
		// The longest card with none of its lines wrapped is as short
		// as a card in this size can be: when that fits no more a page,
		// neither does the size.
		least := barH(1) + barGap + lineH(sizeHead) + 2*cellPadY + float64(rows)*(lineH(size)+2*cellPadY)
		if best != nil && perPage(least) <= most {
			continue
		}
		fitted := d.fitCols(cols, head, all, size)
		headRow := d.newRow(fitted, bold, sizeHead, head)
		blocks := slices.Clone(out)
		tallest := 0.0
		for ci := range blocks {
			blocks[ci].table = d.tableOf(fitted, size, headRow, bodies[ci])
			tallest = max(tallest, blocks[ci].height())
		}
		if n := perPage(tallest); n > most {
			best, most = blocks, n
		}
	}
	return best
}

// perPage is how many blocks of height h fit on a page, one under the
// other: 0 when one is taller than a page.
func perPage(h float64) int {
	return int((bottom - top + blockGap) / (h + blockGap))
}
