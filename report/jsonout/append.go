package jsonout

import (
	"encoding/json"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/score"
)

// boardWriter appends the boards of a scored pairs session as results.json
// has them, straight from the result: the bytes encoding/json (HTML
// escaping off) writes for boardOf's Board with its double-dummy table
// and par, without making that Board, its strings or its pointers. The
// boards are most of a large document. TestBoardBytes holds the two to
// the same bytes.
//
// Of a pairs.Line it reads Section, Entry (NS, EW, Play, Lead), Adjust,
// Scored, ScoreNS, MPNS, MPEW, PctNS, PctEW, Top, IMPNS, IMPEW and Datum,
// and IsArtificial, Awards and Outcomes.
type boardWriter struct {
	imps, butler bool
	dd           map[int]dd.Analysis
	// The canonical texts of the contracts and leads met, made once each.
	contracts [8 * 5 * 3]string // by level, strain and doubling
	leads     [256]string
}

func newBoardWriter(res *pairs.Result, a map[int]dd.Analysis) *boardWriter {
	return &boardWriter{imps: res.Method.IMPs(), butler: res.Method == pairs.Butler, dd: a}
}

// appendBoard appends board b.
func (w *boardWriter) appendBoard(buf []byte, b *pairs.Board) ([]byte, error) {
	buf = append(buf, `{"board":`...)
	buf = strconv.AppendInt(buf, int64(b.Number), 10)
	buf = append(buf, `,"dealer":`...)
	buf = appendString(buf, b.Dealer.String())
	buf = append(buf, `,"vulnerable":`...)
	buf = appendString(buf, b.Vul.String())
	if !b.Deal.Empty() {
		buf = append(buf, `,"deal":`...)
		buf = appendString(buf, b.Deal.StringFrom(b.Dealer))
	}
	if !w.imps {
		if t, ok := b.Top(); ok {
			buf = t.AppendDecimal(append(buf, `,"top":`...), 6)
		}
	}
	if w.butler {
		// The board's datum, as every played line has it (the last one's).
		for i := len(b.Lines) - 1; i >= 0; i-- {
			if l := &b.Lines[i]; w.played(l) {
				buf = strconv.AppendInt(append(buf, `,"datum":`...), int64(l.Datum()), 10)
				break
			}
		}
	}
	var err error
	if a, ok := w.dd[b.Number]; ok {
		ddt, par := DDOf(a)
		if buf, err = appendJSON(append(buf, `,"dd":`...), ddt); err != nil {
			return nil, err
		}
		if buf, err = appendJSON(append(buf, `,"par":`...), par); err != nil {
			return nil, err
		}
	}
	buf = append(buf, `,"results":[`...)
	for i := range b.Lines {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = w.appendLine(buf, &b.Lines[i])
	}
	buf = append(buf, ']')
	if len(b.Pending) > 0 {
		buf = append(buf, `,"pending":[`...)
		for i, p := range b.Pending {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = append(buf, `{"section":`...)
			buf = appendString(buf, p.Section)
			buf = strconv.AppendInt(append(buf, `,"round":`...), int64(p.Round), 10)
			buf = strconv.AppendInt(append(buf, `,"table":`...), int64(p.Table), 10)
			buf = appendString(append(buf, `,"ns":`...), p.NS.ID)
			buf = appendString(append(buf, `,"ew":`...), p.EW.ID)
			buf = append(buf, '}')
		}
		buf = append(buf, ']')
	}
	return append(buf, '}'), nil
}

// played reports a line with a table result of its own (played or passed
// out), as boardOf tells them apart.
func (w *boardWriter) played(l *pairs.Line) bool {
	if !l.Scored || l.IsArtificial() {
		return false
	}
	ons, _ := l.Outcomes()
	return ons == nil
}

