package pairs

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// The per-result path checks and decides in arrays, over pair numbers:
// these tests hold it to the map-based code it stands in for (movement,
// checkPairs, a stable sort by score and NS id), on sessions with every
// kind of problem those report.

// spoiled are generated sessions, clean and with problems: a pair twice
// on a board, a missing pair, a Howell pair on both sides, ids that are
// not small numbers.
func spoiled(t *testing.T) map[string][]bridge.Entry {
	t.Helper()
	out := map[string][]bridge.Entry{}
	for _, mv := range []string{gen.Mitchell, gen.Howell} {
		g := gen.Generate(gen.Config{Seed: 3, Tables: 6, Boards: 12, Movement: mv, NotPlayedRate: 0.05})
		clean := g.Entries()
		variant := func(name string, f func(es []bridge.Entry)) {
			es := slices.Clone(clean)
			f(es)
			out[mv+": "+name] = es
		}
		variant("clean", func([]bridge.Entry) {})
		variant("pair twice", func(es []bridge.Entry) { es[5].NS = es[6].NS; es[5].Board = es[6].Board })
		variant("EW twice", func(es []bridge.Entry) { es[7].EW = es[3].EW; es[7].Board = es[3].Board })
		variant("no NS pair", func(es []bridge.Entry) { es[2].NS = "" })
		variant("no pairs", func(es []bridge.Entry) { es[4].NS, es[4].EW = "", "" })
		variant("both sides", func(es []bridge.Entry) { es[1].EW = es[1].NS })
		variant("named ids", func(es []bridge.Entry) {
			for i := range es {
				es[i].NS, es[i].EW = "p"+es[i].NS, "0"+es[i].EW
			}
		})
		variant("a late EW is an early NS on every board", func(es []bridge.Entry) {
			first, last := map[int]int{}, map[int]int{}
			for i := range es {
				es[i].EW = "1" + es[i].EW + "00" // numbers apart from the NS ones
				if _, ok := first[es[i].Board]; !ok {
					first[es[i].Board] = i
				}
				last[es[i].Board] = i
			}
			for b, i := range first {
				es[last[b]].EW = es[i].NS
			}
		})
		variant("shared numbers", func(es []bridge.Entry) {
			for i := range es {
				if mv == gen.Mitchell {
					es[i].EW = es[i].NS // NS 3 against EW 3 at every table
				}
			}
		})
	}
	return out
}

func ptrs(es []bridge.Entry) []*bridge.Entry {
	out := make([]*bridge.Entry, len(es))
	for i := range es {
		out[i] = &es[i]
	}
	return out
}

func TestMovementOfAgrees(t *testing.T) {
	for name, es := range spoiled(t) {
		for _, m := range []Movement{Auto, Mitchell, Howell} {
			sc := &scorer{opt: Options{Movement: m}, res: &Result{}}
			entries := ptrs(es)
			px, _, groups := sc.byBoard(entries, map[int]bridge.Board{})
			got, want := sc.movementOf("A", groups, px), sc.movement("A", entries)
			if got != want {
				t.Errorf("%s, --movement %s: %+v, want %+v", name, m, got, want)
			}
		}
	}
}

func TestPairsCleanAgrees(t *testing.T) {
	problems := 0
	for name, es := range spoiled(t) {
		for _, m := range []Movement{Mitchell, Howell} {
			sc := &scorer{res: &Result{}}
			entries := ptrs(es)
			px, _, groups := sc.byBoard(entries, map[int]bridge.Board{})
			sec := Section{Name: "A", Movement: m}
			key := func(id string, side bridge.Side) PairKey {
				if m == Mitchell {
					return PairKey{Section: "A", Direction: side.Direction(), ID: id}
				}
				return PairKey{Section: "A", ID: id}
			}
			sc.checkPairs(sec, entries, key)
			if got, want := pairsClean(sec, groups, px), len(sc.errs) == 0; got != want {
				t.Errorf("%s, %s: clean %v, but checkPairs reports %v", name, m, got, sc.errs)
			}
			if len(sc.errs) > 0 {
				problems++
			}
		}
	}
	if problems < 8 {
		t.Errorf("only %d sessions with problems: the test spoils too little", problems)
	}
}

