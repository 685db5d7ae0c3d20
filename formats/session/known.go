package session

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf16"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

// wantInputs is what protokol reads, for the refusals of the files it
// recognises but cannot use.
const wantInputs = formats.Inputs

// Signatures of the binary files recognised.
var (
	sigPDF  = []byte("%PDF-")
	sigZip  = []byte("PK\x03\x04")
	sigZip0 = []byte("PK\x05\x06") // an empty zip
	sigOLE2 = []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
)

// unreadableBinary names a binary file that protokol recognises but does
// not read: a PDF, an Office document (zip or OLE2), another zip; nil for
// any other file.
func unreadableBinary(data []byte) *formats.Unreadable {
	switch {
	case bytes.HasPrefix(data, sigPDF):
		return &formats.Unreadable{What: "a PDF document", Want: wantInputs}
	case bytes.HasPrefix(data, sigZip), bytes.HasPrefix(data, sigZip0):
		return zipKind(data)
	case bytes.HasPrefix(data, sigOLE2):
		switch {
		case bytes.Contains(data, utf16le("Workbook")), bytes.Contains(data, utf16le("Book")):
			return &formats.Unreadable{What: "an Excel 97-2003 workbook (.xls)", Want: "its sheet saved as CSV"}
		case bytes.Contains(data, utf16le("WordDocument")):
			return &formats.Unreadable{What: "a Word 97-2003 document (.doc)", Want: wantInputs}
		}
		return &formats.Unreadable{What: "a Microsoft Office 97-2003 file (OLE2)", Want: wantInputs}
	}
	return nil
}

// zipKind tells an Office document from another zip by the names inside;
// nil for bytes that only start as a zip (a torn file is binary data).
func zipKind(data []byte) *formats.Unreadable {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil
	}
	for _, f := range z.File {
		switch f.Name {
		case "xl/workbook.xml":
			return &formats.Unreadable{What: "an Excel workbook (.xlsx)", Want: "its sheet saved as CSV"}
		case "word/document.xml":
			return &formats.Unreadable{What: "a Word document (.docx)", Want: wantInputs}
		case "content.xml":
			return &formats.Unreadable{What: "an OpenDocument file (.ods, .odt)", Want: "a spreadsheet's sheet saved as CSV"}
		}
	}
	return &formats.Unreadable{What: "a zip archive", Want: "the files inside it, unpacked"}
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// unreadableText names a text file that protokol recognises but does not
// read: an HTML page, XML of another kind than USEBIO, JSON (protokol's
// own results.json said so); nil for any other file. (A BBO LIN file is
// read: formats/lin.)
func unreadableText(text string) *formats.Unreadable {
	t := strings.TrimLeft(strings.TrimPrefix(text, "\uFEFF"), " \t\r\n")
	if t == "" {
		return nil
	}
	lower := strings.ToLower(t[:min(len(t), 64)])
	if strings.HasPrefix(lower, "<!doctype html") || strings.HasPrefix(lower, "<html") {
		return &formats.Unreadable{What: "an HTML page", Want: wantInputs}
	}
	if root, ok := usebio.RootElement(t); ok {
		if strings.EqualFold(root, "html") {
			return &formats.Unreadable{What: "an HTML page", Want: wantInputs}
		}
		return &formats.Unreadable{What: "an XML file whose root element is " + bridge.Quote(root), Want: "USEBIO XML, whose root element is \"USEBIO\""}
	}
	if (t[0] == '{' || t[0] == '[') && json.Valid([]byte(t)) {
		var doc map[string]json.RawMessage
		if json.Unmarshal([]byte(t), &doc) == nil && doc["scoring"] != nil && (doc["rankings"] != nil || doc["standings"] != nil) {
			return &formats.Unreadable{What: "protokol's own results.json (an output)", Want: "the files it was scored from: " + wantInputs}
		}
		return &formats.Unreadable{What: "a JSON file", Want: wantInputs}
	}
	return nil
}

// refuseText and refuseBinary refuse a file that unreadableText or
// unreadableBinary recognises.
func (ld *loader) refuseText(in Input, text string, _ *FileInfo) bool {
	ld.add(&bridge.Error{Pos: bridge.Pos{File: in.Name}, Err: unreadableText(text)})
	return false
}

func (ld *loader) refuseBinary(in Input, _ *FileInfo) bool {
	ld.add(&bridge.Error{Pos: bridge.Pos{File: in.Name}, Err: unreadableBinary(in.Data)})
	return false
}

// readUSEBIO reads a USEBIO results file: its boards, deals, results and
// pairs join the session.
func (ld *loader) readUSEBIO(in Input, text string, info *FileInfo) bool {
	info.Kind = "usebio"
	if ld.wrongRole(in, "a USEBIO file", 1) {
		return false
	}
	f, err := usebio.Read(in.Name, text)
	if err != nil {
		ld.add(err)
		return false
	}
	ld.addSession(f.Warnings, f.Session)
	return true
}