// appendLine appends a line as boardOf's Result.
func (w *boardWriter) appendLine(buf []byte, l *pairs.Line) []byte {
	buf = append(buf, `{"section":`...)
	buf = appendString(buf, l.Section())
	buf = append(buf, `,"ns":`...)
	buf = appendString(buf, l.Entry.NS)
	buf = append(buf, `,"ew":`...)
	buf = appendString(buf, l.Entry.EW)
	ons, oew := l.Outcomes()
	switch {
	case l.Entry.Kind == bridge.NotScored:
		buf = append(buf, `,"status":"not_scored"`...)
		if why := l.Entry.Unscored(); why != "" {
			buf = appendString(append(buf, `,"reason":`...), why)
		}
		buf = append(buf, `,"contract":null,"declarer":null,"tricks":null,"score_ns":null`...)
	case !l.Scored:
		buf = append(buf, `,"status":"not_played","contract":null,"declarer":null,"tricks":null,"score_ns":null`...)
	case l.IsArtificial():
		buf = append(buf, `,"status":"artificial","contract":null,"declarer":null,"tricks":null,"score_ns":null`...)
	case ons != nil:
		buf = append(buf, `,"status":"assigned","contract":null,"declarer":null,"tricks":null,"score_ns":null`...)
	default:
		p := l.Entry.Play
		if p.Contract.IsPass() {
			buf = append(buf, `,"status":"passed_out","contract":`...)
			buf = appendString(buf, w.contract(p.Contract))
			buf = append(buf, `,"declarer":null,"tricks":null`...)
		} else {
			buf = append(buf, `,"status":"played","contract":`...)
			buf = appendString(buf, w.contract(p.Contract))
			buf = append(buf, `,"declarer":`...)
			buf = appendString(buf, p.Declarer.String())
			buf = strconv.AppendInt(append(buf, `,"tricks":`...), int64(p.Tricks), 10)
		}
		if lead := l.Entry.Lead; lead.Valid() {
			buf = append(buf, `,"lead":`...)
			buf = appendString(buf, w.lead(lead))
		}
		buf = strconv.AppendInt(append(buf, `,"score_ns":`...), int64(l.ScoreNS), 10)
	}
	if l.Scored {
		if w.imps {
			buf = l.IMPNS().AppendDecimal(append(buf, `,"imp_ns":`...), 6)
			buf = l.IMPEW().AppendDecimal(append(buf, `,"imp_ew":`...), 6)
		} else {
			buf = l.MPNS().AppendDecimal(append(buf, `,"mp_ns":`...), 6)
			buf = l.MPEW().AppendDecimal(append(buf, `,"mp_ew":`...), 6)
			buf = appendPct(append(buf, `,"pct_ns":`...), l.PctNS())
			buf = appendPct(append(buf, `,"pct_ew":`...), l.PctEW())
			buf = l.Top().AppendDecimal(append(buf, `,"top":`...), 6)
		}
	}
	if a := l.Adjust(); a != nil && a.Kind != bridge.AdjUnparsed {
		buf = appendDecision(append(buf, `,"adjustment":`...), a)
	}
	if l.Scored && l.IsArtificial() {
		an, ae := l.Awards()
		buf = an.AppendDecimal(append(buf, `,"award_ns":`...), 6)
		buf = ae.AppendDecimal(append(buf, `,"award_ew":`...), 6)
	}
	if l.Scored && ons != nil && !l.IsArtificial() {
		buf = appendOutcomes(buf, `,"outcomes_ns":`, ons)
		buf = appendOutcomes(buf, `,"outcomes_ew":`, oew)
	}
	return append(buf, '}')
}

// contract is c's canonical text.
func (w *boardWriter) contract(c bridge.Contract) string {
	if c.Level < 0 || c.Level > 7 || c.Strain > bridge.NoTrump || c.Doubling > bridge.Redoubled {
		return c.String()
	}
	k := (c.Level*5+int(c.Strain))*3 + int(c.Doubling)
	if w.contracts[k] == "" {
		w.contracts[k] = c.String()
	}
	return w.contracts[k]
}

// lead is card c's text (c is valid).
func (w *boardWriter) lead(c bridge.Card) string {
	if w.leads[c] == "" {
		w.leads[c] = c.String()
	}
	return w.leads[c]
}

// appendPct appends a percentage as pct marshals it: rounded to 2
// decimals, without the zeros after the point, nor it when none is left.
func appendPct(buf []byte, q exact.Q) []byte {
	buf = q.AppendRound(buf, 2)
	for buf[len(buf)-1] == '0' {
		buf = buf[:len(buf)-1]
	}
	if buf[len(buf)-1] == '.' {
		buf = buf[:len(buf)-1]
	}
	return buf
}

// appendDecision appends decisionOf(a) as encoding/json writes it.
func appendDecision(buf []byte, a *bridge.Adjustment) []byte {
	buf = appendString(append(buf, `{"text":`...), a.Text)
	buf = appendString(append(buf, `,"kind":`...), a.Kind.String())
	for _, f := range [...]struct{ name, v string }{{`,"group":`, a.Group}, {`,"reason":`, a.Reason}, {`,"law":`, a.Law}, {`,"director":`, a.Director}} {
		if f.v != "" {
			buf = appendString(append(buf, f.name...), f.v)
		}
	}
	return append(buf, '}')
}

// appendOutcomes appends a side's outcomes as encoding/json writes
// []WeightedScore, nothing for none (omitempty).
func appendOutcomes(buf []byte, name string, outs []score.Outcome) []byte {
	if len(outs) == 0 {
		return buf
	}
	buf = append(append(buf, name...), '[')
	for i, o := range outs {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = o.Weight.AppendDecimal(append(buf, `{"weight":`...), 6)
		buf = strconv.AppendInt(append(buf, `,"score_ns":`...), int64(o.ScoreNS), 10)
		buf = append(buf, '}')
	}
	return append(buf, ']')
}

// appendString appends s as a JSON string: printable ASCII other than the
// quote and backslash as it is, anything else through encoding/json (its
// escapes of control characters, U+2028, U+2029 and invalid UTF-8).
func appendString(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			b, _ := appendJSON(buf, s) // a string always marshals
			return b
		}
	}
	buf = append(buf, '"')
	buf = append(buf, s...)
	return append(buf, '"')
}

// appendJSON appends v as encoding/json writes it with HTML escaping off.
func appendJSON(buf []byte, v any) ([]byte, error) {
	w := appender{buf}
	enc := json.NewEncoder(&w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return w.b[:len(w.b)-1], nil // Encode ends with a newline
}

type appender struct{ b []byte }

func (a *appender) Write(p []byte) (int, error) {
	a.b = append(a.b, p...)
	return len(p), nil
}
