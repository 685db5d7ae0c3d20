package bridgemate

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
)

// Options adjust Read.
type Options struct {
	// MaxResults is the most ReceivedData rows read: one more is refused
	// with formats.ErrTooLarge. 0 is formats.MaxResults.
	MaxResults int
}

// Part is what a Bridgemate database gives of a session.
type Part struct {
	Event string // Session.Name; none for BCS's "Bridge game", which names no event
	Date  string // Session.Date as PBN writes dates: 2026.01.26
	// Boards are the boards HandRecord gives a deal, by number, with the
	// HandEvaluation table as HandRecord.DoubleDummyTricks.
	Boards []bridge.Board
	// Entries are the results of ReceivedData in the table's order,
	// erased rows left out and a row replaced by a later one (a larger
	// ID) in its place, sections by their letters, with the auction and
	// play of BiddingData and PlayData when they give them.
	Entries  []bridge.Entry
	Movement []bridge.Slot // RoundData
	// Pairs are the pairs' names from PlayerNumbers, by section, direction
	// and number; none in an individual.
	Pairs []bridge.Pair
	// Individual says the database is an individual event's: RoundData or
	// ReceivedData seats South and West players. Its Entries have Seats,
	// not pairs, Players are its players (PlayerNumbers: the name and the
	// member number of each seat's player, by section and number), and
	// Movement is empty: a bridge.Slot seats pairs.
	Individual bool
	Players    []bridge.Player
	// Read and Skipped name the tables read and the others of the source,
	// in its order: those Bridgemate has and protokol does not need
	// (Tables, Settings, Clients, IntermediateData) and any other, such as
	// an Access import log.
	Read, Skipped []string
	Warnings      []*bridge.Error
}

// maxErrors is how many problems Read collects before it stops.
const maxErrors = 20

// reader holds what Read has read so far.
type reader struct {
	src      Source
	opt      Options
	part     *Part
	errs     bridge.Errors
	sections map[string]string // Section.ID -> letter; nil without a Section table
	// slots are the movement by section key, table and round.
	slots map[slotKey]bridge.Slot
	// seated is who sat at each table in each round by the results.
	seated map[slotKey]seating
	// An individual's players at each table in each round: by RoundData
	// (roundSeats) and by the results (seatedSeats); seatWarned are the
	// tables and rounds whose results' unknown seats were warned of.
	roundSeats, seatedSeats map[slotKey][4]string
	seatWarned              map[slotKey]bool
}

type slotKey struct {
	section      string // bridge.SectionKey
	table, round int
}

// Read reads a Bridgemate database's tables from src into a Part. Every
// problem is reported (up to 20), positioned at the cell (a CSV export's
// line and column; a database file's table, row and column in the
// context); the Part is nil then. Tables the source lacks are left out:
// ReceivedData alone gives the results, without the movement, names or
// deals.
func Read(src Source, opt Options) (*Part, error) {
	if opt.MaxResults <= 0 {
		opt.MaxResults = formats.MaxResults
	}
	r := &reader{src: src, opt: opt, part: &Part{}, slots: map[slotKey]bridge.Slot{},
		roundSeats: map[slotKey][4]string{}, seatedSeats: map[slotKey][4]string{}, seatWarned: map[slotKey]bool{}}
	have := map[string]bool{}
	for _, t := range src.Tables() {
		have[t] = true
	}
	// Each step reads one table; the later ones use what the earlier gave
	// (letters, the movement, the deals).
	steps := []struct {
		table string
		read  func(*view)
	}{
		{Section, r.readSections},
		{RoundData, r.readRounds},
		{Session, r.readSession},
		{HandRecord, r.readHands},
		{HandEvaluation, r.readEvaluations},
		{ReceivedData, r.readResults},
		{PlayerNumbers, r.readPlayers},
		{BiddingData, r.readAuctions},
		{PlayData, r.readPlay},
	}
	for _, st := range steps {
		if !have[st.table] || len(r.errs) >= maxErrors {
			continue
		}
		t, err := src.Table(st.table)
		if err != nil {
			r.add(&bridge.Error{Pos: bridge.Pos{File: src.Name()}, Context: st.table, Err: err})
			continue
		}
		r.part.Read = append(r.part.Read, st.table)
		r.clean(t)
		st.read(newView(r, t))
	}
	for _, t := range src.Tables() {
		if !slices.Contains(r.part.Read, t) {
			r.part.Skipped = append(r.part.Skipped, t)
		}
	}
	if len(r.errs) > 0 {
		sortErrors(r.errs)
		if len(r.errs) == 1 {
			return nil, r.errs[0]
		}
		return nil, r.errs
	}
	return r.part, nil
}

