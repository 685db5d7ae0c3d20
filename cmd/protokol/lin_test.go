package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// skyDir is BBO tournament #2196 (SKY CLUB, 2013-08-10, IMP pairs, 4
// tables × 11 boards): one LIN file per table, and BBO's traveller page of
// each board (published/).
var skyDir = filepath.Join("..", "..", "testdata", "corpus", "lin", "bbo-skyclub2196")

// bboRow is one table of a BBO traveller page: its LIN file, and Points
// (the NS score, "N/A" for an average) and Score (the NS IMPs, 2
// decimals).
type bboRow struct{ lin, points, imps string }

var (
	bboRowRE   = regexp.MustCompile(`(?s)<tr class="tourney">(.*?)</tr>`)
	bboScoreRE = regexp.MustCompile(`<td class="score">([^<]*)</td>`)
	bboLinRE   = regexp.MustCompile(`href="(\d+\.lin)"`)
)

// bboTraveller reads the tables of a BBO traveller page.
func bboTraveller(t *testing.T, path string) []bboRow {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows []bboRow
	for _, m := range bboRowRE.FindAllStringSubmatch(string(data), -1) {
		sc := bboScoreRE.FindAllStringSubmatch(m[1], -1)
		lin := bboLinRE.FindStringSubmatch(m[1])
		if len(sc) != 2 || lin == nil {
			t.Fatalf("%s: a row without Points, Score and its LIN: %s", path, m[1])
		}
		rows = append(rows, bboRow{lin: lin[1], points: sc[0][1], imps: sc[1][1]})
	}
	return rows
}

// linTable is the board and the two pairs of a one-table LIN file, as
// protokol names the pairs: the two handles in alphabetical order.
func linTable(t *testing.T, path string) (board int, ns, ew string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pn := regexp.MustCompile(`pn\|([^|]*)\|`).FindStringSubmatch(string(data))
	ah := regexp.MustCompile(`ah\|Board (\d+)\|`).FindStringSubmatch(string(data))
	if pn == nil || ah == nil {
		t.Fatalf("%s: no pn or ah", path)
	}
	p := strings.Split(pn[1], ",") // South, West, North, East
	pair := func(a, b string) string {
		if strings.ToLower(b) < strings.ToLower(a) {
			a, b = b, a
		}
		return a + " – " + b
	}
	board, _ = strconv.Atoi(ah[1])
	return board, pair(p[2], p[0]), pair(p[3], p[1])
}

// TestSkyclubBBO scores BBO tournament #2196 from its 44 LIN files as one
// cross-IMP session and compares every table with BBO's own traveller
// pages. Two tables (20784108.lin, board 1, and 20784128.lin, board 6)
// stop after 6 tricks without a claim: the session used to be refused
// for them; they are now not scored, and BBO shows them as averages
// (A==, Points N/A, Score 0.00) and computes the other tables without
// them. BBO's Score is the table's cross-IMPs against every other result
// of the board, averaged over the comparisons (board 2: -400 against
// -420, -430 and -460 is 1+1+2 IMPs, 1.33): protokol's default
// --ximp-normalisation per_comparison. All 42 other tables match in
// Points and Score, and the pairs' totals match BBO's tournament page
// (pbntools@97ab9be, tview.php?t=2196-1376162040, not copied: it names
// the players): 40.33, 11.33, 6.00, 5.33, 1.00, 0.33, -18.00, -46.33.
func TestSkyclubBBO(t *testing.T) {
	lins, err := filepath.Glob(filepath.Join(skyDir, "*.lin"))
	if err != nil || len(lins) != 44 {
		t.Fatalf("%d LIN files (%v), want 44", len(lins), err)
	}
	if r := runApp(t, append([]string{"check", "-q"}, lins...)...); r.code != 0 {
		t.Fatalf("check: exit %d\n%s", r.code, r.stderr)
	}
	out := filepath.Join(t.TempDir(), "out")
	if r := runApp(t, append([]string{"score", "-q", "--dd", "off", "--scoring", "cross-imps", "--format", "json", "--out", out}, lins...)...); r.code != 0 {
		t.Fatalf("score: exit %d\n%s", r.code, r.stderr)
	}
	doc, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Boards []struct {
			Board   int `json:"board"`
			Results []struct {
				NS      string   `json:"ns"`
				EW      string   `json:"ew"`
				ScoreNS *int     `json:"score_ns"`
				IMPNS   *float64 `json:"imp_ns"`
			} `json:"results"`
		} `json:"boards"`
		Rankings []struct {
			Rows []struct {
				Total float64 `json:"total"`
			} `json:"rows"`
		} `json:"rankings"`
	}
	if err := json.Unmarshal(doc, &res); err != nil {
		t.Fatal(err)
	}
	type key struct {
		board  int
		ns, ew string
	}
	got := map[key]string{} // Points and Score as BBO writes them; "N/A" when not scored
	for _, b := range res.Boards {
		for _, r := range b.Results {
			v := "N/A"
			if r.ScoreNS != nil && r.IMPNS != nil {
				v = fmt.Sprintf("%d %.2f", *r.ScoreNS, *r.IMPNS)
			}
			got[key{b.Board, r.NS, r.EW}] = v
		}
	}
	pages, _ := filepath.Glob(filepath.Join(skyDir, "published", "traveller-*.html"))
	matched, averages := 0, 0
	for _, page := range pages {
		for _, row := range bboTraveller(t, page) {
			board, ns, ew := linTable(t, filepath.Join(skyDir, row.lin))
			g, ok := got[key{board, ns, ew}]
			want := row.points + " " + row.imps
			switch {
			case !ok:
				t.Errorf("%s: board %d, %s v %s: no result", row.lin, board, ns, ew)
			case row.points == "N/A":
				averages++
				if g != "N/A" || row.imps != "0.00" {
					t.Errorf("%s: board %d: BBO's average (Score %s) is %s, want not scored", row.lin, board, row.imps, g)
				}
			case g != want:
				t.Errorf("%s: board %d, %s v %s: Points, Score %s, BBO %s", row.lin, board, ns, ew, g, want)
			default:
				matched++
			}
		}
	}
	if matched != 42 || averages != 2 {
		t.Errorf("%d tables matched, %d averages; want 42 and 2", matched, averages)
	}
	var totals []string
	for _, rk := range res.Rankings {
		for _, r := range rk.Rows {
			totals = append(totals, fmt.Sprintf("%.2f", r.Total))
		}
	}
	if want := []string{"40.33", "11.33", "6.00", "5.33", "1.00", "0.33", "-18.00", "-46.33"}; !slices.Equal(totals, want) {
		t.Errorf("totals %v, want BBO's %v", totals, want)
	}
}

