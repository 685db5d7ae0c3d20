package oracle_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/internal/oracle"
)

// tm1 is the two boards of TM-1 (§5.2) between A (home) and B.
func tm1() []oracle.TeamResult {
	return []oracle.TeamResult{
		{Round: 1, Home: "A", Away: "B", Board: 1, Room: "O", ScoreNS: 620},
		{Round: 1, Home: "A", Away: "B", Board: 1, Room: "C", ScoreNS: 170},
		{Round: 1, Home: "A", Away: "B", Board: 2, Room: "C", ScoreNS: -620},
		{Round: 1, Home: "A", Away: "B", Board: 2, Room: "O", ScoreNS: 100},
	}
}

func vp(margin, boards int) int {
	w, _ := oracle.WBFVP(margin, boards)
	return w
}

// TestTM1 is worked example TM-1: 450 → A +10, 720 → A +12.
func TestTM1(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		results                []oracle.TeamResult
		home, away             int
		vpHome, vpAway, boards int
	}{
		// One board: X = 15, and 10 = 2X/3 → 10 + 5/τ = 18.09.
		{"board 1", tm1()[:2], 10, 0, 1809, 191, 1},
		{"board 2", tm1()[2:], 12, 0, vp(12, 1), 2000 - vp(12, 1), 1},
		// 22 IMPs over 2 boards: X = 15√2 ≈ 21.2, a blitz.
		{"both", tm1(), 22, 0, 2000, 0, 2},
	} {
		ms, _ := oracle.Teams(tc.results)
		if len(ms) != 1 {
			t.Fatalf("%s: %d matches", tc.name, len(ms))
		}
		m := ms[0]
		if m.IMPsHome != tc.home || m.IMPsAway != tc.away || m.Boards != tc.boards || m.VPHome != tc.vpHome || m.VPAway != tc.vpAway {
			t.Errorf("%s: %+v", tc.name, m)
		}
	}
}

// TestTeamsMatch: the match score is gross (each board's IMPs to its
// winner), the margin is the net sum, and the VPs follow it whichever team
// wins. 16 boards: A wins board 1 by 10, B wins board 2 by 13 (home open
// −100, closed +650: −750), the rest are flat: 10–13, B by 3 → 10.91.
func TestTeamsMatch(t *testing.T) {
	var rs []oracle.TeamResult
	add := func(b, open, closed int) {
		rs = append(rs,
			oracle.TeamResult{Round: 2, Home: "A", Away: "B", Board: b, Room: "O", ScoreNS: open},
			oracle.TeamResult{Round: 2, Home: "A", Away: "B", Board: b, Room: "C", ScoreNS: closed})
	}
	add(17, 620, 170)
	add(18, -100, 650)
	for b := 19; b <= 32; b++ {
		add(b, 420, 430) // 10: no IMPs
	}
	ms, st := oracle.Teams(rs)
	m := ms[0]
	if m.IMPsHome != 10 || m.IMPsAway != 13 || m.Boards != 16 || m.VPHome != 909 || m.VPAway != 1091 {
		t.Errorf("match %+v, want 10–13 over 16 boards, 9.09–10.91", m)
	}
	if st[0].Team != "B" || st[0].VP != 1091 || st[0].IMPsFor != 13 || st[0].IMPsAgainst != 10 || st[0].Rank != 1 || st[0].Played != 1 {
		t.Errorf("first %+v", st[0])
	}
	if st[1].Team != "A" || st[1].VP != 909 || st[1].IMPsFor != 10 || st[1].IMPsAgainst != 13 || st[1].Rank != 2 {
		t.Errorf("second %+v", st[1])
	}
}

