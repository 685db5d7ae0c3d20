package oracle_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/players"
	"github.com/protokol-bridge/protokol/season"
)

// seriesVariants are definitions beyond the presets, so that every rule of
// the engine meets the oracle: each kind of points, rounding, tables by
// the field's size, drop K per J, best of the last M, minimums and each
// tie-break.
var seriesVariants = map[string]string{
	"vp, drop one per two beyond three": `unit = "player"
ties = ["next-best"]
[points]
kind = "vp"
[count]
drop = 1
per = 2
after = 3
minimum = 4
`,
	"total, best 5 of the last 8, countback": `unit = "pair"
ties = ["countback", "best-scores"]
[points]
kind = "total"
[count]
best = 5
of = 8
minimum = 2
`,
	"place by the field's size, nearest, averaged": `unit = "player"
ties = ["best-scores", "next-best"]
[points]
kind = "place"
round = "nearest"
[[points.table]]
field = [1, 6]
places = [10, 7, 5, 3, 2, 1]
[[points.table]]
field = [7, 0]
places = [15, 12, 10, 8, 6, 5, 4, 3, 2]
rest = 1
[count]
minimum = 3
total = "average"
`,
	"formula with one bonus, best 6": `unit = "pair"
ties = ["countback"]
[points]
kind = "formula"
[points.formula]
first = 2
last = "1/2"
bonus = [5]
[count]
best = 6
`,
	"percentage, every session": `unit = "player"
[points]
kind = "percentage"
`,
}

// TestSeriesAgainstEngine generates a season (players who change
// partners, miss sessions and are written in several spellings, some with
// their member numbers), matches its players through the register, and
// checks every preset's and variant's tables, period by period, against
// the oracle fed with who really played.
func TestSeriesAgainstEngine(t *testing.T) {
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 30, Sessions: 26})
	reg, err := players.Read("register.csv", []byte(s.Register), "")
	if err != nil {
		t.Fatal(err)
	}
	var seen []players.Appearance
	for _, ses := range s.Sessions {
		for ei, e := range ses.Entries {
			for _, st := range e.Seats {
				seen = append(seen, players.Appearance{Name: st.Name, Number: st.Number, Where: fmt.Sprintf("%s, pair %d", ses.ID, ei+1)})
			}
		}
	}
	ids, warns := players.Match(reg, seen)
	for _, w := range warns {
		t.Errorf("with the register: %s", w)
	}
	// The matching must be the truth: one key per player, one player per key.
	keyOf, truthOf := map[int]string{}, map[string]int{}
	spellings := map[int]map[string]bool{}
	k := 0
	for _, ses := range s.Sessions {
		for _, e := range ses.Entries {
			for _, st := range e.Seats {
				key := ids[k].Key
				k++
				if old, ok := keyOf[st.Player]; ok && old != key {
					t.Fatalf("player %d is %s and %s", st.Player, old, key)
				}
				if old, ok := truthOf[key]; ok && old != st.Player {
					t.Fatalf("key %s is players %d and %d", key, old, st.Player)
				}
				keyOf[st.Player], truthOf[key] = key, st.Player
				if spellings[st.Player] == nil {
					spellings[st.Player] = map[string]bool{}
				}
				spellings[st.Player][st.Name] = true
			}
		}
	}
	twoSpellings := 0
	for _, sp := range spellings {
		if len(sp) > 1 {
			twoSpellings++
		}
	}
	if twoSpellings < 10 {
		t.Errorf("only %d players written two ways", twoSpellings)
	}

	infos := make([]season.Session, len(s.Sessions))
	for i, ses := range s.Sessions {
		infos[i] = season.Session{Folder: ses.ID, Date: ses.Date}
	}
	var defs []*season.Definition
	for _, name := range season.Presets() {
		d, err := season.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		defs = append(defs, d)
	}
	for name, text := range seriesVariants {
		d, err := season.Parse(name, []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		d.Title = name
		defs = append(defs, d)
	}
	var tied, unranked, tables, rows int
	for _, d := range defs {
		groups, w := d.Select(infos)
		if len(w) > 0 {
			t.Errorf("%s: %q", d.Title, w)
		}
		for _, g := range groups {
			name := d.Title + " " + g.Period
			if d.Preset == "moscow-summer-cup" && len(g.Sessions) < 12 {
				t.Errorf("%s: %d sessions, want a season of at least 12", name, len(g.Sessions))
			}
			eng := make([]series.Session, len(g.Sessions))
			orc := make([]oracle.SeriesSession, len(g.Sessions))
			for i, si := range g.Sessions {
				eng[i], orc[i] = sessionsOf(s.Sessions[si], keyOf, d.Rules.Points.Kind)
			}
			got, err := series.Compute(d.Rules, eng)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, w := range got.Warnings {
				t.Errorf("%s: %s", name, w)
			}
			want := oracle.Series(sampletest.SeriesOracleRules(d.Rules), orc)
			if diff := compareTables(got, want); diff != "" {
				t.Errorf("%s: %s", name, diff)
			}
			tables++
			for _, r := range got.Rows {
				rows++
				if r.Tied {
					tied++
				}
				if !r.Ranked() {
					unranked++
				}
			}
		}
	}
	t.Logf("%d tables, %d rows, %d tied, %d unranked", tables, rows, tied, unranked)
	if tied == 0 || unranked == 0 {
		t.Errorf("the season tests no ties (%d) or no minimum (%d)", tied, unranked)
	}
}

