package lin

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// Options for reading.
type Options struct {
	// MaxResults is the most tables a file may give; beyond it the file is
	// refused with formats.ErrTooLarge. 0 is formats.MaxResults.
	MaxResults int
}

// File is what a LIN file gives: a session (boards, one entry per table
// that has a result, the pairs or the teams' rosters), the vugraph match
// when the file has a vg tag, and the warnings.
type File struct {
	Session bridge.Session
	// Match is the vugraph match of a vg tag; nil for a hand history or a
	// tournament file. With it the entries are a team match's (Room,
	// Home, Away set).
	Match    *Match
	Warnings []*bridge.Error
}

// Match is a vg tag: the event, the segment, the scoring, the boards and
// the two teams with the scores BBO shows beside their names.
type Match struct {
	Event, Segment string
	// Scoring is vg's third field as written: I (IMPs), P (matchpoints)
	// or B (board-a-match).
	Scoring     string
	First, Last int // the segment's boards
	Home, Away  string
	// HomeScore and AwayScore are the scores written beside the teams, as
	// written ("80", "99.5"): BBO puts there the score the match stood at
	// when the segment began (the carry-over), not its result.
	HomeScore, AwayScore string
	Pos                  bridge.Pos
}

// known are the tags Read knows: read, or ignored on purpose (doc.go).
var known = map[string]bool{
	"vg": true, "rs": true, "pn": true, "qx": true, "md": true, "ah": true, "sv": true,
	"mb": true, "an": true, "pc": true, "mc": true,
	// ignored: presentation and commentary
	"pw": true, "bn": true, "nt": true, "st": true, "pg": true, "mn": true, "sk": true,
	"at": true, "rh": true, "zz": true, "mp": true, "pf": true, "lf": true,
}

// table is one table's record: a deal with what was played on it.
type table struct {
	pos      bridge.Pos // of its first tag
	room     bridge.Room
	qxBoard  int // the board number qx gives, 0 if none
	qxPos    bridge.Pos
	ahBoard  int
	ahPos    bridge.Pos
	board    int
	hasDeal  bool
	dealer   bridge.Seat
	hasDeal0 bool // md gave the dealer digit
	deal     bridge.Deal
	mdPos    bridge.Pos
	vul      bridge.Vul
	hasVul   bool
	players  []string // pn's names (S, W, N, E; a vugraph's 8: open then closed room)
	calls    []bridge.Call
	cards    []bridge.Card
	claim    int
	hasClaim bool
	// broken is set when one of its board's tags (md, sv) was refused:
	// the table gives no entry, and its other tags are not looked at (one
	// error, not a cascade of them).
	broken bool
	// unread is why the table's result cannot be read (a call, a card or
	// a claim that is not one): the table is not scored, and its later
	// calls, cards and claim are not looked at.
	unread string
}

// unreadable marks the table's result unreadable, for the first reason
// given.
func (c *table) unreadable(why string) {
	if c.unread == "" {
		c.unread = why
	}
}

type reader struct {
	name    string
	p       formats.Problems
	opt     Options
	match   *Match
	rs      []string
	rsPos   []bridge.Pos
	players []string
	tables  []*table
	// bare are the tables of a qx tag and nothing else: no deal, no
	// auction (a vugraph's rs line may give their result).
	bare    []*table
	cur     *table
	unknown map[string]bool
}

// Read reads a LIN file's text (already decoded to UTF-8). Every problem
// found is reported together (bridge.Errors), each with its position;
// warnings are in File.Warnings. It never panics on any input.
func Read(name, text string, opt Options) (*File, error) {
	if opt.MaxResults <= 0 {
		opt.MaxResults = formats.MaxResults
	}
	r := &reader{name: name, opt: opt, unknown: map[string]bool{}}
	tags := lex(name, text, &r.p)
	if len(r.p.Errs) > 0 {
		return &File{Warnings: r.p.Warns}, r.p.Err()
	}
	if len(tags) == 0 {
		r.p.Add(&bridge.Error{Pos: bridge.Pos{File: name, Line: 1}, Context: fileContext,
			Err: formats.Cause(formats.ErrEmpty, "no tags (want name|value| pairs such as md|...|)")})
		return &File{}, r.p.Err()
	}
	for _, t := range tags {
		r.tag(t)
		if len(r.tables) > opt.MaxResults {
			r.p.Add(&bridge.Error{Pos: r.tables[opt.MaxResults].pos, Err: formats.Cause(formats.ErrTooLarge,
				"more than %d tables (the limit for one session; want the files of one session)", opt.MaxResults)})
			return &File{Warnings: r.p.Warns}, r.p.Err()
		}
	}
	r.finish()
	f := &File{Match: r.match}
	r.session(&f.Session)
	f.Warnings = r.p.Warns
	if err := r.p.Err(); err != nil {
		return f, err
	}
	return f, nil
}

