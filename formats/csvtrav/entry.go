package csvtrav

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// entry reads one row into *e; ok is false for a row that gives no entry
// (erased, BYE, or in error). m reads in the file's locale; teams tells
// whether the file has a room column (a team match's).
func (s *sheet) entry(n int, r *travRow, m *memo, teams bool, e *bridge.Entry) (ok bool) {
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
		Section: trim(r.Section),
		NS:      trim(r.NS),
		EW:      trim(r.EW),
	}
	e.SetRemarks(trim(r.Remarks))
	board, err := parseBoard(r.Board, "board")
	if err != nil {
		s.errAt(n, "board", where{ns: e.NS}, err)
		return false
	}
	e.Board = board
	ctx := where{board: board, ns: e.NS}
	s.row.n, s.row.board, s.row.ns, s.row.e = n, board, e.NS, e
	if e.Round, err = parseCount(r.Round, "round", maxRound, false); err != nil {
		s.errAt(n, "round", ctx, err)
	}
	if e.Table, err = parseCount(r.Table, "table", maxTable, false); err != nil {
		s.errAt(n, "table", ctx, err)
	}

	adjText, adjCol := trim(r.Adjust), "adjust"
	class, err := classifyAdjust(adjText, l)
	if err != nil {
		s.unscorable("adjust", err)
	}
	contract := trim(r.Contract)
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
	switch {
	case s.seating == individualSeats:
		s.seats(n, r, e, class == adjBye)
		ctx.north = seatText(e, bridge.North) // as rowContext has it
	case teams:
		if !s.teams(n, r, e, ctx) {
			return false
		}
	default:
		if e.NS == "" && class != adjBye {
			s.errAt(n, "ns", ctx, fail(errs(formats.ErrMissing), "NS pair: missing (want a pair id)"))
		}
		if e.EW == "" && class != adjBye {
			s.errAt(n, "ew", ctx, fail(errs(formats.ErrMissing), "EW pair: missing (want a pair id)"))
		}
	}
	if s.seating == seatedPlayers {
		s.seated(r, e)
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
		e.Play = s.play(r, contract, parsed, m)
	case contract != "":
		s.warnAt(n, "contract", ctx, fail(errs(formats.ErrConflict),
			"contract %s ignored: adjust %s replaces the table result (want an empty contract, or ARB/PEN to keep it)", bridge.Quote(contract), bridge.Quote(adjText)))
	}

	if lead := trim(r.Lead); lead != "" && lead != "-" {
		if c, err := m.card(lead); err != nil {
			p := s.at(n, "lead")
			w := bridge.Warnf(bridge.ErrReadPast, p, ctx.String(), "%w: the lead is left out", err)
			w.Source = s.line(p.Line)
			s.warn(w)
		} else {
			e.Lead = c
		}
	}
	s.scores(n, r, e)
	if w := trim(r.Weight); w != "" {
		v, err := parseDecimal(w, s.comma != ',')
		if err != nil || v != 1 {
			s.unscorable("weight", fail(errs(formats.ErrValue),
				"weight %s: weighted board results are not supported (want 1 or an empty cell)", bridge.Quote(w)))
		}
	}
	if e.Kind == bridge.Played && !e.Play.Contract.IsPass() && len(s.errs) == nerr && s.why == "" {
		if e.Seats != nil {
			s.crossCheckPlayer(n, r, e, ctx)
		} else {
			s.crossCheckPair(n, r, e, ctx)
		}
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
		s.unscored = append(s.unscored, &bridge.Error{Pos: p, Context: s.rowContext().String(), Err: err, Source: s.line(p.Line)})
	}
}

// rowContext is the context of the row being read: its board and NS pair
// as read, and an individual's North player once its seats are.
func (s *sheet) rowContext() where {
	return where{board: s.row.board, ns: s.row.ns, north: seatText(s.row.e, bridge.North)}
}

// memo reads the cells that repeat down a traveller, its contracts,
// declarers and leads, once for each text (in the file's locale l): a few
// dozen texts stand for a million rows, and a look-up is cheaper than the
// reading. It keeps at most memoSize texts of each, so that a file of odd
// cells does not grow it. A text of up to 7 bytes is first looked for
// among the recent ones, by its bytes packed into an integer: no string
// is hashed for the usual cell.
type memo struct {
	l         *locale
	contracts texts[parsedContract]
	cards     texts[cardRead]
	seats     texts[seatRead]
}

// texts is what memo keeps of one kind of cell: the reading of each text
// (at most memoSize of them), and of the recent ones by their packed bytes.
type texts[T any] struct {
	all    map[string]T
	recent [recentSize]struct {
		key uint64
		v   T
	}
}

// get is read's reading of text (in locale l), looked up first. read is
// a plain function, never a closure: nothing is allocated per cell.
func (t *texts[T]) get(text string, l *locale, read func(string, *locale) T) T {
	key, slot, ok := packed(text)
	if ok && t.recent[slot].key == key {
		return t.recent[slot].v
	}
	v, found := t.all[text]
	if !found {
		v = read(text, l)
		if len(t.all) < memoSize {
			t.all[strings.Clone(text)] = v
		}
	}
	if ok {
		t.recent[slot].key, t.recent[slot].v = key, v
	}
	return v
}

