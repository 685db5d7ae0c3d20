package usebioout_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/report/usebioout"
)

// TestRenumber: a pair id that is not digits ("A/2") is written as the
// next number free in its section, with a warning, in every style (it was
// written "A/2NS", which a reader takes for pair 2 of section "A/").
func TestRenumber(t *testing.T) {
	s := bridge.Session{Boards: []bridge.Board{bridge.NewBoard(1)}}
	c, _ := bridge.ParseContract("4S")
	for i, id := range []string{"A/2", "5", "7"} {
		s.Pairs = append(s.Pairs, bridge.Pair{Direction: bridge.DirectionNS, ID: id, Names: []string{"North", "South"}},
			bridge.Pair{Direction: bridge.DirectionEW, ID: id, Names: []string{"East", "West"}})
		s.Entries = append(s.Entries, bridge.Entry{Board: 1, NS: id, EW: id, Kind: bridge.Played, Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 9 + i}})
	}
	res, err := pairs.Score(s, pairs.Options{Movement: pairs.Mitchell})
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range []usebioout.Style{usebioout.StyleCompscore, usebioout.StyleEBU} {
		var b bytes.Buffer
		warnings, err := usebioout.Write(&b, &event.Result{Kind: event.Pairs, Pairs: res}, usebioout.Options{Style: style})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{
			`pair "NS A/2" written as 8NS (a USEBIO pair number is digits)`,
			`pair "EW A/2" written as 8EW (a USEBIO pair number is digits)`,
		}
		if strings.Join(warnings, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: warnings\n%s\nwant\n%s", style, strings.Join(warnings, "\n"), strings.Join(want, "\n"))
		}
		xml := b.String()
		for _, w := range []string{"<PAIR_NUMBER>8NS</PAIR_NUMBER>", "<NS_PAIR_NUMBER>8NS</NS_PAIR_NUMBER>", "<EW_PAIR_NUMBER>8EW</EW_PAIR_NUMBER>"} {
			if !strings.Contains(xml, w) {
				t.Errorf("%s: no %s", style, w)
			}
		}
		if strings.Contains(xml, "A/2") {
			t.Errorf("%s: A/2 written", style)
		}
	}
}

func TestParseStyle(t *testing.T) {
	for i, name := range usebioout.Styles {
		if s, err := usebioout.ParseStyle(name); err != nil || s != usebioout.Style(i) || s.String() != name {
			t.Errorf("ParseStyle(%q) = %v, %v", name, s, err)
		}
	}
	if _, err := usebioout.ParseStyle("abf"); err == nil || err.Error() != `unknown USEBIO style "abf" (want auto, compscore, ebu)` {
		t.Errorf("ParseStyle(abf): %v", err)
	}
}
