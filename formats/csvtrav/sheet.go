package csvtrav

import (
	"io"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Sheet is the physical layer of Read for readers of other CSV files
// (formats/decisions): the byte-order mark, the "sep=" line and the
// delimiter, quotes, '#' comments, blank rows, field counts, binary data and
// invalid UTF-8, with every problem positioned as Read positions it. It does
// not interpret the header.
type Sheet struct{ s *sheet }

// Record is one data row of a Sheet: its fields (as many as the header has)
// and the line it starts on.
type Record struct {
	Line   int
	Fields []string
}

// OpenSheet reads the header row of a CSV file in UTF-8 text. An empty file,
// binary data, invalid UTF-8 or a header that is not CSV give a
// *bridge.Error.
func OpenSheet(name, text string) (*Sheet, error) {
	s, err := scanSheet(name, text, false, 0)
	if err != nil {
		return nil, err
	}
	return &Sheet{s}, nil
}

// headerBytes is how much of a text OpenHeader looks at.
const headerBytes = 256 << 10

// OpenHeader is OpenSheet on the start of text only, its first 256 KiB
// cut at a line end: enough for the header row and the delimiter (told
// from the first 20 rows), for a detector that looks at nothing but the
// header of what may be a large file. What lies beyond is not checked; a
// reader that takes the file opens it whole and reports it.
func OpenHeader(name, text string) (*Sheet, error) {
	if len(text) > headerBytes {
		if i := strings.IndexByte(text[headerBytes:], '\n'); i >= 0 {
			text = text[:headerBytes+i+1]
		}
	}
	return OpenSheet(name, text)
}

// Header is the header row's cells as written.
func (sh *Sheet) Header() []string { return sh.s.header }

// HeaderLine is the line the header row starts on.
func (sh *Sheet) HeaderLine() int { return sh.s.headerLine }

// Records reads the data rows. A row with a syntax error or the wrong
// number of fields is left out and reported; the error is then a
// *bridge.Error or bridge.Errors (up to 20), sorted by position, beside the
// rows that were read. More than formats.MaxResults rows stop the reading
// with that one error and no rows.
func (sh *Sheet) Records() ([]Record, error) {
	s := sh.s
	rr := &rowReader{s: s, r: s.csvReader(s.data), header: s.header}
	var out []Record
	if _, err := rr.Read(); err != nil { // the header
		return nil, s.result()
	}
	for {
		rec, err := rr.Read()
		if err == io.EOF {
			break
		}
		out = append(out, Record{Line: rr.line, Fields: rec})
	}
	if s.tooMany != nil {
		return nil, s.tooMany
	}
	return out, s.result()
}

// FieldPos is the position of field i of the record starting on line (the
// opening quote of a quoted field; the record's line when i is out of
// range).
func (sh *Sheet) FieldPos(line, i int) bridge.Pos {
	l, c := sh.s.fieldAt(line, i)
	return sh.s.pos(l, c)
}

// Source is the text of physical line n, for an error's verbose view.
func (sh *Sheet) Source(n int) string { return sh.s.line(n) }

// Warnings are the problems found so far that did not stop the reading
// (U+FFFD in the text).
func (sh *Sheet) Warnings() []*bridge.Error { return sh.s.warns }

// NormKey is the comparison form of a header cell (see the package
// comment): "Pair NS", "PAIR_NS" and "pair-ns" give one key.
func NormKey(header string) string { return normKey(header) }

// TravellerColumn is the canonical traveller column (§14.6: "board", "ns",
// "ew", "section", "round", "table", "room", "home", "away", "adjust",
// "remarks", ...) that a header cell names in any language this package
// knows; "-" for a bookkeeping column that is ignored (ID, Date), and ""
// for none.
func TravellerColumn(header string) string { return travellerColumns.canon[normKey(header)] }
