// Package batch scores many sessions: every folder under the folders (or
// glob patterns) given that holds input files (PBN, CSV or TSV, Bridgemate
// .bws, BBO .lin, USEBIO .xml: see Taken) is a session, scored
// (package run) into a folder of the batch's site named after the
// session's folder, which it keeps once published (the site's record,
// site.go). The sessions are scored on a pool of workers; the site gets
// index.html and index.json, every event published, newest first.
//
// A session's settings are layers (package config): the config file's
// [defaults], the batch's own settings, the folder's protokol.toml, the
// config file's [events."FOLDER"] table. A session with bad input or bad
// settings fails alone; the others are published, and a session published
// before keeps its last good results and its place in the index.
//
// The package prints nothing: the caller hears each session's outcome
// through Progress, and decides what to print and which exit code a
// failure gives.
package batch

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/decisions"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/formats/usebio"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/job"
	pub "github.com/protokol-bridge/protokol/publish"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/html"
)

// Config is a batch run.
type Config struct {
	Out     string   // the site
	Args    []string // folders and glob patterns
	Jobs    int      // sessions scored at once (at least 1)
	Lang    string   // of the index page
	Replace bool     // replace a site, or a session's folder, that is not ours, keeping it
	Verbose bool
	Quiet   bool
	// File is the --config file, or nil; Flags are the batch's own
	// settings (--lang, --format, --dd, --dd-cache), defaults of every
	// session under its own settings.
	File  *config.Batch
	Flags config.Layer
	// check scores the sessions without publishing them (RunSeries).
	check bool
	// season is the site's folder of the season's series (seriesDir),
	// when the archive defines some: the sessions' pages link to its
	// page of players.
	season string
	// register is the register series was given (--register), for the
	// sessions' awards; "" for the archive's register.csv.
	register string
}

// Session is one session found.
type Session struct {
	Dir   string   // its folder
	Rel   string   // the folder under the folder given, with "/"
	Files []string // its input files, sorted
	Name  string   // its address: its folder under the site, with "/"
	Out   string   // that folder
	layer config.Layer
	err   error // a problem found before it is scored: it fails
}

// Outcome is what scoring a session gave.
type Outcome struct {
	Session *Session
	Report  *job.Report // nil when it failed
	Err     error
	// Config is the session's configuration, once its settings were read.
	Config config.Score
	// Messages are what the session's run had to say, in order.
	Messages []Message
}

// Unchanged reports whether the session was published already as it is.
func (o Outcome) Unchanged() bool { return o.Err == nil && o.Report.Published.Unchanged }

// Message is one thing a session's run said: how its files were read, or
// a warning.
type Message struct {
	Files []session.FileInfo // when it is the files' line
	Warn  string
}

// Progress hears the batch's progress; nil is silent.
type Progress interface {
	Start(sessions int)
	Done(o Outcome)
	// Warn is a warning of the batch itself (a site kept aside, a lock
	// taken over).
	Warn(msg string)
}

// Result is a finished batch.
type Result struct {
	Outcomes []Outcome // in the order of the sessions' folders
	// Series are the season's tables published (see series.go), and a
	// failure to read its register or a definition.
	Series []SeriesOutcome
}

// NoResults reports whether the session's inputs hold no table result
// yet (job.ErrNoResults): nothing was published, and it is no failure.
func (o Outcome) NoResults() bool { return errors.Is(o.Err, job.ErrNoResults) }

// Left is a file in a folder that batch looked in and does not read.
type Left struct {
	Path string // the file
	Rel  string // its folder, relative to the folder given, with "/"
	// Why is what the file is when batch can tell ("XML whose root
	// element is \"html\", not USEBIO"); "" for a kind of file batch
	// does not read.
	Why string
}

// Taken names the files batch takes for a session's inputs, for its
// messages.
const Taken = ".pbn, .csv, .tsv, .bws, .lin and USEBIO .xml"

