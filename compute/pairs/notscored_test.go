package pairs_test

import (
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// A result that cannot be scored as the input gives it is a table not
// scored, with its reason: the session scores, and the input's entry is
// left as it was.
func TestNotScoredReasons(t *testing.T) {
	claim := func(v int) func(e *bridge.Entry) { return func(e *bridge.Entry) { e.Claimed, e.HasClaimed = v, true } }
	tests := []struct {
		name  string
		spoil func(e *bridge.Entry)
		why   string
	}{
		{"a reader's table not scored", func(e *bridge.Entry) { e.SetUnscored("the play stops after 6 tricks and there is no claim") },
			"the play stops after 6 tricks and there is no claim"},
		{"a claimed score that disagrees", claim(650), "the input says +650 for NS, but 4S W 11 on a board with EW vulnerable scores -650"},
		{"a decision code no one agreed on", func(e *bridge.Entry) { e.Adjust = &bridge.Adjustment{Text: "Pen"} },
			`"Pen" is not a decision protokol understands`},
		{"an artificial score without awards", func(e *bridge.Entry) { e.Kind = bridge.Artificial }, "an artificial score without its awards"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := session(t, "3 1 2 4S W 11", "3 3 4 4S W 10", "3 5 6 4S W 9", "4 1 4 3NT N 9", "4 3 6 3NT N 9", "4 5 2 3NT N 9")
			tt.spoil(&s.Entries[0])
			before := s.Entries[0]
			res, err := pairs.Score(s, pairs.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if s.Entries[0].Kind != before.Kind || s.Entries[0].Unscored() != before.Unscored() {
				t.Errorf("the input's entry was changed: %v %q", s.Entries[0].Kind, s.Entries[0].Unscored())
			}
			b := res.Boards[0]
			last := b.Lines[len(b.Lines)-1]
			if last.Scored || last.Entry.Kind != bridge.NotScored || last.Entry.Unscored() != tt.why || last.Entry.NS != "1" {
				t.Fatalf("last line: scored %v, %v %q, NS %s; want not scored, %q", last.Scored, last.Entry.Kind, last.Entry.Unscored(), last.Entry.NS, tt.why)
			}
			// The two other results, 4S W 9 and 4S W 10 with EW vulnerable
			// (+100 and −620 for NS), factored to the three tables
			// scheduled: (2+1)·3/2 − 1 = 3.5 and (0+1)·3/2 − 1 = 0.5 of 4.
			if got := b.Lines[0].MPNS().String() + " " + b.Lines[1].MPNS().String(); got != "7/2 1/2" || b.Lines[0].Target() != 3 || b.Lines[0].Compared() != 2 {
				t.Errorf("MPs %s, target %d, compared %d; want 7/2 1/2, 3, 2", got, b.Lines[0].Target(), b.Lines[0].Compared())
			}
			// Pair NS 1 has one board, as if it had not played board 3.
			for _, st := range res.Rankings[0].Rows {
				if st.Pair.ID == "1" && st.Boards != 1 {
					t.Errorf("NS 1: %d boards, want 1", st.Boards)
				}
			}
		})
	}
}

// A director's decision replaces a table not scored, as it replaces a
// played result.
func TestNotScoredDecided(t *testing.T) {
	s := session(t, "3 1 2 4S W 11", "3 3 4 4S W 10", "3 5 6 4S W 9")
	s.Entries[0].SetUnscored("the play stops after 6 tricks and there is no claim")
	s.Decisions = []bridge.Decision{{Section: "A", Board: 3, NS: "1", EW: "2", Adjust: bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial,
		NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}}}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The artificial score is A+ (60 %); the two results are factored to
	// the three tables, as beside a table not scored: 87.5 and 12.5 %.
	var got []string
	for _, l := range res.Boards[0].Lines {
		got = append(got, fmt.Sprintf("%s:%v:%s", l.Entry.NS, l.Entry.Kind, l.PctNS()))
	}
	if fmt.Sprint(got) != "[5:played:175/2 3:played:25/2 1:artificial:60]" {
		t.Errorf("lines %v", got)
	}
}

