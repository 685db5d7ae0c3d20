package bridgemate

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	// The stand-in for formats/mdb until it is merged: then this import
	// becomes "github.com/protokol-bridge/protokol/formats/mdb".
	"github.com/protokol-bridge/protokol/formats/bridgemate/internal/mdb"
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

// ErrNoReader is the error of a Jet database while protokol cannot read
// one.
var ErrNoReader = errors.New("a Bridgemate database")

// OpenJet opens a Jet database file as a Source.
func OpenJet(name string, data []byte) (Source, error) {
	db, err := mdb.Open(name, data)
	if errors.Is(err, mdb.ErrNotMerged) {
		return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w: %v (give the tables exported with mdb-export instead: X.ReceivedData.csv, X.RoundData.csv, ...)", ErrNoReader, err)}
	}
	if err != nil {
		return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w: %v", formats.ErrSyntax, err)}
	}
	return fromDB(name, db), nil
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

// fromJet is a Jet value as a Value: binary data (an OLE object) reads as
// NULL, for no table protokol reads has one.
func fromJet(v mdb.Value) Value {
	if v.Null {
		return Value{}
	}
	switch v.Kind {
	case mdb.KindInt:
		return IntValue(v.Int)
	case mdb.KindFloat:
		return FloatValue(v.Float)
	case mdb.KindBool:
		return BoolValue(v.Bool)
	case mdb.KindText:
		return TextValue(v.Text)
	case mdb.KindTime:
		return TimeValue(v.Time)
	}
	return Value{}
}
