package report_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/report"
)

// A board-a-match's sheet names board points where IMPs are and points
// where VPs are, in its labels (which every output reads), and prints
// the points as halves.
func TestBoardAMatchSheet(t *testing.T) {
	play := func(board int, room bridge.Room, contract string, tricks int) bridge.Entry {
		c, err := bridge.ParseContract(contract)
		if err != nil {
			t.Fatal(err)
		}
		e := bridge.Entry{Round: 1, Board: board, Room: room, Home: "Lions", Away: "Tigers", NS: "Lions", EW: "Tigers",
			Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: tricks}}
		if room == bridge.ClosedRoom {
			e.NS, e.EW = e.EW, e.NS
		}
		return e
	}
	s := bridge.Session{Entries: []bridge.Entry{
		play(1, bridge.OpenRoom, "4S", 10), play(1, bridge.ClosedRoom, "4S", 10), // tie
		play(2, bridge.OpenRoom, "4S", 10), play(2, bridge.ClosedRoom, "4S", 11), // Tigers
	}}
	res, err := teams.Score(s, teams.Options{Form: teams.BoardAMatch})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ru"} {
		sheet, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		l, plain := sheet.L, mustLabels(t, lang)
		if l.IMPs != plain.BoardPoints || l.VP != plain.Points || l.IMPsFor != plain.PointsFor || sheet.Scoring != plain.ScoringBAM {
			t.Errorf("%s: labels %q %q %q, scoring %q", lang, l.IMPs, l.VP, l.IMPsFor, sheet.Scoring)
		}
		m := sheet.Teams.Matches[0]
		if m.IMPsHome != "½" || m.IMPsAway != "1½" || m.VPHome != "½" || m.VPAway != "1½" {
			t.Errorf("%s: match %s–%s, %s–%s", lang, m.IMPsHome, m.IMPsAway, m.VPHome, m.VPAway)
		}
		if b := sheet.Boards[0].TeamRows[0]; b.IMPs() != "½–½" {
			t.Errorf("%s: board 1 %q", lang, b.IMPs())
		}
		if b := sheet.Boards[1].TeamRows[0]; b.IMPs() != "0–1" {
			t.Errorf("%s: board 2 %q", lang, b.IMPs())
		}
		if st := sheet.Teams.Standings[0]; st.Team.Label != "Tigers" || st.VP != "1½" || st.IMPsFor != "1½" {
			t.Errorf("%s: standings %+v", lang, st)
		}
	}
}

func mustLabels(t *testing.T, lang string) report.Labels {
	t.Helper()
	l, err := report.LabelsFor(lang)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestPoints: board points as halves.
func TestPoints(t *testing.T) {
	for _, tc := range []struct {
		num, den int64
		want     string
	}{{0, 1, "0"}, {1, 2, "½"}, {5, 2, "2½"}, {3, 1, "3"}, {-1, 2, "-½"}, {3, 5, "0.6"}} {
		if got := report.Points(exactFrac(tc.num, tc.den)); got != tc.want {
			t.Errorf("Points(%d/%d) = %q, want %q", tc.num, tc.den, got, tc.want)
		}
	}
}

func exactFrac(n, d int64) exact.Q { return exact.Frac(n, d) }
