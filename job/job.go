// Package job scores one session and publishes its results: the job of
// protokol score, of demo and of each session of a batch. It reads the input
// files (input), reads the session from them (formats/session), scores it
// (compute/event), finds the double-dummy tables of the boards shown
// (ddtables), makes every output file (output) and publishes them as a new
// generation of the output folder (publish), under the folder's lock.
//
// A run whose inputs, settings and program are those of the published
// generation (its stamp) makes no file and solves no deal: it costs the
// reading and the scoring. Its input warnings are held back, so that an
// unchanged run says nothing (a cron job stays quiet): they are told when
// the run publishes, fails, or is verbose.
//
// The input files may be being written while they are read (Bridgemate
// Control Software writes its .bws during play): they are read
// (input.ReadFiles, twice when modified lately: input.LaterSettle), and
// looked at again once the outputs are made, just before they are
// published (input.Files.Changed). A run whose files changed meanwhile
// starts again, a few times, so a torn file is never published: the run
// ends with an input error instead.
//
// The package prints nothing: what a run has to say goes to a Reporter.
package job

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/ddtables"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/bridgemate"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/output"
	"github.com/protokol-bridge/protokol/publish"
)

// Reporter hears what a run has to say; a nil Reporter is silent.
type Reporter interface {
	// Files says how each input file was read (its kind, encoding and
	// how the encoding was found): worth printing with -v.
	Files(files []session.FileInfo)
	// Warn is a warning: an input warning, doubtful double-dummy data, a
	// character an output could not hold, a repaired lock.
	Warn(msg string)
	// Info is a note worth printing with -v.
	Info(msg string)
	// Solving says how the solving of the double-dummy tables goes:
	// done of total deals (see ddtables.Config.Progress), told at once,
	// even while the run's other messages are held.
	Solving(done, total int)
}

// Report is what a run did.
type Report struct {
	Files     []session.FileInfo // how each input was read
	Result    *event.Result
	Summary   event.Summary
	Published publish.Result
}

// ErrNoResults: the inputs are valid but hold no table result yet (hand
// records alone, a dealing program's deal sets, a Bridgemate database
// before the first result): nothing is scored nor published, by Check
// and Score alike. Its error is a *NoResultsError.
var ErrNoResults = errors.New("no results yet: nothing published")

// NoResultsError is the error of inputs that hold no table result yet:
// Files say what each file holds.
type NoResultsError struct {
	Files []session.FileInfo
}

func (e *NoResultsError) Error() string { return ErrNoResults.Error() }
func (e *NoResultsError) Unwrap() error { return ErrNoResults }

// collectFrom is the size of the inputs, in bytes, from which a run
// collects the garbage of their reading before it scores them (see
// scoreInputsReleased): below it, their memory does not matter.
const collectFrom = 1 << 20

// gcPaused counts the readings that put off the program's collections
// (see pauseGC), and keeps the percentage to go back to.
var gcPaused struct {
	sync.Mutex
	n       int
	percent int
}

// pauseGC puts off the collections of the whole program until resume is
// called (the runs of a batch read side by side: until the last reading
// that paused them is done).
func pauseGC() (resume func()) {
	gcPaused.Lock()
	if gcPaused.n == 0 {
		gcPaused.percent = debug.SetGCPercent(-1)
	}
	gcPaused.n++
	gcPaused.Unlock()
	return sync.OnceFunc(func() {
		gcPaused.Lock()
		if gcPaused.n--; gcPaused.n == 0 {
			debug.SetGCPercent(gcPaused.percent)
		}
		gcPaused.Unlock()
	})
}

// settle is how the input files are read; tests make it quicker.
var settle = input.LaterSettle

// errChanged: an input file changed after it was read (its name is in
// changedError).
var errChanged = errors.New("changed since it was read")

type changedError struct{ name string }

func (e changedError) Error() string { return e.name + ": " + errChanged.Error() }
func (e changedError) Unwrap() error { return errChanged }

// again runs a try of a run on freshly read inputs until none of them
// changed during the try (see input.Settle), at most settle.Tries times.
// What a try tells its reporter is held until the try is done, and told
// only when it stands: a try on files that changed says nothing.
func again(rep Reporter, try func(rep Reporter) (*Report, error)) (*Report, error) {
	tries := max(settle.Tries, 1)
	for n := 1; ; n++ {
		var h *held
		if rep != nil {
			h = &held{live: rep}
		}
		r, err := try(h.reporter())
		var ce changedError
		if !errors.As(err, &ce) {
			h.replay(rep)
			return r, err
		}
		if n == tries {
			return nil, input.ChangingError(ce.name, tries)
		}
		time.Sleep(settle.Delay)
	}
}

