package jsonout

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/protokol-bridge/protokol/report"
)

// SeriesDocument is series.json, a season's series table (see
// WriteSeries): its Go form, for reading it back.
type SeriesDocument struct {
	Title    string          `json:"title"`
	Period   string          `json:"period,omitempty"` // "2026-05", "2026-Q2"; absent for the whole series
	Unit     string          `json:"unit"`             // "player" or "pair"
	Points   string          `json:"points"`           // percentage, total, vp, place or formula
	Minimum  int             `json:"minimum"`          // sessions to be ranked
	Rules    []string        `json:"rules"`            // the rules in words
	Sessions []SeriesSession `json:"sessions"`
	Rows     []SeriesRow     `json:"rows"`
}

// SeriesSession is a session of the series, in the order played.
type SeriesSession struct {
	Session string `json:"session"` // its folder in the archive
	Date    string `json:"date,omitempty"`
	Title   string `json:"title,omitempty"`
	Href    string `json:"href,omitempty"` // its results, relative to series.json
}

// SeriesRow is a unit: its place (absent when not ranked), its players,
// its total, and its line in each session (null where it did not play).
type SeriesRow struct {
	Rank    int           `json:"rank,omitempty"`
	Tied    bool          `json:"tied,omitempty"`
	Key     string        `json:"key"`
	Page    string        `json:"page"`
	Players []string      `json:"players"`
	Total   json.Number   `json:"total"`
	Played  int           `json:"played"`
	Counted int           `json:"counted"`
	Cells   []*SeriesCell `json:"sessions"`
}

// SeriesCell is a unit's line in a session: its points, whether they
// count, its place in its field (absent when the session gave none) and
// a player's partners.
type SeriesCell struct {
	Points   json.Number `json:"points"`
	Counts   bool        `json:"counts"`
	Place    int         `json:"place,omitempty"`
	Tied     bool        `json:"tied,omitempty"`
	Partners []string    `json:"partners,omitempty"`
}

// WriteSeries writes series.json: the table as its page shows it, every
// figure as its data text (points exact to six decimals, percentages and
// VPs to two). Member numbers are in no part of it.
func WriteSeries(w io.Writer, s *report.Series) error {
	doc := SeriesDocument{Title: s.Title, Period: s.Period, Unit: s.Unit.String(), Points: s.Points.String(),
		Minimum: s.Minimum, Rules: s.Rules, Sessions: make([]SeriesSession, len(s.Sessions)), Rows: make([]SeriesRow, len(s.Rows))}
	for i, ss := range s.Sessions {
		doc.Sessions[i] = SeriesSession{Session: ss.ID, Date: ss.Date, Title: ss.Title, Href: ss.Href}
	}
	for i, r := range s.Rows {
		row := SeriesRow{Rank: r.Rank, Tied: r.Tied, Key: r.Key, Page: r.Page, Players: r.Players, Total: json.Number(r.Total.Number()),
			Played: r.Played, Counted: r.Counted, Cells: make([]*SeriesCell, len(r.Cells))}
		for j, c := range r.Cells {
			if !c.Played {
				continue
			}
			cell := &SeriesCell{Points: json.Number(c.Points.Number()), Counts: c.Counts, Partners: c.Partners}
			cell.Place, cell.Tied = c.Rank, c.Tied
			row.Cells[j] = cell
		}
		doc.Rows[i] = row
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", " ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}
