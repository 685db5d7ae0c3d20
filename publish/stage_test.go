//go:build unix

package publish

import (
	"bytes"
	"context"
	"errors"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// stagePublish publishes files as a streaming caller does: each file
// created in the stage and written in small pieces, in name order.
func stagePublish(t *testing.T, dir string, files map[string][]byte, opt Options) Result {
	t.Helper()
	l, err := Lock(context.Background(), dir, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Unlock()
	g, err := l.Begin(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Abort()
	for _, name := range slices.Sorted(maps.Keys(files)) {
		w, err := g.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		for data := files[name]; len(data) > 0; data = data[min(3, len(data)):] {
			if _, err := w.Write(data[:min(3, len(data))]); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	r, err := g.Commit()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The files streamed into a Stage make the generations Publish makes
// from the same files in memory: the same links, manifests, links to
// unchanged files, unchanged runs and retired generations.
func TestStageGenerations(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  Options
		runs []map[string][]byte
	}{
		{"first, same, changed, third", Options{}, []map[string][]byte{site("one"), site("one"), site("two"), site("three")}},
		{"force", Options{Force: true}, []map[string][]byte{site("one"), site("one")}},
		{"stamp", Options{Stamp: "s1"}, []map[string][]byte{site("one"), site("one"), site("two")}},
		{"file dropped", Options{}, []map[string][]byte{site("one"), {"index.html": []byte("x")}}},
		{"large files", Options{}, []map[string][]byte{largeSite("one"), largeSite("one"), largeSite("two")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mem := filepath.Join(t.TempDir(), "out")
			str := filepath.Join(t.TempDir(), "out")
			for i, files := range tc.runs {
				want := mustPublish(t, mem, files, tc.opt)
				var before map[string]fileID
				if i > 0 {
					before = ids(t, str, tc.runs[i-1])
				}
				got := stagePublish(t, str, files, tc.opt)
				if got != want {
					t.Errorf("run %d: %+v, want %+v (as Publish)", i+1, got, want)
				}
				if got, want := readSite(t, str), readSite(t, mem); !maps.EqualFunc(got, want, bytes.Equal) {
					t.Errorf("run %d: site %q, want %q", i+1, got, want)
				}
				if got, want := storeNames(t, str), storeNames(t, mem); !slices.Equal(got, want) {
					t.Errorf("run %d: store %q, want %q", i+1, got, want)
				}
				for _, name := range []string{"manifest.sha256", "stamp"} {
					g := filepath.Join(filepath.Dir(str), ".out.protokol", want.Generation, name)
					m := filepath.Join(filepath.Dir(mem), ".out.protokol", want.Generation, name)
					gb, gerr := os.ReadFile(g)
					mb, merr := os.ReadFile(m)
					if !bytes.Equal(gb, mb) || (gerr == nil) != (merr == nil) {
						t.Errorf("run %d: %s %q (%v), want %q (%v)", i+1, name, gb, gerr, mb, merr)
					}
				}
				if i == 0 {
					continue
				}
				// Unchanged files keep their inode (a hard link), unless Force.
				after := ids(t, str, files)
				for n, id := range after {
					old, ok := before[n]
					same := ok && !tc.opt.Force && bytes.Equal(files[n], tc.runs[i-1][n])
					if (old == id) != same {
						t.Errorf("run %d: %s: %v → %v, want kept %v", i+1, n, old, id, same)
					}
				}
			}
		})
	}
}

// largeSite is site(title) with files of one, two and more than three
// chunks (see stageFile): the largest differs with the title, the others
// do not.
func largeSite(title string) map[string][]byte {
	files := site(title)
	files["one.bin"] = bytes.Repeat([]byte{1}, chunkSize)
	files["two.bin"] = bytes.Repeat([]byte{2}, 2*chunkSize)
	files["results.json"] = bytes.Repeat([]byte(title), (3*chunkSize+5)/len(title))
	return files
}

// A stage aborted, or dropped by a killed run, publishes nothing: DIR
// still shows the generation before, and the next run removes the
// staging folder.
func TestStageAbort(t *testing.T) {
	for _, tc := range []struct {
		name     string
		end      func(g *Stage, w io.WriteCloser) // w: index.html, half written
		wantInfo bool                             // the next run removes a staging folder left behind
	}{
		{"aborted with a file open", func(g *Stage, w io.WriteCloser) { g.Abort() }, false},
		{"aborted with a large file open", func(g *Stage, w io.WriteCloser) {
			w.Write(make([]byte, (hashAhead+2)*chunkSize+1)) // its hash on its way
			g.Abort()
		}, false},
		{"aborted after a file", func(g *Stage, w io.WriteCloser) {
			w.Close()
			w, _ = g.Create("board-3.html")
			w.Close()
			g.Abort()
		}, false},
		{"killed", func(g *Stage, w io.WriteCloser) {}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			mustPublish(t, dir, site("one"), Options{})
			l, err := Lock(context.Background(), dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			g, err := l.Begin(context.Background(), Options{})
			if err != nil {
				t.Fatal(err)
			}
			w, err := g.Create("index.html")
			if err != nil {
				t.Fatal(err)
			}
			io.WriteString(w, "half a page")
			tc.end(g, w)
			l.Unlock()
			if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
				t.Errorf("site %q, want the first generation's", got)
			}
			wantStore := []string{"g000001"}
			if tc.wantInfo {
				wantStore = append(wantStore, "stage-g000002")
			}
			if got := storeNames(t, dir); !slices.Equal(got, wantStore) {
				t.Errorf("store %q, want %q", got, wantStore)
			}
			var n notes
			r := stagePublish(t, dir, site("two"), Options{Reporter: &n})
			next := "g000002"
			if tc.wantInfo {
				next = "g000003" // the number the killed run took is not reused
			}
			if r.Generation != next {
				t.Errorf("next run: %+v, want %s", r, next)
			}
			if got := storeNames(t, dir); !slices.Equal(got, []string{"g000001", next}) {
				t.Errorf("store after the next run %q", got)
			}
			if got := len(n.info) > 0 && strings.Contains(n.info[0], "stage-g000002, left by an interrupted run"); got != tc.wantInfo {
				t.Errorf("next run's notes %q, want the staging folder named: %v", n.info, tc.wantInfo)
			}
		})
	}
}

// Create refuses what Publish refuses, and a stage used out of turn.
func TestStageRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		do    func(g *Stage) error
		want  string
		isErr error
	}{
		{"unsafe name", func(g *Stage) error { _, err := g.Create("../x.html"); return err },
			`unsafe file name "../x.html": starts with a dot`, ErrUnsafeName},
		{"made twice", func(g *Stage) error {
			w, _ := g.Create("a.html")
			w.Close()
			_, err := g.Create("a.html")
			return err
		}, `unsafe file name "a.html": made twice`, ErrUnsafeName},
		{"two files open", func(g *Stage) error {
			g.Create("a.html")
			_, err := g.Create("b.html")
			return err
		}, "publish: stage used out of turn", errStage},
		{"commit with a file open", func(g *Stage) error {
			g.Create("a.html")
			_, err := g.Commit()
			return err
		}, "publish: stage used out of turn", errStage},
		{"after commit", func(g *Stage) error {
			if _, err := g.Commit(); err != nil {
				return err
			}
			_, err := g.Create("a.html")
			return err
		}, "publish: stage used out of turn", errStage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			g := begin(t, dir, Options{})
			err := tc.do(g)
			if err == nil || err.Error() != tc.want || !errors.Is(err, tc.isErr) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// A file the system refuses to write is the stage's error, naming DIR.
func TestStageWriteError(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	g := begin(t, dir, Options{})
	// A folder where the file would go: the system refuses to create it.
	if err := os.Mkdir(filepath.Join(g.site, "index.html"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Create("index.html"); err == nil {
		t.Fatal("created over a folder")
	}
	want := "cannot publish " + ShowPath(dir) + ": cannot write " + ShowPath(filepath.Join(g.site, "index.html")) + ": open " + ShowPath(filepath.Join(g.site, "index.html")) + ": file exists"
	if err := g.Err(); err == nil || err.Error() != want {
		t.Errorf("Err() = %v, want %q", err, want)
	}
}

// begin locks dir and begins a stage of it, both let go when the test
// ends (the stage aborted unless committed).
func begin(t *testing.T, dir string, opt Options) *Stage {
	t.Helper()
	l, err := Lock(context.Background(), dir, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Unlock() })
	g, err := l.Begin(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Abort)
	return g
}

// A stage syncs each file it writes, and only those: every new file and
// the manifest and stamp, none of the files linked to the generation
// before, nothing for an unchanged run. A failed sync fails the commit,
// naming the file, and publishes nothing.
func TestStageSyncsEachFile(t *testing.T) {
	was := syncFile
	t.Cleanup(func() { syncFile = was })
	var mu sync.Mutex
	var synced []string
	var fail string // the file whose sync fails
	syncFile = func(f *os.File) error {
		name := filepath.Base(f.Name())
		mu.Lock()
		synced = append(synced, name)
		mu.Unlock()
		if name == fail {
			return syscall.EIO
		}
		return f.Sync()
	}
	dir := filepath.Join(t.TempDir(), "out")
	two := site("two")
	two["board-2.html"] = []byte("board 2, corrected\n")
	for _, tc := range []struct {
		name  string
		files map[string][]byte
		want  []string // synced, sorted
	}{
		{"first", site("one"), []string{"board-1.html", "board-2.html", "index.html", "manifest.sha256", "stamp", "style.css"}},
		{"unchanged", site("one"), nil},
		{"two changed", two, []string{"board-2.html", "index.html", "manifest.sha256", "stamp"}},
	} {
		synced = nil
		stagePublish(t, dir, tc.files, Options{Stamp: tc.name})
		if slices.Sort(synced); !slices.Equal(synced, tc.want) {
			t.Errorf("%s: synced %q, want %q", tc.name, synced, tc.want)
		}
	}

	fail = "index.html" // board-1.html is linked, not written
	g := begin(t, dir, Options{})
	for name, data := range site("three") {
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
	if got := readSite(t, dir); !maps.EqualFunc(got, two, bytes.Equal) {
		t.Errorf("site %q after a failed sync, want the generation before", got)
	}
	if _, err := os.Stat(g.dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("staging folder left after a failed sync: %v", err)
	}
}

// CommitChecked publishes only when its check passes: a check's error
// is returned as it is, and leaves DIR and the store as they were, the
// stamp of an unchanged generation too.
func TestStageCommitChecked(t *testing.T) {
	errCheck := errors.New("input changed")
	for _, tc := range []struct {
		name  string
		files map[string][]byte
		check error
		want  map[string][]byte
		stamp string
	}{
		{"passes", site("two"), nil, site("two"), "s2"},
		{"fails", site("two"), errCheck, site("one"), "s1"},
		{"unchanged, passes", site("one"), nil, site("one"), "s2"},
		{"unchanged, fails", site("one"), errCheck, site("one"), "s1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			mustPublish(t, dir, site("one"), Options{Stamp: "s1"})
			g := begin(t, dir, Options{Stamp: "s2"})
			for _, name := range slices.Sorted(maps.Keys(tc.files)) {
				w, err := g.Create(name)
				if err != nil {
					t.Fatal(err)
				}
				w.Write(tc.files[name])
				if err := w.Close(); err != nil {
					t.Fatal(err)
				}
			}
			ran := false
			_, err := g.CommitChecked(func() error { ran = true; return tc.check })
			if err != tc.check || !ran {
				t.Errorf("CommitChecked: %v (check ran: %v), want %v", err, ran, tc.check)
			}
			if got := readSite(t, dir); !maps.EqualFunc(got, tc.want, bytes.Equal) {
				t.Errorf("site %q, want %q", got, tc.want)
			}
			for _, name := range storeNames(t, dir) {
				if strings.HasPrefix(name, "stage-") {
					t.Errorf("store keeps %s", name)
				}
			}
			gen := "g000001"
			if tc.check == nil && !bytes.Equal(tc.files["index.html"], site("one")["index.html"]) {
				gen = "g000002"
			}
			stamp, err := os.ReadFile(filepath.Join(filepath.Dir(dir), ".out.protokol", gen, "stamp"))
			if err != nil || string(stamp) != tc.stamp+"\n" {
				t.Errorf("stamp of %s %q (%v), want %q", gen, stamp, err, tc.stamp)
			}
		})
	}
}
