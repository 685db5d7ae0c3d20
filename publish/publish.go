// Package publish writes a folder of files so that its readers see either
// the old folder or the new one, whole, even when the writer is killed at any
// moment; runs on one folder are serialised by a lock, and a run whose files
// equal the published ones changes nothing.
//
// # Layout
//
// Publishing to DIR (say /var/www/results/club) keeps, beside DIR:
//
//	club                     symbolic link → .club.protokol/g000042/site
//	.club.protokol.lock      the lock (flock(2)) and who holds it
//	.club.protokol/
//	    g000042/site/        the current generation: exactly the published files
//	    g000042/manifest.sha256
//	    g000042/stamp        what it was made from (Options.Stamp), if given
//	    g000041/...          the previous generation, for readers still inside it
//	    stage-g000043/       a generation being built (removed if its run died)
//
// A generation is built in a staging folder, every file and folder is synced,
// the staging folder is renamed to its generation, and a new symbolic link
// made under a temporary name is renamed over DIR. rename(2) replaces DIR in
// one step, so a reader who opens DIR/index.html gets the old file or the
// new one, never a part of either, and DIR never disappears. Older
// generations than the previous one are renamed aside and removed.
//
// Each file is synced on its own (fsync, a few at once, while the next
// files are written), and each folder: never the whole file system
// (syncfs), so that a run never waits for what other programs have still
// to write to the same disk. Once a run returns, its generation is
// durable.
//
// Publish takes the files whole, in memory; a caller that makes them one
// by one streams them instead into a Stage (Locked.Begin, Stage.Create,
// Stage.Commit), which writes each into the staging folder as it comes,
// hashing it as it goes, and publishes them the same way.
//
// manifest.sha256 lists every file of its generation with its SHA-256, in the
// format of sha256sum (`sha256sum -c manifest.sha256` run inside the
// generation checks it). It is how a run sees that nothing changed, and what
// files of the current generation a new one may share: a file whose content
// is unchanged is a hard link to the current generation's (same inode and
// modification time).
//
// DIR is replaced only when it is one of ours (a symbolic link into its
// store), missing, or an empty folder. Any other folder (an earlier
// version of protokol wrote plain folders, which cannot be told from a
// user's) is refused with a *NotOursError, unless Options.ReplaceFolder
// says to replace it: it is then kept beside DIR under a backup name
// (DIR.before-protokol, DIR.before-protokol-2, ...) that protokol never
// removes. A real folder is exchanged for the new link atomically with
// renameat2(RENAME_EXCHANGE) on Linux and renamex_np(RENAME_SWAP) on
// macOS: the link is made under the backup name and the two names are
// exchanged, so the folder is under one of them at every moment; elsewhere
// it is renamed away first, and for that moment DIR does not exist. A file
// or another link at DIR is always refused.
//
// Nothing is removed that protokol did not make: a generation is removed
// file by file as its manifest lists them, and whatever else is in it (a
// file put into DIR by hand, or a folder an earlier version kept as a
// generation without a manifest) is moved beside DIR under a backup name,
// and the Reporter is warned.
//
// The package does the file system work only: it does not render, print or
// decide exit codes. It imports the standard library and golang.org/x/sys.
// ShowPath is how every path in its messages (and protokol's) is shown.
package publish

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Errors for errors.Is.
var (
	// ErrLocked: another run holds the lock of DIR (see LockedError).
	ErrLocked = errors.New("locked by another run")
	// ErrNotOurs: DIR exists and is not an output this package may replace
	// (see NotOursError).
	ErrNotOurs = errors.New("not a protokol output")
	// ErrUnsafeName: a file name is not one plain, portable name.
	ErrUnsafeName = errors.New("unsafe file name")
	// ErrFolderItself: DIR names no folder of its own ("/", ".", "..",
	// "x/.."): the store and the lock beside it would be outside it, and
	// publishing would replace the folder that holds the user's files. The
	// user's mistake, before anything is read or written (see CheckDir).
	ErrFolderItself = errors.New("cannot publish to this folder itself")
)

