package jsonout_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/protokol-bridge/protokol/internal/golden"
	"github.com/protokol-bridge/protokol/internal/sampletest"
	"github.com/protokol-bridge/protokol/report"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// TestIndividual: an individual's document says so, names each table's
// four players and ranks players with the engine's figures; it reads back
// as a Document.
func TestIndividual(t *testing.T) {
	res := sampletest.IndividualResult(t)
	ev, err := report.NewEvent(res)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := jsonout.Write(&b, ev); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "individual.json"), b.Bytes())
	var doc jsonout.Document
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if !doc.Individual || len(doc.Rankings) != 1 {
		t.Fatalf("individual %v, %d rankings", doc.Individual, len(doc.Rankings))
	}
	want := res.Pairs.Rankings[0].Rows
	if len(doc.Rankings[0].Rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(doc.Rankings[0].Rows), len(want))
	}
	for i, r := range doc.Rankings[0].Rows {
		w := want[i]
		if r.Player != w.Pair.ID || r.Pair != "" || r.Rank != w.Rank || r.Tied != w.Tied || r.Total.Cmp(w.Total) != 0 || len(r.Names) != 1 {
			t.Errorf("row %d: %+v, want player %s rank %d total %s", i, r, w.Pair.ID, w.Rank, w.Total)
		}
	}
	for _, bd := range doc.Boards {
		for _, r := range bd.Results {
			if r.Players == nil || r.NS != r.Players[0]+"&"+r.Players[2] || r.EW != r.Players[1]+"&"+r.Players[3] {
				t.Fatalf("board %d: ns %q ew %q players %v", bd.Board, r.NS, r.EW, r.Players)
			}
		}
	}
}
