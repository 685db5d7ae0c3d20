// Package config is the one typed configuration of scoring a session, and
// where its settings come from: score's flags, a batch config file's
// [defaults] and [events."FOLDER"] tables, and a session folder's
// protokol.toml. Every source gives a Layer (the values it sets, each with
// where it was written); layers are merged, later ones winning key by key,
// and Resolve reads the merged values, once, into a Score. A bad value is an
// error that names the flag, or the file, line and column of the TOML key.
//
// The settings are listed once, in Settings: the command line makes its
// flags from that table, and a TOML table may use any of its keys but those
// of the run itself (Table false).
package config

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/players"
	"github.com/protokol-bridge/protokol/scales"
)

// A Setting is one setting of a score run: its flag and TOML key, its
// default and help, and how its value is read into a Score.
type Setting struct {
	Name  string
	Short string // a one-letter flag alias, or ""
	Value string // the default, as text; "" for none
	// Usage is the flag's help; a `WORD` in it names the value, and a
	// "`WORD`: " that leads it only names it.
	Usage string
	Group string // the heading it is listed under in the help
	// Default is the default as the help says it, when it is not Value
	// as such ("the input's, else mp"; "auto, detected").
	Default string
	Kind    Kind
	Table   bool // may be set in a TOML table (batch); the run's own flags may not
	Output  bool // shapes the output files: part of the run's stamp
	Path    bool // names a file or folder, resolved against where it is written
	Words   []string
	Command string // "": every command that scores; "score": score and batch sessions only
	apply   func(c *Score, v Value) error
}

// Kind is what a setting takes.
type Kind uint8

// The kinds of settings.
const (
	Text     Kind = iota // one text
	List                 // texts, repeated
	Bool                 // true or false
	Duration             // a duration such as 30s
)

// Value is a setting's value as its source gave it, with where: a flag
// (At.File empty; Flag true) or a TOML key.
type Value struct {
	Name string
	Text []string
	At   bridge.Pos
	Flag bool
}

// one is the value's single text.
func (v Value) one() string {
	if len(v.Text) == 0 {
		return ""
	}
	return v.Text[len(v.Text)-1]
}

// label is how a message names the setting: --name for a flag, name for a
// TOML key (whose position leads the message).
func (v Value) label() string {
	if v.Flag {
		return "--" + v.Name
	}
	return v.Name
}

// Layer is the values one source sets, by setting name.
type Layer map[string]Value

// Merge lays layers over each other: later ones win, key by key.
func Merge(layers ...Layer) Layer {
	out := Layer{}
	for _, l := range layers {
		maps.Copy(out, l)
	}
	return out
}

