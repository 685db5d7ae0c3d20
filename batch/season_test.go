package batch_test

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/protokol-bridge/protokol/batch"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/internal/gen"
	goldenfile "github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/oracle"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/jsonout"
	"github.com/protokol-bridge/protokol/season"
	"github.com/protokol-bridge/protokol/translit"
)

// The season of these tests: 14 generated sessions (players who change
// partners, miss sessions, are written in several spellings, some with
// their member numbers; Howells, Mitchells of one and two sections),
// and a real one of the corpus (Ruter's, with its members' numbers), a
// series definition for every preset and two variants with tie-breaks
// and a minimum.
const ruterFile = "spiren_2017-04-10.pbn"

var seasonDefs = map[string]string{
	"series-moscow.toml":      `preset = "moscow-summer-cup"`,
	"series-polish.toml":      `preset = "polish-monthly"`,
	"series-pianola.toml":     `preset = "pianola-average"`,
	"series-bridgewebs.toml":  `preset = "bridgewebs-leaderboard"`,
	"series-cup-ties.toml":    "preset = \"moscow-summer-cup\"\ntitle = \"Cup, with tie-breaks\"\nties = [\"countback\", \"next-best\"]\n[count]\nminimum = 4\n",
	"series-ladder-best.toml": "preset = \"pianola-average\"\ntitle = \"Ladder, best 6\"\nties = [\"best-scores\"]\n[count]\nbest = 6\nminimum = 5\n",
}

type seasonFixture struct {
	season  *gen.Season
	archive *gen.Archive
	dir     string // holds archive/ and site/
}

