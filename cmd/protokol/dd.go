package main

import (
	"bufio"
	"context"
	"fmt"
	"io"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/ddtables"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/report/jsonout"
	"github.com/protokol-bridge/protokol/report/text"
)

func ddCommand() *cli.Command {
	return &cli.Command{
		Name:      "dd",
		Usage:     "print the double-dummy tables and par of hand records",
		ArgsUsage: "FILE.pbn...",
		Description: `Solves every deal of the hand records double dummy: how many tricks each
seat takes as declarer in each strain, with the par score and contracts for
the board's vulnerability and dealer. A deal that is not four hands of 13
different cards is an input error (exit 3), named with its file and line;
the other deals are still printed. A table the file carries itself
([DoubleDummyTricks], [OptimumResultTable]) that differs from the solved one
is reported as a warning.

Solved tables are kept in the --dd-cache folder, so that protokol score
finds them there: running protokol dd on the hand records before the
session ends makes publishing the results instant.

Examples:
   protokol dd hands.pbn
   protokol dd --jobs 2 --format json hands.pbn > dd.json`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, DefaultText: "one per core", Usage: "`N` deals solved at once"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "`FORMAT`: text or json"},
			&cli.StringFlag{Name: "dd-cache", Value: "auto", DefaultText: "auto, the user's cache folder", Usage: "`DIR` keeping solved tables, or off"},
			&cli.StringFlag{Name: "encoding", Value: "auto", DefaultText: "auto, detected", Usage: "`ENCODING`: auto, or a name such as windows-1251"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg := ddtables.Config{Mode: ddtables.Solve, Jobs: int(cmd.Int("jobs"))}
			if cfg.Jobs < 0 {
				return usagef("--jobs %d: want 1 or more", cfg.Jobs)
			}
			format := cmd.String("format")
			if format != "text" && format != "json" {
				return usagef("--format %q: want text or json", format)
			}
			var err error
			if cfg.Cache, err = config.CacheDir(config.Value{Name: "dd-cache", Text: []string{cmd.String("dd-cache")}, Flag: true}); err != nil {
				return err
			}
			if cmd.Args().Len() == 0 {
				return usagef("no input files (want %s)", ddInputs)
			}
			cfg.Progress = solvingLine(cmd.Bool("quiet"), cmd.Root().ErrWriter).Update
			return runDD(cmd.Args().Slice(), cmd.String("encoding"), format, cmd.Bool("quiet"), cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

// ddInputs are the files dd takes deals from.
const ddInputs = "hand records: PBN with [Deal] tags, or a Bridgemate .bws, BBO LIN or USEBIO XML that holds the deals"

func runDD(files []string, encoding, format string, quiet bool, cfg ddtables.Config, stdout, stderr io.Writer) error {
	var inputs []session.Input
	for _, name := range files {
		data, err := input.Read(name)
		if err != nil {
			return err
		}
		inputs = append(inputs, session.Input{Name: name, Data: data})
	}
	loaded, err := session.Load(inputs, session.Options{Encoding: encoding, Sets: true})
	if err != nil {
		return err
	}
	// A file of several deal sets whose board numbers restart (a dealing
	// program's) has every set solved, each board labelled with its set.
	type setBoard struct {
		set int
		b   bridge.Board
	}
	var all []setBoard
	var bad bridge.Errors
	sets := false
	for _, ds := range loaded.Sets {
		sets = sets || ds.Number > 1
	}
	if sets {
		for _, ds := range loaded.Sets {
			ok, notOK := ddtables.Deals(ds.Boards)
			for _, b := range ok {
				all = append(all, setBoard{ds.Number, b})
			}
			for _, e := range notOK {
				c := *e
				c.Context = setLabel(ds.Number) + ", " + c.Context
				bad = append(bad, &c)
			}
		}
	} else {
		ok, notOK := ddtables.Deals(loaded.Session.Boards)
		for _, b := range ok {
			all = append(all, setBoard{0, b})
		}
		bad = notOK
	}
	boards := make([]bridge.Board, len(all))
	for i, sb := range all {
		boards[i] = sb.b
	}
	if len(boards) == 0 && len(bad) == 0 {
		return &bridge.Error{Pos: bridge.Pos{File: files[0]}, Err: fmt.Errorf("no deals (want %s)", ddInputs)}
	}
	tables, _ := ddtables.SolveBoards(boards, cfg) // all complete: every table is known
	if !quiet {
		for i, b := range boards {
			if t, ok := ddtables.FileTable(b); ok && t != tables[i] {
				label := bridge.BoardLabel(b.Number)
				if all[i].set > 0 {
					label = setLabel(all[i].set) + ", " + label
				}
				fmt.Fprintf(stderr, "warning: %s: %s: the hand record's table %s is not the solved one %s\n", b.Pos, label, t.PBN(), tables[i].PBN())
			}
		}
	}
	if format == "json" {
		out := make([]jsonout.DDBoard, len(boards))
		for i, b := range boards {
			out[i] = jsonout.DDBoard{Set: all[i].set, Number: b.Number, Analysis: dd.Analyse(tables[i], b.Vul, b.Dealer)}
		}
		if err := jsonout.WriteDD(stdout, out); err != nil {
			return err
		}
	} else {
		w := bufio.NewWriter(stdout)
		for i, b := range boards {
			if i > 0 {
				w.WriteString("\n")
			}
			text.WriteDDSet(w, all[i].set, b, dd.Analyse(tables[i], b.Vul, b.Dealer))
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	if len(bad) > 0 {
		return bad
	}
	return nil
}

// setLabel names a deal set of a file whose board numbers restart: "set 2".
func setLabel(n int) string { return fmt.Sprintf("set %d", n) }
