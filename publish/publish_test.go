//go:build unix

package publish

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// notes records what a run reported.
type notes struct {
	mu         sync.Mutex
	warn, info []string
}

func (n *notes) Warn(m string) { n.mu.Lock(); n.warn = append(n.warn, m); n.mu.Unlock() }
func (n *notes) Info(m string) { n.mu.Lock(); n.info = append(n.info, m); n.mu.Unlock() }

func site(title string) map[string][]byte {
	return map[string][]byte{
		"index.html":   []byte("<h1>" + title + "</h1>\n"),
		"board-1.html": []byte("board 1\n"),
		"board-2.html": []byte("board 2\n"),
		"style.css":    []byte("body{}\n"),
	}
}

func mustPublish(t *testing.T, dir string, files map[string][]byte, opt Options) Result {
	t.Helper()
	r, err := Publish(context.Background(), dir, files, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// fileID is what "untouched" means: the same inode and modification time.
type fileID struct {
	ino   uint64
	mtime time.Time
}

func idOf(t *testing.T, path string) fileID {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return fileID{fi.Sys().(*syscall.Stat_t).Ino, fi.ModTime()}
}

func ids(t *testing.T, dir string, files map[string][]byte) map[string]fileID {
	out := map[string]fileID{}
	for n := range files {
		out[n] = idOf(t, filepath.Join(dir, n))
	}
	return out
}

// readSite reads every file of the folder dir shows.
func readSite(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

func storeNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".protokol"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func TestPublishGenerations(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	r := mustPublish(t, dir, site("one"), Options{})
	if r.Unchanged || r.Generation != "g000001" || r.Files != 4 || r.Linked != 0 {
		t.Errorf("first run: %+v", r)
	}
	if target, err := os.Readlink(dir); err != nil || target != ".out.protokol/g000001/site" {
		t.Fatalf("link %q, %v", target, err)
	}
	if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
		t.Errorf("site %q", got)
	}
	man, err := os.ReadFile(filepath.Join(filepath.Dir(dir), ".out.protokol", "g000001", "manifest.sha256"))
	if err != nil || !strings.Contains(string(man), "  index.html\n") {
		t.Errorf("manifest %q, %v", man, err)
	}

	// The same files: nothing is touched.
	before := ids(t, dir, site("one"))
	r = mustPublish(t, dir, site("one"), Options{})
	if !r.Unchanged || r.Generation != "g000001" {
		t.Errorf("same files: %+v", r)
	}
	if after := ids(t, dir, site("one")); !maps.Equal(before, after) {
		t.Errorf("same files changed the site: %v → %v", before, after)
	}

	// One file changed: a new generation; the others are links to the
	// previous generation's files.
	r = mustPublish(t, dir, site("two"), Options{})
	if r.Unchanged || r.Generation != "g000002" || r.Linked != 3 {
		t.Errorf("one file changed: %+v", r)
	}
	after := ids(t, dir, site("two"))
	for n := range before {
		if (before[n] == after[n]) != (n != "index.html") {
			t.Errorf("%s: %v → %v", n, before[n], after[n])
		}
	}
	if got := readSite(t, dir); !maps.EqualFunc(got, site("two"), bytes.Equal) {
		t.Errorf("site %q", got)
	}
	if got := storeNames(t, dir); !slices.Equal(got, []string{"g000001", "g000002"}) {
		t.Errorf("store %q, want the new and the previous generation", got)
	}

	// A third generation retires the first.
	mustPublish(t, dir, site("three"), Options{})
	if got := storeNames(t, dir); !slices.Equal(got, []string{"g000002", "g000003"}) {
		t.Errorf("store %q", got)
	}

	// --force: every file anew.
	before = ids(t, dir, site("three"))
	r = mustPublish(t, dir, site("three"), Options{Force: true})
	if r.Unchanged || r.Linked != 0 {
		t.Errorf("force: %+v", r)
	}
	for n, id := range ids(t, dir, site("three")) {
		if id.ino == before[n].ino {
			t.Errorf("force: %s kept its inode", n)
		}
	}

	// A file removed from the output is gone from the site.
	two := site("three")
	delete(two, "board-2.html")
	mustPublish(t, dir, two, Options{})
	if got := readSite(t, dir); !maps.EqualFunc(got, two, bytes.Equal) {
		t.Errorf("site %q", got)
	}
}

// A file of the current generation that was changed by hand (its size no
// longer the manifest's) is neither trusted as unchanged nor linked.
func TestPublishDamagedGeneration(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	mustPublish(t, dir, site("one"), Options{})
	if err := os.WriteFile(filepath.Join(dir, "board-1.html"), []byte("vandal\n..."), 0o644); err != nil {
		t.Fatal(err)
	}
	r := mustPublish(t, dir, site("one"), Options{})
	if r.Unchanged || r.Linked != 3 {
		t.Errorf("%+v: want a new generation with 3 files linked", r)
	}
	if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
		t.Errorf("site %q", got)
	}
}

// TestPublishEditedInPlace edits a published file in place without
// changing its size: neither the stamp nor the checksums of the new files
// hide the edit, and the file is neither kept nor linked into the next
// generation.
func TestPublishEditedInPlace(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	mustPublish(t, dir, site("one"), Options{Stamp: "s1"})
	unchanged := func() bool {
		t.Helper()
		l, err := Lock(context.Background(), dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer l.Unlock()
		_, ok := l.Unchanged("s1")
		return ok
	}
	if !unchanged() {
		t.Fatal("a generation just published is not unchanged")
	}
	path := filepath.Join(dir, "board-1.html")
	if err := os.WriteFile(path, []byte("BOARD 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// a minute on, so that no clock's granularity hides the edit
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if unchanged() {
		t.Error("Unchanged: true after an edit in place")
	}
	r := mustPublish(t, dir, site("one"), Options{Stamp: "s1"})
	if r.Unchanged || r.Linked != 3 {
		t.Errorf("%+v: want a new generation with the 3 other files linked", r)
	}
	if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
		t.Errorf("site %q", got)
	}
}

func TestPublishLeftovers(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	mustPublish(t, dir, site("one"), Options{})
	mustPublish(t, dir, site("two"), Options{})
	root := filepath.Join(filepath.Dir(dir), ".out.protokol")
	// What killed runs leave: staging folders, a temporary link, a
	// generation being removed, a generation built but never published;
	// and an older generation that a killed run did not retire.
	for _, d := range []string{"stage-g000003/site", "stage-g000007", "trash-g000001/site", "g000005/site", "g000000x"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "stage-g000003/site/index.html"), []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(".out.protokol/g000004/site", filepath.Join(root, "link-g000004")); err != nil {
		t.Fatal(err)
	}
	var n notes
	r := mustPublish(t, dir, site("two"), Options{Reporter: &n})
	if !r.Unchanged {
		t.Errorf("%+v: want unchanged", r)
	}
	if got := storeNames(t, dir); !slices.Equal(got, []string{"g000000x", "g000001", "g000002"}) {
		t.Errorf("store %q: want the current and previous generations, and the stranger left alone", got)
	}
	if len(n.info) != 2 || !strings.Contains(n.info[0], "stage-g000003, left by an interrupted run") {
		t.Errorf("notes %q", n.info)
	}
	// Numbers of generations that were never published may be used again.
	if r := mustPublish(t, dir, site("three"), Options{}); r.Generation != "g000003" {
		t.Errorf("generation %s, want g000003", r.Generation)
	}
}

func TestPublishRefuses(t *testing.T) {
	former := func(names []string) bool { return slices.Contains(names, "index.html") }
	tests := []struct {
		name string
		make func(dir string) error
		want string
	}{
		{"file", func(dir string) error { return os.WriteFile(dir, []byte("x"), 0o644) }, "it is a file, not a folder"},
		{"other link", func(dir string) error { return os.Symlink("/", dir) }, "it is a symbolic link to /, not to one of its generations"},
		{"link to another store", func(dir string) error { return os.Symlink(".other.protokol/g000001/site", dir) }, "it is a symbolic link to .other.protokol/g000001/site, not to one of its generations"},
		{"link to a generation elsewhere", func(dir string) error { return os.Symlink("g000001/site", dir) }, "it is a symbolic link to g000001/site, not to one of its generations"},
		{"folder with other files", func(dir string) error {
			os.Mkdir(dir, 0o755)
			return os.WriteFile(filepath.Join(dir, "thesis.doc"), []byte("x"), 0o644)
		}, `the folder holds files protokol did not write (such as "thesis.doc")`},
		{"folder with a folder", func(dir string) error {
			os.MkdirAll(filepath.Join(dir, "photos"), 0o755)
			return os.WriteFile(filepath.Join(dir, "index.html"), []byte("x"), 0o644)
		}, `the folder holds "photos", which protokol does not write`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			dir := filepath.Join(parent, "out")
			if err := tt.make(dir); err != nil {
				t.Fatal(err)
			}
			_, err := Publish(context.Background(), dir, site("one"), Options{Former: former})
			if !errors.Is(err, ErrNotOurs) || err.Error() != dir+": not a protokol output: "+tt.want+"; not replacing it"+tail(err.Error()) {
				t.Errorf("error %v", err)
			}
			// Nothing was made beside it, not even the lock.
			if entries, _ := os.ReadDir(parent); len(entries) != 1 {
				t.Errorf("%d entries beside DIR", len(entries))
			}
		})
	}
}

// tail is what a refusal says after "not replacing it".
func tail(msg string) string {
	_, t, _ := strings.Cut(msg, "; not replacing it")
	return t
}

// A real folder (empty, or an earlier version's output) becomes the link;
// its files stay as the previous generation.
func TestPublishMigratesFolder(t *testing.T) {
	for _, name := range []string{"empty", "former"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if name == "former" {
				os.WriteFile(filepath.Join(dir, "index.html"), []byte("old"), 0o644)
				os.WriteFile(filepath.Join(dir, "board-9.html"), []byte("old 9"), 0o644)
			}
			r := mustPublish(t, dir, site("one"), Options{Former: func(n []string) bool { return slices.Contains(n, "index.html") }})
			if r.Generation != "g000002" {
				t.Errorf("%+v", r)
			}
			if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
				t.Errorf("site %q", got)
			}
			old := filepath.Join(filepath.Dir(dir), ".out.protokol", "g000001", "site")
			entries, err := os.ReadDir(old)
			if err != nil || name == "former" && len(entries) != 2 || name == "empty" && len(entries) != 0 {
				t.Errorf("previous generation: %v, %v", entries, err)
			}
			// The next run retires it.
			mustPublish(t, dir, site("two"), Options{})
			if got := storeNames(t, dir); !slices.Equal(got, []string{"g000002", "g000003"}) {
				t.Errorf("store %q", got)
			}
		})
	}
}

