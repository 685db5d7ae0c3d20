package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The reasons of the three tables not scored of notScoredPairs: a
// contract that does not read (the entry's Play is empty, which is a
// pass-out's), a contract that reads and a stated score that disagrees
// with it, a pass-out whose stated score disagrees.
const (
	whyUnread   = `contract "5Z": unknown strain "Z"`
	whyContract = `the input says -200 for NS, but 1C E 8 on a board with nobody vulnerable scores -90`
	whyPass     = `the input says +50 for NS, but PASS on a board with nobody vulnerable scores +0`
)

// notScoredPairs is the sample session with board 1's tables 2, 9 and 1
// not scored (see whyUnread, whyContract, whyPass).
func notScoredPairs(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	sample := filepath.Join("..", "..", "testdata", "sample")
	var files []string
	for _, f := range []string{"hands.pbn", "pairs.csv", "travellers.csv"} {
		data, err := os.ReadFile(filepath.Join(sample, f))
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if f == "travellers.csv" {
			for old, new := range map[string]string{
				"A,1,1,2,2,2,1NT,S,8,SA,120,\r\n": "A,1,1,2,2,2,5Z,S,8,SA,120,\r\n",
				"A,1,1,9,9,9,1C,E,8,HK,-90,\r\n":  "A,1,1,9,9,9,1C,E,8,HK,-200,\r\n",
				"A,1,1,1,1,1,PASS,,,,0,\r\n":      "A,1,1,1,1,1,PASS,,,,50,\r\n",
			} {
				if !strings.Contains(text, old) {
					t.Fatalf("the sample has no row %q", old)
				}
				text = strings.Replace(text, old, new, 1)
			}
		}
		files = append(files, filepath.Join(dir, f))
		write(t, files[len(files)-1], text)
	}
	return files
}

