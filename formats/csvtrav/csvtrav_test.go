package csvtrav

import (
	"errors"
	goldenfile "github.com/protokol-bridge/protokol/internal/golden"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// readTestdata gives the UTF-8 text of a file in testdata; *_cp1251.* files
// are decoded from Windows-1251 as a caller of Read would.
func readTestdata(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(name, "_cp1251") {
		data, err = charmap.Windows1251.NewDecoder().Bytes(data)
		if err != nil {
			t.Fatal(err)
		}
	}
	return string(data)
}

func mustRead(t *testing.T, name string, opt Options) *File {
	t.Helper()
	f, err := Read(name, readTestdata(t, name), opt)
	if err != nil {
		t.Fatalf("Read(%s): %v", name, err)
	}
	return f
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), []byte(got))
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestGolden reads every CSV in testdata and compares a dump of the result
// (or the errors) with its golden file.
func TestGolden(t *testing.T) {
	names, err := filepath.Glob("testdata/*.csv")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range names {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			var got string
			f, err := Read(name, readTestdata(t, name), Options{})
			if err != nil {
				for _, e := range bridge.AsErrors(err) {
					got += "error: " + e.Error() + "\n"
				}
			} else {
				got = dump(f)
			}
			golden(t, strings.TrimSuffix(name, ".csv")+".golden", got)
		})
	}
}

func TestBridgemateReceivedData(t *testing.T) {
	tests := []struct {
		name                                      string
		entries, notPlayed, pass, dbl, rdbl, lead int
	}{
		{name: "LBC-2026-01-26.ReceivedData.csv", entries: 270, notPlayed: 6, pass: 0, dbl: 13, rdbl: 0},
		{name: "260119M.ReceivedData.csv", entries: 297, notPlayed: 0, pass: 2, dbl: 9, rdbl: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, tt.name, Options{})
			if f.Kind != Travellers {
				t.Fatalf("kind %s, want travellers", f.Kind)
			}
			if len(f.Warnings) != 0 {
				t.Errorf("warnings: %v", f.Warnings)
			}
			var notPlayed, pass, dbl, rdbl, relative int
			for _, e := range f.Entries {
				if e.Section != "1" {
					t.Errorf("%s: section %q, want the Bridgemate id \"1\"", e.Pos, e.Section)
				}
				switch {
				case e.Kind == bridge.NotPlayed:
					notPlayed++
					if e.Remarks() != "Not played" || e.Adjust != nil {
						t.Errorf("%s: not played with remarks %q adjust %v", e.Pos, e.Remarks(), e.Adjust)
					}
				case e.Kind != bridge.Played:
					t.Errorf("%s: kind %s", e.Pos, e.Kind)
				case e.Play.Contract.IsPass():
					pass++
				default:
					relative++
					switch e.Play.Contract.Doubling {
					case bridge.Doubled:
						dbl++
					case bridge.Redoubled:
						rdbl++
					}
				}
				if e.HasClaimed || e.Lead.Valid() {
					t.Errorf("%s: claimed %v lead %v, want none", e.Pos, e.Claimed, e.Lead)
				}
			}
			if len(f.Entries) != tt.entries || notPlayed != tt.notPlayed || pass != tt.pass || dbl != tt.dbl || rdbl != tt.rdbl {
				t.Errorf("entries %d, not played %d, passed %d, doubled %d, redoubled %d; want %d, %d, %d, %d, %d",
					len(f.Entries), notPlayed, pass, dbl, rdbl, tt.entries, tt.notPlayed, tt.pass, tt.dbl, tt.rdbl)
			}
		})
	}
}

