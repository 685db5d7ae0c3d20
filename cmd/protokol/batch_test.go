package main

import (
	"encoding/json"
	"github.com/protokol-bridge/protokol/batch"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// batchTree makes a tree of sessions: two copies of the sample (one in a
// Cyrillic folder with its own protokol.toml), a session with bad input and
// a folder without inputs.
func batchTree(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	sample, err := filepath.Glob(filepath.Join("..", "..", "testdata", "sample", "*"))
	if err != nil || len(sample) == 0 {
		t.Fatal("no sample", err)
	}
	for _, dir := range []string{"2026/Понедельник 1", "2026/tue"} {
		d := filepath.Join(root, "arch", filepath.FromSlash(dir))
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range sample {
			data, _ := os.ReadFile(f)
			os.WriteFile(filepath.Join(d, filepath.Base(f)), data, 0o644)
		}
	}
	write(t, filepath.Join(root, "arch", "2026", "tue", "protokol.toml"), "title = \"Tuesday pairs\"\ndate = \"2026-12-01\"\n")
	write(t, filepath.Join(root, "arch", "bad", "t.csv"), "board,ns,ew,contract,declarer,result\n1,1,1,5Z,N,9\n")
	write(t, filepath.Join(root, "arch", "empty", "notes.txt"), "nothing to score\n")
	return root
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

type indexJSON struct {
	Events []batch.Entry `json:"events"`
}

func readIndex(t *testing.T, out string) indexJSON {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	var idx indexJSON
	if err := json.Unmarshal(data, &idx); err != nil {
		t.Fatal(err)
	}
	return idx
}

func TestBatch(t *testing.T) {
	root := batchTree(t)
	out := filepath.Join(root, "site")
	code, stdout, stderr := run(t, "batch", "--out", out, "--format", "html,json", filepath.Join(root, "arch"))
	if code != exitInput {
		t.Fatalf("exit %d, want %d (one session failed)\n%s", code, exitInput, stderr)
	}
	// One line per session published; the failure with its position.
	if strings.Count(stdout, "\n") != 2 || !strings.Contains(stdout, "ok      2026/tue → ") {
		t.Errorf("stdout %q", stdout)
	}
	wantErr := "warning: empty: 1 file left unread (batch reads .pbn, .csv, .tsv, .bws, .lin and USEBIO .xml files): notes.txt\n" +
		"failed  bad (exit 3):\n  " + filepath.Join(root, "arch", "bad", "t.csv") + `:2:7: board 1, NS 1: contract "5Z": unknown strain "Z" (want C, D, H, S or NT)` + "\n" +
		"published 2 of 3 sessions to " + out + "/ (1 failed): open " + filepath.Join(out, "index.html") + "\n"
	if stderr != wantErr {
		t.Errorf("stderr\n got %q\nwant %q", stderr, wantErr)
	}
	for _, f := range []string{"2026/ponedelnik-1/index.html", "2026/ponedelnik-1/results.json", "2026/tue/index.html", "index.html"} {
		if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(f))); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "bad")); !os.IsNotExist(err) {
		t.Errorf("the failed session has an output folder: %v", err)
	}
	// Newest first; the folder's protokol.toml gave the title and date.
	idx := readIndex(t, out)
	if len(idx.Events) != 2 || idx.Events[0].Path != "2026/tue" || idx.Events[0].Title != "Tuesday pairs" || idx.Events[0].Date != "2026-12-01" ||
		idx.Events[1].Path != "2026/ponedelnik-1" || idx.Events[1].Link != "2026/ponedelnik-1/index.html" || idx.Events[1].Scoring != "MP" {
		t.Errorf("index %+v", idx.Events)
	}
	page, _ := os.ReadFile(filepath.Join(out, "index.html"))
	if !strings.Contains(string(page), `<a href="2026/tue/index.html">Tuesday pairs</a>`) {
		t.Errorf("index.html lacks the link:\n%s", page)
	}

	// Quiet: only the failure. The session published before and failing
	// now keeps its results and its place in the index.
	write(t, filepath.Join(root, "arch", "2026", "tue", "travellers.csv"), "board,ns,ew,contract,declarer,result\n1,1,1,4S,N,14\n")
	code, stdout, stderr = run(t, "batch", "-q", "--out", out, "--format", "html,json", filepath.Join(root, "arch"))
	if code != exitInput || stdout != "" || !strings.Contains(stderr, "failed  2026/tue (exit 3):") || !strings.Contains(stderr, "published 1 of 3 sessions") {
		t.Errorf("exit %d\nstdout %q\nstderr %q", code, stdout, stderr)
	}
	if idx := readIndex(t, out); len(idx.Events) != 2 || idx.Events[0].Title != "Tuesday pairs" {
		t.Errorf("index after a failure %+v", idx.Events)
	}
}

