package report_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// TestFigure: every text of a figure, which the outputs print instead of
// rounding.
func TestFigure(t *testing.T) {
	q := func(s string) exact.Q {
		v, ok := exact.Parse(s)
		if !ok {
			t.Fatalf("exact.Parse(%q)", s)
		}
		return v
	}
	for _, tt := range []struct {
		name                                string
		f                                   report.Figure
		text, number, shown, signed, halves string
	}{
		{"an integer value", report.Value(q("12")), "12", "12", "12", "+12", "12"},
		{"a half", report.Value(q("5/2")), "2.5", "2.5", "2.5", "+2.5", "2½"},
		{"a third", report.Value(q("1/3")), "0.333333", "0.333333", "0.33", "+0.33", "0.33"},
		{"a negative eighth", report.Value(q("-1/8")), "-0.125", "-0.125", "-0.13", "-0.13", "-0.13"},
		{"zero", report.Value(q("0")), "0", "0", "0", "0", "0"},
		{"a percentage", report.Percent(q("573/10")), "57.30", "57.3", "57.30", "+57.30", "57.3"},
		{"a whole percentage", report.Percent(q("50")), "50.00", "50", "50.00", "+50.00", "50"},
		{"a percentage of thirds", report.Percent(q("200/3")), "66.67", "66.67", "66.67", "+66.67", "66.67"},
		{"an award", report.Award(q("100/3")), "33.333333", "33.333333", "33.33", "+33.33", "33.33"},
		{"VPs", report.VPs(1556), "15.56", "15.56", "15.56", "+15.56", "15.56"},
		{"whole VPs", report.VPs(2000), "20.00", "20", "20.00", "+20.00", "20"},
		{"board points in hundredths", report.VPs(150), "1.50", "1.5", "1.50", "+1.50", "1½"},
		{"an artificial board point", report.VPs(60), "0.60", "0.6", "0.60", "+0.60", "0.6"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.f
			if got := [5]string{f.Text(), f.Number(), f.Shown(), f.Signed(), f.Halves()}; got != [5]string{tt.text, tt.number, tt.shown, tt.signed, tt.halves} {
				t.Errorf("Text, Number, Shown, Signed, Halves = %q, want %q", got, [5]string{tt.text, tt.number, tt.shown, tt.signed, tt.halves})
			}
			if got := string(f.AppendNumber([]byte("x"))); got != "x"+tt.number {
				t.Errorf("AppendNumber = %q", got)
			}
		})
	}
	if (report.Figure{}).Set() || !report.Value(exact.Q{}).Set() {
		t.Error("the zero Figure is set, or a zero value is not")
	}
	if got := report.VPs(60).Doubled().Shown(); got != "1.2" {
		t.Errorf("VPs(60).Doubled().Shown() = %q, want 1.2 (a value, not VPs)", got)
	}
}

// TestNewEventPairs: a pairs session's model, its contestants, fields and
// traveller lines.
func TestNewEventPairs(t *testing.T) {
	var s bridge.Session
	s.Boards = []bridge.Board{bridge.NewBoard(1)}
	c4s, _ := bridge.ParseContract("4S")
	s.Entries = []bridge.Entry{
		{Board: 1, NS: "1", EW: "11", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 10}},
		{Board: 1, NS: "2", EW: "12", Play: bridge.Play{Contract: bridge.PassOut}},
		{Board: 1, NS: "3", EW: "13", Kind: bridge.NotPlayed},
	}
	s.Pairs = []bridge.Pair{{ID: "1", Names: []string{"Щукина", "Żółć"}, Members: []string{"1234", ""}}}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ev, err := report.NewEvent(&event.Result{Kind: event.Pairs, Pairs: res})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Kind != event.Pairs || ev.Method != report.MethodMP || ev.Method.IMPs() || len(ev.Fields) != 2 || len(ev.Boards) != 1 {
		t.Fatalf("event %+v", ev)
	}
	ns := ev.Fields[0]
	if ns.Direction != bridge.DirectionNS || ns.Len() != 2 {
		t.Fatalf("NS field %+v", ns)
	}
	first := ns.Row(0)
	if first.Kind != report.ContestantPair || first.Key != (report.Key{Section: "A", Direction: bridge.DirectionNS, ID: "1"}) ||
		first.Names[0] != "Щукина" || first.Place.Text() != "1" || first.Played != 1 || first.Total.Shown() != "3.5" || first.Max.Shown() != "4" ||
		first.Percent.Shown() != "87.50" || first.Average.Set() || !slices.Equal(first.Members, []string{"1234", ""}) ||
		first.Percent.Exact().Cmp(exact.Frac(175, 2)) != 0 {
		t.Errorf("first standing %+v", first)
	}
	// The board is factored to the three tables of the movement (Neuberg):
	// its top is 4. Pairs 3 and 13 did not play: on no ranking, yet
	// contestants.
	all := ev.Contestants()
	if len(all) != 6 || all[len(all)-1].ID != "13" || ev.Contestant(report.Key{Section: "A", Direction: bridge.DirectionEW, ID: "13"}) == nil {
		t.Errorf("contestants %v", all)
	}
	b := &ev.Boards[0]
	if b.NumLines() != 3 || b.Top.Shown() != "4" || b.HasDatum {
		t.Fatalf("board %+v", b)
	}
	var statuses []report.Status
	for _, l := range b.Lines() {
		statuses = append(statuses, l.Status())
	}
	if statuses[0] != report.Played || statuses[1] != report.PassedOut || statuses[2] != report.NotPlayed || report.PassedOut.String() != "passed_out" {
		t.Errorf("statuses %v", statuses)
	}
	l := b.Line(0)
	if l.NS().Key().ID != "1" || l.EW().Key().ID != "11" || l.ScoreNS() != 420 || l.Points(bridge.NS).Shown() != "3.5" || l.Percent(bridge.EW).Shown() != "12.50" {
		t.Errorf("line 0: %v v %v, %d, %s, %s", l.NS(), l.EW(), l.ScoreNS(), l.Points(bridge.NS).Shown(), l.Percent(bridge.EW).Shown())
	}
	if _, err := report.NewEvent(nil); !errors.Is(err, report.ErrNoResult) {
		t.Errorf("NewEvent(nil): %v", err)
	}
}