func (r *reader) bad(pos bridge.Pos, ctx string, sentinel error, format string, args ...any) {
	r.p.Add(&bridge.Error{Pos: pos, Context: ctx, Err: formats.Cause(sentinel, format, args...)})
}

func (r *reader) warnf(pos bridge.Pos, ctx string, sentinel error, format string, args ...any) {
	r.p.Warn(&bridge.Error{Pos: pos, Context: ctx, Err: formats.Cause(sentinel, format, args...)})
}

// start begins a new table at t.
func (r *reader) start(t tag) *table {
	r.finish()
	r.cur = &table{pos: t.pos, players: r.players}
	return r.cur
}

// finish ends the current table.
func (r *reader) finish() {
	if r.cur == nil {
		return
	}
	c := r.cur
	r.cur = nil
	if !c.hasDeal {
		switch {
		case len(c.calls) > 0 || len(c.cards) > 0 || c.hasClaim || c.ahBoard > 0 || c.hasVul || c.unread != "":
			r.bad(c.pos, "", formats.ErrMissing, "a table without a deal (want md|...| after qx or before the auction)")
		case c.qxBoard > 0:
			// qx alone: a vugraph's table that the rs line may give.
			r.bare = append(r.bare, c)
		}
		return
	}
	r.tables = append(r.tables, c)
}

// table is the current table, begun at t when there is none.
func (r *reader) table(t tag) *table {
	if r.cur == nil {
		return r.start(t)
	}
	return r.cur
}

