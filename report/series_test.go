package report_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/season"
)

// seriesFixture is a player series of three sessions on place points, a
// player changing partners, one missing a session, one not ranked, and
// three tied on the total (no tie-break: they share the place, in order
// of their keys).
func seriesFixture(t *testing.T, lang string) *report.Series {
	t.Helper()
	rules := series.Rules{
		Unit: series.Players,
		Points: series.Points{Kind: series.ByPlace, Tables: []series.PlaceTable{
			{Places: []exact.Q{exact.Int(10), exact.Int(7), exact.Int(5)}, Rest: exact.Int(1), HasRest: true}}},
		Count:   series.Count{Best: 2},
		Minimum: 2,
	}
	sessions := []series.Session{
		{ID: "2026/05-04", Entries: []series.Entry{
			{Members: []string{"ivanov-pyotr", "petrova-anna"}, Place: 1},
			{Members: []string{"smith-john", "jones-mary"}, Place: 2},
			{Members: []string{"orlov-igor", "kim-olga"}, Place: 2}}},
		{ID: "2026/05-11", Entries: []series.Entry{
			{Members: []string{"ivanov-pyotr", "kim-olga"}, Place: 1},
			{Members: []string{"smith-john", "jones-mary"}, Place: 2}}},
		{ID: "2026/05-18", Entries: []series.Entry{
			{Members: []string{"ivanov-pyotr", "petrova-anna"}, Place: 2},
			{Members: []string{"smith-john", "jones-mary"}, Place: 1}}},
	}
	tbl, err := series.Compute(rules, sessions)
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.NewSeries(tbl, report.SeriesInput{
		Title: "Spring ladder", Period: "2026-05", Rules: rules, Lang: lang, Archive: "../../index.html",
		Names: map[string]string{"ivanov-pyotr": "Иванов Пётр", "petrova-anna": "Петрова Анна", "smith-john": "John Smith",
			"jones-mary": "Mary Jones", "orlov-igor": "Орлов Игорь", "kim-olga": "Ким Ольга"},
		Sessions: []report.SeriesSession{
			{ID: "2026/05-04", Date: "2026.05.04", Title: "Monday pairs", Href: "../../2026/05-04/index.html"},
			{ID: "2026/05-11", Date: "2026-05-11", Title: "Monday pairs"},
			{ID: "2026/05-18", Title: "Monday pairs"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNewSeries(t *testing.T) {
	s := seriesFixture(t, "en")
	if s.Heading != "Spring ladder · May 2026" || s.UnitLabel() != "Player" || s.NotRankedText() != "Not ranked: sessions needed: 2" {
		t.Errorf("heading %q unit %q not ranked %q", s.Heading, s.UnitLabel(), s.NotRankedText())
	}
	var shorts []string
	for _, ss := range s.Sessions {
		shorts = append(shorts, ss.Short+"|"+ss.DateText)
	}
	if want := []string{"4 May|4 May 2026", "11 May|11 May 2026", "#3|"}; !slices.Equal(shorts, want) {
		t.Errorf("sessions %q, want %q", shorts, want)
	}
	var rows []string
	for _, r := range s.Rows {
		line := r.Place + " " + r.Name + " " + r.Total.Shown() + " " + r.Page + ":"
		for _, c := range r.Cells {
			switch {
			case !c.Played:
				line += " -"
			case c.Counts:
				line += " " + c.Points.Shown() + "@" + c.Place + "/" + strings.Join(c.Partners, "&")
			default:
				line += " (" + c.Points.Shown() + ")@" + c.Place
			}
		}
		rows = append(rows, line)
	}
	want := []string{
		"1 Иванов Пётр 20 player-ivanov-pyotr.html: 10@1/Петрова Анна 10@1/Ким Ольга (7)@2",
		"2= Mary Jones 17 player-jones-mary.html: (6)@2= 7@2/John Smith 10@1/John Smith",
		"2= Петрова Анна 17 player-petrova-anna.html: 10@1/Иванов Пётр - 7@2/Иванов Пётр",
		"2= John Smith 17 player-smith-john.html: (6)@2= 7@2/Mary Jones 10@1/Mary Jones",
		"5 Ким Ольга 16 player-kim-olga.html: 6@2=/Орлов Игорь 10@1/Иванов Пётр -",
		" Орлов Игорь 6 player-orlov-igor.html: 6@2=/Ким Ольга - -",
	}
	if !slices.Equal(rows, want) {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"))
	}
	if !s.Ranked() || !s.Unranked() {
		t.Errorf("ranked %t unranked %t", s.Ranked(), s.Unranked())
	}
	ru := seriesFixture(t, "ru")
	if ru.Heading != "Spring ladder · май 2026" || ru.Sessions[0].Short != "04.05" || ru.UnitLabel() != "Игрок" {
		t.Errorf("ru: heading %q, short %q", ru.Heading, ru.Sessions[0].Short)
	}
}

// TestRulesText says each preset's rules in English and Russian; the
// Moscow cup's word for word.
func TestRulesText(t *testing.T) {
	for _, name := range season.Presets() {
		d, err := season.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{"en", "ru"} {
			if got := report.RulesText(d.Rules, lang); len(got) < 4 {
				t.Errorf("%s %s: %q", name, lang, got)
			}
		}
	}
	d, _ := season.Preset("moscow-summer-cup")
	want := []string{
		"A row is a partnership: a player who changes partners has a row with each.",
		"Points by place: one section: 20-17-15-13-12-11-10-9-8-7-6-5-4-3-2, then 1; 2 sections, section 1: 20-17-15-12-10-8-5-2; 2 sections, section 2: 13-11-9-7-6-4-3, then 1.",
		"Tied places share their points.",
		"The best 8 of the last 10 sessions count.",
		"The total is the sum of the points that count.",
		"Units with equal totals share the place.",
	}
	if got := report.RulesText(d.Rules, "en"); !slices.Equal(got, want) {
		t.Errorf("moscow-summer-cup:\n%s", strings.Join(got, "\n"))
	}
	d, _ = season.Preset("polish-monthly")
	want = []string{
		"Строка — игрок: ему засчитывается каждый сыгранный турнир, с любым партнёром.",
		"Очки за место: 1.5 × число участников за первое, 1 за последнее, между ними поровну; премии 3-2-1 за первые места.",
		"Поделённые места делят свои очки.",
		"Очки округляются вверх до целых.",
		"В зачёт идут 10 лучших турниров.",
		"Итог — сумма очков, идущих в зачёт.",
		"Равные по итогу делят место.",
	}
	if got := report.RulesText(d.Rules, "ru"); !slices.Equal(got, want) {
		t.Errorf("polish-monthly:\n%s", strings.Join(got, "\n"))
	}
}
