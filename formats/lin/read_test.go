package lin

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
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
			`x.lin:1:44: board 2, open room: the rs line gives "7NN=", but the file has no deal for this table; ignored`, "7S S 13", formats.ErrMissing},
		{"rs not a result", "vg|Final,1,I,1,1,Lions,0,Tigers,0|rs|7SQ=,|pn|a,b,c,d|qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|mc|13|",
			`x.lin:1:38: board 1, open room: rs "7SQ=" is not a result (want e.g. 4HE=, 3NW+1, 4SWx-4 or P); not used`, "7S S 13", formats.ErrValue},
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
