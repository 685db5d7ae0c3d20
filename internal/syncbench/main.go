//go:build linux

// Command syncbench measures ways of making a generation of files durable
// before it is published, as package publish does: it publishes the files
// of a folder (a site protokol rendered, read whole into memory first) to
// -out once, in one way, and prints how long that took. It is a measuring
// tool (scripts/publish-writer.sh runs it under a concurrent writer); the
// package's own way is the variant "stage".
//
// Every variant but "stage" does what a Stage does, step by step: it makes
// a staging folder beside -out, writes each file there through a 64 KB
// buffer, hashing it as it goes (a large file is started on its way to
// disk every 2 MB, as the Stage does), writes a manifest, makes all of
// them durable in its own way, syncs the staging folder and its site,
// renames the staging folder to a generation, syncs the store, makes a
// new symbolic link under a temporary name, renames it over -out and
// syncs -out's parent. The generation before is removed after that, not
// timed. The variants differ in the making durable:
//
//	stage          publish.Stage: whatever package publish does in this build
//	none           nothing (not durable: the lower bound)
//	syncfs         one syncfs(2) of the file system after the last file
//	fsync          each file fsync(2)ed by one of -workers as it is closed
//	fdatasync      likewise with fdatasync(2)
//	sfr-fsync      each file started on its way to disk as it is closed
//	               (sync_file_range SYNC_FILE_RANGE_WRITE), kept open, and
//	               fsync(2)ed by -workers after the last file
//	sfr-fdatasync  likewise with fdatasync(2)
//	late-fsync     each file kept open and fsync(2)ed by -workers after
//	               the last, without sync_file_range
//
// It prints one line: the milliseconds of the whole publish (from the
// staging folder made to the parent synced; for "stage", from the lock
// taken to Commit returned), of its tail (from the last file closed to
// every file durable; for "stage", Commit), and of the folders' syncs
// ("-" for "stage").
//
// It imports what it measures (publish) and golang.org/x/sys/unix.
package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"hash"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/protokol-bridge/protokol/publish"
	"golang.org/x/sys/unix"
)

func main() {
	site := flag.String("site", "", "the folder whose files are published")
	out := flag.String("out", "", "where to publish them (a link, replaced)")
	variant := flag.String("variant", "stage", "how the files are made durable (see the package comment)")
	workers := flag.Int("workers", 64, "files synced at once (package publish's syncWorkers)")
	flag.Parse()
	if *site == "" || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: syncbench -site DIR -out DIR [-variant NAME] [-workers N]")
		os.Exit(2)
	}
	files, err := readSite(*site)
	if err == nil {
		var r times
		if *variant == "stage" {
			r, err = viaStage(*out, files)
		} else {
			r, err = direct(*out, files, *variant, *workers)
		}
		if err == nil {
			dirs := "-"
			if r.dirs >= 0 {
				dirs = ms(r.dirs)
			}
			fmt.Printf("%s %s %s\n", ms(r.total), ms(r.tail), dirs)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "syncbench:", err)
		os.Exit(1)
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d)/1e6) }

type file struct {
	name string
	data []byte
}

// readSite reads the regular files of dir, in name order.
func readSite(dir string) ([]file, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []file
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		files = append(files, file{e.Name(), data})
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: no files", dir)
	}
	return files, nil
}

// times of one publish; dirs < 0: not measured.
type times struct{ total, tail, dirs time.Duration }

// viaStage publishes the files through publish.Stage, with Force (every
// file written).
func viaStage(out string, files []file) (times, error) {
	ctx := context.Background()
	opt := publish.Options{Force: true}
	t0 := time.Now()
	l, err := publish.Lock(ctx, out, opt)
	if err != nil {
		return times{}, err
	}
	defer l.Unlock()
	g, err := l.Begin(ctx, opt)
	if err != nil {
		return times{}, err
	}
	defer g.Abort()
	for _, f := range files {
		w, err := g.Create(f.name)
		if err != nil {
			return times{}, err
		}
		if _, err := w.Write(f.data); err != nil {
			return times{}, err
		}
		if err := w.Close(); err != nil {
			return times{}, err
		}
	}
	t1 := time.Now()
	if _, err := g.Commit(); err != nil {
		return times{}, err
	}
	t2 := time.Now()
	return times{total: t2.Sub(t0), tail: t2.Sub(t1), dirs: -1}, nil
}

