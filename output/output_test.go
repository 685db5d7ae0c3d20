package output_test

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/charset"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/output"
	"github.com/protokol-bridge/protokol/output/choice"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/usebioout"
)

// pairsEvent is a generated Mitchell of 5 tables and 10 boards with
// Cyrillic and Polish names, read from its files, the double-dummy table
// of board 1 given.
func pairsEvent(t *testing.T) *event.Result {
	t.Helper()
	g := gen.Generate(gen.Config{Seed: 7, Tables: 5, Boards: 10, Movement: gen.Mitchell, Cyrillic: true})
	var hands, trav, names bytes.Buffer
	for _, w := range []error{g.WritePBN(&hands), g.WriteTravellersCSV(&trav), g.WriteNamesCSV(&names)} {
		if w != nil {
			t.Fatal(w)
		}
	}
	l, err := session.Load([]session.Input{{Name: "hands.pbn", Data: hands.Bytes()}, {Name: "trav.csv", Data: trav.Bytes()},
		{Name: "names.csv", Data: names.Bytes(), Role: session.Names}}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := event.Score(l.Session, event.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res.SetDD(map[int]dd.Analysis{1: dd.Analyse(ddTable, bridge.Vulnerability(1), bridge.North)})
	return res
}

// ddTable is board 1 of the corpus's 260119HandRecord.pbn: par NS -430.
var ddTable = dd.Table{{2, 3, 3, 3, 2}, {11, 10, 10, 10, 10}, {2, 3, 3, 3, 2}, {11, 10, 10, 10, 10}}

// teamsEvent is gen.TeamDecisions: one match with every decision a team
// match can have, and a carry-over, which no export can carry.
func teamsEvent(t *testing.T) *event.Result {
	t.Helper()
	res, err := event.Score(gen.TeamDecisions(), event.Options{VPName: "wbf2013",
		CarryOver: map[teams.MatchKey]exact.Q{{Round: 1, Home: "Lions", Away: "Tigers"}: exact.Frac(3, 2)}})
	if err != nil {
		t.Fatal(err)
	}
	res.SetDD(map[int]dd.Analysis{2: dd.Analyse(ddTable, bridge.Vulnerability(2), bridge.East)})
	return res
}

// names are the file names of a set of files, sorted, with the board,
// pair, team and match pages counted rather than listed.
func names(files map[string][]byte) string {
	count := map[string]int{}
	var out []string
	page := regexp.MustCompile(`^(board|pair|team|match)-.*\.html$`)
	for _, n := range slices.Sorted(maps.Keys(files)) {
		if m := page.FindStringSubmatch(n); m != nil {
			count[m[1]]++
			continue
		}
		out = append(out, n)
	}
	for _, k := range slices.Sorted(maps.Keys(count)) {
		out = append(out, fmt.Sprintf("%d %s pages", count[k], k))
	}
	return strings.Join(out, ", ")
}

// TestFiles makes every format on its own, for a pairs and a team event:
// each gives its files, and only the Sheet's formats need the Sheet.
func TestFiles(t *testing.T) {
	kinds := []struct {
		name  string
		res   func(*testing.T) *event.Result
		files map[string]string // by format
		// warnings by format, exactly; the others have none.
		warnings map[string][]string
	}{
		{"pairs", pairsEvent, map[string]string{
			"html": "index.html, names.html, style.css, 10 board pages, 10 pair pages",
			"pdf":  "results.pdf", "json": "results.json", "txt": "results.txt", "pbn": "results.pbn",
			"csv": "rankings.csv, travellers.csv", "usebio": "results.xml", "awards": "masterpoints.csv",
		}, nil},
		{"teams", teamsEvent, map[string]string{
			"html": "adjustments.html, index.html, style.css, 3 board pages, 1 match pages, 2 team pages",
			"pdf":  "results.pdf", "json": "results.json", "txt": "results.txt", "pbn": "results.pbn",
			"csv": "rankings.csv, travellers.csv", "usebio": "results.xml", "awards": "masterpoints.csv",
		}, map[string][]string{
			"pbn": {
				"results.pbn: round 1, Lions v Tigers: a carry-over of 1.5 IMPs has no PBN form; give it again with --carry-over when the file is read back",
				`results.pbn: round 1, Lions v Tigers, board 2, Open room: "W 40% +620 + 60% -100": a room's artificial or assigned score has no PBN form; written as a comment, and the file read back has no result for this room`,
				`results.pbn: round 1, Lions v Tigers, board 3, Closed room: "A-/A+": a room's artificial or assigned score has no PBN form; written as a comment, and the file read back has no result for this room`,
				`results.pbn: round 1, Lions v Tigers, board 1: "PEN NS -2IMP": a procedural penalty has no PBN form; it is in the standings, and not applied when the file is read back`,
				`results.pbn: round 1, Lions v Tigers, board 3: "PEN EW -1VP": a procedural penalty has no PBN form; it is in the standings, and not applied when the file is read back`,
			},
			"csv": {"travellers.csv: round 1, Lions v Tigers: a carry-over of 1.5 IMPs has no traveller column; give it again with --carry-over when the file is read back"},
			"usebio": {
				`results.xml: teams "Lions", "Tigers": the input does not name the players at every table, so the pairs are not known: a line of such a room gives the team's TEAM_ID for its pair; the UK club site's importer takes a team's players only pair by pair (TEAM > PAIR), two pairs or more a team`,
				"results.xml: round 1, Lions v Tigers: the carry-over of 1.5 IMPs is not carried (USEBIO has no carry-overs)",
				`results.xml: round 1, Lions v Tigers, board 1, room open: the penalty "PEN NS -2IMP" is not carried (USEBIO has no penalties)`,
				`results.xml: round 1, Lions v Tigers, board 2, room open: the assigned score "W 40%*620 + 60%*-100" is not carried (USEBIO has no assigned scores): the line is left out`,
				`results.xml: round 1, Lions v Tigers, board 3, room open: the penalty "PEN EW -1VP" is not carried (USEBIO has no penalties)`,
				"results.xml: round 1, Lions v Tigers, board 3, room closed: A- written as 40% (USEBIO carries percentages only)",
				"results.xml: round 1, Lions v Tigers, board 3, room closed: A+ written as 60% (USEBIO carries percentages only)",
			},
		}},
	}
	if len(output.Formats) != 8 {
		t.Fatalf("formats %q: a new format needs its rows below", output.Formats)
	}
	for _, k := range kinds {
		res := k.res(t)
		for _, f := range output.Formats {
			t.Run(k.name+" "+f, func(t *testing.T) {
				files, warnings, err := output.Files(res, output.Options{Formats: []string{f}})
				if err != nil {
					t.Fatal(err)
				}
				if got := names(files); got != k.files[f] {
					t.Errorf("files %s\nwant  %s", got, k.files[f])
				}
				for n, data := range files {
					if len(data) == 0 {
						t.Errorf("%s is empty", n)
					}
				}
				if open := output.Open([]string{f}); files[open] == nil {
					t.Errorf("Open: %q is not one of its files", open)
				}
				if !slices.Equal(warnings, k.warnings[f]) {
					t.Errorf("warnings\n%s\nwant\n%s", strings.Join(warnings, "\n"), strings.Join(k.warnings[f], "\n"))
				}
				// The same event gives the same bytes.
				again, _, err := output.Files(res, output.Options{Formats: []string{f}})
				if err != nil || !maps.EqualFunc(files, again, bytes.Equal) {
					t.Errorf("a second run differs (%v)", err)
				}
				// A language the Sheet does not have fails the Sheet's
				// formats only: the others never build it.
				_, _, err = output.Files(res, output.Options{Formats: []string{f}, Lang: "xx"})
				if needs := f == "html" || f == "pdf" || f == "txt"; needs != (err != nil) {
					t.Errorf("lang xx: %v (a Sheet format: %v)", err, needs)
				}
			})
		}
	}
}

// TestFilesTogether: every format at once gives the union of their files,
// the double-dummy tables where they are shown, and the site links the
// PDF only when the PDF is made.
func TestFilesTogether(t *testing.T) {
	for _, c := range []struct {
		name string
		res  func(*testing.T) *event.Result
		dd   map[string]string // a file and what it shows of the table
	}{
		{"pairs", pairsEvent, map[string]string{"results.json": `"par":{"score_ns":-430,"contracts":["3NT E","3NT W"]}`,
			"results.pbn": `[OptimumScore "NS -430"]`, "board-1.html": "EW 430", "results.txt": "EW 430"}},
		{"teams", teamsEvent, map[string]string{"results.json": `"par":{"score_ns":-430,"contracts":["3NT E","3NT W"]}`,
			"results.pbn": `[OptimumScore "NS -430"]`, "board-2.html": "EW 430", "results.txt": "EW 430"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := c.res(t)
			all, _, err := output.Files(res, output.Options{Formats: output.Formats})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range output.Formats {
				one, _, err := output.Files(res, output.Options{Formats: []string{f}})
				if err != nil {
					t.Fatal(err)
				}
				for n, data := range one {
					if n == "index.html" {
						continue // links the PDF when it is made
					}
					if !bytes.Equal(all[n], data) {
						t.Errorf("%s: %s differs when made with the other formats", f, n)
					}
				}
			}
			for file, want := range c.dd {
				if !strings.Contains(string(all[file]), want) {
					t.Errorf("%s lacks %s", file, want)
				}
			}
			site, _, _ := output.Files(res, output.Options{Formats: []string{"html"}})
			if link := `href="results.pdf"`; !strings.Contains(string(all["index.html"]), link) || strings.Contains(string(site["index.html"]), link) {
				t.Errorf("the index links the PDF: %v with it, %v without", strings.Contains(string(all["index.html"]), link), strings.Contains(string(site["index.html"]), link))
			}
		})
	}
}

// TestCharset: the site and the text report are written in a legacy
// charset; a character it lacks is replaced in results.txt and named in
// one warning, and is a character reference on the site.
func TestCharset(t *testing.T) {
	res := teamsEvent(t)
	files, warnings, err := output.Files(res, output.Options{Formats: []string{"txt", "html", "json"}, Lang: "ru", Charset: charset.KOI8R,
		Title: "Кубок – «Лев»", Date: "2026-02-07"})
	if err != nil {
		t.Fatal(err)
	}
	// The title's dash and quotes, the dashes between teams and of the
	// empty cells.
	want := []string{`results.txt: 18 characters have no koi8-r byte and were replaced: "–" as "-" ×14 (first at 1:7), "«" as "\"" ×1 (first at 1:9), "»" as "\"" ×1 (first at 1:13), "—" as "-" ×2 (first at 15:15)`}
	if !slices.Equal(warnings, want) {
		t.Errorf("warnings\n%q\nwant\n%q", warnings, want)
	}
	title, _, err := charset.Encode("Кубок - \"Лев\"", charset.KOI8R, charset.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(files["results.txt"], title) {
		t.Errorf("results.txt starts %q, want %q", files["results.txt"][:20], title)
	}
	if !bytes.Contains(files["index.html"], []byte(`charset="koi8-r"`)) || !bytes.Contains(files["index.html"], []byte("&#8211;")) {
		t.Errorf("index.html: %.300s", files["index.html"])
	}
	if !strings.Contains(string(files["results.json"]), `"event": "Club teams"`) {
		t.Errorf("results.json is UTF-8 and keeps the event's own name: %.80s", files["results.json"])
	}

	// UTF-8, given or not, replaces nothing.
	for _, cs := range []*charset.Encoding{nil, charset.UTF8} {
		files, warnings, err := output.Files(res, output.Options{Formats: []string{"txt"}, Title: "Кубок – «Лев»", Charset: cs})
		if err != nil || len(warnings) > 0 || !strings.HasPrefix(string(files["results.txt"]), "Кубок – «Лев»") {
			t.Errorf("%v: %v %q %.40s", cs, err, warnings, files["results.txt"])
		}
	}
}

// TestFilesErrors: what Files refuses, with its message.
func TestFilesErrors(t *testing.T) {
	res := pairsEvent(t)
	for _, c := range []struct {
		name string
		res  *event.Result
		opt  output.Options
		is   error
		msg  string
	}{
		{"an unknown format", res, output.Options{Formats: []string{"json", "xml"}}, output.ErrUnknownFormat,
			`unknown output format "xml" (want some of html, pdf, json, txt, pbn, csv, usebio, awards)`},
		{"a format name with a line end", res, output.Options{Formats: []string{"pdf\nhtml"}}, output.ErrUnknownFormat,
			`unknown output format "pdf\nhtml" (want some of html, pdf, json, txt, pbn, csv, usebio, awards)`},
		{"no result, for the Sheet", nil, output.Options{Formats: []string{"txt"}}, report.ErrNoResult,
			"no scored event (want a pairs or a team result)"},
		{"no result, for JSON", &event.Result{Kind: event.Teams}, output.Options{Formats: []string{"json"}}, report.ErrNoResult,
			"no scored event (want a pairs or a team result)"},
		{"no result, for PBN", &event.Result{}, output.Options{Formats: []string{"pbn"}}, report.ErrNoResult,
			"no scored event (want a pairs or a team result)"},
		{"no result, for CSV", &event.Result{}, output.Options{Formats: []string{"csv"}}, report.ErrNoResult,
			"no scored event (want a pairs or a team result)"},
		{"a language the Sheet lacks", res, output.Options{Formats: []string{"html"}, Lang: "xx"}, nil,
			`unknown language "xx" (want en or ru)`},
		{"an unknown USEBIO style", res, output.Options{Formats: []string{"usebio"}, USEBIOStyle: "abf"}, nil,
			`unknown USEBIO style "abf" (want auto, compscore, ebu)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			files, _, err := output.Files(c.res, c.opt)
			if err == nil || files != nil {
				t.Fatalf("files %d, err %v", len(files), err)
			}
			if err.Error() != c.msg {
				t.Errorf("error %q\n want %q", err, c.msg)
			}
			if c.is != nil && !errors.Is(err, c.is) {
				t.Errorf("not errors.Is %v", c.is)
			}
		})
	}
}

// TestFormats: the registry has one row per format name (the lead's
// config checks --format against Formats), the defaults are formats, and
// only the formats that show the double-dummy tables want them found.
func TestFormats(t *testing.T) {
	want := []string{"html", "pdf", "json", "txt", "pbn", "csv", "usebio", "awards"}
	if !slices.Equal(output.Formats, want) || !slices.Equal(choice.Formats, want) {
		t.Errorf("Formats %q, choice.Formats %q, want %q", output.Formats, choice.Formats, want)
	}
	res := pairsEvent(t)
	for _, f := range output.Formats {
		if files, _, err := output.Files(res, output.Options{Formats: []string{f}}); err != nil || len(files) == 0 {
			t.Errorf("%s has no row that makes files: %v", f, err)
		}
	}
	for _, f := range strings.Split(output.DefaultFormats, ",") {
		if !slices.Contains(output.Formats, f) {
			t.Errorf("default format %q is not a format", f)
		}
	}
	for _, c := range []struct {
		formats []string
		dd      bool
	}{
		{nil, false}, {[]string{"csv"}, false}, {[]string{"xml"}, false},
		{[]string{"csv", "json"}, true}, {[]string{"html"}, true}, {[]string{"pdf"}, true}, {[]string{"txt"}, true}, {[]string{"pbn"}, true},
	} {
		if got := output.ShowDD(c.formats); got != c.dd {
			t.Errorf("ShowDD(%q) = %v, want %v", c.formats, got, c.dd)
		}
	}
}

// The file to open is the first format's in the registry's order, not in
// the order given.
func TestOpen(t *testing.T) {
	for _, c := range []struct {
		formats []string
		want    string
	}{
		{[]string{"html", "pdf", "json"}, "index.html"},
		{[]string{"json", "pdf"}, "results.pdf"},
		{[]string{"csv", "json"}, "results.json"},
		{[]string{"usebio"}, "results.xml"},
		{[]string{"csv"}, "rankings.csv"},
		{[]string{"xml"}, ""},
		{nil, ""},
	} {
		if got := output.Open(c.formats); got != c.want {
			t.Errorf("Open(%q) = %q, want %q", c.formats, got, c.want)
		}
	}
}

// TestChoices: every name config may accept (output/choice) has its
// writer: a language its labels, with the same error for one that has
// none, and a USEBIO layout its style, in the same order.
func TestChoices(t *testing.T) {
	for _, lang := range append([]string{""}, choice.Languages...) {
		if _, err := report.LabelsFor(lang); err != nil || choice.Language(lang) != nil {
			t.Errorf("language %q: labels %v, choice %v", lang, err, choice.Language(lang))
		}
	}
	_, err := report.LabelsFor("de")
	if err == nil || choice.Language("de") == nil || err.Error() != choice.Language("de").Error() {
		t.Errorf("language de: labels %v, choice %v", err, choice.Language("de"))
	}
	if !slices.Equal(choice.USEBIOStyles, usebioout.Styles) {
		t.Errorf("choice.USEBIOStyles %q, usebioout.Styles %q", choice.USEBIOStyles, usebioout.Styles)
	}
}
