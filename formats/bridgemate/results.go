package bridgemate

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/csvtrav"
)

// result is one ReceivedData row read: its entry, its row and ID.
type result struct {
	e   bridge.Entry
	row int
	id  int64 // ID, or the row number when there is none
}

// readResults reads ReceivedData (spec/formats.md §13.1): one row per
// result entered at a table. An erased row is left out. NS/EW is the
// declarer's seat; Declarer is the declaring pair, a cross-check skipped
// when PairNS = PairEW (a Mitchell numbered the Bridgemate way). Contract
// is "4 S x" or PASS (NS/EW then holds a placeholder), or empty with a
// code in Remarks (see remarkCode); Result is relative to the contract.
// A later row (a larger ID) for the same section, table, round and board
// replaces an earlier one, with a warning.
//
// A row whose result cannot be scored as it stands (a contract, declarer
// or result that does not read, an empty contract with a remark that is
// no code, the director's "Arbitral score" not yet decided) is an entry
// not scored, with its reason (bridge.Entry.SetUnscored): the session goes
// on. A row that cannot be placed (its section, table, round, board or
// pairs missing or unreadable) is an error.
func (r *reader) readResults(v *view) {
	south, west := v.seatColumns()
	if !r.part.Individual && v.seatsGiven(south, west) {
		// Known by ReceivedData alone (TabScore2's South and West): a
		// RoundData read as pairs seats North and East, no pairs.
		r.part.Individual = true
		for _, sl := range r.part.Movement {
			r.roundSeats[slotKey{bridge.SectionKey(sl.Section), sl.Table, sl.Round}] = [4]string{sl.NS, sl.EW}
		}
		r.part.Movement = nil
	}
	if !r.part.Individual {
		south, west = "", ""
	}
	if len(v.t.Rows) > r.opt.MaxResults {
		v.fail(r.opt.MaxResults, "", "", "%w: more than %d results (the limit for one session; want the results of one session)", formats.ErrTooLarge, r.opt.MaxResults)
		return
	}
	type key struct {
		section             string
		table, round, board int
	}
	var out []result
	last := map[key]int{} // -> index in out
	for i := range v.t.Rows {
		if r.full() {
			return
		}
		res, ok := r.result(v, i, south, west)
		if !ok {
			continue
		}
		k := key{bridge.SectionKey(res.e.Section), res.e.Table, res.e.Round, res.e.Board}
		j, dup := last[k]
		if !dup {
			last[k] = len(out)
			out = append(out, res)
			continue
		}
		older, newer := out[j], res
		if newer.id < older.id {
			older, newer = newer, older
		}
		v.warn(newer.row, "board", contextOf(&newer.e), "%w: ID %d replaces ID %d: same section, table %d, round %d and board (the later row wins)",
			formats.ErrConflict, newer.id, older.id, res.e.Table, res.e.Round)
		out[j] = newer
	}
	r.fitMovement(v, out)
	for _, res := range out {
		r.part.Entries = append(r.part.Entries, res.e)
	}
}

// contextOf is "board 4, NS 3", or an individual's "board 4, N 7".
func contextOf(e *bridge.Entry) string {
	s := bridge.BoardLabel(e.Board)
	switch {
	case e.Seats != nil && e.Seats[bridge.North] != "":
		s += ", N " + e.Seats[bridge.North]
	case e.NS != "":
		s += ", NS " + e.NS
	}
	return s
}

