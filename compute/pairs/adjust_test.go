package pairs_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// played is a result of a board at a table where NS i meets EW i.
func played(t *testing.T, board, table int, contract string, decl bridge.Seat, tricks int) bridge.Entry {
	t.Helper()
	c, err := bridge.ParseContract(contract)
	if err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprint(table)
	return bridge.Entry{Pos: bridge.Pos{File: "t", Line: board*10 + table}, Section: "A", Board: board, NS: id, EW: id,
		Play: bridge.Play{Contract: c, Declarer: decl, Tricks: tricks}}
}

func lineOf(t *testing.T, res *pairs.Result, board int, table string) pairs.Line {
	t.Helper()
	for _, b := range res.Boards {
		if b.Number != board {
			continue
		}
		for _, l := range b.Lines {
			if l.Entry.NS == table {
				return l
			}
		}
	}
	t.Fatalf("no line for board %d table %s", board, table)
	return pairs.Line{}
}

func standing(t *testing.T, res *pairs.Result, dir, id string) pairs.Standing {
	t.Helper()
	for _, r := range res.Rankings {
		for _, st := range r.Rows {
			if st.Pair.Direction.String() == dir && st.Pair.ID == id {
				return st
			}
		}
	}
	t.Fatalf("no standing for %s %s", dir, id)
	return pairs.Standing{}
}

// q is a figure written in the test.
var q = exact.MustParse

// ar1 is scoring.md's AR-1: 24 boards at 6 tables; on boards 1–8 table 3
// has the unique top, on boards 9–23 the unique bottom, so NS 3 scores 80
// and EW 3 150 of 230 there; on board 24 NS 3 is given average-minus and
// EW 3 average-plus while the other five tables score +450, +420, +420,
// +170, −50 (raw 8, 5, 5, 2, 0 of 8).
func ar1(t *testing.T) bridge.Session {
	var s bridge.Session
	for b := 1; b <= 23; b++ {
		for tb := 1; tb <= 6; tb++ {
			tricks := 7 // 1NT= +90 at the others
			if tb == 3 {
				if b <= 8 {
					tricks = 8 // +120: the unique top
				} else {
					tricks = 6 // one down: the unique bottom
				}
			}
			s.Entries = append(s.Entries, played(t, b, tb, "1NT", bridge.North, tricks))
		}
	}
	for tb, r := range map[int][2]int{1: {4, 11}, 2: {4, 10}, 4: {4, 10}, 5: {3, 10}, 6: {4, 9}} {
		s.Entries = append(s.Entries, played(t, 24, tb, fmt.Sprintf("%dS", r[0]), bridge.North, r[1]))
	}
	s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "t", Line: 243}, Section: "A", Board: 24, NS: "3", EW: "3",
		Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A-/A+", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AverageMinus}, EW: bridge.Award{Kind: bridge.AveragePlus}}})
	return s
}

func TestAR1(t *testing.T) {
	for _, tt := range []struct {
		name      string
		rule      pairs.SessionRule
		ns, nsPct string
		ew, ewPct string
	}{
		{"2017", pairs.Rule2017, "80/23", "34.78", "150/23", "65.22"},
		{"1997", pairs.Rule1997, "4", "35.00", "150/23", "65.22"},
		{"off", pairs.RuleOff, "4", "35.00", "6", "65.00"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := pairs.Score(ar1(t), pairs.Options{Movement: pairs.Mitchell, SessionRule: tt.rule})
			if err != nil {
				t.Fatal(err)
			}
			for table, want := range map[string]string{"1": "49/5", "2": "31/5", "4": "31/5", "5": "13/5", "6": "1/5"} {
				if l := lineOf(t, res, 24, table); l.MPNS().Cmp(q(want)) != 0 || l.Target() != 6 || l.Compared() != 5 {
					t.Errorf("table %s: %s (n %d, N %d), want %s", table, l.MPNS(), l.Compared(), l.Target(), want)
				}
			}
			l := lineOf(t, res, 24, "3")
			if !l.IsArtificial() || l.MPNS().Cmp(q(tt.ns)) != 0 || l.MPEW().Cmp(q(tt.ew)) != 0 {
				t.Errorf("table 3: NS %s EW %s, want %s %s", l.MPNS(), l.MPEW(), tt.ns, tt.ew)
			}
			if got := standing(t, res, "NS", "3").Percent.Round(2); got != tt.nsPct {
				t.Errorf("NS 3: %s%%, want %s", got, tt.nsPct)
			}
			if got := standing(t, res, "EW", "3").Percent.Round(2); got != tt.ewPct {
				t.Errorf("EW 3: %s%%, want %s", got, tt.ewPct)
			}
			if len(res.Adjustments) != 1 || res.Adjustments[0].GotEW.Cmp(q(tt.ew)) != 0 {
				t.Errorf("audit %+v", res.Adjustments)
			}
		})
	}
}

