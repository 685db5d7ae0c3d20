package mdb

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// Options are the choices of OpenWith.
type Options struct {
	// Encoding is the code page of a Jet 3 database's text (charset.Lookup
	// of the user's --encoding); nil to detect it. Jet 4 text is Unicode
	// and ignores it.
	Encoding *charset.Encoding
}

// DB is an open database: its catalogue and table definitions, read by
// Open; rows are read when asked for. A DB is not changed by reading it, so
// it may be read from several goroutines.
type DB struct {
	name    string
	p       *pager
	hdr     header
	tables  []*entry // user tables, in catalogue order
	enc     *charset.Encoding
	conf    float64
	codec   *codec // Jet 3 text
	textErr *bridge.Error
}

// entry is a table of the catalogue.
type entry struct {
	rawName []byte // Jet 3: in the code page
	name    string
	page    int // of its definition
	def     *tdef
	err     error // reading the definition
}

// The catalogue: MSysObjects, whose definition is at page 2.
const (
	catalogPage = 2
	objTable    = 1          // Type of a local table
	objSystem   = 0x80000002 // Flags of a system table
)

// Open reads the catalogue and the table definitions of the database in
// data, detecting the code page of Jet 3 text (see the package comment).
// name is the file's name, for messages. The data is not copied: do not
// change it while the DB is in use.
func Open(name string, data []byte) (*DB, error) { return OpenWith(name, data, Options{}) }

// OpenWith is Open with options.
func OpenWith(name string, data []byte, opt Options) (*DB, error) {
	h, err := readHeader(name, data)
	if err != nil {
		return nil, err
	}
	db := &DB{name: name, hdr: h, p: newPager(name, data, h.lay)}
	if err := db.readCatalog(); err != nil {
		return nil, err
	}
	switch {
	case h.lay.version == 4:
		db.enc, db.conf = charset.UTF16LE, 1
	case opt.Encoding != nil:
		db.enc, db.conf = opt.Encoding, 1
	default:
		db.detect()
	}
	if h.lay.version == 3 {
		if db.enc.ReadOnly {
			return nil, errAt(name, "", fmt.Errorf("%w: Jet 3 text is one byte a character; %s cannot be its encoding", formats.ErrEncoding, db.enc.Name))
		}
		db.codec = newCodec(db.enc)
		for _, e := range db.tables {
			e.name, _ = db.codec.decode(e.rawName)
			if e.def != nil {
				for i := range e.def.cols {
					c := &e.def.cols[i]
					c.name, _ = db.codec.decode(c.rawName)
				}
			}
		}
	}
	return db, nil
}

// readCatalog reads the user tables of MSysObjects, and their definitions.
func (db *DB) readCatalog() error {
	cat, err := readTDEF(db.p, catalogPage)
	if err != nil {
		return tableErr(db.name, "MSysObjects", err)
	}
	var want [4]column // Id, Name, Type, Flags
	found := 0
	for _, c := range cat.cols {
		name := string(c.rawName)
		if db.p.lay.version == 4 {
			name = c.name
		}
		for i, w := range [...]string{"Id", "Name", "Type", "Flags"} {
			if name == w {
				want[i] = c
				found |= 1 << i
			}
		}
	}
	if found != 0xF || want[0].typ != Long || want[1].typ != Text || want[2].typ != Integer || want[3].typ != Long {
		return tableErr(db.name, "MSysObjects", at(catalogPage, -1, fmt.Errorf("%w: the catalogue lacks its columns Id (Long Integer), Name (Text), Type (Integer) and Flags (Long Integer)", ErrDamaged)))
	}
	vals := make(Row, len(want))
	budget := db.lvBudget()
	err = db.scan(cat, want[:], func(page, row int, cells []cell) error {
		for i := range cells {
			v, err := db.value(&want[i], cells[i], true, &budget)
			if err != nil {
				return at(page, row, err)
			}
			vals[i] = v
		}
		if vals[2].Null || vals[2].Int != objTable || !vals[3].Null && uint32(vals[3].Int)&objSystem != 0 || vals[0].Null {
			return nil
		}
		e := &entry{page: int(uint32(vals[0].Int) & 0x00FFFFFF)}
		if db.p.lay.version == 4 {
			e.name = vals[1].Text
		} else {
			e.rawName = vals[1].Raw
		}
		db.tables = append(db.tables, e)
		return nil
	})
	if err != nil {
		return tableErr(db.name, "MSysObjects", err)
	}
	for _, e := range db.tables {
		e.def, e.err = readTDEF(db.p, e.page)
	}
	return nil
}

