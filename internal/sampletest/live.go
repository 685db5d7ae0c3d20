package sampletest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/formats/session"
	"github.com/protokol-bridge/protokol/report"
)

// root is the module's folder, found from this file's.
func root(tb testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		tb.Fatal("sampletest: cannot find the module's folder")
	}
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// LiveFiles are the input files of the LBC Bridgemate session of the
// corpus (hand records, ReceivedData, RoundData, Section): complete, or
// as it stood during play, rounds 1 to 4 and 19 results of round 5 in
// (testdata/live/LBC-live.ReceivedData.csv).
func LiveFiles(tb testing.TB, complete bool) []string {
	tb.Helper()
	dir := root(tb)
	bws := filepath.Join(dir, "testdata", "corpus", "travellers", "bridgemate-bws", "LBC-2026-01-26")
	received := filepath.Join(dir, "testdata", "live", "LBC-live.ReceivedData.csv")
	if complete {
		received = bws + ".ReceivedData.csv"
	}
	return []string{filepath.Join(dir, "testdata", "corpus", "commongame-bridgecomposer", "LBC-2026-01-26.pbn"),
		received, bws + ".RoundData.csv", bws + ".Section.csv"}
}

// LiveResult is the LBC session (see LiveFiles) scored with default
// options.
func LiveResult(tb testing.TB, complete bool) *pairs.Result {
	tb.Helper()
	var inputs []session.Input
	for _, name := range LiveFiles(tb, complete) {
		data, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		inputs = append(inputs, session.Input{Name: filepath.Base(name), Data: data, Role: session.Any})
	}
	l, err := session.Load(inputs, session.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	res, err := pairs.Score(l.Session, pairs.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	if (res.Provisional == nil) != complete {
		tb.Fatalf("LBC session, complete %v: provisional %+v", complete, res.Provisional)
	}
	return res
}

// LiveSheet is LiveResult laid out in lang, without double-dummy tables.
func LiveSheet(tb testing.TB, lang string, complete bool) *report.Sheet {
	tb.Helper()
	s, err := report.Build(&event.Result{Kind: event.Pairs, Pairs: LiveResult(tb, complete)}, report.Options{Lang: lang})
	if err != nil {
		tb.Fatal(err)
	}
	return s
}