// TestBridgemateRows checks single rows of the Bridgemate files against the
// raw CSV lines they come from.
func TestBridgemateRows(t *testing.T) {
	tests := []struct {
		name, file string
		line       int
		want       string // Play.String or kind
		result     string
	}{
		{name: "first row, relative overtricks", file: "260119M.ReceivedData.csv", line: 2, want: "1NT W 10", result: "+3"},
		{name: "redoubled 1 C xx", file: "260119M.ReceivedData.csv", line: 169, want: "1CXX E 10", result: "+3"},
		{name: "PASS with placeholder seat", file: "260119M.ReceivedData.csv", line: 247, want: "PASS"},
		{name: "4 S x down", file: "LBC-2026-01-26.ReceivedData.csv", line: 75, want: "4SX N 8", result: "-2"},
		{name: "Not played", file: "LBC-2026-01-26.ReceivedData.csv", line: 241, want: "not played"},
		{name: "undertricks", file: "260119M.ReceivedData.csv", line: 3, want: "3NT N 8", result: "-1"},
	}
	files := map[string]*File{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := files[tt.file]
			if f == nil {
				f = mustRead(t, tt.file, Options{})
				files[tt.file] = f
			}
			for _, e := range f.Entries {
				if e.Pos.Line != tt.line {
					continue
				}
				got := e.Kind.String()
				if e.Kind == bridge.Played {
					got = e.Play.String()
				}
				if got != tt.want || e.Play.ResultText() != tt.result && e.Kind == bridge.Played {
					t.Errorf("line %d: %s %q, want %s %q", tt.line, got, e.Play.ResultText(), tt.want, tt.result)
				}
				return
			}
			t.Fatalf("no entry from line %d", tt.line)
		})
	}
}

func TestBridgemateTables(t *testing.T) {
	tests := []struct {
		name   string
		kind   Kind
		slots  int
		first  string
		letter string
	}{
		{name: "LBC-2026-01-26.RoundData.csv", kind: Movement, slots: 90, first: "1 1 1 1 1 [1 2 3]"},
		{name: "260119M.RoundData.csv", kind: Movement, slots: 99, first: "1 1 1 1 1 [1 2 3]"},
		{name: "LBC-2026-01-26.Section.csv", kind: Sections, letter: "A"},
		{name: "260119M.Section.csv", kind: Sections, letter: "A"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, tt.name, Options{})
			if f.Kind != tt.kind {
				t.Fatalf("kind %s, want %s", f.Kind, tt.kind)
			}
			if len(f.Warnings) != 0 {
				t.Errorf("warnings: %v", f.Warnings)
			}
			switch tt.kind {
			case Movement:
				if len(f.Slots) != tt.slots {
					t.Errorf("%d slots, want %d", len(f.Slots), tt.slots)
				}
				s := f.Slots[0]
				got := strings.Join([]string{s.Section, itoa(s.Table), itoa(s.Round), s.NS, s.EW}, " ") + " " + fmtBoards(s.Boards)
				if got != tt.first {
					t.Errorf("first slot %s, want %s", got, tt.first)
				}
				for _, s := range f.Slots {
					if len(s.Boards) != 3 {
						t.Errorf("%s: boards %v, want 3", s.Pos, s.Boards)
					}
				}
			case Sections:
				if len(f.Sections) != 1 || f.Sections["1"] != tt.letter {
					t.Errorf("sections %q, want id 1 -> %q", f.Sections, tt.letter)
				}
			}
		})
	}
}

func fmtBoards(b []int) string {
	s := make([]string, len(b))
	for i, n := range b {
		s[i] = itoa(n)
	}
	return "[" + strings.Join(s, " ") + "]"
}