// detect finds the code page of Jet 3 text from all of it together: table
// and column names, Text and Memo values, one a line. A table that cannot
// be read gives what it gave until then; its error comes with its rows.
func (db *DB) detect() {
	var sample bytes.Buffer
	budget := db.lvBudget()
	for _, e := range db.tables {
		sample.Write(e.rawName)
		sample.WriteByte('\n')
		if e.def == nil {
			continue
		}
		for _, c := range e.def.cols {
			sample.Write(c.rawName)
			sample.WriteByte('\n')
		}
		var text []column
		for _, c := range e.def.cols {
			if c.typ == Text || c.typ == Memo {
				text = append(text, c)
			}
		}
		if len(text) == 0 {
			continue
		}
		_ = db.scan(e.def, text, func(page, row int, cells []cell) error {
			for i, c := range cells {
				if c.null || sample.Len() > maxSample {
					continue
				}
				b := c.data
				if text[i].typ == Memo {
					var err error
					if b, err = db.p.longValue(b, &budget); err != nil {
						continue
					}
				}
				if len(b) > 0 {
					sample.Write(b)
					sample.WriteByte('\n')
				}
			}
			return nil
		})
	}
	det := charset.Detect(sample.Bytes())
	db.enc, db.conf = det.Encoding, det.Confidence
	if det.How == "ascii" {
		db.enc, db.conf = codePages[db.hdr.codePage], 1
		if db.enc == nil {
			db.enc = charset.Windows1252
		}
		return
	}
	if db.enc.ReadOnly { // a byte-order mark: no Jet 3 text is UTF-16
		db.enc, db.conf = charset.Windows1252, 0
	}
	if db.conf < charset.Threshold {
		msg := fmt.Sprintf("%s at best (%.2f)", db.enc.Name, db.conf)
		if det.RunnerUp != nil {
			msg += " or " + det.RunnerUp.Name
		}
		db.textErr = errAt(db.name, "", fmt.Errorf("%w: cannot tell the code page of the text: %s (give --encoding)", formats.ErrEncoding, msg))
	}
}

// maxSample bounds the text detect gives charset.Detect (which scores the
// first 16,384 bytes >= 0x80 of it).
const maxSample = 8 << 20

// lvBudget is the bytes the long values read by one scan may add up to:
// those of the file, and a little more.
func (db *DB) lvBudget() int { return len(db.p.data) + 1<<20 }

// codePages are the encodings of the Windows code page numbers that page 0
// may give.
var codePages = map[int]*charset.Encoding{
	1250: charset.Windows1250, 1251: charset.Windows1251, 1252: charset.Windows1252,
	866: charset.IBM866, 20866: charset.KOI8R, 21866: charset.KOI8U,
	28592: charset.ISO88592, 28595: charset.ISO88595, 10007: charset.MacCyrillic,
}

// Version is the Jet version: 3 (Access 97) or 4 (Access 2000-2003).
func (db *DB) Version() int { return db.hdr.lay.version }

// CodePage is the default code page page 0 records (1252 for Western
// Europe); Jet 3 text is not always in it, and Encoding says what it is
// read as.
func (db *DB) CodePage() int { return db.hdr.codePage }

// Encoding is the encoding text is decoded with and how sure that is, from
// 0 to 1: for Jet 3 the given one (1) or the detected one (1 when all text
// is ASCII, which every candidate reads alike; then it is the header's
// code page); for Jet 4 utf-16le (1).
func (db *DB) Encoding() (*charset.Encoding, float64) { return db.enc, db.conf }

// TextErr is nil, or, when the code page of Jet 3 text could not be told
// for sure (confidence below charset.Threshold, and text that is not
// plain ASCII), the error to refuse the database's text with (it wraps
// formats.ErrEncoding): the values concerned are marked Unsure.
func (db *DB) TextErr() error {
	if db.textErr == nil {
		return nil
	}
	return db.textErr
}

