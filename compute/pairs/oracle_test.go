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

// TestAgainstOracle scores generated sessions of many shapes and compares
// every matchpoint, percentage, total, place and tie with the independent
// brute-force oracle (internal/oracle), both scales, with and without
// missing and not-played results.
func TestAgainstOracle(t *testing.T) {
	type shape struct {
		movement         string
		sections, tables int
		boards           int
		missing, np      float64
	}
	shapes := []shape{
		{gen.Mitchell, 1, 3, 6, 0, 0},
		{gen.Mitchell, 1, 7, 21, 0, 0},
		{gen.Mitchell, 1, 10, 27, 0.05, 0.02},
		{gen.Mitchell, 2, 9, 27, 0.03, 0.03},
		{gen.Mitchell, 1, 13, 26, 0.1, 0},
		{gen.Howell, 1, 4, 21, 0, 0},
		{gen.Howell, 1, 6, 22, 0.05, 0.05},
		{gen.Howell, 3, 5, 20, 0.02, 0},
		{gen.Mitchell, 1, 40, 24, 0.01, 0.01},
	}
	for i, sh := range shapes {
		for _, acbl := range []bool{false, true} {
			for seed := uint64(1); seed <= 3; seed++ {
				name := fmt.Sprintf("%d %s %dx%d boards %d missing %.2f np %.2f acbl %v seed %d",
					i, sh.movement, sh.sections, sh.tables, sh.boards, sh.missing, sh.np, acbl, seed)
				t.Run(name, func(t *testing.T) {
					g := gen.Generate(gen.Config{Seed: seed*7919 + uint64(i), Sections: sh.sections, Tables: sh.tables, Boards: sh.boards,
						Movement: sh.movement, MissingRate: sh.missing, NotPlayedRate: sh.np, PassRate: 0.03})
					compareWithOracle(t, g, acbl)
				})
			}
		}
	}
}

func compareWithOracle(t *testing.T, g *gen.Session, acbl bool) {
	t.Helper()
	var s bridge.Session
	for b, d := range g.Deals {
		bd := bridge.NewBoard(b)
		bd.Deal = d
		s.Boards = append(s.Boards, bd)
	}
	s.Entries = g.Entries()
	opt := pairs.Options{Movement: pairs.Mitchell}
	if g.Config.Movement == gen.Howell {
		opt.Movement = pairs.Howell
	}
	if acbl {
		opt.Scale = mp.ACBL
	}
	// The oracle is told the scheduled count of each board; the engine
	// works it out from the entries (most entries of any board, not-played
	// ones included) and must land on the same number whenever some board
	// of the section has all its results.
	sched := g.Scheduled()
	res, err := pairs.Score(s, opt)
	if err != nil {
		t.Fatal(err)
	}
	results := g.Results()
	perResult, standings := oracle.Score(results, oracle.Options{ACBL: acbl, Target: engineTargets(res), Mitchell: opt.Movement == pairs.Mitchell})
	for sec, boards := range sched {
		for b, n := range boards {
			if got := engineTargets(res)[sec][b]; got != 0 && got != n && complete(g, sec) {
				t.Errorf("section %s board %d: target %d, scheduled %d", sec, b, got, n)
			}
		}
	}

	// Per result: find the engine's line for (section, board, ns, ew).
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
		if l.ScoreNS != r.ScoreNS {
			t.Errorf("%+v: score %d, oracle %d", r, l.ScoreNS, r.ScoreNS)
		}
		for _, c := range []struct {
			what   string
			got    exact.Q
			oracle exact.Q
		}{
			{"MP NS", l.MPNS(), exact.FromRat(o.MPNS)}, {"MP EW", l.MPEW(), exact.FromRat(o.MPEW)},
			{"% NS", l.PctNS(), exact.FromRat(o.PctNS)}, {"% EW", l.PctEW(), exact.FromRat(o.PctEW)},
		} {
			if c.got.Cmp(c.oracle) != 0 {
				t.Errorf("%+v: %s = %s, oracle %s", r, c.what, c.got, c.oracle)
			}
		}
	}

	// Standings: every pair, its total, max, percentage, place and tie.
	type pk struct{ sec, dir, id string }
	got := map[pk]pairs.Standing{}
	for _, rk := range res.Rankings {
		for _, st := range rk.Rows {
			got[pk{st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID}] = st
		}
	}
	if len(got) != len(standings) {
		t.Fatalf("%d pairs ranked, oracle has %d", len(got), len(standings))
	}
	for _, o := range standings {
		st, ok := got[pk{o.Section, o.Direction, o.Pair}]
		if !ok {
			t.Fatalf("oracle pair %s %s %s not ranked", o.Section, o.Direction, o.Pair)
		}
		if st.Total.Cmp(exact.FromRat(o.Total)) != 0 || st.Max.Cmp(exact.FromRat(o.Max)) != 0 ||
			st.Percent.Cmp(exact.FromRat(o.Pct)) != 0 || st.Rank != o.Rank || st.Tied != o.Tied || st.Boards != o.Boards {
			t.Errorf("pair %s %s %s: %s/%s=%s rank %d tied %v boards %d; oracle %s/%s=%s rank %d tied %v boards %d",
				o.Section, o.Direction, o.Pair, st.Total, st.Max, st.Percent, st.Rank, st.Tied, st.Boards,
				o.Total.RatString(), o.Max.RatString(), o.Pct.RatString(), o.Rank, o.Tied, o.Boards)
		}
		if shown := st.Percent.Round(2); shown != oracle.Round2(o.Pct) {
			t.Errorf("pair %s: shows %s, oracle %s", o.Pair, shown, oracle.Round2(o.Pct))
		}
	}
}

// engineTargets is the N the engine used on each board.
func engineTargets(res *pairs.Result) map[string]map[int]int {
	out := map[string]map[int]int{}
	for _, b := range res.Boards {
		for _, l := range b.Lines {
			if !l.Scored {
				continue
			}
			if out[l.Section()] == nil {
				out[l.Section()] = map[int]int{}
			}
			out[l.Section()][b.Number] = l.Target()
		}
	}
	return out
}

// complete reports whether some board of the section has every scheduled
// entry, so that "the most entries of any board" is the scheduled count.
func complete(g *gen.Session, sec string) bool {
	count := map[int]int{}
	for _, r := range g.Rows {
		if r.Section == sec {
			count[r.Board]++
		}
	}
	for b, n := range g.Scheduled()[sec] {
		if count[b] == n {
			return true
		}
	}
	return false
}
