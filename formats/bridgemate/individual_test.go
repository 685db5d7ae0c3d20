package bridgemate_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/bridgemate"
)

// TestIndividualExports reads the CSV exports of an individual made for
// the tests (testdata/individual/README.md: no real one is public): every
// result seats four players, North and East its PairNS and PairEW, South
// and West RoundData's at its table and round, and names no pair; the
// players are PlayerNumbers' seats of round 0, by RoundData's first
// round, each with its name (seat W of table 1 by PlayerNames) and its
// Number as the member number. RoundData gives no pairs movement.
func TestIndividualExports(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "individual", "*.csv"))
	if err != nil || len(files) != 6 {
		t.Fatalf("%d files (%v), want 6", len(files), err)
	}
	src := bridgemate.NewCSVSource()
	var rounds string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := src.Add(f, string(data)); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(f, ".RoundData.csv") {
			rounds = string(data)
		}
	}
	p, err := bridgemate.Read(src, bridgemate.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Individual || len(p.Entries) != 28 || len(p.Movement) != 0 || len(p.Pairs) != 0 || len(p.Warnings) != 0 || p.Event != "Tuesday Individual" || p.Date != "2026.03.02" {
		t.Fatalf("individual %v, %d entries, %d slots, %d pairs, warnings %v, event %q, date %q; want an individual of 28 results, no slots or pairs, no warnings",
			p.Individual, len(p.Entries), len(p.Movement), len(p.Pairs), p.Warnings, p.Event, p.Date)
	}
	// RoundData by hand: table and round -> N E S W.
	seats := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(rounds), "\n")[1:] {
		c := strings.Split(line, ",")
		seats[c[1]+"/"+c[2]] = strings.Join([]string{c[3], c[4], c[8], c[9]}, " ")
	}
	kinds := map[bridge.Kind]int{}
	for _, e := range p.Entries {
		kinds[e.Kind]++
		want := seats[fmt.Sprintf("%d/%d", e.Table, e.Round)]
		if e.Seats == nil || strings.Join(e.Seats[:], " ") != want || e.NS != "" || e.EW != "" || e.Section != "A" {
			t.Errorf("board %d, table %d, round %d: seats %v, NS %q, EW %q, section %q; want %s and no pairs", e.Board, e.Table, e.Round, e.Seats, e.NS, e.EW, e.Section, want)
		}
	}
	if kinds[bridge.Played] != 27 || kinds[bridge.NotPlayed] != 1 {
		t.Errorf("kinds %v, want 27 played (2 passed out), 1 not played", kinds)
	}
	if e := p.Entries[0]; e.Board != 1 || e.Play.String() != "4S N 11" || e.Lead.String() != "H3" || *e.Seats != [4]string{"8", "2", "1", "7"} {
		t.Errorf("first result: board %d, %s, lead %s, seats %v", e.Board, e.Play, e.Lead, e.Seats)
	}
	var got []string
	for _, pl := range p.Players {
		got = append(got, fmt.Sprintf("%s %s %s %s", pl.Section, pl.ID, pl.Name, pl.Member))
	}
	want := "A 1 P01 Testxx 900013; A 2 P02 Testx 900021; A 3 P03 Testxxxx 900005; A 4 P04 Testxxx 900034; " +
		"A 5 P05 Testx 900042; A 6 P06 Testxxx 900017; A 7 P07 Testxx 900029; A 8 P08 Testxxxx 900050"
	if strings.Join(got, "; ") != want {
		t.Errorf("players\n%s\nwant\n%s", strings.Join(got, "; "), want)
	}
	if pos := p.Players[6].Pos.String(); pos != "testdata/individual/indiv.PlayerNumbers.csv:5" {
		t.Errorf("player 7 at %s, want PlayerNumbers line 5 (table 1, W)", pos)
	}
}

const (
	indivRounds = "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards,South,West\n" +
		"1,1,1,1,2,1,2,,3,4\n1,2,1,5,6,1,2,,7,8\n"
	// recvSW is ReceivedData with South and West columns, as TabScore2
	// writes them.
	recvSW = "ID,Section,Table,Round,Board,PairNS,PairEW,South,West,Declarer,NS/EW,Contract,Result,LeadCard,Remarks,Erased\n"
)

// indivRow is a ReceivedData row of round 1: its ID (also the board),
// table, N, E, declaring player and declarer's seat.
func indivRow(id, table, n, e, decl, seat string) string {
	return fmt.Sprintf("%s,1,%s,1,%s,%s,%s,%s,%q,\"4 S\",\"=\",,,0,0\n", id, table, id, n, e, decl, seat)
}

