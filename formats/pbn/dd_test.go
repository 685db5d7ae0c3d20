package pbn

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

func TestParseDoubleDummyTricks(t *testing.T) {
	const text = "75974684697597468469"
	tb, err := ParseDoubleDummyTricks(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := dd.Table(tb).PBN(); got != text {
		t.Errorf("PBN() = %q, want %q", got, text)
	}
	if tb[bridge.North][bridge.NoTrump] != 7 || tb[bridge.West][bridge.Clubs] != 9 {
		t.Errorf("N NT = %d, W C = %d, want 7 and 9", tb[bridge.North][bridge.NoTrump], tb[bridge.West][bridge.Clubs])
	}
	up, _ := ParseDoubleDummyTricks("7C5C67C5C61181711817")
	if up[bridge.North][bridge.Spades] != 12 {
		t.Errorf("upper case: %s", dd.Table(up).PBN())
	}
	for _, tt := range []struct{ name, in, msg string }{
		{"too few digits", "7597", `bad double-dummy table "7597": 4 digits (want 20: N, S, E, W × NT, S, H, D, C)`},
		{"not a digit", "7597468469759746846e", `bad double-dummy table "7597468469759746846e": 'e' at 20 is not 0..9 or a..d`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ParseDoubleDummyTricks(tt.in); !errors.Is(err, ErrTable) || err.Error() != tt.msg {
				t.Errorf("ParseDoubleDummyTricks(%q): %v, want %q", tt.in, err, tt.msg)
			}
		})
	}
}

func FuzzParseDoubleDummyTricks(f *testing.F) {
	f.Add("75974684697597468469")
	f.Add("7C5C67C5C61181711817")
	f.Fuzz(func(t *testing.T, s string) {
		tb, err := ParseDoubleDummyTricks(s)
		if err != nil {
			return
		}
		back, err := ParseDoubleDummyTricks(dd.Table(tb).PBN())
		if err != nil || back != tb {
			t.Fatalf("round trip %q -> %q", s, dd.Table(tb).PBN())
		}
	})
}

// The rows of a BridgeComposer hand record (corpus 260119HandRecord.pbn,
// board 1) against its [DoubleDummyTricks]-style digits, written by hand.
func TestParseOptimumResultTable(t *testing.T) {
	text := "Declarer;Denomination\\2R;Result\\2R\n" +
		"N NT  2\nN  S  3\nN  H  3\nN  D  3\nN  C  2\n" +
		"S NT  2\nS  S  3\nS  H  3\nS  D  3\nS  C  2\n" +
		"E NT 10\nE  S 10\nE  H 10\nE  D 10\nE  C 11\n" +
		"W NT 10\nW  S 10\nW  H 10\nW  D 10\nW  C 11"
	got, err := ParseOptimumResultTable(text)
	if err != nil {
		t.Fatal(err)
	}
	if dd.Table(got).PBN() != "2333223332aaaabaaaab" {
		t.Errorf("table %s, want 2333223332aaaabaaaab", dd.Table(got).PBN())
	}
	// The rows compute/dd writes read back.
	h, rows := dd.Table(got).OptimumResultTable()
	back, err := ParseOptimumResultTable(h + "\n" + strings.Join(rows, "\n"))
	if err != nil || back != got {
		t.Errorf("round trip: %v, %v", back, err)
	}
	for _, bad := range []struct{ name, text, msg string }{
		{"one row", "N NT 2", "bad double-dummy table: 1 rows (want 20: N, S, E, W × NT, S, H, D, C)"},
		{"tricks out of range", strings.Replace(text, "W  C 11", "W  C 14", 1), `bad double-dummy table: row "W  C 14": tricks "14" (want 0..13)`},
		{"an entry twice", strings.Replace(text, "W  C 11", "W  D 11", 1), "bad double-dummy table: W D given twice"},
		{"no seat", strings.Replace(text, "W  C 11", "X  C 11", 1), `bad double-dummy table: row "X  C 11": unknown seat "X" (want N, E, S or W)`},
		{"two elements", strings.Replace(text, "W  C 11", "W  C", 1), `bad double-dummy table: row "W  C" has 2 elements (want declarer, strain and tricks, such as N NT 6)`},
	} {
		t.Run(bad.name, func(t *testing.T) {
			_, err := ParseOptimumResultTable(bad.text)
			if !errors.Is(err, ErrTable) || err == nil || err.Error() != bad.msg {
				t.Errorf("error %v, want %q", err, bad.msg)
			}
		})
	}
}

// Any text: an error or a table of 0..13 that reads back the same.
func FuzzParseOptimumResultTable(f *testing.F) {
	f.Add("Declarer;Denomination\\2R;Result\\2R\nN NT 2\nN S 3")
	f.Add("N NT 2\nN  S 3\n\nX C 4")
	f.Fuzz(func(t *testing.T, text string) {
		tb, err := ParseOptimumResultTable(text)
		if err != nil {
			return
		}
		h, rows := dd.Table(tb).OptimumResultTable()
		back, err := ParseOptimumResultTable(h + "\n" + strings.Join(rows, "\n"))
		if err != nil || back != tb {
			t.Fatalf("%q: read back %v, %v", text, back, err)
		}
	})
}

