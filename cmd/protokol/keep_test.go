//go:build unix

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/translit"
)

// Issue 15: protokol never loses a file it did not write, batch addresses
// stay put, and unchanged runs are silent. Each test here failed before
// the issue was fixed.

// copySample copies the bundled sample session into dir, with a
// protokol.toml giving it a title when title is not empty.
func copySample(t *testing.T, dir, title string) {
	t.Helper()
	for _, f := range []string{"hands.pbn", "travellers.csv", "pairs.csv"} {
		data, err := os.ReadFile(sampleDir + f)
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(dir, f), string(data))
	}
	if title != "" {
		write(t, filepath.Join(dir, "protokol.toml"), "title = \""+title+"\"\n")
	}
}

// clubFolder is a club's own web folder, which protokol did not write.
var clubFolder = []string{"index.html", "about.html", "minutes-2025.pdf", "members.csv", "treasurer-notes.txt"}

// makeFolder makes dir holding the files (paths relative to it), each
// holding "mine: NAME".
func makeFolder(t *testing.T, dir string, files []string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		write(t, filepath.Join(dir, filepath.FromSlash(f)), "mine: "+f)
	}
}

// checkFolder checks that dir holds exactly the files made by makeFolder.
func checkFolder(t *testing.T, dir string, files []string) {
	t.Helper()
	var got []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		got = append(got, rel)
		if data, err := os.ReadFile(p); err != nil || string(data) != "mine: "+rel {
			t.Errorf("%s: %q, %v", p, data, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Clone(files)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("%s holds %q, want %q", dir, got, want)
	}
}

func entryNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// Item 1: `score --out` on a folder protokol did not write (a club's web
// folder, or the plain folder an earlier version wrote, which cannot be told
// from it) exits 3 and touches nothing, however often it is run;
// --replace-folder keeps it beside as DIR.before-protokol, and later runs
// never remove that.
func TestScoreKeepsUserFolder(t *testing.T) {
	tests := []struct {
		name  string
		cmd   []string // the command, before --out
		files []string
		first string // the file the refusal names
	}{
		{"a club's web folder", []string{"score", "--names", sampleDir + "pairs.csv"}, clubFolder, "about.html"},
		{"an earlier version's output", []string{"score", "--names", sampleDir + "pairs.csv"}, []string{"index.html", "board-1.html", "results.pdf", "style.css"}, "board-1.html"},
		{"a folder with a folder", []string{"score", "--names", sampleDir + "pairs.csv"}, []string{"photos/2025/cup.jpg", "index.html"}, "index.html"},
		{"demo", []string{"demo"}, clubFolder, "about.html"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			parent := t.TempDir()
			www := filepath.Join(parent, "www")
			makeFolder(t, www, tt.files)
			args := func(extra ...string) []string {
				a := append(slices.Clone(tt.cmd), "--out", www)
				a = append(a, extra...)
				if tt.cmd[0] == "score" {
					a = append(a, sampleDir+"hands.pbn", sampleDir+"travellers.csv")
				}
				return a
			}
			want := "protokol: " + www + `: not a protokol output: the folder holds files protokol did not write (such as "` + tt.first +
				`"); not replacing it (choose another output folder, or give --replace-folder to keep it as www.before-protokol beside the new one)` + "\n"
			for range 2 {
				code, stdout, stderr := run(t, args()...)
				if code != exitInput || stdout != "" || stderr != want {
					t.Errorf("exit %d, stdout %q\n got %q\nwant %q", code, stdout, stderr, want)
				}
			}
			checkFolder(t, www, tt.files)
			if got := entryNames(t, parent); !slices.Equal(got, []string{"www"}) {
				t.Errorf("beside the folder: %q", got)
			}

			code, _, stderr := run(t, args("--replace-folder")...)
			if want := "warning: " + www + ": the folder that was there is kept as " + www + ".before-protokol (protokol never removes it)\n"; code != 0 || stderr != want {
				t.Fatalf("--replace-folder: exit %d\n got %q\nwant %q", code, stderr, want)
			}
			for _, lang := range []string{"ru", "en", "ru"} {
				if code, _, stderr := run(t, args("--lang", lang, "--replace-folder")...); code != 0 || stderr != "" {
					t.Fatalf("--lang %s: exit %d: %q", lang, code, stderr)
				}
			}
			if fi, err := os.Lstat(www); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("www is not protokol's link: %v", err)
			}
			if _, err := os.Stat(filepath.Join(www, "index.html")); err != nil {
				t.Error(err)
			}
			checkFolder(t, www+".before-protokol", tt.files)
			if got := entryNames(t, parent); !slices.Equal(got, []string{".www.protokol", ".www.protokol.lock", "www", "www.before-protokol"}) {
				t.Errorf("beside the folder: %q", got)
			}
		})
	}
}

