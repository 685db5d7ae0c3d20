package csvtrav

import (
	"io"
	"strconv"
	"strings"
	"unsafe"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// travRow is one traveller row seen as fields, each tagged with its
// canonical column name: made for one row at a time from travCells.
type travRow struct {
	Section      string    `csv:"section"`
	Board        string    `csv:"board"`
	Deal         string    `csv:"deal"`
	Round        string    `csv:"round"`
	Table        string    `csv:"table"`
	NS           string    `csv:"ns"`
	EW           string    `csv:"ew"`
	Contract     string    `csv:"contract"`
	Declarer     string    `csv:"declarer"`
	DeclarerPair string    `csv:"declarer_pair"`
	Result       string    `csv:"result"`
	Lead         string    `csv:"lead"`
	ScoreNS      string    `csv:"score_ns"`
	ScoreEW      string    `csv:"score_ew"`
	NSPlus       string    `csv:"ns_plus"`
	NSMinus      string    `csv:"ns_minus"`
	Score        string    `csv:"score"`
	Adjust       string    `csv:"adjust"`
	Remarks      string    `csv:"remarks"`
	Erased       string    `csv:"erased"`
	Weight       string    `csv:"weight"`
	Room         string    `csv:"room"`
	Home         string    `csv:"home"`
	Away         string    `csv:"away"`
	Seats        [4]string // north, east, south, west
}

// travRowField is the field of a travRow that holds canonical column c
// (nil for a column it does not have): the struct tags, read without
// reflection.
func travRowField(c string) func(*travRow) *string {
	switch c {
	case "section":
		return func(r *travRow) *string { return &r.Section }
	case "board":
		return func(r *travRow) *string { return &r.Board }
	case "deal":
		return func(r *travRow) *string { return &r.Deal }
	case "round":
		return func(r *travRow) *string { return &r.Round }
	case "table":
		return func(r *travRow) *string { return &r.Table }
	case "ns":
		return func(r *travRow) *string { return &r.NS }
	case "ew":
		return func(r *travRow) *string { return &r.EW }
	case "contract":
		return func(r *travRow) *string { return &r.Contract }
	case "declarer":
		return func(r *travRow) *string { return &r.Declarer }
	case "declarer_pair":
		return func(r *travRow) *string { return &r.DeclarerPair }
	case "result":
		return func(r *travRow) *string { return &r.Result }
	case "lead":
		return func(r *travRow) *string { return &r.Lead }
	case "score_ns":
		return func(r *travRow) *string { return &r.ScoreNS }
	case "score_ew":
		return func(r *travRow) *string { return &r.ScoreEW }
	case "ns_plus":
		return func(r *travRow) *string { return &r.NSPlus }
	case "ns_minus":
		return func(r *travRow) *string { return &r.NSMinus }
	case "score":
		return func(r *travRow) *string { return &r.Score }
	case "adjust":
		return func(r *travRow) *string { return &r.Adjust }
	case "remarks":
		return func(r *travRow) *string { return &r.Remarks }
	case "erased":
		return func(r *travRow) *string { return &r.Erased }
	case "weight":
		return func(r *travRow) *string { return &r.Weight }
	case "room":
		return func(r *travRow) *string { return &r.Room }
	case "home":
		return func(r *travRow) *string { return &r.Home }
	case "away":
		return func(r *travRow) *string { return &r.Away }
	}
	for i, sc := range seatColumns {
		if c == sc {
			return func(r *travRow) *string { return &r.Seats[i] }
		}
	}
	return nil
}

// travCells are the data rows of a traveller file between the reading and
// the entries: only the cells of the mapped columns, one after the other in
// one string, so that a row costs a few offsets and not a struct of
// strings (a traveller has up to 300,000 rows). Row i's cell k is
// text[end[i*m+k-1]:end[i*m+k]] (from 0 for the first cell), m being
// len(slots); row i starts on line s.lines[i].
type travCells struct {
	slots []string // the canonical column of each kept cell; "" once a column is dropped
	cols  []int    // the field of the record each kept cell is
	text  string
	end   []uint32
	rows  int
}

// slot is the kept cell that holds canonical column c, or -1.
func (t *travCells) slot(c string) int {
	for k, x := range t.slots {
		if x == c {
			return k
		}
	}
	return -1
}

// cell is cell k of row i ("" for k < 0).
func (t *travCells) cell(i, k int) string {
	if k < 0 {
		return ""
	}
	j := i*len(t.slots) + k
	start := uint32(0)
	if j > 0 {
		start = t.end[j-1]
	}
	return t.text[start:t.end[j]]
}

// travRows reads the data rows of a traveller file (the same rows, in the
// same order, as decodeRows through gocsv, without its reflection; one
// record slice for all), keeping the cells of the columns that travRow
// has. canon is mapColumns': each canonical column at most once.
func (s *sheet) travRows(canon []string) (*travCells, error) {
	t := &travCells{}
	for i, c := range canon {
		if travRowField(c) != nil {
			t.slots = append(t.slots, c)
			t.cols = append(t.cols, i)
		}
	}
	r := s.csvReader(s.data)
	r.reuse = true
	rr := &rowReader{s: s, r: r, done: true}
	guess := min(s.maxRows, strings.Count(s.data, "\n")+1)
	s.lines = make([]int, 0, guess)
	t.end = make([]uint32, 0, guess*len(t.slots))
	buf := make([]byte, 0, len(s.data))
	for {
		rec, err := rr.Read()
		if err == io.EOF {
			break
		}
		for _, i := range t.cols {
			buf = append(buf, rec[i]...)
			t.end = append(t.end, uint32(len(buf)))
		}
		t.rows++
	}
	if s.tooMany != nil {
		return nil, s.tooMany
	}
	// A file is at most formats.MaxFileBytes: the offsets fit. buf is
	// never written again (it does not leave this function but as t.text),
	// so the string may share its bytes instead of copying 3 MB.
	t.text = unsafe.String(unsafe.SliceData(buf), len(buf))
	return t, nil
}

// Limits of table and round numbers: generous (a large congress has a few
// hundred tables), but a typo such as 10000000 is still caught.
const (
	maxTable = 99999
	maxRound = 999
)

// fixTravellerColumns settles the columns whose meaning depends on the
// cells: two declarer columns (Bridgemate: "NS/EW" is the seat and
// "Declarer" the declaring pair), a Declarer column of numbers (a pair), a
// Deal column (the board when it holds integers) and a lone Score column (NS
// view, with a warning).
func (s *sheet) fixTravellerColumns(t *travCells) {
	if i, ok := s.cols["declarer"]; ok {
		if _, pair := s.cols["declarer_pair"]; !pair && allInts(t, t.slot("declarer")) {
			t.slots[t.slot("declarer")] = "declarer_pair"
			s.cols["declarer_pair"] = i
			delete(s.cols, "declarer")
		}
	}
	if i, ok := s.cols["deal"]; ok {
		k := t.slot("deal")
		if _, board := s.cols["board"]; !board && allInts(t, k) {
			t.slots[k] = "board"
			s.cols["board"] = i
		} else {
			t.slots[k] = ""
			s.warn(&bridge.Error{Pos: s.pos(s.headerLine, s.fieldCol(s.headerLine, i)), Source: s.line(s.headerLine),
				Err: fail(errs(formats.ErrUnknown), "column %s ignored (a Deal column is read as the board only when it holds board numbers and there is no Board column)", bridge.Quote(s.header[i]))})
		}
		delete(s.cols, "deal")
	}
	if i, ok := s.cols["score"]; ok {
		_, ns := s.cols["score_ns"]
		_, plus := s.cols["ns_plus"]
		_, minus := s.cols["ns_minus"]
		if ns || plus || minus {
			delete(s.cols, "score")
			t.slots[t.slot("score")] = ""
		} else {
			s.warn(&bridge.Error{Pos: s.pos(s.headerLine, s.fieldCol(s.headerLine, i)), Source: s.line(s.headerLine),
				Err: fail(errs(formats.ErrValue), "column %s read as the NS score (want Score NS, or Score EW, to say whose view it is)", bridge.Quote(s.header[i]))})
		}
	}
}

// allInts reports whether cell k of every row is an integer or empty, and
// one is not empty.
func allInts(t *travCells, k int) bool {
	any := false
	for i := 0; i < t.rows; i++ {
		c := strings.TrimSpace(t.cell(i, k))
		if c == "" {
			continue
		}
		if _, err := strconv.Atoi(c); err != nil {
			return false
		}
		any = true
	}
	return any
}

// travellerLocale decides the locale of a traveller file when Options
// leaves it open: Russian for a Cyrillic header or mostly Cyrillic
// contracts, a language whose own header words are found, else English.
func (s *sheet) travellerLocale(t *travCells) *locale {
	if hasCyrillic(strings.Join(s.header, " ")) {
		return locales["ru"]
	}
	votes := map[string]int{}
	for _, k := range s.keys {
		if lang := travellerColumns.lang[k]; lang != "" {
			votes[lang]++
		}
	}
	best, n, tie := "", 0, false
	for _, lang := range Locales {
		switch v := votes[lang]; {
		case v > n:
			best, n, tie = lang, v, false
		case v == n && v > 0:
			tie = true
		}
	}
	if best != "" && !tie {
		return locales[best]
	}
	// Russian by the cells: contracts and seats that read in Russian and
	// hold Cyrillic letters, against contracts written in Latin letters. A
	// stray Cyrillic letter that means nothing in Russian either ("4С") is
	// no evidence, so it is reported as a Cyrillic letter in a Latin file.
	ru, en := 0, 0
	m := newMemo(locales["ru"]) // a file's contracts are a few dozen texts
	kc, kd := t.slot("contract"), t.slot("declarer")
	for i := 0; i < t.rows; i++ {
		c, d := strings.TrimSpace(t.cell(i, kc)), strings.TrimSpace(t.cell(i, kd))
		switch {
		case hasCyrillic(c):
			if m.contract(c).err == nil {
				ru++
			}
		case hasLatinLetter(c):
			en++
		}
		if hasCyrillic(d) {
			if _, err := parseSeat(d, locales["ru"]); err == nil {
				ru++
			}
		}
	}
	if ru > en {
		return locales["ru"]
	}
	return locales["en"]
}

// travellers turns the rows into entries and checks them as a whole. Each
// row is seen through a travRow of its own cells; the entries' sections,
// pair ids and team names are interned, and no string of an entry keeps
// the cells' text.
func (s *sheet) travellers(t *travCells, l *locale) []bridge.Entry {
	// One travRow, filled for each row in turn through pointers to its
	// fields (entry keeps nothing of it).
	var r travRow
	fields := make([]*string, len(t.slots))
	for k, c := range t.slots {
		if f := travRowField(c); f != nil {
			fields[k] = f(&r)
		}
	}
	entries := make([]bridge.Entry, 0, t.rows)
	prefault(entries)
	claimed := make([]int, t.rows) // one allocation for every Entry.Claimed
	in := newInterner()
	_, teams := s.cols["room"] // looked up once: a map look-up a row was 4 % of the reading
	s.seating = s.seatingOf()
	m := newMemo(l)
	col := func() []int32 { return make([]int32, 0, t.rows) }
	id := ids{col(), col(), col(), col(), col(), col()}
	for i := 0; i < t.rows; i++ {
		if s.full() {
			break
		}
		r = travRow{}
		for k, f := range fields {
			if f != nil {
				*f = t.cell(i, k)
			}
		}
		entries = append(entries, bridge.Entry{})
		e := &entries[len(entries)-1]
		if !s.entry(s.lines[i], &r, m, teams, &claimed[i], e) {
			entries = entries[:len(entries)-1]
			continue
		}
		sec := in.section(&e.Section)
		ns, ew := in.pair(&e.NS), in.pair(&e.EW)
		in.pair(&e.Home)
		in.pair(&e.Away)
		in.seats(e)
		if e.Shown != nil {
			e.Shown.Remarks = strings.Clone(e.Shown.Remarks)
		}
		if e.Adjust != nil {
			e.Adjust.Text = strings.Clone(e.Adjust.Text)
		}
		id.sec, id.ns, id.ew = append(id.sec, sec), append(id.ns, ns), append(id.ew, ew)
		id.board = append(id.board, int32(e.Board))
		id.table, id.round = append(id.table, int32(e.Table)), append(id.round, int32(e.Round))
	}
	if len(entries) > 0 && len(s.unscored) > 0 && allUnscored(entries) {
		// No row can be scored: the file is not the traveller it seems
		// (another locale, columns taken for others), and its rows'
		// problems are errors.
		for _, e := range s.unscored {
			s.addErr(e)
		}
		return nil
	}
	return s.checkEntries(entries, id)
}

// allUnscored reports whether no entry can be scored.
func allUnscored(es []bridge.Entry) bool {
	for i := range es {
		if es[i].Kind != bridge.NotScored {
			return false
		}
	}
	return true
}

// where is the context of a message ("board 12, NS 3"; an individual's
// "board 12, N Ann"), made into text only when a message is.
type where struct {
	board  int
	ns, ew string
	north  string // an individual's North player
	label  string // used when there is no board or pair
}

func label(s string) where { return where{label: s} }

func (w where) String() string {
	var parts []string
	if w.board > 0 {
		parts = append(parts, bridge.BoardLabel(w.board))
	}
	if w.north != "" {
		parts = append(parts, "N "+w.north)
	}
	if w.ns != "" {
		parts = append(parts, "NS "+w.ns)
	}
	if w.ew != "" {
		parts = append(parts, "EW "+w.ew)
	}
	if len(parts) == 0 {
		return w.label
	}
	return strings.Join(parts, ", ")
}
