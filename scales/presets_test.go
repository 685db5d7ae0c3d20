package scales_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/scales"
)

// q is a figure written in the test.
var q = exact.MustParse

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

func points(a awards.Award, n int) string {
	var parts []string
	for _, p := range a.Points[:n] {
		parts = append(parts, p.Decimal(2))
	}
	return strings.Join(parts, " ")
}

// TestPresetFigures checks every bundled scale against the figures its
// federation publishes in its rules' own words: an ACBL 8-table Mitchell
// gives 0.80, 0.56, 0.40 in each direction (ACBL Handbook, "I.
// Calculating the Awards"); the ABF's club Mitchell three hundredths a
// table (Bridge NSW, the ABF's manual 3.1); the EBU's 6-table individual
// 24 down by 3 to 6, and 19 tables 13 awards (the EBU's forum on its
// handbook's scale F); the NBF's 20 pairs 20-13-9-6-4 (bridge.no,
// Poenghøsten); the ФСБР's 36 pairs of strength 5 РО 250 … 85 and ПБ
// 5-4-3-2-1 (bridgeclub.ru, «Слава» 2014).
func TestPresetFigures(t *testing.T) {
	tests := []struct {
		name, preset string
		field        awards.Field
		n            int
		want         []string // by rule
	}{
		{"ACBL 8-table Mitchell, NS", "acbl-club",
			awards.Field{Form: awards.Pairs, Tables: q("8"), Winners: 2, Places: seq(8)}, 8,
			[]string{"0.8 0.56 0.4 0 0 0 0 0"}},
		{"ACBL 8-table Mitchell, EW", "acbl-club",
			awards.Field{Form: awards.Pairs, Tables: q("8"), Winners: 2, Places: []int{3, 1, 2, 4, 5, 6, 7, 8}}, 3,
			[]string{"0.4 0.8 0.56"}},
		// Bridge NSW: "the allocation of each winning pair in a club
		// Mitchell movement pairs is three times the number of tables"
		// (hundredths); the ABF's manual 3.1.3: 70 % to the runners-up,
		// then first ÷ (k − 1), to the top half.
		{"ABF 10-table Mitchell, a direction", "abf-club",
			awards.Field{Form: awards.Pairs, Tables: q("10"), Winners: 2, Places: seq(10)}, 6,
			[]string{"0.3 0.21 0.15 0.1 0.08 0"}},
		// The EBU's forum on scale F: "a 6-table individual of 18-35
		// boards has a top award of 24, 8 awards going down by 3, and a
		// minimum club award of 6".
		{"EBU 6-table individual, 24 boards", "ebu-club-individual",
			awards.Field{Form: awards.Individual, Tables: q("6"), Boards: 24, Places: seq(24)}, 9,
			[]string{"24 21 18 15 12 9 6 6 0"}},
		// The EBU's forum on the depth: "19 tables 13 awards if 1/3"; 6
		// an award at the top, down by 6.
		{"EBU 19-table Howell, 24 boards", "ebu-club",
			awards.Field{Form: awards.Pairs, Tables: q("19"), Boards: 24, Places: seq(38)}, 14,
			[]string{"78 72 66 60 54 48 42 36 30 24 18 12 6 0"}},
		{"NBF 20 pairs", "nbf-poenghosten",
			awards.Field{Form: awards.Pairs, Tables: q("10"), Places: seq(20)}, 6,
			[]string{"20 13 9 6 4 0"}},
		{"ФСБР 36 pairs, RC 5", "fsbr-ro-pb",
			awards.Field{Form: awards.Pairs, Tables: q("18"), Strength: q("5"), HasStrength: true, Places: seq(36)}, 11,
			[]string{"250 200 171 151 135 122 111 101 93 85 0", "5 4 3 2 1 0 0 0 0 0 0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			def, err := scales.Preset(tt.preset)
			if err != nil {
				t.Fatal(err)
			}
			got, err := awards.Compute(&def.Scale, tt.field)
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range tt.want {
				if g := points(got[i], tt.n); g != w {
					t.Errorf("%s: got %s, want %s", got[i].Type, g, w)
				}
			}
		})
	}
}

