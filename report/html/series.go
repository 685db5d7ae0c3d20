package html

import (
	"bytes"
	"fmt"
	"html/template"
	"regexp"
	"strconv"
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
// and points; and style.css, the site's with the table's own. The pages
// are UTF-8; the table scrolls in its own box on a narrow screen, the
// names staying in view. Every text from the inputs
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
	css, err := seriesCSS()
	if err != nil {
		return nil, err
	}
	for i := range s.Rows {
		if !safeSeriesPage.MatchString(s.Rows[i].Page) {
			return nil, fmt.Errorf("html: unit page %q is not a plain page name", s.Rows[i].Page)
		}
	}
	out := []File{css}
	var b bytes.Buffer
	if err := templates().ExecuteTemplate(&b, "series.html", struct {
		S     *report.Series
		Title string
		Body  template.HTML
	}{s, s.Heading, seriesRows(s)}); err != nil {
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
		if err := templates().ExecuteTemplate(&b, "series_unit.html", struct {
			S        *report.Series
			R        *report.SeriesRow
			Title    string
			History  []played
			Partners bool
		}{s, r, r.Name + " · " + s.Heading, history, partners}); err != nil {
			return nil, err
		}
		out = append(out, File{Name: r.Page, Data: bytes.Clone(b.Bytes())})
	}
	return out, nil
}

// seriesRows are the rows of a series table, written in Go as the
// rankings are (a table of a season's pairs over 200 sessions has tens of
// thousands of cells): the place, the name linked to the unit's page, the
// total, the sessions played, then the points of each session, those
// that do not count in brackets; the units not ranked under a heading of
// their own.
func seriesRows(s *report.Series) template.HTML {
	var b builder
	b.Grow(len(s.Rows) * (200 + 40*len(s.Sessions)))
	cols := strconv.Itoa(len(s.Sessions) + 4)
	for i := range s.Rows {
		r := &s.Rows[i]
		if r.Place == "" && (i == 0 || s.Rows[i-1].Place != "") {
			b.raw(`<tr class="unranked"><th scope="rowgroup" colspan="` + cols + `">`)
			b.escape(s.NotRankedText())
			b.raw("</th></tr>\n")
		}
		b.raw(`<tr><td class="n">`)
		b.escape(r.Place)
		b.raw(`</td><th scope="row" class="names"><a href="`)
		b.escape(r.Page)
		b.raw(`">`)
		b.bdi(r.Name)
		b.raw(`</a></th><td class="n total">`)
		b.escape(r.TotalText)
		b.raw(`</td><td class="n">`)
		b.raw(strconv.Itoa(r.Played))
		b.raw("</td>")
		for j := range r.Cells {
			c := &r.Cells[j]
			switch {
			case !c.Played:
				b.raw(`<td class="n s"><span aria-hidden="true">–</span></td>`)
			case c.Counts:
				b.raw(`<td class="n s">`)
				b.escape(c.Text)
				b.raw("</td>")
			default:
				b.raw(`<td class="n s"><span class="drop">(`)
				b.escape(c.Text)
				b.raw(")</span></td>")
			}
		}
		b.raw("</tr>\n")
	}
	return template.HTML(b.String())
}

// RenderSeasonPlayers makes the page of the players of a season
// (index.html of its folder): every player, under the anchors of the
// names the sessions wrote him by (a session's names page links there),
// with a link to each of his pages in the season's tables; and its
// style.css. Links that are not plain relative paths are refused.
func RenderSeasonPlayers(p *report.SeasonPlayers) ([]File, error) {
	if p.Archive != "" && !safeSeriesHref.MatchString(p.Archive) {
		return nil, fmt.Errorf("html: archive link %q is not a plain relative path", p.Archive)
	}
	for _, pl := range p.Players {
		for _, pg := range pl.Pages {
			if !safeSeriesHref.MatchString(pg.Href) {
				return nil, fmt.Errorf("html: player's page %q is not a plain relative path", pg.Href)
			}
		}
	}
	css, err := seriesCSS()
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := templates().ExecuteTemplate(&b, "season_players.html", struct {
		P     *report.SeasonPlayers
		S     struct{ L report.Labels }
		Title string
	}{p, struct{ L report.Labels }{p.L}, p.W.SeasonPlayers}); err != nil {
		return nil, err
	}
	return []File{css, {Name: "index.html", Data: b.Bytes()}}, nil
}

// seriesCSS is the style.css of a series' folder: the site's, and the
// series' own.
func seriesCSS() (File, error) {
	css, err := files.ReadFile("templates/style.css")
	if err != nil {
		return File{}, err
	}
	own, err := files.ReadFile("templates/series.css")
	if err != nil {
		return File{}, err
	}
	return File{Name: "style.css", Data: append(append(bytes.Clone(css), '\n'), own...)}, nil
}