// TestCanonicalExample checks the classification of every row of the
// synthetic canonical file and the warnings.
func TestCanonicalExample(t *testing.T) {
	f := mustRead(t, "traveller_canonical_example.csv", Options{})
	type row struct {
		line    int
		kind    bridge.Kind
		play    string // Play.String when played
		adjust  string
		claimed string
		lead    string
	}
	want := []row{
		{line: 4, kind: bridge.Played, play: "4SX S 10", claimed: "590", lead: "HK"},
		{line: 5, kind: bridge.Played, play: "4SX S 10", lead: "HK"},
		{line: 6, kind: bridge.Played, play: "3NT N 10", lead: "S4"},
		{line: 7, kind: bridge.Played, play: "4SX S 9"},
		{line: 8, kind: bridge.Played, play: "PASS", claimed: "0"},
		{line: 9, kind: bridge.Played, play: "3NT N 10"},
		{line: 10, kind: bridge.Played, play: "4SX E 8"},
		{line: 11, kind: bridge.Artificial, adjust: "A60/40"},
		{line: 12, kind: bridge.Played, play: "4HXX W 11", lead: "DA"},
		{line: 13, kind: bridge.Artificial, adjust: "AVE+/AVE-"},
		{line: 14, kind: bridge.NotPlayed, adjust: "NP"},
		{line: 15, kind: bridge.Played, play: "2D N 8", claimed: "90"},
		{line: 16, kind: bridge.Assigned, adjust: "SPLIT 620/-100"},
		{line: 17, kind: bridge.Assigned, adjust: "W 0.3*620 + 0.7*-100"},
		{line: 18, kind: bridge.Played, play: "6NT S 12", claimed: "1440", lead: "CQ"},
		// line 19 (ARB 4SX-N-2 in the contract column) is replaced by line 20
		{line: 20, kind: bridge.Played, play: "4S N 10", claimed: "620", adjust: "PEN NS -10%"},
	}
	if len(f.Entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(f.Entries), len(want))
	}
	for i, w := range want {
		e := f.Entries[i]
		t.Run("line "+itoa(w.line), func(t *testing.T) {
			var got row
			got.line, got.kind = e.Pos.Line, e.Kind
			if e.Kind == bridge.Played {
				got.play = e.Play.String()
			}
			if e.Adjust != nil {
				got.adjust = e.Adjust.Text
			}
			if e.HasClaimed {
				got.claimed = itoa(e.Claimed)
			}
			if e.Lead.Valid() {
				got.lead = e.Lead.String()
			}
			if got != w {
				t.Errorf("got %+v\nwant %+v", got, w)
			}
		})
	}
	wantWarn := []string{
		`traveller_canonical_example.csv:19:13: board 4, NS 4: contract "ARB 4SX-N-2" is an adjust code: read as adjust (want it in an adjust column)`,
		`traveller_canonical_example.csv:20:3: board 4, NS 4: line 20 replaces line 19: same section, table 4, round 4 and board (the later row wins)`,
	}
	var gotWarn []string
	for _, w := range f.Warnings {
		gotWarn = append(gotWarn, w.Error())
	}
	if strings.Join(gotWarn, "\n") != strings.Join(wantWarn, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(gotWarn, "\n"), strings.Join(wantWarn, "\n"))
	}
}

// TestRussianCP1251 reads the Russian Excel-style file after decoding it
// from Windows-1251.
func TestRussianCP1251(t *testing.T) {
	for _, loc := range []string{"", "ru"} {
		t.Run("locale "+loc, func(t *testing.T) {
			f := mustRead(t, "traveller_ru_cp1251.csv", Options{Locale: loc})
			want := []string{"4S S 10", "4S S 11", "3NT N 9", "5DX E 9", "3NT N 10", "4HX W 8", "PASS", "2S S 8"}
			claimed := []int{420, 450, 400, 300, 630, 300, 0, 110}
			if len(f.Entries) != len(want) {
				t.Fatalf("%d entries, want %d", len(f.Entries), len(want))
			}
			for i, e := range f.Entries {
				if e.Kind != bridge.Played || e.Play.String() != want[i] {
					t.Errorf("%s: %s %s, want %s", e.Pos, e.Kind, e.Play, want[i])
				}
				switch {
				case i == 6 && e.HasClaimed:
					t.Errorf("%s: claimed %d, want none", e.Pos, e.Claimed)
				case i != 6 && (!e.HasClaimed || e.Claimed != claimed[i]):
					t.Errorf("%s: claimed %v, want %d", e.Pos, e.Claimed, claimed[i])
				}
			}
			if len(f.Warnings) != 0 {
				t.Errorf("warnings: %v", f.Warnings)
			}
		})
	}
}

