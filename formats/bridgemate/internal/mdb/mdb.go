// Package mdb is a stand-in for formats/mdb, the Jet database reader being
// written beside this package: the API formats/bridgemate's adapter
// (jet.go) is written against, as the lead gave it. Open always fails
// with ErrNotMerged; New makes a database in memory, for the adapter's
// tests. When formats/mdb is merged, the adapter imports it instead and
// this package goes.
package mdb

import (
	"errors"
	"fmt"
	"time"
)

// ErrNotMerged is Open's error until formats/mdb is merged.
var ErrNotMerged = errors.New("reading it needs formats/mdb")

// Kind is the type of a Value.
type Kind uint8

// The kinds of value.
const (
	KindNull Kind = iota
	KindInt
	KindFloat
	KindBool
	KindText
	KindTime
	KindBinary
)

// Value is one cell.
type Value struct {
	Kind  Kind
	Null  bool
	Int   int64
	Float float64
	Bool  bool
	Time  time.Time
	Text  string
	Raw   []byte
}

// Column is one column of a table.
type Column struct {
	Name string
	Type string
}

// Row is one row of a table.
type Row []Value

// Table is one table.
type Table struct {
	Name    string
	Columns []Column
	rows    []Row
}

// Rows reads the table's rows.
func (t *Table) Rows() ([]Row, error) { return t.rows, nil }

// DB is an open database.
type DB struct{ tables []*Table }

// Open reads a database file: here, always ErrNotMerged.
func Open(name string, data []byte) (*DB, error) { return nil, ErrNotMerged }

// New makes a database of the given tables (tests only).
func New(tables ...*Table) *DB { return &DB{tables: tables} }

// NewTable makes a table (tests only).
func NewTable(name string, columns []Column, rows []Row) *Table {
	return &Table{Name: name, Columns: columns, rows: rows}
}

// Tables names the tables.
func (db *DB) Tables() []string {
	var out []string
	for _, t := range db.tables {
		out = append(out, t.Name)
	}
	return out
}

// Table gives one table.
func (db *DB) Table(name string) (*Table, error) {
	for _, t := range db.tables {
		if t.Name == name {
			return t, nil
		}
	}
	return nil, fmt.Errorf("no table %q", name)
}
