package pdf

import (
	"slices"
	"strconv"
	"strings"
)

// This file lays out the audit trail: the adjustments section, every
// director's decision of the Sheet (Sheet.Adjustments) in one table.

// adjustments is the table of decisions: the board, the section (when
// there are several), the table (its two pairs, or the match and room of
// a team event), the decision and its kind, its effect, and the reason,
// law and director as given. The reason, the law, the director and the
// decision wrap in their columns; the effect has one side per line.
func (d *doc) adjustments() []block {
	s, l := d.s, &d.s.L
	teams := kinds[s.Kind].matchesAdjusts
	// The board, the pairs, the kind and the effect never wrap; the
	// decision, the reason, the law and the director (and a team event's
	// match) wrap, and share the width as autoCols says.
	table := s.AdjustTable
	cols := []col{{w: 9, align: 'C'}, {w: d.width(bold, sizeHead, table) + 2*cellPadX, align: 'C'},
		{w: 12, align: 'L', flex: true}, {w: 10, align: 'L'}, {w: 16, align: 'L'},
		{w: 16, align: 'L', flex: true}, {w: 8, align: 'L', flex: true}, {w: 12, align: 'L', flex: true}}
	if teams { // the match's name is text from the input: it wraps
		cols[1] = col{w: 12, align: 'L', flex: true}
	}
	head := d.heads(l.Board, table, l.Decision, l.Kind, l.Effect, l.Reason, l.Law, l.Director)
	fields := []string{"board", "table", "decision", "kind", "effect", "reason", "law", "director"}
	if teams {
		fields[1] = "match"
	}
	if d.manySections {
		cols = append([]col{{w: 9, align: 'C'}}, cols...)
		head = append(d.heads(l.Section), head...)
		fields = append([]string{"section"}, fields...)
	}
	body := make([][]cellText, len(s.Adjustments))
	for i, a := range s.Adjustments {
		var cells []cellText
		if d.manySections {
			cells = append(cells, cellText{text: a.Section})
		}
		who := a.Table
		cells = append(cells, cellText{text: strconv.Itoa(a.Board)}, cellText{text: who}, cellText{text: a.Decision},
			cellText{text: a.Kind, grey: true}, cellText{lines: effectLines(a.Effect)}, cellText{text: a.Reason},
			cellText{text: a.Law}, cellText{text: a.Director})
		d.checkRow(cells, fields, func(f string) string {
			w := "the adjustments, board " + strconv.Itoa(a.Board)
			if d.manySections {
				w += ", section " + a.Section
			}
			if a.Match != "" {
				return w + ", " + who + ": " + f
			}
			return w + ", NS " + a.NS.Label + " v EW " + a.EW.Label + ": " + f
		})
		body[i] = cells
	}
	first := []int{2, 6} // the decision and the law
	if d.manySections {
		first = []int{3, 7}
	}
	cols = d.autoCols(cols, head, body, sizeTable, first...)
	return []block{{bar: d.barLines(d.label(l.Adjustments), ""),
		table: d.tableOf(cols, sizeTable, d.newRow(cols, bold, sizeHead, head), body), minRows: 3}}
}

// autoCols sets the widths of a table of text from the input the way a
// browser lays out an HTML table. A flex column wraps: it needs at least
// its longest word (or piece of a hyphenated word) and at most its widest
// cell on one line; any other column is as wide as its widest cell. Each
// column gets the least it needs, and the rest of the page goes to the
// flex columns in proportion to what they lack of their widest; first,
// when the rest allows it, the columns of first get all they lack (the
// decision and the law, short and read first, stay on one line before
// the reason gets the spare). When every cell fits on one line, the spare
// goes to the flex columns in proportion to their widths. A table whose
// least widths are wider than the page is narrowed in proportion, and its
// longest words break.
func (d *doc) autoCols(cols []col, head []cellText, body [][]cellText, size float64, first ...int) []col {
	least := d.needs(cols, head, nil, size) // the least widths and the header's words
	most := make([]float64, len(cols))
	for _, r := range body {
		ci := 0
		for _, c := range r {
			if max(c.cols, 1) > 1 {
				ci += c.cols
				continue
			}
			w := d.cellWidth(size, &c) + 2*cellPadX
			if cols[ci].flex {
				least[ci] = max(least[ci], d.longestWord(size, c)+2*cellPadX)
			} else {
				least[ci] = max(least[ci], w)
			}
			most[ci] = max(most[ci], w)
			ci++
		}
	}
	for i := range cols {
		most[i] = max(most[i], least[i])
	}
	sum := func(ws []float64) float64 {
		t := 0.0
		for _, w := range ws {
			t += w
		}
		return t
	}
	if sum(most) > contentW {
		firstLack := 0.0
		for _, i := range first {
			firstLack += most[i] - least[i]
		}
		if sum(least)+firstLack <= contentW {
			for _, i := range first {
				least[i] = most[i]
			}
		}
	}
	var sumLeast, sumMost, lack, flexMost float64
	for i, c := range cols {
		sumLeast += least[i]
		sumMost += most[i]
		if c.flex {
			lack += most[i] - least[i]
			flexMost += most[i]
		}
	}
	out := slices.Clone(cols)
	for i, c := range out {
		switch {
		case sumLeast > contentW:
			out[i].w = least[i] * contentW / sumLeast
		case sumMost <= contentW && flexMost > 0 && c.flex:
			out[i].w = most[i] + (contentW-sumMost)*most[i]/flexMost
		case sumMost <= contentW && flexMost > 0:
			out[i].w = most[i]
		case sumMost <= contentW:
			out[i].w = most[i] * contentW / sumMost
		case c.flex && lack > 0:
			out[i].w = least[i] + (contentW-sumLeast)*(most[i]-least[i])/lack
		default:
			out[i].w = least[i]
		}
	}
	return out
}

// longestWord is the width of the widest piece that wrap keeps on one
// line in a cell: a word, or a piece of a word broken after a hyphen.
func (d *doc) longestWord(size float64, c cellText) float64 {
	fc := regular
	if c.bold {
		fc = bold
	}
	w := 0.0
	for _, ln := range append([]string{c.text}, c.lines...) {
		for _, word := range strings.Fields(shown(ln)) {
			for _, piece := range hyphenPieces(word) {
				w = max(w, d.width(fc, size, piece))
			}
		}
	}
	return w
}

// effectLines puts each side's part of an effect on a line of its own
// ("NS 4.8 MP," then "EW 3.2 MP"), so that the column is as narrow as one
// side's.
func effectLines(effect string) []string {
	parts := strings.Split(effect, ", ")
	for i := range parts[:len(parts)-1] {
		parts[i] += ","
	}
	return parts
}
