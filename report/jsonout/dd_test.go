package jsonout

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

// The JSON of a board's table and par, in the layout of the issue: tricks
// by declaring seat and strain, par from NS's view with contract and
// declarer. The table is board 1 of the corpus's 260119HandRecord.pbn.
func TestDDOf(t *testing.T) {
	// [DoubleDummyTricks "2333223332aaaabaaaab"]; rows N, E, S, W, each C, D, H, S, NT.
	tb := dd.Table{{2, 3, 3, 3, 2}, {11, 10, 10, 10, 10}, {2, 3, 3, 3, 2}, {11, 10, 10, 10, 10}}
	if tb.PBN() != "2333223332aaaabaaaab" {
		t.Fatalf("table %s", tb.PBN())
	}
	d, p := DDOf(dd.Analyse(tb, bridge.Vulnerability(1), bridge.North))
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	if err := enc.Encode(struct {
		DD  *DD  `json:"dd"`
		Par *Par `json:"par"`
	}{d, p}); err != nil {
		t.Fatal(err)
	}
	want := `{"dd":{"N":{"C":2,"D":3,"H":3,"S":3,"NT":2},"E":{"C":11,"D":10,"H":10,"S":10,"NT":10},"S":{"C":2,"D":3,"H":3,"S":3,"NT":2},"W":{"C":11,"D":10,"H":10,"S":10,"NT":10}},"par":{"score_ns":-430,"contracts":["3NT E","3NT W"]}}` + "\n"
	if buf.String() != want {
		t.Errorf("got  %s\nwant %s", buf.String(), want)
	}

	// A board nobody can make anything on is passed out.
	var none dd.Table
	for s := range none {
		for st := range none[s] {
			none[s][st] = 6
		}
	}
	if _, p := DDOf(dd.Analyse(none, bridge.Vulnerability(1), bridge.North)); p.ScoreNS != 0 || len(p.Contracts) != 1 || p.Contracts[0] != "PASS" {
		t.Errorf("passed out: %+v", p)
	}

	// addDD fills the boards it knows, pairs and teams alike.
	doc := Document{Boards: []Board{{Board: 1}, {Board: 2}}}
	doc.addDD(map[int]dd.Analysis{1: dd.Analyse(tb, bridge.Vulnerability(1), bridge.North)})
	if doc.Boards[0].DD == nil || doc.Boards[0].Par.ScoreNS != -430 || doc.Boards[1].DD != nil || doc.Boards[1].Par != nil {
		t.Errorf("pairs: %+v", doc.Boards)
	}
	td := TeamsDocument{Boards: []TeamsBoard{{Board: 2}, {Board: 1}}}
	td.addDD(map[int]dd.Analysis{1: dd.Analyse(tb, bridge.Vulnerability(1), bridge.North)})
	if td.Boards[1].DD == nil || td.Boards[1].Par.ScoreNS != -430 || td.Boards[0].DD != nil {
		t.Errorf("teams: %+v", td.Boards)
	}
}
