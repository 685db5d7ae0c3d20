package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/job"
	"github.com/protokol-bridge/protokol/output"
	"github.com/protokol-bridge/protokol/progress"
	pub "github.com/protokol-bridge/protokol/publish"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "score a session and publish the results",
		ArgsUsage: "FILE...",
		Description: `Reads the hand records and results of one session and publishes the
results into the --out folder. Inputs are a Bridgemate .bws database, PBN
(hand records, score tables), CSV (travellers, Bridgemate tables exported
with mdb-export, names), BBO LIN and USEBIO XML; their kind and encoding
are found from their content.

On success one line says what was published and the file to open; nothing
is said when the files were published already (with -v it says so), or
with -q (for cron). Nothing is written when an input is invalid (exit 3):
each problem is printed as file:line:col: context: what (want ...). Many
warnings of one kind are counted on one line (-v lists each).

Examples:
   protokol score --out results club.bws
   protokol score --names pairs.csv session.pbn travellers.csv
   protokol score --scoring acbl --format json hands.pbn scores.csv
   protokol score -q --wait 50s --out /var/www/club club.bws   # cron`,
		Flags: settingFlags(allSettings),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg, err := readSettings(cmd)
			if err != nil {
				return err
			}
			stdout, stderr := cmd.Root().Writer, cmd.Root().ErrWriter
			r, err := job.Score(ctx, cfg, newReporter(cfg, stdout, stderr))
			if err != nil {
				return noResults(cfg, err, stdout, false)
			}
			published(cfg, r, stdout)
			return nil
		},
	}
}

// noResults says, unless -q, that the inputs hold no table result yet
// ("no results yet: nothing published", and with holdings what each file
// holds), for exit code 5; any other error is returned as it is.
func noResults(cfg config.Score, err error, stdout io.Writer, holdings bool) error {
	var nr *job.NoResultsError
	if !errors.As(err, &nr) {
		return err
	}
	if !cfg.Quiet {
		fmt.Fprintln(stdout, nr.Error())
		if holdings {
			printHoldings(stdout, nr.Files)
		}
	}
	return said{err}
}

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "validate the inputs of a session without writing anything",
		ArgsUsage: "FILE...",
		Description: `Reads and scores the session exactly as score does, prints every problem
found and writes nothing; the last line says what was read and how it is
scored. Exit code 0 when the inputs are valid, 3 when not (as score would
exit), 5 when they hold no table result yet: hand records alone (also a
dealing program's file of deal sets whose board numbers restart), or a
Bridgemate database before the first result; check then says what each
file holds ("hands.pbn: 36 deals, no results yet"), and score publishes
nothing and exits 5 too.

Examples:
   protokol check session.pbn travellers.csv
   protokol check --names pairs.csv -v hands.pbn LBC.ReceivedData.csv`,
		Flags: settingFlags(scoringSettings),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg, err := readSettings(cmd)
			if err != nil {
				return err
			}
			stdout, stderr := cmd.Root().Writer, cmd.Root().ErrWriter
			r, err := job.Check(cfg, newReporter(cfg, stdout, stderr))
			if err != nil {
				return noResults(cfg, err, stdout, true)
			}
			if !cfg.Quiet {
				files := "1 file"
				if len(r.Files) != 1 {
					files = fmt.Sprintf("%d files", len(r.Files))
				}
				fmt.Fprintf(stdout, "ok: %s: %s\n", files, r.Summary.Read())
			}
			return nil
		},
	}
}

// printHoldings says what each file of a session without results holds:
// "hands.pbn: 36 deals, no results yet".
func printHoldings(w io.Writer, files []session.FileInfo) {
	for _, f := range files {
		fmt.Fprintf(w, "%s: %s, no results yet\n", pub.ShowPath(f.Name), holding(f))
	}
}

// holding is what a file of a session without results holds: "36 deals".
func holding(f session.FileInfo) string {
	switch {
	case f.Kind != "pbn":
		return f.Kind
	case f.Sets > 1:
		return fmt.Sprintf("%d deals in %d sets whose board numbers restart", f.Deals, f.Sets)
	case f.Deals == 0:
		return "no deals"
	case f.Deals == 1:
		return "1 deal"
	}
	return fmt.Sprintf("%d deals", f.Deals)
}

// demoSettings are the flags of demo.
var demoSettings = []string{"out", "format", "lang", "charset", "verbose", "quiet", "replace-folder"}

