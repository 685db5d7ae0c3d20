package report

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/pairs"
)

// TestProvisionalText: the mark of a session in play, by how far it got,
// in both languages.
func TestProvisionalText(t *testing.T) {
	tests := []struct {
		name, lang string
		p          pairs.Provisional
		want       string
	}{
		{"after a round", "en", pairs.Provisional{Round: 4, Rounds: 9, Missing: 50}, "Provisional: after round 4 of 9"},
		{"after a round, the next in progress", "en", pairs.Provisional{Round: 4, Rounds: 9, Playing: true, Missing: 50}, "Provisional: after round 4 of 9, round 5 in progress"},
		{"round 1 in progress", "en", pairs.Provisional{Rounds: 9, Playing: true, Missing: 200}, "Provisional: round 1 of 9 in progress"},
		{"nothing in yet", "en", pairs.Provisional{Rounds: 9, Missing: 270}, "Provisional: round 1 of 9 in progress"},
		{"ru after a round", "ru", pairs.Provisional{Round: 4, Rounds: 9, Missing: 50}, "Предварительные итоги: после 4-го тура из 9"},
		{"ru the next in progress", "ru", pairs.Provisional{Round: 8, Rounds: 9, Playing: true, Missing: 5}, "Предварительные итоги: после 8-го тура из 9, идёт 9-й тур"},
		{"ru round 1 in progress", "ru", pairs.Provisional{Rounds: 7, Playing: true, Missing: 5}, "Предварительные итоги: идёт 1-й тур из 7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, _ := LabelsFor(tt.lang)
			if got := provisionalText(l, tt.p); got != tt.want {
				t.Errorf("%q, want %q", got, tt.want)
			}
		})
	}
}
