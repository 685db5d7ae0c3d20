package bridgemate

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// A Source gives a Bridgemate database's tables by name: a Jet file read
// by formats/mdb (OpenJet) or the tables exported to CSV files by
// mdb-export (CSVSource). Read reads every table through it, so that the
// two give the same session.
type Source interface {
	// Name is the source as messages name it: the .bws file, or the
	// first of the CSV files.
	Name() string
	// Tables names the tables the source holds, in its order.
	Tables() []string
	// Table gives one table; an error wrapping ErrNoTable when the source
	// does not hold it.
	Table(name string) (*Table, error)
}

// ErrNoTable is the error of a table the source does not hold.
var ErrNoTable = errors.New("no such table")

// Table is one table of a source: its columns and rows, and where each
// cell is, for messages.
type Table struct {
	Name    string
	Columns []string
	Rows    [][]Value // each as long as Columns
	// At is where cell (row, col) is (row from 0; col -1 for the row as a
	// whole): a CSV file's line and column, or the database file and, in
	// the context, the table, row and column. Nil gives the source's name
	// only.
	At func(row, col int) Place
	// Doubtful names, for each text column whose decoding the source was
	// not sure of (a Jet 3 code page told by detection), why; nil when it
	// was sure.
	Doubtful map[string]string
}

// Place is where a cell of a table is.
type Place struct {
	Pos     bridge.Pos
	Context string // "ReceivedData row 17, Contract" for a database; "" for a CSV file
	Source  string // the text of the line, for the verbose view; "" when there is none
}

// Kind is the type of a Value.
type Kind uint8

// The kinds of value. Null is the zero value: a NULL cell (an empty cell
// of a CSV export).
const (
	Null  Kind = iota
	Int        // Byte, Integer, Long Integer
	Float      // Single, Double, Currency
	Bool       // Yes/No
	Text       // Text, Memo
	Time       // Date/Time
)

// Value is one cell of a table. A CSV export gives every cell as Text
// (an empty cell as Null); a database gives it typed. The readers accept
// either through the methods below, so that both give the same session.
type Value struct {
	Kind  Kind
	Int   int64
	Float float64
	Bool  bool
	Text  string
	Time  time.Time
}

// IntValue, TextValue, BoolValue and TimeValue make typed values.
func IntValue(n int64) Value      { return Value{Kind: Int, Int: n} }
func TextValue(s string) Value    { return Value{Kind: Text, Text: s} }
func BoolValue(b bool) Value      { return Value{Kind: Bool, Bool: b} }
func TimeValue(t time.Time) Value { return Value{Kind: Time, Time: t} }
func FloatValue(f float64) Value  { return Value{Kind: Float, Float: f} }
func (v Value) isNull() bool      { return v.Kind == Null }
func (v Value) blank() bool {
	return v.Kind == Null || v.Kind == Text && strings.TrimSpace(v.Text) == ""
}
func (v Value) String() string { return v.text() }
func (v Value) quoted() string { return bridge.Quote(v.text()) }
func errNotInt(v Value) error  { return fmt.Errorf("%s: not a number", v.quoted()) }
func errNotBool(v Value) error { return fmt.Errorf("%s: not a flag (want 0 or 1)", v.quoted()) }
func errNotTime(v Value) error {
	return fmt.Errorf("%s: not a date (want MM/DD/YY HH:MM:SS)", v.quoted())
}

// text is the value as text: a Text as it is (trimmed of nothing), an
// Int or Float in decimal, a Bool as 0 or 1, a Time as mdb-export writes
// it (MM/DD/YY HH:MM:SS), Null as "".
func (v Value) text() string {
	switch v.Kind {
	case Int:
		return strconv.FormatInt(v.Int, 10)
	case Float:
		return strconv.FormatFloat(v.Float, 'f', -1, 64)
	case Bool:
		if v.Bool {
			return "1"
		}
		return "0"
	case Text:
		return v.Text
	case Time:
		return v.Time.Format("01/02/06 15:04:05")
	}
	return ""
}

// asInt reads a whole number: an Int, a Float without fraction, or a Text
// of digits (spaces around it allowed). ok is false for Null and blank
// text.
func (v Value) asInt() (n int64, ok bool, err error) {
	switch v.Kind {
	case Null:
		return 0, false, nil
	case Int:
		return v.Int, true, nil
	case Bool:
		if v.Bool {
			return 1, true, nil
		}
		return 0, true, nil
	case Float:
		if v.Float == float64(int64(v.Float)) {
			return int64(v.Float), true, nil
		}
	case Text:
		t := strings.TrimSpace(v.Text)
		if t == "" {
			return 0, false, nil
		}
		if n, err := strconv.ParseInt(t, 10, 64); err == nil {
			return n, true, nil
		}
	}
	return 0, false, errNotInt(v)
}

// asBool reads a flag: a Bool, an Int (0 false, any other true: Access
// writes -1 for true), or a Text 0, 1, -1, true, false. Null is false.
func (v Value) asBool() (bool, error) {
	switch v.Kind {
	case Null:
		return false, nil
	case Bool:
		return v.Bool, nil
	case Int:
		return v.Int != 0, nil
	case Text:
		switch strings.ToLower(strings.TrimSpace(v.Text)) {
		case "", "0", "false", "no":
			return false, nil
		case "1", "-1", "true", "yes":
			return true, nil
		}
	}
	return false, errNotBool(v)
}

// asText is the value as text, trimmed of spaces (Bridgemate pads its
// section letters: "A  "). Numbers read as text too (a Number column of
// digits).
func (v Value) asText() string { return strings.TrimSpace(v.text()) }

// asDate reads a date: a Time, or a Text as mdb-export writes it
// (MM/DD/YY HH:MM:SS; a two-digit year 69..99 is 1969..1999, 00..68 is
// 2000..2068, as Go's time package reads it). ok is false for Null and blank text.
func (v Value) asDate() (t time.Time, ok bool, err error) {
	switch v.Kind {
	case Null:
		return t, false, nil
	case Time:
		return v.Time, true, nil
	case Text:
		s := strings.TrimSpace(v.Text)
		if s == "" {
			return t, false, nil
		}
		for _, layout := range []string{"01/02/06 15:04:05", "01/02/06", "01/02/2006 15:04:05", "01/02/2006", "2006-01-02 15:04:05", "2006-01-02"} {
			if t, err := time.Parse(layout, s); err == nil {
				return t, true, nil
			}
		}
	}
	return t, false, errNotTime(v)
}
