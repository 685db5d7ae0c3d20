package jsonout

import (
	"encoding/json"
	"strconv"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// appendBoard appends b as encoding/json (HTML escaping off) writes it,
// without reflection for the board and its results, the bulk of a large
// document; the rare parts (double dummy, par, pending tables, decisions
// and outcomes) go through encoding/json itself. TestAppendBoard holds the
// two to the same bytes.
func appendBoard(buf []byte, b *Board) ([]byte, error) {
	buf = append(buf, `{"board":`...)
	buf = strconv.AppendInt(buf, int64(b.Board), 10)
	buf = append(buf, `,"dealer":`...)
	buf = appendString(buf, b.Dealer)
	buf = append(buf, `,"vulnerable":`...)
	buf = appendString(buf, b.Vulnerable)
	if b.Deal != "" {
		buf = append(buf, `,"deal":`...)
		buf = appendString(buf, b.Deal)
	}
	buf = appendQ(buf, `,"top":`, b.Top)
	if b.Datum != nil {
		buf = append(buf, `,"datum":`...)
		buf = strconv.AppendInt(buf, int64(*b.Datum), 10)
	}
	var err error
	if b.DD != nil {
		if buf, err = appendJSON(append(buf, `,"dd":`...), b.DD); err != nil {
			return nil, err
		}
	}
	if b.Par != nil {
		if buf, err = appendJSON(append(buf, `,"par":`...), b.Par); err != nil {
			return nil, err
		}
	}
	buf = append(buf, `,"results":`...)
	if b.Results == nil {
		buf = append(buf, "null"...)
	} else {
		buf = append(buf, '[')
		for i := range b.Results {
			if i > 0 {
				buf = append(buf, ',')
			}
			if buf, err = appendResult(buf, &b.Results[i]); err != nil {
				return nil, err
			}
		}
		buf = append(buf, ']')
	}
	if len(b.Pending) > 0 {
		if buf, err = appendJSON(append(buf, `,"pending":`...), b.Pending); err != nil {
			return nil, err
		}
	}
	return append(buf, '}'), nil
}

// appendResult appends r as encoding/json writes it (see appendBoard).
func appendResult(buf []byte, r *Result) ([]byte, error) {
	buf = append(buf, `{"section":`...)
	buf = appendString(buf, r.Section)
	buf = append(buf, `,"ns":`...)
	buf = appendString(buf, r.NS)
	buf = append(buf, `,"ew":`...)
	buf = appendString(buf, r.EW)
	buf = append(buf, `,"status":`...)
	buf = appendString(buf, r.Status)
	buf = append(buf, `,"contract":`...)
	buf = appendStringPtr(buf, r.Contract)
	buf = append(buf, `,"declarer":`...)
	buf = appendStringPtr(buf, r.Declarer)
	buf = append(buf, `,"tricks":`...)
	buf = appendIntPtr(buf, r.Tricks)
	if r.Lead != nil {
		buf = append(buf, `,"lead":`...)
		buf = appendString(buf, *r.Lead)
	}
	buf = append(buf, `,"score_ns":`...)
	buf = appendIntPtr(buf, r.ScoreNS)
	buf = appendQ(buf, `,"mp_ns":`, r.MPNS)
	buf = appendQ(buf, `,"mp_ew":`, r.MPEW)
	if r.PctNS != nil {
		buf = append(append(buf, `,"pct_ns":`...), trimZeros(r.PctNS.q.Round(2))...)
	}
	if r.PctEW != nil {
		buf = append(append(buf, `,"pct_ew":`...), trimZeros(r.PctEW.q.Round(2))...)
	}
	buf = appendQ(buf, `,"top":`, r.Top)
	buf = appendQ(buf, `,"imp_ns":`, r.IMPNS)
	buf = appendQ(buf, `,"imp_ew":`, r.IMPEW)
	var err error
	if r.Adjustment != nil {
		if buf, err = appendJSON(append(buf, `,"adjustment":`...), r.Adjustment); err != nil {
			return nil, err
		}
	}
	buf = appendQ(buf, `,"award_ns":`, r.AwardNS)
	buf = appendQ(buf, `,"award_ew":`, r.AwardEW)
	if len(r.OutcomesNS) > 0 {
		if buf, err = appendJSON(append(buf, `,"outcomes_ns":`...), r.OutcomesNS); err != nil {
			return nil, err
		}
	}
	if len(r.OutcomesEW) > 0 {
		if buf, err = appendJSON(append(buf, `,"outcomes_ew":`...), r.OutcomesEW); err != nil {
			return nil, err
		}
	}
	return append(buf, '}'), nil
}

// appendQ appends name and q as exact.Q marshals itself, or nothing for
// nil (omitempty).
func appendQ(buf []byte, name string, q *exact.Q) []byte {
	if q == nil {
		return buf
	}
	return append(append(buf, name...), q.Decimal(6)...)
}

func appendIntPtr(buf []byte, n *int) []byte {
	if n == nil {
		return append(buf, "null"...)
	}
	return strconv.AppendInt(buf, int64(*n), 10)
}

func appendStringPtr(buf []byte, s *string) []byte {
	if s == nil {
		return append(buf, "null"...)
	}
	return appendString(buf, *s)
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