func demoCommand() *cli.Command {
	return &cli.Command{
		Name:  "demo",
		Usage: "score the bundled sample session",
		Description: `Scores the sample club session bundled with protokol (hand records in PBN,
travellers and names in CSV; the same files as testdata/sample/) and writes
the results to --out, as score would.

Examples:
   protokol demo
   protokol demo --out /tmp/sample --lang ru`,
		Flags: settingFlags(func(s config.Setting) bool { return slices.Contains(demoSettings, s.Name) }),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			l := flagLayer(cmd)
			if _, given := l["dd-cache"]; !given {
				l["dd-cache"] = config.Value{Name: "dd-cache", Text: []string{"off"}, Flag: true}
			}
			cfg, err := config.Resolve(l)
			if err != nil {
				return err
			}
			stdout, stderr := cmd.Root().Writer, cmd.Root().ErrWriter
			r, err := job.ScoreInputs(ctx, cfg, protokol.Sample(), newReporter(cfg, stdout, stderr))
			if err != nil {
				return err
			}
			published(cfg, r, stdout)
			return nil
		},
	}
}

// readSettings is the configuration of a command that reads a session.
func readSettings(cmd *cli.Command) (config.Score, error) {
	if cmd.Args().Len() == 0 {
		return config.Score{}, &config.Error{Err: config.ErrNoFiles}
	}
	return resolve(cmd)
}

// published says, unless -q, what a run published and where to open it
// (on stdout, as check's "ok:" line: it is the command's answer, which a
// script may read, while warnings and errors go to stderr):
//
//	published 27 boards, 270 results, 20 pairs (html, pdf, json) to results/: open results/index.html
//
// A run that found the files published already says nothing, as batch
// (a cron job every minute stays quiet); with -v it says "unchanged:
// results/ holds ...", after a line that says where the link points.
func published(cfg config.Score, r *job.Report, stdout io.Writer) {
	p := r.Published
	if cfg.Quiet || p.Unchanged && !cfg.Verbose {
		return
	}
	dir := pub.ShowPath(filepath.Clean(cfg.Out)) + string(filepath.Separator)
	if cfg.Verbose {
		fmt.Fprintf(stdout, "%s is a link to %s", pub.ShowPath(cfg.Out), pub.ShowPath(pub.Link(cfg.Out, p.Generation)))
		files := fmt.Sprintf("%d files", p.Files)
		if p.Files == 1 {
			files = "1 file"
		}
		if p.Unchanged {
			fmt.Fprintf(stdout, ": %s, unchanged\n", files)
		} else {
			fmt.Fprintf(stdout, " (switched in one step): %s, %d of them unchanged\n", files, p.Linked)
		}
	}
	what := fmt.Sprintf("%s (%s)", r.Summary, strings.Join(cfg.Formats, ", "))
	if p.Unchanged {
		fmt.Fprintf(stdout, "unchanged: %s holds %s", dir, what)
	} else {
		fmt.Fprintf(stdout, "published %s to %s", what, dir)
	}
	fmt.Fprintf(stdout, ": open %s\n", pub.ShowPath(filepath.Join(cfg.Out, output.Open(cfg.Formats))))
}

// reporter prints what a run says: how the files were read (with -v, on
// stderr), warnings (on stderr, unless -q) and notes (with -v, on stdout),
// so that a cron job stays quiet unless something was wrong; and on a
// terminal, unless -q, a progress line while double-dummy tables are
// solved (on stderr, cleared when done).
type reporter struct {
	verbose, quiet bool
	stdout, stderr io.Writer
	solving        *progress.Line
}

// isTerminal and now are the terminal's test and the clock of the
// progress line; tests replace them.
var (
	isTerminal = progress.IsTerminal
	now        = time.Now
)

func newReporter(cfg config.Score, stdout, stderr io.Writer) reporter {
	return reporter{verbose: cfg.Verbose, quiet: cfg.Quiet, stdout: stdout, stderr: stderr, solving: solvingLine(cfg.Quiet, stderr)}
}

// solvingLine is the progress line of solving double-dummy tables: drawn
// on stderr when it is a terminal, unless -q.
func solvingLine(quiet bool, stderr io.Writer) *progress.Line {
	return progress.New(stderr, !quiet && isTerminal(stderr), "solving double-dummy tables", now)
}

func (r reporter) Solving(done, total int) { r.solving.Update(done, total) }

func (r reporter) Files(files []session.FileInfo) {
	if r.verbose {
		printFiles(r.stderr, files)
	}
}

func printFiles(w io.Writer, files []session.FileInfo) {
	for _, f := range files {
		fmt.Fprintf(w, "%s: %s, %s (%s, confidence %.2f)\n", f.Name, f.Kind, f.Encoding, f.How, f.Confidence)
	}
}

func (r reporter) Warn(msg string) {
	if !r.quiet {
		r.solving.Clear()
		fmt.Fprintln(r.stderr, "warning: "+msg)
	}
}

func (r reporter) Info(msg string) {
	if r.verbose {
		fmt.Fprintln(r.stdout, msg)
	}
}