// Item 1 for batch: its --out, where it writes index.html and index.json,
// is refused (exit 3, nothing written) when it holds a user's files, and
// --replace-folder keeps them as SITE.before-protokol. A site made by an
// earlier version (its index.json, session links and stores, no marker)
// is taken as ours; with a file of the user's besides, it is refused.
func TestBatchKeepsUserSite(t *testing.T) {
	root := t.TempDir()
	copySample(t, filepath.Join(root, "arch", "mon"), "")
	site := filepath.Join(root, "site")
	makeFolder(t, site, clubFolder)
	args := []string{"batch", "--format", "html,json", "--out", site, filepath.Join(root, "arch")}
	want := "protokol: " + site + `: not a protokol output: the folder holds "about.html", which protokol did not write; not writing into it (choose another output folder, or give --replace-folder to keep it as site.before-protokol beside the new one)` + "\n"
	for range 2 {
		if code, stdout, stderr := run(t, args...); code != exitInput || stdout != "" || stderr != want {
			t.Errorf("exit %d, stdout %q\n got %q\nwant %q", code, stdout, stderr, want)
		}
	}
	checkFolder(t, site, clubFolder)
	if got := entryNames(t, root); !slices.Equal(got, []string{"arch", "site"}) {
		t.Errorf("beside the site: %q", got)
	}

	code, _, stderr := run(t, append(args, "--replace-folder")...)
	if want := "warning: " + site + ": the folder that was there is kept as " + site + ".before-protokol (protokol never removes it)\n" +
		""; code != 0 || stderr != want {
		t.Fatalf("--replace-folder: exit %d\n got %q\nwant %q", code, stderr, want)
	}
	checkFolder(t, site+".before-protokol", clubFolder)
	if got := entryNames(t, site); !slices.Equal(got, []string{".mon.protokol", ".mon.protokol.lock", ".protokol-batch.json", ".protokol-batch.lock", "index.html", "index.json", "mon"}) {
		t.Errorf("the site: %q", got)
	}

	// As an earlier version left it: no marker. Taken, and marked.
	os.Remove(filepath.Join(site, ".protokol-batch.json"))
	os.Remove(filepath.Join(site, ".protokol-batch.lock"))
	if code, _, stderr := run(t, append(args, "-q")...); code != 0 || stderr != "" {
		t.Fatalf("an earlier version's site: exit %d: %q", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(site, ".protokol-batch.json")); err != nil {
		t.Errorf("not marked: %v", err)
	}
	// ... with a file of the user's in it: refused.
	os.Remove(filepath.Join(site, ".protokol-batch.json"))
	write(t, filepath.Join(site, "photos", "cup.jpg"), "mine")
	want = "protokol: " + site + `: not a protokol output: the folder holds "photos/cup.jpg", which protokol did not write; not writing into it (choose another output folder, or give --replace-folder to keep it as site.before-protokol-2 beside the new one)` + "\n"
	if code, _, stderr := run(t, args...); code != exitInput || stderr != want {
		t.Errorf("exit %d\n got %q\nwant %q", code, stderr, want)
	}
}

// Item 6: a session inside another (archive/club and archive/club/extra)
// is published beside it, not inside the parent's folder (a link into the
// parent's generation): both publish again and again, and neither loses
// its results when the other is republished.
func TestBatchNestedSessions(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, arch string) // before the first run
		runs  []func(t *testing.T, arch string)
		// the exit codes of the runs (the first run's is 0)
		codes []int
		// the addresses of club and club/extra
		club, extra string
	}{
		{
			name: "the parent republished while the child fails",
			setup: func(t *testing.T, arch string) {
				copySample(t, filepath.Join(arch, "club"), "Club")
				copySample(t, filepath.Join(arch, "club", "extra"), "Extra")
			},
			runs: []func(t *testing.T, arch string){
				func(t *testing.T, arch string) {
					write(t, filepath.Join(arch, "club", "protokol.toml"), "title = \"Club, corrected\"\n")
					write(t, filepath.Join(arch, "club", "extra", "travellers.csv"), "board,ns,ew,contract,declarer,result\n1,1,1,5Z,N,9\n")
				},
				func(t *testing.T, arch string) {
					copySample(t, filepath.Join(arch, "club", "extra"), "Extra, corrected")
				},
			},
			codes: []int{exitInput, 0},
			club:  "club", extra: "club-extra",
		},
		{
			name: "the parent's inputs come after the child was published",
			setup: func(t *testing.T, arch string) {
				write(t, filepath.Join(arch, "club", "notes.txt"), "no session yet\n")
				copySample(t, filepath.Join(arch, "club", "extra"), "Extra")
			},
			runs: []func(t *testing.T, arch string){
				func(t *testing.T, arch string) { copySample(t, filepath.Join(arch, "club"), "Club") },
				func(t *testing.T, arch string) {
					write(t, filepath.Join(arch, "club", "protokol.toml"), "title = \"Club, corrected\"\n")
					write(t, filepath.Join(arch, "club", "extra", "protokol.toml"), "title = \"Extra, corrected\"\n")
				},
			},
			codes: []int{0, 0},
			club:  "club-" + translit.Hash("club"), extra: "club/extra",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			arch, site := filepath.Join(root, "arch"), filepath.Join(root, "site")
			tt.setup(t, arch)
			batch := func() int {
				code, _, _ := run(t, "batch", "-q", "--format", "html,json", "--out", site, arch)
				return code
			}
			if code := batch(); code != 0 {
				t.Fatalf("first run: exit %d", code)
			}
			for i, change := range tt.runs {
				change(t, arch)
				if code := batch(); code != tt.codes[i] {
					t.Errorf("run %d: exit %d, want %d", i+2, code, tt.codes[i])
				}
			}
			// Both are there, with their last good results.
			idx := readIndex(t, site)
			titles := map[string]string{}
			for _, e := range idx.Events {
				titles[e.Path] = e.Title
			}
			if len(titles) != 2 || titles[tt.club] != "Club, corrected" || !strings.HasPrefix(titles[tt.extra], "Extra") {
				t.Errorf("index %+v, want %s and %s", idx.Events, tt.club, tt.extra)
			}
			for addr, title := range titles {
				page, err := os.ReadFile(filepath.Join(site, filepath.FromSlash(addr), "index.html"))
				if err != nil || !strings.Contains(string(page), title) {
					t.Errorf("%s: the page is not %q's: %v", addr, title, err)
				}
			}
		})
	}
}

