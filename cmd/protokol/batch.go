package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/batch"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/job"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
)

func batchCommand() *cli.Command {
	return &cli.Command{
		Name:      "batch",
		Usage:     "score many sessions into one site, with an index of events",
		ArgsUsage: "FOLDER|GLOB...",
		Description: `Finds the sessions under the folders (or glob patterns) given: every
folder that holds PBN, CSV, TSV, Bridgemate .bws, BBO .lin or USEBIO .xml
files (an .xml file whose root element is not USEBIO is not taken) is a
session, scored as score would score those files, into a folder of --out
named after the session's folder (its path made of a-z, 0-9, "-" and "_"),
which it keeps once published (recorded in --out/.protokol-batch.json).
--out gets index.html and index.json: every event published, newest first.
--out must be protokol's: missing, empty, or a site batch made; a folder
with other files is refused (exit 3) unless --replace-folder keeps it as
OUT.before-protokol. The last line says what was published and the file to
open; a run in which no session changed prints nothing.

Settings per session come from a config file (--config, TOML) and from a
protokol.toml in the session's folder; their keys are score's flags:

   [defaults]                  # every session; paths relative to this file
   lang = "ru"
   charset = "windows-1251"
   [events."2026/11-28"]        # the folder, relative to the folder given
   title = "Monday pairs"
   scoring = "butler"
   names = "pairs.csv"          # relative to the session folder
   adjust = ["decisions.csv"]

Other files in the folders looked in are left, with a warning for each
folder that names them. A session with bad input is reported and skipped;
the others are still published (a session published before keeps its last
good results). A session whose inputs hold no table result yet (hand
records alone) is listed as "no results yet", not as a failure. The exit
code is that of the worst failure (1 internal, 4 locked, 2 bad settings, 3
invalid input); with no failure, 0 when a session was published (or was
already), 5 when no session has a result yet. A register.csv and
series*.toml in the folder given publish its season's series too (see
protokol series).

Examples:
   protokol batch --out /var/www/results archive/
   protokol batch --config club.toml --out site 'archive/2026-*'`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Value: "results", Usage: "output folder `DIR`: one folder per session, and the index"},
			&cli.StringFlag{Name: "config", Usage: "settings `FILE` (TOML): [defaults] and [events.\"FOLDER\"] tables of score's flags"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.GOMAXPROCS(0), DefaultText: "one per core", Usage: "`N` sessions scored at once"},
			&cli.StringFlag{Name: "lang", Value: "en", Usage: "`LANG`: en or ru, of the index, and of the sessions unless their settings say"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, DefaultText: "as score", Usage: "output `FORMATS` of the sessions unless their settings say"},
			&cli.StringFlag{Name: "dd", DefaultText: "as score", Usage: "`MODE`: solve, file or off, of the sessions unless their settings say"},
			&cli.StringFlag{Name: "dd-cache", DefaultText: "as score", Usage: "`DIR` of solved tables, unless the sessions' settings say"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say how each file was read, list every warning and unchanged session"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
			&cli.BoolFlag{Name: "replace-folder", Usage: "replace an --out folder, or a session's, that protokol did not write, keeping it as DIR.before-protokol"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg := batch.Config{Out: cmd.String("out"), Jobs: int(cmd.Int("jobs")), Lang: cmd.String("lang"),
				Verbose: cmd.Bool("verbose"), Quiet: cmd.Bool("quiet"), Replace: cmd.Bool("replace-folder"), Args: cmd.Args().Slice()}
			if len(cfg.Args) == 0 {
				return usagef("batch: no folder or pattern given (want FOLDER|GLOB...)")
			}
			if err := pub.CheckDir(cfg.Out); err != nil {
				return usagef("--out %w", err)
			}
			if cfg.Jobs < 1 {
				return usagef("--jobs %d: want at least 1", cfg.Jobs)
			}
			if _, err := report.LabelsFor(cfg.Lang); err != nil {
				return usageError{err}
			}
			l := flagLayer(cmd)
			cfg.Flags = config.Layer{}
			for _, k := range []string{"lang", "format", "dd", "dd-cache"} {
				if v, ok := l[k]; ok {
					cfg.Flags[k] = v
				}
			}
			if p := cmd.String("config"); p != "" {
				var err error
				if cfg.File, err = config.ReadBatch(p); err != nil {
					return err
				}
			}
			return runBatch(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

func runBatch(ctx context.Context, cfg batch.Config, stdout, stderr io.Writer) error {
	p := &batchProgress{cfg: cfg, stdout: stdout, stderr: stderr, tty: !cfg.Quiet && isTerminal(stderr)}
	res, err := batch.Run(ctx, cfg, p)
	if err != nil {
		return err
	}
	p.done()
	worst, failed, waiting, changed := exitOK, 0, 0, 0
	for _, o := range res.Outcomes {
		switch {
		case o.NoResults():
			waiting++
		case o.Err != nil:
			failed++
			worst = worse(worst, exitCode(o.Err))
		case !o.Unchanged():
			changed++
		}
	}
	for _, o := range res.Series {
		worst = worse(worst, seriesFailed(stderr, o, cfg.Verbose))
	}
	published := len(res.Outcomes) - failed - waiting
	// The last line is the answer, on stdout as score's, unless a session
	// failed: then it is part of the report of the failure, on stderr,
	// also with -q.
	w := stdout
	if failed > 0 {
		w = stderr
	}
	if failed > 0 || !cfg.Quiet && (changed > 0 || waiting > 0 || cfg.Verbose) {
		fmt.Fprintf(w, "published %d of %d sessions to %s%c", published, len(res.Outcomes), pub.ShowPath(filepath.Clean(cfg.Out)), filepath.Separator)
		var not []string
		if failed > 0 {
			not = append(not, fmt.Sprintf("%d failed", failed))
		}
		if waiting > 0 {
			not = append(not, fmt.Sprintf("%d with no results yet", waiting))
		}
		if len(not) > 0 {
			fmt.Fprintf(w, " (%s)", strings.Join(not, ", "))
		}
		if published > 0 {
			fmt.Fprintf(w, ": open %s", pub.ShowPath(filepath.Join(cfg.Out, "index.html")))
		}
		fmt.Fprintln(w)
	}
	if worst == exitOK && published == 0 && waiting > 0 {
		// Nothing to publish anywhere yet: score's exit code for it.
		worst = exitNoResult
	}
	if worst != exitOK {
		return batchFailed{code: worst, failed: failed}
	}
	return nil
}

// batchFailed is the error of a batch in which some sessions failed; their
// problems were printed already.
type batchFailed struct{ code, failed int }

func (e batchFailed) Error() string {
	return fmt.Sprintf("%d sessions failed", e.failed)
}

// worse orders failures for the batch's exit code: an internal error, then
// a lock held, then bad settings, then invalid input. (A session with no
// results yet is no failure.)
func worse(a, b int) int {
	rank := func(c int) int {
		switch c {
		case exitOK:
			return 0
		case exitInput:
			return 2
		case exitUsage:
			return 3
		case exitInternal:
			return 5
		}
		return 4 // locked, or any other
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}

// batchProgress prints each session's outcome as it comes, and on a terminal a
// progress bar. An unchanged session says so only with -v: a batch whose
// sessions are all unchanged prints nothing.
type batchProgress struct {
	cfg                 batch.Config
	stdout, stderr      io.Writer
	tty                 bool
	n, finished, failed int
}

func (p *batchProgress) Start(n int) { p.n = n }

func (p *batchProgress) Warn(msg string) {
	if !p.cfg.Quiet {
		p.clear()
		fmt.Fprintln(p.stderr, "warning: "+msg)
	}
}

func (p *batchProgress) Done(o batch.Outcome) {
	s := o.Session
	// What the session's run said, as score would have printed it.
	var said bytes.Buffer
	r := reporter{verbose: p.cfg.Verbose, quiet: p.cfg.Quiet, stdout: io.Discard, stderr: &said}
	for _, m := range o.Messages {
		if m.Files != nil {
			r.Files(m.Files)
		} else {
			r.Warn(m.Warn)
		}
	}
	switch {
	case o.NoResults():
		// Not a failure: the session waits for its first result.
		if !p.cfg.Quiet && !p.tty {
			fmt.Fprintf(p.stdout, "waiting %s: %v%s\n", pub.ShowPath(s.Rel), o.Err, holdingsOf(o.Err))
		}
		if said.Len() > 0 { // warnings
			p.clear()
			fmt.Fprintf(p.stderr, "%s:\n%s", pub.ShowPath(s.Rel), indent(said.String()))
		}
	case o.Err != nil:
		code := printError(o.Err, &said, p.cfg.Verbose)
		p.clear()
		fmt.Fprintf(p.stderr, "failed  %s (exit %d):\n%s", pub.ShowPath(s.Rel), code, indent(said.String()))
	default:
		if !p.cfg.Quiet && !p.tty && (!o.Unchanged() || p.cfg.Verbose) {
			done := o.Report.Summary.String()
			if o.Unchanged() {
				done += " (unchanged)"
			}
			fmt.Fprintf(p.stdout, "ok      %s → %s: %s\n", pub.ShowPath(s.Rel), pub.ShowPath(s.Out), done)
		}
		if said.Len() > 0 { // warnings
			p.clear()
			fmt.Fprintf(p.stderr, "%s:\n%s", pub.ShowPath(s.Rel), indent(said.String()))
		}
	}
	p.finished++
	if o.Err != nil && !o.NoResults() {
		p.failed++
	}
	if p.tty {
		const width = 30
		filled := width * p.finished / p.n
		fmt.Fprintf(p.stderr, "\r[%s%s] %d/%d sessions", strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.finished, p.n)
		if p.failed > 0 {
			fmt.Fprintf(p.stderr, ", %d failed", p.failed)
		}
	}
}

// holdingsOf says what the files of a session without results hold, as
// check does: " (hands.pbn: 36 deals)".
func holdingsOf(err error) string {
	var nr *job.NoResultsError
	if !errors.As(err, &nr) || len(nr.Files) == 0 {
		return ""
	}
	what := make([]string, len(nr.Files))
	for i, f := range nr.Files {
		what[i] = pub.ShowPath(filepath.Base(f.Name)) + ": " + holding(f)
	}
	return " (" + strings.Join(what, "; ") + ")"
}

// clear takes the bar off its line, for a message to be printed.
func (p *batchProgress) clear() {
	if p.tty && p.finished > 0 {
		fmt.Fprintf(p.stderr, "\r%s\r", strings.Repeat(" ", 60))
	}
}

func (p *batchProgress) done() {
	if p.tty && p.finished > 0 {
		fmt.Fprintln(p.stderr)
	}
}

func indent(s string) string {
	var b strings.Builder
	for line := range strings.Lines(s) {
		b.WriteString("  ")
		b.WriteString(line)
	}
	return b.String()
}
