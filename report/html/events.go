package html

import (
	"bytes"
	"fmt"
	"html/template"
	"regexp"

	"github.com/protokol-bridge/protokol/report"
)

// EventLink is one event of a batch's index page.
type EventLink struct {
	Title, Date, Scoring, Summary string
	// Href is the event's page, relative to the index: folders of
	// [a-z0-9_-] and a file name ("2026/11-28/index.html"); "" for none.
	Href string
	// Where tells the event apart from another of the same title and
	// date: its folder ("2026/tue"); "" when none shares them.
	Where string
}

var safeHref = regexp.MustCompile(`^([a-z0-9_-]+/)+[a-z0-9_-]+\.(html|pdf|json|txt)$`)

// RenderEvents makes the index page of a batch: every event with its date
// (as report.Labels.DateText writes it: "28 November 2026"), title (a link to its results), scoring and size, in the order given. The
// page is UTF-8 and stands alone, in the site's own style (the sites'
// style.css, inline: the archive's root has no stylesheet of its own).
// Titles and the other
// texts are escaped (and isolated, see bidi.go); a link that is not a
// plain relative path is refused.
func RenderEvents(events []EventLink, lang string) ([]byte, error) {
	return RenderIndex(events, nil, lang)
}

// SeriesLink is one series table of a batch's index page.
type SeriesLink struct {
	Title, Period string
	Sessions      int
	// Href is the table's page, relative to the index, as EventLink's.
	Href string
}

// RenderIndex is RenderEvents with the season's series tables listed
// above the events, each with its period and number of sessions.
func RenderIndex(events []EventLink, series []SeriesLink, lang string) ([]byte, error) {
	l, err := report.LabelsFor(lang)
	if err != nil {
		return nil, err
	}
	// Each date as every output prints it.
	type event struct {
		EventLink
		DatePhrase report.Phrase
	}
	shown := make([]event, len(events))
	for i, e := range events {
		if e.Href != "" && !safeHref.MatchString(e.Href) {
			return nil, fmt.Errorf("html: event link %q is not a plain relative path", e.Href)
		}
		p := l.DatePhrase(e.Date)
		e.Date = p.String()
		shown[i] = event{e, p}
	}
	for _, t := range series {
		if !safeHref.MatchString(t.Href) {
			return nil, fmt.Errorf("html: series link %q is not a plain relative path", t.Href)
		}
	}
	w, err := report.SeriesLabelsFor(lang)
	if err != nil {
		return nil, err
	}
	css, err := files.ReadFile("templates/style.css")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = templates().ExecuteTemplate(&b, "events.html", struct {
		L      report.Labels
		W      report.SeriesLabels
		Events []event
		Series []SeriesLink
		CSS    template.CSS
	}{l, w, shown, series, template.CSS(css)})
	return b.Bytes(), err
}