// Item 9: once published, a session keeps its address: a folder added
// later whose name gives the same one (ponedelnik-1 beside Понедельник 1)
// gets another. A site published before sessions' addresses were
// recorded keeps its folders, also those named by the rule before
// translit.Slug (Łukasz → ukasz).
func TestBatchAddressStays(t *testing.T) {
	t.Run("a folder added beside", func(t *testing.T) {
		root := t.TempDir()
		arch, site := filepath.Join(root, "arch"), filepath.Join(root, "site")
		copySample(t, filepath.Join(arch, "Понедельник 1"), "Monday")
		if code, _, stderr := run(t, "batch", "-q", "--format", "html,json", "--out", site, arch); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		copySample(t, filepath.Join(arch, "ponedelnik-1"), "Latin Monday")
		for range 2 {
			if code, _, stderr := run(t, "batch", "-q", "--format", "html,json", "--out", site, arch); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
		}
		other := "ponedelnik-1-" + translit.Hash("ponedelnik-1")
		for addr, title := range map[string]string{"ponedelnik-1": "Monday", other: "Latin Monday"} {
			page, err := os.ReadFile(filepath.Join(site, addr, "index.html"))
			if err != nil || !strings.Contains(string(page), "<title>"+title) && !strings.Contains(string(page), ">"+title+"<") {
				t.Errorf("%s is not %q's: %v", addr, title, err)
			}
		}
		record, err := os.ReadFile(filepath.Join(site, ".protokol-batch.json"))
		want := "{\n \"protokol\": \"protokol batch site\",\n \"version\": 1,\n \"addresses\": {\n  \"ponedelnik-1\": \"" + other + "\",\n  \"Понедельник 1\": \"ponedelnik-1\"\n }\n}\n"
		if err != nil || string(record) != want {
			t.Errorf("record %q, %v\nwant %q", record, err, want)
		}
	})
	t.Run("a site of an earlier version", func(t *testing.T) {
		root := t.TempDir()
		arch, site := filepath.Join(root, "arch"), filepath.Join(root, "site")
		copySample(t, filepath.Join(arch, "Łukasz"), "")
		copySample(t, filepath.Join(arch, "2026", "Ёлка"), "")
		// As an earlier version published them: Łukasz as ukasz (the rule
		// before translit.Slug dropped Ł), and an index.
		for _, addr := range []string{"ukasz", "2026/yolka"} {
			if code, _, stderr := run(t, sampleArgs(filepath.Join(site, filepath.FromSlash(addr)), "-q", "--format", "html,json")...); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
		}
		write(t, filepath.Join(site, "index.json"), `{"events": [{"path": "ukasz", "title": "Łukasz", "scoring": "MP", "summary": "", "link": "ukasz/index.html"}, {"path": "2026/yolka", "title": "Ёлка", "scoring": "MP", "summary": "", "link": "2026/yolka/index.html"}]}`)
		write(t, filepath.Join(site, "index.html"), "<html>")
		if code, _, stderr := run(t, "batch", "-q", "--format", "html,json", "--out", site, arch); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var paths []string
		for _, e := range readIndex(t, site).Events {
			paths = append(paths, e.Path)
		}
		slices.Sort(paths)
		if !slices.Equal(paths, []string{"2026/yolka", "ukasz"}) {
			t.Errorf("index paths %q", paths)
		}
		if _, err := os.Lstat(filepath.Join(site, "lukasz")); !os.IsNotExist(err) {
			t.Errorf("published under a new name too: %v", err)
		}
	})
}