// TestIndividualSeats: how a result's four players are found, and what is
// warned of. RoundData gives South and West where its North and East are
// the result's; a result's own South and West columns (TabScore2) win; a
// seat not known is left empty, with one warning a table and round (not
// an error, as a missing pair is); the declaring player is checked
// against the seats. A RoundData whose South and West columns are empty is
// a pairs movement.
func TestIndividualSeats(t *testing.T) {
	for _, tt := range []struct {
		name     string
		files    map[string]string
		seats    string // each entry's, "|" between
		why      string // the first entry's reason not to be scored
		warnings []string
	}{
		{name: "South and West by RoundData", files: map[string]string{"m.csv": indivRounds, "r.csv": recvHeader + indivRow("1", "1", "1", "2", "3", "S") + indivRow("2", "2", "5", "6", "5", "N")},
			seats: "1 2 3 4|5 6 7 8"},
		{name: "South and West in ReceivedData, no RoundData", files: map[string]string{"r.csv": recvSW +
			"1,1,1,1,1,11,12,13,14,11,\"N\",\"3 NT\",\"=\",,,0\n2,1,2,1,1,15,16,17,18,16,\"E\",\"3 NT\",\"-1\",,,0\n"},
			seats: "11 12 13 14|15 16 17 18"},
		{name: "South and West in ReceivedData, a RoundData without them", files: map[string]string{"m.csv": roundsHeader + "1,1,1,11,12,1,2,\n1,2,1,15,16,1,2,\n", "r.csv": recvSW +
			"1,1,1,1,1,11,12,13,14,11,\"N\",\"3 NT\",\"=\",,,0\n2,1,2,1,1,15,16,17,,16,\"E\",\"3 NT\",\"-1\",,,0\n"},
			seats: "11 12 13 14|15 16 17 ", warnings: []string{
				`r.csv:3:11: table 2, round 1: the player of W is not known (ReceivedData seats N 15, E 16; RoundData seats N 15, E 16, S none, W none here): the seat is left empty`}},
		{name: "RoundData seats others here", files: map[string]string{"m.csv": indivRounds, "r.csv": recvHeader + indivRow("1", "1", "1", "6", "1", "N") + indivRow("2", "1", "1", "6", "6", "E") + indivRow("3", "2", "5", "6", "5", "N")},
			seats:    "1 6  |1 6  |5 6 7 8",
			warnings: []string{`r.csv:2:11: table 1, round 1: the player of S and W is not known (ReceivedData seats N 1, E 6; RoundData seats N 1, E 2, S 3, W 4 here): the seat is left empty`}},
		{name: "no RoundData row", files: map[string]string{"m.csv": indivRounds, "r.csv": recvHeader + indivRow("1", "3", "1", "2", "1", "N")},
			seats:    "1 2  ",
			warnings: []string{`r.csv:2:11: table 3, round 1: the player of S and W is not known (ReceivedData seats N 1, E 2; RoundData has no row for this table and round): the seat is left empty`}},
		{name: "no North", files: map[string]string{"m.csv": indivRounds, "r.csv": recvHeader + indivRow("1", "1", "0", "2", "2", "E")},
			seats:    " 2  ",
			warnings: []string{`r.csv:2:11: table 1, round 1: the player of N, S and W is not known (ReceivedData seats N none, E 2; RoundData seats N 1, E 2, S 3, W 4 here): the seat is left empty`}},
		{name: "declaring player of the other side", files: map[string]string{"m.csv": indivRounds, "r.csv": recvHeader + indivRow("1", "1", "1", "2", "4", "S")},
			seats:    "1 2 3 4",
			warnings: []string{`r.csv:2:15: board 1, N 1: declaring player 4 sits W but the declarer sits S (switched seating? want a player of the declaring side)`}},
		{name: "declaring player not at the table", files: map[string]string{"m.csv": indivRounds, "r.csv": recvHeader + indivRow("1", "1", "1", "2", "9", "S")},
			seats: "1 2 3 4", why: `declaring player "9" is none of the four players N 1, E 2, S 3, W 4 (want the number of one of them)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := read(t, tt.files)
			if err != nil {
				t.Fatal(err)
			}
			var seats []string
			for _, e := range p.Entries {
				if e.Seats == nil || e.NS != "" || e.EW != "" {
					t.Fatalf("entry %+v: want seats and no pairs", e)
				}
				seats = append(seats, strings.Join(e.Seats[:], " "))
			}
			if len(p.Movement) != 0 {
				t.Errorf("%d slots, want none (a slot seats pairs)", len(p.Movement))
			}
			if got := strings.Join(seats, "|"); !p.Individual || got != tt.seats {
				t.Errorf("individual %v, seats %q; want %q", p.Individual, got, tt.seats)
			}
			if got := p.Entries[0].Unscored(); got != tt.why {
				t.Errorf("not scored for %q, want %q", got, tt.why)
			}
			var ws []string
			for _, w := range p.Warnings {
				ws = append(ws, w.Error())
			}
			if strings.Join(ws, "\n") != strings.Join(tt.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(ws, "\n"), strings.Join(tt.warnings, "\n"))
			}
		})
	}
	// The RoundData once refused as an individual's: read as one, with no
	// results yet and no pairs movement.
	p, err := read(t, map[string]string{"m.csv": "Section,Table,Round,NSPair,EWPair,South,West,LowBoard,HighBoard\n1,1,1,1,2,3,4,1,2\n"})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Individual || len(p.Movement) != 0 || len(p.Entries) != 0 {
		t.Errorf("individual %v, %d slots, %d entries; want an individual without results or slots", p.Individual, len(p.Movement), len(p.Entries))
	}
	// South and West columns that seat no one: a pairs movement, read as
	// before.
	pairs := strings.Replace(indivRounds, ",,3,4\n1,2,1,5,6,1,2,,7,8\n", ",,,\n1,2,1,5,6,1,2,,0,0\n", 1)
	p, err = read(t, map[string]string{"m.csv": pairs, "r.csv": recvHeader + indivRow("1", "1", "1", "2", "1", "N")})
	if err != nil {
		t.Fatal(err)
	}
	if e := p.Entries[0]; p.Individual || e.Seats != nil || e.NS != "1" || e.EW != "2" || len(p.Movement) != 2 {
		t.Errorf("individual %v, seats %v, NS %q, EW %q, %d slots; want a pairs result and movement", p.Individual, e.Seats, e.NS, e.EW, len(p.Movement))
	}
}

// TestIndividualPlayers: PlayerNumbers of an individual name the player
// of each seat by the results (or RoundData) of its round; a name given
// again from a later round for the same player (a substitute) is warned
// of and the first kept; a player with a number and no name anywhere is
// kept by its number, warned of; a row at a table no one sits at is not
// used.
func TestIndividualPlayers(t *testing.T) {
	const header = "Section,Table,Direction,Number,Name,Round\n"
	numbers := header +
		"1,1,\"N\",\"900101\",\"Ann\",0\n1,1,\"E\",\"900102\",\"Bob\",0\n1,1,\"S\",\"900103\",\"\",0\n1,1,\"W\",\"900104\",\"Di\",0\n" +
		"1,2,\"N\",\"900105\",\"Ed\",0\n1,2,\"E\",\"900106\",\"Flo\",0\n1,2,\"S\",\"900107\",\"Gus\",0\n1,2,\"W\",\"900108\",\"Hal\",0\n" +
		"1,1,\"N\",\"900109\",\"Ivy\",2\n1,9,\"N\",\"900110\",\"Jo\",0\n"
	rounds := indivRounds + "1,1,2,1,5,3,4,,2,6\n"
	p, err := read(t, map[string]string{"s.csv": sectionTable, "m.csv": rounds, "r.csv": recvHeader + indivRow("1", "1", "1", "2", "3", "S"), "n.csv": numbers})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pl := range p.Players {
		got = append(got, fmt.Sprintf("%s %s %q %s", pl.Section, pl.ID, pl.Name, pl.Member))
	}
	want := `A 1 "Ann" 900101; A 2 "Bob" 900102; A 3 "" 900103; A 4 "Di" 900104; A 5 "Ed" 900105; A 6 "Flo" 900106; A 7 "Gus" 900107; A 8 "Hal" 900108`
	if strings.Join(got, "; ") != want {
		t.Errorf("players\n%s\nwant\n%s", strings.Join(got, "; "), want)
	}
	var ws []string
	for _, w := range p.Warnings {
		ws = append(ws, w.Error())
	}
	wantWarnings := []string{
		`n.csv:10:18: table 1, round 2: player 1 is named "Ivy" from round 2, and "Ann" before (the first name is kept)`,
		`n.csv:11:3: table 9, N, round 1: no one sits at table 9 in round 1 by RoundData or ReceivedData; the player is not used`,
		`n.csv:4:18: player 3 (number "900103") has no name, in PlayerNumbers or PlayerNames; known by the number only`,
	}
	if strings.Join(ws, "\n") != strings.Join(wantWarnings, "\n") {
		t.Errorf("warnings\n%s\nwant\n%s", strings.Join(ws, "\n"), strings.Join(wantWarnings, "\n"))
	}
	if len(p.Warnings) == 3 && (!errors.Is(p.Warnings[0], formats.ErrConflict) || !errors.Is(p.Warnings[2], formats.ErrMissing)) {
		t.Errorf("warnings %v are not formats.ErrConflict, ..., formats.ErrMissing", p.Warnings)
	}
}