// TestAR1Unfactored: AR-1 scored without factoring (--factoring none).
// Board 24's five results are out of their own top, 8 (8, 5, 5, 2, 0), and
// the artificial score is a share of that top, the "available
// matchpoints" (Law 12C2) of the pairs who played the board, not of the
// full top 10 that no one on the board plays for: A- 40 % of 8 = 3.2, A+
// 60 % of 8 = 4.8 (BriAn's Bridgewebs scores its A 4 of 8 alike). NS 3:
// 80 of 230 on its other boards (34.78 % < 40 %), EW 3: 150 of 230
// (65.22 % > 60 %); each total is over 230 + 8.
func TestAR1Unfactored(t *testing.T) {
	for _, tt := range []struct {
		name      string
		rule      pairs.SessionRule
		ns, nsPct string // 100·(80 + ns)/238
		ew, ewPct string // 100·(150 + ew)/238
	}{
		{"off", pairs.RuleOff, "16/5", "34.96", "24/5", "65.04"},
		{"2017", pairs.Rule2017, "64/23", "34.78", "120/23", "65.22"}, // 8·80/230, 8·150/230
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := pairs.Score(ar1(t), pairs.Options{Movement: pairs.Mitchell, SessionRule: tt.rule, Factoring: mp.NoFactoring})
			if err != nil {
				t.Fatal(err)
			}
			for table, want := range map[string]string{"1": "8", "2": "5", "4": "5", "5": "2", "6": "0"} {
				if l := lineOf(t, res, 24, table); l.MPNS().Cmp(q(want)) != 0 || l.Top().Cmp(q("8")) != 0 {
					t.Errorf("table %s: %s of %s, want %s of 8", table, l.MPNS(), l.Top(), want)
				}
			}
			l := lineOf(t, res, 24, "3")
			if l.MPNS().Cmp(q(tt.ns)) != 0 || l.MPEW().Cmp(q(tt.ew)) != 0 || l.Top().Cmp(q("8")) != 0 {
				t.Errorf("table 3: NS %s EW %s of %s, want %s %s of 8", l.MPNS(), l.MPEW(), l.Top(), tt.ns, tt.ew)
			}
			ns, ew := standing(t, res, "NS", "3"), standing(t, res, "EW", "3")
			if ns.Percent.Round(2) != tt.nsPct || ns.Max.Cmp(q("238")) != 0 || ew.Percent.Round(2) != tt.ewPct || ew.Max.Cmp(q("238")) != 0 {
				t.Errorf("NS 3 %s%% of %s, EW 3 %s%% of %s; want %s and %s of 238", ns.Percent.Round(2), ns.Max, ew.Percent.Round(2), ew.Max, tt.nsPct, tt.ewPct)
			}
		})
	}

	// A board whose only other result has nothing to be compared with has
	// no top unfactored: the artificial score counts in no total, and
	// says so.
	var s bridge.Session
	for tb := 1; tb <= 3; tb++ {
		s.Entries = append(s.Entries, played(t, 1, tb, "1NT", bridge.North, 6+tb))
	}
	s.Entries = append(s.Entries, played(t, 2, 1, "1NT", bridge.North, 7),
		bridge.Entry{Pos: bridge.Pos{File: "t", Line: 22}, Section: "A", Board: 2, NS: "2", EW: "2", Kind: bridge.Artificial,
			Adjust: &bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}})
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell, Factoring: mp.NoFactoring})
	if err != nil {
		t.Fatal(err)
	}
	if st := standing(t, res, "NS", "2"); st.Boards != 1 || st.Max.Cmp(q("4")) != 0 {
		t.Errorf("NS 2: %d boards, max %s; want board 1 alone, of 4", st.Boards, st.Max)
	}
	var warnings []string
	for _, w := range res.Warnings {
		warnings = append(warnings, w.Error())
	}
	want := `t:22: board 2: the artificial score "A+/A-" of NS 2 v EW 2 is a share of the board's top, and the board has none (fewer than two results compared and no factoring, or a board scheduled once): left out of both pairs' totals, as a board not played`
	if !slices.Contains(warnings, want) {
		t.Errorf("warnings:\n%s\nwant among them:\n%s", strings.Join(warnings, "\n"), want)
	}
}

