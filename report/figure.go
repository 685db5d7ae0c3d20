package report

import (
	"strconv"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// A Figure is one computed number of an event as the outputs write it:
// matchpoints, IMPs, board points, a percentage or victory points. It
// holds the exact value that compute worked out and knows its texts, so
// that no output rounds a figure of its own and two outputs never print
// one differently:
//
//   - Text, the data text of results.json and the CSV files: exact when
//     six decimals hold it, otherwise rounded to six ("12.5", "3.333333");
//     a percentage or VPs with two decimals ("57.30", "15.56");
//   - Shown, the text people read (the Sheet, results.pbn, USEBIO): at
//     most two decimals ("12.5", "3.33"), a percentage or VPs with two
//     ("57.30", "20.00"); Signed is Shown with "+" before a positive
//     value (IMPs, "+3"); Halves is board points as halves ("2½").
//
// Every rounding is half away from zero, from the exact value. The zero
// Figure is absent: a figure the event does not have (a percentage in an
// IMP event), which Set reports.
type Figure struct {
	q exact.Q
	// set: the event has the figure; two: it is shown with two decimals
	// (a percentage, VPs); twoText: its data text too.
	set, two, twoText bool
}

// Value is an exact value as a figure (matchpoints, IMPs, board points).
func Value(q exact.Q) Figure { return Figure{q: q, set: true} }

// Percent is a percentage as a figure: two decimals in every text.
func Percent(q exact.Q) Figure { return Figure{q: q, set: true, two: true, twoText: true} }

// Award is a director's artificial award in per cent of the top: shown
// with two decimals, its data text exact (at most six decimals), as the
// award was decided.
func Award(q exact.Q) Figure { return Figure{q: q, set: true, two: true} }

// VPs is victory points in hundredths as a figure: two decimals in every
// text.
func VPs(hundredths int) Figure {
	return Figure{q: exact.Frac(int64(hundredths), 100), set: true, two: true, twoText: true}
}

// Set reports whether the event has the figure.
func (f Figure) Set() bool { return f.set }

// Sign is -1, 0 or +1 by the exact value's sign (0 for an absent figure).
func (f Figure) Sign() int { return f.q.Sign() }

// Neg is the figure negated.
func (f Figure) Neg() Figure { f.q = f.q.Neg(); return f }

// Exact is the exact value, for a computation that goes on from the
// event's figures (a season's series), never for printing.
func (f Figure) Exact() exact.Q { return f.q }

// Float is the value for drawing only (a chart), never for printing.
func (f Figure) Float() float64 { return f.q.Float64() }

// Cmp compares the exact value with n: -1, 0 or +1.
func (f Figure) Cmp(n int64) int { return f.q.Cmp(exact.Int(n)) }

// Text is the data text: at most six decimals, exact when they hold the
// value; two decimals for a percentage or VPs.
func (f Figure) Text() string {
	if f.twoText {
		return f.q.Round(2)
	}
	return f.q.Decimal(6)
}

// AppendText appends Text to buf.
func (f Figure) AppendText(buf []byte) []byte {
	if f.twoText {
		return f.q.AppendRound(buf, 2)
	}
	return f.q.AppendDecimal(buf, 6)
}

// Number is Text as a JSON number: a percentage's or VPs' trailing zeros
// (and then the point) left out, "57.3", "20".
func (f Figure) Number() string { return string(f.AppendNumber(nil)) }

// AppendNumber appends Number to buf.
func (f Figure) AppendNumber(buf []byte) []byte {
	n := len(buf)
	buf = f.AppendText(buf)
	if !f.twoText {
		return buf
	}
	for len(buf) > n && buf[len(buf)-1] == '0' {
		buf = buf[:len(buf)-1]
	}
	if len(buf) > n && buf[len(buf)-1] == '.' {
		buf = buf[:len(buf)-1]
	}
	return buf
}

// Shown is the text people read: at most two decimals, exact when they
// hold the value ("12", "2.5", "13.75", "3.33"); two decimals for a
// percentage or VPs ("57.30", "20.00").
func (f Figure) Shown() string {
	if !f.two && f.q.IsInt() {
		return f.q.Decimal(2) // strconv's, which makes none below 100
	}
	// Appended, then made a string once: a Sheet prints some 150,000.
	var buf [32]byte
	return string(f.appendShown(buf[:0]))
}

// appendShown appends Shown to buf.
func (f Figure) appendShown(buf []byte) []byte {
	if f.two {
		return f.q.AppendRound(buf, 2)
	}
	return f.q.AppendDecimal(buf, 2)
}

// Signed is Shown with "+" before a positive value, as IMPs and scores
// are printed: "+10", "-2", "0", "+8.8".
func (f Figure) Signed() string {
	if f.q.Sign() > 0 {
		var buf [32]byte
		return string(f.appendShown(append(buf[:0], '+')))
	}
	return f.Shown()
}

// Halves prints board points as halves: "2½", "½", "0"; other fractions
// (an artificial 0.6) with at most two decimals.
func (f Figure) Halves() string {
	twice := f.q.MulInt(2)
	if twice.Cmp(twice.RoundQ(0)) != 0 {
		return f.q.Decimal(2)
	}
	t := twice.RoundQ(0).Rat().Num().Int64()
	sign := ""
	if t < 0 {
		sign, t = "-", -t
	}
	whole, half := strconv.FormatInt(t/2, 10), t%2 == 1
	switch {
	case half && whole == "0":
		return sign + "½"
	case half:
		return sign + whole + "½"
	}
	return sign + whole
}

// Doubled is the figure times two, as a value: board points on the scale
// of 2 a board won (USEBIO's point-a-board).
func (f Figure) Doubled() Figure { return Value(f.q.MulInt(2)) }

// Percent is 100·f/of, as a percentage (a running percentage of a score
// card); 0 when of is not positive.
func (f Figure) Percent(of Figure) Figure {
	if of.q.Sign() <= 0 {
		return Percent(exact.Q{})
	}
	return Percent(f.q.MulDiv(hundred, of.q))
}

var hundred = exact.Int(100)

// Add is f + g, keeping f's kind.
func (f Figure) Add(g Figure) Figure { f.q = f.q.Add(g.q); f.set = true; return f }

// Per is f divided by n, a figure of f's kind (an average).
func (f Figure) Per(n int) Figure { f.q = f.q.DivInt(int64(n)); return f }

// MP prints matchpoints: exactly when two decimals hold the value (12, 2.5,
// 13.75), otherwise rounded to two decimals, halves away from zero.
func MP(q exact.Q) string { return Value(q).Shown() }

// IMP prints IMPs signed like scores (+10, -2, 0, +8.8), with at most two
// decimals.
func IMP(q exact.Q) string { return Value(q).Signed() }

// Points prints a board-a-match's board points, halves as "½": "2½",
// "½", "0"; other fractions (an artificial 0.6) with at most two
// decimals.
func Points(q exact.Q) string { return Value(q).Halves() }

// VP prints victory points from hundredths: "15.56", "20.00".
func VP(hundredths int) string { return VPs(hundredths).Shown() }
