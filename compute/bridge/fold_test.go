package bridge_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

func TestFoldWarnings(t *testing.T) {
	errLone := errors.New("lone")
	lone := func(board, line int) *bridge.Error {
		return &bridge.Error{Pos: bridge.Pos{File: "x.lin", Line: line, Col: 1}, Context: bridge.BoardLabel(board),
			Fold: "boards with only one result: left out", Err: fmt.Errorf("%w: the only result (NS 1 v EW %d)", errLone, board)}
	}
	same := func(line int) *bridge.Error {
		return &bridge.Error{Pos: bridge.Pos{File: "x.pbn", Line: line, Col: 10}, Context: "board 1",
			Err: errors.New(`[Section "#"]: nothing to inherit`)}
	}
	other := bridge.Errorf(bridge.Pos{File: "y.csv", Line: 2}, "board 9", "something else")
	lones := func(n int) []*bridge.Error {
		var ws []*bridge.Error
		for b := 1; b <= n; b++ {
			ws = append(ws, lone(b, b))
		}
		return ws
	}
	for _, tt := range []struct {
		name string
		ws   []*bridge.Error
		want []string
	}{
		{"none", nil, nil},
		{"three of a kind are kept", lones(3), []string{
			"x.lin:1:1: board 1: lone: the only result (NS 1 v EW 1)",
			"x.lin:2:1: board 2: lone: the only result (NS 1 v EW 2)",
			"x.lin:3:1: board 3: lone: the only result (NS 1 v EW 3)"}},
		{"twelve of a kind, in place of the first", append([]*bridge.Error{other}, lones(12)...), []string{
			"y.csv:2: board 9: something else",
			"12 boards with only one result: left out: board 1 (x.lin:1:1), board 2 (x.lin:2:1), board 3 (x.lin:3:1), and 9 more (-v lists them)"}},
		{"the same message at twenty places", append(append([]*bridge.Error{same(12)}, other), func() []*bridge.Error {
			var ws []*bridge.Error
			for i := 1; i < 20; i++ {
				ws = append(ws, same(12+28*i))
			}
			return ws
		}()...), []string{
			`board 1: [Section "#"]: nothing to inherit (20 times: x.pbn:12:10, x.pbn:40:10, x.pbn:68:10, and 17 more (-v lists them))`,
			"y.csv:2: board 9: something else"}},
		{"a message at four places, without a position", []*bridge.Error{
			{Err: errors.New("w")}, {Err: errors.New("w")}, {Err: errors.New("w")}, {Err: errors.New("w")}}, []string{
			"w (4 times)"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := fmt.Sprint(tt.ws)
			got := bridge.FoldWarnings(tt.ws, " (-v lists them)")
			var msgs []string
			for _, w := range got {
				msgs = append(msgs, w.Error())
			}
			if strings.Join(msgs, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(tt.want, "\n"))
			}
			if fmt.Sprint(tt.ws) != before {
				t.Error("the warnings given were changed")
			}
		})
	}
	// A folded warning matches as its first one does.
	if got := bridge.FoldWarnings(lones(5), ""); len(got) != 1 || !errors.Is(got[0], errLone) {
		t.Errorf("folded %v: not errors.Is the first's cause", got)
	}
}