func TestRussianInLatinLocale(t *testing.T) {
	_, err := Read("ru.csv", readTestdata(t, "traveller_ru_cp1251.csv"), Options{Locale: "en"})
	es := bridge.AsErrors(err)
	if len(es) == 0 {
		t.Fatal("no error")
	}
	want := `ru.csv:2:11: board 1, NS 1: contract "4П": "П" is a Cyrillic letter; give the Russian locale for Russian notation (want C, D, H, S or NT)`
	if es[0].Error() != want {
		t.Errorf("got  %s\nwant %s", es[0], want)
	}
	if !errors.Is(err, formats.ErrValue) || !errors.Is(err, bridge.ErrStrain) {
		t.Errorf("errors.Is fails for %v", err)
	}
}

func TestGermanTab(t *testing.T) {
	f := mustRead(t, "traveller_de_tab.csv", Options{})
	want := []struct {
		play    string
		claimed int
		lead    string
	}{
		{"4S S 10", 420, "HA"},
		{"3NT E 8", 50, ""},
		{"4CX W 8", 300, "SK"},
		{"2H E 8", -110, ""},
		{"PASS", 0, ""},
	}
	if len(f.Entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(f.Entries), len(want))
	}
	for i, w := range want {
		e := f.Entries[i]
		lead := ""
		if e.Lead.Valid() {
			lead = e.Lead.String()
		}
		c := 0
		if e.HasClaimed {
			c = e.Claimed
		}
		if e.Play.String() != w.play || c != w.claimed || lead != w.lead {
			t.Errorf("%s: %s claimed %d lead %q, want %s %d %q", e.Pos, e.Play, c, lead, w.play, w.claimed, w.lead)
		}
	}
}

func TestNames(t *testing.T) {
	tests := []struct {
		file string
		want []string // section/direction/id: names
	}{
		{file: "names_players.csv", want: []string{
			`A/NS/1: ["Ann Smith" "Bob Jones"]`,
			`A/EW/1: ["Карл Иванов" "Dora Ek"]`,
			`A/NS/2: ["Smith-Jones; Eve" "Fay Wu"]`,
			`A/EW/2: ["Gus Lee"]`,
		}},
		{file: "names_onecolumn.csv", want: []string{
			`//1: ["Иванов" "Петров"]`,
			`//2: ["Smith-Jones" "Brown"]`,
			`//3: ["Ek" "Wu"]`,
			`//A/1: ["Ost" "West"]`,
			`//../x: ["Solo Player"]`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f := mustRead(t, tt.file, Options{})
			if f.Kind != Names {
				t.Fatalf("kind %s", f.Kind)
			}
			var got []string
			for _, p := range f.Pairs {
				q := make([]string, len(p.Names))
				for i, n := range p.Names {
					q[i] = `"` + n + `"`
				}
				got = append(got, p.Section+"/"+p.Direction.String()+"/"+p.ID+": ["+strings.Join(q, " ")+"]")
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name, text string
		want       Kind
		err        string
		is         error
	}{
		{name: "canonical", text: "section,board,ns,ew,contract,declarer,result\n", want: Travellers},
		{name: "bridgemate received", text: "ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result\n", want: Travellers},
		{name: "russian", text: "\uFEFFСдача;Стол;Пара NS;Пара EW;Контракт\r\n", want: Travellers},
		{name: "adjust only", text: "board;ns;ew;adjust\n", want: Travellers},
		{name: "names", text: "Pair,Player1,Player2\n", want: Names},
		{name: "names one column", text: "No\tNames\n", want: Names},
		{name: "round data", text: "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n", want: Movement},
		{name: "section table", text: "ID,Letter,Tables\n", want: Sections},
		{name: "comment and blank lines first", text: "# made by hand\n\n  \nBoard,NS,EW,Contract\n", want: Travellers},
		{name: "BBO ranking", text: "No.;User;Result\n1;22fay;44.05\n",
			err: `bbo.csv:1:1: unknown header "No.;User;Result" (want for travellers: board, ns, ew (or north, east, south and west) and contract or adjust; for names: pair and player1, player2 or names; for a movement: table, round, nspair, ewpair, lowboard, highboard; for sections: id and letter; this looks like a BBO ranking, not a traveller)`,
			is:  formats.ErrUnknown},
		{name: "PBN", text: "[Event \"x\"]\n[Board \"1\"]\n",
			err: `bbo.csv:1:1: unknown header "[Event \"x\"]" (want for travellers: board, ns, ew (or north, east, south and west) and contract or adjust; for names: pair and player1, player2 or names; for a movement: table, round, nspair, ewpair, lowboard, highboard; for sections: id and letter)`,
			is:  formats.ErrUnknown},
		{name: "empty", text: " \n\n", err: `bbo.csv: empty file (want a header row and data rows)`, is: formats.ErrEmpty},
		{name: "comments only", text: "# nothing\n", err: `bbo.csv: no header row (want a header row naming the columns, then one row per result)`, is: formats.ErrEmpty},
		{name: "binary", text: "PK\x03\x04\x14\x00\x06\x00", err: `bbo.csv:1:3: control character U+0003 (want a CSV text file)`, is: formats.ErrBinary},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k, err := Detect("bbo.csv", tt.text)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("err %v\nwant %s", err, tt.err)
				}
				if !errors.Is(err, tt.is) {
					t.Errorf("errors.Is(%v) false", tt.is)
				}
				var be *bridge.Error
				if !errors.As(err, &be) {
					t.Errorf("not a *bridge.Error")
				}
				return
			}
			if err != nil || k != tt.want {
				t.Errorf("got %s, %v; want %s", k, err, tt.want)
			}
		})
	}
}

