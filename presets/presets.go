// Package presets reads the bundled presets of a package: named TOML
// texts, each with its source, embedded in the program (the series
// definitions of package season, the masterpoint scales of package
// scales). It parses nothing: each package reads its own texts.
package presets

import (
	"embed"
	"strings"
)

// Set is a package's bundled presets: the .toml files of a folder of an
// embedded file system.
type Set struct {
	FS  embed.FS
	Dir string
}

// Names are the presets' names (the file names without ".toml"), in
// order.
func (s Set) Names() []string {
	entries, _ := s.FS.ReadDir(s.Dir)
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".toml"); ok {
			out = append(out, name)
		}
	}
	return out
}

// Text is a preset as written, with its source, or "" for an unknown
// name.
func (s Set) Text(name string) string {
	if strings.ContainsAny(name, "/\\") {
		return ""
	}
	data, err := s.FS.ReadFile(s.Dir + "/" + name + ".toml")
	if err != nil {
		return ""
	}
	return string(data)
}
