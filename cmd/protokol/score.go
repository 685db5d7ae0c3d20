package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/imp"
	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/compute/rank"
	"github.com/protokol-bridge/protokol/compute/score"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/compute/vp"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/cyrillic"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/formats/vpscale"
	"github.com/protokol-bridge/protokol/output"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
)

// inputConfig is what every command that reads a session needs.
type inputConfig struct {
	adjust   []string
	carry    map[teams.MatchKey]exact.Q
	vp       vpScale
	files    []string
	names    []string
	encoding string
	scoring  pairs.Options
	verbose  bool
	quiet    bool
}

// scoreConfig is the configuration of `protokol score`.
type scoreConfig struct {
	inputConfig
	out     string
	formats []string
	title   string
	date    string
	lang    string
	charset *cyrillic.Encoding // of the site and the text report; nil means utf-8
	wait    time.Duration      // how long to wait for another run's lock on out (--wait)
	force   bool               // publish even when nothing changed (--force)
	replace bool               // replace a folder that is not ours, keeping it (--replace-folder)
	dd      ddConfig
	// flags is the text of the flags that shape the output (see
	// flagsText), for the run's stamp; "" when not known.
	flags string
}

var allFormats = output.Formats

const defaultFormats = output.DefaultFormats

func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringSliceFlag{Name: "names", Usage: "names `FILE` (CSV: pair, player1, player2, optional section and direction); may be repeated"},
		&cli.StringFlag{Name: "scoring", Value: "mp", Usage: "`METHOD` of a pairs event: mp (matchpoints 2/1/0), acbl (1/½/0), butler (IMPs against a datum) or cross-imps; a team event (rooms in the input) is scored in IMPs and VPs"},
		&cli.StringFlag{Name: "butler-trim", Value: "auto", Usage: "Butler: results left out of the datum at each end: auto, none, fixed:K or percent:P"},
		&cli.StringFlag{Name: "butler-round", Value: "half_up", Usage: "Butler: rounding of the datum to 10: half_up, half_even or half_away_from_zero"},
		&cli.StringFlag{Name: "butler-datum-adjusted", Value: "include_expected", Usage: "Butler: assigned scores in the datum: include_expected or exclude"},
		&cli.StringFlag{Name: "ximp-normalisation", Value: "per_comparison", Usage: "cross-IMPs: per_comparison, total, per_table or factored"},
		&cli.BoolFlag{Name: "imp-total-factoring", Usage: "IMP pairs: scale totals to the full set of boards for pairs that played fewer"},
		&cli.StringSliceFlag{Name: "adjust", Usage: "decisions `FILE` of the director (CSV: board, ns, ew or round, room, home, away; decision; optional reason, law, director); may be repeated"},
		&cli.StringFlag{Name: "ave", Value: "60/50/40", Usage: "matchpoint events: the percentages of average-plus, average and average-minus"},
		&cli.StringFlag{Name: "ave-imps", Value: "3/0/-3", Usage: "IMP events: the IMPs of average-plus, average and average-minus"},
		&cli.StringFlag{Name: "session-rule", Value: "2017", Usage: "artificial scores follow the pair's own session: 2017 (A+ at least, A- at most its percentage), 1997 (A+ only) or off"},
		&cli.StringFlag{Name: "split-method", Value: "per_direction", Usage: "matchpointed split scores: per_direction (each side against the other tables' scores for that side) or half_weight (De Wael: one field of half of each side)"},
		&cli.StringFlag{Name: "fouled-small-groups", Value: "neuberg", Usage: "fouled boards: groups of one to three results factored with neuberg, or given the acbl fixed percentages"},
		&cli.StringSliceFlag{Name: "carry-over", Usage: "teams: a match's carry-over in IMPs to the home team, as `ROUND:HOME:AWAY=IMPS` (e.g. 2:Lions:Tigers=4.5; negative for the away team); may be repeated"},
		&cli.StringFlag{Name: "vp-scale", Value: "wbf2013", Usage: "teams: the VP scale: wbf2013 (continuous, 2 decimals), wbf2013:formula, or a `FILE` (CSV boards,min_margin,winner,loser) of a discrete scale"},
		&cli.StringFlag{Name: "encoding", Value: "auto", Usage: "`NAME` of the input files' encoding, or auto to detect it"},
		&cli.StringFlag{Name: "factoring", Value: "neuberg", Usage: "boards with missing results: neuberg, proportional or none"},
		&cli.StringFlag{Name: "neuberg-target", Value: "scheduled", Usage: "what boards are factored to: scheduled, max_in_field or fixed:N"},
		&cli.StringFlag{Name: "movement", Value: "auto", Usage: "auto, mitchell (NS and EW ranked apart) or howell (one ranking)"},
		&cli.StringFlag{Name: "laws", Value: "2017", Usage: "scoring table of the Laws: 2017, 1987 or pre1987"},
		&cli.StringFlag{Name: "rank-on", Value: "exact", Usage: "ties: exact percentages, or displayed (2 decimals)"},
		&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say how each file was read, and show the source line of an error"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
	}
}

