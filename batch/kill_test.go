//go:build unix

package batch

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	pub "github.com/protokol-bridge/protokol/publish"
)

// killHelper is the environment variable that makes TestKillHelper the
// child of TestIndexKilledWhileWriting: it writes the index of the site
// named by it again and again, as a batch does at its end, until killed.
const killHelper = "PROTOKOL_BATCH_KILL_SITE"

func TestKillHelper(t *testing.T) {
	dir := os.Getenv(killHelper)
	if dir == "" {
		t.Skip("the child of TestIndexKilledWhileWriting")
	}
	for i := 0; ; i++ {
		// The page's language changes every time, so each call replaces
		// index.html through a temporary file.
		lang := []string{"en", "ru"}[i%2]
		if err := writeIndex(Config{Out: dir, Lang: lang}, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestIndexKilledWhileWriting: a batch killed (SIGKILL) while it writes the
// site's index leaves its temporary file (".tmp-index.html-NNN"); the next
// run removes it under the site's lock, and leaves every file of another
// name, however close to that form, as it is.
func TestIndexKilledWhileWriting(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a child process")
	}
	dir := t.TempDir()
	site := &site{dir: dir, addrs: map[string]string{}}
	if err := site.save(nil); err != nil { // the site is ours
		t.Fatal(err)
	}
	near := []string{".tmp-index.html-", ".tmp-index.html-12a", ".tmp-index.htm-123", "tmp-index.html-123", ".tmp-notes.txt-123", ".tmp-index.html-123.bak"}
	for _, n := range near {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("the club's"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, ".tmp-index.json-77"), 0o755); err != nil {
		t.Fatal(err)
	}
	temps := func() []string {
		entries, _ := os.ReadDir(dir)
		var out []string
		for _, e := range entries {
			if e.Type().IsRegular() && slices.ContainsFunc(siteFiles, func(b string) bool { return pub.ReplaceTemp(e.Name(), b) }) {
				out = append(out, e.Name())
			}
		}
		return out
	}
	left := false
	for try := 0; !left && try < 50; try++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillHelper$")
		cmd.Env = append(os.Environ(), killHelper+"="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Kill it the moment a temporary file is seen (it may be renamed
		// in between: then try again).
		deadline := time.Now().Add(10 * time.Second)
		for len(temps()) == 0 && time.Now().Before(deadline) {
		}
		cmd.Process.Kill()
		cmd.Wait()
		left = len(temps()) > 0
	}
	if !left {
		t.Fatal("no kill left a temporary file: the test did not test")
	}
	t.Logf("left by the kill: %q", temps())
	s, err := openSite(context.Background(), Config{Out: dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.close()
	if got := temps(); len(got) > 0 {
		t.Errorf("after the next run: %q left", got)
	}
	for _, n := range append(near, ".tmp-index.json-77") {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s: %v (want it kept: not protokol's)", n, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		if n := e.Name(); n != "index.html" && n != "index.json" { // written or not before the kill
			names = append(names, n)
		}
	}
	if got, want := strings.Join(names, " "), ".protokol-batch.json .protokol-batch.lock .tmp-index.htm-123 .tmp-index.html- .tmp-index.html-123.bak .tmp-index.html-12a .tmp-index.json-77 .tmp-notes.txt-123 tmp-index.html-123"; got != want {
		t.Errorf("the site holds %s\nwant %s", got, want)
	}
}
