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
	if target, err := os.Readlink(dir); err != nil || target != ".out.protokol/g000001/site" || Link(dir, r.Generation) != target {
		t.Fatalf("link %q, %v; Link %q", target, err, Link(dir, r.Generation))
	}
	if l := Link("/", "g000001"); l != "" {
		t.Errorf(`Link("/") = %q, want ""`, l)
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
		_, ok := l.Unchanged("s1", nil)
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

// Anything at DIR but our link, an empty folder or nothing is refused,
// and left as it is: an earlier version's plain folder of pages too, since
// it cannot be told from a user's.
func TestPublishRefuses(t *testing.T) {
	files := func(names ...string) func(dir string) error {
		return func(dir string) error {
			for _, n := range names {
				if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, n)), 0o755); err != nil {
					return err
				}
				if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
					return err
				}
			}
			return nil
		}
	}
	tests := []struct {
		name   string
		make   func(dir string) error
		want   string // after "DIR: "
		backup bool   // a folder, which ReplaceFolder would keep
	}{
		{"file", func(dir string) error { return os.WriteFile(dir, []byte("x"), 0o644) }, "not a protokol output: it is a file, not a folder; not replacing it", false},
		{"other link", func(dir string) error { return os.Symlink("/", dir) },
			"not a protokol output: it is a symbolic link to /, not to one of its generations; not replacing it (remove it, or choose another folder)", false},
		{"link to another store", func(dir string) error { return os.Symlink(".other.protokol/g000001/site", dir) },
			"not a protokol output: it is a symbolic link to .other.protokol/g000001/site, not to one of its generations; not replacing it (remove it, or choose another folder)", false},
		{"link to a generation elsewhere", func(dir string) error { return os.Symlink("g000001/site", dir) },
			"not a protokol output: it is a symbolic link to g000001/site, not to one of its generations; not replacing it (remove it, or choose another folder)", false},
		{"folder with other files", files("thesis.doc"),
			`not a protokol output: the folder holds files protokol did not write (such as "thesis.doc"); not replacing it`, true},
		{"folder with a folder", files("photos/cat.jpg", "index.html"),
			`not a protokol output: the folder holds files protokol did not write (such as "index.html"); not replacing it`, true},
		{"an earlier version's folder", files("index.html", "board-1.html", "results.pdf", "style.css"),
			`not a protokol output: the folder holds files protokol did not write (such as "board-1.html"); not replacing it`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			dir := filepath.Join(parent, "out")
			if err := tt.make(dir); err != nil {
				t.Fatal(err)
			}
			_, err := Publish(context.Background(), dir, site("one"), Options{})
			var no *NotOursError
			if !errors.Is(err, ErrNotOurs) || !errors.As(err, &no) || err.Error() != dir+": "+tt.want {
				t.Errorf("error %v\nwant  %s", err, dir+": "+tt.want)
			}
			if no != nil && (no.Backup != "") != tt.backup || tt.backup && no.Backup != dir+".before-protokol" {
				t.Errorf("backup %q", no.Backup)
			}
			// Nothing was made beside it, not even the lock.
			if entries, _ := os.ReadDir(parent); len(entries) != 1 {
				t.Errorf("%d entries beside DIR", len(entries))
			}
		})
	}
}

