// Package recode re-encodes text files and whole folders (KOI8-R, CP866,
// Windows-1251, UTF-8, ...) without losing a character: what `protokol
// convert` does, as a library.
//
// Run takes a Config and converts each file with charset.Convert, the
// encoding detected per file unless Config.From names it:
//
//   - into Config.Out, keeping the layout of the folders given; several
//     files or a folder stand each on its own there (a file refused or failed
//     gets nothing written, the others go on; Run then returns ErrFailed),
//     unless Config.AllOrNothing;
//   - in place (Config.InPlace), all or nothing even when the process is
//     killed: the next run over the same files undoes or finishes a killed
//     one (see commit.go);
//   - or one file to the writer given to Run.
//
// It reads and writes files (it is neither compute, nor formats, nor
// report); it imports charset, formats (the binary sniffer), compute/bridge
// for its errors and publish for writing new files and showing paths. What
// a run has to say goes to a Reporter, never to the terminal: the command
// prints it. Problems of the input are *bridge.Error values with their
// position; a bad Config is an error that matches ErrUsage.
package recode

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/protokol-bridge/protokol/input"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	pub "github.com/protokol-bridge/protokol/publish"
)

// Config is what a run converts, and how.
type Config struct {
	Paths []string          // files and folders, as given
	From  *charset.Encoding // nil: detect each file
	To    *charset.Encoding // must be set, and writable (not UTF-16)
	// Out is the output folder; "" with InPlace false: the one file goes to
	// Run's writer.
	Out     string
	InPlace bool
	// Backup is the suffix of the backup of a file replaced in place
	// (".orig"); "" for none. Only with InPlace.
	Backup  string
	Options charset.Options // Lossy and EOL; OnChange is Run's own
	// AllOrNothing keeps a run of several files into Out all or nothing,
	// as a run in place and a single file always are.
	AllOrNothing bool
	Verbose      bool // tell the encoding each file was read in, and every file
	Quiet        bool // tell only the problems (Reporter.Problem)
}

// Reporter is told what a run has to say, one line at a time and in order;
// a nil Reporter is silent. Which lines are told follows Config.Quiet and
// Config.Verbose. Paths in lines are as given or found.
type Reporter interface {
	// Notice: a file skipped (binary, a link) or left as it is, the
	// encoding a file was read in (Verbose), the summary of a run in which
	// each file stood on its own.
	Notice(line string)
	// Change: a character Options.Lossy replaced, with its position
	// (`a.txt:2:10: U+2660 '♠' replaced by "S"`), at most 100 a file.
	Change(line string)
	// Warn: something found of an earlier run, such as a killed run
	// undone, or an original kept (a line without "warning: ").
	Warn(line string)
	// Problem: why a file was refused or failed, in a run in which each
	// file stands on its own; the run goes on without that file. It is
	// told with Quiet too. (Otherwise the problems are Run's error.)
	Problem(err *bridge.Error)
}

// Summary counts what a run did with each file.
type Summary struct {
	Files     int            // found: the files given and those met in folders, links too
	Converted map[string]int // files converted, by the encoding read ("ascii" for ASCII found so)
	Unchanged int            // files the conversion left as they were (written as they are with Out)
	Refused   int            // files whose encoding could not be told
	Failed    int            // files that failed otherwise (a character the target lacks, a bad byte)
	Binary    int            // binary files met in folders, skipped
	Controls  int            // files converted (or unchanged) that hold control characters, kept as they are
	Links     int            // symbolic links met in folders, skipped
	Done      int            // in place: files a killed run of the same command converted already, left as they are
}

// ErrUsage is matched (errors.Is) by the errors of a Config that cannot
// run: a wrong combination of settings, or settings that the files given
// contradict (a folder to standard output, two files to one name, a backup
// name that is taken).
var ErrUsage = errors.New("bad settings")

// ErrFailed is matched by Run's error when each file stood on its own and
// some were refused or failed: each was told to Reporter.Problem, and the
// other files were written.
var ErrFailed = errors.New("files refused or failed")

// usageError is an error of the settings: its message as it is, and
// ErrUsage to errors.Is.
type usageError struct{ err error }

