package lin

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/teams"
	"github.com/protokol-bridge/protokol/formats"
)

// TestReadWarnings: what Read reads with a warning, and what it then
// takes.
func TestReadWarnings(t *testing.T) {
	pass4 := "mb|p|mb|p|mb|p|mb|p|"
	tests := []struct {
		name, text, want, result string
		is                       error
	}{
		{"no sv", "pn|a,b,c,d|" + deal + "ah|Board 2|" + pass4,
			`x.lin:1:12: board 2: no sv tag: vulnerability NS by the board number`, "PASS", formats.ErrMissing},
		{"no board number", "pn|a,b,c,d|" + deal + "sv|b|" + pass4,
			`x.lin:1:12: a deal without a board number (no ah or qx); numbered 1 by its order in the file`, "PASS", formats.ErrMissing},
		{"unknown tag", "pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|qq|x|qq|y|" + pass4,
			`x.lin:1:78: tag "qq" is not known; ignored (and every other qq tag)`, "PASS", formats.ErrValue},
		{"no closing bar", "pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|" + pass4 + "pg|",
			`x.lin:1:98: a BBO LIN file: pg|"" has no closing | (read to the end of the file)`, "PASS", formats.ErrSyntax},
		{"rs disagrees", "vg|Final,1,I,1,1,Lions,0,Tigers,0|rs|7SS-1,|pn|a,b,c,d|qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|mc|13|",
			`x.lin:1:38: board 1, open room: the rs line gives 7SS-1, the table's record 7SS= (the table's record is used)`, "7S S 13", formats.ErrConflict},
		{"rs for a table without a deal", "vg|Final,1,I,1,2,Lions,0,Tigers,0|rs|7SS=,,7NN=,|pn|a,b,c,d|qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|mc|13|",
			`x.lin:1:44: board 2: the file has no deal for this board; its results are read from the rs line (dealer E, vulnerability NS by the board number)`, "7S S 13", formats.ErrMissing},
		{"rs not a result", "vg|Final,1,I,1,1,Lions,0,Tigers,0|rs|7SQ=,|pn|a,b,c,d|qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|mc|13|",
			`x.lin:1:38: board 1, open room: rs "7SQ=" is not a result (want e.g. 4HE=, 3NW+1, 4SWx-4 or P); not used`, "7S S 13", formats.ErrValue},
		{"a value without a tag name", "pn|a,b,c,d||x|" + deal + "ah|Board 1|sv|o|" + pass4,
			`x.lin:1:13: a BBO LIN file: "|x|" has no tag name (want two letters before the bar); read past`, "PASS", bridge.ErrReadPast},
		{"an before a call", "pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|an|hello|" + pass4,
			`x.lin:1:78: an: an explanation before any call; ignored`, "PASS", formats.ErrMissing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("x.lin", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Warnings) != 1 {
				t.Fatalf("%d warnings, want 1: %v", len(f.Warnings), f.Warnings)
			}
			if got := f.Warnings[0].Error(); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if !errors.Is(f.Warnings[0], tt.is) {
				t.Errorf("errors.Is(%v) false", tt.is)
			}
			if got := f.Session.Entries[0].Play.String(); got != tt.result {
				t.Errorf("result %s, want %s", got, tt.result)
			}
		})
	}
}

// TestEmptyTagName: a bar where a tag name should be (vugraph files have
// them), alone before a tag or two side by side, holds nothing: it is
// read past without a word.
func TestEmptyTagName(t *testing.T) {
	f, err := Read("x.lin", "vg|Final,1,I,1,1,Lions,0,Tigers,0|pn|a,b,c,d||\n||qx|o1|"+deal+"sv|o|mb|p|mb|p|||mb|p||mb|p|pg||||", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Warnings) != 0 || len(f.Session.Entries) != 1 || f.Session.Entries[0].Play.String() != "PASS" {
		t.Errorf("warnings %v, entries %+v; want none, one pass-out", f.Warnings, f.Session.Entries)
	}
}

