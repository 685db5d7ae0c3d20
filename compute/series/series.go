package series

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// Measure names a score a session gives an entry.
type Measure uint8

const (
	Percent Measure = 1 << iota // percentage
	Total                       // matchpoint or IMP total
	VP                          // victory points
)

// Entry is one contestant's line in a session's ranking.
type Entry struct {
	// Members are the keys of its players, as the caller matched them
	// (players.Identity.Key): two for a pair, one in an individual.
	Members []string
	// Section is the section it played in ("" when the session has one).
	Section string
	// Field is the ranking its Place is in, when not its section alone
	// (a two-winner Mitchell ranks each direction: "A NS").
	Field string
	// Place is its place in the field, 1 for the first; entries sharing a
	// place have the same Place (3, 3 for "3=").
	Place int
	// The scores it has, as Has says.
	Percent, Total, VP exact.Q
	Has                Measure
}

func (e *Entry) score(m Measure) exact.Q {
	switch m {
	case Percent:
		return e.Percent
	case Total:
		return e.Total
	}
	return e.VP
}

// Session is one session of the series: its entries and, when its sections
// are not in natural order of their names, their order (the first is the
// one place tables call section 1).
type Session struct {
	ID       string // names it in the table and in messages
	Sections []string
	Entries  []Entry
}

// Cell is a unit's line in one session.
type Cell struct {
	Played  bool
	Points  exact.Q
	Counts  bool     // among the points that make the total
	Place   int      // the entry's place (0 when the session gave none)
	Tied    bool     // the place is shared
	Members []string // the entry's players: the partners of a player
}

// Row is one unit of the table.
type Row struct {
	// Key names the unit: a player's key, or a partnership's keys in
	// order, joined by "+".
	Key     string
	Members []string
	// Rank is its place in the table (shared when Tied); 0 when it is not
	// ranked, having played fewer than Rules.Minimum sessions.
	Rank    int
	Tied    bool
	Total   exact.Q
	Played  int // sessions played, within Count.Of
	Counted int // sessions that count
	Cells   []Cell
}

// Ranked reports whether the row has a place.
func (r *Row) Ranked() bool { return r.Rank > 0 }

// Warning is a problem that did not stop the computation.
type Warning struct {
	Session string
	Text    string
}

func (w Warning) String() string { return "session " + w.Session + ": " + w.Text }

// Table is a series' table: its sessions in order, and its rows, ranked
// first (by rank, then key), then those not ranked (by total, then key).
type Table struct {
	Sessions []string
	Rows     []Row
	Warnings []Warning
}

// Compute makes the table of the sessions, given in the order they were
// played. It reads its arguments and changes nothing in them.
func Compute(r Rules, sessions []Session) (*Table, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	t := &Table{Sessions: make([]string, len(sessions))}
	byKey := map[string]int{}
	for si := range sessions {
		s := &sessions[si]
		t.Sessions[si] = s.ID
		if err := checkEntries(s); err != nil {
			return nil, err
		}
		pts, warns, err := sessionPoints(r.Points, s)
		if err != nil {
			return nil, err
		}
		t.Warnings = append(t.Warnings, warns...)
		type placeIn struct {
			field string
			place int
		}
		shared := map[placeIn]int{}
		for i := range s.Entries {
			shared[placeIn{s.Entries[i].fieldKey(), s.Entries[i].Place}]++
		}
		for i := range s.Entries {
			e := &s.Entries[i]
			c := Cell{Played: true, Points: pts[i], Place: e.Place, Members: slices.Clone(e.Members)}
			c.Tied = e.Place > 0 && shared[placeIn{e.fieldKey(), e.Place}] > 1
			for _, u := range units(r.Unit, e.Members) {
				ri, ok := byKey[u.key]
				if !ok {
					ri = len(t.Rows)
					byKey[u.key] = ri
					t.Rows = append(t.Rows, Row{Key: u.key, Members: u.members, Cells: make([]Cell, len(sessions))})
				}
				old := &t.Rows[ri].Cells[si]
				if old.Played {
					t.Warnings = append(t.Warnings, Warning{Session: s.ID, Text: fmt.Sprintf(
						"%s plays twice (as %s and as %s): the better points count", u.key,
						strings.Join(old.Members, " & "), strings.Join(c.Members, " & "))})
					if c.Points.Cmp(old.Points) > 0 {
						*old = c
					}
					continue
				}
				*old = c
			}
		}
	}
	start := 0
	if r.Count.Of > 0 && r.Count.Of < len(sessions) {
		start = len(sessions) - r.Count.Of
	}
	keys := make([]tieKeys, len(t.Rows))
	for i := range t.Rows {
		keys[i] = count(r, &t.Rows[i], start)
	}
	rankRows(r, t, keys)
	return t, nil
}

