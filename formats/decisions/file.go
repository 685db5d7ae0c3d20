package decisions

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
)

// Options adjust how Read interprets a decisions file.
type Options struct {
	// Locale of the contracts, seats and results inside the decisions: ""
	// detects it (Russian when a header cell is Cyrillic, else English), or
	// one of csvtrav.Locales.
	Locale string
}

// File is what a decisions file held.
type File struct {
	Rows     []Row
	Locale   string          // the locale the decisions were read in
	Warnings []*bridge.Error // unknown columns; no rows after the header
}

// Row is one decision of a file and the table it names.
type Row struct {
	Decision bridge.Decision
	// Table is the table the row names with Decision.Round instead of the
	// pairs (pairs events); 0 when it names the pairs or the teams. The
	// session loader finds the pairs from the travellers or the movement.
	Table int
}

// Decisions are the rows' decisions.
func (f *File) Decisions() []bridge.Decision {
	out := make([]bridge.Decision, len(f.Rows))
	for i, r := range f.Rows {
		out[i] = r.Decision
	}
	return out
}

// Context is the table a row names, for messages: "board 4, NS 3, EW 2",
// "board 4, table 2, round 1" or "board 4, round 2, room O, Lions v Tigers".
func (r Row) Context() string {
	d := r.Decision
	parts := []string{bridge.BoardLabel(d.Board)}
	switch {
	case d.Room != bridge.NoRoom:
		if d.Round > 0 {
			parts = append(parts, "round "+strconv.Itoa(d.Round))
		}
		parts = append(parts, "room "+d.Room.String(), d.Home+" v "+d.Away)
	case r.Table > 0 && d.NS == "" && d.EW == "":
		parts = append(parts, "table "+strconv.Itoa(r.Table), "round "+strconv.Itoa(d.Round))
	default:
		parts = append(parts, "NS "+d.NS, "EW "+d.EW)
	}
	return strings.Join(parts, ", ")
}

// Columns of a decisions file besides those of the traveller vocabulary
// (section, board, ns, ew, round, table, room, home, away; adjust is read as
// decision and remarks as reason), header cells compared as csvtrav.NormKey
// compares them.
var ownColumns = func() map[string]string {
	m := map[string]string{}
	for canon, aliases := range map[string][]string{
		"decision": {"Decision", "Decisions", "Ruling", "Kind", "Adjustment", "Award",
			"Решение", "Судейское решение", "Постановление"},
		"reason": {"Reason", "Why", "Explanation", "Причина", "Основание", "Обоснование"},
		"law":    {"Law", "Laws", "Law No", "Закон", "Статья", "Статья закона", "Закон №"},
		"director": {"Director", "TD", "Tournament Director", "Судья", "Главный судья", "Арбитр",
			"Директор"},
	} {
		for _, a := range append(aliases, canon) {
			m[csvtrav.NormKey(a)] = canon
		}
	}
	return m
}()

var travellerColumns = map[string]string{
	"section": "section", "board": "board", "ns": "ns", "ew": "ew", "round": "round", "table": "table",
	"room": "room", "home": "home", "away": "away", "adjust": "decision", "remarks": "reason", "-": "-",
}

// resultColumns are traveller columns that a decisions file never has.
var resultColumns = map[string]bool{
	"contract": true, "declarer": true, "result": true, "lead": true, "score_ns": true,
	"score_ew": true, "score": true, "ns_plus": true, "ns_minus": true,
}

// column is the canonical decisions column a header cell names, whether
// the name is one only decisions files use, and whether it is a traveller
// result column.
func column(header string) (canon string, own, result bool) {
	if c, ok := ownColumns[csvtrav.NormKey(header)]; ok {
		return c, true, false
	}
	t := csvtrav.TravellerColumn(header)
	return travellerColumns[t], false, resultColumns[t]
}

// Detect reports whether a CSV text's header is that of a decisions file: a
// board and a decision column, a column only decisions files have
// (decision, ruling, reason, law, director, or their Russian names), and
// no contract, result or score column. A traveller with an adjust column is
// not one.
func Detect(text string) bool {
	sh, err := csvtrav.OpenHeader("", text)
	if err != nil {
		return false
	}
	var board, decision, own bool
	for _, h := range sh.Header() {
		c, o, result := column(h)
		if result {
			return false
		}
		board = board || c == "board"
		decision = decision || c == "decision"
		own = own || o
	}
	return board && decision && own
}

const (
	maxErrors = 20
	maxRound  = 999
	maxTable  = 99999
)

const wantColumns = "section, board, ns and ew (or table and round; for teams round, room, home and away), decision, reason, law, director"

// reader reads one file.
type reader struct {
	sh     *csvtrav.Sheet
	cols   map[string]int
	locale string
	errs   bridge.Errors
	warns  []*bridge.Error
}

func (r *reader) add(e *bridge.Error) {
	if len(r.errs) < maxErrors {
		r.errs = append(r.errs, e)
	}
}