// NotOursError is the refusal of a DIR that protokol did not make: its
// message names DIR and what is there; errors.Is(err, ErrNotOurs).
type NotOursError struct {
	Dir    string // the folder refused
	Reason string // what is there, such as `the folder holds files protokol did not write (such as "notes.doc")`
	// Backup is the name a folder would be kept under if it were replaced
	// (Options.ReplaceFolder); "" when DIR is not a folder (a file, another
	// link), which is never replaced.
	Backup string
	// Into: DIR is a folder protokol would write into (a batch site), not
	// one it would replace.
	Into bool
	// Hint says what to do, when the package knows: "remove it, or choose
	// another folder".
	Hint string
}

func (e *NotOursError) Error() string {
	s := ShowPath(e.Dir) + ": " + ErrNotOurs.Error() + ": " + e.Reason + "; not replacing it"
	if e.Into {
		s = ShowPath(e.Dir) + ": " + ErrNotOurs.Error() + ": " + e.Reason + "; not writing into it"
	}
	if e.Hint != "" {
		s += " (" + e.Hint + ")"
	}
	return s
}

func (e *NotOursError) Is(target error) bool { return target == ErrNotOurs }

// Reporter hears what a run noticed besides its result; nil is silent.
type Reporter interface {
	// Warn: something went wrong before this run and was repaired (a lock
	// left by a killed holder).
	Warn(msg string)
	// Info: what was done (leftovers of an interrupted run removed).
	Info(msg string)
}

// Options control Publish.
type Options struct {
	// Wait is how long to wait for a lock held by another run; 0 fails at
	// once with a LockedError.
	Wait time.Duration
	// Force writes every file anew even when nothing changed (new inodes,
	// new modification times).
	Force bool
	// Command is recorded in the lock file as the holder's command line;
	// empty means os.Args.
	Command string
	// ReplaceFolder replaces a real folder at DIR that is not empty (which
	// is otherwise refused): it is kept beside DIR under a backup name
	// (see BackupSuffix), and never removed.
	ReplaceFolder bool
	// Reporter hears warnings and notes; nil is silent.
	Reporter Reporter
	// Stamp, when not empty, is recorded with the generation (a file
	// "stamp" beside its manifest): a digest of everything the files were
	// made from, which Locked.Unchanged compares before anything is made.
	Stamp string
}

// Result says what a run did.
type Result struct {
	Unchanged  bool   // the files equal the current generation's: nothing was touched
	Generation string // the generation's folder name, such as "g000042"
	Files      int    // files in the generation
	Linked     int    // of which hard links to the previous generation (unchanged content)
}

// Publish makes files the content of dir: a map from plain file names to
// their bytes. It takes dir's lock (waiting up to opt.Wait), and returns
// with dir unchanged when the files equal the current generation's.
func Publish(ctx context.Context, dir string, files map[string][]byte, opt Options) (Result, error) {
	if err := CheckNames(files); err != nil {
		return Result{}, err
	}
	l, err := Lock(ctx, dir, opt)
	if err != nil {
		return Result{}, err
	}
	defer l.Unlock()
	return l.Publish(ctx, files, opt)
}

// CheckNames checks every name with CheckName.
func CheckNames(files map[string][]byte) error {
	for name := range files {
		if err := CheckName(name); err != nil {
			return err
		}
	}
	return nil
}

// CheckName accepts one plain file name that is valid on every common file
// system and harmless on a web server: not empty, at most 255 bytes, valid
// UTF-8, no path separator, no leading dot (no "..", no hidden files such as
// .htaccess), no control characters and none of < > : " | ? * \.
func CheckName(name string) error {
	bad := func(why string) error {
		return fmt.Errorf("%w %q: %s", ErrUnsafeName, name, why)
	}
	switch {
	case name == "":
		return bad("empty")
	case len(name) > 255:
		return bad("longer than 255 bytes")
	case !utf8.ValidString(name):
		return bad("not valid UTF-8")
	case name[0] == '.':
		return bad("starts with a dot")
	case strings.HasSuffix(name, " "):
		return bad("ends with a space")
	}
	for _, r := range name {
		switch {
		case r == '/' || r == '\\':
			return bad("holds a path separator")
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return bad("holds a control character")
		case strings.ContainsRune(`<>:"|?*`, r):
			return bad(fmt.Sprintf("holds %q", r))
		}
	}
	return nil
}

