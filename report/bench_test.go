package report_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
)

// benchBuild builds the sheet of r in Russian, the model included.
func benchBuild(b *testing.B, r *event.Result) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := report.Build(r, report.Options{Lang: "ru"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuild1000 builds the sheet of a generated 1,000-table Mitchell
// of 24 boards: 24,000 results, 2,000 score cards.
func BenchmarkBuild1000(b *testing.B) {
	benchBuild(b, sampletest.Field1000(b))
}

// BenchmarkBuildTeams40 builds the sheet of a generated 40-team Swiss of 9
// rounds of 12-board matches: 180 matches, 108 deals.
func BenchmarkBuildTeams40(b *testing.B) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 1, Teams: 40, Rounds: 9, BoardsPerMatch: 12, Format: gen.Swiss, Cyrillic: true})
	s := bridge.Session{Event: "Generated teams", Entries: ev.Entries()}
	for n := 1; n <= len(ev.Deals); n++ {
		bd := bridge.NewBoard(n)
		bd.Deal = ev.Deals[n]
		s.Boards = append(s.Boards, bd)
	}
	for _, t := range ev.Teams {
		s.Pairs = append(s.Pairs, bridge.Pair{ID: t.Name, Names: t.Players[:]})
	}
	res, err := teams.Score(s, teams.Options{})
	if err != nil {
		b.Fatal(err)
	}
	benchBuild(b, &event.Result{Kind: event.Teams, Teams: res})
}
