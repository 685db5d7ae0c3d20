// Command protokol turns a duplicate bridge session into published results:
// hand records and table results (a Bridgemate .bws, PBN, CSV travellers,
// BBO LIN or USEBIO XML) in; rankings, travellers and score cards out.
//
// This package is a thin layer: each subcommand fills a config struct and
// calls run(ctx, cfg, stdout, stderr). Exit codes are decided in one place,
// exitCode.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/parallel"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/job"
	pub "github.com/protokol-bridge/protokol/publish"
)

// Exit codes, documented in docs/exit-codes.md.
const (
	exitOK       = 0
	exitInternal = 1 // a bug or an unexpected system error
	exitUsage    = 2 // bad command line
	exitInput    = 3 // invalid input, or an output folder that is not ours: nothing was written
	exitLocked   = 4 // another run is publishing to the same output folder
	exitNoResult = 5 // valid inputs that hold no table result yet: nothing published
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := Main(ctx, os.Args, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// usageError marks a problem with the command line itself.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// Main runs the command line and returns the exit code. Nothing it calls
// exits the process or lets a panic through.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "protokol: internal error: %v\n", r)
			if os.Getenv("PROTOKOL_DEBUG") != "" {
				if p, ok := r.(*parallel.Panic); ok {
					fmt.Fprintf(stderr, "%s\n", p.Stack) // the worker's stack
				}
				fmt.Fprintf(stderr, "%s\n", debug.Stack())
			}
			code = exitInternal
		}
	}()
	app := newApp(stdout, stderr)
	err := app.Run(ctx, args)
	return printError(err, stderr, verbose(args))
}

func verbose(args []string) bool {
	for _, a := range args {
		if a == "-v" || a == "--verbose" {
			return true
		}
	}
	return false
}

// exitCode is the one switch from errors to exit codes.
func exitCode(err error) int {
	var ue usageError
	var bf batchFailed
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &bf):
		return bf.code
	case errors.As(err, new(convertFailed)):
		return exitInput
	case errors.As(err, &ue), errors.As(err, new(*config.Error)):
		return exitUsage
	case errors.Is(err, job.ErrNoResults):
		return exitNoResult
	case bridge.AsErrors(err) != nil:
		return exitInput
	case errors.Is(err, pub.ErrFolderItself):
		return exitUsage // --out names no folder of its own
	case errors.Is(err, pub.ErrNotOurs):
		return exitInput // the output folder is a user's: nothing was written
	case errors.Is(err, pub.ErrLocked):
		return exitLocked
	}
	return exitInternal
}

// printError prints err for the user (one line per problem, never a stack
// trace) and gives the exit code.
func printError(err error, stderr io.Writer, verbose bool) int {
	code := exitCode(err)
	if err == nil {
		return code
	}
	if errors.As(err, new(batchFailed)) || errors.As(err, new(convertFailed)) || errors.As(err, new(said)) {
		return code // each session's or file's problems are printed already
	}
	if code == exitNoResult {
		fmt.Fprintln(stderr, err)
		return code
	}
	if es := bridge.AsErrors(err); es != nil {
		printProblems(stderr, es, verbose)
		if len(es) >= 20 {
			fmt.Fprintln(stderr, "protokol: stopped after", len(es), "problems")
		}
		return code
	}
	if code == exitUsage {
		fmt.Fprintf(stderr, "protokol: %v (see protokol --help)\n", err)
		return code
	}
	hint := ""
	if no := (*pub.NotOursError)(nil); errors.As(err, &no) {
		hint = notOursHint(no)
	}
	fmt.Fprintf(stderr, "protokol: %v%s\n", err, hint)
	return code
}

// said is an error its command has said already, in its own words, on
// stdout: no results yet (exit 5), which -q silences.
type said struct{ err error }

func (e said) Error() string { return e.err.Error() }
func (e said) Unwrap() error { return e.err }

// notOursHint is what to do about a folder publish refused, for its
// message: nothing when it is not a folder (a file, another link).
func notOursHint(no *pub.NotOursError) string {
	if no.Backup == "" {
		return ""
	}
	return fmt.Sprintf(" (choose another output folder, or give --replace-folder to keep it as %s beside the new one)", pub.ShowPath(filepath.Base(no.Backup)))
}

// printProblems prints input errors, one line each (with -v, the source
// line and a caret too).
func printProblems(stderr io.Writer, es bridge.Errors, verbose bool) {
	for _, e := range es {
		if e.Pos.File != "" {
			c := *e
			c.Pos.File = pub.ShowPath(c.Pos.File)
			e = &c
		}
		if verbose {
			fmt.Fprintln(stderr, e.Verbose())
		} else {
			fmt.Fprintln(stderr, e.Error())
		}
	}
}

func newApp(stdout, stderr io.Writer) *cli.Command {
	app := &cli.Command{
		Name:  "protokol",
		Usage: "score a duplicate bridge session and publish the results",
		Description: `protokol reads hand records and the results from the tables (a
Bridgemate .bws database, PBN, CSV travellers, BBO LIN or USEBIO XML) and
publishes rankings, travellers and score cards: a web site, a PDF, JSON.

Try protokol demo (the bundled sample session), then score your own:
   protokol score --out results club.bws

Exit codes: 0 success, 1 internal error, 2 usage error, 3 invalid input
or an output folder protokol did not write (nothing is written), 4 another
run is publishing to the same output folder, 5 no results yet (valid
inputs without a table result: nothing is published).`,
		Writer:    stdout,
		ErrWriter: stderr,
		// Errors are printed and mapped to exit codes by Main, not by cli.
		ExitErrHandler: func(context.Context, *cli.Command, error) {},
		OnUsageError: func(_ context.Context, _ *cli.Command, err error, _ bool) error {
			return usageError{err}
		},
		CommandNotFound: func(_ context.Context, cmd *cli.Command, name string) {
			fmt.Fprintf(stderr, "protokol: unknown command %q (see protokol --help)\n", name)
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() > 0 {
				return usagef("unknown command %q", cmd.Args().First())
			}
			return cli.ShowRootCommandHelp(cmd)
		},
		Commands: []*cli.Command{scoreCommand(), checkCommand(), demoCommand(), convertCommand(), detectCommand(), vpCommand(), batchCommand(), seriesCommand(), ddCommand()},
	}
	for _, c := range app.Commands {
		c.OnUsageError = app.OnUsageError
		// A repeatable flag's value is one file name, commas and all
		// ("Results, Monday.csv"): repeat the flag for several.
		c.DisableSliceFlagSeparator = true
	}
	return app
}
