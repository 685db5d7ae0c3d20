package csvout_test

import (
	"bytes"
	"encoding/csv"
	"path/filepath"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report/csvout"
)

// TestIndividual: an individual's travellers.csv seats each table's four
// players by number in the columns formats/csvtrav reads an individual's
// traveller by (north, east, south, west, and no pair columns), and
// rankings.csv ranks the players (player, name, no direction). Read back
// with a names file of the players (and the hand records) and scored
// again, the travellers give the same tables, seat by seat, the same
// figures, places and percentages (IMPs and averages in an IMP
// individual), section by section, and the same directors' decisions
// (an artificial score, a table that did not play, an assigned score, a
// penalty).
func TestIndividual(t *testing.T) {
	for _, tc := range []struct {
		name   string
		opt    event.Options
		want   func(testing.TB, event.Options) *event.Result
		hands  bool   // the generated individual's hand records are known
		golden string // the golden files' prefix; "" for none
	}{
		{"matchpoints", event.Options{}, sampletest.IndividualScored, true, "individual"},
		{"cross-IMPs", event.Options{Pairs: pairs.Options{Method: pairs.CrossIMPs}}, sampletest.IndividualScored, true, "individual_cross_imps"},
		{"two sections", event.Options{}, sampletest.IndividualSections, false, ""},
		{"decisions", event.Options{}, func(tb testing.TB, _ event.Options) *event.Result { return sampletest.IndividualDecisions(tb) }, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want(t, tc.opt)
			var trav, ranks bytes.Buffer
			if w, err := csvout.Write(&trav, &ranks, model(t, want), csvout.Options{}); err != nil || len(w) > 0 {
				t.Fatal(err, w)
			}
			if tc.golden != "" {
				golden.Check(t, filepath.Join("testdata", tc.golden+"_travellers.csv"), trav.Bytes())
				golden.Check(t, filepath.Join("testdata", tc.golden+"_rankings.csv"), ranks.Bytes())
			}

			// A names file names the players the travellers seat by number.
			var names bytes.Buffer
			nw := csv.NewWriter(&names)
			nw.Write([]string{"section", "pair", "names"})
			for _, p := range want.Individual.Players {
				nw.Write([]string{p.Section, p.ID, p.Name})
			}
			nw.Flush()
			files := map[string][]byte{"names.csv": names.Bytes(), "travellers.csv": trav.Bytes()}
			if tc.hands {
				files["hands.pbn"] = sampletest.IndividualHands(t)
			}
			got, err := event.Score(load(t, files), tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			sampletest.SameIndividual(t, got, want, sampletest.Same{Rounds: true, Names: true})
		})
	}
}
