package html

import (
	"bytes"
	"fmt"
	"html/template"
	"regexp"
	"strings"

	"github.com/protokol-bridge/protokol/report"
)

// safeSeriesHref is a link of a series' page to a session or the archive:
// "../" steps, folders of [a-z0-9_-] and a file name.
var safeSeriesHref = regexp.MustCompile(`^(\.\./)*([a-z0-9_-]+/)*[a-z0-9_-]+\.(html|pdf|json|txt)$`)

// safeSeriesPage is a unit's page (report.SeriesPage).
var safeSeriesPage = regexp.MustCompile(`^(player|pair)-[a-z0-9_-]+\.html$`)

// RenderSeries makes the pages of a series table: index.html, the table
// (each unit's place, name, points in every session, those that do not
// count in brackets, total and sessions played; the units not ranked
// after the others, under a heading; the rules in words), and one page
// per unit with its season: each session played, its partner, place
// and points. The pages are UTF-8 and stand alone in the site's style
// (inline, as the archive's index); the table scrolls in its own box on
// a narrow screen, the names staying in view. Every text from the inputs
// is escaped (and isolated, see bidi.go); links that are not plain
// relative paths are refused, and so are unit pages not named as
// report.SeriesPage names them.
func RenderSeries(s *report.Series) ([]File, error) {
	for _, ss := range s.Sessions {
		if ss.Href != "" && !safeSeriesHref.MatchString(ss.Href) {
			return nil, fmt.Errorf("html: session link %q is not a plain relative path", ss.Href)
		}
	}
	if s.Archive != "" && !safeSeriesHref.MatchString(s.Archive) {
		return nil, fmt.Errorf("html: archive link %q is not a plain relative path", s.Archive)
	}
	css, err := files.ReadFile("templates/style.css")
	if err != nil {
		return nil, err
	}
	type row struct {
		R             *report.SeriesRow
		FirstUnranked bool
	}
	rows := make([]row, len(s.Rows))
	for i := range s.Rows {
		r := &s.Rows[i]
		if !safeSeriesPage.MatchString(r.Page) {
			return nil, fmt.Errorf("html: unit page %q is not a plain page name", r.Page)
		}
		rows[i] = row{R: r, FirstUnranked: r.Place == "" && (i == 0 || s.Rows[i-1].Place != "")}
	}
	var out []File
	var b bytes.Buffer
	if err := templates.ExecuteTemplate(&b, "series.html", struct {
		S     *report.Series
		Title string
		CSS   template.CSS
		Rows  []row
		Cols  int
	}{s, s.Heading, template.CSS(css), rows, len(s.Sessions) + 4}); err != nil {
		return nil, err
	}
	out = append(out, File{Name: "index.html", Data: bytes.Clone(b.Bytes())})
	type played struct {
		S        *report.SeriesSession
		C        *report.SeriesCell
		Partners string
	}
	for i := range s.Rows {
		r := &s.Rows[i]
		var history []played
		partners := false
		for j := range r.Cells {
			if c := &r.Cells[j]; c.Played {
				history = append(history, played{S: &s.Sessions[j], C: c, Partners: strings.Join(c.Partners, " – ")})
				partners = partners || len(c.Partners) > 0
			}
		}
		b.Reset()
		if err := templates.ExecuteTemplate(&b, "series_unit.html", struct {
			S        *report.Series
			R        *report.SeriesRow
			Title    string
			CSS      template.CSS
			History  []played
			Partners bool
		}{s, r, r.Name + " · " + s.Heading, template.CSS(css), history, partners}); err != nil {
			return nil, err
		}
		out = append(out, File{Name: r.Page, Data: bytes.Clone(b.Bytes())})
	}
	return out, nil
}