// Check reads and scores the session as Score would, and publishes
// nothing; its warnings are told at once. It fails where Score would
// fail before publishing, with the same error: inputs that hold no
// result yet (a hand record before the session, a dealing program's file
// of deal sets whose board numbers restart, a Bridgemate database before
// the first result) are a *NoResultsError for both.
func Check(cfg config.Score, rep Reporter) (*Report, error) {
	return again(rep, func(rep Reporter) (*Report, error) {
		f, l, err := load(cfg, rep)
		if verr := verify(f); verr != nil {
			return nil, verr
		}
		tell(rep, l.warnings, cfg)
		if err != nil {
			return nil, err
		}
		return &Report{Files: l.files, Result: l.res, Summary: l.res.Summary()}, nil
	})
}

// Score scores the session and publishes it to cfg.Out. Another run
// publishing to the same folder makes it wait up to cfg.Wait, then fail
// with publish.ErrLocked.
func Score(ctx context.Context, cfg config.Score, rep Reporter) (*Report, error) {
	return again(rep, func(rep Reporter) (*Report, error) {
		f, l, err := load(cfg, rep)
		return publishResult(ctx, cfg, l, err, rep, func() error { return verify(f) })
	})
}

// held is a Reporter that keeps what it hears, in order, for replay, but
// for the progress of solving, which it tells live at once.
type held struct {
	calls []func(Reporter)
	live  Reporter
}

// reporter is h as a Reporter; nil (silent) for a nil h.
func (h *held) reporter() Reporter {
	if h == nil {
		return nil
	}
	return h
}

func (h *held) Files(files []session.FileInfo) {
	h.calls = append(h.calls, func(r Reporter) { r.Files(files) })
}
func (h *held) Warn(msg string)         { h.calls = append(h.calls, func(r Reporter) { r.Warn(msg) }) }
func (h *held) Info(msg string)         { h.calls = append(h.calls, func(r Reporter) { r.Info(msg) }) }
func (h *held) Solving(done, total int) { h.live.Solving(done, total) }

// replay tells rep what h heard.
func (h *held) replay(rep Reporter) {
	if h == nil {
		return
	}
	for _, c := range h.calls {
		c(rep)
	}
}

// verify is a changedError when an input file changed since f was read
// (nil f: the files could not be read, and that error stands).
func verify(f *input.Files) error {
	if f == nil {
		return nil
	}
	name, err := f.Changed(settle)
	switch {
	case err != nil:
		return err
	case name != "":
		return changedError{name}
	}
	return nil
}

// ScoreInputs is Score on inputs already read (the bundled sample).
func ScoreInputs(ctx context.Context, cfg config.Score, inputs []session.Input, rep Reporter) (*Report, error) {
	l, err := scoreInputs(cfg, inputs, rep)
	return publishResult(ctx, cfg, l, err, rep, nil)
}

// loaded is a session read and scored.
type loaded struct {
	files    []session.FileInfo
	res      *event.Result
	warnings []*bridge.Error // the inputs' and the scoring's
	digest   string          // of the inputs (see digestOf)
	untitled string          // the title of an event its inputs name not (see untitled)
}

// load reads the inputs, as one set, and scores them; f is what was read
// (nil when the files could not be read). A file of deal sets whose board
// numbers restart, and no results, is read as sets (session.Options.Sets):
// hand records before the session.
func load(cfg config.Score, rep Reporter) (f *input.Files, l loaded, err error) {
	if len(cfg.Files) == 0 {
		return nil, loaded{}, &config.Error{Err: config.ErrNoFiles}
	}
	var inputs []session.Input
	for _, f := range []struct {
		names []string
		role  session.Role
	}{{cfg.Files, session.Any}, {cfg.Names, session.Names}, {cfg.Adjust, session.Decisions}} {
		for _, name := range f.names {
			inputs = append(inputs, session.Input{Name: name, Role: f.role})
		}
	}
	names := make([]string, len(inputs))
	for i, in := range inputs {
		names[i] = in.Name
	}
	if f, err = input.ReadFiles(names, settle); err != nil {
		return nil, loaded{}, err
	}
	// The bytes go to the readers and are let go once read: f keeps
	// their digests for verify.
	for i, data := range f.Take() {
		inputs[i].Data = data
	}
	l, err = scoreInputsReleased(cfg, inputs, rep, true)
	return f, l, err
}

func scoreInputs(cfg config.Score, inputs []session.Input, rep Reporter) (loaded, error) {
	return scoreInputsReleased(cfg, inputs, rep, false)
}

