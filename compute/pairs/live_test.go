package pairs_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// threeTables is a Mitchell of three tables and three rounds, two boards a
// round: NS pair t stays at table t, each EW pair meets each NS pair once
// and plays every board once; every board is scheduled three times.
func threeTables(section string) []bridge.Slot {
	seat := [3][3][3]int{ // round, table: NS, EW, first board
		{{1, 1, 1}, {2, 2, 3}, {3, 3, 5}},
		{{1, 3, 3}, {2, 1, 5}, {3, 2, 1}},
		{{1, 2, 5}, {2, 3, 1}, {3, 1, 3}},
	}
	var out []bridge.Slot
	for r, tables := range seat {
		for t, s := range tables {
			out = append(out, bridge.Slot{Section: section, Table: t + 1, Round: r + 1,
				NS: fmt.Sprint(s[0]), EW: fmt.Sprint(s[1]), Boards: []int{s[2], s[2] + 1}})
		}
	}
	return out
}

// tableResult is the table result of a slot's board, varied so that boards
// are not all ties: 3NT by North making 7 to 11 tricks.
func tableResult(sl bridge.Slot, board int) bridge.Entry {
	c, _ := bridge.ParseContract("3NT")
	return bridge.Entry{Section: sl.Section, Board: board, Round: sl.Round, Table: sl.Table, NS: sl.NS, EW: sl.EW,
		Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 7 + (board*7+sl.Table*3+sl.Round)%5}}
}

// liveSession is the movement with the results that in lets in (nil: all).
func liveSession(movement []bridge.Slot, in func(sl bridge.Slot, board int) bool) bridge.Session {
	s := bridge.Session{Movement: movement}
	for _, sl := range movement {
		for _, b := range sl.Boards {
			if in == nil || in(sl, b) {
				e := tableResult(sl, b)
				e.Pos = bridge.Pos{File: "r.csv", Line: len(s.Entries) + 2}
				s.Entries = append(s.Entries, e)
			}
		}
	}
	for b := 1; b <= 6; b++ {
		board := bridge.NewBoard(b)
		board.Deal.Known = [4]bool{true, true, true, true}
		s.Boards = append(s.Boards, board)
	}
	return s
}

func rounds(upTo int) func(sl bridge.Slot, board int) bool {
	return func(sl bridge.Slot, _ int) bool { return sl.Round <= upTo }
}

func provisionalText(p *pairs.Provisional) string {
	if p == nil {
		return "complete"
	}
	return fmt.Sprintf("after %d of %d, playing %v, missing %d", p.Round, p.Rounds, p.Playing, p.Missing)
}

// TestProvisional: the round reached is the last of the rounds complete
// from the first, a session is provisional while a scheduled board of a
// table has no entry of any kind, and the mark goes with the last result.
func TestProvisional(t *testing.T) {
	tests := []struct {
		name string
		s    func() bridge.Session
		want string
	}{
		{"every result in", func() bridge.Session { return liveSession(threeTables("A"), nil) }, "complete"},
		{"round 1 complete", func() bridge.Session { return liveSession(threeTables("A"), rounds(1)) }, "after 1 of 3, playing false, missing 12"},
		{"round 2 in progress", func() bridge.Session {
			return liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool { return sl.Round == 1 || sl.Round == 2 && sl.Table == 1 })
		}, "after 1 of 3, playing true, missing 10"},
		{"round 1 not complete, round 2 started", func() bridge.Session {
			return liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool {
				return sl.Round == 1 && b != 6 || sl.Round == 2 && sl.Table == 1
			})
		}, "after 0 of 3, playing true, missing 11"},
		{"round 3 complete before round 2: rounds count from the first", func() bridge.Session {
			return liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool { return sl.Round != 2 || b != 1 })
		}, "after 1 of 3, playing true, missing 1"},
		{"a not played marker is in", func() bridge.Session {
			s := liveSession(threeTables("A"), nil)
			s.Entries[0].Kind, s.Entries[0].Play = bridge.NotPlayed, bridge.Play{}
			return s
		}, "complete"},
		{"a decision for a table with no entry is in", func() bridge.Session {
			s := liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool { return b != 1 || sl.Round != 1 })
			s.Decisions = []bridge.Decision{{Section: "A", Board: 1, NS: "1", EW: "1",
				Adjust: bridge.Adjustment{Text: "A/A", Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.Average}, EW: bridge.Award{Kind: bridge.Average}}}}
			return s
		}, "complete"},
		{"results without table and round are matched by their pairs", func() bridge.Session {
			s := liveSession(threeTables("A"), rounds(1))
			for i := range s.Entries {
				s.Entries[i].Table, s.Entries[i].Round = 0, 0
			}
			return s
		}, "after 1 of 3, playing false, missing 12"},
		{"a result at the table and round counts whoever sat there", func() bridge.Session {
			s := liveSession(threeTables("A"), rounds(1))
			s.Entries[0].NS, s.Entries[0].EW = "7", "8" // table 1, round 1, board 1
			return s
		}, "after 1 of 3, playing false, missing 12"},
		{"a section not started yet", func() bridge.Session {
			s := liveSession(threeTables("A"), nil)
			s.Movement = append(s.Movement, threeTables("B")...)
			return s
		}, "after 0 of 3, playing true, missing 18"},
		{"the one pair without a result is the missing pair: its tables sit out", func() bridge.Session {
			return liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool { return sl.EW != "3" })
		}, "complete"},
		{"the one pair without a result does not hold back the round, while others are still to play", func() bridge.Session {
			return liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool {
				return sl.Round == 1 && sl.Table != 3 || sl.Round == 2 && sl.Table == 1
			})
		}, "after 1 of 3, playing true, missing 6"},
		{"two pairs without a result are a table still to start", func() bridge.Session {
			return liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool { return sl.EW != "3" && sl.NS != "3" })
		}, "after 0 of 3, playing true, missing 10"},
		{"pair 0 is no pair", func() bridge.Session {
			m := threeTables("A")
			for i := range m {
				if m[i].EW == "3" {
					m[i].EW = "0"
				}
			}
			return liveSession(m, func(sl bridge.Slot, b int) bool { return sl.EW != "0" && (sl.Round == 1 || sl.NS != "2") })
		}, "after 1 of 3, playing true, missing 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := pairs.Score(tt.s(), pairs.Options{Movement: pairs.Mitchell})
			if err != nil {
				t.Fatal(err)
			}
			if got := provisionalText(res.Provisional); got != tt.want {
				t.Errorf("provisional: %s, want %s", got, tt.want)
			}
		})
	}
}

