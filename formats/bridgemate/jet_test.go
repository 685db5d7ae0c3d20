package bridgemate

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats/bridgemate/internal/mdb"
)

// textColumns are the Text columns of a BCS database (mdb-schema of the
// corpus files); the others of the tables read are numbers, flags and
// dates.
var textColumns = map[string]bool{"Letter": true, "Name": true, "GUID": true, "Direction": true, "Number": true, "strID": true,
	"NS/EW": true, "Contract": true, "Result": true, "LeadCard": true, "Remarks": true, "CustomBoards": true, "Computer": true,
	"OnlineEventGUID": true, "Bid": true, "Card": true}

// typed is a CSV export's table as the Jet reader gives it: numbers as
// Int, dates as Time, text as Text, empty cells as NULL.
func typed(t *testing.T, tab *Table) *mdb.Table {
	cols := make([]mdb.Column, len(tab.Columns))
	for i, c := range tab.Columns {
		cols[i] = mdb.Column{Name: c}
	}
	var rows []mdb.Row
	for _, r := range tab.Rows {
		row := make(mdb.Row, len(r))
		for j, v := range r {
			c := tab.Columns[j]
			hand := tab.Name == HandRecord && j >= 2
			switch {
			case v.Kind == Null:
				row[j] = mdb.Value{Null: true}
			case textColumns[c] || hand:
				row[j] = mdb.Value{Kind: mdb.KindText, Text: v.Text}
			case strings.Contains(v.Text, "/"):
				tm, err := time.Parse("01/02/06 15:04:05", v.Text)
				if err != nil {
					t.Fatalf("%s.%s %q: %v", tab.Name, c, v.Text, err)
				}
				row[j] = mdb.Value{Kind: mdb.KindTime, Time: tm}
			default:
				n, err := strconv.ParseInt(v.Text, 10, 64)
				if err != nil {
					t.Fatalf("%s.%s %q: %v", tab.Name, c, v.Text, err)
				}
				row[j] = mdb.Value{Kind: mdb.KindInt, Int: n}
			}
		}
		rows = append(rows, row)
	}
	return mdb.NewTable(tab.Name, cols, rows)
}

// TestJetSource reads each corpus session from its CSV exports and from a
// database in memory holding the same tables typed as a Jet file types
// them (the stand-in of formats/mdb): the parts are the same but for the
// positions of what they say.
func TestJetSource(t *testing.T) {
	for _, prefix := range []string{"LBC-2026-01-26", "260119M"} {
		t.Run(prefix, func(t *testing.T) {
			files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", prefix+".*.csv"))
			csv := NewCSVSource()
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := csv.Add(f, string(data)); err != nil {
					t.Fatal(err)
				}
			}
			var tables []*mdb.Table
			for _, name := range csv.Tables() {
				tab, _ := csv.Table(name)
				tables = append(tables, typed(t, tab))
			}
			fromCSV, err := Read(csv, Options{})
			if err != nil {
				t.Fatal(err)
			}
			fromJet, err := Read(fromDB(prefix+".bws", mdb.New(tables...)), Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range []*Part{fromCSV, fromJet} {
				for i := range p.Entries {
					p.Entries[i].Pos = bridge.Pos{}
				}
				for i := range p.Boards {
					p.Boards[i].Pos = bridge.Pos{}
				}
				for i := range p.Movement {
					p.Movement[i].Pos = bridge.Pos{}
				}
				for i := range p.Pairs {
					p.Pairs[i].Pos = bridge.Pos{}
				}
				for i, w := range p.Warnings {
					p.Warnings[i] = &bridge.Error{Err: w.Err}
				}
			}
			if !reflect.DeepEqual(fromCSV, fromJet) {
				t.Errorf("from the CSV exports:\n%+v\nfrom the database:\n%+v", fromCSV, fromJet)
			}
		})
	}
}

// TestJetPlaces: a problem in a database is placed by file, table, row
// and column.
func TestJetPlaces(t *testing.T) {
	cols := []mdb.Column{{Name: "ID"}, {Name: "Section"}, {Name: "Table"}, {Name: "Round"}, {Name: "Board"}, {Name: "PairNS"}, {Name: "PairEW"},
		{Name: "Declarer"}, {Name: "NS/EW"}, {Name: "Contract"}, {Name: "Result"}, {Name: "Erased"}}
	i := func(n int64) mdb.Value { return mdb.Value{Kind: mdb.KindInt, Int: n} }
	s := func(x string) mdb.Value { return mdb.Value{Kind: mdb.KindText, Text: x} }
	row := mdb.Row{i(1), i(1), i(1), i(1), i(3), i(1), i(1), i(1), s("N"), s("5 Z"), s("="), {Kind: mdb.KindBool}}
	_, err := Read(fromDB("club.bws", mdb.New(mdb.NewTable(ReceivedData, cols, []mdb.Row{row}))), Options{})
	want := `club.bws: ReceivedData row 1, Contract: board 3, NS 1: contract "5 Z": unknown strain "Z" (want C, D, H, S or NT)`
	if es := bridge.AsErrors(err); len(es) != 1 || es[0].Error() != want {
		t.Errorf("err = %v\nwant %s", err, want)
	}
}