// Score is the typed configuration of scoring one session and publishing
// it.
type Score struct {
	// Files are the session's input files; Names and Adjust the names and
	// decisions files (read in their roles); Encoding is the inputs'
	// encoding ("auto": detected).
	Files, Names, Adjust []string
	Encoding             string
	// Event is how the event is scored; VPDigest the SHA-256 of a VP scale
	// file's bytes ("" for a named scale).
	Event    event.Options
	VPDigest string
	// Extras are what is worked out beside the scratch results
	// (--awards, --handicap, --strata; see compute/extras), Scale the
	// --awards scale as its file defines it (nil for none), Register the
	// club's register (--register; nil for none).
	Extras   extras.Options
	Scale    *scales.Definition
	Register *players.Register
	// Output: the formats (in the order given), the title and date
	// instead of the input's, the language, the charset of the site and
	// the text report (UTF-8 when nil).
	Formats     []string
	Title, Date string
	Lang        string
	Charset     *charset.Encoding
	// USEBIOStyle names the layout of results.xml (--usebio-style), one
	// of choice.USEBIOStyles.
	USEBIOStyle string
	// DD is where the double-dummy tables come from (solve, file, off),
	// DDCache the folder of solved tables ("" for none).
	DD      string
	DDCache string
	// The run: the output folder, how long to wait for its lock, whether
	// to publish though nothing changed, whether to replace a folder that
	// is not ours (keeping it), what to print.
	Out  string
	Wait time.Duration
	// Archive is the address of the archive's index that a batch
	// publishes the session into, relative to the session's folder
	// ("../../index.html"), for a link back from its index page; "" for a
	// session scored alone.
	Archive string
	// Season is the page of the players of the archive's season that a
	// batch publishes the session into, relative to the session's folder
	// ("../series/players/index.html"), linked from its index and names
	// page; "" for none.
	Season string
	// Untitled is the title of the pages of an event whose input names
	// none, when no --title is given: "" for the first input file's name
	// ("club" for club.bws); a batch gives the session's folder.
	Untitled       string
	Force, Replace bool
	Verbose, Quiet bool
	// Strict makes the warnings of tables not scored and of inputs read
	// past (bridge.ErrNotScored, bridge.ErrReadPast) stop the run as
	// input errors (--strict).
	Strict bool
	// Stamp is the text of every setting that shapes the output, one a
	// line in name order, for the run's stamp.
	Stamp string
	// convention is the --convention, applied once every setting is
	// read, so that its presets win over the defaults and a flag given
	// wins over its presets.
	convention *pairs.Convention
	// digests are the SHA-256 of the files settings name (an --awards
	// scale, the register), for the stamp; handicapSign, handicapMissing
	// and strataBasis are read into Extras once every setting is.
	digests         map[string]string
	handicapSign    handicap.Sign
	handicapMissing *exact.Q
	strataBasis     strata.Basis
}

// Error is a bad setting: usage, exit code 2. Its message names the flag,
// or leads with the TOML key's position.
type Error struct {
	At  bridge.Pos
	Err error
}

func (e *Error) Error() string {
	if p := e.At.String(); p != "" {
		return p + ": " + e.Err.Error()
	}
	return e.Err.Error()
}

func (e *Error) Unwrap() error { return e.Err }

// settingError is a bad value of v.
func settingError(v Value, format string, args ...any) error {
	return &Error{At: v.At, Err: fmt.Errorf(format, args...)}
}

// Lookup is the setting of a name.
func Lookup(name string) (*Setting, bool) {
	i := slices.IndexFunc(Settings, func(s Setting) bool { return s.Name == name })
	if i < 0 {
		return nil, false
	}
	return &Settings[i], true
}

// Resolve reads the merged values into a Score: every setting's default,
// then the value its layer gives. Input errors (a VP scale file that cannot
// be read or holds a bad table) are *bridge.Error; bad values are *Error.
func Resolve(l Layer) (Score, error) {
	var c Score
	var stamp []string
	for i := range Settings {
		s := &Settings[i]
		v, given := l[s.Name]
		if !given {
			v = Value{Name: s.Name, Flag: true}
			if s.Value != "" {
				v.Text = []string{s.Value}
			}
		}
		if s.apply != nil {
			if err := s.apply(&c, v); err != nil {
				return Score{}, err
			}
		}
		if s.Output {
			stamp = append(stamp, s.Name+"="+c.stampText(s, v))
		}
	}
	if conv := c.convention; conv != nil {
		c.convention = nil
		conv.Apply(&c.Event.Pairs)
		for _, name := range conv.Flags {
			s, ok := Lookup(name)
			if v, given := l[name]; ok && given && s.apply != nil {
				if err := s.apply(&c, v); err != nil {
					return Score{}, err
				}
			}
		}
	}
	if err := c.resolveAwards(l); err != nil {
		return Score{}, err
	}
	_, c.Event.MethodGiven = l["scoring"]
	_, c.Event.FieldGiven = l["field"]
	slices.Sort(stamp)
	c.Stamp = strings.Join(stamp, "\n") + "\n"
	return c, nil
}

// ErrNoFiles: a score run without input files.
var ErrNoFiles = errors.New("no input files (want the session's hand records and results: " + formats.Inputs + ")")
