// Package rank places contestants: competition ranking ("1224": contestants
// with equal scores share a place and the next place skips) on exact scores
// or on the scores as displayed, plus the natural order of pair ids used to
// list tied contestants.
//
// It is pure and imports compute/exact only.
package rank

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// Basis says what is compared to decide ties.
type Basis struct {
	// Displayed, when true, ranks on the score rounded to Decimals (halves
	// away from zero), so contestants showing the same figure always tie.
	// Otherwise the exact values are compared.
	Displayed bool
	Decimals  int
}

// Exact ranks on exact values (the default).
var Exact = Basis{}

// ParseBasis reads "exact" or "displayed" (2 decimals).
func ParseBasis(s string) (Basis, error) {
	switch s {
	case "exact", "":
		return Exact, nil
	case "displayed":
		return Basis{Displayed: true, Decimals: 2}, nil
	}
	return Basis{}, fmt.Errorf("unknown ranking basis %q (want exact or displayed)", s)
}

// Item is one contestant to place: an id (for the order among equals) and
// the score, higher is better.
type Item struct {
	ID    string
	Score exact.Q
}

// Placed is an item's place: Index into the items given, the rank (1 for
// the best) and whether it is shared.
type Placed struct {
	Index int
	Rank  int
	Tied  bool
}

// Rank sorts the items best first (equal scores in natural id order) and
// gives each its competition rank.
func Rank(items []Item, on Basis) []Placed {
	key := make([]exact.Q, len(items))
	for i, it := range items {
		key[i] = it.Score
		if on.Displayed {
			key[i] = it.Score.RoundQ(on.Decimals)
		}
	}
	order := make([]int, len(items))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := key[b].Cmp(key[a]); c != 0 {
			return c
		}
		return Compare(items[a].ID, items[b].ID)
	})
	out := make([]Placed, len(order))
	for pos, idx := range order {
		r := pos + 1
		if pos > 0 && key[idx].Cmp(key[order[pos-1]]) == 0 {
			r = out[pos-1].Rank
			out[pos-1].Tied = true
			out[pos].Tied = true
		}
		out[pos].Index = idx
		out[pos].Rank = r
	}
	return out
}

// Label is the place as printed: "3" or "3=" for a shared place.
func Label(rank int, tied bool) string {
	if tied {
		return strconv.Itoa(rank) + "="
	}
	return strconv.Itoa(rank)
}

// Compare orders pair ids naturally: runs of digits compare as numbers, so
// "2" < "10" and "A2" < "A10"; otherwise byte order.
func Compare(a, b string) int {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			na := strings.TrimLeft(a[:da], "0")
			nb := strings.TrimLeft(b[:db], "0")
			if c := len(na) - len(nb); c != 0 {
				return sign(c)
			}
			if c := strings.Compare(na, nb); c != 0 {
				return c
			}
			if c := da - db; c != 0 {
				return sign(c)
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return sign(int(a[0]) - int(b[0]))
		}
		a, b = a[1:], b[1:]
	}
	return sign(len(a) - len(b))
}

func digitRun(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
