package pairs_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// row is a compact traveller line: "board ns ew contract declarer tricks",
// or "board ns ew NP" for a board not played.
func session(t *testing.T, rows ...string) bridge.Session {
	t.Helper()
	var s bridge.Session
	for i, r := range rows {
		f := strings.Fields(r)
		e := bridge.Entry{Pos: bridge.Pos{File: "t.csv", Line: i + 2}, Section: "A", NS: f[1], EW: f[2]}
		fmt.Sscan(f[0], &e.Board)
		if f[3] == "NP" {
			e.Kind = bridge.NotPlayed
		} else {
			c, err := bridge.ParseContract(f[3])
			if err != nil {
				t.Fatal(err)
			}
			e.Play.Contract = c
			if !c.IsPass() {
				e.Play.Declarer, _ = bridge.ParseSeat(f[4])
				fmt.Sscan(f[5], &e.Play.Tricks)
			}
		}
		s.Entries = append(s.Entries, e)
	}
	return s
}

func rankings(res *pairs.Result) string {
	var b strings.Builder
	for _, r := range res.Rankings {
		fmt.Fprintf(&b, "[%s %s]", r.Section, r.Direction)
		for _, st := range r.Rows {
			label := fmt.Sprint(st.Rank)
			if st.Tied {
				label += "="
			}
			fmt.Fprintf(&b, " %s:%s:%s/%s=%s", label, st.Pair.ID, st.Total, st.Max, st.Percent.Round(2))
		}
	}
	return b.String()
}

func TestScoreMovements(t *testing.T) {
	tests := []struct {
		name     string
		rows     []string
		movement string
		want     string
	}{
		{
			name: "howell: pairs change direction, one ranking",
			rows: []string{
				"1 1 2 4S N 10", "1 3 4 4S N 9",
				"2 2 3 3NT S 9", "2 4 1 3NT S 10",
			},
			movement: "howell",
			// Board 1 (none vul): NS 1 +420 beats NS 3 -50; board 2 (NS vul):
			// NS 4 +630 beats NS 2 +600. Pair 4 wins both boards (EW on 1).
			want: "[A ] 1:4:4/4=100.00 2=:1:2/4=50.00 2=:3:2/4=50.00 4:2:0/4=0.00",
		},
		{
			name: "mitchell with distinct numbers: two rankings",
			rows: []string{
				"1 1 11 4S N 10", "1 2 12 4S N 9",
				"2 1 12 3NT S 9", "2 2 11 3NT S 10",
			},
			movement: "mitchell",
			want:     "[A NS] 1=:1:2/4=50.00 1=:2:2/4=50.00[A EW] 1:12:4/4=100.00 2:11:0/4=0.00",
		},
		{
			name: "mitchell with shared numbers (Bridgemate)",
			rows: []string{
				"1 1 1 4S N 10", "1 2 2 4S N 9", "1 3 3 PASS",
				"2 1 2 3NT S 9", "2 2 3 3NT S 10", "2 3 1 1NT S 7",
				"3 1 3 2H W 8", "3 2 1 2H W 8", "3 3 2 2H W 7",
			},
			movement: "mitchell",
			want:     "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := pairs.Score(session(t, tt.rows...), pairs.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Sections[0].Movement.String(); got != tt.movement {
				t.Errorf("movement %s, want %s", got, tt.movement)
			}
			if tt.want != "" {
				if got := rankings(res); got != tt.want {
					t.Errorf("rankings\n got %s\nwant %s", got, tt.want)
				}
			}
		})
	}
}

func TestScoreErrors(t *testing.T) {
	tests := []struct {
		name string
		s    func(t *testing.T) bridge.Session
		is   error
		msg  string
	}{
		{
			name: "same pair twice on a board",
			s:    func(t *testing.T) bridge.Session { return session(t, "1 1 2 4S N 10", "1 1 4 4S N 9", "2 3 1 3NT S 9") },
			is:   pairs.ErrTwice,
			msg:  "t.csv:3: board 1, NS 1: pair plays the board twice: NS pair 1 is also NS at t.csv:2",
		},
		{
			name: "howell pair on both sides of a board",
			s: func(t *testing.T) bridge.Session {
				return session(t, "1 1 2 4S N 10", "1 3 1 4S N 9", "2 2 3 3NT S 9", "2 4 1 3NT S 10", "3 2 4 1C N 7", "3 3 1 1C N 7")
			},
			is:  pairs.ErrBothSides,
			msg: "t.csv:3: board 1, NS 3: pair on both sides of the board: pair 1 is EW here and NS at t.csv:2",
		},
		{
			name: "no entries",
			s:    func(t *testing.T) bridge.Session { return bridge.Session{} },
			is:   pairs.ErrNoResults,
			msg:  "session: no results: no table results were read (want the results of the session's tables)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := pairs.Score(tt.s(t), pairs.Options{})
			if !errors.Is(err, tt.is) {
				t.Fatalf("err = %v, want %v", err, tt.is)
			}
			es := bridge.AsErrors(err)
			if len(es) == 0 || es[0].Error() != tt.msg {
				t.Errorf("err = %v\nwant %s", err, tt.msg)
			}
		})
	}
}

// A board not played at one table is factored up to the scheduled count,
// which the not-played entry tells.
func TestNotPlayedSetsTheTarget(t *testing.T) {
	s := session(t,
		"1 1 11 4S N 10", "1 2 12 4S N 9", "1 3 13 4S N 8",
		"2 1 12 3NT S 9", "2 2 13 3NT S 10", "2 3 11 NP",
	)
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := res.Boards[1]
	if b.Lines[0].Target() != 3 || b.Lines[0].Compared() != 2 {
		t.Fatalf("target %d, compared %d", b.Lines[0].Target(), b.Lines[0].Compared())
	}
	// Two results factored to three: (2+1)·3/2 − 1 = 3.5 and (0+1)·3/2 − 1 = 0.5 of 4.
	if got := b.Lines[0].MPNS().String() + " " + b.Lines[1].MPNS().String(); got != "7/2 1/2" {
		t.Errorf("MPs %s", got)
	}
	if len(b.Lines) != 3 || b.Lines[2].Scored {
		t.Errorf("the not-played line should come last, unscored")
	}
}

// A board's top is the one its scored lines share, or none.
func TestBoardTop(t *testing.T) {
	q := func(n int64) exact.Q { return exact.Int(n) }
	for _, tt := range []struct {
		name  string
		lines []pairs.Line
		top   exact.Q
		ok    bool
	}{
		{"one section", []pairs.Line{pairs.LineForTest(true, q(18)), pairs.LineForTest(true, q(18)), pairs.LineForTest(false, exact.Q{})}, q(18), true},
		{"sections of two sizes", []pairs.Line{pairs.LineForTest(true, q(18)), pairs.LineForTest(true, q(10))}, exact.Q{}, false},
		{"nothing scored", []pairs.Line{pairs.LineForTest(false, exact.Q{})}, exact.Q{}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			top, ok := pairs.Board{Lines: tt.lines}.Top()
			if ok != tt.ok || top.Cmp(tt.top) != 0 {
				t.Errorf("Top() = %v, %v; want %v, %v", top, ok, tt.top, tt.ok)
			}
		})
	}
}