// store names the folders and files beside dir.
type store struct {
	dir    string // DIR, cleaned
	parent string // the folder holding DIR
	base   string // DIR's own name
	root   string // .DIR.protokol beside DIR
}

func newStore(dir string) (store, error) {
	clean := filepath.Clean(dir)
	base := filepath.Base(clean)
	if base == "." || base == ".." || base == string(filepath.Separator) || base == "" {
		return store{}, fmt.Errorf("%s: %w; name a folder such as results", ShowPath(dir), ErrFolderItself)
	}
	parent := filepath.Dir(clean)
	return store{dir: clean, parent: parent, base: base, root: filepath.Join(parent, "."+base+".protokol")}, nil
}

// CheckDir refuses a DIR that this package cannot publish to whatever is
// there (ErrFolderItself), so that a command can refuse it as a usage
// error before it does any work; nil otherwise.
func CheckDir(dir string) error {
	_, err := newStore(dir)
	return err
}

func (s store) lockPath() string { return s.root + ".lock" }

// target is the symbolic link's text for generation g: relative to the
// parent, so the tree can be moved or copied as it is.
func (s store) target(g int) string {
	return Link(s.dir, genName(g))
}

// Link is what DIR links to once generation gen (a Result.Generation,
// such as "g000042") is published: the generation's folder of files,
// relative to DIR's parent (".results.protokol/g000042/site"), as ls -l
// shows it. "" for a DIR that CheckDir refuses.
func Link(dir, gen string) string {
	s, err := newStore(dir)
	if err != nil {
		return ""
	}
	return "." + s.base + ".protokol/" + gen + "/site"
}

func genName(g int) string { return fmt.Sprintf("g%06d", g) }

// parseGen reads "g000042" (with an optional prefix such as "stage-").
func parseGen(name, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix+"g")
	if !ok || rest == "" {
		return 0, false
	}
	for _, c := range rest {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil && n > 0
}

// state is what DIR is before a run.
type state int

const (
	stateNone   state = iota // DIR does not exist
	stateOurs                // a symbolic link to a generation (which may be gone)
	stateFolder              // an empty folder, or any folder with Options.ReplaceFolder
)

// inspect finds what DIR is, and the generation it shows when it is ours.
func (s store) inspect(opt Options) (state, int, error) {
	fi, err := os.Lstat(s.dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return stateNone, 0, nil
	case err != nil:
		return 0, 0, err
	case fi.Mode()&fs.ModeSymlink != 0:
		t, err := os.Readlink(s.dir)
		if err != nil {
			return 0, 0, err
		}
		if g, ok := s.generationOf(t); ok {
			return stateOurs, g, nil
		}
		return 0, 0, &NotOursError{Dir: s.dir, Reason: "it is a symbolic link to " + ShowPath(t) + ", not to one of its generations", Hint: "remove it, or choose another folder"}
	case fi.IsDir():
		entries, err := os.ReadDir(s.dir)
		if err != nil {
			return 0, 0, err
		}
		if len(entries) == 0 || opt.ReplaceFolder {
			return stateFolder, 0, nil
		}
		return 0, 0, &NotOursError{Dir: s.dir, Backup: nextBackup(s.dir),
			Reason: fmt.Sprintf("the folder holds files protokol did not write (such as %q)", entries[0].Name())}
	}
	return 0, 0, &NotOursError{Dir: s.dir, Reason: "it is a file, not a folder"}
}

// generationOf reads the text of DIR's link: the generation it shows, when
// it is one of DIR's own.
func (s store) generationOf(target string) (int, bool) {
	gen, inStore := strings.CutPrefix(target, "."+s.base+".protokol/")
	gen, isSite := strings.CutSuffix(gen, "/site")
	g, ok := parseGen(gen, "")
	return g, ok && inStore && isSite
}

// IsOutput reports whether dir is a folder published by this package: a
// symbolic link to one of the generations in its store.
func IsOutput(dir string) bool {
	s, err := newStore(dir)
	if err != nil {
		return false
	}
	t, err := os.Readlink(s.dir)
	if err != nil {
		return false
	}
	_, ok := s.generationOf(t)
	return ok
}

