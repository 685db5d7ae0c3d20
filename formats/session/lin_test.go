package session_test

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/session"
)

// TestLoadLIN: a BBO LIN file is read by its content, whatever its name;
// one that is broken is refused as a BBO LIN file, with its position,
// and not as a CSV file with an unknown header.
func TestLoadLIN(t *testing.T) {
	kemistry, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "lin", "kemistry-boards-2026-01-14.lin"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		input session.Input
		want  string // the error, or the file's kind and the session's size
		is    error
	}{
		{"tournament", session.Input{Name: "results.txt", Data: kemistry},
			"BBO LIN: 12 boards, 12 entries, 5 pairs", nil},
		{"broken tag", session.Input{Name: "x.lin", Data: []byte("pn|a,b,c,d|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|m1|7S|")},
			`x.lin:1:67: a BBO LIN file: "m1" is not a tag name (want two letters before a |, such as md|, mb| or pc|)`, formats.ErrSyntax},
		{"play stops: a table not scored", session.Input{Name: "x.lin", Data: []byte("pn|a,b,c,d|qx|o7|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|")},
			"BBO LIN: 1 boards, 1 entries, 2 pairs", nil},
		{"as a names file", session.Input{Name: "n.csv", Data: kemistry, Role: session.Names},
			`n.csv:1: names file: unknown file kind: this is a BBO LIN file (want a CSV with pair, player1, player2)`, formats.ErrUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := session.Load([]session.Input{tt.input}, session.Options{})
			if tt.is == nil {
				if err != nil {
					t.Fatal(err)
				}
				s := l.Session
				got := l.Files[0].Kind + ": " + strconv.Itoa(len(s.Boards)) + " boards, " + strconv.Itoa(len(s.Entries)) + " entries, " + strconv.Itoa(len(s.Pairs)) + " pairs"
				if got != tt.want {
					t.Errorf("got %s, want %s", got, tt.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, want %s", tt.want)
			}
			if err.Error() != tt.want || !errors.Is(err, tt.is) {
				t.Errorf("got  %v\nwant %s", err, tt.want)
			}
		})
	}
}
