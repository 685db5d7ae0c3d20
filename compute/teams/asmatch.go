package teams

import (
	"errors"
	"fmt"
	"slices"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// ErrNotMatch: --teams was asked for a session that is not one match of
// two tables.
var ErrNotMatch = errors.New("not one team match")

// seatPair is who sat where at one table of a match: the NS and EW pairs.
type seatPair struct{ ns, ew string }

// matchShape finds the two tables of a session read without rooms that
// is one team match: every board has exactly two results, of the same two
// tables (the same NS and EW pairs) throughout, four different pairs, one
// section. It gives the tables, the first being the open room (the lower
// [Table] number of the first board when both are given, else the first
// result read), or the first entry that breaks the shape and why.
func matchShape(s bridge.Session) (tables [2]seatPair, bad *bridge.Entry, why string) {
	if len(s.Entries) == 0 {
		return tables, nil, "no results"
	}
	byBoard := map[int][]int{}
	var order []int
	for i, e := range s.Entries {
		if e.Room != bridge.NoRoom {
			return tables, &s.Entries[i], "it has rooms already"
		}
		if bridge.SectionKey(e.Section) != bridge.SectionKey(s.Entries[0].Section) {
			return tables, &s.Entries[i], fmt.Sprintf("section %s beside %s (want one section)", bridge.Quote(e.Section), bridge.Quote(s.Entries[0].Section))
		}
		if _, ok := byBoard[e.Board]; !ok {
			order = append(order, e.Board)
		}
		byBoard[e.Board] = append(byBoard[e.Board], i)
	}
	for _, b := range order {
		if n := len(byBoard[b]); n != 2 {
			return tables, &s.Entries[byBoard[b][0]], fmt.Sprintf("%s has %d results (want two: one in each room)", bridge.BoardLabel(b), n)
		}
	}
	first := byBoard[order[0]]
	a, b := s.Entries[first[0]], s.Entries[first[1]]
	if b.Table > 0 && a.Table > 0 && b.Table < a.Table {
		a, b = b, a
	}
	tables = [2]seatPair{{a.NS, a.EW}, {b.NS, b.EW}}
	if a.NS == "" || a.EW == "" || b.NS == "" || b.EW == "" || a.NS == b.NS || a.EW == b.EW {
		return tables, &s.Entries[first[0]], fmt.Sprintf("%s: its two tables are not four different pairs", bridge.BoardLabel(order[0]))
	}
	for _, bn := range order {
		for _, i := range byBoard[bn] {
			e := &s.Entries[i]
			if t := (seatPair{e.NS, e.EW}); t != tables[0] && t != tables[1] {
				return tables, e, fmt.Sprintf("%s: NS %s v EW %s is neither table of %s (NS %s v EW %s, NS %s v EW %s)",
					bridge.BoardLabel(bn), bridge.Quote(e.NS), bridge.Quote(e.EW), bridge.BoardLabel(order[0]),
					bridge.Quote(tables[0].ns), bridge.Quote(tables[0].ew), bridge.Quote(tables[1].ns), bridge.Quote(tables[1].ew))
			}
		}
		x, y := s.Entries[byBoard[bn][0]], s.Entries[byBoard[bn][1]]
		if (seatPair{x.NS, x.EW}) == (seatPair{y.NS, y.EW}) {
			return tables, &s.Entries[byBoard[bn][1]], fmt.Sprintf("%s: both results are of NS %s v EW %s (want one in each room)", bridge.BoardLabel(bn), bridge.Quote(x.NS), bridge.Quote(x.EW))
		}
	}
	return tables, nil, ""
}

// LooksLikeMatch is a warning when a session read without rooms has the
// shape of one team match (see matchShape), so that scoring it as pairs,
// where each pair meets only one other, is most likely a mistake; nil
// otherwise.
func LooksLikeMatch(s bridge.Session) *bridge.Error {
	// A pairs session shows a third result on a board after a few tables:
	// looked at first, it spares the pass over every result for rooms.
	if threeOnABoard(s.Entries) || HasTeams(s) {
		return nil
	}
	t, bad, _ := matchShape(s)
	if bad != nil || len(s.Entries) < 4 {
		return nil
	}
	return bridge.Errorf(s.Entries[0].Pos, "", "every board has two results, at the same two tables (NS %s v EW %s, NS %s v EW %s): a team match without rooms ([Room]), scored as pairs; give --teams to score it as a match",
		bridge.Quote(t[0].ns), bridge.Quote(t[0].ew), bridge.Quote(t[1].ns), bridge.Quote(t[1].ew))
}

// threeOnABoard tells that some board has more than two results, which no
// team match has: in a pairs session that is seen after a few tables,
// not after a pass over every result.
func threeOnABoard(entries []bridge.Entry) bool {
	n := map[int]int{}
	for i := range entries {
		b := entries[i].Board
		if n[b]++; n[b] > 2 {
			return true
		}
	}
	return false
}

// AsMatch is a session read without rooms scored as one team match
// (--teams): its two tables are the open and the closed room (see
// matchShape), the home team the open room's NS pair and the closed room's
// EW pair, named after them ("A & D") unless homeName and awayName (--home,
// --away) name them;
// the teams' rosters are those pairs' players. A session of another shape
// is an error at the result that breaks it.
func AsMatch(s bridge.Session, homeName, awayName string) (bridge.Session, error) {
	t, bad, why := matchShape(s)
	if why != "" {
		pos := bridge.Pos{}
		if bad != nil {
			pos = bad.Pos
		}
		return s, bridge.Errorf(pos, "--teams", "%w: %s", ErrNotMatch, why)
	}
	home, away := t[0].ns+" & "+t[1].ew, t[0].ew+" & "+t[1].ns
	if homeName != "" {
		home = homeName
	}
	if awayName != "" {
		away = awayName
	}
	out := s
	out.Entries = slices.Clone(s.Entries)
	for i := range out.Entries {
		e := &out.Entries[i]
		e.Home, e.Away = home, away
		if (seatPair{e.NS, e.EW}) == t[0] {
			e.Room, e.NS, e.EW = bridge.OpenRoom, home, away
		} else {
			e.Room, e.NS, e.EW = bridge.ClosedRoom, away, home
		}
	}
	// A pair's players, by its direction and id (a pairs session may number
	// both directions from 1); a pair named for both directions counts for
	// either.
	type key struct {
		dir bridge.Direction
		id  string
	}
	names := map[key][]string{}
	for _, p := range s.Pairs {
		k := key{p.Direction, p.ID}
		if names[k] == nil {
			names[k] = p.Names
		}
	}
	players := func(dir bridge.Direction, id string) []string {
		if n := names[key{dir, id}]; n != nil {
			return n
		}
		return names[key{bridge.DirectionNone, id}]
	}
	out.Pairs = []bridge.Pair{
		{Section: s.Entries[0].Section, ID: home, Names: append(slices.Clone(players(bridge.DirectionNS, t[0].ns)), players(bridge.DirectionEW, t[1].ew)...)},
		{Section: s.Entries[0].Section, ID: away, Names: append(slices.Clone(players(bridge.DirectionEW, t[0].ew)), players(bridge.DirectionNS, t[1].ns)...)},
	}
	return out, nil
}
