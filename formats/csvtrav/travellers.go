package csvtrav

import (
	"fmt"
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
	Section      string `csv:"section"`
	Board        string `csv:"board"`
	Deal         string `csv:"deal"`
	Round        string `csv:"round"`
	Table        string `csv:"table"`
	NS           string `csv:"ns"`
	EW           string `csv:"ew"`
	Contract     string `csv:"contract"`
	Declarer     string `csv:"declarer"`
	DeclarerPair string `csv:"declarer_pair"`
	Result       string `csv:"result"`
	Lead         string `csv:"lead"`
	ScoreNS      string `csv:"score_ns"`
	ScoreEW      string `csv:"score_ew"`
	NSPlus       string `csv:"ns_plus"`
	NSMinus      string `csv:"ns_minus"`
	Score        string `csv:"score"`
	Adjust       string `csv:"adjust"`
	Remarks      string `csv:"remarks"`
	Erased       string `csv:"erased"`
	Weight       string `csv:"weight"`
	Room         string `csv:"room"`
	Home         string `csv:"home"`
	Away         string `csv:"away"`
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

// where is the context of a message ("board 12, NS 3"), made into text
// only when a message is.
type where struct {
	board  int
	ns, ew string
	label  string // used when there is no board or pair
}

func label(s string) where { return where{label: s} }

func (w where) String() string {
	var parts []string
	if w.board > 0 {
		parts = append(parts, bridge.BoardLabel(w.board))
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

// entry reads one row into *e; ok is false for a row that gives no entry
// (erased, BYE, or in error). m reads in the file's locale; teams tells
// whether the file has a room column (a team match's); claimed is where
// the entry's Claimed points when the row states a score.
func (s *sheet) entry(n int, r *travRow, m *memo, teams bool, claimed *int, e *bridge.Entry) (ok bool) {
	l := m.l
	nerr := len(s.errs)
	s.why = ""
	if v := foldText(r.Erased); v != "" {
		switch v {
		case "1", "TRUE", "YES", "Y", "-1":
			return false
		case "0", "FALSE", "NO", "N":
		default:
			s.errAt(n, "erased", where{}, fail(errs(formats.ErrValue), "erased %s: not a flag (want 0 or 1)", bridge.Quote(r.Erased)))
			return false
		}
	}
	*e = bridge.Entry{
		Pos:     s.pos(n, 0),
		Section: strings.TrimSpace(r.Section),
		NS:      strings.TrimSpace(r.NS),
		EW:      strings.TrimSpace(r.EW),
	}
	e.SetRemarks(strings.TrimSpace(r.Remarks))
	board, err := parseBoard(r.Board, "board")
	if err != nil {
		s.errAt(n, "board", where{ns: e.NS}, err)
		return false
	}
	e.Board = board
	ctx := where{board: board, ns: e.NS}
	s.row.n, s.row.ctx = n, ctx
	if e.Round, err = parseCount(r.Round, "round", maxRound, false); err != nil {
		s.errAt(n, "round", ctx, err)
	}
	if e.Table, err = parseCount(r.Table, "table", maxTable, false); err != nil {
		s.errAt(n, "table", ctx, err)
	}

	adjText, adjCol := strings.TrimSpace(r.Adjust), "adjust"
	class, err := classifyAdjust(adjText, l)
	if err != nil {
		s.unscorable("adjust", err)
	}
	contract := strings.TrimSpace(r.Contract)
	if contract == "-" { // Ruter-style "no contract"
		contract = ""
	}
	var parsed *parsedContract // the contract cell read once, for play
	if class == adjNone && contract != "" {
		// A contract column holding an adjust code ("ARB 4SX-N-2", "A=").
		pc := m.contract(contract)
		parsed = &pc
		if err := pc.err; err != nil {
			if c2, err2 := classifyAdjust(contract, l); err2 == nil && c2 != adjNone && c2 != adjPenalty && c2 != adjFouled {
				s.warnAt(n, "contract", ctx, fail(errs(formats.ErrValue),
					"contract %s is an adjust code: read as adjust (want it in an adjust column)", bridge.Quote(contract)))
				class, adjText, adjCol, contract = c2, contract, "contract", ""
			}
		}
	}
	if teams {
		if !s.teams(n, r, e, ctx) {
			return false
		}
	} else {
		if e.NS == "" && class != adjBye {
			s.errAt(n, "ns", ctx, fail(errs(formats.ErrMissing), "NS pair: missing (want a pair id)"))
		}
		if e.EW == "" && class != adjBye {
			s.errAt(n, "ew", ctx, fail(errs(formats.ErrMissing), "EW pair: missing (want a pair id)"))
		}
	}

	switch class {
	case adjBye:
		return false
	case adjNotPlayed:
		e.Kind = bridge.NotPlayed
	case adjNotScored:
		e.Kind = bridge.NotScored
	case adjArtificial:
		e.Kind = bridge.Artificial
	case adjAssigned:
		e.Kind = bridge.Assigned
	case adjPenalty, adjFouled:
		e.Kind = bridge.Played
	case adjNone:
		if contract == "" {
			if strings.EqualFold(e.Remarks(), "not played") { // Bridgemate
				e.Kind = bridge.NotPlayed
				break
			}
			if s.splitScore(r) { // scores() makes it Assigned
				break
			}
			where := "contract"
			if _, has := s.cols["contract"]; !has {
				where = "adjust"
			}
			s.unscorable(where, fail(errs(formats.ErrMissing),
				"no contract (want a contract such as 4S or PASS, or an adjust code such as NP or A60/40)"))
		}
	}
	if class != adjNone {
		e.Adjust = &bridge.Adjustment{Text: adjText, Pos: s.at(n, adjCol)}
	}
	keepsTable := class == adjNone || class == adjPenalty || class == adjFouled || strings.HasPrefix(foldText(adjText), "ARB")
	switch {
	case class == adjPenalty && contract == "":
		s.unscorable("adjust", fail(errs(formats.ErrMissing),
			"adjust %s: a penalty needs the table result (want a contract in this row, or ARB for an assigned score)", bridge.Quote(adjText)))
	case class == adjFouled && contract == "":
		s.unscorable("adjust", fail(errs(formats.ErrMissing),
			"adjust %s: a fouled board is scored on the table result (want a contract in this row)", bridge.Quote(adjText)))
	case contract != "" && keepsTable:
		e.Play = s.play(r, contract, parsed, l)
	case contract != "":
		s.warnAt(n, "contract", ctx, fail(errs(formats.ErrConflict),
			"contract %s ignored: adjust %s replaces the table result (want an empty contract, or ARB/PEN to keep it)", bridge.Quote(contract), bridge.Quote(adjText)))
	}

	if lead := strings.TrimSpace(r.Lead); lead != "" && lead != "-" {
		if c, err := m.card(lead); err != nil {
			p := s.at(n, "lead")
			w := bridge.Warnf(bridge.ErrReadPast, p, ctx.String(), "%w: the lead is left out", err)
			w.Source = s.line(p.Line)
			s.warn(w)
		} else {
			e.Lead = c
		}
	}
	s.scores(n, r, e, claimed)
	if w := strings.TrimSpace(r.Weight); w != "" {
		v, err := parseDecimal(w, s.comma != ',')
		if err != nil || v != 1 {
			s.unscorable("weight", fail(errs(formats.ErrValue),
				"weight %s: weighted board results are not supported (want 1 or an empty cell)", bridge.Quote(w)))
		}
	}
	if e.Kind == bridge.Played && !e.Play.Contract.IsPass() && len(s.errs) == nerr && s.why == "" {
		s.crossCheckPair(n, r, e, ctx)
	}
	if s.why != "" {
		if e.Adjust != nil && !strings.Contains(s.why, e.Adjust.Text) {
			s.why += "; adjust " + bridge.Quote(e.Adjust.Text) + " not applied"
		}
		e.Adjust = nil
		e.SetUnscored(s.why)
	}
	return len(s.errs) == nerr
}

// unscorable notes why the row being read (s.row) cannot be scored as it
// stands, err being the problem with its column col: the first reason
// counts. Its entry is kept, not scored, for the reason err gives without
// what was wanted (the entry's Pos says where). The error itself is kept
// too (up to maxErrors), for a file none of whose rows can be scored: that
// file is refused with them (see travellers).
func (s *sheet) unscorable(col string, err error) {
	if s.why != "" {
		return
	}
	msg := err.Error()
	if i := strings.LastIndex(msg, " (want "); i > 0 && strings.HasSuffix(msg, ")") {
		msg = msg[:i]
	}
	s.why = msg
	if len(s.unscored) < maxErrors {
		p := s.at(s.row.n, col)
		s.unscored = append(s.unscored, &bridge.Error{Pos: p, Context: s.row.ctx.String(), Err: err, Source: s.line(p.Line)})
	}
}

// memo reads the cells that repeat down a traveller, its contracts and
// leads, once for each text (in the file's locale l): a few dozen texts
// stand for 300,000 rows, and a look-up is cheaper than the reading. It
// keeps at most memoSize texts of each, so that a file of odd cells does
// not grow it.
type memo struct {
	l         *locale
	contracts map[string]parsedContract
	cards     map[string]cardRead
}

type cardRead struct {
	c   bridge.Card
	err error
}

const memoSize = 1000

func newMemo(l *locale) *memo {
	return &memo{l: l, contracts: map[string]parsedContract{}, cards: map[string]cardRead{}}
}

// contract is parseContract's reading of text.
func (m *memo) contract(text string) parsedContract {
	if pc, ok := m.contracts[text]; ok {
		return pc
	}
	var pc parsedContract
	pc.c, pc.seat, pc.res, pc.err = parseContract(text, m.l)
	if len(m.contracts) < memoSize {
		m.contracts[strings.Clone(text)] = pc
	}
	return pc
}

// card is parseCard's reading of text.
func (m *memo) card(text string) (bridge.Card, error) {
	if cr, ok := m.cards[text]; ok {
		return cr.c, cr.err
	}
	c, err := parseCard(text, m.l)
	if len(m.cards) < memoSize {
		m.cards[strings.Clone(text)] = cardRead{c, err}
	}
	return c, err
}

// parsedContract is what parseContract gave for a contract cell.
type parsedContract struct {
	c    bridge.Contract
	seat *bridge.Seat
	res  string
	err  error
}

// play reads the contract, declarer and result of a row; pc is the contract
// already read (nil when it was not). A row whose play cannot be read is
// not scored (unscorable), and the play holds what could be read.
func (s *sheet) play(r *travRow, contract string, pc *parsedContract, l *locale) bridge.Play {
	if pc == nil {
		var p parsedContract
		p.c, p.seat, p.res, p.err = parseContract(contract, l)
		pc = &p
	}
	c, seat, res, err := pc.c, pc.seat, pc.res, pc.err
	if err != nil {
		s.unscorable("contract", err)
		return bridge.Play{}
	}
	resCell := strings.TrimSpace(r.Result)
	if c.IsPass() {
		// Bridgemate writes a placeholder seat for a pass-out; ignore it.
		switch resCell {
		case "", "-", "0":
		default:
			s.unscorable("result", fail(errs(formats.ErrValue, bridge.ErrTricks),
				"result %s for a passed-out board (want an empty cell)", bridge.Quote(resCell)))
		}
		return bridge.Play{Contract: bridge.PassOut}
	}
	p := bridge.Play{Contract: c}
	declCell := strings.TrimSpace(r.Declarer)
	switch {
	case declCell != "":
		d, err := parseSeat(declCell, l)
		if err != nil {
			s.unscorable("declarer", err)
			break
		}
		if seat != nil && *seat != d {
			s.unscorable("declarer", fail(errs(formats.ErrConflict),
				"declarer %s but contract %s names %s (want one seat)", bridge.Quote(declCell), bridge.Quote(contract), *seat))
			break
		}
		p.Declarer = d
	case seat != nil:
		p.Declarer = *seat
	default:
		where := "declarer"
		if _, has := s.cols["declarer"]; !has {
			where = "contract"
		}
		s.unscorable(where, fail(errs(formats.ErrMissing, bridge.ErrSeat),
			"declarer: missing (want %s, in a declarer column or in the contract as in 4S-N)", l.wantSeat))
	}

	var fromCell, fromContract int = -1, -1
	if resCell != "" {
		t, err := tricks(resCell, c)
		if err != nil {
			s.unscorable("result", err)
			return p
		}
		fromCell = t
	}
	if res != "" {
		t, err := relative(c, res)
		if err != nil {
			s.unscorable("contract", fail(sentinelsOf(err), "contract %s: %v", bridge.Quote(contract), err))
			return p
		}
		fromContract = t
	}
	switch {
	case fromCell >= 0 && fromContract >= 0 && fromCell != fromContract:
		s.unscorable("result", fail(errs(formats.ErrConflict),
			"result %s but contract %s says %s (want one result)", bridge.Quote(resCell), bridge.Quote(contract), res))
	case fromCell >= 0:
		p.Tricks = fromCell
	case fromContract >= 0:
		p.Tricks = fromContract
	default:
		where := "result"
		if _, has := s.cols["result"]; !has {
			where = "contract"
		}
		s.unscorable(where, fail(errs(formats.ErrMissing, bridge.ErrTricks),
			"result: missing (want tricks 0..13 or =, +n, -n, in a result column or in the contract as in 4S-N-1)"))
	}
	return p
}

// tricks reads a result cell: a leading '+', '-' or '=' (or MADE) makes it
// relative to the contract; a plain integer counts tricks.
func tricks(cell string, c bridge.Contract) (int, error) {
	t := foldText(cell)
	if t == "" {
		return 0, fail(errs(formats.ErrMissing, bridge.ErrTricks), "result: empty (want tricks 0..13 or =, +n, -n)")
	}
	if t[0] == '+' || t[0] == '-' || t[0] == '=' || t == "MADE" {
		return relative(c, t)
	}
	v, err := strconv.Atoi(t)
	if err != nil {
		return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "result %s: not a number of tricks (want 0..13, or =, +n, -n)", bridge.Quote(cell))
	}
	if v < 0 || v > 13 {
		return 0, fail(errs(formats.ErrValue, bridge.ErrTricks), "tricks %s: out of range 0..13", bridge.Quote(cell))
	}
	return v, nil
}

// scores reads the score columns into Claimed (NS view), kept in *claimed;
// a score_ew that is not -score_ns makes a split score. A score that
// cannot be read, or two that disagree, make the row not scored
// (unscorable): the score may stand for a decision.
func (s *sheet) scores(n int, r *travRow, e *bridge.Entry, claimed *int) {
	dc := s.comma != ','
	var ns, ew int
	hasNS, hasEW := false, false
	get := func(col, cell string, v *int, has *bool, minus bool) {
		cell = strings.TrimSpace(cell)
		if cell == "" || cell == "-" {
			return
		}
		x, err := parseScore(cell, dc)
		if err != nil {
			s.unscorable(col, fail(sentinelsOf(err), "%s %v", strings.ReplaceAll(col, "_", " "), err))
			return
		}
		if minus {
			x = -abs(x)
		}
		if *has && *v != x {
			s.unscorable(col, fail(errs(formats.ErrConflict), "%s %s disagrees with the other NS score column (want one NS score)",
				strings.ReplaceAll(col, "_", " "), bridge.Quote(cell)))
			return
		}
		*v, *has = x, true
	}
	get("score_ns", r.ScoreNS, &ns, &hasNS, false)
	get("score", r.Score, &ns, &hasNS, false)
	get("ns_plus", r.NSPlus, &ns, &hasNS, false)
	get("ns_minus", r.NSMinus, &ns, &hasNS, true)
	get("score_ew", r.ScoreEW, &ew, &hasEW, false)
	switch {
	case hasNS:
		*claimed = ns
		e.Claimed = claimed
	case hasEW:
		*claimed = -ew
		e.Claimed = claimed
	}
	if !hasNS || !hasEW || ew == -ns {
		return
	}
	split := fmt.Sprintf("SPLIT %d/%d", ns, ew)
	switch {
	case e.Adjust == nil:
		e.Kind = bridge.Assigned
		e.Adjust = &bridge.Adjustment{Text: split, Pos: s.at(n, "score_ew")}
	case foldText(e.Adjust.Text) == split || foldText(e.Adjust.Text) == strings.Replace(split, " ", "", 1):
	default:
		s.unscorable("score_ew", fail(errs(formats.ErrConflict),
			"score EW %d is not the opposite of score NS %d, a split score, but the adjust says %s (want one of them)", ew, ns, bridge.Quote(e.Adjust.Text)))
	}
}

// splitScore reports whether the row's score columns give a split score
// (score_ew present and not -score_ns); errors are left to scores.
func (s *sheet) splitScore(r *travRow) bool {
	dc := s.comma != ','
	ns, err1 := parseScore(firstNonEmpty(r.ScoreNS, r.Score, r.NSPlus), dc)
	ew, err2 := parseScore(r.ScoreEW, dc)
	if m := strings.TrimSpace(r.NSMinus); m != "" && err1 != nil {
		v, err := parseScore(m, dc)
		ns, err1 = -abs(v), err
	}
	return err1 == nil && err2 == nil && ew != -ns
}

func firstNonEmpty(cells ...string) string {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return c
		}
	}
	return ""
}

