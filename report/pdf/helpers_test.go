package pdf

import (
	"bytes"
	"testing"

	"github.com/protokol-bridge/protokol"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// Test helpers shared by the package's own tests and its external tests
// (exported only to the test binary).

// SampleSheet is the bundled sample session's sheet in a language.
func SampleSheet(tb testing.TB, lang string) *report.Sheet {
	tb.Helper()
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
	res, err := pairs.Score(l.Session, pairs.Options{})
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