// scoreInputsReleased reads and scores inputs; release lets their bytes
// go once decoded (session.Options.Release): for inputs the job read
// itself.
//
// Inputs without a table result are a *NoResultsError when they hold
// something a session is made of (deals, a movement, a Bridgemate
// database), and an input error when they hold nothing at all. With
// cfg.Strict, the warnings of tables not scored and of inputs read past
// are the run's problems (input errors), the other warnings stay
// warnings.
func scoreInputsReleased(cfg config.Score, inputs []session.Input, rep Reporter, release bool) (loaded, error) {
	// The digest is made beside the reading, on another core (the
	// readers run on one): from a copy of inputs, whose bytes Load lets go
	// of as it reads them (release), but never modifies.
	own := slices.Clone(inputs)
	digests := make(chan string, 1)
	go func() { digests <- digestOf(own) }()
	size := 0
	for _, in := range inputs {
		size += len(in.Data)
	}
	// Large inputs are read with the collections put off, and collected
	// once read. A reader makes the session's room in a few large
	// arrays, which no collection in the middle of the reading could
	// free, and which such a collection marks as they are written (75 ms
	// of CPU, a fifth of the run, at 270,000 results). Once read, the
	// inputs' bytes, and what the readers made and dropped, are as large
	// again as the session; the scoring and the outputs allocate as much
	// again: collected then, they make room for those, and the run's
	// peak memory is that much lower (a million results: 436 -> 350
	// MiB; 270,000: 130 -> 107).
	large := release && size >= collectFrom
	s, err := func() (*session.Loaded, error) {
		if large {
			resume := pauseGC()
			defer resume() // also if a reader panics (a batch goes on)
		}
		return session.Load(inputs, session.Options{Encoding: cfg.Encoding, Sets: true, Release: release})
	}()
	digest := <-digests
	own = nil // its bytes too are let go
	if err != nil {
		return loaded{}, err
	}
	if large {
		runtime.GC()
	}
	if rep != nil {
		rep.Files(s.Files)
	}
	l := loaded{files: s.Files, warnings: s.Warnings, digest: digest, untitled: untitled(cfg, inputs)}
	if len(s.Session.Entries) == 0 && len(s.Session.Decisions) == 0 {
		if warns, problems := strict(s.Warnings, nil); cfg.Strict && len(problems) > 0 {
			l.warnings = warns
			return l, problems
		}
		if !holdsSession(s) {
			return l, &bridge.Error{Context: "session", Err: fmt.Errorf("%w: the inputs hold no deal and no movement either: nothing to score (want %s)", pairs.ErrNoResults, formats.Inputs)}
		}
		return l, &NoResultsError{Files: s.Files}
	}
	res, err := event.Score(s.Session, cfg.Event)
	if errors.Is(err, event.ErrPairsMethod) {
		return l, &config.Error{Err: fmt.Errorf("--scoring: %w; leave --scoring out", err)}
	}
	if err != nil {
		return l, err
	}
	l.res, l.warnings = res, append(slices.Clip(s.Warnings), res.Warnings...)
	if cfg.Strict {
		if warns, problems := strict(l.warnings, res.NotScored); len(problems) > 0 {
			l.res, l.warnings = nil, warns
			return l, problems
		}
	}
	warns, err := addExtras(cfg, res)
	l.warnings = append(l.warnings, warns...)
	if err != nil {
		l.res = nil
	}
	return l, err
}

// untitled is the title of the pages of an event whose inputs name none,
// when no --title is given: cfg.Untitled, else the first input file's
// name without its folder and extension ("LBC-2026-01-26" for
// /srv/bcs/LBC-2026-01-26.bws), and without the table's name of an
// export of a Bridgemate table (LBC-2026-01-26.ReceivedData.csv), so
// that the database and its exports give the same. The date is the
// input's, shown beside the title; none is made up (a file's time would
// make the pages differ for the same bytes).
func untitled(cfg config.Score, inputs []session.Input) string {
	if cfg.Untitled != "" || len(inputs) == 0 {
		return cfg.Untitled
	}
	name := filepath.Base(inputs[0].Name)
	stem := strings.TrimSuffix(name, filepath.Ext(name))
	if table := filepath.Ext(stem); table != "" && bridgemate.IsTable(table[1:]) {
		stem = strings.TrimSuffix(stem, table)
	}
	return cmp.Or(stem, name)
}

