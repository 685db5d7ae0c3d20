package config

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/input"
)

// FolderFile is the name of a session folder's own settings file.
const FolderFile = "protokol.toml"

// Batch is a batch config file: defaults for every session, and settings
// per session folder (relative to the folder given on the command line that
// holds it).
type Batch struct {
	File     string
	Defaults Layer
	// Events are by folder, with "/"; their paths are resolved against
	// the session folder with ForFolder.
	Events map[string]Layer
}

// ForFolder is the event table of a session folder (rel, with "/"), its
// paths resolved against dir.
func (b *Batch) ForFolder(rel, dir string) Layer {
	if b == nil {
		return nil
	}
	l, ok := b.Events[rel]
	if !ok {
		return nil
	}
	out := Layer{}
	for k, v := range l {
		out[k] = resolvePaths(v, dir)
	}
	return out
}

// ReadBatch reads a batch config file (TOML):
//
//	[defaults]                       # every session; paths relative to this file
//	lang = "ru"
//	[events."2026/11-28"]            # one session folder; paths relative to it
//	title = "Monday pairs"
//	adjust = ["decisions.csv"]
func ReadBatch(path string) (*Batch, error) {
	raw, keys, err := readTOML(path)
	if err != nil {
		return nil, err
	}
	b := &Batch{File: path, Events: map[string]Layer{}}
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		switch k {
		case "defaults":
			t, ok := raw[k].(map[string]any)
			if !ok {
				return nil, &Error{At: keys.at("", k), Err: errors.New("[defaults] must be a table of settings")}
			}
			if b.Defaults, err = layer(t, "defaults", keys, filepath.Dir(path)); err != nil {
				return nil, err
			}
		case "events":
			t, ok := raw[k].(map[string]any)
			if !ok {
				return nil, &Error{At: keys.at("", k), Err: errors.New(`events must be tables, such as [events."2026/11-28"]`)}
			}
			for _, name := range slices.Sorted(maps.Keys(t)) {
				et, ok := t[name].(map[string]any)
				table := "events." + strconv.Quote(name)
				if !ok {
					return nil, &Error{At: keys.at("events", name), Err: fmt.Errorf("[%s] must be a table of settings", table)}
				}
				clean := filepath.ToSlash(filepath.Clean(name))
				if _, dup := b.Events[clean]; dup {
					return nil, &Error{At: keys.at("events", name), Err: fmt.Errorf("[%s] names the folder of another [events] table", table)}
				}
				// An event's paths are relative to its session folder,
				// resolved when the folder is known (ForFolder).
				if b.Events[clean], err = layer(et, table, keys, ""); err != nil {
					return nil, err
				}
			}
		default:
			return nil, &Error{At: keys.at("", k), Err: fmt.Errorf(`unknown table or key %q at the top (want [defaults] and [events."FOLDER"])`, k)}
		}
	}
	return b, nil
}

// ReadFolder reads a session folder's protokol.toml, whose keys are
// settings of that session (paths relative to the folder); a folder
// without one has no settings.
func ReadFolder(dir string) (Layer, error) {
	path := filepath.Join(dir, FolderFile)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	raw, keys, err := readTOML(path)
	if err != nil {
		return nil, err
	}
	return layer(raw, "", keys, dir)
}

// syntaxError is a TOML syntax error with its position.
func syntaxError(path string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &Error{At: bridge.Pos{File: path, Line: pe.Position.Line, Col: pe.Position.Col}, Err: errors.New(pe.Message)}
	}
	return &Error{At: bridge.Pos{File: path}, Err: err}
}

