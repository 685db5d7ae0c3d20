package report

import (
	"fmt"
	"runtime"
	"slices"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/parallel"
)

// This file lays out a pairs event's own parts of the sheet: the
// rankings, each board's traveller, the score cards of the ranked pairs,
// the names page and the adjustments. An individual's are the same over
// its players: a side of a table is two players (Side), each credited
// with its figures on his own score card, beside his partner.

// pairs lays out a pairs event, phase by phase.
func (s *Sheet) pairs(ev *Event) {
	x := s.pairIndex(ev)
	s.ref = x.ref
	// The travellers are laid out on every core, a board at a time,
	// while one goroutine starts the score cards (newCards), then makes
	// the rankings and the names page, which reads of the cards only
	// what newCards gave them. The cards are then filled on every core
	// too, each goroutine its share of the cards taking every board in
	// the order of the boards, which their rows and running totals
	// follow.
	s.Boards = make([]BoardPage, len(ev.Boards))
	hidden := make([][]TravRow, len(ev.Boards))
	owners := make([][][4]int32, len(ev.Boards))
	var cards *cardSet
	started := make(chan struct{}) // cards is set (or newCards failed)
	parallel.Each(2, 2, func(part int) {
		if part == 1 {
			func() {
				defer close(started)
				cards = s.newCards(ev, x)
			}()
			s.rankings(ev, x)
			s.Players = s.players(ev, x, cards)
			return
		}
		parallel.Each(len(ev.Boards), 0, func(i int) { s.Boards[i], hidden[i], owners[i] = s.traveller(ev, i, x) })
		<-started
		jobs := runtime.GOMAXPROCS(0)
		parallel.Each(jobs, jobs, func(w int) {
			share := cardShare{w, jobs}
			for i := range ev.Boards {
				cards.take(s, &ev.Boards[i], &s.Boards[i], hidden[i], owners[i], x, share)
			}
			cards.roles(s.L, s.IMPs, share)
		})
	})
	s.Cards = cards.done()
	s.Adjustments = s.pairAdjustments(ev, x)
}

// pairIndex is what the sheet of a pairs event finds its pairs by: their
// pages, their references (made once each), which are ranked and the
// index of their score card, all found by one look-up.
type pairIndex struct {
	pairs map[Key]pairEntry
	// manySections: the session has several sections, so a pair's title
	// names its section.
	manySections bool
}

// pairEntry is what the index holds of a pair.
type pairEntry struct {
	ref    *PairRef // nil for a pair of no table nor ranking
	ranked bool
	// card is the index of the pair's score card among the cards of
	// the rankings, in their order (a pair ranked twice has its last);
	// -1 for none.
	card int32
}

// pairIndex names the pages of every pair of the event.
func (s *Sheet) pairIndex(ev *Event) *pairIndex {
	all := ev.Contestants()
	keys := make([]pairs.PairKey, len(all))
	for i, c := range all {
		keys[i] = c.pairKey()
	}
	s.Pages = PairPages(keys)
	if ev.who == ContestantPlayer {
		s.Pages = PlayerPages(keys)
	}
	x := &pairIndex{pairs: make(map[Key]pairEntry, len(all)), manySections: len(ev.Sections) > 1}
	n := int32(0)
	for _, f := range ev.Fields {
		for _, st := range f.Rows() {
			x.pairs[st.Key] = pairEntry{ranked: true, card: n}
			n++
		}
	}
	for _, c := range all {
		e, ok := x.pairs[c.Key]
		if !ok {
			e.card = -1
		}
		var names Phrase
		if e.ranked {
			names = JoinInput(c.Names, " – ")
		}
		e.ref = &PairRef{Label: c.ID, Page: s.Pages.Pair(c.pairKey()), Names: names.String(), NamesPhrase: names}
		x.pairs[c.Key] = e
	}
	return x
}

// entry is pair k's entry; a pair the index does not have has neither
// reference nor card.
func (x *pairIndex) entry(k Key) pairEntry {
	if e, ok := x.pairs[k]; ok {
		return e
	}
	return pairEntry{card: -1}
}

// ref is the reference of pair k.
func (x *pairIndex) ref(k Key) PairRef {
	if r := x.pairs[k].ref; r != nil {
		return *r
	}
	return PairRef{}
}

