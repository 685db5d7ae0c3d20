package players

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// cluster is a guest as known so far: his member number ("" when none),
// the names he was written with and where each was first seen.
type cluster struct {
	number string
	names  []string
	first  []int // appearance of each name's first sight
	apps   []int
	parent int // union-find: itself when a root
}

// guests matches the appearances the register did not take among
// themselves and gives each guest an identity.
func (m *matcher) guests(apps []int) {
	var cs []*cluster
	byKey := map[string]int{}
	for _, i := range apps {
		a := m.seen[i]
		key := "=" + m.prepared(a.Name).same
		if a.Number != "" {
			key = "#" + normNumber(a.Number)
		}
		ci, ok := byKey[key]
		if !ok {
			ci = len(cs)
			byKey[key] = ci
			c := &cluster{parent: ci}
			if a.Number != "" {
				c.number = normNumber(a.Number)
			}
			cs = append(cs, c)
		}
		c := cs[ci]
		c.apps = append(c.apps, i)
		if !slices.Contains(c.names, a.Name) {
			c.names = append(c.names, a.Name)
			c.first = append(c.first, i)
		}
	}
	g := &guestSet{m: m, cs: cs}
	g.numbersWithTwoNames()
	g.sameNames()
	g.transliterated()
	g.initials()
	g.identities()
}

type guestSet struct {
	m  *matcher
	cs []*cluster
}

func (g *guestSet) find(i int) int {
	for g.cs[i].parent != i {
		g.cs[i].parent = g.cs[g.cs[i].parent].parent
		i = g.cs[i].parent
	}
	return i
}

// union merges the clusters of a and b, the earlier one the root.
func (g *guestSet) union(a, b int) {
	a, b = g.find(a), g.find(b)
	if a == b {
		return
	}
	if b < a {
		a, b = b, a
	}
	ca, cb := g.cs[a], g.cs[b]
	cb.parent = a
	if ca.number == "" {
		ca.number = cb.number
	}
	for k, n := range cb.names {
		if !slices.Contains(ca.names, n) {
			ca.names = append(ca.names, n)
			ca.first = append(ca.first, cb.first[k])
		}
	}
	ca.apps = append(ca.apps, cb.apps...)
}

// numbered reports whether the two clusters carry different member
// numbers, which are never one player.
func (g *guestSet) twoNumbers(a, b int) bool {
	na, nb := g.cs[g.find(a)].number, g.cs[g.find(b)].number
	return na != "" && nb != "" && na != nb
}

func (g *guestSet) roots() []int {
	var out []int
	for i := range g.cs {
		if g.find(i) == i {
			out = append(out, i)
		}
	}
	return out
}

// level is the closest level of any two names of clusters a and b.
func (g *guestSet) level(a, b int) Level {
	best := Different
	for _, x := range g.cs[a].names {
		for _, y := range g.cs[b].names {
			best = min(best, g.m.prepared(x).compare(g.m.prepared(y)))
		}
	}
	return best
}

// names lists a cluster's names with where each was first seen.
func (g *guestSet) names(c int) string {
	cl := g.cs[c]
	parts := make([]string, len(cl.names))
	for k := range cl.names {
		parts[k] = g.m.at(cl.first[k])
	}
	return strings.Join(parts, " and ")
}

// numbersWithTwoNames warns of one member number written with names that
// do not agree: one player (the number says so), but a doubtful one.
func (g *guestSet) numbersWithTwoNames() {
	for c, cl := range g.cs {
		if cl.number == "" || len(cl.names) < 2 {
			continue
		}
		for k := 1; k < len(cl.names); k++ {
			if g.m.prepared(cl.names[0]).compare(g.m.prepared(cl.names[k])) == Different {
				g.m.warn(fmt.Sprintf("guest number\x00%d", c), cl.names,
					"one member number is written with the names %s: taken as one player", g.names(c))
				break
			}
		}
	}
}

// sameNames joins a name written without a number to the one numbered
// guest written with the same name; with several, it stays apart.
func (g *guestSet) sameNames() {
	numbered := map[string][]int{} // Normal name → numbered roots written so
	for _, n := range g.roots() {
		if g.cs[n].number == "" {
			continue
		}
		for _, name := range g.cs[n].names {
			k := g.m.prepared(name).same
			if !slices.Contains(numbered[k], n) {
				numbered[k] = append(numbered[k], n)
			}
		}
	}
	for _, u := range g.roots() {
		if g.cs[u].number != "" {
			continue
		}
		var with []int
		for _, name := range g.cs[u].names {
			for _, n := range numbered[g.m.prepared(name).same] {
				if !slices.Contains(with, n) {
					with = append(with, n)
				}
			}
		}
		slices.Sort(with)
		switch {
		case len(with) == 1:
			g.union(u, with[0])
		case len(with) > 1:
			g.ambiguous(u, with)
		}
	}
}