// Scores beyond the packed key's bits are sorted as the others, by the
// stable sort.
func TestTravellerOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 2))
	ids := []string{"", "1", "2", "10", "A2", "A10", "01", "b", "300"}
	px := &pairIndex{ids: ids[1:]}
	order := slices.Clone(px.ids)
	slices.SortFunc(order, rank.Compare)
	for _, id := range px.ids {
		px.rank = append(px.rank, int32(slices.Index(order, id)))
	}
	for round := range 200 {
		rs := make([]result, 2+r.IntN(30))
		for i := range rs {
			rs[i] = result{score: 10 * (r.IntN(7) - 3), ns: int32(r.IntN(len(ids))) - 1, from: int32(i)}
			if round%2 == 1 && i == 0 {
				rs[i].score = 1 << 40 // no packed key for this board
			}
		}
		want := make([]uint64, len(rs))
		for i := range want {
			want[i] = uint64(i)
		}
		slices.SortStableFunc(want, func(a, b uint64) int {
			x, y := rs[a], rs[b]
			if x.score != y.score {
				return y.score - x.score
			}
			return rank.Compare(ids[x.ns+1], ids[y.ns+1])
		})
		if got := travellerOrder(nil, rs, px); !slices.Equal(got, want) {
			t.Fatalf("round %d: %v\nwant %v", round, got, want)
		}
	}
}

func TestSmallID(t *testing.T) {
	for _, tt := range []struct {
		id string
		v  int
		ok bool
	}{{"0", 0, true}, {"7", 7, true}, {"300", 300, true}, {"4095", 4095, true}, {"4096", 0, false},
		{"01", 0, false}, {"", 0, false}, {"12a", 0, false}, {"-1", 0, false}, {"12345", 0, false}} {
		t.Run(fmt.Sprintf("%q", tt.id), func(t *testing.T) {
			if v, ok := smallID(tt.id, 1<<12); ok != tt.ok || ok && v != tt.v {
				t.Errorf("smallID(%q) = %d, %v; want %d, %v", tt.id, v, ok, tt.v, tt.ok)
			}
		})
	}
}

// Boards scored side by side give what one worker gives: lines, totals,
// rankings, warnings, decisions, and the errors in their order.
func TestScoreBoardsInParallel(t *testing.T) {
	defer func(n int) { parallelFrom = n }(parallelFrom)
	sessions := map[string]bridge.Session{}
	for name, es := range spoiled(t) {
		sessions[name] = bridge.Session{Entries: es}
	}
	g := gen.Generate(gen.Config{Seed: 9, Sections: 2, Tables: 9, Boards: 27, Movement: gen.Mitchell, MissingRate: 0.05, NotPlayedRate: 0.05})
	es := g.Entries()
	s := bridge.Session{Entries: es}
	// Decisions: artificial scores, an assigned score, a fouled board, a
	// penalty, and one the scorer cannot place.
	for i, text := range []string{"A+/A-", "ARB", "FOUL", "PEN", "A/A", "ARB"} {
		e := es[7*i+3]
		adj := bridge.Adjustment{Text: text, Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}
		switch text {
		case "ARB":
			adj.Kind = bridge.AdjAssigned
			adj.OutcomesNS = []bridge.Outcome{{Score: 420, Num: 1, Den: 1}}
			adj.OutcomesEW = []bridge.Outcome{{Score: -50, Num: 3, Den: 10}, {Score: 110, Num: 7, Den: 10}}
		case "FOUL":
			adj = bridge.Adjustment{Text: text, Kind: bridge.AdjFouled, Group: "B"}
		case "PEN":
			adj = bridge.Adjustment{Text: text, Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 4, Unit: bridge.PenTopFraction}}
		}
		s.Decisions = append(s.Decisions, bridge.Decision{Section: e.Section, Board: e.Board, NS: e.NS, EW: e.EW, Adjust: adj})
	}
	sessions["decisions"] = s
	bad := s
	bad.Entries = slices.Clone(es)
	for _, i := range []int{40, 52, 64, 77, 90} {
		bad.Entries[i].Claimed, bad.Entries[i].HasClaimed = 0, true // a claimed score of 0 that the contract does not make
	}
	bad.Entries[41].NS = bad.Entries[43].NS
	bad.Entries[41].Board = bad.Entries[43].Board
	sessions["decisions and errors"] = bad
	scored, failed := 0, 0
	for name, s := range sessions {
		for _, opt := range []Options{{}, {Method: Butler}, {Method: CrossIMPs}, {SmallGroups: GroupsACBL, Scale: mp.ACBL}} {
			parallelFrom = 1 << 30
			want, wantErr := Score(s, opt)
			if wantErr != nil {
				failed++
			} else {
				scored++
			}
			parallelFrom = 1
			got, gotErr := Score(s, opt)
			if !reflect.DeepEqual(gotErr, wantErr) || !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: side by side\n%v %v\none worker\n%v %v", name, opt.Method, got, gotErr, want, wantErr)
			}
		}
	}
	if scored < 20 || failed < 20 {
		t.Errorf("%d sessions scored, %d failed: want many of both", scored, failed)
	}
}

