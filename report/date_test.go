package report_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/report"
)

// TestDateText: every output prints an event's date as its reader reads
// it; a date with parts not known shows what is known; one that cannot
// be read is printed as given.
func TestDateText(t *testing.T) {
	for _, tt := range []struct {
		name, date, en, ru string
	}{
		{"PBN", "2026.11.28", "28 November 2026", "28 ноября 2026"},
		{"ISO", "2026-01-07", "7 January 2026", "7 января 2026"},
		{"slashes", "2026/05/01", "1 May 2026", "1 мая 2026"},
		{"day first", "28.11.2026", "28 November 2026", "28 ноября 2026"},
		{"spaces", " 2026.03.08 ", "8 March 2026", "8 марта 2026"},
		{"day unknown", "2014.07.??", "July 2014", "июль 2014"},
		{"month unknown", "2014.??.05", "2014", "2014"},
		{"year alone", "2014.??.??", "2014", "2014"},
		{"year unknown", "????.11.28", "28 November", "28 ноября"},
		{"nothing known", "????.??.??", "", ""},
		{"leap day", "2024.02.29", "29 February 2024", "29 февраля 2024"},
		{"leap day, year unknown", "????.02.29", "29 February", "29 февраля"},
		{"no such day", "2026.02.29", "2026.02.29", "2026.02.29"},
		{"no such month", "2026.13.01", "2026.13.01", "2026.13.01"},
		{"mixed separators", "2026.11-28", "2026.11-28", "2026.11-28"},
		{"words", "Saturday", "Saturday", "Saturday"},
		{"month and day first", "11/28/2026", "11/28/2026", "11/28/2026"},
		{"empty", "", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []struct{ lang, want string }{{"en", tt.en}, {"ru", tt.ru}} {
				l, err := report.LabelsFor(c.lang)
				if err != nil {
					t.Fatal(err)
				}
				if got := l.DateText(tt.date); got != c.want {
					t.Errorf("%s: DateText(%q) = %q, want %q", c.lang, tt.date, got, c.want)
				}
			}
		})
	}
}

// TestSubtitleDate: the subtitle every output prints under the title
// holds the date as DateText writes it, and leaves out a date of no
// known part.
func TestSubtitleDate(t *testing.T) {
	l, err := report.LabelsFor("ru")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ site, date, want string }{
		{"Москва", "2026.11.28", "Москва · 28 ноября 2026"},
		{"", "2014.07.??", "июль 2014"},
		{"Москва", "????.??.??", "Москва"},
		{"Москва", "в субботу", "Москва · в субботу"},
	} {
		s := &report.Sheet{L: l, Site: tt.site, Date: tt.date}
		if got := s.Subtitle(); got != tt.want {
			t.Errorf("site %q, date %q: Subtitle() = %q, want %q", tt.site, tt.date, got, tt.want)
		}
	}
}
