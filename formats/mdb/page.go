package mdb

import (
	"encoding/binary"
	"fmt"
)

// layout is where things are in the pages of one Jet version.
type layout struct {
	version  int // 3 or 4
	pageSize int
	maskLen  int // bytes of page 0 masked with RC4, from 0x18

	// data pages
	dataRows  int // offset of the row count
	dataTable int // offset of the first row offset

	// table definitions
	tdefRows, tdefVarCols, tdefCols, tdefIdx, tdefRealIdx, tdefUsed, tdefStart int
	realIdxSize                                                                int
	colSize                                                                    int
	colType, colNum, colVar, colFlags, colFixed, colLen, colMiscFlags          int
	nameLen                                                                    int // bytes of a name's length: 1 (Jet 3) or 2 (Jet 4, UCS-2)

	// rows
	numColsLen int // bytes of a row's column count and var_len: 1 or 2
	varEntry   int // bytes of a var_table entry: 1 or 2
}

var jet3 = &layout{
	version: 3, pageSize: 2048, maskLen: 126,
	dataRows: 8, dataTable: 10,
	tdefRows: 12, tdefVarCols: 23, tdefCols: 25, tdefIdx: 27, tdefRealIdx: 31, tdefUsed: 35, tdefStart: 43,
	realIdxSize: 8,
	colSize:     18, colType: 0, colNum: 1, colVar: 3, colFlags: 13, colFixed: 14, colLen: 16, colMiscFlags: -1,
	nameLen:    1,
	numColsLen: 1, varEntry: 1,
}

var jet4 = &layout{
	version: 4, pageSize: 4096, maskLen: 128,
	dataRows: 12, dataTable: 14,
	tdefRows: 16, tdefVarCols: 43, tdefCols: 45, tdefIdx: 47, tdefRealIdx: 51, tdefUsed: 55, tdefStart: 63,
	realIdxSize: 12,
	colSize:     25, colType: 0, colNum: 5, colVar: 7, colFlags: 15, colFixed: 21, colLen: 23, colMiscFlags: 16,
	nameLen:    2,
	numColsLen: 2, varEntry: 2,
}

// Page types (the first byte of a page).
const (
	pageData    = 0x01
	pageTDEF    = 0x02
	pageMapPage = 0x05
)

// Row offset flags in a data page's offset table.
const (
	rowDeleted  = 0x8000
	rowOverflow = 0x4000
	rowOffset   = 0x1FFF
)

// headerKey is the RC4 key Jet masks page 0 with, from offset 0x18.
var headerKey = []byte{0xC7, 0xDA, 0x39, 0x6B}

// header is what page 0 says.
type header struct {
	lay      *layout
	codePage int    // the default code page (0x3C), e.g. 1252
	dbKey    uint32 // the database key (0x3E); not 0 when pages are encrypted
}

// readHeader reads page 0: the magic number, the version and the masked
// bytes.
func readHeader(name string, data []byte) (header, error) {
	if len(data) < 0x18+128 || binary.LittleEndian.Uint32(data) != 0x100 ||
		(string(data[4:19]) != "Standard Jet DB" && string(data[4:19]) != "Standard ACE DB") {
		return header{}, errAt(name, "", fmt.Errorf("%w (want an Access .mdb or a Bridgemate .bws file)", ErrNotJet))
	}
	var h header
	switch v := data[0x14]; v {
	case 0:
		h.lay = jet3
	case 1:
		h.lay = jet4
	default:
		return header{}, errAt(name, "page 0", fmt.Errorf("%w: database version code %d (Access 2007 or later, .accdb; want Jet 3 or Jet 4)", ErrUnsupported, v))
	}
	if len(data) < h.lay.pageSize {
		return header{}, errAt(name, "page 0", fmt.Errorf("%w: the file is %d bytes, shorter than one page (%d bytes; cut short?)", ErrDamaged, len(data), h.lay.pageSize))
	}
	masked := rc4(headerKey, data[0x18:0x18+h.lay.maskLen])
	at := func(off int) []byte { return masked[off-0x18:] }
	h.codePage = int(binary.LittleEndian.Uint16(at(0x3C)))
	h.dbKey = binary.LittleEndian.Uint32(at(0x3E))
	if h.dbKey != 0 {
		return header{}, errAt(name, "page 0", fmt.Errorf("%w: the database is encrypted (key 0x%08x); decrypt it in Access first", ErrUnsupported, h.dbKey))
	}
	return h, nil
}

