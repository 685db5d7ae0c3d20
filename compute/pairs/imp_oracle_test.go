package pairs_test

import (
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// TestIMPsAgainstOracle scores generated sessions in Butler IMPs and in
// cross-IMPs (every normalisation) and compares every result's IMPs and
// every pair's total, average, place and tie with the independent oracle.
func TestIMPsAgainstOracle(t *testing.T) {
	shapes := []gen.Config{
		{Seed: 21, Tables: 6, Boards: 24, Movement: gen.Mitchell},
		{Seed: 22, Tables: 9, Boards: 27, Movement: gen.Mitchell, MissingRate: 0.05, NotPlayedRate: 0.02},
		{Seed: 23, Tables: 5, Boards: 20, Movement: gen.Howell, MissingRate: 0.03},
		{Seed: 24, Sections: 2, Tables: 14, Boards: 26, Movement: gen.Mitchell, MissingRate: 0.02},
		{Seed: 25, Tables: 30, Boards: 24, Movement: gen.Mitchell, MissingRate: 0.01},
	}
	type variant struct {
		name string
		opt  pairs.Options
		run  func(g *gen.Session, mitchell bool, targets map[string]map[int]int) ([]oracle.BoardIMP, []oracle.IMPStanding)
	}
	variants := []variant{
		{"butler", pairs.Options{Method: pairs.Butler, Butler: imp.DefaultButler()},
			func(g *gen.Session, m bool, _ map[string]map[int]int) ([]oracle.BoardIMP, []oracle.IMPStanding) {
				return oracle.ButlerScore(g.Results(), oracle.ButlerOptions{TrimK: -1, Mitchell: m})
			}},
		{"butler no trim half-even", pairs.Options{Method: pairs.Butler, Butler: imp.ButlerOptions{Trim: imp.TrimNone, Round: imp.HalfEven}},
			func(g *gen.Session, m bool, _ map[string]map[int]int) ([]oracle.BoardIMP, []oracle.IMPStanding) {
				return oracle.ButlerScore(g.Results(), oracle.ButlerOptions{TrimK: 0, Round: oracle.HalfEven, Mitchell: m})
			}},
	}
	for _, n := range []struct {
		name string
		norm imp.Normalisation
	}{{"per_comparison", imp.PerComparison}, {"total", imp.Total}, {"per_table", imp.PerTable}, {"factored", imp.Factored}} {
		variants = append(variants, variant{"cross-imps " + n.name, pairs.Options{Method: pairs.CrossIMPs, Normalisation: n.norm},
			func(g *gen.Session, m bool, targets map[string]map[int]int) ([]oracle.BoardIMP, []oracle.IMPStanding) {
				return oracle.CrossScore(g.Results(), n.name, oracle.Options{Mitchell: m, Target: targets})
			}})
	}
	for _, sh := range shapes {
		for _, v := range variants {
			t.Run(fmt.Sprintf("%s %dx%d seed %d %s", sh.Movement, max(sh.Sections, 1), sh.Tables, sh.Seed, v.name), func(t *testing.T) {
				g := gen.Generate(sh)
				s := bridge.Session{Entries: g.Entries()}
				opt := v.opt
				opt.Movement = pairs.Mitchell
				if sh.Movement == gen.Howell {
					opt.Movement = pairs.Howell
				}
				res, err := pairs.Score(s, opt)
				if err != nil {
					t.Fatal(err)
				}
				per, standings := v.run(g, opt.Movement == pairs.Mitchell, engineTargets(res))
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
				for i, r := range g.Results() {
					l := lines[key{r.Section, r.Board, r.NS, r.EW}]
					if l.IMPNS().Cmp(exact.FromRat(per[i].NS)) != 0 || l.IMPEW().Cmp(exact.FromRat(per[i].EW)) != 0 {
						t.Fatalf("%+v: IMPs %s/%s, oracle %s/%s", r, l.IMPNS(), l.IMPEW(), per[i].NS.RatString(), per[i].EW.RatString())
					}
				}
				type pk struct{ sec, dir, id string }
				got := map[pk]pairs.Standing{}
				for _, rk := range res.Rankings {
					for _, st := range rk.Rows {
						got[pk{st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID}] = st
					}
				}
				if len(got) != len(standings) {
					t.Fatalf("%d pairs, oracle %d", len(got), len(standings))
				}
				for _, o := range standings {
					st := got[pk{o.Section, o.Direction, o.Pair}]
					if st.Total.Cmp(exact.FromRat(o.Total)) != 0 || st.Average.Cmp(exact.FromRat(o.Average)) != 0 ||
						st.Boards != o.Boards || st.Rank != o.Rank || st.Tied != o.Tied {
						t.Errorf("pair %s %s %s: total %s avg %s boards %d rank %d tied %v; oracle %s %s %d %d %v",
							o.Section, o.Direction, o.Pair, st.Total, st.Average, st.Boards, st.Rank, st.Tied,
							o.Total.RatString(), o.Average.RatString(), o.Boards, o.Rank, o.Tied)
					}
				}
			})
		}
	}
}
