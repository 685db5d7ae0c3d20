package sampletest

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// IndividualGen and IndividualExtra make the generated individual of
// IndividualResult (gen.Individual(IndividualGen, IndividualExtra)): 3
// tables of a Howell's deals and results, 13 players, one sitting out
// each round, 14 boards.
var IndividualGen = gen.Config{Seed: 29, Tables: 3, Boards: 14, Movement: gen.Howell, Cyrillic: true}

// IndividualExtra: see IndividualGen.
const IndividualExtra = 1

// IndividualScored is the generated individual of IndividualResult
// scored with opt.
func IndividualScored(tb testing.TB, opt event.Options) *event.Result {
	tb.Helper()
	s, err := gen.Individual(IndividualGen, IndividualExtra)
	if err != nil {
		tb.Fatal(err)
	}
	res, err := event.Score(s, opt)
	if err != nil {
		tb.Fatal(err)
	}
	if res.Kind != event.Individual {
		tb.Fatalf("kind %v, want individual", res.Kind)
	}
	return res
}

// IndividualSections is a generated individual of two sections, A and B
// (gen.Individual, 3 tables a section, 6 boards), each seating its own 13
// players numbered 1 to 13 (Player.Section; each name starts with its
// section's), scored with opt.
func IndividualSections(tb testing.TB, opt event.Options) *event.Result {
	tb.Helper()
	s, err := gen.Individual(gen.Config{Seed: 7, Sections: 2, Tables: 3, Boards: 6}, 1)
	if err != nil {
		tb.Fatal(err)
	}
	players := s.Players
	s.Players = nil
	for _, sec := range []string{"A", "B"} {
		for _, p := range players {
			p.Section, p.Name = sec, sec+" "+p.Name
			s.Players = append(s.Players, p)
		}
	}
	res, err := event.Score(s, opt)
	if err != nil {
		tb.Fatal(err)
	}
	if res.Kind != event.Individual || len(res.Pairs.Rankings) != 2 {
		tb.Fatalf("kind %v with %d rankings, want an individual of two", res.Kind, len(res.Pairs.Rankings))
	}
	return res
}

