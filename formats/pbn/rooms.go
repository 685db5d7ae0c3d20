package pbn

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// teamGame reads the room and the teams of a team match's game ([Room],
// [HomeTeam], [VisitTeam]): the home team sits NS in the open room and EW in
// the closed one, so NS and EW become the teams of this room. It reports
// whether the game is one.
func (m *mapper) teamGame(g *Game, ctx string, e *bridge.Entry) bool {
	rt, room := value(g, "Room")
	if room == "" {
		return m.roomless(g, ctx, e)
	}
	r, err := bridge.ParseRoom(room)
	if err != nil {
		m.bad(rt, ctx, formats.ErrValue, "%w", err)
		return false
	}
	_, home := value(g, "HomeTeam")
	_, away := value(g, "VisitTeam")
	_, event := value(g, "Event")
	if event == "#" {
		event = m.team.event
	}
	// Vugraph exports name the teams in the first game of a match only:
	// a later game of the same event that leaves them out (or writes "#"
	// with nothing to inherit) has the earlier game's. A game that still
	// has none is left without: compute/teams asks for the names, or for
	// --home and --away.
	if event == m.team.event || event == "" {
		if home == "" || home == "#" {
			home = m.team.home
		}
		if away == "" || away == "#" {
			away = m.team.away
		}
	}
	if home == "#" {
		home = ""
	}
	if away == "#" {
		away = ""
	}
	if home != "" || away != "" {
		if event == "" {
			event = m.team.event
		}
		m.team = teamNames{event: event, home: home, away: away}
	}
	e.Room, e.Home, e.Away = r, home, away
	if r == bridge.OpenRoom {
		e.NS, e.EW = home, away
	} else {
		e.NS, e.EW = away, home
	}
	m.rosters(g, e)
	return true
}

// roomless reads a game of a team competition ([Competition "Teams"],
// a PBN 2.1 tag) that names its teams but not its room, as RealBridge
// writes them: [HomeTeam] is the team sitting NS at the game's table and
// [VisitTeam] the team EW, the two tables of a match naming them the
// other way round. The rooms are set when every game is read
// (setRooms). It reports whether the game is one.
func (m *mapper) roomless(g *Game, ctx string, e *bridge.Entry) bool {
	_, comp := value(g, "Competition")
	_, home := value(g, "HomeTeam")
	_, away := value(g, "VisitTeam")
	if !strings.EqualFold(comp, "Teams") || home == "" || away == "" || home == "#" || away == "#" || strings.EqualFold(home, away) {
		return false
	}
	if len(m.noRoom) == 0 {
		t, _ := g.Get("Competition")
		m.warnTag(t, ctx, "team games without [Room]: each game's [HomeTeam] is read as the team NS at its table, as RealBridge writes them; "+
			"a match's open room is the table where the team NS at its first table (by board, then [Table]) sits NS")
	}
	e.NS, e.EW = home, away
	m.noRoom = append(m.noRoom, len(m.s.Entries)) // the entry is added next
	m.rosters(g, e)
	return true
}

// setRooms sets the rooms, home and away teams of the entries roomless
// read: a match (the two teams) has its home team NS in the open room, the
// team NS at its first table, by board and then table number.
func (m *mapper) setRooms() {
	type match struct{ a, b string }
	key := func(e *bridge.Entry) match {
		if e.NS < e.EW {
			return match{e.NS, e.EW}
		}
		return match{e.EW, e.NS}
	}
	first := map[match]*bridge.Entry{}
	for _, i := range m.noRoom {
		e := &m.s.Entries[i]
		k := key(e)
		if f := first[k]; f == nil || e.Board < f.Board || e.Board == f.Board && e.Table < f.Table {
			first[k] = e
		}
	}
	home := map[match][2]string{}
	for k, f := range first {
		home[k] = [2]string{f.NS, f.EW}
	}
	for _, i := range m.noRoom {
		e := &m.s.Entries[i]
		h := home[key(e)]
		e.Home, e.Away, e.Room = h[0], h[1], bridge.OpenRoom
		if e.NS != h[0] {
			e.Room = bridge.ClosedRoom
		}
	}
}

// rosters adds a team game's players to the rosters of its teams.
func (m *mapper) rosters(g *Game, e *bridge.Entry) {
	_, north := value(g, "North")
	_, south := value(g, "South")
	_, east := value(g, "East")
	_, west := value(g, "West")
	m.addPair(bridge.Pair{Section: e.Section, ID: e.NS, Names: playerNames(north, south), Pos: g.Pos})
	m.addPair(bridge.Pair{Section: e.Section, ID: e.EW, Names: playerNames(east, west), Pos: g.Pos})
}

// teamNames are a team game's event and teams.
type teamNames struct{ event, home, away string }
