package jsonout

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
)

// TestAppendBoard: the reflection-free board writer gives the bytes that
// encoding/json gives for the same Board, field by field and string by
// string (escapes, non-ASCII, invalid UTF-8), for every optional field
// present and absent.
func TestAppendBoard(t *testing.T) {
	s := func(v string) *string { return &v }
	n := func(v int) *int { return &v }
	q := func(num, den int64) *exact.Q { v := exact.Frac(num, den); return &v }
	played := Result{Section: "A", NS: "1", EW: "2", Status: "played", Contract: s("4SX"), Declarer: s("N"), Tricks: n(10),
		Lead: s("HK"), ScoreNS: n(590), MPNS: q(3, 2), MPEW: q(1, 2), PctNS: &pct{exact.Frac(2, 3)}, PctEW: &pct{exact.Frac(1, 3)}, Top: q(2, 1)}
	tests := []struct {
		name  string
		board Board
	}{
		{"empty", Board{}},
		{"no results", Board{Board: 3, Dealer: "S", Vulnerable: "EW", Results: []Result{}}},
		{"played and not played", Board{Board: 1, Dealer: "N", Vulnerable: "None", Deal: "N:AKQJ.T98.765.432 - - -", Top: q(598, 1),
			Results: []Result{played, {Section: "A", NS: "3", EW: "4", Status: "not_played"}}}},
		{"passed out, no lead", Board{Board: 2, Dealer: "E", Vulnerable: "NS", Results: []Result{{Section: "B", NS: "5", EW: "6", Status: "passed_out",
			Contract: s("PASS"), ScoreNS: n(0), MPNS: q(1, 1), MPEW: q(1, 1), PctNS: &pct{exact.Frac(1, 2)}, PctEW: &pct{exact.Frac(1, 2)}, Top: q(2, 1)}}}},
		{"IMPs and a datum", Board{Board: 4, Dealer: "W", Vulnerable: "All", Datum: n(-420), Results: []Result{{Section: "A", NS: "1", EW: "2", Status: "played",
			Contract: s("3NT"), Declarer: s("W"), Tricks: n(9), ScoreNS: n(-400), IMPNS: q(1, 1), IMPEW: q(-1, 1)}}}},
		{"decisions and outcomes", Board{Board: 5, Dealer: "N", Vulnerable: "None", Results: []Result{
			{Section: "A", NS: "1", EW: "2", Status: "artificial", Adjustment: &Decision{Text: "A+/A-", Kind: "artificial", Reason: "slow <play> & \"more\"", Law: "12C2"},
				AwardNS: q(3, 5), AwardEW: q(2, 5), MPNS: q(6, 5), MPEW: q(4, 5), PctNS: &pct{exact.Frac(3, 5)}, PctEW: &pct{exact.Frac(2, 5)}, Top: q(2, 1)},
			{Section: "A", NS: "3", EW: "4", Status: "assigned", OutcomesNS: []WeightedScore{{Weight: exact.Frac(1, 3), ScoreNS: 620}, {Weight: exact.Frac(2, 3), ScoreNS: -100}},
				OutcomesEW: []WeightedScore{{Weight: exact.Frac(1, 1), ScoreNS: 620}}, MPNS: q(1, 7), MPEW: q(13, 7)}}}},
		{"double dummy, par and pending", Board{Board: 6, Dealer: "E", Vulnerable: "EW", DD: &DD{}, Par: &Par{},
			Pending: []Pending{{Section: "A", Round: 3, Table: 2, NS: "2", EW: "9"}}, Results: []Result{played}}},
		{"strings to escape", Board{Board: 7, Dealer: "N\"", Vulnerable: "a\\b", Deal: "<&>\t\n\x01\u2028\u2029", Results: []Result{
			{Section: "Б", NS: "Иванов", EW: "\xff\xfe", Status: "played\x7f", Contract: s("é"), Declarer: s(""), Lead: s("\u007f")}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want, err := appendJSON(nil, tt.board)
			if err != nil {
				t.Fatal(err)
			}
			got, err := appendBoard(nil, &tt.board)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("appendBoard\n%s\nwant (encoding/json)\n%s", got, want)
			}
		})
	}
}
