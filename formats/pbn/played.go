package pbn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

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
			e.Claimed, e.HasClaimed = sc.ns, true
		case sc.hasEW:
			e.Claimed, e.HasClaimed = -sc.ew, true
		case contract.IsPass() || decl.Side() == bridge.NS:
			e.Claimed, e.HasClaimed = sc.plain, true
		default:
			e.Claimed, e.HasClaimed = -sc.plain, true
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

// seat sets the pairs (or the teams of a match's room, or an individual's
// players: seatPlayers) of a game's entry, adds them to the session's
// pairs, and adds the entry.
func (m *mapper) seat(g *Game, ctx, section string, e *bridge.Entry) {
	if m.individualGame(g) {
		m.seatPlayers(g, ctx, e)
		m.s.Entries = append(m.s.Entries, *e)
		return
	}
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
