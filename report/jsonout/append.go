package jsonout

import (
	"encoding/json"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/report"
)

// boardWriter appends the boards of an event as results.json has them,
// straight from the model: the bytes encoding/json (HTML escaping off)
// writes for the Board that oracle_test.go's boardOf makes of a pairs
// board (with its double-dummy table and par), or for a TeamsBoard,
// without making that Board, its strings or its pointers. The boards are
// most of a large document. TestBoardBytes holds the two to the same
// bytes.
type boardWriter struct {
	// lines: the event's boards have travellers ("results"); a team
	// event's tables are in its rounds.
	lines bool
	// imps: the points are IMPs, not matchpoints with their tops and
	// percentages.
	imps bool
	// The canonical texts of the contracts and leads met, made once each.
	contracts [8 * 5 * 3]string // by level, strain and doubling
	leads     [256]string
	// figs are the figures of the last line scored, and figsText their
	// text (nil before the first).
	figs     figures
	figsText []byte
	// touched is what touch loaded, kept so that the loads are made.
	touched int
}

func newBoardWriter(ev *report.Event) *boardWriter {
	return &boardWriter{lines: ev.Travellers(), imps: ev.Method.IMPs()}
}

// appendBoard appends board b.
func (w *boardWriter) appendBoard(buf []byte, b *report.Board) ([]byte, error) {
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
	if b.Top.Set() {
		buf = b.Top.AppendText(append(buf, `,"top":`...))
	}
	if b.HasDatum {
		buf = strconv.AppendInt(append(buf, `,"datum":`...), int64(b.Datum), 10)
	}
	var err error
	if b.DD != nil {
		ddt, par := DDOf(*b.DD)
		if buf, err = appendJSON(append(buf, `,"dd":`...), ddt); err != nil {
			return nil, err
		}
		if buf, err = appendJSON(append(buf, `,"par":`...), par); err != nil {
			return nil, err
		}
	}
	if !w.lines {
		return append(buf, '}'), nil
	}
	buf = append(buf, `,"results":[`...)
	n := b.NumLines()
	for i := range n {
		if i%touchLines == 0 {
			w.touch(b, i, min(i+touchLines, n))
		}
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = w.appendLine(buf, b.Line(i))
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
			buf = appendString(append(buf, `,"ns":`...), p.NS.Key().ID)
			buf = appendString(append(buf, `,"ew":`...), p.EW.Key().ID)
			buf = append(buf, '}')
		}
		buf = append(buf, ']')
	}
	return append(buf, '}'), nil
}

// touchLines is how many lines' entries touch loads at once.
const touchLines = 8

// touch loads the entries of b's lines from to end (exclusive) together.
// A board's lines are in the order of their scores, their entries in the
// order of the input, most of them far apart in a large session and out
// of the processor's caches: each line's first look at its entry waited
// for the memory (a third of appendLine's time at 270,000 results). Loads
// made one after the other, each independent of the others, wait for the
// memory together.
func (w *boardWriter) touch(b *report.Board, from, end int) {
	for i := from; i < end; i++ {
		e := b.Line(i).Entry()
		w.touched += len(e.NS) + int(e.Play.Tricks)
		if e.Seats != nil {
			w.touched++
		}
	}
}

