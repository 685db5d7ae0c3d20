package jsonout

// The document's boards as values, for the tests: what encoding/json
// makes of them is what boardWriter must write (TestBoardBytes).

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// boardOf is board b of res as results.json records it.
func boardOf(res *pairs.Result, b *pairs.Board) Board {
	imps := res.Method.IMPs()
	jb := Board{Board: b.Number, Dealer: b.Dealer.String(), Vulnerable: b.Vul.String(), Results: []Result{}}
	if !b.Deal.Empty() {
		jb.Deal = b.Deal.StringFrom(b.Dealer)
	}
	for _, l := range b.Lines {
		r := Result{Section: l.Section(), NS: l.Entry.NS, EW: l.Entry.EW}
		if l.Adjust() != nil && l.Adjust().Kind != bridge.AdjUnparsed {
			r.Adjustment = decisionOf(l.Adjust())
		}
		switch {
		case l.Entry.Kind == bridge.NotScored:
			r.Status, r.Reason = "not_scored", l.Entry.Unscored()
		case !l.Scored:
			r.Status = "not_played"
		case l.IsArtificial():
			r.Status = "artificial"
			an, ae := l.Awards()
			r.AwardNS, r.AwardEW = &an, &ae
			r.setScores(&l, imps)
		case hasOutcomes(&l):
			r.Status = "assigned"
			ons, oew := l.Outcomes()
			for _, o := range ons {
				r.OutcomesNS = append(r.OutcomesNS, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
			}
			for _, o := range oew {
				r.OutcomesEW = append(r.OutcomesEW, WeightedScore{Weight: o.Weight, ScoreNS: o.ScoreNS})
			}
			r.setScores(&l, imps)
		default:
			p := l.Entry.Play
			c := p.Contract.String()
			r.Contract = &c
			if p.Contract.IsPass() {
				r.Status = "passed_out"
			} else {
				r.Status = "played"
				decl := p.Declarer.String()
				tricks := p.Tricks
				r.Declarer, r.Tricks = &decl, &tricks
			}
			if l.Entry.Lead.Valid() {
				lead := l.Entry.Lead.String()
				r.Lead = &lead
			}
			score := l.ScoreNS
			r.ScoreNS = &score
			r.setScores(&l, imps)
			if imps && res.Method == pairs.Butler {
				datum := l.Datum()
				jb.Datum = &datum
			}
		}
		jb.Results = append(jb.Results, r)
	}
	for _, p := range b.Pending {
		jb.Pending = append(jb.Pending, Pending{Section: p.Section, Round: p.Round, Table: p.Table, NS: p.NS.ID, EW: p.EW.ID})
	}
	if t, ok := b.Top(); ok && !imps {
		jb.Top = &t
	}
	return jb
}

// setScores sets a scored table's IMPs, or its matchpoints, top and
// percentages.
func (r *Result) setScores(l *pairs.Line, imps bool) {
	if imps {
		in, ie := l.IMPNS(), l.IMPEW()
		r.IMPNS, r.IMPEW = &in, &ie
		return
	}
	mpns, mpew, t := l.MPNS(), l.MPEW(), l.Top()
	r.MPNS, r.MPEW, r.Top = &mpns, &mpew, &t
	r.PctNS, r.PctEW = &pct{l.PctNS()}, &pct{l.PctEW()}
}