// result reads row i; ok is false for an erased row and a row in error.
// In an individual (south and west name its ReceivedData's South and
// West columns, when it has them) the row seats players (resultSeats),
// and a seat not known is a warning, not an error.
func (r *reader) result(v *view, i int, south, west string) (result, bool) {
	nerr := len(r.errs)
	res := result{row: i, id: int64(i + 1)}
	if id, ok, err := v.cell(i, "id").asInt(); err == nil && ok {
		res.id = id
	}
	if erased, ok := v.flag(i, "erased", ""); !ok || erased {
		return res, false
	}
	e := &res.e
	e.Pos = v.place(i, "").Pos
	if !r.part.Individual {
		e.NS, e.EW = pairID(v.cell(i, "pairns")), pairID(v.cell(i, "pairew"))
	}
	e.SetRemarks(v.cell(i, "remarks").asText())
	board, ok := v.board(i, "board", "board", "")
	if !ok {
		return res, false
	}
	e.Board = board
	ctx := contextOf(e)
	if north := pairID(v.cell(i, "pairns")); r.part.Individual && north != "" {
		ctx += ", N " + north
	}
	sec, ok := v.section(i, ctx)
	if !ok {
		return res, false
	}
	e.Section = sec
	e.Table, _ = v.number(i, "table", "table", 1, maxTable, true, ctx)
	e.Round, _ = v.number(i, "round", "round", 1, maxRound, true, ctx)
	switch {
	case r.part.Individual:
		if len(r.errs) == nerr {
			r.resultSeats(v, i, e, south, west)
		}
	case e.NS == "":
		v.fail(i, "pairns", ctx, "%w: NS pair: missing (want a pair number)", formats.ErrMissing)
	}
	if e.EW == "" && !r.part.Individual {
		v.fail(i, "pairew", ctx, "%w: EW pair: missing (want a pair number)", formats.ErrMissing)
	}
	if len(r.errs) > nerr {
		return res, false
	}
	contract := v.cell(i, "contract").asText()
	code, known := remarkCode(e.Remarks())
	switch {
	case contract == "":
		noContract(e, code, known, v.place(i, "remarks").Pos)
	case known && code.kind != remarkWrongDirection:
		e.SetUnscored(fmt.Sprintf("contract %s and Remarks %s (want one or the other)", bridge.Quote(contract), bridge.Quote(e.Remarks())))
	default:
		p, why := r.play(v, i, contract)
		if why != "" {
			e.SetUnscored(why)
			break
		}
		e.Play = p
		check := r.crossCheckPair
		if r.part.Individual {
			check = func(v *view, i int, e *bridge.Entry, ctx string) string { return crossCheckPlayer(v, i, e, ctx) }
		}
		if why := check(v, i, e, ctx); why != "" {
			e.SetUnscored(why)
		} else if known {
			e.SetUnscored("Remarks " + bridge.Quote(e.Remarks()) + ": played in the wrong direction, the director decides whose score it is")
		}
	}
	if lead := v.cell(i, "leadcard").asText(); lead != "" && lead != "-" {
		c, err := bridge.ParseCard(lead)
		if err != nil {
			v.readPast(i, "leadcard", ctx, "%w: lead card: %v; left out", formats.ErrValue, err)
		} else {
			e.Lead = c
		}
	}
	return res, true
}

// The codes Bridgemate Control Software writes in Remarks (the Bridgemate
// developer's guide, revision 37, "Retrieving results"): with an empty
// contract and result, "Not played", "Arbitral score" (the director has
// noted an arbitral score without entering it) or the arbitral score
// itself, a percentage for each pair, NS first (40%-60%: NS 40 %, EW 60 %;
// the Bridgemate offers 40, 50 and 60 %, average-minus, average and
// average-plus); with a result, "Wrong direction" (the board was played
// with the pairs the wrong way round).
const (
	remarkNotPlayed = iota
	remarkArbitral
	remarkPercent
	remarkWrongDirection
)

// remark is a Remarks code read.
type remark struct {
	kind   int
	ns, ew int // remarkPercent: each side's percentage
}

// remarkCode reads a Remarks cell as a code; known is false for an empty
// cell and any other text. Case, spaces and a slash for the dash do not
// matter ("40% / 60%"). A percentage other than 40, 50 or 60 is not a
// code: the Bridgemate cannot enter one.
func remarkCode(text string) (r remark, known bool) {
	t := strings.ToLower(strings.Join(strings.Fields(text), ""))
	switch t {
	case "notplayed":
		return remark{kind: remarkNotPlayed}, true
	case "arbitralscore":
		return remark{kind: remarkArbitral}, true
	case "wrongdirection":
		return remark{kind: remarkWrongDirection}, true
	}
	ns, ew, ok := percentPair(t)
	if !ok || !bridgematePercent(ns) || !bridgematePercent(ew) {
		return remark{}, false
	}
	return remark{kind: remarkPercent, ns: ns, ew: ew}, true
}