// An empty folder becomes the link, and is gone; with ReplaceFolder any
// folder becomes the link and is kept beside it under a backup name, which
// later runs leave alone.
func TestPublishReplacesFolder(t *testing.T) {
	tests := []struct {
		name    string
		files   []string // in DIR
		taken   bool     // DIR.before-protokol exists already
		replace bool
		backup  string // the backup's name, "" for none
	}{
		{"empty", nil, false, false, ""},
		{"empty with ReplaceFolder", nil, false, true, ""},
		{"a user's folder", []string{"index.html", "minutes-2025.pdf"}, false, true, "out.before-protokol"},
		{"the backup name taken", []string{"index.html"}, true, true, "out.before-protokol-2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			dir := filepath.Join(parent, "out")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			for _, f := range tt.files {
				os.WriteFile(filepath.Join(dir, f), []byte("mine: "+f), 0o644)
			}
			if tt.taken {
				os.Mkdir(dir+".before-protokol", 0o755)
			}
			var n notes
			r := mustPublish(t, dir, site("one"), Options{ReplaceFolder: tt.replace, Reporter: &n})
			if r.Generation != "g000001" {
				t.Errorf("%+v", r)
			}
			if got := readSite(t, dir); !maps.EqualFunc(got, site("one"), bytes.Equal) {
				t.Errorf("site %q", got)
			}
			var want []string
			if tt.backup != "" {
				want = []string{dir + ": the folder that was there is kept as " + filepath.Join(parent, tt.backup) + " (protokol never removes it)"}
			}
			if !slices.Equal(n.warn, want) {
				t.Errorf("warnings %q, want %q", n.warn, want)
			}
			// Two more runs: the backup stays whole, and is no generation.
			mustPublish(t, dir, site("two"), Options{})
			mustPublish(t, dir, site("three"), Options{})
			if got := storeNames(t, dir); !slices.Equal(got, []string{"g000002", "g000003"}) {
				t.Errorf("store %q", got)
			}
			entries, _ := os.ReadDir(parent)
			var beside []string
			for _, e := range entries {
				beside = append(beside, e.Name())
			}
			wantBeside := []string{".out.protokol", ".out.protokol.lock", "out"}
			if tt.taken {
				wantBeside = append(wantBeside, "out.before-protokol")
			}
			if tt.backup != "" && !slices.Contains(wantBeside, tt.backup) {
				wantBeside = append(wantBeside, tt.backup)
			}
			if !slices.Equal(beside, wantBeside) {
				t.Errorf("beside DIR %q, want %q", beside, wantBeside)
			}
			if tt.backup != "" {
				for _, f := range tt.files {
					if data, err := os.ReadFile(filepath.Join(parent, tt.backup, f)); err != nil || string(data) != "mine: "+f {
						t.Errorf("%s in the backup: %q, %v", f, data, err)
					}
				}
			}
		})
	}
}

