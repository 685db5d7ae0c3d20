package report

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// Finding a pair: the anchors of traveller rows, the marks and role
// summary of a score card, and the names page.

// anchors gives the rows of one board page their anchors (see
// TravRow.NSID): a pair's page name, the first time the board names the
// pair; after that, or should another row's anchor have taken it, the
// name with "-2", "-3" ..., the first one no row of the page has. A page
// name is [a-z0-9_-] only (see Pages), so it is a safe id as it is; ids
// of pairs with no page are "". rows is about how many rows the page has
// (the ids it takes are twice as many).
func anchors(pages Pages, rows int) func(pairs.PairKey) string {
	anchor := anchorIDs(rows)
	return func(k pairs.PairKey) string { return anchor(pages.Pair(k)) }
}

// anchorIDs is anchors of the pairs' pages themselves.
func anchorIDs(rows int) func(page string) string {
	taken := make(map[string]bool, 2*rows)
	return func(page string) string {
		if page == "" {
			return ""
		}
		id := page
		for n := 2; taken[id]; n++ {
			id = page + "-" + strconv.Itoa(n)
		}
		taken[id] = true
		return id
	}
}

var (
	topPct    = exact.Int(TopPct)
	bottomPct = exact.Int(BottomPct)
)

// mark is a board's mark on a score card, from the pair's exact board
// percentage.
func mark(pct Figure) string {
	switch {
	case pct.q.Cmp(topPct) >= 0:
		return "top"
	case pct.q.Cmp(bottomPct) <= 0:
		return "bottom"
	}
	return ""
}

// roleSums adds up a pair's boards by role, exactly. It is used in place
// (see exact.Sum).
type roleSums struct {
	declared, defended, led int
	decl, def               exact.Sum
}

// add counts one board: declared or defended, with the lead recorded or
// not, and got, the pair's per cent or IMPs on it.
func (r *roleSums) add(declared, lead bool, got Figure) {
	if declared {
		r.declared++
		r.decl.Add(got.q)
		return
	}
	r.defended++
	r.def.Add(got.q)
	if lead {
		r.led++
	}
}

// view prints the sums: averages in per cent with two decimals, or in
// IMPs per board.
func (r *roleSums) view(l Labels, imps bool) Roles {
	v := Roles{Declared: r.declared, Defended: r.defended, Led: r.led}
	unit := "%"
	if imps {
		unit = " " + l.IMPs
	}
	avg := func(sum exact.Q, n int) (avg, line string) {
		if n == 0 {
			return "", fmt.Sprintf(l.RoleLine, 0, "—")
		}
		q := sum.DivInt(int64(n))
		if imps {
			avg = Value(q).Signed()
		} else {
			avg = Percent(q).Shown()
		}
		return avg, fmt.Sprintf(l.RoleLine, n, avg+unit)
	}
	v.DeclarerAvg, v.DeclarerLine = avg(r.decl.Value(), r.declared)
	v.DefenderAvg, v.DefenderLine = avg(r.def.Value(), r.defended)
	v.LeadLine = fmt.Sprintf(l.LeadLine, r.led, r.defended)
	return v
}

// players lists the players of the ranked pairs for the names page,
// sorted as sortPlayers sorts them.
func (s *Sheet) players(ev *Event, x *pairIndex, cards *cardSet) []Player {
	var out []Player
	for _, f := range ev.Fields {
		for _, st := range f.Rows() {
			c := cards.card(st.Key)
			for _, name := range st.Names {
				if name == "" {
					continue
				}
				out = append(out, Player{Name: name, Pair: x.ref(st.Key), Title: c.Title, TitlePhrase: c.TitlePhrase, Place: c.PlaceOf})
			}
		}
	}
	return s.sortPlayers(out)
}

// sortPlayers sorts the players of the names page by surname (see
// surnameSpan: "Agnieszka Dąbrowska" under D, "Brown Peter" under B),
// then by the rest of the name, each by the collation of the sheet's
// language (case, ё and accents as that language orders them), the
// surnames in the language's own script first: Cyrillic before Latin in
// Russian, as CLDR's Russian order has it ([reorder Cyrl], which
// x/text/collate does not apply), Latin first in English. Players of
// equal names go by their pair's page. Each player's Surname is set.
func (s *Sheet) sortPlayers(out []Player) []Player {
	col := collate.New(language.Make(s.L.Lang))
	var buf collate.Buffer
	key := func(text string) []byte {
		k := slices.Clone(col.KeyFromString(&buf, text))
		buf.Reset()
		return k
	}
	type sortKey struct {
		own     int // 0 for a surname in the language's script
		surname []byte
		rest    []byte
		// start, end and decided are the name's surnameSpan, first
		// in surnameFirst order.
		start, end int
		decided    bool
		vote       int  // orderVote
		keyed      bool // own, surname and rest are set
	}
	// Each name is read once, however many players have it: its
	// surname and its say in the event's order (eventOrder), then its
	// key. The players are sorted by their keys' index.
	keyOf := make(map[string]int, len(out))
	var keys []sortKey
	var votes orderVotes
	at := make([]int, len(out))
	for i := range out {
		name := out[i].Name
		k, ok := keyOf[name]
		if !ok {
			k = len(keys)
			keyOf[name] = k
			start, end, decided := surnameSpan(name, surnameFirst)
			keys = append(keys, sortKey{start: start, end: end, decided: decided, vote: orderVote(name, start, decided)})
		}
		at[i] = k
		votes.add(keys[k].vote)
	}
	order := votes.order()
	for i := range out {
		p := &out[i]
		k := &keys[at[i]]
		if !k.keyed {
			k.keyed = true
			if !k.decided && order == surnameLast {
				k.start, k.end, _ = surnameSpan(p.Name, order)
			}
			sur := p.Name[k.start:k.end]
			k.own, k.surname, k.rest = s.ownScript(sur), key(sur), key(strings.TrimSpace(p.Name[:k.start]+" "+p.Name[k.end:]))
		}
		p.Surname = [2]int{k.start, k.end}
	}
	perm := make([]int, len(out))
	for i := range perm {
		perm[i] = i
	}
	// Players of one key are compared by name and page, and players
	// alike in all by their place in out: the order a stable sort gives,
	// made by a faster sort, each comparison going only as far as it
	// must.
	slices.SortFunc(perm, func(i, j int) int {
		if at[i] != at[j] {
			ka, kb := &keys[at[i]], &keys[at[j]]
			if c := cmp.Compare(ka.own, kb.own); c != 0 {
				return c
			}
			if c := slices.Compare(ka.surname, kb.surname); c != 0 {
				return c
			}
			if c := slices.Compare(ka.rest, kb.rest); c != 0 {
				return c
			}
		}
		a, b := &out[i], &out[j]
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.Pair.Page, b.Pair.Page), cmp.Compare(i, j))
	})
	sorted := make([]Player, len(out))
	for i, k := range perm {
		sorted[i] = out[k]
	}
	return sorted
}

// ownScript is 0 for a text whose first letter is of the sheet's
// language's script (Cyrillic in Russian, any other in English), 1
// otherwise.
func (s *Sheet) ownScript(text string) int {
	for _, r := range text {
		if unicode.IsLetter(r) {
			if unicode.Is(unicode.Cyrillic, r) == (s.L.Lang == "ru") {
				return 0
			}
			return 1
		}
	}
	return 1
}
