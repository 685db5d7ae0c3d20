package main

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"runtime"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/batch"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/text"
)

func seriesCommand() *cli.Command {
	return &cli.Command{
		Name:      "series",
		Usage:     "a season's series tables from a folder of sessions",
		ArgsUsage: "FOLDER|GLOB...",
		Description: `Scores the sessions under the folders given as batch does (publishing
none), matches their players across the season (register.csv there, or
--register) and prints the table of every series (series*.toml there, or
--def FILE|PRESET); with --out, publishes each table into DIR/NAME (its
pages, PDF, JSON and CSV). See docs/series.md.`,
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "def", Usage: "series definition `FILE` (TOML) or preset name; repeatable (default: the folder's series*.toml)"},
			&cli.StringFlag{Name: "register", Usage: "the club's register `FILE` (CSV; default: the folder's register.csv)"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "publish each table into a folder under `DIR`"},
			&cli.StringFlag{Name: "lang", Value: "en", Usage: "`LANG`: en or ru"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg := batch.SeriesConfig{Config: batch.Config{Out: cmd.String("out"), Jobs: runtime.GOMAXPROCS(0), Lang: cmd.String("lang"),
				Quiet: cmd.Bool("quiet"), Args: cmd.Args().Slice()}, Register: cmd.String("register"), Definitions: cmd.StringSlice("def")}
			if len(cfg.Args) == 0 {
				return usagef("series: no folder or pattern given (want FOLDER|GLOB...)")
			}
			if _, err := report.LabelsFor(cfg.Lang); err != nil {
				return usageError{err}
			}
			return runSeries(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

// runSeries prints every table, and the warnings and failures on stderr.
func runSeries(ctx context.Context, cfg batch.SeriesConfig, stdout, stderr io.Writer) error {
	p := &batchProgress{cfg: cfg.Config, stdout: io.Discard, stderr: stderr}
	run, err := batch.RunSeries(ctx, cfg, p)
	if err != nil {
		return err
	}
	worst := exitOK
	for _, o := range run.Outcomes {
		if o.Err != nil && !o.NoResults() {
			worst = worse(worst, exitCode(o.Err))
		}
	}
	for _, w := range run.Warnings {
		p.Warn("series: " + w)
	}
	for _, t := range run.Tables {
		for _, w := range t.Warnings {
			p.Warn("series " + t.Name + ": " + w)
		}
		worst = worse(worst, seriesFailed(stderr, batch.SeriesOutcome{Name: t.Name, Err: t.Err}, cfg.Verbose))
		if t.Err == nil && !cfg.Quiet {
			if err := text.WriteSeries(stdout, t.Sheet); err != nil {
				return err
			}
			fmt.Fprintln(stdout)
		}
	}
	for _, o := range run.Published {
		worst = worse(worst, seriesFailed(stderr, o, cfg.Verbose))
	}
	if worst != exitOK {
		return batchFailed{code: worst}
	}
	return nil
}

// seriesFailed prints a series' failure (a table, or the season's files:
// Name "") and gives its exit code; exitOK for none.
func seriesFailed(stderr io.Writer, o batch.SeriesOutcome, verbose bool) int {
	if o.Err == nil {
		return exitOK
	}
	var said bytes.Buffer
	code := printError(o.Err, &said, verbose)
	fmt.Fprintf(stderr, "failed  series %s (exit %d):\n%s", cmp.Or(o.Name, "definitions"), code, indent(said.String()))
	return code
}
