package ddtables_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/ddtables"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// board n of a generated session, with a complete deal.
func boards(n int) []bridge.Board {
	g := gen.Generate(gen.Config{Seed: 5, Tables: 3, Boards: n})
	var out []bridge.Board
	for i := 1; i <= n; i++ {
		b := bridge.NewBoard(i)
		b.Deal = g.Deals[i]
		out = append(out, b)
	}
	return out
}

// fake stands for the solver: a fixed table, and the deals it was given.
func fake(t *testing.T) *[]bridge.Deal {
	var solved []bridge.Deal
	t.Cleanup(func() { ddtables.SolveEach = dd.SolveEach })
	ddtables.SolveEach = func(deals []bridge.Deal, _ int, done func(int, dd.Table, error)) {
		solved = append(solved, deals...)
		for i := range deals {
			var tb dd.Table
			for s := range tb {
				for st := range tb[s] {
					tb[s][st] = 6 + int8(s%2)
				}
			}
			done(i, tb, nil)
		}
	}
	return &solved
}

func TestAnalyses(t *testing.T) {
	solved := fake(t)
	bs := boards(3)
	own := bridge.DDTable{}
	for s := range own {
		for st := range own[s] {
			own[s][st] = 7
		}
	}
	other := own
	other[0][0] = 8
	bs[0].HandRecord.DoubleDummyTricks = &own                                              // trusted: not solved
	bs[1].HandRecord.DoubleDummyTricks, bs[1].HandRecord.OptimumResultTable = &own, &other // they differ: solved
	cache := t.TempDir()
	a, warns := ddtables.Analyses(bs, ddtables.Config{Mode: ddtables.Solve, Cache: cache})
	if len(a) != 3 || len(*solved) != 2 || a[1].Table != dd.Table(own) {
		t.Errorf("%d analyses, %d solved", len(a), len(*solved))
	}
	if len(warns) != 1 || !strings.Contains(warns[0].Error(), "differ; neither is used") {
		t.Errorf("warnings %v", warns)
	}
	// The cache holds the two solved deals; a second run solves nothing.
	if files, _ := os.ReadDir(cache); len(files) != 2 {
		t.Errorf("%d cache files", len(files))
	}
	*solved = nil
	if a, _ := ddtables.Analyses(bs, ddtables.Config{Mode: ddtables.Solve, Cache: cache}); len(a) != 3 || len(*solved) != 0 {
		t.Errorf("second run: %d analyses, %d solved", len(a), len(*solved))
	}
	if a, _ := ddtables.Analyses(bs, ddtables.Config{Mode: ddtables.File}); len(a) != 1 {
		t.Errorf("file mode: %d analyses", len(a))
	}
	if a, _ := ddtables.Analyses(bs, ddtables.Config{Mode: ddtables.Off}); a != nil {
		t.Errorf("off: %v", a)
	}
}

func TestDeals(t *testing.T) {
	bs := boards(2)
	bs = append(bs, bridge.NewBoard(3))
	short := bs[1]
	short.Number = 4
	short.Deal.Known[bridge.West] = false
	bs = append(bs, short)
	ok, bad := ddtables.Deals(bs)
	if len(ok) != 2 || len(bad) != 2 || !strings.Contains(bad[0].Error(), "no deal") || !strings.Contains(bad[1].Error(), "W hand not given") {
		t.Errorf("%d complete, bad %v", len(ok), bad)
	}
}

// Progress hears (0, n) and then each deal solved; deals found in the
// cache are not counted, and with nothing to solve it is not called.
func TestProgress(t *testing.T) {
	fake(t)
	bs := boards(3)
	cache := t.TempDir()
	ddtables.SolveBoards(bs[:1], ddtables.Config{Cache: cache})
	var heard []string
	cfg := ddtables.Config{Cache: cache, Progress: func(done, total int) { heard = append(heard, fmt.Sprint(done, "/", total)) }}
	ddtables.SolveBoards(bs, cfg)
	if got := strings.Join(heard, " "); got != "0/2 1/2 2/2" {
		t.Errorf("heard %q, want 0/2 1/2 2/2", got)
	}
	heard = nil
	ddtables.SolveBoards(bs, cfg)
	if heard != nil {
		t.Errorf("all in the cache: heard %q", heard)
	}
}