// page is the page of pair k, "" for none (Pages.Pair of its key).
func (e pairEntry) page() string {
	if e.ref == nil {
		return ""
	}
	return e.ref.Page
}

// sideRef is the reference of a side of a table: its pair's (the one
// the index holds), or an individual's two players', each linked (see
// PairRef.Players).
func (x *pairIndex) sideRef(side Side) *PairRef {
	if side.Who[1] == (Key{}) {
		return x.pairRef(x.entry(side.Who[0]))
	}
	var r PairRef
	for i, k := range side.Who {
		p := x.ref(k)
		if k == (Key{}) {
			p = PairRef{Label: "?"}
		}
		r.Players = append(r.Players, p)
		if i > 0 {
			r.Label += " & "
			if r.NamesPhrase != nil && p.Names != "" {
				r.NamesPhrase = r.NamesPhrase.Word(" – ")
			}
		}
		r.Label += p.Label
		r.NamesPhrase = append(r.NamesPhrase, p.NamesPhrase...)
	}
	r.Page, r.Names = r.Players[0].Page, r.NamesPhrase.String()
	return &r
}

// pairRef is the reference of a pair's side (see sideRef) by its entry.
func (x *pairIndex) pairRef(e pairEntry) *PairRef {
	if e.ref != nil {
		return e.ref
	}
	return &PairRef{}
}

// side is what a table's row shows of a side, and its cards: the side's
// reference (sideRef), the page its anchor is made of (its first
// contestant's), and the cards of its two contestants (see
// cardSet.owners).
func (x *pairIndex) side(side Side) (ref *PairRef, page string, cards [2]int32) {
	first := x.entry(side.Who[0])
	cards = [2]int32{first.card, -1}
	if side.Who[1] == (Key{}) {
		return x.pairRef(first), first.page(), cards
	}
	cards[1] = x.entry(side.Who[1]).card
	return x.sideRef(side), first.page(), cards
}

// pendingRef is the reference of a pair still to play a board: to its
// score card when it has one (a pair that has played nothing yet has no
// page).
func (x *pairIndex) pendingRef(e pairEntry) *PairRef {
	if e.ref != nil && e.ranked {
		return e.ref
	}
	var r PairRef
	if e.ref != nil {
		r = *e.ref
	}
	r.Page = ""
	return &r
}

// rankings lays out the rankings, one a field.
func (s *Sheet) rankings(ev *Event, x *pairIndex) {
	oneField := len(ev.Fields) == 1
	for _, f := range ev.Fields {
		rt := Ranking{Section: f.Section, Direction: f.Direction.String()}
		if !oneField || x.manySections {
			rt.TitlePhrase = s.fieldTitle(f.Section, f.Direction, x.manySections)
			rt.Title = rt.TitlePhrase.String()
		}
		for _, st := range f.Rows() {
			row := RankRow{Place: st.Place.Text(), Pair: x.ref(st.Key), Boards: strconv.Itoa(st.Played)}
			if f.Section == "" && x.manySections {
				row.Pair.Label = st.Section + st.ID // "A3": a ranking across the sections
			}
			if st.Penalty.Sign() != 0 {
				row.Penalty = st.Penalty.Neg().Signed()
			}
			row.Total, row.Max, row.Percent, row.Average = s.totals(st)
			row.Awards = awardCells(st.Awards)
			rt.Rows = append(rt.Rows, row)
		}
		s.Rankings = append(s.Rankings, rt)
	}
}

// totals are a pair's total, and its top and percentage in matchpoints
// or its average in IMPs, as printed.
func (s *Sheet) totals(st Standing) (total, maxTotal, percent, average string) {
	if s.IMPs {
		return st.Total.Signed(), "", "", st.Average.Signed()
	}
	return st.Total.Shown(), st.Max.Shown(), st.Percent.Shown(), ""
}

// cardSet holds the score cards of the ranked pairs while the travellers
// are laid out: each card with its running totals and role sums, found
// by its index (see owners).
type cardSet struct {
	cards  []Card // in the order of the rankings (see pairEntry.card)
	states []cardState
	keys   []Key // of the cards
	x      *pairIndex
}