// TestNotScoredOutputs: a table not scored shows "not scored" and its
// reason in every output, never a contract or a score it does not have,
// whether its contract could be read or not (issue 27, follow-up 2).
func TestNotScoredOutputs(t *testing.T) {
	files := notScoredPairs(t)
	out := filepath.Join(t.TempDir(), "out")
	code, _, stderr := run(t, append([]string{"score", "-q", "--format", "html,pdf,json,txt,csv,pbn,usebio", "--out", out}, files...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	read := func(name string) string {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}

	t.Run("site", func(t *testing.T) {
		page := read("board-1.html")
		for _, r := range []struct{ ns, why string }{{"2", whyUnread}, {"9", whyContract}, {"1", whyPass}} {
			row := `<td class="n pair" id="pair-a-ns-` + r.ns + `"><a href="pair-a-ns-` + r.ns + `.html">` + r.ns + `</a></td>` + "\n" +
				`<td class="n pair" id="pair-a-ew-` + r.ns + `"><a href="pair-a-ew-` + r.ns + `.html">` + r.ns + `</a></td>` + "\n" +
				`<td colspan="11" class="note">not scored: ` + htmlText(r.why) + `</td>` + "\n</tr>"
			if !strings.Contains(page, row) {
				t.Errorf("board-1.html lacks the row of NS %s:\n%s", r.ns, row)
			}
			for _, card := range []string{"pair-a-ns-" + r.ns + ".html", "pair-a-ew-" + r.ns + ".html"} {
				if !strings.Contains(read(card), `<td colspan="7" class="note">not scored: `+htmlText(r.why)+`</td>`) {
					t.Errorf("%s: board 1 is not shown as not scored", card)
				}
			}
		}
	})

	t.Run("text", func(t *testing.T) {
		txt := read("results.txt")
		for _, line := range []string{" 2   2  not scored: " + whyUnread + "\n", " 9   9  not scored: " + whyContract + "\n", " 1   1  not scored: " + whyPass + "\n"} {
			if !strings.Contains(txt, line) {
				t.Errorf("results.txt lacks %q", line)
			}
		}
	})

	t.Run("pdf", func(t *testing.T) {
		bin, err := exec.LookPath("pdftotext")
		if err != nil {
			if os.Getenv("PROTOKOL_REQUIRE_TOOLS") == "1" {
				t.Fatal("pdftotext not found (PROTOKOL_REQUIRE_TOOLS=1)")
			}
			t.Skip("pdftotext not found: install poppler-utils (Debian) to check the PDF's text")
		}
		text, err := exec.Command(bin, "-raw", "-enc", "UTF-8", filepath.Join(out, "results.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range []string{"\n2 2 not scored: " + whyUnread + "\n", "\n9 9 not scored: " + whyContract + "\n", "\n1 1 not scored: " + whyPass + "\n"} {
			if !strings.Contains(string(text), line) {
				t.Errorf("results.pdf lacks the traveller line %q", line)
			}
		}
	})

	t.Run("json", func(t *testing.T) {
		var doc struct {
			Boards []struct {
				Board   int
				Results []map[string]any
			}
		}
		if err := json.Unmarshal([]byte(read("results.json")), &doc); err != nil {
			t.Fatal(err)
		}
		got := map[string]map[string]any{}
		for _, r := range doc.Boards[0].Results {
			if r["status"] == "not_scored" {
				got[r["ns"].(string)] = r
			}
		}
		for ns, why := range map[string]string{"2": whyUnread, "9": whyContract, "1": whyPass} {
			r := got[ns]
			want := map[string]any{"section": "A", "ns": ns, "ew": ns, "status": "not_scored", "reason": why,
				"contract": nil, "declarer": nil, "tricks": nil, "score_ns": nil}
			if len(r) != len(want) {
				t.Errorf("NS %s: %v, want %v", ns, r, want)
				continue
			}
			for k, v := range want {
				if r[k] != v {
					t.Errorf("NS %s: %s %v, want %v", ns, k, r[k], v)
				}
			}
		}
	})

	t.Run("csv", func(t *testing.T) {
		trav := read("travellers.csv")
		for _, row := range []string{
			`A,1,1,2,2,2,,,,,,"not scored: contract ""5Z"": unknown strain ""Z""",,,,` + "\r\n",
			`A,1,1,9,9,9,,,,,,"not scored: ` + whyContract + `",,,,` + "\r\n",
			`A,1,1,1,1,1,,,,,,"not scored: ` + whyPass + `",,,,` + "\r\n",
		} {
			if !strings.Contains(trav, row) {
				t.Errorf("travellers.csv lacks %q", row)
			}
		}
	})

	t.Run("pbn", func(t *testing.T) {
		pbn := read("results.pbn")
		for _, row := range []string{
			` 2 1  2  2 -   - - -    -  -     -     -     -     - "not scored: contract \"5Z\": unknown strain \"Z\""` + "\r\n",
			` 9 1  9  9 -   - - -    -  -     -     -     -     - "not scored: ` + whyContract + `"` + "\r\n",
			` 1 1  1  1 -   - - -    -  -     -     -     -     - "not scored: ` + whyPass + `"` + "\r\n",
		} {
			if !strings.Contains(pbn, row) {
				t.Errorf("results.pbn lacks the row %q", row)
			}
		}
		// Read back: the same tables not scored, for the same reasons.
		code, _, stderr := run(t, "check", filepath.Join(out, "results.pbn"))
		p := filepath.Join(out, "results.pbn")
		want := "warning: 3 tables not scored (shown as such; decide them with --adjust): board 1, NS 2 v EW 2 (" + p + ":73:2: " + whyUnread +
			"); board 1, NS 9 v EW 9 (" + p + ":74:2: " + whyContract + "); board 1, NS 1 v EW 1 (" + p + ":75:2: " + whyPass + ")\n"
		if code != exitOK || !strings.Contains(stderr, want) {
			t.Errorf("check results.pbn: exit %d\n%s\nwant %s", code, stderr, want)
		}
	})

	t.Run("usebio", func(t *testing.T) {
		for _, style := range []string{"compscore", "ebu"} {
			dir := filepath.Join(t.TempDir(), style)
			code, _, stderr := run(t, append([]string{"score", "--format", "usebio", "--usebio-style", style, "--out", dir}, files...)...)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			tables := "board 1, NS 2 v EW 2 (" + whyUnread + "); board 1, NS 9 v EW 9 (" + whyContract + "); board 1, NS 1 v EW 1 (" + whyPass + ")"
			want := "warning: results.xml: " + tables + ": not scored: the line is left out (USEBIO has no table not scored, and a line in Compscore's layout has each side's points, which a table not scored has none of)\n"
			bare := "<NS_PAIR_NUMBER>2NS</NS_PAIR_NUMBER>\n        <EW_PAIR_NUMBER>2EW</EW_PAIR_NUMBER>\n      </TRAVELLER_LINE>"
			if style == "ebu" {
				want = "warning: results.xml: " + tables + ": not scored: written as a line of its pairs alone, which reads back as not played (USEBIO has no table not scored)\n"
			}
			if !strings.Contains(stderr, want) {
				t.Errorf("%s: stderr lacks %q:\n%s", style, want, stderr)
			}
			data, err := os.ReadFile(filepath.Join(dir, "results.xml"))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(string(data), bare); got != (style == "ebu") {
				t.Errorf("%s: a bare line of NS 2: %v, want %v", style, got, style == "ebu")
			}
		}
	})
}

// TestNotScoredTeamOutputs: a team board with a room not scored gives no
// IMPs, and no output shows it a tie at 0 (issue 27, follow-up 2).
func TestNotScoredTeamOutputs(t *testing.T) {
	dir := t.TempDir()
	trav := filepath.Join(dir, "t.csv")
	write(t, trav, "round,board,room,home,away,contract,declarer,result,score_ns\n"+
		"1,1,O,A,B,4S,N,10,420\n1,1,C,A,B,4S,N,9,-50\n"+
		"1,2,O,A,B,3NT,S,9,600\n1,2,C,A,B,5Z,S,9,\n"+
		"1,3,O,A,B,2H,N,8,110\n1,3,C,A,B,2H,N,8,-110\n")
	out := filepath.Join(dir, "out")
	code, _, stderr := run(t, "score", "--format", "html,txt,json,csv,pbn,usebio", "--out", out, trav)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	read := func(name string) string {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	why3 := "the input says -110 for NS, but 2H N 8 scores +110"
	for _, want := range []string{
		"warning: results.pbn: round 1, A v B, board 2, Closed room: not scored (" + whyUnread + "): a room not scored has no PBN form; written as a room without a result and a comment, and the file read back has no result for this room\n",
		"warning: results.pbn: round 1, A v B, board 3, Closed room: not scored (" + why3 + "): a room not scored has no PBN form; written as a room without a result and a comment, and the file read back has no result for this room\n",
		"warning: results.xml: round 1, A v B, board 2, room closed: not scored (" + whyUnread + "): written as a line without a result, which reads back as not played in this room, and the board's IMPS as 0 (USEBIO has no room not scored)\n",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	txt := read("results.txt")
	for _, want := range []string{
		"    2  3NT S =        +600  not scored: " + whyUnread + "\n",
		"    1  A – B  3NT S =        +600  not scored: " + whyUnread + "\n",
	} {
		if !strings.Contains(txt, want) {
			t.Errorf("results.txt lacks %q:\n%s", want, txt)
		}
	}
	if strings.Contains(txt, whyUnread+"  ") {
		t.Errorf("results.txt gives the board not scored IMPs:\n%s", txt)
	}
	if page := read("board-2.html"); !strings.Contains(page, `<td class="n"></td>`) || strings.Contains(page, `<td class="n">0</td>`) {
		t.Errorf("board-2.html: the board not scored has IMPs")
	}
	var doc struct {
		Rounds []struct {
			Matches []struct {
				Boards []map[string]any
			}
		}
	}
	if err := json.Unmarshal([]byte(read("results.json")), &doc); err != nil {
		t.Fatal(err)
	}
	for i, b := range doc.Rounds[0].Matches[0].Boards {
		imps, ok := b["imps_home"]
		if (imps == nil) != (i > 0) || !ok {
			t.Errorf("board %v: imps_home %v (present %v), want null only on boards 2 and 3", b["board"], imps, ok)
		}
	}
	for _, row := range []string{
		`A,2,1,,O,A,B,3NT,S,9,,600,,` + "\r\n",
		`A,2,1,,C,A,B,,,,,,"not scored: contract ""5Z"": unknown strain ""Z""",` + "\r\n",
	} {
		if !strings.Contains(read("travellers.csv"), row) {
			t.Errorf("travellers.csv lacks %q", row)
		}
	}
	if !strings.Contains(read("results.pbn"), "{not scored: "+whyUnread+"}") {
		t.Errorf("results.pbn lacks the comment of the room not scored")
	}
}

// htmlText is s as html/template escapes text.
func htmlText(s string) string {
	return strings.NewReplacer(`"`, "&#34;", "'", "&#39;", "&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