// TestResultSources: the claim, the complete play, and the rs line each
// give a table's tricks, in that order.
func TestResultSources(t *testing.T) {
	trick := "pc|HA|pc|D2|pc|C2|pc|S2|"
	var all strings.Builder
	all.WriteString(trick)
	for r := 3; r <= 14; r++ {
		// South, on lead after ruffing, leads its spades; West plays its
		// hearts from the two up, the others discard.
		rank := bridge.Rank(r).String()
		all.WriteString("pc|S" + rank + "|pc|H" + bridge.Rank(r-1).String() + "|pc|D" + rank + "|pc|C" + rank + "|")
	}
	vg := "vg|Final,1,I,1,1,Lions,0,Tigers,0|rs|7SS=,|pn|a,b,c,d|qx|o1|"
	auction := "sv|o|mb|7S|mb|p|mb|p|mb|p|"
	tests := []struct{ name, text, want string }{
		{"claim", "pn|a,b,c,d|" + deal + "ah|Board 1|" + auction + trick + "mc|12|", "7S S 12"},
		{"complete play", "pn|a,b,c,d|" + deal + "ah|Board 1|" + auction + all.String(), "7S S 13"},
		{"rs line, play stopped", vg + deal + auction + trick, "7S S 13"},
		{"rs line, no auction", vg + deal + "sv|o|", "7S S 13"},
		{"pass-out", "pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p|", "PASS"},
		{"doubled, declarer first to name the strain", "pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|mb|1S|mb|2H|mb|p|mb|p|mb|2S|mb|3H|mb|4S|mb|d|mb|r|mb|p|mb|p|mb|p|mc|10|", "4SXX S 10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("x.lin", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Session.Entries) != 1 {
				t.Fatalf("%d entries", len(f.Session.Entries))
			}
			if got := f.Session.Entries[0].Play.String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestHandRecordOnly: a deal without an auction is a board and no entry.
func TestHandRecordOnly(t *testing.T) {
	f, err := Read("x.lin", deal+"ah|Board 3|sv|e|"+deal+"ah|Board 4|sv|b|", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Session.Boards) != 2 || len(f.Session.Entries) != 0 || f.Session.Boards[1].Vul != bridge.VulAll {
		t.Errorf("%+v", f.Session)
	}
}

// TestTooMany: a file of more tables than Options.MaxResults is refused.
func TestTooMany(t *testing.T) {
	text := strings.Repeat("pn|a,b,c,d|"+deal+"sv|o|mb|p|mb|p|mb|p|mb|p|", 4)
	_, err := Read("x.lin", text, Options{MaxResults: 2})
	want := "x.lin:1:184: more than 2 tables (the limit for one session; want the files of one session)"
	if err == nil || err.Error() != want || !errors.Is(err, formats.ErrTooLarge) {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

func TestLooks(t *testing.T) {
	tests := []struct {
		name, text string
		want       bool
	}{
		{"hand history", readCorpus(t, "bridgebots_sample.lin"), true},
		{"tournament", readCorpus(t, "kemistry-boards-2026-01-14.lin"), true},
		{"vugraph", readCorpus(t, "bridgebots_usbf_sf_14502.lin"), true},
		{"BOM and spaces", "\uFEFF\r\n pn|a,b,c,d|md|1S|", true},
		{"upper case", "PN|a|MD|1|", true},
		{"one tag", "md|1SAK", true},
		{"one closed tag", "md|1SAK|\n", true},
		{"csv with bars", "board|ns|ew\n1|2|3\n", false},
		{"two-letter csv header", "ns|ew|contract\n", false},
		{"pbn", "[Event \"x\"]\n", false},
		{"empty", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Looks(tt.text); got != tt.want {
				t.Errorf("Looks = %v, want %v", got, tt.want)
			}
		})
	}
}

// FuzzRead: no input panics, hangs, or gives an error without a position
// or of several lines.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"bridgebots_sample.lin", "endplay_example1.lin", "kemistry-boards-2026-01-14.lin", "bridgebots_usbf_sf_14502.lin"} {
		text := readCorpus(f, name)
		f.Add(text[:min(len(text), 3000)])
	}
	f.Add("vg|Final,1,I,1,1,Lions,0,Tigers,0|rs|7SS=,|pn|a,b,c,d|qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|")
	f.Add("vg|Final,1,I,1,2,Lions,0,Tigers,0|\nrs|3NN=,3NN-1,4SE=,|\npn|a,b,c,d,e,f,g,h||\n||qx|o1|qx|c1|mb|p||x|")
	f.Add("pn|a,b,c,d|" + deal + "ah|Board 0|sv|o|mb|8S|pc|HZ|mc|14|")
	f.Fuzz(func(t *testing.T, text string) {
		start := time.Now()
		file, err := Read("fuzz.lin", text, Options{})
		if d := time.Since(start); d > 3*time.Second {
			t.Fatalf("slow input: %v for %d bytes", d, len(text))
		}
		if file == nil {
			t.Fatal("nil File")
		}
		for _, e := range append(bridge.AsErrors(err), file.Warnings...) {
			if e.Pos.File == "" || e.Pos.Line <= 0 || strings.Contains(e.Error(), "\n") {
				t.Fatalf("bad problem %q at %+v", e.Error(), e.Pos)
			}
		}
		if err != nil && len(bridge.AsErrors(err)) == 0 {
			t.Fatalf("error without a position: %v", err)
		}
		for _, e := range file.Session.Entries {
			if (e.Kind == bridge.NotScored) != (e.Unscored() != "") {
				t.Fatalf("%s entry, reason %q", e.Kind, e.Unscored())
			}
		}
		if err == nil {
			for _, e := range file.Session.Entries {
				if e.Kind == bridge.Played {
					if verr := e.Play.Validate(); verr != nil {
						t.Fatalf("entry %+v: %v", e, verr)
					}
				}
			}
		}
	})
}

// BenchmarkRead reads the vugraph segment (43 KB, 30 tables, 549
// comments).
func BenchmarkRead(b *testing.B) {
	text := readCorpus(b, "bridgebots_usbf_sf_14502.lin")
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read("x.lin", text, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRSOnly: a vugraph file whose rs line is its only record of the
// results (no deals, or a qx tag alone for a table) is read from the rs
// line: boards without a deal (the board number's dealer and
// vulnerability, warned once a board), one entry a result, and the match
// scores. Board 1: 3NN= (+400) in the open room, 3NN-1 (-50 to Tigers
// NS) in the closed: Lions +450, 10 IMPs; board 2 (NS vulnerable): 4SE=
// in both rooms, 0.
func TestRSOnly(t *testing.T) {
	tests := []struct{ name, text string }{
		{"no tables", "vg|Final,1,I,1,2,Lions,0,Tigers,0|\nrs|3NN=,3NN-1,4SE=,4SE=|\npn|a,b,c,d,e,f,g,h|\n"},
		{"qx alone", "vg|Final,1,I,1,2,Lions,0,Tigers,0|\nrs|3NN=,3NN-1,4SE=,4SE=|\npn|a,b,c,d,e,f,g,h|\nqx|o1|\nqx|c1|\nqx|o2|\nqx|c2|\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("x.lin", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var warnings []string
			for _, w := range f.Warnings {
				warnings = append(warnings, w.Error())
			}
			want := []string{
				"x.lin:2:4: board 1: the file has no deal for this board; its results are read from the rs line (dealer N, vulnerability None by the board number)",
				"x.lin:2:15: board 2: the file has no deal for this board; its results are read from the rs line (dealer E, vulnerability NS by the board number)",
			}
			if strings.Join(warnings, "\n") != strings.Join(want, "\n") {
				t.Errorf("warnings\n%s\nwant\n%s", strings.Join(warnings, "\n"), strings.Join(want, "\n"))
			}
			s := f.Session
			if len(s.Boards) != 2 || !s.Boards[0].Deal.Empty() || s.Boards[1].Vul != bridge.VulNS || len(s.Entries) != 4 {
				t.Fatalf("%d boards, %d entries: %+v", len(s.Boards), len(s.Entries), s.Boards)
			}
			var got []string
			for _, e := range s.Entries {
				got = append(got, fmt.Sprintf("%d %s %s v %s: %s", e.Board, e.Room, e.NS, e.EW, e.Play))
			}
			if g := strings.Join(got, "; "); g != "1 O Lions v Tigers: 3NT N 9; 1 C Tigers v Lions: 3NT N 8; 2 O Lions v Tigers: 4S E 10; 2 C Tigers v Lions: 4S E 10" {
				t.Errorf("entries %s", g)
			}
			res, err := teams.Score(s, teams.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if m := res.Matches[0]; m.Home != "Lions" || m.IMPsHome.Cmp(exact.Int(10)) != 0 || m.IMPsAway.Cmp(exact.Int(0)) != 0 {
				t.Errorf("%s %s–%s %s, want Lions 10–0 Tigers", m.Home, m.IMPsHome, m.IMPsAway, m.Away)
			}
		})
	}
}

// TestQXAlone: a table of a qx tag alone that the rs line does not give
// is read past with a warning; so is it in a file without vg.
func TestQXAlone(t *testing.T) {
	for _, tt := range []struct{ name, text, want string }{
		{"vugraph", "vg|Final,1,I,1,2,Lions,0,Tigers,0|rs|3NN=,,|pn|a,b,c,d|qx|o1|qx|c1|md|3SJ875HK7D64CA9742,S4HA98532DT9CKJT6,SQT63HQJ6DKQJ8C83,|sv|o|mb|p|mb|p|mb|p|mb|p|qx|o2|",
			"x.lin:1:152: board 2, open room: a table of a qx tag alone, with no deal, no auction and no result (want md|...| after qx); read past"},
		{"pairs", "pn|a,b,c,d|qx|o7|qx|o8|md|3SJ875HK7D64CA9742,S4HA98532DT9CKJT6,SQT63HQJ6DKQJ8C83,|sv|o|mb|p|mb|p|mb|p|mb|p|",
			"x.lin:1:12: board 7: a table of a qx tag alone, with no deal, no auction and no result (want md|...| after qx); read past"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("x.lin", tt.text, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Warnings) != 1 || f.Warnings[0].Error() != tt.want || !errors.Is(f.Warnings[0], bridge.ErrReadPast) {
				t.Errorf("warnings %v\nwant %s", f.Warnings, tt.want)
			}
		})
	}
}

// TestNothingIn: a file of no deals and no results is read as holding
// nothing, not refused: whether that is an error is the command's call.
func TestNothingIn(t *testing.T) {
	for _, text := range []string{"pn|a,b,c,d|", "vg|Final,1,I,1,2,Lions,0,Tigers,0|pn|a,b,c,d,e,f,g,h|pg||", "pn|a,b,c,d|st||rh||pg||"} {
		f, err := Read("x.lin", text, Options{})
		if err != nil || len(f.Session.Boards) != 0 || len(f.Session.Entries) != 0 || len(f.Warnings) != 0 {
			t.Errorf("%q: %v, %d boards, %d entries, warnings %v; want nothing and no problem", text, err, len(f.Session.Boards), len(f.Session.Entries), f.Warnings)
		}
	}
}