func (r *reader) tag(t tag) {
	v := trimSpace(t.value)
	if r.cur != nil {
		switch t.name {
		case "sv", "ah":
			if r.cur.broken {
				return
			}
		case "mb", "an", "pc", "mc":
			if r.cur.broken || r.cur.unread != "" {
				return
			}
		}
	}
	switch t.name {
	case "vg":
		r.vg(t, v)
	case "rs":
		if r.rs != nil {
			r.bad(t.pos, "rs", formats.ErrConflict, "a second results line (want one rs tag)")
			return
		}
		r.rs = []string{}
		pos, off := t.vpos, 0
		for _, f := range strings.Split(t.value, ",") {
			r.rs = append(r.rs, trimSpace(f))
			r.rsPos = append(r.rsPos, pos)
			pos = at(pos, t.value[off:], len(f)+1) // from here: linear in the line
			off += len(f) + 1
		}
	case "pn":
		if r.cur != nil && r.cur.hasDeal {
			r.finish()
		}
		r.players = strings.Split(t.value, ",")
		for i := range r.players {
			r.players[i] = trimSpace(r.players[i])
		}
		if r.cur != nil {
			r.cur.players = r.players
		}
	case "qx":
		c := r.start(t)
		c.qxPos = t.pos
		r.qx(c, t, v)
	case "md":
		c := r.cur
		if c == nil || c.hasDeal {
			c = r.start(t)
		}
		r.md(c, t, v)
	case "ah":
		c := r.table(t)
		c.ahPos = t.pos
		switch n, digits, err := boardName(v); {
		case err != nil:
			c.broken = true
			r.bad(t.vpos, "ah", formats.ErrValue, "board name %s: board %s %w", bridge.Quote(v), bridge.Quote(digits), err)
		case digits == "":
			r.warnf(t.vpos, "ah", formats.ErrValue, "board name %s has no board number; ignored", bridge.Quote(v))
		default:
			c.ahBoard = n
		}
	case "sv":
		c := r.table(t)
		vul, ok := parseVul(v)
		if !ok {
			c.broken = true
			r.bad(t.vpos, "sv", formats.ErrValue, "vulnerability %s (want o, n, e or b; - or 0 for none)", bridge.Quote(v))
			return
		}
		c.vul, c.hasVul = vul, true
	case "mb":
		c := r.cur
		if c == nil || !c.hasDeal {
			r.bad(t.pos, "mb", formats.ErrMissing, "a call before the deal (want md|...| first)")
			return
		}
		call, ok := parseCall(v)
		if !ok {
			c.unreadable(fmt.Sprintf("mb %s is not a call", bridge.Quote(v)))
			return
		}
		c.calls = append(c.calls, call)
	case "an":
		c := r.cur
		if c == nil || len(c.calls) == 0 {
			r.warnf(t.pos, "an", formats.ErrMissing, "an explanation before any call; ignored")
			return
		}
		last := &c.calls[len(c.calls)-1]
		if last.Note != "" {
			last.Note += "; "
		}
		last.Note += v
	case "pc":
		c := r.cur
		if c == nil || !c.hasDeal {
			r.bad(t.pos, "pc", formats.ErrMissing, "a card played before the deal (want md|...| first)")
			return
		}
		card, err := bridge.ParseCard(v)
		if err != nil {
			c.unreadable(fmt.Sprintf("pc %s is not a card", bridge.Quote(v)))
			return
		}
		c.cards = append(c.cards, card)
	case "mc":
		c := r.cur
		if c == nil || !c.hasDeal {
			r.bad(t.pos, "mc", formats.ErrMissing, "a claim before the deal (want md|...| first)")
			return
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 13 {
			c.unreadable(fmt.Sprintf("claim %s is not a number of tricks", bridge.Quote(v)))
			return
		}
		c.claim, c.hasClaim = n, true
	default:
		if !known[t.name] && !r.unknown[t.name] {
			r.unknown[t.name] = true
			r.warnf(t.pos, "", formats.ErrValue, "tag %s is not known; ignored (and every other %s tag)", bridge.Quote(t.name), t.name)
		}
	}
}

func (r *reader) vg(t tag, v string) {
	if r.match != nil {
		r.bad(t.pos, "vg", formats.ErrConflict, "a second match line, the first is at %s (want one vg tag: one match per file)", r.match.Pos)
		return
	}
	f := strings.Split(v, ",")
	if len(f) < 9 {
		r.bad(t.vpos, "vg", formats.ErrMissing, "%d fields (want 9: event, segment, scoring, first board, last board, team, score, team, score)", len(f))
		return
	}
	for i := range f {
		f[i] = trimSpace(f[i])
	}
	m := &Match{Event: f[0], Segment: f[1], Scoring: f[2], Home: f[5], HomeScore: f[6], Away: f[7], AwayScore: f[8], Pos: t.pos}
	var err error
	if m.First, err = bridge.ParseBoard(f[3]); err != nil {
		r.bad(t.vpos, "vg", formats.ErrValue, "first board %s: %w", bridge.Quote(f[3]), err)
		return
	}
	if m.Last, err = bridge.ParseBoard(f[4]); err != nil {
		r.bad(t.vpos, "vg", formats.ErrValue, "last board %s: %w", bridge.Quote(f[4]), err)
		return
	}
	if m.Last < m.First {
		r.bad(t.vpos, "vg", formats.ErrValue, "boards %d to %d (want the first board before the last)", m.First, m.Last)
		return
	}
	if m.Home == "" || m.Away == "" || strings.EqualFold(m.Home, m.Away) {
		r.bad(t.vpos, "vg", formats.ErrValue, "teams %s and %s (want two teams' names)", bridge.Quote(m.Home), bridge.Quote(m.Away))
		return
	}
	r.match = m
}

func (r *reader) qx(c *table, t tag, v string) {
	v, _, _ = strings.Cut(v, ",")
	if v == "" {
		r.bad(t.vpos, "qx", formats.ErrValue, "empty (want o or c and the board number, such as o7)")
		return
	}
	room, err := bridge.ParseRoom(v[:1])
	if err != nil {
		r.bad(t.vpos, "qx", formats.ErrValue, "%s: not a room (want o or c and the board number, such as o7)", bridge.Quote(v))
		return
	}
	c.room = room
	if v[1:] == "" {
		return
	}
	n, err := bridge.ParseBoard(v[1:])
	if err != nil {
		r.bad(t.vpos, "qx", formats.ErrValue, "%s: board %w", bridge.Quote(v), err)
		return
	}
	c.qxBoard = n
}

// boardName reads ah's "Board 7" (or "7"): the number at its end, the
// digits it is read from ("" when there are none: a name without a
// number), and an error when they are not a board number ("Board 0").
func boardName(v string) (int, string, error) {
	end := len(v)
	start := end
	for start > 0 && v[start-1] >= '0' && v[start-1] <= '9' {
		start--
	}
	if start == end {
		return 0, "", nil
	}
	n, err := bridge.ParseBoard(v[start:end])
	return n, v[start:end], err
}

func parseVul(v string) (bridge.Vul, bool) {
	switch lower(v) {
	case "o", "-", "0", "":
		return bridge.VulNone, true
	case "n":
		return bridge.VulNS, true
	case "e":
		return bridge.VulEW, true
	case "b":
		return bridge.VulAll, true
	}
	return 0, false
}

// linSeats are the seats of md's hands and pn's names, in their order.
var linSeats = [4]bridge.Seat{bridge.South, bridge.West, bridge.North, bridge.East}

// md reads a deal: the dealer's digit (1 South, 2 West, 3 North, 4 East),
// then the hands of South, West, North and East, comma-separated, each
// suit letter followed by its ranks. A missing last hand (or any one
// missing hand) holds the cards the others do not.
func (r *reader) md(c *table, t tag, v string) {
	c.mdPos = t.pos
	c.hasDeal = true // even when it is refused: the table is one
	ctx := "md"
	s := v
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		if s[0] < '1' || s[0] > '4' {
			c.broken = true
			r.bad(t.vpos, ctx, formats.ErrValue, "dealer %q (want 1 South, 2 West, 3 North or 4 East)", s[:1])
			return
		}
		c.dealer, c.hasDeal0 = linSeats[s[0]-'1'], true
		s = s[1:]
	}
	hands := strings.Split(s, ",")
	if len(hands) > 4 && strings.Join(hands[4:], "") == "" {
		hands = hands[:4]
	}
	if len(hands) > 4 {
		c.broken = true
		r.bad(t.vpos, ctx, formats.ErrValue, "%d hands (want 4 hands, South, West, North and East, the last one may be left out)", len(hands))
		return
	}
	var d bridge.Deal
	var seen bridge.Hand
	off := len(v) - len(s)
	missing := -1
	nMissing := 0
	for i := 0; i < 4; i++ {
		seat := linSeats[i]
		h := ""
		if i < len(hands) {
			h = trimSpace(hands[i])
		}
		pos := at(t.vpos, v, off)
		if i < len(hands) {
			off += len(hands[i]) + 1
		}
		if h == "" {
			missing = i
			nMissing++
			continue
		}
		hand, err := parseHand(h)
		if err != "" {
			c.broken = true
			r.bad(pos, ctx, formats.ErrValue, "%s hand %s: %s", seat, bridge.Quote(h), err)
			return
		}
		if dup := seen & hand; dup != 0 {
			c.broken = true
			r.bad(pos, ctx, formats.ErrValue, "%s hand %s holds %s, which another hand holds too", seat, bridge.Quote(h), firstCard(dup))
			return
		}
		if n := hand.Len(); n != 13 {
			c.broken = true
			r.bad(pos, ctx, formats.ErrValue, "%s hand %s has %d cards (want 13)", seat, bridge.Quote(h), n)
			return
		}
		seen |= hand
		d.Hands[seat], d.Known[seat] = hand, true
	}
	if nMissing == 1 {
		seat := linSeats[missing]
		d.Hands[seat], d.Known[seat] = fullDeck()&^seen, true
	}
	c.deal, c.hasDeal = d, true
}

