package publish

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Stage is a generation being built file by file (see Locked.Begin): each
// file is written into the staging folder as it is made and hashed as it
// goes, so that no file needs to be held whole in memory. Commit publishes
// the files created, with the guarantees of Publish (the switch of DIR in
// one step, nothing left by a killed run but a staging folder the next run
// removes); Abort drops them. A Stage is used by one goroutine.
type Stage struct {
	ctx       context.Context
	s         store
	opt       Options
	st        state
	cur, g    int
	dir, site string // the staging folder and its site
	curSite   string
	old       map[string][sha256.Size]byte // the current generation's manifest, nil when none (or Force)
	published time.Time

	sums  map[string][sha256.Size]byte
	sizes map[string]int64
	open  *stageFile // the file being written, nil when none
	done  bool       // committed or aborted
	// h is the hash of the file being written and chunks the buffers it
	// is written through (see stageFile), the same for all the files
	// (one is open at a time): a site of 2,000 pages would otherwise
	// allocate a buffer and a hash for each.
	h      hash.Hash
	chunks [][]byte

	linked int
	// syncs takes the files written, which the workers sync and close.
	syncs chan *os.File
	wg    sync.WaitGroup
	mu    sync.Mutex
	err   error // the first error of a sync worker
}

// Begin starts a generation of dir under the lock held: it checks dir
// (a folder not ours is refused as by Publish), removes what killed runs
// left, and makes the staging folder. The caller creates the files with
// Create, then calls Commit, or Abort on a failure (Abort after Commit
// does nothing, so it may be deferred).
func (l *Locked) Begin(ctx context.Context, opt Options) (_ *Stage, err error) {
	s := l.store
	defer func() { err = wrapPublish(ctx, s, err) }()
	st, cur, err := s.inspect(opt)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.root, 0o755); err != nil {
		return nil, err
	}
	next, err := s.tidy(st, cur, opt.Reporter)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	g := &Stage{ctx: ctx, s: s, opt: opt, st: st, cur: cur, g: next,
		dir:     filepath.Join(s.root, "stage-"+genName(next)),
		curSite: filepath.Join(s.root, genName(cur), "site"),
		sums:    map[string][sha256.Size]byte{}, sizes: map[string]int64{}}
	g.site = filepath.Join(g.dir, "site")
	if st == stateOurs {
		if old, published, err := readManifest(filepath.Join(s.root, genName(cur), "manifest.sha256")); err == nil {
			g.old, g.published = old, published
		}
	}
	if err := os.MkdirAll(g.site, 0o755); err != nil {
		return nil, err
	}
	// Each file is synced on its own (fsync), never the whole file system
	// (syncfs), which would wait for whatever other programs have pending
	// on it: with another program's 1 GB not yet written out, the bundled
	// sample's 52 files waited 0.25-0.28 s for one syncfs after the last
	// file, 1-3 ms for the last of their own syncs
	// (scripts/publish-writer.sh).
	// Syncing is what costs when writing many small files: workers sync
	// the written files while the next ones are made. A sync waits for
	// the disk, not a processor, and syncs that come together are
	// committed together (a journaling file system's one commit, the
	// disk's one cache flush): so there are syncWorkers of them, whatever
	// the processors.
	g.syncs = make(chan *os.File)
	for range syncWorkers {
		g.wg.Add(1)
		go func() {
			defer g.wg.Done()
			for f := range g.syncs {
				err := syncFile(f)
				if cerr := f.Close(); err == nil {
					err = cerr
				}
				if err != nil {
					g.fail(fmt.Errorf("cannot write %s: %w", ShowPath(f.Name()), showErr(err)))
				}
			}
		}()
	}
	return g, nil
}

// syncWorkers is how many files a Stage syncs at once; as many can be
// open, waiting for their sync. With 4, the site of a 1,000-table field
// (2,026 files) waited 0.7-1.0 s in all for a free worker. With 16, a
// few milliseconds on a quiet machine, but 160-450 ms (median 205) on
// this 2-core machine under a load of 14, where each sync's end waits
// for a processor too: with 64, 13-92 ms (median 33), as with 16
// workers and a queue of 256 files, or 32 and 128.
const syncWorkers = 64

// syncFile makes a file's data and metadata durable (fsync; on macOS
// F_FULLFSYNC); tests replace it to fail.
var syncFile = (*os.File).Sync

