package pbn

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// TestParseLongLine: a line beyond formats.MaxLineBytes is an error at the
// character that crosses the limit, and the reading stops there; a line
// at the limit is read (with the standard's warning).
func TestParseLongLine(t *testing.T) {
	long := "[Event \"" + strings.Repeat("e", formats.MaxLineBytes-10) + "\"]"
	tests := []struct {
		name, text string
		games      int
		want       []string
	}{
		{"over the limit", "[Board \"1\"]\n\n" + long + "e\r\n[Site \"x\"]\n", 1,
			[]string{"t.pbn:3:1048577: too large: a line of more than 1 MiB (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)"}},
		{"at the limit", "[Board \"1\"]\n\n" + long + "\n", 2, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.pbn", tt.text)
			got := messages(bridge.AsErrors(err))
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if tt.want != nil && !errors.Is(err, formats.ErrTooLarge) {
				t.Errorf("errors.Is(err, formats.ErrTooLarge) is false")
			}
			if len(f.Games) != tt.games {
				t.Errorf("%d games, want %d", len(f.Games), tt.games)
			}
		})
	}
}

// TestParseMany: more than formats.MaxGames games, or table rows, in one
// file stop the reading there (memory grows with each); so do
// frequency-table rows that stand for more results than
// formats.MaxResults (lowered to 300,000 here).
func TestParseMany(t *testing.T) {
	const deal = "[Deal \"N:86542.J9.T984.96 KT9.QT763.A6.754 Q.AK42.KQJ2.AQ83 AJ73.85.753.KJT2\"]\n"
	freq := "[ScoreTable \"Contract\\4L;Declarer\\1R;Result\\2R;Multiplicity\\5R\"]\n"
	// freqBoards is n boards of 100,000 results each (the most one board
	// may have: ten rows of 10,000 tables).
	freqBoards := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "[Board \"%d\"]\n%s%s%s\n", i+1, deal, freq, strings.Repeat("3NT N 9 10000\n", 10))
		}
		return b.String()
	}
	tests := []struct {
		name, text string
		session    bool // the error is Session's
		want       string
	}{
		{"games", strings.Repeat("[Board \"1\"]\n\n", formats.MaxGames+1), false,
			"t.pbn:600001:1: too large: more than 300000 games (the limit for one PBN file; want the files of one session)"},
		{"table rows", "[Board \"1\"]\n[ActionTable \"A;B\"]\n" + strings.Repeat("1 2\n", formats.MaxGames+1) + "[Board \"2\"]\n", false,
			"t.pbn:300003:1: board 1: too large: more than 300000 table rows (the limit for one PBN file; want the files of one session)"},
		{"frequency table rows", freqBoards(3) + "[Board \"9\"]\n" + freq + "3NT N 9 10000\n", true,
			`t.pbn:45:1: board 9: [ScoreTable] row 1, Contract "3NT": too large: more than 300000 results in the file (the limit for one session; want the files of one session)`},
	}
	defer func(was int) { maxResults = was }(maxResults)
	maxResults = 300_000 // three boards of 100,000 results
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.pbn", tt.text)
			if tt.session {
				if err != nil {
					t.Fatal(err)
				}
				_, err = f.Session()
			}
			if err == nil || err.Error() != tt.want || !errors.Is(err, formats.ErrTooLarge) {
				t.Errorf("err =\n%v\nwant\n%s", err, tt.want)
			}
		})
	}
}

