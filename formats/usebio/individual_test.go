package usebio_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

// TestReadIndividualExample reads the USEBIO specification's individual
// example (EVENT_TYPE INDIVIDUAL, 12 players, 22 boards of 6 lines that
// give the NS SCORE and no contract): every line seats four players by
// number, N, E, S, W as the file writes them, and its score is the
// table's as published; no line names a pair. The players are the
// PARTICIPANTS' PLAYERs with their names and member numbers (the
// NATIONAL_ID_NUMBER, else the CLUB_ID_NUMBER: the corpus's fakes), and
// the standings are theirs, with the published PERCENTAGE, PLACE and
// MASTER_POINTS. The file's S and W numbers are made up (N×10+1 and
// E×10+2, per its comment "examples only"): each that no PLAYER has is
// warned of once, and kept; 11 and 12 are real players' numbers.
func TestReadIndividualExample(t *testing.T) {
	f, _ := readFile(t, "individual-example.xml")
	s := f.Session
	if !f.Individual || f.Kind != usebio.PairsMP || s.Method != bridge.ScoringMP || len(s.Entries) != 132 || !s.Individual() {
		t.Fatalf("individual %v, kind %v, method %v, %d entries (want an individual in MP, 132 lines)", f.Individual, f.Kind, s.Method, len(s.Entries))
	}
	e := s.Entries[0]
	if e.Board != 1 || e.Seats == nil || *e.Seats != [4]string{"10", "8", "101", "82"} || e.NS != "" || e.EW != "" ||
		e.Kind != bridge.Assigned || !e.HasClaimed || e.Claimed != 80 || e.Adjust == nil || !e.Adjust.Published ||
		e.Adjust.Kind != bridge.AdjAssigned || e.Adjust.OutcomesNS[0].Score != 80 || e.Pos.String() != "individual-example.xml:148:13" {
		t.Errorf("first line: %+v, seats %v, adjust %+v", e, e.Seats, e.Adjust)
	}
	for i := range s.Entries {
		if e := &s.Entries[i]; e.Seats == nil || e.NS != "" || e.EW != "" || e.Kind != bridge.Assigned {
			t.Fatalf("line %d (%s): %+v", i, e.Pos, e)
		}
	}
	var players []string
	for _, p := range s.Players {
		players = append(players, fmt.Sprintf("%s %s %s", p.ID, p.Name, p.Member))
	}
	if got, want := strings.Join(players, "; "), "1 P01 Testxxx 994; 7 P02 Testxxx 999; 8 P03 Testxxxx 900006; 9 P04 Testx 900002; "+
		"4 P05 Testxxxx 900003; 3 P06 Testxxxx 900004; 6 P07 Testx 900005; 11 P08 Testxxxx 993; 10 P09 Testxxx 990; "+
		"2 Player10 Testxxxxxxxxx 900007; 5 P11 Testxx 900001; 12 P12 Testxxxx 98"; got != want {
		t.Errorf("players\n%s\nwant\n%s", got, want)
	}
	var standings []string
	for _, st := range f.Standings {
		standings = append(standings, fmt.Sprintf("%s %s %s %s", st.ID, st.Percent, st.Place, st.MasterPoints))
	}
	if got, want := strings.Join(standings, "; "), "1 63.64 1 12; 7 61.36 2 9; 8 57.95 3= 6; 9 57.95 3= 6; 4 54.55 5 ; 3 50.00 6= ; "+
		"6 50.00 6= ; 11 46.59 8 ; 10 45.45 9 ; 2 39.77 10 ; 5 36.36 11= ; 12 36.36 11= "; got != want {
		t.Errorf("standings\n%s\nwant\n%s", got, want)
	}
	if len(f.Points) != 132 || f.Points[0] != (usebio.Points{NS: "2", EW: "2"}) {
		t.Errorf("points %d, first %+v (want 132, 2 and 2)", len(f.Points), f.Points[0])
	}
	// 11 made-up S numbers (21 ... 121, not 11) and 10 W numbers (22 ...
	// 112, not 12), each once.
	if len(f.Warnings) != 21 {
		t.Errorf("%d warnings (want 21)", len(f.Warnings))
	}
	want := `individual-example.xml:150:17: board 1, N 10, E 8, S 101, W 82: <S_PLAYER_NUMBER>: conflicting data: player "101" is not among the PARTICIPANTS (seated on 10 lines) (want the PLAYER_NUMBER of a PLAYER): kept as the file gives it, without a name`
	if len(f.Warnings) == 0 || f.Warnings[0].Error() != want || !errors.Is(f.Warnings[0], formats.ErrConflict) {
		t.Errorf("first warning\n%v\nwant\n%s", f.Warnings, want)
	}
}

