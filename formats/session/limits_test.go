package session_test

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
	"github.com/protokol-bridge/protokol/formats/session"
)

// TestLoadLimits: a session of more results than Options.MaxResults is
// refused at the first result beyond it, whichever files hold them, and
// the files after it are not read; so is a file over formats.MaxFileBytes.
func TestLoadLimits(t *testing.T) {
	trav := func(first int) []byte {
		return []byte("board,ns,ew,contract,declarer,result\n" +
			strconv.Itoa(first) + ",1,2,3NT,N,9\n" + strconv.Itoa(first+1) + ",1,2,3NT,N,9\n")
	}
	ruter, err := os.ReadFile(filepath.Join("..", "..", "testdata", "corpus", "ruter-norway", "bridgekam_2015-10-08.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		inputs     []session.Input
		maxResults int
		want       string
	}{
		{"results of two files", []session.Input{{Name: "a.csv", Data: trav(1)}, {Name: "b.csv", Data: trav(3)}, {Name: "c.csv", Data: []byte("not read")}}, 3,
			"b.csv:3: too large: more than 3 results in the session (the limit for one session; want the files of one session)"},
		{"rows of one file", []session.Input{{Name: "hands.pbn", Data: []byte(hands)}, {Name: "a.csv", Data: append(trav(1), trav(3)[37:]...)}}, 3,
			"a.csv:5:1: too large: more than 3 data rows (the limit for one CSV file; want the results of one session)"},
		{"results of a PBN's score tables", []session.Input{{Name: "ruter.pbn", Data: ruter}}, 10,
			"ruter.pbn:111:1: too large: more than 10 results in the session (the limit for one session; want the files of one session)"},
		{"a file over the size limit", []session.Input{{Name: "hands.pbn", Data: []byte(hands)}, {Name: "big.csv", Data: make([]byte, formats.MaxFileBytes+1)}}, 0,
			"big.csv: too large: more than 64 MiB (the limit for one input file; want the files of one session)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := session.Load(tt.inputs, session.Options{MaxResults: tt.maxResults})
			var got []string
			for _, e := range bridge.AsErrors(err) {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != tt.want {
				t.Errorf("errors\n%s\nwant\n%s", strings.Join(got, "\n"), tt.want)
			}
			if !errors.Is(err, formats.ErrTooLarge) {
				t.Errorf("errors.Is(err, formats.ErrTooLarge) is false")
			}
		})
	}
}
