package sampletest

import (
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// SeriesOracleRules are a season's rules as the independent oracle takes
// them (oracle.SeriesRules: plain fields and big.Rat figures), for the
// tests that hold compute/series and the published series.json to it.
func SeriesOracleRules(r series.Rules) oracle.SeriesRules {
	o := oracle.SeriesRules{PerPlayer: r.Unit == series.Players, Best: r.Count.Best, Of: r.Count.Of,
		Drop: r.Count.Drop, Per: r.Count.Per, After: r.Count.After, Minimum: r.Minimum, Average: r.Average,
		RoundUp: r.Points.Round == series.Up, RoundNearest: r.Points.Round == series.Nearest}
	switch r.Points.Kind {
	case series.ByPlace:
		o.Points = "place"
		for _, t := range r.Points.Tables {
			ot := oracle.SeriesTable{Sections: t.Sections, Section: t.Section, MinField: t.MinField, MaxField: t.MaxField}
			for _, p := range t.Places {
				ot.Places = append(ot.Places, p.Rat())
			}
			if t.HasRest {
				ot.Rest = t.Rest.Rat()
			}
			o.Tables = append(o.Tables, ot)
		}
	case series.ByFormula:
		o.Points = "formula"
		o.First, o.Last = r.Points.Formula.First.Rat(), r.Points.Formula.Last.Rat()
		for _, b := range r.Points.Formula.Bonus {
			o.Bonus = append(o.Bonus, b.Rat())
		}
	default:
		o.Points = "score"
	}
	for _, t := range r.Ties {
		o.Ties = append(o.Ties, t.String())
	}
	return o
}
