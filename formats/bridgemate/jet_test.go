package bridgemate

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
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
// and column. The first "5 D" in the LBC file's bytes (its ReceivedData
// row 37 in the export: board 7, NS 6) is given an unknown strain.
func TestJetPlaces(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	at := bytes.Index(data, []byte("5 D"))
	if at < 0 {
		t.Fatal(`no "5 D" in the file`)
	}
	data = bytes.Clone(data)
	data[at+2] = 'Z'
	src, _, _, err := OpenJet("club.bws", data, "")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Read(src, Options{})
	want := `club.bws: ReceivedData row 37, Contract: board 7, NS 6: contract "5 Z": unknown strain "Z" (want C, D, H, S or NT)`
	if es := bridge.AsErrors(err); len(es) != 1 || es[0].Error() != want {
		t.Errorf("err = %v\nwant %s", err, want)
	}
}
