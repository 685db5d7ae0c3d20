package usebioout_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/usebioout"
)

// TestRenumber: a pair id that is not digits ("A/2") is written as the
// next number free in its section, with a warning, in every style (it was
// written "A/2NS", which a reader takes for pair 2 of section "A/").
func TestRenumber(t *testing.T) {
	s := bridge.Session{Boards: []bridge.Board{bridge.NewBoard(1)}}
	c, _ := bridge.ParseContract("4S")
	for i, id := range []string{"A/2", "5", "7"} {
		s.Pairs = append(s.Pairs, bridge.Pair{Direction: bridge.DirectionNS, ID: id, Names: []string{"North", "South"}},
			bridge.Pair{Direction: bridge.DirectionEW, ID: id, Names: []string{"East", "West"}})
		s.Entries = append(s.Entries, bridge.Entry{Board: 1, NS: id, EW: id, Kind: bridge.Played, Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 9 + i}})
	}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range []usebioout.Style{usebioout.StyleCompscore, usebioout.StyleEBU} {
		var b bytes.Buffer
		warnings, err := usebioout.Write(&b, model(t, &event.Result{Kind: event.Pairs, Pairs: res}), usebioout.Options{Style: style})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{
			`pair "NS A/2" written as 8NS (a USEBIO pair number is digits)`,
			`pair "EW A/2" written as 8EW (a USEBIO pair number is digits)`,
		}
		if strings.Join(warnings, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: warnings\n%s\nwant\n%s", style, strings.Join(warnings, "\n"), strings.Join(want, "\n"))
		}
		xml := b.String()
		for _, w := range []string{"<PAIR_NUMBER>8NS</PAIR_NUMBER>", "<NS_PAIR_NUMBER>8NS</NS_PAIR_NUMBER>", "<EW_PAIR_NUMBER>8EW</EW_PAIR_NUMBER>"} {
			if !strings.Contains(xml, w) {
				t.Errorf("%s: no %s", style, w)
			}
		}
		if strings.Contains(xml, "A/2") {
			t.Errorf("%s: A/2 written", style)
		}
	}
}

func TestParseStyle(t *testing.T) {
	for i, name := range usebioout.Styles {
		if s, err := usebioout.ParseStyle(name); err != nil || s != usebioout.Style(i) || s.String() != name {
			t.Errorf("ParseStyle(%q) = %v, %v", name, s, err)
		}
	}
	if _, err := usebioout.ParseStyle("abf"); err == nil || err.Error() != `unknown USEBIO style "abf" (want auto, compscore, ebu)` {
		t.Errorf("ParseStyle(abf): %v", err)
	}
}

// TestPointABoard: a board-a-match is written as EBUScoreTeams writes a
// point-a-board event, its board points doubled (2, 1 or 0 a board; an
// artificial room's 0.6 and 0.4 are 1.2 and 0.8): PAB for both methods
// in board points, the match method VPS and the matches' and teams' VPs
// when the matches are converted. It was written as IMPS and VPS, with
// the board points as IMPs.
func TestPointABoard(t *testing.T) {
	s := gen.TeamDecisions() // board 1: Lions 1–0; board 2 (assigned) left out; board 3: A-/A+, 0.6–0.4
	for i := range s.Entries {
		if a := s.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			s.Entries[i].Adjust = nil
		}
	}
	for _, tt := range []struct {
		name           string
		opt            teams.Options
		method         string
		total, matches string
	}{
		{"board points", teams.Options{Form: teams.BoardAMatch}, "PAB",
			`<TEAM TEAM_ID="1" TEAM_NAME="Lions">
          <TOTAL_SCORE>3.2</TOTAL_SCORE>`,
			"<TEAM_SCORE>3.2</TEAM_SCORE>\n        <OPPOSING_TEAM_SCORE>2.8</OPPOSING_TEAM_SCORE>"},
		{"VPs", teams.Options{Form: teams.BoardAMatch, BAMVPs: true}, "VPS",
			`<TEAM TEAM_ID="1" TEAM_NAME="Lions">
          <TOTAL_SCORE>10.00</TOTAL_SCORE>`,
			"<TEAM_SCORE>10.00</TEAM_SCORE>\n        <OPPOSING_TEAM_SCORE>10.00</OPPOSING_TEAM_SCORE>"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := teams.Score(s, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if _, err := usebioout.Write(&b, model(t, &event.Result{Kind: event.Teams, Teams: res}), usebioout.Options{}); err != nil {
				t.Fatal(err)
			}
			xml := b.String()
			for _, want := range []string{
				"<BOARD_SCORING_METHOD>PAB</BOARD_SCORING_METHOD>\n    <MATCH_SCORING_METHOD>" + tt.method + "</MATCH_SCORING_METHOD>\n",
				tt.total, tt.matches,
				"<BOARD_NUMBER>1</BOARD_NUMBER>\n          <TEAM_POINTS>2</TEAM_POINTS>\n          <OPPOSING_TEAM_POINTS>0</OPPOSING_TEAM_POINTS>\n",
				"<BOARD_NUMBER>3</BOARD_NUMBER>\n          <TEAM_POINTS>1.2</TEAM_POINTS>\n          <OPPOSING_TEAM_POINTS>0.8</OPPOSING_TEAM_POINTS>\n",
			} {
				if !strings.Contains(xml, want) {
					t.Errorf("results.xml lacks %q:\n%s", want, xml)
				}
			}
			if strings.Contains(xml, "<IMPS>") || strings.Contains(xml, ">IMPS<") {
				t.Errorf("results.xml has IMPs:\n%s", xml)
			}
		})
	}
}

// model is the model of a scored event, which Write writes.
func model(t testing.TB, res *event.Result) *report.Event {
	t.Helper()
	ev, err := report.NewEvent(res)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}
