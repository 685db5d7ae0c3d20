//go:build unix

package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/slow"
	pub "github.com/protokol-bridge/protokol/publish"
)

// Publishing through the command line: the output folder is replaced whole
// or not at all, even when protokol is killed; runs on one folder exclude
// each other; a run with the same inputs changes nothing, and a run after a
// small change changes exactly the files whose content changed. The tests
// use no wall-clock assertions: time only paces the kills.

// writeDecisions writes a decisions file giving board 1 of the sample
// (NS 2 against EW 2) the decision d, and returns its path.
func writeDecisions(t *testing.T, dir, name, d string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("board,ns,ew,decision,reason\n1,2,2,"+d+",slow play\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A reader checks the site again and again while runs are killed at random
// moments: every generation DIR points to is complete (every file its
// manifest lists, with its checksum, and no other), and every file read
// through DIR, as a web server reads it, is whole.
func TestPublishSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command and kills it at least 200 times (about 15 s)")
	}
	// Without PROTOKOL_SLOW=1, 20 kills (2 to 4 s): every check below
	// still holds, over fewer moments of a run.
	want := 220
	if !slow.Enabled() {
		want = 20
		slow.Note(t, "200 of the 220 kills")
	}
	bin := buildProtokol(t)
	tmp := t.TempDir()
	out := filepath.Join(tmp, "site", "results")
	d1 := writeDecisions(t, tmp, "d1.csv", "A+/A-")
	d2 := writeDecisions(t, tmp, "d2.csv", "A/A")
	// Variants that change every page (the title) or a few (a decision).
	variants := [][]string{
		sampleArgs(out, "--format", "html,json,txt", "--title", "Kill test one", "--adjust", d1),
		sampleArgs(out, "--format", "html,json,txt", "--title", "Kill test one", "--adjust", d2),
		sampleArgs(out, "--format", "html,json,txt", "--title", "Kill test two", "--adjust", d1),
	}
	// Every whole file a run may publish, by name, from an unkilled run of
	// each variant (the last leaves DIR in place for the reader).
	valid := map[string]map[[32]byte]bool{}
	var took []time.Duration // of whole runs
	for i := range variants {
		v := slices.Clone(variants[(i+1)%len(variants)])
		start := time.Now()
		if b, err := exec.Command(bin, v...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %s", err, b)
		}
		took = append(took, time.Since(start))
		entries, err := os.ReadDir(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			data, err := os.ReadFile(filepath.Join(out, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if valid[e.Name()] == nil {
				valid[e.Name()] = map[[32]byte]bool{}
			}
			valid[e.Name()][sha256.Sum256(data)] = true
		}
	}
	first, _ := os.Readlink(out)

	var (
		stop                atomic.Bool
		complete, overtaken atomic.Int64
		webReads            atomic.Int64
		failMu              sync.Mutex
		failures            []string
		wg                  sync.WaitGroup
		parent              = filepath.Dir(out)
		fail                = func(f string, a ...any) {
			failMu.Lock()
			failures = append(failures, fmt.Sprintf(f, a...))
			failMu.Unlock()
		}
		webFiles = []string{"index.html", "results.json", "board-1.html", "style.css"}
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		for ; !stop.Load(); time.Sleep(time.Millisecond) {
			// As a web server: each file through DIR, whole.
			for _, name := range webFiles {
				data, err := os.ReadFile(filepath.Join(out, name))
				if err != nil || !valid[name][sha256.Sum256(data)] {
					fail("%s: %d bytes, not a whole published file (%v)", name, len(data), err)
				}
				webReads.Add(1)
			}
			// As a reader inside one generation: all of it, whole.
			target, err := os.Readlink(out)
			if err != nil {
				fail("readlink: %v", err)
				continue
			}
			gen := filepath.Join(parent, target)
			if err := checkGeneration(gen); err != nil {
				// A generation two runs old is retired: renamed away
				// first, so it is whole or gone.
				if _, serr := os.Lstat(gen); errors.Is(serr, os.ErrNotExist) {
					overtaken.Add(1)
					continue
				}
				fail("%s: %v", target, err)
				continue
			}
			complete.Add(1)
		}
	}()

	// Each run is killed after a random delay up to a limit that follows
	// how long runs that publish last under the reader: longer after a
	// kill, shorter after a run that finished first and published, so
	// that about one such run in five finishes and every moment of a run,
	// its end included, is hit. A run whose inputs are those of DIR's
	// generation (every third: variants[0] at first) stops at the stamp,
	// long before one that renders and syncs a site: were the limit
	// shortened after those too, under load it settled where only they
	// finished, and no run published a new generation.
	//
	// The runs go on past want kills, in the same bound of runs, until
	// one was killed while writing a generation, one finished and one
	// published a new generation.
	rng := rand.New(rand.NewPCG(7, 11))
	slices.Sort(took)
	limit := float64(took[len(took)/2])
	killed, finished, staged, published := 0, 0, 0, 0
	link := first
	for i := 0; (killed < want || staged == 0 || published == 0 || finished == 0) && i < 4*want; i++ {
		cmd := exec.Command(bin, variants[i%len(variants)]...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Int64N(int64(limit))))
		cmd.Process.Kill()
		err := cmd.Wait()
		// A new generation, whether its run finished or was killed
		// once DIR was replaced?
		now := mustReadlink(t, out)
		changed := now != link
		if changed {
			published++
			link = now
		}
		if err == nil {
			finished++
			if changed {
				limit *= 0.9
			}
		} else {
			killed++
			limit *= 1.03
			// Killed while writing a generation?
			if m, _ := filepath.Glob(filepath.Join(parent, ".results.protokol", "stage-*")); len(m) > 0 {
				staged++
			}
		}
	}
	stop.Store(true)
	wg.Wait()
	t.Logf("%d runs killed (%d left a staging folder behind), %d finished first, %d published a new generation; reader: %d whole generations, %d overtaken by retirement, %d files read through DIR",
		killed, staged, finished, published, complete.Load(), overtaken.Load(), webReads.Load())
	for i, f := range failures {
		if i == 10 {
			t.Errorf("... %d failures in all", len(failures))
			break
		}
		t.Error(f)
	}
	if complete.Load() == 0 || killed < want || staged == 0 {
		t.Errorf("%d whole reads, %d kills, %d while writing: the test did not test", complete.Load(), killed, staged)
	}
	if published == 0 || finished == 0 {
		t.Errorf("%d runs finished, %d published a new generation: want both at least 1", finished, published)
	}

	// The next run cleans up after the killed ones: the current and the
	// previous generation stay, nothing else; the lock names nobody.
	cmd := exec.Command(bin, append(slices.Clone(variants[0]), "-q", "--force")...)
	if b, err := cmd.CombinedOutput(); err != nil || len(b) != 0 {
		t.Fatalf("%v: %s", err, b)
	}
	store, err := os.ReadDir(filepath.Join(parent, ".results.protokol"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range store {
		names = append(names, e.Name())
	}
	genName := regexp.MustCompile(`^g\d{6}$`)
	if len(names) != 2 || !genName.MatchString(names[0]) || !genName.MatchString(names[1]) {
		t.Errorf("store after a clean run: %q (want two generations)", names)
	}
	if lock, err := os.ReadFile(filepath.Join(parent, ".results.protokol.lock")); err != nil || len(lock) != 0 {
		t.Errorf("lock file %q, %v", lock, err)
	}
	if err := checkGeneration(filepath.Join(parent, mustReadlink(t, out))); err != nil {
		t.Error(err)
	}
}

func mustReadlink(t *testing.T, p string) string {
	t.Helper()
	s, err := os.Readlink(p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkGeneration checks that a generation's site holds exactly the files
// its manifest lists, each with its checksum.
func checkGeneration(site string) error {
	data, err := os.ReadFile(filepath.Join(filepath.Dir(site), "manifest.sha256"))
	if err != nil {
		return err
	}
	sums, err := pub.ParseManifest(data)
	if err != nil {
		return err
	}
	entries, err := os.ReadDir(site)
	if err != nil {
		return err
	}
	if len(entries) != len(sums) || len(sums) == 0 {
		return fmt.Errorf("%d files, the manifest lists %d", len(entries), len(sums))
	}
	for name, sum := range sums {
		data, err := os.ReadFile(filepath.Join(site, name))
		if err != nil {
			return err
		}
		if sha256.Sum256(data) != sum {
			return fmt.Errorf("%s: %d bytes, not the manifest's", name, len(data))
		}
	}
	return nil
}

// holder is a run of the command caught holding a lock.
type holder struct {
	cmd  *exec.Cmd
	done chan error // its Wait
}

// startHolder starts a run of bin on out and stops it (SIGSTOP) while it
// holds out's lock, so that other runs meet the lock for certain.
func startHolder(t *testing.T, bin, out string, args []string) holder {
	t.Helper()
	lock := filepath.Join(filepath.Dir(out), "."+filepath.Base(out)+".protokol.lock")
	for range 50 {
		cmd := exec.Command(bin, args...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		h := holder{cmd, make(chan error, 1)}
		go func() { h.done <- cmd.Wait() }()
		mine := fmt.Sprintf("pid: %d\n", cmd.Process.Pid)
		for len(h.done) == 0 {
			if data, _ := os.ReadFile(lock); !strings.HasPrefix(string(data), mine) {
				time.Sleep(200 * time.Microsecond)
				continue
			}
			cmd.Process.Signal(syscall.SIGSTOP)
			// Still held once stopped? (A run empties the file before
			// releasing the lock.)
			if data, _ := os.ReadFile(lock); strings.HasPrefix(string(data), mine) {
				t.Cleanup(func() { cmd.Process.Kill(); cmd.Process.Signal(syscall.SIGCONT) })
				return h
			}
			cmd.Process.Signal(syscall.SIGCONT)
		}
		<-h.done // it finished before it was caught: again
	}
	t.Fatal("could not catch a run holding the lock in 50 tries")
	return holder{}
}

// Two runs on one folder: while one holds the lock the other exits 4 with
// one line naming the holder, or with --wait publishes after it.
func TestPublishConcurrentRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := buildProtokol(t)
	out := filepath.Join(t.TempDir(), "results")
	// A's session is big enough that it holds the lock for a while.
	args := append(benchArgs(t, 100, out), "--title", "Run A")
	a := startHolder(t, bin, out, args)

	code, stdout, stderr := run(t, sampleArgs(out, "--title", "Run B")...)
	host, _ := os.Hostname()
	want := regexp.MustCompile(`^protokol: ` + regexp.QuoteMeta(out) + `: being published by pid ` + strconv.Itoa(a.cmd.Process.Pid) + ` on ` + regexp.QuoteMeta(host) +
		` since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \S+: ` + regexp.QuoteMeta(bin) + ` score .* \(try again later, or wait with --wait\)\n$`)
	if code != exitLocked || stdout != "" || !want.MatchString(stderr) {
		t.Errorf("second run: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	// Waiting too little: still exit 4.
	code, _, stderr = run(t, sampleArgs(out, "--title", "Run B", "--wait", "150ms")...)
	if code != exitLocked || !strings.HasSuffix(stderr, "(still held after waiting 150ms)\n") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("--wait 150ms: exit %d, stderr %q", code, stderr)
	}

	// --wait long enough: B waits for A, then publishes over it.
	type result struct {
		code           int
		stdout, stderr string
	}
	b := make(chan result)
	go func() {
		code, stdout, stderr := run(t, sampleArgs(out, "--title", "Run B", "--wait", "5m")...)
		b <- result{code, stdout, stderr}
	}()
	time.Sleep(100 * time.Millisecond) // (B is probably waiting by now; either way it runs after A)
	a.cmd.Process.Signal(syscall.SIGCONT)
	if err := <-a.done; err != nil {
		t.Errorf("A: %v", err)
	}
	if r := <-b; r.code != 0 || r.stderr != "" {
		t.Errorf("B with --wait: exit %d, stderr %q", r.code, r.stderr)
	}
	index, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil || !bytes.Contains(index, []byte("Run B")) {
		t.Errorf("the site is not B's: %v", err)
	}
}

// A run killed while holding the lock: the kernel released its lock, and
// the next run takes over, saying whose lock it was.
func TestPublishKilledHolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := buildProtokol(t)
	out := filepath.Join(t.TempDir(), "results")
	a := startHolder(t, bin, out, append(benchArgs(t, 100, out), "--title", "Run A"))
	a.cmd.Process.Kill()
	<-a.done
	code, _, stderr := run(t, sampleArgs(out)...)
	want := "warning: " + out + ": took over the lock left by pid " + strconv.Itoa(a.cmd.Process.Pid) + " on "
	if code != 0 || !strings.HasPrefix(stderr, want) || !strings.HasSuffix(stderr, ", which ended without releasing it (killed?)\n") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	// -q: quiet even then.
	if code, stdout, stderr := run(t, sampleArgs(out, "-q", "--title", "again")...); code != 0 || stdout+stderr != "" {
		t.Errorf("exit %d, %q %q", code, stdout, stderr)
	}
}

// benchArgs writes a generated field of the given number of tables and
// returns the arguments that score it into out.
func benchArgs(t *testing.T, tables int, out string) []string {
	t.Helper()
	dir := t.TempDir()
	writeGenerated(t, dir, tables)
	return []string{"score", "-q", "--format", "html,json", "--out", out, "--names", filepath.Join(dir, "pairs.csv"), filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "travellers.csv")}
}

// siteState is the content and identity (inode, modification time) of
// every file of the site.
type siteState struct {
	target string
	data   map[string][]byte
	id     map[string][2]int64
}

func readState(t *testing.T, out string) siteState {
	t.Helper()
	s := siteState{target: mustReadlink(t, out), data: map[string][]byte{}, id: map[string][2]int64{}}
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		p := filepath.Join(out, e.Name())
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		s.data[e.Name()] = data
		s.id[e.Name()] = [2]int64{int64(fi.Sys().(*syscall.Stat_t).Ino), fi.ModTime().UnixNano()}
	}
	return s
}

// A second run with the same inputs changes nothing; a one-line change to
// a decisions file changes exactly the files whose content changed (new
// inodes), and every other file is the very same file.
func TestPublishIdempotent(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "results")
	dec := writeDecisions(t, tmp, "decisions.csv", "A+/A-")
	if code, stdout, stderr := run(t, sampleArgs(out, "--adjust", dec)...); code != 0 || !strings.HasPrefix(stdout, "published ") || stderr != "" {
		t.Fatalf("exit %d, %q %q", code, stdout, stderr)
	}
	before := readState(t, out)
	store := filepath.Join(tmp, ".results.protokol")
	storeBefore, _ := os.ReadDir(store)

	// The same inputs: quiet, and not a byte or a time touched.
	code, stdout, stderr := run(t, sampleArgs(out, "--adjust", dec)...)
	if code != 0 || stdout+stderr != "" {
		t.Errorf("same inputs: exit %d, %q %q", code, stdout, stderr)
	}
	// -v says where the link points.
	code, stdout, _ = run(t, sampleArgs(out, "-v", "--adjust", dec)...)
	if code != 0 || !strings.HasPrefix(stdout, out+" is a link to .results.protokol/g000001/site: 53 files, unchanged\nunchanged: ") {
		t.Errorf("-v: exit %d, stdout %q", code, stdout)
	}
	after := readState(t, out)
	if after.target != before.target || !maps.Equal(before.id, after.id) {
		t.Errorf("same inputs changed the site: %s → %s", before.target, after.target)
	}
	if storeAfter, _ := os.ReadDir(store); len(storeAfter) != len(storeBefore) {
		t.Errorf("same inputs made a generation: %v", storeAfter)
	}

	// One line of the decisions file changed.
	writeDecisions(t, tmp, "decisions.csv", "A/A")
	if code, stdout, stderr := run(t, sampleArgs(out, "-q", "--adjust", dec)...); code != 0 || stdout+stderr != "" {
		t.Fatalf("exit %d, %q %q", code, stdout, stderr)
	}
	after = readState(t, out)
	if after.target == before.target {
		t.Fatal("a changed decision published nothing")
	}
	var changed []string
	for name, data := range after.data {
		same := bytes.Equal(data, before.data[name])
		if !same {
			changed = append(changed, name)
		}
		if kept := after.id[name] == before.id[name]; kept != same {
			t.Errorf("%s: content same %v, but file kept %v", name, same, kept)
		}
	}
	slices.Sort(changed)
	// The pages the decision touches: its board, the two pairs at the
	// table, the rankings, the adjustments; and the whole-event files.
	want := []string{"adjustments.html", "board-1.html", "index.html", "pair-a-ew-2.html", "pair-a-ns-2.html", "results.json", "results.pdf"}
	if !slices.Equal(changed, want) {
		t.Errorf("changed %q\nwant %q", changed, want)
	}

	// --force: a new generation of new files.
	before = after
	if code, _, stderr := run(t, sampleArgs(out, "--adjust", dec, "--force")...); code != 0 {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	after = readState(t, out)
	for name := range after.id {
		if after.id[name][0] == before.id[name][0] || !bytes.Equal(after.data[name], before.data[name]) {
			t.Errorf("--force: %s kept its inode or changed", name)
		}
	}
}

// An output folder made by an earlier version (a real folder of our files)
// cannot be told from a user's: both are refused with exit 3 and left as
// they are, and --replace-folder replaces them, keeping them beside as
// DIR.before-protokol. (Before issue 15 the first was taken for ours and
// swapped in as the previous generation, to be removed by the next run.)
func TestPublishFormerFolder(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "results")
	os.Mkdir(out, 0o755)
	for _, n := range []string{"index.html", "board-1.html", "pair-a-ns-1.html", "style.css", "results.pdf", ".tmp-results.json"} {
		os.WriteFile(filepath.Join(out, n), []byte("old"), 0o644)
	}
	code, _, stderr := run(t, sampleArgs(out)...)
	if want := "protokol: " + out + `: not a protokol output: the folder holds files protokol did not write (such as ".tmp-results.json"); not replacing it (choose another output folder, or give --replace-folder to keep it as results.before-protokol beside the new one)` + "\n"; code != exitInput || stderr != want {
		t.Errorf("exit %d\n got %q\nwant %q", code, stderr, want)
	}
	if code, _, stderr := run(t, sampleArgs(out, "--replace-folder")...); code != 0 || stderr != "warning: "+out+": the folder that was there is kept as "+out+".before-protokol (protokol never removes it)\n" {
		t.Fatalf("exit %d: %q", code, stderr)
	}
	if fi, err := os.Lstat(out); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("not a link: %v", err)
	}
	if entries, err := os.ReadDir(out + ".before-protokol"); err != nil || len(entries) != 6 {
		t.Errorf("the backup: %v, %v", entries, err)
	}

	mine := filepath.Join(tmp, "mine")
	os.Mkdir(mine, 0o755)
	os.WriteFile(filepath.Join(mine, "index.html"), []byte("my page"), 0o644)
	os.WriteFile(filepath.Join(mine, "photo.jpg"), []byte("..."), 0o644)
	code, _, stderr = run(t, sampleArgs(mine)...)
	if code != exitInput || stderr != "protokol: "+mine+`: not a protokol output: the folder holds files protokol did not write (such as "index.html"); not replacing it (choose another output folder, or give --replace-folder to keep it as mine.before-protokol beside the new one)`+"\n" {
		t.Errorf("exit %d, %q", code, stderr)
	}
	if data, _ := os.ReadFile(filepath.Join(mine, "index.html")); string(data) != "my page" {
		t.Error("the user's folder was touched")
	}
}

// writeGenerated writes a generated Mitchell field of the given number of
// tables and 24 boards into dir: hands.pbn, travellers.csv and pairs.csv.
func writeGenerated(tb testing.TB, dir string, tables int) {
	tb.Helper()
	g := gen.Generate(gen.Config{Seed: 7, Tables: tables, Boards: 24, Movement: gen.Mitchell, Cyrillic: true})
	for name, write := range map[string]func(io.Writer) error{
		"hands.pbn": g.WritePBN, "travellers.csv": g.WriteTravellersCSV, "pairs.csv": g.WriteNamesCSV,
	} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			tb.Fatal(err)
		}
		if err := write(f); err != nil {
			tb.Fatal(err)
		}
		if err := f.Close(); err != nil {
			tb.Fatal(err)
		}
	}
}