func readInputConfig(cmd *cli.Command) (inputConfig, error) {
	c := inputConfig{
		files: cmd.Args().Slice(), names: cmd.StringSlice("names"), encoding: cmd.String("encoding"),
		verbose: cmd.Bool("verbose"), quiet: cmd.Bool("quiet"),
	}
	if len(c.files) == 0 {
		return c, usagef("no input files (want hand records and results: PBN and/or CSV)")
	}
	switch cmd.String("scoring") {
	case "mp":
		c.scoring.Scale = mp.International
	case "acbl":
		c.scoring.Scale = mp.ACBL
	case "butler":
		c.scoring.Method = pairs.Butler
	case "cross-imps", "cross_imps", "ximps":
		c.scoring.Method = pairs.CrossIMPs
	default:
		return c, usagef("--scoring %q: unknown method (want mp, acbl, butler or cross-imps)", cmd.String("scoring"))
	}
	var err error
	if c.scoring.Butler.Trim, err = imp.ParseTrim(cmd.String("butler-trim")); err != nil {
		return c, usagef("--butler-trim: %v", err)
	}
	if c.scoring.Butler.Round, err = imp.ParseRounding(cmd.String("butler-round")); err != nil {
		return c, usagef("--butler-round: %v", err)
	}
	if c.scoring.Butler.AdjustedInDatum, err = imp.ParseAdjustedInDatum(cmd.String("butler-datum-adjusted")); err != nil {
		return c, usagef("--butler-datum-adjusted: %v", err)
	}
	if c.scoring.Normalisation, err = imp.ParseNormalisation(cmd.String("ximp-normalisation")); err != nil {
		return c, usagef("--ximp-normalisation: %v", err)
	}
	c.scoring.IMPTotalFactoring = cmd.Bool("imp-total-factoring")
	if c.vp, err = readVPScale(cmd.String("vp-scale")); err != nil {
		return c, err
	}
	if c.carry, err = readCarryOver(cmd.StringSlice("carry-over")); err != nil {
		return c, err
	}
	c.adjust = cmd.StringSlice("adjust")
	if c.scoring.Ave, err = readThree(cmd.String("ave"), "--ave", false); err != nil {
		return c, err
	}
	if c.scoring.AveIMPs, err = readThree(cmd.String("ave-imps"), "--ave-imps", true); err != nil {
		return c, err
	}
	c.scoring.AveSet, c.scoring.AveIMPsSet = true, true
	if c.scoring.SessionRule, err = pairs.ParseSessionRule(cmd.String("session-rule")); err != nil {
		return c, usagef("--session-rule: %v", err)
	}
	if c.scoring.SmallGroups, err = pairs.ParseSmallGroups(cmd.String("fouled-small-groups")); err != nil {
		return c, usagef("--fouled-small-groups: %v", err)
	}
	if c.scoring.Split, err = mp.ParseSplit(cmd.String("split-method")); err != nil {
		return c, usagef("--split-method: %v", err)
	}
	if c.scoring.Factoring, err = mp.ParseFactoring(cmd.String("factoring")); err != nil {
		return c, usageError{err}
	}
	if c.scoring.Target, err = pairs.ParseTarget(cmd.String("neuberg-target")); err != nil {
		return c, usageError{err}
	}
	if c.scoring.Movement, err = pairs.ParseMovement(cmd.String("movement")); err != nil {
		return c, usageError{err}
	}
	if c.scoring.Edition, err = score.ParseEdition(cmd.String("laws")); err != nil {
		return c, usageError{err}
	}
	if c.scoring.RankOn, err = rank.ParseBasis(cmd.String("rank-on")); err != nil {
		return c, usageError{err}
	}
	return c, nil
}

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "score a session and write the results",
		ArgsUsage: "FILE...",
		Description: `Reads the hand records and results of one session and writes the results
into the --out folder. Inputs are PBN files (hand records, score tables, one
game per table result) and CSV files (travellers, Bridgemate ReceivedData,
RoundData and Section tables, names); their kind and encoding are found from
their content.

Nothing is written when an input is invalid (exit code 3): every problem is
printed as file:line:col: context: what (expected ...).

Examples:
   protokol score --names pairs.csv --out results session.pbn travellers.csv
   protokol score --scoring acbl --format json hands.pbn 260119M.ReceivedData.csv
   protokol score --title "Club pairs, Monday" --out /var/www/results/2026-11-30 *.pbn`,
		Flags: append(append(inputFlags(),
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Value: "results", Usage: "output `DIR`"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: defaultFormats, Usage: "comma-separated output `FORMATS`: " + strings.Join(allFormats, ", ")},
			&cli.StringFlag{Name: "title", Usage: "event title, instead of the one in the input"},
			&cli.StringFlag{Name: "date", Usage: "event date, instead of the one in the input"},
			&cli.StringFlag{Name: "lang", Value: "en", Usage: "language of the reports: en or ru"},
			charsetFlag(),
			&cli.DurationFlag{Name: "wait", Usage: "when another run is publishing to the same --out, wait up to `DURATION` (such as 30s) for it, instead of exiting with code 4"},
			&cli.BoolFlag{Name: "force", Usage: "publish a new generation even when the files equal the published ones"},
			&cli.BoolFlag{Name: "replace-folder", Usage: replaceFolderUsage},
		), ddFlags()...),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg, err := readScoreConfig(cmd)
			if err != nil {
				return err
			}
			return runScore(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

func readScoreConfig(cmd *cli.Command) (scoreConfig, error) {
	in, err := readInputConfig(cmd)
	if err != nil {
		return scoreConfig{}, err
	}
	cfg := scoreConfig{inputConfig: in, out: cmd.String("out"), title: cmd.String("title"), date: cmd.String("date"), lang: cmd.String("lang"),
		wait: cmd.Duration("wait"), force: cmd.Bool("force"), replace: cmd.Bool("replace-folder")}
	if cfg.wait < 0 {
		return cfg, usagef("--wait %s: want a duration of 0 or more, such as 30s", cfg.wait)
	}
	if cfg.formats, err = parseFormats(cmd.String("format")); err != nil {
		return cfg, err
	}
	if _, err := report.LabelsFor(cfg.lang); err != nil {
		return cfg, usageError{err}
	}
	if cfg.charset, err = readCharset(cmd); err != nil {
		return cfg, err
	}
	if cfg.dd, err = readDDConfig(cmd); err != nil {
		return cfg, err
	}
	cfg.flags = flagsText(cmd, cfg.vp.digest)
	if cfg.out == "" {
		return cfg, usagef("--out: empty folder name")
	}
	return cfg, nil
}

func parseFormats(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		if f == "" {
			continue
		}
		if !slices.Contains(allFormats, f) {
			return nil, usagef("--format %q: unknown format (want some of %s)", f, strings.Join(allFormats, ", "))
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, usagef("--format: no format given (want some of %s)", strings.Join(allFormats, ", "))
	}
	return out, nil
}

// scored is a scored event: a pairs event or a team event.
type scored struct {
	pairs *pairs.Result
	teams *teams.Result
	vp    string // the VP scale of a team event, by name
	// dd holds the boards' double-dummy tables and par (see analyses).
	dd map[int]dd.Analysis
	// inputs is the digest of the input files (see inputsDigest).
	inputs string
}

// analyse adds the double-dummy tables and par to res when a format shows
// them, and prints the warnings about them unless quiet. Only the boards
// the outputs show are analysed (and solved): the scored boards, not every
// deal of a hand record that holds more than the session played.
func analyse(cfg scoreConfig, loaded *session.Loaded, res *scored, stderr io.Writer) {
	if !output.ShowDD(cfg.formats) {
		return
	}
	shown := res.boardSet()
	var boards []bridge.Board
	for _, b := range loaded.Session.Boards {
		if shown[b.Number] {
			boards = append(boards, b)
		}
	}
	var warns []*bridge.Error
	res.dd, warns = analyses(boards, cfg.dd)
	printWarnings(stderr, cfg.quiet, warns)
}

// printWarnings prints warnings on stderr, one a line, unless quiet.
func printWarnings(stderr io.Writer, quiet bool, warns []*bridge.Error) {
	if quiet {
		return
	}
	for _, w := range warns {
		fmt.Fprintln(stderr, "warning: "+w.Error())
	}
}

// boardSet is the numbers of the scored boards: those the outputs show
// (the board pages, the deals of a team event).
func (r *scored) boardSet() map[int]bool {
	seen := map[int]bool{}
	if r.teams != nil {
		for _, m := range r.teams.Matches {
			for _, b := range m.Boards {
				seen[b.Board.Number] = true
			}
		}
		return seen
	}
	for _, b := range r.pairs.Boards {
		seen[b.Number] = true
	}
	return seen
}

// boards and contestants count what was scored, for check's summary.
func (r *scored) boards() int { return len(r.boardSet()) }

func (r *scored) summary() string {
	if r.teams != nil {
		return fmt.Sprintf("%d boards, %d matches, %d teams", r.boards(), len(r.teams.Matches), len(r.teams.Standings))
	}
	results, n := 0, 0
	for _, b := range r.pairs.Boards {
		results += len(b.Lines)
	}
	for _, rk := range r.pairs.Rankings {
		n += len(rk.Rows)
	}
	return fmt.Sprintf("%d boards, %d results, %d pairs", r.boards(), results, n)
}

// loadInputs reads the files named in the config and scores the session.
func loadAndScore(cfg inputConfig, stderr io.Writer) (*session.Loaded, *scored, error) {
	var inputs []session.Input
	for _, name := range cfg.files {
		data, err := readFile(name)
		if err != nil {
			return nil, nil, err
		}
		inputs = append(inputs, session.Input{Name: name, Data: data})
	}
	for _, name := range cfg.names {
		data, err := readFile(name)
		if err != nil {
			return nil, nil, err
		}
		inputs = append(inputs, session.Input{Name: name, Data: data, Role: session.Names})
	}
	for _, name := range cfg.adjust {
		data, err := readFile(name)
		if err != nil {
			return nil, nil, err
		}
		inputs = append(inputs, session.Input{Name: name, Data: data, Role: session.Decisions})
	}
	return scoreInputs(inputs, cfg, stderr)
}

func scoreInputs(inputs []session.Input, cfg inputConfig, stderr io.Writer) (*session.Loaded, *scored, error) {
	loaded, err := session.Load(inputs, session.Options{Encoding: cfg.encoding})
	if err != nil {
		return nil, nil, err
	}
	if cfg.verbose {
		for _, f := range loaded.Files {
			fmt.Fprintf(stderr, "%s: %s, %s (%s, confidence %.2f)\n", f.Name, f.Kind, f.Encoding, f.How, f.Confidence)
		}
	}
	res := &scored{inputs: inputsDigest(inputs)}
	warnings := loaded.Warnings
	if teams.HasTeams(loaded.Session) {
		if cfg.scoring.Method != pairs.Matchpoints || cfg.scoring.Scale != mp.International {
			return nil, nil, usagef("--scoring: the input is a team event (its results have rooms), scored in IMPs and VPs; leave --scoring out")
		}
		res.vp = cfg.vp.name
		if res.teams, err = teams.Score(loaded.Session, teams.Options{Edition: cfg.scoring.Edition, VP: cfg.vp.scale, CarryOver: cfg.carry,
			AveIMPs: cfg.scoring.AveIMPs, AveIMPsSet: cfg.scoring.AveIMPsSet}); err != nil {
			return nil, nil, err
		}
		warnings = append(warnings, res.teams.Warnings...)
	} else {
		if res.pairs, err = pairs.Score(loaded.Session, cfg.scoring); err != nil {
			return nil, nil, err
		}
		warnings = append(warnings, res.pairs.Warnings...)
	}
	printWarnings(stderr, cfg.quiet, warnings)
	return loaded, res, nil
}

// readFile reads an input file; a missing or unreadable file is an input
// error (exit 3) that names it, and so is one of more than
// formats.MaxFileBytes: reading stops at the limit and one byte, so
// /dev/zero, a pipe or a huge file is refused at once.
func readFile(name string) ([]byte, error) {
	data, err := readAtMost(name, formats.MaxFileBytes)
	if err != nil && bridge.AsErrors(err) == nil {
		return nil, readError(name, err)
	}
	return data, err
}

// readAtMost reads a file of at most limit bytes. A larger one is a
// *bridge.Error (formats.FileTooLarge); other errors are those of the
// system.
func readAtMost(name string, limit int) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// One byte more than the file holds or the limit allows, so that its
	// end is seen without growing the buffer; a pipe or a device gets the
	// limit's buffer, whose pages are only touched as they are filled.
	want := limit + 1
	if info, err := f.Stat(); err == nil {
		if info.IsDir() {
			return nil, &os.PathError{Op: "read", Path: name, Err: syscall.EISDIR}
		}
		if info.Mode().IsRegular() {
			if info.Size() > int64(limit) {
				return nil, formats.FileTooLarge(name, limit)
			}
			want = int(info.Size()) + 1
		}
	}
	buf := make([]byte, want)
	n, err := io.ReadFull(f, buf)
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		return buf[:n], nil
	case err != nil:
		return nil, err
	}
	// The buffer is full: the file grew since Stat, or the limit is passed.
	rest, err := io.ReadAll(io.LimitReader(f, int64(limit+1-n)))
	if err != nil {
		return nil, err
	}
	if buf = append(buf, rest...); len(buf) > limit {
		return nil, formats.FileTooLarge(name, limit)
	}
	return buf, nil
}