func fullDeck() bridge.Hand {
	var h bridge.Hand
	for s := bridge.SuitClubs; s <= bridge.SuitSpades; s++ {
		for rk := bridge.Rank(2); rk <= bridge.Ace; rk++ {
			h = h.Add(bridge.NewCard(s, rk))
		}
	}
	return h
}

func firstCard(h bridge.Hand) bridge.Card {
	for _, s := range bridge.SuitsDown {
		for rk := bridge.Ace; rk >= 2; rk-- {
			if c := bridge.NewCard(s, rk); h.Has(c) {
				return c
			}
		}
	}
	return 0
}

// parseHand reads "SAK2HQJ3D...C..." (any case; suits in any order, each
// at most once; T or 10 for the ten). The error is "" or what is wrong.
func parseHand(h string) (bridge.Hand, string) {
	var hand bridge.Hand
	var suit bridge.Suit
	hasSuit := false
	var seenSuits [4]bool
	for i := 0; i < len(h); i++ {
		ch := h[i]
		if ch >= 'a' && ch <= 'z' {
			ch -= 'a' - 'A'
		}
		switch ch {
		case 'S', 'H', 'D', 'C':
			suit = map[byte]bridge.Suit{'S': bridge.SuitSpades, 'H': bridge.SuitHearts, 'D': bridge.SuitDiamonds, 'C': bridge.SuitClubs}[ch]
			if seenSuits[suit] {
				return 0, fmt.Sprintf("suit %c given twice", ch)
			}
			seenSuits[suit], hasSuit = true, true
			continue
		}
		var rk bridge.Rank
		switch {
		case ch == 'A':
			rk = bridge.Ace
		case ch == 'K':
			rk = bridge.King
		case ch == 'Q':
			rk = bridge.Queen
		case ch == 'J':
			rk = bridge.Jack
		case ch == 'T':
			rk = bridge.Ten
		case ch == '1' && i+1 < len(h) && h[i+1] == '0':
			rk = bridge.Ten
			i++
		case ch >= '2' && ch <= '9':
			rk = bridge.Rank(ch - '0')
		default:
			return 0, fmt.Sprintf("%s is not a suit or a rank (want S, H, D, C, then A K Q J T 9..2)", bridge.Quote(h[i:i+1]))
		}
		if !hasSuit {
			return 0, "a rank before any suit letter (want S, H, D or C first)"
		}
		card := bridge.NewCard(suit, rk)
		if hand.Has(card) {
			return 0, fmt.Sprintf("holds %s twice", card)
		}
		hand = hand.Add(card)
	}
	return hand, ""
}