// Item 11: a session folder with a name of 240 bytes and more is published
// (its address's part is cut to 80 bytes and told apart by a hash), and
// two long names that share a beginning get two addresses.
func TestBatchLongNames(t *testing.T) {
	root := t.TempDir()
	arch, site := filepath.Join(root, "arch"), filepath.Join(root, "site")
	// 244 and 243 bytes, their slugs as long: with ".NAME.protokol.lock"
	// beside, longer than the 255 bytes of a file name.
	prefix := strings.Repeat("long name ", 20)
	names := []string{prefix + "one " + strings.Repeat("x", 40), prefix + "two" + strings.Repeat("y", 40)}
	for _, n := range names {
		copySample(t, filepath.Join(arch, n), "")
	}
	code, _, stderr := run(t, "batch", "-q", "--format", "json", "--out", site, arch)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var paths []string
	for _, e := range readIndex(t, site).Events {
		paths = append(paths, e.Path)
	}
	slices.Sort(paths)
	var want []string
	for _, n := range names {
		want = append(want, translit.Slug(n, 80)+"-"+translit.Hash(n))
	}
	slices.Sort(want)
	if !slices.Equal(paths, want) || len(paths[0]) > 89 {
		t.Errorf("paths %q\nwant %q", paths, want)
	}
}

