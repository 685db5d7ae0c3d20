package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/recode"
)

func convertCommand() *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "re-encode files or folders (KOI8-R, CP866, Windows-1251, ...)",
		ArgsUsage: "FILE|FOLDER...",
		Description: `Converts text files from one encoding to another without losing a character.
By default a character the target cannot hold stops the conversion with its
position (file:line:col: U+2660 '♠' has no koi8-r byte) and that file is
not written (see below for the others); --lossy replaces such characters
with close ones (– becomes -, « and » become ") and lists every change.
Line ends are kept unless --eol says otherwise. A charset declaration in
the first lines of a PBN or HTML file (charset=...) is rewritten to name
the new encoding. Box-drawing characters of CP866 and KOI8-R survive.
Binary files (a NUL byte, or control characters in more than 1 of 10
bytes) are refused, skipped with a notice inside folders; a text file with
a few control characters (a help file's links and fonts) is text: they are
kept as they are, as iconv keeps them, and a notice says so.

One file without --out or --in-place is written to standard output. Folders
are converted recursively into --out (keeping their layout) or in place;
symbolic links inside them are skipped with a notice. UTF-16 files (with a
byte-order mark, as Notepad and Excel write them) are read; UTF-16 is not
written.

A folder, or several files, into --out: each file stands on its own. A file
whose encoding cannot be told with confidence is refused by name, with the
two likeliest encodings; it and a file that fails otherwise (a character the
target lacks) get nothing written, and the others are converted. One line at
the end sums up (files per encoding, unchanged, refused, failed, skipped;
-q leaves it out, -v lists every file), and the exit code is 3 when a file
was refused or failed. Convert a refused file again by name with --from and
the --out its message gives. --all-or-nothing writes nothing at all when
any file fails, as one file given by name, and --in-place, always do.

In place, each file is replaced atomically, and the run is all or nothing:
a run that was killed is undone by the next run over the same files, so the
same command can simply be run again. A file the conversion would not change
is left as it is. A link given by name stays a link: the file it points to
is converted. --backup SUFFIX keeps the original beside the file (never
replacing a backup that is there already).

Examples:
   protokol convert --to utf-8 old/round1.pbn > round1.pbn
   protokol convert --from ibm866 --to utf-8 --out archive-utf8 archive/
   protokol convert --to utf-8 --out new old/
   protokol convert --to koi8-r --lossy --out site-koi8 results/results.txt
   protokol convert --from cp1251 --to utf-8 --in-place --backup .orig *.csv`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "`ENCODING` of the input (utf-16le and utf-16be too), or auto to detect it per file"},
			&cli.StringFlag{Name: "to", Usage: "`ENCODING` to write (" + strings.Join(charset.Names(), ", ") + ")"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "output `DIR`"},
			&cli.BoolFlag{Name: "in-place", Usage: "replace the files themselves"},
			&cli.StringFlag{Name: "backup", Usage: "with --in-place, keep the original as FILE`SUFFIX`"},
			&cli.StringFlag{Name: "eol", Usage: "rewrite line ends: lf or crlf (default: keep them)"},
			&cli.BoolFlag{Name: "lossy", Usage: "replace characters the target lacks, and list them"},
			&cli.BoolFlag{Name: "all-or-nothing", Usage: "with --out and several files, write none when any file is refused or fails"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say which encoding each file was read in"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors (and the files refused)"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg, err := readConvertConfig(cmd)
			if err != nil {
				return err
			}
			stderr := cmd.Root().ErrWriter
			_, err = recode.Run(ctx, cfg, cmd.Root().Writer, convertReporter{stderr, cfg.Verbose})
			return convertError(err)
		},
	}
}

// readConvertConfig reads the flags; recode.Run checks how they go
// together.
func readConvertConfig(cmd *cli.Command) (recode.Config, error) {
	cfg := recode.Config{Paths: cmd.Args().Slice(), Out: cmd.String("out"), InPlace: cmd.Bool("in-place"),
		Backup: cmd.String("backup"), AllOrNothing: cmd.Bool("all-or-nothing"), Verbose: cmd.Bool("verbose"), Quiet: cmd.Bool("quiet")}
	cfg.Options.Lossy = cmd.Bool("lossy")
	if len(cfg.Paths) == 0 {
		return cfg, usagef("no files (want the files or folders to convert)")
	}
	if cmd.String("to") == "" {
		return cfg, usagef("--to: no target encoding (want one of %s)", strings.Join(charset.Names(), ", "))
	}
	var err error
	if cfg.To, err = charset.Lookup(cmd.String("to")); err != nil {
		return cfg, usagef("--to: %v", err)
	}
	if cfg.To.ReadOnly {
		return cfg, usagef("--to %s: UTF-16 is read, not written (want one of %s)", cmd.String("to"), strings.Join(charset.Names(), ", "))
	}
	if f := cmd.String("from"); f != "auto" && f != "" {
		if cfg.From, err = charset.Lookup(f); err != nil {
			return cfg, usagef("--from: %v", err)
		}
	}
	switch e := strings.ToLower(cmd.String("eol")); e {
	case "", "lf", "crlf":
		cfg.Options.EOL = e
	default:
		return cfg, usagef("--eol %q: want lf or crlf", cmd.String("eol"))
	}
	return cfg, nil
}

// convertReporter prints what a run of convert says on stderr.
type convertReporter struct {
	stderr  io.Writer
	verbose bool // a problem with its source line and a caret
}

func (r convertReporter) Notice(line string) { fmt.Fprintln(r.stderr, line) }
func (r convertReporter) Change(line string) { fmt.Fprintln(r.stderr, line) }
func (r convertReporter) Warn(line string)   { fmt.Fprintln(r.stderr, "warning: "+line) }
func (r convertReporter) Problem(err *bridge.Error) {
	printProblems(r.stderr, bridge.Errors{err}, r.verbose)
}

// convertFailed is the error of a run in which each file stood on its own
// and some were refused or failed; their problems were printed already.
type convertFailed struct{ err error }

func (e convertFailed) Error() string { return e.err.Error() }
func (e convertFailed) Unwrap() error { return e.err }

// convertError gives recode's errors the kinds exitCode knows.
func convertError(err error) error {
	switch {
	case errors.Is(err, recode.ErrFailed):
		return convertFailed{err}
	case errors.Is(err, recode.ErrUsage):
		return usageError{err}
	}
	return err
}