// Tables lists the user tables (not the system tables, MSys*), in the
// order of the catalogue.
func (db *DB) Tables() []string {
	out := make([]string, len(db.tables))
	for i, e := range db.tables {
		out[i] = e.name
	}
	return out
}

// Table is a table and its columns, in the order of their column numbers
// (Access's order).
type Table struct {
	Name    string
	Columns []Column
	db      *DB
	def     *tdef
}

// Column is one column of a table.
type Column struct {
	Name string
	Type Type
}

// Table gives the user table of that name (Jet names do not tell case
// apart: an exact match first, then one that differs in case only). A
// missing table is an error wrapping ErrNoTable; a table whose definition
// is damaged, one wrapping ErrDamaged.
func (db *DB) Table(name string) (*Table, error) {
	var e *entry
	for _, t := range db.tables {
		if t.name == name {
			e = t
			break
		}
	}
	if e == nil {
		for _, t := range db.tables {
			if strings.EqualFold(t.name, name) {
				e = t
				break
			}
		}
	}
	if e == nil {
		names := make([]string, 0, len(db.tables))
		for i, t := range db.tables {
			if i == 20 {
				names = append(names, fmt.Sprintf("and %d more", len(db.tables)-20))
				break
			}
			names = append(names, bridge.Quote(t.name))
		}
		want := "the database has no user tables"
		if len(names) > 0 {
			want = "want " + strings.Join(names, ", ")
		}
		return nil, errAt(db.name, "", fmt.Errorf("%w %s (%s)", ErrNoTable, bridge.Quote(name), want))
	}
	if e.err != nil {
		return nil, tableErr(db.name, e.name, e.err)
	}
	t := &Table{Name: e.name, db: db, def: e.def, Columns: make([]Column, len(e.def.cols))}
	for i, c := range e.def.cols {
		t.Columns[i] = Column{Name: c.name, Type: c.typ}
	}
	return t, nil
}

// Rows reads every live row of the table, in page order (the order of the
// usage map, then of each page's rows: mdb-export's order). A damaged page
// or value is an error naming the page, the row, the table and the column;
// a column of a type this package does not read, one wrapping
// ErrUnsupported.
func (t *Table) Rows() ([]Row, error) {
	db := t.db
	cols := t.def.cols
	for i := range cols {
		if typ := cols[i].typ; !typ.supported() {
			what := fmt.Sprintf("column type 0x%02x", uint8(typ))
			if name, ok := typeNames[typ]; ok {
				what += ", " + name
			}
			return nil, tableErr(db.name, t.Name, colErr(&cols[i], fmt.Errorf("%w: %s (this reader reads Boolean, Byte, Integer, Long Integer, Currency, Single, Double, Date/Time, Binary, Text, OLE Object, Memo and Replication ID)", ErrUnsupported, what)))
		}
	}
	var rows []Row
	var slab []Value // the values of the next rows, allocated together
	next := 16       // rows in the next slab: doubling, up to 1024
	budget := db.lvBudget()
	err := db.scan(t.def, cols, func(page, row int, cells []cell) error {
		if (len(rows)+1)*len(cols) > MaxValues {
			return at(page, row, fmt.Errorf("%w: more than %d values in one table (the limit of this reader)", formats.ErrTooLarge, MaxValues))
		}
		if len(slab) < len(cols) {
			slab = make([]Value, len(cols)*next)
			next = min(2*next, 1024)
		}
		r := Row(slab[:len(cols):len(cols)])
		slab = slab[len(cols):]
		for i := range cells {
			v, err := db.value(&cols[i], cells[i], false, &budget)
			if err != nil {
				return at(page, row, err)
			}
			r[i] = v
		}
		rows = append(rows, r)
		return nil
	})
	if err != nil {
		return nil, tableErr(db.name, t.Name, err)
	}
	return rows, nil
}

// MaxValues bounds the values (rows times columns) Rows reads from one
// table, about 350 MB of them: a table of 200,000 members with 20 columns
// is within it; a damaged file that makes a few bytes into many rows is
// not.
const MaxValues = 4_000_000

