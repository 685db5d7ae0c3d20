// Package strata divides a field into strata by the players' masterpoint
// holdings and ranks each stratum, as stratified club games are ranked:
// a contestant is ranked in its own stratum and in every stratum above it
// (the ACBL's rule: the A ranking is the whole field, the B ranking the B
// and C contestants, the C ranking the C contestants alone).
//
// A contestant's holding is its players' (Basis): the higher of them
// (the ACBL's clubs and the EBU clubs that stratify: "the partner who has
// more masterpoints"), their average, or their total (BBO). The strata
// come from limits (Config.Limits: 300 and 1200 make C below 300, B from
// 300 to below 1200, A from 1200) or from equal parts of the field ranked
// by holding (Config.Parts: BBO's thirds). A lowest stratum smaller than
// Config.Minimum is merged into the one above it (the ACBL: at least five
// pairs in the lowest strat), again until it is large enough or alone.
//
// It is pure and imports compute/exact and compute/rank only; awards per
// stratum are package awards' (Stratified).
package strata

import (
	"errors"
	"fmt"
	"slices"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/rank"
)

// ErrConfig is wrapped by every error about a configuration; ErrInput by
// every error about the contestants.
var (
	ErrConfig = errors.New("strata config")
	ErrInput  = errors.New("strata input")
)

// Basis is how a contestant's holding comes from its players'.
type Basis uint8

const (
	Higher  Basis = iota // the higher holding of its players
	Average              // their average
	Total                // their sum
)

var basisNames = []string{"higher", "average", "total"}

func (b Basis) String() string {
	if int(b) < len(basisNames) {
		return basisNames[b]
	}
	return fmt.Sprintf("Basis(%d)", b)
}

// ParseBasis reads "higher", "average" or "total".
func ParseBasis(s string) (Basis, error) {
	if i := slices.Index(basisNames, s); i >= 0 {
		return Basis(i), nil
	}
	return 0, fmt.Errorf("%w: basis %q unknown (want higher, average or total)", ErrConfig, s)
}

// Config says how the field is stratified: by Limits, or, when there are
// none, by Parts equal parts of the field (2 or 3).
type Config struct {
	Basis Basis
	// Limits are the lower bounds of the strata above the lowest, in
	// increasing order: [300, 1200] makes three strata, C below 300, B
	// from 300, A from 1200.
	Limits []exact.Q
	// Parts is the number of equal parts when there are no Limits.
	Parts int
	// Minimum is the fewest contestants the lowest stratum may have
	// (0: no minimum).
	Minimum int
	// Names name the strata from the highest ("A", "B", "C" when none).
	Names []string
}

// Entry is one contestant: its id (the order among equals), its score
// (higher is better) and its players' holdings.
type Entry struct {
	ID       string
	Score    exact.Q
	Holdings []exact.Q
}

// Stratum is one stratum and its ranking: the contestants of this stratum
// and those below it.
type Stratum struct {
	Name string
	// From is the stratum's lower bound (limits) or the lowest holding in
	// it (parts).
	From exact.Q
	// Ranked are the contestants ranked in this stratum, best first, each
	// with its place in the stratum (Index is into the entries given).
	Ranked []rank.Placed
}

// Result is a stratified field.
type Result struct {
	// Strata from the highest.
	Strata []Stratum
	// Of is each entry's own stratum (an index into Strata).
	Of []int
	// Holding is each entry's holding by the basis.
	Holding []exact.Q
}

