package teams

import (
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// applyDecisions attaches the decisions of a decisions file to the room
// entries they name, on a copy, so re-scoring with an edited file starts
// from the travellers again. A decision names its table by board, room,
// home and away team (and round, needed only when the two teams meet more
// than once). An artificial or assigned score for a room without an entry
// becomes an entry of its own. A penalty stacks on the room's other
// decision; two decisions that each give the room's score conflict. The
// penalties that stand beside another decision come back apart.
func applyDecisions(entries []bridge.Entry, decisions []bridge.Decision, fail func(*bridge.Error)) ([]bridge.Entry, []penalty) {
	if len(decisions) == 0 {
		return entries, nil
	}
	out := slices.Clone(entries)
	type table struct {
		section    string
		board      int
		room       bridge.Room
		home, away string
	}
	at := map[table][]int{}
	for i := range out {
		e := &out[i]
		k := table{bridge.SectionKey(e.Section), e.Board, e.Room, e.Home, e.Away}
		at[k] = append(at[k], i)
	}
	type stack struct {
		i   int
		adj *bridge.Adjustment
	}
	var stacked []stack
	for _, d := range decisions {
		adj := d.Adjust
		ctx := decisionContext(&d)
		if d.Room == bridge.NoRoom {
			fail(bridge.Errorf(adj.Pos, ctx, "%w: %s names pairs, and this is a team event (want round, room, home and away columns)", ErrDecision, bridge.Quote(adj.Text)))
			continue
		}
		k := table{bridge.SectionKey(d.Section), d.Board, d.Room, d.Home, d.Away}
		var found []int
		for _, i := range at[k] {
			if d.Round == 0 || out[i].Round == 0 || out[i].Round == d.Round {
				found = append(found, i)
			}
		}
		if len(found) > 1 {
			var rounds []string
			for _, i := range found {
				rounds = append(rounds, strconv.Itoa(out[i].Round))
			}
			fail(bridge.Errorf(adj.Pos, ctx, "%w: %s and %s play this board in rounds %s (want the round)", ErrDecision, d.Home, d.Away, strings.Join(rounds, ", ")))
			continue
		}
		if len(found) == 0 {
			switch adj.Kind {
			case bridge.AdjArtificial, bridge.AdjAssigned:
				e := bridge.Entry{Pos: adj.Pos, Section: d.Section, Board: d.Board, Round: d.Round, Room: d.Room, Home: d.Home, Away: d.Away, Adjust: &adj}
				e.NS, e.EW = d.Home, d.Away
				if d.Room == bridge.ClosedRoom {
					e.NS, e.EW = d.Away, d.Home
				}
				e.Kind = bridge.Artificial
				if adj.Kind == bridge.AdjAssigned {
					e.Kind = bridge.Assigned
				}
				at[k] = append(at[k], len(out))
				out = append(out, e)
			default:
				fail(bridge.Errorf(adj.Pos, ctx, "%w: %s %s needs the room's result, and the travellers have none (want the result, or an artificial or assigned score)", ErrDecision, adj.Kind, bridge.Quote(adj.Text)))
			}
			continue
		}
		i := found[0]
		pen, err := bridge.Decide(&out[i], &adj, "room")
		if err != nil {
			fail(bridge.Errorf(adj.Pos, ctx, "%w", err))
			continue
		}
		if pen != nil {
			stacked = append(stacked, stack{i, pen})
		}
	}
	pens := make([]penalty, len(stacked))
	for j, st := range stacked {
		pens[j] = penalty{&out[st.i], st.adj}
	}
	return out, pens
}

// decisionContext names a decision's table: "board 4, round 2, Lions v
// Tigers, open room".
func decisionContext(d *bridge.Decision) string {
	c := bridge.BoardLabel(d.Board)
	if d.Round > 0 {
		c += ", round " + strconv.Itoa(d.Round)
	}
	if d.Room == bridge.NoRoom {
		return c + ", NS " + d.NS + " v EW " + d.EW
	}
	return c + ", " + d.Home + " v " + d.Away + ", " + d.Room.Name() + " room"
}