// IsStore reports whether name is the name of a store or a lock that this
// package keeps beside a DIR (".DIR.protokol", ".DIR.protokol.lock").
func IsStore(name string) bool {
	base, ok := strings.CutPrefix(name, ".")
	if !ok {
		return false
	}
	base = strings.TrimSuffix(base, ".lock")
	base, ok = strings.CutSuffix(base, ".protokol")
	return ok && base != ""
}

// Publish publishes files under a lock already held (see Publish).
func (l *Locked) Publish(ctx context.Context, files map[string][]byte, opt Options) (_ Result, err error) {
	if err := CheckNames(files); err != nil {
		return Result{}, err
	}
	s := l.store
	defer func() {
		// The system's refusals (permissions, a full disk) name DIR.
		if err != nil && !errors.Is(err, ErrNotOurs) && ctx.Err() == nil {
			err = fmt.Errorf("cannot publish %s: %w", ShowPath(s.dir), showErr(err))
		}
	}()
	st, cur, err := s.inspect(opt)
	if err != nil {
		return Result{}, err
	}
	if err := os.MkdirAll(s.root, 0o755); err != nil {
		return Result{}, err
	}
	next, err := s.tidy(st, cur, opt.Reporter)
	if err != nil {
		return Result{}, err
	}
	sums := make(map[string][sha256.Size]byte, len(files))
	for name, data := range files {
		sums[name] = sha256.Sum256(data)
	}
	res := Result{Files: len(files)}
	// The current generation's manifest: what may be linked, and whether
	// anything changed at all.
	var old map[string][sha256.Size]byte
	var published time.Time // when the current generation's manifest was written
	curGen := filepath.Join(s.root, genName(cur))
	curSite := filepath.Join(curGen, "site")
	if st == stateOurs {
		var err error
		if old, published, err = readManifest(filepath.Join(curGen, "manifest.sha256")); err != nil {
			old = nil
		}
	}
	if old != nil && !opt.Force && sameFiles(old, sums, func(name string) int64 { return int64(len(files[name])) }, curSite, published) {
		res.Unchanged, res.Generation = true, genName(cur)
		if opt.Stamp != "" {
			// The same files from other inputs: the next run with these
			// inputs may skip making them. The site is not touched.
			ReplaceFile(filepath.Join(s.root, genName(cur), "stamp"), []byte(opt.Stamp+"\n"))
		}
		return res, nil
	}
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	g := next
	stage := filepath.Join(s.root, "stage-"+genName(g))
	site := filepath.Join(stage, "site")
	if err := os.MkdirAll(site, 0o755); err != nil {
		return Result{}, err
	}
	link := old
	if opt.Force {
		link = nil
	}
	linked, err := writeAll(ctx, site, curSite, published, files, sums, link)
	if err != nil {
		os.RemoveAll(stage)
		return Result{}, err
	}
	res.Linked = linked
	return s.commit(ctx, st, cur, g, sums, res, opt)
}

// commit makes the staging folder of generation g, whose files are
// written (and synced) with the checksums sums, the published one: it
// writes the manifest and the stamp, syncs the folders, renames the
// staging folder to its generation and swaps DIR's link to it, then
// retires the generations older than the one it replaces (cur, in state
// st). On an error before the swap the staging folder is removed.
func (s store) commit(ctx context.Context, st state, cur, g int, sums map[string][sha256.Size]byte, res Result, opt Options) (Result, error) {
	stage := filepath.Join(s.root, "stage-"+genName(g))
	err := writeManifest(filepath.Join(stage, "manifest.sha256"), sums)
	if err == nil && opt.Stamp != "" {
		err = writeFile(filepath.Join(stage, "stamp"), []byte(opt.Stamp+"\n"))
	}
	if err == nil {
		err = syncDirs(filepath.Join(stage, "site"), stage)
	}
	if err != nil {
		os.RemoveAll(stage)
		return Result{}, err
	}
	return s.commitStaged(ctx, st, cur, g, res, opt)
}