// parseCall reads mb's call: a bid (1C..7N, also 7NT), p, d or x, r or
// xx, any case, with "!" after it for an alert.
func parseCall(v string) (bridge.Call, bool) {
	alert := false
	for strings.HasSuffix(v, "!") {
		v, alert = strings.TrimSuffix(v, "!"), true
	}
	var c bridge.Call
	switch lower(trimSpace(v)) {
	case "p", "pass":
		c = bridge.Call{Kind: bridge.Pass}
	case "d", "x", "dbl":
		c = bridge.Call{Kind: bridge.Double}
	case "r", "xx", "rdbl":
		c = bridge.Call{Kind: bridge.Redouble}
	default:
		t := strings.ToUpper(trimSpace(v))
		if len(t) < 2 || t[0] < '1' || t[0] > '7' {
			return c, false
		}
		var st bridge.Strain
		switch t[1:] {
		case "C":
			st = bridge.Clubs
		case "D":
			st = bridge.Diamonds
		case "H":
			st = bridge.Hearts
		case "S":
			st = bridge.Spades
		case "N", "NT":
			st = bridge.NoTrump
		default:
			return c, false
		}
		c = bridge.Call{Kind: bridge.Bid, Level: int(t[0] - '0'), Strain: st}
	}
	c.Alert = alert
	return c, true
}

// session builds the session from the tables.
func (r *reader) session(s *bridge.Session) {
	if m := r.match; m != nil {
		s.Event = m.Event
		if m.Segment != "" {
			s.Event += ", " + m.Segment
		}
		switch strings.ToUpper(m.Scoring) {
		case "I":
			s.Scoring = "IMP"
		case "P":
			s.Scoring = "MP"
		case "B":
			s.Scoring = "BAM"
		}
	}
	boards := map[int]int{}
	pairs := map[string]int{}
	spell := map[string]string{} // a handle in lower case → as first written
	ordinal := 0
	usedRS := map[int]bool{}
	for _, c := range r.tables {
		ordinal++
		if c.broken {
			continue
		}
		if r.match == nil {
			c.room = bridge.NoRoom // a room means something in a match only
		}
		r.boardNumber(c, ordinal)
		if c.board == 0 {
			continue
		}
		if !c.hasDeal0 {
			c.dealer = bridge.Dealer(c.board)
		}
		if !c.hasVul {
			c.vul = bridge.Vulnerability(c.board)
			r.warnf(c.mdPos, bridge.BoardLabel(c.board), formats.ErrMissing, "no sv tag: vulnerability %s by the board number", c.vul)
		}
		b := bridge.Board{Number: c.board, Dealer: c.dealer, Vul: c.vul, Deal: c.deal, Pos: c.mdPos}
		if i, ok := boards[c.board]; ok {
			prev := s.Boards[i]
			switch {
			case prev.Deal != b.Deal:
				r.bad(c.mdPos, bridge.BoardLabel(c.board), formats.ErrConflict, "a different deal for this board is given at %s", prev.Pos)
			case prev.Dealer != b.Dealer || prev.Vul != b.Vul:
				r.bad(c.mdPos, bridge.BoardLabel(c.board), formats.ErrConflict, "dealer %s, vulnerability %s, but %s at %s", b.Dealer, b.Vul, prev.Dealer.String()+", "+prev.Vul.String(), prev.Pos)
			}
		} else {
			boards[c.board] = len(s.Boards)
			s.Boards = append(s.Boards, b)
		}
		e := bridge.Entry{Pos: c.pos, Board: c.board}
		rsText, rsPos, rsIndex := r.rsFor(c)
		if rsIndex >= 0 {
			usedRS[rsIndex] = true
		}
		if r.result(c, &e, rsText, rsPos) && r.sides(c, &e, s, pairs, spell) {
			s.Entries = append(s.Entries, e)
		}
	}
	if r.match != nil {
		r.rsOnly(s, boards, usedRS, pairs, spell)
	}
	for _, c := range r.bare {
		c.board = c.qxBoard
		if r.match == nil {
			c.room = bridge.NoRoom
		}
		r.p.Warn(bridge.Warnf(bridge.ErrReadPast, c.pos, c.context(), "a table of a qx tag alone, with no deal, no auction and no result (want md|...| after qx); read past"))
	}
	sort.SliceStable(s.Boards, func(i, j int) bool { return s.Boards[i].Number < s.Boards[j].Number })
}

