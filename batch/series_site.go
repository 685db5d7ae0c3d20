package batch

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/job"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
	"github.com/protokol-bridge/protokol/translit"
)

// SeriesOutcome is what became of one series table in a batch, or of the
// season itself (Name ""): its register or a definition that could not
// be read.
type SeriesOutcome struct {
	Name  string // the table's folder under SeriesFolder
	Title string // its heading: the series' title and period
	Path  string // its folder under the site, with "/"
	Err   error
	// Unchanged: published already as it is.
	Unchanged bool
}

// SeriesEntry is one series table of the index (index.json's "series").
type SeriesEntry struct {
	Path     string `json:"path"` // its folder under the site
	Def      string `json:"def"`  // its definition's name
	Title    string `json:"title"`
	Period   string `json:"period,omitempty"`
	Sessions int    `json:"sessions"`
	Link     string `json:"link"` // the page to open
}

// seriesDir is the site's folder of series tables: SeriesFolder, unless
// a session published before this version took that name
// (assignAddresses keeps it for the series since).
func seriesDir(addrs map[string]string) string {
	for _, a := range addrs {
		if a == SeriesFolder || strings.HasPrefix(a, SeriesFolder+"/") {
			return SeriesFolder + "-" + translit.Hash(SeriesFolder)
		}
	}
	return SeriesFolder
}

// batchSeries makes the season's series from the sessions of the run and
// publishes each table into its folder of the site, as a session is
// published (atomically; a table that did not change is left as it is).
// It returns the outcomes, the index's entries, and the definitions not
// made this run (their entries of the last index stand).
func batchSeries(ctx context.Context, cfg Config, dir string, outcomes []Outcome, p Progress, rep pub.Reporter) ([]SeriesOutcome, []SeriesEntry, []string) {
	var mu sync.Mutex // the tables are published at once (see parallel)
	warn := func(msg string) {
		if p != nil {
			mu.Lock()
			p.Warn("series: " + msg)
			mu.Unlock()
		}
	}
	if rep != nil {
		rep = lockedReporter{&mu, rep}
	}
	se, err := ReadSeason(seasonRoots(cfg.Args), "", nil)
	if err != nil {
		return []SeriesOutcome{{Err: err}}, nil, nil
	}
	if len(se.Defs) == 0 {
		for _, w := range se.Warnings {
			warn(w)
		}
		return nil, nil, nil
	}
	scored, failed := scoredOf(outcomes)
	res, err := se.Tables(scored, SeriesOptions{Lang: cfg.Lang, Depth: strings.Count(dir, "/") + 2, Archive: true, Failed: failed})
	if err != nil {
		return []SeriesOutcome{{Err: err}}, nil, nil
	}
	for _, w := range res.Warnings {
		warn(w)
	}
	// Each table into its folder, as many at once as sessions are scored:
	// a table's time is mostly its files' syncing.
	outs := make([]SeriesOutcome, len(res.Tables))
	parallel(len(res.Tables), cfg.Jobs, func(i int) {
		t := &res.Tables[i]
		path := dir + "/" + t.Name
		outs[i] = publishTable(ctx, filepath.Join(cfg.Out, filepath.FromSlash(path)), t, pub.Options{Reporter: rep, ReplaceFolder: cfg.Replace}, warn)
		outs[i].Path = path
	})
	var index []SeriesEntry
	for i, t := range res.Tables {
		for _, w := range t.Warnings {
			warn(t.Name + ": " + w)
		}
		if outs[i].Err == nil {
			index = append(index, SeriesEntry{Path: outs[i].Path, Def: t.Def, Title: t.Sheet.Title, Period: t.Sheet.PeriodText,
				Sessions: len(t.Sheet.Sessions), Link: outs[i].Path + "/index.html"})
		}
	}
	if len(res.Blocked) == 0 {
		if o := publishPlayers(ctx, cfg, dir, res, outs, rep); o.Err != nil {
			outs = append(outs, o)
		}
	}
	return outs, index, res.Blocked
}

