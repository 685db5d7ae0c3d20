package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// sectionsJSON is what TestSectionSpelling compares of results.json.
type sectionsJSON struct {
	Sections []struct {
		Section  string `json:"section"`
		Movement string `json:"movement"`
	} `json:"sections"`
	Boards []struct {
		Board   int `json:"board"`
		Results []struct {
			Section string          `json:"section"`
			NS      string          `json:"ns"`
			EW      string          `json:"ew"`
			Status  string          `json:"status"`
			ScoreNS json.RawMessage `json:"score_ns"`
			MPNS    json.RawMessage `json:"mp_ns"`
			MPEW    json.RawMessage `json:"mp_ew"`
		} `json:"results"`
	} `json:"boards"`
	Rankings []struct {
		Section   string `json:"section"`
		Direction string `json:"direction"`
		Rows      []struct {
			Rank    int      `json:"rank"`
			Tied    bool     `json:"tied"`
			Pair    string   `json:"pair"`
			Names   []string `json:"names"`
			Percent float64  `json:"percent"`
		} `json:"rows"`
	} `json:"rankings"`
	Adjustments []struct {
		Board   int    `json:"board"`
		Section string `json:"section"`
		NS      string `json:"ns"`
		EW      string `json:"ew"`
	} `json:"adjustments"`
}

// upper writes every section of the document in upper case, the form the
// reference run is written in.
func (d *sectionsJSON) upper() {
	for i := range d.Sections {
		d.Sections[i].Section = strings.ToUpper(d.Sections[i].Section)
	}
	for i := range d.Boards {
		for j := range d.Boards[i].Results {
			d.Boards[i].Results[j].Section = strings.ToUpper(d.Boards[i].Results[j].Section)
		}
	}
	for i := range d.Rankings {
		d.Rankings[i].Section = strings.ToUpper(d.Rankings[i].Section)
	}
	for i := range d.Adjustments {
		d.Adjustments[i].Section = strings.ToUpper(d.Adjustments[i].Section)
	}
}

// sectionFiles writes the bundled sample's travellers and names, and three
// decisions, with the sections spelt by trav (per traveller row, counted
// from 0), dec and names.
func sectionFiles(t *testing.T, dir string, trav func(i int) string, dec, names string) []string {
	t.Helper()
	rewrite := func(src, dst string, section func(i int) string) string {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "sample", src))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i := 1; i < len(lines); i++ {
			if rest, ok := strings.CutPrefix(lines[i], "A,"); ok {
				lines[i] = section(i-1) + "," + rest
			}
		}
		name := filepath.Join(dir, dst)
		if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	tr := rewrite("travellers.csv", "trav.csv", trav)
	nm := rewrite("pairs.csv", "names.csv", func(int) string { return names })
	d := filepath.Join(dir, "decisions.csv")
	text := "section,board,ns,ew,decision\n" +
		dec + ",1,2,2,A+/A-\n" +
		dec + ",2,4,4,SPLIT +420/-100\n" +
		dec + ",3,6,6,PEN NS -25%\n"
	if err := os.WriteFile(d, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return []string{tr, "--names", nm, "--adjust", d}
}

// Section ids compare one way in every file (bridge.SectionKey: case
// folded, "" is A): travellers, decisions and names that spell a section
// "a", "b" or "B" score as the same files in upper case would, through
// score and check alike, and a section is shown as the travellers first
// write it. Before, the decisions' side was upper-cased and the
// travellers' side was not: a false "pair plays the board twice", or
// "internal error: exact: division by zero".
func TestSectionSpelling(t *testing.T) {
	same := func(s string) func(int) string { return func(int) string { return s } }
	for _, tt := range []struct {
		name             string
		trav             func(int) string
		dec, names, want string // want: the reference's section
		shown            string // the section as results.json shows it
	}{
		{"lower-case everywhere", same("a"), "a", "a", "A", "a"},
		{"travellers lower and the others upper", same("b"), "B", "B", "B", "b"},
		{"travellers upper and the others lower", same("B"), "b", "b", "B", "B"},
		{"travellers mixing b and B", func(i int) string { return [2]string{"b", "B"}[i%2] }, "b", "B", "B", "b"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			ref := sectionFiles(t, filepath.Join(dir), same(tt.want), tt.want, tt.want)
			if err := os.Mkdir(filepath.Join(dir, "spelt"), 0o755); err != nil {
				t.Fatal(err)
			}
			args := sectionFiles(t, filepath.Join(dir, "spelt"), tt.trav, tt.dec, tt.names)
			docs := map[string]*sectionsJSON{}
			for name, files := range map[string][]string{"reference": ref, "spelt": args} {
				out := filepath.Join(dir, "out-"+name)
				code, stdout, stderr := run(t, append([]string{"score", "-q", "--format", "json", "--out", out}, files...)...)
				if code != 0 || stdout != "" || stderr != "" {
					t.Fatalf("%s: score: exit %d, stdout %q, stderr %q", name, code, stdout, stderr)
				}
				code, stdout, stderr = run(t, append([]string{"check"}, files...)...)
				if want := "ok: 3 files: 27 boards (0 deals), 270 results, 1 section, 20 pairs; matchpoints (the default)\n"; code != 0 || stdout != want || stderr != "" {
					t.Errorf("%s: check: exit %d, stdout %q (want %q), stderr %q", name, code, stdout, want, stderr)
				}
				data, err := os.ReadFile(filepath.Join(out, "results.json"))
				if err != nil {
					t.Fatal(err)
				}
				var d sectionsJSON
				if err := json.Unmarshal(data, &d); err != nil {
					t.Fatal(err)
				}
				docs[name] = &d
			}
			got := docs["spelt"]
			if len(got.Sections) != 1 || got.Sections[0].Section != tt.shown {
				t.Errorf("sections %+v, want one, %q", got.Sections, tt.shown)
			}
			if len(got.Adjustments) != 3 || len(got.Rankings) != 2 || len(got.Rankings[0].Rows[0].Names) != 2 {
				t.Errorf("%d adjustments (want 3), %d rankings (want 2), names %q", len(got.Adjustments), len(got.Rankings), got.Rankings[0].Rows[0].Names)
			}
			got.upper()
			if !reflect.DeepEqual(got, docs["reference"]) {
				t.Errorf("results differ from the reference in section %s:\n%+v\nwant\n%+v", tt.want, got, docs["reference"])
			}
		})
	}
}
