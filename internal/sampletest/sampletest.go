// Package sampletest gives the tests of the report packages the bundled
// sample session (package protokol) as a sheet. Like the rest of
// internal/, only tests import it.
package sampletest

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// DDBoards are the boards whose double-dummy tables the sheet shows, from
// the sample's own [DoubleDummyTricks]: board 1 (par NS 100: 2NTX E -1,
// 2NTX W -1, 3♣X E -1, 3♣X W -1) and board 13 (par NS 620: 4♥ N =, 4♥ S =).
// The other boards show none, so the sheet has both kinds.
var DDBoards = []int{1, 13}

// Sheet is the sample scored with opt and laid out in lang. rename, if
// not nil, replaces texts in the names file first (awkward names for the
// tests of escaping and layout).
func Sheet(tb testing.TB, lang string, opt pairs.Options, rename map[string]string) *report.Sheet {
	tb.Helper()
	inputs := protokol.Sample()
	for i, in := range inputs {
		if in.Role != session.Names {
			continue
		}
		data := string(in.Data)
		for from, to := range rename {
			data = strings.ReplaceAll(data, from, to)
		}
		inputs[i].Data = []byte(data)
	}
	l, err := session.Load(inputs, session.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	res, err := pairs.Score(l.Session, opt)
	if err != nil {
		tb.Fatal(err)
	}
	analyses := map[int]dd.Analysis{}
	for _, b := range l.Session.Boards {
		for _, n := range DDBoards {
			if b.Number != n {
				continue
			}
			t := b.HandRecord.DoubleDummyTricks
			if t == nil {
				tb.Fatalf("board %d of the sample: no [DoubleDummyTricks] read (warnings %v)", n, b.HandRecord.Warnings)
			}
			analyses[n] = dd.Analyse(dd.Table(*t), b.Vul, b.Dealer)
		}
	}
	if len(analyses) != len(DDBoards) {
		tb.Fatalf("%d of the sample's boards %v found, want all", len(analyses), DDBoards)
	}
	s, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res, DD: analyses}, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// Field is the sheet of a generated pairs session (its entries, deals and
// names), scored with the default options and built in Russian.
func Field(tb testing.TB, c gen.Config) *report.Sheet {
	tb.Helper()
	s, err := gen.Generate(c).Bridge("Generated field", "2026-01-31")
	if err != nil {
		tb.Fatal(err)
	}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: "ru"})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

// Individual is the sheet of a generated individual (gen.Individual: 3
// tables, 13 players, one sitting out each round, 14 boards), scored with
// the default options and built in lang.
func Individual(tb testing.TB, lang string) *report.Sheet {
	tb.Helper()
	res := IndividualResult(tb)
	sh, err := report.Build(res, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

// IndividualResult is the scored event of Individual.
func IndividualResult(tb testing.TB) *event.Result {
	tb.Helper()
	return IndividualScored(tb, event.Options{})
}
