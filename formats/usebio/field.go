package usebio

import (
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// acrossField sets Session.AcrossField when a pairs file of several
// sections shows that its producer matchpointed them as one field, as
// EBUScore and PairsScorer do: a board's published top (a line's NS plus
// EW matchpoints) is more than its largest section's results could give
// (2(n − 1) for n results), or a pair's published PLACE is beyond the
// number of pairs of its section in its field (the places run across the
// sections). USEBIO has no element that says it; these are the figures
// that do.
func (r *reader) acrossField() {
	s := &r.f.Session
	if r.f.Kind != PairsMP {
		return
	}
	type secBoard struct {
		section string
		board   int
	}
	count := map[secBoard]int{}
	sections := map[string]bool{}
	for i := range s.Entries {
		e := &s.Entries[i]
		sections[bridge.SectionKey(e.Section)] = true
		if e.Kind == bridge.Played {
			count[secBoard{bridge.SectionKey(e.Section), e.Board}]++
		}
	}
	if len(sections) < 2 {
		return
	}
	largest := map[int]int{}
	for k, n := range count {
		largest[k.board] = max(largest[k.board], n)
	}
	for i, p := range r.f.Points {
		ns, err1 := strconv.ParseFloat(p.NS, 64)
		ew, err2 := strconv.ParseFloat(p.EW, 64)
		e := &s.Entries[i]
		if err1 != nil || err2 != nil || e.Kind != bridge.Played {
			continue
		}
		if n := largest[e.Board]; n > 0 && ns+ew > float64(2*(n-1))+1e-9 {
			s.AcrossField, s.AcrossPos = true, e.Pos
			return
		}
	}
	type field struct {
		section string
		dir     bridge.Direction
	}
	pairs := map[field]int{}
	for _, st := range r.f.Standings {
		pairs[field{bridge.SectionKey(st.Section), st.Direction}]++
	}
	for _, st := range r.f.Standings {
		place, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(st.Place), "="))
		if err == nil && place > pairs[field{bridge.SectionKey(st.Section), st.Direction}] {
			s.AcrossField, s.AcrossPos = true, st.Pos
			return
		}
	}
}
