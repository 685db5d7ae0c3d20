package html_test

import (
	"crypto/sha256"
	"encoding/base64"
	"regexp"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

// replaySheet is a team match of one board, 7♠ by North in both rooms:
// the open room's play has two whole tricks, the closed room's only the
// lead (as a vugraph record often has it). deal says whether the hand
// record gives the deal.
func replaySheet(t *testing.T, deal bool) *report.Sheet {
	t.Helper()
	card := func(text string) bridge.Card {
		c, err := bridge.ParseCard(text)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	board := bridge.NewBoard(1) // North deals
	if deal {
		d, err := bridge.ParseDeal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
		if err != nil {
			t.Fatal(err)
		}
		board.Deal = d
	}
	pass := bridge.Call{Kind: bridge.Pass}
	auction := []bridge.Call{{Kind: bridge.Bid, Level: 7, Strain: bridge.Spades}, pass, pass, pass}
	// East leads to the first trick, North (who won it) to the second.
	e, s, w, n := bridge.East, bridge.South, bridge.West, bridge.North
	seats := []bridge.Seat{e, s, w, n, n, e, s, w}
	var open []bridge.PlayedCard
	for i, c := range []string{"H2", "D2", "C2", "SA", "SK", "H3", "D3", "C3"} {
		open = append(open, bridge.PlayedCard{Seat: seats[i], Card: card(c)})
	}
	play := bridge.Play{Contract: bridge.Contract{Level: 7, Strain: bridge.Spades}, Declarer: bridge.North, Tricks: 13}
	ses := bridge.Session{Boards: []bridge.Board{board}, Entries: []bridge.Entry{
		{Board: 1, Kind: bridge.Played, Play: play, Room: bridge.OpenRoom, Home: "Lions", Away: "Tigers", NS: "Lions", EW: "Tigers",
			Shown: &bridge.Shown{Auction: auction, Cards: open}},
		{Board: 1, Kind: bridge.Played, Play: play, Room: bridge.ClosedRoom, Home: "Lions", Away: "Tigers", NS: "Tigers", EW: "Lions",
			Shown: &bridge.Shown{Auction: auction, Cards: []bridge.PlayedCard{{Seat: bridge.East, Card: card("H2")}}}},
	}}
	res, err := teams.Score(ses, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

// TestReplay: a board page whose deal is known holds the replay's frame
// (hidden until its script shows it) under a play of whole tricks, with
// the data the script reads; the page runs that script alone, allowed by
// its hash. A play that stops at the lead is a line, without a replay or
// a table of empty columns. Without the deal there is no replay, and no
// script.
func TestReplay(t *testing.T) {
	page := string(site(t, replaySheet(t, true), html.Options{})["board-1.html"])
	sum := sha256.Sum256([]byte(html.ReplayScript))
	hash := "&#39;sha256-" + strings.ReplaceAll(base64.StdEncoding.EncodeToString(sum[:]), "+", "&#43;") + "&#39;"
	if !strings.Contains(page, `<meta http-equiv="Content-Security-Policy" content="script-src `+hash+`; object-src &#39;none&#39;; base-uri &#39;none&#39;">`) {
		t.Errorf("no policy allowing the replay script by its hash %s", hash)
	}
	scripts := regexp.MustCompile(`(?s)<script[^>]*>(.*?)</script>`).FindAllStringSubmatch(page, -1)
	if len(scripts) != 1 || scripts[0][1] != html.ReplayScript {
		t.Errorf("scripts %q, want the replay script alone", scripts)
	}
	for _, want := range []string{
		// The frame: hidden, its texts from the labels, the contract in
		// the middle of the trick.
		`<div class="replay" hidden data-trick="Trick" data-ns="NS" data-ew="EW" data-start="Before the lead">`,
		`<span class="rp-mid"><span class="contract">7<span class="suit">♠</span></span> N</span>`,
		`<button type="button" data-go="next" aria-label="Next trick" title="Next trick">›</button>`,
		// The open room's tricks: East leads the ♥2 (hand 1, line 1),
		// North's ♠A (hand 0, line 0) wins; the tricks won so far.
		`<tr data-won="1 0"><td class="n">1</td><td data-c="112">E <span class="red">♥2</span></td>`,
		`<td class="won" data-c="00A">N ♠A</td>`,
		`<tr data-won="2 0"><td class="n">2</td><td class="won" data-c="00K">N ♠K</td>`,
		// The closed room: the lead alone, as a line.
		`<p class="first-cards">Lead: E <span class="red">♥2</span></p>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("board-1.html lacks %s", want)
		}
	}
	if n := strings.Count(page, `class="replay"`); n != 1 {
		t.Errorf("%d replays, want 1 (the closed room's lead alone has none)", n)
	}
	if n := strings.Count(page, `<table class="play">`); n != 1 {
		t.Errorf("%d play tables, want 1 (the closed room's lead is a line)", n)
	}

	page = string(site(t, replaySheet(t, false), html.Options{})["board-1.html"])
	if strings.Contains(page, "<script") || strings.Contains(page, "Content-Security-Policy") || strings.Contains(page, `class="replay"`) || strings.Contains(page, "data-c=") {
		t.Error("a board without its deal has a replay, its script or its policy")
	}
	if !strings.Contains(page, `<tr><td class="n">1</td><td>E <span class="red">♥2</span></td>`) {
		t.Error("a board without its deal lacks its play table")
	}
}
