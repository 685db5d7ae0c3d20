package config_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/config"
)

func flag(name string, text ...string) config.Layer {
	return config.Layer{name: {Name: name, Text: text, Flag: true}}
}

func TestDefaults(t *testing.T) {
	c, err := config.Resolve(config.Layer{"dd-cache": {Name: "dd-cache", Text: []string{"off"}, Flag: true}})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(c.Formats, []string{"html", "pdf", "json"}) || c.Lang != "en" || c.DD != config.DDSolve || c.Out != "results" ||
		c.Encoding != "auto" || c.Event.Pairs.Scale != mp.International || c.Event.VPName != "wbf2013" || c.Charset == nil || c.DDCache != "" {
		t.Errorf("%+v", c)
	}
	if !strings.Contains(c.Stamp, `scoring="mp"`) || strings.Contains(c.Stamp, "out=") || strings.Contains(c.Stamp, "quiet=") {
		t.Errorf("stamp %q", c.Stamp)
	}
}

// A bad flag says what it said when cmd parsed it.
func TestFlagErrors(t *testing.T) {
	for _, tt := range []struct {
		layer config.Layer
		want  string
	}{
		{flag("scoring", "imps"), `--scoring "imps": unknown method (want mp, acbl, butler or cross-imps)`},
		{flag("format", "json,doc"), `--format "doc": unknown format (want some of html, pdf, json, txt, pbn, csv, usebio, awards)`},
		{flag("lang", "de"), `unknown language "de" (want en or ru)`},
		{flag("neuberg-target", "fixed:0"), `unknown Neuberg target "fixed:0" (want scheduled, max_in_field or fixed:N)`},
		{flag("ave", "60/50"), `--ave "60/50": want three values such as 60/50/40`},
		{flag("ave", "60/50/140"), `--ave "60/50/140": "140" is not a percentage from 0 to 100`},
		{flag("carry-over", "2:Lions=4"), `--carry-over "2:Lions=4": want ROUND:HOME:AWAY=IMPS, such as 2:Lions:Tigers=4.5`},
		{flag("charset", "ibm866"), `--charset "ibm866": want utf-8, windows-1251 or koi8-r`},
		{flag("dd", "maybe"), `--dd "maybe": want solve, file or off`},
		{flag("out", ""), `--out: empty folder name`},
		{flag("vp-scale", "wbf"), `--vp-scale "wbf": want wbf2013, wbf2013:formula or a CSV file of a discrete scale`},
	} {
		_, err := config.Resolve(config.Merge(tt.layer, flag("dd-cache", "off")))
		var ce *config.Error
		if !errors.As(err, &ce) || err.Error() != tt.want {
			t.Errorf("%v: %v, want %q", tt.layer, err, tt.want)
		}
	}
	c, err := config.Resolve(config.Merge(flag("scoring", "butler"), flag("carry-over", "2:Lions:Tigers=4.5", "3:A:B=-1"), flag("dd-cache", "off")))
	if err != nil || c.Event.Pairs.Method != pairs.Butler || len(c.Event.CarryOver) != 2 {
		t.Errorf("%v %+v", err, c.Event)
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A batch config file: layers with their positions, paths resolved
// against where they are written, errors that say where.
func TestBatch(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "club.toml")
	write(t, file, `[defaults]
lang = "ru"
names = "all/pairs.csv"
dd-cache = "off"

[events."2026/11-28"]
title = "Парный турнир"
scoring = "bridge"
adjust = ["tds.csv", "late.csv"]
`)
	b, err := config.ReadBatch(file)
	if err != nil {
		t.Fatal(err)
	}
	if v := b.Defaults["names"]; !slices.Equal(v.Text, []string{filepath.Join(dir, "all/pairs.csv")}) || v.At.Line != 3 {
		t.Errorf("names %+v", v)
	}
	if v := b.Defaults["dd-cache"]; v.Text[0] != "off" {
		t.Errorf("dd-cache %+v", v)
	}
	ev := b.ForFolder("2026/11-28", filepath.Join(dir, "a"))
	if v := ev["adjust"]; !slices.Equal(v.Text, []string{filepath.Join(dir, "a", "tds.csv"), filepath.Join(dir, "a", "late.csv")}) {
		t.Errorf("adjust %+v", v)
	}
	_, err = config.Resolve(config.Merge(b.Defaults, ev))
	if want := file + `:8:1: scoring "bridge": unknown method (want mp, acbl, butler or cross-imps)`; err == nil || err.Error() != want {
		t.Errorf("err %v, want %q", err, want)
	}
	for _, tt := range []struct{ text, want string }{
		{"[defaults]\nlang = \"ru\"\ncolour = \"red\"\n", `:3:1: unknown setting "colour" (want a score flag such as title, date, scoring, names, adjust, lang, charset, format)`},
		{"[defaults]\nout = \"x\"\n", `:2:1: unknown setting "out"`},
		{"[defaults]\nlang = [\"ru\"]\n", `:2:1: lang: one value is wanted, not a list`},
		{"[defaults\n", `:2:10: expected`},
		{"title = \"x\"\n", `:1:1: unknown table or key "title" at the top (want [defaults] and [events."FOLDER"])`},
	} {
		write(t, file, tt.text)
		_, err := config.ReadBatch(file)
		var ce *config.Error
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), file+tt.want) {
			t.Errorf("%q: %v, want %q", tt.text, err, file+tt.want)
		}
	}
}

