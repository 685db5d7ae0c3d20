package season

import (
	"embed"
	"errors"
	"fmt"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
	"github.com/protokol-bridge/protokol/presets"
)

// ErrDefinition is wrapped by every error about a series definition.
var ErrDefinition = errors.New("series definition")

// Period splits a series into one table per calendar period.
type Period uint8

const (
	Whole   Period = iota // one table
	Month                 // one table a month
	Quarter               // one table a quarter
)

var periodNames = []string{"", "month", "quarter"}

func (p Period) String() string {
	if p == Whole {
		return "whole"
	}
	if int(p) < len(periodNames) {
		return periodNames[p]
	}
	return "Period(?)"
}

// Selection says which sessions a series takes.
type Selection struct {
	// Folders are patterns (path.Match, "/" between folders) of the
	// sessions' folders; a pattern that matches a folder takes the
	// sessions under it too. None: every session.
	Folders []string
	// From and To bound the sessions' dates, both included
	// ("2026-05-01"); "" is no bound.
	From, To string
	Period   Period
}

// Definition is one series of a season.
type Definition struct {
	File     string // where it was read ("" for a preset)
	Title    string
	Preset   string // the preset it starts from, "" for none
	Sessions Selection
	Rules    series.Rules
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

// Preset is a bundled preset's definition.
func Preset(name string) (*Definition, error) {
	text := PresetText(name)
	if text == "" {
		return nil, fmt.Errorf("%w: preset %q unknown (want %s)", ErrDefinition, name, strings.Join(Presets(), ", "))
	}
	d, err := Parse("", []byte(text))
	if err != nil {
		return nil, err
	}
	d.Preset = name
	return d, nil
}

// Parse reads a series definition (TOML; see the package comment). With
// preset = "name", the preset's keys come first and the file's replace
// them, key by key (a [[points.table]] replaces every table of the
// preset). name is the file's name, for messages.
func Parse(name string, data []byte) (*Definition, error) {
	text := string(data)
	var raw map[string]any
	if _, err := toml.Decode(text, &raw); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, &bridge.Error{Pos: bridge.Pos{File: name, Line: pe.Position.Line, Col: pe.Position.Col},
				Err: fmt.Errorf("%w: %s", ErrDefinition, pe.Message)}
		}
		return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w: %v", ErrDefinition, err)}
	}
	p := &parser{file: name, text: text}
	if v, ok := raw["preset"]; ok {
		preset, ok := v.(string)
		if !ok || PresetText(preset) == "" {
			return nil, p.fail("", "preset", "%v unknown (want %s)", v, strings.Join(Presets(), ", "))
		}
		var base map[string]any
		if _, err := toml.Decode(PresetText(preset), &base); err != nil {
			return nil, fmt.Errorf("%w: preset %s: %v", ErrDefinition, preset, err)
		}
		raw = merge(base, raw)
	}
	d, err := p.definition(raw)
	if err != nil {
		return nil, err
	}
	d.File = name
	if err := d.Rules.Check(); err != nil {
		return nil, &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w: %w", ErrDefinition, err)}
	}
	return d, nil
}

// merge is base with over's keys replacing its own; tables merge key by
// key, everything else (arrays of tables too) is replaced.
func merge(base, over map[string]any) map[string]any {
	out := maps.Clone(base)
	for k, v := range over {
		if bt, ok := base[k].(map[string]any); ok {
			if ot, ok := v.(map[string]any); ok {
				out[k] = merge(bt, ot)
				continue
			}
		}
		out[k] = v
	}
	return out
}

type parser struct {
	file, text string
}

// fail is an error at key in table ("" the top, "points", "points.table").
func (p *parser) fail(table, key, format string, args ...any) error {
	where := key
	if table != "" {
		where = table + "." + key
	}
	return &bridge.Error{Pos: bridge.Pos{File: p.file, Line: p.line(table, key)}, Context: where,
		Err: fmt.Errorf("%w: "+format, append([]any{ErrDefinition}, args...)...)}
}

// line finds where key is written in table, for messages (0: not found,
// as for a key of the preset). It reads the simple layout of these files:
// a table header on its own line, one key a line.
func (p *parser) line(table, key string) int {
	current := ""
	for i, l := range strings.Split(p.text, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") {
			current = strings.Trim(strings.TrimSpace(strings.SplitN(t, "#", 2)[0]), "[]")
			if key == "" && current == table {
				return i + 1
			}
			continue
		}
		if k, _, ok := strings.Cut(t, "="); ok && current == table && strings.TrimSpace(k) == key {
			return i + 1
		}
	}
	return 0
}

