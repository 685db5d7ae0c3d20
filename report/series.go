package report

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
)

// Series is a season's series table (compute/series) laid out in a
// language: what its page, its players' pages, its PDF, JSON and CSV
// show, every figure and word chosen here so that they agree. It is made
// by NewSeries from the table and what the caller knows of the sessions
// and the players' names.
type Series struct {
	L Labels       // the reports' words
	W SeriesLabels // the series' own
	// Title is the definition's; Period the table's period ("2026-05",
	// "2026-Q2"; "" for the whole series) and PeriodText as printed
	// ("May 2026"); Heading is the title with it.
	Title, Period, PeriodText, Heading string
	Unit                               series.Unit
	Points                             series.Kind
	// Rules are the series' rules in words, a sentence each.
	Rules []string
	// Minimum is the sessions a unit must play to be ranked (1: any),
	// among the last Of when Of is not 0.
	Minimum, Of int
	Sessions    []SeriesSession
	// Rows are the units: the ranked by place, then those not ranked.
	Rows []SeriesRow
	// Archive is the archive's index, relative to the series' pages; ""
	// for none.
	Archive string
}

// SeriesSession is one session of a series.
type SeriesSession struct {
	ID    string // the session's folder in the archive, "/" between folders
	Date  string // as the session gives it: "2026.05.04"; "" unknown
	Title string
	// Href is the session's results, relative to the series' pages ("" for
	// none): folders of [a-z0-9_-], "../" steps and a file name.
	Href string
	// DateText is the date as printed ("4 May 2026"), Short as a column
	// heads it ("4 May", "04.05"; "#3", its number, when it has no date).
	DateText, Short string
}

// SeriesRow is one unit of the table: a player, or a partnership.
type SeriesRow struct {
	// Place is the row's place as printed ("3", "3="), "" when it is not
	// ranked; Rank and Tied are the same as numbers (Rank 0 unranked).
	Place string
	Rank  int
	Tied  bool
	// Key names the unit (compute/series: a player's key, a pair's keys
	// joined by "+"), Page its page (see SeriesPage).
	Key, Page string
	// Name is the unit as printed; Players its players' names.
	Name    string
	Players []string
	// Total is the unit's total, TotalText as printed: every total of
	// the table with as many decimals.
	Total     Figure
	TotalText string
	Played    int // sessions played (within the last Of that count, when the rules look at the last sessions only)
	Counted   int // sessions whose points make the total
	Cells     []SeriesCell
}

// SeriesCell is a unit's line in one session.
type SeriesCell struct {
	Played bool
	Counts bool // among the points that make the total
	// Points are the unit's points, Text as printed: every cell of the
	// table with as many decimals, so that columns line up.
	Points Figure
	Text   string
	// Place is the entry's place in its field as printed ("3="), "" when
	// the session gave none; Rank and Tied the same as numbers.
	Place string
	Rank  int
	Tied  bool
	// Partners are the names of the entry's other players: a player's
	// partner that session.
	Partners []string
}

// SeriesInput is what NewSeries needs beside the table.
type SeriesInput struct {
	Title  string
	Period string // as season.Select names it: "2026-05", "2026-Q2", ""
	Rules  series.Rules
	// Sessions are the table's sessions in its order, with ID, Date,
	// Title and Href (NewSeries fills DateText and Short).
	Sessions []SeriesSession
	// Names are the players' names by key (players.Identity).
	Names   map[string]string
	Archive string
	Lang    string
}