func TestBatchConfig(t *testing.T) {
	root := batchTree(t)
	os.RemoveAll(filepath.Join(root, "arch", "bad"))
	// A decisions file beside the config, named for one session.
	write(t, filepath.Join(root, "arch", "2026", "tue", "rulings", "d.csv"), "board,ns,ew,decision\n1,1,1,PEN NS -1MP\n")
	conf := filepath.Join(root, "club.toml")
	write(t, conf, `[defaults]
lang = "ru"
format = "json"

[events."2026/tue"]
title = "Вторник"
adjust = ["rulings/d.csv"]
`)
	out := filepath.Join(root, "site")
	code, _, stderr := run(t, "batch", "-q", "--config", conf, "--out", out, filepath.Join(root, "arch"))
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	idx := readIndex(t, out)
	if len(idx.Events) != 2 || idx.Events[0].Title != "Вторник" || idx.Events[0].Link != "2026/tue/results.json" {
		t.Errorf("index %+v", idx.Events)
	}
	data, err := os.ReadFile(filepath.Join(out, "2026", "tue", "results.json"))
	if err != nil || !strings.Contains(string(data), `"PEN NS -1MP"`) {
		t.Errorf("the decisions file was not applied: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "2026", "tue", "index.html")); !os.IsNotExist(err) {
		t.Error("format = \"json\" wrote a site")
	}

	for _, tt := range []struct{ name, conf, want string }{
		{"unknown key", "[defaults]\ntitel = \"x\"\n", `club.toml:2:1: unknown setting "titel" (want a score flag such as title, date, scoring, names, adjust, lang, charset, format)`},
		{"syntax", "[defaults\n", "club.toml:2:10: expected '.' or ']' to end table name"},
		{"the output folder", "[defaults]\nout = \"x\"\n", `unknown setting "out"`},
		{"not a list", "[events.\"2026/tue\"]\nadjust = [1]\n", `adjust: a list of texts is wanted`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			write(t, conf, tt.conf)
			code, _, stderr := run(t, "batch", "--config", conf, "--out", out, filepath.Join(root, "arch"))
			if code != exitUsage || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d: %q, want %q", code, stderr, tt.want)
			}
		})
	}

	// A bad value is the session's failure (exit 2), not the batch's.
	write(t, conf, "[events.\"2026/tue\"]\nscoring = \"bridge\"\n")
	code, _, stderr = run(t, "batch", "-q", "--config", conf, "--out", out, filepath.Join(root, "arch"))
	if code != exitUsage || !strings.Contains(stderr, "failed  2026/tue (exit 2)") || !strings.Contains(stderr, "published 1 of 2") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

func TestBatchGlob(t *testing.T) {
	root := batchTree(t)
	out := filepath.Join(root, "site")
	code, _, stderr := run(t, "batch", "-q", "--format", "json", "--out", out, filepath.Join(root, "arch", "2026", "*"))
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	idx := readIndex(t, out)
	if len(idx.Events) != 2 || idx.Events[1].Path != "ponedelnik-1" {
		t.Errorf("index %+v", idx.Events)
	}
	if code, _, stderr := run(t, "batch", "--out", out, filepath.Join(root, "nothing-*")); code != exitUsage || !strings.Contains(stderr, "matches nothing") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// TestBatchBWS: a folder that holds only a Bridgemate database (named as
// a club names it, upper-case extension and a space) is a session, scored
// from the database alone.
func TestBatchBWS(t *testing.T) {
	root := t.TempDir()
	bws, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26.bws"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, "in", "mon"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "in", "mon", "Club night.BWS"), bws, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "site")
	code, stdout, stderr := run(t, "batch", "-q", "--format", "json", "--out", out, filepath.Join(root, "in"))
	if code != exitOK || stdout != "" || stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if idx := readIndex(t, out); len(idx.Events) != 1 || idx.Events[0].Path != "mon" {
		t.Errorf("index %+v, want the session mon", idx.Events)
	}
	if _, err := os.Stat(filepath.Join(out, "mon", "results.json")); err != nil {
		t.Error(err)
	}
}

// TestBatchArchiveLinks: each event's index links back to the archive's
// index, however deep its folder, and two events of the same title and
// date are told apart on the archive's index by their folders.
func TestBatchArchiveLinks(t *testing.T) {
	root := t.TempDir()
	sample, err := filepath.Glob(filepath.Join("..", "..", "testdata", "sample", "*"))
	if err != nil || len(sample) == 0 {
		t.Fatal("no sample", err)
	}
	for _, dir := range []string{"in/a/b", "in/c"} {
		for _, f := range sample {
			data, _ := os.ReadFile(f)
			write(t, filepath.Join(root, filepath.FromSlash(dir), filepath.Base(f)), string(data))
		}
	}
	out := filepath.Join(root, "site")
	if code, _, stderr := run(t, "batch", "-q", "--format", "html", "--out", out, filepath.Join(root, "in")); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, tt := range []struct{ page, link string }{
		{"a/b/index.html", `<nav class="crumbs"><a href="../../index.html">← All events</a></nav>`},
		{"c/index.html", `<nav class="crumbs"><a href="../index.html">← All events</a></nav>`},
		{"index.html", `<span class="where">(a/b)</span>`},
		{"index.html", `<span class="where">(c)</span>`},
		{"index.html", `.crumbs`}, // the site's own style, inline
	} {
		data, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(tt.page)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), tt.link) {
			t.Errorf("%s lacks %s", tt.page, tt.link)
		}
	}
}