// layer checks a table of settings: known keys that a table may set,
// values of the right kind (a text, a number, true or false, or a list of
// texts for the settings that take several), paths resolved against base
// when it is given.
func layer(t map[string]any, table string, keys positions, base string) (Layer, error) {
	out := Layer{}
	for _, k := range slices.Sorted(maps.Keys(t)) {
		at := keys.at(table, k)
		s, ok := Lookup(k)
		if !ok || !s.Table {
			return nil, &Error{At: at, Err: fmt.Errorf("unknown setting %q (want a score flag such as title, date, scoring, names, adjust, lang, charset, format)", k)}
		}
		v := Value{Name: k, At: at}
		switch x := t[k].(type) {
		case string:
			v.Text = []string{x}
		case int64:
			v.Text = []string{strconv.FormatInt(x, 10)}
		case float64:
			v.Text = []string{strconv.FormatFloat(x, 'f', -1, 64)}
		case bool:
			v.Text = []string{strconv.FormatBool(x)}
		case []any:
			if s.Kind != List {
				return nil, &Error{At: at, Err: fmt.Errorf("%s: one value is wanted, not a list", k)}
			}
			for _, e := range x {
				str, ok := e.(string)
				if !ok {
					return nil, &Error{At: at, Err: fmt.Errorf(`%s: a list of texts is wanted, such as ["a.csv", "b.csv"]`, k)}
				}
				v.Text = append(v.Text, str)
			}
		default:
			return nil, &Error{At: at, Err: fmt.Errorf("%s: a text, number or true/false is wanted", k)}
		}
		out[k] = resolvePaths(v, base)
	}
	return out, nil
}

// resolvePaths resolves the paths of a setting that names files against
// the folder base ("" leaves them), but for the words it takes that are
// not paths.
func resolvePaths(v Value, base string) Value {
	s, ok := Lookup(v.Name)
	if !ok || !s.Path || base == "" {
		return v
	}
	text := slices.Clone(v.Text)
	for i, p := range text {
		if !slices.Contains(s.Words, p) && !filepath.IsAbs(p) {
			text[i] = filepath.Join(base, p)
		}
	}
	v.Text = text
	return v
}

// positions finds where the keys of a TOML file are written: by table
// ("" for the top, "defaults", `events."x"`) and key. It reads the simple
// layout these files have (a table header on its own line, one key a line)
// and is used only to say where a bad value is.
type positions struct {
	file string
	keys map[string]bridge.Pos
}

func keyPositions(file, text string) positions {
	p := positions{file: file, keys: map[string]bridge.Pos{}}
	table := ""
	for i, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		col := len(line) - len(strings.TrimLeft(line, " \t")) + 1
		switch {
		case strings.HasPrefix(trimmed, "["):
			head := strings.TrimSpace(strings.Trim(trimmed[:strings.IndexByte(trimmed+"]", ']')+1], "[]"))
			table = head
			// The header names the table's own key in its parent.
			if dot := strings.IndexByte(head, '.'); dot >= 0 {
				p.keys[head[:dot]+"\x00"+unquote(head[dot+1:])] = bridge.Pos{File: file, Line: i + 1, Col: col}
			} else {
				p.keys["\x00"+head] = bridge.Pos{File: file, Line: i + 1, Col: col}
			}
		case trimmed != "" && !strings.HasPrefix(trimmed, "#"):
			if eq := strings.IndexByte(trimmed, '='); eq > 0 {
				key := unquote(strings.TrimSpace(trimmed[:eq]))
				p.keys[table+"\x00"+key] = bridge.Pos{File: file, Line: i + 1, Col: col}
			}
		}
	}
	return p
}

func unquote(s string) string {
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return strings.Trim(s, `'`)
}

// at is where key is written in table; the file alone when not found.
func (p positions) at(table, key string) bridge.Pos {
	if table != "" && !strings.HasPrefix(table, "events.") && table != "defaults" {
		table = ""
	}
	if pos, ok := p.keys[table+"\x00"+key]; ok {
		return pos
	}
	return bridge.Pos{File: p.file}
}

// readTOML reads and decodes a settings file, with the position of each
// key for messages.
func readTOML(path string) (map[string]any, positions, error) {
	data, err := input.Read(path)
	if err != nil {
		return nil, positions{}, err
	}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return nil, positions{}, syntaxError(path, err)
	}
	return raw, keyPositions(path, string(data)), nil
}