// individualFile is a small individual event of five players, lines as
// given on board 1.
func individualFile(extra, lines string) string {
	return head + `<EVENT EVENT_TYPE="INDIVIDUAL">` + extra + `
<PARTICIPANTS EVENT_TYPE="INDIVIDUAL">
<PLAYER><PLAYER_NUMBER>1</PLAYER_NUMBER><PLAYER_NAME>Ann</PLAYER_NAME><NATIONAL_ID_NUMBER>900001</NATIONAL_ID_NUMBER><CLUB_ID_NUMBER>9901</CLUB_ID_NUMBER></PLAYER>
<PLAYER><PLAYER_NUMBER>2</PLAYER_NUMBER><PLAYER_NAME>Bob</PLAYER_NAME></PLAYER>
<PLAYER><PLAYER_NUMBER>3</PLAYER_NUMBER><PLAYER_NAME>Cy</PLAYER_NAME><CLUB_ID_NUMBER>9903</CLUB_ID_NUMBER></PLAYER>
<PLAYER><PLAYER_NUMBER>4</PLAYER_NUMBER><PLAYER_NAME>Di</PLAYER_NAME></PLAYER>
<PLAYER><PLAYER_NUMBER>5</PLAYER_NUMBER><PLAYER_NAME>Ed</PLAYER_NAME></PLAYER>
</PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
` + lines + `
</BOARD>
</EVENT>
</USEBIO>
`
}

// seated is a traveller line of an individual: the seats given (N, E,
// S, W; "-" leaves the element out) and the rest of the line.
func seated(n, e, s, w, rest string) string {
	out := "<TRAVELLER_LINE>"
	for i, p := range []string{n, e, s, w} {
		if p != "-" {
			f := []string{"N", "E", "S", "W"}[i] + "_PLAYER_NUMBER"
			out += "<" + f + ">" + p + "</" + f + ">"
		}
	}
	return out + rest + "</TRAVELLER_LINE>"
}