// keys checks that t has only the keys known.
func (p *parser) keys(t map[string]any, table string, known ...string) error {
	for _, k := range slices.Sorted(maps.Keys(t)) {
		if !slices.Contains(known, k) {
			return p.fail(table, k, "unknown key (want %s)", strings.Join(known, ", "))
		}
	}
	return nil
}

func (p *parser) definition(raw map[string]any) (*Definition, error) {
	if err := p.keys(raw, "", "title", "preset", "unit", "sessions", "points", "count", "ties"); err != nil {
		return nil, err
	}
	d := &Definition{}
	var err error
	if d.Title, err = p.text1(raw, "", "title"); err != nil {
		return nil, err
	}
	d.Preset, _ = raw["preset"].(string)
	unit, err := p.text1(raw, "", "unit")
	if err != nil {
		return nil, err
	}
	if unit != "" {
		if d.Rules.Unit, err = series.ParseUnit(unit); err != nil {
			return nil, p.fail("", "unit", "%q unknown (want player or pair)", unit)
		}
	}
	if err := p.sessions(raw, &d.Sessions); err != nil {
		return nil, err
	}
	if err := p.points(raw, &d.Rules.Points); err != nil {
		return nil, err
	}
	if err := p.count(raw, &d.Rules); err != nil {
		return nil, err
	}
	ties, err := p.texts(raw, "", "ties")
	if err != nil {
		return nil, err
	}
	for _, s := range ties {
		t, err := series.ParseTie(s)
		if err != nil {
			return nil, p.fail("", "ties", "%q unknown (want next-best, countback or best-scores)", s)
		}
		d.Rules.Ties = append(d.Rules.Ties, t)
	}
	return d, nil
}

func (p *parser) table(raw map[string]any, table, key string) (map[string]any, error) {
	v, ok := raw[key]
	if !ok {
		return nil, nil
	}
	t, ok := v.(map[string]any)
	if !ok {
		return nil, p.fail(table, key, "want a table, [%s]", key)
	}
	return t, nil
}

func (p *parser) sessions(raw map[string]any, s *Selection) error {
	t, err := p.table(raw, "", "sessions")
	if t == nil || err != nil {
		return err
	}
	if err := p.keys(t, "sessions", "folders", "from", "to", "period"); err != nil {
		return err
	}
	if s.Folders, err = p.texts(t, "sessions", "folders"); err != nil {
		return err
	}
	for _, f := range s.Folders {
		if _, err := path.Match(f, ""); err != nil {
			return p.fail("sessions", "folders", "pattern %q: %v (want a folder or a pattern such as \"2026/summer-*\")", f, err)
		}
	}
	for _, k := range []struct {
		key string
		to  *string
	}{{"from", &s.From}, {"to", &s.To}} {
		v, err := p.text1(t, "sessions", k.key)
		if err != nil {
			return err
		}
		if v == "" {
			continue
		}
		iso, ok := isoDate(v)
		if !ok {
			return p.fail("sessions", k.key, "%q is not a date (want 2026-05-01)", v)
		}
		*k.to = iso
	}
	period, err := p.text1(t, "sessions", "period")
	if err != nil {
		return err
	}
	i := slices.Index(periodNames, period)
	if i < 0 {
		return p.fail("sessions", "period", "%q unknown (want month or quarter, or none)", period)
	}
	s.Period = Period(i)
	return nil
}

func (p *parser) points(raw map[string]any, pts *series.Points) error {
	t, err := p.table(raw, "", "points")
	if t == nil || err != nil {
		return err
	}
	if err := p.keys(t, "points", "kind", "round", "table", "formula"); err != nil {
		return err
	}
	kind, err := p.text1(t, "points", "kind")
	if err != nil {
		return err
	}
	if kind != "" {
		if pts.Kind, err = series.ParseKind(kind); err != nil {
			return p.fail("points", "kind", "%q unknown (want percentage, total, vp, place or formula)", kind)
		}
	}
	round, err := p.text1(t, "points", "round")
	if err != nil {
		return err
	}
	if pts.Round, err = series.ParseRounding(round); err != nil {
		return p.fail("points", "round", "%q unknown (want exact, up or nearest)", round)
	}
	if v, ok := t["table"]; ok {
		list, ok := v.([]map[string]any)
		if !ok {
			return p.fail("points", "table", "want tables, [[points.table]]")
		}
		for _, tt := range list {
			pt, err := p.placeTable(tt)
			if err != nil {
				return err
			}
			pts.Tables = append(pts.Tables, pt)
		}
	}
	f, err := p.table(t, "points", "formula")
	if f == nil || err != nil {
		return err
	}
	const ft = "points.formula"
	if err := p.keys(f, ft, "first", "last", "bonus"); err != nil {
		return err
	}
	if pts.Formula.First, _, err = p.number(f, ft, "first"); err != nil {
		return err
	}
	if pts.Formula.Last, _, err = p.number(f, ft, "last"); err != nil {
		return err
	}
	pts.Formula.Bonus, err = p.numbers(f, ft, "bonus")
	return err
}