// wrapPublish names DIR in the system's refusals (permissions, a full
// disk), as Locked.Publish does.
func wrapPublish(ctx context.Context, s store, err error) error {
	if err != nil && !errors.Is(err, ErrNotOurs) && ctx.Err() == nil {
		return fmt.Errorf("cannot publish %s: %w", ShowPath(s.dir), showErr(err))
	}
	return err
}

func (g *Stage) fail(err error) {
	g.mu.Lock()
	if g.err == nil {
		g.err = err
	}
	g.mu.Unlock()
}

// Err is the first error met writing the files (Create, Write, Close, or
// syncing them), naming DIR as Publish's errors do; nil when none so far.
// A caller that wraps what its writers return can report this instead.
func (g *Stage) Err() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return wrapPublish(g.ctx, g.s, g.err)
}

// errStage: the stage is used out of turn (a second file while one is
// open, a file after Commit or Abort).
var errStage = errors.New("publish: stage used out of turn")

// Create makes a new file of the generation, name being one plain file
// name (CheckName) not created before. What is written to it is hashed
// as it goes; Close finishes it (and must be called before the next
// Create or Commit).
func (g *Stage) Create(name string) (io.WriteCloser, error) {
	if g.done || g.open != nil {
		return nil, errStage
	}
	if err := CheckName(name); err != nil {
		return nil, err
	}
	if _, ok := g.sizes[name]; ok {
		return nil, fmt.Errorf("%w %q: made twice", ErrUnsafeName, name)
	}
	if err := g.ctx.Err(); err != nil {
		return nil, err
	}
	path := filepath.Join(g.site, name)
	f, err := createNew(path, 0o644)
	if err != nil {
		err = fmt.Errorf("cannot write %s: %w", ShowPath(path), showErr(err))
		g.fail(err)
		return nil, err
	}
	g.sizes[name] = 0
	if g.h == nil {
		g.h = sha256.New()
	} else {
		g.h.Reset()
	}
	g.open = &stageFile{g: g, name: name, f: f, buf: g.chunk()}
	return g.open, nil
}

// chunk is a free buffer of chunkSize bytes, empty.
func (g *Stage) chunk() []byte {
	if n := len(g.chunks); n > 0 {
		c := g.chunks[n-1]
		g.chunks = g.chunks[:n-1]
		return c[:0]
	}
	return make([]byte, 0, chunkSize)
}

// chunkSize is how much of a file is gathered before it is written; a
// file larger than one is hashed by a goroutine of its own, chunk by
// chunk beside the writing, with at most hashAhead chunks waiting for
// it.
const (
	chunkSize = 256 << 10
	hashAhead = 3
)

// stageFile is a file being written into a Stage. What is written is
// gathered in a chunk (buf); a full chunk is written to the file and, as
// the file is hashed in order, hashed there and then while it is the
// first, and otherwise handed to a goroutine (hashing) that hashes the
// chunks in turn and gives them back (free). SHA-256 costs about a third
// of writing a large file into the page cache: a results.json of 50 MB
// is thus hashed beside its writing instead of in its way.
type stageFile struct {
	g    *Stage
	name string
	f    *os.File
	buf  []byte // the chunk being filled
	n    int64  // bytes written to the file so far (not counting buf)
	// started is how much of the file has been started on its way to
	// disk.
	started int64
	// hashing takes the full chunks to hash once the first is written
	// (nil before), and free gives them back; sum is the hash's end.
	hashing chan []byte
	free    chan []byte
	sum     chan [sha256.Size]byte
	err     error
	closed  bool
}

func (f *stageFile) Write(p []byte) (int, error) {
	if f.closed {
		return 0, os.ErrClosed
	}
	written := 0
	for f.err == nil && len(p) > 0 {
		if len(f.buf) == cap(f.buf) {
			f.writeChunk()
			continue
		}
		n := copy(f.buf[len(f.buf):cap(f.buf)], p)
		f.buf, p, written = f.buf[:len(f.buf)+n], p[n:], written+n
	}
	return written, f.err
}