// TestNotScoredAgainstOracle spoils a tenth of the results of generated
// sessions in each way a table comes to be not scored, and compares every
// other result's matchpoints or IMPs and every pair's standing with the
// independent oracle (internal/oracle) on the session without those
// results, each board factored to the tables the movement schedules.
func TestNotScoredAgainstOracle(t *testing.T) {
	shapes := []gen.Config{
		{Seed: 31, Tables: 7, Boards: 21, Movement: gen.Mitchell},
		{Seed: 32, Sections: 2, Tables: 9, Boards: 27, Movement: gen.Mitchell, NotPlayedRate: 0.03},
		{Seed: 33, Tables: 6, Boards: 22, Movement: gen.Howell},
	}
	type variant struct {
		name string
		opt  pairs.Options
	}
	variants := []variant{
		{"mp", pairs.Options{}},
		{"butler", pairs.Options{Method: pairs.Butler, Butler: imp.DefaultButler()}},
		{"cross-imps", pairs.Options{Method: pairs.CrossIMPs, Normalisation: imp.PerComparison}},
	}
	for _, sh := range shapes {
		for _, v := range variants {
			t.Run(fmt.Sprintf("%s %dx%d seed %d %s", sh.Movement, max(sh.Sections, 1), sh.Tables, sh.Seed, v.name), func(t *testing.T) {
				g := gen.Generate(sh)
				entries := g.Entries()
				spoilt := map[[4]any]bool{}
				n := 0
				for i := range entries {
					e := &entries[i]
					if e.Kind != bridge.Played || i%10 != 3 {
						continue
					}
					switch n % 3 {
					case 0:
						e.SetUnscored("the play stops after 8 tricks and there is no claim")
					case 1:
						ns, err := score.NS(e.Play, bridge.NewBoard(e.Board).Vul, score.Laws2017)
						if err != nil {
							t.Fatal(err)
						}
						e.Claimed, e.HasClaimed = ns+10, true
					case 2:
						e.Adjust = &bridge.Adjustment{Text: "+0"}
					}
					n++
					spoilt[[4]any{e.Section, e.Board, e.NS, e.EW}] = true
				}
				var results []oracle.Result
				for _, r := range g.Results() {
					if !spoilt[[4]any{r.Section, r.Board, r.NS, r.EW}] {
						results = append(results, r)
					}
				}
				opt := v.opt
				opt.Movement = pairs.Mitchell
				if sh.Movement == gen.Howell {
					opt.Movement = pairs.Howell
				}
				res, err := pairs.Score(bridge.Session{Entries: entries}, opt)
				if err != nil {
					t.Fatal(err)
				}
				mitchell := opt.Movement == pairs.Mitchell
				type line struct{ ns, ew exact.Q }
				got := map[[4]any]line{}
				unscored := 0
				for _, b := range res.Boards {
					for _, l := range b.Lines {
						k := [4]any{l.Entry.Section, b.Number, l.Entry.NS, l.Entry.EW}
						switch {
						case l.Entry.Kind == bridge.NotScored:
							unscored++
							if l.Scored || !spoilt[k] || l.Entry.Unscored() == "" {
								t.Errorf("%v: a line not scored that was not spoilt, or scored, or without a reason", k)
							}
						case l.Scored && opt.Method.IMPs():
							got[k] = line{l.IMPNS(), l.IMPEW()}
						case l.Scored:
							got[k] = line{l.MPNS(), l.MPEW()}
						}
					}
				}
				if unscored != n || len(got) != len(results) {
					t.Fatalf("%d lines not scored of %d spoilt; %d scored of %d results", unscored, n, len(got), len(results))
				}
				type standing struct {
					total  exact.Q
					boards int
					rank   int
					tied   bool
				}
				want := map[[3]string]standing{}
				check := func(r oracle.Result, ns, ew exact.Q) {
					if l := got[[4]any{r.Section, r.Board, r.NS, r.EW}]; l.ns.Cmp(ns) != 0 || l.ew.Cmp(ew) != 0 {
						t.Errorf("%+v: %s/%s, oracle %s/%s", r, l.ns, l.ew, ns, ew)
					}
				}
				switch v.opt.Method {
				case pairs.Matchpoints:
					per, sts := oracle.Score(results, oracle.Options{Target: g.Scheduled(), Mitchell: mitchell})
					for i, r := range results {
						check(r, exact.FromRat(per[i].MPNS), exact.FromRat(per[i].MPEW))
					}
					for _, o := range sts {
						want[[3]string{o.Section, o.Direction, o.Pair}] = standing{exact.FromRat(o.Total), o.Boards, o.Rank, o.Tied}
					}
				default:
					var per []oracle.BoardIMP
					var sts []oracle.IMPStanding
					if v.opt.Method == pairs.Butler {
						per, sts = oracle.ButlerScore(results, oracle.ButlerOptions{TrimK: -1, Mitchell: mitchell})
					} else {
						per, sts = oracle.CrossScore(results, "per_comparison", oracle.Options{Mitchell: mitchell, Target: g.Scheduled()})
					}
					for i, r := range results {
						check(r, exact.FromRat(per[i].NS), exact.FromRat(per[i].EW))
					}
					for _, o := range sts {
						want[[3]string{o.Section, o.Direction, o.Pair}] = standing{exact.FromRat(o.Total), o.Boards, o.Rank, o.Tied}
					}
				}
				ranked := 0
				for _, rk := range res.Rankings {
					for _, st := range rk.Rows {
						ranked++
						w, ok := want[[3]string{st.Pair.Section, st.Pair.Direction.String(), st.Pair.ID}]
						if !ok || st.Total.Cmp(w.total) != 0 || st.Boards != w.boards || st.Rank != w.rank || st.Tied != w.tied {
							t.Errorf("pair %v: total %s, %d boards, rank %d tied %v; oracle %+v", st.Pair, st.Total, st.Boards, st.Rank, st.Tied, w)
						}
					}
				}
				if ranked != len(want) {
					t.Errorf("%d pairs ranked, oracle %d", ranked, len(want))
				}
			})
		}
	}
}