func TestFolder(t *testing.T) {
	dir := t.TempDir()
	if l, err := config.ReadFolder(dir); l != nil || err != nil {
		t.Errorf("no file: %v %v", l, err)
	}
	write(t, filepath.Join(dir, config.FolderFile), "names = \"pairs.csv\"\ndd-cache = \"auto\"\n")
	l, err := config.ReadFolder(dir)
	if err != nil || l["names"].Text[0] != filepath.Join(dir, "pairs.csv") || l["dd-cache"].Text[0] != "auto" {
		t.Errorf("%v %+v", err, l)
	}
}

// --strict is a flag and a TOML key (a batch's sessions, a session
// folder's protokol.toml), for check and score alike.
func TestStrict(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, config.FolderFile), "strict = true\n")
	l, err := config.ReadFolder(dir)
	if err != nil {
		t.Fatal(err)
	}
	for name, layer := range map[string]config.Layer{"flag": flag("strict", "true"), "toml": l} {
		c, err := config.Resolve(config.Merge(layer, flag("dd-cache", "off")))
		if err != nil || !c.Strict {
			t.Errorf("%s: %v, strict %v", name, err, c.Strict)
		}
	}
	if c, err := config.Resolve(flag("dd-cache", "off")); err != nil || c.Strict {
		t.Errorf("default: %v, strict %v", err, c.Strict)
	}
	if s, ok := config.Lookup("strict"); !ok || s.Command != "" || s.Kind != config.Bool || !s.Table {
		t.Errorf("setting %+v", s)
	}
}

// TestConvention: a peer convention presets its options over the
// defaults, whatever the order of the settings, and a flag given still
// wins over its preset: --convention compscore rounds a Butler datum's
// half away from zero unless --butler-round says otherwise.
func TestConvention(t *testing.T) {
	for _, tt := range []struct {
		name  string
		layer config.Layer
		total pairs.TotalBasis
		round imp.Rounding
	}{
		{"default", nil, pairs.TotalPlayed, imp.HalfUp},
		{"compscore", flag("convention", "compscore"), pairs.TotalScaled, imp.HalfAwayFromZero},
		{"compscore, a flag given", config.Merge(flag("convention", "compscore"), flag("butler-round", "half_even")), pairs.TotalScaled, imp.HalfEven},
		{"ruter", flag("convention", "ruter"), pairs.TotalAboveAverage, imp.HalfUp},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := config.Resolve(config.Merge(tt.layer, flag("dd-cache", "off")))
			if err != nil {
				t.Fatal(err)
			}
			if p := c.Event.Pairs; p.Total != tt.total || p.Butler.Round != tt.round {
				t.Errorf("total %s, Butler rounding %s; want %s, %s", p.Total, p.Butler.Round, tt.total, tt.round)
			}
		})
	}
}
