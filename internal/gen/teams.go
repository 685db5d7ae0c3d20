package gen

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// Formats understood by TeamsConfig.Format.
const (
	RoundRobin = "roundrobin"
	Swiss      = "swiss"
)

// teamsPassRate is how often a room's result on a board is a pass-out.
const teamsPassRate = 0.02

// TeamsConfig describes the teams event to generate. The zero value but
// for the seed is the default event: 8 teams, a complete round robin of 7
// rounds, 8 boards a match.
type TeamsConfig struct {
	Seed  uint64
	Teams int // ≥ 2 (0 means 8)
	// Rounds is the number of rounds. 0 means a complete round robin
	// (Teams−1 rounds, Teams when odd) or, for a Swiss, ⌊Teams/2⌋ rounds.
	// A round robin cannot have more rounds than a complete one; a Swiss
	// cannot have more than Teams−1 (Teams when odd).
	Rounds         int
	BoardsPerMatch int    // ≥ 1 (0 means 8)
	Format         string // RoundRobin ("" means RoundRobin) or Swiss
	// Cyrillic mixes Russian names in Cyrillic and Polish names with
	// English ones, for teams and players; otherwise all are plain ASCII.
	Cyrillic bool
}

// TeamsEvent is a generated teams event.
//
// Boards are numbered through the event: round r plays boards
// (r−1)·B+1 … r·B (B = BoardsPerMatch), and every match of the round plays
// those same deals, in both rooms; dealer and vulnerability follow the
// board number (scoring.md §2).
//
// In a round robin the schedule is the circle method: team 1 stays, the
// others rotate one place a round; with an odd number of teams a phantom
// makes the number even and its opponent of the round has a bye. In a
// Swiss, round 1 pairs the teams in seeding order (1 v 2, 3 v 4, …) and
// each later round pairs them by the standings so far (total VP from
// oracle.Teams, ties in seeding order): the best unpaired team meets the
// best-placed unpaired team it has not met, backtracking when the rest
// could not then be paired. With an odd number the bye goes to the
// lowest-placed team that has not had one (and that leaves a pairing).
// Such a pairing always exists for rounds ≤ ⌊Teams/2⌋ (Dirac's theorem on
// the graph of pairs that have not met); GenerateTeams panics if a later
// round has none.
//
// The home team of a match (NS in the open room, EW in the closed) is, in
// a round robin, the fixed team in odd-numbered rounds and its opponent in
// even ones, and for the other matches alternately the first and second
// team of the circle; in a Swiss, the team that has been home less often
// so far, the higher-placed one on equal counts.
type TeamsEvent struct {
	Config  TeamsConfig         // as given, with defaults filled in
	Teams   []Team              // in seeding order
	Deals   map[int]bridge.Deal // by board number
	Matches []TeamMatch         // by round, then table
	Byes    map[int]string      // round → team with a bye (odd number of teams)
	Rows    []TeamRow           // by round, table and board; the open room before the closed
}

// Team is one team: a unique name and four players. In the open room the
// home team's players 1 and 2 sit N and S (the away team's 1 and 2 E and
// W); in the closed room players 3 and 4 of each team sit.
type Team struct {
	Name    string
	Players [4]string
}

// TeamMatch is one match of a round; Table numbers the matches of a round
// from 1.
type TeamMatch struct {
	Round, Table int
	Home, Away   string
}

// TeamRow is one room's result on one board of a match. Every row is a
// played result or a pass-out: the generator leaves nothing out.
type TeamRow struct {
	Round, Table int
	Home, Away   string
	Board        int
	Room         bridge.Room // bridge.OpenRoom or bridge.ClosedRoom
	Contract     bridge.Contract
	Declarer     bridge.Seat // meaningless for a pass-out
	Tricks       int         // won by declarer; meaningless for a pass-out
	Lead         bridge.Card // the opening lead; 0 when none is recorded
}

// NS and EW are the teams seated in the row's room.
func (r TeamRow) NS() string {
	if r.Room == bridge.OpenRoom {
		return r.Home
	}
	return r.Away
}

// EW is the team seated EW in the row's room.
func (r TeamRow) EW() string {
	if r.Room == bridge.OpenRoom {
		return r.Away
	}
	return r.Home
}