// TestReadIndividual: an individual's lines, each seating four players;
// a seat missing or empty is a warning and stays "", a number that no
// PLAYER has is kept and warned of once with the count of its seats, a
// line with a contract is played as in a pairs event, and the method
// comes from BOARD_SCORING_METHOD or the words of the EVENT_TYPE.
func TestReadIndividual(t *testing.T) {
	played := `<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>`
	for _, tc := range []struct {
		name, extra, lines string
		event              string // EVENT_TYPE, when not INDIVIDUAL
		seats              string // each line's seats, "|" between
		method             bridge.ScoringMethod
		warnings           []string
	}{
		{name: "played", lines: seated("1", "2", "3", "4", played) + seated("5", "1", "2", "3", `<CONTRACT>PASS</CONTRACT>`),
			seats: "1 2 3 4|5 1 2 3", method: bridge.ScoringMP},
		{name: "a seat left out, and one empty", lines: seated("1", "2", "-", "4", played) + seated("5", "", "2", "3", played),
			seats: "1 2  4|5  2 3", method: bridge.ScoringMP, warnings: []string{
				`x.xml:13:1: board 1, N 1, E 2, W 4: missing value: no <S_PLAYER_NUMBER> (want the number of the player who sat S): the seat is left empty`,
				`x.xml:13:278: board 1, N 5, S 2, W 3: missing value: no <E_PLAYER_NUMBER> (want the number of the player who sat E): the seat is left empty`}},
		{name: "a number of no PLAYER, twice", lines: seated("1", "2", "3", "9", played) + seated("9", "1", "2", "3", played),
			seats: "1 2 3 9|9 1 2 3", method: bridge.ScoringMP, warnings: []string{
				`x.xml:13:125: board 1, N 1, E 2, S 3, W 9: <W_PLAYER_NUMBER>: conflicting data: player "9" is not among the PARTICIPANTS (seated on 2 lines) (want the PLAYER_NUMBER of a PLAYER): kept as the file gives it, without a name`}},
		{name: "Butler by the method", extra: `<BOARD_SCORING_METHOD>BUTLER</BOARD_SCORING_METHOD>`, lines: seated("1", "2", "3", "4", played),
			seats: "1 2 3 4", method: bridge.ScoringButler},
		{name: "cross-IMPs by the type", event: "CROSS_IMP_INDIVIDUAL", lines: seated("1", "2", "3", "4", played),
			seats: "1 2 3 4", method: bridge.ScoringCrossIMPs},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := individualFile(tc.extra, tc.lines)
			if tc.event != "" {
				text = strings.Replace(text, `<EVENT EVENT_TYPE="INDIVIDUAL">`, `<EVENT EVENT_TYPE="`+tc.event+`">`, 1)
			}
			f, err := usebio.Read("x.xml", text)
			if err != nil {
				t.Fatal(err)
			}
			var seats []string
			for _, e := range f.Session.Entries {
				if e.NS != "" || e.EW != "" || e.Seats == nil {
					t.Fatalf("entry %+v", e)
				}
				seats = append(seats, strings.Join(e.Seats[:], " "))
			}
			if got := strings.Join(seats, "|"); got != tc.seats {
				t.Errorf("seats %q (want %q)", got, tc.seats)
			}
			if e := f.Session.Entries[0]; e.Kind != bridge.Played || e.Play.String() != "4S N 10" {
				t.Errorf("first line %v %v (want 4S by N, 10 tricks)", e.Kind, e.Play)
			}
			if f.Session.Method != tc.method {
				t.Errorf("method %v (want %v)", f.Session.Method, tc.method)
			}
			var got []string
			for _, w := range f.Warnings {
				got = append(got, w.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tc.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.warnings, "\n"))
			}
			p := f.Session.Players
			if len(p) != 5 || p[0] != (bridge.Player{ID: "1", Name: "Ann", Member: "900001", Pos: p[0].Pos}) || p[1].Member != "" || p[2].Member != "9903" {
				t.Errorf("players %+v", p)
			}
		})
	}
}

