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
// is "4 S x" or PASS (NS/EW then holds a placeholder), or empty with
// Remarks "Not played"; Result is relative to the contract. A later row
// (a larger ID) for the same section, table, round and board replaces an
// earlier one, with a warning.
func (r *reader) readResults(v *view) {
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
		res, ok := r.result(v, i)
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
	for _, res := range out {
		r.part.Entries = append(r.part.Entries, res.e)
	}
}

// contextOf is "board 4, NS 3".
func contextOf(e *bridge.Entry) string {
	s := bridge.BoardLabel(e.Board)
	if e.NS != "" {
		s += ", NS " + e.NS
	}
	return s
}

// result reads row i; ok is false for an erased row and a row in error.
func (r *reader) result(v *view, i int) (result, bool) {
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
	e.NS, e.EW = pairID(v.cell(i, "pairns")), pairID(v.cell(i, "pairew"))
	e.SetRemarks(v.cell(i, "remarks").asText())
	board, ok := v.board(i, "board", "board", "")
	if !ok {
		return res, false
	}
	e.Board = board
	ctx := contextOf(e)
	sec, ok := v.section(i, ctx)
	if !ok {
		return res, false
	}
	e.Section = sec
	e.Table, _ = v.number(i, "table", "table", 1, maxTable, true, ctx)
	e.Round, _ = v.number(i, "round", "round", 1, maxRound, true, ctx)
	if e.NS == "" {
		v.fail(i, "pairns", ctx, "%w: NS pair: missing (want a pair number)", formats.ErrMissing)
	}
	if e.EW == "" {
		v.fail(i, "pairew", ctx, "%w: EW pair: missing (want a pair number)", formats.ErrMissing)
	}
	contract := v.cell(i, "contract").asText()
	switch {
	case contract == "" && strings.EqualFold(e.Remarks(), "not played"):
		e.Kind = bridge.NotPlayed
	case contract == "":
		v.fail(i, "contract", ctx, "%w: no contract (want a contract such as 4 S, PASS, or Remarks \"Not played\")", formats.ErrMissing)
	default:
		if p, ok := r.play(v, i, contract, ctx); ok {
			e.Play = p
		}
	}
	if lead := v.cell(i, "leadcard").asText(); lead != "" && lead != "-" {
		c, err := bridge.ParseCard(lead)
		if err != nil {
			v.fail(i, "leadcard", ctx, "%w: lead card: %v", formats.ErrValue, err)
		} else {
			e.Lead = c
		}
	}
	if len(r.errs) == nerr && e.Kind == bridge.Played && !e.Play.Contract.IsPass() {
		r.crossCheckPair(v, i, e, ctx)
	}
	return res, len(r.errs) == nerr
}

// play reads the contract, the declarer's seat and the result of row i.
func (r *reader) play(v *view, i int, contract, ctx string) (bridge.Play, bool) {
	c, seat, suffix, err := csvtrav.ParseContract(contract, "en")
	if err != nil {
		v.fail(i, "contract", ctx, "%w", err)
		return bridge.Play{}, false
	}
	res := v.cell(i, "result").asText()
	if c.IsPass() {
		switch res {
		case "", "-", "0":
			return bridge.Play{Contract: bridge.PassOut}, true
		}
		v.fail(i, "result", ctx, "%w: result %s for a passed-out board (want an empty cell)", bridge.ErrTricks, bridge.Quote(res))
		return bridge.Play{}, false
	}
	p := bridge.Play{Contract: c}
	switch d := v.cell(i, "nsew").asText(); {
	case d != "":
		s, err := bridge.ParseSeat(d)
		if err != nil {
			v.fail(i, "nsew", ctx, "%w: declarer: %v", formats.ErrValue, err)
			return p, false
		}
		if seat != nil && *seat != s {
			v.fail(i, "nsew", ctx, "%w: declarer %s but contract %s names %s (want one seat)", formats.ErrConflict, bridge.Quote(d), bridge.Quote(contract), *seat)
			return p, false
		}
		p.Declarer = s
	case seat != nil:
		p.Declarer = *seat
	default:
		v.fail(i, "nsew", ctx, "%w: declarer: missing (want N, E, S or W in NS/EW)", bridge.ErrSeat)
		return p, false
	}
	if res == "" {
		res = suffix
	}
	if res == "" {
		v.fail(i, "result", ctx, "%w: result: missing (want =, +n or -n)", bridge.ErrTricks)
		return p, false
	}
	t, err := tricks(c, res)
	if err != nil {
		v.fail(i, "result", ctx, "%w: %s", bridge.ErrTricks, strings.TrimPrefix(err.Error(), bridge.ErrTricks.Error()+": "))
		return p, false
	}
	p.Tricks = t
	return p, true
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
// skipped when the NS and EW pairs have one number (Mitchell).
func (r *reader) crossCheckPair(v *view, i int, e *bridge.Entry, ctx string) {
	dp := pairID(v.cell(i, "declarer"))
	if dp == "" || e.NS == e.EW {
		return
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
		v.fail(i, "declarer", ctx, "%w: declaring pair %s is neither NS %s nor EW %s (want the number of one of them)", formats.ErrConflict, bridge.Quote(dp), e.NS, e.EW)
	}
}