func (e usageError) Error() string        { return e.err.Error() }
func (e usageError) Unwrap() error        { return e.err }
func (e usageError) Is(target error) bool { return target == ErrUsage }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// check refuses a Config that cannot run. (The command names the flags of
// To first, in its own words.)
func (c Config) check() error {
	switch {
	case len(c.Paths) == 0:
		return usagef("no files (want the files or folders to convert)")
	case c.To == nil:
		return usagef("no target encoding (want one of %s)", strings.Join(charset.Names(), ", "))
	case c.To.ReadOnly:
		return usagef("%s: UTF-16 is read, not written (want one of %s)", c.To.Name, strings.Join(charset.Names(), ", "))
	case c.InPlace && c.Out != "":
		return usagef("--in-place and --out: choose one")
	case c.Backup != "" && !c.InPlace:
		return usagef("--backup works with --in-place only")
	case strings.ContainsAny(c.Backup, `/\`):
		return usagef("--backup %q: a suffix such as .orig, not a path", c.Backup)
	}
	return nil
}

// perFile tells whether each file of the run stands on its own: several
// files or a folder into Out, unless AllOrNothing. walked is the folders
// the run walks.
func (c Config) perFile(walked []string) bool {
	return c.Out != "" && !c.AllOrNothing && (len(walked) > 0 || len(c.Paths) > 1)
}

// command names what a run does to a file, to tell whether two runs are
// the same command (the backup's name does not change a file).
func (c Config) command() string {
	from := "auto"
	if c.From != nil {
		from = c.From.Name
	}
	return fmt.Sprintf("from=%s to=%s eol=%s lossy=%t", from, c.To.Name, c.Options.EOL, c.Options.Lossy)
}

// maxListedChanges is how many replacements of one file Options.Lossy
// lists one by one.
const maxListedChanges = 100

// job is one file to convert.
type job struct {
	src     string // the input file, as given or found
	dst     string // where the result goes ("" for the writer); in place, the file itself, links resolved
	inTree  bool   // found by walking a folder (binary files are skipped, not refused)
	n       int    // its number in the run, which names its temporary files
	tmp     string // the finished conversion, waiting to be moved into place
	old     string // SHA-256 (hex) of the original, as converted
	sum     string // SHA-256 (hex) of the conversion
	read    string // the encoding it was read in ("ascii" for ASCII found so), for the summary
	refused bool   // its encoding could not be told
	// controls: read as text with control characters (a help file's
	// markup), which the conversion kept
	controls bool
}

// Run converts the files of cfg; one file without Out or InPlace is written
// to stdout. Input problems are bridge.Errors (with ErrFailed instead when
// each file stood on its own), settings that cannot run match ErrUsage, and
// anything else is an error of the system. The Summary counts what was done
// until then. ctx is not consulted: a run goes to its end, and a run in
// place is all or nothing anyway.
func Run(_ context.Context, cfg Config, stdout io.Writer, rep Reporter) (Summary, error) {
	sum := Summary{Converted: map[string]int{}}
	if err := cfg.check(); err != nil {
		return sum, err
	}
	jobs, walked, links, err := listJobs(cfg)
	if err != nil {
		return sum, err
	}
	r := newRun(cfg, rep)
	r.perFile = cfg.perFile(walked)
	defer r.end()
	// What killed runs left where this one writes goes first: an interrupted
	// in-place run is undone, so its files are converted from their
	// originals now, and the files of one that was done are left as they
	// are when this run is the same command.
	swept := false
	for _, dir := range r.folders(jobs, walked) {
		some, err := r.sweep(dir)
		if err != nil {
			return sum, err
		}
		swept = swept || some
	}
	if swept {
		if jobs, _, links, err = listJobs(cfg); err != nil {
			return sum, err
		}
		n := len(jobs)
		jobs = r.skipDone(jobs)
		sum.Done = n - len(jobs)
	}
	sum.Files, sum.Links = len(jobs)+len(links), len(links)
	for _, n := range links {
		r.notice(n)
	}
	if r.perFile {
		return sum, r.convertEach(jobs, &sum)
	}
	var errs bridge.Errors
	var done []*job
	for _, j := range jobs {
		skip, err := r.convertOne(j)
		switch {
		case err != nil:
			sum.count(j, err)
			errs = append(errs, bridge.AsErrors(err)...)
			if bridge.AsErrors(err) == nil {
				r.discard(done)
				return sum, err
			}
		case skip:
			sum.Binary++
		default:
			done = append(done, j)
		}
	}
	if len(errs) > 0 {
		r.discard(done)
		return sum, errs
	}
	// Everything converted: now move the results into place.
	switch {
	case cfg.InPlace:
		// A file the conversion leaves as it is stays untouched, without a
		// backup (such as a file converted already).
		changed := done[:0]
		for _, j := range done {
			if j.sum == j.old {
				os.Remove(j.tmp)
				sum.Unchanged++
				continue
			}
			changed = append(changed, j)
		}
		if err := checkBackups(cfg, changed); err != nil {
			r.discard(changed)
			return sum, err
		}
		if err := r.commitInPlace(changed); err != nil {
			return sum, err
		}
		sum.converted(changed)
		return sum, nil
	case cfg.Out != "":
		if err := r.commitOut(done); err != nil {
			return sum, err
		}
		sum.converted(done)
		return sum, nil
	}
	for _, j := range done {
		f, err := os.Open(j.tmp)
		if err == nil {
			_, err = io.Copy(stdout, f)
			f.Close()
		}
		os.Remove(j.tmp)
		if err != nil {
			return sum, err
		}
	}
	sum.converted(done)
	return sum, nil
}

// count counts a file refused or failed.
func (s *Summary) count(j *job, err error) {
	switch {
	case bridge.AsErrors(err) == nil:
	case j.refused:
		s.Refused++
	default:
		s.Failed++
	}
}

// converted counts files written: converted, or unchanged.
func (s *Summary) converted(jobs []*job) {
	for _, j := range jobs {
		if j.controls {
			s.Controls++
		}
		if j.sum == j.old {
			s.Unchanged++
		} else {
			s.Converted[j.read]++
		}
	}
}

// convertEach converts the files one by one into Out, each on its own: a
// file that is refused or fails is told with its problem, gets nothing
// written, and the others go on. An error of the system (a folder that
// cannot be written) stops the run; the files written until then stay,
// each whole.
func (r *run) convertEach(jobs []*job, sum *Summary) error {
	var dirs []string
	defer r.discard(nil) // the folders made for files that failed, when empty
	for i, j := range jobs {
		skip, err := r.convertOne(j)
		switch {
		case err != nil && bridge.AsErrors(err) == nil:
			return err
		case err != nil:
			if r.rep != nil {
				for _, e := range bridge.AsErrors(err) {
					r.rep.Problem(e)
				}
			}
			sum.count(j, err)
			continue
		case skip:
			sum.Binary++
			continue
		}
		if err := r.at("out " + strconv.Itoa(i)); err != nil {
			return err
		}
		if err := os.Rename(j.tmp, j.dst); err != nil {
			os.Remove(j.tmp)
			return fmt.Errorf("cannot write %s: %w", j.dst, err)
		}
		if d := filepath.Dir(j.dst); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
		sum.converted([]*job{j})
	}
	if err := pub.SyncDirs(dirs...); err != nil {
		return err
	}
	r.notice(sum.line(r.cfg.Out))
	if sum.Refused+sum.Failed > 0 {
		return fmt.Errorf("%w: %d refused, %d failed", ErrFailed, sum.Refused, sum.Failed)
	}
	return nil
}

// line is the summary: "wrote 27 of 31 files into new: 24 converted (10
// windows-1251, 8 koi8-r, 6 ibm866), 3 unchanged, 1 with control
// characters kept; 2 refused, 1 failed, 1 skipped as binary, 1 link
// skipped".
func (s Summary) line(out string) string {
	converted := 0
	var names []string
	for name, n := range s.Converted {
		converted += n
		names = append(names, name)
	}
	// The commonest first.
	slices.SortFunc(names, func(a, b string) int {
		if s.Converted[a] != s.Converted[b] {
			return s.Converted[b] - s.Converted[a]
		}
		return strings.Compare(a, b)
	})
	line := fmt.Sprintf("wrote %d of %s into %s", converted+s.Unchanged, plural(s.Files, "file", "files"), pub.ShowPath(out))
	var wrote, not []string
	if converted > 0 {
		var by []string
		for _, name := range names {
			by = append(by, fmt.Sprintf("%d %s", s.Converted[name], name))
		}
		wrote = append(wrote, fmt.Sprintf("%d converted (%s)", converted, strings.Join(by, ", ")))
	}
	if s.Unchanged > 0 {
		wrote = append(wrote, fmt.Sprintf("%d unchanged", s.Unchanged))
	}
	if s.Controls > 0 {
		wrote = append(wrote, fmt.Sprintf("%d with control characters kept", s.Controls))
	}
	if s.Refused > 0 {
		not = append(not, fmt.Sprintf("%d refused", s.Refused))
	}
	if s.Failed > 0 {
		not = append(not, fmt.Sprintf("%d failed", s.Failed))
	}
	if s.Binary > 0 {
		not = append(not, fmt.Sprintf("%d skipped as binary", s.Binary))
	}
	if s.Links > 0 {
		not = append(not, plural(s.Links, "link", "links")+" skipped")
	}
	if len(wrote) > 0 {
		line += ": " + strings.Join(wrote, ", ")
	}
	if len(not) > 0 {
		line += "; " + strings.Join(not, ", ")
	}
	return line
}

// plural is "1 file" or "3 files".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// listJobs lists the files to convert and where each goes, the folders
// walked, and a notice for each symbolic link met in a folder, which is
// skipped; a link given by name is followed, and in place its target is
// replaced.
func listJobs(cfg Config) (jobs []*job, walked, links []string, err error) {
	for _, p := range cfg.Paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, nil, nil, input.Error(p, err)
		}
		if !info.IsDir() {
			j := &job{src: p}
			switch {
			case cfg.InPlace:
				// The file a link points to is replaced, beside itself, and
				// the link stays.
				if j.dst, err = filepath.EvalSymlinks(p); err != nil {
					return nil, nil, nil, fmt.Errorf("cannot follow %s: %w", p, err)
				}
			case cfg.Out != "":
				j.dst = filepath.Join(cfg.Out, filepath.Base(p))
			}
			jobs = append(jobs, j)
			continue
		}
		if !cfg.InPlace && cfg.Out == "" {
			return nil, nil, nil, usagef("%s is a folder: give --out DIR or --in-place", p)
		}
		// A folder given through a link is walked where it is; its files
		// keep the names under the link.
		root, err := filepath.EvalSymlinks(p)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("cannot follow %s: %w", p, err)
		}
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(root, path)
			if err != nil {
				return err
			}
			name := filepath.Join(p, rel)
			if d.IsDir() {
				if path != root && strings.HasPrefix(d.Name(), ".") {
					return filepath.SkipDir
				}
				walked = append(walked, path)
				return nil
			}
			if strings.HasPrefix(d.Name(), ".") {
				return nil
			}
			if cfg.Backup != "" && strings.HasSuffix(d.Name(), cfg.Backup) {
				if _, err := os.Lstat(strings.TrimSuffix(path, cfg.Backup)); err == nil {
					return nil // a backup of a file beside it, which an earlier run kept
				}
			}
			if d.Type()&fs.ModeSymlink != 0 {
				links = append(links, name+": skipped: a symbolic link (give it by name to convert the file it points to)")
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			j := &job{src: name, dst: path, inTree: true}
			if cfg.Out != "" {
				j.dst = filepath.Join(cfg.Out, filepath.Base(filepath.Clean(p)), rel)
			}
			jobs = append(jobs, j)
			return nil
		})
		if err != nil {
			return nil, nil, nil, fmt.Errorf("cannot read the folder %s: %w", p, err)
		}
	}
	if len(jobs) > 1 && !cfg.InPlace && cfg.Out == "" {
		return nil, nil, nil, usagef("%d files: give --out DIR or --in-place (standard output takes one file)", len(jobs))
	}
	seen := map[string]string{}
	for i, j := range jobs {
		j.n = i + 1
		if j.dst == "" {
			continue
		}
		abs, _ := filepath.Abs(j.dst)
		if prev, ok := seen[abs]; ok {
			return nil, nil, nil, usagef("%s and %s would both be written to %s", prev, j.src, j.dst)
		}
		seen[abs] = j.src
		if !cfg.InPlace {
			src, _ := filepath.Abs(j.src)
			if real, err := filepath.EvalSymlinks(j.src); err == nil {
				src, _ = filepath.Abs(real)
			}
			if src == abs {
				return nil, nil, nil, usagef("%s would overwrite itself: use --in-place, or another --out", j.src)
			}
		}
	}
	return jobs, walked, links, nil
}

// checkBackups refuses to start when a backup name is taken: a backup
// there already may be the only copy of an original.
func checkBackups(cfg Config, jobs []*job) error {
	if cfg.Backup == "" {
		return nil
	}
	for _, j := range jobs {
		bak := j.dst + cfg.Backup
		if _, err := os.Lstat(bak); err == nil {
			return usagef("%s: the backup %s is there already; not replacing it (remove it, or choose another --backup)", j.src, bridge.Quote(bak))
		}
	}
	return nil
}

// convertOne converts one file into a temporary file beside its
// destination. skip is true for a binary file met inside a folder.
func (r *run) convertOne(j *job) (skip bool, err error) {
	cfg := r.cfg
	f, err := os.Open(j.src)
	if err != nil {
		return false, input.Error(j.src, err)
	}
	defer f.Close()
	// One buffer for the heads of all the files: they are converted one
	// after the other.
	if r.head == nil {
		r.head = make([]byte, charset.DetectHead)
	}
	head := r.head
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return false, &bridge.Error{Pos: bridge.Pos{File: j.src}, Err: fmt.Errorf("cannot read: %v", err)}
	}
	head = head[:n]
	controls := false // text with control characters, kept as they are
	if line, col, bin := formats.BinaryAtIn(head, cfg.From); bin {
		if _, controls = formats.TextControls(head, cfg.From); !controls {
			if j.inTree {
				r.notice(j.src + ": skipped: binary data, not a text file")
				return true, nil
			}
			return false, &bridge.Error{Pos: bridge.Pos{File: j.src, Line: line, Col: col}, Err: fmt.Errorf("%w (want a text file)", formats.ErrBinary)}
		}
	}
	from := cfg.From
	j.read = ""
	if from != nil {
		j.read = from.Name
	} else {
		d := charset.Detect(head)
		if d.Confidence < charset.Threshold {
			msg := fmt.Sprintf("cannot tell the encoding: %s at best, with confidence %.2f", d.Encoding.Name, d.Confidence)
			if d.RunnerUp != nil {
				msg += ", or " + d.RunnerUp.Name
			}
			hint := "give --from"
			if r.perFile {
				hint = "convert it alone with --from ENCODING --out " + pub.ShowPath(filepath.Dir(j.dst))
			}
			j.refused = true
			return false, &bridge.Error{Pos: bridge.Pos{File: j.src}, Err: fmt.Errorf("%w: %s (%s)", formats.ErrEncoding, msg, hint)}
		}
		from = d.Encoding
		if j.read = from.Name; d.How == "ascii" {
			j.read = "ascii"
		}
	}
	r.verbose(fmt.Sprintf("%s: %s -> %s", j.src, from.Name, cfg.To.Name))
	dir := os.TempDir()
	if j.dst != "" {
		dir = filepath.Dir(j.dst)
		if err := r.mkdirAll(dir); err != nil {
			return false, fmt.Errorf("cannot create %s: %w", dir, err)
		}
	}
	tmp, err := r.create(dir, j.n)
	if err != nil {
		return false, fmt.Errorf("cannot write in %s: %w", dir, err)
	}
	j.tmp = tmp.Name()
	// The head read for detection, then the rest: no seek, so that a pipe
	// converts too.
	var src io.Reader = io.MultiReader(bytes.NewReader(head), f)
	var w io.Writer = tmp
	// In place, the journal names both contents, so that a later run can
	// tell which one a file holds after a kill (see commitInPlace); both
	// also tell a file the conversion leaves as it is.
	oldSum, newSum := sha256.New(), sha256.New()
	ctrl := &controlCounter{}
	if controls {
		src = io.TeeReader(src, io.MultiWriter(oldSum, ctrl))
	} else {
		src = io.TeeReader(src, oldSum)
	}
	w = io.MultiWriter(tmp, newSum)
	decl := charset.NewDeclarationWriter(w, cfg.To)
	// Changes are told as they come, so memory stays constant however
	// many there are; past the first hundred of a file they are counted.
	opt := cfg.Options
	changes := 0
	opt.OnChange = func(c charset.Change) {
		changes++
		if changes <= maxListedChanges && r.rep != nil && !cfg.Quiet {
			r.rep.Change(fmt.Sprintf("%s:%d:%d: U+%04X %q replaced by %q", j.src, c.Line, c.Col, c.From, string(c.From), c.To))
		}
	}
	_, cerr := charset.Convert(decl, src, from, cfg.To, opt)
	if cerr == nil {
		cerr = decl.Close()
	}
	if cerr == nil && j.dst != "" {
		cerr = tmp.Sync()
	}
	if err := tmp.Close(); cerr == nil {
		cerr = err
	}
	if cerr == nil && j.dst != "" {
		mode := fs.FileMode(0o644)
		if info, err := os.Stat(j.src); err == nil {
			mode = info.Mode().Perm()
		}
		cerr = os.Chmod(j.tmp, mode)
	}
	if cerr != nil {
		os.Remove(j.tmp)
		j.tmp = ""
		return false, positioned(j.src, cerr)
	}
	j.old, j.sum = hex.EncodeToString(oldSum.Sum(nil)), hex.EncodeToString(newSum.Sum(nil))
	if decl.Rewritten > 0 {
		r.verbose(fmt.Sprintf("%s: charset declaration rewritten as %s", j.src, cfg.To.Name))
	}
	if changes > maxListedChanges {
		r.notice(fmt.Sprintf("%s: and %d more characters replaced (%d in all)", j.src, changes-maxListedChanges, changes))
	}
	if controls {
		j.controls = true
		what := plural(ctrl.n, "control character", "control characters")
		if from.ReadOnly {
			what = "control characters"
		}
		r.notice(fmt.Sprintf("%s: read as text with %s (%s), kept as they are", j.src, what, ctrl.list()))
	}
	return false, nil
}

// controlCounter counts the control bytes that TextControls allows, and
// which, as a file's bytes go through it.
type controlCounter struct {
	n    int
	seen [32]bool
}

func (c *controlCounter) Write(p []byte) (int, error) {
	for _, b := range p {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1A {
			c.n++
			c.seen[b] = true
		}
	}
	return len(p), nil
}

// list names the control bytes seen: "0x01-0x08, 0x0B".
func (c *controlCounter) list() string {
	var parts []string
	for b := 0; b < 32; b++ {
		if !c.seen[b] {
			continue
		}
		e := b
		for e+1 < 32 && c.seen[e+1] {
			e++
		}
		switch {
		case e == b:
			parts = append(parts, fmt.Sprintf("0x%02X", b))
		default:
			parts = append(parts, fmt.Sprintf("0x%02X-0x%02X", b, e))
		}
		b = e
	}
	if len(parts) == 0 {
		return "in UTF-16"
	}
	return strings.Join(parts, ", ")
}

// positioned turns a conversion error into a positioned input error.
func positioned(file string, err error) error {
	var um *charset.Unmappable
	var ud *charset.Undecodable
	switch {
	case errors.As(err, &um):
		return &bridge.Error{Pos: bridge.Pos{File: file, Line: um.Line, Col: um.Col}, Err: err}
	case errors.As(err, &ud):
		return &bridge.Error{Pos: bridge.Pos{File: file, Line: ud.Line, Col: ud.Col}, Err: err}
	}
	return fmt.Errorf("converting %s: %w", file, err)
}
