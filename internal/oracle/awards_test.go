package oracle_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/internal/oracle"
	"github.com/protokol-bridge/protokol/scales"
)

var awardPresets = map[string]string{"acbl": "acbl-club", "abf": "abf-club", "ebu": "ebu-club"}

// genField is one generated ranking: a Mitchell's direction, a Howell
// section, or Howell sections ranked together; scores in whole percents,
// so that ties are frequent.
func genFields(rng *rand.Rand, session int) []oracle.AwardField {
	boards := 12 + rng.IntN(30)
	var out []oracle.AwardField
	var together oracle.AwardField
	together.Boards = boards
	entry := func(id string) oracle.AwardEntry {
		e := oracle.AwardEntry{ID: id, Score: big.NewRat(int64(35+rng.IntN(31)), 1)}
		for range 2 {
			e.Holdings = append(e.Holdings, big.NewRat(int64(rng.IntN(3000)), 1))
		}
		return e
	}
	for s := range 1 + rng.IntN(3) {
		if rng.IntN(2) == 0 { // Mitchell: NS and EW, maybe a half table
			t := 3 + rng.IntN(14)
			ns, ew := t, t
			if rng.IntN(3) == 0 {
				ew--
			}
			for d, n := range []int{ns, ew} {
				f := oracle.AwardField{HalfTables: ns + ew, Winners: 2, Boards: boards}
				for i := range n {
					f.Entries = append(f.Entries, entry(fmt.Sprintf("%d%c%d%s", session, 'A'+s, i+1, []string{"NS", "EW"}[d])))
				}
				out = append(out, f)
			}
			continue
		}
		pairs := 6 + rng.IntN(24)
		f := oracle.AwardField{HalfTables: pairs, Winners: 1, Boards: boards}
		for i := range pairs {
			f.Entries = append(f.Entries, entry(fmt.Sprintf("%d%c%d", session, 'A'+s, i+1)))
		}
		out = append(out, f)
		together.HalfTables += pairs
		together.Entries = append(together.Entries, f.Entries...)
	}
	if len(together.Entries) > 0 && together.HalfTables <= 30 {
		out = append(out, together)
	}
	if rng.IntN(3) == 0 { // an individual
		players := 8 + 4*rng.IntN(4) + rng.IntN(2)*2
		f := oracle.AwardField{Individual: true, HalfTables: (players + 1) / 2, Boards: boards}
		for i := range players {
			f.Entries = append(f.Entries, entry(fmt.Sprintf("%dI%d", session, i+1)))
		}
		out = append(out, f)
	}
	return out
}

// engineField is the field as the wiring would give it to compute/awards:
// places from compute/rank on the scores.
func engineField(f oracle.AwardField) awards.Field {
	af := awards.Field{Form: awards.Pairs, Tables: exact.Frac(int64(f.HalfTables), 2), Winners: f.Winners, Boards: f.Boards}
	if f.Individual {
		af.Form = awards.Individual
		af.Tables = exact.Frac(int64(len(f.Entries)), 4)
	}
	items := make([]rank.Item, len(f.Entries))
	for i, e := range f.Entries {
		items[i] = rank.Item{ID: e.ID, Score: exact.FromRat(e.Score)}
	}
	af.Places = make([]int, len(f.Entries))
	for _, p := range rank.Rank(items, rank.Exact) {
		af.Places[p.Index] = p.Rank
	}
	return af
}

// TestAwardsAgainstEngine checks the bundled ACBL, ABF and EBU scales,
// read from their TOML files and computed by compute/awards, against the
// oracle's literal reading of the rules, on generated sessions with ties,
// several sections (Mitchell directions, Howell sections, sections ranked
// together) and individuals; and the ACBL's strata.
func TestAwardsAgainstEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 2026))
	defs := map[string]*scales.Definition{}
	for rule, name := range awardPresets {
		d, err := scales.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		defs[rule] = d
	}
	indiv, err := scales.Preset("ebu-club-individual")
	if err != nil {
		t.Fatal(err)
	}
	compared, awarded, tied, stratified := 0, 0, 0, 0
	for session := range 60 {
		for fi, f := range genFields(rng, session) {
			for _, rule := range []string{"acbl", "abf", "ebu"} {
				if rule == "ebu" && f.Winners == 2 {
					continue // the EBU's two-winner scale is not bundled
				}
				if rule == "abf" && f.Individual {
					continue // the ABF's individuals: a Howell's award for the tables; not generated
				}
				def := defs[rule]
				if rule == "ebu" && f.Individual {
					def = indiv
				}
				f.Rule = rule
				want := oracle.Awards(f)
				af := engineField(f)
				af.Name = fmt.Sprintf("session %d field %d", session, fi)
				got, err := awards.Compute(&def.Scale, af)
				if err != nil {
					t.Fatalf("%s %s: %v", rule, af.Name, err)
				}
				shared := map[int]int{}
				for _, p := range af.Places {
					shared[p]++
				}
				for i, e := range f.Entries {
					compared++
					if got[0].Points[i].Sign() > 0 {
						awarded++
						if shared[af.Places[i]] > 1 {
							tied++
						}
					}
					if g, w := got[0].Points[i].Decimal(2), exact.FromRat(want[e.ID]).Decimal(2); g != w {
						t.Errorf("%s %s: %s (place %d): engine %s, oracle %s", rule, af.Name, e.ID, af.Places[i], g, w)
					}
				}
			}
			if f.Individual {
				continue
			}
			// The ACBL's strata on this field: C below 300, B below 1000.
			f.Rule = "acbl"
			want := oracle.StrataAwards(f, []*big.Rat{big.NewRat(300, 1), big.NewRat(1000, 1)})
			entries := make([]strata.Entry, len(f.Entries))
			for i, e := range f.Entries {
				entries[i] = strata.Entry{ID: e.ID, Score: exact.FromRat(e.Score)}
				for _, h := range e.Holdings {
					entries[i].Holdings = append(entries[i].Holdings, exact.FromRat(h))
				}
			}
			r, err := strata.Stratify(strata.Config{Limits: []exact.Q{exact.Int(300), exact.Int(1000)}}, entries)
			if err != nil {
				t.Fatal(err)
			}
			base := engineField(f)
			_, best, err := awards.Stratified(&defs["acbl"].Scale, base, r)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range f.Entries {
				stratified++
				if g, w := best[i].Points[0].Decimal(2), exact.FromRat(want[e.ID]).Decimal(2); g != w {
					t.Errorf("acbl strata, session %d field %d: %s: engine %s, oracle %s", session, fi, e.ID, g, w)
				}
			}
		}
	}
	t.Logf("%d awards compared (%d awarded, %d of them tied), %d stratified", compared, awarded, tied, stratified)
	if tied == 0 || stratified == 0 {
		t.Error("the generated sessions have no ties or no strata")
	}
}