func (p *parser) placeTable(t map[string]any) (series.PlaceTable, error) {
	const tt = "points.table"
	var pt series.PlaceTable
	if err := p.keys(t, tt, "sections", "section", "field", "places", "rest"); err != nil {
		return pt, err
	}
	var err error
	if pt.Sections, err = p.count1(t, tt, "sections"); err != nil {
		return pt, err
	}
	if pt.Section, err = p.count1(t, tt, "section"); err != nil {
		return pt, err
	}
	if v, ok := t["field"]; ok {
		f, ok := v.([]any)
		lo, ok1 := int64At(f, 0)
		hi, ok2 := int64At(f, 1)
		if !ok || len(f) != 2 || !ok1 || !ok2 || lo < 0 || hi < 0 {
			return pt, p.fail(tt, "field", "want [min, max] entries, 0 for no bound: [1, 12]")
		}
		pt.MinField, pt.MaxField = int(lo), int(hi)
	}
	if pt.Places, err = p.numbers(t, tt, "places"); err != nil {
		return pt, err
	}
	pt.Rest, pt.HasRest, err = p.number(t, tt, "rest")
	return pt, err
}

func (p *parser) count(raw map[string]any, r *series.Rules) error {
	t, err := p.table(raw, "", "count")
	if t == nil || err != nil {
		return err
	}
	if err := p.keys(t, "count", "best", "of", "drop", "per", "after", "minimum", "total"); err != nil {
		return err
	}
	for _, k := range []struct {
		key string
		to  *int
	}{{"best", &r.Count.Best}, {"of", &r.Count.Of}, {"drop", &r.Count.Drop}, {"per", &r.Count.Per},
		{"after", &r.Count.After}, {"minimum", &r.Minimum}} {
		if *k.to, err = p.count1(t, "count", k.key); err != nil {
			return err
		}
	}
	total, err := p.text1(t, "count", "total")
	if err != nil {
		return err
	}
	switch total {
	case "", "sum":
		r.Average = false
	case "average":
		r.Average = true
	default:
		return p.fail("count", "total", "%q unknown (want sum or average)", total)
	}
	return nil
}

func (p *parser) text1(t map[string]any, table, key string) (string, error) {
	v, ok := t[key]
	if !ok {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", p.fail(table, key, "want a text in quotes")
	}
	return strings.TrimSpace(s), nil
}

func (p *parser) texts(t map[string]any, table, key string) ([]string, error) {
	v, ok := t[key]
	if !ok {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		return nil, p.fail(table, key, `want a list of texts, ["a", "b"]`)
	}
	out := make([]string, len(list))
	for i, e := range list {
		if out[i], ok = e.(string); !ok {
			return nil, p.fail(table, key, `want a list of texts, ["a", "b"]`)
		}
	}
	return out, nil
}

func (p *parser) count1(t map[string]any, table, key string) (int, error) {
	v, ok := t[key]
	if !ok {
		return 0, nil
	}
	n, ok := v.(int64)
	if !ok || n < 0 || n > 1_000_000 {
		return 0, p.fail(table, key, "%v: want a whole number, 0 or more", v)
	}
	return int(n), nil
}

func int64At(s []any, i int) (int64, bool) {
	if i >= len(s) {
		return 0, false
	}
	n, ok := s[i].(int64)
	return n, ok
}

// number reads a number: an integer, a decimal (1.5) or a text holding a
// fraction ("3/2"), exactly.
func (p *parser) number(t map[string]any, table, key string) (exact.Q, bool, error) {
	v, ok := t[key]
	if !ok {
		return exact.Q{}, false, nil
	}
	q, ok := toQ(v)
	if !ok {
		return exact.Q{}, false, p.fail(table, key, "%v: want a number (12, 1.5 or \"3/2\")", v)
	}
	return q, true, nil
}

func (p *parser) numbers(t map[string]any, table, key string) ([]exact.Q, error) {
	v, ok := t[key]
	if !ok {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		return nil, p.fail(table, key, "want a list of numbers, [20, 17, 15]")
	}
	out := make([]exact.Q, len(list))
	for i, e := range list {
		if out[i], ok = toQ(e); !ok {
			return nil, p.fail(table, key, "%v: want a list of numbers, [20, 17, 15]", e)
		}
	}
	return out, nil
}

func toQ(v any) (exact.Q, bool) {
	switch x := v.(type) {
	case int64:
		return exact.Int(x), true
	case float64:
		return exact.Parse(strconv.FormatFloat(x, 'f', -1, 64))
	case string:
		return exact.Parse(x)
	}
	return exact.Q{}, false
}
