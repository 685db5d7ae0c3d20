package main

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/vp"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/report"
)

func vpCommand() *cli.Command {
	return &cli.Command{
		Name:  "vp",
		Usage: "print the victory-point table of a match",
		Description: `Prints, for a match of --boards boards, the IMP margin and the VPs of the
winner and the loser, from a draw up to the margin that gives 20.00: the
WBF 2013 continuous 20-VP scale with its rounding correction, or a discrete
scale given as a CSV file (boards,min_margin,winner,loser).

Examples:
   protokol vp --boards 16
   protokol vp --boards 8 --vp-scale club-scale.csv`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "boards", Aliases: []string{"b"}, Usage: "number of `BOARDS` in the match"},
			&cli.StringFlag{Name: "vp-scale", Value: "wbf2013", Usage: "wbf2013, wbf2013:formula or a `FILE` of a discrete scale"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			boards := int(cmd.Int("boards"))
			if boards < 1 {
				return usagef("--boards: want the number of boards of the match (1 or more)")
			}
			scale, name, err := config.VPScale(config.Value{Name: "vp-scale", Text: []string{cmd.String("vp-scale")}, Flag: true})
			if err != nil {
				return err
			}
			return runVP(ctx, boards, scale, name, cmd.Root().Writer)
		},
	}
}

func runVP(_ context.Context, boards int, scale vp.Scale, name string, stdout io.Writer) error {
	fmt.Fprintf(stdout, "VP scale %s, %d boards (blitz margin %.2f IMPs)\n\n", name, boards, vp.BlitzMargin(boards))
	fmt.Fprintln(stdout, "IMPs  winner  loser")
	for m := 0; ; m++ {
		win, lose, err := scale.VPs(exact.Int(int64(m)), boards)
		if err != nil {
			return fmt.Errorf("vp: %w", err)
		}
		fmt.Fprintf(stdout, "%4s  %6s  %5s\n", strconv.Itoa(m), report.VP(win), report.VP(lose))
		if win >= vp.Full || m > 10000 {
			break
		}
	}
	return nil
}
