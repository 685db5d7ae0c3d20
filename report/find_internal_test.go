package report

import (
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
)

// TestAnchors: the anchors of one board page are the pairs' page names,
// and stay unique when a pair sits twice or a suffixed anchor meets a
// pair whose page has that name.
func TestAnchors(t *testing.T) {
	k := func(id string) pairs.PairKey {
		return pairs.PairKey{Section: "A", Direction: bridge.DirectionNS, ID: id}
	}
	pages := PairPages([]pairs.PairKey{k("3"), k("3-2"), k("4")})
	for _, tt := range []struct {
		name string
		keys []pairs.PairKey
		want []string
	}{
		{"each pair once", []pairs.PairKey{k("3"), k("4")}, []string{"pair-a-ns-3", "pair-a-ns-4"}},
		{"a pair twice", []pairs.PairKey{k("3"), k("3")}, []string{"pair-a-ns-3", "pair-a-ns-3-2"}},
		{"a suffix met", []pairs.PairKey{k("3"), k("3"), k("3-2")}, []string{"pair-a-ns-3", "pair-a-ns-3-2", "pair-a-ns-3-2-2"}},
		{"no page", []pairs.PairKey{k("9")}, []string{""}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			anchor := anchors(pages, 0)
			var got []string
			for _, key := range tt.keys {
				got = append(got, anchor(key))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("anchors %q, want %q", got, tt.want)
			}
		})
	}
}
