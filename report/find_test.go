package report_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/report"
)

// findSheet is a sheet of three boards: on board 1 NS 1 declares 4♠ with
// the ♥K led, on board 2 it defends 4♥ with the lead recorded, and board 3
// is on the travellers of NS 2 and EW 11 without a result.
func findSheet(t *testing.T, lang string) *report.Sheet {
	t.Helper()
	var s bridge.Session
	for n := 1; n <= 3; n++ {
		s.Boards = append(s.Boards, bridge.NewBoard(n))
	}
	c := func(text string) bridge.Contract {
		c, err := bridge.ParseContract(text)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	hk, _ := bridge.ParseCard("HK")
	s4, _ := bridge.ParseCard("S4")
	play := func(board int, ns, ew, contract string, by bridge.Seat, tricks int, lead bridge.Card) bridge.Entry {
		return bridge.Entry{Board: board, NS: ns, EW: ew, Play: bridge.Play{Contract: c(contract), Declarer: by, Tricks: tricks}, Lead: lead}
	}
	s.Entries = []bridge.Entry{
		play(1, "1", "11", "4S", bridge.South, 10, hk),
		play(1, "2", "12", "3NT", bridge.North, 8, 0),
		{Board: 1, NS: "3", EW: "13", Play: bridge.Play{Contract: bridge.PassOut}},
		play(2, "1", "12", "4H", bridge.East, 10, s4),
		play(2, "2", "11", "2S", bridge.North, 8, 0),
		play(2, "3", "13", "4H", bridge.East, 9, 0),
		{Board: 3, NS: "2", EW: "11", Kind: bridge.NotPlayed},
		play(3, "1", "12", "1NT", bridge.North, 7, 0),
		play(3, "3", "13", "1NT", bridge.North, 6, 0),
	}
	s.Pairs = []bridge.Pair{
		{ID: "1", Names: []string{"Щукина Ёлка", "Łukasz Żółć"}},
		{ID: "2", Names: []string{"Адамов Иван", "Zeta Ann"}},
		{ID: "11", Names: []string{"Ёжиков Пётр", "Ellis Bob"}},
	}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: lang})
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

func card(t *testing.T, s *report.Sheet, page string) report.Card {
	t.Helper()
	for _, c := range s.Cards {
		if c.Pair.Page == page {
			return c
		}
	}
	t.Fatalf("no score card %s", page)
	return report.Card{}
}

