package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Issue 15, item 2: long names once made page names of more than 255
// bytes (each byte written as _xx), and score stopped with exit 1 while
// check said OK. Pages are now named by the slugs of batch folders: a team
// event with long Cyrillic names and a pairs event with a 45-character
// section publish, with readable names, and check agrees.
func TestLongNamesPublish(t *testing.T) {
	const lok, din = "Локомотив Новосибирск", "Динамо Санкт-Петербург"
	const section = "Кубок клуба Эксперт - финал, вечерняя сессия 2" // 46 characters, 84 bytes
	for _, tt := range []struct {
		name, csv string
		want      []string          // pages that must be published
		pattern   map[string]string // a page linked from index.html, as a regexp
	}{
		{
			name: "teams",
			csv: "round,board,room,home,away,contract,declarer,result\n" +
				"1,1,O," + lok + "," + din + ",4S,N,10\n1,1,C," + lok + "," + din + ",4S,N,9\n" +
				"1,2,O," + lok + "," + din + ",3NT,S,9\n1,2,C," + lok + "," + din + ",3NT,S,8\n",
			want: []string{"index.html", "board-1.html", "board-2.html", "team-lokomotiv-novosibirsk.html", "team-dinamo-sankt-peterburg.html",
				"match-1-lokomotiv-novosibirsk-dinamo-sankt-peterburg.html"},
		},
		{
			name: "pairs",
			csv: "section,board,ns,ew,contract,declarer,result\n" +
				`"` + section + `",1,1,1,4S,N,10` + "\n" + `"` + section + `",1,2,2,4S,N,9` + "\n" +
				`"` + section + `",2,1,2,3NT,S,9` + "\n" + `"` + section + `",2,2,1,3NT,S,8` + "\n",
			want: []string{"index.html", "board-1.html", "board-2.html"},
			// The section's slug, cut after a whole word within 40 bytes,
			// and the hash of the section's text.
			pattern: map[string]string{
				"NS 1": `^pair-kubok-kluba-ekspert-final-vechernyaya-[0-9a-f]{8}-ns-1\.html$`,
				"EW 2": `^pair-kubok-kluba-ekspert-final-vechernyaya-[0-9a-f]{8}-ew-2\.html$`,
			},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "results.csv")
			if err := os.WriteFile(in, []byte(tt.csv), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, stdout, stderr := run(t, "check", in); code != 0 || !strings.HasPrefix(stdout, "ok: ") || stderr != "" {
				t.Errorf("check: exit %d, %q, %q", code, stdout, stderr)
			}
			out := filepath.Join(dir, "out")
			if code, stdout, stderr := run(t, "score", "-q", "--format", "html,json", "--out", out, in); code != 0 || stdout != "" || stderr != "" {
				t.Fatalf("score: exit %d, %q, %q", code, stdout, stderr)
			}
			entries, err := os.ReadDir(out)
			if err != nil {
				t.Fatal(err)
			}
			var files []string
			for _, e := range entries {
				files = append(files, e.Name())
			}
			for _, name := range tt.want {
				if !slices.Contains(files, name) {
					t.Errorf("%s not published; the site: %q", name, files)
				}
			}
			index, err := os.ReadFile(filepath.Join(out, "index.html"))
			if err != nil {
				t.Fatal(err)
			}
			for label, pattern := range tt.pattern {
				re := regexp.MustCompile(pattern)
				found := false
				for _, name := range files {
					if re.MatchString(name) {
						found = true
						if !strings.Contains(string(index), `href="`+name+`"`) {
							t.Errorf("index.html does not link %s", name)
						}
					}
				}
				if !found {
					t.Errorf("pair %s: no page matches %s; the site: %q", label, pattern, files)
				}
			}
			for _, name := range files {
				if len(name) > 180 || strings.Trim(name, "abcdefghijklmnopqrstuvwxyz0123456789-_.") != "" {
					t.Errorf("page name %q: longer than 180 bytes or not a-z 0-9 - _", name)
				}
			}
		})
	}
}