// commitStaged is commit once the staging folder of generation g holds
// every file, its manifest and its stamp, written and synced, and the
// folder and its site are synced.
func (s store) commitStaged(ctx context.Context, st state, cur, g int, res Result, opt Options) (Result, error) {
	stage := filepath.Join(s.root, "stage-"+genName(g))
	err := ctx.Err()
	if err != nil {
		os.RemoveAll(stage)
		return Result{}, err
	}
	gen := filepath.Join(s.root, genName(g))
	if err := os.Rename(stage, gen); err != nil {
		os.RemoveAll(stage)
		return Result{}, err
	}
	if err := syncDirs(s.root); err != nil {
		return Result{}, err
	}
	// The swap: a new link under a temporary name, renamed over DIR (or
	// exchanged with the real folder).
	if st == stateFolder {
		if err := s.replaceFolder(g, opt.Reporter); err != nil {
			return Result{}, err
		}
	} else if err := s.linkOver(g); err != nil {
		return Result{}, err
	}
	if err := syncDirs(s.parent, s.root); err != nil {
		return Result{}, err
	}
	// Keep the new generation and the one before; retire the rest.
	s.retire(func(n int) bool { return n == g || n == cur && cur != 0 }, opt.Reporter)
	res.Generation = genName(g)
	return res, nil
}

// Unchanged reports whether the current generation was made from stamp
// (see Options.Stamp) and is whole: DIR is one of ours, the generation's
// stamp is stamp, and every file of its manifest is there. The caller may
// then skip making the files at all; the site is not touched, and only
// what killed runs left in the store is removed (see tidy), so that a
// killed run leaves nothing once the next one is done. The generation's
// name is returned with true.
func (l *Locked) Unchanged(stamp string, r Reporter) (Result, bool) {
	if stamp == "" {
		return Result{}, false
	}
	s := l.store
	st, cur, err := s.inspect(Options{})
	if err != nil || st != stateOurs {
		return Result{}, false
	}
	gen := filepath.Join(s.root, genName(cur))
	old, err := os.ReadFile(filepath.Join(gen, "stamp"))
	if err != nil || strings.TrimSpace(string(old)) != stamp {
		return Result{}, false
	}
	sums, published, err := readManifest(filepath.Join(gen, "manifest.sha256"))
	if err != nil {
		return Result{}, false
	}
	for name := range sums {
		if !untouched(filepath.Join(gen, "site", name), -1, published) { // the manifest has no sizes
			return Result{}, false
		}
	}
	if entries, err := os.ReadDir(s.root); err == nil {
		s.leftovers(entries, r)
	}
	return Result{Unchanged: true, Generation: genName(cur), Files: len(sums)}, true
}

