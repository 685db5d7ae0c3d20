package teams_test

import (
	"errors"
	"fmt"
	"strconv"
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
	room, err := bridge.ParseRoom(f[2])
	if err != nil {
		t.Fatal(err)
	}
	e.Room, e.Home, e.Away = room, f[3], f[4]
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
		{"team meets itself", []string{"1 1 O A A 4S N 10"},
			teams.ErrSelf, "t.csv:2: board 1, round 1, A v A, open room: team meets itself: A is both the home and the away team (want two different teams)"},
		{"twice in a round on one board", []string{"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", "1 1 O A C 4S N 10", "1 1 C A C 4S N 10"},
			teams.ErrTwiceInRound, "t.csv:4: round 1, A v C: team plays twice in a round: A also plays round 1, A v B in round 1, on board 1"},
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
	s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "t.csv", Line: 9}, Round: 1, Board: 2, Room: bridge.OpenRoom, Home: "A", Away: "B", NS: "A", EW: "B",
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
	s.Entries = append(s.Entries, bridge.Entry{Pos: bridge.Pos{File: "t.csv", Line: 9}, Round: 1, Board: 1, Room: bridge.ClosedRoom, Home: "A", Away: "B", NS: "B", EW: "A",
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

// Decisions from a decisions file (Session.Decisions) name a room by board,
// room and teams: they give a room without a result its score, replace a
// room's result, and stack penalties.
func TestDecisionsFile(t *testing.T) {
	at := func(line int) bridge.Pos { return bridge.Pos{File: "d.csv", Line: line} }
	wt2 := bridge.Adjustment{Text: "W 40% +620 + 60% -100", Kind: bridge.AdjAssigned, Pos: at(2),
		OutcomesNS: []bridge.Outcome{{Num: 40, Den: 100, Score: 620}, {Num: 60, Den: 100, Score: -100}},
		OutcomesEW: []bridge.Outcome{{Num: 40, Den: 100, Score: 620}, {Num: 60, Den: 100, Score: -100}}}
	pen := func(side bridge.Side, unit bridge.PenaltyUnit, line int) bridge.Adjustment {
		return bridge.Adjustment{Text: "PEN " + side.String() + " -2", Kind: bridge.AdjPenalty, Pos: at(line),
			Penalty: &bridge.Penalty{Side: side, Num: 2, Den: 1, Unit: unit}}
	}
	dec := func(board int, room bridge.Room, adj bridge.Adjustment) bridge.Decision {
		return bridge.Decision{Board: board, Room: room, Home: "A", Away: "B", Adjust: adj}
	}

	// WT-2 with the open room's entry missing from the travellers, and a
	// 2-IMP penalty on the away team (EW in the open room) beside it.
	s := session(t, "1 2 C A B 4S N 11", "1 1 O A B 1NT N 7", "1 1 C A B 1NT N 7")
	s.Decisions = []bridge.Decision{dec(2, bridge.OpenRoom, wt2), dec(2, bridge.OpenRoom, pen(bridge.EW, bridge.PenIMP, 3))}
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	// −8.2 IMPs on board 2 go to B; B loses 2 for its penalty.
	if m.IMPsHome.Sign() != 0 || m.IMPsAway.String() != "31/5" || m.PenaltyIMPsAway.Cmp(exact.Int(2)) != 0 || len(res.Adjustments) != 2 {
		t.Errorf("match %s–%s, penalty %s, %d adjustments", m.IMPsHome, m.IMPsAway, m.PenaltyIMPsAway, len(res.Adjustments))
	}

	// A decision replaces a played result; a penalty in VPs stacks on it.
	s = session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9")
	s.Decisions = []bridge.Decision{
		dec(1, bridge.ClosedRoom, bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial, Pos: at(2), NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}),
		dec(1, bridge.ClosedRoom, pen(bridge.NS, bridge.PenVP, 3)),
	}
	res, err = teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Closed room: B sits NS and gets A+ (+3), A gets A− (−3): 3 IMPs to
	// B for the board as a whole; B then loses 2 VPs.
	m = res.Matches[0]
	if !m.Boards[0].Artificial || m.IMPsAway.Cmp(exact.Int(3)) != 0 || m.PenaltyVPAway != 200 || m.VPHome+m.VPAway != 1800 {
		t.Errorf("artificial: IMPs %s–%s, VPs %d–%d (penalty %d)", m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway, m.PenaltyVPAway)
	}

	errs := []struct {
		name string
		s    func() bridge.Session
		is   error
		msg  string
	}{
		{"a penalty in matchpoints", func() bridge.Session {
			s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9")
			s.Decisions = []bridge.Decision{dec(1, bridge.OpenRoom, pen(bridge.NS, bridge.PenMP, 4))}
			return s
		}, teams.ErrDecision, `d.csv:4: board 1, round 1, A v B, open room: decision cannot be applied: penalty "PEN NS -2" is in matchpoints, which a team match does not have (want IMP or VP, such as PEN NS -3IMP)`},
		{"two scores for one room", func() bridge.Session {
			s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9")
			s.Decisions = []bridge.Decision{dec(1, bridge.OpenRoom, wt2), dec(1, bridge.OpenRoom, bridge.Adjustment{Text: "A+", Kind: bridge.AdjArtificial, Pos: at(5)})}
			return s
		}, teams.ErrConflict, `d.csv:5: board 1, A v B, open room: conflicting decisions: "A+", and "W 40% +620 + 60% -100" at d.csv:2 (want one decision per room)`},
		{"two meetings and no round", func() bridge.Session {
			s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9", "2 1 O A B 4S N 10", "2 1 C A B 4S N 9")
			s.Decisions = []bridge.Decision{dec(1, bridge.OpenRoom, pen(bridge.NS, bridge.PenIMP, 6))}
			return s
		}, teams.ErrDecision, `d.csv:6: board 1, A v B, open room: decision cannot be applied: A and B play this board in rounds 1, 2 (want the round)`},
		{"pairs named in a team event", func() bridge.Session {
			s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9")
			s.Decisions = []bridge.Decision{{Board: 1, NS: "A", EW: "B", Adjust: pen(bridge.NS, bridge.PenIMP, 7)}}
			return s
		}, teams.ErrDecision, `d.csv:7: board 1, NS A v EW B: decision cannot be applied: "PEN NS -2" names pairs, and this is a team event (want round, room, home and away columns)`},
		{"a penalty on a room without a result", func() bridge.Session {
			s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9")
			s.Decisions = []bridge.Decision{dec(2, bridge.OpenRoom, pen(bridge.NS, bridge.PenIMP, 8))}
			return s
		}, teams.ErrDecision, `d.csv:8: board 2, A v B, open room: decision cannot be applied: penalty "PEN NS -2" needs the room's result, and the travellers have none (want the result, or an artificial or assigned score)`},
	}
	for _, tt := range errs {
		t.Run(tt.name, func(t *testing.T) {
			_, err := teams.Score(tt.s(), teams.Options{})
			if !errors.Is(err, tt.is) {
				t.Fatalf("err = %v, want %v", err, tt.is)
			}
			if es := bridge.AsErrors(err); len(es) == 0 || es[0].Error() != tt.msg {
				t.Errorf("err = %v\nwant %s", err, tt.msg)
			}
		})
	}
}

// TestBoardPenalties: each board of a match says what its procedural
// penalties took off each team, so that no output sums them again; over
// the boards they are the match's.
func TestBoardPenalties(t *testing.T) {
	pen := func(side bridge.Side, num, den int64, unit bridge.PenaltyUnit) *bridge.Adjustment {
		text := fmt.Sprintf("PEN %s -%d/%d %d", side, num, den, unit) // two penalties differ
		return &bridge.Adjustment{Text: text, Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{Side: side, Num: num, Den: den, Unit: unit}}
	}
	dec := func(board int, room bridge.Room, adj *bridge.Adjustment) bridge.Decision {
		return bridge.Decision{Board: board, Room: room, Home: "A", Away: "B", Adjust: *adj}
	}
	type want struct{ home, away string } // per board: "IMPs/VP hundredths"
	for _, c := range []struct {
		name      string
		decisions []bridge.Decision
		want      []want   // boards 1 and 2
		applied   []string // each penalty as applied: team, amount taken off
	}{
		{"none", nil, []want{{"0/0", "0/0"}, {"0/0", "0/0"}}, nil},
		{"IMPs on the home team in the open room", []bridge.Decision{dec(1, bridge.OpenRoom, pen(bridge.NS, 2, 1, bridge.PenIMP))},
			[]want{{"2/0", "0/0"}, {"0/0", "0/0"}}, []string{"A 2"}},
		{"the home team sits EW in the closed room", []bridge.Decision{dec(2, bridge.ClosedRoom, pen(bridge.EW, 3, 2, bridge.PenIMP))},
			[]want{{"0/0", "0/0"}, {"3/2/0", "0/0"}}, []string{"A 3/2"}},
		{"a third of a VP is 0.33, each penalty rounded", []bridge.Decision{
			dec(1, bridge.OpenRoom, pen(bridge.EW, 1, 3, bridge.PenVP)), dec(1, bridge.ClosedRoom, pen(bridge.NS, 1, 3, bridge.PenVP))},
			[]want{{"0/0", "0/66"}, {"0/0", "0/0"}}, []string{"B 33/100", "B 33/100"}},
		{"IMPs and VPs on both teams and boards", []bridge.Decision{
			dec(1, bridge.OpenRoom, pen(bridge.NS, 1, 1, bridge.PenIMP)), dec(1, bridge.OpenRoom, pen(bridge.NS, 1, 2, bridge.PenVP)),
			dec(2, bridge.OpenRoom, pen(bridge.EW, 2, 1, bridge.PenIMP)), dec(2, bridge.ClosedRoom, pen(bridge.EW, 1, 1, bridge.PenIMP))},
			[]want{{"1/50", "0/0"}, {"1/0", "2/0"}}, []string{"A 1", "A 1/2", "B 2", "A 1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9", "1 2 O A B 3NT S 9", "1 2 C A B 3NT S 9")
			s.Decisions = c.decisions
			res, err := teams.Score(s, teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			m := res.Matches[0]
			text := func(p teams.Penalty) string { return fmt.Sprintf("%s/%d", p.IMPs, p.VP) }
			var imps [2]exact.Q
			var vps [2]int
			for i, b := range m.Boards {
				if got := (want{text(b.PenaltyHome), text(b.PenaltyAway)}); got != c.want[i] {
					t.Errorf("board %d: %+v, want %+v", b.Board.Number, got, c.want[i])
				}
				if b.PenaltyHome.IsZero() != (c.want[i].home == "0/0") {
					t.Errorf("board %d: IsZero %v for %s", b.Board.Number, b.PenaltyHome.IsZero(), c.want[i].home)
				}
				imps[0], imps[1] = imps[0].Add(b.PenaltyHome.IMPs), imps[1].Add(b.PenaltyAway.IMPs)
				vps[0], vps[1] = vps[0]+b.PenaltyHome.VP, vps[1]+b.PenaltyAway.VP
			}
			var applied []string
			for _, a := range res.Adjustments {
				applied = append(applied, a.PenaltyTeam+" "+a.Penalty.String())
			}
			if strings.Join(applied, ", ") != strings.Join(c.applied, ", ") {
				t.Errorf("applied %q, want %q", applied, c.applied)
			}
			if imps[0].Cmp(m.PenaltyIMPsHome) != 0 || imps[1].Cmp(m.PenaltyIMPsAway) != 0 || vps[0] != m.PenaltyVPHome || vps[1] != m.PenaltyVPAway {
				t.Errorf("boards' sums %s, %s, %d, %d; the match's %s, %s, %d, %d", imps[0], imps[1], vps[0], vps[1],
					m.PenaltyIMPsHome, m.PenaltyIMPsAway, m.PenaltyVPHome, m.PenaltyVPAway)
			}
		})
	}
}

// Any set of rounds scores on its own: one match of round 3, rounds 3
// and 5, rounds 1 and 3. Before, every round from 1 to the last had to
// have results ("round 1: round missing: no results for round 1 (rounds
// 3 have results)").
func TestAnyRounds(t *testing.T) {
	for _, tt := range []struct {
		name   string
		rows   []string
		rounds string // the matches' rounds
	}{
		{"one match of round 3", []string{"3 1 O A B 4S N 10", "3 1 C A B 4S N 9"}, "3"},
		{"rounds 3 and 5", []string{"3 1 O A B 4S N 10", "3 1 C A B 4S N 9", "5 1 O B A 4S N 10", "5 1 C B A 4S N 10"}, "3 5"},
		{"rounds 1 and 3", []string{"1 1 O A B 4S N 10", "1 1 C A B 4S N 10", "3 1 O A B 4S N 10", "3 1 C A B 4S N 10"}, "1 3"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := teams.Score(session(t, tt.rows...), teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range res.Matches {
				got = append(got, strconv.Itoa(m.Round))
			}
			if strings.Join(got, " ") != tt.rounds || len(res.Standings) != 2 {
				t.Errorf("rounds %q, %d teams; want %q, 2", got, len(res.Standings), tt.rounds)
			}
		})
	}
}

// TestNotScoredAgainstOracle spoils a room of some boards of generated
// team events in each way a room comes to be not scored (its result left
// out of the input too: the board was played in one room only): the board gives
// neither team IMPs and still counts among the match's boards for the VP
// scale. The oracle is given both rooms of those boards the same score
// (no IMPs, one board of the match).
func TestNotScoredAgainstOracle(t *testing.T) {
	for _, c := range []gen.TeamsConfig{
		{Seed: 11},
		{Seed: 12, Teams: 7, Rounds: 7, BoardsPerMatch: 6},
		{Seed: 13, Teams: 10, Rounds: 5, BoardsPerMatch: 12, Format: gen.Swiss},
	} {
		t.Run(fmt.Sprintf("seed %d", c.Seed), func(t *testing.T) {
			ev := gen.GenerateTeams(c)
			entries := ev.Entries()
			type board struct {
				round, board int
				home         string
			}
			spoilt := map[board]bool{}
			var kept []bridge.Entry
			for i := range entries {
				e := &entries[i]
				if i%7 != 2 {
					kept = append(kept, *e)
					continue
				}
				switch len(spoilt) % 4 {
				case 0:
					e.SetUnscored("the play stops after 8 tricks and there is no claim")
				case 1:
					e.Claimed, e.HasClaimed = ev.ScoreNS(ev.Rows[i])+10, true
				case 2:
					e.Adjust = &bridge.Adjustment{Text: "Pen"}
				}
				if len(spoilt)%4 != 3 {
					kept = append(kept, *e)
				}
				spoilt[board{e.Round, e.Board, e.Home}] = true
			}
			entries = kept
			results := ev.Results()
			for i := range results {
				if r := &results[i]; spoilt[board{r.Round, r.Board, r.Home}] {
					r.ScoreNS = 0
				}
			}
			res, err := teams.Score(bridge.Session{Entries: entries}, teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			om, os := oracle.Teams(results)
			type key struct {
				round      int
				home, away string
			}
			want := map[key]oracle.Match{}
			for _, m := range om {
				want[key{m.Round, m.Home, m.Away}] = m
			}
			unscored := 0
			for _, m := range res.Matches {
				o := want[key{m.Round, m.Home, m.Away}]
				if m.IMPsHome.Cmp(exact.Int(int64(o.IMPsHome))) != 0 || m.IMPsAway.Cmp(exact.Int(int64(o.IMPsAway))) != 0 || m.VPHome != o.VPHome || m.VPAway != o.VPAway || len(m.Boards) != o.Boards {
					t.Errorf("%v: %s–%s IMPs %d–%d VP over %d boards; oracle %d–%d, %d–%d over %d",
						m.MatchKey, m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway, len(m.Boards), o.IMPsHome, o.IMPsAway, o.VPHome, o.VPAway, o.Boards)
				}
				for _, b := range m.Boards {
					if b.NotScored() != spoilt[board{m.Round, b.Board.Number, m.Home}] {
						t.Errorf("%v board %d: not scored %v", m.MatchKey, b.Board.Number, b.NotScored())
					}
					if b.NotScored() {
						unscored++
						if b.IMPsHome.Sign() != 0 || b.IMPsAway.Sign() != 0 || b.Net.Sign() != 0 {
							t.Errorf("%v board %d: IMPs %s/%s on a board not scored", m.MatchKey, b.Board.Number, b.IMPsHome, b.IMPsAway)
						}
					}
				}
			}
			if unscored != len(spoilt) || unscored == 0 {
				t.Errorf("%d boards not scored, %d spoilt", unscored, len(spoilt))
			}
			got := map[string]teams.Standing{}
			for _, st := range res.Standings {
				got[st.Team] = st
			}
			for _, o := range os {
				st := got[o.Team]
				if st.VP != o.VP || st.IMPsFor.Cmp(exact.Int(int64(o.IMPsFor))) != 0 || st.IMPsAgainst.Cmp(exact.Int(int64(o.IMPsAgainst))) != 0 || st.Rank != o.Rank || st.Tied != o.Tied {
					t.Errorf("team %s: %+v; oracle %+v", o.Team, st, o)
				}
			}
		})
	}
}

// A room not scored keeps its reason, and the input's entry is left as
// it was; a director's decision replaces it.
func TestNotScoredRoom(t *testing.T) {
	s := session(t, "1 5 O A B 4S N 10", "1 5 C A B 3S N 10", "1 7 O A B 4H E 9", "1 7 C A B 4H E 10")
	s.Entries[1].Claimed, s.Entries[1].HasClaimed = 140, true
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Entries[1].Kind != bridge.Played {
		t.Errorf("the input's entry was changed: %v", s.Entries[1].Kind)
	}
	m := res.Matches[0]
	b := m.Boards[0]
	if !b.NotScored() || b.Closed.Entry.Unscored() != "the input says +140 for NS, but 3S N 10 scores +170" || b.Open.Entry.Kind != bridge.Played {
		t.Errorf("board 5: not scored %v, closed %v %q", b.NotScored(), b.Closed.Entry.Kind, b.Closed.Entry.Unscored())
	}
	// Board 7 alone gives +12 to A, over the match's 2 boards.
	if m.IMPsHome.Cmp(exact.Int(12)) != 0 || m.IMPsAway.Sign() != 0 || len(m.Boards) != 2 {
		t.Errorf("match %s–%s over %d boards", m.IMPsHome, m.IMPsAway, len(m.Boards))
	}
	s.Decisions = []bridge.Decision{{Board: 5, Round: 1, Room: bridge.ClosedRoom, Home: "A", Away: "B",
		Adjust: bridge.Adjustment{Text: "A", Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.Average}, EW: bridge.Award{Kind: bridge.Average}}}}
	res, err = teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if b := res.Matches[0].Boards[0]; b.NotScored() || !b.Artificial {
		t.Errorf("decided: not scored %v, artificial %v", b.NotScored(), b.Artificial)
	}
}

// A board played in one room only is not scored in that match, for want
// of the other room's result: the rest of the event scores, and the
// director may give the missing room a score. Before, it stopped the
// event ("board played in one room only").
func TestOneRoom(t *testing.T) {
	s := session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9", "1 2 C A B 3NT S 9")
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	b := m.Boards[1]
	o := b.Open
	if !b.NotScored() || !o.Absent || b.Closed.Absent || o.Entry.Kind != bridge.NotScored || o.Entry.Unscored() != "no result from the open room" ||
		o.Entry.Room != bridge.OpenRoom || o.Entry.NS != "A" || o.Entry.EW != "B" || o.Entry.Pos.String() != "t.csv:4" || b.Net.Sign() != 0 {
		t.Errorf("board 2: not scored %v, open room absent %v %+v (%q)", b.NotScored(), o.Absent, o.Entry, o.Entry.Unscored())
	}
	// Board 1 alone: +420 against −50, 10 IMPs to A, over the match's 2 boards.
	if m.IMPsHome.Cmp(exact.Int(10)) != 0 || m.IMPsAway.Sign() != 0 || len(m.Boards) != 2 || m.Boards[0].Open.Absent || m.Boards[0].Closed.Absent {
		t.Errorf("match %s–%s over %d boards", m.IMPsHome, m.IMPsAway, len(m.Boards))
	}
	s.Decisions = []bridge.Decision{{Board: 2, Round: 1, Room: bridge.OpenRoom, Home: "A", Away: "B",
		Adjust: bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial, NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}}}
	if res, err = teams.Score(s, teams.Options{}); err != nil {
		t.Fatal(err)
	}
	if b := res.Matches[0].Boards[1]; b.NotScored() || b.Open.Absent || !b.Artificial || b.Net.Cmp(exact.Int(3)) != 0 {
		t.Errorf("decided: not scored %v, absent %v, artificial %v, %s IMPs", b.NotScored(), b.Open.Absent, b.Artificial, b.Net)
	}
	// One odd table does not stop the event. A result that names no
	// room is its room's result, not scored, in the room its board has
	// free (here the open one: the closed room has board 2's result).
	s = session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9", "1 2 C A B 3NT S 9", "1 2 O A B 3NT S 8")
	s.Entries[3].Room = bridge.NoRoom
	if res, err = teams.Score(s, teams.Options{}); err != nil {
		t.Fatal(err)
	}
	if b := res.Matches[0].Boards[1]; !b.NotScored() || b.Open.Absent || b.Open.Entry.Room != bridge.OpenRoom || b.Open.Entry.Pos.String() != "t.csv:5" ||
		b.Open.Entry.Unscored() != "board played in one room only: the input names no room for this result (want Open or Closed)" || b.Net.Sign() != 0 {
		t.Errorf("board 2 without a room: not scored %v, %+v (%q)", b.NotScored(), b.Open.Entry, b.Open.Entry.Unscored())
	}
	// A result that names no teams belongs to no match: left out, and
	// said in one warning at the first such result, counting the others.
	s = session(t, "1 1 O A B 4S N 10", "1 1 C A B 4S N 9", "1 2 C A B 3NT S 9", "1 3 C A B 3NT S 9")
	s.Entries[2].Home, s.Entries[2].Away = "", ""
	s.Entries[3].Home, s.Entries[3].Away = "", ""
	if res, err = teams.Score(s, teams.Options{}); err != nil {
		t.Fatal(err)
	}
	const want = "t.csv:4: board 2, round 1, closed room: left out (and 1 more results like it): teams not named: the input names no home and away teams for this result (want [HomeTeam] and [VisitTeam] in the file, or --home and --away)"
	if len(res.Warnings) != 1 || res.Warnings[0].Error() != want || !errors.Is(res.Warnings[0], bridge.ErrReadPast) || !errors.Is(res.Warnings[0], teams.ErrNoTeams) || len(res.Matches[0].Boards) != 1 {
		t.Errorf("warnings %v\nwant %s; %d boards", res.Warnings, want, len(res.Matches[0].Boards))
	}
	// When no result names its teams there is no match: an error.
	for i := range s.Entries {
		s.Entries[i].Home, s.Entries[i].Away = "", ""
	}
	_, err = teams.Score(s, teams.Options{})
	const wantErr = "t.csv:2: board 1, round 1, open room: teams not named (and 3 more results like it): the input names no home and away teams for this result (want [HomeTeam] and [VisitTeam] in the file, or --home and --away)"
	if es := bridge.AsErrors(err); !errors.Is(err, teams.ErrNoTeams) || errors.Is(err, bridge.ErrReadPast) || len(es) != 1 || es[0].Error() != wantErr {
		t.Errorf("err = %v\nwant %s", err, wantErr)
	}
}

// A room that did not play the board leaves it without IMPs, as a room
// not scored, until the director gives the artificial score.
func TestNotPlayedRoom(t *testing.T) {
	s := session(t, "1 5 O A B 4S N 10", "1 5 C A B 3S N 10", "1 7 O A B 4H E 9", "1 7 C A B 4H E 10")
	s.Entries[0].Kind, s.Entries[0].Play = bridge.NotPlayed, bridge.Play{}
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Matches[0]
	if b := m.Boards[0]; !b.NotScored() || b.Open.Entry.Unscored() != "the board was not played in this room" || m.IMPsHome.Cmp(exact.Int(12)) != 0 || len(m.Boards) != 2 {
		t.Errorf("board 5: %v %q; match %s over %d boards", b.NotScored(), b.Open.Entry.Unscored(), m.IMPsHome, len(m.Boards))
	}
}
