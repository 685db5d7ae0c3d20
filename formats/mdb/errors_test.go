package mdb

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// The places in LBC-2026-01-26.bws the damage tests change (Jet 3, 2048-byte
// pages): ReceivedData is defined at page 48, its usage map is row 0 of
// page 49, its rows are on pages 545 to 552; RoundData is defined at page 50.
const (
	lbcRecvDef  = 48
	lbcRecvMap  = 49
	lbcRecvPage = 545
	lbcRoundDef = 50
	lbcPage     = 2048
)

// rowOf is the start and end of row i of page n of a Jet 3 file.
func rowOf(t *testing.T, data []byte, n, i int) (int, int) {
	t.Helper()
	p := newPager("", data, jet3)
	pg, err := p.page(n)
	if err != nil {
		t.Fatal(err)
	}
	start, end, _, err := p.rowAt(pg, i)
	if err != nil {
		t.Fatal(err)
	}
	return n*lbcPage + start, n*lbcPage + end
}

// columnOf is the definition of a column of ReceivedData, and the offset of
// its entry in the file.
func columnOf(t *testing.T, data []byte, name string) (column, int) {
	t.Helper()
	def, err := readTDEF(newPager("", data, jet3), lbcRecvDef)
	if err != nil {
		t.Fatal(err)
	}
	pg := data[lbcRecvDef*lbcPage:]
	realIdx := int(binary.LittleEndian.Uint32(pg[jet3.tdefRealIdx:]))
	for i := range int(binary.LittleEndian.Uint16(pg[jet3.tdefCols:])) {
		off := jet3.tdefStart + realIdx*jet3.realIdxSize + i*jet3.colSize
		for _, c := range def.cols {
			if string(c.rawName) == name && c.num == u16(pg, off+jet3.colNum) {
				return c, lbcRecvDef*lbcPage + off
			}
		}
	}
	t.Fatalf("no column %q", name)
	return column{}, 0
}