func TestPublishUnsafeNames(t *testing.T) {
	parent := t.TempDir()
	for _, name := range []string{"../x.html", "a/b.html", "..", ".htaccess", "", "a\x00b", "con\nsole", "a\\b", "x:y", "bad\xffutf8", strings.Repeat("a", 256)} {
		_, err := Publish(context.Background(), filepath.Join(parent, "out"), map[string][]byte{name: nil, "index.html": nil}, Options{})
		if !errors.Is(err, ErrUnsafeName) {
			t.Errorf("%q: %v", name, err)
		}
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 0 {
		t.Errorf("wrote %d entries", len(entries))
	}
}

func TestCheckName(t *testing.T) {
	tests := []struct {
		name, want string
	}{
		{"index.html", ""},
		{"pair-a-ns-a_2f1.html", ""},
		{"Итоги 2026.pdf", ""},
		{"", `unsafe file name "": empty`},
		{"..", `unsafe file name "..": starts with a dot`},
		{"../../etc/passwd", `unsafe file name "../../etc/passwd": starts with a dot`},
		{"a/../b", `unsafe file name "a/../b": holds a path separator`},
		{`a\b`, `unsafe file name "a\\b": holds a path separator`},
		{"a\tb", `unsafe file name "a\tb": holds a control character`},
		{"a?b", `unsafe file name "a?b": holds '?'`},
		{"trail ", `unsafe file name "trail ": ends with a space`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckName(tt.name)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || err.Error() != tt.want || !errors.Is(err, ErrUnsafeName)) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}

func TestManifest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	mustPublish(t, dir, site("one"), Options{})
	data, err := os.ReadFile(filepath.Join(filepath.Dir(dir), ".out.protokol", "g000001", "manifest.sha256"))
	if err != nil {
		t.Fatal(err)
	}
	// sha256sum's format, sorted by name.
	var want strings.Builder
	for _, n := range []string{"board-1.html", "board-2.html", "index.html", "style.css"} {
		fmt.Fprintf(&want, "%x  %s\n", sha256.Sum256(site("one")[n]), n)
	}
	if string(data) != want.String() {
		t.Errorf("manifest\n%s\nwant\n%s", data, want.String())
	}
	got, err := ParseManifest(data)
	if err != nil || len(got) != 4 || got["index.html"] != sha256.Sum256(site("one")["index.html"]) {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{"xyz  a.html\n", "0000  a.html\n", strings.Repeat("0", 64) + " a.html\n", strings.Repeat("0", 64) + "  ../a.html\n", strings.Repeat("0", 66) + "  a.html\n", strings.Repeat("g", 64) + "  a.html\n"} {
		if _, err := ParseManifest([]byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
