package report

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
)

// decision is how a line's decision is printed on its traveller and score
// card, "" when it has none.
func (s *Sheet) decision(ln Line) string {
	a := ln.Adjust()
	if a == nil {
		return ""
	}
	board := ln.Entry().Board
	switch a.Kind {
	case bridge.AdjArtificial:
		return s.awards(a, ln) + s.published(a)
	case bridge.AdjAssigned:
		if a.Published {
			return s.outcomesText(a, board) + " (" + s.L.Assigned + ", " + s.L.Published + ")"
		}
		return s.outcomesText(a, board) + " (" + s.L.Assigned + ")"
	}
	return s.decisionText(a, board)
}

// published marks an award that the input file printed: " (as published
// by the file)", or "" for a director's decision.
func (s *Sheet) published(a *bridge.Adjustment) string {
	if !a.Published {
		return ""
	}
	return " (" + s.L.Published + ")"
}

// awards prints artificial awards; with the session rule they show the
// percentages (or IMPs) given: "A-/A+ (34.78%/65.22%)".
func (s *Sheet) awards(a *bridge.Adjustment, ln Line) string {
	t := a.NS.String() + "/" + a.EW.String()
	ns, ew := ln.Awards()
	if ns.Sign() == 0 && ew.Sign() == 0 {
		return t
	}
	if s.IMPs {
		return t + " (" + ns.Signed() + "/" + ew.Signed() + ")"
	}
	return t + " (" + ns.Shown() + "%/" + ew.Shown() + "%)"
}

// decisionText prints any decision.
func (s *Sheet) decisionText(a *bridge.Adjustment, board int) string {
	return s.decisionBody(a, board) + s.published(a)
}

func (s *Sheet) decisionBody(a *bridge.Adjustment, board int) string {
	switch a.Kind {
	case bridge.AdjArtificial:
		return a.NS.String() + "/" + a.EW.String()
	case bridge.AdjAssigned:
		return s.outcomesText(a, board)
	case bridge.AdjPenalty:
		p := a.Penalty
		side := s.L.NS
		if p.Side == bridge.EW {
			side = s.L.EW
		}
		amount := exact.Frac(p.Num, p.Den).Neg()
		unit := map[bridge.PenaltyUnit]string{bridge.PenMP: " " + s.L.MP, bridge.PenTopFraction: "% " + s.L.OfATop,
			bridge.PenIMP: " " + s.L.IMPs, bridge.PenVP: " " + s.L.VP}[p.Unit]
		return s.L.Penalty + " " + side + " " + credit(amount) + unit
	case bridge.AdjFouled:
		return s.L.Fouled + " " + a.Group
	}
	return a.Text
}

// outcomesText prints an assigned score: one score ("+620", "4♠= N"), a
// split ("NS +420 / EW −100", each side in its own view) or a weighted one
// ("30% 4♠= N + 70% 4♠-1 N").
func (s *Sheet) outcomesText(a *bridge.Adjustment, board int) string {
	side := func(os []bridge.Outcome, ew bool) string {
		var parts []string
		for _, o := range os {
			t := s.outcome(o, ew)
			if len(os) > 1 {
				t = exact.Frac(o.Num, o.Den).MulInt(100).Decimal(2) + "% " + t
			}
			parts = append(parts, t)
		}
		return strings.Join(parts, " + ")
	}
	ns, ew := side(a.OutcomesNS, false), side(a.OutcomesEW, false)
	if ns == ew {
		return ns
	}
	return s.L.NS + " " + ns + " / " + s.L.EW + " " + side(a.OutcomesEW, true)
}

// outcome prints one outcome: a play, or a score (in EW's view when ew).
func (s *Sheet) outcome(o bridge.Outcome, ew bool) string {
	if o.Play != nil {
		p := o.Play
		if p.Contract.IsPass() {
			return s.L.Pass
		}
		return s.contract(p.Contract).Text + p.ResultText() + " " + s.L.Seats[p.Declarer]
	}
	if ew {
		return signed(-o.Score)
	}
	return signed(o.Score)
}

func (s *Sheet) kindText(k bridge.AdjKind) string {
	switch k {
	case bridge.AdjArtificial:
		return s.L.ArtificialKind
	case bridge.AdjAssigned:
		return s.L.Assigned
	case bridge.AdjPenalty:
		return s.L.Penalty
	case bridge.AdjFouled:
		return s.L.Fouled
	}
	return ""
}

// credit prints a penalty's effect: "-3", or "+6.8" for a credit a file
// published.
func credit(amount exact.Q) string { return Value(amount).Signed() }
