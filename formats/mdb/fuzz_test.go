package mdb

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// checkErr: an error of this package is a *bridge.Error of the file,
// wrapping one of the sentinels, and renders on one line.
func checkErr(t *testing.T, name string, err error) {
	t.Helper()
	var be *bridge.Error
	if !errors.As(err, &be) || be.Pos.File != name {
		t.Fatalf("%T %v is not a *bridge.Error of %s", err, err, name)
	}
	known := false
	for _, s := range []error{ErrDamaged, ErrUnsupported, ErrNotJet, ErrNoTable, formats.ErrEncoding, formats.ErrTooLarge} {
		known = known || errors.Is(err, s)
	}
	if !known {
		t.Fatalf("%v wraps none of the sentinels", err)
	}
	if msg := err.Error(); msg == "" || len(msg) > 2*bridge.MaxMessage {
		t.Fatalf("message of %d bytes", len(msg))
	}
}

// readAll opens data and reads every row of every table; every error is
// checked.
func readAll(t *testing.T, name string, data []byte) {
	db, err := Open(name, data)
	if err != nil {
		checkErr(t, name, err)
		return
	}
	if err := db.TextErr(); err != nil {
		checkErr(t, name, err)
	}
	for _, tn := range db.Tables() {
		tb, err := db.Table(tn)
		if err != nil {
			checkErr(t, name, err)
			continue
		}
		rows, err := tb.Rows()
		if err != nil {
			checkErr(t, name, err)
			continue
		}
		for _, r := range rows {
			if len(r) != len(tb.Columns) {
				t.Fatalf("a row of %d values in a table of %d columns", len(r), len(tb.Columns))
			}
		}
	}
}

// FuzzOpen: a test database cut short and with bytes changed (each 5
// bytes of edits: a 4-byte offset and a byte to XOR there), or any bytes
// (file 3), never makes Open or Rows panic, hang or allocate without
// bound; every error is a positioned *bridge.Error.
func FuzzOpen(f *testing.F) {
	files := [][]byte{
		readFile(f, "mdbreader_V1997_test.mdb"),
		readFile(f, "LBC-2026-01-26.bws"),
		readFile(f, "mdbreader_V2000_test.mdb"),
	}
	edit := func(off uint32, x byte) []byte { return append(binary.LittleEndian.AppendUint32(nil, off), x) }
	for i := range files {
		f.Add(uint8(i), uint32(0), []byte(nil))
		f.Add(uint8(i), uint32(len(files[i])/2), []byte(nil))
		f.Add(uint8(i), uint32(0), edit(2*uint32(len(files[i]))/3, 0xFF))
	}
	f.Add(uint8(1), uint32(0), edit(uint32(lbcRecvPage*lbcPage+jet3.dataTable+1), 0x40)) // a moved row
	f.Add(uint8(1), uint32(0), append(edit(lbcRecvDef*lbcPage+4, lbcRecvDef), edit(49*lbcPage+2047, 0x80)...))
	f.Add(uint8(0), uint32(0), edit(0x14, 1)) // Jet 3 read as Jet 4
	f.Add(uint8(2), uint32(0), edit(0x14, 1)) // Jet 4 read as Jet 3
	f.Add(uint8(3), uint32(0), files[0][:4096])
	f.Fuzz(func(t *testing.T, file uint8, cut uint32, edits []byte) {
		var data []byte
		if i := int(file) % 4; i < len(files) {
			data = append([]byte(nil), files[i]...)
			for ; len(edits) >= 5; edits = edits[5:] {
				data[int(binary.LittleEndian.Uint32(edits))%len(data)] ^= edits[4]
			}
			if cut > 0 {
				data = data[:int(cut)%len(data)]
			}
		} else {
			data = edits
		}
		readAll(t, "fuzz.mdb", data)
	})
}

// fuzzCols is a definition with a column of every type read, for FuzzRow.
func fuzzCols() []column {
	return []column{
		{name: "Long", typ: Long, num: 0, fixed: true, fixedOff: 0},
		{name: "When", typ: DateTime, num: 1, fixed: true, fixedOff: 4},
		{name: "Double", typ: Double, num: 2, fixed: true, fixedOff: 12},
		{name: "Money", typ: Currency, num: 3, fixed: true, fixedOff: 20},
		{name: "GUID", typ: GUID, num: 4, fixed: true, fixedOff: 28},
		{name: "Byte", typ: Byte, num: 5, fixed: true, fixedOff: 44},
		{name: "Int", typ: Integer, num: 6, fixed: true, fixedOff: 45},
		{name: "Single", typ: Single, num: 7, fixed: true, fixedOff: 47},
		{name: "Text", typ: Text, num: 8, varIdx: 0, length: 255, compressible: true},
		{name: "Memo", typ: Memo, num: 9, varIdx: 1, compressible: true},
		{name: "Bin", typ: Binary, num: 10, varIdx: 2, length: 255},
		{name: "OLE", typ: OLE, num: 11, varIdx: 3},
		{name: "Yes", typ: Boolean, num: 12},
	}
}

// FuzzRow: the row decoder, with a fixed definition, in Jet 3 and Jet 4,
// never panics on any bytes; what it accepts has every fixed value at its
// size; decoding the values fails only with ErrDamaged.
func FuzzRow(f *testing.F) {
	fixed := make([]byte, 51)
	binary.LittleEndian.PutUint64(fixed[4:], 0x40E2400000000000)
	memo := append([]byte{5, 0, 0, lvalInline, 0, 0, 0, 0, 0, 0, 0, 0}, "abcde"...)
	all := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}
	for _, lay := range []*layout{jet3, jet4} {
		v := uint8(lay.version)
		f.Add(v, buildRow(lay, fixed, [][]byte{[]byte("abc"), memo, {1, 2}, memo}, 13, all))
		f.Add(v, buildRow(lay, fixed, [][]byte{text(300, 'a'), memo, nil, {}}, 13, []int{0, 8, 9}))
		f.Add(v, buildRow(lay, fixed, [][]byte{[]byte("\xFF\xFEab\x00\x10\x04")}, 9, []int{8}))
		f.Add(v, []byte{})
	}
	f.Fuzz(func(t *testing.T, version uint8, row []byte) {
		lay := jet3
		if version%2 == 0 {
			lay = jet4
		}
		cols := fuzzCols()
		cr := &cracker{lay: lay, cols: cols, varCols: 4, firstVar: 8}
		cells := make([]cell, len(cols))
		if err := cr.crack(row, cells); err != nil {
			if !errors.Is(err, ErrDamaged) {
				t.Fatalf("%v is not ErrDamaged", err)
			}
			return
		}
		db := &DB{name: "fuzz.mdb", p: newPager("fuzz.mdb", nil, lay), codec: newCodec(charset.Windows1251)}
		for i, c := range cells {
			col := &cols[i]
			if col.fixed && col.typ != Boolean && !c.null && len(c.data) != col.size() {
				t.Fatalf("%s: %d bytes, want %d", col.name, len(c.data), col.size())
			}
			budget := 1 << 20
			if _, err := db.value(col, c, false, &budget); err != nil && !errors.Is(err, ErrDamaged) {
				t.Fatalf("%s: %v is not ErrDamaged", col.name, err)
			}
		}
	})
}
