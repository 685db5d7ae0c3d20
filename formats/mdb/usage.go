package mdb

import (
	"fmt"
)

// rowBytes gives the bytes of the row d points to, on a data page, and
// its flags.
func (p *pager) rowBytes(d pointer) ([]byte, uint16, error) {
	pg, err := p.typed(d.page(), pageData, "a data page")
	if err != nil {
		return nil, 0, at(d.page(), -1, err)
	}
	start, end, flags, err := p.rowAt(pg, d.row())
	if err != nil {
		return nil, 0, at(d.page(), d.row(), err)
	}
	return pg[start:end:end], flags, nil
}

// usedPages lists, in ascending order, the pages a usage map marks, the map
// being the row d points to. The map is a bitmap, one bit a page from the
// low bit of its first byte: inline (type 0: a first page number, then the
// bitmap) or on pages of their own (type 1: the numbers of map pages, each
// page's bitmap covering its share of the file). Every page listed must be
// in the file.
func (p *pager) usedPages(d pointer) ([]int, error) {
	row, flags, err := p.rowBytes(d)
	if err != nil {
		return nil, err
	}
	if flags&rowDeleted != 0 || len(row) < 1 {
		return nil, at(d.page(), d.row(), fmt.Errorf("%w: the usage map's row is deleted or empty", ErrDamaged))
	}
	var pages []int
	add := func(bitmap []byte, first, page, row int) error {
		for i, b := range bitmap {
			for bit := range 8 {
				if b>>bit&1 == 0 {
					continue
				}
				n := first + 8*i + bit
				if n >= p.pages {
					return at(page, row, fmt.Errorf("%w: the usage map lists page %d, but %s", ErrDamaged, n, p.missing(n)))
				}
				pages = append(pages, n)
			}
		}
		return nil
	}
	switch row[0] {
	case 0:
		if len(row) < 5 {
			return nil, at(d.page(), d.row(), fmt.Errorf("%w: a usage map of %d bytes", ErrDamaged, len(row)))
		}
		if err := add(row[5:], int(u32(row, 1)), d.page(), d.row()); err != nil {
			return nil, err
		}
	case 1:
		per := (p.lay.pageSize - 4) * 8
		for j := 0; 1+4*j+4 <= len(row); j++ {
			mp := int(u32(row, 1+4*j))
			if mp == 0 {
				continue
			}
			pg, err := p.typed(mp, pageMapPage, "a usage map page")
			if err != nil {
				return nil, at(mp, -1, err)
			}
			if err := add(pg[4:], j*per, mp, -1); err != nil {
				return nil, err
			}
		}
	default:
		return nil, at(d.page(), d.row(), fmt.Errorf("%w: usage map of type %d (want 0 or 1)", ErrDamaged, row[0]))
	}
	return pages, nil
}