// A decision finds its table whatever the case of the sections
// (bridge.SectionKey): AR-1 with its entries spelt "a" and "A" and the
// decision naming section "A" scores as AR-1 does, in one section shown
// as its first entry writes it. Before, the decision's section was
// upper-cased and the entries' was not: the decision became a table of a
// section of its own, and scoring it divided by zero.
func TestDecisionSectionSpelling(t *testing.T) {
	s := ar1(t)
	dec := s.Entries[len(s.Entries)-1]
	s.Entries = s.Entries[:len(s.Entries)-1]
	for i := range s.Entries {
		if s.Entries[i].NS != "2" {
			s.Entries[i].Section = "a"
		}
	}
	s.Decisions = []bridge.Decision{{Section: " A ", Board: 24, NS: "3", EW: "3", Adjust: *dec.Adjust}}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Sections) != 1 || res.Sections[0].Name != "a" {
		t.Errorf("sections %+v, want one, a", res.Sections)
	}
	if got := standing(t, res, "NS", "3").Percent.Round(2); got != "34.78" {
		t.Errorf("NS 3: %s%%, want 34.78", got)
	}
	if got := standing(t, res, "EW", "3").Percent.Round(2); got != "65.22" {
		t.Errorf("EW 3: %s%%, want 65.22", got)
	}
	if l := lineOf(t, res, 24, "3"); !l.IsArtificial() || l.Section() != "a" {
		t.Errorf("board 24, table 3: artificial %v, section %q; want an artificial score in a", l.IsArtificial(), l.Section())
	}
}

// sixTables is the board of SP-1 and WT-1: five results +620, +620, −100,
// +650, +170 on board 2 (NS vulnerable) and a sixth table decided.
func sixTables(t *testing.T, adj bridge.Adjustment) bridge.Session {
	var s bridge.Session
	for tb, r := range map[int][3]int{1: {4, 10, 0}, 2: {4, 10, 0}, 3: {4, 9, 0}, 4: {4, 11, 1}, 5: {3, 9, 2}} {
		strain := "S" // 4S= +620, 4S−1 −100, 4S+1 +650 on board 2 (NS vulnerable)
		e := played(t, 2, tb, fmt.Sprintf("%d%s", r[0], strain), bridge.North, r[1])
		if r[2] == 2 {
			e = played(t, 2, tb, "3S", bridge.North, 10) // 3S+1 vulnerable: +170
		}
		s.Entries = append(s.Entries, e)
	}
	s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "t", Line: 26}, Section: "A", Board: 2, NS: "6", EW: "6", Kind: bridge.Assigned, Adjust: &adj})
	return s
}

func weighted(pairsOf ...int) []bridge.Outcome {
	var out []bridge.Outcome
	for i := 0; i < len(pairsOf); i += 2 {
		out = append(out, bridge.Outcome{Num: int64(pairsOf[i]), Den: 100, Score: pairsOf[i+1]})
	}
	return out
}