// GenerateTeams makes the event c describes. It panics on a configuration
// it cannot honour (fewer than 2 teams, no boards, an unknown format, too
// many rounds) and when a Swiss round cannot be paired without a repeat.
func GenerateTeams(c TeamsConfig) *TeamsEvent {
	if c.Teams == 0 {
		c.Teams = 8
	}
	if c.BoardsPerMatch == 0 {
		c.BoardsPerMatch = 8
	}
	if c.Format == "" {
		c.Format = RoundRobin
	}
	if c.Teams < 2 || c.BoardsPerMatch < 1 || c.Rounds < 0 {
		panic(fmt.Sprintf("gen: need teams ≥ 2, boards ≥ 1 and rounds ≥ 0, got %d, %d, %d", c.Teams, c.BoardsPerMatch, c.Rounds))
	}
	full := c.Teams - 1 // rounds of a complete round robin
	if c.Teams%2 == 1 {
		full = c.Teams
	}
	switch c.Format {
	case RoundRobin:
		if c.Rounds == 0 {
			c.Rounds = full
		}
	case Swiss:
		if c.Rounds == 0 {
			c.Rounds = c.Teams / 2
		}
	default:
		panic(fmt.Sprintf("gen: format %q (want %q or %q)", c.Format, RoundRobin, Swiss))
	}
	if c.Rounds > full {
		panic(fmt.Sprintf("gen: %d rounds for %d teams (at most %d without a repeat)", c.Rounds, c.Teams, full))
	}

	rng := rand.New(rand.NewPCG(c.Seed, 0x7465616d73)) // "teams"
	ev := &TeamsEvent{Config: c, Deals: map[int]bridge.Deal{}, Byes: map[int]string{}}
	ev.Teams = teamNames(c, rng)

	B := c.BoardsPerMatch
	for r := 1; r <= c.Rounds; r++ {
		var pairs [][2]int // home, away by seeding index
		var bye int
		if c.Format == RoundRobin {
			pairs, bye = roundRobinRound(c.Teams, r)
		} else {
			pairs, bye = ev.swissRound(r)
		}
		if bye >= 0 {
			ev.Byes[r] = ev.Teams[bye].Name
		}
		infos := make(map[int]*boardInfo, B)
		for b := (r-1)*B + 1; b <= r*B; b++ {
			d := RandomDeal(rng)
			ev.Deals[b] = d
			bi := analyse(d, rng)
			infos[b] = &bi
		}
		for i, p := range pairs {
			m := TeamMatch{Round: r, Table: i + 1, Home: ev.Teams[p[0]].Name, Away: ev.Teams[p[1]].Name}
			ev.Matches = append(ev.Matches, m)
			for b := (r-1)*B + 1; b <= r*B; b++ {
				for _, room := range []bridge.Room{bridge.OpenRoom, bridge.ClosedRoom} {
					var row Row
					play(&row, infos[b], ev.Deals[b], teamsPassRate, rng)
					ev.Rows = append(ev.Rows, TeamRow{
						Round: r, Table: m.Table, Home: m.Home, Away: m.Away, Board: b, Room: room,
						Contract: row.Contract, Declarer: row.Declarer, Tricks: row.Tricks, Lead: row.Lead,
					})
				}
			}
		}
	}
	return ev
}

// roundRobinRound is round r (from 1) of the circle method on n teams
// (indexes from 0): the pairs, home first, and the team with a bye (−1 when
// n is even).
func roundRobinRound(n, r int) (pairs [][2]int, bye int) {
	m := n + n%2 // with a phantom, index n, when n is odd
	// circle[0] = 0 stays; circle[1:] is 1 … m−1 rotated by r−1.
	circle := make([]int, m)
	for i := 1; i < m; i++ {
		circle[i] = 1 + (i-1+r-1)%(m-1)
	}
	bye = -1
	for i := 0; i < m/2; i++ {
		a, b := circle[i], circle[m-1-i]
		if (i == 0 && r%2 == 0) || (i > 0 && i%2 == 1) {
			a, b = b, a
		}
		switch {
		case a == n:
			bye = b
		case b == n:
			bye = a
		default:
			pairs = append(pairs, [2]int{a, b})
		}
	}
	return pairs, bye
}