// ErrNoSession: nothing to score under the folders given.
var ErrNoSession = fmt.Errorf("no session found")

// Run finds the sessions, scores them on cfg.Jobs workers, and writes the
// site's index. The error is the batch's own (no session, a site that is
// not ours, a locked site, a bad config); the sessions' failures are in
// their outcomes.
func Run(ctx context.Context, cfg Config, p Progress) (*Result, error) {
	sessions, err := find(cfg, p)
	if err != nil {
		return nil, err
	}
	var rep pub.Reporter
	if p != nil {
		rep = warner{p}
	}
	site, err := openSite(ctx, cfg, rep)
	if err != nil {
		return nil, err
	}
	defer site.close()
	assignAddresses(sessions, site.addrs, cfg.Out, site.adopt)
	if err := site.save(sessions); err != nil {
		return nil, pub.ShowError(err)
	}
	if _, defs := seasonFiles(seasonRoots(cfg.Args)); len(defs) > 0 {
		cfg.season = seriesDir(site.addrs)
	}
	outcomes, err := scoreAll(ctx, cfg, sessions, p)
	if err != nil {
		return nil, err
	}
	res := &Result{Outcomes: outcomes}
	var series []SeriesEntry
	var blocked []string
	res.Series, series, blocked = batchSeries(ctx, cfg, seriesDir(site.addrs), res.Outcomes, p, rep)
	if err := writeIndex(cfg, res.Outcomes, series, blocked); err != nil {
		return nil, pub.ShowError(err)
	}
	return res, nil
}

// find finds the sessions under the folders given, with their settings,
// and warns of the files left unread.
func find(cfg Config, p Progress) ([]*Session, error) {
	sessions, left, err := Find(cfg.Args, cfg.Out)
	if err != nil {
		return nil, err
	}
	noSession := func() error {
		return &config.Error{Err: fmt.Errorf("batch: %w under %s (want folders holding %s files)", ErrNoSession, showPaths(cfg.Args), Taken)}
	}
	if len(sessions) == 0 {
		warnLeft(p, left, nil, cfg.File)
		return nil, noSession()
	}
	// Files a session's settings name (a names or decisions file in a
	// folder of its own) are read through them: they are nobody's inputs,
	// and a folder holding only such files is no session.
	named := map[string]bool{}
	for _, s := range sessions {
		if s.layer, s.err = settings(cfg, s); s.err != nil {
			continue
		}
		for _, k := range []string{"names", "adjust"} {
			for _, f := range s.layer[k].Text {
				if abs, err := filepath.Abs(f); err == nil {
					named[abs] = true
				}
			}
		}
	}
	// The season's register and series definitions are nobody's inputs
	// either (series.go). The register gives the players' handicaps,
	// holdings and member numbers to a session that asks for awards,
	// handicaps or strata and names no register of its own.
	reg, defs := seasonFiles(seasonRoots(cfg.Args))
	if reg != "" || len(defs) > 0 {
		for _, f := range append(defs, reg) {
			named[f] = true
		}
	}
	if cfg.register != "" {
		reg = cfg.register
	}
	for _, s := range sessions {
		withRegister(s.layer, reg)
	}
	sessions = slices.DeleteFunc(sessions, func(s *Session) bool {
		s.Files = slices.DeleteFunc(s.Files, func(f string) bool {
			abs, err := filepath.Abs(f)
			return err == nil && named[abs]
		})
		return len(s.Files) == 0
	})
	warnLeft(p, left, named, cfg.File)
	if len(sessions) == 0 {
		return nil, noSession()
	}
	return sessions, nil
}

