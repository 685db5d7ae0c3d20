package awards_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/strata"
)

// q is a figure written in the test.
var q = exact.MustParse

func qs(ss ...string) []exact.Q {
	out := make([]exact.Q, len(ss))
	for i, s := range ss {
		out[i] = q(s)
	}
	return out
}

// acbl is the ACBL's open club game as its handbook states it.
var acbl = awards.Scale{Name: "acbl", Rules: []awards.Rule{{
	Type:   "Black",
	Kind:   awards.Ratio,
	First:  []awards.First{{PerTable: q("0.10"), Max: q("1.50"), HasMax: true}},
	Depth:  []awards.Depth{{Fraction: q("0.4"), Round: awards.HalfUp, Of: awards.OfGroup}},
	Ratios: qs("1", "0.7", "0.5", "0.35"),
	Round:  awards.Round{Quantum: q("0.01")},
}}}

// abf is the ABF's session awards at grade weight 1.5.
var abf = awards.Scale{Name: "abf", Rules: []awards.Rule{{
	Type: "GREEN",
	Kind: awards.Ratio,
	First: []awards.First{
		{When: awards.When{Winners: 2}, PerTable: q("0.02"), Weight: q("1.5"), Limit: 30, Saturate: 32},
		{PerTable: q("0.04"), Weight: q("1.5"), Limit: 15, Saturate: 16},
	},
	Depth: []awards.Depth{
		{When: awards.When{Forms: []awards.Form{awards.Teams}}, Fraction: q("1/3"), Round: awards.Up},
		{Fraction: q("1/2"), Round: awards.Down},
	},
	Ratios: qs("1", "0.7"),
	Then:   1,
	Round:  awards.Round{Quantum: q("0.01")},
}}}

// ebu is the EBU's club scale for a one-winner field.
var ebu = awards.Scale{Name: "ebu", Rules: []awards.Rule{{
	Type: "Black",
	Kind: awards.Step,
	First: []awards.First{
		{When: awards.When{Forms: []awards.Form{awards.Individual}, Winners: 1}, PerAward: q("3")},
		{When: awards.When{Forms: []awards.Form{awards.Pairs}, Winners: 1}, PerAward: q("6")},
	},
	Depth: []awards.Depth{
		{When: awards.When{Boards: awards.Range{Max: 17}}, Fraction: q("1/4"), Round: awards.Up, Of: awards.OfFullTables},
		{When: awards.When{Boards: awards.Range{Min: 18, Max: 35}}, Fraction: q("1/3"), Round: awards.Up, Of: awards.OfFullTables},
		{Fraction: q("1/2"), Round: awards.Up, Of: awards.OfFullTables},
	},
	Step:   q("3"),
	Round:  awards.Round{Quantum: q("1"), Mode: awards.Up},
	Min:    q("6"),
	HasMin: true,
}}}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

func text(a awards.Award) string {
	var b strings.Builder
	for i, p := range a.Points {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.Decimal(4))
	}
	return b.String()
}

func TestCompute(t *testing.T) {
	ebuPairs := ebu
	ebuPairs.Rules = []awards.Rule{ebu.Rules[0]}
	ebuPairs.Rules[0].Step = q("6")
	tests := []struct {
		name  string
		scale awards.Scale
		field awards.Field
		want  string
	}{
		{"acbl 8-table Mitchell, a direction", acbl,
			awards.Field{Form: awards.Pairs, Tables: q("8"), Winners: 2, Places: seq(8)},
			"0.8 0.56 0.4 0 0 0 0 0"},
		{"acbl 7½-table Mitchell: 8 pairs a direction", acbl,
			awards.Field{Form: awards.Pairs, Tables: q("7.5"), Winners: 2, Places: seq(7)},
			"0.8 0.56 0.4 0 0 0 0"},
		{"acbl 13-table Howell: 10 places, 5th ⅕, 6th ⅙", acbl,
			awards.Field{Form: awards.Pairs, Tables: q("13"), Places: seq(26)},
			"1.3 0.91 0.65 0.46 0.26 0.22 0.19 0.16 0.14 0.13 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"},
		{"acbl at most 1.50", acbl,
			awards.Field{Form: awards.Pairs, Tables: q("20"), Winners: 2, Places: seq(3)},
			"1.5 1.05 0.75"},
		{"acbl tie for 2nd shares 2nd and 3rd", acbl,
			awards.Field{Form: awards.Pairs, Tables: q("8"), Winners: 2, Places: []int{1, 2, 2, 4, 5, 6, 7, 8}},
			"0.8 0.48 0.48 0 0 0 0 0"},
		{"abf 19-table Mitchell (Compscore3)", abf,
			awards.Field{Form: awards.Pairs, Tables: q("19"), Winners: 2, Places: []int{1, 2, 3, 4, 5, 6, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}},
			"0.57 0.4 0.29 0.19 0.14 0.11 0.11 0.08 0.07 0 0 0 0 0 0 0 0 0 0"},
		{"abf tie across the depth", abf,
			awards.Field{Form: awards.Pairs, Tables: q("6.5"), Winners: 2, Places: []int{1, 2, 3, 3, 5, 6}},
			"0.21 0.15 0.06 0.06 0 0"},
		{"abf teams: the top third, rounded up", abf,
			awards.Field{Form: awards.Teams, Tables: q("7"), Places: seq(7)},
			"0.42 0.29 0.21 0 0 0 0"},
		{"abf 40-table Mitchell: the exponential", abf,
			awards.Field{Form: awards.Pairs, Tables: q("40"), Winners: 2, Places: seq(4)},
			"1.07 0.75 0 0"},
		{"ebu 3-table individual (USEBIO example)", ebu,
			awards.Field{Form: awards.Individual, Tables: q("3"), Boards: 22, Places: []int{1, 2, 3, 3, 5, 6, 6, 8, 9, 10, 11, 11}},
			"12 9 6 6 0 0 0 0 0 0 0 0"},
		{"ebu 6-table individual: minimum 6", ebu,
			awards.Field{Form: awards.Individual, Tables: q("6"), Boards: 24, Places: seq(9)},
			"24 21 18 15 12 9 6 6 0"},
		{"ebu 9½-table pairs, 26 boards (EBUScore)", ebuPairs,
			awards.Field{Form: awards.Pairs, Tables: q("9.5"), Boards: 26, Places: seq(8)},
			"36 30 24 18 12 6 0 0"},
		{"ebu tie across the depth gets the minimum", ebuPairs,
			awards.Field{Form: awards.Pairs, Tables: q("6"), Boards: 24, Places: []int{1, 2, 3, 4, 4, 6}},
			"24 18 12 6 6 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := awards.Compute(&tt.scale, tt.field)
			if err != nil {
				t.Fatal(err)
			}
			if s := text(got[0]); s != tt.want {
				t.Errorf("got  %s\nwant %s", s, tt.want)
			}
		})
	}
}

