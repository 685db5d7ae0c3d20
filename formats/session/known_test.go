package session_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/session"
)

// zipOf is a zip archive holding empty files of those names.
func zipOf(t *testing.T, names ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	for _, n := range names {
		if _, err := z.Create(n); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// ole2 is the start of an OLE2 compound file whose directory names the
// stream given (as UTF-16LE, as OLE2 writes names).
func ole2(stream string) []byte {
	b := []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
	b = append(b, make([]byte, 504)...)
	for _, u := range utf16.Encode([]rune(stream)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return append(b, make([]byte, 64)...)
}

// TestUnreadable: a file that protokol recognises but cannot read is
// refused as what it is, with what to give instead, before any reader
// (the CSV reader used to take most of them, with "unknown header").
func TestUnreadable(t *testing.T) {
	jet, err := os.ReadFile("../mdb/testdata/mdbreader_V2000_test.mdb")
	if err != nil {
		t.Fatal(err)
	}
	const want = "(want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"
	for _, tc := range []struct {
		name string
		data []byte
		msg  string
	}{
		{"Access database not Bridgemate's", jet, "x: an Access database that is not Bridgemate's (no ReceivedData table): protokol cannot read it (want a Bridgemate .bws file, or its tables exported to CSV)"},
		{"Excel workbook", zipOf(t, "[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"), "x: an Excel workbook (.xlsx): protokol cannot read it (want its sheet saved as CSV)"},
		{"Word document", zipOf(t, "word/document.xml"), "x: a Word document (.docx): protokol cannot read it " + want},
		{"OpenDocument", zipOf(t, "mimetype", "content.xml"), "x: an OpenDocument file (.ods, .odt): protokol cannot read it (want a spreadsheet's sheet saved as CSV)"},
		{"another zip", zipOf(t, "hands.pbn"), "x: a zip archive: protokol cannot read it (want the files inside it, unpacked)"},
		{"a torn zip is binary data", []byte("PK\x03\x04\x14\x00\x00\x00"), "x:1:6: binary data, not a text file (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"Excel 97-2003", ole2("Workbook"), "x: an Excel 97-2003 workbook (.xls): protokol cannot read it (want its sheet saved as CSV)"},
		{"Word 97-2003", ole2("WordDocument"), "x: a Word 97-2003 document (.doc): protokol cannot read it " + want},
		{"other OLE2", ole2("Stuff"), "x: a Microsoft Office 97-2003 file (OLE2): protokol cannot read it " + want},
		{"PDF", []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"), "x: a PDF document: protokol cannot read it " + want},
		{"HTML", []byte("<!DOCTYPE html>\n<html><body>Results</body></html>\n"), "x: an HTML page: protokol cannot read it " + want},
		{"XHTML", []byte("<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"></html>\n"), "x: an HTML page: protokol cannot read it " + want},
		{"other XML", []byte("<?xml version=\"1.0\"?>\n<!-- export -->\n<Workbook><Row/></Workbook>\n"), `x: an XML file whose root element is "Workbook": protokol cannot read it (want USEBIO XML, whose root element is "USEBIO")`},
		{"protokol's results.json", []byte(`{"event":"Club","scoring":"MP","sections":[],"boards":[],"rankings":[]}`), "x: protokol's own results.json (an output): protokol cannot read it (want the files it was scored from: a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"},
		{"other JSON", []byte(`[{"board":1}]`), "x: a JSON file: protokol cannot read it " + want},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := session.Load([]session.Input{{Name: "x", Data: tc.data}}, session.Options{})
			if err == nil {
				t.Fatal("no error")
			}
			want := formats.ErrUnknown
			if strings.Contains(tc.name, "binary") {
				want = formats.ErrBinary
			}
			if !errors.Is(err, want) {
				t.Errorf("error %v is not %v", err, want)
			}
			if err.Error() != tc.msg {
				t.Errorf("message\n got %s\nwant %s", err, tc.msg)
			}
		})
	}
}

// TestUSEBIO: a USEBIO file is known by its root element, whatever its
// name, and joins the session; given as a names file it is refused.
func TestUSEBIO(t *testing.T) {
	data, err := os.ReadFile("../usebio/testdata/mp_pairs_howell.xml")
	if err != nil {
		t.Fatal(err)
	}
	l, err := session.Load([]session.Input{{Name: "results.txt", Data: data}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Session.Entries) != 161 || len(l.Session.Boards) != 27 || len(l.Files) != 1 || l.Files[0].Kind != "usebio" {
		t.Errorf("%d entries, %d boards, files %+v", len(l.Session.Entries), len(l.Session.Boards), l.Files)
	}
	_, err = session.Load([]session.Input{{Name: "n.xml", Data: data, Role: session.Names}}, session.Options{})
	if want := "n.xml:1: names file: unknown file kind: this is a USEBIO file (want a CSV with pair, player1, player2)"; err == nil || err.Error() != want {
		t.Errorf("as names: %v (want %s)", err, want)
	}
}
