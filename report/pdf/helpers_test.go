package pdf

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/sampletest"
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
	tb.Helper()
	return sampletest.Sheet(tb, lang, opt, nil)
}

// Render writes the sheet as a PDF, which must print every text as given.
func Render(tb testing.TB, s *report.Sheet) []byte {
	tb.Helper()
	doc, fb := RenderFallbacks(tb, s)
	if fb != nil {
		tb.Fatalf("texts printed otherwise: %s", fb.Warning())
	}
	return doc
}

// RenderFallbacks writes the sheet as a PDF, and gives the texts it
// printed otherwise.
func RenderFallbacks(tb testing.TB, s *report.Sheet) ([]byte, Fallbacks) {
	tb.Helper()
	var b bytes.Buffer
	fb, err := Write(&b, s)
	if err != nil {
		tb.Fatal(err)
	}
	return b.Bytes(), fb
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
	return sampletest.Field(tb, c)
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
	sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

// DecisionsSheet is a six-table Mitchell of three boards, scored with
// matchpoints (or Butler IMPs when imps is set), with every kind of
// director's decision: on board 1 a procedural penalty (a reason with
// "<" and a Cyrillic director), an artificial score (A+/A-), a weighted
// score and a table that did not play; on board 2 a split score, a plain
// assigned score and a penalty in matchpoints (in IMPs, like the first
// penalty, when imps is set); on board 3 a fouled board.
func DecisionsSheet(tb testing.TB, lang string, imps bool) *report.Sheet {
	tb.Helper()
	c := func(s string) bridge.Contract {
		x, err := bridge.ParseContract(s)
		if err != nil {
			tb.Fatal(err)
		}
		return x
	}
	play := func(contract string, tricks int) bridge.Play {
		return bridge.Play{Contract: c(contract), Declarer: bridge.North, Tricks: tricks}
	}
	entry := func(board, table int, contract string, tricks int) bridge.Entry {
		id := strconv.Itoa(table)
		return bridge.Entry{Board: board, Table: table, NS: id, EW: id, Play: play(contract, tricks)}
	}
	weighted := []bridge.Outcome{{Num: 30, Den: 100, Play: ptr(play("4S", 10))}, {Num: 70, Den: 100, Play: ptr(play("4S", 9))}}
	s := bridge.Session{Event: "Club pairs", Site: "Москва", Date: "2026-02-07", Entries: []bridge.Entry{
		entry(1, 1, "4S", 10), entry(1, 2, "4S", 9),
		func() bridge.Entry {
			e := entry(1, 3, "3NT", 9)
			e.Adjust = &bridge.Adjustment{Text: "PEN NS -25%", Kind: bridge.AdjPenalty,
				Reason: "slow <play> after two warnings, and a late return from the break", Law: "90B2", Director: "Иванов Пётр Сергеевич",
				Penalty: &bridge.Penalty{Side: bridge.NS, Num: 25, Den: 1, Unit: bridge.PenTopFraction}}
			return e
		}(),
		{Board: 1, Table: 4, NS: "4", EW: "4", Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus},
			Reason: "board fouled at the table", Law: "12C2(a)", Director: "Smith"}},
		{Board: 1, Table: 5, NS: "5", EW: "5", Kind: bridge.Assigned, Adjust: &bridge.Adjustment{Text: "W", Kind: bridge.AdjAssigned,
			OutcomesNS: weighted, OutcomesEW: weighted, Reason: "misinformation: 2♦ <multi> not alerted", Law: "12C1(c)", Director: "Иванов"}},
		{Board: 1, Table: 6, NS: "6", EW: "6", Kind: bridge.NotPlayed},

		entry(2, 1, "4H", 10), entry(2, 2, "4H", 11), entry(2, 3, "3NT", 8), entry(2, 4, "4H", 10),
		{Board: 2, Table: 5, NS: "5", EW: "5", Kind: bridge.Assigned, Adjust: &bridge.Adjustment{Text: "NS +420 / EW -100", Kind: bridge.AdjAssigned,
			OutcomesNS: []bridge.Outcome{{Num: 1, Den: 1, Score: 420}}, OutcomesEW: []bridge.Outcome{{Num: 1, Den: 1, Score: -100}},
			Reason: "use of unauthorised information", Law: "16B", Director: "Łukasz Żółć"}},
		{Board: 2, Table: 6, NS: "6", EW: "6", Kind: bridge.Assigned, Adjust: &bridge.Adjustment{Text: "4H= N", Kind: bridge.AdjAssigned,
			OutcomesNS: []bridge.Outcome{{Num: 1, Den: 1, Play: ptr(play("4H", 10))}}, OutcomesEW: []bridge.Outcome{{Num: 1, Den: 1, Play: ptr(play("4H", 10))}},
			Reason: "revoke not established", Law: "64C", Director: "Smith"}},

		entry(3, 1, "2S", 8), entry(3, 2, "2S", 9), entry(3, 3, "3S", 8), entry(3, 4, "1NT", 7),
		entry(3, 5, "3C", 9), entry(3, 6, "3C", 10),
	}}
	s.Entries[7].Adjust = &bridge.Adjustment{Text: "PEN EW -1MP", Kind: bridge.AdjPenalty, Reason: "mobile phone", Law: "90", Director: "Smith",
		Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 1, Unit: bridge.PenMP}}
	for _, i := range []int{len(s.Entries) - 2, len(s.Entries) - 1} {
		s.Entries[i].Adjust = &bridge.Adjustment{Text: "fouled B", Kind: bridge.AdjFouled, Group: "B",
			Reason: "a card in the wrong pocket", Law: "87", Director: "Smith"}
	}
	if imps { // penalties in IMPs: 3 and 1
		s.Entries[2].Adjust.Penalty = &bridge.Penalty{Side: bridge.NS, Num: 3, Den: 1, Unit: bridge.PenIMP}
		s.Entries[7].Adjust.Penalty.Unit = bridge.PenIMP
	}
	for n := 1; n <= 3; n++ {
		s.Boards = append(s.Boards, bridge.NewBoard(n))
	}
	s.Pairs = []bridge.Pair{
		{Section: "A", Direction: bridge.DirectionNS, ID: "3", Names: []string{"Щукина", "Ёлкин"}},
		{Section: "A", Direction: bridge.DirectionEW, ID: "4", Names: []string{"Brzęczyszczykiewicz", "O'Brien"}},
	}
	opt := pairs.Options{Movement: pairs.Mitchell}
	if imps {
		opt.Method, opt.Butler = pairs.Butler, imp.DefaultButler()
	}
	res, err := pairs.Score(s, opt)
	if err != nil {
		tb.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

func ptr[T any](v T) *T { return &v }

// TeamDecisionsSheet is gen.TeamDecisions in a language: a one-match
// team event (Lions v Tigers, three boards) with a penalty of 2 IMPs on
// the home team in the open room of board 1, a weighted score in the open
// room of board 2 (WT-2: 40 % of +620, 60 % of −100), average-minus and
// average-plus in the closed room of board 3, and a penalty of 1 VP on the
// away team in the open room of board 3.
func TeamDecisionsSheet(tb testing.TB, lang string) *report.Sheet {
	tb.Helper()
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return sh
}

// buildAll builds the document with the table of every block laid out,
// each its own, for the tests that look at the tables.
func (d *doc) buildAll() {
	d.keep = true
	d.build()
	for si := range d.sections {
		sec := &d.sections[si]
		if sec.table == nil {
			continue
		}
		for i := range sec.blocks {
			sec.blocks[i].table = sec.table(i)
		}
	}
}