// scoreAll scores the sessions on cfg.Jobs workers, telling p of each.
func scoreAll(ctx context.Context, cfg Config, sessions []*Session, p Progress) ([]Outcome, error) {
	if p != nil {
		p.Start(len(sessions))
	}
	outcomes := make([]Outcome, len(sessions))
	work := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range max(1, min(cfg.Jobs, len(sessions))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				o := score(ctx, cfg, sessions[i])
				outcomes[i] = o
				if p != nil {
					mu.Lock()
					p.Done(o)
					mu.Unlock()
				}
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
	return outcomes, ctx.Err()
}

// warner passes the batch's own warnings to its Progress.
type warner struct{ p Progress }

func (w warner) Warn(msg string) { w.p.Warn(msg) }
func (w warner) Info(string)     {}

// recorder keeps what a session's run says, for its outcome.
type recorder struct{ messages []Message }

func (r *recorder) Files(f []session.FileInfo) {
	r.messages = append(r.messages, Message{Files: f})
}
func (r *recorder) Warn(msg string) { r.messages = append(r.messages, Message{Warn: msg}) }
func (r *recorder) Info(string)     {}

// Solving: the batch's progress is its sessions', not each one's deals.
func (r *recorder) Solving(int, int) {}

// score scores one session with its settings and publishes it. A panic
// in one session is that session's failure.
func score(ctx context.Context, cfg Config, s *Session) (o Outcome) {
	o.Session = s
	rec := &recorder{}
	defer func() {
		if r := recover(); r != nil {
			o.Report, o.Err = nil, fmt.Errorf("internal error: %v", r)
		}
		o.Messages = rec.messages
	}()
	if s.err != nil {
		o.Err = s.err
		return o
	}
	own := config.Layer{
		"out":            {Name: "out", Text: []string{s.Out}, Flag: true},
		"quiet":          {Name: "quiet", Text: []string{fmt.Sprint(cfg.Quiet)}, Flag: true},
		"verbose":        {Name: "verbose", Text: []string{fmt.Sprint(cfg.Verbose)}, Flag: true},
		"replace-folder": {Name: "replace-folder", Text: []string{fmt.Sprint(cfg.Replace)}, Flag: true},
	}
	if cfg.check {
		delete(own, "out") // published nowhere
	}
	l := config.Merge(s.layer, own)
	c, err := config.Resolve(l)
	if err != nil {
		o.Err = err
		return o
	}
	c.Files = s.Files
	c.Archive = strings.Repeat("../", strings.Count(s.Name, "/")+1) + "index.html"
	if cfg.season != "" {
		c.Season = strings.Repeat("../", strings.Count(s.Name, "/")+1) + cfg.season + "/" + PlayersFolder + "/index.html"
		c.Stamp += "season=" + c.Season + "\n" // the pages link it
	}
	c.Untitled = s.Rel // as the index names it
	o.Config = c
	if cfg.check {
		o.Report, o.Err = job.Check(c, rec)
	} else {
		o.Report, o.Err = job.Score(ctx, c, rec)
	}
	return o
}

// withRegister gives a session's settings the archive's register (reg,
// "" for none) when they ask for awards, handicaps or strata and name
// no register of their own.
func withRegister(l config.Layer, reg string) {
	if l == nil || reg == "" {
		return
	}
	if _, ok := l["register"]; ok {
		return
	}
	for _, k := range []string{"awards", "handicap", "strata"} {
		if v, ok := l[k]; ok && len(v.Text) > 0 && !slices.Contains([]string{"", "none", "off"}, v.Text[len(v.Text)-1]) {
			l["register"] = config.Value{Name: "register", Text: []string{reg}, Flag: true}
			return
		}
	}
}

// settings lays the session's settings over each other: the config file's
// defaults, the batch's own flags, the folder's protokol.toml, the config
// file's table for the folder.
func settings(cfg Config, s *Session) (config.Layer, error) {
	own, err := config.ReadFolder(s.Dir)
	if err != nil {
		return nil, err
	}
	if cfg.File == nil {
		return config.Merge(cfg.Flags, own), nil
	}
	return config.Merge(cfg.File.Defaults, cfg.Flags, own, cfg.File.ForFolder(s.Rel, s.Dir)), nil
}

// Entry is one event of the index (index.json).
type Entry struct {
	Path    string `json:"path"` // folder under the site
	Title   string `json:"title"`
	Date    string `json:"date,omitempty"`
	Scoring string `json:"scoring"` // MP, ACBL, Butler, CrossIMPs or Teams
	Summary string `json:"summary"`
	Link    string `json:"link"` // the file to open: index.html, results.pdf, ...
}

// entry describes a published session for the index.
func entry(o Outcome) Entry {
	s, res, c := o.Session, o.Report.Result, o.Config
	e := Entry{Path: s.Name, Title: cmp.Or(c.Title, res.Title(), s.Rel), Date: cmp.Or(c.Date, res.Date()),
		Scoring: res.Method(), Summary: o.Report.Summary.String()}
	for _, f := range []struct{ format, file string }{{"html", "index.html"}, {"pdf", "results.pdf"}, {"txt", "results.txt"}, {"json", "results.json"}} {
		if slices.Contains(c.Formats, f.format) {
			e.Link = s.Name + "/" + f.file
			break
		}
	}
	return e
}

// writeIndex writes index.json and index.html into the site: the events of
// this run, and those of an earlier run whose session failed this time
// (their results are still published), newest first.
func writeIndex(cfg Config, outcomes []Outcome, series []SeriesEntry, blocked []string) error {
	byPath := map[string]Entry{}
	var oldSeries []SeriesEntry
	if data, err := os.ReadFile(filepath.Join(cfg.Out, "index.json")); err == nil {
		var old struct {
			Events []Entry       `json:"events"`
			Series []SeriesEntry `json:"series"`
		}
		if json.Unmarshal(data, &old) == nil {
			for _, e := range old.Events {
				byPath[e.Path] = e
			}
			oldSeries = old.Series
		}
	}
	series = keptSeries(cfg.Out, series, oldSeries, blocked)
	for _, o := range outcomes {
		if o.Err == nil {
			e := entry(o)
			byPath[e.Path] = e
		}
	}
	var events []Entry
	for _, e := range byPath {
		// An earlier event stays listed only while its folder is there.
		if _, err := os.Stat(filepath.Join(cfg.Out, filepath.FromSlash(e.Path))); err == nil {
			events = append(events, e)
		}
	}
	slices.SortFunc(events, func(a, b Entry) int {
		if c := strings.Compare(DateKey(b.Date), DateKey(a.Date)); c != 0 {
			return c
		}
		return strings.Compare(a.Path, b.Path)
	})
	var js bytes.Buffer
	enc := json.NewEncoder(&js)
	enc.SetIndent("", " ")
	if err := enc.Encode(struct {
		Events []Entry       `json:"events"`
		Series []SeriesEntry `json:"series,omitempty"`
	}{events, series}); err != nil {
		return err
	}
	l, err := report.LabelsFor(cfg.Lang)
	if err != nil {
		return err
	}
	method := map[string]string{"MP": l.ScoringMP, "ACBL": l.ScoringACBL, "Butler": l.ScoringButler, "CrossIMPs": l.ScoringCross, "Teams": l.ScoringTeams}
	// Two events of the same title and date are told apart by their
	// folders.
	type titleDate struct{ title, date string }
	same := map[titleDate]int{}
	for _, e := range events {
		same[titleDate{e.Title, e.Date}]++
	}
	links := make([]html.EventLink, len(events))
	for i, e := range events {
		links[i] = html.EventLink{Title: e.Title, Date: e.Date, Scoring: cmp.Or(method[e.Scoring], e.Scoring), Summary: e.Summary, Href: e.Link}
		if same[titleDate{e.Title, e.Date}] > 1 {
			links[i].Where = e.Path
		}
	}
	page, err := html.RenderIndex(links, seriesLinks(series), cfg.Lang)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		data []byte
	}{{"index.json", js.Bytes()}, {"index.html", page}} {
		if err := pub.ReplaceFile(filepath.Join(cfg.Out, f.name), f.data); err != nil {
			return err
		}
	}
	return nil
}