// Nothing protokol did not make is removed when a generation is retired: a
// file put into DIR by hand, a folder an earlier version swapped in as a
// generation (it has no manifest), a folder left under a temporary link's
// name by an earlier version killed while exchanging. Each is moved beside
// DIR under a backup name, with a warning.
func TestPublishKeepsWhatIsNotOurs(t *testing.T) {
	tests := []struct {
		name   string
		before func(t *testing.T, dir, store string) // before the first run
		after  func(t *testing.T, dir, store string) // after it
		files  []string                              // in the backup
		warn   string                                // after "DIR: "
	}{
		{"a file put into DIR", nil, func(t *testing.T, dir, store string) {
			write(t, filepath.Join(dir, "about.html"))
		}, []string{"about.html"}, `a file protokol did not write ("about.html"), found in an old generation, kept as out.before-protokol (protokol never removes it)`},
		{"an earlier version's former folder", func(t *testing.T, dir, store string) {
			write(t, filepath.Join(store, "g000001", "site", "minutes-2025.pdf"))
			write(t, filepath.Join(store, "g000001", "site", "members.csv"))
		}, nil, []string{"members.csv", "minutes-2025.pdf"}, `2 files protokol did not write (such as "members.csv"), found in an old generation, kept as out.before-protokol (protokol never removes it)`},
		{"a folder under a temporary link's name", nil, func(t *testing.T, dir, store string) {
			write(t, filepath.Join(store, "link-g000009", "treasurer-notes.txt"))
		}, []string{"treasurer-notes.txt"}, `a folder that an interrupted run of an earlier version had taken from here, kept as out.before-protokol (protokol never removes it)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			dir := filepath.Join(parent, "out")
			store := filepath.Join(parent, ".out.protokol")
			if tt.before != nil {
				tt.before(t, dir, store)
			}
			var n notes
			mustPublish(t, dir, site("one"), Options{Reporter: &n})
			if tt.after != nil {
				tt.after(t, dir, store)
			}
			mustPublish(t, dir, site("two"), Options{Reporter: &n})
			mustPublish(t, dir, site("three"), Options{Reporter: &n})
			for _, f := range tt.files {
				if data, err := os.ReadFile(filepath.Join(parent, "out.before-protokol", f)); err != nil || string(data) != "mine" {
					t.Errorf("%s: %q, %v", f, data, err)
				}
			}
			// (the text as the user sees it: the full path of the backup)
			want := dir + ": " + strings.Replace(tt.warn, "kept as out.before-protokol", "kept as "+filepath.Join(parent, "out.before-protokol"), 1)
			if !slices.Equal(n.warn, []string{want}) {
				t.Errorf("warnings %q\nwant %q", n.warn, want)
			}
			// (the leftover's number is skipped: g000010 and g000011)
			if got := storeNames(t, dir); len(got) != 2 || !strings.HasPrefix(got[0], "g0000") || !strings.HasPrefix(got[1], "g0000") {
				t.Errorf("store %q, want two generations", got)
			}
		})
	}
}

// write writes "mine" to path, making its folder.
func write(t *testing.T, path string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Paths in messages print bare unless they hold a character that would
// not read as itself.
func TestShowPath(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"plain", "results", "results"},
		{"Cyrillic and spaces", "archive/Понедельник 1", "archive/Понедельник 1"},
		{"newline", "a\nb", `"a\nb"`},
		{"right-to-left override", "x\u202ey", `"x\u202ey"`},
		{"zero-width space", "a\u200bb", `"a\u200bb"`},
		{"line separator", "a\u2028b", `"a\u2028b"`},
		{"not UTF-8", "a\xffb", `"a\xffb"`},
		{"tab", "a\tb", `"a\tb"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := ShowPath(tt.in); got != tt.want {
				t.Errorf("ShowPath(%q) = %s, want %s", tt.in, got, tt.want)
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

// A killed run's leftovers (a staging folder, a temporary link, a
// generation being removed) are gone after the next run, also when that
// run finds its stamp unchanged and makes nothing.
func TestUnchangedRemovesLeftovers(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	mustPublish(t, dir, site("one"), Options{Stamp: "s1"})
	root := filepath.Join(filepath.Dir(dir), ".out.protokol")
	for _, d := range []string{"stage-g000002/site", "trash-g000003/site"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "stage-g000002", "site", "index.html"), []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(".out.protokol/g000002/site", filepath.Join(root, "link-g000002")); err != nil {
		t.Fatal(err)
	}
	l, err := Lock(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := l.Unchanged("s1", nil); !ok {
		t.Error("not unchanged")
	}
	l.Unlock()
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"g000001"}) {
		t.Errorf("the store holds %q, want only g000001", names)
	}
}

func TestReplaceTemp(t *testing.T) {
	for _, tc := range []struct {
		name, base string
		want       bool
	}{
		{".tmp-index.json-3141592653", "index.json", true},
		{".tmp-index.json-0", "index.json", true},
		{".tmp-index.json-", "index.json", false},
		{".tmp-index.json-12a", "index.json", false},
		{".tmp-index.json-12.bak", "index.json", false},
		{".tmp-index.html-12", "index.json", false},
		{"tmp-index.json-12", "index.json", false},
		{".tmp-index.json12", "index.json", false},
	} {
		if got := ReplaceTemp(tc.name, tc.base); got != tc.want {
			t.Errorf("ReplaceTemp(%q, %q) = %v, want %v", tc.name, tc.base, got, tc.want)
		}
	}
	// ReplaceFile's own temporary files have that form.
	dir := t.TempDir()
	path := filepath.Join(dir, "index.json")
	f, err := os.CreateTemp(dir, tempPrefix+"index.json-*")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if !ReplaceTemp(filepath.Base(f.Name()), "index.json") {
		t.Errorf("%s: not taken for a temporary file of %s", filepath.Base(f.Name()), path)
	}
}
