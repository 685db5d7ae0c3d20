package event_test

import (
	"errors"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
)

func pairsSession() bridge.Session {
	g := gen.Generate(gen.Config{Seed: 7, Tables: 5, Boards: 10, Movement: gen.Mitchell})
	s := bridge.Session{Event: "Monday pairs", Date: "2026.11.30", Entries: g.Entries()}
	for n := 1; n <= 10; n++ {
		b := bridge.NewBoard(n)
		b.Deal = g.Deals[n]
		s.Boards = append(s.Boards, b)
	}
	return s
}

func TestScoreKinds(t *testing.T) {
	res, err := event.Score(pairsSession(), event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != event.Pairs || res.Pairs == nil || res.Teams != nil || res.Method() != "MP" || res.Title() != "Monday pairs" || res.Date() != "2026.11.30" {
		t.Errorf("pairs: %v %q %q %q", res.Kind, res.Method(), res.Title(), res.Date())
	}
	if got := res.Summary().String(); got != "10 boards, 50 results, 10 pairs" {
		t.Errorf("summary %q", got)
	}
	if b := res.Boards(); len(b) != 10 || b[0].Number != 1 || b[9].Number != 10 {
		t.Errorf("boards %d", len(b))
	}

	tres, err := event.Score(gen.TeamDecisions(), event.Options{VPName: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	if tres.Kind != event.Teams || tres.Teams == nil || tres.Method() != "Teams" || tres.VPScale != "wbf2013" {
		t.Errorf("teams: %v %q", tres.Kind, tres.Method())
	}
	if s := tres.Summary(); s.Matches != len(tres.Teams.Matches) || s.Contestants != len(tres.Teams.Standings) || s.Boards == 0 {
		t.Errorf("teams summary %+v", s)
	}
	// A team event's boards are each shown once.
	seen := map[int]bool{}
	for _, b := range tres.Boards() {
		if seen[b.Number] {
			t.Errorf("board %d twice", b.Number)
		}
		seen[b.Number] = true
	}

	var opt event.Options
	opt.Pairs.Scale = mp.ACBL
	if _, err := event.Score(gen.TeamDecisions(), opt); !errors.Is(err, event.ErrPairsMethod) {
		t.Errorf("a pairs method for teams: %v", err)
	}
}

// TestSummaryProvisional: check and batch say how far a session in play
// has got, as its results are marked.
func TestSummaryProvisional(t *testing.T) {
	tests := []struct {
		name string
		p    *pairs.Provisional
		want string
	}{
		{"complete", nil, "27 boards, 139 results, 20 pairs"},
		{"after round 4", &pairs.Provisional{Round: 4, Rounds: 9}, "27 boards, 139 results, 20 pairs, provisional: after round 4 of 9"},
		{"round 5 in progress", &pairs.Provisional{Round: 4, Rounds: 9, Playing: true}, "27 boards, 139 results, 20 pairs, provisional: after round 4 of 9, round 5 in progress"},
		{"round 1 in progress", &pairs.Provisional{Rounds: 9, Playing: true}, "27 boards, 139 results, 20 pairs, provisional: round 1 of 9 in progress"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := event.Summary{Kind: event.Pairs, Boards: 27, Results: 139, Contestants: 20, Provisional: tt.p}
			if got := s.String(); got != tt.want {
				t.Errorf("%q, want %q", got, tt.want)
			}
		})
	}
}

// A team event whose input names board-a-match (PBN [Scoring "BAM"],
// USEBIO point-a-board) is scored so, in board points: no VP scale.
func TestBoardAMatch(t *testing.T) {
	s := gen.TeamDecisions()
	s.Method = bridge.ScoringBAM
	_, err := event.Score(s, event.Options{VPName: "wbf2013"})
	if want := "board 1, round 1, Lions v Tigers, open room: decision cannot be applied: penalty \"PEN NS -2IMP\" is in IMPs, which this board-a-match does not have (its matches are in board points; want VPs with a discrete --vp-scale)"; err == nil || err.Error() != want {
		t.Errorf("an IMP penalty: %v\nwant %s", err, want)
	}
	for i := range s.Entries {
		if a := s.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			s.Entries[i].Adjust = nil
		}
	}
	res, err := event.Score(s, event.Options{VPName: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Method() != "BAM" || res.VPScale != "" || res.Teams.VPs {
		t.Errorf("method %q, VP scale %q, VPs %v", res.Method(), res.VPScale, res.Teams.VPs)
	}
	for _, m := range res.Teams.Matches {
		if got := m.IMPsHome.Add(m.IMPsAway); got.Cmp(exact.Int(int64(len(m.Boards)))) != 0 {
			t.Errorf("%s: %s board points for %d boards", m.MatchKey, got, len(m.Boards))
		}
	}
}

// A session whose input says its sections were scored as one field is
// scored across, unless --field says otherwise; then a warning says so.
func TestAcrossFieldFromInput(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 3, Sections: 2, Tables: 5, Boards: 10, Movement: gen.Mitchell})
	s := bridge.Session{Entries: g.Entries(), AcrossField: true, AcrossPos: bridge.Pos{File: "x.xml", Line: 9, Col: 4}}
	res, err := event.Score(s, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pairs.Field != pairs.Across || len(res.Pairs.Rankings) != 2 || len(res.Warnings) != 0 {
		t.Errorf("field %v, %d rankings, warnings %v", res.Pairs.Field, len(res.Pairs.Rankings), res.Warnings)
	}
	res, err = event.Score(s, event.Options{FieldGiven: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "x.xml:9:4: sections: the input matchpointed its sections as one field; scored section by section, as --field sections says (its tops, percentages and places will differ from the input's)"
	if res.Pairs.Field != pairs.Sections || len(res.Pairs.Rankings) != 4 || len(res.Warnings) != 1 || res.Warnings[0].Error() != want {
		t.Errorf("field %v, %d rankings, warnings %v", res.Pairs.Field, len(res.Pairs.Rankings), res.Warnings)
	}
}
