package season_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/season"
)

// rules writes rules on one line each part, for comparison.
func rules(d *season.Definition) string {
	var b strings.Builder
	r := d.Rules
	fmt.Fprintf(&b, "title %q unit %s\n", d.Title, r.Unit)
	s := d.Sessions
	fmt.Fprintf(&b, "sessions %q %q..%q %s\n", s.Folders, s.From, s.To, s.Period)
	fmt.Fprintf(&b, "points %s round %s\n", r.Points.Kind, r.Points.Round)
	for _, t := range r.Points.Tables {
		fmt.Fprintf(&b, "table sections %d section %d field %d..%d places %s", t.Sections, t.Section, t.MinField, t.MaxField, qs(t.Places))
		if t.HasRest {
			b.WriteString(" rest " + t.Rest.String())
		}
		b.WriteString("\n")
	}
	if f := r.Points.Formula; f.First.Sign() != 0 {
		fmt.Fprintf(&b, "formula first %s last %s bonus %s\n", f.First, f.Last, qs(f.Bonus))
	}
	c := r.Count
	fmt.Fprintf(&b, "count best %d of %d drop %d per %d after %d minimum %d average %t ties %v\n",
		c.Best, c.Of, c.Drop, c.Per, c.After, r.Minimum, r.Average, r.Ties)
	return b.String()
}

func qs(q []exact.Q) string {
	s := make([]string, len(q))
	for i, x := range q {
		s[i] = x.String()
	}
	return "[" + strings.Join(s, " ") + "]"
}

func TestPresets(t *testing.T) {
	want := map[string]string{
		"bridgewebs-leaderboard": `title "Leaderboard" unit pair
sessions [] "".."" quarter
points percentage round exact
count best 12 of 0 drop 0 per 0 after 0 minimum 12 average true ties []
`,
		"moscow-summer-cup": `title "Летний Кубок" unit pair
sessions [] "".."" whole
points place round exact
table sections 1 section 0 field 0..0 places [20 17 15 13 12 11 10 9 8 7 6 5 4 3 2] rest 1
table sections 2 section 1 field 0..0 places [20 17 15 12 10 8 5 2]
table sections 2 section 2 field 0..0 places [13 11 9 7 6 4 3] rest 1
count best 8 of 10 drop 0 per 0 after 0 minimum 0 average false ties []
`,
		"pianola-average": `title "Average percentage" unit player
sessions [] "".."" whole
points percentage round exact
count best 0 of 0 drop 0 per 0 after 0 minimum 0 average true ties []
`,
		"polish-monthly": `title "Klasyfikacja miesięczna" unit player
sessions [] "".."" month
points formula round up
formula first 3/2 last 1 bonus [3 2 1]
count best 10 of 0 drop 0 per 0 after 0 minimum 0 average false ties []
`,
	}
	names := season.Presets()
	if len(names) != len(want) {
		t.Errorf("presets %q, want %d", names, len(want))
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			d, err := season.Preset(name)
			if err != nil {
				t.Fatal(err)
			}
			if got := rules(d); got != want[name] {
				t.Errorf("got\n%swant\n%s", got, want[name])
			}
			if !strings.Contains(season.PresetText(name), "Source:") {
				t.Errorf("preset %s cites no source", name)
			}
		})
	}
	if _, err := season.Preset("acblscore"); err == nil || !errors.Is(err, season.ErrDefinition) {
		t.Errorf("Preset(acblscore): %v", err)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{
			name: "every key",
			text: `title = "Summer cup 2026"
unit = "player"
ties = ["next-best", "countback"]

[sessions]
folders = ["2026/summer-*"]
from = "2026-06-01"
to = "31.08.2026"
period = "month"

[points]
kind = "place"
round = "nearest"

[[points.table]]
sections = 1
section = 1
field = [1, 12]
places = [20, 17, 15]
rest = 1

[[points.table]]
places = [10, "15/2", 2.5]

[count]
best = 8
of = 10
drop = 1
per = 2
after = 5
minimum = 5
total = "sum"
`,
			want: `title "Summer cup 2026" unit player
sessions ["2026/summer-*"] "2026-06-01".."2026-08-31" month
points place round nearest
table sections 1 section 1 field 1..12 places [20 17 15] rest 1
table sections 0 section 0 field 0..0 places [10 15/2 5/2]
count best 8 of 10 drop 1 per 2 after 5 minimum 5 average false ties [next-best countback]
`,
		},
		{
			name: "a preset, its keys replaced",
			text: `preset = "moscow-summer-cup"
title = "Кубок клуба"
ties = ["best-scores"]
[count]
best = 6
[[points.table]]
places = [5, 3, 1]
`,
			want: `title "Кубок клуба" unit pair
sessions [] "".."" whole
points place round exact
table sections 0 section 0 field 0..0 places [5 3 1]
count best 6 of 10 drop 0 per 0 after 0 minimum 0 average false ties [best-scores]
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := season.Parse("series.toml", []byte(tt.text))
			if err != nil {
				t.Fatal(err)
			}
			if got := rules(d); got != tt.want {
				t.Errorf("got\n%swant\n%s", got, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"syntax", "title = \n", "series.toml:1:9: series definition: expected value but found '\\n' instead"},
		{"unknown key", "[count]\nbest = 2\nworst = 1\n",
			"series.toml:3: count.worst: series definition: unknown key (want best, of, drop, per, after, minimum, total)"},
		{"unknown top key", "titel = \"x\"\n",
			"series.toml:1: titel: series definition: unknown key (want title, preset, unit, sessions, points, count, ties)"},
		{"unknown preset", "preset = \"acblscore\"\n",
			"series.toml:1: preset: series definition: acblscore unknown (want bridgewebs-leaderboard, moscow-summer-cup, pianola-average, polish-monthly)"},
		{"kind", "[points]\nkind = \"rank\"\n",
			`series.toml:2: points.kind: series definition: "rank" unknown (want percentage, total, vp, place or formula)`},
		{"unit", "unit = \"team\"\n", `series.toml:1: unit: series definition: "team" unknown (want player or pair)`},
		{"date", "[sessions]\nfrom = \"2026-02-30\"\n", `series.toml:2: sessions.from: series definition: "2026-02-30" is not a date (want 2026-05-01)`},
		{"period", "[sessions]\nperiod = \"week\"\n", `series.toml:2: sessions.period: series definition: "week" unknown (want month or quarter, or none)`},
		{"field", "[points]\nkind = \"place\"\n[[points.table]]\nfield = [3]\nplaces = [1]\n",
			"series.toml:4: points.table.field: series definition: want [min, max] entries, 0 for no bound: [1, 12]"},
		{"places", "[points]\nkind = \"place\"\n[[points.table]]\nplaces = [1, \"two\"]\n",
			"series.toml:4: points.table.places: series definition: two: want a list of numbers, [20, 17, 15]"},
		{"count", "[count]\nbest = 1.5\n", "series.toml:2: count.best: series definition: 1.5: want a whole number, 0 or more"},
		{"rules", "[count]\ndrop = 1\n", "series.toml: series definition: series rules: drop 1 for each 0: want both, or neither"},
		{"place without table", "[points]\nkind = \"place\"\n",
			"series.toml: series definition: series rules: place points need a table (want at least one table of places)"},
		{"ties", "ties = [\"coin\"]\n", `series.toml:1: ties: series definition: "coin" unknown (want next-best, countback or best-scores)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := season.Parse("series.toml", []byte(tt.text))
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, season.ErrDefinition) {
				t.Errorf("not ErrDefinition: %v", err)
			}
			if err.Error() != tt.want {
				t.Errorf("got  %s\nwant %s", err, tt.want)
			}
		})
	}
	_, err := season.Parse("series.toml", []byte("[count]\ndrop = 1\n"))
	if !errors.Is(err, series.ErrRules) {
		t.Errorf("a rules error is not series.ErrRules: %v", err)
	}
}