// A generation records the stamp of what it was made from; a run with the
// same stamp makes no file at all, and one whose generation lost a file, or
// whose inputs differ, makes them again.
func TestPublishStamp(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "results")
	args := sampleArgs(out, "--format", "html,json")
	if code, _, stderr := run(t, args...); code != 0 {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	stampFile := filepath.Join(tmp, ".results.protokol", "g000001", "stamp")
	stamp, err := os.ReadFile(stampFile)
	if err != nil || len(strings.TrimSpace(string(stamp))) != 64 {
		t.Fatalf("stamp %q, %v", stamp, err)
	}

	// The same stamp: the site is taken as it is, without making files. A
	// page changed behind protokol's back, its time set back to before the
	// generation's manifest so that the check for edits cannot see it,
	// stays as it is, which shows that nothing was made (the manifest's
	// files are all there). (publish's TestPublishEditedInPlace shows that
	// an edit with its own time is seen.)
	page := filepath.Join(out, "board-1.html")
	if err := os.WriteFile(page+".new", []byte("edited"), 0o644); err != nil {
		t.Fatal(err)
	}
	long := time.Now().Add(-time.Hour)
	if err := os.Chtimes(page+".new", long, long); err != nil {
		t.Fatal(err)
	}
	os.Rename(page+".new", page)
	if code, stdout, _ := run(t, append(args, "-v")...); code != 0 || !strings.Contains(stdout, "unchanged") {
		t.Fatalf("exit %d, %q", code, stdout)
	}
	if data, _ := os.ReadFile(page); string(data) != "edited" {
		t.Errorf("board-1.html was made again")
	}

	// A file of the generation gone: made again, as a new generation.
	os.Remove(page)
	if code, stdout, _ := run(t, append(args, "-v")...); code != 0 || !strings.Contains(stdout, ".results.protokol/g000002/site (switched") {
		t.Fatalf("missing file: exit %d, %q", code, stdout)
	}
	if data, _ := os.ReadFile(page); !strings.Contains(string(data), "<html") {
		t.Errorf("board-1.html not made again: %.40q", data)
	}

	// Another flag that shapes the output: another stamp, new files.
	if code, stdout, _ := run(t, append(args, "-v", "--title", "Another title")...); code != 0 || !strings.Contains(stdout, ".results.protokol/g000003/site (switched") {
		t.Fatalf("--title: exit %d, %q", code, stdout)
	}
	// Flags that do not shape it (-q, --wait) keep the stamp.
	stamp, _ = os.ReadFile(filepath.Join(tmp, ".results.protokol", "g000003", "stamp"))
	if code, _, _ := run(t, append(args, "-q", "--wait", "1s", "--title", "Another title")...); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if again, _ := os.ReadFile(filepath.Join(tmp, ".results.protokol", "g000003", "stamp")); string(again) != string(stamp) {
		t.Errorf("stamp changed: %q → %q", stamp, again)
	}

	// The stamp lost (a generation made by an earlier version): the files
	// are made, found equal, and the stamp is written back, with the site
	// untouched.
	os.Remove(filepath.Join(tmp, ".results.protokol", "g000003", "stamp"))
	if code, stdout, _ := run(t, append(args, "-v", "--title", "Another title")...); code != 0 || !strings.Contains(stdout, "unchanged") {
		t.Fatalf("no stamp: exit %d, %q", code, stdout)
	}
	if again, _ := os.ReadFile(filepath.Join(tmp, ".results.protokol", "g000003", "stamp")); string(again) != string(stamp) {
		t.Errorf("stamp not written back: %q", again)
	}
}

