package teams_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// TestAgainstOracle scores generated team events (round robins and Swiss,
// even and odd numbers of teams) and compares every match's IMPs and VPs
// and every team's standing with the independent oracle.
func TestAgainstOracle(t *testing.T) {
	for _, c := range []gen.TeamsConfig{
		{Seed: 1}, // 8 teams, 7 rounds round robin, 8 boards
		{Seed: 2, Teams: 7, Rounds: 7, BoardsPerMatch: 6},
		{Seed: 3, Teams: 10, Rounds: 5, BoardsPerMatch: 12, Format: gen.Swiss},
		{Seed: 4, Teams: 9, Rounds: 4, BoardsPerMatch: 16, Format: gen.Swiss},
		{Seed: 5, Teams: 2, Rounds: 1, BoardsPerMatch: 32},
	} {
		t.Run(fmt.Sprintf("seed %d", c.Seed), func(t *testing.T) {
			ev := gen.GenerateTeams(c)
			s := bridge.Session{Entries: ev.Entries()}
			for n, d := range ev.Deals {
				b := bridge.NewBoard(n)
				b.Deal = d
				s.Boards = append(s.Boards, b)
			}
			res, err := teams.Score(s, teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			om, os := oracle.Teams(ev.Results())
			if len(res.Matches) != len(om) {
				t.Fatalf("%d matches, oracle %d", len(res.Matches), len(om))
			}
			type key struct {
				round      int
				home, away string
			}
			want := map[key]oracle.Match{}
			for _, m := range om {
				want[key{m.Round, m.Home, m.Away}] = m
			}
			for _, m := range res.Matches {
				o, ok := want[key{m.Round, m.Home, m.Away}]
				if !ok {
					t.Fatalf("match %v not in the oracle", m.MatchKey)
				}
				if m.IMPsHome.Cmp(exact.Int(int64(o.IMPsHome))) != 0 || m.IMPsAway.Cmp(exact.Int(int64(o.IMPsAway))) != 0 || m.VPHome != o.VPHome || m.VPAway != o.VPAway || len(m.Boards) != o.Boards {
					t.Errorf("%v: %s–%s IMPs %d–%d VP over %d boards; oracle %d–%d, %d–%d over %d",
						m.MatchKey, m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway, len(m.Boards), o.IMPsHome, o.IMPsAway, o.VPHome, o.VPAway, o.Boards)
				}
			}
			got := map[string]teams.Standing{}
			for _, st := range res.Standings {
				got[st.Team] = st
			}
			for _, o := range os {
				st := got[o.Team]
				if st.VP != o.VP || st.IMPsFor.Cmp(exact.Int(int64(o.IMPsFor))) != 0 || st.IMPsAgainst.Cmp(exact.Int(int64(o.IMPsAgainst))) != 0 || st.Played != o.Played || st.Rank != o.Rank || st.Tied != o.Tied {
					t.Errorf("team %s: %+v; oracle %+v", o.Team, st, o)
				}
			}
		})
	}
}

// entry is a compact team result: "round board room home away contract decl tricks".
func entry(t *testing.T, line int, text string) bridge.Entry {
	t.Helper()
	f := strings.Fields(text)
	e := bridge.Entry{Pos: bridge.Pos{File: "t.csv", Line: line}}
	fmt.Sscan(f[0], &e.Round)
	fmt.Sscan(f[1], &e.Board)
	e.Room, e.Home, e.Away = f[2], f[3], f[4]
	if e.Room == bridge.OpenRoom {
		e.NS, e.EW = e.Home, e.Away
	} else {
		e.NS, e.EW = e.Away, e.Home
	}
	c, err := bridge.ParseContract(f[5])
	if err != nil {
		t.Fatal(err)
	}
	e.Play.Contract = c
	if !c.IsPass() {
		e.Play.Declarer, _ = bridge.ParseSeat(f[6])
		fmt.Sscan(f[7], &e.Play.Tricks)
	}
	return e
}

func session(t *testing.T, rows ...string) bridge.Session {
	var s bridge.Session
	for i, r := range rows {
		s.Entries = append(s.Entries, entry(t, i+2, r))
	}
	return s
}

// TM-1 of scoring.md §5.2 as a two-board match.
func TestTM1(t *testing.T) {
	s := session(t,
		"1 5 O A B 4S N 10", "1 5 C A B 3S N 10", // board 5: NS vul; +620 v +170 → A +10
		"1 7 O A B 4H E 9", "1 7 C A B 4H E 10", // board 7: all vul; +100 v −620 → A +12
	)
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	if m.Boards[0].Net.Cmp(exact.Int(10)) != 0 || m.Boards[1].Net.Cmp(exact.Int(12)) != 0 || m.IMPsHome.Cmp(exact.Int(22)) != 0 || m.IMPsAway.Sign() != 0 {
		t.Errorf("IMPs %s, %s; match %s–%s", m.Boards[0].Net, m.Boards[1].Net, m.IMPsHome, m.IMPsAway)
	}
	// 22 IMPs over 2 boards is past the blitz margin (15·√2 ≈ 21.2).
	if m.VPHome != 2000 || m.VPAway != 0 {
		t.Errorf("VPs %d–%d", m.VPHome, m.VPAway)
	}
}

// A carry-over counts in the margin and the VPs, not in the IMPs won on the
// boards; one that names no match is an error.
func TestCarryOver(t *testing.T) {
	s := session(t, "1 5 O A B 4S N 10", "1 5 C A B 3S N 10") // A +10 IMPs on one board
	half, _ := exact.Parse("-4.5")
	res, err := teams.Score(s, teams.Options{CarryOver: map[teams.MatchKey]exact.Q{{Round: 1, Home: "A", Away: "B"}: half}})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	if m.IMPsHome.Cmp(exact.Int(10)) != 0 || m.Margin.String() != "11/2" || m.CarryOver.String() != "-9/2" {
		t.Errorf("IMPs %s, margin %s, carry-over %s", m.IMPsHome, m.Margin, m.CarryOver)
	}
	// 5.5 rounds (half away from zero) to 6 IMPs over 1 board (blitz 15): 10 + 10·(1−τ^(18/15))/(1−τ³).
	if m.VPHome <= 1000 || m.VPHome+m.VPAway != 2000 {
		t.Errorf("VPs %d–%d", m.VPHome, m.VPAway)
	}
	_, err = teams.Score(s, teams.Options{CarryOver: map[teams.MatchKey]exact.Q{{Round: 2, Home: "A", Away: "B"}: half}})
	if want := "carry-over: no team matches: round 2, A v B is not a match of this event (want the round, home and away teams of a match)"; err == nil || err.Error() != want {
		t.Errorf("err = %v", err)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		is   error
		msg  string
	}{
		{"one room only", []string{"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", "1 2 O A B 3NT S 9"},
			teams.ErrOneRoom, "t.csv:4: board 2, round 1, A v B, open room: board played in one room only: round 1, A v B has the open room's result but not the closed room's (want both rooms)"},
		{"team meets itself", []string{"1 1 O A A 4S N 10"},
			teams.ErrSelf, "t.csv:2: board 1, round 1, A v A, open room: team meets itself: A is both the home and the away team (want two different teams)"},
		{"twice in a round", []string{"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", "1 2 O A C 4S N 10", "1 2 C A C 4S N 10"},
			teams.ErrTwiceInRound, "t.csv:4: round 1, A v C: team plays twice in a round: A also plays round 1, A v B in round 1"},
		{"a round missing", []string{"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", "3 1 O A B 4S N 10", "3 1 C A B 4S N 10"},
			teams.ErrRoundMissing, "round 2: round missing: no results for round 2 (rounds 1, 3 have results)"},
		{"a team missing from a round", []string{"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", "1 1 O C D 4S N 10", "1 1 C C D 4S N 10", "2 2 O A C 4S N 10", "2 2 C A C 4S N 10"},
			teams.ErrTeamMissing, "round 2: team missing from a round: B, D have no match in round 2 (want every team in each round, one bye when the number of teams is odd)"},
		{"a room given twice", []string{"1 1 O A B 4S N 10", "1 1 O A B 4S N 9", "1 1 C A B 4S N 9"},
			teams.ErrDuplicate, "t.csv:3: board 1, round 1, A v B, open room: result given twice: the open room's result of this board is also at t.csv:2 (want one per room)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := teams.Score(session(t, tt.rows...), teams.Options{})
			if !errors.Is(err, tt.is) {
				t.Fatalf("err = %v, want %v", err, tt.is)
			}
			if es := bridge.AsErrors(err); len(es) == 0 || es[0].Error() != tt.msg {
				t.Errorf("err = %v\nwant %s", err, tt.msg)
			}
		})
	}
}