func (r *reader) errAt(line int, col, context string, err error) {
	i, ok := r.cols[col]
	if !ok {
		i = -1 // the row's line
	}
	pos := r.sh.FieldPos(line, i)
	r.add(&bridge.Error{Pos: pos, Context: context, Err: err, Source: r.sh.Source(pos.Line)})
}

// Read reads a decisions file from UTF-8 text (a leading BOM is dropped):
// CSV with csvtrav's physical layer (delimiter ',', ';' or TAB detected,
// '#' comments, quotes), a header row naming the columns (see the package
// comment), then one decision per row. The error is a *bridge.Error or
// bridge.Errors (up to 20) sorted by position; the File is nil then.
func Read(name, text string, opt Options) (*File, error) {
	sh, err := csvtrav.OpenSheet(name, text)
	if err != nil {
		return nil, err
	}
	r := &reader{sh: sh, cols: map[string]int{}}
	r.header()
	r.locale = strings.ToLower(opt.Locale)
	if r.locale != "" && !slices.Contains(csvtrav.Locales, r.locale) {
		return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Context: "options",
			Err: &Error{What: "locale", Text: opt.Locale, Msg: "unknown (want " + strings.Join(csvtrav.Locales, ", ") + ", or \"\" to detect it)"}}
	}
	if r.locale == "" {
		r.locale = "en"
		for _, h := range sh.Header() {
			if strings.IndexFunc(h, func(c rune) bool { return unicode.Is(unicode.Cyrillic, c) }) >= 0 {
				r.locale = "ru"
			}
		}
	}
	if len(r.errs) > 0 {
		return nil, r.result()
	}
	recs, err := sh.Records()
	r.errs = append(r.errs, bridge.AsErrors(err)...)
	f := &File{Locale: r.locale}
	for _, rec := range recs {
		if len(r.errs) >= maxErrors {
			break
		}
		if row, ok := r.row(rec); ok {
			f.Rows = append(f.Rows, row)
		}
	}
	r.duplicates(f.Rows)
	if err := r.result(); err != nil {
		return nil, err
	}
	if len(f.Rows) == 0 {
		r.warns = append(r.warns, &bridge.Error{Pos: bridge.Pos{File: name, Line: sh.HeaderLine()},
			Err: problem(formats.ErrEmpty, "no decisions after the header (want one row per decision)")})
	}
	f.Warnings = append(sh.Warnings(), r.warns...)
	return f, nil
}

// header maps the columns, reporting unknown ones (warnings), repeated
// ones and missing ones.
func (r *reader) header() {
	line := r.sh.HeaderLine()
	at := func(i int) bridge.Pos { return r.sh.FieldPos(line, i) }
	for i, h := range r.sh.Header() {
		c, _, _ := column(h)
		switch {
		case strings.TrimSpace(h) == "" || c == "-":
			continue
		case c == "":
			r.warns = append(r.warns, &bridge.Error{Pos: at(i), Source: r.sh.Source(line),
				Err: problem(formats.ErrUnknown, "column %s ignored (not a decisions column: want %s)", bridge.Quote(h), wantColumns)})
			continue
		}
		if j, dup := r.cols[c]; dup {
			r.add(&bridge.Error{Pos: at(i), Source: r.sh.Source(line),
				Err: problem(formats.ErrConflict, "column %s repeats %s (column %d): both mean %s (want one column per field)",
					bridge.Quote(h), bridge.Quote(r.sh.Header()[j]), j+1, c)})
			continue
		}
		r.cols[c] = i
	}
	has := func(cs ...string) bool {
		for _, c := range cs {
			if _, ok := r.cols[c]; !ok {
				return false
			}
		}
		return true
	}
	missing := func(what, want string) {
		r.add(&bridge.Error{Pos: bridge.Pos{File: at(0).File, Line: line, Col: 1}, Source: r.sh.Source(line),
			Err: problem(formats.ErrMissing, "missing column %s (want a header such as %s)", what, want)})
	}
	if !has("board") {
		missing("board", "Board, Bd, Сдача")
	}
	if !has("decision") {
		missing("decision", "Decision, Adjust, Ruling, Решение, Корректировка")
	}
	if !has("ns", "ew") && !has("table", "round") && !has("room", "home", "away") {
		missing("ns and ew", "NS, EW, Пара NS, Пара EW; or Table and Round; for teams Round, Room, Home and Away")
	}
}

