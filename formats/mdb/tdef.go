package mdb

import (
	"fmt"
	"math"
	"slices"
)

// column is a column as its table definition gives it.
type column struct {
	rawName      []byte // Jet 3: in the code page; decoded once it is known
	name         string
	typ          Type
	num          int  // column number, deleted columns counted: its bit in the null mask
	varIdx       int  // index in a row's var_table (variable columns)
	fixedOff     int  // offset among the fixed columns, after the column count
	length       int  // declared length in bytes
	fixed        bool // stored with the fixed columns
	compressible bool // Jet 4 text that may be in the compressed form
}

// size is the bytes a fixed column takes in a row.
func (c *column) size() int {
	if n := c.typ.fixedSize(); n >= 0 {
		return n
	}
	return c.length
}

// tdef is a table definition.
type tdef struct {
	page    int
	rows    int // the row count the definition records
	varCols int // variable columns of the table
	// firstVar is the lowest column number of a variable column
	// (math.MaxInt when there is none).
	firstVar int
	used     pointer
	cols     []column // by column number
}

// maxTDEFPages bounds a definition's chain of pages; 255 columns with the
// longest names and many indexes fill a few pages.
const maxTDEFPages = 64

// readTDEF reads the table definition that starts at page n, following its
// chain of pages.
func readTDEF(p *pager, n int) (*tdef, error) {
	lay := p.lay
	pg, err := p.typed(n, pageTDEF, "a table definition")
	if err != nil {
		return nil, at(n, -1, err)
	}
	buf := pg
	seen := map[int]bool{n: true}
	for next := int(u32(pg, 4)); next != 0; {
		if seen[next] {
			return nil, at(n, -1, fmt.Errorf("%w: the definition's pages form a cycle (page %d again)", ErrDamaged, next))
		}
		if len(seen) == maxTDEFPages {
			return nil, at(n, -1, fmt.Errorf("%w: a definition of more than %d pages", ErrDamaged, maxTDEFPages))
		}
		seen[next] = true
		more, err := p.typed(next, pageTDEF, "the next page of a table definition")
		if err != nil {
			return nil, at(next, -1, err)
		}
		if len(buf) == len(pg) {
			buf = slices.Clone(pg)
		}
		buf = append(buf, more[8:]...)
		next = int(u32(more, 4))
	}
	t := &tdef{page: n}
	t.rows = int(u32(buf, lay.tdefRows))
	t.varCols = u16(buf, lay.tdefVarCols)
	ncols := u16(buf, lay.tdefCols)
	realIdx := u32(buf, lay.tdefRealIdx)
	t.used = pointer(u32(buf, lay.tdefUsed))
	if realIdx > uint32(len(buf)) {
		return nil, at(n, -1, fmt.Errorf("%w: %d indexes in a definition of %d bytes", ErrDamaged, realIdx, len(buf)))
	}
	off := lay.tdefStart + int(realIdx)*lay.realIdxSize
	if off+ncols*lay.colSize > len(buf) {
		return nil, at(n, -1, fmt.Errorf("%w: %d columns and %d indexes in a definition of %d bytes", ErrDamaged, ncols, realIdx, len(buf)))
	}
	t.cols = make([]column, ncols)
	for i := range t.cols {
		d := buf[off+i*lay.colSize:]
		c := &t.cols[i]
		c.typ = Type(d[lay.colType])
		c.num = u16(d, lay.colNum)
		c.varIdx = u16(d, lay.colVar)
		c.fixed = d[lay.colFlags]&0x01 != 0
		c.fixedOff = u16(d, lay.colFixed)
		c.length = u16(d, lay.colLen)
		if lay.colMiscFlags >= 0 {
			c.compressible = d[lay.colMiscFlags]&0x01 != 0
		}
		if c.typ == Boolean {
			c.fixed = true
		}
	}
	off += ncols * lay.colSize
	for i := range t.cols {
		if off+lay.nameLen > len(buf) {
			return nil, at(n, -1, fmt.Errorf("%w: the name of column %d is beyond the definition's %d bytes", ErrDamaged, i+1, len(buf)))
		}
		ln := int(buf[off])
		if lay.nameLen == 2 {
			ln = u16(buf, off)
		}
		off += lay.nameLen
		if off+ln > len(buf) {
			return nil, at(n, -1, fmt.Errorf("%w: the name of column %d (%d bytes) is beyond the definition's %d bytes", ErrDamaged, i+1, ln, len(buf)))
		}
		raw := buf[off : off+ln]
		off += ln
		if lay.version == 4 {
			name, err := decodeUCS2(raw, false)
			if err != nil {
				return nil, at(n, -1, fmt.Errorf("the name of column %d: %w", i+1, err))
			}
			t.cols[i].name = name
		} else {
			t.cols[i].rawName = raw
		}
	}
	t.firstVar = math.MaxInt
	for i := range t.cols {
		if c := &t.cols[i]; !c.fixed {
			t.firstVar = min(t.firstVar, c.num)
		}
	}
	slices.SortStableFunc(t.cols, func(a, b column) int { return a.num - b.num })
	for i := 1; i < len(t.cols); i++ {
		if t.cols[i].num == t.cols[i-1].num {
			return nil, at(n, -1, fmt.Errorf("%w: two columns numbered %d", ErrDamaged, t.cols[i].num))
		}
	}
	return t, nil
}
