package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Real-file defects of issue 19 (item 4, first half), each on corpus files
// or faithfully reduced copies of them.

// bmDir is the corpus's Bridgemate exports.
var bmDir = filepath.Join("..", "..", "testdata", "corpus", "travellers", "bridgemate-bws")

// bmTable writes the corpus table src into dir as name, keeping the
// header and the data rows keep accepts (nil: all), after edit (nil:
// none), and returns its path.
func bmTable(t *testing.T, dir, src, name string, keep func(cells []string) bool, edit func(line string) string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(bmDir, src))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	var b strings.Builder
	for i, l := range lines {
		if l == "" {
			continue
		}
		if i > 0 && keep != nil && !keep(strings.Split(strings.TrimRight(l, "\r\n"), ",")) {
			continue
		}
		if i > 0 && edit != nil {
			l = edit(l)
		}
		b.WriteString(l)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// upTo keeps the rows whose column col holds a number from 1 to n.
func upTo(col, n int) func([]string) bool {
	return func(c []string) bool {
		v, err := strconv.Atoi(c[col])
		return err == nil && v >= 1 && v <= n
	}
}

// A Bridgemate RoundData that is not the movement of its ReceivedData
// (another session's, one whose tables, rounds or boards the results do
// not fit) was scored with it in issue 19 ("internal error: exact:
// division by zero" where a board's schedule made its top 0), then
// refused (exit 3). Issue 27 (item 8): a database whose RoundData does not
// cover every result, as a reused movement, is scored from ReceivedData,
// and the movement is used only where it agrees: a section whose results
// all fit it (each at a table and round it has, on a board it gives that
// table in that round) keeps it; any other is scored without it, with one
// warning that names the first results that do not fit (and --strict
// refuses). So each of these scores exactly as ReceivedData alone does.
func TestMovementOfAnotherSession(t *testing.T) {
	recv := filepath.Join(bmDir, "LBC-2026-01-26.ReceivedData.csv")
	for _, tt := range []struct {
		name    string
		files   func(dir string) []string
		warning string // what check says
	}{
		{"LBC's results with 260119M's RoundData", func(dir string) []string {
			return []string{recv, filepath.Join(bmDir, "260119M.RoundData.csv")}
		}, recv + ":3:9: section 1: RoundData is not the movement of these results: 120 of its 270 results do not fit it (board 4 at table 8, round 1, where it gives boards 22-24; board 10 at table 6, round 1, where it gives boards 16-18; board 25 at table 10, round 1, where it gives boards 1-3; and 117 more): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule"},
		{"260119M's results with LBC's RoundData", func(dir string) []string {
			return []string{filepath.Join(bmDir, "260119M.ReceivedData.csv"), filepath.Join(bmDir, "LBC-2026-01-26.RoundData.csv")}
		}, filepath.Join(bmDir, "260119M.ReceivedData.csv") + ":2:9: section 1: RoundData is not the movement of these results: 147 of its 297 results do not fit it (board 22 at table 8, round 1, where it gives boards 4-6; board 16 at table 6, round 1, where it gives boards 10-12; board 25 at table 9, round 1, where it gives boards 1-3; and 144 more): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule"},
		{"a board of ReceivedData outside its slot's LowBoard..HighBoard", func(dir string) []string {
			return []string{recv, bmTable(t, dir, "LBC-2026-01-26.RoundData.csv", "LBC.RoundData.csv", nil, func(l string) string {
				return strings.Replace(l, "1,1,1,1,1,1,3,", "1,1,1,1,1,1,2,", 1)
			})}
		}, recv + ":20:10: section 1: RoundData is not the movement of these results: 1 of its 270 results do not fit it (board 3 at table 1, round 1, where it gives boards 1-2): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule"},
		{"a table the RoundData does not have", func(dir string) []string {
			return []string{recv, bmTable(t, dir, "LBC-2026-01-26.RoundData.csv", "LBC.RoundData.csv", func(c []string) bool { return !(c[1] == "10" && c[2] == "9") }, nil)}
		}, recv + ":251:12: section 1: RoundData is not the movement of these results: 3 of its 270 results do not fit it (board 1 at table 10, round 9, which it does not have; board 2 at table 10, round 9, which it does not have; board 3 at table 10, round 9, which it does not have): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule"},
		{"a RoundData of one slot", func(dir string) []string {
			return []string{recv, bmTable(t, dir, "LBC-2026-01-26.RoundData.csv", "LBC.RoundData.csv", func(c []string) bool { return c[2] == "1" && c[1] == "1" }, func(l string) string {
				return strings.Replace(l, "1,1,1,1,1,1,3,", "1,1,1,1,1,1,1,", 1)
			})}
		}, recv + ":3:9: section 1: RoundData is not the movement of these results: 269 of its 270 results do not fit it (board 4 at table 8, round 1, which it does not have; board 10 at table 4, round 1, which it does not have; board 10 at table 6, round 1, which it does not have; and 266 more): its slots for the section are left out, and the section is scored from ReceivedData alone, without a schedule"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := tt.files(dir)
			check := runApp(t, append([]string{"check"}, files...)...)
			if check.code != 0 || !strings.HasPrefix(check.stdout, "ok: ") || check.stderr != "warning: "+tt.warning+"\n" {
				t.Errorf("check: exit %d, stdout %q, stderr\n%s\nwant exit 0, ok, and\nwarning: %s", check.code, check.stdout, check.stderr, tt.warning)
			}
			var results [2]string
			for i, inputs := range [][]string{files, files[:1]} {
				out := filepath.Join(dir, "out"+strconv.Itoa(i))
				score := runApp(t, append([]string{"score", "-q", "--dd", "off", "--format", "json", "--out", out}, inputs...)...)
				if score.code != 0 || score.stdout != "" || score.stderr != "" {
					t.Fatalf("score %v: exit %d, stdout %q, stderr %q; want exit 0, nothing said", inputs, score.code, score.stdout, score.stderr)
				}
				data, err := os.ReadFile(filepath.Join(out, "results.json"))
				if err != nil {
					t.Fatal(err)
				}
				results[i] = string(data)
			}
			if results[0] != results[1] {
				t.Errorf("results.json with the RoundData differs from the one of ReceivedData alone")
			}
		})
	}
}

