package recode

// How a run moves its results into place, and how the next run
// cleans up after a run that was killed.
//
// A run is named R = "PID-XXXXXXXX" (its process id and 8 random hex
// digits). Everything it leaves in a folder is a regular file named
// .protokol-convert-R...:
//
//	.protokol-convert-R-N.new    the conversion of file N, until it is moved into place
//	.protokol-convert-R-N.old    in place: a hard link to (or a synced copy of) the original
//	                             of file N, until the run is done (--backup: FILE.SUFFIX instead)
//	.protokol-convert-R.journal  in place, in each folder: its files, their backups, and the
//	                             SHA-256 of each original and of its conversion
//	.protokol-convert-R.run      in place, in the first folder: every folder and file of the run;
//	                             while it is there the run is not done
//	.protokol-convert-R.done     the same, once the run is done, until it has tidied up
//
// Nothing else is ever removed: a later run removes only such files, only
// of runs whose process is gone (an earlier process with the same id, as in
// a fresh container, is gone too), and only when their content is a copy
// of what stays (a conversion, or an original that is still there).
//
// In place, a run is all or nothing, as a failed conversion is: every file
// is converted and synced first; then the run record and the journals are
// written and synced; then each original gets its backup (a hard link,
// complete at once; or a synced copy) before its file is replaced (rename);
// then the run record is renamed .done, which is the moment the run is
// done; then the backups that are not --backup's and the journals go, and
// the record last. A run killed before that moment is undone by the next
// run that meets its files: each file whose content is the conversion gets
// its original back (rename), so running the same command again converts
// every file once, from its original, whatever --from says. A run killed
// after it leaves backups and journals to remove, and the record, which
// tells the next run of the same command to leave those files as they are
// (converting them again would convert them twice).

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
	pub "github.com/protokol-bridge/protokol/publish"
)

// convertPrefix starts the name of every file a run leaves behind.
const convertPrefix = ".protokol-convert-"

// leftoverName matches those names: the run, and what the file is.
var leftoverName = regexp.MustCompile(`^\.protokol-convert-([0-9]{1,10}-[0-9a-f]{8})(?:-[0-9]{1,9}\.(new|old)|\.(journal|journal-new|run|done))$`)

// liveRuns holds the runs of this process that are going on (tests run
// several in one process).
var liveRuns sync.Map

// TestHookKill, set by tests only (nil otherwise), stops a run at the
// named point as a kill would: Run returns an error at once, and nothing
// is cleaned up. The points are "run", "journals", "backup N", "replaced
// N" (file N of the run), "done", "finished I" (folder I of the run
// record), "undone NAME" (a file given back by the undoing of a killed
// run) and "out I" (the I-th file moved into Out).
var TestHookKill func(point string) bool

var errKilled = errors.New("stopped by the test as if killed")

// run is one run of Run.
type run struct {
	cfg     Config
	rep     Reporter
	perFile bool              // each file on its own (Config.perFile)
	head    []byte            // the buffer of a file's head (convertOne)
	id      string            // R
	made    []string          // folders this run created (Out), outermost first
	warned  map[string]bool   // files warned about, each once
	done    map[string]string // files converted by a killed run of the same command that was done: absolute path, SHA-256 of the conversion
}

// runRecord is the .run file, and the .done file it becomes: the run's
// folders and files, relative to its own folder.
type runRecord struct {
	Command string    `json:"command"` // what the run did (Config.command)
	Folders []string  `json:"folders"`
	Files   []runFile `json:"files"`
}

type runFile struct {
	Path string `json:"path"`
	Sum  string `json:"sum"` // SHA-256 (hex) of the conversion
}

// journal is a folder's .journal file.
type journal struct {
	Run     string         `json:"run"`     // the .run file, relative to this folder
	Command string         `json:"command"` // what the run did (Config.command)
	Files   []journalEntry `json:"files"`
}