// readError is the input error of a file that cannot be read.
func readError(name string, err error) error {
	var msg string
	switch {
	case os.IsNotExist(err):
		msg = "no such file"
	case os.IsPermission(err):
		msg = "permission denied"
	default:
		msg = err.Error()
		if pe, ok := err.(*os.PathError); ok {
			msg = pe.Err.Error()
		}
	}
	return &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("cannot read: %s (want a readable PBN or CSV file)", msg)}
}

func runScore(ctx context.Context, cfg scoreConfig, stdout, stderr io.Writer) error {
	var held bytes.Buffer
	loaded, res, err := loadAndScore(cfg.inputConfig, &held)
	if err != nil {
		stderr.Write(held.Bytes())
		return err
	}
	_, err = publish(ctx, cfg, loaded, res, held.Bytes(), stdout, stderr)
	return err
}

// render makes every output file in memory, so that nothing is written
// unless everything could be made, and prints the warnings about them
// unless quiet.
func render(cfg scoreConfig, res *scored, stderr io.Writer) (map[string][]byte, error) {
	files, warnings, err := output.Files(res.result(), output.Options{Formats: cfg.formats, Lang: cfg.lang,
		Title: cfg.title, Date: cfg.date, Charset: cfg.charset})
	if !cfg.quiet {
		for _, w := range warnings {
			fmt.Fprintln(stderr, "warning: "+w)
		}
	}
	return files, err
}

