package mdb

import (
	"errors"
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Sentinel errors, matched with errors.Is. Every error of this package is a
// *bridge.Error wrapping one of them.
var (
	// ErrNotJet: the data is not a Jet database.
	ErrNotJet = errors.New("not a Jet database")
	// ErrDamaged: the file is damaged or cut short.
	ErrDamaged = errors.New("damaged")
	// ErrUnsupported: a version, an encryption or a column type this
	// package does not read.
	ErrUnsupported = errors.New("not supported")
	// ErrNoTable: the database has no user table of that name.
	ErrNoTable = errors.New("no such table")
)

// located is an error at a place in the file, before the table is known.
type located struct {
	page, row int // -1 when not known
	column    *column
	err       error
}

func (l *located) Error() string { return l.err.Error() }
func (l *located) Unwrap() error { return l.err }

// at places err at a page and row, unless it is placed already (the
// innermost place is the one that says most).
func at(page, row int, err error) error {
	var l *located
	if errors.As(err, &l) {
		if l.page < 0 {
			l.page, l.row = page, row
		}
		return err
	}
	return &located{page: page, row: row, err: err}
}

// errAt is the *bridge.Error of the file name with a context.
func errAt(name, context string, err error) *bridge.Error {
	return &bridge.Error{Pos: bridge.Pos{File: name}, Context: context, Err: err}
}

// tableErr is the *bridge.Error of err in table (quoted; "" for none),
// with the page, row and column err was placed at: "page 123, row 4, table
// "ReceivedData", column "Contract"".
func tableErr(name, table string, err error) *bridge.Error {
	var be *bridge.Error
	if errors.As(err, &be) {
		return be
	}
	var parts []string
	var l *located
	if errors.As(err, &l) {
		if l.page >= 0 {
			parts = append(parts, fmt.Sprintf("page %d", l.page))
			if l.row >= 0 {
				parts = append(parts, fmt.Sprintf("row %d", l.row))
			}
		}
		err = l.err
	}
	if table != "" {
		parts = append(parts, "table "+bridge.Quote(table))
	}
	if l != nil && l.column != nil {
		parts = append(parts, "column "+bridge.Quote(l.column.name))
	}
	return errAt(name, strings.Join(parts, ", "), err)
}
