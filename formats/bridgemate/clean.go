package bridgemate

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// unprintable reports whether r is a character no text protokol shows
// may hold: a control character (C0 with the tab and line ends, DEL, C1)
// or a bidirectional control (U+202E), which would reorder the text of a
// page around it.
func unprintable(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r)
}

// cleanText replaces each run of unprintable characters of s by one
// space; first is the first of them, 0 when there is none (and s is
// returned as it is).
func cleanText(s string) (clean string, first rune) {
	i := strings.IndexFunc(s, unprintable)
	if i < 0 {
		return s, 0
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:i])
	run := false
	for _, r := range s[i:] {
		if !unprintable(r) {
			b.WriteRune(r)
			run = false
			continue
		}
		if first == 0 {
			first = r
		}
		if !run {
			b.WriteByte(' ')
			run = true
		}
	}
	return b.String(), first
}

// clean makes the text of table t printable, in place, for every reader
// of the database: a name, a section letter or a remark with a control
// character (a tab, a line end, U+0001) or a bidirectional control would
// reach the text, HTML and PDF pages as it is. Each run of them becomes a
// space, and a warning (which --strict refuses) names the first cell and
// counts the others. The CSV reader refuses control characters but tabs
// and line ends inside quotes; a database's cells are not checked by
// anything else, so both sources are cleaned here, in the same way.
func (r *reader) clean(t *Table) {
	n := 0
	var firstCell, firstCol int
	var firstText string
	var firstRune rune
	for i, row := range t.Rows {
		for j := range row {
			v := &row[j]
			if v.Kind != Text {
				continue
			}
			c, ch := cleanText(v.Text)
			if ch == 0 {
				continue
			}
			if n == 0 {
				firstCell, firstCol, firstText, firstRune = i, j, v.Text, ch
			}
			n++
			v.Text = c
		}
	}
	if n == 0 {
		return
	}
	more := ""
	switch {
	case n == 2:
		more = "; and in 1 more cell of " + t.Name
	case n > 2:
		more = fmt.Sprintf("; and in %d more cells of %s", n-1, t.Name)
	}
	pl := Place{Pos: bridge.Pos{File: r.src.Name()}, Context: t.Name}
	if t.At != nil {
		pl = t.At(firstCell, firstCol)
	}
	what := bridge.Quote(firstText)
	if pl.Context == "" && firstCol < len(t.Columns) { // a CSV file's line and column
		what = t.Columns[firstCol] + " " + what
	}
	c := problem("%w: %s: character %U replaced by a space (want printable text)%s", formats.ErrValue, what, firstRune, more).(*cause)
	c.is = append(c.is, bridge.ErrReadPast)
	r.part.Warnings = append(r.part.Warnings, &bridge.Error{Pos: pl.Pos, Context: pl.Context, Source: pl.Source, Err: c})
}
