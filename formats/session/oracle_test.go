package session_test

import (
	"fmt"
	"math/big"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// TestLoadGeneratedAdjustments reads generated travellers with every kind
// of decision in the adjust column (internal/gen) and compares what the
// loader made of each cell with what the generator told the oracle: the
// adjust grammar against an independent reading of the same decisions.
func TestLoadGeneratedAdjustments(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		for _, imp := range []bool{false, true} {
			s := gen.Generate(gen.Config{Seed: seed, Sections: 2, Tables: 7, Boards: 14, NotPlayedRate: 0.05, PassRate: 0.05,
				Movement: []string{gen.Mitchell, gen.Howell}[seed%2]})
			adj := gen.AdjustWith(s, seed, gen.AdjustConfig{Rate: 0.3, IMP: imp})
			l, err := session.Load([]session.Input{{Name: "adj.csv", Data: []byte(adj.CSV())}}, session.Options{})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			entries := map[string]*bridge.Entry{}
			for i := range l.Session.Entries {
				e := &l.Session.Entries[i]
				entries[fmt.Sprint(e.Section, e.Board, e.NS, e.EW)] = e
			}
			for _, ar := range adj.Rows {
				e := entries[fmt.Sprint(ar.Section, ar.Board, ar.NS, ar.EW)]
				if e == nil {
					t.Fatalf("seed %d: no entry for %+v", seed, ar.Row)
				}
				seen[ar.Decision]++
				if got, want := reading(e), expected(ar); got != want {
					t.Errorf("seed %d, %q: loaded %s\noracle %s", seed, ar.Adjust, got, want)
				}
			}
		}
	}
	for _, k := range gen.AllDecisions {
		if seen[k] == 0 {
			t.Errorf("no %s decision was generated", k)
		}
	}
	t.Logf("rows compared by decision: %v", seen)
}

// reading is an entry's adjustment in the oracle's terms.
func reading(e *bridge.Entry) string {
	if e.Kind == bridge.NotPlayed {
		return "notplayed"
	}
	if e.Adjust == nil {
		return "result"
	}
	a := e.Adjust
	award := func(w bridge.Award) string {
		if w.Kind == bridge.Percent {
			return "P" + strconv.Itoa(w.Percent)
		}
		return w.String()
	}
	dist := func(os []bridge.Outcome) string {
		out := ""
		for _, o := range os {
			sc := o.Score
			if o.Play != nil {
				var err error
				if sc, err = score.NS(*o.Play, bridge.Vulnerability(e.Board), score.Laws2017); err != nil {
					return err.Error()
				}
			}
			out += fmt.Sprintf(" %d×%s", sc, big.NewRat(o.Num, o.Den).RatString())
		}
		return out
	}
	switch a.Kind {
	case bridge.AdjArtificial:
		return fmt.Sprintf("%s artificial %s/%s", e.Kind, award(a.NS), award(a.EW))
	case bridge.AdjAssigned:
		return fmt.Sprintf("%s assigned NS%s EW%s", e.Kind, dist(a.OutcomesNS), dist(a.OutcomesEW))
	case bridge.AdjPenalty:
		p := a.Penalty
		amount := big.NewRat(p.Num, p.Den)
		unit := map[bridge.PenaltyUnit]string{bridge.PenMP: oracle.UnitMP, bridge.PenIMP: oracle.UnitIMP, bridge.PenTopFraction: oracle.UnitTop, bridge.PenVP: "vp"}[p.Unit]
		if p.Unit == bridge.PenTopFraction { // per cent of a top → a fraction of it
			amount.Quo(amount, big.NewRat(100, 1))
		}
		return fmt.Sprintf("%s penalty %s %s %s", e.Kind, p.Side, amount.RatString(), unit)
	case bridge.AdjFouled:
		return fmt.Sprintf("%s group %s", e.Kind, a.Group)
	}
	return "unparsed " + a.Text
}

// expected is what the generator gave the oracle for a row.
func expected(ar gen.AdjRow) string {
	r := ar.Result
	dist := func(ws []oracle.Weighted) string {
		out := ""
		for _, w := range ws {
			out += fmt.Sprintf(" %d×%s", w.ScoreNS, w.W.RatString())
		}
		return out
	}
	switch {
	case ar.Penalty != nil:
		p := ar.Penalty
		return fmt.Sprintf("played penalty %s %s %s", p.Direction, p.Amount.RatString(), p.Unit)
	case r.Group != "":
		return "played group " + r.Group
	}
	switch r.Kind {
	case oracle.KindArtificial:
		return fmt.Sprintf("artificial artificial %s/%s", r.AwardNS, r.AwardEW)
	case oracle.KindAssigned:
		ew := r.DistEW
		if ew == nil {
			ew = r.DistNS
		}
		return fmt.Sprintf("assigned assigned NS%s EW%s", dist(r.DistNS), dist(ew))
	}
	return r.Kind
}