// Every preset names its source, and says it in the text shown.
func TestPresetsCiteSources(t *testing.T) {
	for _, name := range scales.Presets() {
		def, err := scales.Preset(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !strings.Contains(def.Source, "http") || !strings.Contains(scales.PresetText(name), "Source") {
			t.Errorf("%s: no source", name)
		}
	}
}

// A field the published rows do not cover is an error naming the rows.
func TestPresetWithoutRow(t *testing.T) {
	def, _ := scales.Preset("nbf-poenghosten")
	_, err := awards.Compute(&def.Scale, awards.Field{Name: "A", Form: awards.Pairs, Tables: q("8"), Places: seq(16)})
	want := `NBF Poenghøsten (kretspoeng, table E-1): awards field: A: KP: no row for pairs, 1 winner(s), 0 boards, a field of 16 (the scale has them for: ["pairs, a field of 20"])`
	if err == nil || err.Error() != want || !errors.Is(err, awards.ErrField) {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// A club's own scale: a table of place points, and a formula of the
// tables and boards.
func TestClubScales(t *testing.T) {
	club := `name = "Our club"
[[award]]
type = "club"
kind = "table"
[[award.row]]
places = [10, 7, 5]
rest = 1

[[award]]
type = "ladder"
kind = "ratio"
ratios = [1, "2/3", "1/3"]
[[award.first]]
per_table = 0.5
per_board = 0.1
[[award.depth]]
fraction = 1
of = "field"
`
	def, err := scales.Parse("club.toml", []byte(club))
	if err != nil {
		t.Fatal(err)
	}
	got, err := awards.Compute(&def.Scale, awards.Field{Form: awards.Pairs, Tables: q("3"), Boards: 24, Places: []int{1, 2, 2, 4, 5, 6}})
	if err != nil {
		t.Fatal(err)
	}
	if g := points(got[0], 6); g != "10 6 6 1 1 1" {
		t.Errorf("table: got %s", g)
	}
	// first: 0.5 × 3 + 0.1 × 24 = 3.9; then 2.6, 1.3; the 4th 3.9/4.
	if g := points(got[1], 6); g != "3.9 1.95 1.95 0.98 0.78 0.65" {
		t.Errorf("formula: got %s", g)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"unknown key", "name = \"x\"\n[[award]]\ntype = \"B\"\nkind = \"table\"\nplace = [1]\n",
			"bad.toml:5: award.place: scale: unknown key (want type, kind, ratios, then, step, round, rounding, min, usebio_factor, first, depth, row)"},
		{"not a number", "[[award]]\ntype = \"B\"\nkind = \"ratio\"\nratios = [1, \"a half\"]\n",
			"bad.toml:4:11: award.ratios: scale: \"a half\": want a number (6, 0.10 or \"1/3\")"},
		{"unknown kind", "[[award]]\ntype = \"B\"\nkind = \"ladder\"\n",
			"bad.toml:3: award.kind: scale: kind \"ladder\" unknown (want ratio, step, table)"},
		{"unknown preset", "preset = \"wbf\"\n",
			"bad.toml:1: preset: scale: wbf unknown (want abf-club, acbl-club, ebu-club-individual, ebu-club, fsbr-ro-pb, nbf-poenghosten)"},
		{"a ratio without depth", "name = \"x\"\n[[award]]\ntype = \"B\"\nkind = \"ratio\"\n[[award.first]]\nper_table = 1\n",
			"bad.toml: scale: awards scale: x: award 1 (B): no depth (want [[award.depth]]: how many places are awarded)"},
		{"a syntax error", "name = \n",
			"bad.toml:1:8: name: scale: expected value but found '\\n' instead"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scales.Parse("bad.toml", []byte(tt.text))
			if err == nil || !errors.Is(err, scales.ErrScale) || err.Error() != tt.want {
				t.Errorf("got  %v\nwant %s", err, tt.want)
			}
		})
	}
}
