package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/formats/pbn"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// fileFacts reads the [DoubleDummyTricks] and [OptimumScore] tags of a PBN
// file by board, with a regular expression rather than our reader.
func fileFacts(t *testing.T, name string) (tables map[int]string, par map[int]int) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	tables, par = map[int]string{}, map[int]int{}
	board := 0
	re := regexp.MustCompile(`^\[(Board|DoubleDummyTricks|OptimumScore) "([^"]*)"\]`)
	for _, line := range strings.Split(string(data), "\n") {
		m := re.FindStringSubmatch(strings.TrimSpace(line))
		switch {
		case m == nil:
		case m[1] == "Board":
			board, _ = strconv.Atoi(m[2])
		case m[1] == "DoubleDummyTricks":
			tables[board] = m[2]
		default:
			f := strings.Fields(m[2])
			n, _ := strconv.Atoi(f[len(f)-1])
			if f[0] == "EW" {
				n = -n
			}
			par[board] = n
		}
	}
	return tables, par
}

// pbnOf is the [DoubleDummyTricks] digits of a JSON table.
func pbnOf(d *jsonout.DD) string {
	var b strings.Builder
	for _, r := range []jsonout.DDTricks{d.N, d.S, d.E, d.W} {
		for _, v := range []int{r.NT, r.S, r.H, r.D, r.C} {
			b.WriteByte("0123456789abcd"[v])
		}
	}
	return b.String()
}

type ddDoc struct {
	Boards []struct {
		Board int          `json:"board"`
		DD    *jsonout.DD  `json:"dd"`
		Par   *jsonout.Par `json:"par"`
	} `json:"boards"`
}

// protokol dd solves three deals of a BridgeComposer hand record; its
// tables and par scores are those BridgeComposer wrote (its own solver),
// and a table that differed would be a warning.
func TestDDCommand(t *testing.T) {
	name := filepath.Join("testdata", "dd", "hands3.pbn")
	tables, par := fileFacts(t, name)
	code, stdout, stderr := run(t, "dd", "--dd-cache", "off", "--jobs", "2", "--format", "json", name)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	var doc ddDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if len(doc.Boards) != 3 {
		t.Fatalf("%d boards, want 3", len(doc.Boards))
	}
	for _, b := range doc.Boards {
		if got := pbnOf(b.DD); got != tables[b.Board] {
			t.Errorf("board %d: table %s, BridgeComposer %s", b.Board, got, tables[b.Board])
		}
		if b.Par.ScoreNS != par[b.Board] {
			t.Errorf("board %d: par %d, BridgeComposer %d", b.Board, b.Par.ScoreNS, par[b.Board])
		}
	}
	// Board 1 worked by hand from the table: EW make 3NT+1 (430) from
	// either seat and NS have nothing to sacrifice in cheaper than 500.
	if got := strings.Join(doc.Boards[0].Par.Contracts, ", "); got != "3NT E, 3NT W" {
		t.Errorf("board 1 par contracts %q", got)
	}

	// The text form: the table by declarer and the par line. The cache
	// folder is filled, and a second run reads it.
	cache := t.TempDir()
	code, stdout, stderr = run(t, "dd", "--dd-cache", cache, name)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	want := "Board 1 · Dealer N · Vulnerable None\n" +
		"   NT  S  H  D  C\n" +
		"N   2  3  3  3  2\n" +
		"S   2  3  3  3  2\n" +
		"E  10 10 10 10 11\n" +
		"W  10 10 10 10 11\n" +
		"Par EW 430: 3NT E +1, 3NT W +1\n\n"
	if !strings.HasPrefix(stdout, want) {
		t.Errorf("text:\n%s\nwant it to start with\n%s", stdout, want)
	}
	entries, err := os.ReadDir(cache)
	if err != nil || len(entries) != 3 {
		t.Fatalf("cache holds %d files (%v), want 3", len(entries), err)
	}
	// A cache file that is not the deal's (a hash collision, a damaged
	// file) is not used: this one claims 13 tricks everywhere.
	for _, e := range entries {
		p := filepath.Join(cache, e.Name())
		data, _ := os.ReadFile(p)
		deal, _, _ := strings.Cut(string(data), "\n")
		os.WriteFile(p, []byte(deal+"\n"+strings.Repeat("d", 20)+"\n"), 0o644)
	}
	_, again, _ := run(t, "dd", "--dd-cache", cache, name)
	if !strings.Contains(again, "N  13 13 13 13 13") {
		t.Errorf("the cache is not read:\n%s", again)
	}
	for _, e := range entries {
		os.WriteFile(filepath.Join(cache, e.Name()), []byte("N:AKQ.. garbage\n"+strings.Repeat("d", 20)+"\n"), 0o644)
	}
	if _, again, _ = run(t, "dd", "--dd-cache", cache, name); again != stdout {
		t.Errorf("a damaged cache changed the output:\n%s", again)
	}
}