type cardState struct {
	card *Card
	// mp is the running total of matchpoints (IMPs), top that of the
	// tops.
	mp, top Figure
	roles   roleSums
}

// newCards starts the score card of every ranked pair.
func (s *Sheet) newCards(ev *Event, x *pairIndex) *cardSet {
	l := &s.L
	n := 0
	for _, f := range ev.Fields {
		n += f.Len()
	}
	cs := &cardSet{cards: make([]Card, 0, n), states: make([]cardState, 0, n), x: x}
	for _, f := range ev.Fields {
		for _, st := range f.Rows() {
			title := s.pairTitle(st.Key, x.manySections)
			cs.cards = append(cs.cards, Card{
				Pair: x.ref(st.Key), Title: title.String(), TitlePhrase: title,
				Section: st.Section, Direction: st.Direction.String(),
				Place: st.Place.Text(), Of: f.Len(),
				// A row for each board, most pairs playing each once.
				Rows:          make([]CardRow, 0, len(ev.Boards)),
				Running:       make([]float64, 0, len(ev.Boards)),
				RunningBoards: make([]int, 0, len(ev.Boards)),
			})
			c := &cs.cards[len(cs.cards)-1]
			c.PlaceOf = fmt.Sprintf(l.PlaceOf, c.Place, c.Of)
			if st.Penalty.Sign() != 0 {
				c.Penalty = st.Penalty.Neg().Signed()
			}
			c.Total, c.Max, c.Percent, c.Average = s.totals(st)
			cs.keys = append(cs.keys, st.Key)
			cs.states = append(cs.states, cardState{card: c, mp: Value(exact.Q{}), top: Value(exact.Q{})})
		}
	}
	return cs
}

// done are the cards in the order of the rankings. A pair ranked twice
// has its last card twice (the one its results went to).
func (cs *cardSet) done() []Card {
	out, copied := cs.cards, false
	for i, k := range cs.keys {
		if c := cs.x.entry(k).card; c != int32(i) {
			if !copied {
				out, copied = slices.Clone(cs.cards), true
			}
			out[i] = cs.cards[c]
		}
	}
	return out
}

// card is pair k's card, nil for a pair without one.
func (cs *cardSet) card(k Key) *Card {
	if i := cs.x.entry(k).card; i >= 0 {
		return cs.states[i].card
	}
	return nil
}

// cardShare is the share of the cards one of jobs goroutines fills: the
// cards whose index is w modulo jobs.
type cardShare struct{ w, jobs int }

// has tells whether card i is of the share (i < 0: none).
func (sh cardShare) has(i int32) bool { return i >= 0 && int(i)%sh.jobs == sh.w }

// roles gives the cards of the share their roles.
func (cs *cardSet) roles(l Labels, imps bool, share cardShare) {
	for i := share.w; i < len(cs.states); i += share.jobs {
		st := &cs.states[i]
		st.card.Roles = st.roles.view(l, imps)
	}
}