func pendingText(b pairs.Board) string {
	var out []string
	for _, p := range b.Pending {
		out = append(out, fmt.Sprintf("%s r%d t%d %s v %s", p.Section, p.Round, p.Table, p.NS, p.EW))
	}
	return strings.Join(out, "; ")
}

// TestPending: a board's traveller lists the tables still to play it, by
// round and table; a board in play shows no deal, a board every table has
// played keeps it, and a board no table has played is on the result with
// no lines.
func TestPending(t *testing.T) {
	s := liveSession(threeTables("A"), func(sl bridge.Slot, b int) bool {
		return sl.Round == 1 && b != 5 && b != 6 || sl.Round == 2 && (b == 3 || b == 4)
	})
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		board   int
		lines   int
		pending string
		deal    bool
	}{
		{1, 1, "A r2 t3 NS 3 v EW 2; A r3 t2 NS 2 v EW 3", false},
		{3, 2, "A r3 t3 NS 3 v EW 1", false},
		{5, 0, "A r1 t3 NS 3 v EW 3; A r2 t2 NS 2 v EW 1; A r3 t1 NS 1 v EW 2", false},
	}
	byNumber := map[int]pairs.Board{}
	for _, b := range res.Boards {
		byNumber[b.Number] = b
	}
	if len(res.Boards) != 6 {
		t.Errorf("%d boards, want the 6 of the movement", len(res.Boards))
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint("board ", tt.board), func(t *testing.T) {
			b, ok := byNumber[tt.board]
			if !ok {
				t.Fatalf("board %d is not on the result", tt.board)
			}
			if len(b.Lines) != tt.lines {
				t.Errorf("%d lines, want %d", len(b.Lines), tt.lines)
			}
			if got := pendingText(b); got != tt.pending {
				t.Errorf("pending %q, want %q", got, tt.pending)
			}
			if !b.InPlay() || !b.Deal.Empty() {
				t.Errorf("in play %v, deal empty %v; want a board in play without its deal", b.InPlay(), b.Deal.Empty())
			}
		})
	}
	full, err := pairs.Score(liveSession(threeTables("A"), nil), pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range full.Boards {
		if b.InPlay() || b.Deal.Empty() || b.Pending != nil {
			t.Errorf("board %d of a complete session: in play %v, deal empty %v, pending %q", b.Number, b.InPlay(), b.Deal.Empty(), pendingText(b))
		}
	}
}

// TestProvisionalScores: while a board is still to be played, its results
// are matchpointed against those in and Neuberg-factored to the times the
// movement schedules it (scoring.md §4.5), so its top is the full top and
// a pair's percentage is over the boards it has played. Figures by hand:
// after round 2, boards 1 to 6 have two results each of the three
// scheduled; on board 1, 3NT+1 by NS 3 (+430) beats 3NT−1 by NS 1
// (−50): 2 of a raw top of 2, factored (2+1)·3/2 − 1 = 3.5 of 4, and
// (0+1)·3/2 − 1 = 0.5.
func TestProvisionalScores(t *testing.T) {
	res, err := pairs.Score(liveSession(threeTables("A"), rounds(2)), pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range res.Boards {
		var got []string
		for _, l := range b.Lines {
			got = append(got, fmt.Sprintf("NS %s %+d: %s of %s, %d compared, N %d", l.Entry.NS, l.ScoreNS, l.MPNS(), l.Top(), l.Compared(), l.Target()))
		}
		want := map[int]string{
			1: "NS 3 +430: 7/2 of 4, 2 compared, N 3; NS 1 -50: 1/2 of 4, 2 compared, N 3",
			3: "NS 2 +430: 7/2 of 4, 2 compared, N 3; NS 1 -50: 1/2 of 4, 2 compared, N 3",
		}[b.Number]
		if want != "" && strings.Join(got, "; ") != want {
			t.Errorf("board %d: %s\nwant %s", b.Number, strings.Join(got, "; "), want)
		}
		if b.Number == 1 && b.Lines[0].Top().Cmp(exact.Int(4)) != 0 {
			t.Errorf("board 1: top %s, want 4, the top of the three tables scheduled", b.Lines[0].Top())
		}
	}
	// NS 1 played boards 1-4: each 3.5 or 0.5 of 4.
	for _, r := range res.Rankings {
		for _, st := range r.Rows {
			if st.Pair.String() == "NS 1" && (st.Boards != 4 || st.Max.Cmp(exact.Int(16)) != 0) {
				t.Errorf("NS 1: %d boards, max %s; want 4 boards of top 4, 16", st.Boards, st.Max)
			}
		}
	}
}
