package decisions

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Format is the canonical text of an adjustment, which ParseAdjust reads
// back to the same meaning:
//
//	A+  A  A-  A+/A-  A/A+  A60/40  A+/40  A60/A-
//	ARB +420  ARB 4SX-2 N  ARB PASS
//	SPLIT +420/-100  SPLIT 4S= N/4S-1 N
//	W 30% 4S= N + 70% 4S-1 N  W 1/3*+420 + 2/3*-100
//	W NS: -100; EW: 40% +620 + 60% -100
//	PEN NS -10%  PEN EW -3MP  PEN NS -0.5VP  PEN EW -2IMP
//	FOUL B
//
// An AdjUnparsed adjustment gives its Text.
func Format(a bridge.Adjustment) string {
	switch a.Kind {
	case bridge.AdjArtificial:
		return formatArtificial(a.NS, a.EW)
	case bridge.AdjAssigned:
		return formatAssigned(a.OutcomesNS, a.OutcomesEW)
	case bridge.AdjPenalty:
		if a.Penalty == nil {
			return a.Text
		}
		pen := a.Penalty
		amount := numText(big.NewRat(pen.Num, max(pen.Den, 1)))
		unit := map[bridge.PenaltyUnit]string{bridge.PenMP: "MP", bridge.PenTopFraction: "%", bridge.PenIMP: "IMP", bridge.PenVP: "VP"}[pen.Unit]
		if pen.Num < 0 { // a credit a file published (a Ruter "Pen" row)
			return "PEN " + pen.Side.String() + " +" + numText(big.NewRat(-pen.Num, max(pen.Den, 1))) + unit
		}
		return "PEN " + pen.Side.String() + " -" + amount + unit
	case bridge.AdjFouled:
		return "FOUL " + a.Group
	}
	return a.Text
}

func formatArtificial(ns, ew bridge.Award) string {
	if ns.Kind != bridge.Percent && ns == ew {
		return ns.String()
	}
	// NS first with its A (A60, A+), then EW: a bare percentage or an
	// average (A60/40, A+/40, A60/A-, A+/A-).
	nsText, ewText := ns.String(), ew.String()
	if ns.Kind == bridge.Percent {
		nsText = "A" + strconv.Itoa(ns.Percent)
	}
	if ew.Kind == bridge.Percent {
		ewText = strconv.Itoa(ew.Percent)
	}
	return nsText + "/" + ewText
}

func formatAssigned(ns, ew []bridge.Outcome) string {
	single := func(os []bridge.Outcome) bool { return len(os) == 1 && os[0].Num == os[0].Den }
	switch {
	case sameOutcomes(ns, ew) && single(ns):
		return "ARB " + resultText(ns[0], false)
	case sameOutcomes(ns, ew):
		return "W " + termsText(ns)
	case single(ns) && single(ew):
		return "SPLIT " + resultText(ns[0], false) + "/" + resultText(ew[0], true)
	}
	side := func(os []bridge.Outcome) string {
		if single(os) {
			return resultText(os[0], false)
		}
		return termsText(os)
	}
	return "W NS: " + side(ns) + "; EW: " + side(ew)
}

func sameOutcomes(a, b []bridge.Outcome) bool {
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

// resultText is an outcome's result: a score with its sign, in EW's view
// when ewView, or a play as contract, result and declarer (4SX-2 N).
func resultText(o bridge.Outcome, ewView bool) string {
	if o.Play != nil {
		if o.Play.Contract.IsPass() {
			return "PASS"
		}
		return o.Play.Contract.String() + o.Play.ResultText() + " " + o.Play.Declarer.String()
	}
	if ewView {
		return signed(-o.Score)
	}
	return signed(o.Score)
}

// termsText is weighted results: percentages where they are exact in a few
// decimals ("30% 4S= N"), else fractions with "*" ("1/3*+420").
func termsText(os []bridge.Outcome) string {
	parts := make([]string, len(os))
	for i, o := range os {
		w := big.NewRat(o.Num, max(o.Den, 1))
		pct := new(big.Rat).Mul(w, big.NewRat(100, 1))
		if t := numText(pct); !strings.Contains(t, "/") {
			parts[i] = t + "% " + resultText(o, false)
		} else {
			parts[i] = w.RatString() + "*" + resultText(o, false)
		}
	}
	return strings.Join(parts, " + ")
}

// numText is a number as the grammar reads it back: a decimal of up to
// maxDecimals places, else a fraction.
func numText(r *big.Rat) string {
	t := ratText(r)
	if dot := strings.IndexByte(t, '.'); dot >= 0 && len(t)-dot-1 > maxDecimals {
		return r.RatString()
	}
	return t
}