// traveller is the page of board i with its traveller. The rows of a
// board still in play show less than its pairs' score cards: hidden are
// then its lines' rows as the cards take them (see cardSet.take), nil
// otherwise. owners are, for each table (its lines, then its pending
// tables), the indexes of the cards of its seats (see pairEntry.card):
// NS's first and second contestant (an individual's partner), then
// EW's, -1 for none. It reads the sheet and changes nothing but its own,
// so the boards are laid out side by side.
func (s *Sheet) traveller(ev *Event, i int, x *pairIndex) (bp BoardPage, hidden []TravRow, owners [][4]int32) {
	l := &s.L
	b := &ev.Boards[i]
	bp = s.boardPage(ev, i)
	bp.Rows = make([]TravRow, 0, b.NumLines()+len(b.Pending))
	owners = make([][4]int32, 0, b.NumLines()+len(b.Pending))
	if bp.InPlay {
		hidden = make([]TravRow, 0, b.NumLines())
	}
	anchor := anchorIDs(b.NumLines() + len(b.Pending))
	for _, ln := range b.Lines() {
		ns, nsPage, nsCards := x.side(ln.NS())
		ew, ewPage, ewCards := x.side(ln.EW())
		owners = append(owners, [4]int32{nsCards[0], nsCards[1], ewCards[0], ewCards[1]})
		row := TravRow{Section: ln.Section(), NS: ns, EW: ew, NSID: anchor(nsPage), EWID: anchor(ewPage)}
		if !ln.Scored() {
			row.Note = l.NotPlayed
			if ln.Entry().Kind == bridge.NotScored {
				row.Note = s.notScored(ln.Entry())
			}
			bp.Rows = append(bp.Rows, row)
			if bp.InPlay {
				hidden = append(hidden, row)
			}
			continue
		}
		if e := ln.Entry(); !bp.InPlay && hasPlay(e) {
			label := l.NS + " " + row.NS.Label + " – " + l.EW + " " + row.EW.Label
			if pv := s.playView(label, playID(len(bp.Plays), row.NS.Page, row.EW.Page), b.Dealer, *e); pv != nil {
				row.Play = pv.ID
				bp.Plays = append(bp.Plays, pv)
			}
		}
		s.travRow(&row, ln)
		if bp.InPlay {
			// Tables still to play the board must not learn what was
			// bid, led and made at the others: until every table has
			// played it, its traveller and the score cards say only who
			// has (the scores count in the totals).
			bp.Rows = append(bp.Rows, TravRow{Section: row.Section, NS: row.NS, EW: row.EW, NSID: row.NSID, EWID: row.EWID, Note: l.PlayedInPlay})
			row.Contract, row.By, row.Result, row.Lead, row.Adjust = ContractView{}, "", "", "", ""
			hidden = append(hidden, row)
		} else {
			bp.Rows = append(bp.Rows, row)
		}
	}
	for _, p := range b.Pending {
		ns, ew := x.entry(p.NS.Key()), x.entry(p.EW.Key())
		owners = append(owners, [4]int32{ns.card, -1, ew.card, -1})
		row := TravRow{Section: p.Section, NS: x.pendingRef(ns), EW: x.pendingRef(ew), NSID: anchor(ns.page()), EWID: anchor(ew.page()), Note: l.NotPlayedYet}
		bp.Rows = append(bp.Rows, row)
	}
	if b.Top.Set() && b.Top.Sign() > 0 {
		bp.Top = b.Top.Shown()
	}
	if b.HasDatum {
		bp.Datum = signed(b.Datum)
	}
	return bp, hidden, owners
}

// take gives every table of board b to the score cards of the share of
// its pairs (its players): bp is the board's page, hidden the rows the
// cards take in place of its traveller's (see traveller), owners the
// cards of each table's seats (see cardSet.owners).
func (cs *cardSet) take(s *Sheet, b *Board, bp *BoardPage, hidden []TravRow, owners [][4]int32, x *pairIndex, share cardShare) {
	l := &s.L
	mine := func(o *[4]int32) bool {
		return share.has(o[0]) || share.has(o[1]) || share.has(o[2]) || share.has(o[3])
	}
	for k, ln := range b.Lines() {
		o := &owners[k]
		if !mine(o) {
			continue
		}
		row := &bp.Rows[k]
		if hidden != nil {
			row = &hidden[k]
		}
		if !ln.Scored() {
			cs.noResult(b, bp.Page, row, ln.NS(), ln.EW(), o, row.Note, l, x, share)
			continue
		}
		cs.add(s, b, bp.Page, row, ln, o, x, share)
	}
	n := b.NumLines()
	for k, p := range b.Pending {
		if o := &owners[n+k]; mine(o) {
			cs.noResult(b, bp.Page, &bp.Rows[n+k], p.NS, p.EW, o, l.NotPlayedYet, l, x, share)
		}
	}
}

