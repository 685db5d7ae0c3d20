package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/mp"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/decisions"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

func batchCommand() *cli.Command {
	return &cli.Command{
		Name:      "batch",
		Usage:     "score many sessions: one output folder each, and an index of all events",
		ArgsUsage: "FOLDER|GLOB...",
		Description: `Finds the sessions under the folders (or glob patterns) given: every folder
that holds PBN or CSV files is a session, scored as score would score those
files, into a folder of --out named after the session's folder (its path
made of a-z, 0-9, "-" and "_"), which it keeps once published (recorded in
--out/.protokol-batch.json). --out gets index.html and index.json: every
event published, newest first. --out must be protokol's: missing, empty, or
a site batch made; a folder with other files is refused (exit 3) unless
--replace-folder keeps it as OUT.before-protokol. A run in which no session
changed prints nothing.

Settings per session come from a config file (--config, TOML) and from a
protokol.toml in the session's folder; their keys are score's flags:

   [defaults]                  # every session; paths relative to this file
   lang = "ru"
   charset = "windows-1251"
   [events."2026/11-28"]        # the folder, relative to the folder given
   title = "Monday pairs"
   scoring = "butler"
   names = "pairs.csv"          # relative to the session folder
   adjust = ["decisions.csv"]

A session with bad input is reported and skipped; the others are still
published (a session published before keeps its last good results). The exit
code is that of the worst failure (1 internal, 4 locked, 2 bad settings,
3 invalid input), 0 when every session was published.

Examples:
   protokol batch --out /var/www/results archive/
   protokol batch --config club.toml --out site 'archive/2026-*'`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Value: "results", Usage: "output `DIR`: one folder per session, and the index"},
			&cli.StringFlag{Name: "config", Usage: "settings `FILE` (TOML): [defaults] and [events.\"FOLDER\"] tables of score flags"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.GOMAXPROCS(0), Usage: "`N` sessions scored at once"},
			&cli.StringFlag{Name: "lang", Value: "en", Usage: "language of the index page, and of the sessions unless their settings say: en or ru"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMATS` of the sessions unless their settings say (default: as score)"},
			&cli.StringFlag{Name: "dd", Usage: "double-dummy tables of the sessions unless their settings say: solve, file or off (default: as score)"},
			&cli.StringFlag{Name: "dd-cache", Usage: "`DIR` of solved tables, unless the sessions' settings say (default: as score)"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say how each file was read"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
			&cli.BoolFlag{Name: "replace-folder", Usage: replaceFolderUsage + "; for --out and for the sessions' folders"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			cfg := batchConfig{out: cmd.String("out"), jobs: int(cmd.Int("jobs")), lang: cmd.String("lang"),
				verbose: cmd.Bool("verbose"), quiet: cmd.Bool("quiet"), replace: cmd.Bool("replace-folder"), args: cmd.Args().Slice()}
			if len(cfg.args) == 0 {
				return usagef("batch: no folder or pattern given (want FOLDER|GLOB...)")
			}
			if cfg.jobs < 1 {
				return usagef("--jobs %d: want at least 1", cfg.jobs)
			}
			if _, err := report.LabelsFor(cfg.lang); err != nil {
				return usageError{err}
			}
			cfg.flags = settings{}
			for _, k := range []string{"lang", "format", "dd", "dd-cache"} {
				if cmd.IsSet(k) {
					cfg.flags[k] = []string{cmd.String(k)}
				}
			}
			if p := cmd.String("config"); p != "" {
				var err error
				if cfg.conf, err = readBatchConf(p); err != nil {
					return err
				}
			}
			return runBatch(ctx, cfg, cmd.Root().Writer, cmd.Root().ErrWriter)
		},
	}
}

type batchConfig struct {
	out            string
	jobs           int
	lang           string
	verbose, quiet bool
	replace        bool // --replace-folder: of --out, and of each session's folder
	args           []string
	conf           *batchConf
	flags          settings // score flags given to batch: defaults of every session
}

// batchSession is one session found.
type batchSession struct {
	dir    string   // its folder
	rel    string   // the folder under the root it was found from, with "/"
	files  []string // its input files, sorted
	out    string   // its output folder ("" until assignAddresses)
	name   string   // its address: out relative to the batch's --out, with "/"
	set    settings // its settings
	setErr error    // a problem with them: the session fails
}

// batchOutcome is what scoring a session gave.
type batchOutcome struct {
	s         *batchSession
	entry     eventEntry
	summary   string
	unchanged bool // published already as it is: nothing was touched
	code      int
	errText   string
}

// eventEntry is one event of the index (index.json).
type eventEntry struct {
	Path    string `json:"path"` // folder under --out
	Title   string `json:"title"`
	Date    string `json:"date,omitempty"`
	Scoring string `json:"scoring"` // MP, ACBL, Butler, CrossIMPs or Teams
	Summary string `json:"summary"`
	Link    string `json:"link"` // the file to open: index.html, results.pdf, ...
}

func runBatch(ctx context.Context, cfg batchConfig, stdout, stderr io.Writer) error {
	sessions, err := findSessions(cfg.args, cfg.out)
	if err != nil {
		return err
	}
	if len(sessions) == 0 {
		return usagef("batch: no session found under %s (want folders holding .pbn or .csv files)", showPaths(cfg.args))
	}
	// Files a session's settings name (a names or decisions file in a
	// folder of its own) are read through them: they are nobody's inputs,
	// and a folder holding only such files is no session.
	named := map[string]bool{}
	for _, s := range sessions {
		if s.set, s.setErr = sessionSettings(cfg, s); s.setErr != nil {
			continue
		}
		for _, k := range []string{"names", "adjust"} {
			for _, p := range s.set[k] {
				if abs, err := filepath.Abs(p); err == nil {
					named[abs] = true
				}
			}
		}
	}
	kept := sessions[:0]
	for _, s := range sessions {
		s.files = slices.DeleteFunc(s.files, func(f string) bool {
			abs, err := filepath.Abs(f)
			return err == nil && named[abs]
		})
		if len(s.files) > 0 {
			kept = append(kept, s)
		}
	}
	sessions = kept
	if len(sessions) == 0 {
		return usagef("batch: no session found under %s (want folders holding .pbn or .csv files)", showPaths(cfg.args))
	}
	site, err := openSite(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer site.close()
	assignAddresses(sessions, site.addrs, cfg.out, site.adopt)
	if err := site.save(sessions); err != nil {
		return pub.ShowError(err)
	}
	progress := newProgress(stderr, len(sessions), cfg.quiet)
	outcomes := make([]batchOutcome, len(sessions))
	work := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range min(cfg.jobs, len(sessions)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				o := scoreSession(ctx, cfg, sessions[i])
				outcomes[i] = o
				mu.Lock()
				// An unchanged session says so only with -v: a batch whose
				// sessions are all unchanged prints nothing.
				if o.code != exitOK {
					progress.clear()
					fmt.Fprintf(stderr, "failed  %s (exit %d):\n%s", pub.ShowPath(o.s.rel), o.code, indent(o.errText))
				} else if !cfg.quiet && !progress.tty && (!o.unchanged || cfg.verbose) {
					done := o.summary
					if o.unchanged {
						done += " (unchanged)"
					}
					fmt.Fprintf(stdout, "ok      %s → %s: %s\n", pub.ShowPath(o.s.rel), pub.ShowPath(o.s.out), done)
				}
				if o.code == exitOK && o.errText != "" { // warnings
					progress.clear()
					fmt.Fprintf(stderr, "%s:\n%s", pub.ShowPath(o.s.rel), indent(o.errText))
				}
				progress.step(o.code != exitOK)
				mu.Unlock()
			}
		}()
	}
	for i := range sessions {
		if ctx.Err() != nil {
			break
		}
		work <- i
	}
	close(work)
	wg.Wait()
	progress.done()
	if err := ctx.Err(); err != nil {
		return err
	}

	if err := writeIndex(cfg, outcomes); err != nil {
		return pub.ShowError(err)
	}
	worst, failed, changed := exitOK, 0, 0
	for _, o := range outcomes {
		if o.code != exitOK {
			failed++
			worst = worse(worst, o.code)
		} else if !o.unchanged {
			changed++
		}
	}
	if failed > 0 || !cfg.quiet && (changed > 0 || cfg.verbose) {
		fmt.Fprintf(stderr, "published %d of %d sessions to %s", len(sessions)-failed, len(sessions), pub.ShowPath(cfg.out))
		if failed > 0 {
			fmt.Fprintf(stderr, " (%d failed)", failed)
		}
		fmt.Fprintln(stderr)
	}
	if worst != exitOK {
		return batchFailed{code: worst, failed: failed}
	}
	return nil
}

// batchFailed is the error of a batch in which some sessions failed; their
// problems were printed already.
type batchFailed struct{ code, failed int }

func (e batchFailed) Error() string {
	return fmt.Sprintf("%d sessions failed", e.failed)
}

// worse orders failures for the batch's exit code: an internal error, then
// a lock held, then bad settings, then invalid input.
func worse(a, b int) int {
	rank := func(c int) int {
		switch c {
		case exitOK:
			return 0
		case exitInput:
			return 1
		case exitUsage:
			return 2
		case exitInternal:
			return 4
		}
		return 3 // locked, or any other
	}
	if rank(b) > rank(a) {
		return b
	}
	return a
}

func indent(s string) string {
	var b strings.Builder
	for line := range strings.Lines(s) {
		b.WriteString("  ")
		b.WriteString(line)
	}
	return b.String()
}

// scoreSession scores one session as `protokol score` would, with its
// settings, and publishes it.
func scoreSession(ctx context.Context, cfg batchConfig, s *batchSession) (o batchOutcome) {
	o.s = s
	var out, errb bytes.Buffer
	defer func() {
		if r := recover(); r != nil {
			o.code, o.errText = exitInternal, fmt.Sprintf("protokol: internal error: %v\n", r)
		}
	}()
	if s.setErr != nil {
		o.code = printError(s.setErr, &errb, cfg.verbose)
		o.errText = errb.String()
		return o
	}
	set := s.set
	args := []string{"protokol", "--out", s.out}
	if cfg.quiet {
		args = append(args, "-q")
	}
	if cfg.replace {
		args = append(args, "--replace-folder")
	}
	if cfg.verbose {
		args = append(args, "-v")
	}
	args = append(args, set.args()...)
	args = append(args, "--")
	args = append(args, s.files...)

	cmd := scoreCommand()
	cmd.DisableSliceFlagSeparator = true
	cmd.Writer, cmd.ErrWriter = &out, &errb
	cmd.ExitErrHandler = func(context.Context, *cli.Command, error) {}
	cmd.OnUsageError = func(_ context.Context, _ *cli.Command, err error, _ bool) error { return usageError{err} }
	cmd.Action = func(ctx context.Context, cmd *cli.Command) error {
		sc, err := readScoreConfig(cmd)
		if err != nil {
			return err
		}
		var held bytes.Buffer
		loaded, res, err := loadAndScore(sc.inputConfig, &held)
		if err != nil {
			errb.Write(held.Bytes())
			return err
		}
		o.entry = indexEntry(sc, res, s)
		o.summary = res.summary()
		r, err := publish(ctx, sc, loaded, res, held.Bytes(), &out, &errb)
		o.unchanged = r.Unchanged
		return err
	}
	err := cmd.Run(ctx, args)
	o.code = printError(err, &errb, cfg.verbose)
	o.errText = errb.String()
	return o
}

// sessionSettings lays the session's settings over each other: the config
// file's defaults, batch's own --lang and --format, the folder's
// protokol.toml, the config file's table for the folder.
func sessionSettings(cfg batchConfig, s *batchSession) (settings, error) {
	own, err := readFolderConf(s.dir)
	if err != nil {
		return nil, err
	}
	if cfg.conf == nil {
		return merge(cfg.flags, own), nil
	}
	event := settings{}
	for k, v := range cfg.conf.events[s.rel] {
		if _, ok := pathKeys[k]; ok {
			v = slices.Clone(v)
			for i := range v {
				v[i] = resolveSetting(k, s.dir, v[i])
			}
		}
		event[k] = v
	}
	return merge(cfg.conf.defaults, cfg.flags, own, event), nil
}

// indexEntry describes a published session for the index.
func indexEntry(sc scoreConfig, res *scored, s *batchSession) eventEntry {
	e := eventEntry{Path: s.name, Title: sc.title, Date: sc.date, Summary: res.summary()}
	if res.teams != nil {
		e.Scoring = "Teams"
		e.Title = cmp(e.Title, res.teams.Event)
		e.Date = cmp(e.Date, res.teams.Date)
	} else {
		e.Scoring = "MP"
		switch {
		case res.pairs.Method == pairs.Butler:
			e.Scoring = "Butler"
		case res.pairs.Method == pairs.CrossIMPs:
			e.Scoring = "CrossIMPs"
		case res.pairs.Scale == mp.ACBL:
			e.Scoring = "ACBL"
		}
		e.Title = cmp(e.Title, res.pairs.Event)
		e.Date = cmp(e.Date, res.pairs.Date)
	}
	if e.Title == "" {
		e.Title = s.rel
	}
	for _, f := range []struct{ format, file string }{{"html", "index.html"}, {"pdf", "results.pdf"}, {"txt", "results.txt"}, {"json", "results.json"}} {
		if slices.Contains(sc.formats, f.format) {
			e.Link = s.name + "/" + f.file
			break
		}
	}
	return e
}

func cmp(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// writeIndex writes index.json and index.html into --out: the events of
// this run, and those of an earlier run whose session failed this time
// (their results are still published), newest first.
func writeIndex(cfg batchConfig, outcomes []batchOutcome) error {
	byPath := map[string]eventEntry{}
	if data, err := os.ReadFile(filepath.Join(cfg.out, "index.json")); err == nil {
		var old struct {
			Events []eventEntry `json:"events"`
		}
		if json.Unmarshal(data, &old) == nil {
			for _, e := range old.Events {
				byPath[e.Path] = e
			}
		}
	}
	for _, o := range outcomes {
		if o.code == exitOK {
			byPath[o.entry.Path] = o.entry
		}
	}
	var events []eventEntry
	for _, e := range byPath {
		// An earlier event stays listed only while its folder is there.
		if _, err := os.Stat(filepath.Join(cfg.out, filepath.FromSlash(e.Path))); err == nil {
			events = append(events, e)
		}
	}
	slices.SortFunc(events, func(a, b eventEntry) int {
		if c := strings.Compare(dateKey(b.Date), dateKey(a.Date)); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
	var js bytes.Buffer
	enc := json.NewEncoder(&js)
	enc.SetIndent("", " ")
	if err := enc.Encode(struct {
		Events []eventEntry `json:"events"`
	}{events}); err != nil {
		return err
	}
	l, err := report.LabelsFor(cfg.lang)
	if err != nil {
		return err
	}
	method := map[string]string{"MP": l.ScoringMP, "ACBL": l.ScoringACBL, "Butler": l.ScoringButler, "CrossIMPs": l.ScoringCross, "Teams": l.ScoringTeams}
	links := make([]html.EventLink, len(events))
	for i, e := range events {
		links[i] = html.EventLink{Title: e.Title, Date: e.Date, Scoring: cmp(method[e.Scoring], e.Scoring), Summary: e.Summary, Href: e.Link}
	}
	page, err := html.RenderEvents(links, cfg.lang)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		data []byte
	}{{"index.json", js.Bytes()}, {"index.html", page}} {
		if err := pub.ReplaceFile(filepath.Join(cfg.out, f.name), f.data); err != nil {
			return err
		}
	}
	return nil
}

// dateKey makes dates comparable: PBN's 2026.11.28, ISO 2026-11-28 and
// 28.11.2026 all become 20261128; unknown parts sort first.
func dateKey(d string) string {
	parts := strings.FieldsFunc(d, func(r rune) bool { return r == '.' || r == '-' || r == '/' })
	if len(parts) == 3 && len(parts[2]) == 4 && len(parts[0]) <= 2 {
		parts[0], parts[2] = parts[2], parts[0]
	}
	var b strings.Builder
	for i, p := range parts {
		if i == 3 {
			break
		}
		w := 2
		if i == 0 {
			w = 4
		}
		if strings.Trim(p, "?") == "" {
			p = "0"
		}
		b.WriteString(strings.Repeat("0", max(0, w-len(p))) + p)
	}
	return b.String()
}

// findSessions finds the sessions under the folders and glob patterns
// given (assignAddresses gives their addresses). A pattern's matches are
// relative to the part of the pattern before its first wildcard; a
// folder's sessions to the folder (the folder itself, when it is a
// session, is named after it).
func findSessions(args []string, out string) ([]*batchSession, error) {
	outAbs, err := filepath.Abs(out)
	if err != nil {
		return nil, err
	}
	byDir := map[string]*batchSession{}
	var order []string
	add := func(dir, rel string, files []string) {
		s := byDir[dir]
		if s == nil {
			s = &batchSession{dir: dir, rel: rel}
			byDir[dir] = s
			order = append(order, dir)
		}
		for _, f := range files {
			if !slices.Contains(s.files, f) {
				s.files = append(s.files, f)
			}
		}
	}
	walk := func(root, relTo string) error {
		return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return pub.ShowError(err)
			}
			if !d.IsDir() {
				return nil
			}
			if abs, _ := filepath.Abs(p); abs == outAbs || p != root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			files, err := inputFiles(p)
			if err != nil {
				return pub.ShowError(err)
			}
			if len(files) > 0 && !onlyDecisions(files) {
				add(p, relName(relTo, p), files)
			}
			return nil
		})
	}
	for _, a := range args {
		if !hasMeta(a) {
			fi, err := os.Stat(a)
			if err != nil {
				return nil, usagef("batch: %v", pub.ShowError(err))
			}
			if !fi.IsDir() {
				add(filepath.Dir(a), relName(filepath.Dir(filepath.Dir(a)), filepath.Dir(a)), []string{a})
				continue
			}
			if err := walk(a, a); err != nil {
				return nil, err
			}
			continue
		}
		matches, err := filepath.Glob(a)
		if err != nil {
			return nil, usagef("batch: pattern %q: %v", a, err)
		}
		if len(matches) == 0 {
			return nil, usagef("batch: %q matches nothing", a)
		}
		prefix := staticPrefix(a)
		for _, m := range matches {
			fi, err := os.Stat(m)
			if err != nil {
				return nil, pub.ShowError(err)
			}
			if fi.IsDir() {
				if err := walk(m, prefix); err != nil {
					return nil, err
				}
			} else if isInput(m) {
				add(filepath.Dir(m), relName(prefix, filepath.Dir(m)), []string{m})
			}
		}
	}
	slices.Sort(order)
	var found []*batchSession
	for _, dir := range order {
		s := byDir[dir]
		slices.Sort(s.files)
		found = append(found, s)
	}
	return found, nil
}

func hasMeta(p string) bool { return strings.ContainsAny(p, `*?[`) }

// showPaths lists paths for a message, each shown by pub.ShowPath.
func showPaths(paths []string) string {
	shown := make([]string, len(paths))
	for i, p := range paths {
		shown[i] = pub.ShowPath(p)
	}
	return strings.Join(shown, ", ")
}

// staticPrefix is the folder part of a pattern before its first wildcard.
func staticPrefix(pattern string) string {
	i := strings.IndexAny(pattern, `*?[`)
	return filepath.Dir(pattern[:i] + "x")
}

// relName is dir relative to base, with "/"; dir itself when it cannot be
// made relative.
func relName(base, dir string) string {
	r, err := filepath.Rel(base, dir)
	if err != nil || r == "." || strings.HasPrefix(r, "..") {
		r = filepath.Base(dir)
	}
	return filepath.ToSlash(r)
}

func isInput(p string) bool {
	switch strings.ToLower(filepath.Ext(p)) {
	case ".pbn", ".csv", ".tsv":
		return true
	}
	return false
}

// inputFiles are the input files directly in a folder.
func inputFiles(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") && isInput(e.Name()) {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out, nil
}

// onlyDecisions reports whether every file is a decisions file: a folder
// of rulings beside the sessions, not a session.
func onlyDecisions(files []string) bool {
	for _, f := range files {
		data, err := readFile(f)
		if err != nil {
			return false
		}
		d, err := formats.Decode(f, data, "auto")
		if err != nil || !decisions.Detect(d.Text) {
			return false
		}
	}
	return true
}

// progress is the progress bar of a batch on a terminal; elsewhere it
// prints nothing.
type progress struct {
	w                   io.Writer
	tty                 bool
	n, finished, failed int
}

func newProgress(w io.Writer, n int, quiet bool) *progress {
	p := &progress{w: w, n: n}
	if f, ok := w.(*os.File); ok && !quiet {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) step(failed bool) {
	p.finished++
	if failed {
		p.failed++
	}
	if !p.tty {
		return
	}
	const width = 30
	filled := width * p.finished / p.n
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d sessions", strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.finished, p.n)
	if p.failed > 0 {
		fmt.Fprintf(p.w, ", %d failed", p.failed)
	}
}

// clear takes the bar off its line, for a message to be printed.
func (p *progress) clear() {
	if p.tty && p.finished > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 60))
	}
}

func (p *progress) done() {
	if p.tty && p.finished > 0 {
		fmt.Fprintln(p.w)
	}
}
