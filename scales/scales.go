package scales

import (
	"embed"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/presets"
)

// ErrScale is wrapped by every error about a scale file.
var ErrScale = errors.New("scale")

// Definition is a scale as a file defines it.
type Definition struct {
	File   string // where it was read ("" for a preset)
	Preset string // the preset it starts from, "" for none
	// Source is where the rule is published, as the file says.
	Source string
	Scale  awards.Scale
	// USEBIO are the factors by which each rule's points are written in
	// USEBIO's MASTER_POINTS_AWARDED (100: the ABF's hundredths), in the
	// order of Scale.Rules; 0 where the file gives none (not written).
	USEBIO []exact.Q
	// OnHandicap: the scale awards the handicapped ranking (ranking =
	// "handicap"), not the scratch one.
	OnHandicap bool
}

//go:embed presets/*.toml
var presetFiles embed.FS

// bundled are the package's presets.
var bundled = presets.Set{FS: presetFiles, Dir: "presets"}

// Presets are the names of the bundled presets, in order.
func Presets() []string { return bundled.Names() }

// PresetText is a bundled preset as written, with its source, or "" for
// an unknown name.
func PresetText(name string) string { return bundled.Text(name) }

// Preset is a bundled scale.
func Preset(name string) (*Definition, error) {
	text := PresetText(name)
	if text == "" {
		return nil, fmt.Errorf("%w: preset %q unknown (want %s)", ErrScale, name, strings.Join(Presets(), ", "))
	}
	d, err := Parse("", []byte(text))
	if err != nil {
		return nil, err
	}
	d.Preset = name
	return d, nil
}

// Parse reads a scale file (TOML; see the package comment). With preset
// = "name" the preset's keys come first and the file's replace them, key
// by key at the top; an [[award]] in the file replaces every award of the
// preset. name is the file's name, for messages.
func Parse(name string, data []byte) (*Definition, error) {
	p := &parser{file: name, text: string(data)}
	var raw map[string]any
	if _, err := toml.Decode(p.text, &raw); err != nil {
		return nil, p.tomlError(err)
	}
	var f file
	if v, ok := raw["preset"]; ok {
		preset, ok := v.(string)
		if !ok || PresetText(preset) == "" {
			return nil, p.fail("preset", "%v unknown (want %s)", v, strings.Join(Presets(), ", "))
		}
		if _, err := toml.Decode(PresetText(preset), &f); err != nil {
			return nil, fmt.Errorf("%w: preset %s: %v", ErrScale, preset, err)
		}
		if _, ok := raw["award"]; ok {
			f.Award = nil
		}
	}
	md, err := toml.Decode(p.text, &f)
	if err != nil {
		return nil, p.tomlError(err)
	}
	if keys := md.Undecoded(); len(keys) > 0 {
		k := keys[0]
		return nil, p.fail(k.String(), "unknown key (want %s)", known(k))
	}
	d, err := p.definition(&f)
	if err != nil {
		return nil, err
	}
	d.File = name
	if err := d.Scale.Check(); err != nil {
		return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w: %w", ErrScale, err)}
	}
	return d, nil
}

// The file's layout, decoded by package toml; numbers are exact (num).
type file struct {
	Name    string  `toml:"name"`
	Preset  string  `toml:"preset"`
	Source  string  `toml:"source"`
	Over    string  `toml:"over"`
	Ranking string  `toml:"ranking"`
	Weight  *num    `toml:"weight"`
	Award   []award `toml:"award"`
}

type when struct {
	Form     []string `toml:"form"`
	Winners  int      `toml:"winners"`
	Boards   []int    `toml:"boards"`
	Field    []int    `toml:"field"`
	Strength []num    `toml:"strength"`
}

type award struct {
	Type     string  `toml:"type"`
	Kind     string  `toml:"kind"`
	Ratios   []num   `toml:"ratios"`
	Then     int     `toml:"then"`
	Step     num     `toml:"step"`
	Round    num     `toml:"round"`
	Rounding string  `toml:"rounding"`
	Min      *num    `toml:"min"`
	USEBIO   num     `toml:"usebio_factor"`
	First    []first `toml:"first"`
	Depth    []depth `toml:"depth"`
	Row      []row   `toml:"row"`
}