type cardRead struct {
	c   bridge.Card
	err error
}

type seatRead struct {
	s   bridge.Seat
	err error
}

const (
	memoSize   = 1000
	recentSize = 256 // a power of 2
)

func newMemo(l *locale) *memo {
	m := &memo{l: l}
	m.contracts.all, m.cards.all, m.seats.all = map[string]parsedContract{}, map[string]cardRead{}, map[string]seatRead{}
	return m
}

// packed is text of 1 to 7 bytes as a non-zero integer (its bytes and
// its length) and its place among the recent texts; ok is false for a
// longer or an empty text.
func packed(text string) (key uint64, slot int, ok bool) {
	if text == "" || len(text) > 7 {
		return 0, 0, false
	}
	for i := 0; i < len(text); i++ {
		key |= uint64(text[i]) << (8 * i)
	}
	key |= uint64(len(text)) << 56
	return key, int((key * 0x9E3779B97F4A7C15) >> (64 - 8) & (recentSize - 1)), true
}

// contract is parseContract's reading of text.
func (m *memo) contract(text string) parsedContract {
	return m.contracts.get(text, m.l, readContract)
}

func readContract(text string, l *locale) (pc parsedContract) {
	pc.c, pc.seat, pc.res, pc.err = parseContract(text, l)
	return pc
}

// card is parseCard's reading of text.
func (m *memo) card(text string) (bridge.Card, error) {
	cr := m.cards.get(text, m.l, readCard)
	return cr.c, cr.err
}

func readCard(text string, l *locale) (cr cardRead) {
	cr.c, cr.err = parseCard(text, l)
	return cr
}

// seat is parseSeat's reading of text.
func (m *memo) seat(text string) (bridge.Seat, error) {
	sr := m.seats.get(text, m.l, readSeat)
	return sr.s, sr.err
}

func readSeat(text string, l *locale) (sr seatRead) {
	sr.s, sr.err = parseSeat(text, l)
	return sr
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
func (s *sheet) play(r *travRow, contract string, pc *parsedContract, m *memo) bridge.Play {
	l := m.l
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
	resCell := trim(r.Result)
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
	declCell := trim(r.Declarer)
	switch {
	case declCell != "":
		d, err := m.seat(declCell)
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
	if v, ok := plainInt(cell); ok && v <= 13 {
		return v, nil
	}
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

// scores reads the score columns into Claimed (NS view);
// a score_ew that is not -score_ns makes a split score. A score that
// cannot be read, or two that disagree, make the row not scored
// (unscorable): the score may stand for a decision.
func (s *sheet) scores(n int, r *travRow, e *bridge.Entry) {
	dc := s.comma != ','
	var ns, ew int
	hasNS, hasEW := false, false
	get := func(col, cell string, v *int, has *bool, minus bool) {
		cell = trim(cell)
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
	if r.ScoreNS != "" {
		get("score_ns", r.ScoreNS, &ns, &hasNS, false)
	}
	if r.Score != "" || r.NSPlus != "" || r.NSMinus != "" || r.ScoreEW != "" {
		get("score", r.Score, &ns, &hasNS, false)
		get("ns_plus", r.NSPlus, &ns, &hasNS, false)
		get("ns_minus", r.NSMinus, &ns, &hasNS, true)
		get("score_ew", r.ScoreEW, &ew, &hasEW, false)
	}
	switch {
	case hasNS:
		e.Claimed, e.HasClaimed = ns, true
	case hasEW:
		e.Claimed, e.HasClaimed = -ew, true
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
	if m := trim(r.NSMinus); m != "" && err1 != nil {
		v, err := parseScore(m, dc)
		ns, err1 = -abs(v), err
	}
	return err1 == nil && err2 == nil && ew != -ns
}

func firstNonEmpty(cells ...string) string {
	for _, c := range cells {
		if trim(c) != "" {
			return c
		}
	}
	return ""
}

// crossCheckPair compares Bridgemate's declaring pair with the declarer's
// seat; skipped when the NS and EW pairs have the same number (Mitchell).
func (s *sheet) crossCheckPair(n int, r *travRow, e *bridge.Entry, ctx where) {
	dp := trim(r.DeclarerPair)
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

// teams reads the room and teams of a team match's row: the home team sits
// NS in the open room and EW in the closed one, so NS and EW become the
// teams of this room.
func (s *sheet) teams(n int, r *travRow, e *bridge.Entry, ctx where) bool {
	room, err := bridge.ParseRoom(r.Room)
	if err != nil {
		s.errAt(n, "room", ctx, fail(errs(formats.ErrValue), "%v", err))
		return false
	}
	home, away := trim(r.Home), trim(r.Away)
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
