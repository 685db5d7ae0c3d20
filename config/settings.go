package config

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/individual"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/compute/vp"
	"github.com/protokol-bridge/protokol/formats/vpscale"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/output/choice"
	"github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/scales"
)

// The double-dummy modes.
const (
	DDSolve = "solve" // the hand record's own tables, and solve the others
	DDFile  = "file"  // only the tables the hand record carries
	DDOff   = "off"   // no tables
)

// bare is the error of v as its parser gives it: as is for a flag, after
// the key for a TOML value.
func bare(v Value, err error) error {
	if v.Flag {
		return &Error{Err: err}
	}
	return &Error{At: v.At, Err: fmt.Errorf("%s: %w", v.Name, err)}
}

// named is the error of v with the flag or key in front: "--butler-trim: ...".
func named(v Value, err error) error {
	return settingError(v, "%s: %v", v.label(), err)
}

// Settings are the settings of a score run, in the order of score's help,
// each group's settings together.
var Settings = []Setting{
	{Name: "names", Kind: List, Table: true, Path: true, Group: "Input", Usage: "players' names `FILE` (CSV: pair, player1, player2, optional section, direction); repeatable",
		apply: func(c *Score, v Value) error { c.Names = v.Text; return nil }},
	{Name: "adjust", Kind: List, Table: true, Path: true, Group: "Input", Usage: "director's decisions `FILE` (CSV: board, table, decision, optional reason, law, director); repeatable",
		apply: func(c *Score, v Value) error { c.Adjust = v.Text; return nil }},
	{Name: "encoding", Value: "auto", Table: true, Group: "Input", Default: "auto, detected", Usage: "`ENCODING`: auto, or a name such as windows-1251",
		apply: func(c *Score, v Value) error { c.Encoding = v.one(); return nil }},
	{Name: "scoring", Value: "mp", Table: true, Output: true, Group: "Pairs", Default: "the input's, else mp", Usage: "`METHOD` of pairs: mp (matchpoints 2/1/0), acbl (1/½/0), butler or cross-imps",
		apply: func(c *Score, v Value) error {
			p := &c.Event.Pairs
			switch v.one() {
			case "mp":
				p.Scale = mp.International
			case "acbl":
				p.Scale = mp.ACBL
			case "butler":
				p.Method = pairs.Butler
			case "cross-imps", "cross_imps", "ximps":
				p.Method = pairs.CrossIMPs
			default:
				return settingError(v, "%s %q: unknown method (want mp, acbl, butler or cross-imps)", v.label(), v.one())
			}
			return nil
		}},
	{Name: "convention", Table: true, Output: true, Group: "Pairs", Usage: "`NAME`: reproduce the figures of " + pairs.ConventionNames(),
		apply: func(c *Score, v Value) error {
			if v.one() == "" || v.one() == "none" {
				return nil
			}
			conv, err := pairs.LookupConvention(v.one())
			if err != nil {
				return named(v, err)
			}
			c.convention = &conv // applied by Resolve, after the other settings
			return nil
		}},
	{Name: "movement", Value: "auto", Table: true, Output: true, Group: "Pairs", Usage: "`KIND`: auto, mitchell (NS and EW ranked apart) or howell (one ranking)",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Movement, err = pairs.ParseMovement(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "field", Value: "sections", Table: true, Output: true, Group: "Pairs", Default: "the input's, else sections", Usage: "`FIELD`: sections (each scored apart) or across (all as one field)",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Field, err = pairs.ParseField(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "tie-break", Value: "share", Table: true, Output: true, Group: "Pairs", Usage: "`RULE`: share or ebu (an individual's tied players by opponents' over partners' scores)",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.TieBreak, err = individual.ParseTieBreak(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "min-boards", Value: "half", Table: true, Output: true, Group: "Pairs", Usage: "`N`: the fewest boards a pair plays to be ranked, half (of its schedule), a number or off",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.MinBoards, err = pairs.ParseMinBoards(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "factoring", Value: "neuberg", Table: true, Output: true, Group: "Pairs", Usage: "`HOW`: neuberg, proportional or none, for boards with missing results",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Factoring, err = mp.ParseFactoring(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "neuberg-target", Value: "scheduled", Table: true, Output: true, Group: "Pairs", Usage: "`TARGET`: scheduled, max_in_field or fixed:N, what boards are factored to",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Target, err = pairs.ParseTarget(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "fouled-small-groups", Value: "neuberg", Table: true, Output: true, Group: "Pairs", Usage: "`HOW`: neuberg or acbl, for fouled groups of one to three results",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.SmallGroups, err = pairs.ParseSmallGroups(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "ave", Value: "60/50/40", Table: true, Output: true, Group: "Pairs", Usage: "`A+/A/A-`: the percentages of average-plus, average and average-minus",
		apply: func(c *Score, v Value) (err error) {
			c.Event.Pairs.Ave, err = three(v, false)
			c.Event.Pairs.AveSet = true
			return err
		}},
	{Name: "ave-imps", Value: "3/0/-3", Table: true, Output: true, Group: "Pairs", Usage: "`A+/A/A-`: the same in IMPs, in IMP events",
		apply: func(c *Score, v Value) (err error) {
			c.Event.Pairs.AveIMPs, err = three(v, true)
			c.Event.Pairs.AveIMPsSet = true
			return err
		}},
	{Name: "session-rule", Value: "2017", Table: true, Output: true, Group: "Pairs", Usage: "`RULE`: 2017, 1997 or off, for artificial scores by the pair's session",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.SessionRule, err = pairs.ParseSessionRule(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "split-method", Value: "per_direction", Table: true, Output: true, Group: "Pairs", Usage: "`HOW`: per_direction or half_weight, for matchpointed split scores",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Split, err = mp.ParseSplit(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "laws", Value: "2017", Table: true, Output: true, Group: "Pairs", Usage: "`EDITION`: 2017, 1987 or pre1987, of the Laws' scoring table",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Edition, err = score.ParseEdition(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "rank-on", Value: "exact", Table: true, Output: true, Group: "Pairs", Usage: "`WHAT`: exact or displayed (2 decimals) percentages, for ties",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.RankOn, err = rank.ParseBasis(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "butler-trim", Value: "auto", Table: true, Output: true, Group: "Butler and cross-IMPs", Usage: "`TRIM`: auto, none, fixed:K or percent:P, the results left out of the datum at each end",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Butler.Trim, err = imp.ParseTrim(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "butler-round", Value: "half_up", Table: true, Output: true, Group: "Butler and cross-IMPs", Usage: "`HOW`: half_up, half_even or half_away_from_zero, the datum's rounding to 10",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Butler.Round, err = imp.ParseRounding(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "butler-datum-adjusted", Value: "include_expected", Table: true, Output: true, Group: "Butler and cross-IMPs", Usage: "`HOW`: include_expected or exclude, assigned scores in the datum",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Butler.AdjustedInDatum, err = imp.ParseAdjustedInDatum(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "ximp-normalisation", Value: "per_comparison", Table: true, Output: true, Group: "Butler and cross-IMPs", Usage: "`HOW`: per_comparison, total, per_table or factored",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Normalisation, err = imp.ParseNormalisation(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "imp-total-factoring", Kind: Bool, Table: true, Output: true, Group: "Butler and cross-IMPs", Usage: "scale the totals of pairs that played fewer boards to all boards",
		apply: func(c *Score, v Value) (err error) {
			c.Event.Pairs.IMPTotalFactoring, err = boolValue(v)
			return err
		}},
	{Name: "teams", Kind: Bool, Table: true, Output: true, Group: "Teams", Usage: "score two tables read without rooms as one team match",
		apply: func(c *Score, v Value) (err error) { c.Event.Teams, err = boolValue(v); return err }},
	{Name: "home", Table: true, Output: true, Group: "Teams", Default: "the input's", Usage: "`NAME` of the home team (NS in the open room)",
		apply: func(c *Score, v Value) error { c.Event.Home = strings.TrimSpace(v.one()); return nil }},
	{Name: "away", Table: true, Output: true, Group: "Teams", Default: "the input's", Usage: "`NAME` of the away team (EW in the open room)",
		apply: func(c *Score, v Value) error { c.Event.Away = strings.TrimSpace(v.one()); return nil }},
	{Name: "carry-over", Kind: List, Table: true, Output: true, Group: "Teams", Usage: "`R:HOME:AWAY=IMPS`: IMPs carried over to a match's home team (2:Lions:Tigers=4.5); repeatable",
		apply: carryOver},
	{Name: "vp-scale", Value: "wbf2013", Table: true, Output: true, Path: true, Words: []string{"wbf2013", "wbf2013:formula", "wbf2013:round_margin", "wbf2013_continuous"}, Group: "Teams", Usage: "`SCALE`: wbf2013, wbf2013:formula, or a CSV file of a discrete scale",
		apply: vpScale},
	{Name: "awards", Table: true, Output: true, Path: true, Words: append(scales.Presets(), "none", "off"), Group: "Awards",
		Usage: "`SCALE` of masterpoints: " + strings.Join(scales.Presets(), ", ") + ", or a scale FILE (TOML; docs/awards.md)",
		apply: awardScale},
	{Name: "strength", Table: true, Output: true, Group: "Awards", Usage: "`N`: the field's strength, for a scale whose awards read it (the ФСБР's RC)",
		apply: func(c *Score, v Value) error {
			if v.one() == "" {
				return nil
			}
			q, ok := exact.Parse(strings.TrimSpace(v.one()))
			if !ok {
				return settingError(v, "%s %q: want a number such as 5", v.label(), v.one())
			}
			c.Extras.Strength, c.Extras.HasStrength = q, true
			return nil
		}},
	{Name: "register", Table: true, Output: true, Path: true, Group: "Awards", Default: "none; batch: the folder's register.csv",
		Usage: "the club's register `FILE` (CSV: id, name, masterpoints, handicap, ...): players' handicaps, holdings and member numbers",
		apply: register},
	{Name: "handicap", Table: true, Output: true, Group: "Awards", Default: "none",
		Usage: "`METHOD`: average (EBUScore's 50 %) or sum (100 %) of the players' handicaps, for a handicapped ranking beside the scratch one",
		apply: func(c *Score, v Value) error {
			switch v.one() {
			case "", "none", "off":
				return nil
			}
			m, err := handicap.ParseMethod(v.one())
			if err != nil {
				return settingError(v, "%s %q: unknown method (want average or sum)", v.label(), v.one())
			}
			c.handicap().Method = m
			return nil
		}},
	{Name: "handicap-sign", Value: "added", Table: true, Output: true, Group: "Awards",
		Usage: "`SIGN`: added (the register's handicaps negative for the strong: EBUScore, Bridgewebs) or subtracted (positive for the strong: ScoreBridge)",
		apply: func(c *Score, v Value) error {
			switch v.one() {
			case "added", "":
				c.handicapSign = handicap.Added
			case "subtracted":
				c.handicapSign = handicap.Subtracted
			default:
				return settingError(v, "%s %q: want added or subtracted", v.label(), v.one())
			}
			return nil
		}},
	{Name: "handicap-default", Table: true, Output: true, Group: "Awards", Default: "none: such a pair is left out of the handicapped ranking",
		Usage: "`PCT`: the handicap of a player the register has none for",
		apply: func(c *Score, v Value) error {
			if v.one() == "" {
				return nil
			}
			q, ok := exact.Parse(strings.TrimPrefix(strings.TrimSpace(v.one()), "+"))
			if !ok {
				return settingError(v, "%s %q: want a percentage such as -5", v.label(), v.one())
			}
			c.handicapMissing = &q
			return nil
		}},
	{Name: "strata", Table: true, Output: true, Group: "Awards", Default: "none",
		Usage: "`STRATA`: masterpoint limits of the strata above the lowest (300,1200: C below 300, B, A from 1200), or halves or thirds of the field",
		apply: strataSetting},
	{Name: "strata-by", Value: "higher", Table: true, Output: true, Group: "Awards",
		Usage: "`BASIS`: higher, average or total, of a pair's players' masterpoints, for --strata",
		apply: func(c *Score, v Value) (err error) {
			if c.strataBasis, err = strata.ParseBasis(v.one()); err != nil {
				return settingError(v, "%s %q: want higher, average or total", v.label(), v.one())
			}
			return nil
		}},
	{Name: "out", Short: "o", Value: "results", Command: "score", Group: "Output", Usage: "output folder `DIR`",
		apply: func(c *Score, v Value) error {
			if c.Out = v.one(); c.Out == "" {
				return settingError(v, "%s: empty folder name", v.label())
			}
			if err := publish.CheckDir(c.Out); err != nil {
				return settingError(v, "%s %w", v.label(), err)
			}
			return nil
		}},
	{Name: "format", Short: "f", Value: choice.DefaultFormats, Table: true, Output: true, Command: "score", Group: "Output", Usage: "output `FORMATS`, comma-separated: " + strings.Join(choice.Formats, ", "),
		apply: func(c *Score, v Value) (err error) { c.Formats, err = formatList(v); return err }},
	{Name: "title", Table: true, Output: true, Command: "score", Group: "Output", Default: "the input's, else the file name", Usage: "`TITLE` of the event",
		apply: func(c *Score, v Value) error { c.Title = v.one(); return nil }},
	{Name: "date", Table: true, Output: true, Command: "score", Group: "Output", Default: "the input's", Usage: "`DATE` of the event",
		apply: func(c *Score, v Value) error { c.Date = v.one(); return nil }},
	{Name: "lang", Value: "en", Table: true, Output: true, Command: "score", Group: "Output", Usage: "`LANG`: en or ru, of the reports",
		apply: func(c *Score, v Value) error {
			c.Lang = v.one()
			if err := choice.Language(c.Lang); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "charset", Value: "utf-8", Table: true, Output: true, Command: "score", Group: "Output", Usage: "`CHARSET`: utf-8, windows-1251 or koi8-r, of the site and results.txt",
		apply: func(c *Score, v Value) (err error) { c.Charset, err = siteCharset(v); return err }},
	{Name: "usebio-style", Value: "auto", Table: true, Output: true, Command: "score", Group: "Output", Usage: "`STYLE`: compscore, ebu or auto (compscore for pairs, ebu for teams), of results.xml",
		apply: func(c *Score, v Value) (err error) {
			if c.USEBIOStyle = v.one(); !slices.Contains(choice.USEBIOStyles, c.USEBIOStyle) {
				return settingError(v, "%s %s: unknown style (want %s)", v.label(), bridge.Quote(v.one()), strings.Join(choice.USEBIOStyles, ", "))
			}
			return nil
		}},
	{Name: "dd", Value: DDSolve, Table: true, Output: true, Command: "score", Group: "Output", Usage: "`MODE`: solve, file (the inputs' tables only) or off, of the double-dummy tables",
		apply: func(c *Score, v Value) error {
			switch c.DD = v.one(); c.DD {
			case DDSolve, DDFile, DDOff:
				return nil
			}
			return settingError(v, "%s %q: want solve, file or off", v.label(), c.DD)
		}},
	{Name: "dd-cache", Value: "auto", Table: true, Path: true, Words: []string{"auto", "off"}, Command: "score", Group: "Output", Default: "auto, the user's cache folder", Usage: "`DIR` keeping solved tables, or off",
		apply: func(c *Score, v Value) (err error) { c.DDCache, err = CacheDir(v); return err }}, {Name: "strict", Kind: Bool, Table: true, Group: "Run", Usage: "exit 3, publishing nothing, when a table is not scored or a part of an input is read past",
		apply: func(c *Score, v Value) (err error) { c.Strict, err = boolValue(v); return err }},
	{Name: "wait", Kind: Duration, Table: true, Command: "score", Group: "Run", Usage: "wait up to `DURATION` (30s) for another run publishing to --out, instead of exiting 4",
		apply: func(c *Score, v Value) error {
			if v.one() == "" {
				return nil
			}
			d, err := time.ParseDuration(v.one())
			if err != nil {
				return settingError(v, "%s %q: want a duration such as 30s", v.label(), v.one())
			}
			if d < 0 {
				return settingError(v, "%s %s: want a duration of 0 or more, such as 30s", v.label(), d)
			}
			c.Wait = d
			return nil
		}},
	{Name: "force", Kind: Bool, Table: true, Command: "score", Group: "Run", Usage: "publish the files anew even when unchanged",
		apply: func(c *Score, v Value) (err error) { c.Force, err = boolValue(v); return err }},
	{Name: "replace-folder", Kind: Bool, Command: "score", Group: "Run", Usage: "replace an --out folder that protokol did not write, keeping it as DIR.before-protokol",
		apply: func(c *Score, v Value) (err error) { c.Replace, err = boolValue(v); return err }},
	{Name: "verbose", Short: "v", Kind: Bool, Group: "Run", Usage: "say how each file was read and where --out links to, list every warning, show an error's source line",
		apply: func(c *Score, v Value) (err error) { c.Verbose, err = boolValue(v); return err }},
	{Name: "quiet", Short: "q", Kind: Bool, Group: "Run", Usage: "print only errors",
		apply: func(c *Score, v Value) (err error) { c.Quiet, err = boolValue(v); return err }},
}

func boolValue(v Value) (bool, error) {
	switch strings.ToLower(v.one()) {
	case "", "false":
		return false, nil
	case "true":
		return true, nil
	}
	return false, settingError(v, "%s %q: want true or false", v.label(), v.one())
}

// three reads A/B/C (average-plus, average, average-minus): percentages
// from 0 to 100, or signed IMPs.
func three(v Value, signed bool) ([3]exact.Q, error) {
	var out [3]exact.Q
	parts := strings.Split(v.one(), "/")
	if len(parts) != 3 {
		return out, settingError(v, "%s %q: want three values such as 60/50/40", v.label(), v.one())
	}
	for i, p := range parts {
		q, ok := exact.Parse(p)
		if !ok || !signed && (q.Sign() < 0 || q.Cmp(exact.Int(100)) > 0) {
			what := "percentage from 0 to 100"
			if signed {
				what = "number of IMPs"
			}
			return out, settingError(v, "%s %q: %q is not a %s", v.label(), v.one(), p, what)
		}
		out[i] = q
	}
	return out, nil
}

// carryOver reads ROUND:HOME:AWAY=IMPS values.
func carryOver(c *Score, v Value) error {
	if len(v.Text) == 0 {
		return nil
	}
	c.Event.CarryOver = map[teams.MatchKey]exact.Q{}
	for _, t := range v.Text {
		i := strings.LastIndex(t, "=")
		parts := strings.SplitN(t[:max(i, 0)], ":", 3)
		bad := settingError(v, "%s %q: want ROUND:HOME:AWAY=IMPS, such as 2:Lions:Tigers=4.5", v.label(), t)
		if i < 0 || len(parts) != 3 {
			return bad
		}
		round, err := strconv.Atoi(parts[0])
		imps, ok := exact.Parse(t[i+1:])
		if err != nil || round < 1 || !ok || parts[1] == "" || parts[2] == "" {
			return bad
		}
		c.Event.CarryOver[teams.MatchKey{Round: round, Home: parts[1], Away: parts[2]}] = imps
	}
	return nil
}

// vpScale reads --vp-scale: a named continuous scale, or a file holding a
// discrete one (whose problems are input errors with positions). The file
// is read once: its scale and its digest come from the same bytes.
func vpScale(c *Score, v Value) error {
	name := v.one()
	if sc, err := vp.ParseScale(name); err == nil {
		c.Event.VP, c.Event.VPName = sc, name
		return nil
	}
	if !strings.Contains(name, ".") && !strings.ContainsAny(name, `/\`) {
		return settingError(v, "%s %q: want wbf2013, wbf2013:formula or a CSV file of a discrete scale", v.label(), name)
	}
	data, err := input.Read(name)
	if err != nil {
		return err
	}
	d, err := vpscale.Parse(name, data)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(data)
	c.Event.VP, c.Event.VPName, c.VPDigest = d, "discrete:"+filepath.Base(name), hex.EncodeToString(sum[:])
	return nil
}

func formatList(v Value) ([]string, error) {
	var out []string
	for _, f := range strings.Split(v.one(), ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		if f == "" {
			continue
		}
		if !slices.Contains(choice.Formats, f) {
			return nil, settingError(v, "%s %q: unknown format (want some of %s)", v.label(), f, strings.Join(choice.Formats, ", "))
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, settingError(v, "%s: no format given (want some of %s)", v.label(), strings.Join(choice.Formats, ", "))
	}
	return out, nil
}

// siteCharset reads the charset of the site and the text report.
func siteCharset(v Value) (*charset.Encoding, error) {
	e, err := charset.Lookup(v.one())
	if err != nil {
		return nil, named(v, err)
	}
	switch e {
	case charset.UTF8, charset.Windows1251, charset.KOI8R:
		return e, nil
	}
	return nil, settingError(v, "%s %q: want utf-8, windows-1251 or koi8-r", v.label(), v.one())
}

// CacheDir resolves a double-dummy cache setting: auto is the user's cache
// folder (none when the system has none or it cannot be made, such as for a
// cron job without HOME); a folder named that cannot be made is a bad
// setting.
func CacheDir(v Value) (string, error) {
	switch v.one() {
	case "off", "":
		return "", nil
	case "auto":
		base, err := os.UserCacheDir()
		if err != nil {
			return "", nil
		}
		dir := filepath.Join(base, "protokol", "dd")
		if os.MkdirAll(dir, 0o755) != nil {
			return "", nil
		}
		return dir, nil
	}
	if err := os.MkdirAll(v.one(), 0o755); err != nil {
		return "", settingError(v, "%s %q: %v (want a folder, or off)", v.label(), v.one(), err)
	}
	return v.one(), nil
}

// VPScale reads a VP scale setting as --vp-scale takes it (a scale's name
// or a discrete scale's file), for protokol vp: the scale and its name.
func VPScale(v Value) (vp.Scale, string, error) {
	var c Score
	if err := vpScale(&c, v); err != nil {
		return nil, "", err
	}
	return c.Event.VP, c.Event.VPName, nil
}