type journalEntry struct {
	Name   string `json:"name"`   // the file replaced, in this folder
	Backup string `json:"backup"` // the name of its original while the run goes on
	Kept   bool   `json:"kept"`   // the backup is --backup's: it stays when the run is done
	New    string `json:"new"`    // the conversion's temporary name
	Old    string `json:"old"`    // SHA-256 (hex) of the original
	Sum    string `json:"sum"`    // SHA-256 (hex) of the conversion
}

func newRun(cfg Config, rep Reporter) *run {
	r := &run{cfg: cfg, rep: rep, id: fmt.Sprintf("%d-%08x", os.Getpid(), rand.Uint32()), warned: map[string]bool{}, done: map[string]string{}}
	liveRuns.Store(r.id, true)
	return r
}

// end marks the run as over.
func (r *run) end() { liveRuns.Delete(r.id) }

// name is the name of file n's temporary: kind new or old.
func (r *run) name(n int, kind string) string {
	return convertPrefix + r.id + "-" + strconv.Itoa(n) + "." + kind
}

// file is the name of the run's journal or run record.
func (r *run) file(kind string) string { return convertPrefix + r.id + "." + kind }

// at is a point where a test may stop the run.
func (r *run) at(point string) error {
	if TestHookKill != nil && TestHookKill(point) {
		return errKilled
	}
	return nil
}

func (r *run) warnf(format string, args ...any) {
	if r.rep != nil && !r.cfg.Quiet {
		r.rep.Warn(fmt.Sprintf(format, args...))
	}
}

// notice tells a notice, unless Quiet.
func (r *run) notice(line string) {
	if r.rep != nil && !r.cfg.Quiet {
		r.rep.Notice(line)
	}
}

// verbose tells a notice that only Verbose asks for (with Quiet too).
func (r *run) verbose(line string) {
	if r.rep != nil && r.cfg.Verbose {
		r.rep.Notice(line)
	}
}

// alive reports whether run id may still be going on.
func (r *run) alive(id string) bool {
	if _, ok := liveRuns.Load(id); ok {
		return true
	}
	pid, _ := strconv.Atoi(id[:strings.IndexByte(id, '-')])
	if pid == os.Getpid() {
		return false // an earlier process with this process's id
	}
	return processAlive(pid)
}

