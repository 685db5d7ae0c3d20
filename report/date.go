package report

import (
	"strconv"
	"strings"
	"time"
)

// Date is an event's date as read from the input: its year, month and
// day, each 0 when the input leaves it unknown (PBN's "2014.07.??").
type Date struct {
	Year  int // 1..9999, or 0
	Month int // 1..12, or 0
	Day   int // 1..31, or 0
}

// ParseDate reads an event date as the inputs and --date write it: PBN's
// "2026.11.28" (and ISO's "2026-11-28", or "2026/11/28"), with "??" or
// "????" for a part not known ("2014.07.??"), or the European
// "28.11.2026". ok is false for anything else, and for a date the
// calendar has not ("2026.02.30", "2026.13.01").
func ParseDate(s string) (d Date, ok bool) {
	s = strings.TrimSpace(s)
	sep := strings.IndexAny(s, ".-/")
	if sep < 0 {
		return Date{}, false
	}
	parts := strings.Split(s, s[sep:sep+1])
	if len(parts) != 3 {
		return Date{}, false
	}
	y, m, dd := parts[0], parts[1], parts[2]
	if len(dd) == 4 && len(y) <= 2 && s[sep] == '.' { // 28.11.2026
		y, dd = dd, y
	}
	if len(y) != 4 || len(m) == 0 || len(m) > 2 || len(dd) == 0 || len(dd) > 2 {
		return Date{}, false
	}
	var good bool
	if d.Year, good = datePart(y, 1, 9999); !good {
		return Date{}, false
	}
	if d.Month, good = datePart(m, 1, 12); !good {
		return Date{}, false
	}
	if d.Day, good = datePart(dd, 1, 31); !good {
		return Date{}, false
	}
	if d.Day > 0 && d.Month > 0 {
		year := d.Year
		if year == 0 {
			year = 2000 // a leap year: 29 February is a day of some year
		}
		if time.Date(year, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC).Day() != d.Day {
			return Date{}, false
		}
	}
	return d, true
}

// datePart reads one part of a date: digits in lo..hi, or question marks
// alone for a part not known (0).
func datePart(s string, lo, hi int) (int, bool) {
	if strings.Trim(s, "?") == "" {
		return 0, true
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, false
	}
	return n, true
}

// DateText is an event's date as the labels' language writes it: "28
// November 2026", "28 ноября 2026". Of a date with parts not known, what
// is known: "July 2014" ("июль 2014"), "2014", "28 November"; a day
// without its month is left out, and a date of no known part is "". A
// date that ParseDate cannot read is returned as given: every output
// prints the date through DateText, so none prints it otherwise.
func (l *Labels) DateText(s string) string { return l.DatePhrase(s).String() }

// DatePhrase is DateText as a Phrase: protokol's words for a date it
// reads, the input's text for one it cannot (see Phrase).
func (l *Labels) DatePhrase(s string) Phrase {
	d, ok := ParseDate(s)
	if !ok {
		return Phrase{}.Input(strings.TrimSpace(s))
	}
	var parts []string
	switch {
	case d.Month == 0:
		// A day without its month says nothing.
	case d.Day > 0:
		parts = append(parts, strconv.Itoa(d.Day), l.MonthsOf[d.Month-1])
	default:
		parts = append(parts, l.Months[d.Month-1])
	}
	if d.Year > 0 {
		parts = append(parts, strconv.Itoa(d.Year))
	}
	return Phrase{}.Word(strings.Join(parts, " "))
}
