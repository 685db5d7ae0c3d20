package main

import (
	"fmt"
	"io"
	"path/filepath"

	pub "github.com/protokol-bridge/protokol/publish"
)

// Output folders are published by package publish: --out is a symbolic
// link to the current generation, swapped in one step (see the README,
// "Publishing"). A folder that is not one of ours is never replaced unless
// --replace-folder says so, and then it is kept under a backup name.

// publishOptions are the publish options of a score run: its lock wait,
// --force, --replace-folder, and where its notes go.
func publishOptions(cfg scoreConfig, stdout, stderr io.Writer) pub.Options {
	return pub.Options{
		Wait:          cfg.wait,
		Force:         cfg.force,
		ReplaceFolder: cfg.replace,
		Reporter:      reporter{verbose: cfg.verbose, quiet: cfg.quiet, stdout: stdout, stderr: stderr},
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

// replaceFolderUsage is the help of --replace-folder, of score, demo and
// batch.
const replaceFolderUsage = "replace an output folder that protokol did not write (refused otherwise): it is kept beside it as DIR.before-protokol (then -2, -3, ...), never removed"

// notOursHint is what to do about a folder publish refused, for its
// message: nothing when it is not a folder (a file, another link).
func notOursHint(no *pub.NotOursError) string {
	if no.Backup == "" {
		return ""
	}
	return fmt.Sprintf(" (choose another output folder, or give --replace-folder to keep it as %s beside the new one)", pub.ShowPath(filepath.Base(no.Backup)))
}
