package jsonout_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// TestProvisional: the document of a session in play says so at its top,
// after mp_scale ("provisional": true, the rounds complete and the
// movement's), and each board lists the tables still to play it under
// "pending"; a complete session's document has none of these keys (not
// false, not empty), so that it stays as it was. The hand-laid layout
// holds what encoding/json makes of the Document either way. The whole
// document is a golden file: it has no language.
func TestProvisional(t *testing.T) {
	for _, tt := range []struct {
		name     string
		complete bool
		head     string // the document's first lines
		board13  string // board 13's pending, as JSON
		absent   []string
	}{
		{"after round 4 of 9", false,
			"{\"event\": \"\",\n\"scoring\": \"MP\",\n\"mp_scale\": \"international\",\n\"provisional\": true,\n\"round\": 4,\n\"rounds\": 9,\n\"sections\": [",
			`[{"section":"A","round":5,"table":10,"ns":"10","ew":"6"},{"section":"A","round":6,"table":9,"ns":"9","ew":"4"},{"section":"A","round":7,"table":8,"ns":"8","ew":"2"},{"section":"A","round":8,"table":7,"ns":"7","ew":"10"},{"section":"A","round":9,"table":6,"ns":"6","ew":"8"}]`,
			nil},
		{"complete", true,
			"{\"event\": \"\",\n\"scoring\": \"MP\",\n\"mp_scale\": \"international\",\n\"sections\": [",
			`null`,
			[]string{`"provisional"`, `"round"`, `"rounds"`, `"pending"`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := sampletest.LiveResult(t, tt.complete)
			var got bytes.Buffer
			if err := write(t, &got, &event.Result{Kind: event.Pairs, Pairs: res}); err != nil {
				t.Fatal(err)
			}
			if !tt.complete {
				golden.Check(t, filepath.Join("testdata", "live.results.json"), got.Bytes())
			}
			if !strings.HasPrefix(got.String(), tt.head) {
				t.Errorf("document starts\n%.200s\nwant\n%s", got.String(), tt.head)
			}
			for _, key := range tt.absent {
				if bytes.Contains(got.Bytes(), []byte(key)) {
					t.Errorf("key %s in a complete session's document", key)
				}
			}
			var doc struct {
				Boards []struct {
					Board   int             `json:"board"`
					Deal    json.RawMessage `json:"deal"`
					Pending json.RawMessage `json:"pending"`
				} `json:"boards"`
			}
			if err := json.Unmarshal(got.Bytes(), &doc); err != nil {
				t.Fatal(err)
			}
			for _, b := range doc.Boards {
				if b.Board != 13 {
					continue
				}
				pending := string(b.Pending)
				if pending == "" {
					pending = "null"
				}
				if pending != tt.board13 {
					t.Errorf("board 13 pending %s\nwant %s", pending, tt.board13)
				}
				if (b.Deal == nil) == tt.complete {
					t.Errorf("board 13: deal %s; want one only when complete", b.Deal)
				}
			}
			want, err := json.Marshal(jsonout.FromResult(res))
			if err != nil {
				t.Fatal(err)
			}
			var a, w any
			if err := json.Unmarshal(got.Bytes(), &a); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(want, &w); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(a, w) {
				t.Error("Write and json.Marshal disagree")
			}
		})
	}
}