// TestDamage: a damaged or truncated file is an error naming the page, the
// row, the table and the column as far as they are known, wrapping
// ErrDamaged (or ErrUnsupported, ErrNotJet); the other tables still read.
func TestDamage(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, data []byte) []byte
		table  string // "" for an error of Open
		want   string
		is     error
	}{
		{"truncated", func(t *testing.T, data []byte) []byte { return data[:1_000_000] }, "ReceivedData",
			`LBC.bws: page 49, row 0, table "ReceivedData": damaged: the usage map lists page 545, but page 545 is beyond the end of the file, which has 488 pages of 2048 bytes (cut short?)`, ErrDamaged},
		{"truncated inside a data page", func(t *testing.T, data []byte) []byte { return data[:lbcRecvPage*lbcPage+1000] }, "ReceivedData",
			`LBC.bws: page 49, row 0, table "ReceivedData": damaged: the usage map lists page 545, but the file ends inside page 545, at byte 1117160 (cut short?)`, ErrDamaged},
		{"truncated in the catalogue", func(t *testing.T, data []byte) []byte { return data[:100_000] }, "",
			`LBC.bws: page 6, row 0, table "MSysObjects": damaged: the usage map lists page 79, but page 79 is beyond the end of the file, which has 48 pages of 2048 bytes (cut short?)`, ErrDamaged},
		{"shorter than a page", func(t *testing.T, data []byte) []byte { return data[:1000] }, "",
			`LBC.bws: page 0: damaged: the file is 1000 bytes, shorter than one page (2048 bytes; cut short?)`, ErrDamaged},
		{"page type", func(t *testing.T, data []byte) []byte { data[lbcRecvPage*lbcPage] = 0; return data }, "ReceivedData",
			`LBC.bws: page 545, table "ReceivedData": damaged: page type 0x00 (want 0x01, a data page)`, ErrDamaged},
		{"page of another table", func(t *testing.T, data []byte) []byte {
			binary.LittleEndian.PutUint32(data[lbcRecvPage*lbcPage+4:], lbcRoundDef)
			return data
		}, "ReceivedData",
			`LBC.bws: page 545, table "ReceivedData": damaged: a data page of the table defined at page 50 (want 48)`, ErrDamaged},
		{"row count", func(t *testing.T, data []byte) []byte {
			binary.LittleEndian.PutUint16(data[lbcRecvPage*lbcPage+jet3.dataRows:], 2000)
			return data
		}, "ReceivedData",
			`LBC.bws: page 545, table "ReceivedData": damaged: 2000 rows on a page of 2048 bytes`, ErrDamaged},
		{"row offset", func(t *testing.T, data []byte) []byte {
			binary.LittleEndian.PutUint16(data[lbcRecvPage*lbcPage+jet3.dataTable+2:], 0x1FFF)
			return data
		}, "ReceivedData",
			`LBC.bws: page 545, row 1, table "ReceivedData": damaged: row 1 starts at byte 8191 (want 84..1995, after the row offsets and before the row before it)`, ErrDamaged},
		{"variable column offset", func(t *testing.T, data []byte) []byte {
			_, end := rowOf(t, data, lbcRecvPage, 0)
			data[end-3-1-1] = 0xF0 // the first var_table entry, before var_len and a mask of 3 bytes
			return data
		}, "ReceivedData",
			`LBC.bws: page 545, row 0, table "ReceivedData": damaged: variable column 0 at byte 240 of a row of 53 bytes (want 1..43)`, ErrDamaged},
		{"date", func(t *testing.T, data []byte) []byte {
			c, _ := columnOf(t, data, "DateLog")
			start, _ := rowOf(t, data, lbcRecvPage, 0)
			binary.LittleEndian.PutUint64(data[start+1+c.fixedOff:], math.Float64bits(math.Inf(1)))
			return data
		}, "ReceivedData",
			`LBC.bws: page 545, row 0, table "ReceivedData", column "DateLog": damaged: date +Inf days from 1899-12-30 (want the years 100 to 9999)`, ErrDamaged},
		{"moved row in a cycle", func(t *testing.T, data []byte) []byte {
			start, _ := rowOf(t, data, lbcRecvPage, 0)
			binary.LittleEndian.PutUint32(data[start:], lbcRecvPage<<8|0)
			at := lbcRecvPage*lbcPage + jet3.dataTable
			binary.LittleEndian.PutUint16(data[at:], binary.LittleEndian.Uint16(data[at:])|rowOverflow)
			return data
		}, "ReceivedData",
			`LBC.bws: page 545, row 0, table "ReceivedData": damaged: a moved row's pointers lead on more than 8 times (a cycle?)`, ErrDamaged},
		{"usage map", func(t *testing.T, data []byte) []byte {
			start, _ := rowOf(t, data, lbcRecvMap, 0)
			data[start] = 7
			return data
		}, "ReceivedData",
			`LBC.bws: page 49, row 0, table "ReceivedData": damaged: usage map of type 7 (want 0 or 1)`, ErrDamaged},
		{"definition in a cycle", func(t *testing.T, data []byte) []byte {
			binary.LittleEndian.PutUint32(data[lbcRecvDef*lbcPage+4:], lbcRecvDef)
			return data
		}, "ReceivedData",
			`LBC.bws: page 48, table "ReceivedData": damaged: the definition's pages form a cycle (page 48 again)`, ErrDamaged},
		{"column type", func(t *testing.T, data []byte) []byte {
			_, off := columnOf(t, data, "Contract")
			data[off+jet3.colType] = 0x11
			return data
		}, "ReceivedData",
			`LBC.bws: table "ReceivedData", column "Contract": not supported: column type 0x11 (this reader reads Boolean, Byte, Integer, Long Integer, Currency, Single, Double, Date/Time, Binary, Text, OLE Object, Memo and Replication ID)`, ErrUnsupported},
		{"Decimal", func(t *testing.T, data []byte) []byte {
			_, off := columnOf(t, data, "Contract")
			data[off+jet3.colType] = byte(Decimal)
			return data
		}, "ReceivedData",
			`LBC.bws: table "ReceivedData", column "Contract": not supported: column type 0x10, Decimal (this reader reads Boolean, Byte, Integer, Long Integer, Currency, Single, Double, Date/Time, Binary, Text, OLE Object, Memo and Replication ID)`, ErrUnsupported},
		{"catalogue", func(t *testing.T, data []byte) []byte { data[catalogPage*lbcPage] = 0; return data }, "",
			`LBC.bws: page 2, table "MSysObjects": damaged: page type 0x00 (want 0x02, a table definition)`, ErrDamaged},
		{"not Jet", func(t *testing.T, data []byte) []byte { return []byte("ID,Section,Table\n1,1,1\n") }, "",
			`LBC.bws: not a Jet database (want an Access .mdb or a Bridgemate .bws file)`, ErrNotJet},
		{"Access 2007", func(t *testing.T, data []byte) []byte { data[0x14] = 2; return data }, "",
			`LBC.bws: page 0: not supported: database version code 2 (Access 2007 or later, .accdb; want Jet 3 or Jet 4)`, ErrUnsupported},
		{"encrypted", func(t *testing.T, data []byte) []byte { data[0x3E] ^= 0x01; return data }, "",
			`LBC.bws: page 0: not supported: the database is encrypted (key 0x00000001); decrypt it in Access first`, ErrUnsupported},
	}
	orig := readFile(t, "LBC-2026-01-26.bws")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.damage(t, append([]byte(nil), orig...))
			db, err := Open("LBC.bws", data)
			if tt.table != "" {
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				var tb *Table
				if tb, err = db.Table(tt.table); err == nil {
					_, err = tb.Rows()
				}
				// The other tables read as ever.
				other, err2 := db.Table("RoundData")
				if err2 == nil {
					_, err2 = other.Rows()
				}
				if err2 != nil {
					t.Errorf("RoundData: %v", err2)
				}
			}
			if err == nil {
				t.Fatalf("no error, want %s", tt.want)
			}
			var be *bridge.Error
			if !errors.As(err, &be) || be.Pos.File != "LBC.bws" {
				t.Errorf("%T %v is not a *bridge.Error of LBC.bws", err, err)
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("error\n got %s\nwant %s", got, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(%v) = false", tt.is)
			}
		})
	}
}