// ran is what a run of the app did.
type ran struct {
	code           int
	stdout, stderr string
}

// runApp runs the app.
func runApp(t *testing.T, args ...string) ran {
	t.Helper()
	var r ran
	r.code, r.stdout, r.stderr = run(t, args...)
	return r
}

// A board with one result (in its section, no fouled versions) has
// nothing to compare it with: it was scored silently, "Top 0" and
// 0.00 % with --factoring none or a board scheduled once, and the score
// card's running percentage then divided by that top of 0 ("internal
// error: exact: division by zero", on the first two rounds of LBC's
// session, where boards 16-18 and 22-24 were played at one table).
// Now it is a warning, and the board scores as the spec says: Neuberg
// factors a lone result to 50 % (scoring.md §6.6); without a top to
// factor it to, it is left out of both pairs' totals.
func TestLoneResults(t *testing.T) {
	onceRows := []int{36, 42, 48, 41, 51, 58}
	for _, tt := range []struct {
		name     string
		files    func(dir string) []string
		flags    []string
		warnings func(dir string) []string
		board    int    // a board with one result
		top, pct string // its top and NS percentage in results.json
		pair     string // an NS pair's boards and percentage in results.json: "NS 10: 3 boards, 100 %"
	}{
		{"the first two rounds of LBC: boards played at one table", func(dir string) []string {
			return []string{
				bmTable(t, dir, "LBC-2026-01-26.ReceivedData.csv", "LBC.ReceivedData.csv", upTo(3, 2), nil),
				bmTable(t, dir, "LBC-2026-01-26.RoundData.csv", "LBC.RoundData.csv", upTo(2, 2), nil)}
		}, nil, func(dir string) []string {
			// Six warnings of a kind, folded into one; -v tells each.
			at := func(i int) string {
				return filepath.Join(dir, "LBC.ReceivedData.csv") + ":" + strconv.Itoa(onceRows[i])
			}
			w := []string{"warning: 6 boards with only one result: nothing to compare them with (Law 78A) and no top to factor them to: left out of both pairs' totals, as boards not played: " +
				"board 16 (" + at(0) + "), board 17 (" + at(1) + "), board 18 (" + at(2) + "), and 3 more (-v lists them)"}
			for i, b := range []string{"16 (NS 5 v EW 4, -150)", "17 (NS 5 v EW 4, +1010)", "18 (NS 5 v EW 4, +130)", "22 (NS 10 v EW 9, -630)", "23 (NS 10 v EW 9, +110)", "24 (NS 10 v EW 9, +50)"} {
				n, rest, _ := strings.Cut(b, " ")
				w = append(w, "-v: warning: "+at(i)+": board "+n+": the only result "+rest+
					": nothing to compare it with (Law 78A) and no top to factor it to: left out of both pairs' totals, as a board not played")
			}
			return w
		}, 16, "0", "0", "NS 10: 3 boards, 100 %"},
		{"one result of board 5 left in a full session: Neuberg gives 50 %", func(dir string) []string {
			return []string{bmTable(t, dir, "LBC-2026-01-26.ReceivedData.csv", "LBC.ReceivedData.csv", func(c []string) bool { return c[4] != "5" || c[0] == "12" }, nil)}
		}, nil, func(dir string) []string {
			return []string{"warning: " + filepath.Join(dir, "LBC.ReceivedData.csv") + ":13: board 5: the only result (NS 8 v EW 8, +50): nothing to compare it with (Law 78A): each side scores 50 % (Neuberg, factored to 10 results)"}
		}, 5, "18", "50", "NS 8: 27 boards, 43.74 %"},
		{"the same with --factoring none: no top, so no score", func(dir string) []string {
			return []string{bmTable(t, dir, "LBC-2026-01-26.ReceivedData.csv", "LBC.ReceivedData.csv", func(c []string) bool { return c[4] != "5" || c[0] == "12" }, nil)}
		}, []string{"--factoring", "none"}, func(dir string) []string {
			return []string{"warning: " + filepath.Join(dir, "LBC.ReceivedData.csv") + ":13: board 5: the only result (NS 8 v EW 8, +50): nothing to compare it with (Law 78A) and no top to factor it to: left out of both pairs' totals, as a board not played"}
		}, 5, "0", "0", "NS 8: 26 boards, 43.42 %"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := tt.files(dir)
			// what score says, and with -v ("-v: "), when it says more
			var said, verbose []string
			for _, w := range tt.warnings(dir) {
				if v, ok := strings.CutPrefix(w, "-v: "); ok {
					verbose = append(verbose, v)
				} else {
					said = append(said, w)
				}
			}
			want := strings.Join(said, "\n") + "\n"
			out := filepath.Join(dir, "out")
			args := append(append([]string{"score", "--dd", "off", "--format", "json,html", "--out", out}, tt.flags...), files...)
			if verbose != nil {
				v := runApp(t, append(append([]string{"check", "-v"}, tt.flags...), files...)...)
				var warned []string
				for _, line := range strings.Split(v.stderr, "\n") {
					if strings.HasPrefix(line, "warning: ") {
						warned = append(warned, line)
					}
				}
				if !slices.Equal(warned, verbose) {
					t.Errorf("check -v: warnings\n%s\nwant\n%s", strings.Join(warned, "\n"), strings.Join(verbose, "\n"))
				}
			}
			score := runApp(t, args...)
			check := runApp(t, append(append([]string{"check", "-q"}, tt.flags...), files...)...)
			if score.code != 0 || !isSummary(score.stdout) || score.stderr != want {
				t.Fatalf("score: exit %d, stdout %q, stderr\n%s\nwant exit 0 and\n%s", score.code, score.stdout, score.stderr, want)
			}
			if check.code != 0 || check.stderr != "" {
				t.Errorf("check -q: exit %d, stderr %q; want exit 0, nothing", check.code, check.stderr)
			}
			data, err := os.ReadFile(filepath.Join(out, "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			var doc struct {
				Boards []struct {
					Board   int         `json:"board"`
					Top     json.Number `json:"top"`
					Results []struct {
						PctNS json.Number `json:"pct_ns"`
					} `json:"results"`
				} `json:"boards"`
				Rankings []struct {
					Direction string `json:"direction"`
					Rows      []struct {
						Pair    string      `json:"pair"`
						Boards  int         `json:"boards"`
						Percent json.Number `json:"percent"`
					} `json:"rows"`
				} `json:"rankings"`
			}
			if err := json.Unmarshal(data, &doc); err != nil {
				t.Fatal(err)
			}
			for _, b := range doc.Boards {
				if b.Board == tt.board && (b.Top.String() != tt.top || len(b.Results) != 1 || b.Results[0].PctNS.String() != tt.pct) {
					t.Errorf("board %d: top %s, results %+v; want top %s and one result of %s %%", b.Board, b.Top, b.Results, tt.top, tt.pct)
				}
			}
			pair, _, _ := strings.Cut(strings.TrimPrefix(tt.pair, "NS "), ":")
			got := ""
			for _, r := range doc.Rankings {
				for _, row := range r.Rows {
					if r.Direction == "NS" && row.Pair == pair {
						got = "NS " + pair + ": " + strconv.Itoa(row.Boards) + " boards, " + row.Percent.String() + " %"
					}
				}
			}
			if got != tt.pair {
				t.Errorf("%s, want %s", got, tt.pair)
			}
		})
	}
}