// row reads one decision.
func (r *reader) row(rec csvtrav.Record) (Row, bool) {
	n := len(r.errs)
	cell := func(c string) string {
		if i, ok := r.cols[c]; ok {
			return strings.TrimSpace(rec.Fields[i])
		}
		return ""
	}
	var row Row
	d := &row.Decision
	d.Section = cell("section")
	context := ""
	count := func(c string, limit int, required bool) int {
		text := cell(c)
		if text == "" {
			if required {
				r.errAt(rec.Line, c, context, problem(formats.ErrMissing, "%s: missing (want a number from 1 to %d)", c, limit))
			}
			return 0
		}
		v, err := strconv.Atoi(text)
		if err != nil || v < 1 || v > limit {
			r.errAt(rec.Line, c, context, &Error{What: c, Text: text, Msg: "not a " + c + " number (want a whole number from 1 to " + strconv.Itoa(limit) + ")"})
			return 0
		}
		return v
	}
	// The board's limit and words are every reader's (bridge.ParseBoard).
	bt := cell("board")
	if bt == "" {
		r.errAt(rec.Line, "board", context, problem(formats.ErrMissing, "board: missing (want a board number 1..%d)", bridge.MaxBoard))
		return row, false
	}
	board, err := bridge.ParseBoard(bt)
	if err != nil {
		e := problem(formats.ErrValue, "board %s: %v", bridge.Quote(bt), err)
		e.Err = err // matches bridge.ErrBoard
		r.errAt(rec.Line, "board", context, e)
		return row, false
	}
	d.Board = board
	context = bridge.BoardLabel(d.Board)
	d.Round = count("round", maxRound, false)
	row.Table = count("table", maxTable, false)
	if len(r.errs) > n {
		return row, false
	}
	if _, teams := r.cols["room"]; teams {
		room, err := bridge.ParseRoom(cell("room"))
		if err != nil {
			r.errAt(rec.Line, "room", context, &Error{What: "room", Text: cell("room"), Msg: "not a room (want Open or Closed, O or C)", Err: bridge.ErrRoom})
		}
		d.Room, d.Home, d.Away = room, cell("home"), cell("away")
		for _, c := range []string{"home", "away"} {
			if cell(c) == "" {
				r.errAt(rec.Line, c, context, problem(formats.ErrMissing, "%s team: missing (want the team's name)", c))
			}
		}
	} else {
		d.NS, d.EW = cell("ns"), cell("ew")
		switch {
		case d.NS == "" && d.EW == "" && row.Table > 0 && d.Round > 0:
		case d.NS == "" && d.EW == "":
			c := "ns"
			if _, ok := r.cols[c]; !ok {
				c = "table"
			}
			r.errAt(rec.Line, c, context, problem(formats.ErrMissing, "pairs: missing (want the NS and EW pairs, or the table and the round)"))
		case d.NS == "":
			r.errAt(rec.Line, "ns", context, problem(formats.ErrMissing, "NS pair: missing (want a pair id)"))
		case d.EW == "":
			r.errAt(rec.Line, "ew", context, problem(formats.ErrMissing, "EW pair: missing (want a pair id)"))
		}
	}
	if len(r.errs) > n {
		return row, false
	}
	context = row.Context()
	text := cell("decision")
	if text == "" {
		r.errAt(rec.Line, "decision", context, problem(formats.ErrMissing, "decision: missing (want a decision such as A+/A-, ARB 4S= N, W 30%% 4S= N + 70%% 4S-1 N or PEN NS -10%%)"))
		return row, false
	}
	a, err := ParseAdjustLocale(text, r.locale)
	if err != nil {
		r.errAt(rec.Line, "decision", context, err)
		return row, false
	}
	a.Reason, a.Law, a.Director = cell("reason"), cell("law"), cell("director")
	a.Pos = r.sh.FieldPos(rec.Line, r.cols["decision"])
	d.Adjust = a
	return row, true
}

// tableKey identifies the table a row names within its file.
func (row Row) tableKey() string {
	d := row.Decision
	key := bridge.SectionKey(d.Section) + "\x00" + strconv.Itoa(d.Board) + "\x00"
	switch {
	case d.Room != bridge.NoRoom:
		return key + "teams\x00" + strconv.Itoa(d.Round) + "\x00" + d.Room.String() + "\x00" + d.Home + "\x00" + d.Away
	case d.NS == "" && d.EW == "":
		return key + "table\x00" + strconv.Itoa(row.Table) + "\x00" + strconv.Itoa(d.Round)
	}
	return key + "pairs\x00" + d.NS + "\x00" + d.EW
}

// duplicates reports two decisions that change the score of one table (a
// penalty may stand beside another decision).
func (r *reader) duplicates(rows []Row) {
	seen := map[string]int{}
	for i, row := range rows {
		if row.Decision.Adjust.Kind == bridge.AdjPenalty {
			continue
		}
		k := row.tableKey()
		if j, dup := seen[k]; dup {
			prev := rows[j].Decision.Adjust
			a := row.Decision.Adjust
			r.add(&bridge.Error{Pos: a.Pos, Context: row.Context(), Source: r.sh.Source(a.Pos.Line),
				Err: problem(formats.ErrConflict, "two decisions for this table: %s here and %s at %s (want one decision per table; a penalty (PEN) may stand beside it)",
					bridge.Quote(a.Text), bridge.Quote(prev.Text), prev.Pos)})
			continue
		}
		seen[k] = i
	}
}

func (r *reader) result() error {
	if len(r.errs) == 0 {
		return nil
	}
	sort.SliceStable(r.errs, func(i, j int) bool {
		a, b := r.errs[i].Pos, r.errs[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	if len(r.errs) == 1 {
		return r.errs[0]
	}
	return r.errs
}
