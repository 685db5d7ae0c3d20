package report

import (
	"slices"
	"testing"
)

// Every column of numbers shows the same decimals: trailing zeros are
// added up to the most any cell of the column has, and nothing else
// changes.
func TestAlignDecimals(t *testing.T) {
	for _, tt := range []struct {
		name     string
		in, want []string
	}{
		{"totals", []string{"231", "287.33", "304.5"}, []string{"231.00", "287.33", "304.50"}},
		{"butler", []string{"+1.3", "+1.52", "-2", "0"}, []string{"+1.30", "+1.52", "-2.00", "0.00"}},
		{"whole numbers stay", []string{"12", "-3", "+4"}, []string{"12", "-3", "+4"}},
		{"blanks and notes stay", []string{"", "8.5", "A+", "16"}, []string{"", "8.5", "A+", "16.0"}},
		{"not numbers", []string{"1.2.3", "+-1", "1.", ".5", "7.25"}, []string{"1.2.3", "+-1", "1.", ".5", "7.25"}},
		{"one decimal", []string{"3.5", "4"}, []string{"3.5", "4.0"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rows := make([]RankRow, len(tt.in))
			for i, v := range tt.in {
				rows[i].Total = v
			}
			s := &Sheet{Rankings: []Ranking{{Rows: rows}}}
			s.alignDecimals()
			var got []string
			for _, r := range s.Rankings[0].Rows {
				got = append(got, r.Total)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// The demo's East-West ranking had "231" beside "287.33"; traveller and
// score-card columns are padded too, each on its own.
func TestAlignDecimalsColumns(t *testing.T) {
	s := &Sheet{
		Boards: []BoardPage{{Rows: []TravRow{{MPNS: "8.5", MPEW: "9", IMPNS: "+1.3"}, {MPNS: "16", MPEW: "2", IMPNS: "+1.52"}}}},
		Cards:  []Card{{Rows: []CardRow{{MP: "3", IMPs: "-0.5"}, {MP: "4.25", IMPs: "2"}}}},
	}
	s.alignDecimals()
	b, c := s.Boards[0].Rows, s.Cards[0].Rows
	for _, tt := range []struct{ name, got, want string }{
		{"MP NS", b[1].MPNS, "16.0"},
		{"MP EW untouched", b[0].MPEW, "9"},
		{"IMP NS", b[0].IMPNS, "+1.30"},
		{"card MP", c[0].MP, "3.00"},
		{"card IMPs", c[1].IMPs, "2.0"},
	} {
		if tt.got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}
