package pbn

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/decisions"
)

// Read is what Session makes of a file: the session and the problems that
// did not stop it being read.
type Read struct {
	Session  bridge.Session
	Warnings []*bridge.Error
}

// handRecordTags are the tags of a board's double-dummy analysis and par
// that the reader keeps in Board.HandRecord: as typed values (the tables,
// the score) and as written (Verbatim); [OptimumResultTable] comes after
// them.
var handRecordTags = []string{"DoubleDummyTricks", "OptimumScore", "ParContract", "OptimumContract", "Ability", "Minimax"}

type boardAcc struct {
	b                          bridge.Board
	subFile                    int
	dealTag, dealerTag, vulTag *Tag
}

type mapper struct {
	formats.Problems
	f      *File
	s      bridge.Session
	boards map[int]*boardAcc
	pairs  map[string]int // section|direction|id → index in s.Pairs
	// team is the last team game's event and teams, which a later game
	// of the event that leaves them out inherits.
	team teamNames
	// scoringTag is the [Scoring] that named the session's method.
	scoringTag *Tag
	// players maps a player's name in lower case to its first spelling.
	players map[string]playerSpelling
	// noRoom are the entries of team games without a room (roomless).
	noRoom []int
	full   bool // formats.MaxResults entries: no more are made
}

