package main

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	pub "github.com/protokol-bridge/protokol/publish"
)

// Output folders are published by package publish: --out is a symbolic
// link to the current generation, swapped in one step (see the README,
// "Outputs").

// publishOptions are the publish options of a score run: its lock wait and
// --force, what earlier versions wrote, and where its notes go.
func publishOptions(cfg scoreConfig, stdout, stderr io.Writer) pub.Options {
	return pub.Options{
		Wait:     cfg.wait,
		Force:    cfg.force,
		Former:   formerOutput,
		Reporter: reporter{verbose: cfg.verbose, quiet: cfg.quiet, stdout: stdout, stderr: stderr},
	}
}

// reporter prints publish's warnings on stderr (unless -q) and its notes on
// stdout with -v: a cron job stays quiet unless something was wrong.
type reporter struct {
	verbose, quiet bool
	stdout, stderr io.Writer
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

// formerName is a file that protokol writes (or wrote, through a temporary
// .tmp- file, before outputs were published as generations).
var formerName = regexp.MustCompile(`^(\.tmp-)?[a-z0-9_.-]+\.(html|css|json|pdf|txt|pbn|csv)$`)

// formerOutput recognises a real folder written by an earlier version of
// protokol, which the first run of this one may replace: only files with
// names protokol writes, and one of its main files among them. Anything
// else in --out is refused rather than destroyed.
func formerOutput(names []string) bool {
	for _, n := range names {
		if !formerName.MatchString(n) {
			return false
		}
	}
	return slices.ContainsFunc(names, func(n string) bool {
		return n == "index.html" || strings.HasPrefix(n, "results.")
	})
}