// TestTeamsStandings: four teams, two rounds, with equal VP totals sharing
// a rank.
func TestTeamsStandings(t *testing.T) {
	var rs []oracle.TeamResult
	match := func(round int, home, away string, open, closed []int) {
		for i := range open {
			b := (round-1)*len(open) + i + 1
			rs = append(rs,
				oracle.TeamResult{Round: round, Home: home, Away: away, Board: b, Room: "O", ScoreNS: open[i]},
				oracle.TeamResult{Round: round, Home: home, Away: away, Board: b, Room: "C", ScoreNS: closed[i]})
		}
	}
	flat := []int{100, 100, 100, 100}
	// Round 1: A–B flat (10–10); C beats D by 12 on 4 boards (+720).
	match(1, "A", "B", flat, flat)
	match(1, "C", "D", []int{620, 100, 100, 100}, []int{-100, 100, 100, 100})
	// Round 2: D (home) v A flat; B v C: C wins by 12 as away team.
	match(2, "D", "A", flat, flat)
	match(2, "B", "C", []int{-100, 100, 100, 100}, []int{620, 100, 100, 100})
	ms, st := oracle.Teams(rs)
	// 4 boards: X = 30, 12 IMPs → raw 100·VP(12).
	w, l := oracle.WBFVP(12, 4)
	if len(ms) != 4 {
		t.Fatalf("%d matches", len(ms))
	}
	wantMatches := []oracle.Match{
		{Round: 1, Home: "A", Away: "B", Boards: 4, VPHome: 1000, VPAway: 1000},
		{Round: 1, Home: "C", Away: "D", IMPsHome: 12, Boards: 4, VPHome: w, VPAway: l},
		{Round: 2, Home: "B", Away: "C", IMPsAway: 12, Boards: 4, VPHome: l, VPAway: w},
		{Round: 2, Home: "D", Away: "A", Boards: 4, VPHome: 1000, VPAway: 1000},
	}
	for i, m := range ms {
		if m != wantMatches[i] {
			t.Errorf("match %d: %+v, want %+v", i, m, wantMatches[i])
		}
	}
	want := []oracle.TeamStanding{
		{Team: "C", VP: 2 * w, IMPsFor: 24, Played: 2, Rank: 1},
		{Team: "A", VP: 2000, Played: 2, Rank: 2},
		{Team: "B", VP: 1000 + l, IMPsAgainst: 12, Played: 2, Rank: 3, Tied: true},
		{Team: "D", VP: l + 1000, IMPsAgainst: 12, Played: 2, Rank: 3, Tied: true},
	}
	for i, s := range st {
		if s != want[i] {
			t.Errorf("standing %d: %+v, want %+v", i, s, want[i])
		}
	}
}

func TestTeamsPanics(t *testing.T) {
	for name, rs := range map[string][]oracle.TeamResult{
		"closed missing": tm1()[:1],
		"room twice":     append(tm1(), tm1()[0]),
		"bad room":       {{Round: 1, Home: "A", Away: "B", Board: 1, Room: "Open"}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			oracle.Teams(rs)
		}()
	}
}

// TestTeamsInvariants: random round robins; every match's VPs sum to 20,
// IMPs for and against balance over the event, and the margin decides the
// winner.
func TestTeamsInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for trial := range 20 {
		teams := 2 + rng.IntN(7)
		boards := 1 + rng.IntN(12)
		var rs []oracle.TeamResult
		round := 0
		for i := range teams {
			for j := i + 1; j < teams; j++ {
				round++
				for b := 1; b <= boards; b++ {
					for _, room := range []string{"O", "C"} {
						rs = append(rs, oracle.TeamResult{Round: round, Home: "T" + strconv.Itoa(i), Away: "T" + strconv.Itoa(j),
							Board: b, Room: room, ScoreNS: 10 * (rng.IntN(200) - 100)})
					}
				}
			}
		}
		ms, st := oracle.Teams(rs)
		if len(ms) != teams*(teams-1)/2 || len(st) != teams {
			t.Fatalf("trial %d: %d matches, %d standings", trial, len(ms), len(st))
		}
		sumFor, sumAgainst, sumVP := 0, 0, 0
		for _, m := range ms {
			if m.VPHome+m.VPAway != 2000 || m.Boards != boards {
				t.Errorf("trial %d: %+v", trial, m)
			}
			margin := m.IMPsHome - m.IMPsAway
			w, _ := oracle.WBFVP(margin, boards)
			if (margin >= 0 && m.VPHome != w) || (margin < 0 && m.VPAway != w) {
				t.Errorf("trial %d: %+v", trial, m)
			}
		}
		for i, s := range st {
			sumFor += s.IMPsFor
			sumAgainst += s.IMPsAgainst
			sumVP += s.VP
			if s.Played != teams-1 {
				t.Errorf("trial %d: %s played %d", trial, s.Team, s.Played)
			}
			if i > 0 && (s.VP > st[i-1].VP || (s.VP == st[i-1].VP) != (s.Rank == st[i-1].Rank)) {
				t.Errorf("trial %d: order %+v after %+v", trial, s, st[i-1])
			}
		}
		if sumFor != sumAgainst || sumVP != 2000*len(ms) {
			t.Errorf("trial %d: for %d against %d VP %d", trial, sumFor, sumAgainst, sumVP)
		}
	}
}