// folders are where this run writes, where killed runs may have left
// files: in place the folders walked and those of the files, with --out
// the destination folders that exist, otherwise the temporary folder.
func (r *run) folders(jobs []*job, walked []string) []string {
	var dirs []string
	seen := map[string]bool{}
	add := func(d string) {
		if !seen[d] {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	switch {
	case r.cfg.InPlace:
		for _, d := range walked {
			add(d)
		}
		for _, j := range jobs {
			add(filepath.Dir(j.dst))
		}
	case r.cfg.Out != "":
		for _, j := range jobs {
			if fi, err := os.Stat(filepath.Dir(j.dst)); err == nil && fi.IsDir() {
				add(filepath.Dir(j.dst))
			}
		}
	default:
		add(os.TempDir())
	}
	return dirs
}

// mkdirAll makes dir and the folders above it that are missing,
// remembering which it made.
func (r *run) mkdirAll(dir string) error {
	fi, err := os.Stat(dir)
	if err == nil {
		if !fi.IsDir() {
			return fmt.Errorf("%s is not a folder", dir)
		}
		return nil
	}
	if parent := filepath.Dir(dir); parent != dir {
		if err := r.mkdirAll(parent); err != nil {
			return err
		}
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		if fi, serr := os.Stat(dir); serr == nil && fi.IsDir() {
			return nil // made meanwhile by someone else
		}
		return err
	}
	r.made = append(r.made, dir)
	return nil
}

// create makes the temporary file of file n in dir.
func (r *run) create(dir string, n int) (*os.File, error) {
	return os.OpenFile(filepath.Join(dir, r.name(n, "new")), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
}

// discard removes the run's conversions and the folders it made, deepest
// first, each only when empty.
func (r *run) discard(jobs []*job) {
	for _, j := range jobs {
		if j.tmp != "" {
			os.Remove(j.tmp)
		}
	}
	for i := len(r.made) - 1; i >= 0; i-- {
		os.Remove(r.made[i]) // fails, and keeps it, when not empty
	}
	r.made = nil
}

// commitOut moves the conversions into --out.
func (r *run) commitOut(jobs []*job) error {
	var dirs []string
	for i, j := range jobs {
		if err := r.at("out " + strconv.Itoa(i)); err != nil {
			return err
		}
		if err := os.Rename(j.tmp, j.dst); err != nil {
			r.discard(jobs[i:])
			return fmt.Errorf("cannot write %s: %w", j.dst, err)
		}
		if d := filepath.Dir(j.dst); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	return pub.SyncDirs(dirs...)
}

// commitInPlace replaces the files with their conversions, all or none
// (see the top of this file).
func (r *run) commitInPlace(jobs []*job) error {
	if len(jobs) == 0 {
		return nil
	}
	var folders []string
	byDir := map[string][]*job{}
	for _, j := range jobs {
		d := filepath.Dir(j.dst)
		if byDir[d] == nil {
			folders = append(folders, d)
		}
		byDir[d] = append(byDir[d], j)
	}
	if err := pub.SyncDirs(folders...); err != nil {
		r.discard(jobs)
		return err
	}
	runDir := folders[0]
	runPath := filepath.Join(runDir, r.file("run"))
	donePath := filepath.Join(runDir, r.file("done"))
	rec := runRecord{Command: r.cfg.command()}
	for _, d := range folders {
		rel, err := filepath.Rel(runDir, d)
		if err != nil {
			r.discard(jobs)
			return err
		}
		rec.Folders = append(rec.Folders, rel)
		for _, j := range byDir[d] {
			rec.Files = append(rec.Files, runFile{Path: filepath.Join(rel, filepath.Base(j.dst)), Sum: j.sum})
		}
	}
	fail := func(err error) error {
		r.rollback(runPath, true) // fails only when a test stops it
		r.discard(jobs)           // conversions in folders the record did not name yet
		return err
	}
	if err := writeJSON(runPath, rec); err != nil {
		return fail(err)
	}
	if err := pub.SyncDirs(runDir); err != nil {
		return fail(err)
	}
	if err := r.at("run"); err != nil {
		return err
	}
	for _, d := range folders {
		rel, err := filepath.Rel(d, runPath)
		if err != nil {
			return fail(err)
		}
		jr := journal{Run: rel, Command: r.cfg.command()}
		for _, j := range byDir[d] {
			e := journalEntry{Name: filepath.Base(j.dst), Backup: r.name(j.n, "old"), New: filepath.Base(j.tmp), Old: j.old, Sum: j.sum}
			if r.cfg.Backup != "" {
				e.Backup, e.Kept = e.Name+r.cfg.Backup, true
			}
			jr.Files = append(jr.Files, e)
		}
		// Written whole under another name, then renamed: a journal that
		// exists is complete, whenever the run is killed.
		tmp := filepath.Join(d, r.file("journal-new"))
		if err := writeJSON(tmp, jr); err != nil {
			return fail(err)
		}
		if err := os.Rename(tmp, filepath.Join(d, r.file("journal"))); err != nil {
			os.Remove(tmp)
			return fail(err)
		}
	}
	if err := pub.SyncDirs(folders...); err != nil {
		return fail(err)
	}
	if err := r.at("journals"); err != nil {
		return err
	}
	for _, d := range folders {
		for _, j := range byDir[d] {
			if err := r.keepOriginal(j); err != nil {
				return fail(err)
			}
			if err := r.at("backup " + strconv.Itoa(j.n)); err != nil {
				return err
			}
			if err := os.Rename(j.tmp, j.dst); err != nil {
				return fail(fmt.Errorf("cannot write %s: %w", j.dst, err))
			}
			if err := r.at("replaced " + strconv.Itoa(j.n)); err != nil {
				return err
			}
		}
		if err := pub.SyncDirs(d); err != nil {
			return fail(err)
		}
	}
	// The moment the run is done.
	if err := os.Rename(runPath, donePath); err != nil {
		return fail(err)
	}
	if err := pub.SyncDirs(runDir); err != nil {
		return err
	}
	if err := r.at("done"); err != nil {
		return err
	}
	return r.finishRun(donePath)
}

// keepOriginal gives the original of j the name of its backup: a hard link,
// or where the file system has none, a synced copy under a temporary name
// renamed to the backup's. A --backup name is never replaced.
func (r *run) keepOriginal(j *job) error {
	dir := filepath.Dir(j.dst)
	hidden := filepath.Join(dir, r.name(j.n, "old"))
	if r.cfg.Backup == "" {
		if os.Link(j.dst, hidden) == nil {
			return nil
		}
		return copySynced(j.dst, hidden)
	}
	bak := j.dst + r.cfg.Backup
	taken := fmt.Errorf("%s: the backup %s appeared meanwhile; not replacing it (nothing was converted)", j.src, bridge.Quote(bak))
	err := os.Link(j.dst, bak)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return taken
	}
	if err := copySynced(j.dst, hidden); err != nil {
		return err
	}
	if _, err := os.Lstat(bak); err == nil {
		return taken
	}
	return os.Rename(hidden, bak)
}

// sweep cleans up, in dir, after the runs that were killed, and reports
// whether there were any. It fails only when a test stops it.
func (r *run) sweep(dir string) (bool, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, nil
	}
	var runs []string
	for _, e := range entries {
		m := leftoverName.FindStringSubmatch(e.Name())
		if m == nil || !e.Type().IsRegular() || slices.Contains(runs, m[1]) || r.alive(m[1]) {
			continue
		}
		runs = append(runs, m[1])
	}
	for _, id := range runs {
		if err := r.resolve(dir, id); err != nil {
			return true, err
		}
	}
	return len(runs) > 0, nil
}

// skipDone leaves out the files that a killed run of the same command
// converted, and was done with, and that still hold its conversion:
// converting them again would convert them twice.
func (r *run) skipDone(jobs []*job) []*job {
	var left []*job
	for _, j := range jobs {
		abs, _ := filepath.Abs(j.dst)
		if sum, ok := r.done[abs]; ok {
			if s, err := sumFile(j.dst); err == nil && s == sum {
				r.notice(j.src + ": converted already by an interrupted run of this command; left as it is")
				continue
			}
		}
		left = append(left, j)
	}
	return left
}

// resolve undoes or finishes the killed run id that left files in dir.
func (r *run) resolve(dir, id string) error {
	runPath := filepath.Join(dir, convertPrefix+id+".run")
	jPath := filepath.Join(dir, convertPrefix+id+".journal")
	var err error
	if regular(runPath) {
		err = r.rollback(runPath, false)
	} else if regular(donePath(runPath)) {
		err = r.finishRun(donePath(runPath))
	} else if jr, jerr := readJournal(jPath); jerr == nil {
		other := filepath.Join(dir, jr.Run)
		switch {
		case regular(other):
			err = r.rollback(other, false)
		case regular(donePath(other)):
			err = r.finishRun(donePath(other))
		case isDir(filepath.Dir(other)):
			r.finish(dir, id, jr) // done, and tidied up but here
		default:
			r.warnf("%s: left by an interrupted run of protokol convert whose first folder %s is gone: cannot tell whether it finished; not touched", jPath, bridge.Quote(filepath.Dir(other)))
			return nil
		}
	} else if !errors.Is(jerr, fs.ErrNotExist) {
		r.warnf("%s: left by an interrupted run of protokol convert, and unreadable (%v); not touched", jPath, jerr)
		return nil
	}
	if err != nil {
		return err
	}
	// What is left: conversions of files that were never replaced, and
	// originals of files that changed since.
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		m := leftoverName.FindStringSubmatch(e.Name())
		if m == nil || m[1] != id {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if m[3] == "journal-new" {
			removeRegular(p) // a journal cut short before it was renamed
			continue
		}
		switch m[2] {
		case "new":
			removeRegular(p)
		case "old":
			if r.warned[p] {
				continue
			}
			r.warned[p] = true
			r.warnf("%s: kept: the original of a file that changed after a run of protokol convert was interrupted (remove it when it is not needed)", p)
		}
	}
	return nil
}

// rollback undoes the run whose record is runPath, in every folder of it,
// and then removes the record. own is true for the run's own failure. It
// fails only when a test stops it.
func (r *run) rollback(runPath string, own bool) error {
	runDir := filepath.Dir(runPath)
	id := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(runPath), convertPrefix), ".run")
	var rec runRecord
	if data, err := os.ReadFile(runPath); err != nil || json.Unmarshal(data, &rec) != nil {
		// Cut short while being written: no journal was written yet.
		rec.Folders = []string{"."}
	}
	restored, whole := 0, true
	for _, f := range rec.Folders {
		n, ok, err := r.rollbackFolder(filepath.Join(runDir, f), id)
		if err != nil {
			return err
		}
		restored += n
		whole = whole && ok
	}
	if !whole {
		return nil // the record stays, so that the rest is undone later
	}
	removeRegular(runPath)
	pub.SyncDirs(runDir)
	if restored > 0 && !own {
		pid, _, _ := strings.Cut(id, "-")
		back := "files are back as they were"
		if restored == 1 {
			back = "file is back as it was"
		}
		r.warnf("%s: undid an interrupted run of protokol convert --in-place (pid %s): %d %s", runDir, pid, restored, back)
	}
	return nil
}