// Errors come section by section and board by board, each board's in the
// order of its entries, however many workers scored the boards.
func TestErrorsInBoardOrder(t *testing.T) {
	defer func(n int) { parallelFrom = n }(parallelFrom)
	g := gen.Generate(gen.Config{Seed: 9, Tables: 9, Boards: 27, Movement: gen.Mitchell})
	es := g.Entries()
	var want []string
	for b := 27; b >= 1; b -= 4 { // entries spoilt from the last board down
		for i := len(es) - 1; i >= 0; i-- {
			if es[i].Board == b && es[i].Kind == bridge.Played && !es[i].Play.Contract.IsPass() {
				es[i].Play.Tricks = 14 // a result no reader makes: an error, not a table not scored
				want = append([]string{fmt.Sprintf("board %d, NS %s", b, es[i].NS)}, want...)
				break
			}
		}
	}
	for _, from := range []int{1, 1 << 30} {
		parallelFrom = from
		_, err := Score(bridge.Session{Entries: es}, Options{})
		errs, ok := err.(bridge.Errors)
		if !ok {
			t.Fatalf("%v, want bridge.Errors", err)
		}
		var got []string
		for _, e := range errs {
			got = append(got, e.Context)
		}
		if !slices.Equal(got, want) {
			t.Errorf("parallel from %d: errors of %q, want %q", from, got, want)
		}
	}
}

// A played result without a pair is reported (ErrNoPair), not summed
// into the totals of pair number −1.
func TestMissingPairIsAnError(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 4, Tables: 4, Boards: 8, Movement: gen.Mitchell})
	es := g.Entries()
	for i := range es {
		if es[i].Kind == bridge.Played {
			es[i].NS = ""
			break
		}
	}
	_, err := Score(bridge.Session{Entries: es}, Options{})
	if !errors.Is(err, ErrNoPair) {
		t.Fatalf("%v, want %v", err, ErrNoPair)
	}
}

// movement is movementOf counted in maps, straight from the entries: the
// reference TestMovementOfAgrees holds the array count to.
func (sc *scorer) movement(name string, entries []*bridge.Entry) Section {
	sec := Section{Name: name, Movement: sc.opt.Movement}
	nsIDs, ewIDs := map[string]bool{}, map[string]bool{}
	collide := map[int]bool{}
	type seen struct{ ns, ew bool }
	perBoard := map[int]map[string]*seen{}
	boardsWithPairs := map[int]bool{}
	for _, e := range entries {
		if e.NS == "" && e.EW == "" {
			continue
		}
		m := perBoard[e.Board]
		if m == nil {
			m = map[string]*seen{}
			perBoard[e.Board] = m
		}
		boardsWithPairs[e.Board] = true
		if e.NS != "" {
			nsIDs[e.NS] = true
			if m[e.NS] == nil {
				m[e.NS] = &seen{}
			}
			m[e.NS].ns = true
		}
		if e.EW != "" {
			ewIDs[e.EW] = true
			if m[e.EW] == nil {
				m[e.EW] = &seen{}
			}
			m[e.EW].ew = true
		}
		if e.NS != "" && m[e.NS].ns && m[e.NS].ew || e.EW != "" && m[e.EW].ns && m[e.EW].ew {
			collide[e.Board] = true
		}
	}
	overlap := false
	for id := range nsIDs {
		if ewIDs[id] {
			overlap = true
			break
		}
	}
	sec.settle(overlap, len(collide), len(boardsWithPairs))
	return sec
}