// holdsSession reports whether inputs without a table result hold
// something a session is made of: a deal, a movement, or a Bridgemate
// database (set up before the first result).
func holdsSession(s *session.Loaded) bool {
	if len(s.Session.Movement) > 0 {
		return true
	}
	for _, b := range s.Session.Boards {
		if !b.Deal.Empty() {
			return true
		}
	}
	for _, f := range s.Files {
		if strings.HasPrefix(f.Kind, "Bridgemate") {
			return true
		}
	}
	return false
}

// strict splits warnings for --strict: those of inputs read past
// (bridge.ErrReadPast) are problems, then the tables not scored
// (event.Result.NotScored), one problem each, in place of the warning
// that names them all (bridge.ErrNotScored); the others stay warnings.
func strict(warnings, tables []*bridge.Error) (warns []*bridge.Error, problems bridge.Errors) {
	for _, w := range warnings {
		switch {
		case errors.Is(w, bridge.ErrNotScored): // its tables are the problems
		case errors.Is(w, bridge.ErrReadPast):
			problems = append(problems, w)
		default:
			warns = append(warns, w)
		}
	}
	return warns, append(problems, tables...)
}

// tell gives the warnings to the reporter: many of one kind (the only
// result of each of twelve boards) folded into one that counts them and
// names the first (bridge.FoldWarnings), unless cfg.Verbose, which tells
// each.
func tell(rep Reporter, warnings []*bridge.Error, cfg config.Score) {
	if rep == nil {
		return
	}
	if !cfg.Verbose {
		warnings = bridge.FoldWarnings(warnings, " (-v lists them)")
	}
	for _, w := range warnings {
		rep.Warn(w.Error())
	}
}

// publishResult renders the outputs and publishes them to cfg.Out, under
// its lock, unless the published generation was made from the same stamp.
// The warnings of the inputs are told before the files are made, on a
// failure, or at once with -v: an unchanged run says nothing. verify
// (when not nil) says whether the inputs changed since they were read: it
// is asked before a failure to read the session is told (a torn file is
// read again rather than reported) and before anything is published; a
// run whose inputs changed tells nothing and ends with a changedError.
func publishResult(ctx context.Context, cfg config.Score, l loaded, loadErr error, rep Reporter, verify func() error) (_ *Report, err error) {
	if verify == nil {
		verify = func() error { return nil }
	}
	told := false
	show := func() {
		if !told {
			tell(rep, l.warnings, cfg)
			told = true
		}
	}
	if loadErr != nil {
		if err := verify(); err != nil {
			return nil, err
		}
		show()
		return nil, loadErr
	}
	if cfg.Verbose {
		show()
	}
	defer func() {
		if err != nil && !errors.Is(err, errChanged) {
			show()
		}
	}()
	if err := pagesLimit(cfg.Formats, l.res); err != nil {
		if verr := verify(); verr != nil {
			return nil, verr
		}
		return nil, err
	}
	opt := publish.Options{Wait: cfg.Wait, Force: cfg.Force, ReplaceFolder: cfg.Replace}
	if rep != nil {
		opt.Reporter = rep
	}
	lock, err := publish.Lock(ctx, cfg.Out, opt)
	if err != nil {
		return nil, err
	}
	defer lock.Unlock()
	opt.Stamp = stamp(cfg, l.digest)
	r, same := lock.Unchanged(opt.Stamp, opt.Reporter)
	if !same || cfg.Force {
		show()
		stage, err := lock.Begin(ctx, opt)
		if err != nil {
			return nil, err
		}
		defer stage.Abort()
		if err := render(stage, cfg, l, rep); err != nil {
			if serr := stage.Err(); serr != nil {
				return nil, serr // the file system's refusal, naming DIR
			}
			return nil, err
		}
		// The inputs are looked at again while the files are synced.
		if r, err = stage.CommitChecked(verify); err != nil {
			return nil, err
		}
	}
	return &Report{Files: l.files, Result: l.res, Summary: l.res.Summary(), Published: r}, nil
}

// maxPagesResults is the most results of an event whose site, PDF or
// text report is made: they lay out every pair's and every board's page,
// about 20 KB of memory a result (300,000 results took 6.7 GB with the
// default formats), where the data formats (json, csv, pbn, usebio) take
// under 0.6 KB, up to formats.MaxResults. A variable for the tests.
var maxPagesResults = 300_000

// pageFormats are the formats maxPagesResults bounds.
var pageFormats = []string{"html", "pdf", "txt"}