// rc4 is src XORed with the RC4 key stream of key. It is written here, not
// taken from crypto/rc4, which refuses to work in FIPS 140-only mode: this
// is unmasking, not cryptography.
func rc4(key, src []byte) []byte {
	var s [256]byte
	for i := range s {
		s[i] = byte(i)
	}
	var j byte
	for i := range s {
		j += s[i] + key[i%len(key)]
		s[i], s[j] = s[j], s[i]
	}
	out := make([]byte, len(src))
	var x, y byte
	for k, c := range src {
		x++
		y += s[x]
		s[x], s[y] = s[y], s[x]
		out[k] = c ^ s[s[x]+s[y]]
	}
	return out
}

// pager gives the pages of the file, checked, without copying them.
type pager struct {
	name  string
	data  []byte
	lay   *layout
	pages int // whole pages in the file
}

func newPager(name string, data []byte, lay *layout) *pager {
	return &pager{name: name, data: data, lay: lay, pages: len(data) / lay.pageSize}
}

// page gives page n, or an error when the file has no such page.
func (p *pager) page(n int) ([]byte, error) {
	if n < 0 || n >= p.pages {
		return nil, fmt.Errorf("%w: %s", ErrDamaged, p.missing(n))
	}
	return p.data[n*p.lay.pageSize : (n+1)*p.lay.pageSize : (n+1)*p.lay.pageSize], nil
}

// missing says why page n is not in the file.
func (p *pager) missing(n int) string {
	if n == p.pages && len(p.data)%p.lay.pageSize != 0 {
		return fmt.Sprintf("the file ends inside page %d, at byte %d (cut short?)", n, len(p.data))
	}
	pages := "pages"
	if p.pages == 1 {
		pages = "page"
	}
	return fmt.Sprintf("page %d is beyond the end of the file, which has %d %s of %d bytes (cut short?)", n, p.pages, pages, p.lay.pageSize)
}

// typed gives page n when its type is want.
func (p *pager) typed(n int, want byte, what string) ([]byte, error) {
	pg, err := p.page(n)
	if err != nil {
		return nil, err
	}
	if pg[0] != want {
		return nil, fmt.Errorf("%w: page type 0x%02x (want 0x%02x, %s)", ErrDamaged, pg[0], want, what)
	}
	return pg, nil
}

// rowCount is the number of row offsets of a data page, checked against
// the page.
func (p *pager) rowCount(pg []byte) (int, error) {
	n := int(binary.LittleEndian.Uint16(pg[p.lay.dataRows:]))
	if p.lay.dataTable+2*n > p.lay.pageSize {
		return 0, fmt.Errorf("%w: %d rows on a page of %d bytes", ErrDamaged, n, p.lay.pageSize)
	}
	return n, nil
}

// rowAt gives the bounds of row i of a data page and its flags. A row runs
// from its offset to the offset of the row before it (rows are stored from
// the end of the page towards its start), or to the end of the page for
// row 0.
func (p *pager) rowAt(pg []byte, i int) (start, end int, flags uint16, err error) {
	n, err := p.rowCount(pg)
	if err != nil {
		return 0, 0, 0, err
	}
	if i >= n {
		return 0, 0, 0, fmt.Errorf("%w: row %d of a page of %d rows", ErrDamaged, i, n)
	}
	raw := binary.LittleEndian.Uint16(pg[p.lay.dataTable+2*i:])
	start, flags = int(raw&rowOffset), raw&^rowOffset
	end = p.lay.pageSize
	if i > 0 {
		end = int(binary.LittleEndian.Uint16(pg[p.lay.dataTable+2*(i-1):]) & rowOffset)
	}
	if end > p.lay.pageSize {
		end = p.lay.pageSize // the row before is damaged; this one may still be whole
	}
	if start < p.lay.dataTable+2*n || start > end {
		if flags&rowDeleted != 0 {
			return start, start, flags, nil // a deleted row's bounds do not matter
		}
		return 0, 0, 0, fmt.Errorf("%w: row %d starts at byte %d (want %d..%d, after the row offsets and before the row before it)", ErrDamaged, i, start, p.lay.dataTable+2*n, end)
	}
	return start, end, flags, nil
}

// pointer is a Jet data pointer: a row number in the low byte and a page
// number in the three bytes above it.
type pointer uint32

func (d pointer) page() int { return int(d >> 8) }
func (d pointer) row() int  { return int(d & 0xFF) }

func (d pointer) String() string { return fmt.Sprintf("page %d, row %d", d.page(), d.row()) }

func u16(b []byte, off int) int { return int(binary.LittleEndian.Uint16(b[off:])) }
func u32(b []byte, off int) uint32 {
	return binary.LittleEndian.Uint32(b[off:])
}
