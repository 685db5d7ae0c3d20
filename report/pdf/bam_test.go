package pdf_test

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/pdf"
)

// TestMatchScores: a match's heading and its round's line give each of
// its scores once. A board-a-match in board points gave them twice before
// ("Board points 1.6–1.4 · Points 1.6–1.4", and two columns of the same
// figures in the round); converted into VPs it gives both.
func TestMatchScores(t *testing.T) {
	s := gen.TeamDecisions()
	for i := range s.Entries {
		if a := s.Entries[i].Adjust; a != nil && a.Kind == bridge.AdjPenalty {
			s.Entries[i].Adjust = nil
		}
	}
	for _, tt := range []struct {
		name           string
		opt            teams.Options
		heading, round string
	}{
		{"IMPs", teams.Options{}, "Round 1: Lions – Tigers IMPs 13–8.2 · VP 13.18–6.82\n", "Home Away IMPs VP\nLions Tigers 13 8.2 13.18 6.82\n"},
		{"board-a-match", teams.Options{Form: teams.BoardAMatch}, "Round 1: Lions – Tigers Board points 1.6–1.4\n", "Home Away Board points\nLions Tigers 1.6 1.4\n"},
		{"board-a-match in VPs", teams.Options{Form: teams.BoardAMatch, BAMVPs: true}, "Round 1: Lions – Tigers Board points 1.6–1.4 · VP 10.00–10.00\n", "Home Away Board points VP\nLions Tigers 1.6 1.4 10.00 10.00\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := teams.Score(s, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			sheet, err := report.Build(&event.Result{Kind: event.Teams, Teams: res}, report.Options{})
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Join(rawText(t, pdf.Render(t, sheet)), "\n")
			for _, want := range []string{tt.heading, tt.round} {
				if !strings.Contains(text, want) {
					t.Errorf("the PDF lacks %q:\n%s", want, text)
				}
			}
		})
	}
}
