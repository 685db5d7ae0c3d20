//go:build unix

package publish

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// eachSync runs f with each file a stage writes synced, then with the
// file system synced once at Commit (see oneSync; where the system has
// no such call, the stage falls back to syncing each file).
func eachSync(t *testing.T, f func(t *testing.T)) {
	was, wasFS := oneSync, wholeFS
	t.Cleanup(func() { oneSync, wholeFS = was, wasFS })
	wholeFS = func(*os.File) bool { return true }
	for _, one := range []bool{false, true} {
		oneSync = one
		t.Run(map[bool]string{false: "each file synced", true: "one sync"}[one], f)
	}
}

// With one sync at Commit, the sync is made once for a generation
// written (none for an unchanged run), its error fails the commit and
// publishes nothing, and a system refusing the call has each file synced
// instead.
func TestStageOneSync(t *testing.T) {
	was, wasSync, wasFS := oneSync, syncFS, wholeFS
	t.Cleanup(func() { oneSync, syncFS, wholeFS = was, wasSync, wasFS })
	oneSync, wholeFS = true, func(*os.File) bool { return true }
	var calls int
	var fail error
	syncFS = func(dir *os.File) error {
		calls++
		if _, err := dir.Stat(); err != nil {
			t.Errorf("sync of a closed folder: %v", err)
		}
		return fail
	}
	dir := filepath.Join(t.TempDir(), "out")

	stagePublish(t, dir, site("one"), Options{})
	stagePublish(t, dir, site("one"), Options{})
	if calls != 1 {
		t.Errorf("%d syncs for a generation written and an unchanged run, want 1", calls)
	}

	fail = syscall.EIO
	t.Run("sync error", func(t *testing.T) {
		g := begin(t, dir, Options{})
		for name, data := range site("two") {
			w, err := g.Create(name)
			if err != nil {
				t.Fatal(err)
			}
			w.Write(data)
			w.Close()
		}
		_, err := g.Commit()
		want := "cannot publish " + ShowPath(dir) + ": cannot write " + ShowPath(g.dir) + ": input/output error"
		if err == nil || err.Error() != want {
			t.Errorf("commit: %v, want %q", err, want)
		}
		if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
			t.Errorf("site %q after a failed sync, want the first generation's", got)
		}
		if _, err := os.Stat(g.dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("staging folder left after a failed sync: %v", err)
		}
	})

	fail = errors.ErrUnsupported
	if r := stagePublish(t, dir, site("two"), Options{Stamp: "s"}); r.Generation != "g000002" {
		t.Errorf("with the call refused: %+v, want g000002 published", r)
	}
	if got := readSite(t, dir); !maps.EqualFunc(got, site("two"), bytes.Equal) {
		t.Errorf("site %q with the call refused, want the second generation's", got)
	}
}
