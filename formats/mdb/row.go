package mdb

import (
	"fmt"
)

// cell is one column's stored value in a row, before it is decoded.
type cell struct {
	null bool
	bit  bool   // Boolean: the null mask's bit
	data []byte // fixed or variable data; a slice of the row
}

// cracker splits rows into cells. It keeps its offsets from row to row, so
// that a table's rows are split without an allocation each.
type cracker struct {
	lay     *layout
	cols    []column
	varCols int // the table's variable columns (0: rows have no var_table)
	// firstVar is the lowest column number of the table's variable
	// columns: a row of no more columns than that was written before the
	// first of them was added, and has no var_table.
	firstVar int
	offsets  []int
}

// crack splits row into one cell per column of c.cols, into out. The row
// is (Jet 3 / Jet 4): the column count (1 / 2 bytes), the fixed columns,
// the variable columns, then from the end backwards the null mask (a bit
// per column, 1 = there), the count of variable columns (1 / 2 bytes;
// absent when the table has none), Jet 3's jump table, and the var_table:
// the start of each variable column and, last, the end of them all (1 / 2
// bytes each). Jet 3's one-byte offsets count from the row's start modulo
// 256; its jump table lists, for each 256 bytes of the row, the first
// var_table entry at or beyond that many bytes (the number of jump table
// entries and which one is a dummy follow Jackcess's reading of them).
//
// A row holds the columns the table had when it was written: Jet does not
// rewrite rows when a column is added, and the row's column count says how
// many it had. Columns numbered beyond the count are null. A row written
// before the table had any variable column has no var_len and no var_table
// either (mdbtools' notes: the only items of a row of a table without
// variable columns are num_cols, the fixed columns and the null mask), so
// its trailer is read as such when none of the table's variable columns is
// among the row's columns (a Bridgemate RoundData whose CustomBoards came
// after its rows). Such a row's var_table, if a variable column since
// deleted left one, is not needed: no column of today is read from it.
func (c *cracker) crack(row []byte, out []cell) error {
	lay := c.lay
	n := len(row)
	if n < lay.numColsLen {
		return fmt.Errorf("%w: a row of %d bytes", ErrDamaged, n)
	}
	rowCols := int(row[0])
	if lay.numColsLen == 2 {
		rowCols = u16(row, 0)
	}
	maskLen := (rowCols + 7) / 8
	trailer := n - maskLen // where the null mask starts
	if trailer < lay.numColsLen {
		return fmt.Errorf("%w: a row of %d bytes with %d columns (want room for a null mask of %d bytes)", ErrDamaged, n, rowCols, maskLen)
	}
	mask := row[trailer:]
	there := func(num int) bool { return num < rowCols && mask[num/8]>>(num%8)&1 == 1 }

	fixedEnd := trailer // the fixed columns end before the variable ones
	varLen := 0
	if c.varCols > 0 && rowCols > c.firstVar {
		pos := trailer - lay.numColsLen // var_len
		if pos < lay.numColsLen {
			return fmt.Errorf("%w: a row of %d bytes has no room for its count of variable columns", ErrDamaged, n)
		}
		varLen = int(row[pos])
		jumps := 0
		if lay.version == 4 {
			varLen = u16(row, pos)
		} else {
			jumps = (n - 1) / 256
		}
		first := pos - jumps - (varLen+1)*lay.varEntry // the eod entry, lowest of them
		if first < lay.numColsLen {
			return fmt.Errorf("%w: a row of %d bytes with %d variable columns (want room for their %d offsets)", ErrDamaged, n, varLen, varLen+1)
		}
		if cap(c.offsets) < varLen+1 {
			c.offsets = make([]int, varLen+1)
		}
		offs := c.offsets[:varLen+1]
		// The jump table is one byte for each 256 bytes of the row; the
		// entry farthest from var_len is a dummy when the offsets stop
		// short of its 256 bytes.
		usable := jumps
		if first/256 < jumps {
			usable--
		}
		jumpTable := row[pos-usable : pos]
		prev := lay.numColsLen
		for i := range offs {
			at := pos - jumps - (i+1)*lay.varEntry
			var o int
			if lay.version == 4 {
				o = u16(row, at)
			} else {
				o = int(row[at])
				for _, j := range jumpTable {
					if int(j) <= i {
						o += 256
					}
				}
			}
			if o < prev || o > first {
				return fmt.Errorf("%w: variable column %d at byte %d of a row of %d bytes (want %d..%d)", ErrDamaged, i, o, n, prev, first)
			}
			offs[i], prev = o, o
		}
		fixedEnd = offs[0]
	}
	for i := range c.cols {
		col := &c.cols[i]
		out[i] = cell{}
		switch {
		case col.typ == Boolean:
			out[i].null = col.num >= rowCols
			out[i].bit = there(col.num)
		case !there(col.num):
			out[i].null = true
		case col.fixed:
			start := lay.numColsLen + col.fixedOff
			end := start + col.size()
			if end > fixedEnd {
				return colErr(col, fmt.Errorf("%w: the fixed column's %d bytes at byte %d are beyond the fixed data (%d bytes)", ErrDamaged, col.size(), start, fixedEnd))
			}
			out[i].data = row[start:end:end]
		case col.varIdx >= varLen:
			out[i].null = true // a column added after the row was written
		default:
			start, end := c.offsets[col.varIdx], c.offsets[col.varIdx+1]
			out[i].data = row[start:end:end]
		}
	}
	return nil
}

// colErr puts the column's name to an error.
func colErr(col *column, err error) error {
	return &located{page: -1, row: -1, column: col, err: err}
}
