package main

import (
	"cmp"
	"strconv"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/config"
)

// The flags of the settings come from config.Settings, the one list of
// them; a command reads the flags it was given into a config.Layer.

// ddDefaultMode is --dd's default. The tests of this package set it to
// file, so that only the tests about solving solve.
var ddDefaultMode = config.DDSolve

// settingFlags are the flags of the settings that keep returns true for.
func settingFlags(keep func(s config.Setting) bool) []cli.Flag {
	var out []cli.Flag
	for _, s := range config.Settings {
		if keep(s) {
			out = append(out, settingFlag(s))
		}
	}
	return out
}

// scoringSettings are the settings of reading and scoring a session (check
// takes them); score and batch take the rest too.
func scoringSettings(s config.Setting) bool { return s.Command == "" }

func allSettings(config.Setting) bool { return true }

func settingFlag(s config.Setting) cli.Flag {
	var aliases []string
	if s.Short != "" {
		aliases = []string{s.Short}
	}
	value := s.Value
	if s.Name == "dd" {
		value = ddDefaultMode
	}
	// The help says the setting's default, also where the flag has none
	// (the input decides) and for --dd in tests.
	def := cmp.Or(s.Default, s.Value)
	switch s.Kind {
	case config.List:
		return &cli.StringSliceFlag{Name: s.Name, Aliases: aliases, Usage: s.Usage, Category: s.Group}
	case config.Bool:
		return &cli.BoolFlag{Name: s.Name, Aliases: aliases, Usage: s.Usage, Category: s.Group}
	}
	return &cli.StringFlag{Name: s.Name, Aliases: aliases, Value: value, Usage: s.Usage, Category: s.Group, DefaultText: def, HideDefault: def == ""}
}

// flagLayer is the settings of the flags given to cmd (its defaults are
// config's, but for --dd's in tests).
func flagLayer(cmd *cli.Command) config.Layer {
	l := config.Layer{}
	for _, s := range config.Settings {
		if !cmd.IsSet(s.Name) {
			continue
		}
		v := config.Value{Name: s.Name, Flag: true}
		switch s.Kind {
		case config.List:
			v.Text = cmd.StringSlice(s.Name)
		case config.Bool:
			v.Text = []string{strconv.FormatBool(cmd.Bool(s.Name))}
		default:
			v.Text = []string{cmd.String(s.Name)}
		}
		l[s.Name] = v
	}
	if _, given := l["dd"]; !given && ddDefaultMode != config.DDSolve {
		l["dd"] = config.Value{Name: "dd", Text: []string{ddDefaultMode}, Flag: true}
	}
	return l
}

// resolve reads the flags given to cmd into the configuration.
func resolve(cmd *cli.Command) (config.Score, error) {
	c, err := config.Resolve(flagLayer(cmd))
	c.Files = cmd.Args().Slice()
	return c, err
}