// TestPhysicalLayer checks delimiters, BOM, line ends, comments, blank and
// empty rows, the Excel "sep=" line, and quoted fields.
func TestPhysicalLayer(t *testing.T) {
	const want = "2: 4S N 10|3: 3NT S 9"
	tests := []struct {
		name, text, want string
	}{
		{name: "comma LF", text: "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n1,3,4,3NT,S,9\n", want: want},
		{name: "semicolon CRLF with BOM", text: "\uFEFFboard;ns;ew;contract;declarer;result\r\n1;1;2;4S;N;10\r\n1;3;4;3NT;S;9\r\n", want: want},
		{name: "tab", text: "board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t4S\tN\t10\n1\t3\t4\t3NT\tS\t9\n", want: want},
		{name: "classic Mac CR", text: "board,ns,ew,contract,declarer,result\r1,1,2,4S,N,10\r1,3,4,3NT,S,9\r", want: want},
		{name: "Excel sep line", text: "sep=;\r\nboard;ns;ew;contract;declarer;result\r\n1;1;2;4S;N;10\r\n1;3;4;3NT;S;9\r\n", want: "3: 4S N 10|4: 3NT S 9"},
		{name: "comments, blank lines and empty Excel rows", text: "# made by hand\nboard;ns;ew;contract;declarer;result\n\n1;1;2;4S;N;10\n;;;;;\n# a comment\n1;3;4;3NT;S;9\n", want: "4: 4S N 10|7: 3NT S 9"},
		{name: "quoted fields with separators inside", text: "board,ns,ew,contract,declarer,result,remarks\n\"1\",\"1\",\"2\",\"4 S\",\"N\",\"10\",\"a, b\"\n1,3,4,3NT,S,9,\"say \"\"hi\"\"\"\n", want: want},
		{name: "trailing empty fields", text: "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10,,\n1,3,4,3NT,S,9\n", want: want},
		{name: "column order free and case-insensitive headers", text: "RESULT,Declarer,CONTRACT,E-W,N-S,Bd#\n10,N,4S,2,1,1\n9,S,3NT,4,3,1\n", want: want},
		{name: "DOS end-of-file marker", text: "board,ns,ew,contract,declarer,result\n1,1,2,4S,N,10\n1,3,4,3NT,S,9\n\x1a", want: want},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("p.csv", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range f.Entries {
				got = append(got, itoa(e.Pos.Line)+": "+e.Play.String())
			}
			if strings.Join(got, "|") != tt.want {
				t.Errorf("got %s, want %s", strings.Join(got, "|"), tt.want)
			}
			if len(f.Warnings) > 0 {
				t.Errorf("warnings %v", f.Warnings)
			}
		})
	}
}