// TestNewEventTeams: a team event's model: its teams, its matches with
// their rooms, and a decision's table seen from the room it was made in.
func TestNewEventTeams(t *testing.T) {
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ev, err := report.NewEvent(&event.Result{Kind: event.Teams, Teams: res, VPScale: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	if ev.Method != report.MethodTeams || !ev.VPs || len(ev.Fields) != 1 || len(ev.Matches) != 1 || len(ev.Boards) != 3 {
		t.Fatalf("event %+v", ev)
	}
	if b, m := ev.Units(); b != "imps" || m != "vp" {
		t.Errorf("units %s, %s", b, m)
	}
	m := ev.Matches[0]
	if m.Home.ID != "Lions" || m.Away.ID != "Tigers" || m.Home.Kind != report.ContestantTeam || m.PointsHome.Shown() != "11" || m.PointsAway.Shown() != "8.2" || !m.Penalized {
		t.Errorf("match %+v", m)
	}
	b1 := &m.Boards[0]
	open := b1.Open()
	if b1.Net().Shown() != "10" || open.Which() != bridge.OpenRoom || open.NS().Key().ID != "Lions" || b1.Closed().NS().Key().ID != "Tigers" || len(open.Penalties()) != 1 {
		t.Errorf("board 1: net %s, open %v %v, penalties %v", b1.Net().Shown(), open.Which(), open.NS(), open.Penalties())
	}
	if ph, _ := b1.Penalties(); ph.IMPs.Shown() != "2" {
		t.Errorf("board 1: penalty %s", ph.IMPs.Shown())
	}
	var closed *report.Adjustment
	for i := range ev.Adjustments {
		if a := &ev.Adjustments[i]; a.Room == bridge.ClosedRoom && !a.IsPenalty() {
			closed = a
		}
	}
	if closed == nil || closed.NS.Key().ID != "Tigers" || closed.EW.Key().ID != "Lions" || closed.Got[0].Signed() != "+3" {
		t.Errorf("the closed room's decision %+v", closed)
	}
}

// TestButlerDatum: a Butler board's datum is the one its played results
// were scored against, also when its traveller ends with a decision
// (whose line has a comparison group of its own).
func TestButlerDatum(t *testing.T) {
	var s bridge.Session
	s.Boards = []bridge.Board{bridge.NewBoard(1)}
	c4s, _ := bridge.ParseContract("4S")
	play := func(ns, ew string, tricks int) bridge.Entry {
		return bridge.Entry{Board: 1, NS: ns, EW: ew, Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: tricks}}
	}
	s.Entries = []bridge.Entry{play("1", "11", 10), play("2", "12", 10), play("3", "13", 9), play("4", "14", 11),
		{Board: 1, NS: "5", EW: "15", Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}}}}
	res, err := pairs.Score(s, pairs.Options{Method: pairs.Butler})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bp := sh.Boards[0]
	if last := bp.Rows[len(bp.Rows)-1]; last.NS.Label != "5" || bp.Datum != "+420" {
		t.Errorf("datum %q (last row NS %s), want +420", bp.Datum, last.NS.Label)
	}
}
