package usebio_test

import (
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/usebio"
)

func readFile(t testing.TB, name string) (*usebio.File, string) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := usebio.Read(name, string(data))
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	return f, string(data)
}

// TestReadCompscore reads the two real Compscore3 files: what each gives.
func TestReadCompscore(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		boards, entries, pairs int
		direction              bridge.Direction // of the first pair
		board1                 string           // board 1's deal
		event, date            string
	}{
		{name: "mp_pairs_howell.xml", boards: 27, entries: 161, pairs: 12, direction: bridge.DirectionNone,
			board1: "N:98.9762.AJT32.54 J5432.T8.K865.J2 Q76.AKQJ54.Q4.Q6 AKT.3.97.AKT9873",
			event:  "EL Wed 10.00am Open (27-Jul-22)", date: "2022.07.27"},
		{name: "mp_pairs_mitchell.xml", boards: 27, entries: 512, pairs: 38, direction: bridge.DirectionNS,
			event: "EL Mon 1:00pm Open (11-Jul-22)", date: "2022.07.11"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, _ := readFile(t, tc.name)
			s := f.Session
			if len(s.Boards) != tc.boards || len(s.Entries) != tc.entries || len(s.Pairs) != tc.pairs {
				t.Errorf("boards %d, entries %d, pairs %d (want %d, %d, %d)", len(s.Boards), len(s.Entries), len(s.Pairs), tc.boards, tc.entries, tc.pairs)
			}
			if s.Event != tc.event || s.Date != tc.date || s.Scoring != "MP" || f.Kind != usebio.PairsMP || f.Version != "1.2" {
				t.Errorf("event %q, date %q, scoring %q, kind %d, version %q", s.Event, s.Date, s.Scoring, f.Kind, f.Version)
			}
			if s.Pairs[0].Direction != tc.direction || len(s.Pairs[0].Names) != 2 {
				t.Errorf("first pair %+v", s.Pairs[0])
			}
			if tc.board1 != "" && s.Boards[0].Deal.String() != tc.board1 {
				t.Errorf("board 1 deal %s (want %s)", s.Boards[0].Deal, tc.board1)
			}
			for _, b := range s.Boards {
				if !b.Deal.Complete() {
					t.Errorf("board %d: deal incomplete", b.Number)
				}
			}
			if len(f.Points) != len(s.Entries) || len(f.Standings) != len(s.Pairs) {
				t.Errorf("%d points, %d standings", len(f.Points), len(f.Standings))
			}
		})
	}
}

// TestReadLines checks single lines of the real files: a played result
// with its lead and claimed score, the adjusted A5050, a pass-out, a
// Mitchell's pair numbers.
func TestReadLines(t *testing.T) {
	howell, _ := readFile(t, "mp_pairs_howell.xml")
	mitchell, _ := readFile(t, "mp_pairs_mitchell.xml")
	find := func(s bridge.Session, board int, ns, ew string) bridge.Entry {
		for _, e := range s.Entries {
			if e.Board == board && e.NS == ns && e.EW == ew {
				return e
			}
		}
		t.Fatalf("no entry board %d, NS %s, EW %s", board, ns, ew)
		return bridge.Entry{}
	}
	e := find(howell.Session, 1, "3", "11")
	if e.Kind != bridge.Played || e.Play.Contract.String() != "5C" || e.Play.Declarer != bridge.West || e.Play.Tricks != 11 || e.Lead.String() != "H2" || !e.HasClaimed || e.Claimed != -400 {
		t.Errorf("board 1, 3 v 11: %+v", e)
	}
	a := find(howell.Session, 26, "5", "10")
	if a.Kind != bridge.Artificial || a.Adjust == nil || a.Adjust.Kind != bridge.AdjArtificial || a.Adjust.NS.String() != "50%" || a.Adjust.EW.String() != "50%" || a.Adjust.Text != "A5050" {
		t.Errorf("board 26, 5 v 10: %+v %+v", a, a.Adjust)
	}
	var pass *bridge.Entry
	for i, e := range mitchell.Session.Entries {
		if e.Play.Contract.IsPass() && e.Kind == bridge.Played {
			pass = &mitchell.Session.Entries[i]
		}
	}
	if pass == nil || pass.NS != "12" || pass.EW != "6" || !pass.HasClaimed || pass.Claimed != 0 {
		t.Errorf("pass-out: %+v", pass)
	}
}

