package dd_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
)

// The rows of a BridgeComposer hand record (corpus 260119HandRecord.pbn,
// board 1) against its [DoubleDummyTricks]-style digits, written by hand.
func TestParseOptimumResultTable(t *testing.T) {
	text := "Declarer;Denomination\\2R;Result\\2R\n" +
		"N NT  2\nN  S  3\nN  H  3\nN  D  3\nN  C  2\n" +
		"S NT  2\nS  S  3\nS  H  3\nS  D  3\nS  C  2\n" +
		"E NT 10\nE  S 10\nE  H 10\nE  D 10\nE  C 11\n" +
		"W NT 10\nW  S 10\nW  H 10\nW  D 10\nW  C 11"
	got, err := dd.ParseOptimumResultTable(text)
	if err != nil {
		t.Fatal(err)
	}
	if got.PBN() != "2333223332aaaabaaaab" {
		t.Errorf("table %s, want 2333223332aaaabaaaab", got.PBN())
	}
	if got.Tricks(bridge.East, bridge.Clubs) != 11 || got.Tricks(bridge.North, bridge.NoTrump) != 2 {
		t.Errorf("E C %d, N NT %d", got.Tricks(bridge.East, bridge.Clubs), got.Tricks(bridge.North, bridge.NoTrump))
	}
	// Our own rows read back.
	h, rows := got.OptimumResultTable()
	back, err := dd.ParseOptimumResultTable(h + "\n" + strings.Join(rows, "\n"))
	if err != nil || back != got {
		t.Errorf("round trip: %v, %v", back, err)
	}

	for _, bad := range []struct{ text, msg string }{
		{"N NT 2", "1 rows (want 20"},
		{strings.Replace(text, "W  C 11", "W  C 14", 1), `tricks "14" (want 0..13)`},
		{strings.Replace(text, "W  C 11", "W  D 11", 1), "W D given twice"},
		{strings.Replace(text, "W  C 11", "X  C 11", 1), `row "X  C 11"`},
		{strings.Replace(text, "W  C 11", "W  C", 1), "has 2 elements"},
	} {
		_, err := dd.ParseOptimumResultTable(bad.text)
		if !errors.Is(err, dd.ErrTable) || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("%q: error %v, want one with %q", bad.text[max(0, len(bad.text)-12):], err, bad.msg)
		}
	}
}

func TestParseOptimumScore(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{{"NS 420", 420}, {"NS -140", -140}, {"EW 980", -980}, {"EW -100", 100}, {"NS 4S; 420", 420}, {"NS +50", 50}} {
		got, err := dd.ParseOptimumScore(c.text)
		if err != nil || got != c.want {
			t.Errorf("%q: %d, %v; want %d", c.text, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "420", "XX 420", "NS four"} {
		if _, err := dd.ParseOptimumScore(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// Any text: an error or a table of 0..13 that reads back the same.
func FuzzParseOptimumResultTable(f *testing.F) {
	f.Add("Declarer;Denomination\\2R;Result\\2R\nN NT 2\nN S 3")
	f.Add("N NT 2\nN  S 3\n\nX C 4")
	f.Fuzz(func(t *testing.T, text string) {
		tb, err := dd.ParseOptimumResultTable(text)
		if err != nil {
			return
		}
		h, rows := tb.OptimumResultTable()
		back, err := dd.ParseOptimumResultTable(h + "\n" + strings.Join(rows, "\n"))
		if err != nil || back != tb {
			t.Fatalf("%q: read back %v, %v", text, back, err)
		}
	})
}
