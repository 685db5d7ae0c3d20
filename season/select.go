package season

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
)

// Session is what Select knows of a session.
type Session struct {
	Folder string // relative to the archive, "/" between folders
	Date   string // as the session gives it: 2026-05-04, 2026.05.04 or 04.05.2026; "" unknown
}

// Group is one table of a series: its period ("2026-05", "2026-Q2"; ""
// for the whole series) and its sessions, as indexes into those given, in
// the order played (by date, then folder).
type Group struct {
	Period   string
	Sessions []int
}

// Select picks the definition's sessions and splits them by period.
// A session that a date bound or the period needs a date for and has none
// (or one that cannot be read) is left out, with a warning; without
// either, undated sessions come after the dated ones.
func (d *Definition) Select(sessions []Session) ([]Group, []string) {
	s := d.Sessions
	type picked struct {
		i    int
		date string
	}
	var warns []string
	var ps []picked
	for i, ss := range sessions {
		if !folderTaken(s.Folders, ss.Folder) {
			continue
		}
		date, ok := isoDate(ss.Date)
		needDate := s.From != "" || s.To != "" || s.Period != Whole
		if !ok && needDate {
			why := "no date"
			if strings.TrimSpace(ss.Date) != "" {
				why = fmt.Sprintf("a date %q that cannot be read", ss.Date)
			}
			warns = append(warns, fmt.Sprintf("%s: %s: left out of the series %q (want a date such as 2026-05-04)", ss.Folder, why, d.Title))
			continue
		}
		if ok && (s.From != "" && date < s.From || s.To != "" && date > s.To) {
			continue
		}
		if !ok {
			date = ""
		}
		ps = append(ps, picked{i, date})
	}
	slices.SortStableFunc(ps, func(a, b picked) int {
		if (a.date == "") != (b.date == "") {
			if a.date == "" {
				return 1
			}
			return -1
		}
		return cmp.Or(strings.Compare(a.date, b.date), strings.Compare(sessions[a.i].Folder, sessions[b.i].Folder))
	})
	var groups []Group
	for _, p := range ps {
		key := periodKey(p.date, s.Period)
		if len(groups) == 0 || groups[len(groups)-1].Period != key {
			groups = append(groups, Group{Period: key})
		}
		g := &groups[len(groups)-1]
		g.Sessions = append(g.Sessions, p.i)
	}
	return groups, warns
}

// folderTaken reports whether a pattern takes the folder: it matches the
// folder or one of the folders it is in. No patterns take every folder.
func folderTaken(patterns []string, folder string) bool {
	if len(patterns) == 0 {
		return true
	}
	for _, p := range patterns {
		p = strings.Trim(p, "/")
		for f := strings.Trim(folder, "/"); f != "" && f != "."; f = path.Dir(f) {
			if ok, _ := path.Match(p, f); ok {
				return true
			}
		}
	}
	return false
}

func periodKey(date string, p Period) string {
	switch p {
	case Month:
		return date[:7]
	case Quarter:
		m, _ := strconv.Atoi(date[5:7])
		return date[:4] + "-Q" + strconv.Itoa((m+2)/3)
	}
	return ""
}

// isoDate reads 2026-05-04, 2026.05.04, 2026/05/04 or 04.05.2026 (day
// first, as PBN files and Russian and Polish clubs write it) as
// "2026-05-04", checking the month and the day.
func isoDate(d string) (string, bool) {
	parts := strings.FieldsFunc(strings.TrimSpace(d), func(r rune) bool { return r == '.' || r == '-' || r == '/' })
	if len(parts) != 3 {
		return "", false
	}
	if len(parts[2]) == 4 && len(parts[0]) <= 2 {
		parts[0], parts[2] = parts[2], parts[0]
	}
	y, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	day, err3 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil || err3 != nil || len(parts[0]) != 4 || m < 1 || m > 12 || day < 1 || day > daysIn(y, m) {
		return "", false
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, day), true
}

func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}