// byWord groups the roots by the skeletons of their names (whole, when
// words is true: by each whole word's skeleton), each group in order.
func (g *guestSet) byWord(words bool) (keys []string, groups map[string][]int) {
	groups = map[string][]int{}
	for _, r := range g.roots() {
		for _, name := range g.cs[r].names {
			p := g.m.prepared(name)
			ks := []string{p.skel}
			if words {
				ks = ks[:0]
				for _, w := range p.words {
					if !w.initial {
						ks = append(ks, w.skel)
					}
				}
			}
			for _, k := range ks {
				if _, ok := groups[k]; !ok {
					keys = append(keys, k)
				}
				if !slices.Contains(groups[k], r) {
					groups[k] = append(groups[k], r)
				}
			}
		}
	}
	return keys, groups
}

// transliterated joins guests whose names are the same in Latin letters,
// with a warning; never two different member numbers.
func (g *guestSet) transliterated() {
	keys, groups := g.byWord(false)
	for _, k := range keys {
		rs := groups[k]
		for x, a := range rs {
			for _, b := range rs[x+1:] {
				a, b := g.find(a), g.find(b)
				if a == b || g.level(a, b) != Transliterated {
					continue
				}
				if g.twoNumbers(a, b) {
					g.ambiguousPair(a, b)
					continue
				}
				g.m.warn(fmt.Sprintf("one\x00%d\x00%d", a, b), append(append([]string(nil), g.cs[a].names...), g.cs[b].names...),
					"%s are taken as one player (by transliteration); a register confirms or parts them", g.names2(a, b))
				g.union(a, b)
			}
		}
	}
}

// initials joins a guest to the one other guest his name agrees with by
// initials when that one agrees with no other; where either agrees with
// several, they stay apart with a warning.
func (g *guestSet) initials() {
	rs := g.roots()
	partners := map[int][]int{}
	done := map[[2]int]bool{}
	keys, groups := g.byWord(true)
	for _, k := range keys {
		grp := groups[k]
		for x, a := range grp {
			for _, b := range grp[x+1:] {
				if done[[2]int{a, b}] {
					continue
				}
				done[[2]int{a, b}] = true
				if g.twoNumbers(a, b) || g.level(a, b) != Initials {
					continue
				}
				partners[a] = append(partners[a], b)
				partners[b] = append(partners[b], a)
			}
		}
	}
	for _, ps := range partners {
		slices.Sort(ps)
	}
	for _, a := range rs {
		ps := partners[a]
		switch {
		case len(ps) == 1 && len(partners[ps[0]]) == 1 && a < ps[0]:
			b := ps[0]
			g.m.warn(fmt.Sprintf("one\x00%d\x00%d", a, b), append(append([]string(nil), g.cs[a].names...), g.cs[b].names...),
				"%s are taken as one player (by initials); a register confirms or parts them", g.names2(a, b))
			g.union(a, b)
		case len(ps) > 1:
			g.ambiguous(a, ps)
		}
	}
}

func (g *guestSet) names2(a, b int) string { return g.names(a) + " and " + g.names(b) }

// ambiguous warns that guest a may be any of others, kept apart.
func (g *guestSet) ambiguous(a int, others []int) {
	names := append([]string(nil), g.cs[a].names...)
	parts := make([]string, len(others))
	for k, o := range others {
		names = append(names, g.cs[o].names...)
		parts[k] = g.names(o)
	}
	numbered := 0
	for _, o := range others {
		if g.cs[g.find(o)].number != "" {
			numbered++
		}
	}
	if numbered == len(others) { // apart by their numbers, which no message shows
		g.m.warn(fmt.Sprintf("may\x00%d", a), names, "%s may be the same player as %s, who carry different member numbers: kept apart; a register with their numbers tells",
			g.names(a), strings.Join(parts, " or "))
		return
	}
	g.m.warn(fmt.Sprintf("may\x00%d", a), names, "%s may be the same player as %s: kept apart; a register with their spellings tells",
		g.names(a), strings.Join(parts, " or "))
}

func (g *guestSet) ambiguousPair(a, b int) {
	g.m.warn(fmt.Sprintf("pair\x00%d\x00%d", a, b), append(append([]string(nil), g.cs[a].names...), g.cs[b].names...),
		"%s are written alike but carry different member numbers: kept apart", g.names2(a, b))
}

// identities gives every guest a key and a name: his fullest spelling
// (most whole words, then most words, then most letters), the first seen
// among equals.
func (g *guestSet) identities() {
	for _, r := range g.roots() {
		cl := g.cs[r]
		best := 0
		for k := 1; k < len(cl.names); k++ {
			if fuller(g.m.prepared(cl.names[k]), g.m.prepared(cl.names[best])) {
				best = k
			}
		}
		id := Identity{Key: uniqueKey(cl.names[best], g.m.used), Name: cl.names[best], Player: -1, How: Guest}
		for _, i := range cl.apps {
			g.m.out[i] = id
		}
	}
}

// fuller reports whether a is a fuller spelling than b: more whole words,
// then more words, then longer.
func fuller(a, b prepared) bool {
	wa, wb := wholeWords(a), wholeWords(b)
	if wa != wb {
		return wa > wb
	}
	if len(a.words) != len(b.words) {
		return len(a.words) > len(b.words)
	}
	return utf8.RuneCountInString(a.same) > utf8.RuneCountInString(b.same)
}

func wholeWords(p prepared) int {
	n := 0
	for _, w := range p.words {
		if !w.initial {
			n++
		}
	}
	return n
}