type first struct {
	when
	PerTable num  `toml:"per_table"`
	PerBoard num  `toml:"per_board"`
	PerAward num  `toml:"per_award"`
	Fixed    num  `toml:"fixed"`
	Weight   *num `toml:"weight"`
	Limit    int  `toml:"limit"`
	Saturate int  `toml:"saturate"`
	Max      *num `toml:"max"`
}

type depth struct {
	when
	Fraction num    `toml:"fraction"`
	Round    string `toml:"round"`
	Of       string `toml:"of"`
}

type row struct {
	when
	Places []num `toml:"places"`
	Rest   *num  `toml:"rest"`
}

var knownKeys = map[string][]string{
	"":            {"name", "preset", "source", "over", "ranking", "weight", "award"},
	"award":       {"type", "kind", "ratios", "then", "step", "round", "rounding", "min", "usebio_factor", "first", "depth", "row"},
	"award.first": {"form", "winners", "boards", "field", "strength", "per_table", "per_board", "per_award", "fixed", "weight", "limit", "saturate", "max"},
	"award.depth": {"form", "winners", "boards", "field", "strength", "fraction", "round", "of"},
	"award.row":   {"form", "winners", "boards", "field", "strength", "places", "rest"},
}

func known(k toml.Key) string {
	table := strings.Join(k[:len(k)-1], ".")
	return strings.Join(knownKeys[table], ", ")
}

// num is an exact number: an integer, a decimal (0.10 is 1/10) or a text
// holding a fraction ("1/3").
type num struct {
	q   exact.Q
	set bool
}

func (n *num) UnmarshalTOML(v any) error {
	switch x := v.(type) {
	case int64:
		n.q = exact.Int(x)
	case float64:
		q, ok := exact.Parse(strconv.FormatFloat(x, 'f', -1, 64))
		if !ok {
			return fmt.Errorf("%v: want a number (6, 0.10 or \"1/3\")", v)
		}
		n.q = q
	case string:
		q, ok := exact.Parse(strings.TrimSpace(x))
		if !ok {
			return fmt.Errorf("%q: want a number (6, 0.10 or \"1/3\")", x)
		}
		n.q = q
	default:
		return fmt.Errorf("%v: want a number (6, 0.10 or \"1/3\")", v)
	}
	n.set = true
	return nil
}

type parser struct {
	file, text string
}

// tomlError positions an error of package toml.
func (p *parser) tomlError(err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &bridge.Error{Pos: bridge.Pos{File: p.file, Line: pe.Position.Line, Col: pe.Position.Col},
			Context: pe.LastKey, Err: fmt.Errorf("%w: %s", ErrScale, pe.Message)}
	}
	return &bridge.Error{Pos: bridge.Pos{File: p.file}, Err: fmt.Errorf("%w: %s", ErrScale, strings.TrimPrefix(err.Error(), "toml: "))}
}

// fail is an error at a key ("award.depth.of"), at the first line that
// sets it (0 when the preset does).
func (p *parser) fail(key, format string, args ...any) error {
	return &bridge.Error{Pos: bridge.Pos{File: p.file, Line: p.line(key)}, Context: key,
		Err: fmt.Errorf("%w: "+format, append([]any{ErrScale}, args...)...)}
}

func (p *parser) line(key string) int {
	last := key[strings.LastIndex(key, ".")+1:]
	for i, l := range strings.Split(p.text, "\n") {
		if k, _, ok := strings.Cut(strings.TrimSpace(l), "="); ok && strings.TrimSpace(k) == last {
			return i + 1
		}
	}
	return 0
}

func (p *parser) definition(f *file) (*Definition, error) {
	d := &Definition{Preset: f.Preset, Source: strings.TrimSpace(f.Source)}
	d.Scale.Name = f.Name
	if f.Over != "" {
		o, err := awards.ParseOver(f.Over)
		if err != nil {
			return nil, p.fail("over", "%v", err)
		}
		d.Scale.Over = o
	}
	switch f.Ranking {
	case "", "scratch":
	case "handicap":
		d.OnHandicap = true
	default:
		return nil, p.fail("ranking", "%q unknown (want scratch or handicap)", f.Ranking)
	}
	for i := range f.Award {
		r, factor, err := p.rule(&f.Award[i], f.Weight)
		if err != nil {
			return nil, err
		}
		d.Scale.Rules = append(d.Scale.Rules, r)
		d.USEBIO = append(d.USEBIO, factor)
	}
	return d, nil
}

