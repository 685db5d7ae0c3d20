package publish

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// The lock of DIR is the file .DIR.protokol.lock beside it, locked with
// flock(2) (LockFileEx on Windows). The kernel releases the lock when its
// holder dies, however it dies, so a killed run never blocks the next one.
// While held, the file says who holds it (Holder); a holder that finishes
// empties it before unlocking, so a lock taken over a file that still names
// someone means that run died.

// Holder is who holds a lock, as its lock file says.
type Holder struct {
	PID     int
	Host    string
	Since   time.Time // when the lock was taken
	Command string    // the holder's command line
}

func (h Holder) String() string {
	if h.PID == 0 {
		return "another run (which has not said who it is yet)"
	}
	s := fmt.Sprintf("pid %d on %s since %s", h.PID, oneLine(h.Host), h.Since.Format("2006-01-02 15:04:05 MST"))
	if h.Command != "" {
		cmd := oneLine(h.Command)
		if len([]rune(cmd)) > 100 {
			cmd = string([]rune(cmd)[:99]) + "…"
		}
		s += ": " + cmd
	}
	return s
}

func (h Holder) marshal() []byte {
	return []byte(fmt.Sprintf("pid: %d\nhost: %s\nsince: %s\ncommand: %s\n", h.PID, oneLine(h.Host), h.Since.Format(time.RFC3339), oneLine(h.Command)))
}

// oneLine is s with its control, separator and format characters (the
// bidirectional controls among them) as spaces: a lock file's line, and a
// message that reads in order.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp) {
			return ' '
		}
		return r
	}, s)
}

// ReadHolder reads a lock file's text; an empty or unreadable one is the
// zero Holder.
func ReadHolder(data []byte) Holder {
	var h Holder
	for _, line := range strings.Split(string(data), "\n") {
		k, v, _ := strings.Cut(line, ": ")
		switch k {
		case "pid":
			h.PID, _ = strconv.Atoi(v)
		case "host":
			h.Host = v
		case "since":
			h.Since, _ = time.Parse(time.RFC3339, v)
		case "command":
			h.Command = v
		}
	}
	return h
}

// LockedError is the error of a run that found the lock held.
type LockedError struct {
	Dir    string
	Holder Holder
	Waited time.Duration // how long it waited (--wait)
}

func (e *LockedError) Error() string {
	s := ShowPath(e.Dir) + ": being published by " + e.Holder.String()
	if e.Waited > 0 {
		s += fmt.Sprintf(" (still held after waiting %s)", e.Waited)
	} else {
		s += " (try again later, or wait with --wait)"
	}
	return s
}

func (e *LockedError) Is(target error) bool { return target == ErrLocked }

// Locked is a held lock of DIR.
type Locked struct {
	store store
	f     *os.File
}

// pollInterval is how often a waiting run tries the lock again.
const pollInterval = 50 * time.Millisecond

// Lock takes the lock of dir, creating dir's parent folder if need be. A
// lock held by another run is waited for up to opt.Wait, then reported as a
// *LockedError (errors.Is ErrLocked). A lock file that still names a holder
// when the lock is taken was left by a run that died; opt.Reporter is told.
func Lock(ctx context.Context, dir string, opt Options) (*Locked, error) {
	s, err := newStore(dir)
	if err != nil {
		return nil, err
	}
	// Refuse a folder that is not ours before leaving a lock file beside it
	// (Publish looks again under the lock).
	if _, _, err := s.inspect(opt); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.parent, 0o755); err != nil {
		return nil, fmt.Errorf("cannot create the output folder: %w", showErr(err))
	}
	f, err := acquire(ctx, s.lockPath(), s.dir, opt)
	if err != nil {
		return nil, err
	}
	return &Locked{store: s, f: f}, nil
}

// acquire opens and locks the lock file path of dir (see Lock), and
// writes this run into it.
func acquire(ctx context.Context, path, dir string, opt Options) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("cannot open the lock: %w", showErr(err))
	}
	start := time.Now()
	for {
		ok, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("cannot lock %s: %w", ShowPath(path), err)
		}
		if ok {
			break
		}
		waited := time.Since(start)
		if waited >= opt.Wait {
			data, _ := os.ReadFile(path)
			f.Close()
			le := &LockedError{Dir: dir, Holder: ReadHolder(data)}
			if opt.Wait > 0 {
				le.Waited = opt.Wait
			}
			return nil, le
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(min(pollInterval, opt.Wait-waited)):
		}
	}
	if data, _ := readAll(f); len(strings.TrimSpace(string(data))) > 0 && opt.Reporter != nil {
		opt.Reporter.Warn(fmt.Sprintf("%s: took over the lock left by %s, which ended without releasing it (killed?)", ShowPath(dir), ReadHolder(data)))
	}
	host, _ := os.Hostname()
	cmd := opt.Command
	if cmd == "" {
		cmd = strings.Join(os.Args, " ")
	}
	h := Holder{PID: os.Getpid(), Host: host, Since: time.Now().Truncate(time.Second), Command: cmd}
	if err := f.Truncate(0); err == nil {
		f.WriteAt(h.marshal(), 0)
	}
	return f, nil
}

// FolderLock is a held lock of a folder that runs write into rather than
// replace (a batch site), kept in a file inside it.
type FolderLock struct{ f *os.File }

// LockFolder takes the lock of the folder dir, which must exist: the file
// name in it, locked as Lock locks (waiting up to opt.Wait; a
// *LockedError when held).
func LockFolder(ctx context.Context, dir, name string, opt Options) (*FolderLock, error) {
	f, err := acquire(ctx, filepath.Join(dir, name), dir, opt)
	if err != nil {
		return nil, err
	}
	return &FolderLock{f: f}, nil
}

// Unlock empties the lock file and releases it.
func (l *FolderLock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := release(l.f)
	l.f = nil
	return err
}

func readAll(f *os.File) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	buf := make([]byte, min(fi.Size(), 1<<16))
	n, err := f.ReadAt(buf, 0)
	if errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}

// Unlock empties the lock file (nobody holds it) and releases it.
func (l *Locked) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := release(l.f)
	l.f = nil
	return err
}

// release empties a lock file (nobody holds it), unlocks and closes it.
func release(f *os.File) error {
	f.Truncate(0)
	err := unlock(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