// IndividualDecisions is IndividualResult's individual with a director's
// decision of each kind on four of its tables, read from a CSV traveller
// (with its hand records and a names file) as the command line reads
// one: on board 1, table 1 an artificial score (A60/40); on board 2,
// table 1 a table that did not play (NP); on board 3, table 2 an assigned
// score (ARB +420); on board 4, table 2 a procedural penalty on the
// table's result (PEN NS -25%).
func IndividualDecisions(tb testing.TB) *event.Result {
	tb.Helper()
	s, err := gen.Individual(IndividualGen, IndividualExtra)
	if err != nil {
		tb.Fatal(err)
	}
	decided := map[[2]int]string{{1, 1}: "A60/40", {2, 1}: "NP", {3, 2}: "ARB +420", {4, 2}: "PEN NS -25%"}
	var trav, names bytes.Buffer
	w := csv.NewWriter(&trav)
	w.Write([]string{"section", "board", "round", "table", "north", "east", "south", "west", "contract", "declarer", "result", "lead", "adjust"})
	for _, e := range s.Entries {
		rec := append([]string{e.Section, strconv.Itoa(e.Board), strconv.Itoa(e.Round), strconv.Itoa(e.Table)}, e.Seats[:]...)
		rec = append(rec, e.Play.Contract.String(), e.Play.Declarer.String(), strconv.Itoa(e.Play.Tricks), "", "")
		if e.Play.Contract.IsPass() {
			rec[9], rec[10] = "", ""
		}
		if e.Lead.Valid() {
			rec[11] = e.Lead.String()
		}
		if d, ok := decided[[2]int{e.Board, e.Table}]; ok {
			rec[12] = d
			if !strings.HasPrefix(d, "PEN") {
				rec[8], rec[9], rec[10], rec[11] = "", "", "", ""
			}
		}
		w.Write(rec)
	}
	w.Flush()
	w = csv.NewWriter(&names)
	w.Write([]string{"section", "pair", "names"})
	for _, p := range s.Players {
		w.Write([]string{p.Section, p.ID, p.Name})
	}
	w.Flush()
	l, err := session.Load([]session.Input{{Name: "hands.pbn", Data: IndividualHands(tb)}, {Name: "names.csv", Data: names.Bytes()},
		{Name: "travellers.csv", Data: trav.Bytes()}}, session.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	res, err := event.Score(l.Session, event.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	if res.Kind != event.Individual || len(res.Pairs.Adjustments) != 3 {
		tb.Fatalf("kind %v with %d decisions, want an individual with 3", res.Kind, len(res.Pairs.Adjustments))
	}
	return res
}

// IndividualHands are the hand records of IndividualResult's boards, as a
// PBN file.
func IndividualHands(tb testing.TB) []byte {
	tb.Helper()
	var b bytes.Buffer
	if err := gen.Generate(IndividualGen).WritePBN(&b); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

// Same says what SameIndividual compares beyond every table's players,
// result and figures and every player's standing: the tables' rounds and
// table numbers (an output that carries them) and the players' names (an
// output, or the files read back with it, that names them).
type Same struct {
	Rounds, Names bool
}

// SameIndividual compares an individual scored again from what an output
// wrote (got) with the scoring it was written from (want): the same
// boards, each table found by its section and four players, seat by seat,
// with the same kind of result, contract, declarer, tricks, NS score and
// matchpoints or IMPs each side; as many directors' decisions; and the
// same standings, player by player in order, each with the same number,
// place, tie, boards, total, top and percentage (or average), exactly.
func SameIndividual(tb testing.TB, got, want *event.Result, same Same) {
	tb.Helper()
	if got.Kind != event.Individual || want.Kind != event.Individual {
		tb.Fatalf("kinds %v and %v, want two individuals", got.Kind, want.Kind)
	}
	g, w := got.Pairs, want.Pairs
	if len(g.Boards) != len(w.Boards) {
		tb.Fatalf("%d boards, want %d", len(g.Boards), len(w.Boards))
	}
	for i := range w.Boards {
		wb, gb := &w.Boards[i], &g.Boards[i]
		if gb.Number != wb.Number || len(gb.Lines) != len(wb.Lines) {
			tb.Fatalf("board %d: board %d with %d tables, want %d", wb.Number, gb.Number, len(gb.Lines), len(wb.Lines))
		}
		at := map[string]*pairs.Line{}
		for j := range gb.Lines {
			at[tableOf(&gb.Lines[j])] = &gb.Lines[j]
		}
		for j := range wb.Lines {
			wl := &wb.Lines[j]
			gl := at[tableOf(wl)]
			if gl == nil {
				tb.Errorf("board %d: no table %s", wb.Number, tableOf(wl))
				continue
			}
			ge, we := gl.Entry, wl.Entry
			if ge.Kind != we.Kind || ge.Kind == bridge.Played && ge.Play != we.Play || gl.ScoreNS != wl.ScoreNS || gl.Scored != wl.Scored ||
				gl.NS() != wl.NS() || gl.EW() != wl.EW() ||
				gl.MPNS().Cmp(wl.MPNS()) != 0 || gl.MPEW().Cmp(wl.MPEW()) != 0 || gl.IMPNS().Cmp(wl.IMPNS()) != 0 || gl.IMPEW().Cmp(wl.IMPEW()) != 0 ||
				same.Rounds && (ge.Round != we.Round || ge.Table != we.Table) {
				tb.Errorf("board %d, table %s: %v %v %d (round %d table %d), %s–%s MP, %s–%s IMPs\nwant %v %v %d (round %d table %d), %s–%s MP, %s–%s IMPs",
					wb.Number, tableOf(wl), ge.Kind, ge.Play, gl.ScoreNS, ge.Round, ge.Table, gl.MPNS(), gl.MPEW(), gl.IMPNS(), gl.IMPEW(),
					we.Kind, we.Play, wl.ScoreNS, we.Round, we.Table, wl.MPNS(), wl.MPEW(), wl.IMPNS(), wl.IMPEW())
			}
		}
	}
	if len(g.Adjustments) != len(w.Adjustments) {
		tb.Errorf("%d directors' decisions, want %d", len(g.Adjustments), len(w.Adjustments))
	}
	if len(g.Rankings) != len(w.Rankings) {
		tb.Fatalf("%d rankings, want %d", len(g.Rankings), len(w.Rankings))
	}
	for i, wr := range w.Rankings {
		gr := g.Rankings[i]
		if bridge.SectionKey(gr.Section) != bridge.SectionKey(wr.Section) || len(gr.Rows) != len(wr.Rows) {
			tb.Fatalf("ranking of section %q: section %q with %d players, want %d", wr.Section, gr.Section, len(gr.Rows), len(wr.Rows))
		}
		for j, ws := range wr.Rows {
			gs := gr.Rows[j]
			if gs.Pair.ID != ws.Pair.ID || gs.Rank != ws.Rank || gs.Tied != ws.Tied || gs.Unranked != ws.Unranked || gs.Boards != ws.Boards ||
				gs.Total.Cmp(ws.Total) != 0 || gs.Max.Cmp(ws.Max) != 0 || gs.Percent.Cmp(ws.Percent) != 0 || gs.Average.Cmp(ws.Average) != 0 ||
				same.Names && strings.Join(gs.Names, "|") != strings.Join(ws.Names, "|") {
				tb.Errorf("section %s, place %d: player %s %q: %d%s, %d boards, %s of %s, %s%%, %s a board\nwant player %s %q: %d%s, %d boards, %s of %s, %s%%, %s a board",
					wr.Section, j+1, gs.Pair.ID, gs.Names, gs.Rank, tie(gs.Tied), gs.Boards, gs.Total, gs.Max, gs.Percent, gs.Average,
					ws.Pair.ID, ws.Names, ws.Rank, tie(ws.Tied), ws.Boards, ws.Total, ws.Max, ws.Percent, ws.Average)
			}
		}
	}
}

// tableOf names a table of a board by its section and its players, seat
// by seat: "A: N 6, E 2, S 9, W 10".
func tableOf(l *pairs.Line) string {
	e := l.Entry
	if e.Seats == nil {
		return bridge.SectionKey(e.Section) + ": no seats"
	}
	s := e.Seats
	return fmt.Sprintf("%s: N %s, E %s, S %s, W %s", bridge.SectionKey(e.Section), s[bridge.North], s[bridge.East], s[bridge.South], s[bridge.West])
}

func tie(t bool) string {
	if t {
		return "="
	}
	return ""
}
