package event

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// ExtrasEvent is the event as package extras reads it, whatever its
// kind: each ranking of a pairs event (an individual's players'), or a
// team event's standings, its contestants' places and scores, and each
// contestant's players by name and member number as the input gives them
// (their masterpoints and handicaps are the register's, for the caller
// to fill).
//
// A ranking's tables are those of its section (across the sections, of
// every section): its contestants and those of the section's other
// ranking (a Mitchell's other direction), two pairs or four players a
// table, a half table counting ½; a team event's, one a team.
func (r *Result) ExtrasEvent() extras.Event {
	if r.Kind == Teams {
		return r.teamsExtras()
	}
	ev := extras.Event{Form: awards.Pairs, Percent: r.Pairs.Method == pairs.Matchpoints}
	seats := int64(2)
	if r.Kind == Individual {
		ev.Form, seats = awards.Individual, 4
	}
	inSection := map[string]int{}
	for _, rk := range r.Pairs.Rankings {
		inSection[rk.Section] += len(rk.Rows)
	}
	for _, rk := range r.Pairs.Rankings {
		out := extras.Ranking{Name: rankingName(rk), Section: rk.Section, Winners: 1,
			Tables: exact.Frac(int64(inSection[rk.Section]), seats)}
		if rk.Direction != bridge.DirectionNone {
			out.Winners = 2
		}
		for _, st := range rk.Rows {
			c := extras.Contestant{ID: st.Pair.String(), Rank: st.Rank, Tied: st.Tied, Unranked: st.Unranked,
				Score: st.Percent, Boards: st.Boards, Players: players(st.Names, st.Members)}
			if !ev.Percent {
				c.Score = st.Average
			}
			if rk.Section != "" && len(r.Pairs.Sections) > 1 {
				c.ID = rk.Section + " " + c.ID
			}
			out.Contestants = append(out.Contestants, c)
		}
		ev.Rankings = append(ev.Rankings, out)
	}
	return ev
}

// teamsExtras is a team event's standings as one ranking.
func (r *Result) teamsExtras() extras.Event {
	boards := len(r.Boards())
	rk := extras.Ranking{Winners: 1, Tables: exact.Int(int64(len(r.Teams.Standings)))}
	for _, st := range r.Teams.Standings {
		rk.Contestants = append(rk.Contestants, extras.Contestant{ID: st.Team, Rank: st.Rank, Tied: st.Tied,
			Score: exact.Frac(int64(st.VP), 100), Boards: boards, Players: players(st.Names, nil)})
	}
	return extras.Event{Form: awards.Teams, Rankings: []extras.Ranking{rk}}
}

// rankingName is "A NS", "NS", "A" or "".
func rankingName(rk pairs.Ranking) string {
	var parts []string
	if rk.Section != "" {
		parts = append(parts, rk.Section)
	}
	if rk.Direction != bridge.DirectionNone {
		parts = append(parts, rk.Direction.String())
	}
	return strings.Join(parts, " ")
}

// players are a contestant's players as the input names them.
func players(names, members []string) []extras.Player {
	out := make([]extras.Player, len(names))
	for i, n := range names {
		out[i].Name = n
		if i < len(members) {
			out[i].Member = members[i]
		}
	}
	return out
}
