package pbnout_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report/pbnout"
)

// TestIndividual: an individual's results.pbn is one game a board of
// Competition "Individuals", whose ScoreTable seats each table's players
// by number (PlayerId_North, _East, _South, _West) and whose first
// TotalScoreTable ranks the players (PlayerId, Name). Read back with
// formats/pbn alone and scored again by the method its Scoring tag names,
// it gives the same boards, tables seat by seat, figures, places and
// percentages (IMPs and averages in an IMP individual), and the players'
// names, section by section, and the same directors' decisions (an
// artificial score, a table that did not play, an assigned score, a
// penalty: the Decision column).
func TestIndividual(t *testing.T) {
	for _, tc := range []struct {
		name    string
		opt     pairs.Options
		want    func(testing.TB, event.Options) *event.Result
		scoring string // the Scoring tag
		golden  string // the golden file; "" for none
	}{
		{"matchpoints", pairs.Options{}, sampletest.IndividualScored, "MP;MP1", "individual.pbn"},
		{"Butler", pairs.Options{Method: pairs.Butler}, sampletest.IndividualScored, "IMP;Butler", "individual_butler.pbn"},
		{"two sections", pairs.Options{}, sampletest.IndividualSections, "MP;MP1", ""},
		{"decisions", pairs.Options{}, func(tb testing.TB, _ event.Options) *event.Result { return sampletest.IndividualDecisions(tb) }, "MP;MP1", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want(t, event.Options{Pairs: tc.opt})
			var b bytes.Buffer
			if w, err := pbnout.Write(&b, model(t, want), pbnout.Options{}); err != nil || w != nil {
				t.Fatal(err, w)
			}
			if tc.golden != "" {
				golden.Check(t, filepath.Join("testdata", tc.golden), b.Bytes())
			}
			back := load(t, map[string][]byte{"results.pbn": b.Bytes()})
			if back.Scoring != tc.scoring || !back.Individual() || len(back.Pairs) != 0 {
				t.Errorf("Scoring %q, individual %v, %d pairs; want %q, an individual, no pairs", back.Scoring, back.Individual(), len(back.Pairs), tc.scoring)
			}
			got, err := event.Score(back, event.Options{})
			if err != nil {
				t.Fatal(err)
			}
			sampletest.SameIndividual(t, got, want, sampletest.Same{Rounds: true, Names: true})
			for i, bd := range want.Pairs.Boards {
				if g := got.Pairs.Boards[i]; g.Deal != bd.Deal || g.Dealer != bd.Dealer || g.Vul != bd.Vul {
					t.Errorf("board %d: deal, dealer or vulnerability differs", bd.Number)
				}
			}
			var again bytes.Buffer
			if _, err := pbnout.Write(&again, model(t, want), pbnout.Options{}); err != nil || !bytes.Equal(again.Bytes(), b.Bytes()) {
				t.Error("two writes differ", err)
			}
		})
	}
}
