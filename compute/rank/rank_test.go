package rank_test

import (
	"fmt"
	"testing"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/rank"
)

func TestRank(t *testing.T) {
	q := func(s string) exact.Q { v, _ := exact.Parse(s); return v }
	tests := []struct {
		name  string
		items []rank.Item
		on    rank.Basis
		want  string // id:label in order
	}{
		{
			name:  "spec 8.1 ties share and the next place skips",
			items: []rank.Item{{"4", q("52.5")}, {"1", q("61.25")}, {"3", q("58.75")}, {"2", q("58.75")}},
			want:  "1:1 2:2= 3:2= 4:4",
		},
		{
			name:  "exact values differ below the displayed precision",
			items: []rank.Item{{"1", q("5729/100")}, {"2", q("57291/1000")}},
			want:  "2:1 1:2",
		},
		{
			name:  "displayed basis ties what shows the same",
			items: []rank.Item{{"1", q("5729/100")}, {"2", q("57291/1000")}},
			on:    rank.Basis{Displayed: true, Decimals: 2},
			want:  "1:1= 2:1=",
		},
		{
			name:  "three-way tie at the top",
			items: []rank.Item{{"10", q("1")}, {"9", q("1")}, {"2", q("1")}, {"1", q("0")}},
			want:  "2:1= 9:1= 10:1= 1:4",
		},
		{name: "empty", want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			for i, p := range rank.Rank(tt.items, tt.on) {
				if i > 0 {
					got += " "
				}
				got += fmt.Sprintf("%s:%s", tt.items[p.Index].ID, rank.Label(p.Rank, p.Tied))
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"2", "10", -1}, {"10", "2", 1}, {"A2", "A10", -1}, {"B1", "A10", 1},
		{"07", "7", 1}, {"7", "7", 0}, {"", "1", -1}, {"x", "X", 1}, {"12a", "12b", -1},
	}
	for _, tt := range tests {
		t.Run(tt.a+" vs "+tt.b, func(t *testing.T) {
			if got := rank.Compare(tt.a, tt.b); got != tt.want {
				t.Errorf("Compare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
			}
		})
	}
}