// TestReadIndividualErrors: a PLAYER without a number, or with another's,
// is an error; a file whose PARTICIPANTS name no player reads, with one
// warning.
func TestReadIndividualErrors(t *testing.T) {
	line := seated("1", "2", "3", "4", `<SCORE>420</SCORE>`)
	for _, tc := range []struct {
		name, text string
		err        error
		msg        string
	}{
		{name: "no number", text: strings.Replace(individualFile("", line), `<PLAYER_NUMBER>2</PLAYER_NUMBER>`, "", 1), err: formats.ErrMissing,
			msg: `x.xml:7:1: <PLAYER>: missing value: no <PLAYER_NUMBER> (want the number the traveller lines seat the player by)`},
		{name: "a number twice", text: strings.Replace(individualFile("", line), `<PLAYER_NUMBER>2</PLAYER_NUMBER>`, `<PLAYER_NUMBER>1</PLAYER_NUMBER>`, 1), err: formats.ErrConflict,
			msg: `x.xml:7:9: player "1": conflicting data: the player is given twice, here and at x.xml:6:9 (want one PLAYER for each PLAYER_NUMBER)`},
		{name: "an unknown method", text: individualFile(`<BOARD_SCORING_METHOD>TOPS</BOARD_SCORING_METHOD>`, line), err: formats.ErrValue,
			msg: `x.xml:4:32: <BOARD_SCORING_METHOD>: bad value "TOPS" (want MATCH_POINTS, BUTLER or CROSS_IMPS)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := usebio.Read("x.xml", tc.text)
			if !errors.Is(err, tc.err) || err == nil || err.Error() != tc.msg {
				t.Errorf("error\n%v\nwant\n%s", err, tc.msg)
			}
		})
	}
	text := head + `<EVENT EVENT_TYPE="INDIVIDUAL"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` + line + line + `</BOARD></EVENT></USEBIO>`
	f, err := usebio.Read("x.xml", text)
	if err != nil {
		t.Fatal(err)
	}
	want := `x.xml:4:85: board 1, N 1, E 2, S 3, W 4: missing value: no PLAYER among the PARTICIPANTS (want a PLAYER with the PLAYER_NUMBER and PLAYER_NAME of each player): the players are known by their numbers only`
	if len(f.Warnings) != 1 || f.Warnings[0].Error() != want || len(f.Session.Entries) != 2 || len(f.Session.Players) != 0 {
		t.Errorf("warnings %v, %d entries, %d players\nwant\n%s", f.Warnings, len(f.Session.Entries), len(f.Session.Players), want)
	}
}

// TestReadIndividualSections: each SECTION of an individual numbers its
// own players (player 1 of A is not player 1 of B); a line seats its
// section's players, or the whole event's, and a number only another
// section has is warned of.
func TestReadIndividualSections(t *testing.T) {
	section := func(id, players, line string) string {
		return `<SECTION SECTION_ID="` + id + `"><PARTICIPANTS>` + players + `</PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` + line + `</BOARD></SECTION>`
	}
	pl := func(n, name string) string {
		return `<PLAYER><PLAYER_NUMBER>` + n + `</PLAYER_NUMBER><PLAYER_NAME>` + name + `</PLAYER_NAME></PLAYER>`
	}
	played := `<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>`
	text := head + `<EVENT EVENT_TYPE="INDIVIDUAL"><SESSION>` +
		section("A", pl("1", "Ann")+pl("2", "Bob")+pl("3", "Cy")+pl("4", "Di"), seated("1", "2", "3", "4", played)) +
		section("B", pl("1", "Ed")+pl("2", "Flo")+pl("3", "Gus"), seated("1", "2", "3", "4", played)) +
		`</SESSION></EVENT></USEBIO>`
	f, err := usebio.Read("x.xml", text)
	if err != nil {
		t.Fatal(err)
	}
	var players []string
	for _, p := range f.Session.Players {
		players = append(players, p.Section+p.ID+"="+p.Name)
	}
	if got := strings.Join(players, " "); got != "A1=Ann A2=Bob A3=Cy A4=Di B1=Ed B2=Flo B3=Gus" {
		t.Errorf("players %s", got)
	}
	if e := f.Session.Entries; len(e) != 2 || e[0].Section != "A" || e[1].Section != "B" || *e[1].Seats != [4]string{"1", "2", "3", "4"} {
		t.Errorf("entries %+v", e)
	}
	want := `x.xml:4:1156: board 1, N 1, E 2, S 3, W 4: <W_PLAYER_NUMBER>: conflicting data: player "4" is not among the PARTICIPANTS (want the PLAYER_NUMBER of a PLAYER): kept as the file gives it, without a name`
	if len(f.Warnings) != 1 || f.Warnings[0].Error() != want {
		t.Errorf("warnings %v\nwant %s", f.Warnings, want)
	}
}
