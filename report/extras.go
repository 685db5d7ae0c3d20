package report

import (
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
)

// This file is the model of what compute/extras worked out beside the
// scratch results, whatever the kind of event: each standing's awards by
// a masterpoint scale, a handicapped ranking beside each field, and the
// rankings of the strata. The scratch standings are not changed: an
// output shows these beside them, in sections of their own.

// ExtraKind is what an extra ranking is.
type ExtraKind uint8

// The extra rankings.
const (
	// Handicapped: a field's contestants ranked by their scratch score
	// plus their handicap.
	Handicapped ExtraKind = iota
	// Stratum: a stratum's ranking, its contestants and those of the
	// strata below it.
	Stratum
)

// String is "handicapped" or "stratum".
func (k ExtraKind) String() string { return [...]string{"handicapped", "stratum"}[k] }

// Extra is a ranking published beside the scratch ones.
type Extra struct {
	Kind ExtraKind
	// Fields are the scratch fields it ranks (indexes of Event.Fields):
	// a handicapped ranking's one; a stratum's group, one field, a
	// section's or all of them.
	Fields []int
	// Section is the section of a stratum of a section's fields merged;
	// All says it ranks the whole event's fields merged.
	Section string
	All     bool
	// Stratum names a stratum ("A") and From is its lower bound of
	// masterpoints (absent for the lowest).
	Stratum string
	From    Figure
	Rows    []ExtraRow
}

// ExtraRow is one contestant's line of an extra ranking.
type ExtraRow struct {
	Key   Key
	Place Place
	// Scratch is the contestant's scratch score (a percentage, IMPs a
	// board, VPs), ScratchPlace its place in its scratch field.
	Scratch      Figure
	ScratchPlace Place
	// Handicap and Score: a handicapped ranking's handicap (negative for
	// the strong) and handicapped percentage.
	Handicap, Score Figure
	// Holding and Own: a stratum's contestant's masterpoints by the
	// strata's basis, and its own stratum.
	Holding Figure
	Own     string
	// Awards are a stratum's contestant's points in the stratum's
	// ranking, by the event's Awards (none without a scale).
	Awards []Figure
}

// addExtras gives the event what compute worked out beside its scratch
// results: each field's standings their awards, and the extra rankings.
// The fields are compute/extras' rankings, in the same order.
func (ev *Event) addExtras(x *extras.Result) {
	ev.Awards, ev.AwardScale = x.Types, x.Scale
	if x.Points != nil {
		for i := range ev.Fields {
			f := &ev.Fields[i]
			row, pts := f.row, x.Points[i]
			f.row = func(j int) Standing {
				st := row(j)
				st.Awards = figures(pts[j])
				return st
			}
		}
	}
	for _, h := range x.Handicapped {
		e := Extra{Kind: Handicapped, Fields: []int{h.Ranking}}
		for _, l := range h.Lines {
			st := ev.Fields[l.Ranking].Row(l.Contestant)
			e.Rows = append(e.Rows, ExtraRow{Key: st.Key, Place: Place{Rank: l.Rank, Tied: l.Tied},
				Scratch: ev.scratch(st), ScratchPlace: st.Place, Handicap: Value(l.Handicap), Score: Percent(l.Score)})
		}
		ev.Extras = append(ev.Extras, e)
	}
	for _, g := range x.Groups {
		for si, s := range g.Strata {
			e := Extra{Kind: Stratum, Fields: g.Rankings, Stratum: s.Name}
			if len(g.Rankings) > 1 {
				e.Section, e.All = g.Name, g.Name == ""
			}
			if si < len(g.Strata)-1 {
				e.From = Value(s.From)
			}
			for _, l := range s.Lines {
				st := ev.Fields[l.Ranking].Row(l.Contestant)
				e.Rows = append(e.Rows, ExtraRow{Key: st.Key, Place: Place{Rank: l.Rank, Tied: l.Tied},
					Scratch: ev.scratch(st), ScratchPlace: st.Place, Holding: Value(l.Holding), Own: l.Own, Awards: figures(l.Points)})
			}
			ev.Extras = append(ev.Extras, e)
		}
	}
	ev.extras = x
}

// Awarded is one player's points: a line of a federation's upload.
type Awarded struct {
	// Member is his member number (the register's, else the input's; ""
	// when neither gives one) and Name his name: personal data, written
	// only where the club asks for them (masterpoints.csv).
	Member, Name string
	// Points are by the event's Awards.
	Points []Figure
}

// Awarded are the players awarded points, each with his contestant's
// (a pair's players, a team's members, an individual's player), by
// field and then in its order.
func (ev *Event) Awarded() []Awarded {
	x := ev.extras
	if x == nil || x.Points == nil {
		return nil
	}
	var out []Awarded
	for r, rk := range x.Event.Rankings {
		for c, ct := range rk.Contestants {
			pts := x.Points[r][c]
			if !anyPositive(pts) {
				continue
			}
			for _, p := range ct.Players {
				out = append(out, Awarded{Member: p.Member, Name: p.Name, Points: figures(pts)})
			}
		}
	}
	return out
}

func anyPositive(qs []exact.Q) bool {
	for _, q := range qs {
		if q.Sign() > 0 {
			return true
		}
	}
	return false
}

// scratch is a standing's scratch score: its percentage, its IMPs a
// board, or a team's VPs.
func (ev *Event) scratch(st Standing) Figure {
	switch {
	case st.Percent.Set():
		return st.Percent
	case st.Average.Set():
		return st.Average
	}
	return st.Total
}

func figures(qs []exact.Q) []Figure {
	if qs == nil {
		return nil
	}
	out := make([]Figure, len(qs))
	for i, q := range qs {
		out[i] = Value(q)
	}
	return out
}
