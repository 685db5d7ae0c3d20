package pbn

import (
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// An individual event, in PBN, seats players and not pairs. The PBN 2.1
// standard names its competition [Competition "Individuals"], its
// ScoreTable's player columns PlayerId_North, PlayerId_East,
// PlayerId_South and PlayerId_West, and its TotalScoreTable's player
// column PlayerId (with Name or Names). The reader fills Entry.Seats and
// Session.Players from them and leaves Entry.NS and EW empty: the round's
// partnerships are the scoring's to make.
//
//   - A game of one result ([Contract]) of an individual seats the players
//     of its [North], [East], [South] and [West] tags, each by the
//     PlayerId of the TotalScoreTable row whose name is the tag's (names
//     compare without case), else by the PlayerId the tag holds, else by
//     the name itself (resolveSeats, once every game is read: the table
//     is often in the last game).
//   - A ScoreTable row with PlayerId_ columns seats the players it names.
//   - A TotalScoreTable with a PlayerId column gives the players; a name
//     seated that none of its rows has is a player of its own, its name
//     its id.
//
// A game is an individual's when it says [Competition "Individuals"] (as
// every game of an individual's file does, by "#" or written out), or
// names no competition in a file whose TotalScoreTable lists players.

// seatColumnNames are a ScoreTable's player columns, in seat order.
var seatColumnNames = [4]string{"PlayerId_North", "PlayerId_East", "PlayerId_South", "PlayerId_West"}

// playerTags are the tags of the players of a game, in seat order.
var playerTags = [4]string{"North", "East", "South", "West"}

// isIndividuals reports whether a [Competition] value names an individual
// competition.
func isIndividuals(v string) bool {
	return strings.EqualFold(v, "Individuals") || strings.EqualFold(v, "Individual")
}

// individualFile reports whether the file is an individual's by its
// TotalScoreTable, which lists players (PlayerId, and no PairId). One
// game's [Competition "Individuals"] does not make the others an
// individual's: the PBN reference suite has a game of each competition.
func individualFile(f *File) bool {
	for _, g := range f.Games {
		if t, ok := g.Get("TotalScoreTable"); ok && t.Table != nil && t.Table.Col("PlayerId") >= 0 && t.Table.Col("PairId") < 0 {
			return true
		}
	}
	return false
}

// individualGame reports whether a game of one result is an individual's:
// it says so, or names no competition in a file whose TotalScoreTable
// lists players.
func (m *mapper) individualGame(g *Game) bool {
	_, v := value(g, "Competition")
	return isIndividuals(v) || v == "" && m.individual
}

// seatPlayers seats an individual game's entry: the players of its four
// player tags, by name until resolveSeats gives them their ids. A tag
// missing is a seat left empty, with a warning.
func (m *mapper) seatPlayers(g *Game, ctx string, e *bridge.Entry) {
	var seats [4]string
	var missing []string
	for i, tag := range playerTags {
		seats[i] = m.player(g, ctx, tag)
		if seats[i] == "" {
			missing = append(missing, "["+tag+"]")
		}
	}
	e.Seats = &seats
	if len(missing) > 0 {
		m.Warn(&bridge.Error{Pos: g.Pos, Context: ctx, Err: formats.Cause(formats.ErrMissing,
			"an individual's game without %s: the seat is left empty (want the name of the player in each seat)", strings.Join(missing, ", "))})
	}
	m.byName = append(m.byName, len(m.s.Entries)) // the entry is added next
}

// rowSeats reads a ScoreTable row's player columns into e.Seats; false when
// the table has none.
func (st *scoreTableReader) rowSeats(row []Cell, e *bridge.Entry) bool {
	if !st.col.individual {
		return false
	}
	var seats [4]string
	for i, c := range st.col.seats {
		if cell, has := st.get(row, c); has {
			seats[i] = strings.TrimSpace(cell.Text)
		}
		if seats[i] == "-" {
			seats[i] = ""
		}
	}
	e.Seats = &seats
	return true
}

// totalScorePlayers reads an individual's TotalScoreTable: a player a
// row, PlayerId its id, Name (or Names) its name, a MemberID (or
// MemberID1) cell its member number, Section its section. The first row
// of an id in a section counts.
func (m *mapper) totalScorePlayers(t *Tag) {
	tbl := t.Table
	iID, iSec := tbl.Col("PlayerId"), tbl.Col("Section")
	iName := tbl.Col("Name")
	if iName < 0 {
		iName = tbl.Col("Names")
	}
	iMember := tbl.Col("MemberID")
	if iMember < 0 {
		iMember = tbl.Col("MemberID1")
	}
	for _, row := range tbl.Rows {
		id := row[iID]
		if id.Empty() || strings.TrimSpace(id.Text) == "-" {
			continue
		}
		p := bridge.Player{ID: strings.TrimSpace(id.Text), Pos: id.Pos}
		if iName >= 0 && !row[iName].Empty() {
			p.Name = strings.TrimSpace(row[iName].Text)
		}
		if iMember >= 0 && !row[iMember].Empty() {
			p.Member = strings.TrimSpace(row[iMember].Text)
		}
		if iSec >= 0 && !row[iSec].Empty() {
			p.Section = row[iSec].Text
		}
		m.addPlayer(p)
	}
}

// addPlayer adds a player unless its section (or every section, "") has
// one of its id.
func (m *mapper) addPlayer(p bridge.Player) {
	if m.hasPlayer(p.ID, p.Section) {
		return
	}
	if m.playerIDs == nil {
		m.playerIDs = map[string][]int{}
	}
	m.playerIDs[p.ID] = append(m.playerIDs[p.ID], len(m.s.Players))
	m.s.Players = append(m.s.Players, p)
}

// sameSection reports whether two sections are one: by SectionKey, and
// "" (every section) being any.
func sameSection(a, b string) bool {
	return strings.TrimSpace(a) == "" || strings.TrimSpace(b) == "" || bridge.SectionKey(a) == bridge.SectionKey(b)
}

// resolveSeats gives the seats of the games of one result (byName) their
// players' ids, once every game is read: the PlayerId of the
// TotalScoreTable row whose Name is the seat's (without case), else the
// seat's text when it is a PlayerId, else the name itself, made a player
// of its own. A name that two players bear is kept as it is, with a
// warning.
func (m *mapper) resolveSeats() {
	if len(m.byName) == 0 {
		return
	}
	named := map[string][]int{} // a name in lower case -> its players
	for i, p := range m.s.Players {
		if n := strings.ToLower(strings.TrimSpace(p.Name)); n != "" {
			named[n] = append(named[n], i)
		}
	}
	warned := map[string]bool{}
	for _, i := range m.byName {
		e := &m.s.Entries[i]
		for s, name := range e.Seats {
			if name == "" {
				continue
			}
			var ids []string
			for _, j := range named[strings.ToLower(name)] {
				if p := &m.s.Players[j]; sameSection(p.Section, e.Section) {
					ids = append(ids, p.ID)
				}
			}
			switch {
			case len(ids) == 1:
				e.Seats[s] = ids[0]
			case len(ids) > 1:
				if !warned[strings.ToLower(name)] {
					warned[strings.ToLower(name)] = true
					m.Warn(&bridge.Error{Pos: e.Pos, Context: bridge.BoardLabel(e.Board), Err: formats.Cause(formats.ErrConflict,
						"player %s is the name of players %s in the TotalScoreTable: seated by the name (want one player of each name)", bridge.Quote(name), strings.Join(ids, " and "))})
				}
			case !m.hasPlayer(name, e.Section):
				m.addPlayer(bridge.Player{Section: e.Section, ID: name, Name: name, Pos: e.Pos})
			}
		}
	}
}

// hasPlayer reports whether a player of that id is in the section.
func (m *mapper) hasPlayer(id, section string) bool {
	for _, j := range m.playerIDs[id] {
		if sameSection(m.s.Players[j].Section, section) {
			return true
		}
	}
	return false
}