// A team match of any round but 1 was refused: "round 1: round missing:
// no results for round 1 (rounds 2 have results)", without a position.
// Each EBL archive file (round 1 of the 2000 Youth championship, round 2
// of the 1999 Open) now scores on its own; the two together are two
// championships whose boards 1-20 are other deals, refused as such.
func TestTeamRoundAlone(t *testing.T) {
	ebl := filepath.Join("..", "..", "testdata", "corpus", "team-ebl")
	r1, r2 := filepath.Join(ebl, "eyc2000_A1A10101.PBN"), filepath.Join(ebl, "etc1999_A1A10202.PBN")
	for _, tt := range []struct {
		name   string
		files  []string
		code   int
		stdout string
		first  string // the first line of stderr that is not a warning of [Section "#"]
	}{
		{"round 1 alone", []string{r1}, 0, "ok: 1 file: 20 boards (20 deals), 40 results, 1 match, 2 teams; IMPs and VPs on wbf2013 (rooms in the input)\n", ""},
		{"round 2 alone", []string{r2}, 0, "ok: 1 file: 20 boards (20 deals), 40 results, 1 match, 2 teams; IMPs and VPs on wbf2013 (rooms in the input)\n",
			"warning: " + r2 + ":714:9: board 10: [Result \"^13\"]: irregularity mark ^ ignored; 13 tricks read"},
		{"both: two championships", []string{r1, r2}, 3, "",
			r2 + ":14:7: board 1: conflicting data: a different deal for this board is given at " + r1 + ":14:7"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := runApp(t, append([]string{"check"}, tt.files...)...)
			first := ""
			for _, l := range strings.Split(r.stderr, "\n") {
				if l != "" && !strings.Contains(l, `[Section "#"]`) {
					first = l
					break
				}
			}
			if r.code != tt.code || r.stdout != tt.stdout || first != tt.first {
				t.Errorf("exit %d, stdout %q, first line %q\nwant exit %d, %q, %q", r.code, r.stdout, first, tt.code, tt.stdout, tt.first)
			}
		})
	}
}

