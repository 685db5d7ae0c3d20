package series_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// BenchmarkCompute200 computes the table of a 200-session season by place
// points (the Moscow cup's table) per player, best 8 of the last 10 and
// two tie-breaks: the engine alone, players already matched.
func BenchmarkCompute200(b *testing.B) {
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 200, Sessions: 200})
	sessions := make([]series.Session, len(s.Sessions))
	for i, ses := range s.Sessions {
		out := series.Session{ID: ses.ID}
		for _, e := range ses.Entries {
			pct, _ := exact.Parse(e.Percent)
			out.Entries = append(out.Entries, series.Entry{Section: e.Section, Field: e.Field, Place: e.Place,
				Percent: pct, Has: series.Percent,
				Members: []string{s.Players[e.Seats[0].Player].Name, s.Players[e.Seats[1].Player].Name}})
		}
		sessions[i] = out
	}
	r := series.Rules{Unit: series.Players, Points: series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{
		{Places: []exact.Q{exact.Int(20), exact.Int(17), exact.Int(15), exact.Int(13), exact.Int(12)}, Rest: exact.Int(1), HasRest: true},
	}}, Count: series.Count{Best: 8, Of: 10}, Ties: []series.Tie{series.NextBest, series.Countback}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := series.Compute(r, sessions); err != nil {
			b.Fatal(err)
		}
	}
}
