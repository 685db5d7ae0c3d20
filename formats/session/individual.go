package session

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// individualNames gives the players of an individual session the names of
// its names files (pair, names: each row a player's number and name, as a
// traveller that seats players by number needs them): a row names the
// player of its id in its section (or in any section, without one), added
// when no input named it; a name another input gave otherwise is
// replaced, with a warning, as a pair's is. The names files' rows are then
// no pairs of the session. A pairs session keeps them as pairs.
func (ld *loader) individualNames() {
	s := &ld.out.Session
	if len(ld.namesFiles) == 0 || !s.Individual() {
		return
	}
	kept := s.Pairs[:0]
	for _, p := range s.Pairs {
		if !ld.namesFiles[p.Pos.File] {
			kept = append(kept, p)
			continue
		}
		name := bridge.JoinNames(p.Names)
		i := playerIndex(s.Players, p.ID, p.Section)
		if i < 0 {
			s.Players = append(s.Players, bridge.Player{Section: p.Section, ID: p.ID, Name: name, Pos: p.Pos})
			continue
		}
		q := &s.Players[i]
		if q.Name != "" && strings.TrimSpace(q.Name) != name {
			ld.out.Warnings = append(ld.out.Warnings, bridge.Errorf(p.Pos, "player "+p.ID,
				"%w: name %s, but %s names the player %s (the name given here is used)", formats.ErrConflict,
				bridge.Quote(name), q.Pos.File, bridge.Quote(q.Name)))
		}
		q.Name = name
	}
	s.Pairs = kept
}

// playerIndex is the index of the player of that id in the section ("" on
// either side: any section), -1 for none.
func playerIndex(players []bridge.Player, id, section string) int {
	for i, p := range players {
		if p.ID == id && (strings.TrimSpace(p.Section) == "" || strings.TrimSpace(section) == "" || bridge.SectionKey(p.Section) == bridge.SectionKey(section)) {
			return i
		}
	}
	return -1
}