// swissRound pairs round r by the standings after the rounds already
// generated.
func (ev *TeamsEvent) swissRound(r int) (pairs [][2]int, bye int) {
	n := len(ev.Teams)
	index := make(map[string]int, n)
	for i, t := range ev.Teams {
		index[t.Name] = i
	}
	met := make([][]bool, n)
	for i := range met {
		met[i] = make([]bool, n)
	}
	homes := make([]int, n)
	for _, m := range ev.Matches {
		h, a := index[m.Home], index[m.Away]
		met[h][a], met[a][h] = true, true
		homes[h]++
	}
	hadBye := make([]bool, n)
	for _, name := range ev.Byes {
		hadBye[index[name]] = true
	}
	vp := make([]int, n)
	_, standings := oracle.Teams(ev.Results())
	for _, s := range standings {
		vp[index[s.Team]] = s.VP
	}
	// Places: by VP, then seeding.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(vp[b], vp[a]) })

	// pair pairs the teams of rest (in standings order) by the rule; it
	// reports whether it could.
	var pair func(rest []int) bool
	pair = func(rest []int) bool {
		if len(rest) == 0 {
			return true
		}
		top := rest[0]
		for j := 1; j < len(rest); j++ {
			opp := rest[j]
			if met[top][opp] {
				continue
			}
			others := make([]int, 0, len(rest)-2)
			others = append(others, rest[1:j]...)
			others = append(others, rest[j+1:]...)
			pairs = append(pairs, [2]int{top, opp})
			if pair(others) {
				return true
			}
			pairs = pairs[:len(pairs)-1]
		}
		return false
	}

	bye = -1
	ok := false
	if n%2 == 0 {
		ok = pair(order)
	} else {
		for k := n - 1; k >= 0 && !ok; k-- {
			if hadBye[order[k]] {
				continue
			}
			rest := slices.Delete(slices.Clone(order), k, k+1)
			if pair(rest) {
				ok, bye = true, order[k]
			}
		}
	}
	if !ok {
		panic(fmt.Sprintf("gen: swiss round %d of %d teams cannot be paired without a repeat", r, n))
	}
	for i, p := range pairs {
		// p[0] is the higher placed; it is home unless it has been home
		// more often.
		if homes[p[1]] < homes[p[0]] {
			pairs[i] = [2]int{p[1], p[0]}
		}
	}
	return pairs, bye
}

// ScoreNS is the NS score of a row by the oracle's table (2017 Laws).
func (ev *TeamsEvent) ScoreNS(r TeamRow) int {
	_, vul := oracle.DealerVul(r.Board)
	p := bridge.Play{Contract: r.Contract, Declarer: r.Declarer, Tricks: r.Tricks}
	score, err := oracle.NS(p, vul, oracle.Laws2017)
	if err != nil {
		panic(fmt.Sprintf("gen: generated an invalid result %v on board %d: %v", p, r.Board, err))
	}
	return score
}

// Results is every row in the oracle's terms.
func (ev *TeamsEvent) Results() []oracle.TeamResult {
	out := make([]oracle.TeamResult, len(ev.Rows))
	for i, r := range ev.Rows {
		out[i] = oracle.TeamResult{Round: r.Round, Home: r.Home, Away: r.Away, Board: r.Board, Room: r.Room.String(), ScoreNS: ev.ScoreNS(r)}
	}
	return out
}

// Entries is the rows as traveller entries of the vocabulary package:
// section "A", table the match's, NS and EW the teams of the room.
func (ev *TeamsEvent) Entries() []bridge.Entry {
	out := make([]bridge.Entry, len(ev.Rows))
	for i, r := range ev.Rows {
		out[i] = bridge.Entry{
			Section: "A", Board: r.Board, Round: r.Round, Table: r.Table,
			NS: r.NS(), EW: r.EW(), Kind: bridge.Played,
			Play: bridge.Play{Contract: r.Contract, Declarer: r.Declarer, Tricks: r.Tricks},
			Lead: r.Lead, Room: r.Room, Home: r.Home, Away: r.Away,
		}
	}
	return out
}

// teamNames names the teams after towns, unique (a number is added when
// the lists run out), and gives each four players.
func teamNames(c TeamsConfig, rng *rand.Rand) []Team {
	towns := slices.Clone(englishTowns)
	if c.Cyrillic {
		towns = append(append(towns, russianTowns...), polishTowns...)
	}
	perm := rng.Perm(len(towns))
	out := make([]Team, c.Teams)
	for i := range out {
		name := towns[perm[i%len(towns)]]
		if i >= len(towns) {
			name = fmt.Sprintf("%s %d", name, i/len(towns)+1)
		}
		out[i].Name = name
		for p := range out[i].Players {
			out[i].Players[p] = playerName(c.Cyrillic, rng)
		}
	}
	return out
}

var (
	englishTowns = []string{"Bristol", "Leeds", "York", "Bath", "Oxford", "Cambridge", "Norwich", "Exeter", "Durham", "Chester", "Lincoln", "Derby", "St Albans", "King's Lynn", "Brighton", "Hull"}
	russianTowns = []string{"Москва", "Санкт-Петербург", "Казань", "Новосибирск", "Екатеринбург", "Самара", "Омск", "Пермь", "Тула", "Ярославль", "Нижний Новгород", "Ростов-на-Дону"}
	polishTowns  = []string{"Warszawa", "Kraków", "Łódź", "Wrocław", "Poznań", "Gdańsk", "Szczecin", "Bydgoszcz", "Lublin", "Białystok", "Częstochowa", "Zielona Góra"}
)
