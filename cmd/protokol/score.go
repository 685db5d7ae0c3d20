package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/job"
	pub "github.com/protokol-bridge/protokol/publish"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "score a session and write the results",
		ArgsUsage: "FILE...",
		Description: `Reads the hand records and results of one session and writes the results
into the --out folder. Inputs are a Bridgemate .bws database, PBN files (hand
records, score tables, one game per table result), BBO LIN files, USEBIO XML
and CSV files (travellers, Bridgemate tables exported with mdb-export,
names); their kind and encoding are found from their content.

Nothing is written when an input is invalid (exit code 3): every problem is
printed as file:line:col: context: what (expected ...).

Examples:
   protokol score --out results club.bws
   protokol score --names pairs.csv --out results session.pbn travellers.csv
   protokol score --scoring acbl --format json hands.pbn 260119M.ReceivedData.csv
   protokol score --title "Club pairs, Monday" --out /var/www/results/2026-11-30 *.pbn`,
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
var demoSettings = []string{"out", "format", "lang", "charset", "quiet", "replace-folder"}

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
			if !cfg.Quiet {
				fmt.Fprintf(stdout, "Scored the sample session: results in %s/\n", pub.ShowPath(cfg.Out))
			}
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

// published says, with -v, what a run published.
func published(cfg config.Score, r *job.Report, stdout io.Writer) {
	if !cfg.Verbose {
		return
	}
	p := r.Published
	if p.Unchanged {
		fmt.Fprintf(stdout, "%s: unchanged (%d files, %s)\n", pub.ShowPath(cfg.Out), p.Files, p.Generation)
	} else {
		fmt.Fprintf(stdout, "%s: published %s (%d files, %d of them unchanged)\n", pub.ShowPath(cfg.Out), p.Generation, p.Files, p.Linked)
	}
}

// reporter prints what a run says: how the files were read (with -v, on
// stderr), warnings (on stderr, unless -q) and notes (with -v, on stdout),
// so that a cron job stays quiet unless something was wrong.
type reporter struct {
	verbose, quiet bool
	stdout, stderr io.Writer
}

func newReporter(cfg config.Score, stdout, stderr io.Writer) reporter {
	return reporter{verbose: cfg.Verbose, quiet: cfg.Quiet, stdout: stdout, stderr: stderr}
}

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
		fmt.Fprintln(r.stderr, "warning: "+msg)
	}
}

func (r reporter) Info(msg string) {
	if r.verbose {
		fmt.Fprintln(r.stdout, msg)
	}
}