// writeChunk writes the full chunk to the file, hands it to the hash,
// and takes a free one.
func (f *stageFile) writeChunk() {
	if !f.writeOut() {
		return
	}
	g := f.g
	if f.hashing == nil {
		// The first chunk of the file is hashed here: a file of one
		// chunk (most pages of a site) needs no goroutine.
		if f.n == int64(len(f.buf)) {
			g.h.Write(f.buf)
			f.buf = f.buf[:0]
			return
		}
		f.hashing, f.free, f.sum = make(chan []byte, hashAhead), make(chan []byte, hashAhead+1), make(chan [sha256.Size]byte, 1)
		go func(h hash.Hash, in <-chan []byte, free chan<- []byte, sum chan<- [sha256.Size]byte) {
			for c := range in {
				h.Write(c)
				free <- c
			}
			var s [sha256.Size]byte
			h.Sum(s[:0])
			sum <- s
		}(g.h, f.hashing, f.free, f.sum)
		for range hashAhead {
			f.free <- g.chunk()
		}
	}
	f.hashing <- f.buf
	f.buf = (<-f.free)[:0]
}

// writeOut writes the chunk to the file, and starts what a large file
// has written on its way to disk; false on an error (f.err).
func (f *stageFile) writeOut() bool {
	if len(f.buf) == 0 {
		return true
	}
	if _, err := f.f.Write(f.buf); err != nil {
		f.err = fmt.Errorf("cannot write %s: %w", ShowPath(f.f.Name()), showErr(err))
		f.g.fail(f.err)
		return false
	}
	f.n += int64(len(f.buf))
	// A large file starts on its way to disk as it is written, so that
	// its sync after Close does not wait for all of it.
	if f.n-f.started >= writebackChunk {
		startWriteback(f.f, f.started, f.n-f.started)
		f.started = f.n
	}
	return true
}

// endHash stops the file's hashing goroutine, if any, gives its chunks
// back to the stage, and returns the file's sum; the last chunk (buf),
// already written, is hashed first.
func (f *stageFile) endHash() (sum [sha256.Size]byte) {
	g := f.g
	if f.hashing == nil {
		g.h.Write(f.buf)
		g.h.Sum(sum[:0])
	} else {
		f.hashing <- f.buf
		close(f.hashing)
		sum = <-f.sum
		close(f.free)
		for c := range f.free {
			g.chunks = append(g.chunks, c)
		}
		f.buf = nil
		f.hashing = nil
	}
	if f.buf != nil {
		g.chunks = append(g.chunks, f.buf)
		f.buf = nil
	}
	return sum
}

// writebackChunk is how much of a file is written before it is started
// on its way to disk (see startWriteback).
const writebackChunk = 2 << 20

// Close writes what is left of the file and records its checksum. A file
// whose content equals the current generation's file of that name,
// untouched since (see untouched), is replaced by a hard link to it, as
// Publish does; any other is synced by the stage's workers.
func (f *stageFile) Close() error {
	if f.closed {
		return os.ErrClosed
	}
	f.closed = true
	g := f.g
	g.open = nil
	if f.err == nil {
		f.writeOut()
	}
	if f.err != nil {
		if f.hashing != nil {
			f.buf = f.buf[:0]
		}
		f.endHash()
		f.f.Close()
		return f.err
	}
	sum := f.endHash()
	g.sums[f.name], g.sizes[f.name] = sum, f.n
	if o, ok := g.old[f.name]; ok && !g.opt.Force && o == sum && g.linkOver(f.name, f.n) {
		f.f.Close()
		g.linked++
		return nil
	}
	g.syncs <- f.f
	return nil
}

// linkOver replaces the staged file name by a hard link to the current
// generation's, when that one is untouched with the size n: linked under
// a temporary name (a leading dot, which no file of a generation has),
// then renamed over the staged file in one step.
func (g *Stage) linkOver(name string, n int64) bool {
	src := filepath.Join(g.curSite, name)
	if !untouched(src, n, g.published) {
		return false
	}
	tmp := filepath.Join(g.site, ".link-"+name)
	if os.Link(src, tmp) != nil {
		return false
	}
	if os.Rename(tmp, filepath.Join(g.site, name)) != nil {
		os.Remove(tmp)
		return false
	}
	return true
}

// stop ends the sync workers and returns the first error of any.
func (g *Stage) stop() error {
	if g.syncs != nil {
		close(g.syncs)
		g.wg.Wait()
		g.syncs = nil
	}
	return g.err
}