// percentPair reads "40%-60%" (spaces removed; "/" for the dash): two
// whole percentages 0..100.
func percentPair(t string) (ns, ew int, ok bool) {
	a, b, found := strings.Cut(t, "%-")
	if !found {
		a, b, found = strings.Cut(t, "%/")
	}
	b, pct := strings.CutSuffix(b, "%")
	if !found || !pct || len(a) > 3 || len(b) > 3 {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || x < 0 || x > 100 || y < 0 || y > 100 || a[0] == '+' || b[0] == '+' {
		return 0, 0, false
	}
	return x, y, true
}

func bridgematePercent(p int) bool { return p == 40 || p == 50 || p == 60 }

// noContract reads a row with an empty contract by its Remarks code: not
// played, or the Bridgemate's arbitral score, marked as published (the
// producer awarded it, at pos); any other row is not scored.
func noContract(e *bridge.Entry, code remark, known bool, pos bridge.Pos) {
	rem := e.Remarks()
	switch {
	case known && code.kind == remarkNotPlayed:
		e.Kind = bridge.NotPlayed
	case known && code.kind == remarkPercent:
		e.Kind = bridge.Artificial
		e.Adjust = &bridge.Adjustment{Text: rem, Kind: bridge.AdjArtificial, Published: true, Pos: pos,
			NS: bridge.Award{Kind: bridge.Percent, Percent: code.ns}, EW: bridge.Award{Kind: bridge.Percent, Percent: code.ew}}
	case known && code.kind == remarkArbitral:
		e.SetUnscored("Remarks " + bridge.Quote(rem) + ": the director has not entered the arbitral score")
	case known: // Wrong direction
		e.SetUnscored("no contract, and Remarks " + bridge.Quote(rem))
	case rem == "":
		e.SetUnscored("no contract and no remark (want a contract, or Remarks such as Not played or 40%-60%)")
	default:
		if ns, ew, ok := percentPair(strings.ToLower(strings.Join(strings.Fields(rem), ""))); ok {
			e.SetUnscored(fmt.Sprintf("no contract; Remarks %s is not an arbitral score of the Bridgemate (want 40%%, 50%% or 60%% a side, not %d%% and %d%%)", bridge.Quote(rem), ns, ew))
			return
		}
		e.SetUnscored("no contract; Remarks " + bridge.Quote(rem) + " is not a code of the Bridgemate (want Not played, or an arbitral score such as 40%-60%)")
	}
}

// play reads the contract, the declarer's seat and the result of row i;
// why says, when they do not read, why the row cannot be scored.
func (r *reader) play(v *view, i int, contract string) (p bridge.Play, why string) {
	c, seat, suffix, err := csvtrav.ParseContract(contract, "en")
	if err != nil {
		return p, err.Error()
	}
	res := v.cell(i, "result").asText()
	if c.IsPass() {
		switch res {
		case "", "-", "0":
			return bridge.Play{Contract: bridge.PassOut}, ""
		}
		return p, fmt.Sprintf("result %s for a passed-out board (want an empty cell)", bridge.Quote(res))
	}
	p.Contract = c
	switch d := v.cell(i, "nsew").asText(); {
	case d != "":
		s, err := bridge.ParseSeat(d)
		if err != nil {
			return p, c.String() + ": declarer: " + err.Error()
		}
		if seat != nil && *seat != s {
			return p, fmt.Sprintf("declarer %s but contract %s names %s (want one seat)", bridge.Quote(d), bridge.Quote(contract), *seat)
		}
		p.Declarer = s
	case seat != nil:
		p.Declarer = *seat
	default:
		return p, c.String() + ": declarer missing (want N, E, S or W in NS/EW)"
	}
	if res == "" {
		res = suffix
	}
	if res == "" {
		return p, c.By(p.Declarer) + ": result missing (want =, +n or -n)"
	}
	t, err := tricks(c, res)
	if err != nil {
		return p, strings.TrimPrefix(err.Error(), bridge.ErrTricks.Error()+": ")
	}
	p.Tricks = t
	return p, ""
}

// tricks reads a result: relative to the contract (=, +n, -n, MADE), or a
// plain number of tricks.
func tricks(c bridge.Contract, text string) (int, error) {
	if n, err := strconv.Atoi(text); err == nil && text[0] != '+' && text[0] != '-' {
		if n < 0 || n > 13 {
			return 0, fmt.Errorf("%w: tricks %s: out of range 0..13", bridge.ErrTricks, bridge.Quote(text))
		}
		return n, nil
	}
	return bridge.ParseRelative(c, text)
}

// crossCheckPair compares the declaring pair with the declarer's seat;
// skipped when the NS and EW pairs have one number (Mitchell). A seat on
// the other side is a warning (a switched seating); a declaring pair that
// is neither pair gives why the row cannot be scored.
func (r *reader) crossCheckPair(v *view, i int, e *bridge.Entry, ctx string) (why string) {
	dp := pairID(v.cell(i, "declarer"))
	if dp == "" || e.NS == e.EW || e.Play.Contract.IsPass() {
		return ""
	}
	side := e.Play.Declarer.Side()
	switch dp {
	case e.NS:
		if side != bridge.NS {
			v.warn(i, "declarer", ctx, "%w: declaring pair %s is the NS pair but the declarer sits %s (switched seating? want a seat of the declaring pair)", formats.ErrConflict, dp, e.Play.Declarer)
		}
	case e.EW:
		if side != bridge.EW {
			v.warn(i, "declarer", ctx, "%w: declaring pair %s is the EW pair but the declarer sits %s (switched seating? want a seat of the declaring pair)", formats.ErrConflict, dp, e.Play.Declarer)
		}
	default:
		return fmt.Sprintf("declaring pair %s is neither NS %s nor EW %s (want the number of one of them)", bridge.Quote(dp), e.NS, e.EW)
	}
	return ""
}
