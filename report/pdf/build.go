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
	need := d.headNeeds(cols, head)
	for _, r := range body {
		d.rowNeeds(need, cols, r, size)
	}
	return need
}

// headNeeds are the needs of the columns (see needs) for their header.
func (d *doc) headNeeds(cols []col, head []cellText) []float64 {
	need := make([]float64, len(cols))
	for i, c := range cols {
		need[i] = c.w
	}
	d.addHeadNeeds(need, cols, head)
	return need
}

// addHeadNeeds widens the needs of the columns for a header.
func (d *doc) addHeadNeeds(need []float64, cols []col, head []cellText) {
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
}

// rowNeeds widens the needs of the columns for the cells of a row.
func (d *doc) rowNeeds(need []float64, cols []col, cells []cellText, size float64) {
	ci := 0
	for i := range cells {
		c := &cells[i]
		// Spans never wrap: a flex column is as wide as its widest too.
		if max(c.cols, 1) == 1 && (!cols[ci].flex || c.spans != nil) {
			need[ci] = max(need[ci], d.cellWidth(size, c)+2*cellPadX)
		}
		ci += max(c.cols, 1)
	}
}

// unitNeeds is what rowNeeds asks of the columns for many rows, in any
// size: the score cards are measured once and sized twice (see
// layCards). The width of a text in a size is a function of its width in
// font units that never decreases, whatever the face (see inSize): a
// column's widest text is its widest in units. A cell of spans is as
// wide as the sum of its spans' widths, added in turn: the distinct
// lists of the spans' units are kept, a few (a contract's level, suit and
// doubling).
type unitNeeds struct {
	widest []int                    // per column, -1 when none
	spans  []map[spanUnits]struct{} // per column, nil when none
	more   bool                     // a cell has more spans than spanUnits holds
}

// spanUnits is the units of a cell's spans, n of them.
type spanUnits struct {
	n int
	u [4]int32
}

func newUnitNeeds(cols []col) *unitNeeds {
	n := &unitNeeds{widest: make([]int, len(cols)), spans: make([]map[spanUnits]struct{}, len(cols))}
	for i := range n.widest {
		n.widest[i] = -1
	}
	return n
}

// add takes in the cells of a row, as rowNeeds measures them.
func (d *doc) addUnits(n *unitNeeds, cols []col, cells []cellText) {
	ci := 0
	for i := range cells {
		c := &cells[i]
		if max(c.cols, 1) == 1 && (!cols[ci].flex || c.spans != nil) {
			fc := regular
			if c.bold {
				fc = bold
			}
			d.setFont(fc, sizeTable) // the units are those of any size
			switch {
			case c.spans != nil:
				if len(c.spans) > len(spanUnits{}.u) {
					n.more = true
					break
				}
				k := spanUnits{n: len(c.spans)}
				for i, sp := range c.spans {
					k.u[i] = int32(d.unitsOf(sp.text))
				}
				if n.spans[ci] == nil {
					n.spans[ci] = map[spanUnits]struct{}{}
				}
				n.spans[ci][k] = struct{}{}
			case c.lines != nil:
				for _, ln := range c.lines {
					n.widest[ci] = max(n.widest[ci], d.unitsOf(ln))
				}
			default:
				n.widest[ci] = max(n.widest[ci], d.unitsOf(c.text))
			}
		}
		ci += max(c.cols, 1)
	}
}

// unitsNeeds widens need as rowNeeds widens it for every row n took in,
// in the given size; false when it cannot (a cell of many spans).
func (d *doc) unitsNeeds(need []float64, n *unitNeeds, size float64) bool {
	if n.more {
		return false
	}
	d.setFont(regular, size)
	for ci, u := range n.widest {
		if u >= 0 {
			need[ci] = max(need[ci], d.inSize(u)+2*cellPadX)
		}
	}
	for ci, set := range n.spans {
		for k := range set {
			w := 0.0
			for _, u := range k.u[:k.n] {
				w += d.inSize(int(u))
			}
			need[ci] = max(need[ci], w+2*cellPadX)
		}
	}
	return true
}

