package pdf

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// Test helpers shared by the package's own tests and its external tests
// (exported only to the test binary).

// SampleSheet is the bundled sample session's sheet in a language.
func SampleSheet(tb testing.TB, lang string) *report.Sheet {
	tb.Helper()
	return sampleScored(tb, lang, pairs.Options{})
}

// IMPSheet is the bundled sample scored as an IMP pairs event: Butler
// (with the default options) or cross-IMPs.
func IMPSheet(tb testing.TB, lang string, method pairs.Method) *report.Sheet {
	tb.Helper()
	opt := pairs.Options{Method: method}
	if method == pairs.Butler {
		opt.Butler = imp.DefaultButler()
	}
	return sampleScored(tb, lang, opt)
}

func sampleScored(tb testing.TB, lang string, opt pairs.Options) *report.Sheet {
	var inputs []session.Input
	for _, f := range protokol.Sample() {
		role := session.Any
		if f.Names {
			role = session.Names
		}
		inputs = append(inputs, session.Input{Name: f.Name, Data: f.Data, Role: role})
	}
	l, err := session.Load(inputs, session.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	res, err := pairs.Score(l.Session, opt)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := report.Build(res, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// Render writes the sheet as a PDF.
func Render(tb testing.TB, s *report.Sheet) []byte {
	tb.Helper()
	var b bytes.Buffer
	if err := Write(&b, s); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// FieldSheet is a generated Mitchell field of the given size with Latin
// and Cyrillic names.
func FieldSheet(tb testing.TB, tables, boards int) *report.Sheet {
	tb.Helper()
	return Field(tb, gen.Config{Seed: 7, Tables: tables, Boards: boards, Movement: gen.Mitchell, Cyrillic: true})
}

// Field is the sheet of a generated session, in Russian.
func Field(tb testing.TB, c gen.Config) *report.Sheet {
	tb.Helper()
	g := gen.Generate(c)
	boards := g.Config.Boards
	s := bridge.Session{Event: "Generated field", Date: "2026-01-31", Entries: g.Entries()}
	for n := 1; n <= boards; n++ {
		b := bridge.NewBoard(n)
		b.Deal = g.Deals[n]
		s.Boards = append(s.Boards, b)
	}
	for _, p := range g.Names {
		s.Pairs = append(s.Pairs, bridge.Pair{Section: p.Section, Direction: p.Direction, ID: p.Pair, Names: []string{p.Player1, p.Player2}})
	}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	sh, err := report.Build(res, report.Options{Lang: "ru"})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

// TeamsSheet is the sheet of a generated team event in a language, with
// each team's four players as its roster and a carry-over of 2½ IMPs to
// the home team of the first match. rename, when it has a team's name,
// gives the team another.
func TeamsSheet(tb testing.TB, c gen.TeamsConfig, lang string, rename map[string]string) *report.Sheet {
	tb.Helper()
	ev := gen.GenerateTeams(c)
	name := func(t string) string {
		if n, ok := rename[t]; ok {
			return n
		}
		return t
	}
	s := bridge.Session{Event: "Generated teams", Site: "Bath", Date: "2026-03-14", Entries: ev.Entries()}
	for i := range s.Entries {
		e := &s.Entries[i]
		e.NS, e.EW, e.Home, e.Away = name(e.NS), name(e.EW), name(e.Home), name(e.Away)
	}
	for n := 1; n <= len(ev.Deals); n++ {
		b := bridge.NewBoard(n)
		b.Deal = ev.Deals[n]
		s.Boards = append(s.Boards, b)
	}
	for _, t := range ev.Teams {
		s.Pairs = append(s.Pairs, bridge.Pair{ID: name(t.Name), Names: t.Players[:]})
	}
	first := ev.Matches[0]
	opt := teams.Options{CarryOver: map[teams.MatchKey]exact.Q{
		{Round: first.Round, Home: name(first.Home), Away: name(first.Away)}: exact.Frac(5, 2),
	}}
	res, err := teams.Score(s, opt)
	if err != nil {
		tb.Fatal(err)
	}
	sh, err := report.BuildTeams(res, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}