// rsOnly adds the results that a vugraph's rs line gives for tables the
// file has no record of (no table, or a qx tag alone): each is an entry
// read from the rs line. Its board is the one another table gives; else
// a board without a deal, with the board number's dealer and
// vulnerability, which is warned once per board. An rs entry that is not
// a result is warned and left (rsResult).
func (r *reader) rsOnly(s *bridge.Session, boards map[int]int, used map[int]bool, pairs map[string]int, spell map[string]string) {
	m := r.match
	bare := map[int]*table{} // the qx-only tables, by their rs index
	var rest []*table
	for _, c := range r.bare {
		if i := rsIndex(m, c.qxBoard, c.room); i >= 0 && i < len(r.rs) && r.rs[i] != "" && !used[i] && bare[i] == nil {
			bare[i] = c
			continue
		}
		rest = append(rest, c)
	}
	r.bare = rest
	for i, text := range r.rs {
		if text == "" || used[i] {
			continue
		}
		c := bare[i]
		if c == nil {
			c = &table{pos: r.rsPos[i], room: bridge.OpenRoom}
			if i%2 == 1 {
				c.room = bridge.ClosedRoom
			}
		}
		c.board = m.First + i/2
		p, ok := r.rsResult(text, r.rsPos[i], c.context())
		if !ok {
			continue
		}
		if _, ok := boards[c.board]; !ok {
			b := bridge.NewBoard(c.board)
			b.Pos = r.rsPos[i]
			boards[c.board] = len(s.Boards)
			s.Boards = append(s.Boards, b)
			r.warnf(r.rsPos[i], bridge.BoardLabel(c.board), formats.ErrMissing,
				"the file has no deal for this board; its results are read from the rs line (dealer %s, vulnerability %s by the board number)", b.Dealer, b.Vul)
		}
		e := bridge.Entry{Pos: r.rsPos[i], Board: c.board, Kind: bridge.Played, Play: p}
		if r.sides(c, &e, s, pairs, spell) {
			s.Entries = append(s.Entries, e)
		}
	}
}

// rsIndex is the index in a vugraph's rs line of the result of board n in
// room, or -1.
func rsIndex(m *Match, n int, room bridge.Room) int {
	if room == bridge.NoRoom || n < m.First {
		return -1
	}
	i := 2 * (n - m.First)
	if room == bridge.ClosedRoom {
		i++
	}
	return i
}

// boardNumber sets c.board from qx and ah (which must agree), else from
// the table's order in the file, with a warning.
func (r *reader) boardNumber(c *table, ordinal int) {
	switch {
	case c.qxBoard > 0 && c.ahBoard > 0 && c.qxBoard != c.ahBoard:
		r.bad(c.ahPos, bridge.BoardLabel(c.qxBoard), formats.ErrConflict, "ah names board %d, but qx at %s board %d", c.ahBoard, c.qxPos, c.qxBoard)
	case c.qxBoard > 0:
		c.board = c.qxBoard
	case c.ahBoard > 0:
		c.board = c.ahBoard
	default:
		c.board = ordinal
		r.warnf(c.mdPos, "", formats.ErrMissing, "a deal without a board number (no ah or qx); numbered %d by its order in the file", ordinal)
	}
	if m := r.match; m != nil && c.board > 0 && (c.board < m.First || c.board > m.Last) {
		r.warnf(c.pos, bridge.BoardLabel(c.board), formats.ErrValue, "outside the match's boards %d to %d (vg at %s)", m.First, m.Last, m.Pos)
	}
}

