package oracle_test

import (
	"fmt"
	"hash/fnv"
	"math/big"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
	"github.com/protokol-bridge/protokol/scales"
)

// player is what the register says of a generated pair's i-th player,
// the same for the engine and the oracle: a holding from 0 to 2,990
// masterpoints and a handicap from −6 to +6 in tenths, from a hash of the
// pair's key.
func player(key string, i int) (holding, hcap *big.Rat) {
	h := fnv.New32a()
	fmt.Fprintf(h, "%s/%d", key, i)
	v := h.Sum32()
	return big.NewRat(int64(v%300)*10, 1), big.NewRat(int64(v/300%121)-60, 10)
}

// engineKey names a scored pair as the oracle does: "A/NS/3", "B//7".
func engineKey(section, dir, id string) string { return section + "/" + dir + "/" + id }

// TestExtrasAgainstEngine scores generated sessions (one to three
// sections, Mitchell and Howell, few boards so that ties are frequent)
// with the program, works out the ACBL's awards, a handicapped ranking
// and strata through compute/extras as the wiring does, and checks every
// figure against the oracle working from its own matchpoints: fields by
// section and direction, tables counted from the section's pairs, places
// by percentage, ties sharing, strata ranked and awarded by
// oracle.StrataAwards, handicapped percentages ranked by oracle.Places;
// and the ACBL's awards over the whole event (a scale file's over =
// "event"), its rankings merged and placed anew.
func TestExtrasAgainstEngine(t *testing.T) {
	acbl, err := scales.Preset("acbl-club")
	if err != nil {
		t.Fatal(err)
	}
	event1, err := scales.Parse("event.toml", []byte("preset = \"acbl-club\"\nover = \"event\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	limits := []*big.Rat{big.NewRat(300, 1), big.NewRat(1000, 1)}
	compared, tied, stratified, handicapped, merged := 0, 0, 0, 0, 0
	for seed := range uint64(40) {
		c := gen.Config{Seed: seed, Sections: 1 + int(seed%3), Tables: 3 + int(seed*7%6), Boards: 4 + int(seed%3)*2, Movement: gen.Mitchell}
		if seed%2 == 1 {
			c.Movement = gen.Howell
		}
		g := gen.Generate(c)
		s, err := g.Bridge("x", "2026.12.01")
		if err != nil {
			t.Fatal(err)
		}
		res, err := event.Score(s, event.Options{})
		if err != nil {
			t.Fatal(err)
		}
		mitchell := c.Movement == gen.Mitchell

		// The engine, as job wires it: the rankings read from the scored
		// event, each player given what the register says.
		ev := res.ExtrasEvent()
		for r, rk := range res.Pairs.Rankings {
			for ci, st := range rk.Rows {
				ps := ev.Rankings[r].Contestants[ci].Players
				for i := range ps {
					h, hc := player(engineKey(st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID), i)
					ps[i].Masterpoints, ps[i].HasMasterpoints = exact.FromRat(h), true
					ps[i].Handicap, ps[i].HasHandicap = exact.FromRat(hc), true
				}
			}
		}
		got, err := extras.Compute(ev, extras.Options{Scale: &acbl.Scale, Handicap: &handicap.Options{},
			Strata: &strata.Config{Limits: []exact.Q{exact.Int(300), exact.Int(1000)}}})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		whole, err := extras.Compute(ev, extras.Options{Scale: &event1.Scale})
		if err != nil {
			t.Fatalf("seed %d, over the event: %v", seed, err)
		}

		// The oracle, from its own matchpoints.
		_, standings := oracle.Score(g.Results(), oracle.Options{Target: g.Scheduled(), Mitchell: mitchell})
		type field struct {
			f    oracle.AwardField
			keys []string
		}
		fields := map[string]*field{}
		var order []string
		pairsIn := map[string]int{}
		all := oracle.AwardField{Rule: "acbl", Winners: 1, Boards: c.Boards}
		for _, st := range standings {
			pairsIn[st.Section]++
		}
		for _, st := range standings {
			fk := st.Section + "/" + st.Direction
			if fields[fk] == nil {
				w := 1
				if mitchell {
					w = 2
				}
				fields[fk] = &field{f: oracle.AwardField{Rule: "acbl", HalfTables: pairsIn[st.Section], Winners: w, Boards: c.Boards}}
				order = append(order, fk)
			}
			key := engineKey(st.Section, st.Direction, st.Pair)
			e := oracle.AwardEntry{ID: key, Score: st.Pct}
			for i := range 2 {
				h, _ := player(key, i)
				e.Holdings = append(e.Holdings, h)
			}
			fields[fk].f.Entries = append(fields[fk].f.Entries, e)
			fields[fk].keys = append(fields[fk].keys, key)
			all.HalfTables++
			all.Entries = append(all.Entries, e)
		}
		want := map[string]*big.Rat{}
		wantH := map[string]string{} // the handicapped score and place
		for _, fk := range order {
			f := fields[fk].f
			for id, v := range oracle.StrataAwards(f, limits) {
				want[id] = v
			}
			scores := make([]*big.Rat, len(f.Entries))
			for i, e := range f.Entries {
				_, h0 := player(e.ID, 0)
				_, h1 := player(e.ID, 1)
				h := new(big.Rat).Quo(new(big.Rat).Add(h0, h1), big.NewRat(2, 1))
				scores[i] = new(big.Rat).Add(e.Score, h)
			}
			ranks, ties := oracle.Places(scores)
			for i, e := range f.Entries {
				tie := ""
				if ties[i] {
					tie = "="
				}
				wantH[e.ID] = fmt.Sprintf("%s %d%s", exact.FromRat(scores[i]).Decimal(6), ranks[i], tie)
			}
		}
		wantAll := oracle.Awards(all)

		// Every pair's award, handicapped line and award over the event.
		gotH := map[string]string{}
		for _, h := range got.Handicapped {
			for _, l := range h.Lines {
				st := res.Pairs.Rankings[l.Ranking].Rows[l.Contestant]
				tie := ""
				if l.Tied {
					tie = "="
				}
				gotH[engineKey(st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID)] = fmt.Sprintf("%s %d%s", l.Score.Decimal(6), l.Rank, tie)
			}
		}
		for r, rk := range res.Pairs.Rankings {
			for ci, st := range rk.Rows {
				key := engineKey(st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID)
				compared++
				if st.Tied {
					tied++
				}
				if g, w := got.Points[r][ci][0].Decimal(2), exact.FromRat(want[key]).Decimal(2); g != w {
					t.Errorf("seed %d: %s (place %d): stratified award %s, oracle %s", seed, key, st.Rank, g, w)
				}
				stratified++
				if gotH[key] != wantH[key] {
					t.Errorf("seed %d: %s: handicapped %q, oracle %q", seed, key, gotH[key], wantH[key])
				}
				handicapped++
				if g, w := whole.Points[r][ci][0].Decimal(2), exact.FromRat(wantAll[key]).Decimal(2); g != w {
					t.Errorf("seed %d: %s: award over the event %s, oracle %s", seed, key, g, w)
				}
				merged++
			}
		}
		// Each stratum ranks its own contestants and those below, in
		// percentage order.
		for _, grp := range got.Groups {
			for _, st := range grp.Strata {
				pcts := make([]*big.Rat, len(st.Lines))
				for i, l := range st.Lines {
					pcts[i] = ev.Rankings[l.Ranking].Contestants[l.Contestant].Score.Rat()
				}
				ranks, ties := oracle.Places(pcts)
				for i, l := range st.Lines {
					if l.Rank != ranks[i] || l.Tied != ties[i] {
						t.Errorf("seed %d, %s stratum %s: line %d ranked %d (tied %v), oracle %d (%v)", seed, grp.Name, st.Name, i, l.Rank, l.Tied, ranks[i], ties[i])
					}
				}
			}
		}
	}
	t.Logf("%d pairs compared (%d tied), %d stratified, %d handicapped, %d over the event", compared, tied, stratified, handicapped, merged)
	if tied == 0 {
		t.Error("the generated sessions have no ties")
	}
}
