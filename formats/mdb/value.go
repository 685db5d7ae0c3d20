package mdb

import (
	"encoding/binary"
	"fmt"
	"math"
	"time"
)

// Type is a column type, by its Jet type code.
type Type uint8

// The column types. Decimal is named so that its errors read well; it is
// not read.
const (
	Boolean  Type = 0x01 // Yes/No: the null mask's bit
	Byte     Type = 0x02 // 0..255
	Integer  Type = 0x03 // 16 bits, signed
	Long     Type = 0x04 // Long Integer: 32 bits, signed
	Currency Type = 0x05 // 64 bits, signed, in ten-thousandths
	Single   Type = 0x06 // 32-bit float
	Double   Type = 0x07 // 64-bit float
	DateTime Type = 0x08 // Date/Time: days since 1899-12-30, as a double
	Binary   Type = 0x09 // up to 255 bytes
	Text     Type = 0x0A // up to 255 characters
	OLE      Type = 0x0B // OLE Object: long binary
	Memo     Type = 0x0C // long text
	GUID     Type = 0x0F // Replication ID: 16 bytes
	Decimal  Type = 0x10 // scaled decimal, 17 bytes: not read
)

var typeNames = map[Type]string{
	Boolean: "Boolean", Byte: "Byte", Integer: "Integer", Long: "Long Integer",
	Currency: "Currency", Single: "Single", Double: "Double", DateTime: "Date/Time",
	Binary: "Binary", Text: "Text", OLE: "OLE Object", Memo: "Memo",
	GUID: "Replication ID", Decimal: "Decimal",
}

// String is the type's name in Access ("Long Integer"), or its code
// ("type 0x11") for a type this package does not know.
func (t Type) String() string {
	if s, ok := typeNames[t]; ok {
		return s
	}
	return fmt.Sprintf("type 0x%02x", uint8(t))
}

// supported reports whether values of type t are read.
func (t Type) supported() bool { return t != Decimal && typeNames[t] != "" }

// fixedSize is the bytes a value of a fixed-length type takes in a row (0
// for Boolean, whose value is in the null mask), or -1 for a type stored
// with the variable columns or not known.
func (t Type) fixedSize() int {
	switch t {
	case Boolean:
		return 0
	case Byte:
		return 1
	case Integer:
		return 2
	case Long, Single:
		return 4
	case Currency, Double, DateTime:
		return 8
	case GUID:
		return 16
	case Decimal:
		return 17
	}
	return -1
}

// Value is one column's value in one row.
type Value struct {
	// Kind is the column's type.
	Kind Type
	// Null is true for a value that is not there (SQL NULL). A Boolean is
	// never null, except in a row written before its column was added.
	Null bool
	// Bool is the value of Boolean.
	Bool bool
	// Unsure is true for a Jet 3 text of bytes >= 0x80 that was decoded
	// with a code page the database could not tell for sure (see
	// DB.TextErr), or that holds a byte the code page does not define
	// (shown as U+FFFD).
	Unsure bool
	// Int is the value of Byte, Integer and Long Integer, and that of
	// Currency in ten-thousandths (12.5 is 125000).
	Int int64
	// Float is the value of Single and Double.
	Float float64
	// Time is the value of Date/Time: a civil date and time with no zone,
	// given in UTC, rounded to the millisecond. A time alone (Access's
	// day zero) is on 1899-12-30.
	Time time.Time
	// Text is the value of Text and Memo, decoded to UTF-8, and that of
	// Replication ID as Access shows it ({6F9619FF-8B86-D011-B42D-00C04FC964FF}).
	Text string
	// Raw is the bytes as stored: of Text and Memo (in the database's code
	// page for Jet 3, UTF-16LE or its compressed form for Jet 4), Binary,
	// OLE Object and Replication ID. It may share memory with the data
	// given to Open: do not modify it.
	Raw []byte
}

// Row is one row: one Value per column, in the order of Table.Columns.
type Row []Value

// Access counts days from 1899-12-30; its dates run from the year 100 to
// 9999.
var (
	accessEpoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
	minDays     = float64(time.Date(100, 1, 1, 0, 0, 0, 0, time.UTC).Sub(accessEpoch)/time.Hour) / 24
	maxDays     = float64(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).Sub(accessEpoch)/time.Hour) / 24
)

// accessTime is the time of an Access date: whole days from the epoch
// (negative before it) and, in the fraction, the time of day, which counts
// forwards on both sides of the epoch (-1.25 is 1899-12-29 06:00).
func accessTime(d float64) (time.Time, error) {
	if math.IsNaN(d) || d <= minDays-1 || d >= maxDays {
		return time.Time{}, fmt.Errorf("%w: date %g days from 1899-12-30 (want the years 100 to 9999)", ErrDamaged, d)
	}
	days, frac := math.Modf(d)
	ms := math.Round(math.Abs(frac) * 86400e3)
	return accessEpoch.AddDate(0, 0, int(days)).Add(time.Duration(ms) * time.Millisecond), nil
}

// fixedValue decodes a value of a fixed-length numeric type.
func fixedValue(t Type, b []byte) (Value, error) {
	v := Value{Kind: t}
	switch t {
	case Byte:
		v.Int = int64(b[0])
	case Integer:
		v.Int = int64(int16(binary.LittleEndian.Uint16(b)))
	case Long:
		v.Int = int64(int32(binary.LittleEndian.Uint32(b)))
	case Currency:
		v.Int = int64(binary.LittleEndian.Uint64(b))
	case Single:
		v.Float = float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
	case Double:
		v.Float = math.Float64frombits(binary.LittleEndian.Uint64(b))
	case DateTime:
		t, err := accessTime(math.Float64frombits(binary.LittleEndian.Uint64(b)))
		if err != nil {
			return Value{}, err
		}
		v.Time = t
	case GUID:
		v.Raw = b
		v.Text = fmt.Sprintf("{%08X-%04X-%04X-%02X%02X-%02X}",
			binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint16(b[4:]), binary.LittleEndian.Uint16(b[6:]),
			b[8], b[9], b[10:16])
	}
	return v, nil
}