// Stratify divides the entries into strata and ranks each.
func Stratify(c Config, entries []Entry) (*Result, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	res := &Result{Of: make([]int, len(entries)), Holding: make([]exact.Q, len(entries))}
	for i, e := range entries {
		if len(e.Holdings) == 0 {
			return nil, fmt.Errorf("%w: %s: no holdings (want its players' masterpoints)", ErrInput, e.ID)
		}
		res.Holding[i] = holding(c.Basis, e.Holdings)
	}
	var bounds []exact.Q // lower bounds, from the highest stratum
	if len(c.Limits) > 0 {
		for i := len(c.Limits) - 1; i >= 0; i-- {
			bounds = append(bounds, c.Limits[i])
		}
	} else {
		bounds = parts(c.Parts, res.Holding, entries)
	}
	n := len(bounds) + 1
	for i, h := range res.Holding {
		s := n - 1
		for j, b := range bounds {
			if h.Cmp(b) >= 0 {
				s = j
				break
			}
		}
		res.Of[i] = s
	}
	// Merge a lowest stratum that is empty or too small into the one above.
	for n > 1 && (count(res.Of, n-1) == 0 || c.Minimum > 0 && count(res.Of, n-1) < c.Minimum) {
		for i := range res.Of {
			if res.Of[i] == n-1 {
				res.Of[i] = n - 2
			}
		}
		n--
		bounds = bounds[:n-1]
	}
	for s := 0; s < n; s++ {
		st := Stratum{Name: name(c.Names, s)}
		if s < len(bounds) {
			st.From = bounds[s]
		}
		var idx []int
		var items []rank.Item
		for i, e := range entries {
			if res.Of[i] >= s {
				idx = append(idx, i)
				items = append(items, rank.Item{ID: e.ID, Score: e.Score})
			}
		}
		for _, p := range rank.Rank(items, rank.Exact) {
			p.Index = idx[p.Index]
			st.Ranked = append(st.Ranked, p)
		}
		res.Strata = append(res.Strata, st)
	}
	return res, nil
}

func (c *Config) check() error {
	for i := 1; i < len(c.Limits); i++ {
		if c.Limits[i].Cmp(c.Limits[i-1]) <= 0 {
			return fmt.Errorf("%w: limits %s then %s (want them increasing)", ErrConfig, c.Limits[i-1], c.Limits[i])
		}
	}
	if len(c.Limits) == 0 && c.Parts != 2 && c.Parts != 3 {
		return fmt.Errorf("%w: %d parts and no limits (want limits, or 2 or 3 parts)", ErrConfig, c.Parts)
	}
	if len(c.Limits) > 2 {
		return fmt.Errorf("%w: %d limits (want 1 or 2: two or three strata)", ErrConfig, len(c.Limits))
	}
	return nil
}

func holding(b Basis, hs []exact.Q) exact.Q {
	var sum exact.Q
	top := hs[0]
	for _, h := range hs {
		sum = sum.Add(h)
		if h.Cmp(top) > 0 {
			top = h
		}
	}
	switch b {
	case Average:
		return sum.DivInt(int64(len(hs)))
	case Total:
		return sum
	}
	return top
}

// parts are the lower bounds of equal parts of the field by holding, from
// the highest: the first part takes ⌈n/parts⌉ contestants, each next an
// equal share of the rest rounded up, and contestants who hold as much as
// the last of a part join it.
func parts(k int, holding []exact.Q, entries []Entry) []exact.Q {
	order := make([]int, len(holding))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := holding[b].Cmp(holding[a]); c != 0 {
			return c
		}
		return rank.Compare(entries[a].ID, entries[b].ID)
	})
	var bounds []exact.Q
	pos := 0
	for p := 0; p < k-1 && pos < len(order); p++ {
		size := (len(order) - pos + (k - p) - 1) / (k - p)
		end := min(pos+size, len(order)) - 1
		b := holding[order[end]]
		for end+1 < len(order) && holding[order[end+1]].Cmp(b) == 0 {
			end++
		}
		bounds = append(bounds, b)
		pos = end + 1
	}
	return bounds
}

func count(of []int, s int) int {
	n := 0
	for _, x := range of {
		if x == s {
			n++
		}
	}
	return n
}

func name(names []string, s int) string {
	if s < len(names) {
		return names[s]
	}
	return string(rune('A' + s))
}