func TestParseOptimumScore(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{{"NS 420", 420}, {"NS -140", -140}, {"EW 980", -980}, {"EW -100", 100}, {"NS 4S; 420", 420}, {"NS +50", 50}} {
		t.Run(c.text, func(t *testing.T) {
			if got, err := parseOptimumScore(c.text); err != nil || got != c.want {
				t.Errorf("%q: %d, %v; want %d", c.text, got, err, c.want)
			}
		})
	}
	for _, bad := range []struct{ text, msg string }{
		{"", "no side (want NS or EW and a score, such as NS 100)"},
		{"420", "no side (want NS or EW and a score, such as NS 100)"},
		{"XX 420", "no side (want NS or EW and a score, such as NS 100)"},
		{"NS", "no score after the side (want a side and a score, such as EW 980)"},
		{"NS four", `score "four" is not a whole number (want a side and a score, such as EW 980)`},
	} {
		t.Run("bad "+bad.text, func(t *testing.T) {
			if _, err := parseOptimumScore(bad.text); err == nil || err.Error() != bad.msg {
				t.Errorf("%q: %v, want %q", bad.text, err, bad.msg)
			}
		})
	}
}

// TestSessionHandRecord: the double-dummy tags are read into the board as
// tables and a score; a table that cannot be read is a warning held with
// the board, at the tag, in the words cmd gave it when it read the text.
func TestSessionHandRecord(t *testing.T) {
	const ddt = "7c5c67c5c61181711817"
	table, _ := ParseDoubleDummyTricks(ddt)
	h, rows := dd.Table(table).OptimumResultTable()
	ort := "[OptimumResultTable \"" + h + "\"]\n" + strings.Join(rows, "\n") + "\n"
	show := func(p *bridge.DDTable) string {
		if p == nil {
			return "-"
		}
		return dd.Table(*p).PBN()
	}
	tests := []struct {
		name     string
		text     string
		ddt, ort string // the tables read, "-" for none
		score    string // the NS score, "-" for none
		warnings []string
	}{
		{"both tables and the score", "[Board \"2\"]\n[DoubleDummyTricks \"" + ddt + "\"]\n[OptimumScore \"EW 980\"]\n" + ort,
			ddt, ddt, "-980", nil},
		{"upper-case digits", "[Board \"2\"]\n[DoubleDummyTricks \"7C5C67C5C61181711817\"]\n", ddt, "-", "-", nil},
		{"digits that cannot be read", "[Board \"3\"]\n[DoubleDummyTricks \"12345\"]\n", "-", "-", "-",
			[]string{`s.pbn:2:20: board 3: [DoubleDummyTricks]: bad double-dummy table "12345": 5 digits (want 20: N, S, E, W × NT, S, H, D, C); not used`}},
		{"rows that cannot be read", "[Board \"4\"]\n[OptimumScore \"NS 4S; 420\"]\n[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 7\nS S 12\n", "-", "-", "420",
			[]string{`s.pbn:3:21: board 4: [OptimumResultTable]: bad double-dummy table: 2 rows (want 20: N, S, E, W × NT, S, H, D, C); not used`}},
		{"two tables that differ are both read", "[Board \"5\"]\n[DoubleDummyTricks \"" + ddt + "\"]\n" + strings.Replace(ort, "N NT 7", "N NT 9", 1),
			ddt, "9" + ddt[1:], "-", nil},
		{"the first game of a board gives its tags", "[Board \"6\"]\n[DoubleDummyTricks \"12345\"]\n\n[Board \"6\"]\n[DoubleDummyTricks \"" + ddt + "\"]\n[OptimumScore \"NS 100\"]\n", "-", "-", "100",
			[]string{`s.pbn:2:20: board 6: [DoubleDummyTricks]: bad double-dummy table "12345": 5 digits (want 20: N, S, E, W × NT, S, H, D, C); not used`}},
		{"no tags", "[Board \"7\"]\n", "-", "-", "-", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := session(t, tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Session.Boards) != 1 || len(r.Warnings) != 0 {
				t.Fatalf("%d boards, warnings %q", len(r.Session.Boards), messages(r.Warnings))
			}
			hr := r.Session.Boards[0].HandRecord
			score := "-"
			if hr.OptimumScore != nil {
				score = fmt.Sprint(*hr.OptimumScore)
			}
			if got := [3]string{show(hr.DoubleDummyTricks), show(hr.OptimumResultTable), score}; got != [3]string{tt.ddt, tt.ort, tt.score} {
				t.Errorf("tables and score %q, want %q", got, [3]string{tt.ddt, tt.ort, tt.score})
			}
			if got := messages(hr.Warnings); strings.Join(got, "\n") != strings.Join(tt.warnings, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.warnings, "\n"))
			}
		})
	}
}
