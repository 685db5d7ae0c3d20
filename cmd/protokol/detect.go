package main

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/input"
)

func detectCommand() *cli.Command {
	return &cli.Command{
		Name:      "detect",
		Usage:     "tell the encoding of files",
		ArgsUsage: "FILE...",
		Description: `Prints one line per file: FILE, TAB, the encoding's WHATWG name (utf-8,
windows-1251, koi8-r, ibm866, ...), TAB, the confidence from 0 to 1. The
encoding comes from a byte-order mark, valid UTF-8, a charset declaration in
the file, or else a statistical model of Russian and West European text.

Examples:
   protokol detect session.pbn travellers.csv
   protokol detect -v archive/*.pbn`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "also say how the encoding was found and the runner-up"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() == 0 {
				return usagef("no files (want the files whose encoding to tell)")
			}
			return runDetect(ctx, cmd.Args().Slice(), cmd.Bool("verbose"), cmd.Root().Writer)
		},
	}
}

func runDetect(_ context.Context, files []string, verbose bool, stdout io.Writer) error {
	var errs bridge.Errors
	for _, name := range files {
		data, err := input.Read(name)
		if err != nil {
			errs = append(errs, bridge.AsErrors(err)...)
			continue
		}
		d := charset.Detect(data)
		line := name + "\t" + d.Encoding.Name + "\t" + strconv.FormatFloat(d.Confidence, 'f', 2, 64)
		if verbose {
			line += "\t" + d.How
			if d.RunnerUp != nil {
				line += ", runner-up " + d.RunnerUp.Name
			}
			if d.Confidence < charset.Threshold {
				line += fmt.Sprintf(", below the threshold %.2f", charset.Threshold)
			}
		}
		fmt.Fprintln(stdout, line)
	}
	return errs.Err()
}