func (r *reader) add(e *bridge.Error) {
	if len(r.errs) < maxErrors {
		r.errs = append(r.errs, e)
	}
}

func (r *reader) full() bool { return len(r.errs) >= maxErrors }

func sortErrors(es []*bridge.Error) {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i].Pos, es[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// view is one table with its columns found by name.
type view struct {
	r    *reader
	t    *Table
	cols map[string]int // csvtrav.NormKey -> index
}

func newView(r *reader, t *Table) *view {
	v := &view{r: r, t: t, cols: map[string]int{}}
	for i, c := range t.Columns {
		k := csvtrav.NormKey(c)
		if _, dup := v.cols[k]; !dup {
			v.cols[k] = i
		}
	}
	return v
}

// cell is row i's value of column key (Null when the table lacks it).
func (v *view) cell(i int, key string) Value {
	j, ok := v.cols[key]
	if !ok || j >= len(v.t.Rows[i]) {
		return Value{}
	}
	return v.t.Rows[i][j]
}

// place is where row i's cell of column key is (the row when the column
// is absent).
func (v *view) place(i int, key string) Place {
	j, ok := v.cols[key]
	if !ok {
		j = -1
	}
	if v.t.At == nil {
		return Place{Pos: bridge.Pos{File: v.r.src.Name()}, Context: v.rowName(i, key)}
	}
	return v.t.At(i, j)
}

// rowName is "ReceivedData row 17, Contract", for a place without a line.
func (v *view) rowName(i int, key string) string {
	s := v.t.Name
	if i >= 0 {
		s += " row " + strconv.Itoa(i+1)
	}
	if j, ok := v.cols[key]; ok {
		s += ", " + v.t.Columns[j]
	}
	return s
}

// errorAt makes a problem at row i's cell of column key, in context ctx
// ("board 3, NS 4"; "" for none).
func (v *view) errorAt(i int, key, ctx string, err error) *bridge.Error {
	p := v.place(i, key)
	c := p.Context
	switch {
	case c == "":
		c = ctx
	case ctx != "":
		c += ": " + ctx
	}
	return &bridge.Error{Pos: p.Pos, Context: c, Err: err, Source: p.Source}
}

// fail reports a problem with row i's cell of column key (row -1: the
// header). format starts with "%w: " for the sentinel the problem matches
// (formats.ErrValue, ...), whose own words are left out of the message,
// as every reader's are; other %w verbs wrap their errors too.
func (v *view) fail(i int, key, ctx string, format string, args ...any) {
	v.r.add(v.errorAt(i, key, ctx, problem(format, args...)))
}

// warn is fail for a problem that does not stop the reading.
func (v *view) warn(i int, key, ctx string, format string, args ...any) {
	v.r.part.Warnings = append(v.r.part.Warnings, v.errorAt(i, key, ctx, problem(format, args...)))
}

// readPast is warn for a part of the input left out (a lead card that
// does not read, custom boards, a movement that does not fit): the
// warning also matches bridge.ErrReadPast, which --strict refuses.
func (v *view) readPast(i int, key, ctx string, format string, args ...any) {
	c := problem(format, args...).(*cause)
	c.is = append(c.is, bridge.ErrReadPast)
	v.r.part.Warnings = append(v.r.part.Warnings, v.errorAt(i, key, ctx, c))
}

// cause is a problem's message; it matches, for errors.Is, the errors it
// was made with without their words being in the message.
type cause struct {
	msg string
	is  []error
}

func (c *cause) Error() string   { return c.msg }
func (c *cause) Unwrap() []error { return c.is }

func problem(format string, args ...any) error {
	c := &cause{}
	if s, ok := strings.CutPrefix(format, "%w: "); ok && len(args) > 0 {
		if e, ok := args[0].(error); ok {
			c.is = append(c.is, e)
			args = args[1:]
			format = s
		}
	}
	for _, a := range args {
		if e, ok := a.(error); ok {
			c.is = append(c.is, e)
		}
	}
	c.msg = fmt.Sprintf(strings.ReplaceAll(format, "%w", "%v"), args...)
	return c
}

// has reports whether the table has the column.
func (v *view) has(key string) bool { _, ok := v.cols[key]; return ok }

// number reads a whole number in lo..hi; ok is false (and the problem
// reported, unless the cell is empty and not required) when it is not
// one.
func (v *view) number(i int, key, what string, lo, hi int64, required bool, ctx string) (int, bool) {
	n, ok, err := v.cell(i, key).asInt()
	switch {
	case err != nil:
		v.fail(i, key, ctx, "%w: %s %v (want %d..%d)", formats.ErrValue, what, err, lo, hi)
		return 0, false
	case !ok:
		if required {
			v.fail(i, key, ctx, "%w: %s: missing (want %d..%d)", formats.ErrMissing, what, lo, hi)
		}
		return 0, false
	case n < lo || n > hi:
		v.fail(i, key, ctx, "%w: %s %d: out of range %d..%d", formats.ErrValue, what, n, lo, hi)
		return 0, false
	}
	return int(n), true
}

// board reads a board number by bridge.ParseBoard (1..bridge.MaxBoard,
// in the words of every reader); what names the column ("board", "low
// board"). ok is false, and the problem reported, when it is not one.
func (v *view) board(i int, key, what, ctx string) (int, bool) {
	text := v.cell(i, key).asText()
	if text == "" {
		v.fail(i, key, ctx, "%w: %s: missing (want a board number 1..%d)", formats.ErrMissing, what, bridge.MaxBoard)
		return 0, false
	}
	n, err := bridge.ParseBoard(text)
	if err != nil {
		v.fail(i, key, ctx, "%w: %s %s: %w", formats.ErrValue, what, bridge.Quote(text), err)
		return 0, false
	}
	return n, true
}

// flag reads a Yes/No cell; false when absent.
func (v *view) flag(i int, key, ctx string) (bool, bool) {
	b, err := v.cell(i, key).asBool()
	if err != nil {
		v.fail(i, key, ctx, "%w: %s %v", formats.ErrValue, v.columnName(key), err)
		return false, false
	}
	return b, true
}

func (v *view) columnName(key string) string {
	if j, ok := v.cols[key]; ok {
		return v.t.Columns[j]
	}
	return key
}

// Limits of table and round numbers, as csvtrav's.
const (
	maxTable = 99999
	maxRound = 999
)

// section reads row i's Section cell: the letter of its id by the Section
// table, or the id as it is without one.
func (v *view) section(i int, ctx string) (string, bool) {
	id := v.cell(i, "section").asText()
	if id == "" {
		v.fail(i, "section", ctx, "%w: section: missing (want the number of a section)", formats.ErrMissing)
		return "", false
	}
	if v.r.sections == nil {
		return id, true
	}
	if l, ok := v.r.sections[id]; ok {
		return l, true
	}
	var ids []string
	for k := range v.r.sections {
		ids = append(ids, k)
	}
	sort.Strings(ids)
	v.fail(i, "section", ctx, "%w: section %s is not in the Section table (want one of %s)", formats.ErrValue, bridge.Quote(id), strings.Join(ids, ", "))
	return "", false
}

// readSections reads the Section table: id -> letter, trimmed ("A  " is
// A).
func (r *reader) readSections(v *view) {
	r.sections = map[string]string{}
	at := map[string]int{}
	for i := range v.t.Rows {
		id, letter := v.cell(i, "id").asText(), v.cell(i, "letter").asText()
		switch {
		case id == "":
			v.fail(i, "id", "", "%w: section id: missing (want the number Bridgemate gives the section)", formats.ErrMissing)
			continue
		case letter == "":
			v.fail(i, "letter", "section "+id, "%w: letter: missing (want the section's letter, such as A)", formats.ErrMissing)
			continue
		}
		if j, dup := at[id]; dup {
			v.fail(i, "id", "section "+id, "%w: section id %s given twice: rows %d and %d (want one row per section)", formats.ErrConflict, id, j+1, i+1)
			continue
		}
		at[id] = i
		r.sections[id] = letter
	}
}

// defaultSessionName is the name Bridgemate Control Software gives every
// new session: it names no event, and is read as none (so that the pages
// are titled by the file, not "Bridge game").
const defaultSessionName = "Bridge game"

// readSession reads the event's name and date from the Session table's
// first row.
func (r *reader) readSession(v *view) {
	if len(v.t.Rows) == 0 {
		return
	}
	if name := v.cell(0, "name").asText(); name != defaultSessionName {
		r.part.Event = name
	}
	t, ok, err := v.cell(0, "date").asDate()
	switch {
	case err != nil:
		v.warn(0, "date", "", "%w: date %v; the event's date is left out", formats.ErrValue, err)
	case ok:
		r.part.Date = t.Format("2006.01.02")
	}
}