// publishPlayers publishes the page of the season's players into
// dir/PlayersFolder: every player with his pages in the tables published
// (while a series is not made this run, the page stands as it was).
func publishPlayers(ctx context.Context, cfg Config, dir string, res *SeriesResult, outs []SeriesOutcome, rep pub.Reporter) SeriesOutcome {
	o := SeriesOutcome{Name: PlayersFolder, Path: dir + "/" + PlayersFolder}
	var tables []report.SeasonTable
	for i, t := range res.Tables {
		if outs[i].Err == nil {
			tables = append(tables, report.SeasonTable{Sheet: t.Sheet, Folder: "../" + t.Name + "/"})
		}
	}
	up := strings.Repeat("../", strings.Count(o.Path, "/")+1)
	page, err := report.NewSeasonPlayers(tables, res.Spellings, res.Names, cfg.Lang, up+"index.html")
	if err != nil {
		o.Err = err
		return o
	}
	o.Title = page.W.SeasonPlayers
	opt := pub.Options{Reporter: rep, ReplaceFolder: cfg.Replace}
	lock, err := pub.Lock(ctx, filepath.Join(cfg.Out, filepath.FromSlash(o.Path)), opt)
	if err != nil {
		o.Err = err
		return o
	}
	defer lock.Unlock()
	// As a table's (SeriesTable.Stamp): the page follows from the program,
	// the language and the players' names, anchors and pages.
	if prog := job.Program(); prog != "" {
		h := sha256.New()
		fmt.Fprintf(h, "protokol %s\nseason players\nlang %s\narchive %q\n", prog, page.L.Lang, page.Archive)
		if json.NewEncoder(h).Encode(page.Players) == nil {
			opt.Stamp = hex.EncodeToString(h.Sum(nil))
		}
	}
	if _, same := lock.Unchanged(opt.Stamp, rep); same {
		o.Unchanged = true
		return o
	}
	files, err := html.RenderSeasonPlayers(page)
	if err != nil {
		o.Err = err
		return o
	}
	m := map[string][]byte{}
	for _, f := range files {
		m[f.Name] = f.Data
	}
	r, err := lock.Publish(ctx, m, opt)
	o.Err, o.Unchanged = err, r.Unchanged
	return o
}

// keptSeries are the index's series: those of this run, and those of the
// last index whose definition was not made this run (blocked) while
// their folder is there; each definition's together, the latest period
// first.
func keptSeries(site string, now, old []SeriesEntry, blocked []string) []SeriesEntry {
	for _, e := range old {
		if !slices.Contains(blocked, e.Def) || !validAddress(e.Path) {
			continue
		}
		if pub.IsOutput(filepath.Join(site, filepath.FromSlash(e.Path))) {
			now = append(now, e)
		}
	}
	slices.SortStableFunc(now, func(a, b SeriesEntry) int {
		return cmp.Or(strings.Compare(a.Def, b.Def), strings.Compare(b.Path, a.Path))
	})
	return now
}

// seriesLinks are the index page's links to the series.
func seriesLinks(series []SeriesEntry) []html.SeriesLink {
	out := make([]html.SeriesLink, len(series))
	for i, e := range series {
		out[i] = html.SeriesLink{Title: e.Title, Period: e.Period, Sessions: e.Sessions, Href: e.Link}
	}
	return out
}

// parallel calls f(0) … f(n-1) on up to jobs goroutines, and returns when
// every call has.
func parallel(n, jobs int, f func(i int)) {
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(1, min(jobs, n)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				f(i)
			}
		}()
	}
	for i := range n {
		work <- i
	}
	close(work)
	wg.Wait()
}

// lockedReporter tells a Reporter under a lock.
type lockedReporter struct {
	mu  *sync.Mutex
	rep pub.Reporter
}

func (l lockedReporter) Warn(msg string) { l.mu.Lock(); l.rep.Warn(msg); l.mu.Unlock() }
func (l lockedReporter) Info(msg string) { l.mu.Lock(); l.rep.Info(msg); l.mu.Unlock() }
