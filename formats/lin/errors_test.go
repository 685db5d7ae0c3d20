package lin

import (
	"errors"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// deal is a deal of four one-suit hands, dealer South: South's spades,
// West's hearts, North's diamonds and East's clubs (left out).
const deal = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"

// TestReadErrors is every refusal of Read, with its exact message and
// sentinel.
func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
		is               error
	}{
		{"tag name", "pn|a,b,c,d|mbx|1S|",
			`x.lin:1:12: a BBO LIN file: "mbx" is not a tag name (want two letters before a |, such as md|, mb| or pc|)`, formats.ErrSyntax},
		{"text after the last tag", "pn|a,b,c,d|\r\n" + deal + "pg",
			`x.lin:2:51: a BBO LIN file: text "pg" after the last tag (want name|value|, such as pg||)`, formats.ErrSyntax},
		{"no tags", " \n", `x.lin:1: a BBO LIN file: no tags (want name|value| pairs such as md|...|)`, formats.ErrEmpty},
		{"dealer digit", "pn|a,b,c,d|md|5SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|",
			`x.lin:1:15: md: dealer "5" (want 1 South, 2 West, 3 North or 4 East)`, formats.ErrValue},
		{"short hand", "pn|a,b,c,d|md|1SAKQJT9876543,HAKQJT98765432,DAKQJT98765432,|",
			`x.lin:1:16: md: S hand "SAKQJT9876543" has 12 cards (want 13)`, formats.ErrValue},
		{"card twice", "pn|a,b,c,d|md|1SAKQJT98765432,HAKQJT9876543S2,DAKQJT98765432,|",
			`x.lin:1:31: md: W hand "HAKQJT9876543S2" holds S2, which another hand holds too`, formats.ErrValue},
		{"not a rank", "pn|a,b,c,d|md|1SAKQJT98765431,HAKQJT98765432,DAKQJT98765432,|",
			`x.lin:1:16: md: S hand "SAKQJT98765431": "1" is not a suit or a rank (want S, H, D, C, then A K Q J T 9..2)`, formats.ErrValue},
		{"vulnerability", "pn|a,b,c,d|" + deal + "sv|x|",
			`x.lin:1:65: sv: vulnerability "x" (want o, n, e or b; - or 0 for none)`, formats.ErrValue},
		{"call before the deal", "pn|a,b,c,d|mb|1S|" + deal,
			`x.lin:1:12: mb: a call before the deal (want md|...| first)`, formats.ErrMissing},
		{"no players", deal + "sv|o|mb|p|mb|p|mb|p|mb|p|",
			`x.lin:1:1: board 1: no players for this table (want pn|South,West,North,East| before md)`, formats.ErrMissing},
		{"qx room", "pn|a,b,c,d|qx|x7|" + deal,
			`x.lin:1:15: qx: "x7": not a room (want o or c and the board number, such as o7)`, formats.ErrValue},
		{"qx without a deal", "pn|a,b,c,d|qx|o7|sv|o|qx|o8|" + deal + "mb|p|mb|p|mb|p|mb|p|",
			`x.lin:1:12: a table without a deal (want md|...| after qx or before the auction)`, formats.ErrMissing},
		{"ah and qx disagree", "pn|a,b,c,d|qx|o7|" + deal + "ah|Board 8|sv|o|",
			`x.lin:1:68: board 7: ah names board 8, but qx at x.lin:1:12 board 7`, formats.ErrConflict},
		{"two deals for a board", "pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|md|1HAKQJT98765432,SAKQJT98765432,DAKQJT98765432,|ah|Board 1|sv|o|",
			`x.lin:1:78: board 1: a different deal for this board is given at x.lin:1:12`, formats.ErrConflict},
		{"vg fields", "vg|Final,1,I,1,16,Lions|",
			`x.lin:1:4: vg: 6 fields (want 9: event, segment, scoring, first board, last board, team, score, team, score)`, formats.ErrMissing},
		{"vg boards", "vg|Final,1,I,16,1,Lions,0,Tigers,0|",
			`x.lin:1:4: vg: boards 16 to 1 (want the first board before the last)`, formats.ErrValue},
		{"board name 0", "pn|a,b,c,d|" + deal + "ah|Board 0|sv|o|",
			`x.lin:1:65: ah: board name "Board 0": board "0" out of range 1..9999`, bridge.ErrBoard},
		{"board name too large", "pn|a,b,c,d|" + deal + "ah|Board 99999999999|sv|o|",
			`x.lin:1:65: ah: board name "Board 99999999999": board "99999999999" out of range 1..9999`, bridge.ErrBoard},
		{"qx board 0", "pn|a,b,c,d|qx|o0|" + deal,
			`x.lin:1:15: qx: "o0": board out of range 1..9999`, bridge.ErrBoard},
		{"vugraph table without a room", "vg|Final,1,I,1,16,Lions,0,Tigers,0|pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p|",
			`x.lin:1:47: board 1: a table of a vugraph match without its room (want qx|o1| or qx|c1| before md)`, formats.ErrMissing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("x.lin", tt.text, Options{})
			if f == nil {
				t.Fatal("nil File")
			}
			if err == nil {
				t.Fatalf("no error, want %s", tt.want)
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(%v) false", tt.is)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Error("a message of several lines")
			}
		})
	}
}