// linkOver makes DIR the link to generation g: a new link under a
// temporary name in the store, renamed over DIR in one step.
func (s store) linkOver(g int) error {
	tmp := filepath.Join(s.root, "link-"+genName(g))
	os.Remove(tmp) // a link left by a killed run (tidy moved anything else aside)
	if err := os.Symlink(s.target(g), tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, s.dir); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// replaceFolder puts the link to generation g in place of the real folder
// DIR and keeps the folder beside it under a backup name: the link is made
// under that name and the two names are exchanged in one step, so that the
// folder is under one of them at every moment, and DIR never disappears.
// An empty folder is then removed (rmdir: it is removed only if it is still
// empty); any other is kept, and r is told where.
func (s store) replaceFolder(g int, r Reporter) error {
	// A run killed before the exchange left its link under a backup name.
	for n := 1; n <= 1000; n++ {
		t, err := os.Readlink(backupName(s.dir, n))
		if errors.Is(err, fs.ErrNotExist) {
			break
		}
		if _, ours := s.generationOf(t); err == nil && ours {
			os.Remove(backupName(s.dir, n))
		}
	}
	backup, err := makeBackup(s.dir, func(p string) error { return os.Symlink(s.target(g), p) })
	if err != nil {
		return err
	}
	err = exchange(backup, s.dir)
	if errors.Is(err, errNoExchange) {
		// Two renames: for a moment DIR does not exist.
		os.Remove(backup) // our link
		if err := os.Rename(s.dir, backup); err != nil {
			return err
		}
		if err := s.linkOver(g); err != nil {
			return err
		}
		if r != nil {
			r.Info(ShowPath(s.dir) + ": this system cannot exchange a folder with a link in one step; the folder was missing for a moment while it became a link")
		}
	} else if err != nil {
		os.Remove(backup) // our link
		return err
	}
	if os.Remove(backup) == nil {
		return nil // it was empty
	}
	if r != nil {
		r.Warn(fmt.Sprintf("%s: the folder that was there is kept as %s (protokol never removes it)", ShowPath(s.dir), ShowPath(backup)))
	}
	return nil
}

// BackupSuffix is added to a folder's name to keep it beside the new one:
// DIR.before-protokol, then DIR.before-protokol-2, -3, ... when taken.
const BackupSuffix = ".before-protokol"

// backupName is the n-th backup name of dir (n from 1).
func backupName(dir string, n int) string {
	if n == 1 {
		return dir + BackupSuffix
	}
	return dir + BackupSuffix + "-" + strconv.Itoa(n)
}

// NextBackup is the backup name dir would be kept under now (see
// MoveAside): the first that is free.
func NextBackup(dir string) string { return nextBackup(filepath.Clean(dir)) }

func nextBackup(dir string) string {
	for n := 1; ; n++ {
		if _, err := os.Lstat(backupName(dir, n)); errors.Is(err, fs.ErrNotExist) || n == 1000 {
			return backupName(dir, n)
		}
	}
}

// makeBackup makes something under the first free backup name of dir with
// mk, which fails with fs.ErrExist when the name is taken, and returns the
// name.
func makeBackup(dir string, mk func(path string) error) (string, error) {
	for n := 1; n <= 1000; n++ {
		p := backupName(dir, n)
		err := mk(p)
		if err == nil {
			return p, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return "", err
		}
	}
	return "", fmt.Errorf("%s: no free backup name (%s up to -1000 are taken)", ShowPath(dir), BackupSuffix)
}

// moveToBackup renames path to the first free backup name of dir.
func moveToBackup(dir, path string) (string, error) {
	return makeBackup(dir, func(p string) error {
		if _, err := os.Lstat(p); err == nil {
			return fs.ErrExist
		}
		return os.Rename(path, p)
	})
}

// MoveAside keeps the real folder dir beside it under a backup name
// (DIR.before-protokol, -2, ...) and leaves an empty folder at dir: an
// empty folder made under the backup name is exchanged with dir in one
// step where the system can (see the package comment), so that dir never
// disappears. It returns the backup's path. Protokol never removes it.
func MoveAside(dir string) (string, error) {
	dir = filepath.Clean(dir)
	backup, err := makeBackup(dir, func(p string) error { return os.Mkdir(p, 0o755) })
	if err != nil {
		return "", err
	}
	err = exchange(backup, dir)
	if errors.Is(err, errNoExchange) {
		os.Remove(backup) // our empty folder
		if err = os.Rename(dir, backup); err == nil {
			err = os.Mkdir(dir, 0o755)
		}
	} else if err != nil {
		os.Remove(backup)
	}
	if err != nil {
		return "", err
	}
	return backup, syncDirs(filepath.Dir(dir))
}

// tidy removes what interrupted runs left in the store: staging folders,
// temporary links, generations being removed, and generations that were
// never published; it keeps the current generation and the newest one
// before it. It returns the next generation number.
func (s store) tidy(st state, cur int, r Reporter) (int, error) {
	entries, err := os.ReadDir(s.root)
	if err != nil {
		return 0, err
	}
	last := cur
	prev := 0
	for _, e := range entries {
		name := e.Name()
		for _, p := range []string{"", "stage-", "link-", "trash-"} {
			if n, ok := parseGen(name, p); ok {
				last = max(last, n)
				if p == "" && n < cur && st == stateOurs {
					prev = max(prev, n)
				}
			}
		}
	}
	s.leftovers(entries, r)
	s.retire(func(n int) bool { return st == stateOurs && (n == cur || n == prev) }, r)
	return last + 1, nil
}

// leftovers removes what killed runs left among the store's entries:
// staging folders, temporary links and generations being removed. A run
// holds the lock, so none of them belongs to a run still going on.
func (s store) leftovers(entries []fs.DirEntry, r Reporter) {
	for _, e := range entries {
		name := e.Name()
		path := filepath.Join(s.root, name)
		if _, ok := parseGen(name, "stage-"); ok {
			// Staging folders hold only what a run wrote.
			if r != nil {
				r.Info("removed " + ShowPath(path) + ", left by an interrupted run")
			}
			os.RemoveAll(path)
		} else if _, ok := parseGen(name, "link-"); ok {
			if e.Type()&fs.ModeSymlink != 0 {
				os.Remove(path)
			} else {
				// An earlier version exchanged a real folder with its
				// link under this name and was killed before moving it.
				s.keep(path, "a folder that an interrupted run of an earlier version had taken from here,", r)
			}
		} else if _, ok := parseGen(name, "trash-"); ok {
			s.remove(path, r)
		}
	}
}

// retire removes the generations that keep does not keep: each is renamed
// aside first, so that a generation's folder exists whole or not at all.
func (s store) retire(keep func(int) bool, r Reporter) {
	entries, err := os.ReadDir(s.root)
	if err != nil {
		return
	}
	for _, e := range entries {
		n, ok := parseGen(e.Name(), "")
		if !ok || keep(n) {
			continue
		}
		trash := filepath.Join(s.root, "trash-"+e.Name())
		if os.Rename(filepath.Join(s.root, e.Name()), trash) == nil {
			s.remove(trash, r)
		}
	}
}

// remove removes a generation renamed aside to trash: the files its
// manifest lists, its manifest and stamp, and its folders once empty.
// Whatever is left is not protokol's (a file put into DIR by hand, or a
// folder an earlier version of protokol swapped in as a generation, which
// has no manifest): it is moved beside DIR under a backup name, and r is
// warned.
func (s store) remove(trash string, r Reporter) {
	site := filepath.Join(trash, "site")
	if sums, _, err := readManifest(filepath.Join(trash, "manifest.sha256")); err == nil {
		removeFiles(site, slices.Collect(maps.Keys(sums)))
	}
	os.Remove(site) // only when empty
	os.Remove(filepath.Join(trash, "stamp"))
	os.Remove(filepath.Join(trash, "manifest.sha256"))
	if os.Remove(trash) == nil {
		return
	}
	what := trash
	if left, _ := os.ReadDir(trash); len(left) == 1 && left[0].Name() == "site" {
		what = site
	}
	left, _ := os.ReadDir(what)
	desc := "a folder protokol did not write, found in an old generation,"
	switch {
	case len(left) == 1:
		desc = fmt.Sprintf("a file protokol did not write (%q), found in an old generation,", left[0].Name())
	case len(left) > 1:
		desc = fmt.Sprintf("%d files protokol did not write (such as %q), found in an old generation,", len(left), left[0].Name())
	}
	s.keep(what, desc, r)
	os.Remove(trash)
}

// removers is how many files of an old generation are removed at once:
// on a disk where each removal of a synced file waits on the file system
// (0.7–1.6 ms each on ext4 mounted with discard), 2,000 files one by one
// took 3.2 s, eight at a time about half.
const removers = 8

// removeFiles removes the files of dir named (those a generation's
// manifest lists, and only those), removers at a time.
func removeFiles(dir string, names []string) {
	var wg sync.WaitGroup
	next := make(chan string)
	for range min(removers, len(names)) {
		wg.Go(func() {
			for name := range next {
				os.Remove(filepath.Join(dir, name))
			}
		})
	}
	for _, name := range names {
		next <- name
	}
	close(next)
	wg.Wait()
}

// keep moves path (in the store) beside DIR under a backup name, and
// warns: what is there, then where it is kept.
func (s store) keep(path, what string, r Reporter) {
	backup, err := moveToBackup(s.dir, path)
	if r == nil {
		return
	}
	if err != nil {
		r.Warn(fmt.Sprintf("%s: %s left in %s: %v", ShowPath(s.dir), what, ShowPath(path), err))
		return
	}
	r.Warn(fmt.Sprintf("%s: %s kept as %s (protokol never removes it)", ShowPath(s.dir), what, ShowPath(backup)))
}

// sameFiles reports whether the files equal those of the generation whose
// site is site and whose manifest, old, was written at published: the
// same names and checksums, and each file still there untouched.
func sameFiles(old, sums map[string][sha256.Size]byte, size func(name string) int64, site string, published time.Time) bool {
	if !maps.Equal(old, sums) {
		return false
	}
	for name := range sums {
		if !untouched(filepath.Join(site, name), size(name), published) {
			return false
		}
	}
	return true
}

// untouched reports whether the file at path is there as published: a
// regular file of the given size (-1: any), not modified after published,
// when its generation's manifest was written. Every file of a generation
// is written (or linked from the one before, keeping its older time)
// before its manifest, so a newer one was edited in place since, whatever
// its size; reading every file to compare checksums would cost what an
// unchanged run saves.
func untouched(path string, size int64, published time.Time) bool {
	fi, err := os.Lstat(path)
	return err == nil && fi.Mode().IsRegular() && (size < 0 || fi.Size() == size) && !fi.ModTime().After(published)
}

// writeAll writes the files into site, a few at once: a file whose checksum
// equals the current generation's (in curSite, published at published) is
// linked to it instead, unless it was edited since (see untouched); it is
// written when the link fails. Each written file is synced. It returns the number linked.
func writeAll(ctx context.Context, site, curSite string, published time.Time, files map[string][]byte, sums, old map[string][sha256.Size]byte) (int, error) {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	var (
		mu     sync.Mutex
		linked int
		first  error
	)
	jobs := make(chan string)
	var wg sync.WaitGroup
	for range syncWorkers { // each writes and syncs a file: see syncWorkers
		wg.Add(1)
		go func() {
			defer wg.Done()
			for name := range jobs {
				dst := filepath.Join(site, name)
				if o, ok := old[name]; ok && o == sums[name] && linkSame(filepath.Join(curSite, name), dst, len(files[name]), published) {
					mu.Lock()
					linked++
					mu.Unlock()
					continue
				}
				if err := writeFile(dst, files[name]); err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
				}
			}
		}()
	}
	for _, n := range names {
		if ctx.Err() != nil {
			break
		}
		jobs <- n
	}
	close(jobs)
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	return linked, first
}