// donePath is the name the run record runPath takes when its run is done.
func donePath(runPath string) string { return strings.TrimSuffix(runPath, ".run") + ".done" }

// finishRun tidies up after the run that was done, whose record is
// donePath: in each folder its temporary backups and its journal go, then
// the record. A killed run of the same command leaves its files to this one
// as they are.
func (r *run) finishRun(donePath string) error {
	runDir := filepath.Dir(donePath)
	id := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(donePath), convertPrefix), ".done")
	var rec runRecord
	data, err := os.ReadFile(donePath)
	if err == nil {
		err = json.Unmarshal(data, &rec)
	}
	if err != nil {
		r.warnf("%s: left by an interrupted run of protokol convert, and unreadable (%v); not touched", donePath, err)
		return nil
	}
	for i, f := range rec.Folders {
		dir := filepath.Join(runDir, f)
		if jr, err := readJournal(filepath.Join(dir, convertPrefix+id+".journal")); err == nil {
			r.finish(dir, id, jr)
		}
		if err := r.at("finished " + strconv.Itoa(i)); err != nil {
			return err
		}
	}
	if id != r.id && rec.Command == r.cfg.command() {
		for _, f := range rec.Files {
			abs, _ := filepath.Abs(filepath.Join(runDir, f.Path))
			r.done[abs] = f.Sum
		}
	}
	removeRegular(donePath)
	pub.SyncDirs(runDir)
	return nil
}