// crossCheckPair compares Bridgemate's declaring pair with the declarer's
// seat; skipped when the NS and EW pairs have the same number (Mitchell).
func (s *sheet) crossCheckPair(n int, r *travRow, e *bridge.Entry, ctx where) {
	dp := strings.TrimSpace(r.DeclarerPair)
	if dp == "" || dp == "0" || sameID(e.NS, e.EW) {
		return
	}
	side := e.Play.Declarer.Side()
	switch {
	case sameID(dp, e.NS):
		if side != bridge.NS {
			s.warnAt(n, "declarer_pair", ctx, fail(errs(formats.ErrConflict),
				"declaring pair %s is the NS pair but the declarer sits %s (switched seating? want a seat of the declaring pair)", dp, e.Play.Declarer))
		}
	case sameID(dp, e.EW):
		if side != bridge.EW {
			s.warnAt(n, "declarer_pair", ctx, fail(errs(formats.ErrConflict),
				"declaring pair %s is the EW pair but the declarer sits %s (switched seating? want a seat of the declaring pair)", dp, e.Play.Declarer))
		}
	default:
		s.unscorable("declarer_pair", fail(errs(formats.ErrConflict),
			"declaring pair %s is neither NS %s nor EW %s (want the number of one of them)", bridge.Quote(dp), e.NS, e.EW))
	}
}

