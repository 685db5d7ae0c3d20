package season_test

import (
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/players"
	"github.com/protokol-bridge/protokol/season"
)

// BenchmarkRebuild200 rebuilds every preset's series of a 200-session
// season from the sessions' rankings: read the register, match every
// player of every session, select each series' sessions and compute its
// tables. It is what a batch run adds on top of scoring the sessions.
func BenchmarkRebuild200(b *testing.B) {
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 200, Sessions: 200})
	var defs []*season.Definition
	for _, name := range season.Presets() {
		d, err := season.Preset(name)
		if err != nil {
			b.Fatal(err)
		}
		defs = append(defs, d)
	}
	infos := make([]season.Session, len(s.Sessions))
	entries := 0
	for i, ses := range s.Sessions {
		infos[i] = season.Session{Folder: ses.ID, Date: ses.Date}
		entries += len(ses.Entries)
	}
	b.ReportAllocs()
	for b.Loop() {
		reg, err := players.Read("register.csv", []byte(s.Register), "")
		if err != nil {
			b.Fatal(err)
		}
		var seen []players.Appearance
		for _, ses := range s.Sessions {
			for ei, e := range ses.Entries {
				for _, st := range e.Seats {
					seen = append(seen, players.Appearance{Name: st.Name, Number: st.Number, Where: fmt.Sprintf("%s, pair %d", ses.ID, ei+1)})
				}
			}
		}
		ids, _ := players.Match(reg, seen)
		sessions := make([]series.Session, len(s.Sessions))
		k := 0
		for i, ses := range s.Sessions {
			out := series.Session{ID: ses.ID, Entries: make([]series.Entry, len(ses.Entries))}
			for ei, e := range ses.Entries {
				pct, _ := exact.Parse(e.Percent)
				out.Entries[ei] = series.Entry{Section: e.Section, Field: e.Field, Place: e.Place, Percent: pct, Has: series.Percent,
					Members: []string{ids[k].Key, ids[k+1].Key}}
				k += 2
			}
			sessions[i] = out
		}
		for _, d := range defs {
			groups, _ := d.Select(infos)
			for _, g := range groups {
				in := make([]series.Session, len(g.Sessions))
				for i, si := range g.Sessions {
					in[i] = sessions[si]
				}
				if _, err := series.Compute(d.Rules, in); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(entries), "entries")
}