// context is "board 7, open room" for a vugraph table, else "board 7".
func (c *table) context() string {
	if c.room != bridge.NoRoom {
		return bridge.BoardLabel(c.board) + ", " + c.room.Name() + " room"
	}
	return bridge.BoardLabel(c.board)
}

// sides sets the entry's pairs (a hand history or tournament) or teams (a
// vugraph match), and adds the pairs or the teams' rosters.
func (r *reader) sides(c *table, e *bridge.Entry, s *bridge.Session, pairs map[string]int, spell map[string]string) bool {
	names := c.players
	if r.match != nil && c.room == bridge.ClosedRoom && len(names) >= 8 {
		names = names[4:]
	}
	var at [4]string // by bridge.Seat
	for i := 0; i < 4 && i < len(names); i++ {
		at[linSeats[i]] = names[i]
	}
	addPair := func(id string, names ...string) {
		if i, ok := pairs[id]; ok {
			for _, n := range names {
				if n != "" && !containsFold(s.Pairs[i].Names, n) {
					s.Pairs[i].Names = append(s.Pairs[i].Names, n)
				}
			}
			return
		}
		p := bridge.Pair{ID: id, Pos: c.pos}
		for _, n := range names {
			if n != "" && !containsFold(p.Names, n) {
				p.Names = append(p.Names, n)
			}
		}
		pairs[id] = len(s.Pairs)
		s.Pairs = append(s.Pairs, p)
	}
	if m := r.match; m != nil {
		if c.room == bridge.NoRoom {
			r.bad(c.pos, c.context(), formats.ErrMissing, "a table of a vugraph match without its room (want qx|o%d| or qx|c%d| before md)", c.board, c.board)
			return false
		}
		e.Room, e.Home, e.Away = c.room, m.Home, m.Away
		if c.room == bridge.OpenRoom {
			e.NS, e.EW = m.Home, m.Away
		} else {
			e.NS, e.EW = m.Away, m.Home
		}
		addPair(e.NS, at[bridge.North], at[bridge.South])
		addPair(e.EW, at[bridge.East], at[bridge.West])
		return true
	}
	e.NS = pairID(spell, at[bridge.North], at[bridge.South])
	e.EW = pairID(spell, at[bridge.East], at[bridge.West])
	if e.NS == "" || e.EW == "" {
		r.bad(c.pos, c.context(), formats.ErrMissing, "no players for this table (want pn|South,West,North,East| before md)")
		return false
	}
	addPair(e.NS, spell[lower(at[bridge.North])], spell[lower(at[bridge.South])])
	addPair(e.EW, spell[lower(at[bridge.East])], spell[lower(at[bridge.West])])
	return true
}

// pairID is a partnership's id: its two BBO handles, compared without
// case (BBO's handles are case-insensitive) and written as first seen,
// in alphabetical order: "aam135 – kemistry", whichever sat North.
func pairID(spell map[string]string, a, b string) string {
	var hs []string
	for _, h := range []string{a, b} {
		if h == "" {
			continue
		}
		k := lower(h)
		if _, ok := spell[k]; !ok {
			spell[k] = h
		}
		hs = append(hs, k)
	}
	sort.Strings(hs)
	if len(hs) == 2 && hs[0] == hs[1] {
		hs = hs[:1]
	}
	for i, k := range hs {
		hs[i] = spell[k]
	}
	return strings.Join(hs, " – ")
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// rsFor is the rs line's text for a vugraph table, its position and index
// (-1 when there is none).
func (r *reader) rsFor(c *table) (string, bridge.Pos, int) {
	if r.match == nil {
		return "", bridge.Pos{}, -1
	}
	i := rsIndex(r.match, c.board, c.room)
	if i < 0 || i >= len(r.rs) || r.rs[i] == "" {
		return "", bridge.Pos{}, -1
	}
	return r.rs[i], r.rsPos[i], i
}
