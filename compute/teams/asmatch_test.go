package teams

import (
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// TestAsMatch: a session of two tables, the same throughout, becomes one
// match (the lower table of the first board the open room, else the first
// read; home the open room's NS and the closed room's EW); any other shape
// is an error at the result that breaks it.
func TestAsMatch(t *testing.T) {
	e := func(line, board, table int, ns, ew string) bridge.Entry {
		return bridge.Entry{Pos: bridge.Pos{File: "m.csv", Line: line}, Board: board, Table: table, NS: ns, EW: ew, Kind: bridge.Played}
	}
	for _, tt := range []struct {
		name      string
		entries   []bridge.Entry
		open      string // the open room's NS team, when it is a match
		err, warn string
	}{
		{"two tables", []bridge.Entry{e(2, 1, 1, "1", "1"), e(3, 1, 2, "2", "2"), e(4, 2, 2, "2", "2"), e(5, 2, 1, "1", "1")}, "1 & 2", "",
			`m.csv:2: every board has two results, at the same two tables (NS "1" v EW "1", NS "2" v EW "2"): a team match without rooms ([Room]), scored as pairs; give --teams to score it as a match`},
		{"the lower table is open", []bridge.Entry{e(2, 1, 2, "2", "2"), e(3, 1, 1, "1", "1"), e(4, 2, 1, "1", "1"), e(5, 2, 2, "2", "2")}, "1 & 2", "",
			`m.csv:2: every board has two results, at the same two tables (NS "1" v EW "1", NS "2" v EW "2"): a team match without rooms ([Room]), scored as pairs; give --teams to score it as a match`},
		{"three results", []bridge.Entry{e(2, 1, 1, "1", "1"), e(3, 1, 2, "2", "2"), e(4, 1, 3, "3", "3")}, "",
			"m.csv:2: --teams: not one team match: board 1 has 3 results (want two: one in each room)", ""},
		{"another table", []bridge.Entry{e(2, 1, 1, "1", "1"), e(3, 1, 2, "2", "2"), e(4, 2, 1, "1", "2"), e(5, 2, 2, "2", "1")}, "",
			`m.csv:4: --teams: not one team match: board 2: NS "1" v EW "2" is neither table of board 1 (NS "1" v EW "1", NS "2" v EW "2")`, ""},
		{"one table twice", []bridge.Entry{e(2, 1, 1, "1", "1"), e(3, 1, 2, "2", "2"), e(4, 2, 1, "1", "1"), e(5, 2, 2, "1", "1")}, "",
			`m.csv:5: --teams: not one team match: board 2: both results are of NS "1" v EW "1" (want one in each room)`, ""},
		{"a pair at both tables", []bridge.Entry{e(2, 1, 1, "1", "1"), e(3, 1, 2, "1", "2")}, "",
			"m.csv:2: --teams: not one team match: board 1: its two tables are not four different pairs", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := bridge.Session{Entries: tt.entries}
			w := LooksLikeMatch(s)
			if got := errText(w); got != tt.warn {
				t.Errorf("warning %q\nwant    %q", got, tt.warn)
			}
			m, err := AsMatch(s, "", "")
			if got := errText(err); got != tt.err {
				t.Fatalf("error %q\nwant  %q", got, tt.err)
			}
			if err != nil {
				return
			}
			for _, x := range m.Entries {
				open := x.Room == bridge.OpenRoom
				if x.Home != tt.open || (open && x.NS != tt.open) || (!open && x.EW != tt.open) {
					t.Errorf("entry %+v: want home %q, NS in the open room", x, tt.open)
				}
			}
		})
	}
}

func errText(err error) string {
	if e, ok := err.(*bridge.Error); ok && e == nil || err == nil {
		return ""
	}
	return err.Error()
}