const head = `<?xml version="1.0"?>
<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">
<USEBIO Version="1.2">
`

// pairsFile is a small MP pairs file with one traveller line given.
func pairsFile(line string) string {
	return head + `<EVENT EVENT_TYPE="MP_PAIRS">
<PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR>
<PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR>
</PARTICIPANTS>
<BOARD>
<BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE>` + line + `</TRAVELLER_LINE>
</BOARD>
</EVENT>
</USEBIO>
`
}

// TestReadErrors: every refusal and every bad value, messages exact. A
// traveller line that cannot be scored is an error only in a file none of
// whose lines can be (these files of one line); beside lines that can, it
// is not scored (TestReadNotScored).
func TestReadErrors(t *testing.T) {
	ok := `<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>`
	notsup, err := os.ReadFile("testdata/notsupported.xml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, text string
		err        error
		msg        string
	}{
		{name: "real file of an unknown event type", text: string(notsup), err: usebio.ErrEventType,
			msg: `x.xml: a USEBIO results file of event type "NOTSUP": protokol scores pairs, teams and individuals (want EVENT_TYPE MP_PAIRS, BUTLER_PAIRS, CROSS_IMP, INDIVIDUAL or a teams type such as SWISS_TEAMS)`},
		// An individual is read (TestReadIndividual), here one without lines.
		{name: "individual without lines", text: head + `<EVENT EVENT_TYPE="INDIVIDUAL"></EVENT></USEBIO>`, err: formats.ErrMissing,
			msg: `x.xml:4:1: <EVENT>: missing value: no traveller lines (want BOARD elements with TRAVELLER_LINE, or MATCH elements)`},
		{name: "Swiss pairs", text: head + `<EVENT EVENT_TYPE="SWISS_PAIRS"></EVENT></USEBIO>`, err: formats.ErrUnknown,
			msg: `x.xml: a USEBIO results file of a Swiss pairs event: protokol scores pairs by the board (MP, Butler, cross-IMPs), not by the match`},
		{name: "no event type", text: head + `<EVENT></EVENT></USEBIO>`, err: formats.ErrMissing,
			msg: `x.xml:4:1: <EVENT>: missing value: no EVENT_TYPE (want MP_PAIRS, BUTLER_PAIRS, CROSS_IMP or a teams type such as SWISS_TEAMS)`},
		{name: "PAIRS with an unknown method", text: head + `<EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>TOPS</BOARD_SCORING_METHOD></EVENT></USEBIO>`, err: formats.ErrValue,
			msg: `x.xml:4:27: <BOARD_SCORING_METHOD>: bad value "TOPS" (want MATCH_POINTS, BUTLER or CROSS_IMPS)`},
		{name: "no EVENT", text: head + `</USEBIO>`, err: formats.ErrMissing,
			msg: `x.xml:3:1: missing value: no <EVENT> element (want a USEBIO results file)`},
		{name: "XML syntax", text: head + `<EVENT EVENT_TYPE="MP_PAIRS"><TITLE>a & b</TITLE></EVENT></USEBIO>`, err: formats.ErrSyntax,
			msg: `x.xml:4:40: syntax error: XML: invalid character entity & (no semicolon)`},
		{name: "no traveller lines", text: head + `<EVENT EVENT_TYPE="MP_PAIRS"></EVENT></USEBIO>`, err: formats.ErrMissing,
			msg: `x.xml:4:1: <EVENT>: missing value: no traveller lines (want BOARD elements with TRAVELLER_LINE, or MATCH elements)`},
		{name: "bad contract", text: pairsFile(ok + `<CONTRACT>5Z</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS><SCORE>400</SCORE>`), err: bridge.ErrStrain,
			msg: `x.xml:11:85: board 1, NS 1, EW 2: <CONTRACT>: unknown strain "Z" in "5Z" (want C, D, H, S or NT)`},
		{name: "bad declarer", text: pairsFile(ok + `<CONTRACT>5C</CONTRACT><PLAYED_BY>Q</PLAYED_BY><TRICKS>11</TRICKS><SCORE>400</SCORE>`), err: bridge.ErrSeat,
			msg: `x.xml:11:108: board 1, NS 1, EW 2: <PLAYED_BY>: unknown seat "Q" (want N, E, S or W)`},
		{name: "tricks out of range", text: pairsFile(ok + `<CONTRACT>5C</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>14</TRICKS><SCORE>400</SCORE>`), err: bridge.ErrTricks,
			msg: `x.xml:11:132: board 1, NS 1, EW 2: <TRICKS>: tricks out of range: "14" (want the tricks declarer won, 0..13)`},
		{name: "bad score", text: pairsFile(ok + `<CONTRACT>5C</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS><SCORE>lots</SCORE>`), err: formats.ErrValue,
			msg: `x.xml:11:151: board 1, NS 1, EW 2: <SCORE>: bad value: "lots" is not a score (want the NS score, such as -420, or an adjusted score such as A6040)`},
		{name: "bad adjusted score", text: pairsFile(ok + `<SCORE>A60</SCORE>`), err: formats.ErrValue,
			msg: `x.xml:11:85: board 1, NS 1, EW 2: <SCORE>: bad value: adjusted score "A60" not read (want A and the NS and EW percentages, such as A6040)`},
		{name: "no contract", text: pairsFile(ok + `<SCORE>420</SCORE>`), err: formats.ErrMissing,
			msg: `x.xml:11:1: board 1, NS 1, EW 2: missing value: no <CONTRACT> (want a contract, or an adjusted SCORE such as A6040)`},
		{name: "bad pair number", text: pairsFile(`<NS_PAIR_NUMBER>1x</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A5050</SCORE>`), err: formats.ErrValue,
			msg: `x.xml:11:17: board 1, NS 1x, EW 2: bad value: pair number "1x" (want digits, as 12, 12NS or A12EW)`},
		{name: "bad board number", text: strings.Replace(pairsFile(ok+`<SCORE>A5050</SCORE>`), "<BOARD_NUMBER>1<", "<BOARD_NUMBER>0<", 1), err: bridge.ErrBoard,
			msg: `x.xml:10:1: <BOARD_NUMBER>: board "0": out of range 1..9999`},
		{name: "bad hand", text: strings.Replace(pairsFile(ok+`<SCORE>A5050</SCORE>`), "</EVENT>", `</EVENT><HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><HAND><DIRECTION>North</DIRECTION><SPADES>AKX</SPADES></HAND></BOARD></HANDSET>`, 1), err: bridge.ErrCard,
			msg: `x.xml:13:89: board 1: hand record: <SPADES>: bad card "AKX" (want ranks such as AKT92, or - for a void)`},
		{name: "match in a pairs event", text: head + `<EVENT EVENT_TYPE="MP_PAIRS"><MATCH></MATCH></EVENT></USEBIO>`, err: formats.ErrValue,
			msg: `x.xml:4:30: <MATCH>: bad value: a match in a MP pairs event (protokol scores a pairs event's boards, not its matches)`},
		{name: "match of an unknown team", text: head + `<EVENT EVENT_TYPE="SWISS_TEAMS"><PARTICIPANTS><TEAM TEAM_ID="1" TEAM_NAME="Lions"/></PARTICIPANTS><MATCH><TEAM>1</TEAM><OPPOSING_TEAM>9</OPPOSING_TEAM></MATCH></EVENT></USEBIO>`, err: formats.ErrValue,
			msg: `x.xml:4:120: <OPPOSING_TEAM>: bad value: team "9" is not among the PARTICIPANTS`},
		{name: "teams line without a direction", text: head + `<EVENT EVENT_TYPE="SWISS_TEAMS"><PARTICIPANTS><TEAM TEAM_ID="1" TEAM_NAME="Lions"/><TEAM TEAM_ID="2" TEAM_NAME="Tigers"/></PARTICIPANTS><MATCH><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><CONTRACT>PASS</CONTRACT></TRAVELLER_LINE></BOARD></MATCH></EVENT></USEBIO>`, err: formats.ErrValue,
			msg: `x.xml:4:227: board 1, Lions v Tigers: <DIRECTION>: bad value: "" (want NS or EW: where Lions sat)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := usebio.Read("x.xml", tc.text)
			if err == nil {
				t.Fatal("no error")
			}
			if !errors.Is(err, tc.err) {
				t.Errorf("error %v is not %v", err, tc.err)
			}
			if err.Error() != tc.msg {
				t.Errorf("message\n got %s\nwant %s", err, tc.msg)
			}
		})
	}
}

// teamsFile is a hand-written two-team match of two boards, laid out as
// the teams MATCH of other programs' USEBIO writers (unverified against a
// real producer: the corpus has no USEBIO teams file).
const teamsFile = head + `<EVENT EVENT_TYPE="SWISS_TEAMS">
  <EVENT_DESCRIPTION>Club teams</EVENT_DESCRIPTION>
  <DATE>02/03/2026</DATE>
  <PARTICIPANTS>
    <TEAM TEAM_ID="1" TEAM_NAME="Lions"><PLAYER><PLAYER_NAME>Ann</PLAYER_NAME></PLAYER></TEAM>
    <TEAM TEAM_ID="2" TEAM_NAME="Tigers"/>
  </PARTICIPANTS>
  <MATCH>
    <ROUND_NUMBER>1</ROUND_NUMBER>
    <TEAM>1</TEAM>
    <OPPOSING_TEAM>2</OPPOSING_TEAM>
    <BOARD>
      <BOARD_NUMBER>1</BOARD_NUMBER>
      <TRAVELLER_LINE><DIRECTION>NS</DIRECTION><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE>
      <TRAVELLER_LINE><DIRECTION>EW</DIRECTION><CONTRACT>2S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>170</SCORE></TRAVELLER_LINE>
    </BOARD>
    <BOARD>
      <BOARD_NUMBER>2</BOARD_NUMBER>
      <TRAVELLER_LINE><DIRECTION>NS</DIRECTION><CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>9</TRICKS><SCORE>-400</SCORE></TRAVELLER_LINE>
      <TRAVELLER_LINE><DIRECTION>EW</DIRECTION><CONTRACT>3NT</CONTRACT><PLAYED_BY>E</PLAYED_BY><TRICKS>10</TRICKS><SCORE>-430</SCORE></TRAVELLER_LINE>
    </BOARD>
  </MATCH>
</EVENT>
</USEBIO>
`

// TestReadTeams reads the hand-written match and scores it: Lions win
// board 1 by 6 IMPs (420 v 170) and board 2 by 1 (+430 in the closed
// room against −400 in the open).
func TestReadTeams(t *testing.T) {
	f, err := usebio.Read("teams.xml", teamsFile)
	if err != nil {
		t.Fatal(err)
	}
	if f.Kind != usebio.Teams || len(f.Session.Entries) != 4 {
		t.Fatalf("kind %d, %d entries", f.Kind, len(f.Session.Entries))
	}
	e := f.Session.Entries[1]
	if e.Room != bridge.ClosedRoom || e.Home != "Lions" || e.Away != "Tigers" || e.NS != "Tigers" || e.EW != "Lions" || e.Round != 1 {
		t.Errorf("closed room entry %+v", e)
	}
	res, err := event.Score(f.Session, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Teams.Matches[0]
	if m.IMPsHome.String() != "7" || m.IMPsAway.String() != "0" {
		t.Errorf("IMPs %s–%s (want 7–0)", m.IMPsHome, m.IMPsAway)
	}
	if st := res.Teams.Standings[0]; st.Team != "Lions" || len(st.Names) != 1 || st.Names[0] != "Ann" {
		t.Errorf("standings %+v", res.Teams.Standings)
	}
}

// TestDetect: the root element decides.
func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
		root       string
	}{
		{"USEBIO", head + "</USEBIO>", true, "USEBIO"},
		{"with a BOM and spaces", "\uFEFF \n<USEBIO/>", true, "USEBIO"},
		{"other root", `<?xml version="1.0"?><!-- c --><Workbook/>`, false, "Workbook"},
		{"not XML", "board,ns,ew\n", false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := usebio.Detect(tc.text); got != tc.want {
				t.Errorf("Detect = %v", got)
			}
			if root, _ := usebio.RootElement(tc.text); root != tc.root {
				t.Errorf("RootElement = %q (want %q)", root, tc.root)
			}
		})
	}
}

// BenchmarkRead reads the real Mitchell file (212 kB, 512 lines).
func BenchmarkRead(b *testing.B) {
	data, err := os.ReadFile("testdata/mp_pairs_mitchell.xml")
	if err != nil {
		b.Fatal(err)
	}
	text := string(data)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := usebio.Read("x.xml", text); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReadMethod: the EVENT_TYPE (and a PAIRS event's BOARD_SCORING_METHOD)
// names the scoring method, which the session carries, so that a Butler or
// cross-IMP file is scored so without --scoring (Compscore's BUTLER_PAIRS
// and CROSS_IMP files were scored in matchpoints, without a word).
func TestReadMethod(t *testing.T) {
	line := `<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS></TRAVELLER_LINE>` +
		`<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>2S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS>`
	for _, tc := range []struct {
		event, method string
		want          bridge.ScoringMethod
		pairs         pairs.Method
	}{
		{event: `EVENT_TYPE="MP_PAIRS"`, want: bridge.ScoringMP, pairs: pairs.Matchpoints},
		{event: `EVENT_TYPE="BUTLER_PAIRS"`, want: bridge.ScoringButler, pairs: pairs.Butler},
		{event: `EVENT_TYPE="CROSS_IMP"`, want: bridge.ScoringCrossIMPs, pairs: pairs.CrossIMPs},
		{event: `EVENT_TYPE="PAIRS"`, method: "BUTLER", want: bridge.ScoringButler, pairs: pairs.Butler},
		{event: `EVENT_TYPE="PAIRS"`, method: "CROSS_IMPS", want: bridge.ScoringCrossIMPs, pairs: pairs.CrossIMPs},
	} {
		t.Run(tc.event+" "+tc.method, func(t *testing.T) {
			text := strings.Replace(pairsFile(line), `EVENT_TYPE="MP_PAIRS">`, tc.event+">", 1)
			if tc.method != "" {
				text = strings.Replace(text, "<PARTICIPANTS>", "<BOARD_SCORING_METHOD>"+tc.method+"</BOARD_SCORING_METHOD><PARTICIPANTS>", 1)
			}
			f, err := usebio.Read("x.xml", text)
			if err != nil {
				t.Fatal(err)
			}
			if f.Session.Method != tc.want {
				t.Errorf("method %v (want %v)", f.Session.Method, tc.want)
			}
			res, err := event.Score(f.Session, event.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Pairs.Method != tc.pairs {
				t.Errorf("scored by %v (want %v)", res.Pairs.Method, tc.pairs)
			}
		})
	}
}

// TestReadMembers checks the member numbers read beside the names: the
// national number where a player has one, else the club's; none where
// every number is 0, as writers put for none (report/usebioout does).
func TestReadMembers(t *testing.T) {
	for _, tc := range []struct {
		file, name, first string // the first pair's first player and his number
	}{
		{"pairsscorer-mp.xml", "P01 Testxxxx", "900001"},
		{"brian-bridgewebs.xml", "Player01 Testx", "00900016"},
		{"mp_pairs_mitchell.xml", "PLAYER 001 TEST", "388"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f, _ := readFile(t, tc.file)
			p := f.Session.Pairs[0]
			if len(p.Members) != len(p.Names) || p.Names[0] != tc.name || p.Members[0] != tc.first {
				t.Errorf("names %q members %q, want %q first, numbered %s", p.Names, p.Members, tc.name, tc.first)
			}
		})
	}
	t.Run("every number 0", func(t *testing.T) {
		_, text := readFile(t, "mp_pairs_mitchell.xml")
		text = regexp.MustCompile(`<CLUB_ID_NUMBER>[0-9]+</CLUB_ID_NUMBER>`).ReplaceAllString(text, "<NATIONAL_ID_NUMBER>0</NATIONAL_ID_NUMBER>")
		f, err := usebio.Read("zero.xml", text)
		if err != nil {
			t.Fatal(err)
		}
		if p := f.Session.Pairs[0]; p.Members != nil {
			t.Errorf("members %q, want none", p.Members)
		}
	})
}
