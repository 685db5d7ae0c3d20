package bridgemate

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
)

// The tables of a Bridgemate database, as BCS writes them.
const (
	ReceivedData     = "ReceivedData"
	IntermediateData = "IntermediateData"
	RoundData        = "RoundData"
	Section          = "Section"
	Session          = "Session"
	Tables           = "Tables"
	Settings         = "Settings"
	Clients          = "Clients"
	PlayerNames      = "PlayerNames"
	PlayerNumbers    = "PlayerNumbers"
	HandRecord       = "HandRecord"
	HandEvaluation   = "HandEvaluation"
	BiddingData      = "BiddingData"
	PlayData         = "PlayData"
)

// signatures are the columns (normalised by csvtrav.NormKey) by which a
// CSV export's header is known as a Bridgemate table: every one must be
// there; other columns may be (BCS versions add some). The first that
// fits names the table, so a table whose columns include another's comes
// first (HandEvaluation before HandRecord).
var signatures = []struct {
	table   string
	columns []string
}{
	{ReceivedData, []string{"section", "table", "round", "board", "pairns", "pairew", "declarer", "nsew", "contract", "result"}},
	{RoundData, []string{"section", "table", "round", "nspair", "ewpair", "lowboard", "highboard"}},
	{HandEvaluation, []string{"section", "board", "northnotrump", "eastnotrump", "southnotrump", "westnotrump"}},
	{HandRecord, []string{"section", "board", "northspades", "northhearts", "northdiamonds", "northclubs", "eastspades", "westclubs"}},
	{PlayerNumbers, []string{"section", "table", "direction", "number", "name"}},
	{PlayerNames, []string{"id", "name", "strid"}},
	{BiddingData, []string{"section", "table", "round", "board", "counter", "direction", "bid"}},
	{PlayData, []string{"section", "table", "round", "board", "counter", "direction", "card"}},
	{Section, []string{"id", "letter", "tables"}},
	{Session, []string{"id", "name", "date", "guid"}},
	{Tables, []string{"section", "table", "computerid"}},
	{Settings, []string{"showresults", "showownresult"}},
	{Clients, []string{"id", "computer"}},
}

// IsTable reports whether name is that of a table of a Bridgemate
// database (ReceivedData, ...), as a CSV export of it is named after it
// ("club.ReceivedData.csv").
func IsTable(name string) bool {
	for _, t := range []string{ReceivedData, IntermediateData, RoundData, Section, Session, Tables, Settings, Clients,
		PlayerNames, PlayerNumbers, HandRecord, HandEvaluation, BiddingData, PlayData} {
		if strings.EqualFold(name, t) {
			return true
		}
	}
	return false
}

// Used says whether Read reads a table; the others (Tables, Settings,
// Clients, IntermediateData) are recognised and skipped.
func Used(table string) bool {
	switch table {
	case Tables, Settings, Clients, IntermediateData:
		return false
	}
	return true
}

// tableOf names the Bridgemate table whose columns keys has; "" for none.
// name is the file's name: IntermediateData has the columns of
// ReceivedData but for ExternalUpdate, so a results table without that
// column is IntermediateData only when its file is named so (mdb-export
// X.bws IntermediateData > X.IntermediateData.csv); otherwise it is
// ReceivedData, as an older BCS may write it.
func tableOf(name string, keys []string) string {
	has := map[string]bool{}
	for _, k := range keys {
		has[k] = true
	}
	for _, sig := range signatures {
		ok := true
		for _, c := range sig.columns {
			ok = ok && has[c]
		}
		if !ok {
			continue
		}
		if sig.table == ReceivedData && !has["externalupdate"] && strings.Contains(strings.ToLower(name), "intermediatedata") {
			return IntermediateData
		}
		return sig.table
	}
	return ""
}

// DetectCSV names the Bridgemate table that a CSV export (UTF-8 text) is,
// by its header; "" when it is none, or not even CSV.
func DetectCSV(name, text string) string {
	sh, err := csvtrav.OpenHeader(name, text)
	if err != nil {
		return ""
	}
	keys := make([]string, len(sh.Header()))
	for i, h := range sh.Header() {
		keys[i] = csvtrav.NormKey(h)
	}
	return tableOf(name, keys)
}

// CSVSource is a Source over CSV files exported from a Bridgemate
// database by mdb-export (a header row, then one row per record; text in
// quotes, NULL as an empty cell), one file a table. Every cell is a Text
// value, an empty one Null.
type CSVSource struct {
	tables map[string]*Table
	files  map[string]string // table -> file
	order  []string
}

// NewCSVSource makes an empty source; Add gives it its files.
func NewCSVSource() *CSVSource {
	return &CSVSource{tables: map[string]*Table{}, files: map[string]string{}}
}

// Add reads one exported table and says which it is. A file that is no
// Bridgemate table, a table given twice, and the CSV problems of
// csvtrav.Sheet (positioned) are errors.
func (s *CSVSource) Add(name, text string) (string, error) {
	sh, err := csvtrav.OpenSheet(name, text)
	if err != nil {
		return "", err
	}
	keys := make([]string, len(sh.Header()))
	for i, h := range sh.Header() {
		keys[i] = csvtrav.NormKey(h)
	}
	table := tableOf(name, keys)
	if table == "" {
		return "", bridge.Errorf(sh.FieldPos(sh.HeaderLine(), 0), "", "%w: the header is no Bridgemate table's (want a table exported by mdb-export, such as ReceivedData)", formats.ErrUnknown)
	}
	if prev, dup := s.files[table]; dup {
		return table, bridge.Errorf(bridge.Pos{File: name, Line: sh.HeaderLine()}, "", "%w: a second %s table, after %s (want one export of each table of one session)", formats.ErrConflict, table, prev)
	}
	recs, err := sh.Records()
	if err != nil {
		return table, err
	}
	t := &Table{Name: table, Columns: append([]string(nil), sh.Header()...), Rows: make([][]Value, len(recs))}
	for i, r := range recs {
		row := make([]Value, len(t.Columns))
		for j := range row {
			if j < len(r.Fields) && r.Fields[j] != "" {
				row[j] = TextValue(r.Fields[j])
			}
		}
		t.Rows[i] = row
	}
	t.At = func(row, col int) Place {
		if row < 0 || row >= len(recs) {
			p := Place{Pos: bridge.Pos{File: name, Line: sh.HeaderLine()}, Source: sh.Source(sh.HeaderLine())}
			if col >= 0 {
				p.Pos = sh.FieldPos(sh.HeaderLine(), col)
			}
			return p
		}
		line := recs[row].Line
		p := Place{Pos: bridge.Pos{File: name, Line: line}}
		if col >= 0 {
			p.Pos = sh.FieldPos(line, col)
		}
		p.Source = sh.Source(p.Pos.Line)
		return p
	}
	s.tables[table] = t
	s.files[table] = name
	s.order = append(s.order, table)
	return table, nil
}

// Name is the file of the ReceivedData table, or of the first table.
func (s *CSVSource) Name() string {
	if f, ok := s.files[ReceivedData]; ok {
		return f
	}
	if len(s.order) > 0 {
		return s.files[s.order[0]]
	}
	return ""
}

// File is the file that gave a table; "" when none did.
func (s *CSVSource) File(table string) string { return s.files[table] }

// Tables names the tables added, in the order they were.
func (s *CSVSource) Tables() []string { return append([]string(nil), s.order...) }

// Table gives a table added.
func (s *CSVSource) Table(name string) (*Table, error) {
	t, ok := s.tables[name]
	if !ok {
		return nil, fmt.Errorf("%w %s", ErrNoTable, name)
	}
	return t, nil
}