// Bad deals are refused with their position, exit 3; a deal with a hand
// left out cannot be solved and is an error too, while the complete deals
// are still printed.
func TestDDBadDeals(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	game := func(n int, deal string) string {
		return "[Board \"" + strconv.Itoa(n) + "\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + deal + "\"]\n\n"
	}
	const full = "N:T9743.AJ96.KT.T2 5.QT52.J62.KQ983 QJ8.K74.AQ75.J75 AK62.83.9843.A64"
	for _, c := range []struct{ deal, msg string }{
		{"N:T9743.AJ96.KT.T2 5.QT52.J62.KQ983 QJ8.K74.AQ75.J75 AK62.83.9843.A6", "bad.pbn:4:7: board 1: " + `[Deal "N:T9743.AJ96.KT.T2 5.QT52.J62.KQ983 QJ8.K74.AQ75.J75 AK62.83.9843.A6"]: bad deal: W has 12 cards but N has 13 (want 13 each)`},
		{"N:T9743.AJ96.KT.T2 5.QT52.J62.KQ983 QJ8.K74.AQ75.J75 AK62.83.9843.A2", "W holds C2, which another hand holds too"},
	} {
		code, stdout, stderr := run(t, "dd", "--dd-cache", "off", write("bad.pbn", game(1, c.deal)))
		if code != exitInput || stdout != "" || !strings.Contains(stderr, c.msg) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 3 and %q", c.deal, code, stdout, stderr, c.msg)
		}
	}
	name := write("part.pbn", game(1, "N:T9743.AJ96.KT.T2 - QJ8.K74.AQ75.J75 -")+game(2, full))
	code, stdout, stderr := run(t, "dd", "--dd-cache", "off", name)
	wantErr := name + ":4:7: board 1: bad deal: N:T9743.AJ96.KT.T2 - QJ8.K74.AQ75.J75 -: E hand not given, W hand not given (want four hands of 13 cards)\n"
	if code != exitInput || stderr != wantErr || !strings.HasPrefix(stdout, "Board 2 ·") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 3 and %q", code, stdout, stderr, wantErr)
	}
	if code, _, stderr := run(t, "dd", "--format", "xml", name); code != exitUsage || !strings.Contains(stderr, `--format "xml"`) {
		t.Errorf("--format xml: exit %d, %q", code, stderr)
	}
}