// Session maps the games onto the bridge model: the boards (deals, dealer,
// vulnerability, double-dummy facts), the traveller entries of ScoreTable
// rows and of games with a contract, the pairs and the event labels. The
// Read is returned even when there are errors, holding what could be read;
// the error is a *bridge.Error or a bridge.Errors list. Read.Warnings holds
// the session's warnings; the file's own are in File.Warnings.
func (f *File) Session() (*Read, error) {
	m := &mapper{f: f, boards: map[int]*boardAcc{}, pairs: map[string]int{}}
	for _, g := range f.Games {
		m.game(g)
	}
	m.setRooms()
	nums := make([]int, 0, len(m.boards))
	for n := range m.boards {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	for _, n := range nums {
		m.s.Boards = append(m.s.Boards, m.boards[n].b)
	}
	return &Read{Session: m.s, Warnings: m.Warns}, m.Err()
}

// value is the trimmed value of tag name; "?" (unknown) reads as "".
func value(g *Game, name string) (*Tag, string) {
	t, ok := g.Get(name)
	if !ok {
		return nil, ""
	}
	v := strings.TrimSpace(t.Value)
	if v == "?" {
		v = ""
	}
	return t, v
}

// tagText is a tag as the context of a message: [Name "value"].
func tagText(t *Tag) string { return "[" + t.Name + " " + quoteValue(t.Value) + "]" }

// quoteValue is a value of the file in a message: in quotes as the file
// has it ("Call\" stays so), or, when it is longer than any value of the
// standard (a deal has 69 characters), as bridge.Quote shows it: escaped
// and cut.
func quoteValue(v string) string {
	if len(v) > 2*bridge.QuoteMax {
		return bridge.Quote(v)
	}
	return `"` + v + `"`
}

// bad reports a bad tag value.
func (m *mapper) bad(t *Tag, ctx string, sentinel error, format string, args ...any) {
	m.Add(&bridge.Error{Pos: t.ValuePos, Context: ctx, Source: t.src,
		Err: formats.Cause(sentinel, "%s: "+format, append([]any{tagText(t)}, args...)...)})
}

func (m *mapper) warnTag(t *Tag, ctx string, format string, args ...any) {
	m.Warn(&bridge.Error{Pos: t.ValuePos, Context: ctx, Source: t.src,
		Err: formats.Cause(formats.ErrValue, "%s: "+format, append([]any{tagText(t)}, args...)...)})
}

// parseBoardNumber reads a [Board] value: 1 to bridge.MaxBoard, the limit
// and the words of every reader.
func parseBoardNumber(v string) (int, error) {
	return bridge.ParseBoard(v)
}

func (m *mapper) game(g *Game) {
	ctx := g.Label()
	for _, l := range []struct {
		name string
		dst  *string
	}{{"Event", &m.s.Event}, {"Site", &m.s.Site}, {"Date", &m.s.Date}, {"Scoring", &m.s.Scoring}} {
		if _, v := value(g, l.name); *l.dst == "" && v != "" && v != "#" {
			*l.dst = v
		}
	}
	m.scoring(g, ctx)
	bt := m.boardTags(g, ctx)
	st, _ := g.Get("ScoreTable")
	ct, cv := value(g, "Contract")
	rows := st != nil && st.Table != nil && len(st.Table.Rows) > 0
	switch {
	case bt.hasNum:
		m.mergeBoard(g, ctx, bt)
	case rows || cv != "" && validContract(cv):
		at := ct
		if rows {
			at = st
		}
		m.Add(&bridge.Error{Pos: at.Pos, Context: ctx, Source: at.src,
			Err: formats.Cause(formats.ErrMissing, "%s: a result without a board number (want [Board \"n\"] in the game)", tagText(at))})
	case bt.dealTag != nil:
		m.warnTag(bt.dealTag, ctx, "a deal without a board number is not read (want [Board \"n\"] in the game)")
	}
	_, section := value(g, "Section")
	if rows && bt.hasNum {
		m.scoreTable(st, ctx, bt.num, section)
		if cv != "" {
			m.warnTag(ct, ctx, "the game has a ScoreTable; its Contract is not read as another result")
		}
	}
	m.played(g, ctx, bt.num, bt.hasNum && !rows, section)
	if t, ok := g.Get("TotalScoreTable"); ok && t.Table != nil {
		m.totalScoreTable(t, ctx)
	}
}

// scoring reads a game's [Scoring]: the first that names a method
// protokol scores is the session's (Session.Method); a later game that
// names another is an error with both positions, since one session is
// scored one way.
func (m *mapper) scoring(g *Game, ctx string) {
	t, v := value(g, "Scoring")
	if v == "" || v == "#" {
		return
	}
	method := ParseScoring(v)
	if method == bridge.ScoringUnknown {
		return
	}
	switch {
	case m.s.Method == bridge.ScoringUnknown:
		m.s.Method, m.s.MethodPos, m.scoringTag = method, t.ValuePos, t
	case m.s.Method != method:
		m.bad(t, ctx, formats.ErrConflict, "the game is scored by %s, and %s at %s by %s (want one scoring method in a session)",
			method, tagText(m.scoringTag), m.s.MethodPos, m.s.Method)
	}
}

// ParseScoring is the method a [Scoring] value names, in the spellings of
// the PBN standard (a base and modifiers, ";" between: "MP", "IMP",
// "MatchPoints;MP1", "IMP;Cross", "IMP;Butler") and of the programs that
// write it ("Matchpoints", "Butler", "Cross-IMP", "XIMP"), in any case.
// "IMP" alone, in a pairs event, is cross-IMPs (as BBO scores IMP pairs);
// MP1/MP2 (one or two points a comparison) do not change the method.
// "BAM" (and "Board-a-Match", "PAB": point-a-board) is board-a-match, a
// team event's. Others (TP, Rubber, Chicago, ...) are ScoringUnknown.
func ParseScoring(v string) bridge.ScoringMethod {
	parts := strings.Split(strings.ToLower(v), ";")
	for i := range parts {
		parts[i] = strings.Join(strings.FieldsFunc(parts[i], func(r rune) bool { return r == ' ' || r == '-' || r == '_' }), "")
	}
	switch parts[0] {
	case "mp", "matchpoints", "matchpoint", "mps":
		return bridge.ScoringMP
	case "butler", "impbutler":
		return bridge.ScoringButler
	case "bam", "boardamatch", "pab", "pointaboard":
		return bridge.ScoringBAM
	case "crossimp", "crossimps", "cross", "ximp", "ximps", "impcross":
		return bridge.ScoringCrossIMPs
	case "imp", "imps":
		for _, mod := range parts[1:] {
			if mod == "butler" {
				return bridge.ScoringButler
			}
		}
		return bridge.ScoringCrossIMPs
	}
	return bridge.ScoringUnknown
}

// boardTags are the valid board tags of a game; a tag is nil when missing,
// empty or in error (the error is reported).
type boardTags struct {
	num       int
	hasNum    bool
	boardTag  *Tag
	dealer    bridge.Seat
	dealerTag *Tag
	vul       bridge.Vul
	vulTag    *Tag
	deal      bridge.Deal
	dealTag   *Tag // nil also for a deal with no hand given
	hand      []handTag
}

// handTag is a hand-record tag of a game (see handRecordTags) and its
// value as written; score is the value of a valid [OptimumScore].
type handTag struct {
	tag   *Tag
	name  string
	value string
	score int
}

func (m *mapper) boardTags(g *Game, ctx string) boardTags {
	var b boardTags
	if t, v := value(g, "Board"); v != "" {
		if n, err := parseBoardNumber(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else {
			b.num, b.hasNum, b.boardTag = n, true, t
		}
	}
	if t, v := value(g, "Dealer"); v != "" {
		if s, err := bridge.ParseSeat(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else {
			b.dealer, b.dealerTag = s, t
		}
	}
	if t, v := value(g, "Vulnerable"); v != "" {
		if vul, err := bridge.ParseVul(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else {
			b.vul, b.vulTag = vul, t
		}
	}
	if t, v := value(g, "Deal"); v != "" {
		if d, err := bridge.ParseDeal(v); err != nil {
			m.bad(t, ctx, formats.ErrValue, "%w", err)
		} else if !d.Empty() {
			b.deal, b.dealTag = d, t
		}
	}
	b.hand = m.handTags(g, ctx)
	return b
}

// mergeBoard adds the board of a game, or checks it against the games of
// the same number read before.
func (m *mapper) mergeBoard(g *Game, ctx string, bt boardTags) {
	num := bt.num
	acc, ok := m.boards[num]
	if !ok {
		acc = &boardAcc{b: bridge.NewBoard(num), subFile: g.SubFile}
		acc.b.Pos = bt.boardTag.Pos
		m.boards[num] = acc
	}
	if t := bt.dealerTag; t != nil {
		switch {
		case acc.dealerTag == nil:
			acc.dealerTag, acc.b.Dealer = t, bt.dealer
			if want := bridge.Dealer(num); bt.dealer != want {
				m.warnTag(t, ctx, "dealer %s differs from %s, the usual dealer of board %d; the tag wins", bt.dealer, want, num)
			}
		case acc.b.Dealer != bt.dealer:
			m.warnTag(t, ctx, "dealer %s differs from %s given at %s; the first counts", bt.dealer, acc.b.Dealer, acc.dealerTag.ValuePos)
		}
	}
	if t := bt.vulTag; t != nil {
		switch {
		case acc.vulTag == nil:
			acc.vulTag, acc.b.Vul = t, bt.vul
			if want := bridge.Vulnerability(num); bt.vul != want {
				m.warnTag(t, ctx, "vulnerability %s differs from %s, the usual one of board %d; the tag wins", bt.vul, want, num)
			}
		case acc.b.Vul != bt.vul:
			m.warnTag(t, ctx, "vulnerability %s differs from %s given at %s; the first counts", bt.vul, acc.b.Vul, acc.vulTag.ValuePos)
		}
	}
	if t := bt.dealTag; t != nil {
		switch {
		case acc.dealTag == nil:
			acc.dealTag, acc.b.Deal, acc.b.Pos = t, bt.deal, t.ValuePos
		case acc.b.Deal != bt.deal:
			hint := ""
			if g.SubFile != acc.subFile {
				hint = "; the file holds several PBN files whose board numbers restart, read them separately"
			}
			m.bad(t, ctx, formats.ErrConflict, "another deal for board %d was read at %s (want one deal per board number%s)",
				num, acc.dealTag.ValuePos, hint)
		}
	}
	for _, h := range bt.hand {
		m.handRecord(&acc.b, h)
	}
}

// handRecord adds a hand-record tag to board b unless an earlier game of
// the board gave it: its text, and its table or score. A table that
// cannot be read is a warning held in b.HandRecord.Warnings, in the words
// the command gives them ("[DoubleDummyTricks]: ...; not used").
func (m *mapper) handRecord(b *bridge.Board, h handTag) {
	r := &b.HandRecord
	if _, ok := r.Text(h.name); ok {
		return
	}
	r.Verbatim = append(r.Verbatim, bridge.Tag{Name: h.name, Value: h.value})
	var parse func(string) (bridge.DDTable, error)
	var dst **bridge.DDTable
	switch h.name {
	case "OptimumScore":
		score := h.score
		r.OptimumScore = &score
		return
	case "DoubleDummyTricks":
		parse, dst = ParseDoubleDummyTricks, &r.DoubleDummyTricks
	case "OptimumResultTable":
		parse, dst = ParseOptimumResultTable, &r.OptimumResultTable
	default:
		return
	}
	t, err := parse(h.value)
	if err != nil {
		r.Warnings = append(r.Warnings, &bridge.Error{Pos: h.tag.ValuePos, Context: bridge.BoardLabel(b.Number), Source: h.tag.src,
			Err: fmt.Errorf("[%s]: %w; not used", h.name, err)})
		return
	}
	*dst = &t
}

func validContract(v string) bool {
	_, err := bridge.ParseContract(v)
	return err == nil
}

// handTags gathers the hand-record tags of g (handRecordTags, then
// [OptimumResultTable]); an [OptimumScore] that cannot be read is an error
// and is left out.
func (m *mapper) handTags(g *Game, ctx string) []handTag {
	var out []handTag
	for _, name := range handRecordTags {
		t, v := value(g, name)
		if v == "" {
			continue
		}
		h := handTag{tag: t, name: name, value: v}
		if name == "OptimumScore" {
			score, err := parseOptimumScore(v)
			if err != nil {
				m.bad(t, ctx, formats.ErrValue, "%v", err)
				continue
			}
			h.score = score
		}
		out = append(out, h)
	}
	if t, ok := g.Get("OptimumResultTable"); ok && t.Table != nil && len(t.Table.Rows) > 0 {
		out = append(out, handTag{tag: t, name: "OptimumResultTable", value: t.Table.Text()})
	}
	return out
}

// result is a parsed Result tag.
type result struct {
	tricks, ns, ew             int
	plain, hasNS, hasEW, irreg bool
}

const resultWant = "(want the declarer's tricks 0..13, or tricks per side such as NS 9 EW 4)"

func parseResult(v string) (result, error) {
	var r result
	if strings.HasPrefix(v, "^") {
		r.irreg = true
		v = strings.TrimSpace(v[1:])
	}
	tricks := func(s string) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || !allDigits(s) {
			return 0, fmt.Errorf("%s is not a number of tricks %s", bridge.Quote(s), resultWant)
		}
		if n > 13 {
			return 0, fmt.Errorf("%w: %d %s", bridge.ErrTricks, n, resultWant)
		}
		return n, nil
	}
	if allDigits(v) {
		n, err := tricks(v)
		r.tricks, r.plain = n, true
		return r, err
	}
	f := strings.Fields(v)
	if len(f) != 2 && len(f) != 4 {
		return r, fmt.Errorf("not a number of tricks %s", resultWant)
	}
	for i := 0; i < len(f); i += 2 {
		side, err := bridge.ParseSide(f[i])
		if err != nil {
			return r, fmt.Errorf("%s is not a side %s", bridge.Quote(f[i]), resultWant)
		}
		n, err := tricks(f[i+1])
		if err != nil {
			return r, err
		}
		if side == bridge.NS {
			r.ns, r.hasNS = n, true
		} else {
			r.ew, r.hasEW = n, true
		}
	}
	if r.hasNS && r.hasEW && r.ns+r.ew != 13 {
		return r, fmt.Errorf("%w: NS %d and EW %d do not add up to 13 %s", bridge.ErrTricks, r.ns, r.ew, resultWant)
	}
	if len(f) == 4 && (!r.hasNS || !r.hasEW) {
		return r, fmt.Errorf("a side given twice %s", resultWant)
	}
	return r, nil
}

// of gives the tricks of the declaring side.
func (r result) of(side bridge.Side) int {
	switch {
	case r.plain:
		return r.tricks
	case side == bridge.NS && r.hasNS:
		return r.ns
	case side == bridge.EW && r.hasEW:
		return r.ew
	case side == bridge.NS:
		return 13 - r.ew
	}
	return 13 - r.ns
}

// score is a parsed Score tag.
type score struct {
	ns, ew, plain          int
	hasNS, hasEW, hasPlain bool
}

const scoreWant = "(want points such as 420, -100 or NS 620)"

func parseScore(v string) (score, error) {
	var s score
	num := func(t string) (int, error) {
		u := strings.TrimPrefix(t, "+")
		n, err := strconv.Atoi(u)
		if err != nil || u == "" || u[0] == '+' || u[0] == '-' && u != t {
			return 0, fmt.Errorf("%s is not a whole number of points %s", bridge.Quote(t), scoreWant)
		}
		return n, nil
	}
	f := strings.Fields(v)
	if len(f) == 1 {
		n, err := num(f[0])
		s.plain, s.hasPlain = n, true
		return s, err
	}
	if len(f) != 2 && len(f) != 4 {
		return s, fmt.Errorf("not a score %s", scoreWant)
	}
	for i := 0; i < len(f); i += 2 {
		side, err := bridge.ParseSide(f[i])
		if err != nil {
			return s, fmt.Errorf("%s is not a side %s", bridge.Quote(f[i]), scoreWant)
		}
		n, err := num(f[i+1])
		if err != nil {
			return s, err
		}
		if side == bridge.NS {
			s.ns, s.hasNS = n, true
		} else {
			s.ew, s.hasEW = n, true
		}
	}
	return s, nil
}

func atoiField(v string) (int, bool) {
	if !allDigits(v) || len(v) > 6 {
		return 0, false
	}
	n, _ := strconv.Atoi(v)
	return n, true
}

// pairLabel is the pair id made from two player names: the name when there
// is one or both are the same (pair labels such as "Para-2"), else both
// joined by an en dash.
// player is the value of a player tag (North, East, South, West) as the
// file first spells it: player names, BBO handles above all, compare
// without case ("Nasi Putih" and "nasi putih" are one handle on BBO, and
// its exports write both), so that a pair whose ids come from its
// players' names is one pair. A later spelling that differs is read as
// the first, with a warning.
func (m *mapper) player(g *Game, ctx, tag string) string {
	t, v := value(g, tag)
	if v == "" {
		return ""
	}
	k := strings.ToLower(v)
	first, ok := m.players[k]
	switch {
	case !ok:
		if m.players == nil {
			m.players = map[string]playerSpelling{}
		}
		m.players[k] = playerSpelling{name: v, pos: t.ValuePos}
		return v
	case first.name != v && !first.told[v]:
		if first.told == nil {
			first.told = map[string]bool{}
			m.players[k] = first
		}
		first.told[v] = true
		m.warnTag(t, ctx, "player %s is read as %s, as first written at %s (names compare without case)", bridge.Quote(v), bridge.Quote(first.name), first.pos)
	}
	return first.name
}

// playerSpelling is a player's name as first written, and the other
// spellings already warned of.
type playerSpelling struct {
	name string
	pos  bridge.Pos
	told map[string]bool
}

func pairLabel(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "" || a == b:
		return a
	}
	return a + " – " + b
}

func playerNames(a, b string) []string {
	var out []string
	if a != "" && a != b {
		out = append(out, a)
	}
	if b != "" && b != a {
		out = append(out, b)
	}
	return out
}

// played checks the result tags of g and, when emit is set and the game
// has a contract, adds its entry (one game per table result). A value
// that cannot be read is an error in a game that gives no entry; in one
// that does, it makes the entry not scored (a Contract, Declarer or
// Result) or is read past with a warning (a Score, which only checks the
// result), and the session is read on.
func (m *mapper) played(g *Game, ctx string, num int, emit bool, section string) {
	var why string // the entry cannot be scored as the game gives it
	bad := func(t *Tag, sentinel error, err error, what string) {
		switch {
		case !emit:
			m.bad(t, ctx, sentinel, "%w", err)
		case why == "":
			why = fmt.Sprintf("%s %s: %v", what, quoteValue(t.Value), err)
		}
	}
	ct, cv := value(g, "Contract")
	var contract bridge.Contract
	okContract := false
	if cv != "" {
		c, err := bridge.ParseContract(cv)
		if err != nil {
			bad(ct, formats.ErrValue, err, "contract")
		} else {
			contract, okContract = c, true
		}
	}
	dt, dv := value(g, "Declarer")
	var decl bridge.Seat
	okDecl := false
	if dv != "" {
		v := dv
		if strings.HasPrefix(v, "^") {
			v = strings.TrimSpace(v[1:])
			if emit && cv != "" {
				m.warnTag(dt, ctx, "irregularity mark ^ ignored")
			}
		}
		if s, err := bridge.ParseSeat(v); err != nil {
			if okContract && !contract.IsPass() {
				bad(dt, formats.ErrValue, err, "declarer")
			} else if !emit {
				m.bad(dt, ctx, formats.ErrValue, "%w", err)
			}
		} else {
			decl, okDecl = s, true
		}
	}
	rt, rv := value(g, "Result")
	var res result
	if rv != "" {
		r, err := parseResult(rv)
		if err != nil {
			if okContract && !contract.IsPass() {
				bad(rt, formats.ErrValue, err, "result")
			} else if !emit {
				m.bad(rt, ctx, formats.ErrValue, "%w", err)
			}
		} else {
			res = r
		}
	}
	st, sv := value(g, "Score")
	var sc score
	okScore := false
	if sv != "" {
		s, err := parseScore(sv)
		switch {
		case err == nil:
			sc, okScore = s, true
		case emit && cv != "":
			m.Warn(bridge.Warnf(bridge.ErrReadPast, st.ValuePos, ctx, "%s: %v; the score is not read (the contract and result are)", tagText(st), err))
		default:
			m.bad(st, ctx, formats.ErrValue, "%w", err)
		}
	}
	if !emit || cv == "" {
		return
	}
	e := bridge.Entry{Pos: ct.Pos, Section: section, Board: num, Kind: bridge.Played}
	e.Play.Contract = contract
	switch {
	case why != "":
	case !contract.IsPass() && dv == "":
		why = "no declarer"
	case !contract.IsPass() && rv == "":
		why = "no result"
	}
	if why != "" {
		e.Play = bridge.Play{}
		if okContract && okDecl {
			e.Play = bridge.Play{Contract: contract, Declarer: decl}
		}
		e.SetUnscored(why)
		m.seat(g, ctx, section, &e)
		return
	}
	if !contract.IsPass() {
		e.Play.Declarer = decl
		if res.irreg {
			m.warnTag(rt, ctx, "irregularity mark ^ ignored; %d tricks read", res.of(decl.Side()))
		}
		e.Play.Tricks = res.of(decl.Side())
	}
	if okScore {
		switch {
		case sc.hasNS && sc.hasEW && sc.ns != -sc.ew:
			m.warnTag(st, ctx, "NS %d and EW %d are not opposite; NS read", sc.ns, sc.ew)
			fallthrough
		case sc.hasNS:
			e.Claimed = intp(sc.ns)
		case sc.hasEW:
			e.Claimed = intp(-sc.ew)
		case contract.IsPass() || decl.Side() == bridge.NS:
			e.Claimed = intp(sc.plain)
		default:
			e.Claimed = intp(-sc.plain)
		}
	}
	if _, v := value(g, "Table"); v != "" {
		if n, ok := atoiField(v); ok {
			e.Table = n
		} else {
			t, _ := g.Get("Table")
			m.warnTag(t, ctx, "not a table number; ignored")
		}
	}
	if _, v := value(g, "Round"); v != "" {
		if n, ok := atoiField(v); ok {
			e.Round = n
		} else {
			t, _ := g.Get("Round")
			m.warnTag(t, ctx, "not a round number; ignored")
		}
	}
	e.Lead = m.lead(g, ctx, e.Play, contract.IsPass())
	m.playSections(g, ctx, num, &e)
	m.seat(g, ctx, section, &e)
}

// seat sets the pairs (or the teams of a match's room) of a game's entry,
// adds them to the session's pairs, and adds the entry.
func (m *mapper) seat(g *Game, ctx, section string, e *bridge.Entry) {
	_, e.NS = value(g, "PairNS")
	_, e.EW = value(g, "PairEW")
	if m.teamGame(g, ctx, e) {
		// A match's rooms are named by their teams; who sat where is kept
		// for the board pages.
		var seated [4]string
		for i, tag := range [4]string{"North", "East", "South", "West"} {
			seated[i] = m.player(g, ctx, tag)
		}
		if seated != ([4]string{}) {
			e.Show().Seated = &seated
		}
		m.s.Entries = append(m.s.Entries, *e)
		return
	}
	north, south, east, west := m.player(g, ctx, "North"), m.player(g, ctx, "South"), m.player(g, ctx, "East"), m.player(g, ctx, "West")
	if e.NS == "" {
		e.NS = pairLabel(north, south)
	}
	if e.EW == "" {
		e.EW = pairLabel(east, west)
	}
	m.addPair(bridge.Pair{Section: section, Direction: bridge.DirectionNS, ID: e.NS, Names: playerNames(north, south), Pos: g.Pos})
	m.addPair(bridge.Pair{Section: section, Direction: bridge.DirectionEW, ID: e.EW, Names: playerNames(east, west), Pos: g.Pos})
	m.s.Entries = append(m.s.Entries, *e)
}

// teamGame reads the room and the teams of a team match's game ([Room],
// [HomeTeam], [VisitTeam]): the home team sits NS in the open room and EW in
// the closed one, so NS and EW become the teams of this room. It reports
// whether the game is one.
func (m *mapper) teamGame(g *Game, ctx string, e *bridge.Entry) bool {
	rt, room := value(g, "Room")
	if room == "" {
		return m.roomless(g, ctx, e)
	}
	r, err := bridge.ParseRoom(room)
	if err != nil {
		m.bad(rt, ctx, formats.ErrValue, "%w", err)
		return false
	}
	_, home := value(g, "HomeTeam")
	_, away := value(g, "VisitTeam")
	_, event := value(g, "Event")
	if event == "#" {
		event = m.team.event
	}
	// Vugraph exports name the teams in the first game of a match only:
	// a later game of the same event that leaves them out (or writes "#"
	// with nothing to inherit) has the earlier game's. A game that still
	// has none is left without: compute/teams asks for the names, or for
	// --home and --away.
	if event == m.team.event || event == "" {
		if home == "" || home == "#" {
			home = m.team.home
		}
		if away == "" || away == "#" {
			away = m.team.away
		}
	}
	if home == "#" {
		home = ""
	}
	if away == "#" {
		away = ""
	}
	if home != "" || away != "" {
		if event == "" {
			event = m.team.event
		}
		m.team = teamNames{event: event, home: home, away: away}
	}
	e.Room, e.Home, e.Away = r, home, away
	if r == bridge.OpenRoom {
		e.NS, e.EW = home, away
	} else {
		e.NS, e.EW = away, home
	}
	m.rosters(g, e)
	return true
}

// roomless reads a game of a team competition ([Competition "Teams"],
// a PBN 2.1 tag) that names its teams but not its room, as RealBridge
// writes them: [HomeTeam] is the team sitting NS at the game's table and
// [VisitTeam] the team EW, the two tables of a match naming them the
// other way round. The rooms are set when every game is read
// (setRooms). It reports whether the game is one.
func (m *mapper) roomless(g *Game, ctx string, e *bridge.Entry) bool {
	_, comp := value(g, "Competition")
	_, home := value(g, "HomeTeam")
	_, away := value(g, "VisitTeam")
	if !strings.EqualFold(comp, "Teams") || home == "" || away == "" || home == "#" || away == "#" || strings.EqualFold(home, away) {
		return false
	}
	if len(m.noRoom) == 0 {
		t, _ := g.Get("Competition")
		m.warnTag(t, ctx, "team games without [Room]: each game's [HomeTeam] is read as the team NS at its table, as RealBridge writes them; "+
			"a match's open room is the table where the team NS at its first table (by board, then [Table]) sits NS")
	}
	e.NS, e.EW = home, away
	m.noRoom = append(m.noRoom, len(m.s.Entries)) // the entry is added next
	m.rosters(g, e)
	return true
}

// setRooms sets the rooms, home and away teams of the entries roomless
// read: a match (the two teams) has its home team NS in the open room, the
// team NS at its first table, by board and then table number.
func (m *mapper) setRooms() {
	type match struct{ a, b string }
	key := func(e *bridge.Entry) match {
		if e.NS < e.EW {
			return match{e.NS, e.EW}
		}
		return match{e.EW, e.NS}
	}
	first := map[match]*bridge.Entry{}
	for _, i := range m.noRoom {
		e := &m.s.Entries[i]
		k := key(e)
		if f := first[k]; f == nil || e.Board < f.Board || e.Board == f.Board && e.Table < f.Table {
			first[k] = e
		}
	}
	home := map[match][2]string{}
	for k, f := range first {
		home[k] = [2]string{f.NS, f.EW}
	}
	for _, i := range m.noRoom {
		e := &m.s.Entries[i]
		h := home[key(e)]
		e.Home, e.Away, e.Room = h[0], h[1], bridge.OpenRoom
		if e.NS != h[0] {
			e.Room = bridge.ClosedRoom
		}
	}
}

// rosters adds a team game's players to the rosters of its teams.
func (m *mapper) rosters(g *Game, e *bridge.Entry) {
	_, north := value(g, "North")
	_, south := value(g, "South")
	_, east := value(g, "East")
	_, west := value(g, "West")
	m.addPair(bridge.Pair{Section: e.Section, ID: e.NS, Names: playerNames(north, south), Pos: g.Pos})
	m.addPair(bridge.Pair{Section: e.Section, ID: e.EW, Names: playerNames(east, west), Pos: g.Pos})
}

// teamNames are a team game's event and teams.
type teamNames struct{ event, home, away string }

func intp(n int) *int { return &n }

// lead is the first card of the Play section, 0 when unknown.
func (m *mapper) lead(g *Game, ctx string, play bridge.Play, pass bool) bridge.Card {
	pt, ok := g.Get("Play")
	if !ok || pt.Section == nil || pass {
		return 0
	}
	if leader, err := bridge.ParseSeat(pt.Value); err == nil && leader != play.OpeningLeader() {
		m.warnTag(pt, ctx, "opening leader %s is not on the left of declarer %s", leader, play.Declarer)
	}
	for _, tok := range pt.Section.Tokens {
		switch tok.Text[0] {
		case '=', '$', '!', '?', '^':
			continue
		}
		switch tok.Text {
		case "-", "--", "*", "+":
			return 0
		}
		c, err := bridge.ParseCard(tok.Text)
		if err != nil {
			m.Warn(&bridge.Error{Pos: tok.Pos, Context: ctx, Err: formats.Cause(formats.ErrValue, "[Play] opening lead: %w", err)})
			return 0
		}
		return c
	}
	return 0
}

func (m *mapper) addPair(p bridge.Pair) {
	if p.ID == "" {
		return
	}
	sec := p.Section // "" (every section) stays apart from "A"
	if sec != "" {
		sec = bridge.SectionKey(sec)
	}
	key := sec + "|" + p.Direction.String() + "|" + p.ID
	if i, ok := m.pairs[key]; ok {
		// Add names not seen yet (a team's players across its games).
		for _, n := range p.Names {
			if !slices.Contains(m.s.Pairs[i].Names, n) {
				m.s.Pairs[i].Names = append(m.s.Pairs[i].Names, n)
			}
		}
		return
	}
	m.pairs[key] = len(m.s.Pairs)
	m.s.Pairs = append(m.s.Pairs, p)
}

// splitNames splits a Names cell: "A - B" (Ruter), "A;B" (reference
// suite), or with quoted names as results.pbn writes a name holding ";"
// (bridge.SplitNames).
func splitNames(v string) []string { return bridge.SplitNames(v) }

func (m *mapper) totalScoreTable(t *Tag, ctx string) {
	tbl := t.Table
	iID, iDir, iNames, iSec := tbl.Col("PairId"), tbl.Col("Direction"), tbl.Col("Names"), tbl.Col("Section")
	if iID < 0 {
		if len(tbl.Rows) > 0 {
			m.warnTag(t, ctx, "no PairId column; pairs not read from it")
		}
		return
	}
	for _, row := range tbl.Rows {
		id := row[iID]
		if id.Empty() {
			continue
		}
		p := bridge.Pair{ID: strings.TrimSpace(id.Text), Pos: id.Pos}
		if iDir >= 0 && !row[iDir].Empty() {
			if s, err := bridge.ParseSide(row[iDir].Text); err == nil {
				p.Direction = s.Direction()
			} else {
				m.Warn(&bridge.Error{Pos: row[iDir].Pos, Context: ctx, Err: formats.Cause(formats.ErrValue, "[%s] Direction: %w", t.Name, err)})
			}
		}
		if iNames >= 0 && !row[iNames].Empty() {
			p.Names = splitNames(row[iNames].Text)
		}
		if iSec >= 0 && !row[iSec].Empty() {
			p.Section = row[iSec].Text
		}
		m.addPair(p)
	}
}

// scoreCell is a Score_NS or Score_EW cell.
type scoreCell struct {
	cell    Cell
	present bool // the column exists and the cell is not empty
	number  bool // a plain whole number: "420", "-50"
	n       int
}

func readScoreCell(row []Cell, i int) scoreCell {
	if i < 0 || row[i].Empty() {
		return scoreCell{}
	}
	s := scoreCell{cell: row[i], present: true}
	t := strings.TrimSpace(row[i].Text)
	u := strings.TrimPrefix(t, "-")
	if allDigits(u) && len(u) <= 6 {
		n, _ := strconv.Atoi(u)
		if u != t {
			n = -n
		}
		s.number, s.n = true, n
	}
	return s
}

// What published made of a row.
const (
	notRead   = iota // not a published award: the score cells stand
	entryRead        // the entry's award is set
	rowRead          // the row is read as decisions: it makes no entry
)

// asPublished ends the warnings of the awards read from a Ruter file's
// own MP cells.
const asPublished = "scored as published by the file"

// published reads the award that Ruter printed in a ScoreTable row whose
// score cells hold a code without an agreed meaning (spec/formats.md
// §9.3.2), from the row's MP_NS and MP_EW cells:
//
//   - "+0" in both cells is a score of 0 for the table, compared with the
//     other tables as any score: on Ruter's own rows (spiren_2017-04-10,
//     board 9) the 75/25 % it printed for the table, and the other tables'
//     matchpoints, are those of a table score of 0.
//   - "Pen" in both cells, on a row after the table's own result, is what
//     each pair gets on top of that result, in the row's MP cells: Ruter
//     adds them to the pair's total (spiren_2018-04-23, board 21: the EW
//     pair's 6.8 is its TotalScoreTable ScorePenalty, and in its
//     TotalScoreMP). A cell other than 0 is a penalty stacked on the table,
//     negative when it credits the pair.
//
// Without readable MP cells the file says nothing, and the code stands for
// a decision to replace (notRead). Each award read is warned about.
func (m *mapper) published(e *bridge.Entry, text string, pos bridge.Pos, row []Cell, iMPNS, iMPEW, r int, ctx string, tbl *Table) int {
	if iMPNS < 0 || iMPEW < 0 || row[iMPNS].Empty() || row[iMPEW].Empty() {
		return notRead
	}
	mpNS, okNS := new(big.Rat).SetString(strings.TrimSpace(row[iMPNS].Text))
	mpEW, okEW := new(big.Rat).SetString(strings.TrimSpace(row[iMPEW].Text))
	if !okNS || !okEW || len(row[iMPNS].Text) > 12 || len(row[iMPEW].Text) > 12 {
		return notRead
	}
	warn := func(format string, args ...any) {
		m.Warn(&bridge.Error{Pos: pos, Context: ctx, Source: tbl.src(r),
			Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d: score cells %s: "+format, append([]any{r + 1, bridge.Quote(text)}, args...)...)})
	}
	cells := strings.TrimSpace(row[iMPNS].Text) + "/" + strings.TrimSpace(row[iMPEW].Text)
	switch {
	case text == "+0":
		zero := []bridge.Outcome{{Num: 1, Den: 1, Score: 0}}
		e.Kind = bridge.Assigned
		e.Adjust = &bridge.Adjustment{Text: text, Kind: bridge.AdjAssigned, OutcomesNS: zero, OutcomesEW: slices.Clone(zero), Pos: pos, Published: true}
		warn("Ruter's score of 0 for the table (MP %s), %s", cells, asPublished)
		return entryRead
	case strings.EqualFold(text, "Pen"):
		beside := false // the table's own result, in an earlier row
		for i := range m.s.Entries {
			o := &m.s.Entries[i]
			beside = beside || o.Board == e.Board && o.Section == e.Section && o.NS == e.NS && o.EW == e.EW && o.Adjust == nil
		}
		if !beside {
			return notRead
		}
		unit := bridge.PenMP
		if m.s.Method == bridge.ScoringButler || m.s.Method == bridge.ScoringCrossIMPs {
			unit = bridge.PenIMP
		}
		var given []string
		for _, side := range []struct {
			side bridge.Side
			id   string
			mp   *big.Rat
		}{{bridge.NS, e.NS, mpNS}, {bridge.EW, e.EW, mpEW}} {
			if side.mp.Sign() == 0 {
				continue
			}
			amount := new(big.Rat).Neg(side.mp)
			if !amount.Num().IsInt64() || !amount.Denom().IsInt64() {
				return notRead
			}
			m.s.Decisions = append(m.s.Decisions, bridge.Decision{Section: e.Section, Board: e.Board, NS: e.NS, EW: e.EW, Round: e.Round,
				Adjust: bridge.Adjustment{Text: text, Kind: bridge.AdjPenalty, Pos: pos, Published: true,
					Penalty: &bridge.Penalty{Side: side.side, Num: amount.Num().Int64(), Den: amount.Denom().Int64(), Unit: unit}}})
			given = append(given, fmt.Sprintf("%s %s %s %s", side.side, bridge.Quote(side.id), strings.TrimSpace(row[map[bridge.Side]int{bridge.NS: iMPNS, bridge.EW: iMPEW}[side.side]].Text), unit))
		}
		if len(given) == 0 {
			warn("Ruter's correction of 0 for both pairs (MP %s): nothing to add, %s", cells, asPublished)
			return rowRead
		}
		warn("Ruter's correction beside the table's result, added to the pairs' totals: %s, %s", strings.Join(given, ", "), asPublished)
		return rowRead
	}
	return notRead
}

// adjustText is the raw text of the score cells: the cell when both agree
// or only one column exists, else "ns/ew" with "-" for an empty cell.
func adjustText(ns, ew scoreCell, hasNS, hasEW bool) string {
	txt := func(s scoreCell) string {
		if !s.present {
			return "-"
		}
		return strings.TrimSpace(s.cell.Text)
	}
	switch {
	case !hasEW:
		return txt(ns)
	case !hasNS:
		return txt(ew)
	case txt(ns) == txt(ew) && !ns.number:
		return txt(ns) // the same code in both cells; two equal numbers are a split score
	}
	return txt(ns) + "/" + txt(ew)
}

// adjustAt is the position of a row's adjustment: the first score cell
// that holds a code, else the first score cell.
func adjustAt(ns, ew scoreCell, row []Cell) bridge.Pos {
	switch {
	case ns.present && !ns.number:
		return ns.cell.Pos
	case ew.present && !ew.number:
		return ew.cell.Pos
	case ns.present:
		return ns.cell.Pos
	case ew.present:
		return ew.cell.Pos
	}
	return row[0].Pos
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0x7F {
			return true
		}
	}
	return false
}

// Limits of a frequency table: tables per row, results per board.
const (
	maxMultiplicity = 10000
	maxTableEntries = 100000
)

// scoreTable adds the entries of a ScoreTable (one game per board).
func (m *mapper) scoreTable(t *Tag, ctx string, num int, section string) {
	if m.full {
		return
	}
	tbl := t.Table
	iSec, iTable, iRound := tbl.Col("Section"), tbl.Col("Table"), tbl.Col("Round")
	iNS, iEW := tbl.Col("PairId_NS"), tbl.Col("PairId_EW")
	iContract, iDecl, iResult, iLead := tbl.Col("Contract"), tbl.Col("Declarer"), tbl.Col("Result"), tbl.Col("Lead")
	iSNS, iSEW, iMult := tbl.Col("Score_NS"), tbl.Col("Score_EW"), tbl.Col("Multiplicity")
	iNamesNS, iNamesEW := tbl.Col("Names_NS"), tbl.Col("Names_EW")
	iDecision := tbl.Col("Decision")
	iMPNS, iMPEW := tbl.Col("MP_NS"), tbl.Col("MP_EW")
	if iContract < 0 && iSNS < 0 && iSEW < 0 {
		if len(tbl.Rows) > 0 {
			m.warnTag(t, ctx, "neither a Contract nor a Score_NS or Score_EW column; rows not read")
		}
		return
	}
	get := func(row []Cell, i int) (Cell, bool) {
		if i < 0 || row[i].Empty() {
			return Cell{}, false
		}
		return row[i], true
	}
	cellErr := func(c Cell, r int, col string, sentinel error, format string, args ...any) {
		m.Add(&bridge.Error{Pos: c.Pos, Context: ctx, Source: tbl.src(r),
			Err: formats.Cause(sentinel, "[ScoreTable] row %d, %s %s: "+format, append([]any{r + 1, col, quoteValue(c.Text)}, args...)...)})
	}
	warned := map[string]bool{}
	warnOnce := func(key string, c Cell, r int, format string, args ...any) {
		if warned[key] {
			return
		}
		warned[key] = true
		m.Warn(&bridge.Error{Pos: c.Pos, Context: ctx, Source: tbl.src(r),
			Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d: "+format, append([]any{r + 1}, args...)...)})
	}
	// num0 reads a Table or Round cell; one that is not a number is read
	// past (the result stands; where it was played is unknown).
	num0 := func(c Cell, r int, col string) int {
		n, ok := atoiField(strings.TrimSpace(c.Text))
		if !ok {
			m.Warn(bridge.Warnf(bridge.ErrReadPast, c.Pos, ctx, "[ScoreTable] row %d, %s %s: not a number (want a whole number); read past", r+1, col, quoteValue(c.Text)))
		}
		return n
	}
	total := 0
	for r, row := range tbl.Rows {
		e := bridge.Entry{Pos: row[0].Pos, Section: section, Board: num}
		if c, has := get(row, iSec); has {
			e.Section = c.Text
		}
		if c, has := get(row, iTable); has {
			e.Table = num0(c, r, "Table")
		}
		if c, has := get(row, iRound); has {
			e.Round = num0(c, r, "Round")
		}
		if c, has := get(row, iNS); has {
			e.NS = strings.TrimSpace(c.Text)
		}
		if c, has := get(row, iEW); has {
			e.EW = strings.TrimSpace(c.Text)
		}
		ns, ew := readScoreCell(row, iSNS), readScoreCell(row, iSEW)
		code := ns.present && !ns.number || ew.present && !ew.number
		bye := func(s scoreCell) bool { return !s.present || strings.EqualFold(strings.TrimSpace(s.cell.Text), "Bye") }
		cc, hasContract := get(row, iContract)

		if (iNS >= 0 || iEW >= 0) && (e.NS == "" || e.EW == "") && !hasContract && bye(ns) && bye(ew) {
			continue // a sit-out: no entry
		}

		var play bridge.Play
		var why string // the row cannot be scored as it stands
		// protokol's own Decision cell of a table not scored: "not
		// scored: " and why (bridge.NotScoredMark; report/pbnout), read
		// back as such, for that reason.
		unscored, isUnscored := notScoredCell(row, iDecision)
		if hasContract {
			var avg bool
			play, avg, why = m.rowPlay(row, cc, iDecl, iResult, r, ctx, tbl, warnOnce)
			if avg {
				// Bridgewebs' average: "A" in the Contract, Declarer
				// and Result cells (BriAn's USEBIO of the same session
				// has A5050): the producer's award.
				hasContract = false
				e.Kind = bridge.Artificial
				e.Adjust = &bridge.Adjustment{Text: "A", Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.Average},
					EW: bridge.Award{Kind: bridge.Average}, Pos: cc.Pos, Published: true}
				m.Warn(&bridge.Error{Pos: cc.Pos, Context: ctx, Source: tbl.src(r),
					Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d: contract, declarer and result \"A\": Bridgewebs' average for both pairs (A), %s", r+1, asPublished)})
			}
		}
		if isUnscored {
			e.Kind, e.Adjust = bridge.Played, nil // whatever an average made of it
			why = cmp.Or(unscored, "not scored")
		}
		if why != "" {
			hasContract = false // no result to score, or to show a lead of
			code = false
			e.Play = play
			e.SetUnscored(why)
		}
		if c, has := get(row, iLead); has && hasContract && !play.Contract.IsPass() {
			if card, err := bridge.ParseCard(c.Text); err == nil {
				e.Lead = card
			} else {
				m.Warn(&bridge.Error{Pos: c.Pos, Context: ctx, Source: tbl.src(r),
					Err: formats.Cause(formats.ErrValue, "[ScoreTable] row %d, Lead: %w", r+1, err)})
			}
		}
		if code && !hasContract {
			switch m.published(&e, adjustText(ns, ew, iSNS >= 0, iSEW >= 0), adjustAt(ns, ew, row), row, iMPNS, iMPEW, r, ctx, tbl) {
			case rowRead:
				continue
			case entryRead:
				code = false
			}
		}
		switch {
		case e.Kind == bridge.NotScored:
		case e.Adjust != nil: // a published award
		case code:
			e.Kind = bridge.Assigned
			if ns.present && !ns.number && hasLetter(ns.cell.Text) || ew.present && !ew.number && hasLetter(ew.cell.Text) {
				e.Kind = bridge.Artificial
			}
			e.Adjust = &bridge.Adjustment{Text: adjustText(ns, ew, iSNS >= 0, iSEW >= 0), Pos: adjustAt(ns, ew, row)}
			if hasContract {
				e.Play = play
			}
			if _, err := decisions.ParseScoreCells(e.Adjust.Text); err != nil {
				// A code no one agreed on (Ruter's +0 or Pen without its
				// MP cells), or no code at all: not scored, until a
				// director decides the table.
				e.Adjust = nil
				e.SetUnscored(err.Error())
			}
		case hasContract:
			e.Kind, e.Play = bridge.Played, play
			switch {
			case ns.present && ew.present && ns.n != -ew.n:
				e.Kind = bridge.Assigned
				e.Adjust = &bridge.Adjustment{Text: adjustText(ns, ew, true, true), Pos: adjustAt(ns, ew, row)}
				warnOnce("split", ns.cell, r, "Score_NS %d and Score_EW %d are not opposite; read as an assigned split score", ns.n, ew.n)
			case ns.present:
				e.Claimed = intp(ns.n)
			case ew.present:
				e.Claimed = intp(-ew.n)
			}
		case ns.present || ew.present:
			e.Kind = bridge.Assigned
			e.Adjust = &bridge.Adjustment{Text: adjustText(ns, ew, iSNS >= 0, iSEW >= 0), Pos: adjustAt(ns, ew, row)}
			if ns.present {
				e.Claimed = intp(ns.n)
			} else {
				e.Claimed = intp(-ew.n)
			}
			e.SetRemarks("score without a contract")
			if iMult < 0 {
				warnOnce("scoreonly", row[0], r, "a score without a contract, read as an assigned score")
			}
		default:
			e.Kind = bridge.NotPlayed
			warnOnce("empty", row[0], r, "neither a contract nor a score; read as not played")
		}
		var stacked []bridge.Adjustment
		if c, has := get(row, iDecision); has && strings.TrimSpace(c.Text) != "-" && !isUnscored {
			// protokol's own column: the director's decisions in the adjust
			// grammar, which say more than score cells can.
			adj, more, err := decisionCell(c)
			if err != nil {
				cellErr(c, r, "Decision", formats.ErrValue, "%w", err)
				continue
			}
			switch adj.Kind {
			case bridge.AdjArtificial:
				e.Kind, e.Claimed, e.Play = bridge.Artificial, nil, bridge.Play{}
			case bridge.AdjAssigned:
				e.Kind, e.Claimed, e.Play = bridge.Assigned, nil, bridge.Play{}
			default:
				if !hasContract {
					cellErr(c, r, "Decision", formats.ErrMissing, "%s %s needs the table's result (want its contract, declarer and result)", adj.Kind, bridge.Quote(adj.Text))
					continue
				}
				e.Kind = bridge.Played
			}
			e.Adjust, stacked = &adj, more
		}
		n := 1
		if c, has := get(row, iMult); has {
			m, good := atoiField(strings.TrimSpace(c.Text))
			if !good || m == 0 || m > maxMultiplicity {
				cellErr(c, r, "Multiplicity", formats.ErrValue, "not a count (want a whole number of tables, 1 to %d)", maxMultiplicity)
				continue
			}
			if total+m > maxTableEntries {
				cellErr(c, r, "Multiplicity", formats.ErrValue, "more than %d results on one board (want a real frequency table)", maxTableEntries)
				return
			}
			n = m
			warnOnce("multiplicity", c, r, "frequency table: each row stands for Multiplicity tables; entries have no pair ids")
		}
		if iNS < 0 && iEW < 0 && iMult < 0 {
			warnOnce("noids", row[0], r, "no PairId_NS or PairId_EW column; entries have no pair ids")
		}
		if e.NS == "" && iNS >= 0 || e.EW == "" && iEW >= 0 {
			warnOnce("oneid", row[0], r, "a result with a pair id missing")
		}
		if len(m.s.Entries)+n > formats.MaxResults {
			// A frequency table's rows make many entries each: stop
			// before memory grows with them.
			cellErr(row[0], r, tbl.Columns[0].Name, formats.ErrTooLarge, "too large: more than %d results in the file (the limit for one session; want the files of one session)", formats.MaxResults)
			m.full = true
			return
		}
		total += n
		for k := 0; k < n; k++ {
			c := e // each entry owns its pointers
			if e.Claimed != nil {
				c.Claimed = intp(*e.Claimed)
			}
			if e.Adjust != nil {
				a := *e.Adjust
				c.Adjust = &a
			}
			m.s.Entries = append(m.s.Entries, c)
		}
		for _, a := range stacked {
			m.s.Decisions = append(m.s.Decisions, bridge.Decision{Section: e.Section, Board: e.Board, NS: e.NS, EW: e.EW, Round: e.Round, Adjust: a})
		}
		if c, has := get(row, iNamesNS); has && e.NS != "" {
			m.addPair(bridge.Pair{Section: e.Section, Direction: bridge.DirectionNS, ID: e.NS, Names: splitNames(c.Text), Pos: c.Pos})
		}
		if c, has := get(row, iNamesEW); has && e.EW != "" {
			m.addPair(bridge.Pair{Section: e.Section, Direction: bridge.DirectionEW, ID: e.EW, Names: splitNames(c.Text), Pos: c.Pos})
		}
	}
}

// rowPlay reads a ScoreTable row's result: the Contract cell cc (PBN's
// contract, "3N", "5Cx", Bridgewebs' "3S*" and "PO", passed out), and for
// a contract that was played the Declarer and the Result cells (the
// declarer's tricks, or =, +1, -2 relative to the contract, warned). avg
// is Bridgewebs' average, "A" in the Contract cell and "A" or nothing in
// the other two. why is set when the result cannot be read: the row is
// not scored (the session is not stopped for it), and play keeps the
// contract and declarer when both were read (its tricks mean nothing).
func (m *mapper) rowPlay(row []Cell, cc Cell, iDecl, iResult, r int, ctx string, tbl *Table, warnOnce func(key string, c Cell, r int, format string, args ...any)) (play bridge.Play, avg bool, why string) {
	get := func(i int) (Cell, bool) {
		if i < 0 || row[i].Empty() {
			return Cell{}, false
		}
		return row[i], true
	}
	text := strings.TrimSpace(cc.Text)
	switch {
	case strings.EqualFold(text, "PO"):
		return bridge.Play{Contract: bridge.PassOut}, false, ""
	case text == "A":
		d, hasD := get(iDecl)
		res, hasR := get(iResult)
		if (!hasD || strings.TrimSpace(d.Text) == "A") && (!hasR || strings.TrimSpace(res.Text) == "A") {
			return play, true, ""
		}
	}
	c, err := bridge.ParseContract(cc.Text)
	if err != nil {
		return play, false, fmt.Sprintf("contract %s: %v", quoteValue(cc.Text), err)
	}
	play.Contract = c
	if c.IsPass() {
		return play, false, ""
	}
	dc, has := get(iDecl)
	if !has {
		return bridge.Play{}, false, fmt.Sprintf("contract %s and no declarer", quoteValue(cc.Text))
	}
	s, err := bridge.ParseSeat(dc.Text)
	if err != nil {
		return bridge.Play{}, false, fmt.Sprintf("contract %s, declarer %s: %v", quoteValue(cc.Text), quoteValue(dc.Text), err)
	}
	play.Declarer = s
	rc, has := get(iResult)
	if !has {
		return play, false, "no result"
	}
	rt := strings.TrimSpace(rc.Text)
	if n, good := atoiField(rt); good && n <= 13 {
		play.Tricks = n
		return play, false, ""
	}
	if tr, err := bridge.ParseRelative(c, rt); err == nil && rt != "" && strings.ContainsAny(rt[:1], "+-=") {
		play.Tricks = tr
		warnOnce("relative", rc, r, "result %s read as relative to the contract: %d tricks", bridge.Quote(rt), tr)
		return play, false, ""
	}
	return play, false, fmt.Sprintf("result %s: %v %s", quoteValue(rc.Text), bridge.ErrTricks, resultWant)
}

// notScoredCell reads the Decision cell (column i) of a table not scored
// as protokol writes it: "not scored: " and why; ok is false for any
// other cell.
func notScoredCell(row []Cell, i int) (why string, ok bool) {
	if i < 0 || row[i].Empty() {
		return "", false
	}
	t := strings.TrimSpace(row[i].Text)
	if t == strings.TrimSpace(bridge.NotScoredMark) {
		return "", true
	}
	why, ok = strings.CutPrefix(t, bridge.NotScoredMark)
	return strings.TrimSpace(why), ok
}

// decisionCell reads a Decision cell: one or more decisions of the adjust
// grammar joined by " & " (formats/decisions). The first that gives the
// table its score (or the first of all, when all are penalties) is the
// entry's; the others are penalties stacked on it.
func decisionCell(c Cell) (bridge.Adjustment, []bridge.Adjustment, error) {
	var all []bridge.Adjustment
	main := -1
	for part := range strings.SplitSeq(c.Text, bridge.DecisionsJoin) {
		part = strings.TrimSpace(part)
		a, err := decisions.ParseAdjust(part)
		if err != nil {
			return bridge.Adjustment{}, nil, err
		}
		a.Text, a.Pos = part, c.Pos
		if a.Kind != bridge.AdjPenalty {
			if main >= 0 && all[main].Kind != bridge.AdjPenalty {
				return bridge.Adjustment{}, nil, fmt.Errorf("two decisions that each give the table its score, %s and %s (want one, and any penalties)", bridge.Quote(all[main].Text), bridge.Quote(part))
			}
			main = len(all)
		}
		all = append(all, a)
	}
	if main < 0 {
		main = 0
	}
	rest := append(slices.Clone(all[:main]), all[main+1:]...)
	return all[main], rest, nil
}