// TestBatchKinds: batch takes every kind of input score reads (BBO LIN
// files, a USEBIO session), not an XML file of another kind beside them,
// and names what it left in each folder; a session without results yet
// waits, and is no failure (issue 27).
func TestBatchKinds(t *testing.T) {
	root := t.TempDir()
	copyFile := func(from, to string) {
		t.Helper()
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		write(t, to, string(data))
	}
	lins, err := filepath.Glob(filepath.Join("..", "..", "testdata", "corpus", "lin", "bbo-skyclub2196", "*.lin"))
	if err != nil || len(lins) != 44 {
		t.Fatalf("%d LIN files: %v", len(lins), err)
	}
	for _, f := range lins {
		copyFile(f, filepath.Join(root, "in", "sky", filepath.Base(f)))
	}
	copyFile(filepath.Join("..", "..", "formats", "usebio", "testdata", "mp_pairs_howell.xml"), filepath.Join(root, "in", "howell", "Session.XML"))
	write(t, filepath.Join(root, "in", "howell", "layout.xml"), "<?xml version=\"1.0\"?>\n<!-- the club's printer settings -->\n<layout><page/></layout>\n")
	write(t, filepath.Join(root, "in", "howell", "notes.txt"), "late arrival at table 3\n")
	copyFile(filepath.Join("..", "..", "testdata", "sample", "hands.pbn"), filepath.Join(root, "in", "wed", "hands.pbn"))
	write(t, filepath.Join(root, "in", "feed", "rss.xml"), "<rss version=\"2.0\"></rss>")
	write(t, filepath.Join(root, "in", "feed", "broken.xml"), "not xml at all")

	out := filepath.Join(root, "site")
	code, stdout, stderr := run(t, "batch", "--jobs", "1", "--format", "json", "--out", out, filepath.Join(root, "in"))
	if code != exitOK {
		t.Fatalf("exit %d, want 0: a session waiting for its results is no failure\n%s\n%s", code, stdout, stderr)
	}
	wantOut := "ok      howell → " + filepath.Join(out, "howell") + ": 27 boards, 161 results, 12 pairs\n" +
		"ok      sky → " + filepath.Join(out, "sky") + ": 11 boards, 44 results, 8 pairs, 2 tables not scored\n" +
		"waiting wed: no results yet: nothing published (hands.pbn: 27 deals)\n" +
		"published 2 of 3 sessions to " + out + "/ (1 with no results yet): open " + filepath.Join(out, "index.html") + "\n"
	if stdout != wantOut {
		t.Errorf("stdout\n got %q\nwant %q", stdout, wantOut)
	}
	for _, want := range []string{
		"warning: feed: 2 files left unread (batch reads .pbn, .csv, .tsv, .bws, .lin and USEBIO .xml files): broken.xml (not XML), rss.xml (XML whose root element is \"rss\", not USEBIO)\n",
		"warning: howell: 2 files left unread (batch reads .pbn, .csv, .tsv, .bws, .lin and USEBIO .xml files): layout.xml (XML whose root element is \"layout\", not USEBIO), notes.txt\n",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if strings.Contains(stderr, "failed") {
		t.Errorf("stderr calls a session failed:\n%s", stderr)
	}
	idx := readIndex(t, out)
	if len(idx.Events) != 2 || idx.Events[0].Path != "howell" || idx.Events[1].Path != "sky" {
		t.Errorf("index %+v, want howell and sky", idx.Events)
	}

	// Nothing to publish anywhere yet: score's exit code 5; -q says nothing.
	code, stdout, stderr = run(t, "batch", "--format", "json", "--out", filepath.Join(root, "site2"), filepath.Join(root, "in", "wed"))
	if code != exitNoResult || stdout != "waiting wed: no results yet: nothing published (hands.pbn: 27 deals)\n"+
		"published 0 of 1 sessions to "+filepath.Join(root, "site2")+"/ (1 with no results yet)\n" || stderr != "" {
		t.Errorf("exit %d, want %d\nstdout %q\nstderr %q", code, exitNoResult, stdout, stderr)
	}
	code, stdout, stderr = run(t, "batch", "-q", "--format", "json", "--out", filepath.Join(root, "site2"), filepath.Join(root, "in", "wed"))
	if code != exitNoResult || stdout != "" || stderr != "" {
		t.Errorf("-q: exit %d, want %d\nstdout %q\nstderr %q", code, exitNoResult, stdout, stderr)
	}

	// A folder of files batch does not read says so beside "no session".
	code, _, stderr = run(t, "batch", "--out", filepath.Join(root, "site3"), filepath.Join(root, "in", "feed"))
	if code != exitUsage || !strings.HasPrefix(stderr, "warning: feed: 2 files left unread") ||
		!strings.Contains(stderr, "no session found under "+filepath.Join(root, "in", "feed")+" (want folders holding .pbn, .csv, .tsv, .bws, .lin and USEBIO .xml files)") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}
