//go:build unix

package publish

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// flock(2) locks belong to an open file, so two Locks in one process
// exclude each other as two processes do.
func TestLockHeld(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	l, err := Lock(context.Background(), dir, Options{Command: "protokol score --out out a.pbn"})
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(filepath.Dir(dir), ".out.protokol.lock"))
	if err != nil || !strings.HasPrefix(string(data), "pid: "+strconv.Itoa(os.Getpid())+"\nhost: ") || !strings.HasSuffix(string(data), "\ncommand: protokol score --out out a.pbn\n") {
		t.Errorf("lock file %q, %v", data, err)
	}

	_, err = Publish(context.Background(), dir, site("one"), Options{})
	var le *LockedError
	if !errors.Is(err, ErrLocked) || !errors.As(err, &le) || le.Holder.PID != os.Getpid() {
		t.Fatalf("second run: %v", err)
	}
	msg := err.Error()
	host, _ := os.Hostname()
	if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, dir+": being published by pid "+strconv.Itoa(os.Getpid())+" on "+host+" since ") ||
		!strings.HasSuffix(msg, ": protokol score --out out a.pbn (try again later, or wait with --wait)") {
		t.Errorf("message %q", msg)
	}
	if _, err := os.Lstat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the second run touched DIR: %v", err)
	}

	// Waiting too little: still locked, and says how long it waited.
	_, err = Publish(context.Background(), dir, site("one"), Options{Wait: 120 * time.Millisecond})
	if !errors.Is(err, ErrLocked) || !strings.HasSuffix(err.Error(), "(still held after waiting 120ms)") {
		t.Errorf("short wait: %v", err)
	}

	// Waiting long enough: it publishes once the holder is done.
	go func() {
		time.Sleep(100 * time.Millisecond)
		l.Unlock()
	}()
	var n notes
	if _, err := Publish(context.Background(), dir, site("one"), Options{Wait: time.Minute, Reporter: &n}); err != nil {
		t.Fatal(err)
	}
	if len(n.warn) != 0 {
		t.Errorf("warnings after a lock released properly: %q", n.warn)
	}
	// Released: the file names nobody.
	if data, _ := os.ReadFile(filepath.Join(filepath.Dir(dir), ".out.protokol.lock")); len(data) != 0 {
		t.Errorf("lock file after the run: %q", data)
	}
}

func TestLockWaitCancelled(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	l, err := Lock(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Unlock()
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	if _, err := Lock(ctx, dir, Options{Wait: time.Hour}); !errors.Is(err, context.Canceled) {
		t.Errorf("%v", err)
	}
}

// A lock file that still names a holder, with nobody holding the lock: its
// holder died (the kernel released its lock). The next run takes it over
// and says so.
func TestLockStale(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	stale := "pid: 999999\nhost: elsewhere\nsince: 2026-11-30T10:15:00Z\ncommand: protokol score --out out x.pbn\n"
	if err := os.WriteFile(filepath.Join(filepath.Dir(dir), ".out.protokol.lock"), []byte(stale), 0o644); err != nil {
		t.Fatal(err)
	}
	var n notes
	if _, err := Publish(context.Background(), dir, site("one"), Options{Reporter: &n}); err != nil {
		t.Fatal(err)
	}
	want := dir + ": took over the lock left by pid 999999 on elsewhere since 2026-11-30 10:15:00 UTC: protokol score --out out x.pbn, which ended without releasing it (killed?)"
	if len(n.warn) != 1 || n.warn[0] != want {
		t.Errorf("warnings %q\nwant %q", n.warn, want)
	}
}

func TestHolderRoundTrip(t *testing.T) {
	h := Holder{PID: 42, Host: "club-pc", Since: time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC), Command: "protokol score\n--out x"}
	got := ReadHolder(h.marshal())
	if got.PID != 42 || got.Host != "club-pc" || !got.Since.Equal(h.Since) || got.Command != "protokol score --out x" {
		t.Errorf("%+v", got)
	}
	if s := (Holder{}).String(); s != "another run (which has not said who it is yet)" {
		t.Errorf("%q", s)
	}
}

// A folder's own lock (a batch site's): a second holder is refused with a
// LockedError naming the folder, and gets it once the first unlocks.
func TestLockFolder(t *testing.T) {
	dir := t.TempDir()
	l, err := LockFolder(context.Background(), dir, ".lock", Options{Command: "protokol batch --out site a"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = LockFolder(context.Background(), dir, ".lock", Options{})
	var le *LockedError
	if !errors.Is(err, ErrLocked) || !errors.As(err, &le) || le.Dir != dir || le.Holder.Command != "protokol batch --out site a" {
		t.Fatalf("second holder: %v", err)
	}
	if err := l.Unlock(); err != nil {
		t.Fatal(err)
	}
	l2, err := LockFolder(context.Background(), dir, ".lock", Options{})
	if err != nil {
		t.Fatal(err)
	}
	l2.Unlock()
	if data, _ := os.ReadFile(filepath.Join(dir, ".lock")); len(data) != 0 {
		t.Errorf("lock file after unlocking: %q", data)
	}
}

// MoveAside keeps a folder whole under the first free backup name and
// leaves an empty folder in its place.
func TestMoveAside(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "site")
	for _, f := range []string{"index.html", "photos/cup.jpg"} {
		write(t, filepath.Join(dir, f))
	}
	os.Mkdir(dir+".before-protokol", 0o755)
	backup, err := MoveAside(dir)
	if err != nil || backup != dir+".before-protokol-2" {
		t.Fatalf("%q, %v", backup, err)
	}
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
		t.Errorf("the folder: %v, %v", entries, err)
	}
	for _, f := range []string{"index.html", "photos/cup.jpg"} {
		if data, err := os.ReadFile(filepath.Join(backup, f)); err != nil || string(data) != "mine" {
			t.Errorf("%s: %q, %v", f, data, err)
		}
	}
	if NextBackup(dir) != dir+".before-protokol-3" {
		t.Errorf("next backup %q", NextBackup(dir))
	}
}
