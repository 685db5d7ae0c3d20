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
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/compute/vp"
	"github.com/protokol-bridge/protokol/formats/vpscale"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/output/choice"
	"github.com/protokol-bridge/protokol/publish"
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

// Settings are the settings of a score run, in the order of score's help.
var Settings = []Setting{
	{Name: "names", Kind: List, Table: true, Path: true, Usage: "names `FILE` (CSV: pair, player1, player2, optional section and direction); may be repeated",
		apply: func(c *Score, v Value) error { c.Names = v.Text; return nil }},
	{Name: "scoring", Value: "mp", Table: true, Output: true, Usage: "`METHOD` of a pairs event: mp (matchpoints 2/1/0), acbl (1/½/0), butler (IMPs against a datum) or cross-imps; a team event (rooms in the input) is scored in IMPs and VPs",
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
	{Name: "convention", Table: true, Output: true, Usage: "pairs: reproduce another program's published figures (its totals, its Butler rounding): `NAME` " + pairs.ConventionNames() + " (see the README's table)",
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
	{Name: "butler-trim", Value: "auto", Table: true, Output: true, Usage: "Butler: results left out of the datum at each end: auto, none, fixed:K or percent:P",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Butler.Trim, err = imp.ParseTrim(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "butler-round", Value: "half_up", Table: true, Output: true, Usage: "Butler: rounding of the datum to 10: half_up, half_even or half_away_from_zero",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Butler.Round, err = imp.ParseRounding(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "butler-datum-adjusted", Value: "include_expected", Table: true, Output: true, Usage: "Butler: assigned scores in the datum: include_expected or exclude",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Butler.AdjustedInDatum, err = imp.ParseAdjustedInDatum(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "ximp-normalisation", Value: "per_comparison", Table: true, Output: true, Usage: "cross-IMPs: per_comparison, total, per_table or factored",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Normalisation, err = imp.ParseNormalisation(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "imp-total-factoring", Kind: Bool, Table: true, Output: true, Usage: "IMP pairs: scale totals to the full set of boards for pairs that played fewer",
		apply: func(c *Score, v Value) (err error) {
			c.Event.Pairs.IMPTotalFactoring, err = boolValue(v)
			return err
		}},
	{Name: "adjust", Kind: List, Table: true, Path: true, Usage: "decisions `FILE` of the director (CSV: board, ns, ew or round, room, home, away; decision; optional reason, law, director); may be repeated",
		apply: func(c *Score, v Value) error { c.Adjust = v.Text; return nil }},
	{Name: "ave", Value: "60/50/40", Table: true, Output: true, Usage: "matchpoint events: the percentages of average-plus, average and average-minus",
		apply: func(c *Score, v Value) (err error) {
			c.Event.Pairs.Ave, err = three(v, false)
			c.Event.Pairs.AveSet = true
			return err
		}},
	{Name: "ave-imps", Value: "3/0/-3", Table: true, Output: true, Usage: "IMP events: the IMPs of average-plus, average and average-minus",
		apply: func(c *Score, v Value) (err error) {
			c.Event.Pairs.AveIMPs, err = three(v, true)
			c.Event.Pairs.AveIMPsSet = true
			return err
		}},
	{Name: "session-rule", Value: "2017", Table: true, Output: true, Usage: "artificial scores follow the pair's own session: 2017 (A+ at least, A- at most its percentage), 1997 (A+ only) or off",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.SessionRule, err = pairs.ParseSessionRule(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "split-method", Value: "per_direction", Table: true, Output: true, Usage: "matchpointed split scores: per_direction (each side against the other tables' scores for that side) or half_weight (De Wael: one field of half of each side)",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Split, err = mp.ParseSplit(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "fouled-small-groups", Value: "neuberg", Table: true, Output: true, Usage: "fouled boards: groups of one to three results factored with neuberg, or given the acbl fixed percentages",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.SmallGroups, err = pairs.ParseSmallGroups(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "carry-over", Kind: List, Table: true, Output: true, Usage: "teams: a match's carry-over in IMPs to the home team, as `ROUND:HOME:AWAY=IMPS` (e.g. 2:Lions:Tigers=4.5; negative for the away team); may be repeated",
		apply: carryOver},
	{Name: "teams", Kind: Bool, Table: true, Output: true, Usage: "score a session read without rooms as one team match: its two tables, the same throughout, are the open and closed rooms (the lower [Table] of the first board open, else the first read)",
		apply: func(c *Score, v Value) (err error) { c.Event.Teams, err = boolValue(v); return err }},
	{Name: "home", Table: true, Output: true, Usage: "teams: `NAME` of the home team of a match (NS in the open room), over the input's; for files that do not name the teams",
		apply: func(c *Score, v Value) error { c.Event.Home = strings.TrimSpace(v.one()); return nil }},
	{Name: "away", Table: true, Output: true, Usage: "teams: `NAME` of the away team of a match (EW in the open room), over the input's",
		apply: func(c *Score, v Value) error { c.Event.Away = strings.TrimSpace(v.one()); return nil }},
	{Name: "vp-scale", Value: "wbf2013", Table: true, Output: true, Path: true, Words: []string{"wbf2013", "wbf2013:formula", "wbf2013:round_margin", "wbf2013_continuous"}, Usage: "teams: the VP scale: wbf2013 (continuous, 2 decimals), wbf2013:formula, or a `FILE` (CSV boards,min_margin,winner,loser) of a discrete scale",
		apply: vpScale},
	{Name: "encoding", Value: "auto", Table: true, Usage: "`NAME` of the input files' encoding, or auto to detect it",
		apply: func(c *Score, v Value) error { c.Encoding = v.one(); return nil }},
	{Name: "factoring", Value: "neuberg", Table: true, Output: true, Usage: "boards with missing results: neuberg, proportional or none",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Factoring, err = mp.ParseFactoring(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "neuberg-target", Value: "scheduled", Table: true, Output: true, Usage: "what boards are factored to: scheduled, max_in_field or fixed:N",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Target, err = pairs.ParseTarget(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "movement", Value: "auto", Table: true, Output: true, Usage: "auto, mitchell (NS and EW ranked apart) or howell (one ranking)",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Movement, err = pairs.ParseMovement(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "field", Value: "sections", Table: true, Output: true, Usage: "pairs of several sections: matchpoint and rank each section apart (sections), or all sections as one field (across: one top and one ranking, per direction in a Mitchell); default: across when the input says its sections were scored so (a USEBIO file whose tops and places run across its sections), else sections",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Field, err = pairs.ParseField(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "min-boards", Value: "half", Table: true, Output: true, Usage: "pairs: the fewest boards a pair must play to be ranked: half (of the boards it was scheduled to play), a number `N`, or off; a pair with fewer is listed after the others, unranked",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.MinBoards, err = pairs.ParseMinBoards(v.one()); err != nil {
				return named(v, err)
			}
			return nil
		}},
	{Name: "laws", Value: "2017", Table: true, Output: true, Usage: "scoring table of the Laws: 2017, 1987 or pre1987",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.Edition, err = score.ParseEdition(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "rank-on", Value: "exact", Table: true, Output: true, Usage: "ties: exact percentages, or displayed (2 decimals)",
		apply: func(c *Score, v Value) (err error) {
			if c.Event.Pairs.RankOn, err = rank.ParseBasis(v.one()); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "strict", Kind: Bool, Table: true, Usage: "stop with exit code 3, publishing nothing, when a table is not scored or a part of an input was read past (each is a warning otherwise): for runs that prefer to stop",
		apply: func(c *Score, v Value) (err error) { c.Strict, err = boolValue(v); return err }},
	{Name: "verbose", Short: "v", Kind: Bool, Usage: "say how each file was read, and show the source line of an error",
		apply: func(c *Score, v Value) (err error) { c.Verbose, err = boolValue(v); return err }},
	{Name: "quiet", Short: "q", Kind: Bool, Usage: "print only errors",
		apply: func(c *Score, v Value) (err error) { c.Quiet, err = boolValue(v); return err }},
	{Name: "out", Short: "o", Value: "results", Command: "score", Usage: "output `DIR`",
		apply: func(c *Score, v Value) error {
			if c.Out = v.one(); c.Out == "" {
				return settingError(v, "%s: empty folder name", v.label())
			}
			if err := publish.CheckDir(c.Out); err != nil {
				return settingError(v, "%s %w", v.label(), err)
			}
			return nil
		}},
	{Name: "format", Short: "f", Value: choice.DefaultFormats, Table: true, Output: true, Command: "score", Usage: "comma-separated output `FORMATS`: " + strings.Join(choice.Formats, ", "),
		apply: func(c *Score, v Value) (err error) { c.Formats, err = formats(v); return err }},
	{Name: "title", Table: true, Output: true, Command: "score", Usage: "event title, instead of the one in the input",
		apply: func(c *Score, v Value) error { c.Title = v.one(); return nil }},
	{Name: "date", Table: true, Output: true, Command: "score", Usage: "event date, instead of the one in the input",
		apply: func(c *Score, v Value) error { c.Date = v.one(); return nil }},
	{Name: "lang", Value: "en", Table: true, Output: true, Command: "score", Usage: "language of the reports: en or ru",
		apply: func(c *Score, v Value) error {
			c.Lang = v.one()
			if err := choice.Language(c.Lang); err != nil {
				return bare(v, err)
			}
			return nil
		}},
	{Name: "charset", Value: "utf-8", Table: true, Output: true, Command: "score", Usage: "`CHARSET` of the site and the text report: utf-8, windows-1251 or koi8-r (JSON is always UTF-8; the PDF holds its fonts)",
		apply: func(c *Score, v Value) (err error) { c.Charset, err = siteCharset(v); return err }},
	{Name: "usebio-style", Value: "auto", Table: true, Output: true, Command: "score", Usage: "layout of results.xml, for the program that imports it: compscore (Compscore3's, which the ABF's MyABF reads), ebu (the EBU programs', which the UK club site reads) or auto (the widest: compscore for pairs, ebu for teams)",
		apply: func(c *Score, v Value) (err error) {
			if c.USEBIOStyle = v.one(); !slices.Contains(choice.USEBIOStyles, c.USEBIOStyle) {
				return settingError(v, "%s %s: unknown style (want %s)", v.label(), bridge.Quote(v.one()), strings.Join(choice.USEBIOStyles, ", "))
			}
			return nil
		}},
	{Name: "wait", Kind: Duration, Table: true, Command: "score", Usage: "when another run is publishing to the same --out, wait up to `DURATION` (such as 30s) for it, instead of exiting with code 4",
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
	{Name: "force", Kind: Bool, Table: true, Command: "score", Usage: "publish a new generation even when the files equal the published ones",
		apply: func(c *Score, v Value) (err error) { c.Force, err = boolValue(v); return err }},
	{Name: "replace-folder", Kind: Bool, Command: "score", Usage: "replace an output folder that protokol did not write (refused otherwise): it is kept beside it as DIR.before-protokol (then -2, -3, ...), never removed",
		apply: func(c *Score, v Value) (err error) { c.Replace, err = boolValue(v); return err }},
	{Name: "dd", Value: DDSolve, Table: true, Output: true, Command: "score", Usage: "double-dummy tables and par of the hand records: solve (use the hand record's own tables and solve the others), file (only the hand record's own) or off",
		apply: func(c *Score, v Value) error {
			switch c.DD = v.one(); c.DD {
			case DDSolve, DDFile, DDOff:
				return nil
			}
			return settingError(v, "%s %q: want solve, file or off", v.label(), c.DD)
		}},
	{Name: "dd-cache", Value: "auto", Table: true, Path: true, Words: []string{"auto", "off"}, Command: "score", Usage: "`DIR` keeping solved tables by deal, so that a deal is solved once: auto (the user's cache folder, protokol/dd) or off",
		apply: func(c *Score, v Value) (err error) { c.DDCache, err = CacheDir(v); return err }},
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

func formats(v Value) ([]string, error) {
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