// writeSeason writes the season's archive under a new folder; without
// the register when register is false.
func writeSeason(t testing.TB, register bool) *seasonFixture {
	t.Helper()
	dir := t.TempDir()
	s := gen.GenerateSeason(gen.SeasonConfig{Seed: 30, Sessions: 14})
	a, err := s.WriteArchive(filepath.Join(dir, "archive"), 8)
	if err != nil {
		t.Fatal(err)
	}
	if !register {
		os.Remove(filepath.Join(a.Dir, "register.csv"))
	}
	for name, text := range seasonDefs {
		if err := os.WriteFile(filepath.Join(a.Dir, name), []byte(text+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(filepath.Join("..", "testdata", "corpus", "ruter-norway", ruterFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(a.Dir, "ruter"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(a.Dir, "ruter", ruterFile), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return &seasonFixture{season: s, archive: a, dir: dir}
}

// warnings keeps what a batch warns of.
type warnings struct {
	mu   sync.Mutex
	list []string
}

func (w *warnings) Start(int)            {}
func (w *warnings) Done(o batch.Outcome) {}
func (w *warnings) Warn(m string) {
	w.mu.Lock()
	w.list = append(w.list, m)
	w.mu.Unlock()
}

func (f *seasonFixture) run(t testing.TB) (*batch.Result, []string) {
	t.Helper()
	w := &warnings{}
	res, err := batch.Run(context.Background(), batch.Config{Out: f.site(), Args: []string{f.archive.Dir}, Jobs: 2, Lang: "en",
		Flags: config.Layer{"format": {Name: "format", Text: []string{"html,json"}}, "dd": {Name: "dd", Text: []string{"off"}}}}, w)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range res.Outcomes {
		if o.Err != nil {
			t.Logf("%s: %v", o.Session.Rel, o.Err)
		}
	}
	return res, w.list
}

func (f *seasonFixture) site() string { return filepath.Join(f.dir, "site") }

func readJSON[T any](t testing.TB, path string) T {
	t.Helper()
	var v T
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

// TestSeasonAgainstOracle publishes the season with batch and checks
// every table of every definition (each preset, and the variants) against
// the oracle, fed with the sessions' published results (results.json)
// and who really sat in each pair, keyed by the slug of the register's
// name: the readers' names and numbers, the matching, the series and
// what is published all stand between the two.
func TestSeasonAgainstOracle(t *testing.T) {
	f := writeSeason(t, true)
	res, warns := f.run(t)
	for _, w := range warns {
		if strings.HasPrefix(w, "series: players: ") {
			t.Errorf("with the register, a doubt: %s", w)
		}
	}
	for _, o := range res.Series {
		if o.Err != nil {
			t.Errorf("series %s: %v", o.Name, o.Err)
		}
	}
	keyOf := func(i int) string { return translit.Slug(f.season.Players[i].Name, 40) }
	type played struct {
		rel, date string
		pairs     map[string][2]int // nil: the corpus session, keyed by its names
	}
	var sessions []played
	for _, s := range f.archive.Sessions {
		sessions = append(sessions, played{s.Rel, s.Date, s.Pairs})
	}
	sessions = append(sessions, played{rel: "ruter", date: "2017-04-10"})
	slices.SortFunc(sessions, func(a, b played) int { return cmp.Compare(a.date, b.date) })

	var tables, rows, tied, unranked int
	for file := range seasonDefs {
		def, err := season.Parse(file, []byte(seasonDefs[file]))
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(strings.TrimPrefix(file, "series-"), ".toml")
		// The sessions of each table, by the definition's period.
		groups := map[string][]played{}
		var periods []string
		for _, s := range sessions {
			p := ""
			switch def.Sessions.Period {
			case season.Month:
				p = s.date[:7]
			case season.Quarter:
				p = s.date[:4] + "-Q" + string(rune('1'+(int(s.date[5]-'0')*10+int(s.date[6]-'0')-1)/3))
			}
			if _, ok := groups[p]; !ok {
				periods = append(periods, p)
			}
			groups[p] = append(groups[p], s)
		}
		for _, p := range periods {
			folder := name
			if p != "" {
				folder += "-" + strings.ToLower(p)
			}
			doc := readJSON[jsonout.SeriesDocument](t, filepath.Join(f.site(), "series", folder, "series.json"))
			var ids []string
			var orc []oracle.SeriesSession
			for _, s := range groups[p] {
				ids = append(ids, s.rel)
				orc = append(orc, oracleSession(t, f.site(), s.rel, s.pairs, keyOf, def.Rules.Points.Kind))
			}
			var got []string
			for _, s := range doc.Sessions {
				got = append(got, s.Session)
			}
			if !slices.Equal(got, ids) {
				t.Errorf("%s: sessions %q, want %q", folder, got, ids)
				continue
			}
			want := oracle.Series(sampletest.SeriesOracleRules(def.Rules), orc)
			if diff := compareDoc(doc, want, def.Rules); diff != "" {
				t.Errorf("%s:\n%s", folder, diff)
			}
			tables++
			for _, r := range doc.Rows {
				rows++
				if r.Tied {
					tied++
				}
				if r.Rank == 0 {
					unranked++
				}
			}
		}
	}
	t.Logf("%d tables, %d rows, %d tied, %d not ranked", tables, rows, tied, unranked)
	if tables < 8 || tied == 0 || unranked == 0 {
		t.Errorf("the season tests %d tables, %d ties, %d units not ranked", tables, tied, unranked)
	}
}

// oracleSession is a published session as the oracle reads it: each
// ranking's rows with their players (who sat in the pair, or the corpus
// session's names), place and exact score (a percentage from the exact
// total and top).
func oracleSession(t testing.TB, site, rel string, pairs map[string][2]int, keyOf func(int) string, kind series.Kind) oracle.SeriesSession {
	// The parts of results.json read here (docs/outputs.md), the figures
	// as written.
	type row struct {
		Rank       int
		Pair       string
		Names      []string
		Total, Max json.Number
	}
	doc := readJSON[struct {
		Sections []struct{ Section string }
		Rankings []struct {
			Section, Direction string
			Rows               []row
		}
	}](t, filepath.Join(site, rel, "results.json"))
	rat := func(n json.Number) *big.Rat {
		q, ok := new(big.Rat).SetString(string(n))
		if !ok {
			t.Fatalf("%s: %q is not a number", rel, n)
		}
		return q
	}
	s := oracle.SeriesSession{ID: rel}
	for _, sec := range doc.Sections {
		s.Sections = append(s.Sections, sec.Section)
	}
	for _, rk := range doc.Rankings {
		for _, r := range rk.Rows {
			e := oracle.SeriesEntry{Section: rk.Section, Field: rk.Section + " " + rk.Direction, Place: r.Rank}
			if pairs != nil {
				who, ok := pairs[rk.Section+"/"+rk.Direction+"/"+r.Pair]
				if !ok {
					t.Fatalf("%s: no pair %s/%s/%s", rel, rk.Section, rk.Direction, r.Pair)
				}
				e.Players = []string{keyOf(who[0]), keyOf(who[1])}
			} else {
				for _, n := range r.Names {
					e.Players = append(e.Players, translit.Slug(n, 40))
				}
			}
			switch kind {
			case series.ByPercent:
				e.Score = new(big.Rat).Mul(big.NewRat(100, 1), new(big.Rat).Quo(rat(r.Total), rat(r.Max)))
			case series.ByTotal:
				e.Score = rat(r.Total)
			}
			s.Entries = append(s.Entries, e)
		}
	}
	return s
}

// compareDoc says where series.json differs from the oracle's table, its
// figures printed as the document prints them.
func compareDoc(doc jsonout.SeriesDocument, want []oracle.SeriesLine, r series.Rules) string {
	two := r.Points.Kind == series.ByPercent || r.Points.Kind == series.ByVP
	figure := func(q *big.Rat, twoDecimals bool) string {
		if twoDecimals {
			return report.Percent(exact.FromRat(q)).Number()
		}
		return report.Value(exact.FromRat(q)).Number()
	}
	if len(doc.Rows) != len(want) {
		return fmt.Sprintf("%d rows, the oracle %d", len(doc.Rows), len(want))
	}
	var diffs []string
	for i, g := range doc.Rows {
		w := want[i]
		rank := 0
		if w.Ranked {
			rank = w.Rank
		}
		gs := fmt.Sprintf("%s rank %d tied %t total %s played %d counted %d", g.Key, g.Rank, g.Tied, g.Total, g.Played, g.Counted)
		ws := fmt.Sprintf("%s rank %d tied %t total %s played %d counted %d", w.Key, rank, w.Tied && w.Ranked, figure(w.Total, two || r.Average), w.Played, w.Counted)
		for si, c := range g.Cells {
			switch {
			case c == nil:
				gs += " -"
			case c.Counts:
				gs += " " + string(c.Points) + "*"
			default:
				gs += " " + string(c.Points)
			}
			switch {
			case w.Points[si] == nil:
				ws += " -"
			case w.Counts[si]:
				ws += " " + figure(w.Points[si], two) + "*"
			default:
				ws += " " + figure(w.Points[si], two)
			}
		}
		if gs != ws {
			diffs = append(diffs, fmt.Sprintf("row %d:\n  published %s\n  oracle    %s", i+1, gs, ws))
		}
	}
	return strings.Join(diffs, "\n")
}

// TestSeasonIdempotent: a second run changes nothing (every table and
// the index as they were); a session corrected changes its series on the
// next run; a session that fails keeps its series as published (listed
// still, with a warning) until it is scored again.
func TestSeasonIdempotent(t *testing.T) {
	f := writeSeason(t, true)
	f.run(t)
	index := func() string {
		data, _ := os.ReadFile(filepath.Join(f.site(), "index.json"))
		page, _ := os.ReadFile(filepath.Join(f.site(), "index.html"))
		return string(data) + string(page)
	}
	before := index()
	res, _ := f.run(t)
	for _, o := range res.Series {
		if !o.Unchanged || o.Err != nil {
			t.Errorf("second run: series %s changed (%v)", o.Name, o.Err)
		}
	}
	if index() != before {
		t.Errorf("second run: the index changed")
	}

	// A correction: the session of 6 July re-scored with another result.
	trav := filepath.Join(f.archive.Dir, "2026-07-06", "travellers.csv")
	data, err := os.ReadFile(trav)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\r\n")
	fields := strings.Split(lines[1], ",")
	fields[6], fields[7], fields[8], fields[9], fields[10] = "7NTX", "N", "0", "", "-2000"
	if fields[6] == "" {
		t.Fatal("no contract to correct")
	}
	lines[1] = strings.Join(fields, ",")
	if err := os.WriteFile(trav, []byte(strings.Join(lines, "\r\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	pianola := filepath.Join(f.site(), "series", "pianola", "series.json")
	old, _ := os.ReadFile(pianola)
	res, _ = f.run(t)
	changed := map[string]bool{}
	for _, o := range res.Series {
		changed[o.Name] = !o.Unchanged
	}
	now, _ := os.ReadFile(pianola)
	if !changed["pianola"] || !changed["moscow"] || changed["polish-2026-05"] || bytes.Equal(old, now) {
		t.Errorf("after the correction: changed %v", changed)
	}

	// A session that fails: its series stand as published.
	if err := os.WriteFile(filepath.Join(f.archive.Dir, "2026-07-13", "travellers.csv"), []byte("board,ns,ew,contract\n1,1,2,9ZZ\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, warns := f.run(t)
	for _, o := range res.Series {
		if o.Name == "pianola" || o.Name == "moscow" || o.Name == "polish-2026-07" {
			t.Errorf("series %s made with a session failed", o.Name)
		}
	}
	if !slices.ContainsFunc(warns, func(w string) bool {
		return strings.Contains(w, `series "Average percentage": not updated this run: session 2026-07-13 failed`)
	}) {
		t.Errorf("no warning of the series not updated: %q", warns)
	}
	idx := readJSON[struct {
		Series []batch.SeriesEntry `json:"series"`
	}](t, filepath.Join(f.site(), "index.json"))
	var paths []string
	for _, e := range idx.Series {
		paths = append(paths, e.Path)
	}
	if !slices.Contains(paths, "series/pianola") || !slices.Contains(paths, "series/polish-2026-05") {
		t.Errorf("index's series %q", paths)
	}
	if now2, _ := os.ReadFile(pianola); !bytes.Equal(now, now2) {
		t.Errorf("a series of the failed session was published anew")
	}
}

// TestSeasonWarnings: without a register every doubtful match is a
// warning that says where (the names file and its line); the register
// resolves them all (TestSeasonAgainstOracle).
func TestSeasonWarnings(t *testing.T) {
	f := writeSeason(t, false)
	_, warns := f.run(t)
	var doubts []string
	for _, w := range warns {
		if strings.HasPrefix(w, "series: players: ") {
			doubts = append(doubts, w)
			if !strings.Contains(w, "names.csv:") {
				t.Errorf("not positioned: %s", w)
			}
		}
	}
	if len(doubts) < 5 {
		t.Errorf("%d doubts without the register: %q", len(doubts), doubts)
	}
	t.Logf("%d doubts, the first: %s", len(doubts), doubts[0])
	for _, w := range warns {
		if strings.Contains(w, "names.csv") && strings.Contains(w, "left unread") || strings.Contains(w, "series-moscow.toml") {
			t.Errorf("a season file taken for an input: %s", w)
		}
	}
}

// TestSeasonGolden compares the Moscow cup's page, a pair's page and
// series.json with their golden files (-update rewrites them).
func TestSeasonGolden(t *testing.T) {
	f := writeSeason(t, true)
	f.run(t)
	dir := filepath.Join(f.site(), "series", "moscow")
	doc := readJSON[jsonout.SeriesDocument](t, filepath.Join(dir, "series.json"))
	for _, file := range []string{"index.html", "series.json", doc.Rows[0].Page} {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		name := "season-moscow-" + file
		if file == doc.Rows[0].Page {
			name = "season-moscow-leader.html"
		}
		goldenfile.Check(t, filepath.Join("testdata", name), data)
	}
}

// TestSeasonLinks: every player of a session's names page links to the
// page of the season's players, at an anchor that page has, and there to
// his pages in the tables; the session's index links the page too. No
// page or file of the site holds a member number.
func TestSeasonLinks(t *testing.T) {
	f := writeSeason(t, true)
	f.run(t)
	players, err := os.ReadFile(filepath.Join(f.site(), "series", "players", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(`id="([^"]+)"`).FindAllStringSubmatch(string(players), -1) {
		ids[m[1]] = true
	}
	for _, s := range []string{"2026-05-04", "2026-07-20", "ruter"} {
		names, err := os.ReadFile(filepath.Join(f.site(), s, "names.html"))
		if err != nil {
			t.Fatal(err)
		}
		links := regexp.MustCompile(`href="\.\./series/players/index\.html#([^"]+)"`).FindAllStringSubmatch(string(names), -1)
		if len(links) < 10 {
			t.Errorf("%s: %d links to the season's players", s, len(links))
		}
		for _, l := range links {
			if !ids[l[1]] {
				t.Errorf("%s: link to #%s, which the page of players has not", s, l[1])
			}
		}
		index, _ := os.ReadFile(filepath.Join(f.site(), s, "index.html"))
		if !strings.Contains(string(index), `<a href="../series/players/index.html">Players of the season</a>`) {
			t.Errorf("%s: the index links no page of players", s)
		}
	}
	// Member numbers are read, never published: the national numbers of
	// the register (RU-310..), Ruter's MemberID of Rebecca Wiborg.
	filepath.WalkDir(f.site(), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") && !strings.HasSuffix(p, ".json") && !strings.HasSuffix(p, ".csv") {
			return err
		}
		data, _ := os.ReadFile(p)
		for _, n := range []string{"RU-310", "41979"} {
			if bytes.Contains(data, []byte(n)) {
				t.Errorf("%s publishes member number %s", p, n)
			}
		}
		return nil
	})
	for _, want := range []string{`<span id="n-ivanov-pyotr"></span><span id="n-pyotr-ivanov"></span>`, `href="../moscow/pair-`, `href="../pianola/player-ivanov-pyotr.html"`} {
		if !strings.Contains(string(players), want) {
			t.Errorf("the page of players has no %s", want)
		}
	}
}
