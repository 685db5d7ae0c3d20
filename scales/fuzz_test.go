package scales_test

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/scales"
)

// FuzzParse: no input panics Parse, an error renders, and a scale that
// parses computes a small field without panicking.
func FuzzParse(f *testing.F) {
	for _, name := range scales.Presets() {
		f.Add(scales.PresetText(name))
	}
	f.Add("preset = \"abf-club\"\nweight = 2.5\n")
	f.Add("[[award]]\ntype = \"x\"\nkind = \"step\"\nstep = -1\n")
	f.Fuzz(func(t *testing.T, text string) {
		d, err := scales.Parse("fuzz.toml", []byte(text))
		if err != nil {
			_ = err.Error()
			return
		}
		for _, form := range []awards.Form{awards.Pairs, awards.Individual, awards.Teams} {
			for _, w := range []int{1, 2} {
				fd := awards.Field{Form: form, Tables: exact.Frac(13, 2), Winners: w, Boards: 24,
					Strength: exact.Int(5), HasStrength: true, Places: []int{1, 2, 2, 4, 5, 6, 6, 6, 9, 10, 11, 12, 13}}
				if _, err := awards.Compute(&d.Scale, fd); err != nil {
					_ = err.Error()
				}
			}
		}
	})
}