// TestNoTable: a table the catalogue lacks is ErrNoTable, with the tables
// it has; names match in any case.
func TestNoTable(t *testing.T) {
	db, err := Open("LBC.bws", readFile(t, "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Table("Recieved\nData")
	want := `LBC.bws: no such table "Recieved\nData" (want "BiddingData", "Clients", "HandEvaluation", "HandRecord", "IntermediateData", "PlayData", "PlayerNames", "PlayerNumbers", "ReceivedData", "RoundData", "Section", "Session", "Settings", "Tables")`
	if err == nil || err.Error() != want || !errors.Is(err, ErrNoTable) {
		t.Errorf("error\n got %v\nwant %s", err, want)
	}
	if _, err := db.Table("MSysObjects"); !errors.Is(err, ErrNoTable) {
		t.Errorf("MSysObjects: %v, want ErrNoTable (a system table)", err)
	}
	tb, err := db.Table("receiveddata")
	if err != nil || tb.Name != "ReceivedData" {
		t.Errorf("Table(\"receiveddata\") = %v, %v; want ReceivedData", tb, err)
	}
	if got := strings.Join(db.Tables(), " "); !strings.Contains(got, "ReceivedData") || strings.Contains(got, "MSys") {
		t.Errorf("Tables() = %s", got)
	}
}

// TestMovedRow: a row moved to another page leaves a pointer in its slot
// (flag 0x4000) and its new copy is marked deleted (0x8000; a row deleted
// has both flags): it is read once, through the pointer, in the pointer's
// place.
func TestMovedRow(t *testing.T) {
	orig := readFile(t, "LBC-2026-01-26.bws")
	read := func(data []byte) []Row {
		t.Helper()
		db, err := Open("LBC.bws", data)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := db.Table("ReceivedData")
		if err != nil {
			t.Fatal(err)
		}
		rows, err := tb.Rows()
		if err != nil {
			t.Fatal(err)
		}
		return rows
	}
	before := read(orig)
	pg := orig[lbcRecvPage*lbcPage:]
	first := int(binary.LittleEndian.Uint16(pg[jet3.dataRows:])) // rows on page 545

	data := append([]byte(nil), orig...)
	// Row 0 of page 546 is the moved copy of row 0 of page 545.
	start, _ := rowOf(t, data, lbcRecvPage, 0)
	binary.LittleEndian.PutUint32(data[start:], (lbcRecvPage+1)<<8|0)
	slot := lbcRecvPage*lbcPage + jet3.dataTable
	binary.LittleEndian.PutUint16(data[slot:], binary.LittleEndian.Uint16(data[slot:])|rowOverflow)
	slot = (lbcRecvPage+1)*lbcPage + jet3.dataTable
	binary.LittleEndian.PutUint16(data[slot:], binary.LittleEndian.Uint16(data[slot:])|rowDeleted)
	after := read(data)

	want := append(append([]Row{before[first]}, before[1:first]...), before[first+1:]...)
	if len(after) != len(want) {
		t.Fatalf("%d rows, want %d", len(after), len(want))
	}
	for i := range want {
		if after[i][0].Int != want[i][0].Int {
			t.Fatalf("row %d: ID %d, want %d", i, after[i][0].Int, want[i][0].Int)
		}
	}
	if after[0][0].Int == before[0][0].Int {
		t.Fatalf("the moved row's data is the old one's")
	}
}
