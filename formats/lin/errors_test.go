package lin

import (
	"errors"
	"strings"
	"testing"

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
		{"not a call", "pn|a,b,c,d|" + deal + "sv|o|mb|8S|",
			`x.lin:1:70: mb: "8S" is not a call (want a bid such as 1C or 3N, p, d or r; ! after it for an alert)`, formats.ErrValue},
		{"call before the deal", "pn|a,b,c,d|mb|1S|" + deal,
			`x.lin:1:12: mb: a call before the deal (want md|...| first)`, formats.ErrMissing},
		{"insufficient bid", "pn|a,b,c,d|" + deal + "sv|o|mb|2S|mb|2H|",
			`x.lin:1:76: board 1: mb "2H" is not higher than 2S (want a higher bid, p, d or r)`, formats.ErrValue},
		{"double of partner", "pn|a,b,c,d|" + deal + "sv|o|mb|1S|mb|p|mb|d|",
			`x.lin:1:81: board 1: N doubles, but there is no undoubled bid of the opponents (want p, or a bid)`, formats.ErrValue},
		{"redouble without double", "pn|a,b,c,d|" + deal + "sv|o|mb|1S|mb|r|",
			`x.lin:1:76: board 1: W redoubles, but there is no double of the opponents (want p, or a bid)`, formats.ErrValue},
		{"call after the end", "pn|a,b,c,d|" + deal + "sv|o|mb|p|mb|p|mb|p|mb|p|mb|1S|",
			`x.lin:1:90: board 1: mb "1S" after the end of the auction (want the play, pc, or a claim, mc)`, formats.ErrValue},
		{"auction stops", "pn|a,b,c,d|" + deal + "sv|o|mb|1S|mb|p|",
			`x.lin:1:76: board 1: the auction stops after 2 calls and there is no result (want the end of the auction and the play or a claim, or the rs line's result)`, formats.ErrMissing},
		{"play before the end", "pn|a,b,c,d|" + deal + "sv|o|mb|1S|mb|p|pc|HA|",
			`x.lin:1:81: board 1: the play starts after 2 calls, before the end of the auction (want three passes after the last bid)`, formats.ErrValue},
		{"play stops", "pn|a,b,c,d|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|D2|pc|C2|pc|S2|pc|S3|",
			`x.lin:1:115: board 1: the play stops after 1 trick and there is no claim (want mc or 13 tricks)`, formats.ErrMissing},
		{"card not held", "pn|a,b,c,d|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|SA|",
			`x.lin:1:91: board 1: pc SA: W does not hold it (want a card of W's hand, .AKQJT98765432..)`, formats.ErrValue},
		{"revoke", "pn|a,b,c,d|md|1SAKQJT9876543H2,S2HAKQJT9876543,DAKQJT98765432,|sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|D2|pc|C2|pc|S3|",
			`x.lin:1:111: board 1: pc S3: S revokes, holding H2 in the suit led (want a card of that suit)`, formats.ErrValue},
		{"card played twice", "pn|a,b,c,d|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|HA|",
			`x.lin:1:97: board 1: pc HA: the card has been played already (trick 1)`, formats.ErrValue},
		{"bad card", "pn|a,b,c,d|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HZ|",
			`x.lin:1:91: pc: bad card "HZ" (want a suit and a rank, such as SK or H10)`, formats.ErrValue},
		{"claim not a number", "pn|a,b,c,d|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|mc|14|",
			`x.lin:1:91: mc: claim "14" is not a number of tricks (want 0..13, declarer's tricks)`, formats.ErrValue},
		{"claim below the tricks won", "pn|a,b,c,d|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|pc|D2|pc|C2|pc|S2|mc|0|",
			`x.lin:1:115: board 1: a claim of 0 tricks, but declarer has won 1 of 1 trick played (want 1..13)`, formats.ErrValue},
		{"play after a pass-out", "pn|a,b,c,d|" + deal + "sv|o|mb|p|mb|p|mb|p|mb|p|pc|HA|",
			`x.lin:1:90: board 1: play after a passed-out auction (want no pc or mc)`, formats.ErrValue},
		{"play without an auction", "pn|a,b,c,d|" + deal + "sv|o|pc|HA|",
			`x.lin:1:70: board 1: play without an auction (want the calls, mb, before the play)`, formats.ErrMissing},
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
		{"vugraph table without a room", "vg|Final,1,I,1,16,Lions,0,Tigers,0|pn|a,b,c,d|" + deal + "ah|Board 1|sv|o|mb|p|mb|p|mb|p|mb|p|",
			`x.lin:1:47: board 1: a table of a vugraph match without its room (want qx|o1| or qx|c1| before md)`, formats.ErrMissing},
		{"rs with another contract", "vg|Final,1,I,1,1,Lions,0,Tigers,0|rs|6SS=,|pn|a,b,c,d|qx|o1|" + deal + "sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|",
			`x.lin:1:140: board 1, open room: the play stops after 0 tricks and there is no claim, and the rs line gives another contract, "6SS=" (want mc or 13 tricks)`, formats.ErrMissing},
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
