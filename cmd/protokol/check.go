package main

import (
	"context"
	"fmt"
	"io"

	"github.com/urfave/cli/v3"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "validate the inputs of a session without writing anything",
		ArgsUsage: "FILE...",
		Description: `Reads and scores the session exactly as score does, prints every problem
found and writes nothing. Exit code 0 when the inputs are valid, 3 when not.

Examples:
   protokol check session.pbn travellers.csv
   protokol check --names pairs.csv -v hands.pbn LBC.ReceivedData.csv`,
		Flags: inputFlags(),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg, err := readInputConfig(cmd)
			if err != nil {
				return err
			}
			return runCheck(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

func runCheck(_ context.Context, cfg inputConfig, stdout, stderr io.Writer) error {
	loaded, res, err := loadAndScore(cfg, stderr)
	if err != nil {
		return err
	}
	if !cfg.quiet {
		fmt.Fprintf(stdout, "ok: %d files, %s\n", len(loaded.Files), res.summary())
	}
	return nil
}