// TestConcurrentRead reads files from several goroutines: Read keeps no
// state between calls and uses gocsv only through its per-call API (run
// with -race).
func TestConcurrentRead(t *testing.T) {
	text := readTestdata(t, "LBC-2026-01-26.ReceivedData.csv")
	names := readTestdata(t, "names_players.csv")
	done := make(chan error)
	for i := 0; i < 8; i++ {
		go func(i int) {
			var err error
			if i%2 == 0 {
				var f *File
				if f, err = Read("a.csv", text, Options{}); err == nil && len(f.Entries) != 270 {
					err = errors.New("wrong count")
				}
			} else {
				_, err = Read("n.csv", names, Options{})
			}
			done <- err
		}(i)
	}
	for i := 0; i < 8; i++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// TestNoGocsvGlobals keeps this package away from gocsv's process-wide
// setters and variables: they race with other users of gocsv.
func TestNoGocsvGlobals(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	forbidden := []string{"SetCSVReader", "SetCSVWriter", "SetHeaderNormalizer", "gocsv.TagName =", "gocsv.TagSeparator =",
		"FailIfUnmatchedStructTags", "FailIfDoubleHeaderNames", "ShouldAlignDuplicateHeadersWithStructFieldOrder", "FieldsCombiner"}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range forbidden {
			if strings.Contains(string(data), s) {
				t.Errorf("%s uses gocsv's global %s", f, s)
			}
		}
	}
}

// TestNamesMembers reads member numbers beside the player columns (in
// English and Russian headers), parallel to the names: "" where a player
// has none; none at all for a file whose numbers are all empty.
func TestNamesMembers(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       [][]string // each pair's members
	}{
		{"english", "Pair,Player1,Member1,Player2,Member 2\n1,Ann Smith,1234,Bob Jones,\n2,Eve,,Fay Wu,77\n",
			[][]string{{"1234", ""}, {"", "77"}}},
		{"russian", "Пара;Игрок 1;Номер 1;Игрок 2;Номер 2\n3;Иванов Пётр;1234;Петров Иван;1240\n",
			[][]string{{"1234", "1240"}}},
		{"all empty", "Pair,Player1,Member1,Player2,Member2\n1,Ann,,Bob,\n", [][]string{nil}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read(tt.name+".csv", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if f.Kind != Names || len(f.Pairs) != len(tt.want) {
				t.Fatalf("kind %s, %d pairs", f.Kind, len(f.Pairs))
			}
			for i, p := range f.Pairs {
				if !slices.Equal(p.Members, tt.want[i]) || p.Members != nil && len(p.Members) != len(p.Names) {
					t.Errorf("pair %s: names %q members %q, want %q", p.ID, p.Names, p.Members, tt.want[i])
				}
			}
		})
	}
}

// TestUnprintable8 holds the word test to the bytes' one by one: every
// byte at every place among printable ones, and a second odd byte after
// the first.
func TestUnprintable8(t *testing.T) {
	printable := func(c int) bool { return c >= 0x20 && c <= 0x7E }
	for pos := range 8 {
		for c := range 256 {
			for _, later := range []byte{'a', 0, '\n', 0x7F, 0xFF} {
				b := []byte("abcdefgh")
				b[pos] = byte(c)
				if pos < 7 {
					b[7] = later
				}
				want := 8
				for i, x := range b {
					if !printable(int(x)) {
						want = i
						break
					}
				}
				if got := unprintable8(string(b)); got != want {
					t.Errorf("%q: %d, want %d", b, got, want)
				}
			}
		}
	}
}