func TestSplitAndWeighted(t *testing.T) {
	tests := []struct {
		name   string
		adj    bridge.Adjustment
		ns, ew map[string]string
	}{
		{"SP-1 split and weighted", bridge.Adjustment{Text: "SP-1", Kind: bridge.AdjAssigned,
			OutcomesNS: weighted(100, -100), OutcomesEW: weighted(40, 620, 60, -100)},
			map[string]string{"1": "7", "2": "7", "3": "1", "4": "10", "5": "4", "6": "1"},
			map[string]string{"1": "17/5", "2": "17/5", "3": "47/5", "4": "0", "5": "34/5", "6": "7"}},
		{"WT-1 balanced weighted", bridge.Adjustment{Text: "WT-1", Kind: bridge.AdjAssigned,
			OutcomesNS: weighted(40, 620, 60, -100), OutcomesEW: weighted(40, 620, 60, -100)},
			map[string]string{"1": "33/5", "2": "33/5", "3": "3/5", "4": "10", "5": "16/5", "6": "3"},
			map[string]string{"1": "17/5", "2": "17/5", "3": "47/5", "4": "0", "5": "34/5", "6": "7"}},
		{"assigned score, both sides", bridge.Adjustment{Text: "ARB 620", Kind: bridge.AdjAssigned,
			OutcomesNS: weighted(100, 620), OutcomesEW: weighted(100, 620)},
			map[string]string{"1": "6", "2": "6", "3": "0", "4": "10", "5": "2", "6": "6"},
			map[string]string{"1": "4", "2": "4", "3": "10", "4": "0", "5": "8", "6": "4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := pairs.Score(sixTables(t, tt.adj), pairs.Options{Movement: pairs.Mitchell})
			if err != nil {
				t.Fatal(err)
			}
			for table := range tt.ns {
				l := lineOf(t, res, 2, table)
				if l.MPNS().Cmp(q(tt.ns[table])) != 0 || l.MPEW().Cmp(q(tt.ew[table])) != 0 {
					t.Errorf("table %s: NS %s EW %s, want %s %s", table, l.MPNS(), l.MPEW(), tt.ns[table], tt.ew[table])
				}
			}
		})
	}
}

// PP-1: 131 MP of 240 less a penalty of 25 % of a top (10) is 128.5, 53.54 %.
func TestPP1(t *testing.T) {
	var s bridge.Session
	// 24 boards at 6 tables; table 3 takes the unique top on 13 boards and
	// ties with one other table (5 each) on the 11 others... a simpler
	// route to 131: 13 tops (130) and one board of 1 MP, 10 bottoms.
	for b := 1; b <= 24; b++ {
		for tb := 1; tb <= 6; tb++ {
			tricks := 7
			switch {
			case tb == 3 && b <= 13:
				tricks = 8
			case tb == 3 && b == 14:
				tricks = 6 // bottom, shared with table 4 below: 1 MP
			case tb == 4 && b == 14:
				tricks = 6
			case tb == 3:
				tricks = 6
			}
			s.Entries = append(s.Entries, played(t, b, tb, "1NT", bridge.North, tricks))
		}
	}
	s.Decisions = []bridge.Decision{{Section: "A", Board: 7, NS: "3", EW: "3", Adjust: bridge.Adjustment{Text: "PEN NS -25%", Kind: bridge.AdjPenalty,
		Penalty: &bridge.Penalty{Side: bridge.NS, Num: 25, Den: 1, Unit: bridge.PenTopFraction}}}}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	st := standing(t, res, "NS", "3")
	if st.Total.Cmp(q("128.5")) != 0 || st.Percent.Round(2) != "53.54" || st.Penalty.Cmp(q("2.5")) != 0 {
		t.Errorf("NS 3: %s, %s%%, penalty %s", st.Total, st.Percent.Round(2), st.Penalty)
	}
	// The opponents keep their matchpoints.
	if ew := standing(t, res, "EW", "3"); ew.Total.Cmp(q("109")) != 0 {
		t.Errorf("EW 3: %s, want 109", ew.Total)
	}
}