func (p *parser) rule(a *award, weight *num) (awards.Rule, exact.Q, error) {
	r := awards.Rule{Type: a.Type, Then: a.Then, Step: a.Step.q}
	if a.Type == "" {
		return r, exact.Q{}, p.fail("award.type", "missing (want the points' name: \"Black\", \"РО\")")
	}
	k, err := awards.ParseKind(a.Kind)
	if err != nil {
		return r, exact.Q{}, p.fail("award.kind", "%v", err)
	}
	r.Kind = k
	for _, x := range a.Ratios {
		r.Ratios = append(r.Ratios, x.q)
	}
	r.Round.Quantum = a.Round.q
	if a.Rounding != "" {
		if r.Round.Mode, err = awards.ParseMode(a.Rounding); err != nil {
			return r, exact.Q{}, p.fail("award.rounding", "%v", err)
		}
	}
	if a.Min != nil {
		r.Min, r.HasMin = a.Min.q, true
	}
	for _, c := range a.First {
		w, err := p.when(&c.when, "award.first")
		if err != nil {
			return r, exact.Q{}, err
		}
		fc := awards.First{When: w, PerTable: c.PerTable.q, PerBoard: c.PerBoard.q, PerAward: c.PerAward.q,
			Fixed: c.Fixed.q, Limit: c.Limit, Saturate: c.Saturate}
		switch {
		case c.Weight != nil:
			fc.Weight = c.Weight.q
		case weight != nil:
			fc.Weight = weight.q
		}
		if c.Max != nil {
			fc.Max, fc.HasMax = c.Max.q, true
		}
		r.First = append(r.First, fc)
	}
	for _, c := range a.Depth {
		w, err := p.when(&c.when, "award.depth")
		if err != nil {
			return r, exact.Q{}, err
		}
		dc := awards.Depth{When: w, Fraction: c.Fraction.q}
		if c.Round != "" {
			if dc.Round, err = awards.ParseMode(c.Round); err != nil {
				return r, exact.Q{}, p.fail("award.depth.round", "%v", err)
			}
		}
		if c.Of != "" {
			if dc.Of, err = awards.ParseBase(c.Of); err != nil {
				return r, exact.Q{}, p.fail("award.depth.of", "%v", err)
			}
		}
		r.Depth = append(r.Depth, dc)
	}
	for _, c := range a.Row {
		w, err := p.when(&c.when, "award.row")
		if err != nil {
			return r, exact.Q{}, err
		}
		rc := awards.Row{When: w}
		for _, x := range c.Places {
			rc.Places = append(rc.Places, x.q)
		}
		if c.Rest != nil {
			rc.Rest, rc.HasRest = c.Rest.q, true
		}
		r.Rows = append(r.Rows, rc)
	}
	return r, a.USEBIO.q, nil
}

func (p *parser) when(c *when, table string) (awards.When, error) {
	var w awards.When
	for _, s := range c.Form {
		f, err := awards.ParseForm(s)
		if err != nil {
			return w, p.fail(table+".form", "%v", err)
		}
		w.Forms = append(w.Forms, f)
	}
	if c.Winners < 0 || c.Winners > 2 {
		return w, p.fail(table+".winners", "%d (want 1 or 2, or none for any)", c.Winners)
	}
	w.Winners = c.Winners
	for _, b := range []struct {
		key  string
		from []int
		to   *awards.Range
	}{{"boards", c.Boards, &w.Boards}, {"field", c.Field, &w.Field}} {
		if b.from == nil {
			continue
		}
		if len(b.from) != 2 || b.from[0] < 0 || b.from[1] < 0 || (b.from[1] != 0 && b.from[1] < b.from[0]) {
			return w, p.fail(table+"."+b.key, "%v (want [min, max], 0 for no bound: [18, 35])", b.from)
		}
		*b.to = awards.Range{Min: b.from[0], Max: b.from[1]}
	}
	if c.Strength != nil {
		if len(c.Strength) != 2 || c.Strength[1].q.Cmp(c.Strength[0].q) < 0 {
			return w, p.fail(table+".strength", "want [min, max], both included: [5, 5]")
		}
		w.Strength.Min, w.Strength.Max, w.Strength.Has = c.Strength[0].q, c.Strength[1].q, true
	}
	return w, nil
}