// Commit publishes the files created: when they equal the current
// generation's (same names and checksums, each untouched), and
// Options.Force is not set, the staging folder is removed and DIR is not
// touched (Result.Unchanged), as with Publish.
func (g *Stage) Commit() (Result, error) { return g.CommitChecked(nil) }

// CommitChecked is Commit with a last check of the caller's (nil for
// none): check runs while the files are synced, and nothing is published,
// nor the stamp of an unchanged generation renewed, until it returns. An
// error from it drops the stage, as Abort does, and is returned as it is
// (job looks at its inputs again so, in the time the disk takes).
func (g *Stage) CommitChecked(check func() error) (Result, error) {
	if g.done || g.open != nil {
		return Result{}, errStage
	}
	checked := make(chan error, 1)
	if check != nil {
		go func() { checked <- check() }()
	} else {
		checked <- nil
	}
	r, err := g.commit(checked)
	var ce checkError
	if errors.As(err, &ce) {
		return Result{}, ce.err
	}
	return r, err
}

// checkError carries the error of CommitChecked's check through commit.
type checkError struct{ err error }

func (e checkError) Error() string { return e.err.Error() }

// commit is Commit once checked gives nil; else a checkError.
func (g *Stage) commit(checked <-chan error) (_ Result, err error) {
	g.done = true
	defer func() {
		if _, ok := err.(checkError); !ok {
			err = wrapPublish(g.ctx, g.s, err)
		}
	}()
	unchanged := g.old != nil && !g.opt.Force && sameFiles(g.old, g.sums, func(name string) int64 { return g.sizes[name] }, g.curSite, g.published)
	dirs := make(chan error, 1)
	write := !unchanged && g.ctx.Err() == nil
	if write {
		// The manifest and the stamp are written now, after every file,
		// so that the manifest is newer than all (see untouched).
		g.writeMeta()
	}
	if write {
		// They are synced by the workers beside the last files, not
		// after them; the two folders, which hold all their names by
		// now, are synced meanwhile too.
		go func() { dirs <- syncDirs(g.site, g.dir) }()
	} else {
		dirs <- nil
	}
	err = g.stop()
	if derr := <-dirs; err == nil {
		err = derr
	}
	if cerr := <-checked; cerr != nil {
		os.RemoveAll(g.dir)
		return Result{}, checkError{cerr}
	}
	if err != nil {
		os.RemoveAll(g.dir)
		return Result{}, err
	}
	if err := g.ctx.Err(); err != nil {
		os.RemoveAll(g.dir)
		return Result{}, err
	}
	if unchanged {
		os.RemoveAll(g.dir)
		if g.opt.Stamp != "" {
			ReplaceFile(filepath.Join(g.s.root, genName(g.cur), "stamp"), []byte(g.opt.Stamp+"\n"))
		}
		return Result{Unchanged: true, Generation: genName(g.cur), Files: len(g.sums)}, nil
	}
	return g.s.commitStaged(g.ctx, g.st, g.cur, g.g, Result{Files: len(g.sums), Linked: g.linked}, g.opt)
}

// writeMeta writes the generation's manifest and stamp into the staging
// folder and gives them to the sync workers; an error is the stage's (see
// Err).
func (g *Stage) writeMeta() {
	meta := []struct {
		name string
		data []byte
	}{{"manifest.sha256", manifest(g.sums)}}
	if g.opt.Stamp != "" {
		meta = append(meta, struct {
			name string
			data []byte
		}{"stamp", []byte(g.opt.Stamp + "\n")})
	}
	for _, m := range meta {
		path := filepath.Join(g.dir, m.name)
		f, err := createNew(path, 0o644)
		if err == nil {
			if _, err = f.Write(m.data); err != nil {
				f.Close()
			}
		}
		if err != nil {
			g.fail(fmt.Errorf("cannot write %s: %w", ShowPath(path), showErr(err)))
			return
		}
		g.syncs <- f
	}
}

// Abort drops the files created and removes the staging folder; after
// Commit it does nothing.
func (g *Stage) Abort() {
	if g.done {
		return
	}
	g.done = true
	if g.open != nil {
		g.open.closed = true
		g.open.endHash()
		g.open.f.Close()
		g.open = nil
	}
	g.stop()
	os.RemoveAll(g.dir)
}