// travRow fills a scored line's row: its result or the decision that
// replaced it, its scores and the figures of each side.
func (s *Sheet) travRow(row *TravRow, ln Line) {
	l := &s.L
	row.Adjust = s.decision(ln)
	switch ln.Status() {
	case Artificial:
		row.Note = row.Adjust
	case Assigned:
		row.Note = row.Adjust
		if single(ln) {
			row.Score = signed(ln.ScoreNS())
			row.ScoreNS, row.ScoreEW = nsEW(ln.ScoreNS())
		}
	default:
		e := ln.Entry()
		p := e.Play
		row.Contract = s.contract(p.Contract)
		if !p.Contract.IsPass() {
			row.By = l.Seats[p.Declarer]
			row.Tricks = strconv.Itoa(p.Tricks)
			row.Result = resultText(p)
		}
		if e.Lead.Valid() {
			row.Lead = s.card(e.Lead)
		}
		row.Score = signed(ln.ScoreNS())
		row.ScoreNS, row.ScoreEW = nsEW(ln.ScoreNS())
	}
	switch {
	case s.IMPs:
		row.IMPNS, row.IMPEW = ln.Points(bridge.NS).Signed(), ln.Points(bridge.EW).Signed()
	case ln.Top().Sign() > 0:
		// A board without a top (its one result had nothing to be
		// compared with) shows no matchpoints, not 0 %.
		row.MPNS, row.MPEW = ln.Points(bridge.NS).Shown(), ln.Points(bridge.EW).Shown()
		row.PctNS, row.PctEW = ln.Percent(bridge.NS).Shown(), ln.Percent(bridge.EW).Shown()
	}
}

// single tells whether an assigned score is one score for both sides.
func single(ln Line) bool {
	ns, ew := ln.Outcomes()
	return len(ns) == 1 && len(ew) == 1 && ns[0].ScoreNS == ew[0].ScoreNS
}

// partner is the partner of the j-th contestant of a side: the other
// player of an individual's side, nil for a pair.
func (x *pairIndex) partner(side Side, j int) *PairRef {
	if side.Who[1] == (Key{}) {
		return nil
	}
	return x.pairs[side.Who[1-j]].ref
}

// noResult lists a table without a result on the score cards of the
// share of its pairs (its players), as note says; o are their cards.
func (cs *cardSet) noResult(b *Board, page string, row *TravRow, ns, ew Side, o *[4]int32, note string, l *Labels, x *pairIndex, share cardShare) {
	for i, side := range [2]struct {
		who    Side
		dir    string
		opp    *PairRef
		anchor string
	}{{ns, l.NS, row.EW, row.NSID}, {ew, l.EW, row.NS, row.EWID}} {
		for j := range 2 {
			if c := o[2*i+j]; share.has(c) {
				card := cs.states[c].card
				card.Rows = append(card.Rows, CardRow{Board: b.Number, BoardPage: page, Direction: side.dir,
					Opponents: side.opp, Partner: x.partner(side.who, j), Contract: &row.Contract, Anchor: side.anchor, Note: note})
			}
		}
	}
}

// add gives a scored line's row to the score cards of the share of its
// pairs (its players), each from its own side, with the running totals
// and the role sums; o are their cards.
func (cs *cardSet) add(s *Sheet, b *Board, page string, row *TravRow, ln Line, o *[4]int32, x *pairIndex, share cardShare) {
	l := &s.L
	var ns, ew Side
	if o[1] >= 0 || o[3] >= 0 { // an individual: the partners
		ns, ew = ln.NS(), ln.EW()
	}
	for i, side := range [2]cardSide{
		{ns, row.EW, bridge.NS, l.NS, row.NSID, "rot-s", ln.ScoreNS()},
		{ew, row.NS, bridge.EW, l.EW, row.EWID, "rot-e", -ln.ScoreNS()},
	} {
		for j := range 2 {
			if c := o[2*i+j]; share.has(c) {
				cs.addSide(s, b, page, row, ln, &cs.states[c], x.partner(side.who, j), side)
			}
		}
	}
}

// cardSide is a side of a table as its contestants' score cards show it.
type cardSide struct {
	who         Side     // an individual's side (for the partners); a pair's not needed
	opp         *PairRef // ref of the other side, in the traveller's row
	side        bridge.Side
	dir, anchor string
	rotate      string
	score       int
}