// FB-1: a board scheduled 12 times, 4 of them played in a fouled version:
// +450, +420, +420, −50 factored to 20, 11, 11, 2.
func TestFB1(t *testing.T) {
	var s bridge.Session
	for tb := 1; tb <= 12; tb++ {
		e := played(t, 1, tb, "1NT", bridge.North, 7)
		if tb > 8 {
			e = played(t, 1, tb, "4S", bridge.North, map[int]int{9: 11, 10: 10, 11: 10, 12: 9}[tb])
			e.Adjust = &bridge.Adjustment{Text: "FOUL B", Kind: bridge.AdjFouled, Group: "B"}
		}
		s.Entries = append(s.Entries, e)
	}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	for table, want := range map[string]string{"9": "20", "10": "11", "11": "11", "12": "2", "1": "11"} {
		if l := lineOf(t, res, 1, table); l.MPNS().Cmp(q(want)) != 0 {
			t.Errorf("table %s: %s, want %s", table, l.MPNS(), want)
		}
	}
	// The ACBL option: a group of four is not small; a group of one is 60 %.
	s.Entries[11].Adjust = &bridge.Adjustment{Text: "FOUL C", Kind: bridge.AdjFouled, Group: "C"}
	res, err = pairs.Score(s, pairs.Options{Movement: pairs.Mitchell, SmallGroups: pairs.GroupsACBL})
	if err != nil {
		t.Fatal(err)
	}
	if l := lineOf(t, res, 1, "12"); l.PctNS().Cmp(q("60")) != 0 || l.PctEW().Cmp(q("60")) != 0 {
		t.Errorf("a group of one: %s%% / %s%%, want 60 / 60", l.PctNS(), l.PctEW())
	}
	// Three tables (9–11) scored +450, +420, +420: for NS 70 for +450 and
	// 55 each for the shared second and third places; for EW the two
	// +420s share the first and second places (65 each) and +450 is third.
	if l := lineOf(t, res, 1, "10"); l.PctNS().Cmp(q("55")) != 0 || l.PctEW().Cmp(q("65")) != 0 {
		t.Errorf("a shared place in a group of three: NS %s%% EW %s%%", l.PctNS(), l.PctEW())
	}
}

