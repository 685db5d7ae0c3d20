package event_test

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/internal/gen"
)

func pairsSession() bridge.Session {
	g := gen.Generate(gen.Config{Seed: 7, Tables: 5, Boards: 10, Movement: gen.Mitchell})
	s := bridge.Session{Event: "Monday pairs", Date: "2026.11.30", Entries: g.Entries()}
	for n := 1; n <= 10; n++ {
		b := bridge.NewBoard(n)
		b.Deal = g.Deals[n]
		s.Boards = append(s.Boards, b)
	}
	return s
}

func TestScoreKinds(t *testing.T) {
	res, err := event.Score(pairsSession(), event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != event.Pairs || res.Pairs == nil || res.Teams != nil || res.Method() != "MP" || res.Title() != "Monday pairs" || res.Date() != "2026.11.30" {
		t.Errorf("pairs: %v %q %q %q", res.Kind, res.Method(), res.Title(), res.Date())
	}
	if got := res.Summary().String(); got != "10 boards, 50 results, 10 pairs" {
		t.Errorf("summary %q", got)
	}
	if b := res.Boards(); len(b) != 10 || b[0].Number != 1 || b[9].Number != 10 {
		t.Errorf("boards %d", len(b))
	}

	tres, err := event.Score(gen.TeamDecisions(), event.Options{VPName: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	if tres.Kind != event.Teams || tres.Teams == nil || tres.Method() != "Teams" || tres.VPScale != "wbf2013" {
		t.Errorf("teams: %v %q", tres.Kind, tres.Method())
	}
	if s := tres.Summary(); s.Matches != len(tres.Teams.Matches) || s.Contestants != len(tres.Teams.Standings) || s.Boards == 0 {
		t.Errorf("teams summary %+v", s)
	}
	// A team event's boards are each shown once.
	seen := map[int]bool{}
	for _, b := range tres.Boards() {
		if seen[b.Number] {
			t.Errorf("board %d twice", b.Number)
		}
		seen[b.Number] = true
	}

	var opt event.Options
	opt.Pairs.Scale = mp.ACBL
	if _, err := event.Score(gen.TeamDecisions(), opt); !errors.Is(err, event.ErrPairsMethod) {
		t.Errorf("a pairs method for teams: %v", err)
	}
}

// TestSummaryProvisional: check and batch say how far a session in play
// has got, as its results are marked.
func TestSummaryProvisional(t *testing.T) {
	tests := []struct {
		name string
		p    *pairs.Provisional
		want string
	}{
		{"complete", nil, "27 boards, 139 results, 20 pairs"},
		{"after round 4", &pairs.Provisional{Round: 4, Rounds: 9}, "27 boards, 139 results, 20 pairs, provisional: after round 4 of 9"},
		{"round 5 in progress", &pairs.Provisional{Round: 4, Rounds: 9, Playing: true}, "27 boards, 139 results, 20 pairs, provisional: after round 4 of 9, round 5 in progress"},
		{"round 1 in progress", &pairs.Provisional{Rounds: 9, Playing: true}, "27 boards, 139 results, 20 pairs, provisional: round 1 of 9 in progress"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := event.Summary{Kind: event.Pairs, Boards: 27, Results: 139, Contestants: 20, Provisional: tt.p}
			if got := s.String(); got != tt.want {
				t.Errorf("%q, want %q", got, tt.want)
			}
		})
	}
}

// The tables not scored are folded into one warning, the last, that
// names each with its position and reason; each is also a problem of its
// own for --strict, and the summary counts them.
func TestNotScoredWarning(t *testing.T) {
	s := pairsSession()
	table := func(board int) *bridge.Entry { // the board's first table
		for i := range s.Entries {
			if e := &s.Entries[i]; e.Board == board {
				e.Pos = bridge.Pos{File: "20784108.lin", Line: 1, Col: 421 + i}
				return e
			}
		}
		t.Fatalf("no board %d", board)
		return nil
	}
	first, second := table(1), table(6)
	first.SetUnscored("the play stops after 6 tricks and there is no claim")
	second.Claimed, second.HasClaimed = 1, true
	res, err := event.Score(s, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	w := res.Warnings[len(res.Warnings)-1]
	ns, _ := score.NS(second.Play, bridge.NewBoard(second.Board).Vul, score.Laws2017)
	want := fmt.Sprintf("2 tables not scored (shown as such; decide them with --adjust): "+
		"board %d, NS %s v EW %s (%s: the play stops after 6 tricks and there is no claim); "+
		"board %d, NS %s v EW %s (%s: the input says +1 for NS, but %s on a board with %s vulnerable scores %+d)",
		first.Board, first.NS, first.EW, first.Pos, second.Board, second.NS, second.EW, second.Pos, second.Play, vulWords(second.Board), ns)
	if w.Error() != want || !errors.Is(w, bridge.ErrNotScored) || errors.Is(w, bridge.ErrReadPast) {
		t.Errorf("warning\n got %s\nwant %s", w, want)
	}
	if len(res.NotScored) != 2 || res.NotScored[0].Error() != fmt.Sprintf("%s: board %d, NS %s v EW %s: not scored: the play stops after 6 tricks and there is no claim", first.Pos, first.Board, first.NS, first.EW) ||
		!errors.Is(res.NotScored[1], bridge.ErrNotScored) {
		t.Errorf("problems %v", res.NotScored)
	}
	if got := res.Summary().Read(); got != "10 boards (10 deals), 50 results, 2 tables not scored, 1 section, 10 pairs; matchpoints (the default)" {
		t.Errorf("summary %q", got)
	}
	if got := res.Summary().String(); got != "10 boards, 50 results, 10 pairs, 2 tables not scored" {
		t.Errorf("summary %q", got)
	}

	// One table alone; and so many that the warning lists what fits.
	s = pairsSession()
	s.Entries[0].SetUnscored("no auction")
	res, err = event.Score(s, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Warnings[len(res.Warnings)-1].Error(); !strings.HasPrefix(got, "1 table not scored (shown as such; decide it with --adjust): board ") {
		t.Errorf("one table: %s", got)
	}
	s = pairsSession()
	for i := range s.Entries {
		s.Entries[i].Pos = bridge.Pos{File: "travellers.csv", Line: i + 2}
		if s.Entries[i].Board != 10 {
			s.Entries[i].SetUnscored("an empty contract with the remark \"40%-60%\"")
		}
	}
	res, err = event.Score(s, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := res.Warnings[len(res.Warnings)-1].Error()
	if !strings.HasPrefix(got, "45 tables not scored (shown as such; decide them with --adjust): board 1, NS ") || !regexp.MustCompile(`\); and \d+ more$`).MatchString(got) ||
		len(got) > bridge.MaxMessage || len(res.NotScored) != 45 {
		t.Errorf("45 tables (%d bytes): %s", len(got), got)
	}
}

// vulWords is the vulnerability of board n as the engine's message words it.
func vulWords(n int) string {
	switch v := bridge.NewBoard(n).Vul; v {
	case bridge.VulNone:
		return "nobody"
	case bridge.VulAll:
		return "both sides"
	default:
		return v.String()
	}
}

// A room not scored is named by its match and room.
func TestNotScoredWarningTeams(t *testing.T) {
	s := gen.TeamDecisions()
	s.Decisions = nil
	e := &s.Entries[0]
	e.Pos = bridge.Pos{File: "match.pbn", Line: 30}
	e.SetUnscored("the play stops after 8 tricks and there is no claim")
	res, err := event.Score(s, event.Options{VPName: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("1 table not scored (shown as such; decide it with --adjust): board %d, round %d, %s v %s, %s room (%s: the play stops after 8 tricks and there is no claim)",
		e.Board, max(e.Round, 1), e.Home, e.Away, e.Room.Name(), e.Pos)
	if got := res.Warnings[len(res.Warnings)-1].Error(); got != want {
		t.Errorf("warning\n got %s\nwant %s", got, want)
	}
	if got := res.Summary().Read(); got != "3 boards (0 deals), 6 results, 1 table not scored, 1 match, 2 teams; IMPs and VPs on wbf2013 (rooms in the input)" {
		t.Errorf("summary %q", got)
	}
}

// A board played in one room only is a table not scored, named with its
// reason at the other room's position; the rest of the event scores.
// The room without a result is not counted among the results read.
func TestOneRoom(t *testing.T) {
	s := gen.TeamDecisions()
	s.Decisions = nil
	for i := range s.Entries {
		s.Entries[i].Pos = bridge.Pos{File: "m.csv", Line: i + 2}
	}
	s.Entries = s.Entries[1:] // board 1's open room
	res, err := event.Score(s, event.Options{VPName: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	want := "1 table not scored (shown as such; decide it with --adjust): board 1, round 1, Lions v Tigers, open room (m.csv:3: no result from the open room)"
	if got := res.Warnings[len(res.Warnings)-1].Error(); got != want {
		t.Errorf("warning\n got %s\nwant %s", got, want)
	}
	if len(res.NotScored) != 1 || !errors.Is(res.NotScored[0], bridge.ErrNotScored) {
		t.Errorf("not scored: %v", res.NotScored)
	}
	if got := res.Summary().Read(); got != "3 boards (0 deals), 5 results, 1 table not scored, 1 match, 2 teams; IMPs and VPs on wbf2013 (rooms in the input)" {
		t.Errorf("summary %q", got)
	}
}

// The summary says how the event was scored and where that came from.
func TestSummaryScoring(t *testing.T) {
	named := pairsSession()
	named.Scoring, named.Method, named.MethodPos = "IMP;Butler", bridge.ScoringButler, bridge.Pos{File: "s.pbn", Line: 4}
	given := event.Options{MethodGiven: true}
	given.Pairs.Scale = mp.ACBL
	for _, tt := range []struct {
		name string
		s    bridge.Session
		opt  event.Options
		want string
	}{
		{"the default", pairsSession(), event.Options{}, "matchpoints (the default)"},
		{"the input's", named, event.Options{}, `Butler IMPs (the input's [Scoring "IMP;Butler"] at s.pbn:4)`},
		{"the settings'", named, given, "matchpoints on the ACBL scale (--scoring)"},
		{"a team event", gen.TeamDecisions(), event.Options{VPName: "wbf2013"}, "IMPs and VPs on wbf2013 (rooms in the input)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := event.Score(tt.s, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Summary().Read(); !strings.HasSuffix(got, "; "+tt.want) {
				t.Errorf("%q, want it to end in %q", got, tt.want)
			}
		})
	}
}

// A team event whose input names board-a-match (PBN [Scoring "BAM"],
// USEBIO point-a-board) is scored so, in board points: no VP scale.
func TestBoardAMatch(t *testing.T) {
	s := gen.TeamDecisions()
	s.Method = bridge.ScoringBAM
	_, err := event.Score(s, event.Options{VPName: "wbf2013"})
	if want := "board 1, round 1, Lions v Tigers, open room: decision cannot be applied: penalty \"PEN NS -2IMP\" is in IMPs, which this board-a-match does not have (its matches are in board points; want VPs with a discrete --vp-scale)"; err == nil || err.Error() != want {
		t.Errorf("an IMP penalty: %v\nwant %s", err, want)
	}
	for i := range s.Entries {
		if a := s.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			s.Entries[i].Adjust = nil
		}
	}
	res, err := event.Score(s, event.Options{VPName: "wbf2013"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Method() != "BAM" || res.VPScale != "" || res.Teams.VPs {
		t.Errorf("method %q, VP scale %q, VPs %v", res.Method(), res.VPScale, res.Teams.VPs)
	}
	for _, m := range res.Teams.Matches {
		if got := m.IMPsHome.Add(m.IMPsAway); got.Cmp(exact.Int(int64(len(m.Boards)))) != 0 {
			t.Errorf("%s: %s board points for %d boards", m.MatchKey, got, len(m.Boards))
		}
	}
}

// A session whose input says its sections were scored as one field is
// scored across, unless --field says otherwise; then a warning says so.
func TestAcrossFieldFromInput(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 3, Sections: 2, Tables: 5, Boards: 10, Movement: gen.Mitchell})
	s := bridge.Session{Entries: g.Entries(), AcrossField: true, AcrossPos: bridge.Pos{File: "x.xml", Line: 9, Col: 4}}
	res, err := event.Score(s, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pairs.Field != pairs.Across || len(res.Pairs.Rankings) != 2 || len(res.Warnings) != 0 {
		t.Errorf("field %v, %d rankings, warnings %v", res.Pairs.Field, len(res.Pairs.Rankings), res.Warnings)
	}
	res, err = event.Score(s, event.Options{FieldGiven: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "x.xml:9:4: sections: the input matchpointed its sections as one field; scored section by section, as --field sections says (its tops, percentages and places will differ from the input's)"
	if res.Pairs.Field != pairs.Sections || len(res.Pairs.Rankings) != 4 || len(res.Warnings) != 1 || res.Warnings[0].Error() != want {
		t.Errorf("field %v, %d rankings, warnings %v", res.Pairs.Field, len(res.Pairs.Rankings), res.Warnings)
	}
}

// A match or a session whose every result is a pass-out without an
// auction, on two boards or more, is scored as the input gives it, and a
// warning says so: an archive without the results may write them so (the
// EBL's 1999 round 10, Sweden v Norway: 40 × [Contract "Pass"], no
// auction), and before it was scored 0–0, 10–10, in silence. One board
// passed out everywhere, an auction, or any other result, is not warned.
func TestPassedOut(t *testing.T) {
	pass := func(e *bridge.Entry) {
		e.Kind, e.Play, e.Adjust = bridge.Played, bridge.Play{Contract: bridge.PassOut}, nil
	}
	const matchWarning = "m.csv:2: round 1, Lions v Tigers: all 6 of the match's results, on 3 boards, are pass-outs without an auction: scored as passed out; a file without the results may write them so (check that the input holds them)"
	for _, tt := range []struct {
		name  string
		spoil func(s *bridge.Session)
		want  string
	}{
		{"every room", func(s *bridge.Session) {}, matchWarning},
		{"an auction in one room", func(s *bridge.Session) {
			s.Entries[3].Show().Auction = []bridge.Call{{Kind: bridge.Pass}, {Kind: bridge.Pass}, {Kind: bridge.Pass}, {Kind: bridge.Pass}}
		}, ""},
		{"a result in one room", func(s *bridge.Session) {
			s.Entries[3].Play = bridge.Play{Contract: bridge.Contract{Level: 1, Strain: bridge.NoTrump}, Declarer: bridge.North, Tricks: 7}
		}, ""},
		{"one board", func(s *bridge.Session) { s.Entries = s.Entries[:2] }, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := gen.TeamDecisions()
			s.Decisions = nil
			for i := range s.Entries {
				s.Entries[i].Pos = bridge.Pos{File: "m.csv", Line: i + 2}
				pass(&s.Entries[i])
			}
			tt.spoil(&s)
			res, err := event.Score(s, event.Options{VPName: "wbf2013"})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range res.Warnings {
				got = append(got, w.Error())
			}
			if want := []string{tt.want}; tt.want == "" && len(got) != 0 || tt.want != "" && !slices.Equal(got, want) {
				t.Errorf("warnings %q\nwant %q", got, tt.want)
			}
			if m := res.Teams.Matches[0]; tt.name == "every room" && (m.VPHome != 1000 || m.VPAway != 1000) {
				t.Errorf("VPs %d–%d", m.VPHome, m.VPAway)
			}
		})
	}

	// Pairs: the session, or each section of several.
	s := pairsSession()
	for i := range s.Entries {
		s.Entries[i].Pos = bridge.Pos{File: "t.csv", Line: i + 2}
		pass(&s.Entries[i])
	}
	res, err := event.Score(s, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(res.Warnings), "[t.csv:8: all 50 of the session's results, on 10 boards, are pass-outs without an auction: scored as passed out; a file without the results may write them so (check that the input holds them)]"; got != want {
		t.Errorf("pairs: %s\nwant %s", got, want)
	}
	g := gen.Generate(gen.Config{Seed: 3, Sections: 2, Tables: 5, Boards: 10, Movement: gen.Mitchell})
	s = bridge.Session{Entries: g.Entries()}
	for i := range s.Entries {
		if s.Entries[i].Section == "B" {
			s.Entries[i].Pos = bridge.Pos{File: "t.csv", Line: i + 2}
			pass(&s.Entries[i])
		}
	}
	if res, err = event.Score(s, event.Options{}); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(res.Warnings); !strings.HasPrefix(got, "[t.csv:") || !strings.Contains(got, ": section B: all 50 of the section's results, on 10 boards, are pass-outs without an auction") || len(res.Warnings) != 1 {
		t.Errorf("sections: %s", got)
	}
}