// stripDD writes the sample's hand record without the double-dummy tags of
// the given boards.
func stripDD(t *testing.T, dir string, boards ...int) string {
	data, err := os.ReadFile(sampleDir + "hands.pbn")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	board := 0
	for _, line := range strings.SplitAfter(string(data), "\n") {
		if strings.HasPrefix(line, "[Board ") {
			board, _ = strconv.Atoi(strings.Trim(line[7:], "\"]\r\n"))
		}
		drop := false
		for _, b := range boards {
			drop = drop || b == board && (strings.HasPrefix(line, "[DoubleDummyTricks") || strings.HasPrefix(line, "[OptimumScore"))
		}
		if !drop {
			out = append(out, line)
		}
	}
	p := filepath.Join(dir, "hands.pbn")
	if err := os.WriteFile(p, []byte(strings.Join(out, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func readDDResults(t *testing.T, dir string) ddDoc {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d ddDoc // the boards' numbers, tables and par
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

// protokol score shows the hand record's own tables and solves the boards
// without one (--dd solve); --dd file leaves those out, --dd off all; the
// PBN export carries the tables, and reading it back gives them again.
func TestScoreDD(t *testing.T) {
	dir := t.TempDir()
	hands := stripDD(t, dir, 2, 5)
	tables, par := fileFacts(t, sampleDir+"hands.pbn")
	cache := filepath.Join(dir, "cache")
	args := func(out, mode string, extra ...string) []string {
		a := []string{"score", "--names", sampleDir + "pairs.csv", "--out", out, "--format", "json,pbn", "--dd", mode, "--dd-cache", cache}
		return append(append(a, extra...), hands, sampleDir+"travellers.csv")
	}
	out := filepath.Join(dir, "solve")
	if code, _, stderr := run(t, args(out, "solve")...); code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	doc := readDDResults(t, out)
	if len(doc.Boards) != 27 {
		t.Fatalf("%d boards", len(doc.Boards))
	}
	for _, b := range doc.Boards {
		if b.DD == nil || b.Par == nil {
			t.Fatalf("board %d: no dd or par", b.Board)
		}
		if got := pbnOf(b.DD); got != tables[b.Board] || b.Par.ScoreNS != par[b.Board] {
			t.Errorf("board %d: %s par %d, want %s par %d", b.Board, got, b.Par.ScoreNS, tables[b.Board], par[b.Board])
		}
	}
	if entries, _ := os.ReadDir(cache); len(entries) != 2 {
		t.Errorf("cache holds %d tables, want the 2 solved", len(entries))
	}

	// The export read back: the same tables, with no warning (the
	// [OptimumScore] written agrees with the table written).
	back := filepath.Join(dir, "back")
	// (The sample's not-played tables are warned about as in any export.)
	if code, _, stderr := run(t, "score", "--out", back, "--format", "json", "--dd", "file", filepath.Join(out, "results.pbn")); code != 0 ||
		strings.Contains(stderr, "Optimum") || strings.Contains(stderr, "DoubleDummy") {
		t.Fatalf("read back: exit %d, stderr %q", code, stderr)
	}
	for _, b := range readDDResults(t, back).Boards {
		if b.DD == nil || pbnOf(b.DD) != tables[b.Board] || b.Par.ScoreNS != par[b.Board] {
			t.Errorf("read back board %d: %+v %+v", b.Board, b.DD, b.Par)
		}
	}

	out = filepath.Join(dir, "file")
	if code, _, stderr := run(t, args(out, "file")...); code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, b := range readDDResults(t, out).Boards {
		if (b.DD == nil) != (b.Board == 2 || b.Board == 5) {
			t.Errorf("--dd file: board %d has dd %v", b.Board, b.DD != nil)
		}
	}
	out = filepath.Join(dir, "off")
	if code, _, stderr := run(t, args(out, "off")...); code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, b := range readDDResults(t, out).Boards {
		if b.DD != nil || b.Par != nil {
			t.Errorf("--dd off: board %d has a table", b.Board)
		}
	}
	if code, _, stderr := run(t, args(out, "maybe")...); code != exitUsage || !strings.Contains(stderr, `--dd "maybe"`) {
		t.Errorf("--dd maybe: exit %d, %q", code, stderr)
	}
}

// Doubtful double-dummy data in a hand record is reported, never used
// silently: two tables that differ, a table that cannot be read, an
// [OptimumScore] that is not the table's par.
func TestScoreDDWarnings(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(sampleDir + "hands.pbn")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	tables, _ := fileFacts(t, sampleDir+"hands.pbn")
	b1 := `[DoubleDummyTricks "` + tables[1] + `"]`
	t1, _ := pbn.ParseDoubleDummyTricks(tables[1])
	h, rows := dd.Table(t1).OptimumResultTable()
	rows[0] = "N NT 9" // differs
	text = strings.Replace(text, b1, b1+"\r\n[OptimumResultTable \""+h+"\"]\r\n"+strings.Join(rows, "\r\n"), 1)
	text = strings.Replace(text, `[DoubleDummyTricks "`+tables[3]+`"]`, `[DoubleDummyTricks "12345"]`, 1)
	text = strings.Replace(text, `[OptimumScore "NS 650"]`, `[OptimumScore "NS 620"]`, 1)
	hands := filepath.Join(dir, "hands.pbn")
	os.WriteFile(hands, []byte(text), 0o644)
	code, _, stderr := run(t, "score", "--names", sampleDir+"pairs.csv", "--out", filepath.Join(dir, "out"), "--format", "json", "--dd", "file", hands, sampleDir+"travellers.csv")
	if code != 0 {
		t.Fatalf("exit %d, %s", code, stderr)
	}
	for _, want := range []string{
		"board 1: [DoubleDummyTricks] " + tables[1] + " and [OptimumResultTable] 9" + tables[1][1:] + " differ; neither is used",
		`board 3: [DoubleDummyTricks]: bad double-dummy table "12345": 5 digits (want 20: N, S, E, W × NT, S, H, D, C); not used`,
		`board 2: the hand record's [OptimumScore] "NS 620" is not the par of the double-dummy table (NS 650)`,
	} {
		if !strings.Contains(stderr, "warning: "+hands+":") || !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	for _, b := range readDDResults(t, filepath.Join(dir, "out")).Boards {
		if (b.DD == nil) != (b.Board == 1 || b.Board == 3) {
			t.Errorf("board %d has dd %v", b.Board, b.DD != nil)
		}
	}
}