// rollbackFolder undoes run id in dir: it gives back the originals, and
// removes the run's files there.
func (r *run) rollbackFolder(dir, id string) (restored int, ok bool, err error) {
	if !isDir(dir) {
		return 0, true, nil // gone: nothing left to undo
	}
	jPath := filepath.Join(dir, convertPrefix+id+".journal")
	keep := map[string]bool{}
	jr, jerr := readJournal(jPath)
	switch {
	case jerr == nil:
		for _, e := range jr.Files {
			back, kept := r.restore(dir, e)
			if back {
				restored++
				if err := r.at("undone " + e.Name); err != nil {
					return restored, false, err
				}
			}
			if kept {
				keep[e.Backup] = true
			}
		}
	case errors.Is(jerr, fs.ErrNotExist):
		// Nothing was replaced here.
	default:
		// Cut short while being written, so no file was replaced yet;
		// unless originals are kept here, which should not be.
		if hasOld(dir, id) {
			r.warnf("%s: unreadable (%v), beside originals kept by an interrupted run of protokol convert; not touched", jPath, jerr)
			return 0, false, nil
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if m := leftoverName.FindStringSubmatch(e.Name()); m != nil && m[1] == id && (m[2] != "" || m[3] == "journal-new") && !keep[e.Name()] {
			removeRegular(filepath.Join(dir, e.Name()))
		}
	}
	pub.SyncDirs(dir)
	removeRegular(jPath)
	pub.SyncDirs(dir)
	return restored, true, nil
}

// restore gives file e in dir its original back when it holds the
// conversion: back is true when it did. kept is true when the backup stays
// because the file changed since.
func (r *run) restore(dir string, e journalEntry) (back, kept bool) {
	bak, dst := filepath.Join(dir, e.Backup), filepath.Join(dir, e.Name)
	bs, err := sumFile(bak)
	if err != nil || bs != e.Old {
		// No backup yet; or a copy cut short (removed with the run's
		// files); or a --backup name someone else took: left alone.
		return false, false
	}
	ds, err := sumFile(dst)
	switch {
	case err == nil && ds == e.Sum:
		if err := os.Rename(bak, dst); err != nil {
			r.warnf("%s: cannot put the original back from %s: %v", dst, bak, err)
			return false, true
		}
		return true, false
	case err == nil && ds == e.Old:
		// Never replaced: the backup is a second copy.
		if e.Kept {
			removeRegular(bak)
		}
		return false, false
	}
	r.warned[bak] = true
	r.warnf("%s changed after a run of protokol convert was interrupted; its original is kept as %s", dst, bak)
	return false, true
}

// finish tidies up after a run that was done in dir: its temporary
// backups go, --backup's stay.
func (r *run) finish(dir, id string, jr journal) {
	for _, e := range jr.Files {
		if !e.Kept {
			removeRegular(filepath.Join(dir, e.Backup))
		}
		removeRegular(filepath.Join(dir, e.New)) // moved into place already
	}
	pub.SyncDirs(dir)
	removeRegular(filepath.Join(dir, convertPrefix+id+".journal"))
	pub.SyncDirs(dir)
}

// hasOld reports whether run id keeps originals in dir.
func hasOld(dir, id string) bool {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if m := leftoverName.FindStringSubmatch(e.Name()); m != nil && m[1] == id && m[2] == "old" {
			return true
		}
	}
	return false
}

