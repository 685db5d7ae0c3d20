//go:build unix

package publish

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
)

// pending makes pendingWrites give what f gives for the test.
func pending(t *testing.T, f func(call int) int64) {
	t.Helper()
	was := pendingWrites
	t.Cleanup(func() { pendingWrites = was })
	var mu sync.Mutex
	calls := 0
	pendingWrites = func() (int64, bool) {
		mu.Lock()
		defer mu.Unlock()
		calls++
		return f(calls), true
	}
}

// quiet and busy are systems with nothing and with 1 GB to write.
func quiet(int) int64 { return 0 }
func busy(int) int64  { return 1 << 30 }

// syncModes are the ways a stage's files are made durable.
var syncModes = []struct {
	name    string
	pending func(call int) int64
}{{"quiet", quiet}, {"busy", busy}}

// syncLog records the files synced each on its own and the file systems
// synced whole for the test, failing the file named fail and, when
// failWhole, the whole file system's sync.
type syncLog struct {
	mu        sync.Mutex
	files     []string
	wholes    int
	fail      string
	failWhole bool
}

func logSyncs(t *testing.T) *syncLog {
	t.Helper()
	if !canSyncWhole {
		t.Skip("no sync of a whole file system here")
	}
	wasFile, wasWhole := syncFile, syncWhole
	t.Cleanup(func() { syncFile, syncWhole = wasFile, wasWhole })
	l := &syncLog{}
	syncFile = func(f *os.File) error {
		name := filepath.Base(f.Name())
		l.mu.Lock()
		l.files = append(l.files, name)
		l.mu.Unlock()
		if name == l.fail {
			return syscall.EIO
		}
		return f.Sync()
	}
	syncWhole = func(f *os.File) error {
		l.mu.Lock()
		l.wholes++
		failWhole := l.failWhole
		l.mu.Unlock()
		if failWhole {
			return syscall.EIO
		}
		return wasWhole(f)
	}
	return l
}

func (l *syncLog) take() (files []string, wholes int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	files, wholes = l.files, l.wholes
	l.files, l.wholes = nil, 0
	slices.Sort(files)
	return files, wholes
}

// On a quiet system a stage syncs its file system once at the end, and
// no file on its own; an unchanged run syncs nothing. When the system
// has much more to write by the end than the stage wrote, or the one
// sync fails, every file written (and the manifest and stamp) is synced
// on its own instead, as on a busy system, and a failure names its file.
func TestStageSyncsWhole(t *testing.T) {
	l := logSyncs(t)
	dir := filepath.Join(t.TempDir(), "out")
	changed := []string{"board-2.html", "index.html", "manifest.sha256", "stamp"}
	two := site("two")
	two["board-2.html"] = []byte("board 2, corrected\n")
	three := site("three")
	three["board-2.html"] = []byte("board 2, corrected again\n")
	for _, tc := range []struct {
		name      string
		in        map[string][]byte
		pending   func(call int) int64
		failWhole bool
		synced    []string // each on its own, sorted
		wholes    int
	}{
		{"first", site("one"), quiet, false, nil, 1},
		{"unchanged", site("one"), quiet, false, nil, 0},
		// 2 × the stage's bytes + wholeSlack is the most the system may
		// have to write at the end for one sync.
		{"busy at the end", two, func(call int) int64 {
			if call == 1 {
				return 0
			}
			return wholeSlack + 1<<20
		}, false, changed, 0},
		{"busy at the start", site("one"), func(int) int64 { return wholeStart + 1 }, false, changed, 0},
		{"sync fails", three, quiet, true, changed, 1},
	} {
		pending(t, tc.pending)
		l.failWhole = tc.failWhole
		stagePublish(t, dir, tc.in, Options{Stamp: tc.name})
		synced, wholes := l.take()
		if !slices.Equal(synced, tc.synced) || wholes != tc.wholes {
			t.Errorf("%s: synced %q each and %d whole, want %q and %d", tc.name, synced, wholes, tc.synced, tc.wholes)
		}
		if got := readSite(t, dir); !maps.EqualFunc(got, tc.in, bytes.Equal) {
			t.Errorf("%s: site %q, want %q", tc.name, got, tc.in)
		}
	}

	// The whole sync fails, and then a file's own: the commit fails,
	// naming it.
	pending(t, quiet)
	l.failWhole, l.fail = true, "index.html"
	g := begin(t, dir, Options{})
	for name, data := range site("four") {
		w, err := g.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
		w.Close()
	}
	_, err := g.Commit()
	want := "cannot publish " + ShowPath(dir) + ": cannot write " + ShowPath(filepath.Join(g.site, "index.html")) + ": input/output error"
	if err == nil || err.Error() != want || !errors.Is(err, syscall.EIO) {
		t.Errorf("commit: %v, want %q", err, want)
	}
	if _, err := os.Stat(g.dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("staging folder left after a failed sync: %v", err)
	}
}