// result is the scored event as the outputs read it.
func (r *scored) result() *event.Result {
	if r.teams != nil {
		return &event.Result{Kind: event.Teams, Teams: r.teams, VPScale: r.vp, DD: r.dd}
	}
	return &event.Result{Kind: event.Pairs, Pairs: r.pairs, DD: r.dd}
}

// publish renders the outputs and publishes them to cfg.out as a new
// generation (see package publish), holding out's lock from before rendering
// to the end, so that a second run on the same folder exits with code 4 (or
// waits, --wait). When the files equal the published ones nothing is
// touched, and only -v says so. The double-dummy tables are found (and
// their warnings given) only when the files are made: an unchanged run
// solves nothing, and the run that published said what was doubtful.
// held is what reading the inputs printed (their warnings): it is printed
// before the files are made, on a failure, or with -v, so that an unchanged
// run prints nothing at all.
func publish(ctx context.Context, cfg scoreConfig, loaded *session.Loaded, res *scored, held []byte, stdout, stderr io.Writer) (_ pub.Result, err error) {
	printed := false
	show := func() {
		if !printed {
			stderr.Write(held)
			printed = true
		}
	}
	if cfg.verbose {
		show()
	}
	defer func() {
		if err != nil {
			show()
		}
	}()
	opt := publishOptions(cfg, stdout, stderr)
	lock, err := pub.Lock(ctx, cfg.out, opt)
	if err != nil {
		return pub.Result{}, err
	}
	defer lock.Unlock()
	// Made from the same inputs as the published files: nothing to make.
	opt.Stamp = stampOf(cfg, res)
	r, same := lock.Unchanged(opt.Stamp, opt.Reporter)
	if !same || cfg.force {
		show()
		analyse(cfg, loaded, res, stderr)
		files, err := render(cfg, res, stderr)
		if err != nil {
			return pub.Result{}, err
		}
		if r, err = lock.Publish(ctx, files, opt); err != nil {
			return pub.Result{}, err
		}
	}
	if cfg.verbose {
		if r.Unchanged {
			fmt.Fprintf(stdout, "%s: unchanged (%d files, %s)\n", pub.ShowPath(cfg.out), r.Files, r.Generation)
		} else {
			fmt.Fprintf(stdout, "%s: published %s (%d files, %d of them unchanged)\n", pub.ShowPath(cfg.out), r.Generation, r.Files, r.Linked)
		}
	}
	return r, nil
}