func TestDecisionErrors(t *testing.T) {
	base := func() bridge.Session {
		return bridge.Session{Entries: []bridge.Entry{played(t, 1, 1, "1NT", bridge.North, 7), played(t, 1, 2, "1NT", bridge.North, 8)}}
	}
	pen := bridge.Adjustment{Text: "PEN NS -1MP", Kind: bridge.AdjPenalty, Pos: bridge.Pos{File: "d.csv", Line: 2},
		Penalty: &bridge.Penalty{Side: bridge.NS, Num: 1, Den: 1, Unit: bridge.PenMP}}
	tests := []struct {
		name string
		s    func() bridge.Session
		is   error
		msg  string
	}{
		{"a penalty on a table without a result", func() bridge.Session {
			s := base()
			s.Decisions = []bridge.Decision{{Board: 1, NS: "9", EW: "9", Adjust: pen}}
			return s
		}, pairs.ErrDecision, `d.csv:2: board 1, NS 9 v EW 9: decision cannot be applied: penalty "PEN NS -1MP" needs the table's result, and the travellers have none (want the result, or an artificial or assigned score)`},
		{"two decisions for one table", func() bridge.Session {
			s := base()
			s.Entries[0].Adjust = &bridge.Adjustment{Text: "FOUL B", Kind: bridge.AdjFouled, Group: "B"}
			a := bridge.Adjustment{Text: "A60/40", Kind: bridge.AdjArtificial, Pos: bridge.Pos{File: "d.csv", Line: 3},
				NS: bridge.Award{Kind: bridge.Percent, Percent: 60}, EW: bridge.Award{Kind: bridge.Percent, Percent: 40}}
			s.Decisions = []bridge.Decision{{Board: 1, NS: "1", EW: "1", Adjust: a}}
			return s
		}, pairs.ErrConflict, `d.csv:3: board 1, NS 1 v EW 1: conflicting decisions: "A60/40", and "FOUL B" at t:11 (want one decision per table)`},
		{"one penalty given twice", func() bridge.Session {
			s := base()
			again := pen
			again.Pos.Line = 5
			s.Decisions = []bridge.Decision{{Board: 1, NS: "1", EW: "1", Adjust: pen}, {Board: 1, NS: "1", EW: "1", Adjust: again}}
			return s
		}, pairs.ErrConflict, `d.csv:5: board 1, NS 1 v EW 1: conflicting decisions: "PEN NS -1MP" is given twice, here and at d.csv:2 (want it once; write two penalties of the same size as one)`},
		{"an IMP penalty in a matchpoint event", func() bridge.Session {
			s := base()
			p := pen
			p.Penalty = &bridge.Penalty{Side: bridge.EW, Num: 3, Den: 1, Unit: bridge.PenIMP}
			s.Decisions = []bridge.Decision{{Board: 1, NS: "2", EW: "2", Adjust: p}}
			return s
		}, pairs.ErrDecision, `d.csv:2: board 1, NS 2: decision cannot be applied: a penalty in IMP in a mp event (want matchpoints or a percentage of a top)`},
		{"a decision for a section without entries", func() bridge.Session {
			s := base()
			a := bridge.Adjustment{Text: "A60/40", Kind: bridge.AdjArtificial, Pos: bridge.Pos{File: "d.csv", Line: 3},
				NS: bridge.Award{Kind: bridge.Percent, Percent: 60}, EW: bridge.Award{Kind: bridge.Percent, Percent: 40}}
			s.Decisions = []bridge.Decision{{Section: "C", Board: 1, NS: "1", EW: "1", Adjust: a}}
			return s
		}, pairs.ErrDecision, `d.csv:3: board 1, NS 1 v EW 1: decision cannot be applied: "A60/40": section "C" has no traveller entries (want a section of the session)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := pairs.Score(tt.s(), pairs.Options{Movement: pairs.Mitchell})
			if !errors.Is(err, tt.is) {
				t.Fatalf("err = %v, want %v", err, tt.is)
			}
			if es := bridge.AsErrors(err); len(es) == 0 || es[0].Error() != tt.msg {
				t.Errorf("err = %v\nwant %s", err, tt.msg)
			}
		})
	}
}

// A penalty stacks on a table that has another decision; a decision gives
// a meaning to a code the traveller could not read.
func TestStackedAndReplacing(t *testing.T) {
	s := ar1(t)
	s.Decisions = []bridge.Decision{{Section: "a", Board: 24, NS: "3", EW: "3", Adjust: bridge.Adjustment{Text: "PEN EW -1MP", Kind: bridge.AdjPenalty,
		Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 1, Unit: bridge.PenMP}}}}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	if st := standing(t, res, "EW", "3"); st.Penalty.Cmp(q("1")) != 0 || st.Total.Cmp(q("150").Add(q("150/23")).Sub(q("1"))) != 0 {
		t.Errorf("EW 3: total %s, penalty %s", st.Total, st.Penalty)
	}
	if len(res.Adjustments) != 2 {
		t.Errorf("%d decisions in the audit, want the award and the penalty", len(res.Adjustments))
	}

	s = sixTables(t, bridge.Adjustment{Text: "ARB 620", Kind: bridge.AdjAssigned, OutcomesNS: weighted(100, 620), OutcomesEW: weighted(100, 620)})
	last := &s.Entries[len(s.Entries)-1]
	adj := *last.Adjust
	last.Kind, last.Adjust = bridge.Played, &bridge.Adjustment{Text: "Pen"} // Ruter's code
	last.Play = s.Entries[0].Play
	s.Decisions = []bridge.Decision{{Board: 2, NS: "6", EW: "6", Adjust: adj}}
	res, err = pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	if l := lineOf(t, res, 2, "6"); l.MPNS().Cmp(q("6")) != 0 || l.Adjust().Text != "ARB 620" {
		t.Errorf("table 6: %s under %q", l.MPNS(), l.Adjust().Text)
	}
}

// A movement's slots count for the section whatever its case: four tables
// scheduled in section "a" make N = 4 for section A's boards that two
// tables played. Before, the slots of "a" did not count for "A" (N = 2).
func TestMovementSectionSpelling(t *testing.T) {
	var s bridge.Session
	for _, b := range []int{1, 2} {
		s.Entries = append(s.Entries, played(t, b, 1, "1NT", bridge.North, 7), played(t, b, 2, "1NT", bridge.North, 8))
	}
	for tb := 1; tb <= 4; tb++ {
		id := fmt.Sprint(tb)
		s.Movement = append(s.Movement, bridge.Slot{Section: "a", Table: tb, Round: 1, NS: id, EW: id, Boards: []int{1, 2}})
	}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	if l := lineOf(t, res, 1, "1"); l.Target() != 4 {
		t.Errorf("board 1: N = %d, want the 4 tables scheduled", l.Target())
	}
}