// linkSame links dst to src when src is untouched since published with
// the expected size.
func linkSame(src, dst string, size int, published time.Time) bool {
	return untouched(src, int64(size), published) && os.Link(src, dst) == nil
}

func writeFile(path string, data []byte) error {
	if err := WriteNew(path, bytes.NewReader(data), 0o644); err != nil {
		return fmt.Errorf("cannot write %s: %w", ShowPath(path), showErr(err))
	}
	return nil
}

// WriteNew writes what r holds to a new file at path, with permissions
// perm, and syncs it. It fails when path is there already (a file, a
// folder or a link), which it leaves as it is; a file it made and could
// not write whole is removed. The error is the system's, as it is.
func WriteNew(path string, r io.Reader, perm fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
	}
	return err
}

// ShowError is err with the paths of a system error (*fs.PathError,
// *os.LinkError) shown by ShowPath; any other error as it is.
func ShowError(err error) error { return showErr(err) }

func showErr(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe) && pe == err:
		return &fs.PathError{Op: pe.Op, Path: ShowPath(pe.Path), Err: pe.Err}
	case errors.As(err, &le) && le == err:
		return &os.LinkError{Op: le.Op, Old: ShowPath(le.Old), New: ShowPath(le.New), Err: le.Err}
	}
	return err
}

// SyncDirs syncs folders, so that the names in them survive a crash (on
// Windows, which cannot sync a folder, it only opens them).
func SyncDirs(dirs ...string) error { return syncDirs(dirs...) }

// syncDirs syncs folders, so that the names in them survive a crash: a
// few at once (a journaling file system commits syncs that come together
// at once), all done when it returns. The error is the first folder's
// that failed, in the order given.
func syncDirs(dirs ...string) error {
	errs := make([]error, len(dirs))
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for i, d := range dirs {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			errs[i] = syncDir(d)
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func syncDir(d string) error {
	f, err := os.Open(d)
	if err != nil {
		return err
	}
	err = f.Sync()
	f.Close()
	if err != nil && runtime.GOOS != "windows" { // Windows cannot sync a folder
		return fmt.Errorf("cannot sync %s: %w", ShowPath(d), showErr(err))
	}
	return nil
}

// errNoExchange: the system cannot exchange two names in one step.
var errNoExchange = errors.New("cannot exchange atomically")
