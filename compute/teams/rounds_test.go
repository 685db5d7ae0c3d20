package teams_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/teams"
)

// A multiple-teams movement (TeamsScorer): in round 1 team B meets A on
// board 1 and C on board 2, while D sits out the round; each pairing is
// a match. Before, this was "team plays twice in a round" and "team
// missing from a round".
func TestMultipleTeams(t *testing.T) {
	s := session(t,
		"1 1 O A B 4S N 10", "1 1 C A B 4S N 9",
		"1 2 O B C 3NT S 9", "1 2 C B C 3NT S 9",
		"2 3 O C D 4H E 10", "2 3 C C D 4H E 10",
	)
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Matches) != 3 || len(res.Standings) != 4 {
		t.Fatalf("%d matches, %d teams; want 3, 4", len(res.Matches), len(res.Standings))
	}
	for i, want := range []teams.MatchKey{{Round: 1, Home: "A", Away: "B"}, {Round: 1, Home: "B", Away: "C"}, {Round: 2, Home: "C", Away: "D"}} {
		if res.Matches[i].MatchKey != want {
			t.Errorf("match %d is %s, want %s", i, res.Matches[i].MatchKey, want)
		}
	}
}
