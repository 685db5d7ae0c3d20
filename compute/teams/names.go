package teams

import (
	"fmt"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Named is the session with the home and away teams of its one match
// named home and away (--home and --away), over what the input says: each
// result's teams, the rooms' NS and EW, and the rosters. An empty name
// leaves that team as the input names it. A name that differs from the
// input's is a warning; an input of several matches (other pairs of
// teams) is an error, since the names are those of one match.
func Named(s bridge.Session, home, away string) (bridge.Session, []*bridge.Error, error) {
	if home == "" && away == "" {
		return s, nil, nil
	}
	type pairing struct{ home, away string }
	var seen []pairing
	var first *bridge.Entry
	for i := range s.Entries {
		e := &s.Entries[i]
		if e.Room == bridge.NoRoom {
			continue
		}
		if first == nil {
			first = e
		}
		p := pairing{e.Home, e.Away}
		if !slices.Contains(seen, p) {
			seen = append(seen, p)
		}
	}
	var known []string
	for _, p := range seen {
		if p.home != "" && p.away != "" {
			known = append(known, bridge.Quote(p.home)+" v "+bridge.Quote(p.away))
		}
	}
	if len(known) > 1 {
		return s, nil, &bridge.Error{Context: "--home, --away", Err: fmt.Errorf("%w: they name the teams of one match, and the input has %d: %s (want one match, or the names in the file)",
			ErrNoTeams, len(known), strings.Join(known, ", "))}
	}
	if first == nil {
		return s, nil, nil
	}
	var old pairing
	for _, p := range seen {
		old.home, old.away = max(old.home, p.home), max(old.away, p.away)
	}
	var warns []*bridge.Error
	for _, x := range []struct{ flag, given, file, which string }{{"--home", home, old.home, "home"}, {"--away", away, old.away, "away"}} {
		if x.given != "" && x.file != "" && x.given != x.file {
			warns = append(warns, bridge.Errorf(first.Pos, x.flag+" "+bridge.Quote(x.given), "the input names the %s team %s; %s wins", x.which, bridge.Quote(x.file), x.flag))
		}
	}
	newHome, newAway := old.home, old.away
	if home != "" {
		newHome = home
	}
	if away != "" {
		newAway = away
	}
	rename := func(id string) string {
		switch {
		case id != "" && id == old.home:
			return newHome
		case id != "" && id == old.away:
			return newAway
		}
		return id
	}
	out := s
	out.Entries = slices.Clone(s.Entries)
	for i := range out.Entries {
		e := &out.Entries[i]
		if e.Room == bridge.NoRoom {
			continue
		}
		e.Home, e.Away = newHome, newAway
		if e.Room == bridge.OpenRoom {
			e.NS, e.EW = newHome, newAway
		} else {
			e.NS, e.EW = newAway, newHome
		}
	}
	out.Pairs = slices.Clone(s.Pairs)
	for i := range out.Pairs {
		out.Pairs[i].ID = rename(out.Pairs[i].ID)
	}
	out.Decisions = slices.Clone(s.Decisions)
	for i := range out.Decisions {
		d := &out.Decisions[i]
		d.Home, d.Away = rename(d.Home), rename(d.Away)
	}
	return out, warns, nil
}