// pagesLimit refuses to make the site, the PDF or the text report of more
// than maxPagesResults results, before any is made.
func pagesLimit(formatsAsked []string, res *event.Result) error {
	var pages []string
	for _, f := range formatsAsked {
		if slices.Contains(pageFormats, f) {
			pages = append(pages, f)
		}
	}
	n := res.Summary().Results
	if len(pages) == 0 || n <= maxPagesResults {
		return nil
	}
	return &bridge.Error{Context: "session", Err: fmt.Errorf("%w: %d results for --format %s (the limit of the site, the PDF and the text report is %d results: they lay out a page for every pair and board; want --format json, csv, pbn or usebio)",
		formats.ErrTooLarge, n, strings.Join(pages, ","), maxPagesResults)}
}

// render finds the double-dummy tables of the boards shown (when a format
// shows them) and makes every output file into the staging folder of the
// next generation, each streamed as it is made: nothing is published
// unless everything could be made (the caller aborts the stage).
func render(stage *publish.Stage, cfg config.Score, l loaded, rep Reporter) error {
	res := l.res
	if output.ShowDD(cfg.Formats) {
		dc := ddtables.Config{Mode: cfg.DD, Cache: cfg.DDCache}
		if rep != nil {
			dc.Progress = rep.Solving
		}
		a, warns := ddtables.Analyses(res.Boards(), dc)
		res.SetDD(a)
		tell(rep, warns, cfg)
	}
	warnings, err := output.Write(stage, res, output.Options{Formats: cfg.Formats, Lang: cfg.Lang, Title: cfg.Title, Untitled: l.untitled, Date: cfg.Date, Charset: cfg.Charset, Archive: cfg.Archive, Season: cfg.Season, USEBIOStyle: cfg.USEBIOStyle, USEBIOPoints: usebioPoints(cfg)})
	if rep != nil {
		for _, w := range warnings {
			rep.Warn(w)
		}
	}
	return err
}

// A run's stamp is a digest of everything its output files are made from:
// this program (its executable), the settings that shape the output and
// every input file's role, name and bytes. The double-dummy tables follow
// from those (the deals are in the inputs, the dd mode among the
// settings). When the published generation carries the same stamp, the
// files would come out byte for byte the same, so nothing is rendered.
func stamp(cfg config.Score, inputs string) string {
	exe := exeDigest()
	if exe == "" || inputs == "" {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "protokol %s\n%s\ninputs %s\n", exe, cfg.Stamp, inputs)
	return hex.EncodeToString(h.Sum(nil))
}

// digestOf is the digest of the inputs: role, name and bytes of each, in
// order.
func digestOf(inputs []session.Input) string {
	h := sha256.New()
	for _, in := range inputs {
		fmt.Fprintf(h, "%d %q %d\n", in.Role, in.Name, len(in.Data))
		h.Write(in.Data)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Program names the running executable as a run's stamp does (see
// exeDigest), for other stamps of what it makes (a season's series
// tables); "" when it cannot be read.
func Program() string { return exeDigest() }

// exeDigest names the running executable, read once: its Go build ID
// when it has one (a hash of the binary's content, found in its first
// bytes: no need to hash 13 MB on every run), else the SHA-256 of the
// whole file; "" when it cannot be read, and then no run is stamped (every
// run renders).
var exeDigest = sync.OnceValue(func() string {
	name, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	if id := buildID(f); id != "" {
		return "buildid " + id
	}
	h := sha256.New()
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return ""
	}
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
})

// buildIDPrefix starts the Go build ID that the linker writes at the start
// of the text segment of a non-ELF executable (as cmd/internal/buildid
// finds it): the ID ends at the next quote. An ELF executable holds it in
// its .note.go.buildid note instead.
const buildIDPrefix = "\xff Go build ID: \""

// buildID is the Go build ID of the executable r: the ELF note, or the
// text found in the first 64 KiB; "" when there is none, or an empty one
// (as -ldflags=-buildid= leaves).
func buildID(r io.ReaderAt) string {
	if f, err := elf.NewFile(r); err == nil {
		if sec := f.Section(".note.go.buildid"); sec != nil {
			// namesz, descsz, type (4 bytes each), "Go\x00\x00", the ID.
			note, err := sec.Data()
			if err != nil || len(note) < 16 || string(note[12:16]) != "Go\x00\x00" {
				return ""
			}
			n := f.ByteOrder.Uint32(note[4:8])
			if uint64(n) > uint64(len(note)-16) {
				return ""
			}
			return string(note[16 : 16+n])
		}
		return ""
	}
	head := make([]byte, 64<<10)
	n, _ := r.ReadAt(head, 0)
	head = head[:n]
	i := bytes.Index(head, []byte(buildIDPrefix))
	if i < 0 {
		return ""
	}
	id := head[i+len(buildIDPrefix):]
	end := bytes.IndexByte(id, '"')
	if end <= 0 || end > 1024 {
		return ""
	}
	return string(id[:end])
}