// fitCols gives the columns their widths from their needs. Flex columns
// (names) share what is left of the page width; a table without one
// shares the spare width among all its columns. A table too wide for the
// page is narrowed in proportion, and its cells wrap.
func (d *doc) fitCols(cols []col, head []cellText, body [][]cellText, size float64) []col {
	return spread(cols, d.needs(cols, head, body, size), contentW)
}

// fits reports whether columns of these needs fit width, so that spread
// makes each at least as wide as it needs: a cell of a column that is not
// flex is then one line.
func fits(need []float64, width float64) bool {
	total := 0.0
	for _, n := range need {
		total += n
	}
	return total <= width
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
func (d *doc) cellWidth(size float64, c *cellText) float64 {
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
			w = max(w, d.width(fc, size, ln))
		}
		return w
	}
	return d.width(fc, size, c.text)
}

// newRow wraps the cells of a row to their columns.
func (d *doc) newRow(cols []col, fc *face, size float64, cells []cellText) row {
	r := row{cells: make([]cell, 0, len(cells))}
	d.layRow(&r, cols, fc, size, cells)
	return r
}

// layRow wraps the cells of a row to their columns into r, whose cells
// it reuses.
func (d *doc) layRow(r *row, cols []col, fc *face, size float64, cells []cellText) {
	if cap(r.cells) < len(cells) { // a row new to the table: made at its size, not regrown
		r.cells = make([]cell, 0, len(cells))
	}
	*r = row{cells: r.cells[:0]}
	lines := 1
	ci := 0
	for i := range cells {
		c := &cells[i]
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
			out.lines, out.w = d.wrapWidth(cf, size, c.text, w-2*cellPadX)
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
		r.cells = append(r.cells, out)
	}
	r.underY = float64(lines) * lineH(size)
	r.h = r.underY + float64(len(r.under))*lineH(sizeAdjust) + 2*cellPadY
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

// A long section (the rankings, the travellers, the score cards, a team
// event's matches, deals and team pages) keeps the headings of its
// blocks, but the rows of their tables only while the walk draws or
// counts them: a block's table is laid out from the Sheet when the walk
// comes to it, and dropped after, so that a field's thousands of rows
// are never laid out all at once. Its texts are checked once, when the
// section is built; a table laid out again checks nothing (see quiet).

// rowsFunc gives the cells of row j of a table, appended to buf.
type rowsFunc func(j int, buf []cellText) []cellText

// lazyTable lays out a table of n rows given by rows, shading every
// other row. The table and its rows are the document's, reused by the
// next lazyTable (unless d.keep is set); texts are not checked again.
// When nothing is drawn (the walk that counts the pages, the choice of
// the cards' size) only the rows' heights are worked out (see
// rowHeight); fit says the columns are as wide as their cells need (see
// fits).
func (d *doc) lazyTable(cols []col, fit bool, size float64, head row, n int, rows rowsFunc) *table {
	t := &d.lazy
	if d.keep {
		t = &table{}
	} else {
		// The lines and spans of the table before are dropped with it.
		d.inTable = true
		d.tableLines, d.spanBuf = d.tableLines[:0], d.spanBuf[:0]
	}
	heights := !d.draw && !d.keep
	d.quiet, d.heightsOnly = true, heights
	defer func() { d.quiet, d.inTable, d.heightsOnly = false, false, false }()
	*t = table{cols: cols, size: size, head: head, rows: t.rows[:0]}
	for j := range n {
		d.cellBuf = rows(j, d.cellBuf[:0])
		if j < cap(t.rows) { // row j of a table before: its cells are reused
			t.rows = t.rows[:j+1]
		} else {
			t.rows = append(t.rows, row{})
		}
		r := &t.rows[j]
		if heights {
			*r = row{cells: r.cells[:0], h: d.rowHeight(cols, fit, size, d.cellBuf)}
		} else {
			d.layRow(r, cols, regular, size, d.cellBuf)
		}
		r.shade = j%2 == 1
	}
	return t
}

// heightSpans stand for the spans of a cell when only the row's height
// is wanted (doc.heightsOnly): a cell of spans is one line, whatever
// they say. They are read, never changed.
var heightSpans = []span{{}}

// cellSpans is spans(), or heightSpans when only the row's height is
// wanted: the contract of a score card's row, which is the traveller's,
// is then not read from the far end of the Sheet.
func (d *doc) cellSpans(spans func() []span) []span {
	if d.heightsOnly {
		return heightSpans
	}
	return spans()
}

// rowHeight is the height layRow gives a row of these cells, worked out
// with the cells that may take more than a line only: when the columns
// fit, a cell of a column that is not flex is one line at most (or none),
// and so is a cell of spans; a row is at least a line high. The others,
// a flex column's, a cell across columns, a cell of several lines, and
// the text under the row, are wrapped as layRow wraps them.
func (d *doc) rowHeight(cols []col, fit bool, size float64, cells []cellText) float64 {
	lines := 1
	nUnder := 0
	ci := 0
	for i := range cells {
		c := &cells[i]
		n := max(c.cols, 1)
		w := 0.0
		for k := 0; k < n && ci+k < len(cols); k++ {
			w += cols[ci+k].w
		}
		ci += n
		cf := regular
		if c.bold {
			cf = bold
		}
		switch {
		case c.spans != nil:
		case c.lines != nil:
			k := 0
			for _, ln := range c.lines {
				k += len(d.wrap(cf, size, ln, w-2*cellPadX))
			}
			lines = max(lines, k)
		case !fit || n > 1 || cols[ci-n].flex:
			lines = max(lines, len(d.wrap(cf, size, c.text, w-2*cellPadX)))
		}
		if c.under != "" {
			uw := 0.0
			for k := 0; k < max(c.underCols, 1) && ci-n+k < len(cols); k++ {
				uw += cols[ci-n+k].w
			}
			nUnder = len(d.wrap(regular, sizeAdjust, c.under, uw-2*cellPadX))
		}
	}
	underY := float64(lines) * lineH(size)
	return underY + float64(nUnder)*lineH(sizeAdjust) + 2*cellPadY
}

// ---- rankings ----

func (d *doc) rankings() ([]block, func(int) *table) {
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
	rowCells := func(ri int) rowsFunc {
		return func(j int, cells []cellText) []cellText {
			r := &s.Rankings[ri].Rows[j]
			cells = append(cells, cellText{text: r.Place}, cellText{text: r.Pair.Label}, cellText{text: r.Pair.Names}, cellText{text: r.Boards},
				cellText{text: r.Total}, cellText{text: r.Max}, cellText{text: r.Percent})
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
			return cells
		}
	}
	need := d.headNeeds(cols, head)
	for ri, rk := range s.Rankings {
		rows := rowCells(ri)
		for j, r := range rk.Rows {
			cells := d.gather(rows, j)
			d.checkRow(cells, fields, func(f string) string { return d.pairWhere(rk.Section, rk.Direction, r.Pair.Label) + "'s " + f })
			d.rowNeeds(need, cols, cells, sizeRank)
		}
	}
	fit := fits(need, contentW)
	cols = spread(cols, need, contentW)
	headRow := d.newRow(cols, bold, sizeHead, head)
	var out []block
	for ri, rk := range s.Rankings {
		title := d.label(l.Rankings)
		if rk.Title != "" {
			d.check(rk.Title, func() string { return "the title of ranking " + strconv.Itoa(ri+1) })
			title += " · " + rk.Title
		}
		blk := block{bar: d.barLines(title, ""), minRows: 3}
		if s.Provisional != "" {
			blk.note = d.wrap(regular, sizeTable, d.label(s.Provisional), contentW)
		}
		if ri == 0 {
			blk.note = append(blk.note, d.awardNote()...)
		}
		out = append(out, blk)
	}
	return out, func(ri int) *table {
		return d.lazyTable(cols, fit, sizeRank, headRow, len(s.Rankings[ri].Rows), rowCells(ri))
	}
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

// contractSpans splits a contract so that its suit symbol can be red:
// the spans, and how many.
func contractSpans(c report.ContractView) ([3]span, int) {
	if c.Pass || c.Symbol == "" {
		return [3]span{{text: c.Text}}, 1
	}
	return [3]span{{text: c.Level}, {text: c.Symbol, red: isRed(c.Letter)}, {text: c.Dbl}}, 3
}

// contract is a contract's spans (see contractSpans).
func (d *doc) contract(c report.ContractView) []span {
	sp, n := contractSpans(c)
	return d.spans(sp[:n]...)
}

// lead splits a lead ("♥K") so that its suit symbol can be red.
func (d *doc) lead(lead string) []span {
	for _, sym := range [...]string{"♥", "♦", "♠", "♣"} {
		if rest, ok := strings.CutPrefix(lead, sym); ok {
			return d.spans(span{text: sym, red: sym == "♥" || sym == "♦"}, span{text: rest})
		}
	}
	return d.spans(span{text: lead})
}

// spans is sp in the document's buffer of spans, which the cells of a
// row (or of a lazy table) share until the next (see gather).
func (d *doc) spans(sp ...span) []span {
	n := len(d.spanBuf)
	d.spanBuf = append(d.spanBuf, sp...)
	return d.spanBuf[n:len(d.spanBuf):len(d.spanBuf)]
}

// gather gives the cells of row j of a table, in the document's buffers,
// which the row before used: for the sections' builders, which check and
// measure the cells of one row at a time.
func (d *doc) gather(rows rowsFunc, j int) []cellText {
	d.spanBuf = d.spanBuf[:0]
	d.cellBuf = rows(j, d.cellBuf[:0])
	return d.cellBuf
}

func (d *doc) checkCell(c *cellText, where func() string) {
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
	for i := range cells {
		c := &cells[i]
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

func (d *doc) boards() section {
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
	rowCells := func(bi int) rowsFunc {
		return func(j int, cells []cellText) []cellText {
			r := &s.Boards[bi].Rows[j]
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
				cells = append(cells, cellText{spans: d.cellSpans(func() []span { return d.contract(r.Contract) }), under: r.Adjust, underCols: 5},
					cellText{text: r.By}, cellText{spans: d.cellSpans(func() []span { return d.lead(r.Lead) })}, cellText{text: r.Tricks}, cellText{text: r.Result})
			}
			if r.Note == "" || r.MPNS != "" || r.IMPNS != "" {
				cells = append(cells, cellText{text: r.ScoreNS}, cellText{text: r.ScoreEW})
				if s.IMPs {
					cells = append(cells, cellText{text: r.IMPNS}, cellText{text: r.IMPEW})
				} else {
					cells = append(cells, cellText{text: r.MPNS}, cellText{text: r.MPEW}, cellText{text: r.PctNS}, cellText{text: r.PctEW})
				}
			}
			return cells
		}
	}
	need := d.headNeeds(cols, head)
	out := make([]block, len(s.Boards))
	for bi, b := range s.Boards {
		board := "board " + strconv.Itoa(b.Number)
		out[bi] = d.boardBlock(b)
		rows := rowCells(bi)
		for j, r := range b.Rows {
			cells := d.gather(rows, j)
			d.checkRow(cells, fields, func(f string) string {
				return board + ", NS " + r.NS.Label + " v EW " + r.EW.Label + ": " + f
			})
			d.rowNeeds(need, cols, cells, sizeTable)
		}
	}
	fit := fits(need, contentW)
	cols = spread(cols, need, contentW)
	headRow := d.newRow(cols, bold, sizeHead, head)
	return section{blocks: out, table: func(bi int) *table {
		return d.lazyTable(cols, fit, sizeTable, headRow, len(s.Boards[bi].Rows), rowCells(bi))
	}}
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

func (d *doc) cards() ([]block, func(int) *table) {
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
	rowCells := func(ci int) rowsFunc {
		return func(j int, cells []cellText) []cellText {
			r := &s.Cards[ci].Rows[j]
			names := r.Opponents.Names
			if r.Partner != nil && r.Partner.Label != "" {
				// An individual's partner of the board leads the names.
				with := strings.TrimSpace(d.label(l.Partner) + " " + r.Partner.Label + " " + r.Partner.Names)
				names = strings.TrimSuffix(with+" · "+names, " · ")
			}
			cells = append(cells, cellText{text: strconv.Itoa(r.Board)}, cellText{text: r.Direction}, cellText{text: r.Opponents.Label},
				cellText{text: names, grey: true})
			if (r.Adjust != "" || r.Note != "") && r.Contract.Text == "" {
				// The decision that replaced the result, or why there is
				// none ("not played"), in place of the contract, declarer
				// and result.
				cells = append(cells, cellText{text: r.Adjust + r.Note, grey: true, cols: 3})
			} else {
				cells = append(cells, cellText{spans: d.cellSpans(func() []span { return d.contract(*r.Contract) }), under: r.Adjust, underCols: 3},
					cellText{text: r.By}, cellText{text: r.Result})
			}
			cells = append(cells, cellText{text: r.Score})
			if s.IMPs {
				cells = append(cells, cellText{text: r.IMPs}, cellText{text: r.Running})
			} else {
				cells = append(cells, cellText{text: r.MP}, cellText{text: r.Pct}, cellText{text: r.Running})
			}
			return cells
		}
	}
	cardFields := [...]string{"title", "names", "place", "total", "maximum", "percentage", "average", "penalty"}
	out := make([]block, len(s.Cards))
	units := newUnitNeeds(cols) // the rows' needs, in any size
	note := -1.0                // the width of the widest decision in place of a contract
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
		rows := rowCells(ci)
		for j, r := range c.Rows {
			cells := d.gather(rows, j)
			d.checkRow(cells, fields, func(f string) string {
				return who + "'s score card, board " + strconv.Itoa(r.Board) + ": " + f
			})
			d.addUnits(units, cols, cells)
			if c := cells[4]; c.cols == 3 {
				note = max(note, d.width(regular, sizeTable, shown(c.text)))
			}
		}
	}
	// A decision in place of the contract spans the contract, declarer
	// and result: the contract column widens (the names give way) so that
	// the longest fits on one line, up to noteMax.
	if note >= 0 {
		cols[4].w = max(cols[4].w, min(note+2*cellPadX, noteMax)-cols[5].w-cols[6].w)
	}
	// The running total's heading ("Running %") on one line: a second
	// line of heading on every card costs more than the names give up.
	cols[len(cols)-1].headLine = true
	return out, d.layCards(out, cols, head, rowCells, units)
}

// cardSizes are the type sizes a score card may be set in, largest first.
var cardSizes = [...]float64{sizeTable, 8}

// layCards lays out the score cards' tables in the largest of cardSizes
// that puts as many of the tallest card on a page as any: the sample's
// cards of 27 boards fit two a page in 8 points, not in 9; a card of 14
// boards fits three in 9 points, and stays there. Every card has the
// same size and columns, so the cards line up page after page. units
// are the needs of the cards' rows, which cards measured.
//
// The sizes are laid out card by card, each as far as it may still be
// the one: always the size that may put the most cards on a page (the
// largest of those), as its cards laid out so far and its shortest
// possible card tell, until that size has laid out every card. A size
// whose tallest card so far puts fewer on a page than another size may
// is left there: the 1,000-table field's cards of 24 boards, one a page
// in 9 points from a card with long names on it, two in 8, are laid out
// once in 8 points and in 9 only until that card, not twice in full.
func (d *doc) layCards(out []block, cols []col, head []cellText, rowCells func(ci int) rowsFunc, units *unitNeeds) func(int) *table {
	s := d.s
	rows := 0
	for _, c := range s.Cards {
		rows = max(rows, len(c.Rows))
	}
	lays := make([]cardLayout, len(cardSizes))
	for i, size := range cardSizes {
		// The longest card with none of its lines wrapped is as short
		// as a card in this size can be.
		lays[i] = cardLayout{size: size, least: barH(1) + barGap + lineH(sizeHead) + 2*cellPadY + float64(rows)*(lineH(size)+2*cellPadY)}
	}
	var c *cardLayout
	for {
		c = &lays[0]
		for i := range lays[1:] {
			if l := &lays[i+1]; l.most() > c.most() {
				c = l
			}
		}
		if c.next == len(out) {
			break
		}
		if c.laid == nil {
			d.startCards(c, cols, head, rowCells, units)
		}
		b := out[c.next]
		b.table = c.laid(c.next)
		c.tallest = max(c.tallest, b.height())
		c.starts = append(c.starts, len(c.heights))
		for _, r := range b.table.rows {
			c.heights = append(c.heights, r.h)
		}
		c.next++
	}
	c.starts = append(c.starts, len(c.heights))
	lay, heights, at := c.laid, c.heights, c.starts
	counted := func(ci int) *table { return d.heightsTable(c.fitted, c.size, c.headRow, heights[at[ci]:at[ci+1]]) }
	return func(ci int) *table {
		if !d.draw && !d.keep { // the walk that counts the pages
			return counted(ci)
		}
		return lay(ci)
	}
}

// cardLayout is the score cards laid out in one size, as far as layCards
// took them.
type cardLayout struct {
	size    float64
	least   float64 // the height of the shortest card this size may give the longest
	fitted  []col
	headRow row
	laid    func(ci int) *table // nil until the size is started
	next    int                 // the card to lay out next
	tallest float64             // of the cards before next
	// The rows' heights of the cards before next, which the walk that
	// counts the pages needs and nothing more: card ci's are
	// heights[starts[ci]:starts[ci+1]].
	heights []float64
	starts  []int
}

// most is the most cards that may fit on a page in this size, from its
// shortest possible card and its tallest so far: when every card is laid
// out, how many fit.
func (c *cardLayout) most() int { return perPage(max(c.least, c.tallest)) }

// startCards fits the cards' columns to the size of c and readies its
// tables' layout.
func (d *doc) startCards(c *cardLayout, cols []col, head []cellText, rowCells func(ci int) rowsFunc, units *unitNeeds) {
	s, size := d.s, c.size
	need := d.headNeeds(cols, head)
	if !d.unitsNeeds(need, units, size) {
		d.quiet = true
		for ci, card := range s.Cards {
			rows := rowCells(ci)
			for j := range card.Rows {
				d.rowNeeds(need, cols, d.gather(rows, j), size)
			}
		}
		d.quiet = false
	}
	fit := fits(need, contentW)
	c.fitted = spread(cols, need, contentW)
	c.headRow = d.newRow(c.fitted, bold, sizeHead, head)
	fitted, headRow := c.fitted, c.headRow
	c.laid = func(ci int) *table {
		return d.lazyTable(fitted, fit, size, headRow, len(s.Cards[ci].Rows), rowCells(ci))
	}
	rows := 0
	for _, card := range s.Cards {
		rows += len(card.Rows)
	}
	c.heights = make([]float64, 0, rows)
	c.starts = make([]int, 0, len(s.Cards)+1)
}

// heightsTable is the table lazyTable lays out when nothing is drawn, of
// rows of the heights given.
func (d *doc) heightsTable(cols []col, size float64, head row, heights []float64) *table {
	t := &d.lazy
	*t = table{cols: cols, size: size, head: head, rows: t.rows[:0]}
	for j, h := range heights {
		if j < cap(t.rows) {
			t.rows = t.rows[:j+1]
		} else {
			t.rows = append(t.rows, row{})
		}
		r := &t.rows[j]
		*r = row{cells: r.cells[:0], h: h, shade: j%2 == 1}
	}
	return t
}

// perPage is how many blocks of height h fit on a page, one under the
// other: 0 when one is taller than a page.
func perPage(h float64) int {
	return int((bottom - top + blockGap) / (h + blockGap))
}
