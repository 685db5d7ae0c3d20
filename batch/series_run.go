package batch

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/protokol-bridge/protokol/config"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
)

// SeriesConfig is a run of the series command: the sessions found under
// Args are scored as batch scores them (their settings, File and Flags)
// and published nowhere; the series are made from them and, when Out is
// set, each table is published into a folder of its own under Out
// (Out/NAME, as batch's site holds them under series/). Jobs, Lang and
// Replace are batch's.
type SeriesConfig struct {
	Config
	// Register is the register's file; "" for the archive's
	// (RegisterFile in a folder given).
	Register string
	// Definitions are definition files or preset names; none for the
	// archive's (series*.toml in a folder given).
	Definitions []string
}

// SeriesRun is what RunSeries did.
type SeriesRun struct {
	Outcomes []Outcome // the sessions scored
	*SeriesResult
	// Published are the tables published under Out (none without it).
	Published []SeriesOutcome
}

// ErrNoSeries: no series definition was given or found.
var ErrNoSeries = fmt.Errorf("no series defined")

// RunSeries scores the sessions and makes the season's series (see
// SeriesConfig). The error is the run's own (no session, no definition,
// a register or a definition that cannot be read); a session's failure
// is in its outcome, and a series that takes it is not made (see
// SeriesOptions.Failed).
func RunSeries(ctx context.Context, cfg SeriesConfig, p Progress) (*SeriesRun, error) {
	c := cfg.Config
	c.check, c.register = true, cfg.Register
	roots := seasonRoots(c.Args)
	se, err := ReadSeason(roots, cfg.Register, cfg.Definitions)
	if err != nil {
		return nil, err
	}
	if len(se.Defs) == 0 {
		return nil, &config.Error{Err: fmt.Errorf("series: %w under %s (want series*.toml there, or --def FILE|PRESET)", ErrNoSeries, showPaths(c.Args))}
	}
	sessions, err := find(c, p)
	if err != nil {
		return nil, err
	}
	outcomes, err := scoreAll(ctx, c, sessions, p)
	if err != nil {
		return nil, err
	}
	scored, failed := scoredOf(outcomes)
	for i := range scored {
		scored[i].Link = "" // the command publishes no session to link to
	}
	res, err := se.Tables(scored, SeriesOptions{Lang: c.Lang, Failed: failed})
	if err != nil {
		return nil, err
	}
	run := &SeriesRun{Outcomes: outcomes, SeriesResult: res}
	if c.Out == "" {
		return run, nil
	}
	var rep pub.Reporter
	if p != nil {
		rep = warner{p}
	}
	warn := func(msg string) {
		if p != nil {
			p.Warn("series " + msg)
		}
	}
	for i := range res.Tables {
		o := publishTable(ctx, filepath.Join(c.Out, res.Tables[i].Name), &res.Tables[i], pub.Options{Reporter: rep, ReplaceFolder: c.Replace}, warn)
		o.Path = o.Name
		run.Published = append(run.Published, o)
	}
	return run, nil
}

// scoredOf are the sessions of the outcomes that scored, as a season's
// tables take them (each with the model of its event, and the link to
// its results), and the folders of those that failed; a session with no
// results yet is neither.
func scoredOf(outcomes []Outcome) (scored []Scored, failed []string) {
	for _, o := range outcomes {
		switch {
		case o.NoResults():
		case o.Err != nil:
			failed = append(failed, o.Session.Rel)
		default:
			e := entry(o)
			s := Scored{Rel: o.Session.Rel, Date: e.Date, Title: e.Title, Link: e.Link}
			if ev, err := report.NewEvent(o.Report.Result); err == nil {
				s.Event = ev
			}
			scored = append(scored, s)
		}
	}
	return scored, failed
}