func TestSelect(t *testing.T) {
	sessions := []season.Session{
		{Folder: "2026/summer-2", Date: "2026-07-07"},
		{Folder: "2026/summer-1", Date: "2026.06.30"},
		{Folder: "2026/summer-3/evening", Date: "07.07.2026"},
		{Folder: "2026/spring-1", Date: "2026-04-01"},
		{Folder: "2026/summer-4", Date: ""},
		{Folder: "2026/summer-5", Date: "2026-13-01"},
		{Folder: "2025/summer-1", Date: "2025-07-01"},
	}
	show := func(gs []season.Group, warns []string) string {
		var b strings.Builder
		for _, g := range gs {
			fmt.Fprintf(&b, "%q:", g.Period)
			for _, i := range g.Sessions {
				b.WriteString(" " + sessions[i].Folder)
			}
			b.WriteString("\n")
		}
		for _, w := range warns {
			b.WriteString("warning: " + w + "\n")
		}
		return b.String()
	}
	tests := []struct {
		name string
		sel  season.Selection
		want string
	}{
		{"every session, undated last", season.Selection{},
			`"": 2025/summer-1 2026/spring-1 2026/summer-1 2026/summer-2 2026/summer-3/evening 2026/summer-4 2026/summer-5` + "\n"},
		{"folders", season.Selection{Folders: []string{"2026/summer-*"}},
			`"": 2026/summer-1 2026/summer-2 2026/summer-3/evening 2026/summer-4 2026/summer-5` + "\n"},
		{"a parent folder", season.Selection{Folders: []string{"2025"}}, `"": 2025/summer-1` + "\n"},
		{"dates", season.Selection{From: "2026-06-01", To: "2026-07-06"},
			`"": 2026/summer-1` + "\n" +
				`warning: 2026/summer-4: no date: left out of the series "cup" (want a date such as 2026-05-04)` + "\n" +
				`warning: 2026/summer-5: a date "2026-13-01" that cannot be read: left out of the series "cup" (want a date such as 2026-05-04)` + "\n"},
		{"months", season.Selection{Folders: []string{"2026"}, Period: season.Month},
			`"2026-04": 2026/spring-1` + "\n" + `"2026-06": 2026/summer-1` + "\n" + `"2026-07": 2026/summer-2 2026/summer-3/evening` + "\n" +
				`warning: 2026/summer-4: no date: left out of the series "cup" (want a date such as 2026-05-04)` + "\n" +
				`warning: 2026/summer-5: a date "2026-13-01" that cannot be read: left out of the series "cup" (want a date such as 2026-05-04)` + "\n"},
		{"quarters", season.Selection{Folders: []string{"*/summer-1", "2026/spring-1"}, Period: season.Quarter},
			`"2025-Q3": 2025/summer-1` + "\n" + `"2026-Q2": 2026/spring-1 2026/summer-1` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := &season.Definition{Title: "cup", Sessions: tt.sel}
			if got := show(d.Select(sessions)); got != tt.want {
				t.Errorf("got\n%swant\n%s", got, tt.want)
			}
		})
	}
}
