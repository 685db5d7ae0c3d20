package handicap_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/handicap"
)

// q is a figure written in the test.
var q = exact.MustParse

func pl(hs ...string) []handicap.Player {
	out := make([]handicap.Player, len(hs))
	for i, h := range hs {
		if h != "" {
			out[i] = handicap.Player{Handicap: q(h), Has: true}
		}
	}
	return out
}

// The Bridgewebs club's worked example: players at −5.2 and +1.9, the
// average method, 57.6 % scratch is 55.95 % handicapped.
func TestBridgewebsExample(t *testing.T) {
	lines, err := handicap.Rank(handicap.Options{Method: handicap.Average},
		[]handicap.Entry{{ID: "1", Score: q("57.6"), Players: pl("-5.2", "1.9")}})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines[0].Handicap.Decimal(4) + " " + lines[0].Score.Decimal(4); got != "-1.65 55.95" {
		t.Errorf("got %s, want -1.65 55.95", got)
	}
}

func TestOf(t *testing.T) {
	tests := []struct {
		name string
		o    handicap.Options
		p    []handicap.Player
		want string
	}{
		{"EBUScore 100 %: two 60 % players", handicap.Options{Method: handicap.Sum}, pl("-5", "-5"), "-10"},
		{"EBUScore 50 %", handicap.Options{Method: handicap.Average}, pl("-5", "-5"), "-5"},
		{"Bridgewebs guide: 2 and −5", handicap.Options{}, pl("2", "-5"), "-1.5"},
		{"Bridgewebs guide: 2 and 3", handicap.Options{}, pl("2", "3"), "2.5"},
		// ScoreBridge: NGS 52.35 and 53.85 are 2.35 and 3.85, the pair's
		// 3.1, subtracted: −3.1 in the Added convention.
		{"ScoreBridge: subtracted", handicap.Options{Sign: handicap.Subtracted}, pl("2.35", "3.85"), "-3.1"},
		{"a missing handicap takes the default", handicap.Options{Missing: q("-5"), HasMissing: true}, pl("1", ""), "-2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := handicap.Of(tt.o, tt.p)
			if err != nil {
				t.Fatal(err)
			}
			if h.Decimal(4) != tt.want {
				t.Errorf("got %s, want %s", h.Decimal(4), tt.want)
			}
		})
	}
}

func TestRank(t *testing.T) {
	entries := []handicap.Entry{
		{ID: "1", Score: q("60"), Players: pl("-4", "-4")},
		{ID: "2", Score: q("52"), Players: pl("3", "1")},
		{ID: "3", Score: q("55"), Players: pl("-1", "1")},
		{ID: "4", Score: q("48"), Players: pl("6", "8")},
	}
	lines, err := handicap.Rank(handicap.Options{Method: handicap.Average}, entries)
	if err != nil {
		t.Fatal(err)
	}
	var got string
	for i, l := range lines {
		got += fmt.Sprintf("%s:%s=%d%v ", entries[i].ID, l.Score.Decimal(2), l.Rank, l.Tied)
	}
	if want := "1:56=1false 2:54=4false 3:55=2true 4:55=2true "; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestErrors(t *testing.T) {
	_, err := handicap.Rank(handicap.Options{}, []handicap.Entry{{ID: "7", Score: q("50"), Players: pl("1", "")}})
	if !errors.Is(err, handicap.ErrInput) {
		t.Fatalf("got %v", err)
	}
	if want := "handicap: 7: player 2 has no handicap (want one for every player, or a default for those without)"; err.Error() != want {
		t.Errorf("got  %s\nwant %s", err, want)
	}
}
