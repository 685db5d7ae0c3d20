package job_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/job"
	"github.com/protokol-bridge/protokol/publish"
)

// recorder keeps what a run says.
type recorder struct{ warns, infos []string }

func (r *recorder) Files([]session.FileInfo) {}
func (r *recorder) Warn(m string)            { r.warns = append(r.warns, m) }
func (r *recorder) Info(m string)            { r.infos = append(r.infos, m) }
func (r *recorder) Solving(int, int)         {}

// session writes a small session whose traveller has a board the hand
// record lacks (a warning), and its configuration.
func setup(t *testing.T) config.Score {
	t.Helper()
	dir := t.TempDir()
	hands := filepath.Join(dir, "h.pbn")
	trav := filepath.Join(dir, "t.csv")
	if err := os.WriteFile(hands, []byte("[Board \"1\"]\n[Deal \"N:T9743.AJ96.KT.T2 5.QT52.J62.KQ983 QJ8.K74.AQ75.J75 AK62.83.9843.A64\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(trav, []byte("board,ns,ew,contract,declarer,result\n1,1,1,4S,N,10\n1,2,2,3NT,S,9\n2,1,2,2H,W,8\n2,2,1,2H,W,8\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Resolve(config.Layer{
		"dd":       {Name: "dd", Text: []string{"off"}, Flag: true},
		"dd-cache": {Name: "dd-cache", Text: []string{"off"}, Flag: true},
		"format":   {Name: "format", Text: []string{"json"}, Flag: true},
		"out":      {Name: "out", Text: []string{filepath.Join(dir, "out")}, Flag: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Files = []string{hands, trav}
	return cfg
}

// A run that publishes tells the warnings; one that finds its stamp
// published makes nothing and says nothing, unless verbose.
func TestScoreHoldsWarnings(t *testing.T) {
	cfg := setup(t)
	var first recorder
	r, err := job.Score(context.Background(), cfg, &first)
	if err != nil {
		t.Fatal(err)
	}
	if r.Published.Unchanged || len(first.warns) != 1 || !strings.Contains(first.warns[0], "board 2: not in the hand records") {
		t.Errorf("first run: %+v, warnings %q", r.Published, first.warns)
	}
	if got := r.Summary.String(); got != "2 boards, 4 results, 4 pairs" {
		t.Errorf("summary %q", got)
	}
	var second recorder
	if r, err = job.Score(context.Background(), cfg, &second); err != nil || !r.Published.Unchanged || len(second.warns) != 0 {
		t.Errorf("unchanged run: %v %+v, warnings %q", err, r.Published, second.warns)
	}
	cfg.Verbose = true
	var third recorder
	if _, err = job.Score(context.Background(), cfg, &third); err != nil || len(third.warns) != 1 {
		t.Errorf("verbose run: %v, warnings %q", err, third.warns)
	}
}

func TestCheck(t *testing.T) {
	cfg := setup(t)
	var rec recorder
	r, err := job.Check(cfg, &rec)
	if err != nil || len(r.Files) != 2 || len(rec.warns) != 1 {
		t.Errorf("%v %+v %q", err, r, rec.warns)
	}
	if _, err := os.Stat(cfg.Out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("check wrote %s", cfg.Out)
	}
	cfg.Files = nil
	var ce *config.Error
	if _, err := job.Check(cfg, nil); !errors.As(err, &ce) || !errors.Is(err, config.ErrNoFiles) {
		t.Errorf("no files: %v", err)
	}
	// Another run holding the lock: Score fails at once with ErrLocked.
	cfg = setup(t)
	l, err := publish.Lock(context.Background(), cfg.Out, publish.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Unlock()
	if _, err := job.Score(context.Background(), cfg, nil); !errors.Is(err, publish.ErrLocked) {
		t.Errorf("locked: %v", err)
	}
}

// The title of an event its inputs name not: the first file's name, a
// Bridgemate table's export named as its database, or the batch's.
func TestUntitled(t *testing.T) {
	for _, tt := range []struct {
		cfg   config.Score
		first string
		want  string
	}{
		{config.Score{}, "/srv/bcs/LBC-2026-01-26.bws", "LBC-2026-01-26"},
		{config.Score{}, "club.ReceivedData.csv", "club"},
		{config.Score{}, "Monday 3.12.pbn", "Monday 3.12"},
		{config.Score{}, "results", "results"},
		{config.Score{}, ".pbn", ".pbn"},
		{config.Score{Untitled: "2026/tue"}, "hands.pbn", "2026/tue"},
	} {
		if got := job.Untitled(tt.cfg, []session.Input{{Name: tt.first}, {Name: "pairs.csv"}}); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.first, got, tt.want)
		}
	}
}

// TestPagesLimit: the site, the PDF and the text report of more results
// than their limit are refused before anything is published (exit code
// 3, formats.ErrTooLarge); the data formats are made.
func TestPagesLimit(t *testing.T) {
	defer job.SetMaxPagesResults(3)()
	for _, c := range []struct {
		formats []string
		want    string
	}{
		{[]string{"json"}, ""},
		{[]string{"html", "json", "txt"}, "session: too large: 4 results for --format html,txt (the limit of the site, the PDF and the text report is 3 results: they lay out a page for every pair and board; want --format json, csv, pbn or usebio)"},
	} {
		cfg := setup(t)
		cfg.Formats = c.formats
		_, err := job.Score(context.Background(), cfg, nil)
		if got := fmt.Sprint(err); c.want == "" && err != nil || c.want != "" && (got != c.want || !errors.Is(err, formats.ErrTooLarge)) {
			t.Errorf("%v: %v, want %q", c.formats, err, c.want)
		}
		if _, err := os.Stat(filepath.Join(cfg.Out, "results.json")); (err == nil) != (c.want == "") {
			t.Errorf("%v: results.json published: %v", c.formats, err == nil)
		}
	}
}

// TestPauseGC: collections are put off until the last reading that put
// them off is done (each resume counts once), then go back to what they
// were.
func TestPauseGC(t *testing.T) {
	percent := func() int {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p
	}
	defer debug.SetGCPercent(debug.SetGCPercent(70))
	a, b := job.PauseGC(), job.PauseGC()
	a()
	a()
	if p := percent(); p != -1 {
		t.Errorf("one reading done of two: GC percent %d, want -1", p)
	}
	b()
	if p := percent(); p != 70 {
		t.Errorf("both done: GC percent %d, want 70", p)
	}
}
