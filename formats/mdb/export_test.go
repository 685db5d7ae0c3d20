package mdb_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/formats/mdb"
)

// exportCSV formats a table as mdb-export (mdbtools 1.0, default options)
// does, as the CSVs in testdata show: a header of the column names; text
// in double quotes (a quote doubled); a null or empty value as nothing;
// Booleans as 0 and 1 (null as 0); Currency with four decimals; Double and Single with
// up to 16 significant digits and no trailing zeros; dates as MM/DD/YY
// HH:MM:SS; LF after every line.
func exportCSV(t *mdb.Table, rows []mdb.Row) string {
	var b strings.Builder
	for i, c := range t.Columns {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.Name)
	}
	b.WriteByte('\n')
	for _, r := range rows {
		for i, v := range r {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(exportValue(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func exportValue(v mdb.Value) string {
	if v.Null && v.Kind != mdb.Boolean {
		return ""
	}
	switch v.Kind {
	case mdb.Boolean: // a null one (its column added after the row) is 0
		if v.Bool {
			return "1"
		}
		return "0"
	case mdb.Byte, mdb.Integer, mdb.Long:
		return strconv.FormatInt(v.Int, 10)
	case mdb.Currency:
		sign, n := "", v.Int
		if n < 0 {
			sign, n = "-", -n
		}
		return fmt.Sprintf("%s%d.%04d", sign, n/10000, n%10000)
	case mdb.Single, mdb.Double:
		return strconv.FormatFloat(v.Float, 'g', 16, 64)
	case mdb.DateTime:
		tm := v.Time.Round(1e9)
		return `"` + tm.Format("01/02/06 15:04:05") + `"`
	case mdb.Text, mdb.Memo, mdb.GUID:
		if v.Text == "" {
			return ""
		}
		return `"` + strings.ReplaceAll(v.Text, `"`, `""`) + `"`
	}
	return fmt.Sprintf("?%v", v.Kind)
}

// The test databases, and whether testdata has the export of every one of
// their tables.
var exports = []struct {
	file     string
	version  int
	complete bool
}{
	{"mdbreader_V1997_test.mdb", 3, true},
	{"mdbreader_V2000_test.mdb", 4, true},
	{"mdbreader_V2003_test.mdb", 4, true},
	{"LBC-2026-01-26.bws", 3, true},
	{"260119M.bws", 3, true},
	// RoundData's rows were written before its CustomBoards column was
	// added: they have no var_table. ReceivedData's before its
	// ExternalUpdate (a Boolean, null).
	{"12tables1section.bws", 3, true},
	// Bridgemate's empty template; two tables' names have a space.
	{"Default.bws", 3, true},
}

func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(mdb.TestPath(name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestAgainstExport: every table of the test databases reads equal, byte
// for byte, to mdb-export's CSV of it; the catalogue lists the tables
// exported.
func TestAgainstExport(t *testing.T) {
	for _, x := range exports {
		t.Run(x.file, func(t *testing.T) {
			db, err := mdb.Open(x.file, readTestdata(t, x.file))
			if err != nil {
				t.Fatal(err)
			}
			if db.Version() != x.version {
				t.Errorf("Version() = %d, want %d", db.Version(), x.version)
			}
			base := strings.TrimSuffix(x.file, filepath.Ext(x.file))
			csvs, _ := filepath.Glob(mdb.TestPath(base + ".*.csv"))
			var exported []string
			for _, c := range csvs {
				exported = append(exported, strings.TrimSuffix(strings.TrimPrefix(filepath.Base(c), base+"."), ".csv"))
			}
			tables := db.Tables()
			if x.complete {
				sorted := slices.Sorted(slices.Values(tables))
				if !slices.Equal(sorted, exported) {
					t.Errorf("Tables() = %q, want the tables exported, %q", sorted, exported)
				}
			}
			for _, name := range exported {
				t.Run(name, func(t *testing.T) {
					if !slices.Contains(tables, name) {
						t.Fatalf("Tables() = %q lacks %q", tables, name)
					}
					tb, err := db.Table(name)
					if err != nil {
						t.Fatal(err)
					}
					rows, err := tb.Rows()
					if err != nil {
						t.Fatal(err)
					}
					want := string(readTestdata(t, base+"."+name+".csv"))
					got := exportCSV(tb, rows)
					if got != want {
						gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
						for i := range min(len(gl), len(wl)) {
							if gl[i] != wl[i] {
								t.Fatalf("line %d:\n got %s\nwant %s", i+1, gl[i], wl[i])
							}
						}
						t.Fatalf("%d lines, want %d", len(gl), len(wl))
					}
				})
			}
		})
	}
}

// TestValues: the values behind the export's text, for each type of the
// test databases' Table1, in Jet 3 and Jet 4.
func TestValues(t *testing.T) {
	for _, file := range []string{"mdbreader_V1997_test.mdb", "mdbreader_V2000_test.mdb"} {
		t.Run(file, func(t *testing.T) {
			db, err := mdb.Open(file, readTestdata(t, file))
			if err != nil {
				t.Fatal(err)
			}
			tb, err := db.Table("table1") // case does not matter
			if err != nil {
				t.Fatal(err)
			}
			rows, err := tb.Rows()
			if err != nil {
				t.Fatal(err)
			}
			var r mdb.Row
			for _, row := range rows {
				if row[0].Text == "abcdefg" {
					r = row
				}
			}
			if r == nil {
				t.Fatalf("no row with A = \"abcdefg\" in %d rows", len(rows))
			}
			got := fmt.Sprintf("%q %q %d %d %d %v %s %d %v", r[0].Text, r[1].Text, r[2].Int, r[3].Int, r[4].Int,
				r[5].Float, r[6].Time.Format("2006-01-02T15:04:05.000"), r[7].Int, r[8].Bool)
			want := `"abcdefg" "hijklmnop" 2 222 333333333 444.555 1974-09-21T00:00:00.000 35000 true`
			if got != want {
				t.Errorf("row = %s\nwant  %s", got, want)
			}
			kinds := make([]string, len(tb.Columns))
			for i, c := range tb.Columns {
				kinds[i] = c.Type.String()
			}
			if got, want := strings.Join(kinds, ", "), "Text, Text, Byte, Integer, Long Integer, Double, Date/Time, Currency, Boolean"; got != want {
				t.Errorf("types = %s, want %s", got, want)
			}
			if math.IsNaN(r[5].Float) {
				t.Error("NaN")
			}
		})
	}
}

// exportOf is mdb-export's CSV of one table of a test database, for tests
// that change the database.
func exportOf(t *testing.T, file, table string) string {
	t.Helper()
	base := strings.TrimSuffix(file, filepath.Ext(file))
	return string(bytes.TrimPrefix(readTestdata(t, base+"."+table+".csv"), nil))
}
