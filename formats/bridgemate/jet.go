package bridgemate

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/mdb"
)

// IsJet reports whether data is a Jet (Access) database: its first page
// names the engine at offset 4, "Standard Jet DB" (Jet 3 and 4, .mdb and
// .bws) or "Standard ACE DB" (.accdb). A .bws is known by this, not by
// its name.
func IsJet(data []byte) bool {
	if len(data) < 4+15 {
		return false
	}
	sig := data[4 : 4+15]
	return bytes.Equal(sig, []byte("Standard Jet DB")) || bytes.Equal(sig, []byte("Standard ACE DB"))
}

// OpenJet opens a Jet database file as a Source. encoding is the code
// page of its text (a Jet 3 database does not reliably record it): "" or
// "auto" to detect it from all the database's text together, with
// protokol's own detection; a detection that is not sure is an error
// asking for --encoding. It also returns the encoding used and its
// confidence, for the file's line in -v.
func OpenJet(name string, data []byte, encoding string) (Source, *charset.Encoding, float64, error) {
	var opt mdb.Options
	if encoding != "" && !strings.EqualFold(encoding, "auto") {
		e, err := charset.Lookup(encoding)
		if err != nil {
			return nil, nil, 0, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w: %v", formats.ErrEncoding, err)}
		}
		opt.Encoding = e
	}
	db, err := mdb.OpenWith(name, data, opt)
	if err != nil {
		return nil, nil, 0, err
	}
	if err := db.TextErr(); err != nil {
		return nil, nil, 0, err
	}
	enc, conf := db.Encoding()
	return fromDB(name, db), enc, conf, nil
}

// fromDB is the Source of an open database.
func fromDB(name string, db *mdb.DB) Source {
	return &jetSource{name: name, db: db, cache: map[string]*Table{}}
}

// jetSource is a Source over a Jet database.
type jetSource struct {
	name  string
	db    *mdb.DB
	cache map[string]*Table
}

func (s *jetSource) Name() string     { return s.name }
func (s *jetSource) Tables() []string { return s.db.Tables() }

func (s *jetSource) Table(name string) (*Table, error) {
	if t, ok := s.cache[name]; ok {
		return t, nil
	}
	found := false
	for _, n := range s.db.Tables() {
		found = found || n == name
	}
	if !found {
		return nil, fmt.Errorf("%w %s", ErrNoTable, name)
	}
	mt, err := s.db.Table(name)
	if err != nil {
		return nil, err
	}
	rows, err := mt.Rows()
	if err != nil {
		return nil, err
	}
	t := &Table{Name: name, Columns: make([]string, len(mt.Columns)), Rows: make([][]Value, len(rows))}
	for i, c := range mt.Columns {
		t.Columns[i] = c.Name
	}
	for i, r := range rows {
		row := make([]Value, len(t.Columns))
		for j := range row {
			if j < len(r) {
				row[j] = fromJet(r[j])
			}
		}
		t.Rows[i] = row
	}
	file := s.name
	t.At = func(row, col int) Place {
		ctx := name
		if row >= 0 {
			ctx += " row " + strconv.Itoa(row+1)
		}
		if col >= 0 && col < len(t.Columns) {
			ctx += ", " + t.Columns[col]
		}
		return Place{Pos: bridge.Pos{File: file}, Context: ctx}
	}
	s.cache[name] = t
	return t, nil
}

// fromJet is a Jet value as a Value. Binary data (Binary, OLE Object)
// reads as NULL, for no table protokol reads has any; Currency as its
// amount.
func fromJet(v mdb.Value) Value {
	if v.Null {
		return Value{}
	}
	switch v.Kind {
	case mdb.Byte, mdb.Integer, mdb.Long:
		return IntValue(v.Int)
	case mdb.Currency:
		return FloatValue(float64(v.Int) / 10000)
	case mdb.Single, mdb.Double:
		return FloatValue(v.Float)
	case mdb.Boolean:
		return BoolValue(v.Bool)
	case mdb.Text, mdb.Memo, mdb.GUID:
		return TextValue(v.Text)
	case mdb.DateTime:
		return TimeValue(v.Time)
	}
	return Value{}
}