// BBO handles are one whatever their case, and BBO's exports write them
// in several ("Nasi Putih", "nasi putih"): a pair whose id comes from its
// players' handles became two pairs. The corpus's annamar tournament with
// NIROY written "niroy" and "Niroy" in two of its pair's games (as BBO
// does) has the 34 pairs of the file as exported, the pair's three boards
// under its first spelling, and a warning for each other spelling.
func TestHandlesWithoutCase(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "pbntools-poland", "bbo_annamar_1538_pairs.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	for _, l := range []struct {
		n        int
		from, to string
	}{{1331, `[South "NIROY"]`, `[South "niroy"]`}, {1425, `[West "NIROY"]`, `[West "Niroy"]`}} {
		if !strings.HasPrefix(lines[l.n-1], l.from) {
			t.Fatalf("line %d is %q, want %s", l.n, lines[l.n-1], l.from)
		}
		lines[l.n-1] = strings.Replace(lines[l.n-1], l.from, l.to, 1)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "bbo.pbn")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	want := "warning: " + path + `:1331:8: board 3: [South "niroy"]: player "niroy" is read as "NIROY", as first written at ` + path + ":7:8 (names compare without case)\n" +
		"warning: " + path + `:1425:7: board 4: [West "Niroy"]: player "Niroy" is read as "NIROY", as first written at ` + path + ":7:8 (names compare without case)\n"
	r := runApp(t, "check", path)
	if r.code != 0 || r.stdout != "ok: 1 file: 5 boards (5 deals), 52 results, 1 section, 34 pairs; matchpoints (the default)\n" || r.stderr != want {
		t.Errorf("exit %d, stdout %q, stderr\n%s\nwant exit 0, 34 pairs and\n%s", r.code, r.stdout, r.stderr, want)
	}
	out := filepath.Join(dir, "out")
	if r := runApp(t, "score", "-q", "--dd", "off", "--format", "json", "--out", out, path); r.code != 0 {
		t.Fatalf("score: exit %d: %s", r.code, r.stderr)
	}
	doc, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Rankings []struct {
			Rows []struct {
				Pair   string `json:"pair"`
				Boards int    `json:"boards"`
			} `json:"rows"`
		} `json:"rankings"`
	}
	if err := json.Unmarshal(doc, &res); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, rk := range res.Rankings {
		for _, row := range rk.Rows {
			if strings.Contains(strings.ToLower(row.Pair), "niroy") {
				got = append(got, row.Pair+": "+strconv.Itoa(row.Boards))
			}
		}
	}
	if strings.Join(got, "; ") != "dev84 – NIROY: 3" {
		t.Errorf("pairs %q, want one, dev84 – NIROY: 3", got)
	}
}