func sameID(a, b string) bool {
	if a == b {
		return true
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return err1 == nil && err2 == nil && x == y
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// parseCount reads a positive integer cell; an empty cell is 0 unless
// required.
func parseCount(cell, what string, max int, required bool) (int, error) {
	t := strings.TrimSpace(cell)
	if t == "" {
		if required {
			return 0, fail(errs(formats.ErrMissing), "%s: missing (want a %s number 1..%d)", what, what, max)
		}
		return 0, nil
	}
	v, err := strconv.Atoi(t)
	if err != nil {
		return 0, fail(errs(formats.ErrValue), "%s %s: not a number (want 1..%d)", what, bridge.Quote(cell), max)
	}
	if v < 1 || v > max {
		return 0, fail(errs(formats.ErrValue), "%s %s: out of range 1..%d", what, bridge.Quote(cell), max)
	}
	return v, nil
}

// parseBoard reads a board number cell by bridge.ParseBoard (1 to
// bridge.MaxBoard, the limit of every reader); what names the column
// ("board", "low board").
func parseBoard(cell, what string) (int, error) {
	if strings.TrimSpace(cell) == "" {
		return 0, fail(errs(formats.ErrMissing), "%s: missing (want a board number 1..%d)", what, bridge.MaxBoard)
	}
	n, err := bridge.ParseBoard(cell)
	if err != nil {
		return 0, fail(errs(formats.ErrValue, bridge.ErrBoard), "%s %s: %v", what, bridge.Quote(cell), err)
	}
	return n, nil
}

// parseDecimal reads a decimal number; a decimal comma is accepted when the
// delimiter is not a comma.
func parseDecimal(cell string, comma bool) (float64, error) {
	t := foldText(cell)
	if comma {
		t = strings.Replace(t, ",", ".", 1)
	}
	return strconv.ParseFloat(t, 64)
}

// parseScore reads a signed whole score ("420", "-100", "+50", "−620",
// "420.0", "420,0" when the delimiter is not a comma).
func parseScore(cell string, comma bool) (int, error) {
	if v, ok := plainScore(cell); ok {
		return v, nil
	}
	return readScore(cell, comma)
}

// readScore is parseScore for any cell.
func readScore(cell string, comma bool) (int, error) {
	t := foldText(cell)
	if comma {
		t = strings.Replace(t, ",", ".", 1)
	}
	if whole, frac, ok := strings.Cut(t, "."); ok && strings.Trim(frac, "0") == "" && frac != "" {
		t = whole
	}
	v, err := strconv.Atoi(t)
	if err != nil || strings.HasPrefix(t, "+-") {
		return 0, fail(errs(formats.ErrValue), "%s: not a whole score (want a signed integer such as 420 or -100)", bridge.Quote(cell))
	}
	if v < -100000 || v > 100000 {
		return 0, fail(errs(formats.ErrValue), "%s: out of range -100000..100000", bridge.Quote(cell))
	}
	return v, nil
}

// plainScore reads the usual score cell, an integer of up to six digits
// with or without a minus, as parseScore does, without its folding; ok is
// false for any other cell (and one out of range), which parseScore then
// reads in full.
func plainScore(cell string) (v int, ok bool) {
	digits := cell
	if strings.HasPrefix(cell, "-") {
		digits = cell[1:]
	}
	if digits == "" || len(digits) > 6 {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if v > 100000 {
		return 0, false
	}
	if len(digits) < len(cell) {
		v = -v
	}
	return v, true
}

// teams reads the room and teams of a team match's row: the home team sits
// NS in the open room and EW in the closed one, so NS and EW become the
// teams of this room.
func (s *sheet) teams(n int, r *travRow, e *bridge.Entry, ctx where) bool {
	room, err := bridge.ParseRoom(r.Room)
	if err != nil {
		s.errAt(n, "room", ctx, fail(errs(formats.ErrValue), "%v", err))
		return false
	}
	home, away := strings.TrimSpace(r.Home), strings.TrimSpace(r.Away)
	ok := true
	if home == "" {
		s.errAt(n, "home", ctx, fail(errs(formats.ErrMissing), "home team: missing (want a team name or number)"))
		ok = false
	}
	if away == "" {
		s.errAt(n, "away", ctx, fail(errs(formats.ErrMissing), "away team: missing (want a team name or number)"))
		ok = false
	}
	if !ok {
		return false
	}
	e.Room, e.Home, e.Away = room, home, away
	if room == bridge.OpenRoom {
		e.NS, e.EW = home, away
	} else {
		e.NS, e.EW = away, home
	}
	return true
}