func readJournal(path string) (journal, error) {
	var jr journal
	data, err := os.ReadFile(path)
	if err != nil {
		return jr, err
	}
	if err := json.Unmarshal(data, &jr); err != nil {
		return jr, err
	}
	for _, e := range jr.Files {
		// Names in this folder only.
		for _, n := range []string{e.Name, e.Backup, e.New} {
			if n == "" || n != filepath.Base(n) || n == "." || n == ".." {
				return jr, fmt.Errorf("a name %s that is not in its folder", bridge.Quote(n))
			}
		}
	}
	return jr, nil
}

// writeJSON writes v to a new file at path, synced.
func writeJSON(path string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return pub.WriteNew(path, bytes.NewReader(data), 0o600)
}

// copySynced copies src to a new file dst, with src's permissions, synced.
func copySynced(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	info, err := in.Stat()
	if err != nil {
		return err
	}
	return pub.WriteNew(dst, in, info.Mode().Perm())
}

// sumFile is the SHA-256 (hex) of a regular file's content.
func sumFile(path string) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return "", err
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("%s: not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func regular(path string) bool {
	fi, err := os.Lstat(path)
	return err == nil && fi.Mode().IsRegular()
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// removeRegular removes path when it is a regular file (never a folder or
// a link someone gave one of our names).
func removeRegular(path string) {
	if regular(path) {
		os.Remove(path)
	}
}
