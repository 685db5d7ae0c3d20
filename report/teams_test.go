package report_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
)

// teamDecisions is gen.TeamDecisions scored: one match, Lions v Tigers,
// with a penalty of 2 IMPs, a weighted score, an artificial score and a
// penalty of 1 VP.
func teamDecisions(t *testing.T) *teams.Result {
	t.Helper()
	res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestTeamDecisionsSheet checks that a team event's decisions reach the
// sheet: the adjustments with their match, room and effect; each room's
// decision in place of its result (artificial, weighted) or beside it (a
// penalty); and each board's penalties, so that the boards' IMPs and the
// penalties in IMPs make the match's IMPs.
func TestTeamDecisionsSheet(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			s, err := report.Build(&event.Result{Kind: event.Teams, Teams: teamDecisions(t)}, report.Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			l := s.L
			match := l.Round + " 1: Lions – Tigers"
			type adj struct{ board, room, ns, decision, kind, effect, reason string }
			want := []adj{
				{"1", l.Open, "Lions", l.Penalty + " " + l.NS + " -2 " + l.IMPs, l.Penalty, "Lions -2 " + l.IMPs, "slow play"},
				{"2", l.Open, "Lions", "40% +620 + 60% -100", l.Assigned, "Lions -8.2 " + l.IMPs + ", Tigers +8.2 " + l.IMPs, "misinformation <no alert>"},
				{"3", l.Open, "Lions", l.Penalty + " " + l.EW + " -1 " + l.VP, l.Penalty, "Tigers -1 " + l.VP, "mobile phone"},
				{"3", l.Closed, "Tigers", "A-/A+", l.ArtificialKind, "Lions +3 " + l.IMPs + ", Tigers -3 " + l.IMPs, "wrong board played"},
			}
			if len(s.Adjustments) != len(want) {
				t.Fatalf("%d adjustments, want %d: %+v", len(s.Adjustments), len(want), s.Adjustments)
			}
			for i, a := range s.Adjustments {
				got := adj{strconv.Itoa(a.Board), a.Room, a.NS.Label, a.Decision, a.Kind, a.Effect, a.Reason}
				if got != want[i] || a.Match != match || a.MatchPage != s.Teams.Matches[0].Page || a.BoardPage != report.BoardPageName(a.Board) {
					t.Errorf("adjustment %d: %+v (%q, %q)\nwant %+v (%q)", i+1, got, a.Match, a.MatchPage, want[i], match)
				}
			}

			m := s.Teams.Matches[0]
			if m.Title != match || m.IMPsHome != "11" || m.IMPsAway != "8.2" {
				t.Errorf("match %q: %s–%s IMPs", m.Title, m.IMPsHome, m.IMPsAway)
			}
			type room struct{ contract, result, score, note, adjust string }
			view := func(r report.RoomResult) room { return room{r.Contract.Text, r.Result, r.Score, r.Note, r.Adjust} }
			assigned := "40% +620 + 60% -100 (" + l.Assigned + ")"
			for i, w := range []struct {
				open, closed     room
				home, away       string
				penHome, penAway string
				penalty          string
			}{
				{room{"4♠", "=", "+420", "", l.Penalty + " " + l.NS + " -2 " + l.IMPs}, room{"4♠", "-1", "-50", "", ""}, "10", "", "-2", "", "Lions -2"},
				{room{"", "", "", assigned, ""}, room{"4♠", "+1", "+650", "", ""}, "", "8.2", "", "", ""},
				{room{"1" + l.NT, "=", "+90", "", l.Penalty + " " + l.EW + " -1 " + l.VP}, room{"", "", "", "A-/A+", ""}, "3", "", "", "-1 " + l.VP, "Tigers -1 " + l.VP},
			} {
				b := m.Boards[i]
				if view(b.Open) != w.open || view(b.Closed) != w.closed || b.IMPsHome != w.home || b.IMPsAway != w.away ||
					b.PenaltyHome != w.penHome || b.PenaltyAway != w.penAway {
					t.Errorf("match, board %d: %+v %+v %q–%q (%q, %q)", b.Board, view(b.Open), view(b.Closed), b.IMPsHome, b.IMPsAway, b.PenaltyHome, b.PenaltyAway)
				}
				br := s.Boards[i].TeamRows[0]
				if view(br.Open) != w.open || view(br.Closed) != w.closed || br.IMPsHome != w.home || br.IMPsAway != w.away || br.Penalty != w.penalty {
					t.Errorf("board %d: %+v %+v %q–%q (%q)", b.Board, view(br.Open), view(br.Closed), br.IMPsHome, br.IMPsAway, br.Penalty)
				}
			}

			// The boards' IMPs and the penalties in IMPs make the match's.
			sum := func(imps, pen func(report.MatchBoardRow) string) string {
				var total exact.Q
				for _, b := range m.Boards {
					for _, f := range []string{imps(b), pen(b)} {
						if f == "" || strings.HasSuffix(f, " "+l.VP) {
							continue
						}
						q, ok := exact.Parse(f)
						if !ok {
							t.Fatalf("IMPs %q", f)
						}
						total = total.Add(q)
					}
				}
				return report.MP(total)
			}
			home := sum(func(b report.MatchBoardRow) string { return b.IMPsHome }, func(b report.MatchBoardRow) string { return b.PenaltyHome })
			away := sum(func(b report.MatchBoardRow) string { return b.IMPsAway }, func(b report.MatchBoardRow) string { return b.PenaltyAway })
			if home != m.IMPsHome || away != m.IMPsAway {
				t.Errorf("the boards and penalties add up to %s–%s, the match is %s–%s", home, away, m.IMPsHome, m.IMPsAway)
			}
		})
	}
}

