package report_test

import (
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
)

// TestRank: a Russian reader reads Т К Д В (туз, король, дама, валет)
// where an English one reads A K Q J; the ten is 10 in both, and every
// card a sheet prints (hands, leads, play) goes through Labels.Rank.
func TestRank(t *testing.T) {
	for _, tt := range []struct{ lang, ranks, card string }{
		{"en", "A K Q J 10 9 8 7 6 5 4 3 2", "♥K"},
		{"ru", "Т К Д В 10 9 8 7 6 5 4 3 2", "♥К"},
	} {
		l, err := report.LabelsFor(tt.lang)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for r := bridge.Ace; r >= 2; r-- {
			got = append(got, l.Rank(r))
		}
		if g := strings.Join(got, " "); g != tt.ranks {
			t.Errorf("%s: ranks %q, want %q", tt.lang, g, tt.ranks)
		}
		if g := l.Card(bridge.NewCard(bridge.SuitHearts, bridge.King)); g != tt.card {
			t.Errorf("%s: king of hearts %q, want %q", tt.lang, g, tt.card)
		}
	}
}

// TestRussianCards: a Russian sheet's hands, leads and play print the
// Russian letters.
func TestRussianCards(t *testing.T) {
	s := sampletest.Sheet(t, "ru", pairs.Options{}, nil)
	var hands, leads []string
	for _, b := range s.Boards {
		for _, h := range b.Hands {
			for _, su := range h.Suits {
				hands = append(hands, su.Cards)
			}
		}
		for _, r := range b.Rows {
			leads = append(leads, r.Lead)
		}
	}
	all := strings.Join(hands, " ") + " " + strings.Join(leads, " ")
	for _, letter := range []string{"A", "K", "Q", "J"} { // Latin letters
		if strings.Contains(all, letter) {
			t.Errorf("a Russian hand or lead holds %q: %s", letter, all)
			break
		}
	}
	for _, letter := range []string{"Т", "К", "Д", "В"} {
		if !strings.Contains(all, letter) {
			t.Errorf("no Russian hand or lead holds %q", letter)
		}
	}
}