// appendLine appends a traveller's line as boardOf's Result.
func (w *boardWriter) appendLine(buf []byte, l report.Line) []byte {
	e := l.Entry()
	buf = append(buf, `{"section":`...)
	buf = appendString(buf, l.Section())
	buf = append(buf, `,"ns":`...)
	buf = appendString(buf, e.NS)
	buf = append(buf, `,"ew":`...)
	buf = appendString(buf, e.EW)
	if e.Seats != nil {
		buf = append(buf, `,"players":[`...)
		for i, id := range e.Seats {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = appendString(buf, id)
		}
		buf = append(buf, ']')
	}
	status := l.Status()
	switch status {
	case report.NotScored:
		buf = append(buf, `,"status":"not_scored"`...)
		if why := e.Unscored(); why != "" {
			buf = appendString(append(buf, `,"reason":`...), why)
		}
		buf = append(buf, `,"contract":null,"declarer":null,"tricks":null,"score_ns":null`...)
	case report.NotPlayed, report.Artificial, report.Assigned:
		buf = append(append(append(buf, `,"status":"`...), status.String()...), `","contract":null,"declarer":null,"tricks":null,"score_ns":null`...)
	default:
		p := e.Play
		if status == report.PassedOut {
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
		if lead := e.Lead; lead.Valid() {
			buf = append(buf, `,"lead":`...)
			buf = appendString(buf, w.lead(lead))
		}
		buf = strconv.AppendInt(append(buf, `,"score_ns":`...), int64(l.ScoreNS()), 10)
	}
	if l.Scored() {
		buf = w.appendFigures(buf, l)
	}
	if a := l.Adjust(); a != nil && a.Kind != bridge.AdjUnparsed {
		buf = appendDecision(append(buf, `,"adjustment":`...), a)
	}
	switch status {
	case report.Artificial:
		an, ae := l.Awards()
		buf = an.AppendText(append(buf, `,"award_ns":`...))
		buf = ae.AppendText(append(buf, `,"award_ew":`...))
	case report.Assigned:
		ons, oew := l.Outcomes()
		buf = appendOutcomes(buf, `,"outcomes_ns":`, ons)
		buf = appendOutcomes(buf, `,"outcomes_ew":`, oew)
	}
	return append(buf, '}')
}

// appendFigures appends a scored line's points (and in matchpoints its
// percentages and top). Lines of equal scores come together on a
// traveller and have the same figures: the text of the last line's is
// kept, and used again while they stay the same.
func (w *boardWriter) appendFigures(buf []byte, l report.Line) []byte {
	figs := figures{l.Points(bridge.NS), l.Points(bridge.EW)}
	if !w.imps {
		figs[2], figs[3], figs[4] = l.Percent(bridge.NS), l.Percent(bridge.EW), l.Top()
	}
	if w.figsText != nil && figs == w.figs {
		return append(buf, w.figsText...)
	}
	start := len(buf)
	if w.imps {
		buf = figs[0].AppendText(append(buf, `,"imp_ns":`...))
		buf = figs[1].AppendText(append(buf, `,"imp_ew":`...))
	} else {
		buf = figs[0].AppendText(append(buf, `,"mp_ns":`...))
		buf = figs[1].AppendText(append(buf, `,"mp_ew":`...))
		buf = figs[2].AppendNumber(append(buf, `,"pct_ns":`...))
		buf = figs[3].AppendNumber(append(buf, `,"pct_ew":`...))
		buf = figs[4].AppendText(append(buf, `,"top":`...))
	}
	w.figs, w.figsText = figs, append(w.figsText[:0], buf[start:]...)
	return buf
}

// figures are a line's points, NS and EW, and in matchpoints its
// percentages, NS and EW, and its top.
type figures [5]report.Figure

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

// appendDecision appends a decision as encoding/json writes its Decision.
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
		buf = report.Value(o.Weight).AppendText(append(buf, `{"weight":`...))
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

// objectWriter appends a JSON object's members as encoding/json writes a
// struct's: {"a":1,"b":"x"}, names being plain ASCII.
type objectWriter struct {
	buf []byte
	n   int
}

// object starts an object at the end of buf.
func object(buf []byte) *objectWriter { return &objectWriter{buf: append(buf, '{')} }

// key starts a member.
func (o *objectWriter) key(name string) {
	if o.n++; o.n > 1 {
		o.buf = append(o.buf, ',')
	}
	o.buf = append(append(append(o.buf, '"'), name...), '"', ':')
}

func (o *objectWriter) str(name, v string) { o.key(name); o.buf = appendString(o.buf, v) }

func (o *objectWriter) int(name string, v int) {
	o.key(name)
	o.buf = strconv.AppendInt(o.buf, int64(v), 10)
}

func (o *objectWriter) bool(name string, v bool) { o.key(name); o.buf = strconv.AppendBool(o.buf, v) }

// num is a figure as a number: its data text (a percentage's or VPs'
// without trailing zeros).
func (o *objectWriter) num(name string, f report.Figure) { o.key(name); o.buf = f.AppendNumber(o.buf) }

func (o *objectWriter) null(name string) { o.key(name); o.buf = append(o.buf, "null"...) }

// strs is a list of texts, [] for none.
func (o *objectWriter) strs(name string, v []string) {
	o.key(name)
	o.buf = append(o.buf, '[')
	for i, s := range v {
		if i > 0 {
			o.buf = append(o.buf, ',')
		}
		o.buf = appendString(o.buf, s)
	}
	o.buf = append(o.buf, ']')
}

// close ends the object and gives the buffer back.
func (o *objectWriter) close() []byte { return append(o.buf, '}') }