// TestNotScored is every table whose record cannot be scored as it
// stands: the table is an entry not scored, with its reason, keeping what
// the file says of it (board, pairs, auction, cards, contract), and the
// file is read on: the table after it is scored.
func TestNotScored(t *testing.T) {
	seated := "pn|a,b,c,d|"
	next := "qx|o2|" + deal + "ah|Board 2|sv|n|mb|p|mb|p|mb|p|mb|p|"
	tests := []struct {
		name, text, why string
		played          string // the entry's contract, declarer and tricks as kept
		calls, cards    int
	}{
		{"not a call", seated + deal + "sv|o|mb|1S|mb|8S|mb|p|pc|HA|",
			`mb "8S" is not a call`, "PASS", 1, 0},
		{"insufficient bid", seated + deal + "sv|o|mb|2S|mb|2H|",
			"W bids 2H after 2S, not a higher bid", "PASS", 2, 0},
		{"double of partner", seated + deal + "sv|o|mb|1S|mb|p|mb|d|",
			"N doubles with no undoubled bid of the opponents", "PASS", 3, 0},
		{"redouble without double", seated + deal + "sv|o|mb|1S|mb|r|",
			"W redoubles with no double of the opponents", "PASS", 2, 0},
		{"call after the end", seated + deal + "sv|o|mb|p|mb|p|mb|p|mb|p|mb|1S|",
			"a call, 1S, after the end of the auction", "PASS", 5, 0},
		{"auction stops", seated + deal + "sv|o|mb|1S|mb|p|",
			"the auction stops after 2 calls and there is no result", "PASS", 2, 0},
		{"play before the end", seated + deal + "sv|o|mb|1S|mb|p|pc|HA|",
			"the play starts after 2 calls, before the end of the auction", "PASS", 2, 0},
		{"play stops", seated + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|D2|pc|C2|pc|S2|pc|S3|",
			"the play stops after 1 trick and there is no claim", "7S S 0", 4, 5},
		{"card not held", seated + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|SA|",
			"W plays SA, which W does not hold (trick 1)", "7S S 0", 4, 0},
		{"revoke", seated + "md|1SAKQJT9876543H2,S2HAKQJT9876543,DAKQJT98765432,|sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|D2|pc|C2|pc|S3|",
			"S plays S3 holding H2 in the suit led (trick 1)", "7S S 0", 4, 3},
		{"card played twice", seated + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|HA|",
			"HA is played twice (trick 1)", "7S S 0", 4, 1},
		{"bad card", seated + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HZ|mc|13|",
			`pc "HZ" is not a card`, "PASS", 4, 0},
		{"claim not a number", seated + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|mc|14|",
			`claim "14" is not a number of tricks`, "PASS", 4, 0},
		{"claim below the tricks won", seated + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|D2|pc|C2|pc|S2|mc|0|",
			"a claim of 0 tricks, but declarer has won 1 of 1 trick played", "7S S 0", 4, 4},
		{"play after a pass-out", seated + deal + "sv|o|mb|p|mb|p|mb|p|mb|p|pc|HA|",
			"play after a passed-out auction", "PASS", 4, 0},
		{"play without an auction", seated + deal + "sv|o|pc|HA|",
			"play without an auction", "PASS", 0, 0},
		{"no auction at a seated table", seated + deal + "ah|Board 1|sv|o|pg||",
			"no auction: a table the producer adjusted, and the file does not say how", "PASS", 0, 0},
		{"rs with another contract", "vg|Final,1,I,1,2,Lions,0,Tigers,0|rs|6SS=,,|" + seated + "qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|",
			"the play stops after 0 tricks and there is no claim, and the rs line gives another contract, 6SS=", "7S S 0", 4, 1},
		{"vugraph table without a result", "vg|Final,1,I,1,2,Lions,0,Tigers,0|" + seated + "qx|o1|" + deal + "sv|o|pg||",
			"no auction, and no result on the rs line", "PASS", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Read("x.lin", tt.text+next, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Session.Entries) != 2 {
				t.Fatalf("%d entries, want 2", len(f.Session.Entries))
			}
			e, after := f.Session.Entries[0], f.Session.Entries[1]
			if e.Kind != bridge.NotScored || e.Unscored() != tt.why {
				t.Errorf("kind %v, why %q\nwant not scored, %q", e.Kind, e.Unscored(), tt.why)
			}
			if e.Board != 1 || e.NS == "" || e.EW == "" || e.Play.String() != tt.played || len(e.Auction()) != tt.calls || len(e.Cards()) != tt.cards {
				t.Errorf("kept: board %d, %s v %s, %s, %d calls, %d cards; want board 1, %s, %d calls, %d cards",
					e.Board, e.NS, e.EW, e.Play, len(e.Auction()), len(e.Cards()), tt.played, tt.calls, tt.cards)
			}
			if after.Kind != bridge.Played || after.Board != 2 {
				t.Errorf("the next table: %v on board %d, want played on board 2", after.Kind, after.Board)
			}
			for _, w := range f.Warnings {
				if errors.Is(w, bridge.ErrNotScored) {
					t.Errorf("the reader warns of a table not scored (compute/event does): %v", w)
				}
			}
		})
	}
}