// Item 14a: an unchanged run prints nothing at all without -v, warnings
// about the inputs included (the run that published gave them); -v says
// that each session is unchanged.
func TestUnchangedIsSilent(t *testing.T) {
	root := t.TempDir()
	arch, site := filepath.Join(root, "arch"), filepath.Join(root, "site")
	copySample(t, filepath.Join(arch, "mon"), "")
	copySample(t, filepath.Join(arch, "tue"), "")
	// tue's board 1 has a dealer that is not the usual one: a warning.
	hands := filepath.Join(arch, "tue", "hands.pbn")
	data, _ := os.ReadFile(hands)
	write(t, hands, strings.Replace(string(data), `[Dealer "N"]`, `[Dealer "E"]`, 1))
	warning := "warning: " + hands + `:11:9: board 1: [Dealer "E"]: dealer E differs from N, the usual dealer of board 1; the tag wins` + "\n"

	code, stdout, stderr := run(t, "batch", "--format", "json", "--out", site, arch)
	if code != 0 || strings.Count(stdout, "ok      ") != 2 || !strings.HasSuffix(stdout, "published 2 of 2 sessions to "+site+"/: open "+filepath.Join(site, "index.html")+"\n") || stderr != "tue:\n  "+warning {
		t.Fatalf("first run: exit %d, %q, %q", code, stdout, stderr)
	}
	for range 2 {
		if code, stdout, stderr := run(t, "batch", "--format", "json", "--out", site, arch); code != 0 || stdout+stderr != "" {
			t.Errorf("unchanged: exit %d, stdout %q, stderr %q", code, stdout, stderr)
		}
	}
	code, stdout, stderr = run(t, "batch", "-v", "-j", "1", "--format", "json", "--out", site, arch)
	if code != 0 || stdout != "ok      mon → "+filepath.Join(site, "mon")+": 27 boards, 270 results, 20 pairs (unchanged)\n"+
		"ok      tue → "+filepath.Join(site, "tue")+": 27 boards, 270 results, 20 pairs (unchanged)\n"+
		"published 2 of 2 sessions to "+site+"/: open "+filepath.Join(site, "index.html")+"\n" || !strings.Contains(stderr, warning) {
		t.Errorf("-v: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}

	// score alike: the warning once, from the run that publishes.
	out := filepath.Join(root, "one")
	args := []string{"score", "--format", "json", "--out", out, "--names", sampleDir + "pairs.csv", hands, sampleDir + "travellers.csv"}
	if code, stdout, stderr := run(t, args...); code != 0 || !isSummary(stdout) || stderr != warning {
		t.Errorf("score: exit %d, %q, %q", code, stdout, stderr)
	}
	if code, stdout, stderr := run(t, args...); code != 0 || stdout+stderr != "" {
		t.Errorf("score unchanged: exit %d, %q, %q", code, stdout, stderr)
	}
}

// Item 14c: folder names with a newline or a right-to-left override are
// printed escaped and quoted, so that a message is one line that reads in
// order; ordinary names print bare.
func TestNamesEscaped(t *testing.T) {
	root := t.TempDir()
	arch, site := filepath.Join(root, "arch"), filepath.Join(root, "site")
	copySample(t, filepath.Join(arch, "a\nb"), "")
	write(t, filepath.Join(arch, "x\u202ey", "t.csv"), "board,ns,ew,contract,declarer,result\n1,1,1,5Z,N,9\n")
	code, stdout, stderr := run(t, "batch", "--format", "json", "--out", site, arch)
	wantOut := `ok      "a\nb" → ` + filepath.Join(site, "a-b") + ": 27 boards, 270 results, 20 pairs\n"
	wantErr := `failed  "x\u202ey" (exit 3):` + "\n" +
		`  "` + filepath.Join(arch, "x") + `\u202ey/t.csv":2:7: board 1, NS 1: contract "5Z": unknown strain "Z" (want C, D, H, S or NT)` + "\n" +
		"published 1 of 2 sessions to " + site + "/ (1 failed): open " + filepath.Join(site, "index.html") + "\n"
	if code != exitInput || stdout != wantOut || stderr != wantErr {
		t.Errorf("exit %d\nstdout %q\n want  %q\nstderr %q\n want  %q", code, stdout, wantOut, stderr, wantErr)
	}

	// score's --out named so, and a user's folder: the refusal is one line.
	www := filepath.Join(root, "w\u202ew\nx")
	makeFolder(t, www, clubFolder)
	code, _, stderr = run(t, sampleArgs(www)...)
	want := `protokol: "` + filepath.Join(root, "w") + `\u202ew\nx": not a protokol output: the folder holds files protokol did not write (such as "about.html"); not replacing it (choose another output folder, or give --replace-folder to keep it as "w\u202ew\nx.before-protokol" beside the new one)` + "\n"
	if code != exitInput || stderr != want {
		t.Errorf("exit %d\n got %q\nwant %q", code, stderr, want)
	}
}

// Two folders given that hold a session under the same name (a/x and b/x)
// would share one address, the second overwriting the first's results:
// the second fails (exit 2), and the first keeps its address.
func TestBatchSameFolderName(t *testing.T) {
	root := t.TempDir()
	a, b, site := filepath.Join(root, "a"), filepath.Join(root, "b"), filepath.Join(root, "site")
	copySample(t, filepath.Join(a, "x"), "From a")
	copySample(t, filepath.Join(b, "x"), "From b")
	code, _, stderr := run(t, "batch", "-q", "--format", "json", "--out", site, a, b)
	want := "failed  x (exit 2):\n  protokol: " + filepath.Join(b, "x") + ": found as x, as " + filepath.Join(a, "x") +
		" is: two sessions cannot have one folder name under the folders given (give the folder that holds both) (see protokol --help)\n" +
		"published 1 of 2 sessions to " + site + "/ (1 failed): open " + filepath.Join(site, "index.html") + "\n"
	if code != exitUsage || stderr != want {
		t.Errorf("exit %d\n got %q\nwant %q", code, stderr, want)
	}
	if idx := readIndex(t, site); len(idx.Events) != 1 || idx.Events[0].Path != "x" || idx.Events[0].Title != "From a" {
		t.Errorf("index %+v", idx.Events)
	}
}

// The record of addresses is read strictly: a damaged one stops the batch
// (exit 3, nothing published), and an address in it that protokol does
// not give (one leading out of the site) is never used.
func TestBatchSiteRecord(t *testing.T) {
	for _, tt := range []struct{ name, record, want string }{
		{"not JSON", "{addresses", `not the record of a batch site: invalid character 'a' looking for beginning of object key string`},
		{"another kind", `{"protokol": "x", "version": 2}`, `protokol "x", version 2`},
		{"an address out of the site", `{"protokol": "protokol batch site", "version": 1, "addresses": {"mon": "../../etc"}}`, `the address of "mon", "../../etc", is not one protokol gives`},
		{"an empty address", `{"protokol": "protokol batch site", "version": 1, "addresses": {"mon": ""}}`, `the address of "mon", "", is not one protokol gives`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			copySample(t, filepath.Join(root, "arch", "mon"), "")
			site := filepath.Join(root, "site")
			record := filepath.Join(site, ".protokol-batch.json")
			write(t, record, tt.record)
			code, stdout, stderr := run(t, "batch", "--format", "json", "--out", site, filepath.Join(root, "arch"))
			want := record + ": " + tt.want + ` (want {"protokol": "protokol batch site", "version": 1, "addresses": {FOLDER: ADDRESS, ...}}, as protokol writes it)` + "\n"
			if code != exitInput || stdout != "" || stderr != want {
				t.Errorf("exit %d, %q\n got %q\nwant %q", code, stdout, stderr, want)
			}
			if got := entryNames(t, site); !slices.Equal(got, []string{".protokol-batch.json", ".protokol-batch.lock"}) {
				t.Errorf("the site: %q", got)
			}
		})
	}
}