func TestDecisionsInMatches(t *testing.T) {
	// WT-2: the home team's NS pair in the open room is assigned 40 % of
	// +620 and 60 % of −100 (board 2, NS vulnerable); the closed room's NS
	// (away) scored +650: −8.2 IMPs, never the IMPs of the average score.
	s := session(t, "1 2 C A B 4S N 11", "1 1 O A B 1NT N 7", "1 1 C A B 1NT N 7")
	s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "t.csv", Line: 9}, Round: 1, Board: 2, Room: "O", Home: "A", Away: "B", NS: "A", EW: "B",
		Kind: bridge.Assigned, Adjust: &bridge.Adjustment{Text: "W 40%*620 + 60%*-100", Kind: bridge.AdjAssigned,
			OutcomesNS: []bridge.Outcome{{Num: 40, Den: 100, Score: 620}, {Num: 60, Den: 100, Score: -100}},
			OutcomesEW: []bridge.Outcome{{Num: 40, Den: 100, Score: 620}, {Num: 60, Den: 100, Score: -100}}}})
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	var b2 teams.BoardResult
	for _, b := range m.Boards {
		if b.Board.Number == 2 {
			b2 = b
		}
	}
	if b2.Net.String() != "-41/5" || m.IMPsAway.String() != "41/5" || len(res.Adjustments) != 1 {
		t.Errorf("board 2: %s, match %s–%s, %d adjustments", b2.Net, m.IMPsHome, m.IMPsAway, len(res.Adjustments))
	}

	// Average-plus to the home team, average-minus to the away team in the
	// closed room: +3 IMPs to the home team for the board as a whole.
	s = session(t, "1 1 O A B 1NT N 7")
	s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "t.csv", Line: 9}, Round: 1, Board: 1, Room: "C", Home: "A", Away: "B", NS: "B", EW: "A",
		Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A-/A+", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AverageMinus}, EW: bridge.Award{Kind: bridge.AveragePlus}}})
	res, err = teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if m := res.Matches[0]; !m.Boards[0].Artificial || m.Boards[0].Net.Cmp(exact.Int(3)) != 0 || m.IMPsHome.Cmp(exact.Int(3)) != 0 {
		t.Errorf("artificial board: %+v", m.Boards[0])
	}

	// A procedural penalty of 1 VP on the away team and of 2 IMPs on the
	// home team.
	s = session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9")
	s.Entries[1].Adjust = &bridge.Adjustment{Text: "PEN NS -1VP", Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{Side: bridge.NS, Num: 1, Den: 1, Unit: bridge.PenVP}}
	s.Entries[0].Adjust = &bridge.Adjustment{Text: "PEN NS -2IMP", Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{Side: bridge.NS, Num: 2, Den: 1, Unit: bridge.PenIMP}}
	res, err = teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m = res.Matches[0]
	// Board 1 (none vulnerable): +420 v −50 is 470: 10 IMPs to A, less 2.
	if m.IMPsHome.Cmp(exact.Int(8)) != 0 || m.PenaltyVPAway != 100 || m.VPHome+m.VPAway != 2000-100 {
		t.Errorf("penalties: IMPs %s–%s, VPs %d–%d", m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway)
	}
}
