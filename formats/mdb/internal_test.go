package mdb

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(testPath(name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// testPath is where a test database (or its export) is: Bridgemate's in
// the repository's corpus copy, which formats/bridgemate reads too; the
// others here.
func testPath(name string) string {
	if strings.HasPrefix(name, "LBC-") || strings.HasPrefix(name, "260119M") {
		return filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", name)
	}
	if strings.HasPrefix(name, "12tables1section.") || strings.HasPrefix(name, "Default.") {
		return filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws-tw", name)
	}
	return filepath.Join("testdata", name)
}

var testDBs = []string{"mdbreader_V1997_test.mdb", "mdbreader_V2000_test.mdb", "mdbreader_V2003_test.mdb", "LBC-2026-01-26.bws", "260119M.bws"}

// TestLongValues reads the long values of the test databases' catalogues:
// the property blobs of MSysObjects.LvProp (OLE Object) begin with "KKD\0"
// (Jet 3) or "MR2\0" (Jet 4) and are a chain of chunks, each starting with
// its own length, which must add up to the value's length exactly; so a
// value put together from the wrong rows, or cut, fails. Between them the
// databases hold values of all three forms: inline, one LVAL row, a chain
// of LVAL rows.
func TestLongValues(t *testing.T) {
	forms := map[byte]int{}
	for _, file := range testDBs {
		t.Run(file, func(t *testing.T) {
			db, err := Open(file, readFile(t, file))
			if err != nil {
				t.Fatal(err)
			}
			cat, err := readTDEF(db.p, catalogPage)
			if err != nil {
				t.Fatal(err)
			}
			prop := -1
			for i, c := range cat.cols {
				if string(c.rawName) == "LvProp" || c.name == "LvProp" {
					prop = i
				}
			}
			if prop < 0 || cat.cols[prop].typ != OLE {
				t.Fatalf("no LvProp column of type OLE Object")
			}
			magic := map[int]string{3: "KKD\x00", 4: "MR2\x00"}[db.Version()]
			blobs := 0
			budget := db.lvBudget()
			err = db.scan(cat, cat.cols, func(page, row int, cells []cell) error {
				c := cells[prop]
				if c.null || len(c.data) < lvalHeader {
					return nil
				}
				forms[c.data[3]&0xC0]++
				v, err := db.value(&cat.cols[prop], c, false, &budget)
				if err != nil {
					return err
				}
				b := v.Raw
				if len(b) < 4 || string(b[:4]) != magic {
					t.Errorf("page %d, row %d: LvProp starts %q, want %q", page, row, b[:min(4, len(b))], magic)
					return nil
				}
				off := 4
				for off+6 <= len(b) {
					n := int(binary.LittleEndian.Uint32(b[off:]))
					if n < 6 || off+n > len(b) {
						break
					}
					off += n
				}
				if off != len(b) {
					t.Errorf("page %d, row %d: LvProp of %d bytes: its chunks end at %d", page, row, len(b), off)
				}
				blobs++
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if blobs == 0 {
				t.Error("no LvProp values")
			}
		})
	}
	for _, f := range []byte{lvalInline, lvalSingle, 0} {
		if forms[f] == 0 {
			t.Errorf("no long value of the form 0x%02x in the test databases", f)
		}
	}
}

// testCols is the definition of a table for the row tests: a Long
// Integer and a Date/Time among the fixed columns, three Text columns and
// a Boolean.
func testCols() []column {
	return []column{
		{name: "ID", typ: Long, num: 0, fixed: true, fixedOff: 0},
		{name: "A", typ: Text, num: 1, varIdx: 0, length: 255},
		{name: "B", typ: Text, num: 2, varIdx: 1, length: 255},
		{name: "C", typ: Text, num: 3, varIdx: 2, length: 255},
		{name: "Done", typ: Boolean, num: 4},
		{name: "When", typ: DateTime, num: 5, fixed: true, fixedOff: 4},
	}
}

// buildRow writes a row as the format notes describe it, apart from the
// reader: the column count, the fixed data, the variable data, then (Jet 3)
// the end offset, the var_table from the last column to the first, the
// jump table (its first entry next to var_len) and var_len, or (Jet 4) the
// same with two-byte offsets and no jump table; then the null mask. vars
// holds the variable columns present in the row (nil for a null one);
// there lists the columns whose null-mask bit is set.
func buildRow(lay *layout, fixed []byte, vars [][]byte, numCols int, there []int) []byte {
	mask := make([]byte, (numCols+7)/8)
	for _, n := range there {
		mask[n/8] |= 1 << (n % 8)
	}
	head := []byte{byte(numCols)}
	if lay.numColsLen == 2 {
		head = binary.LittleEndian.AppendUint16(nil, uint16(numCols))
	}
	data := append(append([]byte{}, head...), fixed...)
	offs := make([]int, len(vars)+1)
	for i, v := range vars {
		offs[i] = len(data)
		data = append(data, v...)
	}
	offs[len(vars)] = len(data)
	if lay.version == 4 {
		row := data
		for i := len(offs) - 1; i >= 0; i-- {
			row = binary.LittleEndian.AppendUint16(row, uint16(offs[i]))
		}
		row = binary.LittleEndian.AppendUint16(row, uint16(len(vars)))
		return append(row, mask...)
	}
	eod := offs[len(vars)]
	for jumps := 0; ; jumps++ {
		n := len(data) + len(offs) + jumps + 1 + len(mask)
		if (n-1)/256 != jumps {
			continue
		}
		row := append([]byte{}, data...)
		for i := len(offs) - 1; i >= 0; i-- {
			row = append(row, byte(offs[i]))
		}
		table := make([]byte, jumps) // table[k]: the entry for 256*(k+1) bytes
		for k := range table {
			table[k] = 0xFF // a dummy, unless some offset reaches that far
			for i, o := range offs {
				if o >= 256*(k+1) {
					table[k] = byte(i)
					break
				}
			}
			if eod < 256*(k+1) && k != jumps-1 {
				panic("more than one dummy entry")
			}
		}
		for k := jumps - 1; k >= 0; k-- {
			row = append(row, table[k])
		}
		row = append(row, byte(len(vars)))
		return append(row, mask...)
	}
}

func text(n int, c byte) []byte { return bytes.Repeat([]byte{c}, n) }

// TestCrack splits rows written by buildRow, short and long: Jet 3 rows of
// 256 bytes or more need the jump table (a column may cross two 256-byte
// boundaries; the last entry may be a dummy).
func TestCrack(t *testing.T) {
	fixed := append(binary.LittleEndian.AppendUint32(nil, 7), 0, 0, 0, 0, 0, 0x40, 0xE2, 0x40) // 7; 1900-01-01... as a double
	tests := []struct {
		name    string
		vars    [][]byte
		numCols int
		there   []int
		want    []string // A, B, C: "null", "0" (empty) or length and first byte
		jumps   int      // Jet 3: entries of the jump table
		dummy   bool     // Jet 3: the last of them a dummy
	}{
		{"short", [][]byte{text(3, 'a'), text(5, 'b'), text(2, 'c')}, 6, []int{0, 1, 2, 3, 4, 5}, []string{"3a", "5b", "2c"}, 0, false},
		{"a null in the middle", [][]byte{text(3, 'a'), nil, text(2, 'c')}, 6, []int{0, 1, 3, 5}, []string{"3a", "null", "2c"}, 0, false},
		{"empty text", [][]byte{{}, text(1, 'b'), {}}, 6, []int{0, 1, 2, 3, 5}, []string{"0", "1b", "0"}, 0, false},
		{"fewer variable columns", [][]byte{text(3, 'a')}, 6, []int{0, 1, 2, 3, 5}, []string{"3a", "null", "null"}, 0, false},
		{"fewer columns", [][]byte{text(3, 'a'), text(4, 'b')}, 3, []int{0, 1, 2}, []string{"3a", "4b", "null"}, 0, false},
		{"crossing 256", [][]byte{text(200, 'a'), text(100, 'b'), text(5, 'c')}, 6, []int{0, 1, 2, 3, 4, 5}, []string{"200a", "100b", "5c"}, 1, false},
		{"crossing 256 twice in a column", [][]byte{text(10, 'a'), text(600, 'b'), text(20, 'c')}, 6, []int{0, 1, 2, 3, 5}, []string{"10a", "600b", "20c"}, 2, false},
		{"ending just past 256", [][]byte{text(100, 'a'), text(100, 'b'), text(50, 'c')}, 6, []int{0, 1, 2, 3, 5}, []string{"100a", "100b", "50c"}, 1, false},
		{"a dummy jump entry", [][]byte{text(100, 'a'), text(100, 'b'), text(40, 'c')}, 6, []int{0, 1, 2, 3, 5}, []string{"100a", "100b", "40c"}, 1, true},
		{"long", [][]byte{text(255, 'a'), text(255, 'b'), text(255, 'c')}, 6, []int{0, 1, 2, 3, 5}, []string{"255a", "255b", "255c"}, 3, false},
	}
	for _, lay := range []*layout{jet3, jet4} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("Jet %d/%s", lay.version, tt.name), func(t *testing.T) {
				row := buildRow(lay, fixed, tt.vars, tt.numCols, tt.there)
				if lay.version == 3 {
					eod := 1 + len(fixed)
					for _, v := range tt.vars {
						eod += len(v)
					}
					jumps := (len(row) - 1) / 256
					if jumps != tt.jumps || (eod < 256*jumps) != tt.dummy {
						t.Fatalf("the row has %d jump entries (dummy %v), want %d (%v)", jumps, eod < 256*jumps, tt.jumps, tt.dummy)
					}
				}
				cols := testCols()
				cr := &cracker{lay: lay, cols: cols, varCols: 3}
				cells := make([]cell, len(cols))
				if err := cr.crack(row, cells); err != nil {
					t.Fatalf("row of %d bytes: %v", len(row), err)
				}
				var got []string
				for _, c := range cells[1:4] {
					switch {
					case c.null:
						got = append(got, "null")
					case len(c.data) == 0:
						got = append(got, "0")
					default:
						got = append(got, fmt.Sprintf("%d%c", len(c.data), c.data[0]))
						if bytes.Count(c.data, c.data[:1]) != len(c.data) {
							t.Errorf("a column's bytes are not all %q", c.data[:1])
						}
					}
				}
				if strings.Join(got, " ") != strings.Join(tt.want, " ") {
					t.Errorf("row of %d bytes: A, B, C = %v, want %v", len(row), got, tt.want)
				}
				if id := cells[0]; id.null || binary.LittleEndian.Uint32(id.data) != 7 {
					t.Errorf("ID = %+v, want 7", id)
				}
				wantDone, wantNull := slices.Contains(tt.there, 4), tt.numCols <= 4
				if cells[4].bit != wantDone || cells[4].null != wantNull {
					t.Errorf("Done = %+v, want %v (null %v)", cells[4], wantDone, wantNull)
				}
			})
		}
	}
}

// TestCrackBeforeVariableColumns: a row written before the table's first
// variable column was added has no var_len and no var_table (the row's
// column count says it holds only the fixed columns): its fixed values
// read, the variable column is null. Bridgemate's RoundData in the
// Taiwanese 12tables1section.bws is such a table.
func TestCrackBeforeVariableColumns(t *testing.T) {
	cols := []column{
		{name: "ID", typ: Long, num: 0, fixed: true, fixedOff: 0},
		{name: "When", typ: DateTime, num: 1, fixed: true, fixedOff: 4},
		{name: "Note", typ: Text, num: 2, varIdx: 0, length: 255},
	}
	fixed := append(binary.LittleEndian.AppendUint32(nil, 7), 0, 0, 0, 0, 0, 0x40, 0xE2, 0x40)
	for _, lay := range []*layout{jet3, jet4} {
		t.Run(fmt.Sprintf("Jet %d", lay.version), func(t *testing.T) {
			row := []byte{2}
			if lay.numColsLen == 2 {
				row = []byte{2, 0}
			}
			row = append(append(row, fixed...), 0x03) // ID and When there
			cr := &cracker{lay: lay, cols: cols, varCols: 1, firstVar: 2}
			cells := make([]cell, len(cols))
			if err := cr.crack(row, cells); err != nil {
				t.Fatalf("row % x: %v", row, err)
			}
			if id := cells[0]; id.null || binary.LittleEndian.Uint32(id.data) != 7 {
				t.Errorf("ID = %+v, want 7", id)
			}
			if w := cells[1]; w.null || !bytes.Equal(w.data, fixed[4:]) {
				t.Errorf("When = %+v, want % x", w, fixed[4:])
			}
			if !cells[2].null {
				t.Errorf("Note = %+v, want null", cells[2])
			}
		})
	}
}
