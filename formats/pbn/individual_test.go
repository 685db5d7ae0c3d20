package pbn

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// seatsLine is an individual entry with its seats.
func seatsLine(e bridge.Entry) string {
	if e.Seats == nil {
		return entryLine(e) + " no seats"
	}
	return entryLine(e) + " seats " + strings.Join(e.Seats[:], " ")
}

// TestIndividualFiles reads the two PBN files of one individual made for
// the tests (testdata/individual/README.md): one game a table result with
// the players named in its tags, and one game a board whose ScoreTable
// seats the players by id. Both give the same session: every result seats
// its four players by their TotalScoreTable ids (a name spelt in another
// case is the same player) and names no pair; the players are the
// TotalScoreTable's with their names and member numbers; a seat not known
// stays empty, with a warning.
func TestIndividualFiles(t *testing.T) {
	want := []string{
		`board 1 table 1 round 1 NS "" EW "" played 4S N 11 claimed 450 seats 1 2 3 4`,
		`board 1 table 2 round 1 NS "" EW "" played 4S N 10 claimed 420 seats 5 6 7 8`,
		`board 2 table 1 round 1 NS "" EW "" played 3NT E 9 claimed -400 seats 1 2 3 4`,
		`board 2 table 2 round 1 NS "" EW "" played 3NT W 8 claimed 50 seats 5 6 7 8`,
		`board 3 table 1 round 2 NS "" EW "" played 2H S 8 claimed 110 seats 1 3 5 7`,
		`board 3 table 2 round 2 NS "" EW "" played 3H S 8 claimed -50 seats 2 4 6 8`,
		`board 4 table 1 round 2 NS "" EW "" played 1NT W 7 claimed -90 seats 1 3 5 7`,
		`board 4 table 2 round 2 NS "" EW "" played PASS claimed 0 seats 2 4 6 `,
	}
	players := "1 Ann Testx 900101; 2 Bob Testxx 900102; 3 Cy Testxxx 900103; 4 Di Testx 900104; " +
		"5 Ed Testxx 900105; 6 Flo Testxxx 900106; 7 Gus Testx 900107; 8 Hal Testxx 900108"
	for _, tc := range []struct {
		file     string
		warnings []string
	}{
		{"games.pbn", []string{
			`games.pbn:88:8: board 3: [North "ann testx"]: player "ann testx" is read as "Ann Testx", as first written at games.pbn:10:8 (names compare without case)`,
			`games.pbn:140:1: board 4: an individual's game without [West]: the seat is left empty (want the name of the player in each seat)`}},
		{"scoretables.pbn", []string{
			`scoretables.pbn:89:1: board 4: [ScoreTable] row 2: a result with a player id missing: the seat is left empty`}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile("testdata/individual/" + tc.file)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(tc.file, string(data))
			if err != nil {
				t.Fatal(err)
			}
			r, err := f.Session()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range r.Session.Entries {
				got = append(got, seatsLine(e))
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("entries\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			var ps []string
			for _, p := range r.Session.Players {
				ps = append(ps, fmt.Sprintf("%s %s %s", p.ID, p.Name, p.Member))
			}
			if strings.Join(ps, "; ") != players || len(r.Session.Pairs) != 0 || !r.Session.Individual() {
				t.Errorf("players %s, %d pairs\nwant %s and no pairs", strings.Join(ps, "; "), len(r.Session.Pairs), players)
			}
			var ws []string
			for _, w := range r.Warnings {
				ws = append(ws, w.Error())
			}
			if strings.Join(ws, "\n") != strings.Join(tc.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(ws, "\n"), strings.Join(tc.warnings, "\n"))
			}
		})
	}
}

// individualGame is a game of one result of an individual, its player
// tags given.
func individualGame(board, players, more string) string {
	return "[Board \"" + board + "\"]\n" + players + "[Contract \"3NT\"]\n[Declarer \"N\"]\n[Result \"9\"]\n" + more + "\n"
}

