package teams_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// BenchmarkSwiss200 scores a 200-team Swiss of 10 rounds of 12 boards
// (1,000 matches, 24,000 results): rooms paired, IMPs, VPs, standings and
// the cross-table.
func BenchmarkSwiss200(b *testing.B) {
	ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 9, Teams: 200, Rounds: 10, BoardsPerMatch: 12, Format: gen.Swiss})
	s := bridge.Session{Entries: ev.Entries()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := teams.Score(s, teams.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*len(s.Entries))/b.Elapsed().Seconds(), "results/s")
}