// DateKey makes dates comparable: PBN's 2026.11.28, ISO 2026-11-28 and
// 28.11.2026 all become 20261128; unknown parts sort first.
func DateKey(d string) string {
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

// Find finds the sessions under the folders and glob patterns given
// (assignAddresses gives their addresses), and the files of the folders
// it looked in that it left (see Taken). A pattern's matches are
// relative to the part of the pattern before its first wildcard; a
// folder's sessions to the folder (the folder itself, when it is a
// session, is named after it). A file given by its name is taken,
// whatever it is.
func Find(args []string, out string) ([]*Session, []Left, error) {
	outAbs := "" // out "": no output folder to skip
	if out != "" {
		var err error
		if outAbs, err = filepath.Abs(out); err != nil {
			return nil, nil, err
		}
	}
	var left []Left
	byDir := map[string]*Session{}
	var order []string
	add := func(dir, rel string, files []string) {
		s := byDir[dir]
		if s == nil {
			s = &Session{Dir: dir, Rel: rel}
			byDir[dir] = s
			order = append(order, dir)
		}
		for _, f := range files {
			if !slices.Contains(s.Files, f) {
				s.Files = append(s.Files, f)
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
			files, others, err := inputFiles(p)
			if err != nil {
				return pub.ShowError(err)
			}
			rel := relName(relTo, p)
			for _, o := range others {
				o.Rel = rel
				left = append(left, o)
			}
			switch {
			case len(files) == 0:
			case onlyDecisions(files):
				// A folder of rulings beside the sessions: read only
				// through the settings that name its files.
				for _, f := range files {
					left = append(left, Left{Path: f, Rel: rel, Why: "a decisions file that no session's settings name"})
				}
			default:
				add(p, rel, files)
			}
			return nil
		})
	}
	for _, a := range args {
		if !hasMeta(a) {
			fi, err := os.Stat(a)
			if err != nil {
				return nil, nil, &config.Error{Err: fmt.Errorf("batch: %v", pub.ShowError(err))}
			}
			if !fi.IsDir() {
				add(filepath.Dir(a), relName(filepath.Dir(filepath.Dir(a)), filepath.Dir(a)), []string{a})
				continue
			}
			if err := walk(a, a); err != nil {
				return nil, nil, err
			}
			continue
		}
		matches, err := filepath.Glob(a)
		if err != nil {
			return nil, nil, &config.Error{Err: fmt.Errorf("batch: pattern %q: %v", a, err)}
		}
		if len(matches) == 0 {
			return nil, nil, &config.Error{Err: fmt.Errorf("batch: %q matches nothing", a)}
		}
		prefix := staticPrefix(a)
		for _, m := range matches {
			fi, err := os.Stat(m)
			if err != nil {
				return nil, nil, pub.ShowError(err)
			}
			if fi.IsDir() {
				if err := walk(m, prefix); err != nil {
					return nil, nil, err
				}
				continue
			}
			rel := relName(prefix, filepath.Dir(m))
			if ok, why := take(m); ok {
				add(filepath.Dir(m), rel, []string{m})
			} else if !ignored(filepath.Base(m)) {
				left = append(left, Left{Path: m, Rel: rel, Why: why})
			}
		}
	}
	slices.Sort(order)
	var found []*Session
	for _, dir := range order {
		s := byDir[dir]
		slices.Sort(s.Files)
		found = append(found, s)
	}
	return found, left, nil
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

// take says whether a file is one a session is read from: by its name
// PBN, CSV and TSV text, a Bridgemate database (.bws), a BBO LIN file; an
// .xml file by its content, when it is USEBIO (its root element, as
// formats/session tells it), so that another XML file beside a session is
// not taken for one. A file that cannot be read is taken: scoring it
// says what is wrong. When a file is not taken, why says what it is, if
// batch can tell.
func take(p string) (ok bool, why string) {
	switch strings.ToLower(filepath.Ext(p)) {
	case ".pbn", ".csv", ".tsv", ".bws", ".lin":
		return true, ""
	case ".xml":
		return sniffUSEBIO(p)
	}
	return false, ""
}

// sniffHead is how much of an .xml file take reads: its root element's
// start, after the XML declaration and any comments.
const sniffHead = 64 << 10

// sniffUSEBIO says whether an .xml file is USEBIO, by its first bytes
// (decoded as score decodes a file: a BOM, UTF-16, the declaration).
func sniffUSEBIO(p string) (bool, string) {
	f, err := os.Open(p)
	if err != nil {
		return true, ""
	}
	defer f.Close()
	head := make([]byte, sniffHead)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return true, ""
	}
	head = head[:n]
	text := string(head)
	if d, err := formats.Decode(p, head, "auto"); err == nil {
		text = d.Text
	}
	switch root, ok := usebio.RootElement(text); {
	case !ok:
		return false, "not XML"
	case root != "USEBIO":
		return false, "XML whose root element is " + bridge.Quote(root) + ", not USEBIO"
	}
	return true, ""
}

// ignored are the files of a folder that are nobody's inputs and need no
// word: hidden files, and the folder's own settings (protokol.toml).
func ignored(name string) bool {
	return strings.HasPrefix(name, ".") || name == config.FolderFile
}

// inputFiles are the input files directly in a folder, and the other
// files in it (their Rel left empty).
func inputFiles(dir string) (files []string, others []Left, err error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range ents {
		if e.IsDir() || ignored(e.Name()) {
			continue
		}
		p := filepath.Join(dir, e.Name())
		ok, why := false, "not a regular file"
		if e.Type().IsRegular() {
			ok, why = take(p)
		}
		if ok {
			files = append(files, p)
		} else {
			others = append(others, Left{Path: p, Why: why})
		}
	}
	return files, others, nil
}

// warnLeft warns, one warning a folder, of the files left: all but those
// that a session's settings name (named, by absolute path) and the
// config file.
func warnLeft(p Progress, left []Left, named map[string]bool, file *config.Batch) {
	if p == nil {
		return
	}
	var conf string
	if file != nil {
		conf, _ = filepath.Abs(file.File)
	}
	var rels []string
	byRel := map[string][]Left{}
	for _, l := range left {
		if abs, err := filepath.Abs(l.Path); err == nil && (named[abs] || abs == conf) {
			continue
		}
		if byRel[l.Rel] == nil {
			rels = append(rels, l.Rel)
		}
		byRel[l.Rel] = append(byRel[l.Rel], l)
	}
	slices.Sort(rels)
	for _, rel := range rels {
		p.Warn(leftMessage(rel, byRel[rel]))
	}
}

// leftMessage says what was left in one folder: "arch/x: 2 files left
// unread (batch reads ...): notes.txt, site.xml (XML whose root element
// is "html", not USEBIO)", at most maxLeftShown files named.
func leftMessage(rel string, left []Left) string {
	const maxLeftShown = 10
	slices.SortFunc(left, func(a, b Left) int { return strings.Compare(a.Path, b.Path) })
	var b strings.Builder
	files := "1 file"
	if len(left) != 1 {
		files = fmt.Sprintf("%d files", len(left))
	}
	fmt.Fprintf(&b, "%s: %s left unread (batch reads %s files): ", pub.ShowPath(rel), files, Taken)
	for i, l := range left {
		if i == maxLeftShown {
			fmt.Fprintf(&b, ", and %d more", len(left)-i)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(pub.ShowPath(filepath.Base(l.Path)))
		if l.Why != "" {
			b.WriteString(" (" + l.Why + ")")
		}
	}
	return b.String()
}

// onlyDecisions reports whether every file is a decisions file: a folder
// of rulings beside the sessions, not a session.
func onlyDecisions(files []string) bool {
	for _, f := range files {
		data, err := input.Read(f)
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
