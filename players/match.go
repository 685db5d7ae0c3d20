package players

import (
	"fmt"
	"slices"
	"strings"
)

// Appearance is a player as one session writes him.
type Appearance struct {
	Name   string // as written
	Number string // the member number the session gives, "" when none
	Where  string // where, for messages: "2026-05-04, pair 7"
}

// How says how an appearance was matched.
type How uint8

const (
	ByNumber          How = iota // his member number is in the register
	ByName                       // his name, or one of its spellings in the register
	ByTransliteration            // the register's name in another script or spelling
	ByInitials                   // the register's name, with initials
	Guest                        // not in the register (or no register): known by his name
)

var howNames = []string{"number", "name", "transliteration", "initials", "guest"}

func (h How) String() string {
	if int(h) < len(howNames) {
		return howNames[h]
	}
	return "How(?)"
}

// Identity is the player an appearance is.
type Identity struct {
	// Key names the player in published pages and files; the same for
	// every appearance of one player. It is made from a name, never from
	// a member number.
	Key string
	// Name is the name to show: the register's, or a guest's fullest
	// spelling.
	Name string
	// Player is his index in the register's Players; -1 for a guest.
	Player int
	How    How
}

// Warning is a doubtful match: two players one name could be, or two
// spellings taken as one player. It names the written names and where
// each was first seen, never a member number.
type Warning struct {
	Names []string
	Text  string
}

func (w Warning) String() string { return w.Text }

// Match finds the player of each appearance of a season. With a register
// (reg not nil): by member number first; else by name against the
// register's names and spellings, at the closest Level one player
// reaches (two players at that level: not matched, a warning). What the
// register does not hold (or everything, without one) is a guest, and
// guests are matched among themselves: one member number is one player;
// the Same name is one player; names that are Transliterated alike are
// one player, with a warning; a name with Initials is one player with
// the one other it agrees with when that one agrees with no other, with
// a warning, and is kept apart with a warning when it agrees with
// several. Two different member numbers are never one player.
//
// The identities are in the order of seen. Match is deterministic: the
// same appearances in the same order give the same keys and warnings.
func Match(reg *Register, seen []Appearance) ([]Identity, []Warning) {
	m := &matcher{reg: reg, seen: seen, prep: map[string]prepared{}, warned: map[string]bool{},
		out: make([]Identity, len(seen)), used: map[string]bool{}}
	var guests []int
	if reg != nil {
		for _, p := range reg.Players {
			m.used[p.Key] = true
		}
	}
	for i := range seen {
		if reg == nil || !m.register(i) {
			guests = append(guests, i)
		}
	}
	m.guests(guests)
	return m.out, m.warns
}

type matcher struct {
	reg    *Register
	seen   []Appearance
	prep   map[string]prepared
	out    []Identity
	warns  []Warning
	warned map[string]bool
	used   map[string]bool // keys given
}

func (m *matcher) prepared(name string) prepared {
	p, ok := m.prep[name]
	if !ok {
		p = prepare(name)
		m.prep[name] = p
	}
	return p
}

// warn adds a warning once for its key.
func (m *matcher) warn(key string, names []string, format string, args ...any) {
	if m.warned[key] {
		return
	}
	m.warned[key] = true
	m.warns = append(m.warns, Warning{Names: names, Text: fmt.Sprintf(format, args...)})
}

// at is a written name and where it was seen, for messages.
func (m *matcher) at(i int) string {
	if w := m.seen[i].Where; w != "" {
		return fmt.Sprintf("%q (%s)", m.seen[i].Name, w)
	}
	return fmt.Sprintf("%q", m.seen[i].Name)
}

func (m *matcher) line(j int) string {
	return fmt.Sprintf("register line %d %q", m.reg.Players[j].Line, m.reg.Players[j].Name)
}

// level is how closely a name agrees with register player j.
func (m *matcher) level(j int, p prepared) Level {
	best := Different
	for _, n := range m.reg.names[j] {
		best = min(best, p.compare(n))
	}
	return best
}

// register matches appearance i in the register, reporting whether it
// did.
func (m *matcher) register(i int) bool {
	a := m.seen[i]
	p := m.prepared(a.Name)
	if j, ok := m.reg.ByNumber(a.Number); ok {
		m.out[i] = m.identity(j, ByNumber)
		if m.level(j, p) == Different {
			m.warn(fmt.Sprintf("number\x00%s\x00%d", a.Name, j), []string{a.Name, m.reg.Players[j].Name},
				"%s carries the member number of %s: matched by the number, though the names differ", m.at(i), m.line(j))
		}
		return true
	}
	best, at := Different, []int(nil)
	for _, j := range m.candidates(p) {
		switch l := m.level(j, p); {
		case l < best:
			best, at = l, []int{j}
		case l == best && l != Different:
			at = append(at, j)
		}
	}
	switch {
	case best == Different:
		return false
	case len(at) > 1:
		names, lines := []string{a.Name}, make([]string, len(at))
		for k, j := range at {
			names = append(names, m.reg.Players[j].Name)
			lines[k] = m.line(j)
		}
		m.warn("ambiguous\x00"+a.Name, names, "%s may be %s: not matched; list it among the spellings of one of them",
			m.at(i), strings.Join(lines, " or "))
		return false
	}
	j := at[0]
	how := []How{Same: ByName, Transliterated: ByTransliteration, Initials: ByInitials}[best]
	m.out[i] = m.identity(j, how)
	if how != ByName {
		m.warn(fmt.Sprintf("fuzzy\x00%s\x00%d", a.Name, j), []string{a.Name, m.reg.Players[j].Name},
			"%s is taken as %s (by %s); list it among the spellings to confirm", m.at(i), m.line(j), how)
	}
	if a.Number != "" {
		m.warn(fmt.Sprintf("unknown number\x00%s\x00%d", a.Name, j), []string{a.Name, m.reg.Players[j].Name},
			"%s is %s by name, but carries a member number the register does not have for them", m.at(i), m.line(j))
	}
	return true
}

// candidates are the register players that share a whole word with p
// (every player when p has none).
func (m *matcher) candidates(p prepared) []int {
	seen := map[int]bool{}
	var out []int
	whole := false
	for _, w := range p.words {
		if w.initial {
			continue
		}
		whole = true
		for _, j := range m.reg.byWord[w.skel] {
			if !seen[j] {
				seen[j] = true
				out = append(out, j)
			}
		}
	}
	if !whole {
		for j := range m.reg.Players {
			out = append(out, j)
		}
	}
	slices.Sort(out)
	return out
}

func (m *matcher) identity(j int, how How) Identity {
	return Identity{Key: m.reg.Players[j].Key, Name: m.reg.Players[j].Name, Player: j, How: how}
}