func checkEntries(s *Session) error {
	for i := range s.Entries {
		e := &s.Entries[i]
		if len(e.Members) == 0 {
			return fmt.Errorf("%w: session %s, entry %d: no players (want the keys of its players)", ErrInput, s.ID, i+1)
		}
		seen := map[string]bool{}
		for _, m := range e.Members {
			if m == "" {
				return fmt.Errorf("%w: session %s, %s: a player without a key (want every player's key)", ErrInput, s.ID, entryName(e))
			}
			if seen[m] {
				return fmt.Errorf("%w: session %s, %s: player %s twice in one entry", ErrInput, s.ID, entryName(e), m)
			}
			seen[m] = true
		}
		if e.Place < 0 {
			return fmt.Errorf("%w: session %s, %s: place %d (want 1 or more, or 0 for none)", ErrInput, s.ID, entryName(e), e.Place)
		}
	}
	return nil
}

type unit struct {
	key     string
	members []string
}

// units are the rows an entry is credited to.
func units(u Unit, members []string) []unit {
	if u == Players {
		out := make([]unit, len(members))
		for i, m := range members {
			out[i] = unit{key: m, members: []string{m}}
		}
		return out
	}
	ms := slices.Clone(members)
	slices.Sort(ms)
	return []unit{{key: strings.Join(ms, "+"), members: ms}}
}

// tieKeys are what the tie-breaks compare.
type tieKeys struct {
	counted, dropped []exact.Q // best first
	places           []int     // places[p] = sessions placed p (within Count.Of)
}

// count marks the cells that count and sets the row's total and counts.
func count(r Rules, row *Row, start int) tieKeys {
	var eligible []int
	var k tieKeys
	for si := start; si < len(row.Cells); si++ {
		c := &row.Cells[si]
		if !c.Played {
			continue
		}
		eligible = append(eligible, si)
		if c.Place > 0 {
			for len(k.places) <= c.Place {
				k.places = append(k.places, 0)
			}
			k.places[c.Place]++
		}
	}
	n := len(eligible)
	keep := n
	if r.Count.Best > 0 && keep > r.Count.Best {
		keep = r.Count.Best
	}
	if r.Count.Drop > 0 && n > r.Count.After {
		if d := r.Count.Drop * ((n - r.Count.After) / r.Count.Per); n-d < keep {
			keep = max(n-d, 0)
		}
	}
	// Best points first; among equal points the earlier session counts.
	slices.SortStableFunc(eligible, func(a, b int) int {
		return row.Cells[b].Points.Cmp(row.Cells[a].Points)
	})
	var sum exact.Sum
	for i, si := range eligible {
		c := &row.Cells[si]
		if i < keep {
			c.Counts = true
			sum.Add(c.Points)
			k.counted = append(k.counted, c.Points)
		} else {
			k.dropped = append(k.dropped, c.Points)
		}
	}
	row.Played, row.Counted = n, keep
	row.Total = sum.Value()
	if r.Average && keep > 0 {
		row.Total = row.Total.DivInt(int64(keep))
	}
	return k
}

// rankRows orders the rows and gives the ranked ones their places.
func rankRows(r Rules, t *Table, keys []tieKeys) {
	minimum := max(r.Minimum, 1)
	order := make([]int, len(t.Rows))
	for i := range order {
		order[i] = i
	}
	better := func(a, b int) int { // < 0 when a ranks before b
		if c := t.Rows[b].Total.Cmp(t.Rows[a].Total); c != 0 {
			return c
		}
		for _, tie := range r.Ties {
			if c := breakTie(tie, &keys[a], &keys[b]); c != 0 {
				return c
			}
		}
		return 0
	}
	ranked := func(i int) bool { return t.Rows[i].Played >= minimum }
	slices.SortFunc(order, func(a, b int) int {
		ra, rb := ranked(a), ranked(b)
		switch {
		case ra && !rb:
			return -1
		case rb && !ra:
			return 1
		case ra:
			if c := better(a, b); c != 0 {
				return c
			}
		default:
			if c := t.Rows[b].Total.Cmp(t.Rows[a].Total); c != 0 {
				return c
			}
		}
		return rank.Compare(t.Rows[a].Key, t.Rows[b].Key)
	})
	rows := make([]Row, len(order))
	for pos, i := range order {
		rows[pos] = t.Rows[i]
		if !ranked(i) {
			continue
		}
		rows[pos].Rank = pos + 1
		if pos > 0 && ranked(order[pos-1]) && better(order[pos-1], i) == 0 {
			rows[pos].Rank = rows[pos-1].Rank
			rows[pos].Tied, rows[pos-1].Tied = true, true
		}
	}
	t.Rows = rows
}

// breakTie is < 0 when a wins the tie-break, > 0 when b does.
func breakTie(tie Tie, a, b *tieKeys) int {
	switch tie {
	case NextBest:
		return cmpScores(a.dropped, b.dropped)
	case BestScores:
		return cmpScores(a.counted, b.counted)
	case Countback:
		for p := 1; p < max(len(a.places), len(b.places)); p++ {
			if c := cmp.Compare(at(b.places, p), at(a.places, p)); c != 0 {
				return c
			}
		}
	}
	return 0
}

// cmpScores compares two lists of scores, best first, element by element;
// a list that goes on beats one that has ended.
func cmpScores(a, b []exact.Q) int {
	for i := range min(len(a), len(b)) {
		if c := b[i].Cmp(a[i]); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(b), len(a))
}

func at(s []int, i int) int {
	if i < len(s) {
		return s[i]
	}
	return 0
}