// addSide gives a scored line's row to the score card of one contestant
// of a side (st), with his partner (nil for a pair).
func (cs *cardSet) addSide(s *Sheet, b *Board, page string, row *TravRow, ln Line, st *cardState, partner *PairRef, at cardSide) {
	side, opp, dir, anchor, rotate, score := at.side, at.opp, at.dir, at.anchor, at.rotate, at.score
	c := st.card
	cr := CardRow{
		Board: b.Number, BoardPage: page, Direction: dir, Rotate: rotate,
		Opponents: opp, Partner: partner, Contract: &row.Contract, By: row.By, Result: row.Result,
		Score: signed(score), Adjust: row.Adjust, Anchor: anchor,
	}
	if row.Score == "" {
		cr.Score = ""
	}
	if b.Deal.Empty() {
		cr.Rotate = "" // no diagram to turn
	}
	points, pct := ln.Points(side), ln.Percent(side)
	// The side's IMPs, matchpoints and percentage as the traveller's row
	// shows them (travRow): the same figures, printed once.
	imps, mp, shownPct := row.IMPNS, row.MPNS, row.PctNS
	if side == bridge.EW {
		imps, mp, shownPct = row.IMPEW, row.MPEW, row.PctEW
	}
	// The board's result for the pair, as the roles average it.
	got := pct
	if s.IMPs {
		got = points
		st.mp = st.mp.Add(points) // the running total of IMPs
		cr.IMPs, cr.Running = imps, st.mp.Signed()
		c.Running = append(c.Running, st.mp.Float())
	} else {
		st.mp = st.mp.Add(points)
		st.top = st.top.Add(ln.Top())
		// A board without a top (one result, nothing to compare it
		// with) adds nothing to the running total.
		running := st.mp.Percent(st.top)
		cr.Running = running.Shown()
		if ln.Top().Sign() > 0 {
			cr.MP, cr.Pct = mp, shownPct
			cr.Mark = mark(pct)
		}
		c.Running = append(c.Running, running.Float())
	}
	c.RunningBoards = append(c.RunningBoards, b.Number)
	if row.By != "" { // a contract played, and shown
		e := ln.Entry()
		st.roles.add(e.Play.Declarer.Side() == side, e.Lead.Valid(), got)
	}
	c.Rows = append(c.Rows, cr)
}

// pairAdjustments are the rows of the adjustments page: each decision
// with its table and what it gave each pair (or took off one).
func (s *Sheet) pairAdjustments(ev *Event, x *pairIndex) []AdjustRow {
	l := &s.L
	unit := l.MP
	if s.IMPs {
		unit = l.IMPs
	}
	got := Figure.Shown
	if s.IMPs {
		got = Figure.Signed
	}
	var rows []AdjustRow
	for _, a := range ev.Adjustments {
		d := a.Decision
		row := AdjustRow{Board: a.Board, BoardPage: BoardPageName(a.Board), Section: a.Section, NS: *x.sideRef(a.NS), EW: *x.sideRef(a.EW),
			Decision: s.decisionText(d, a.Board), Kind: s.kindText(d.Kind),
			Reason: d.Reason, Law: d.Law, Director: d.Director}
		row.Table = row.NS.Label + " – " + row.EW.Label
		if a.IsPenalty() {
			side := l.NS
			if a.Side == bridge.EW {
				side = l.EW
			}
			row.Effect = side + " " + a.Penalty.Neg().Signed() + " " + unit
		} else {
			row.Effect = l.NS + " " + got(a.Got[0]) + " " + unit + ", " + l.EW + " " + got(a.Got[1]) + " " + unit
		}
		row.EffectPhrase = Phrase{}.Word(row.Effect)
		rows = append(rows, row)
	}
	return rows
}

func (s *Sheet) fieldTitle(section string, dir bridge.Direction, manySections bool) Phrase {
	var p Phrase
	switch {
	case manySections && section == "": // a ranking across the sections
		p = p.Word(s.L.AllSections)
	case manySections:
		p = p.Word(s.L.Section + " ").Input(section)
	}
	var d string
	switch dir {
	case bridge.DirectionNS:
		d = s.L.NorthSouth
	case bridge.DirectionEW:
		d = s.L.EastWest
	}
	if d != "" && p != nil {
		p = p.Word(" · ")
	}
	return p.Word(d)
}

func (s *Sheet) pairTitle(k Key, manySections bool) Phrase {
	p := Phrase{}.Word(s.ContestantLabel + " ")
	if manySections {
		p = p.Input(k.Section).Word(" ")
	}
	switch k.Direction {
	case bridge.DirectionNS:
		p = p.Word(s.L.NS + " ")
	case bridge.DirectionEW:
		p = p.Word(s.L.EW + " ")
	}
	return p.Input(k.ID)
}