// maxHops bounds the pointers followed from a moved row to its data.
const maxHops = 8

// scan calls fn with the cells of cols of every live row of table t, in
// page order.
func (db *DB) scan(t *tdef, cols []column, fn func(page, row int, cells []cell) error) error {
	p := db.p
	pages, err := p.usedPages(t.used)
	if err != nil {
		return err
	}
	cr := &cracker{lay: p.lay, cols: cols, varCols: t.varCols, firstVar: t.firstVar}
	cells := make([]cell, len(cols))
	for _, n := range pages {
		pg, err := db.tablePage(t, n)
		if err != nil {
			return at(n, -1, err)
		}
		count, err := p.rowCount(pg)
		if err != nil {
			return at(n, -1, err)
		}
		for i := range count {
			start, end, flags, err := p.rowAt(pg, i)
			if err != nil {
				return at(n, i, err)
			}
			if flags&rowDeleted != 0 {
				continue // deleted, or the new place of a moved row
			}
			row := pg[start:end:end]
			at1, at2 := n, i
			for hop := 0; flags&rowOverflow != 0; hop++ {
				if len(row) < 4 {
					return at(at1, at2, fmt.Errorf("%w: a moved row's pointer of %d bytes (want 4)", ErrDamaged, len(row)))
				}
				if hop == maxHops {
					return at(n, i, fmt.Errorf("%w: a moved row's pointers lead on more than %d times (a cycle?)", ErrDamaged, maxHops))
				}
				d := pointer(u32(row, 0))
				at1, at2 = d.page(), d.row()
				opg, err := db.tablePage(t, d.page())
				if err != nil {
					return at(at1, -1, err)
				}
				s, e, f, err := p.rowAt(opg, d.row())
				if err != nil {
					return at(at1, at2, err)
				}
				row, flags = opg[s:e:e], f
			}
			if err := cr.crack(row, cells); err != nil {
				return at(at1, at2, err)
			}
			if err := fn(at1, at2, cells); err != nil {
				return err
			}
		}
	}
	return nil
}

// tablePage gives page n when it is a data page of table t.
func (db *DB) tablePage(t *tdef, n int) ([]byte, error) {
	pg, err := db.p.typed(n, pageData, "a data page")
	if err != nil {
		return nil, err
	}
	if owner := int(u32(pg, 4)); owner != t.page {
		return nil, fmt.Errorf("%w: a data page of the table defined at page %d (want %d)", ErrDamaged, owner, t.page)
	}
	return pg, nil
}

// value decodes one cell. With raw (the catalogue), Jet 3 text is left
// undecoded, in Raw. Long values take from budget (see longValue).
func (db *DB) value(col *column, c cell, raw bool, budget *int) (Value, error) {
	v := Value{Kind: col.typ}
	if col.typ == Boolean {
		v.Null, v.Bool = c.null, c.bit && !c.null
		return v, nil
	}
	if c.null {
		v.Null = true
		return v, nil
	}
	b := c.data
	switch col.typ {
	case Text, Memo:
		if col.typ == Memo {
			var err error
			if b, err = db.p.longValue(b, budget); err != nil {
				return Value{}, colErr(col, err)
			}
		}
		v.Raw = b
		if db.p.lay.version == 4 {
			s, err := decodeUCS2(b, col.compressible)
			if err != nil {
				return Value{}, colErr(col, err)
			}
			v.Text = s
		} else if !raw {
			var bad bool
			v.Text, bad = db.codec.decode(b)
			v.Unsure = bad || db.textErr != nil && highBytes(b)
		}
	case OLE:
		var err error
		if v.Raw, err = db.p.longValue(b, budget); err != nil {
			return Value{}, colErr(col, err)
		}
	case Binary:
		v.Raw = b
	default:
		if len(b) != col.typ.fixedSize() {
			return Value{}, colErr(col, fmt.Errorf("%w: a %s of %d bytes (want %d)", ErrDamaged, col.typ, len(b), col.typ.fixedSize()))
		}
		fv, err := fixedValue(col.typ, b)
		if err != nil {
			return Value{}, colErr(col, err)
		}
		return fv, nil
	}
	return v, nil
}
