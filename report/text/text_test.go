package text_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/text"
)

func write(t *testing.T, s *report.Sheet) string {
	t.Helper()
	var b bytes.Buffer
	if err := text.Write(&b, s, text.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestTeamDecisions writes the team match with every kind of decision
// (gen.TeamDecisions): each match board shows a decision that replaced a
// room's result in place of it, one that leaves it standing in brackets
// after it, and each penalty beside the team's IMPs, so that the boards
// add up to the match's IMPs; the adjustments list each decision with its
// match, room and effect. The whole report is a golden file.
func TestTeamDecisions(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			res, err := teams.Score(gen.TeamDecisions(), teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			s, err := report.BuildTeams(res, report.Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			got := write(t, s)
			golden.Check(t, filepath.Join("testdata", lang+".team-decisions.txt"), []byte(got))
			if lang != "en" {
				return
			}
			for _, want := range []string{
				"Round 1: Lions – Tigers: 11–8.2 IMPs, 12.01–6.99 VP\n",
				"    1  4♠ N = [PEN NS -2 IMPs]             +420  4♠ N -1           -50  10 (-2)\n",
				"    2  40% +620 + 60% -100 (assigned)            4♠ N +1          +650               8.2\n",
				"    3  1NT N = [PEN EW -1 VP]               +90  A-/A+                        3  (-1 VP)\n",
				"Board  Match                                  Decision             Effect ",
				"    1  Round 1: Lions – Tigers (Open room)    PEN NS -2 IMPs       Lions -2 IMPs                      slow play ",
				"    2  Round 1: Lions – Tigers (Open room)    40% +620 + 60% -100  Lions -8.2 IMPs, Tigers +8.2 IMPs  misinformation <no alert>  21B3  Петров\n",
				"    3  Round 1: Lions – Tigers (Closed room)  A-/A+                Lions +3 IMPs, Tigers -3 IMPs ",
				"    1  Lions – Tigers  4♠ N = [PEN NS -2 IMPs]      +420  4♠ N -1           -50  10–0 (Lions -2)\n",
				"  3–0 (Tigers -1 VP)\n",
			} {
				if !strings.Contains(got, want) {
					t.Errorf("the report lacks %q", want)
				}
			}
			if strings.Contains(got, "PASS") {
				t.Error("a room shows a result that a decision replaced")
			}
		})
	}
}

// TestRankingPenalty: a procedural penalty stands beside the total it was
// taken off.
func TestRankingPenalty(t *testing.T) {
	c, _ := bridge.ParseContract("4S")
	entry := func(id string, tricks int) bridge.Entry {
		return bridge.Entry{Board: 1, NS: id, EW: id, Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: tricks}}
	}
	ses := bridge.Session{Entries: []bridge.Entry{entry("1", 10), entry("2", 9), entry("3", 11)}}
	ses.Entries[2].Adjust = &bridge.Adjustment{Text: "PEN NS -25%", Kind: bridge.AdjPenalty,
		Penalty: &bridge.Penalty{Side: bridge.NS, Num: 25, Den: 1, Unit: bridge.PenTopFraction}}
	res, err := pairs.Score(ses, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	s, err := report.Build(res, report.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// NS 3 has the top, 4, less a quarter of it.
	if got, want := write(t, s), "    1     3                1  3 (-1)    4  75.00\n"; !strings.Contains(got, want) {
		t.Errorf("no %q in\n%s", want, got)
	}
}
