package report_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

func TestMP(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"12", "12"}, {"5/2", "2.5"}, {"55/4", "13.75"}, {"97/7", "13.86"}, {"1/8", "0.13"}, {"-1/8", "-0.13"},
	} {
		q, _ := exact.Parse(tt.in)
		if got := report.MP(q); got != tt.want {
			t.Errorf("MP(%s) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestBuild(t *testing.T) {
	var s bridge.Session
	deal, _ := bridge.ParseDeal("N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2")
	b := bridge.NewBoard(1)
	b.Deal = deal
	s.Boards = []bridge.Board{b}
	c4s, _ := bridge.ParseContract("4S")
	c3n, _ := bridge.ParseContract("3NT")
	lead, _ := bridge.ParseCard("HK")
	s.Entries = []bridge.Entry{
		{Board: 1, NS: "1", EW: "11", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 10}, Lead: lead},
		{Board: 1, NS: "2", EW: "12", Play: bridge.Play{Contract: c3n, Declarer: bridge.North, Tricks: 8}},
		{Board: 1, NS: "3", EW: "13", Play: bridge.Play{Contract: bridge.PassOut}},
	}
	s.Pairs = []bridge.Pair{{ID: "1", Names: []string{"Щукина Ёлка", "Łukasz Żółć"}}}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: "ru", Title: "Кубок"})
	if err != nil {
		t.Fatal(err)
	}
	if sh.Title != "Кубок" || sh.L.Lang != "ru" || len(sh.Rankings) != 2 || sh.Rankings[0].Title != "Север-Юг" {
		t.Fatalf("sheet %+v", sh.Rankings)
	}
	r := sh.Rankings[0].Rows[0]
	if r.Place != "1" || r.Pair.Label != "1" || r.Pair.Names != "Щукина Ёлка – Łukasz Żółć" || r.Percent != "100.00" || r.Pair.Page != "pair-a-ns-1" {
		t.Errorf("first row %+v", r)
	}
	bp := sh.Boards[0]
	if bp.Dealer != "С" || bp.Vul != "Никто" || !bp.HasDeal || bp.Hands[2].HCP != 21 || bp.Hands[0].Suits[2].Cards != "10 9 8 4" || bp.Top != "4" {
		t.Errorf("board %+v", bp)
	}
	row := bp.Rows[0]
	if row.Contract.Text != "4♠" || row.By != "Ю" || row.Lead != "♥К" || row.Result != "=" || row.ScoreNS != "420" || row.MPNS != "4" || row.PctNS != "100.00" {
		t.Errorf("row %+v", row)
	}
	if pass := bp.Rows[1]; !pass.Contract.Pass || pass.ScoreNS != "0" || pass.MPNS != "2" {
		t.Errorf("pass-out row %+v", pass)
	}
	if got := bp.Rows[2]; got.ScoreEW != "50" || got.ScoreNS != "" {
		t.Errorf("minus row %+v", got)
	}
	card := sh.Cards[0]
	if card.Title != "Пара СЮ 1" || len(card.Rows) != 1 || card.Rows[0].Score != "+420" || card.Rows[0].Running != "100.00" || card.Rows[0].Opponents.Label != "11" {
		t.Errorf("card %+v", card)
	}
}

// A table not scored is shown as such, with its reason, on its traveller
// and on its pairs' score cards; a room not scored on its match.
func TestNotScoredSheet(t *testing.T) {
	c4s, _ := bridge.ParseContract("4S")
	s := bridge.Session{Entries: []bridge.Entry{
		{Board: 1, NS: "1", EW: "11", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 10}},
		{Board: 1, NS: "2", EW: "12", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 9}},
		{Board: 1, NS: "3", EW: "13", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 11}},
		{Board: 2, NS: "3", EW: "11", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 10}},
		{Board: 2, NS: "1", EW: "13", Play: bridge.Play{Contract: c4s, Declarer: bridge.South, Tricks: 9}},
	}}
	s.Entries[2].SetUnscored("the play stops after 6 tricks and there is no claim")
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for lang, note := range map[string]string{"en": "not scored: the play stops after 6 tricks and there is no claim", "ru": "не засчитан: the play stops after 6 tricks and there is no claim"} {
		sh, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: res}, report.Options{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		row := sh.Boards[0].Rows[2]
		if row.NS.Label != "3" || row.Note != note || row.MPNS != "" || row.Contract.Text != "" {
			t.Errorf("%s: traveller row %+v", lang, row)
		}
		found := 0
		for _, c := range sh.Cards {
			for _, r := range c.Rows {
				if r.Note == note {
					found++
				}
			}
		}
		if found != 2 { // NS 3's and EW 13's
			t.Errorf("%s: %d score cards show the table not scored, want 2", lang, found)
		}
	}

	ts := gen.TeamDecisions()
	ts.Decisions = nil
	ts.Entries[0].SetUnscored("no auction where the producer adjusted")
	tres, err := teams.Score(ts, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: tres}, report.Options{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	b := sh.Teams.Matches[0].Boards[0]
	room := b.Open
	if ts.Entries[0].Room == bridge.ClosedRoom {
		room = b.Closed
	}
	if room.Note != "not scored: no auction where the producer adjusted" || room.Score != "" || b.IMPsHome != "" || b.IMPsAway != "" {
		t.Errorf("match board %+v", b)
	}
}