// TestScoreCard: a score card lists every board of its pair, the ones
// without a result too, links each to the pair's row, marks tops and
// bottoms, and sums up the pair's play by role.
func TestScoreCard(t *testing.T) {
	s := findSheet(t, "en")
	type row struct{ board, anchor, opp, names, note, pct, mark string }
	for _, tt := range []struct {
		name, page     string
		placeOf        string
		rows           []row
		boards         []int
		decl, def, led string
	}{
		{
			name: "declarer and defender", page: "pair-a-ns-1", placeOf: "1 of 3",
			rows: []row{
				{"1", "pair-a-ns-1", "11", "Ёжиков Пётр – Ellis Bob", "", "100.00", "top"},
				{"2", "pair-a-ns-1", "12", "", "", "0.00", "bottom"},
				{"3", "pair-a-ns-1", "12", "", "", "87.50", "top"}, // factored: one table did not play it
			},
			boards: []int{1, 2, 3},
			decl:   "boards: 2, average 93.75%", def: "boards: 1, average 0.00%", led: "recorded on 1 of 1 boards defended",
		},
		{
			name: "a board not played", page: "pair-a-ns-2", placeOf: "2 of 3",
			rows: []row{
				{"1", "pair-a-ns-2", "12", "", "", "0.00", "bottom"},
				{"2", "pair-a-ns-2", "11", "Ёжиков Пётр – Ellis Bob", "", "100.00", "top"},
				{"3", "pair-a-ns-2", "11", "Ёжиков Пётр – Ellis Bob", "not played", "", ""},
			},
			boards: []int{1, 2},
			decl:   "boards: 2, average 50.00%", def: "boards: 0, average —", led: "recorded on 0 of 0 boards defended",
		},
		{
			name: "a pass-out and a middle score", page: "pair-a-ns-3", placeOf: "3 of 3",
			rows: []row{
				{"1", "pair-a-ns-3", "13", "", "", "50.00", ""},
				{"2", "pair-a-ns-3", "13", "", "", "50.00", ""},
				{"3", "pair-a-ns-3", "13", "", "", "12.50", "bottom"},
			},
			boards: []int{1, 2, 3},
			decl:   "boards: 1, average 12.50%", def: "boards: 1, average 50.00%", led: "recorded on 0 of 1 boards defended",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := card(t, s, tt.page)
			if c.PlaceOf != tt.placeOf {
				t.Errorf("PlaceOf = %q, want %q", c.PlaceOf, tt.placeOf)
			}
			var got []row
			for _, r := range c.Rows {
				got = append(got, row{strconv.Itoa(r.Board), r.Anchor, r.Opponents.Label, r.Opponents.Names, r.Note, r.Pct, r.Mark})
			}
			if !slices.Equal(got, tt.rows) {
				t.Errorf("rows\n got %q\nwant %q", got, tt.rows)
			}
			if !slices.Equal(c.RunningBoards, tt.boards) || len(c.Running) != len(tt.boards) {
				t.Errorf("chart boards %v (%d points), want %v", c.RunningBoards, len(c.Running), tt.boards)
			}
			if r := c.Roles; r.DeclarerLine != tt.decl || r.DefenderLine != tt.def || r.LeadLine != tt.led {
				t.Errorf("roles %q / %q / %q, want %q / %q / %q", r.DeclarerLine, r.DefenderLine, r.LeadLine, tt.decl, tt.def, tt.led)
			}
		})
	}
}

// TestTravellerAnchors: every traveller row carries the anchors its
// score cards link to.
func TestTravellerAnchors(t *testing.T) {
	s := findSheet(t, "en")
	ids := map[string]bool{}
	for _, b := range s.Boards {
		for _, r := range b.Rows {
			if r.NSID != r.NS.Page && r.NS.Page != "" || r.EWID != r.EW.Page && r.EW.Page != "" || r.NSID == "" || r.EWID == "" {
				t.Errorf("board %d: row %s–%s has anchors %q, %q, want the pairs' pages", b.Number, r.NS.Label, r.EW.Label, r.NSID, r.EWID)
			}
			ids[b.Page+".html#"+r.NSID], ids[b.Page+".html#"+r.EWID] = true, true
		}
	}
	for _, c := range s.Cards {
		for _, r := range c.Rows {
			if link := r.BoardPage + ".html#" + r.Anchor; !ids[link] {
				t.Errorf("%s: board %d links to %s, which no traveller row has", c.Pair.Page, r.Board, link)
			}
		}
	}
}

// TestPlayers: the names page lists every player of a ranked pair, in
// one list in the language's order, its own script first, by surname
// ("Łukasz Żółć" under Z).
func TestPlayers(t *testing.T) {
	for _, tt := range []struct {
		lang string
		want []string
	}{
		{"ru", []string{"Адамов Иван", "Ёжиков Пётр", "Щукина Ёлка", "Ellis Bob", "Zeta Ann", "Łukasz Żółć"}},
		{"en", []string{"Ellis Bob", "Zeta Ann", "Łukasz Żółć", "Адамов Иван", "Ёжиков Пётр", "Щукина Ёлка"}},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			s := findSheet(t, tt.lang)
			var got []string
			for _, p := range s.Players {
				got = append(got, p.Name)
				if p.Pair.Page == "" || p.Place == "" {
					t.Errorf("%s: pair %+v, place %q", p.Name, p.Pair, p.Place)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("players\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}