// [Scoring] was read and ignored: a file that says "IMP" was scored in
// matchpoints. It now chooses the method unless the settings choose one
// (a different one is a warning naming both); games of one session that
// name different methods are an error with both positions.
func TestScoringTag(t *testing.T) {
	kops := filepath.Join("..", "..", "testdata", "corpus", "pbntools-poland", "kops_sm0807.pbn")
	ruter := filepath.Join("..", "..", "testdata", "corpus", "ruter-norway")
	data, err := os.ReadFile(kops)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// kops_sm0807 with its third game's [Scoring "IMP"] (line 38) made "MP".
	lines := strings.SplitAfter(string(data), "\n")
	if !strings.HasPrefix(lines[37], `[Scoring "IMP"]`) {
		t.Fatalf("line 38 is %q", lines[37])
	}
	lines[37] = strings.Replace(lines[37], "IMP", "MP", 1)
	mixed := filepath.Join(dir, "mixed.pbn")
	if err := os.WriteFile(mixed, []byte(strings.Join(lines, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name    string
		args    []string
		code    int
		scoring string // results.json's scoring
		stderr  string
	}{
		{"IMP chooses cross-IMPs", []string{kops}, 0, "CrossIMPs", ""},
		{"IMP;Cross", []string{filepath.Join(ruter, "bridgekam_2015-09-03_crossimp.pbn")}, 0, "CrossIMPs", ""},
		{"MatchPoints;MP1", []string{filepath.Join(ruter, "bridgekam_2015-10-08.pbn")}, 0, "MP", ""},
		{"--scoring that agrees", []string{"--scoring", "cross-imps", kops}, 0, "CrossIMPs", ""},
		{"--scoring that differs wins, with a warning", []string{"--scoring", "butler", kops}, 0, "Butler",
			"warning: " + kops + `:10:10: [Scoring "IMP"]: the input names cross-imps, and --scoring butler: scored by butler, as the settings say` + "\n"},
		{"games that name two methods", []string{mixed}, 3, "",
			mixed + `:38:10: board 1: [Scoring "MP"]: the game is scored by mp, and [Scoring "IMP"] at ` + mixed + ":10:10 by cross-imps (want one scoring method in a session)\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			r := runApp(t, append([]string{"score", "--dd", "off", "--format", "json", "--out", out}, tt.args...)...)
			if r.code != tt.code || r.stderr != tt.stderr {
				t.Fatalf("exit %d, stderr %q; want exit %d, %q", r.code, r.stderr, tt.code, tt.stderr)
			}
			c := runApp(t, append([]string{"check", "-q"}, tt.args...)...)
			if c.code != tt.code {
				t.Errorf("check: exit %d, want %d", c.code, tt.code)
			}
			if tt.code != 0 {
				return
			}
			var doc struct {
				Scoring string `json:"scoring"`
			}
			data, err := os.ReadFile(filepath.Join(out, "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &doc); err != nil || doc.Scoring != tt.scoring {
				t.Errorf("scoring %q (%v), want %q", doc.Scoring, err, tt.scoring)
			}
		})
	}
}

// Team names given in the first game only (later games leave them out, as
// vugraph exports do) were refused: "a team game without [HomeTeam] and
// [VisitTeam]". A later game of the same event now has the earlier one's;
// --home and --away name the teams of a file that names none, or over
// the file's names (with a warning). Made from the EBL archive of Iceland v
// Sweden: the closed room's [HomeTeam "#"] and [VisitTeam "#"] taken out,
// or every team tag taken out.
func TestTeamNamesOnce(t *testing.T) {
	src := filepath.Join("..", "..", "testdata", "corpus", "team-ebl", "eyc2000_A1A10101.PBN")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	drop := func(name string, gone func(line string) bool) string {
		var b strings.Builder
		for _, l := range strings.SplitAfter(string(data), "\n") {
			if !gone(l) {
				b.WriteString(l)
			}
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	once := drop("once.pbn", func(l string) bool {
		return strings.HasPrefix(l, `[HomeTeam "#"]`) || strings.HasPrefix(l, `[VisitTeam "#"]`)
	})
	none := drop("none.pbn", func(l string) bool { return strings.HasPrefix(l, "[HomeTeam ") || strings.HasPrefix(l, "[VisitTeam ") })
	reference := filepath.Join(dir, "reference")
	if r := runApp(t, "score", "-q", "--dd", "off", "--format", "json", "--out", reference, src); r.code != 0 {
		t.Fatalf("the archive as it is: exit %d: %s", r.code, r.stderr)
	}
	want, err := os.ReadFile(filepath.Join(reference, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		args   []string
		code   int
		stderr string // its first line
		same   bool   // results.json as the archive's own
		teams  string // the standings' teams
	}{
		{"names in the open room's games only", []string{once}, 0, "", true, "Iceland, Sweden"},
		// The same match and scores; the players are not the teams' rosters
		// then, since the file does not say whose they are.
		{"no names, --home and --away", []string{"--home", "Iceland", "--away", "Sweden", none}, 0, "", false, "Iceland, Sweden"},
		{"no names and no flags", []string{none}, 3,
			none + ":16:1: board 1, round 1, open room: teams not named (and 39 more results like it): the input names no home and away teams for this result (want [HomeTeam] and [VisitTeam] in the file, or --home and --away)", false, ""},
		{"--home over the file's name", []string{"--home", "Island", once}, 0,
			"warning: " + once + `:16:1: --home "Island": the input names the home team "Iceland"; --home wins`, false, "Island, Sweden"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			r := runApp(t, append([]string{"score", "--dd", "off", "--format", "json", "--out", out}, tt.args...)...)
			first, _, _ := strings.Cut(r.stderr, "\n")
			if r.code != tt.code || first != tt.stderr {
				t.Fatalf("exit %d, stderr %q; want exit %d, first line %q", r.code, r.stderr, tt.code, tt.stderr)
			}
			if tt.code != 0 {
				return
			}
			got, err := os.ReadFile(filepath.Join(out, "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			if tt.same && string(got) != string(want) {
				t.Errorf("results.json differs from the archive's own")
			}
			var doc struct {
				Standings []struct {
					Team string `json:"team"`
				} `json:"standings"`
			}
			if err := json.Unmarshal(got, &doc); err != nil {
				t.Fatal(err)
			}
			var teams []string
			for _, s := range doc.Standings {
				teams = append(teams, s.Team)
			}
			slices.Sort(teams)
			if strings.Join(teams, ", ") != tt.teams {
				t.Errorf("teams %q, want %s", teams, tt.teams)
			}
		})
	}
}

// A pair that played 1 board of 5 (BBO's annamar tournament: g_sur and
// ozbay) ranked second. The rankings now list a pair that played fewer
// boards than --min-boards asks after the others, unranked ("–", rank 0
// and "unranked" in results.json): by default fewer than half the boards
// it was scheduled to play (without a movement, half the most boards
// any pair of its field played).
func TestMinBoards(t *testing.T) {
	src := filepath.Join("..", "..", "testdata", "corpus", "pbntools-poland", "bbo_annamar_1538_pairs.pbn")
	for _, tt := range []struct {
		name  string
		flags []string
		want  string // the first three pairs, and the last three: pair, place and boards
	}{
		{"default: half the boards", nil, "mustafa bo – sarslan1 1 4; batu15 – 22erko 2 5; impfairy – j22 3 5 … optig1 – mony_1237 – 2; lima23 – wollas – 1; CANKOM44 – if – 1"},
		{"--min-boards off", []string{"--min-boards", "off"}, "mustafa bo – sarslan1 1 4; g_sur – ozbay 2 1; batu15 – 22erko 3 5 … optig1 – mony_1237 32 2; lima23 – wollas 33 1; CANKOM44 – if 34 1"},
		{"--min-boards 5", []string{"--min-boards", "5"}, "batu15 – 22erko 1 5; impfairy – j22 2 5; 3333om9 – Anahat 3 5 … optig1 – mony_1237 – 2; lima23 – wollas – 1; CANKOM44 – if – 1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			r := runApp(t, append(append([]string{"score", "-q", "--dd", "off", "--format", "json", "--out", out}, tt.flags...), src)...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			data, err := os.ReadFile(filepath.Join(out, "results.json"))
			if err != nil {
				t.Fatal(err)
			}
			var doc struct {
				Rankings []struct {
					Rows []struct {
						Pair     string `json:"pair"`
						Rank     int    `json:"rank"`
						Unranked bool   `json:"unranked"`
						Boards   int    `json:"boards"`
					} `json:"rows"`
				} `json:"rankings"`
			}
			if err := json.Unmarshal(data, &doc); err != nil || len(doc.Rankings) != 1 {
				t.Fatalf("%v, %d rankings", err, len(doc.Rankings))
			}
			rows := doc.Rankings[0].Rows
			var got []string
			for i, row := range rows {
				if i >= 3 && i < len(rows)-3 {
					continue
				}
				place := strconv.Itoa(row.Rank)
				if row.Unranked {
					place = "–"
					if row.Rank != 0 {
						place = "–" + place
					}
				}
				got = append(got, row.Pair+" "+place+" "+strconv.Itoa(row.Boards))
			}
			if s := strings.Join(got[:3], "; ") + " … " + strings.Join(got[3:], "; "); s != tt.want {
				t.Errorf("got  %s\nwant %s", s, tt.want)
			}
		})
	}
	// The text report marks them.
	out := filepath.Join(t.TempDir(), "out")
	if r := runApp(t, "score", "-q", "--dd", "off", "--format", "txt", "--out", out, src); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(filepath.Join(out, "results.txt"))
	if err != nil {
		t.Fatal(err)
	}
	marked := false
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) > 4 && f[1] == "g_sur" && f[0] == "–" {
			marked = true
		}
	}
	if !marked {
		t.Errorf("results.txt does not show g_sur – ozbay unranked (place –):\n%s", data)
	}
}
