package job_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/job"
)

// notScored is setup with a traveller whose first table's score
// disagrees with its contract: a table not scored.
func notScored(t *testing.T) config.Score {
	cfg := setup(t)
	trav := cfg.Files[1]
	if err := os.WriteFile(trav, []byte("board,ns,ew,contract,declarer,result,score_ns\n1,1,1,4S,N,10,450\n1,2,2,3NT,S,9,400\n1,3,3,2H,W,8,-110\n2,1,2,2H,W,8,-110\n2,2,1,2H,W,8,-110\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// A table not scored is a warning: the session is checked and published.
// With --strict it is the run's problem, at its position, and nothing is
// published; the other warnings stay warnings.
func TestStrict(t *testing.T) {
	cfg := notScored(t)
	trav := cfg.Files[1]
	var rec recorder
	r, err := job.Check(cfg, &rec)
	if err != nil || r.Summary.NotScored != 1 || len(rec.warns) != 2 || !strings.Contains(rec.warns[0], "board 2: not in the hand records") ||
		rec.warns[1] != "1 table not scored (shown as such; decide it with --adjust): board 1, NS 1 v EW 1 ("+trav+":2: the input says +450 for NS, but 4S N 10 on a board with nobody vulnerable scores +420)" {
		t.Fatalf("check: %v, %+v, warnings %q", err, r, rec.warns)
	}
	if _, err := job.Score(context.Background(), cfg, nil); err != nil {
		t.Fatalf("score: %v", err)
	}

	cfg = notScored(t)
	cfg.Strict = true
	trav = cfg.Files[1]
	want := trav + ":2: board 1, NS 1 v EW 1: not scored: the input says +450 for NS, but 4S N 10 on a board with nobody vulnerable scores +420"
	for name, run := range map[string]func(rep job.Reporter) error{
		"check": func(rep job.Reporter) error { _, err := job.Check(cfg, rep); return err },
		"score": func(rep job.Reporter) error { _, err := job.Score(context.Background(), cfg, rep); return err },
	} {
		var rec recorder
		err := run(&rec)
		es := bridge.AsErrors(err)
		if len(es) != 1 || es[0].Error() != want || !errors.Is(err, bridge.ErrNotScored) {
			t.Errorf("%s --strict: %v\nwant %s", name, err, want)
		}
		if len(rec.warns) != 1 || !strings.Contains(rec.warns[0], "board 2: not in the hand records") {
			t.Errorf("%s --strict: warnings %q, want the board not in the hand records", name, rec.warns)
		}
	}
	if _, err := os.Stat(cfg.Out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("score --strict published %s", cfg.Out)
	}
}

// --strict takes the warnings of inputs read past and of tables not
// scored as problems (the tables one each, in place of the warning that
// names them), and leaves the others.
func TestStrictSplits(t *testing.T) {
	other := bridge.Errorf(bridge.Pos{File: "t.csv", Line: 3}, "board 2", "not in the hand records")
	past := bridge.Warnf(bridge.ErrReadPast, bridge.Pos{File: "x.xml", Line: 9}, "<HANDSET>", "2 deals for boards not played")
	folded := bridge.Warnf(bridge.ErrNotScored, bridge.Pos{}, "", "2 tables not scored: ...")
	tables := []*bridge.Error{
		bridge.Warnf(bridge.ErrNotScored, bridge.Pos{File: "a.lin", Line: 1}, "board 1, NS 1 v EW 2", "not scored: no claim"),
		bridge.Warnf(bridge.ErrNotScored, bridge.Pos{File: "a.lin", Line: 2}, "board 2, NS 1 v EW 2", "not scored: no claim"),
	}
	warns, problems := job.Strict([]*bridge.Error{other, past, folded}, tables)
	if len(warns) != 1 || warns[0] != other {
		t.Errorf("warnings %v", warns)
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.Error())
	}
	if want := "x.xml:9: <HANDSET>: 2 deals for boards not played|a.lin:1: board 1, NS 1 v EW 2: not scored: no claim|a.lin:2: board 2, NS 1 v EW 2: not scored: no claim"; strings.Join(got, "|") != want {
		t.Errorf("problems %q\nwant %q", strings.Join(got, "|"), want)
	}
}

// Inputs without a table result: a *NoResultsError for check and score
// alike when they hold deals, an input error when they hold nothing a
// session is made of.
func TestNoResults(t *testing.T) {
	cfg := setup(t)
	cfg.Files = cfg.Files[:1] // the hand record alone
	for name, err := range map[string]error{
		"check": func() error { _, err := job.Check(cfg, nil); return err }(),
		"score": func() error { _, err := job.Score(context.Background(), cfg, nil); return err }(),
	} {
		var nr *job.NoResultsError
		if !errors.As(err, &nr) || !errors.Is(err, job.ErrNoResults) || len(nr.Files) != 1 || nr.Files[0].Deals != 1 || err.Error() != "no results yet: nothing published" {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := os.Stat(cfg.Out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("score published %s", cfg.Out)
	}
	empty := filepath.Join(t.TempDir(), "e.pbn")
	if err := os.WriteFile(empty, []byte("% PBN 2.1\n[Event \"Club\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg.Files = []string{empty}
	const want = "session: no results: the inputs hold no deal and no movement either: nothing to score (want a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML)"
	for name, err := range map[string]error{
		"check": func() error { _, err := job.Check(cfg, nil); return err }(),
		"score": func() error { _, err := job.Score(context.Background(), cfg, nil); return err }(),
	} {
		if bridge.AsErrors(err) == nil || errors.Is(err, job.ErrNoResults) || err.Error() != want {
			t.Errorf("%s: %v", name, err)
		}
	}
}