// charsetFlag is --charset, the charset of the site and the text report.
func charsetFlag() cli.Flag {
	return &cli.StringFlag{Name: "charset", Value: "utf-8", Usage: "`CHARSET` of the site and the text report: utf-8, windows-1251 or koi8-r (JSON is always UTF-8; the PDF holds its fonts)"}
}

func readCharset(cmd *cli.Command) (*cyrillic.Encoding, error) {
	e, err := cyrillic.Lookup(cmd.String("charset"))
	if err != nil {
		return nil, usagef("--charset: %v", err)
	}
	switch e {
	case cyrillic.UTF8, cyrillic.Windows1251, cyrillic.KOI8R:
		return e, nil
	}
	return nil, usagef("--charset %q: want utf-8, windows-1251 or koi8-r", cmd.String("charset"))
}

// vpScale is what --vp-scale gives: the scale, its name in the reports and,
// for a file, the SHA-256 of the bytes it was read from (for the stamp).
type vpScale struct {
	scale  vp.Scale
	name   string
	digest string
}

// readVPScale reads --vp-scale: a named continuous scale, or a file holding
// a discrete one (whose problems are input errors with positions). The
// file is read once: its scale and its digest come from the same bytes.
func readVPScale(v string) (vpScale, error) {
	if sc, err := vp.ParseScale(v); err == nil {
		return vpScale{scale: sc, name: v}, nil
	}
	if !strings.Contains(v, ".") && !strings.ContainsAny(v, `/\`) {
		return vpScale{}, usagef("--vp-scale %q: want wbf2013, wbf2013:formula or a CSV file of a discrete scale", v)
	}
	data, err := readFile(v)
	if err != nil {
		return vpScale{}, err
	}
	d, err := vpscale.Parse(v, data)
	if err != nil {
		return vpScale{}, err
	}
	sum := sha256.Sum256(data)
	return vpScale{scale: d, name: "discrete:" + filepath.Base(v), digest: hex.EncodeToString(sum[:])}, nil
}

// readCarryOver reads --carry-over ROUND:HOME:AWAY=IMPS values.
func readCarryOver(values []string) (map[teams.MatchKey]exact.Q, error) {
	out := map[teams.MatchKey]exact.Q{}
	for _, v := range values {
		i := strings.LastIndex(v, "=")
		parts := strings.SplitN(v[:max(i, 0)], ":", 3)
		if i < 0 || len(parts) != 3 {
			return nil, usagef("--carry-over %q: want ROUND:HOME:AWAY=IMPS, such as 2:Lions:Tigers=4.5", v)
		}
		round, err := strconv.Atoi(parts[0])
		imps, ok := exact.Parse(v[i+1:])
		if err != nil || round < 1 || !ok || parts[1] == "" || parts[2] == "" {
			return nil, usagef("--carry-over %q: want ROUND:HOME:AWAY=IMPS, such as 2:Lions:Tigers=4.5", v)
		}
		out[teams.MatchKey{Round: round, Home: parts[1], Away: parts[2]}] = imps
	}
	return out, nil
}

// readThree reads three values A/B/C (average-plus, average, average-minus):
// percentages from 0 to 100, or signed IMPs.
func readThree(v, flag string, signed bool) ([3]exact.Q, error) {
	var out [3]exact.Q
	parts := strings.Split(v, "/")
	if len(parts) != 3 {
		return out, usagef("%s %q: want three values such as 60/50/40", flag, v)
	}
	for i, p := range parts {
		q, ok := exact.Parse(p)
		if !ok || !signed && (q.Sign() < 0 || q.Cmp(exact.Int(100)) > 0) {
			return out, usagef("%s %q: %q is not a %s", flag, v, p, map[bool]string{false: "percentage from 0 to 100", true: "number of IMPs"}[signed])
		}
		out[i] = q
	}
	return out, nil
}
