package bridge

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// DecisionDecimals is how many decimals a weight or a penalty has in a
// decision's text: String writes a number that needs more as a fraction,
// and formats/decisions reads no more.
const DecisionDecimals = 4

// String is the one canonical text of a director's decision, which
// formats/decisions.ParseAdjust reads back to the same meaning; the
// outputs (PBN, CSV) write it, and every reader of their files reads it:
//
//	A+  A  A-  A+/A-  A/A+  A60/40  A+/40  A60/A-
//	ARB +420  ARB 4SX-2 N  ARB PASS
//	SPLIT +420/-100  SPLIT 4S= N/4S-1 N
//	W 30% 4S= N + 70% 4S-1 N  W 1/3*+420 + 2/3*-100
//	W NS: -100; EW: 40% +620 + 60% -100
//	PEN NS -10%  PEN EW -3MP  PEN NS -0.5VP  PEN EW -2IMP
//	FOUL B
//
// An AdjUnparsed decision, or a penalty without its amount, is its Text.
func (a Adjustment) String() string {
	switch a.Kind {
	case AdjArtificial:
		return artificialText(a.NS, a.EW)
	case AdjAssigned:
		return assignedText(a.OutcomesNS, a.OutcomesEW)
	case AdjPenalty:
		if a.Penalty == nil {
			return a.Text
		}
		pen := a.Penalty
		unit := map[PenaltyUnit]string{PenMP: "MP", PenTopFraction: "%", PenIMP: "IMP", PenVP: "VP"}[pen.Unit]
		if pen.Num < 0 { // a credit a file published (a Ruter "Pen" row)
			return "PEN " + pen.Side.String() + " +" + NumberText(big.NewRat(-pen.Num, max(pen.Den, 1))) + unit
		}
		return "PEN " + pen.Side.String() + " -" + NumberText(big.NewRat(pen.Num, max(pen.Den, 1))) + unit
	case AdjFouled:
		return "FOUL " + a.Group
	}
	return a.Text
}

func artificialText(ns, ew Award) string {
	if ns.Kind != Percent && ns == ew {
		return ns.String()
	}
	// NS first with its A (A60, A+), then EW: a bare percentage or an
	// average (A60/40, A+/40, A60/A-, A+/A-).
	nsText, ewText := ns.String(), ew.String()
	if ns.Kind == Percent {
		nsText = "A" + strconv.Itoa(ns.Percent)
	}
	if ew.Kind == Percent {
		ewText = strconv.Itoa(ew.Percent)
	}
	return nsText + "/" + ewText
}

func assignedText(ns, ew []Outcome) string {
	single := func(os []Outcome) bool { return len(os) == 1 && os[0].Num == os[0].Den }
	switch {
	case sameOutcomes(ns, ew) && single(ns):
		return "ARB " + outcomeText(ns[0], false)
	case sameOutcomes(ns, ew):
		return "W " + weightedText(ns)
	case single(ns) && single(ew):
		return "SPLIT " + outcomeText(ns[0], false) + "/" + outcomeText(ew[0], true)
	}
	side := func(os []Outcome) string {
		if single(os) {
			return outcomeText(os[0], false)
		}
		return weightedText(os)
	}
	return "W NS: " + side(ns) + "; EW: " + side(ew)
}

func sameOutcomes(a, b []Outcome) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Num*y.Den != y.Num*x.Den || x.Score != y.Score || (x.Play == nil) != (y.Play == nil) ||
			x.Play != nil && *x.Play != *y.Play {
			return false
		}
	}
	return true
}

// outcomeText is an outcome's result: a score with its sign, in EW's view
// when ewView, or a play as contract, result and declarer (4SX-2 N).
func outcomeText(o Outcome, ewView bool) string {
	score := o.Score
	switch {
	case o.Play != nil && o.Play.Contract.IsPass():
		return "PASS"
	case o.Play != nil:
		return o.Play.Contract.String() + o.Play.ResultText() + " " + o.Play.Declarer.String()
	case ewView:
		score = -score
	}
	if score == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", score)
}

// weightedText is weighted results: percentages where they are exact in a
// few decimals ("30% 4S= N"), else fractions with "*" ("1/3*+420").
func weightedText(os []Outcome) string {
	parts := make([]string, len(os))
	for i, o := range os {
		w := big.NewRat(o.Num, max(o.Den, 1))
		pct := new(big.Rat).Mul(w, big.NewRat(100, 1))
		if t := NumberText(pct); !strings.Contains(t, "/") {
			parts[i] = t + "% " + outcomeText(o, false)
		} else {
			parts[i] = w.RatString() + "*" + outcomeText(o, false)
		}
	}
	return strings.Join(parts, " + ")
}

// NumberText is an exact number as a decision's text has it: a decimal
// of up to DecisionDecimals places ("0.5", "12.25"), else a fraction
// ("1/3", "1/32"). The readers of decisions quote numbers so too.
func NumberText(r *big.Rat) string {
	if places, ok := decimalPlaces(r); ok && places <= DecisionDecimals {
		s := r.FloatString(places)
		if places > 0 {
			s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		}
		return s
	}
	return r.RatString()
}

// decimalPlaces is how many decimals r has when written out; ok is false
// when it has no finite decimal (its denominator has a prime factor other
// than 2 and 5).
func decimalPlaces(r *big.Rat) (int, bool) {
	d := new(big.Int).Set(r.Denom())
	places := 0
	for _, f := range []int64{2, 5} {
		k, m, q := 0, new(big.Int), big.NewInt(f)
		for {
			var rem big.Int
			m.QuoRem(d, q, &rem)
			if rem.Sign() != 0 {
				break
			}
			d.Set(m)
			k++
		}
		places = max(places, k)
	}
	return places, d.Cmp(big.NewInt(1)) == 0
}