// An unchanged run solves no deal: the double-dummy tables are found only
// when the files are made. Board 1 of the sample loses its table, so the
// first run solves it and caches it; with the cache emptied, the unchanged
// run would cache it again if it solved it.
func TestPublishUnchangedSolvesNothing(t *testing.T) {
	tmp := t.TempDir()
	data, err := os.ReadFile(sampleDir + "hands.pbn")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "[DoubleDummyTricks \"68765586657567875678\"]\r\n[OptimumScore \"NS 100\"]\r\n", "", 1)
	if text == string(data) {
		t.Fatal("the sample's board 1 has no table to take away")
	}
	hands := filepath.Join(tmp, "hands.pbn")
	if err := os.WriteFile(hands, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(tmp, "cache")
	args := []string{"score", "--names", sampleDir + "pairs.csv", "--out", filepath.Join(tmp, "results"),
		"--format", "json", "--dd", "solve", "--dd-cache", cache, "-v", hands, sampleDir + "travellers.csv"}
	if code, stdout, stderr := run(t, args...); code != 0 || !strings.Contains(stdout, ".results.protokol/g000001/site (switched") {
		t.Fatalf("exit %d, %q, %q", code, stdout, stderr)
	}
	if files, _ := os.ReadDir(cache); len(files) != 1 {
		t.Fatalf("cache holds %d files after the first run, want the one solved deal", len(files))
	}
	os.RemoveAll(cache)
	if code, stdout, stderr := run(t, args...); code != 0 || !strings.Contains(stdout, "unchanged") {
		t.Fatalf("exit %d, %q, %q", code, stdout, stderr)
	}
	// (reading the flags makes the folder again, empty)
	if files, _ := os.ReadDir(cache); len(files) != 0 {
		t.Errorf("the unchanged run solved a deal: the cache holds %d files", len(files))
	}
}
