package bridgemate

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

var corpusDir = filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws")

// csvSource reads every table a corpus session's CSV exports give.
func csvSource(t *testing.T, prefix string) *CSVSource {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(corpusDir, prefix+".*.csv"))
	if len(files) == 0 {
		t.Fatalf("no exports of %s in %s", prefix, corpusDir)
	}
	src := NewCSVSource()
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := src.Add(f, string(data)); err != nil {
			t.Fatal(err)
		}
	}
	return src
}

// unplaced clears what tells the two routes apart: where each thing was
// read (file:line:col for a CSV, table and row for a database).
func unplaced(p *Part) {
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

// TestJetSource reads each corpus session from the .bws itself (through
// formats/mdb) and from mdb-export's CSV of every one of its tables: the
// parts are the same but for the positions of what they say.
func TestJetSource(t *testing.T) {
	for _, prefix := range []string{"LBC-2026-01-26", "260119M"} {
		t.Run(prefix, func(t *testing.T) {
			fromCSV, err := Read(csvSource(t, prefix), Options{})
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(filepath.Join(corpusDir, prefix+".bws"))
			if err != nil {
				t.Fatal(err)
			}
			src, enc, conf, err := OpenJet(prefix+".bws", data, "")
			if err != nil {
				t.Fatal(err)
			}
			if enc.Name != "windows-1252" || conf != 1 {
				t.Errorf("encoding %s (%.2f), want windows-1252 (1): the text is ASCII, so the header's code page", enc.Name, conf)
			}
			fromJet, err := Read(src, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(fromJet.Entries) == 0 || len(fromJet.Movement) == 0 || len(fromJet.Pairs) == 0 {
				t.Fatalf("from the database: %d entries, %d slots, %d pairs", len(fromJet.Entries), len(fromJet.Movement), len(fromJet.Pairs))
			}
			unplaced(fromCSV)
			unplaced(fromJet)
			if !reflect.DeepEqual(fromCSV, fromJet) {
				t.Errorf("from the CSV exports:\n%+v\nfrom the database:\n%+v", fromCSV, fromJet)
			}
		})
	}
}

// TestJetPlaces: a problem in a database is placed by file, table, row
// and column. The LBC file's ReceivedData row 37 (ID 37, board 7, NS 6,
// "5 D" by S) is given section 2, which the Section table does not have:
// an error. Its "5 D" made "5 Z" is a table not scored, with the reason.
func TestJetPlaces(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	// ID 37, Section 1, Table 6, Round 2, Board 7: the row's fixed columns.
	fixed := []byte{37, 0, 0, 0, 1, 0, 6, 0, 2, 0, 7, 0}
	row := bytes.Index(data, fixed)
	contract := bytes.Index(data, []byte("5 D"))
	if row < 0 || contract < row || contract-row > 100 {
		t.Fatalf("row 37 at %d, its contract at %d", row, contract)
	}
	t.Run("section", func(t *testing.T) {
		data := bytes.Clone(data)
		data[row+4] = 2
		src, _, _, err := OpenJet("club.bws", data, "")
		if err != nil {
			t.Fatal(err)
		}
		_, err = Read(src, Options{})
		want := `club.bws: ReceivedData row 37, Section: board 7, NS 6: section "2" is not in the Section table (want one of 1)`
		if es := bridge.AsErrors(err); len(es) != 1 || es[0].Error() != want {
			t.Errorf("err = %v\nwant %s", err, want)
		}
	})
	t.Run("contract", func(t *testing.T) {
		data := bytes.Clone(data)
		data[contract+2] = 'Z'
		src, _, _, err := OpenJet("club.bws", data, "")
		if err != nil {
			t.Fatal(err)
		}
		p, err := Read(src, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range p.Entries {
			if e.Kind == bridge.NotScored {
				got = append(got, fmt.Sprintf("%s: board %d, NS %s, EW %s: %s", e.Pos, e.Board, e.NS, e.EW, e.Unscored()))
			}
		}
		want := `club.bws: board 7, NS 6, EW 5: contract "5 Z": unknown strain "Z" (want C, D, H, S or NT)`
		if len(got) != 1 || got[0] != want || len(p.Entries) != 270 {
			t.Errorf("%d entries, not scored:\n%s\nwant 270, and\n%s", len(p.Entries), strings.Join(got, "\n"), want)
		}
	})
}

// TestEmptyTemplate: the empty Bridgemate template (Default.bws from
// Taiwan, Jet 3, with two Access import-log tables whose names have a
// space) is a valid Bridgemate database with no results: it reads without
// an error or a warning, and says which tables it read and which it
// skipped.
func TestEmptyTemplate(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir+"-tw", "Default.bws"))
	if err != nil {
		t.Fatal(err)
	}
	src, _, _, err := OpenJet("Default.bws", data, "")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read(src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Entries)+len(p.Movement)+len(p.Boards)+len(p.Pairs)+len(p.Warnings) != 0 || p.Event != "" {
		t.Errorf("%d entries, %d slots, %d boards, %d pairs, event %q, warnings %v; want nothing", len(p.Entries), len(p.Movement), len(p.Boards), len(p.Pairs), p.Event, p.Warnings)
	}
	read, skipped := strings.Join(p.Read, ", "), strings.Join(p.Skipped, ", ")
	if read != "Section, RoundData, HandRecord, ReceivedData, PlayerNumbers, BiddingData, PlayData" ||
		skipped != "Clients, Tables, IntermediateData, Settings, Conversion Errors, Conversion Errors1" {
		t.Errorf("read %s\nskipped %s", read, skipped)
	}
}
