package players_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/players"
)

// BenchmarkMatch200 matches the players of a 200-session season, with
// the register and without one (every player a guest).
func BenchmarkMatch200(b *testing.B) {
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 200, Sessions: 200})
	reg, err := players.Read("register.csv", []byte(s.Register), "")
	if err != nil {
		b.Fatal(err)
	}
	var seen []players.Appearance
	for _, ses := range s.Sessions {
		for _, e := range ses.Entries {
			for _, st := range e.Seats {
				seen = append(seen, players.Appearance{Name: st.Name, Number: st.Number, Where: ses.ID})
			}
		}
	}
	for _, c := range []struct {
		name string
		reg  *players.Register
	}{{"register", reg}, {"none", nil}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				players.Match(c.reg, seen)
			}
		})
	}
}
