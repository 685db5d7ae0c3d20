package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/protokol-bridge/protokol/formats/decisions"
	"github.com/protokol-bridge/protokol/report/csvout"
	"github.com/protokol-bridge/protokol/report/pbnout"
)

// sheetFormat reports whether an output format is laid out from the
// report's Sheet (the site, the PDF, the text report); JSON and the
// exports are written from the computed results.
func sheetFormat(f string) bool { return f != "json" && f != "pbn" && f != "csv" }

// exportFiles adds the files of an export format to files: results.pbn
// for pbn, travellers.csv and rankings.csv for csv. What a file cannot carry (a
// decision PBN has no code for, a carry-over) is a warning on stderr,
// unless -q.
func exportFiles(format string, cfg scoreConfig, res *scored, files map[string][]byte, stderr io.Writer) error {
	var warnings []string
	var err error
	switch format {
	case "pbn":
		var buf bytes.Buffer
		opt := pbnout.Options{Title: cfg.title, Date: cfg.date, Decision: decisions.Format, DD: res.dd}
		var w []string
		if res.teams != nil {
			w, err = pbnout.WriteTeams(&buf, res.teams, opt)
		} else {
			err = pbnout.Write(&buf, res.pairs, opt)
		}
		files["results.pbn"] = buf.Bytes()
		warnings = prefix("results.pbn", w)
	case "csv":
		var trav, ranks bytes.Buffer
		opt := csvout.Options{Decision: decisions.Format}
		var w []string
		if res.teams != nil {
			if w, err = csvout.WriteTeamTravellers(&trav, res.teams, opt); err == nil {
				err = csvout.WriteTeamRankings(&ranks, res.teams)
			}
		} else {
			if w, err = csvout.WriteTravellers(&trav, res.pairs, opt); err == nil {
				err = csvout.WriteRankings(&ranks, res.pairs)
			}
		}
		files["travellers.csv"], files["rankings.csv"] = trav.Bytes(), ranks.Bytes()
		warnings = prefix("travellers.csv", w)
	default:
		return fmt.Errorf("internal error: %q is not an export format", format)
	}
	if err != nil {
		return err
	}
	if !cfg.quiet {
		for _, w := range warnings {
			fmt.Fprintln(stderr, "warning: "+w)
		}
	}
	return nil
}

func prefix(file string, warnings []string) []string {
	out := make([]string, len(warnings))
	for i, w := range warnings {
		out[i] = file + ": " + w
	}
	return out
}
