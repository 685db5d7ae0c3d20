package pdf

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/report"
)

// seriesColumns is the most sessions a series' table shows side by side
// on the page; a longer season is printed in parts of as many sessions,
// each repeating the place and the name (as a wide cross-table is split).
const seriesColumns = 9

// WriteSeries writes a season's series table as a PDF, A4 portrait as
// the results are, in the same type and with the same running header,
// footer and outline: the title and period, the table (place, name,
// total, sessions played, then the points of each session headed by its
// date, those that do not count in grey and in brackets, "–" where the
// unit did not play; the units not ranked in a table of their own),
// then the rules. Its creation date is the last session's. As Write, it
// returns the texts printed otherwise (Fallbacks).
func WriteSeries(w io.Writer, s *report.Series) (Fallbacks, error) {
	if err := regular.load(); err != nil {
		return nil, err
	}
	if err := bold.load(); err != nil {
		return nil, err
	}
	sheet := &report.Sheet{Kind: event.Pairs, L: s.L, Title: s.Title}
	if n := len(s.Sessions); n > 0 {
		sheet.Date = s.Sessions[n-1].Date
	}
	d := &doc{s: sheet, f: newFpdf(sheet)}
	d.f.SetSubject(strings.TrimSuffix(s.W.Series+" · "+s.PeriodText, " · "), true)
	d.f.SetKeywords("bridge, duplicate, "+s.W.Series, true)
	if err := d.f.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	d.buildSeries(s)
	err := d.stream(w, newZlib) // before the fallbacks are read: drawing may add some
	return d.fallbacks, err
}

// buildSeries checks and measures everything the series' document prints.
func (d *doc) buildSeries(s *report.Series) {
	l := &s.L
	d.check(s.Title, func() string { return "the title" })
	d.label(l.Page)
	d.label(l.Of)
	d.label(l.Continued)
	d.generatedBy = d.label(l.GeneratedBy)
	d.title = d.wrap(bold, sizeTitle, s.Title, contentW)
	if s.PeriodText != "" {
		d.subtitle = d.wrap(regular, sizeSub, s.PeriodText, contentW)
	}
	d.runSub = d.fit(regular, sizeRunning, shown(s.PeriodText), contentW/2)
	d.runTitle = d.fit(bold, sizeRunning, shown(s.Title), contentW-d.width(regular, sizeRunning, d.runSub)-8)

	var ranked, unranked []int
	for i, r := range s.Rows {
		d.check(r.Name, func() string { return "the name of " + r.Key })
		if r.Place != "" {
			ranked = append(ranked, i)
		} else {
			unranked = append(unranked, i)
		}
	}
	sec := section{name: shown(d.label(s.W.Series))}
	for from := 0; from < len(s.Sessions) || from == 0; from += seriesColumns {
		to := min(from+seriesColumns, len(s.Sessions))
		title := d.label(s.Heading)
		if len(s.Sessions) > seriesColumns {
			title += " · " + strconv.Itoa(from+1) + "–" + strconv.Itoa(to)
		}
		for _, part := range []struct {
			rows []int
			bar  string
		}{{ranked, title}, {unranked, d.label(s.NotRankedText())}} {
			if len(part.rows) > 0 {
				sec.blocks = append(sec.blocks, d.seriesBlock(s, part.rows, from, to, part.bar))
			}
		}
	}
	var rules []string
	for _, r := range append([]string{s.W.NotCounted}, s.Rules...) {
		rules = append(rules, d.wrap(regular, sizeTable, d.label(r), contentW-2*cellPadX)...)
	}
	sec.blocks = append(sec.blocks, block{bar: d.barLines(d.label(s.W.Rules), ""), note: rules, keep: true})
	d.sections = []section{sec}
}

// seriesBlock is the table of some rows, with the sessions from..to.
func (d *doc) seriesBlock(s *report.Series, rows []int, from, to int, bar string) block {
	cols := []col{{w: 11, align: 'P'}, {w: 40, align: 'L', flex: true}, {w: 14, align: 'R'}, {w: 12, align: 'R'}}
	head := d.heads(s.L.Place, s.UnitLabel(), s.L.Total, s.W.Sessions)
	for _, ss := range s.Sessions[from:to] {
		cols = append(cols, col{w: 8, align: 'R'})
		head = append(head, cellText{text: ss.Short})
	}
	var body [][]cellText
	for _, i := range rows {
		r := &s.Rows[i]
		cells := []cellText{{text: r.Place}, {text: r.Name}, {text: r.TotalText, bold: true}, {text: strconv.Itoa(r.Played)}}
		for _, c := range r.Cells[from:to] {
			switch {
			case !c.Played:
				cells = append(cells, cellText{text: "–", grey: true})
			case c.Counts:
				cells = append(cells, cellText{text: c.Text})
			default:
				cells = append(cells, cellText{text: "(" + c.Text + ")", grey: true})
			}
		}
		body = append(body, cells)
	}
	cols = d.fitCols(cols, head, body, sizeTable)
	return block{bar: d.barLines(bar, ""), table: d.tableOf(cols, sizeTable, d.newRow(cols, bold, sizeHead, head), body), minRows: 3}
}
