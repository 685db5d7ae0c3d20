package main

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol"
	pub "github.com/protokol-bridge/protokol/publish"
)

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
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Value: "results", Usage: "output `DIR`"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: defaultFormats, Usage: "comma-separated output `FORMATS`"},
			&cli.StringFlag{Name: "lang", Value: "en", Usage: "language of the reports: en or ru"},
			charsetFlag(),
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
			&cli.BoolFlag{Name: "replace-folder", Usage: replaceFolderUsage},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg := scoreConfig{out: cmd.String("out"), lang: cmd.String("lang"), dd: ddConfig{mode: ddDefaultMode}, flags: flagsText(cmd, "")}
			cfg.quiet, cfg.replace = cmd.Bool("quiet"), cmd.Bool("replace-folder")
			var err error
			if cfg.formats, err = parseFormats(cmd.String("format")); err != nil {
				return err
			}
			if cfg.charset, err = readCharset(cmd); err != nil {
				return err
			}
			return runDemo(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

func runDemo(ctx context.Context, cfg scoreConfig, stdout, stderr io.Writer) error {
	var held bytes.Buffer
	loaded, res, err := scoreInputs(protokol.Sample(), cfg.inputConfig, &held)
	if err != nil {
		stderr.Write(held.Bytes())
		return err
	}
	if _, err := publish(ctx, cfg, loaded, res, held.Bytes(), stdout, stderr); err != nil {
		return err
	}
	if !cfg.quiet {
		fmt.Fprintf(stdout, "Scored the sample session: results in %s/\n", pub.ShowPath(cfg.out))
	}
	return nil
}
