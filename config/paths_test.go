package config

import (
	"path/filepath"
	"testing"
)

// A setting that names a file is resolved against its folder, wherever it
// is written (the config's defaults or an event's own), except for the
// words it takes that are not paths.
func TestResolvePaths(t *testing.T) {
	base := filepath.Join("clubs", "mon")
	for _, c := range []struct{ k, v, want string }{
		{"names", "pairs.csv", filepath.Join(base, "pairs.csv")},
		{"adjust", "tds.csv", filepath.Join(base, "tds.csv")},
		{"dd-cache", "cache", filepath.Join(base, "cache")},
		{"dd-cache", "off", "off"},
		{"dd-cache", "auto", "auto"},
		{"names", "off", filepath.Join(base, "off")},
		{"title", "x.csv", "x.csv"},
		{"vp-scale", "wbf2013", "wbf2013"},
		{"vp-scale", "club.csv", filepath.Join(base, "club.csv")},
	} {
		if got := resolvePaths(Value{Name: c.k, Text: []string{c.v}}, base).Text[0]; got != c.want {
			t.Errorf("%s = %q: %q, want %q", c.k, c.v, got, c.want)
		}
	}
	if got := resolvePaths(Value{Name: "names", Text: []string{"pairs.csv"}}, "").Text[0]; got != "pairs.csv" {
		t.Errorf("no folder: %q", got)
	}
}