// TestLINBoardOutOfRange: a LIN board name whose number is out of
// 1..9999 ("Board 0", "Board 99999999999") was renumbered 1 by its order
// with a warning; it is refused, exit 3, at its position, by check and
// score alike.
func TestLINBoardOutOfRange(t *testing.T) {
	for _, n := range []string{"0", "99999999999"} {
		t.Run(n, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "b.lin")
			text := "pn|a,b,c,d|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|ah|Board " + n + "|sv|o|mb|p|mb|p|mb|p|mb|p|"
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			want := path + `:1:65: ah: board name "Board ` + n + `": board "` + n + `" out of range 1..9999` + "\n"
			for _, args := range [][]string{{"check", path}, {"score", "-q", "--out", filepath.Join(dir, "out"), path}} {
				if r := runApp(t, args...); r.code != 3 || r.stderr != want {
					t.Errorf("%s: exit %d, stderr %q\nwant exit 3, %q", args[0], r.code, r.stderr, want)
				}
			}
		})
	}
}

// TestVugraphRSOnly: a vugraph file whose rs line is its only record of
// the results passed check ("no results yet") and was refused by score
// (no results). It is scored from the rs line: both exit 0, and the
// match is Lions 10, Tigers 0 (board 1: +400 in the open room, -50 to
// Tigers NS in the closed room, 450 points, 10 IMPs; board 2 flat).
func TestVugraphRSOnly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "match.lin")
	text := "vg|Final,1,I,1,2,Lions,0,Tigers,0|\nrs|3NN=,3NN-1,4SE=,4SE=|\npn|a,b,c,d,e,f,g,h|\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runApp(t, "check", "-q", path); r.code != 0 {
		t.Fatalf("check: exit %d\n%s", r.code, r.stderr)
	}
	out := filepath.Join(dir, "out")
	if r := runApp(t, "score", "-q", "--dd", "off", "--format", "txt", "--out", out, path); r.code != 0 {
		t.Fatalf("score: exit %d\n%s", r.code, r.stderr)
	}
	txt, err := os.ReadFile(filepath.Join(out, "results.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(txt), "Round 1: Lions – Tigers: 10–0 IMPs") {
		t.Errorf("results.txt does not show Lions 10, Tigers 0:\n%s", txt)
	}
}

// TestLINOneTable: a single table's LIN file (its one result on each
// board has nothing to be compared with) has no ranking: the index and
// the text say why in a sentence, where they showed a "Rankings" heading
// with a filter box over nothing, and the board is there.
func TestLINOneTable(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	r := runApp(t, "score", "-q", "--format", "html,txt", "--out", out, filepath.Join(skyDir, "20784129.lin"))
	if r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	index, _ := os.ReadFile(filepath.Join(out, "index.html"))
	txt, _ := os.ReadFile(filepath.Join(out, "results.txt"))
	const sentence = "No ranking: no pair has a board scored against another result"
	if !strings.Contains(string(index), `<p class="none">`+sentence) || strings.Contains(string(index), `id="find"`) ||
		strings.Contains(string(index), "<script") || strings.Contains(string(index), "Content-Security-Policy") {
		t.Errorf("index.html: want the sentence and no filter box, script or policy:\n%s", index)
	}
	if !strings.Contains(string(index), `<a href="board-6.html">6</a>`) {
		t.Errorf("index.html does not link to board 6:\n%s", index)
	}
	if !strings.Contains(string(txt), "\nRankings\n"+sentence) {
		t.Errorf("results.txt has no sentence:\n%s", txt)
	}
}
