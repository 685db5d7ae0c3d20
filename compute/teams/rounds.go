package teams

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// checkRounds checks the rounds of an event's matches and gives its teams
// and its last round.
//
// In a round robin or a Swiss each team plays once per round, and every
// team plays every round given but for one bye when the number of teams
// is odd. The rounds given need not start at 1 nor follow each other: one
// match of round 3, or rounds 3 and 5 of a round robin, score on their
// own.
//
// A team may meet two teams in one round on different boards: that is a
// multiple-teams movement (TeamsScorer's "multiple teams": in round 1
// team 3 plays team 1 on boards 1-3 and team 5 on boards 7-9). Each
// pairing is then a match of its own, and such an event does not promise
// every team a match in each round, so nobody is missing from one. What
// no movement allows is a team at two tables with one board: two matches
// of a team in one round that share a board are an error.
func checkRounds(order []MatchKey, matches map[MatchKey]map[int]*rooms, fail func(*bridge.Error)) (teams map[string]bool, last int) {
	teams = map[string]bool{}
	perRound := map[int]map[string][]MatchKey{}
	multiple := false
	for _, k := range order {
		teams[k.Home], teams[k.Away] = true, true
		if perRound[k.Round] == nil {
			perRound[k.Round] = map[string][]MatchKey{}
		}
		for _, t := range []string{k.Home, k.Away} {
			prev := perRound[k.Round][t]
			if clash, ok := sharedBoard(prev, k, matches); ok {
				fail(bridge.Errorf(firstPos(matches[k]), k.String(), "%w: %s also plays %s in round %d, on board %d", ErrTwiceInRound, t, clash, k.Round, sharedOf(matches[clash], matches[k])))
				continue
			}
			multiple = multiple || len(prev) > 0
			perRound[k.Round][t] = append(prev, k)
		}
	}
	var rounds []int
	for r := range perRound {
		rounds = append(rounds, r)
	}
	slices.Sort(rounds)
	if len(rounds) > 0 {
		last = rounds[len(rounds)-1]
	}
	if multiple {
		return teams, last
	}
	byes := len(teams) % 2
	for _, r := range rounds {
		var absent []string
		for t := range teams {
			if _, ok := perRound[r][t]; !ok {
				absent = append(absent, t)
			}
		}
		if len(absent) > byes {
			sort.Slice(absent, func(i, j int) bool { return rank.Compare(absent[i], absent[j]) < 0 })
			fail(&bridge.Error{Context: "round " + strconv.Itoa(r), Err: fmt.Errorf("%w: %s %s no match in round %d (want every team in each round, one bye when the number of teams is odd)",
				ErrTeamMissing, strings.Join(absent, ", "), hasHave(len(absent)), r)})
		}
	}
	return teams, last
}

// sharedBoard is the first of a team's earlier matches in a round that
// shares a board with match k.
func sharedBoard(prev []MatchKey, k MatchKey, matches map[MatchKey]map[int]*rooms) (MatchKey, bool) {
	for _, p := range prev {
		if sharedOf(matches[p], matches[k]) > 0 {
			return p, true
		}
	}
	return MatchKey{}, false
}

// sharedOf is the lowest board two matches both have, 0 when none.
func sharedOf(a, b map[int]*rooms) int {
	low := 0
	for n := range a {
		if _, ok := b[n]; ok && (low == 0 || n < low) {
			low = n
		}
	}
	return low
}
