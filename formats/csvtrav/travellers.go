package csvtrav

import (
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/parallel"
	"github.com/protokol-bridge/protokol/formats"
)

// travRow is one traveller row seen as fields, each tagged with its
// canonical column name: filled for one row at a time from its record.
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

// rows walks the data rows of the sheet, as they are given to gocsv
// (rowReader): each row's line and fields, until f returns false. A
// quiet walk reports no problem and does not stop at the row limit.
func (s *sheet) rows(quiet bool, f func(line int, rec []string) bool) {
	r := s.csvReader(s.data)
	r.reuse = true
	rr := &rowReader{s: s, r: r, done: true, quiet: quiet}
	for {
		rec, err := rr.Read()
		if err == io.EOF || !f(rr.line, rec) {
			return
		}
	}
}

// countRows finds the row beyond the limit (s.tooMany) of a text that may
// have one (as many lines as the limit), before any row is read into an
// entry: it walks the rows as the reading does, keeping nothing.
func (s *sheet) countRows() {
	if strings.Count(s.data, "\n") < s.maxRows {
		return
	}
	n := 0
	s.rows(true, func(line int, _ []string) bool {
		if n == s.maxRows {
			s.tooMany = s.tooManyAt(line)
			return false
		}
		n++
		return true
	})
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
// view, with a warning). canon is mapColumns', changed to match.
func (s *sheet) fixTravellerColumns(canon []string) {
	if i, ok := s.cols["declarer"]; ok {
		if _, pair := s.cols["declarer_pair"]; !pair && s.allInts(i) {
			canon[i] = "declarer_pair"
			s.cols["declarer_pair"] = i
			delete(s.cols, "declarer")
		}
	}
	if i, ok := s.cols["deal"]; ok {
		if _, board := s.cols["board"]; !board && s.allInts(i) {
			canon[i] = "board"
			s.cols["board"] = i
		} else {
			canon[i] = ""
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
			canon[i] = ""
		} else {
			s.warn(&bridge.Error{Pos: s.pos(s.headerLine, s.fieldCol(s.headerLine, i)), Source: s.line(s.headerLine),
				Err: fail(errs(formats.ErrValue), "column %s read as the NS score (want Score NS, or Score EW, to say whose view it is)", bridge.Quote(s.header[i]))})
		}
	}
}

// allInts reports whether field i of every row is an integer or empty, and
// one is not empty. It stops at the first cell that is not: a column of
// seats is told from its first cell.
func (s *sheet) allInts(i int) bool {
	any, all := false, true
	s.rows(true, func(_ int, rec []string) bool {
		c := trim(rec[i])
		if c == "" {
			return true
		}
		if _, err := strconv.Atoi(c); err != nil {
			all = false
			return false
		}
		any = true
		return true
	})
	return any && all
}

// travellerLocale decides the locale of a traveller file when Options
// leaves it open: Russian for a Cyrillic header or mostly Cyrillic
// contracts, a language whose own header words are found, else English.
func (s *sheet) travellerLocale() *locale {
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
	// A text without a Cyrillic letter has no such cell.
	kc, kd := s.colIndex("contract"), s.colIndex("declarer")
	if !s.cyrillic || kc < 0 && kd < 0 {
		return locales["en"]
	}
	ru, en := 0, 0
	m := newMemo(locales["ru"]) // a file's contracts are a few dozen texts
	s.rows(true, func(_ int, rec []string) bool {
		var c, d string
		if kc >= 0 {
			c = trim(rec[kc])
		}
		if kd >= 0 {
			d = trim(rec[kd])
		}
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
		return true
	})
	if ru > en {
		return locales["ru"]
	}
	return locales["en"]
}

// colIndex is the field of canonical column c, or -1.
func (s *sheet) colIndex(c string) int {
	if i, ok := s.cols[c]; ok {
		return i
	}
	return -1
}

// travellers reads the data rows into entries, in one pass over the text,
// and checks them as a whole; rows is the number of data rows read. Each
// row is seen through a travRow of its own cells (canon, from
// fixTravellerColumns, names each field's column); the entries' sections,
// pair ids and team names are interned, and no string of an entry keeps
// the text. The entries, and what the checks keep of each, are sized
// once, from the text's lines. A large text is read in parts side by
// side (see parts), each part's rows into their own stretch of the
// entries, as one reading would read them.
func (s *sheet) travellers(canon []string, l *locale) (entries []bridge.Entry, rows int) {
	size := min(s.maxRows, strings.Count(s.data, "\n")+1)
	all := make([]bridge.Entry, size)
	col := func() []int32 { return make([]int32, size) }
	id := ids{col(), col(), col(), col(), col(), col()}
	s.seating = s.seatingOf()
	parts := s.parts(size)
	read := make([]partRead, len(parts))
	parallel.Each(len(parts), len(parts), func(i int) {
		// Each part pages in its own stretch of the entries: the system
		// zeroes their pages on the cores of the parts.
		end := size
		if i+1 < len(parts) {
			end = parts[i+1].at
		}
		prefault(all[parts[i].at:end:end])
		read[i] = s.readPart(parts[i], canon, l, all, id)
	})
	n := s.joinParts(parts, read, all, id)
	if s.tooMany != nil {
		return nil, 0
	}
	entries = all[:n:n]
	id = ids{id.sec[:n], id.ns[:n], id.ew[:n], id.board[:n], id.table[:n], id.round[:n]}
	for _, r := range read {
		rows += r.rows
	}
	if len(entries) > 0 && len(s.unscored) > 0 && allUnscored(entries) {
		// No row can be scored: the file is not the traveller it seems
		// (another locale, columns taken for others), and its rows'
		// problems are errors.
		for _, e := range s.unscored {
			s.addErr(e)
		}
		return nil, rows
	}
	return s.checkEntries(entries, id), rows
}

// rowPart is a stretch of the data rows: the text from off to end, which
// starts after line line0, read into the entries from at.
type rowPart struct {
	off, end, line0, at int
}

// partsFrom is the size of a text, in bytes, from which its rows are read
// in two parts side by side.
var partsFrom = 1 << 20

// parts splits the data rows into the stretches read side by side: two
// halves of a large text that has no quotes (each record is then one
// line, and a line end between records) and fewer lines than the row
// limit (which a part cannot tell), on a machine of several cores; one
// part otherwise. The second part's entries start after the most rows the
// first can have (its lines after the header); with no blank or comment
// line and no row dropped, right after its last one.
func (s *sheet) parts(size int) []rowPart {
	whole := []rowPart{{0, len(s.data), 0, 0}}
	if len(s.data) < partsFrom || runtime.GOMAXPROCS(0) < 2 || size >= s.maxRows || strings.IndexByte(s.data, '"') >= 0 {
		return whole
	}
	half := strings.IndexByte(s.data[len(s.data)/2:], '\n')
	if half < 0 {
		return whole
	}
	cut := len(s.data)/2 + half + 1
	line0 := strings.Count(s.data[:cut], "\n")
	if line0 <= s.headerLine {
		return whole
	}
	return []rowPart{{0, cut, 0, 0}, {cut, len(s.data), line0, line0 - s.headerLine}}
}

// partRead is what reading a part gave: the part's own sheet (its
// problems) and interner, and its entries (written from the part's at)
// and rows.
type partRead struct {
	s       *sheet
	in      *interner
	n, rows int
}

// readPart reads the rows of part p into entries (and id)
// from p.at, with a sheet of its own for its problems, which start as the
// sheet's: the parts are read side by side.
func (s *sheet) readPart(p rowPart, canon []string, l *locale, entries []bridge.Entry, id ids) partRead {
	w := *s
	w.errs, w.warns, w.unscored = slices.Clone(s.errs), nil, nil
	// One travRow, filled for each row in turn through pointers to its
	// fields (entry keeps nothing of it); a field of no column stays "".
	var r travRow
	type column struct {
		field int
		dst   *string
	}
	var cols []column
	for i, c := range canon {
		if f := travRowField(c); f != nil {
			cols = append(cols, column{i, f(&r)})
		}
	}
	_, teams := w.cols["room"] // looked up once: a map look-up a row was 4 % of the reading
	m := newMemo(l)
	in := newInterner()
	out := partRead{s: &w, in: in}
	sp := w.csvReader(w.data[p.off:p.end])
	sp.numLine, sp.reuse = p.line0, true
	rr := &rowReader{s: &w, r: sp, done: true}
	for k := p.at; !w.full(); {
		rec, err := rr.Read()
		if err == io.EOF {
			break
		}
		out.rows++
		for _, c := range cols {
			*c.dst = rec[c.field]
		}
		// The next entry: its room, made and paged in, is written whole
		// by entry (a row dropped leaves it to the next).
		e := &entries[k]
		if !w.entry(rr.line, &r, m, teams, e) {
			*e = bridge.Entry{} // nothing kept of the text
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
		id.sec[k], id.ns[k], id.ew[k] = sec, ns, ew
		id.board[k], id.table[k], id.round[k] = int32(e.Board), int32(e.Table), int32(e.Round)
		k++
		out.n++
	}
	return out
}

// joinParts makes the parts one reading: their entries (and ids) one
// after the other from 0, the ids of the sections and pairs of each part
// after the first renumbered as the first part's interner numbers them,
// and the parts' problems the sheet's, in order, as many as one reading
// keeps. It gives the number of entries.
func (s *sheet) joinParts(parts []rowPart, read []partRead, entries []bridge.Entry, id ids) int {
	in := read[0].in
	n := 0
	for i, r := range read {
		at := parts[i].at
		if i > 0 {
			pair, sec := in.join(r.in)
			for k := at; k < at+r.n; k++ {
				if id.ns[k] >= 0 {
					id.ns[k] = pair[id.ns[k]]
				}
				if id.ew[k] >= 0 {
					id.ew[k] = pair[id.ew[k]]
				}
				id.sec[k] = sec[id.sec[k]]
			}
		}
		if at > n {
			copy(entries[n:], entries[at:at+r.n])
			clear(entries[max(n+r.n, at) : at+r.n])
			for _, c := range [][]int32{id.sec, id.ns, id.ew, id.board, id.table, id.round} {
				copy(c[n:], c[at:at+r.n])
			}
		}
		n += r.n
	}
	errs := s.errs
	for _, r := range read {
		if s.tooMany == nil {
			s.tooMany = r.s.tooMany
		}
		errs = append(errs, r.s.errs[len(s.errs):]...)
		s.warns = append(s.warns, r.s.warns...)
		s.unscored = append(s.unscored, r.s.unscored...)
	}
	s.errs = errs[:min(len(errs), maxErrors)]
	s.unscored = s.unscored[:min(len(s.unscored), maxErrors)]
	return n
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
