package pairs_test

import (
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// TestAcrossAgainstOracle scores generated sessions of two and three
// sections of different sizes (Mitchell and Howell, with tables that did
// not play a board) as one field, and compares every matchpoint and
// percentage, and every pair's total, place and tie in the field's
// rankings, with the brute-force oracle told to compare across the
// sections (internal/oracle, Options.Across).
func TestAcrossAgainstOracle(t *testing.T) {
	for _, sh := range []struct {
		movement string
		tables   []int // of each section
		boards   int
		np       float64
	}{
		{gen.Mitchell, []int{7, 6}, 21, 0},
		{gen.Mitchell, []int{8, 8}, 24, 0.04},
		{gen.Mitchell, []int{5, 7, 6}, 20, 0.03},
		{gen.Howell, []int{4, 5}, 20, 0},
		{gen.Howell, []int{6, 5}, 22, 0.05},
	} {
		for _, acbl := range []bool{false, true} {
			for seed := uint64(1); seed <= 2; seed++ {
				t.Run(fmt.Sprintf("%s %v np %.2f acbl %v seed %d", sh.movement, sh.tables, sh.np, acbl, seed), func(t *testing.T) {
					compareAcross(t, sh.movement, sh.tables, sh.boards, sh.np, acbl, seed)
				})
			}
		}
	}
}

func compareAcross(t *testing.T, movement string, tables []int, boards int, np float64, acbl bool, seed uint64) {
	t.Helper()
	var s bridge.Session
	var results []oracle.Result
	sched := map[string]map[int]int{}
	for i, n := range tables {
		g := gen.Generate(gen.Config{Seed: seed*101 + uint64(i), Tables: n, Boards: boards, Movement: movement, NotPlayedRate: np, PassRate: 0.03})
		sec := gen.SectionLabel(i)
		for _, e := range g.Entries() {
			e.Section = sec
			s.Entries = append(s.Entries, e)
		}
		for _, r := range g.Results() {
			r.Section = sec
			results = append(results, r)
		}
		sched[sec] = g.Scheduled()["A"]
	}
	opt := pairs.Options{Movement: pairs.Mitchell, Field: pairs.Across}
	if movement == gen.Howell {
		opt.Movement = pairs.Howell
	}
	if acbl {
		opt.Scale = mp.ACBL
	}
	res, err := pairs.Score(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	if res.Field != pairs.Across {
		t.Fatalf("field %v", res.Field)
	}
	perResult, standings := oracle.Score(results, oracle.Options{ACBL: acbl, Target: sched, Mitchell: opt.Movement == pairs.Mitchell, Across: true})
	type key struct {
		sec    string
		board  int
		ns, ew string
	}
	lines := map[key]pairs.Line{}
	for _, b := range res.Boards {
		for _, l := range b.Lines {
			if l.Scored {
				lines[key{l.Section(), b.Number, l.Entry.NS, l.Entry.EW}] = l
			}
		}
	}
	if len(lines) != len(results) {
		t.Fatalf("%d scored lines, oracle has %d results", len(lines), len(results))
	}
	for i, r := range results {
		l, ok := lines[key{r.Section, r.Board, r.NS, r.EW}]
		if !ok {
			t.Fatalf("no line for %+v", r)
		}
		o := perResult[i]
		if l.MPNS().Cmp(exact.FromRat(o.MPNS)) != 0 || l.MPEW().Cmp(exact.FromRat(o.MPEW)) != 0 ||
			l.PctNS().Cmp(exact.FromRat(o.PctNS)) != 0 || l.PctEW().Cmp(exact.FromRat(o.PctEW)) != 0 {
			t.Errorf("%+v: MP %s/%s %% %s/%s; oracle %s/%s %% %s/%s", r, l.MPNS(), l.MPEW(), l.PctNS(), l.PctEW(),
				o.MPNS.RatString(), o.MPEW.RatString(), o.PctNS.RatString(), o.PctEW.RatString())
		}
	}
	want := 1
	if opt.Movement == pairs.Mitchell {
		want = 2
	}
	if len(res.Rankings) != want {
		t.Fatalf("%d rankings, want %d (one field)", len(res.Rankings), want)
	}
	type pk struct{ sec, dir, id string }
	got := map[pk]pairs.Standing{}
	for _, rk := range res.Rankings {
		if rk.Section != "" {
			t.Errorf("ranking of section %q, want the field's", rk.Section)
		}
		for _, st := range rk.Rows {
			got[pk{st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID}] = st
		}
	}
	if len(got) != len(standings) {
		t.Fatalf("%d pairs ranked, oracle has %d", len(got), len(standings))
	}
	for _, o := range standings {
		st := got[pk{o.Section, o.Direction, o.Pair}]
		if st.Total.Cmp(exact.FromRat(o.Total)) != 0 || st.Max.Cmp(exact.FromRat(o.Max)) != 0 ||
			st.Percent.Cmp(exact.FromRat(o.Pct)) != 0 || st.Rank != o.Rank || st.Tied != o.Tied {
			t.Errorf("pair %s %s %s: %s/%s rank %d tied %v; oracle %s/%s rank %d tied %v", o.Section, o.Direction, o.Pair,
				st.Total, st.Max, st.Rank, st.Tied, o.Total.RatString(), o.Max.RatString(), o.Rank, o.Tied)
		}
	}
}
