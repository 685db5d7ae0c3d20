package jsonout_test

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// write writes results.json of res as output does: from its model.
func write(t testing.TB, w io.Writer, res *event.Result) error {
	t.Helper()
	ev, err := report.NewEvent(res)
	if err != nil {
		t.Fatal(err)
	}
	return jsonout.Write(w, ev)
}

// The hand-laid layout of Write holds exactly what encoding/json makes of
// the Document, so no field can be forgotten when the schema grows.
func TestWriteHoldsTheDocument(t *testing.T) {
	c, _ := bridge.ParseContract("4S")
	s := bridge.Session{Event: "Кубок <\"клуба\">", Date: "2026.11.28", Entries: []bridge.Entry{
		{Board: 1, NS: "1", EW: "2", Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 10}},
		{Board: 1, NS: "3", EW: "4", Play: bridge.Play{Contract: c, Declarer: bridge.North, Tricks: 9}},
		{Board: 1, NS: "5", EW: "6", Kind: bridge.NotPlayed},
		{Board: 1, NS: "7", EW: "8", Kind: bridge.Artificial, Adjust: &bridge.Adjustment{Text: "A+/A-", Kind: bridge.AdjArtificial,
			NS: bridge.Award{Kind: bridge.AveragePlus}, EW: bridge.Award{Kind: bridge.AverageMinus}, Reason: "slow play"}},
	}}
	res, err := pairs.Score(s, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res.Warnings = append(res.Warnings, bridge.Errorf(bridge.Pos{File: "x", Line: 2}, "board 1", "a warning"))
	var got bytes.Buffer
	if err := write(t, &got, &event.Result{Kind: event.Pairs, Pairs: res}); err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(jsonout.FromResult(res))
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	if err := json.Unmarshal(got.Bytes(), &a); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, got.String())
	}
	if err := json.Unmarshal(want, &b); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("Write and json.Marshal disagree:\n%s\n%s", got.String(), want)
	}
	for _, field := range []string{`"site"`, `"warnings"`, `"adjustments"`, `"award_ns"`} {
		if bytes.Contains(got.Bytes(), []byte(field)) != (field != `"site"`) {
			t.Errorf("optional field %s handled wrongly", field)
		}
	}
}
