package bridge

import "testing"

// TestTrickWinner: the highest trump wins, else the highest card of the
// suit led; a discard never wins.
func TestTrickWinner(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cards [4]string
		trump string // "" for notrump
		want  int
	}{
		{"highest of the suit led", [4]string{"H4", "HK", "H2", "HA"}, "", 3},
		{"a discard does not win in notrump", [4]string{"H4", "SA", "H2", "H3"}, "", 0},
		{"a ruff wins", [4]string{"HA", "S2", "HK", "H3"}, "S", 1},
		{"an overruff wins", [4]string{"HA", "S2", "S3", "H3"}, "S", 2},
		{"a discard under a ruff", [4]string{"HA", "S9", "D3", "HK"}, "S", 1},
		{"trumps led", [4]string{"S4", "SQ", "H2", "SK"}, "S", 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var cards []PlayedCard
			for i, c := range tt.cards {
				card, err := ParseCard(c)
				if err != nil {
					t.Fatal(err)
				}
				cards = append(cards, PlayedCard{Seat: Seat(i), Card: card})
			}
			trump := NoTrump
			if tt.trump != "" {
				trump, _ = ParseStrain(tt.trump)
			}
			if got := TrickWinner(cards, trump); got != tt.want {
				t.Errorf("winner %d, want %d", got, tt.want)
			}
		})
	}
}

// TestSeatAfter: seats go round the table N, E, S, W.
func TestSeatAfter(t *testing.T) {
	for _, tt := range []struct {
		from Seat
		n    int
		want Seat
	}{{North, 0, North}, {North, 1, East}, {West, 1, North}, {East, 6, West}, {South, 13, West}} {
		if got := tt.from.After(tt.n); got != tt.want {
			t.Errorf("%v.After(%d) = %v, want %v", tt.from, tt.n, got, tt.want)
		}
	}
}