// TestLongValues: a tag value far longer than any the standard has is
// shown quoted and cut, in the context and in the cause.
func TestLongValues(t *testing.T) {
	long := strings.Repeat("Q", 500_000)
	q := `"` + strings.Repeat("Q", bridge.QuoteMax) + `"… (500000 bytes)`
	tests := []struct{ name, text, want string }{
		{"board", "[Board \"" + long + "\"]\n",
			`t.pbn:1:8: game 1: [Board ` + q + `]: not a number (want 1..9999)`},
		{"contract", "[Board \"1\"]\n[Contract \"" + long + "\"]\n[Declarer \"N\"]\n[Result \"9\"]\n",
			`not scored: contract ` + q + `: level out of range ` + q + `: level "Q" (want 1..7, or PASS)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse("t.pbn", tt.text)
			if err != nil {
				t.Fatal(err)
			}
			r, err := f.Session()
			got := fmt.Sprint(err)
			if err == nil && len(r.Session.Entries) == 1 {
				got = r.Session.Entries[0].Kind.String() + ": " + r.Session.Entries[0].Unscored()
			}
			if got != tt.want {
				t.Errorf("got\n%v\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestParseCRCRLF: a file whose lines end in CR CR LF (converted to CR LF
// twice, as some Windows tools do) reads as the same file with CR LF: the
// same games, boards, results, warnings and errors.
func TestParseCRCRLF(t *testing.T) {
	for _, rel := range []string{
		"ruter-norway/bridgekam_2015-10-08.pbn",        // LF, score tables
		"commongame-bridgecomposer/LBC-2026-01-26.pbn", // CR LF, multi-line tags
		"misc-generators/bigdeal_test1.pbn",            // CR LF, four sub-files
		"synthetic/cyrillic_cp1251.pbn",                // Cyrillic names
		"reference-suite/errors_20.pbn",                // errors and warnings
	} {
		t.Run(rel, func(t *testing.T) {
			lf := strings.ReplaceAll(readCorpus(t, rel), "\r\n", "\n")
			want, werr := Parse(rel, lf)
			got, gerr := Parse(rel, strings.ReplaceAll(lf, "\n", "\r\r\n"))
			if len(got.Games) != len(want.Games) {
				t.Fatalf("%d games, want %d", len(got.Games), len(want.Games))
			}
			if g, w := messages(bridge.AsErrors(gerr)), messages(bridge.AsErrors(werr)); !reflect.DeepEqual(g, w) {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
			}
			if g, w := messages(got.Warnings), messages(want.Warnings); !reflect.DeepEqual(g, w) {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
			}
			if werr != nil {
				return
			}
			rw, werr := want.Session()
			rg, gerr := got.Session()
			if (werr == nil) != (gerr == nil) || werr != nil && gerr.Error() != werr.Error() {
				t.Fatalf("Session: %v, want %v", gerr, werr)
			}
			if werr != nil {
				return
			}
			if len(rg.Session.Boards) == 0 || !reflect.DeepEqual(rg.Session.Boards, rw.Session.Boards) || !reflect.DeepEqual(rg.Session.Entries, rw.Session.Entries) {
				t.Errorf("%d boards and %d entries, want %d and %d, the same", len(rg.Session.Boards), len(rg.Session.Entries), len(rw.Session.Boards), len(rw.Session.Entries))
			}
		})
	}
}

// BenchmarkRepeatedTag reads a game in which one tag is repeated n times
// before [Board] (a hostile file of issue 27: 500,000 repeats took
// minutes): every look-up of a game's tags must be constant time, so the
// time per repeat (ns/tag) stays flat as n grows.
func BenchmarkRepeatedTag(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		text := strings.Repeat("[Event \"x\"]\n", n) + "[Board \"1\"]\n[Contract \"3NT\"]\n[Declarer \"N\"]\n[Result \"9\"]\n"
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				f, err := Parse("bench.pbn", text)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := f.Session(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/tag")
		})
	}
}

// TestGetIndexed: Get on a game of many tags (indexed) gives the first
// tag of each name, as reading them in order does, tags copied by "##"
// included; and on a game whose Tags were changed by hand it still reads
// them.
func TestGetIndexed(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Site \"##Oslo\"]\n\n[Board \"1\"]\n")
	for i := range 40 {
		fmt.Fprintf(&b, "[Note \"%d\"]\n[Event \"e%d\"]\n", i, i)
	}
	f, err := Parse("t.pbn", b.String())
	if err != nil {
		t.Fatal(err)
	}
	g := f.Games[1]
	for _, name := range []string{"Board", "Note", "Event", "Site", "Deal"} {
		var want *Tag
		for _, x := range g.Tags {
			if x.Name == name {
				want = x
				break
			}
		}
		got, ok := g.Get(name)
		if got != want || ok != (want != nil) {
			t.Errorf("Get(%q) = %v, %v; want %v", name, got, ok, want)
		}
	}
	if v := g.Value("Event"); v != "e0" {
		t.Errorf("Event = %q, want e0", v)
	}
	if v := g.Value("Site"); v != "Oslo" {
		t.Errorf("Site = %q, want Oslo (copied by ##)", v)
	}
	g.Tags = append(g.Tags, &Tag{Name: "Deal", Value: "N:..."})
	if v := g.Value("Deal"); v != "N:..." {
		t.Errorf("a tag added by hand: Deal = %q, want N:...", v)
	}
}
