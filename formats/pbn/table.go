package pbn

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// descError is a problem in a column descriptor list; off is the byte
// offset in the tag value of the descriptor at fault.
type descError struct {
	off int
	msg string
}

func (e *descError) Error() string { return e.msg }

const descWant = `(want [+|-]name[\width[L|R]], such as Score_NS\5R)`

// parseDescriptor reads a column descriptor list: descriptors separated by
// ";", each [order]name[\width[align]] with order "+" or "-", width a
// positive decimal and align "L" or "R". An empty list has no columns.
func parseDescriptor(value string) ([]Column, *descError) {
	if value == "" {
		return nil, nil
	}
	n := strings.Count(value, ";") + 1
	cols := make([]Column, 0, n)
	off := 0
	for k := 1; ; k++ {
		raw := value[off:]
		end := strings.IndexByte(raw, ';')
		if end >= 0 {
			raw = raw[:end]
		}
		col := Column{Raw: raw}
		s := raw
		if s != "" && (s[0] == '+' || s[0] == '-') {
			col.Order, s = s[0], s[1:]
		}
		name, spec, hasSpec := strings.Cut(s, `\`)
		col.Name = name
		fail := func(format string, args ...any) *descError {
			return &descError{off: off, msg: fmt.Sprintf("column %d %s: ", k, quoteValue(raw)) + fmt.Sprintf(format, args...)}
		}
		if name == "" {
			return nil, fail("no name %s", descWant)
		}
		if hasSpec {
			d := 0
			for d < len(spec) && spec[d] >= '0' && spec[d] <= '9' {
				d++
			}
			switch {
			case spec == "":
				return nil, fail(`no width after the backslash (want digits and an optional L or R, such as %s\4L)`, name)
			case d == 0:
				return nil, fail(`width "%s" is not a number (want digits and an optional L or R, such as %s\4L)`, spec, name)
			}
			w, err := strconv.Atoi(spec[:d])
			if err != nil || w <= 0 || w > 10000 {
				return nil, fail("width %s (want 1 to 10000)", spec[:d])
			}
			col.Width = w
			switch rest := spec[d:]; rest {
			case "":
			case "L", "R":
				col.Align = rest[0]
			default:
				return nil, fail(`"%s" after the width (want L, R or nothing)`, rest)
			}
		}
		cols = append(cols, col)
		if end < 0 {
			break
		}
		off += end + 1
	}
	return cols, nil
}

func (p *parser) startTable(t *Tag) {
	p.tbl = &rawTable{tag: t}
	if t.broken {
		return
	}
	cols, err := parseDescriptor(t.Value)
	if err != nil {
		pos := t.ValuePos
		if !t.Inherited {
			pos.Col += 1 + utf8.RuneCountInString(t.Value[:err.off])
		}
		p.Add(&bridge.Error{Pos: pos, Context: p.context(), Source: t.src,
			Err: formats.Cause(formats.ErrSyntax, "[%s]: bad column descriptor: %s", t.Name, err.msg)})
		return
	}
	p.tbl.cols, p.tbl.ok = cols, true
}

// finishTable turns the lines of elements into rows and checks them.
func (p *parser) finishTable() {
	rt := p.tbl
	p.tbl = nil
	if rt == nil || !rt.ok {
		return
	}
	t := rt.tag
	tbl := &Table{Columns: rt.cols}
	t.Table = tbl
	n := len(rt.cols)
	if len(rt.lines) == 0 {
		return
	}
	ctx := p.context()
	if n == 0 {
		c := rt.lines[0][0]
		p.Add(&bridge.Error{Pos: c.Pos, Context: ctx, Source: rt.lineSrc[0],
			Err: formats.Cause(formats.ErrSyntax, "[%s]: rows but no columns (want a column descriptor list as the tag value)", t.Name)})
		return
	}
	bad := -1
	total := 0
	for i, l := range rt.lines {
		if len(l) != n && bad < 0 {
			bad = i
		}
		total += len(l)
	}
	if bad < 0 {
		tbl.Rows = rt.lines
		tbl.rowSrc = rt.lineSrc
	} else {
		all := make([]Cell, 0, total)
		for _, l := range rt.lines {
			all = append(all, l...)
		}
		full := total / n * n
		if full < total {
			c := all[full]
			p.Add(&bridge.Error{Pos: c.Pos, Context: ctx,
				Err: formats.Cause(formats.ErrSyntax, "[%s]: missing table elements: %d elements do not fill rows of %d columns (the last row has %d; want %d per row)",
					t.Name, total, n, total-full, n)})
		} else {
			p.Warn(&bridge.Error{Pos: rt.lines[bad][0].Pos, Context: ctx, Source: rt.lineSrc[bad],
				Err: formats.Cause(formats.ErrSyntax, "[%s]: a line holds %d elements, not one row of %d; rows read as a stream of elements",
					t.Name, len(rt.lines[bad]), n)})
		}
		tbl.Stream = true
		for i := 0; i+n <= full; i += n {
			tbl.Rows = append(tbl.Rows, all[i:i+n:i+n])
		}
	}
	p.checkOrder(t, tbl, ctx)
}

// checkOrder checks the columns marked "+" (non-increasing) or "-"
// (non-decreasing); empty cells are skipped.
func (p *parser) checkOrder(t *Tag, tbl *Table, ctx string) {
	for ci, col := range tbl.Columns {
		if col.Order == 0 {
			continue
		}
		var prev float64
		var prevText string
		have := false
		for r, row := range tbl.Rows {
			c := row[ci]
			if c.Empty() {
				continue
			}
			v, err := strconv.ParseFloat(c.Text, 64)
			if err != nil {
				p.Warn(&bridge.Error{Pos: c.Pos, Context: ctx, Source: tbl.src(r),
					Err: formats.Cause(formats.ErrValue, "[%s]: %s in column %s, which is marked %c, is not a number; order not checked there", t.Name, bridge.Quote(c.Text), col.Name, col.Order)})
				continue
			}
			if have && (col.Order == '+' && v > prev || col.Order == '-' && v < prev) {
				dir, want := "descending", "non-increasing"
				if col.Order == '-' {
					dir, want = "ascending", "non-decreasing"
				}
				p.Add(&bridge.Error{Pos: c.Pos, Context: ctx, Source: tbl.src(r),
					Err: formats.Cause(formats.ErrValue, "[%s]: bad table order: column %s is marked %c (%s) but %s follows %s (want %s values, or no mark)",
						t.Name, col.Name, col.Order, dir, c.Text, prevText, want)})
				break
			}
			prev, prevText, have = v, c.Text, true
		}
	}
}

func (t *Table) src(r int) string {
	if r < len(t.rowSrc) {
		return t.rowSrc[r]
	}
	return ""
}