// direct publishes the files as a Stage does, made durable by variant.
func direct(out string, files []file, variant string, workers int) (times, error) {
	switch variant {
	case "none", "syncfs", "fsync", "fdatasync", "sfr-fsync", "sfr-fdatasync", "late-fsync":
	default:
		return times{}, fmt.Errorf("unknown variant %q", variant)
	}
	out = filepath.Clean(out)
	parent, base := filepath.Dir(out), filepath.Base(out)
	root := filepath.Join(parent, "."+base+".bench")
	if err := os.MkdirAll(root, 0o755); err != nil {
		return times{}, err
	}
	prev, _ := os.Readlink(out)
	gen := fmt.Sprintf("g%d", time.Now().UnixNano())
	stage := filepath.Join(root, "stage-"+gen)
	site := filepath.Join(stage, "site")

	t0 := time.Now()
	if err := os.MkdirAll(site, 0o755); err != nil {
		return times{}, err
	}
	s := &syncer{variant: variant}
	if variant == "syncfs" {
		d, err := os.Open(stage)
		if err != nil {
			return times{}, err
		}
		defer d.Close()
		s.fsDir = d
	}
	if variant == "fsync" || variant == "fdatasync" {
		s.start(workers)
	}
	w := bufio.NewWriterSize(nil, 64<<10)
	h := sha256.New()
	var manifest strings.Builder
	for _, f := range files {
		sum, err := s.write(filepath.Join(site, f.name), f.data, w, h)
		if err != nil {
			return times{}, err
		}
		fmt.Fprintf(&manifest, "%s  %s\n", hex.EncodeToString(sum), f.name)
	}
	if _, err := s.write(filepath.Join(stage, "manifest.sha256"), []byte(manifest.String()), w, h); err != nil {
		return times{}, err
	}
	tLast := time.Now()
	if err := s.finish(workers); err != nil {
		return times{}, err
	}
	tSynced := time.Now()
	var dirs time.Duration
	if variant != "syncfs" && variant != "none" {
		if err := syncDirs(site, stage); err != nil {
			return times{}, err
		}
		dirs += time.Since(tSynced)
	}
	genDir := filepath.Join(root, gen)
	if err := os.Rename(stage, genDir); err != nil {
		return times{}, err
	}
	if variant != "none" {
		t := time.Now()
		if err := syncDirs(root); err != nil {
			return times{}, err
		}
		dirs += time.Since(t)
	}
	tmp := filepath.Join(root, "link-"+gen)
	if err := os.Symlink("."+base+".bench/"+gen+"/site", tmp); err != nil {
		return times{}, err
	}
	if err := os.Rename(tmp, out); err != nil {
		return times{}, err
	}
	if variant != "none" {
		t := time.Now()
		if err := syncDirs(parent); err != nil {
			return times{}, err
		}
		dirs += time.Since(t)
	}
	end := time.Now()
	if g, ok := strings.CutSuffix(prev, "/site"); ok && strings.HasPrefix(g, "."+base+".bench/") {
		os.RemoveAll(filepath.Join(parent, g))
	}
	return times{total: end.Sub(t0), tail: tSynced.Sub(tLast), dirs: dirs}, nil
}

// syncer makes the files of one variant durable.
type syncer struct {
	variant string
	fsDir   *os.File   // syncfs: the staging folder, open from the start
	keep    []*os.File // sfr-*, late-fsync: every file, synced at the end
	files   chan *os.File
	wg      sync.WaitGroup
	mu      sync.Mutex
	err     error
}

func (s *syncer) fail(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
}

// start starts n workers that sync the files given to them.
func (s *syncer) start(n int) {
	s.files = make(chan *os.File)
	for range n {
		s.wg.Go(func() {
			for f := range s.files {
				if err := s.sync(f); err != nil {
					s.fail(err)
				}
			}
		})
	}
}

// sync syncs f as the variant does, and closes it.
func (s *syncer) sync(f *os.File) error {
	var err error
	if strings.HasSuffix(s.variant, "fdatasync") {
		err = unix.Fdatasync(int(f.Fd()))
	} else {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// write writes data to a new file at path in pieces of 32 KB, as a
// renderer does, and returns its SHA-256.
func (s *syncer) write(path string, data []byte, w *bufio.Writer, h hash.Hash) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, err
	}
	w.Reset(f)
	h.Reset()
	var n, started int64
	for p := data; len(p) > 0; {
		k := min(len(p), 32<<10)
		if _, err := w.Write(p[:k]); err != nil {
			f.Close()
			return nil, err
		}
		h.Write(p[:k])
		p = p[k:]
		n += int64(k)
		if written := n - int64(w.Buffered()); written-started >= 2<<20 {
			unix.SyncFileRange(int(f.Fd()), started, written-started, unix.SYNC_FILE_RANGE_WRITE)
			started = written
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return nil, err
	}
	sum := h.Sum(nil)
	switch s.variant {
	case "none", "syncfs":
		return sum, f.Close()
	case "fsync", "fdatasync":
		s.files <- f
	case "sfr-fsync", "sfr-fdatasync":
		unix.SyncFileRange(int(f.Fd()), 0, 0, unix.SYNC_FILE_RANGE_WRITE)
		s.keep = append(s.keep, f)
	case "late-fsync":
		s.keep = append(s.keep, f)
	}
	return sum, nil
}

// finish makes every file written durable.
func (s *syncer) finish(workers int) error {
	switch {
	case s.fsDir != nil:
		if err := unix.Syncfs(int(s.fsDir.Fd())); err != nil {
			return err
		}
	case s.files != nil:
		close(s.files)
		s.wg.Wait()
	case s.keep != nil:
		s.start(workers)
		for _, f := range s.keep {
			s.files <- f
		}
		close(s.files)
		s.wg.Wait()
	}
	return s.err
}

// syncDirs fsyncs folders, all at once.
func syncDirs(dirs ...string) error {
	errs := make([]error, len(dirs))
	var wg sync.WaitGroup
	for i, d := range dirs {
		wg.Go(func() {
			f, err := os.Open(d)
			if err == nil {
				err = f.Sync()
				f.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}