func TestComputeErrors(t *testing.T) {
	tests := []struct {
		name  string
		scale awards.Scale
		field awards.Field
		is    error
		want  string
	}{
		{"no case for a two-winner field", ebu,
			awards.Field{Name: "A NS", Form: awards.Pairs, Tables: q("8"), Winners: 2, Boards: 24, Places: seq(8)},
			awards.ErrField,
			`ebu: awards field: A NS: Black: no first award for pairs, 2 winner(s), 24 boards, a field of 8 (the scale has them for: ["individual, 1 winner(s)" "pairs, 1 winner(s)"])`},
		{"a place beyond the field", acbl,
			awards.Field{Name: "B", Form: awards.Pairs, Tables: q("2"), Places: []int{1, 3, 3}},
			awards.ErrField, "awards field: B: place 3 shared by 2 in a field of 3 (want places 1..3)"},
		{"a scale without rules", awards.Scale{Name: "none"}, awards.Field{},
			awards.ErrScale, "awards scale: none: no rule (want at least one award)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := awards.Compute(&tt.scale, tt.field)
			if !errors.Is(err, tt.is) {
				t.Fatalf("got %v, want %v", err, tt.is)
			}
			if err.Error() != tt.want {
				t.Errorf("got  %s\nwant %s", err, tt.want)
			}
		})
	}
}

// A stratified ACBL game: eight NS pairs of an 8-table Mitchell, strata by
// the higher holding: five B pairs (B and C) award two places, three C
// pairs one; pair 4, second in B and first in C, takes the larger.
func TestStratified(t *testing.T) {
	entries := []strata.Entry{
		{ID: "1", Score: q("64"), Holdings: qs("1500", "900")},
		{ID: "2", Score: q("60"), Holdings: qs("2000", "100")},
		{ID: "3", Score: q("58"), Holdings: qs("450", "300")},
		{ID: "4", Score: q("55"), Holdings: qs("250", "40")},
		{ID: "5", Score: q("52"), Holdings: qs("600", "500")},
		{ID: "6", Score: q("50"), Holdings: qs("150", "120")},
		{ID: "7", Score: q("45"), Holdings: qs("90", "10")},
		{ID: "8", Score: q("40"), Holdings: qs("1800", "1700")},
	}
	r, err := strata.Stratify(strata.Config{Limits: qs("300", "1000")}, entries)
	if err != nil {
		t.Fatal(err)
	}
	base := awards.Field{Name: "A NS", Form: awards.Pairs, Tables: q("8"), Winners: 2}
	per, best, err := awards.Stratified(&acbl, base, r)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, sa := range per {
		got = append(got, sa.Stratum+" "+sa.Field.Tables.String()+": "+text(sa.Awards[0]))
	}
	want := []string{
		"A 8: 0.8 0.56 0.4 0 0 0 0 0",
		"B 5: 0 0 0.5 0.35 0 0 0 0",
		"C 3: 0 0 0 0.3 0 0 0 0",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var b []string
	for i, x := range best {
		name := "-"
		if x.Stratum >= 0 {
			name = per[x.Stratum].Stratum
		}
		b = append(b, entries[i].ID+":"+name+" "+x.Points[0].Decimal(2))
	}
	if got, want := strings.Join(b, ", "), "1:A 0.8, 2:A 0.56, 3:B 0.5, 4:B 0.35, 5:- 0, 6:- 0, 7:- 0, 8:- 0"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
