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
// with the hand records and a names file of the players and scored
// again, the travellers give the same tables, seat by seat, the same
// figures, places and percentages (IMPs and averages in an IMP
// individual).
func TestIndividual(t *testing.T) {
	for _, tc := range []struct {
		name   string
		opt    pairs.Options
		golden string // the golden files' prefix
	}{
		{"matchpoints", pairs.Options{}, "individual"},
		{"cross-IMPs", pairs.Options{Method: pairs.CrossIMPs}, "individual_cross_imps"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := event.Options{Pairs: tc.opt}
			want := sampletest.IndividualScored(t, opt)
			var trav, ranks bytes.Buffer
			if w, err := csvout.Write(&trav, &ranks, model(t, want), csvout.Options{}); err != nil || len(w) > 0 {
				t.Fatal(err, w)
			}
			golden.Check(t, filepath.Join("testdata", tc.golden+"_travellers.csv"), trav.Bytes())
			golden.Check(t, filepath.Join("testdata", tc.golden+"_rankings.csv"), ranks.Bytes())

			// A names file names the players the travellers seat by number.
			var names bytes.Buffer
			nw := csv.NewWriter(&names)
			nw.Write([]string{"pair", "names"})
			for _, p := range want.Individual.Players {
				nw.Write([]string{p.ID, p.Name})
			}
			nw.Flush()
			back := load(t, map[string][]byte{"hands.pbn": sampletest.IndividualHands(t), "names.csv": names.Bytes(), "travellers.csv": trav.Bytes()})
			got, err := event.Score(back, opt)
			if err != nil {
				t.Fatal(err)
			}
			sampletest.SameIndividual(t, got, want, sampletest.Same{Rounds: true, Names: true})
		})
	}
}