// A penalty from a decisions file stacks on the room's other decision: it
// stands beside the decision that replaced the result, and beside the
// team's IMPs on the board.
func TestTeamStackedPenalty(t *testing.T) {
	ses := gen.TeamDecisions()
	ses.Decisions = []bridge.Decision{{Round: 1, Board: 2, Room: bridge.OpenRoom, Home: "Lions", Away: "Tigers",
		Adjust: bridge.Adjustment{Text: "PEN EW -1IMP", Kind: bridge.AdjPenalty, Penalty: &bridge.Penalty{Side: bridge.EW, Num: 1, Den: 1, Unit: bridge.PenIMP}}}}
	res, err := teams.Score(ses, teams.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := s.Teams.Matches[0]
	b := m.Boards[1]
	if b.Open.Note != "40% +620 + 60% -100 (assigned)" || b.Open.Adjust != "PEN EW -1 IMPs" || b.PenaltyAway != "-1" || b.IMPsAway != "8.2" || m.IMPsAway != "7.2" {
		t.Errorf("board 2: %+v, IMPs %q (%q); match %s–%s", b.Open, b.IMPsAway, b.PenaltyAway, m.IMPsHome, m.IMPsAway)
	}
	if br := s.Boards[1].TeamRows[0]; br.Open != b.Open || br.Penalty != "Tigers -1" {
		t.Errorf("board page: %+v (%q)", br.Open, br.Penalty)
	}
	var effects []string
	for _, a := range s.Adjustments {
		if a.Board == 2 {
			effects = append(effects, a.Decision+": "+a.Effect)
		}
	}
	if want := "40% +620 + 60% -100: Lions -8.2 IMPs, Tigers +8.2 IMPs|PEN EW -1 IMPs: Tigers -1 IMPs"; strings.Join(effects, "|") != want {
		t.Errorf("adjustments of board 2: %q, want %q", effects, want)
	}
}

// The scoring line names the VP scale the matches were converted on; a
// discrete scale given as a file (--vp-scale FILE) was named "WBF 2013"
// before. A board-a-match in board points names none.
func TestVPScaleNamed(t *testing.T) {
	bam, err := teams.Score(gen.TeamDecisions(), teams.Options{Form: teams.BoardAMatch, BAMVPs: true})
	if err == nil {
		t.Fatal("an IMP penalty in a board-a-match scored")
	}
	s := gen.TeamDecisions()
	for i := range s.Entries {
		if a := s.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			s.Entries[i].Adjust = nil
		}
	}
	if bam, err = teams.Score(s, teams.Options{Form: teams.BoardAMatch, BAMVPs: true}); err != nil {
		t.Fatal(err)
	}
	points, err := teams.Score(s, teams.Options{Form: teams.BoardAMatch})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		lang, scale string
		res         *teams.Result
		want        string
	}{
		{"en", "wbf2013", teamDecisions(t), "teams: IMPs, victory points (WBF 2013)"},
		{"en", "", teamDecisions(t), "teams: IMPs, victory points (WBF 2013)"},
		{"en", "wbf2013:formula", teamDecisions(t), "teams: IMPs, victory points (WBF 2013, fractional margins by its formula)"},
		{"en", "discrete:club-vp.csv", teamDecisions(t), "teams: IMPs, victory points (discrete scale club-vp.csv)"},
		{"ru", "discrete:club-vp.csv", teamDecisions(t), "команды: IMP, победные очки (дискретная шкала club-vp.csv)"},
		{"en", "discrete:bam-vp.csv", bam, "board-a-match: 1, ½ or 0 a board (Law 78C), victory points (discrete scale bam-vp.csv)"},
		{"en", "", points, "board-a-match: 1, ½ or 0 a board (Law 78C)"},
	} {
		sheet, err := report.Build(&event.Result{Kind: event.Teams, Teams: tt.res, VPScale: tt.scale}, report.Options{Lang: tt.lang})
		if err != nil {
			t.Fatal(err)
		}
		if sheet.Scoring != tt.want {
			t.Errorf("%s %q: %q, want %q", tt.lang, tt.scale, sheet.Scoring, tt.want)
		}
	}
}
