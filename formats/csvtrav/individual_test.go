package csvtrav

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// TestReadIndividual: a traveller with a player column for each seat and
// no pair columns is an individual's. Its headers go by the seat's word
// or letter, with Player, or in the other languages; its seats hold names
// or numbers as written (a "-" is no one), and no row names a pair.
// Players named by name are the file's Players; by number, none. A
// declaring player is checked against the seats.
func TestReadIndividual(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		seats      string // each entry's, "|" between
		players    string
		why        string // the first entry's reason not to be scored
		warnings   []string
	}{
		{name: "letters and numbers", text: "Board,N,E,S,W,Contract,Declarer,Result\n1,1,2,3,4,4S,N,10\n1,5,6,7,8,4S,N,9\n",
			seats: "1 2 3 4|5 6 7 8"},
		{name: "Player columns and names", text: "board,Player North,Player East,Player South,Player West,contract\n1,Ann,Bob,Cy,Di,3NTN=\n1,Ed,Ann,Gus,Hal,3NTN-1\n",
			seats: "Ann Bob Cy Di|Ed Ann Gus Hal", players: "Ann Bob Cy Di Ed Gus Hal"},
		{name: "PBN's column names", text: "Board,PlayerId_North,PlayerId_East,PlayerId_South,PlayerId_West,Contract,Declarer,Result\n2,11,12,13,14,2H,S,8\n",
			seats: "11 12 13 14"},
		{name: "Russian", text: "Сдача,Север,Восток,Юг,Запад,Контракт,Играл,Взятки\n1,Аня,Боря,Вова,Галя,4П,С,10\n",
			seats: "Аня Боря Вова Галя", players: "Аня Боря Вова Галя"},
		{name: "a seat empty, one -", text: "board,north,east,south,west,contract,declarer,result\n1,1,,3,-,4S,N,10\n",
			seats: "1  3 ", warnings: []string{
				"bad.csv:2:5: board 1, N 1: E player: missing, the seat is left empty (want the name or number of the player who sat E)",
				"bad.csv:2:8: board 1, N 1: W player: missing, the seat is left empty (want the name or number of the player who sat W)"}},
		{name: "a sit-out row", text: "board,north,east,south,west,contract,declarer,result,adjust\n1,1,2,3,4,4S,N,10,\n1,5,,,,,,,BYE\n",
			seats: "1 2 3 4"},
		{name: "declaring player of the other side", text: "board,north,east,south,west,contract,declarer,result,declarer pair\n1,1,2,3,4,4S,N,10,2\n",
			seats: "1 2 3 4", warnings: []string{
				"bad.csv:2:19: board 1, N 1: declaring player 2 sits E but the declarer sits N (switched seating? want a player of the declaring side)"}},
		{name: "declaring player not at the table", text: "board,north,east,south,west,contract,declarer,result,declarer pair\n1,1,2,3,4,4S,N,10,9\n1,1,2,3,4,4S,N,10,3\n",
			seats: "1 2 3 4|1 2 3 4", why: `declaring player "9" is none of the four players N 1, E 2, S 3, W 4`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Read("bad.csv", tc.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var seats []string
			for _, e := range f.Entries {
				if e.Seats == nil || e.NS != "" || e.EW != "" || e.Seated() != nil {
					t.Fatalf("entry %+v: want seats and no pairs", e)
				}
				seats = append(seats, strings.Join(e.Seats[:], " "))
			}
			if got := strings.Join(seats, "|"); got != tc.seats {
				t.Errorf("seats %q, want %q", got, tc.seats)
			}
			var players []string
			for _, p := range f.Players {
				if p.ID != p.Name {
					t.Errorf("player %+v: want its name as its id", p)
				}
				players = append(players, p.ID)
			}
			if got := strings.Join(players, " "); got != tc.players {
				t.Errorf("players %q, want %q", got, tc.players)
			}
			if got := f.Entries[0].Unscored(); got != tc.why {
				t.Errorf("not scored for %q, want %q", got, tc.why)
			}
			var ws []string
			for _, w := range f.Warnings {
				ws = append(ws, w.Error())
			}
			if strings.Join(ws, "\n") != strings.Join(tc.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(ws, "\n"), strings.Join(tc.warnings, "\n"))
			}
		})
	}
}

// TestReadSeated: player columns beside pair (or team) columns are the
// players of the result, shown with it (Shown.Seated), and the file is a
// pairs traveller; an individual's traveller needs all four seats.
func TestReadSeated(t *testing.T) {
	f, err := Read("p.csv", "board,ns,ew,north,east,south,west,contract,declarer,result\n1,1,2,Ann,Bob,Cy,Di,4S,N,10\n1,3,4,,,,,4S,N,10\n", Options{})
	if err != nil {
		t.Fatal(err)
	}
	e, o := f.Entries[0], f.Entries[1]
	if e.Seats != nil || e.NS != "1" || e.EW != "2" || e.Seated() == nil || *e.Seated() != [4]string{"Ann", "Bob", "Cy", "Di"} || o.Seated() != nil || len(f.Players) != 0 || len(f.Warnings) != 0 {
		t.Errorf("entries %+v, %+v, seated %v, %v, players %v, warnings %v; want a pairs result with its players, and one without",
			e, o, e.Seated(), o.Seated(), f.Players, f.Warnings)
	}
	_, err = Read("bad.csv", "board,north,south,contract\n1,1,3,4SN=\n", Options{})
	want := []string{
		"bad.csv:1:1: missing column east (want a header such as East, E, Player East)",
		"bad.csv:1:1: missing column west (want a header such as West, W, Player West)",
	}
	var got []string
	for _, e := range bridge.AsErrors(err) {
		got = append(got, e.Error())
		if !errors.Is(e, formats.ErrMissing) {
			t.Errorf("%v is not formats.ErrMissing", e)
		}
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