// sessionsOf is one generated session for the engine (the matched keys)
// and for the oracle (who really played, by the same keys).
func sessionsOf(ses gen.SeasonSession, keyOf map[int]string, kind series.Kind) (series.Session, oracle.SeriesSession) {
	e := series.Session{ID: ses.ID}
	o := oracle.SeriesSession{ID: ses.ID}
	for _, en := range ses.Entries {
		pct, tot, vp := num(en.Percent), num(en.Total), num(en.VP)
		se := series.Entry{Section: en.Section, Field: en.Field, Place: en.Place, Has: series.Percent | series.Total | series.VP,
			Percent: pct, Total: tot, VP: vp}
		oe := oracle.SeriesEntry{Section: en.Section, Field: en.Field, Place: en.Place}
		switch kind {
		case series.ByPercent:
			oe.Score = pct.Rat()
		case series.ByTotal:
			oe.Score = tot.Rat()
		case series.ByVP:
			oe.Score = vp.Rat()
		}
		for _, st := range en.Seats {
			se.Members = append(se.Members, keyOf[st.Player])
			oe.Players = append(oe.Players, keyOf[st.Player])
		}
		e.Entries = append(e.Entries, se)
		o.Entries = append(o.Entries, oe)
	}
	return e, o
}

func num(s string) exact.Q {
	q, ok := exact.Parse(s)
	if !ok {
		panic("bad number " + s)
	}
	return q
}

// compareTables says where the engine's table differs from the oracle's
// ("" where it does not).
func compareTables(got *series.Table, want []oracle.SeriesLine) string {
	if len(got.Rows) != len(want) {
		return fmt.Sprintf("%d rows, the oracle %d", len(got.Rows), len(want))
	}
	var diffs []string
	for i, r := range got.Rows {
		w := want[i]
		g := fmt.Sprintf("%s ranked %t rank %d tied %t total %s played %d counted %d", r.Key, r.Ranked(), r.Rank, r.Tied,
			r.Total.Rat().RatString(), r.Played, r.Counted)
		o := fmt.Sprintf("%s ranked %t rank %d tied %t total %s played %d counted %d", w.Key, w.Ranked, w.Rank, w.Tied && w.Ranked,
			w.Total.RatString(), w.Played, w.Counted)
		if !w.Ranked {
			o = strings.Replace(o, fmt.Sprintf("rank %d", w.Rank), "rank 0", 1)
		}
		for si, c := range r.Cells {
			g += " " + cellText(c.Played, c.Points.Rat(), c.Counts)
			o += " " + cellText(w.Points[si] != nil, w.Points[si], w.Counts[si])
		}
		if g != o {
			diffs = append(diffs, "row "+fmt.Sprint(i+1)+":\n  engine "+g+"\n  oracle "+o)
		}
	}
	return strings.Join(diffs, "\n")
}

func cellText(played bool, pts *big.Rat, counts bool) string {
	switch {
	case !played:
		return "-"
	case counts:
		return pts.RatString() + "*"
	}
	return pts.RatString()
}

// TestSeriesWithoutRegister checks that the same season without a
// register merges no two spellings silently: two appearances with one key
// have the Same name, or one member number, or a chain of warnings that
// names their spellings.
func TestSeriesWithoutRegister(t *testing.T) {
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 30, Sessions: 26})
	var seen []players.Appearance
	for _, ses := range s.Sessions {
		for _, e := range ses.Entries {
			for _, st := range e.Seats {
				seen = append(seen, players.Appearance{Name: st.Name, Number: st.Number, Where: ses.ID})
			}
		}
	}
	ids, warns := players.Match(nil, seen)
	if len(warns) == 0 {
		t.Fatal("no warnings")
	}
	// Links a warning or a number makes between names.
	links := make([][]string, 0, len(warns))
	for _, w := range warns {
		links = append(links, w.Names)
	}
	byNumber := map[string][]string{}
	for _, a := range seen {
		if a.Number != "" {
			byNumber[a.Number] = append(byNumber[a.Number], a.Name)
		}
	}
	for _, names := range byNumber {
		links = append(links, names)
	}
	first := map[string]string{}
	for i, id := range ids {
		n, ok := first[id.Key]
		if !ok {
			first[id.Key] = seen[i].Name
			continue
		}
		if !linked(links, n, seen[i].Name) {
			t.Errorf("%q and %q are one player (%s) without a number or a warning linking them", n, seen[i].Name, id.Key)
		}
	}
	t.Logf("%d warnings, %d players", len(warns), len(first))
}

// linked reports whether a chain of links joins names a and b, names
// compared as Same.
func linked(links [][]string, a, b string) bool {
	if players.Normal(a) == players.Normal(b) {
		return true
	}
	reach := map[string]bool{players.Normal(a): true}
	for changed := true; changed; {
		changed = false
		for _, w := range links {
			hit := false
			for _, n := range w {
				hit = hit || reach[players.Normal(n)]
			}
			if !hit {
				continue
			}
			for _, n := range w {
				if !reach[players.Normal(n)] {
					reach[players.Normal(n)], changed = true, true
				}
			}
		}
	}
	return reach[players.Normal(b)]
}
