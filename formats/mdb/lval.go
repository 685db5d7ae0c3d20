package mdb

import (
	"fmt"
)

// Long values (Memo, OLE Object) are stored in a row as a 12-byte header:
// the length (30 bits) with two flags above it, a data pointer, and 4
// bytes unused. The data follows the header (flag 0x80), or is one row of
// an LVAL page (0x40), or is a chain of such rows, each beginning with the
// pointer to the next (neither flag).
const (
	lvalInline = 0x80
	lvalSingle = 0x40
	lvalHeader = 12
)

// longValue gives the bytes of the long value whose header is b. The
// values stored apart from their rows take from budget, which is what is
// left of the bytes they may add up to: each LVAL row belongs to one
// value, so a table's long values are never more than the file, but a
// damaged file may point many rows at the same data.
func (p *pager) longValue(b []byte, budget *int) ([]byte, error) {
	if len(b) == 0 {
		return b, nil
	}
	if len(b) < lvalHeader {
		return nil, fmt.Errorf("%w: a long value's header of %d bytes (want %d)", ErrDamaged, len(b), lvalHeader)
	}
	n := int(u32(b, 0) & 0x3FFFFFFF)
	flags := b[3] & 0xC0
	d := pointer(u32(b, 4))
	switch {
	case flags == lvalInline:
		if lvalHeader+n > len(b) {
			return nil, fmt.Errorf("%w: an inline long value of %d bytes in %d", ErrDamaged, n, len(b)-lvalHeader)
		}
		return b[lvalHeader : lvalHeader+n : lvalHeader+n], nil
	case n == 0:
		return b[:0], nil
	case n > *budget:
		return nil, fmt.Errorf("%w: a long value of %d bytes, beyond the %d bytes that the table's long values may add up to (rows that share their data?)", ErrDamaged, n, *budget)
	case flags == lvalSingle:
		*budget -= n
		row, flags, err := p.rowBytes(d)
		if err != nil {
			return nil, err
		}
		if flags&rowOverflow != 0 || len(row) < n {
			return nil, at(d.page(), d.row(), fmt.Errorf("%w: a long value of %d bytes in a row of %d", ErrDamaged, n, len(row)))
		}
		return row[:n:n], nil
	case flags == 0:
		*budget -= n
		out := make([]byte, 0, min(n, 1<<16))
		seen := map[pointer]bool{}
		for len(out) < n {
			if d == 0 {
				return nil, fmt.Errorf("%w: a long value of %d bytes ends after %d", ErrDamaged, n, len(out))
			}
			if seen[d] {
				return nil, at(d.page(), d.row(), fmt.Errorf("%w: the long value's rows form a cycle", ErrDamaged))
			}
			seen[d] = true
			row, flags, err := p.rowBytes(d)
			if err != nil {
				return nil, err
			}
			if flags&rowOverflow != 0 || len(row) < 4 {
				return nil, at(d.page(), d.row(), fmt.Errorf("%w: a row of a long value of %d bytes (want at least 4)", ErrDamaged, len(row)))
			}
			chunk := row[4:]
			if len(chunk) == 0 {
				return nil, at(d.page(), d.row(), fmt.Errorf("%w: an empty row of a long value", ErrDamaged))
			}
			chunk = chunk[:min(len(chunk), n-len(out))]
			out = append(out, chunk...)
			d = pointer(u32(row, 0))
		}
		return out, nil
	}
	return nil, fmt.Errorf("%w: long value flags 0x%02x (want 0x80, 0x40 or 0)", ErrDamaged, flags)
}
