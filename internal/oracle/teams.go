package oracle

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
)

// TeamResult is one room's result on one board of a team match. The home
// team sits NS in the open room ("O") and EW in the closed room ("C").
type TeamResult struct {
	Round      int
	Home, Away string
	Board      int
	Room       string // "O" or "C"
	ScoreNS    int    // NS view; 0 for a pass-out
}

// Match is one team match of a round.
type Match struct {
	Round      int
	Home, Away string
	// IMPsHome and IMPsAway are the match score as it is written, "35–22":
	// each board's IMPs go to the team that won them. IMPsHome − IMPsAway is
	// the net sum of the home team's board IMPs, Σ imp(open NS − closed NS)
	// (§5.2), the margin the VPs come from.
	IMPsHome, IMPsAway int
	Boards             int // boards of the match (both rooms present)
	VPHome, VPAway     int // hundredths, WBFVP of the margin over Boards
}

// TeamStanding is one team's line in the event's ranking (§8.4).
type TeamStanding struct {
	Team                 string
	VP                   int // Σ VPs in hundredths
	IMPsFor, IMPsAgainst int // Σ of the match scores for and against
	Played               int // matches played (a bye is not a match)
	Rank                 int // competition ranking on VP: 1, 2, 2, 4
	Tied                 bool
}

// Teams scores a teams event: for every board of every match the home
// team's IMPs imp(open NS − closed NS) (§5.2), the match totals, the VPs of
// the margin on the WBF 2013 scale with the correction of §7.1, and the
// standings by total VP with shared ranks (§8.4). A match is the results
// with the same (Round, Home, Away).
//
// matches are ordered by round, then home and away team; standings by
// rank, then team name. A team that has a bye in a round has nothing for
// it here: byes score as the conditions of contest say, which the oracle
// does not model. Teams panics on a board with a room missing or given
// twice, and on a room other than "O" and "C".
func Teams(results []TeamResult) (matches []Match, standings []TeamStanding) {
	type matchKey struct {
		round      int
		home, away string
	}
	type rooms struct {
		open, closed *int
	}
	boards := map[matchKey]map[int]*rooms{}
	for i := range results {
		r := &results[i]
		k := matchKey{r.Round, r.Home, r.Away}
		if boards[k] == nil {
			boards[k] = map[int]*rooms{}
		}
		b := boards[k][r.Board]
		if b == nil {
			b = &rooms{}
			boards[k][r.Board] = b
		}
		var slot **int
		switch r.Room {
		case "O":
			slot = &b.open
		case "C":
			slot = &b.closed
		default:
			panic(fmt.Sprintf("oracle: room %q (want O or C)", r.Room))
		}
		if *slot != nil {
			panic(fmt.Sprintf("oracle: round %d, %s v %s, board %d: room %s twice", r.Round, r.Home, r.Away, r.Board, r.Room))
		}
		*slot = &r.ScoreNS
	}

	for k, bs := range boards {
		m := Match{Round: k.round, Home: k.home, Away: k.away}
		for b, rs := range bs {
			if rs.open == nil || rs.closed == nil {
				panic(fmt.Sprintf("oracle: round %d, %s v %s, board %d: a room is missing", k.round, k.home, k.away, b))
			}
			imps := IMP(big.NewRat(int64(*rs.open-*rs.closed), 1))
			if imps > 0 {
				m.IMPsHome += imps
			} else {
				m.IMPsAway -= imps
			}
			m.Boards++
		}
		w, l := WBFVP(m.IMPsHome-m.IMPsAway, m.Boards)
		if m.IMPsHome >= m.IMPsAway {
			m.VPHome, m.VPAway = w, l
		} else {
			m.VPHome, m.VPAway = l, w
		}
		matches = append(matches, m)
	}
	slices.SortFunc(matches, func(a, b Match) int {
		return cmp.Or(cmp.Compare(a.Round, b.Round), cmp.Compare(a.Home, b.Home), cmp.Compare(a.Away, b.Away))
	})

	acc := map[string]*TeamStanding{}
	var order []string
	line := func(team string) *TeamStanding {
		s := acc[team]
		if s == nil {
			s = &TeamStanding{Team: team}
			acc[team] = s
			order = append(order, team)
		}
		return s
	}
	for _, m := range matches {
		h, a := line(m.Home), line(m.Away)
		h.VP += m.VPHome
		a.VP += m.VPAway
		h.IMPsFor += m.IMPsHome
		h.IMPsAgainst += m.IMPsAway
		a.IMPsFor += m.IMPsAway
		a.IMPsAgainst += m.IMPsHome
		h.Played++
		a.Played++
	}
	vps := make([]*big.Rat, len(order))
	for i, t := range order {
		vps[i] = big.NewRat(int64(acc[t].VP), 1)
	}
	ranks, tied := Places(vps)
	for i, t := range order {
		s := *acc[t]
		s.Rank, s.Tied = ranks[i], tied[i]
		standings = append(standings, s)
	}
	slices.SortFunc(standings, func(a, b TeamStanding) int {
		return cmp.Or(cmp.Compare(a.Rank, b.Rank), cmp.Compare(a.Team, b.Team))
	})
	return matches, standings
}
