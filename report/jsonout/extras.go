package jsonout

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/report"
)

// This file writes, for every kind of event, what was worked out beside
// the scratch results: each standing's "awards" (its points by kind,
// written in its row), the scale ("masterpoints") and the extra
// rankings ("extras"). A document of an event without them has none of
// these fields.

// Masterpoints names the scale of an event's awards and its kinds of
// points, in order.
type Masterpoints struct {
	Scale string   `json:"scale"`
	Types []string `json:"types"`
}

// Extra is a ranking beside the scratch ones: a field's handicapped
// ranking, or a stratum's.
type Extra struct {
	Kind string `json:"kind"` // "handicapped" or "stratum"
	// Fields are the scratch fields it ranks, by section and direction.
	Fields  []FieldRef `json:"fields"`
	Stratum string     `json:"stratum,omitempty"`
	// From is a stratum's lower bound of masterpoints (absent for the
	// lowest).
	From *exact.Q   `json:"from,omitempty"`
	Rows []ExtraRow `json:"rows"`
}

// FieldRef names a scratch field.
type FieldRef struct {
	Section   string `json:"section"`
	Direction string `json:"direction"`
}

// ExtraRow is a contestant's line of an extra ranking: its key (section,
// direction and id: a pair's number, a player's, a team's name), its
// place, its scratch score and place; a handicapped ranking's handicap and
// score, a stratum's holding, own stratum and awards.
type ExtraRow struct {
	Rank        int                `json:"rank"`
	Tied        bool               `json:"tied"`
	Section     string             `json:"section,omitempty"`
	Direction   string             `json:"direction,omitempty"`
	ID          string             `json:"id"`
	Scratch     exact.Q            `json:"scratch"`
	ScratchRank int                `json:"scratch_rank"`
	ScratchTied bool               `json:"scratch_tied"`
	Handicap    *exact.Q           `json:"handicap,omitempty"`
	Score       *exact.Q           `json:"score,omitempty"`
	Holding     *exact.Q           `json:"holding,omitempty"`
	Own         string             `json:"own,omitempty"`
	Awards      map[string]exact.Q `json:"awards,omitempty"`
}

// masterpoints writes the scale of the awards, when there is one.
func masterpoints(d *doc) {
	if len(d.ev.Awards) == 0 {
		return
	}
	d.field("masterpoints", Masterpoints{Scale: d.ev.AwardScale, Types: d.ev.Awards})
}

// appendAwards adds a standing's awards by kind ("awards": {"Black":
// 0.8}), when the event has some.
func appendAwards(o *objectWriter, types []string, awards []report.Figure) {
	if len(types) == 0 || len(awards) != len(types) {
		return
	}
	o.key("awards")
	o.buf = append(o.buf, '{')
	for i, t := range types {
		if i > 0 {
			o.buf = append(o.buf, ',')
		}
		o.buf = append(appendString(o.buf, t), ':') // a scale file's name, escaped
		o.buf = awards[i].AppendNumber(o.buf)
	}
	o.buf = append(o.buf, '}')
}

// extraRankings writes the extra rankings, one a line.
func extraRankings(d *doc) {
	ev := d.ev
	if len(ev.Extras) == 0 {
		return
	}
	d.list("extras", len(ev.Extras), func(buf []byte, i int) []byte {
		e := &ev.Extras[i]
		o := object(buf)
		o.str("kind", e.Kind.String())
		o.key("fields")
		o.buf = append(o.buf, '[')
		for j, fi := range e.Fields {
			if j > 0 {
				o.buf = append(o.buf, ',')
			}
			f := &ev.Fields[fi]
			fo := object(o.buf)
			fo.str("section", f.Section)
			fo.str("direction", f.Direction.String())
			o.buf = fo.close()
		}
		o.buf = append(o.buf, ']')
		if e.Kind == report.Stratum {
			o.str("stratum", e.Stratum)
			if e.From.Set() {
				o.num("from", e.From)
			}
		}
		o.key("rows")
		o.buf = append(o.buf, '[')
		for j, r := range e.Rows {
			if j > 0 {
				o.buf = append(o.buf, ',')
			}
			o.buf = appendExtraRow(o.buf, ev, e, &r)
		}
		o.buf = append(o.buf, ']')
		return o.close()
	})
}

// appendExtraRow appends a line of an extra ranking (ExtraRow).
func appendExtraRow(buf []byte, ev *report.Event, e *report.Extra, r *report.ExtraRow) []byte {
	o := object(buf)
	o.int("rank", r.Place.Rank)
	o.bool("tied", r.Place.Tied)
	if r.Key.Section != "" {
		o.str("section", r.Key.Section)
	}
	if r.Key.Direction != bridge.DirectionNone {
		o.str("direction", r.Key.Direction.String())
	}
	o.str("id", r.Key.ID)
	o.num("scratch", r.Scratch)
	o.int("scratch_rank", r.ScratchPlace.Rank)
	o.bool("scratch_tied", r.ScratchPlace.Tied)
	if e.Kind == report.Handicapped {
		o.num("handicap", r.Handicap)
		o.num("score", r.Score)
	} else {
		o.num("holding", r.Holding)
		o.str("own", r.Own)
		appendAwards(o, ev.Awards, r.Awards)
	}
	return o.close()
}