// TestIndividualGames: how an individual's games of one result are known
// and seated. [Competition "Individuals"] (written or inherited) makes a
// game an individual's, and a TotalScoreTable of players makes the games
// that name no competition so; a tag names a player by the
// table's Name, else by its PlayerId, else by the name itself, made a
// player of its own; a name two players bear is kept, with a warning. A
// game that names another competition, or none beside a game of
// Individuals (the PBN reference suite has a game of each competition),
// is a pairs game.
func TestIndividualGames(t *testing.T) {
	four := "[North \"Ann\"]\n[East \"Bob\"]\n[South \"Cy\"]\n[West \"Di\"]\n"
	table := "[TotalScoreTable \"PlayerId;Name\"]\n11 \"Ann\"\n12 \"Bob\"\n13 \"Cy\"\n14 \"Di\"\n"
	for _, tc := range []struct {
		name, text string
		want       string // the entries, "|" between
		players    string
		warnings   []string
	}{
		{name: "Individuals, no table: the names are the ids", text: "[Competition \"Individuals\"]\n" + individualGame("1", four, ""),
			want: "seats Ann Bob Cy Di", players: "Ann=Ann Bob=Bob Cy=Cy Di=Di"},
		{name: "a table of players, no Competition", text: individualGame("1", four, "") + table,
			want: "seats 11 12 13 14", players: "11=Ann 12=Bob 13=Cy 14=Di"},
		{name: "a tag holding an id, and a name the table lacks", text: individualGame("1", "[North \"11\"]\n[East \"Bob\"]\n[South \"Cy\"]\n[West \"Zoe\"]\n", "") + table,
			want: "seats 11 12 13 Zoe", players: "11=Ann 12=Bob 13=Cy 14=Di Zoe=Zoe"},
		{name: "a name two players bear", text: individualGame("1", four, "") + strings.Replace(table, "14 \"Di\"", "14 \"Ann\"", 1),
			want: "seats Ann 12 13 Di", players: "11=Ann 12=Bob 13=Cy 14=Ann Di=Di", warnings: []string{
				`s.pbn:6:1: board 1: player "Ann" is the name of players 11 and 14 in the TotalScoreTable: seated by the name (want one player of each name)`}},
		{name: "a pairs game beside", text: "[Competition \"Individuals\"]\n" + individualGame("1", four, "") + "[Competition \"Pairs\"]\n" + individualGame("2", four, "[PairNS \"1\"]\n[PairEW \"2\"]\n"),
			want: "seats Ann Bob Cy Di|no seats", players: "Ann=Ann Bob=Bob Cy=Cy Di=Di"},
		{name: "a game without Competition beside", text: "[Competition \"Individuals\"]\n" + individualGame("1", four, "") + individualGame("2", four, ""),
			want: "seats Ann Bob Cy Di|no seats", players: "Ann=Ann Bob=Bob Cy=Cy Di=Di"},
		{name: "Individuals by inheritance", text: "[Competition \"Individuals\"]\n" + individualGame("1", four, "") + "[Competition \"#\"]\n" + individualGame("2", four, ""),
			want: "seats Ann Bob Cy Di|seats Ann Bob Cy Di", players: "Ann=Ann Bob=Bob Cy=Cy Di=Di"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := session(t, tc.text)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range r.Session.Entries {
				if e.Seats == nil {
					got = append(got, "no seats")
					continue
				}
				if e.NS != "" || e.EW != "" {
					t.Errorf("entry %s: want no pairs", entryLine(e))
				}
				got = append(got, "seats "+strings.Join(e.Seats[:], " "))
			}
			if strings.Join(got, "|") != tc.want {
				t.Errorf("entries %q, want %q", strings.Join(got, "|"), tc.want)
			}
			var ps []string
			for _, p := range r.Session.Players {
				ps = append(ps, p.ID+"="+p.Name)
			}
			if strings.Join(ps, " ") != tc.players {
				t.Errorf("players %q, want %q", strings.Join(ps, " "), tc.players)
			}
			var ws []string
			for _, w := range r.Warnings {
				ws = append(ws, w.Error())
			}
			if strings.Join(ws, "\n") != strings.Join(tc.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(ws, "\n"), strings.Join(tc.warnings, "\n"))
			}
			for _, w := range r.Warnings {
				if !errors.Is(w, formats.ErrConflict) {
					t.Errorf("%v is not formats.ErrConflict", w)
				}
			}
		})
	}
}
