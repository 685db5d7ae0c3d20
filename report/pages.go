package report

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/translit"
)

// Page names. Every page of an event is named from its key: a board by its
// number ("board-7"), a pair by section, direction and id
// ("pair-a-ns-3"), a team by its name ("team-lokomotiv-novosibirsk"), a
// match by round, home and away ("match-2-lions-tigers"). Each part taken
// from the input is a slug (translit.Slug, the rule of batch folders:
// a-z, 0-9, "-" and "_", Cyrillic transliterated, accents dropped), so a
// name is always a plain, readable file name, whatever the input holds.
//
// A part gets "-" and translit.Hash of its exact text when its slug is
// empty (an id of emoji or Hebrew: the hash alone) or had to be cut to
// PartMax bytes. A page whose name another page of the event would share
// (names are lower case, so this is also the case-insensitive test) gets
// "-" and translit.Hash of its exact key, and so does every other page of
// its group: no page keeps an address that a newcomer could take, and the
// names do not depend on the order of the pairs or teams. Should two pages
// still share a name (the hashes of two keys agree), each gets "-n1",
// "-n2", ... in the order of their keys' texts.
const (
	// PartMax is the most bytes of a part's slug a page name keeps.
	PartMax = 40
	// NameMax bounds the length of a page's file name, ".html" included:
	// "pair-", three parts of at most PartMax+9 bytes and their two "-",
	// a collision's hash (9 bytes), a number ("-n" and at most 10 digits)
	// and ".html" (a match, with its round of at most 20 bytes and two
	// parts, stays under 155).
	NameMax = 180
)

// Pages holds the page names of one event's pairs, teams and matches. The
// zero value names nothing.
type Pages struct {
	pairs   map[pairs.PairKey]string
	teams   map[string]string
	matches map[teams.MatchKey]string
}

// Pair is the page of a pair, without ".html"; "" for a pair the event
// does not have.
func (p Pages) Pair(k pairs.PairKey) string { return p.pairs[k] }

// Team is the page of a team; "" for a team the event does not have.
func (p Pages) Team(name string) string { return p.teams[name] }

// Match is the page of a match; "" for a match the event does not have.
func (p Pages) Match(k teams.MatchKey) string { return p.matches[k] }

// PairPages names the score cards of a pairs event: keys are every pair
// of the event, in any order (repeats are ignored).
func PairPages(keys []pairs.PairKey) Pages { return contestantPages("pair-", keys) }

// PlayerPages names the score cards of an individual's players ("player-"
// and the player's section and number).
func PlayerPages(keys []pairs.PairKey) Pages { return contestantPages("player-", keys) }

// contestantPages names the pages of pairs or players.
func contestantPages(prefix string, keys []pairs.PairKey) Pages {
	keys = uniq(keys, func(a, b pairs.PairKey) int {
		return cmp.Or(cmp.Compare(a.Section, b.Section), cmp.Compare(a.Direction.String(), b.Direction.String()), cmp.Compare(a.ID, b.ID))
	})
	names := make([]name, len(keys))
	for i, k := range keys {
		var b strings.Builder
		b.WriteString(prefix)
		b.WriteString(part(k.Section))
		if k.Direction != bridge.DirectionNone {
			b.WriteByte('-')
			b.WriteString(part(k.Direction.String()))
		}
		b.WriteByte('-')
		b.WriteString(part(k.ID))
		names[i] = name{base: b.String(), key: k.Section + "\x00" + k.Direction.String() + "\x00" + k.ID}
	}
	p := Pages{pairs: make(map[pairs.PairKey]string, len(keys))}
	for i, n := range unique(names) {
		p.pairs[keys[i]] = n
	}
	return p
}

// TeamPages names the pages of a team event: the teams (by name) and the
// matches, in any order (repeats are ignored).
func TeamPages(names []string, matches []teams.MatchKey) Pages {
	names = uniq(names, strings.Compare)
	matches = uniq(matches, func(a, b teams.MatchKey) int {
		return cmp.Or(cmp.Compare(a.Round, b.Round), cmp.Compare(a.Home, b.Home), cmp.Compare(a.Away, b.Away))
	})
	p := Pages{teams: make(map[string]string, len(names)), matches: make(map[teams.MatchKey]string, len(matches))}
	tn := make([]name, len(names))
	for i, t := range names {
		tn[i] = name{base: "team-" + part(t), key: t}
	}
	for i, n := range unique(tn) {
		p.teams[names[i]] = n
	}
	mn := make([]name, len(matches))
	for i, k := range matches {
		r := strconv.Itoa(k.Round)
		mn[i] = name{base: "match-" + r + "-" + part(k.Home) + "-" + part(k.Away), key: r + "\x00" + k.Home + "\x00" + k.Away}
	}
	for i, n := range unique(mn) {
		p.matches[matches[i]] = n
	}
	return p
}

// uniq is keys sorted and without repeats, in a new slice.
func uniq[T any](keys []T, compare func(a, b T) int) []T {
	keys = slices.Clone(keys)
	slices.SortFunc(keys, compare)
	return slices.CompactFunc(keys, func(a, b T) bool { return compare(a, b) == 0 })
}

// part is a text from the input as a part of a page name: its slug, with
// its hash when the slug is empty or cut.
func part(text string) string {
	full := translit.Slug(text, 0)
	s := translit.Cut(full, PartMax)
	switch {
	case s == "":
		return translit.Hash(text)
	case s != full:
		return s + "-" + translit.Hash(text)
	}
	return s
}

// name is a page's name in the making: base from its parts, key the exact
// text that tells it from every other page.
type name struct{ base, key string }

// unique gives every page its name: its base, unless another page shares
// it (see Pages). Each round gives every page of a shared name that has
// no suffix yet the hash of its key; a group whose pages all have one
// (their hashes agree) gets "-n1", "-n2", ... by key. A name with a hash
// ends in 8 hex digits, one with a number in "n" and digits, so neither
// kind can meet a name of the other kind or of its own kind again: only a
// name without a suffix can, and it then gets one. So this ends after at
// most two changes per page.
func unique(names []name) []string {
	out := make([]string, len(names))
	level := make([]int, len(names))
	for i, n := range names {
		out[i] = n.base
	}
	for {
		groups := map[string][]int{}
		for i, n := range out {
			groups[n] = append(groups[n], i)
		}
		changed := false
		for _, g := range groups {
			if len(g) < 2 {
				continue
			}
			plain := false
			for _, i := range g {
				if level[i] == 0 {
					out[i] += "-" + translit.Hash(names[i].key)
					level[i] = 1
					plain, changed = true, true
				}
			}
			if plain {
				continue
			}
			slices.SortFunc(g, func(a, b int) int { return strings.Compare(names[a].key, names[b].key) })
			for j, i := range g {
				out[i] += "-n" + strconv.Itoa(j+1)
				level[i] = 2
			}
			changed = true
		}
		if !changed {
			return out
		}
	}
}