// NewSeries lays a series table out in in.Lang.
func NewSeries(t *series.Table, in SeriesInput) (*Series, error) {
	l, err := LabelsFor(in.Lang)
	if err != nil {
		return nil, err
	}
	w := seriesLabels[l.Lang]
	if len(in.Sessions) != len(t.Sessions) {
		return nil, fmt.Errorf("report: series of %d sessions, %d described", len(t.Sessions), len(in.Sessions))
	}
	s := &Series{L: l, W: w, Title: in.Title, Period: in.Period, Unit: in.Rules.Unit, Points: in.Rules.Points.Kind,
		Minimum: max(in.Rules.Minimum, 1), Of: in.Rules.Count.Of, Archive: in.Archive}
	s.PeriodText = periodText(&l, in.Period)
	s.Heading = s.Title
	if s.PeriodText != "" {
		s.Heading += " · " + s.PeriodText
	}
	s.Rules = RulesText(in.Rules, l.Lang)
	s.Sessions = make([]SeriesSession, len(in.Sessions))
	for i, ss := range in.Sessions {
		ss.DateText = l.DateText(ss.Date)
		ss.Short = shortDate(&l, ss.Date)
		if ss.Short == "" {
			ss.Short = "#" + strconv.Itoa(i+1)
		}
		s.Sessions[i] = ss
	}
	name := func(key string) string {
		if n := in.Names[key]; n != "" {
			return n
		}
		return key
	}
	figure := seriesFigure(in.Rules.Points.Kind)
	total := figure
	if in.Rules.Average {
		total = Percent
	}
	s.Rows = make([]SeriesRow, len(t.Rows))
	for i, r := range t.Rows {
		row := SeriesRow{Rank: r.Rank, Tied: r.Tied, Key: r.Key, Page: SeriesPage(in.Rules.Unit, r.Key), Total: total(r.Total),
			Played: r.Played, Counted: r.Counted, Cells: make([]SeriesCell, len(r.Cells))}
		row.TotalText = row.Total.Shown()
		if r.Ranked() {
			row.Place = placeLabel(r.Rank, r.Tied)
		}
		for _, m := range r.Members {
			row.Players = append(row.Players, name(m))
		}
		row.Name = strings.Join(row.Players, " – ")
		for j, c := range r.Cells {
			if !c.Played {
				continue
			}
			cell := SeriesCell{Played: true, Counts: c.Counts, Points: figure(c.Points)}
			cell.Text = cell.Points.Shown()
			if c.Place > 0 {
				cell.Place, cell.Rank, cell.Tied = placeLabel(c.Place, c.Tied), c.Place, c.Tied
			}
			for _, m := range c.Members {
				if !contains(r.Members, m) {
					cell.Partners = append(cell.Partners, name(m))
				}
			}
			row.Cells[j] = cell
		}
		s.Rows[i] = row
	}
	// Decimals down the columns (see decimals.go): the totals, and every
	// session's points alike (a unit's page lists its sessions in one
	// column).
	pad(len(s.Rows), func(i int) *string { return &s.Rows[i].TotalText })
	var cells []*string
	for i := range s.Rows {
		for j := range s.Rows[i].Cells {
			if c := &s.Rows[i].Cells[j]; c.Played {
				cells = append(cells, &c.Text)
			}
		}
	}
	pad(len(cells), func(i int) *string { return cells[i] })
	return s, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// SeriesPage is the page of a unit of key: "player-KEY.html", or a
// pair's "pair-KEY1--KEY2.html" (keys are slugs, which never hold two
// dashes together).
func SeriesPage(u series.Unit, key string) string {
	if u == series.Pairs {
		return "pair-" + strings.ReplaceAll(key, "+", "--") + ".html"
	}
	return "player-" + key + ".html"
}

// seriesFigure is how the points of a kind are shown: percentages and VPs
// with two decimals, totals and place points exact (at most two
// decimals shown).
func seriesFigure(k series.Kind) func(exact.Q) Figure {
	if k == series.ByPercent || k == series.ByVP {
		return Percent
	}
	return Value
}

// periodText is a period as printed: "May 2026", "Q2 2026".
func periodText(l *Labels, p string) string {
	if y, m, ok := strings.Cut(p, "-"); ok {
		if q, isQ := strings.CutPrefix(m, "Q"); isQ {
			return fmt.Sprintf(seriesLabels[l.Lang].Quarter, q, y)
		}
		if n, err := strconv.Atoi(m); err == nil && n >= 1 && n <= 12 {
			return l.Months[n-1] + " " + y
		}
	}
	return p
}

// shortDate heads a session's column: "4 May" in English, "04.05" in
// Russian; "" when the date cannot be read.
func shortDate(l *Labels, date string) string {
	d, ok := ParseDate(date)
	if !ok || d.Day == 0 || d.Month == 0 {
		return ""
	}
	if l.Lang == "ru" {
		return fmt.Sprintf("%02d.%02d", d.Day, d.Month)
	}
	return fmt.Sprintf("%d %.3s", d.Day, l.Months[d.Month-1])
}

// SeriesLabels are the words of a series' pages and files in one
// language.
type SeriesLabels struct {
	Lang string
	// Series heads the index's list of series; Player and Pair head the
	// column of units; Sessions the sessions played, Counted those that
	// count; History heads a unit's page.
	Series, Player, Pair, Sessions, Counted, History string
	// Session, Partner and Points head a unit's page's columns; Counts
	// marks points that count, NotCounted those that do not (their legend
	// too), NotPlayed a session not played.
	Session, Partner, Points, Counts, NotCounted, NotPlayed string
	// NotRanked heads the units that played too few sessions (a format of
	// the minimum; NotRankedOf of the minimum and the last sessions looked
	// at); Rules heads the rules; BackToSeries links a unit's page to the
	// table.
	NotRanked, NotRankedOf, Rules, BackToSeries string
	// Quarter is a format of the quarter and the year.
	Quarter string
	// SeasonPlayers heads the page of the season's players, which a
	// session's pages link to.
	SeasonPlayers string
}

var seriesLabels = map[string]SeriesLabels{
	"en": {Lang: "en", Series: "Series", Player: "Player", Pair: "Pair", Sessions: "Sessions", Counted: "Counted", History: "Season",
		Session: "Session", Partner: "Partner", Points: "Points", Counts: "counts", NotCounted: "Points in brackets do not count.",
		NotPlayed: "did not play", NotRanked: "Not ranked: sessions needed: %d", NotRankedOf: "Not ranked: sessions needed: %d of the last %d", Rules: "Rules", BackToSeries: "← The series",
		Quarter: "Q%s %s", SeasonPlayers: "Players of the season"},
	"ru": {Lang: "ru", Series: "Серии", Player: "Игрок", Pair: "Пара", Sessions: "Турниры", Counted: "В зачёте", History: "Сезон",
		Session: "Турнир", Partner: "Партнёр", Points: "Очки", Counts: "в зачёте", NotCounted: "Очки в скобках не идут в зачёт.",
		NotPlayed: "не играл", NotRanked: "Вне зачёта: нужно турниров: %d", NotRankedOf: "Вне зачёта: нужно турниров: %d из последних %d", Rules: "Правила", BackToSeries: "← Серия",
		Quarter: "%s-й квартал %s", SeasonPlayers: "Игроки сезона"},
}

// SeriesLabelsFor gives the series' words of a language: "en" or "ru".
func SeriesLabelsFor(lang string) (SeriesLabels, error) {
	l, err := LabelsFor(lang)
	if err != nil {
		return SeriesLabels{}, err
	}
	return seriesLabels[l.Lang], nil
}

// NotRankedText heads the units not ranked.
func (s *Series) NotRankedText() string {
	if s.Of > 0 {
		return fmt.Sprintf(s.W.NotRankedOf, s.Minimum, s.Of)
	}
	return fmt.Sprintf(s.W.NotRanked, s.Minimum)
}

// Ranked reports whether some row has a place; Unranked whether some has
// none.
func (s *Series) Ranked() bool { return len(s.Rows) > 0 && s.Rows[0].Place != "" }

// Unranked reports whether some row has no place.
func (s *Series) Unranked() bool { return len(s.Rows) > 0 && s.Rows[len(s.Rows)-1].Place == "" }

// UnitLabel heads the column of units: "Player" or "Pair".
func (s *Series) UnitLabel() string {
	if s.Unit == series.Pairs {
		return s.W.Pair
	}
	return s.W.Player
}
