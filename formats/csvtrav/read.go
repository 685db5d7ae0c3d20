package csvtrav

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// Options adjust how Read interprets a file.
type Options struct {
	// Locale is the language of contract, seat and card letters: "" detects
	// it (Russian when the header or most contract cells are Cyrillic, a
	// language whose own header words are found, else English); otherwise
	// one of Locales: "en", "ru", "pl", "de", "nl", "fr".
	Locale string
	// MaxRows is the most data rows read: one more is refused with
	// formats.ErrTooLarge. 0 is formats.MaxResults.
	MaxRows int
}

// File is what one CSV file held. Only the slice or map of its Kind is set.
type File struct {
	Kind    Kind
	Locale  string         // Travellers: the locale the cells were read in ("en", "ru", ...)
	Entries []bridge.Entry // Travellers: one per kept row, in file order
	// Players are an individual traveller's players named in its seats
	// (Travellers with player columns and no pair columns: see seats.go).
	Players  []bridge.Player
	Pairs    []bridge.Pair     // Names
	Slots    []bridge.Slot     // Movement: one per RoundData row, boards LowBoard..HighBoard
	Sections map[string]string // Sections: Bridgemate section id -> letter, trimmed
	Warnings []*bridge.Error   // problems that did not stop the reading, in file order
}

// Detect classifies a CSV file by its header row (see the package comment).
// An empty file, binary data or an unknown header give a *bridge.Error
// wrapping formats.ErrEmpty, formats.ErrBinary (or ErrEncoding) or
// formats.ErrUnknown.
func Detect(name, text string) (Kind, error) {
	s, err := newSheet(name, text, 0)
	if err != nil {
		return Unknown, err
	}
	return s.kind, nil
}

// Read decodes a CSV file of any Kind from UTF-8 text (a leading BOM is
// dropped). The error is a *bridge.Error or, for several problems (up to
// 20), bridge.Errors sorted by position; the File is nil then.
func Read(name, text string, opt Options) (*File, error) {
	var loc *locale
	if opt.Locale != "" {
		l, err := lookupLocale(opt.Locale)
		if err != nil {
			return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Context: "options", Err: err}
		}
		loc = l
	}
	s, err := newSheet(name, text, opt.MaxRows)
	if err != nil {
		return nil, err
	}
	canon := s.mapColumns()
	f := &File{Kind: s.kind}
	n := 0
	switch s.kind {
	case Travellers:
		s.countRows()
		if s.tooMany != nil {
			return nil, s.tooMany
		}
		s.fixTravellerColumns(canon)
		if !s.checkRequired() {
			s.rows(false, func(int, []string) bool { return true }) // the rows' own problems
			return nil, s.result()
		}
		if loc == nil {
			loc = s.travellerLocale()
		}
		f.Entries, n = s.travellers(canon, loc)
		if s.tooMany != nil {
			return nil, s.tooMany
		}
		if s.seating == individualSeats { // the only rows with seats
			f.Players = players(f.Entries)
		}
		f.Locale = loc.name
	case Names:
		rows, err := decodeRows[nameRow](s, canon)
		if err != nil {
			return nil, err
		}
		if !s.checkRequired() {
			return nil, s.result()
		}
		f.Pairs = s.pairs(rows)
		n = len(rows)
	case Movement:
		rows, err := decodeRows[moveRow](s, canon)
		if err != nil {
			return nil, err
		}
		if !s.checkRequired() {
			return nil, s.result()
		}
		f.Slots = s.slots(rows)
		n = len(rows)
	case Sections:
		rows, err := decodeRows[sectionRow](s, canon)
		if err != nil {
			return nil, err
		}
		if !s.checkRequired() {
			return nil, s.result()
		}
		f.Sections = s.sections(rows)
		n = len(rows)
	}
	if n == 0 && len(s.errs) == 0 {
		s.addErr(&bridge.Error{Pos: s.pos(s.headerLine, 0), Source: s.line(s.headerLine),
			Err: fail(errs(formats.ErrEmpty), "no rows after the header (want one row per %s)", rowWhat[s.kind])})
	}
	if err := s.result(); err != nil {
		return nil, err
	}
	sortErrors(s.warns)
	f.Warnings = s.warns
	return f, nil
}

// decodeRows maps the data rows onto a slice of T through gocsv; row i
// starts on line s.lines[i].
func decodeRows[T any](s *sheet, canon []string) ([]T, error) {
	var rows []T
	if err := s.unmarshal(canon, &rows); err != nil {
		return nil, err
	}
	if s.tooMany != nil {
		return nil, s.tooMany
	}
	if len(rows) != len(s.lines) {
		return nil, &bridge.Error{Pos: bridge.Pos{File: s.name},
			Err: fail(errs(formats.ErrSyntax), "gocsv gave %d rows for %d records (want one per record)", len(rows), len(s.lines))}
	}
	return rows, nil
}

var rowWhat = map[Kind]string{
	Travellers: "table result",
	Names:      "pair",
	Movement:   "table and round",
	Sections:   "section",
}
