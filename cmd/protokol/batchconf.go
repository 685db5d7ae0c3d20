package main

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/protokol-bridge/protokol/formats"
)

// batchConfFile is the name of a session folder's own settings file.
const batchConfFile = "protokol.toml"

// settings are score flags by name (without "--"), each with its values
// (one, or several for a repeatable flag). Paths are already absolute or
// relative to the working folder.
type settings map[string][]string

// batchConf is a batch config file: defaults for every session, and
// settings per session folder (relative to the folder given on the command
// line that holds it).
type batchConf struct {
	file     string
	defaults settings
	events   map[string]settings
}

// settingKeys are the score flags a config file may set: all but the
// output folder, the messages and --replace-folder, which the batch
// decides.
func settingKeys() map[string]bool {
	keys := map[string]bool{}
	for _, f := range scoreCommand().Flags {
		name := f.Names()[0]
		switch name {
		case "out", "quiet", "verbose", "help", "replace-folder":
			continue
		}
		keys[name] = true
	}
	return keys
}

// pathKeys are the settings that name files, resolved against the folder
// they are written for, with the words each takes that are not paths.
var pathKeys = map[string][]string{"names": nil, "adjust": nil, "dd-cache": {"auto", "off"}}

// resolveSetting resolves the value v of setting k against the folder base
// when k names a file and v is not one of its words.
func resolveSetting(k, base, v string) string {
	words, ok := pathKeys[k]
	if !ok || base == "" || slices.Contains(words, v) {
		return v
	}
	return resolve(base, v)
}

// readBatchConf reads a batch config file (TOML):
//
//	[defaults]                       # every session; paths relative to this file
//	lang = "ru"
//	[events."2026/11-28"]            # one session folder; paths relative to it
//	title = "Monday pairs"
//	adjust = ["decisions.csv"]
func readBatchConf(path string) (*batchConf, error) {
	data, err := readAtMost(path, formats.MaxFileBytes)
	if err != nil {
		return nil, usagef("--config: %v", err)
	}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return nil, confError(path, err)
	}
	c := &batchConf{file: path, events: map[string]settings{}}
	base := filepath.Dir(path)
	keys := slices.Sorted(maps.Keys(raw))
	for _, k := range keys {
		switch k {
		case "defaults":
			t, ok := raw[k].(map[string]any)
			if !ok {
				return nil, usagef("%s: [defaults] must be a table of settings", path)
			}
			if c.defaults, err = readSettings(path, "[defaults]", t, base); err != nil {
				return nil, err
			}
		case "events":
			t, ok := raw[k].(map[string]any)
			if !ok {
				return nil, usagef("%s: events must be tables, such as [events.\"2026/11-28\"]", path)
			}
			for _, name := range slices.Sorted(maps.Keys(t)) {
				et, ok := t[name].(map[string]any)
				if !ok {
					return nil, usagef("%s: events.%q must be a table of settings", path, name)
				}
				clean := filepath.ToSlash(filepath.Clean(name))
				if _, dup := c.events[clean]; dup {
					return nil, usagef("%s: [events.%q] names the folder of another [events] table", path, name)
				}
				// Paths of an event are relative to its session folder,
				// resolved when the folder is known.
				if c.events[clean], err = readSettings(path, fmt.Sprintf("[events.%q]", name), et, ""); err != nil {
					return nil, err
				}
			}
		default:
			return nil, usagef("%s: unknown table or key %q at the top (want [defaults] and [events.\"FOLDER\"])", path, k)
		}
	}
	return c, nil
}

// readFolderConf reads a session folder's protokol.toml, whose keys are
// settings for that session (paths relative to the folder); a missing file
// is no settings.
func readFolderConf(dir string) (settings, error) {
	path := filepath.Join(dir, batchConfFile)
	data, err := readAtMost(path, formats.MaxFileBytes)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return nil, confError(path, err)
	}
	return readSettings(path, "", raw, dir)
}

// confError is a TOML syntax error with its position.
func confError(path string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return usagef("%s:%d:%d: %s", path, pe.Position.Line, pe.Position.Col, pe.Message)
	}
	return usagef("%s: %v", path, err)
}

// readSettings checks a table of settings: known keys, values of the right
// kind (text, number, true/false, or a list of texts for the repeatable
// flags), paths resolved against base when base is given.
func readSettings(file, table string, t map[string]any, base string) (settings, error) {
	known := settingKeys()
	out := settings{}
	where := file
	if table != "" {
		where += ": " + table
	}
	for _, k := range slices.Sorted(maps.Keys(t)) {
		if !known[k] {
			return nil, usagef("%s: unknown setting %q (want a score flag such as %s)", where, k, strings.Join(someKeys(known), ", "))
		}
		var vals []string
		switch v := t[k].(type) {
		case string:
			vals = []string{v}
		case int64:
			vals = []string{strconv.FormatInt(v, 10)}
		case float64:
			vals = []string{strconv.FormatFloat(v, 'f', -1, 64)}
		case bool:
			vals = []string{strconv.FormatBool(v)}
		case []any:
			for _, x := range v {
				s, ok := x.(string)
				if !ok {
					return nil, usagef("%s: %s: a list of texts is wanted, such as [\"a.csv\", \"b.csv\"]", where, k)
				}
				vals = append(vals, s)
			}
		default:
			return nil, usagef("%s: %s: a text, number or true/false is wanted", where, k)
		}
		for i, v := range vals {
			vals[i] = resolveSetting(k, base, v)
		}
		out[k] = vals
	}
	return out, nil
}

func resolve(base, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(base, p)
}

// someKeys names a few settings for an error message.
func someKeys(known map[string]bool) []string {
	var out []string
	for _, k := range []string{"title", "date", "scoring", "names", "adjust", "lang", "charset", "format"} {
		if known[k] {
			out = append(out, k)
		}
	}
	return out
}

// merge lays settings over each other: later ones win, key by key.
func merge(layers ...settings) settings {
	out := settings{}
	for _, l := range layers {
		for k, v := range l {
			out[k] = v
		}
	}
	return out
}

// args are the settings as score flags, in a fixed order.
func (s settings) args() []string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(s)) {
		for _, v := range s[k] {
			out = append(out, "--"+k+"="+v)
		}
	}
	return out
}
