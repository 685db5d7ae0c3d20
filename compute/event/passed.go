package event

import (
	"fmt"
	"iter"
	"slices"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/teams"
)

// results are the results of a part of an event that a director reads as
// one: a team match, or a pairs section (the session when it has one
// section). Context names it ("round 10, Sweden v Norway", "section B",
// "" for a session), Whose says whose results they are in the warning
// ("the match's", "the section's", "the session's").
type results struct {
	context, whose string
	entries        iter.Seq[*bridge.Entry] // in board order, each a table's result
}

// passedOut warns of each part of the event whose every result is a
// pass-out without an auction, on two boards or more: a file that does
// not have the results may write them so (the EBL archive of the 1999
// European Team Championships has round 10, Sweden v Norway, as 40 games
// of [Contract "Pass"], [Score "NS 0"] and no auction). A board passed out
// at every table is a deal like any other; several boards in a row are
// not. They are scored as the input gives them (a pass-out is a result),
// and the warning says so: nothing is changed in silence. A table that
// did not play the board is not a result and does not count; any other
// result (played, adjusted, not scored) ends the suspicion, as does an
// auction (four passes given as calls are a record of play).
//
// Warning: "x.pbn:20:1: round 10, Sweden v Norway: all 40 of the match's
// results, on 20 boards, are pass-outs without an auction: scored as
// passed out; a file without the results may write them so (check that
// the input holds them)".
func passedOut(parts []results) []*bridge.Error {
	var warns []*bridge.Error
	for _, p := range parts {
		boards := map[int]bool{}
		n, all := 0, true
		var first *bridge.Entry
		for e := range p.entries {
			if e.Kind == bridge.NotPlayed {
				continue
			}
			if e.Kind != bridge.Played || !e.Play.Contract.IsPass() || len(e.Auction()) > 0 {
				all = false
				break
			}
			if first == nil {
				first = e
			}
			n++
			boards[e.Board] = true
		}
		if !all || len(boards) < 2 {
			continue
		}
		warns = append(warns, bridge.Errorf(first.Pos, p.context,
			"all %d of %s results, on %d boards, are pass-outs without an auction: scored as passed out; a file without the results may write them so (check that the input holds them)",
			n, p.whose, len(boards)))
	}
	return warns
}

// parts are the event's matches, or its sections, with their results:
// each part's results are walked in the event's own boards and lines
// (most walks stop at the first result), not gathered into a list of
// their own (a list of a pointer each was 40 MB at 1,000,000 results, its
// growth included).
func (r *Result) parts() []results {
	var out []results
	if r.Kind == Teams {
		for _, m := range r.Teams.Matches {
			out = append(out, results{context: fmt.Sprintf("round %d, %s v %s", m.Round, m.Home, m.Away), whose: "the match's",
				entries: func(yield func(*bridge.Entry) bool) {
					for i := range m.Boards {
						b := &m.Boards[i]
						for _, room := range []*teams.Room{&b.Open, &b.Closed} {
							if !room.Absent && !yield(&room.Entry) {
								return
							}
						}
					}
				}})
		}
		return out
	}
	var sections []string // in the order of their first line
	last := ""
	for _, b := range r.Pairs.Boards {
		for i := range b.Lines {
			if sec := b.Lines[i].Section(); sec != last || len(sections) == 0 {
				if !slices.Contains(sections, sec) {
					sections = append(sections, sec)
				}
				last = sec
			}
		}
	}
	for _, sec := range sections {
		out = append(out, results{context: "section " + sec, whose: "the section's",
			entries: func(yield func(*bridge.Entry) bool) {
				for _, b := range r.Pairs.Boards {
					for i := range b.Lines {
						if l := &b.Lines[i]; l.Section() == sec && !yield(l.Entry) {
							return
						}
					}
				}
			}})
	}
	if len(out) == 1 {
		out[0].context, out[0].whose = "", "the session's"
	}
	return out
}
