package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/job"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/output"
)

// jsonParts reads the parts of results.json named by keys, as raw JSON.
func jsonParts(t *testing.T, dir string, keys ...string) map[string]json.RawMessage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	out := map[string]json.RawMessage{}
	for _, k := range keys {
		out[k] = all[k]
	}
	return out
}

// sameJSON compares the named parts of two results.json files.
func sameJSON(t *testing.T, got, want string, keys ...string) {
	t.Helper()
	g, w := jsonParts(t, got, keys...), jsonParts(t, want, keys...)
	for _, k := range keys {
		var a, b any
		json.Unmarshal(g[k], &a)
		json.Unmarshal(w[k], &b)
		dropDecisionText(a)
		dropDecisionText(b)
		if len(w[k]) == 0 || !reflect.DeepEqual(a, b) {
			t.Errorf("%q differs:\n got %.600s\nwant %.600s", k, g[k], w[k])
		}
	}
}

// dropDecisionText removes the text of every result's decision: a file
// written by protokol holds the canonical text ("A+" for "AVE+"), and the
// meaning is compared through the figures.
func dropDecisionText(v any) {
	switch x := v.(type) {
	case map[string]any:
		if a, ok := x["adjustment"].(map[string]any); ok {
			delete(a, "text")
		}
		for _, y := range x {
			dropDecisionText(y)
		}
	case []any:
		for _, y := range x {
			dropDecisionText(y)
		}
	}
}

func writeExportInputs(t *testing.T, dir string, files map[string]func(io.Writer) error) {
	t.Helper()
	for name, write := range files {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestExportGolden: the sample's results.pbn, travellers.csv and
// rankings.csv.
func TestExportGolden(t *testing.T) {
	dir := t.TempDir()
	code, _, stderr := run(t, "demo", "--format", "pbn,csv", "--out", dir)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("%d files, want results.pbn, travellers.csv and rankings.csv", len(entries))
	}
	for _, f := range []string{"results.pbn", "travellers.csv", "rankings.csv"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, filepath.Join("golden", "sample."+f), data)
	}
}

// TestExportRoundTrip: `protokol score --format pbn` of the sample, read
// back by `protokol score` from results.pbn alone, gives the same
// results.json: every board, result, matchpoint, ranking and name. The
// CSV travellers, read back with the hand records and the names, give the
// same too.
func TestExportRoundTrip(t *testing.T) {
	dir := t.TempDir()
	first := filepath.Join(dir, "first")
	if code, _, stderr := run(t, "demo", "--format", "pbn,csv,json", "--out", first); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	fromPBN := filepath.Join(dir, "pbn")
	if code, _, stderr := run(t, "score", "-q", "--format", "json", "--out", fromPBN, filepath.Join(first, "results.pbn")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sameJSON(t, fromPBN, first, "event", "site", "date", "scoring", "mp_scale", "sections", "boards", "rankings")

	sample := filepath.Join("..", "..", "testdata", "sample")
	fromCSV := filepath.Join(dir, "csv")
	if code, _, stderr := run(t, "score", "-q", "--format", "json", "--out", fromCSV, "--names", filepath.Join(sample, "pairs.csv"),
		filepath.Join(sample, "hands.pbn"), filepath.Join(first, "travellers.csv")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sameJSON(t, fromCSV, first, "event", "boards", "rankings")

	// Reading our own file back warns only of the tables that did not play
	// (in a run that publishes: an unchanged one prints nothing).
	code, _, stderr := run(t, "score", "--format", "json", "--out", filepath.Join(dir, "again"), filepath.Join(first, "results.pbn"))
	if code != 0 || strings.Count(stderr, "warning: ") != 2 || strings.Count(stderr, "read as not played") != 2 {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// TestExportRoundTripNames: names holding ";" (the separator of the
// reference suite's Names cells), quotes, backslashes, " - " and spaces
// around, given in a names file, come back from results.pbn by `protokol
// score results.pbn` as the first run read them (every reader trims the
// spaces around a name).
func TestExportRoundTripNames(t *testing.T) {
	sample := filepath.Join("..", "..", "testdata", "sample")
	data, err := os.ReadFile(filepath.Join(sample, "pairs.csv"))
	if err != nil {
		t.Fatal(err)
	}
	hostile := []string{`"Smith; John"`, `"semi;"`, `"a;b;c"`, `"Say ""hi"""`, `back\slash`, `" lead space"`,
		`"""Bob"" Smith"`, `x - y`, `"\""q"`, `";"`, `"x -"`, `"- y"`}
	lines := strings.Split(string(data), "\n")
	for i, h := range hostile {
		f := strings.SplitN(lines[i+1], ",", 5) // section,direction,pair,player1,player2
		lines[i+1] = strings.Join([]string{f[0], f[1], f[2], h, f[4]}, ",")
	}
	dir := t.TempDir()
	names := filepath.Join(dir, "names.csv")
	if err := os.WriteFile(names, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	first := filepath.Join(dir, "first")
	if code, _, stderr := run(t, "score", "-q", "--format", "pbn,json", "--out", first, "--names", names,
		filepath.Join(sample, "hands.pbn"), filepath.Join(sample, "travellers.csv")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	back := filepath.Join(dir, "back")
	if code, _, stderr := run(t, "score", "-q", "--format", "json", "--out", back, filepath.Join(first, "results.pbn")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sameJSON(t, back, first, "rankings")
	// The first run read the names as the names file gives them.
	js, err := os.ReadFile(filepath.Join(first, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"Smith; John"`, `"semi;"`, `"Say \"hi\""`, `"lead space"`, `"\"Bob\" Smith"`, `"x -"`, `"- y"`, `";"`} {
		if !strings.Contains(string(js), `"names": [`+want+`, `) && !strings.Contains(string(js), `"names":[`+want+`,`) {
			t.Errorf("results.json has no names starting with %s", want)
		}
	}
}

// TestExportRoundTripGenerated: generated pairs sessions (Mitchell with
// several sections, Howell, missing and not-played results, pass-outs,
// Cyrillic names) in every scoring method, and a generated team event,
// through `score --format pbn,csv` and back.
func TestExportRoundTripGenerated(t *testing.T) {
	for _, c := range []struct {
		cfg     gen.Config
		scoring string
	}{
		{gen.Config{Seed: 61, Sections: 2, Tables: 9, Boards: 27, Movement: gen.Mitchell, MissingRate: 0.02, NotPlayedRate: 0.02, PassRate: 0.05, Cyrillic: true}, "mp"},
		{gen.Config{Seed: 62, Tables: 8, Boards: 24, Movement: gen.Howell, MissingRate: 0.03}, "acbl"},
		{gen.Config{Seed: 63, Tables: 10, Boards: 20, Movement: gen.Mitchell, NotPlayedRate: 0.02}, "butler"},
		{gen.Config{Seed: 64, Tables: 7, Boards: 21, Movement: gen.Howell, Cyrillic: true}, "cross-imps"},
	} {
		t.Run(fmt.Sprintf("%s seed %d %s", c.cfg.Movement, c.cfg.Seed, c.scoring), func(t *testing.T) {
			g := gen.Generate(c.cfg)
			dir := t.TempDir()
			writeExportInputs(t, dir, map[string]func(io.Writer) error{"hands.pbn": g.WritePBN, "trav.csv": g.WriteTravellersCSV, "names.csv": g.WriteNamesCSV})
			first := filepath.Join(dir, "first")
			if code, _, stderr := run(t, "score", "-q", "--scoring", c.scoring, "--format", "pbn,csv,json", "--out", first,
				"--names", filepath.Join(dir, "names.csv"), filepath.Join(dir, "hands.pbn"), filepath.Join(dir, "trav.csv")); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			back := filepath.Join(dir, "back")
			if code, _, stderr := run(t, "score", "-q", "--scoring", c.scoring, "--format", "json", "--out", back, filepath.Join(first, "results.pbn")); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			sameJSON(t, back, first, "event", "scoring", "sections", "boards", "rankings")
			fromCSV := filepath.Join(dir, "csv")
			if code, _, stderr := run(t, "score", "-q", "--scoring", c.scoring, "--format", "json", "--out", fromCSV,
				"--names", filepath.Join(dir, "names.csv"), filepath.Join(dir, "hands.pbn"), filepath.Join(first, "travellers.csv")); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			sameJSON(t, fromCSV, first, "boards", "rankings")
		})
	}
	t.Run("teams", func(t *testing.T) {
		ev := gen.GenerateTeams(gen.TeamsConfig{Seed: 65, Teams: 9, Cyrillic: true})
		dir := t.TempDir()
		writeExportInputs(t, dir, map[string]func(io.Writer) error{"event.pbn": ev.WritePBN})
		first := filepath.Join(dir, "first")
		if code, _, stderr := run(t, "score", "-q", "--format", "pbn,csv,json", "--out", first, filepath.Join(dir, "event.pbn")); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		for _, in := range []string{"results.pbn", "travellers.csv"} {
			back := filepath.Join(dir, "back-"+in)
			if code, _, stderr := run(t, "score", "-q", "--format", "json", "--out", back, filepath.Join(first, in)); code != 0 {
				t.Fatalf("%s: exit %d: %s", in, code, stderr)
			}
			keys := []string{"boards", "rounds", "standings"}
			if in == "results.pbn" {
				keys = append(keys, "event", "site", "date")
			} else {
				// The CSV has no rosters and no deals: compare the rest.
				keys = []string{"rounds"}
				var got, want teamsJSON
				for p, doc := range map[string]*teamsJSON{back: &got, first: &want} {
					data, _ := os.ReadFile(filepath.Join(p, "results.json"))
					json.Unmarshal(data, doc)
				}
				if !reflect.DeepEqual(got.Standings, want.Standings) {
					t.Errorf("standings from the CSV: %+v, want %+v", got.Standings, want.Standings)
				}
			}
			sameJSON(t, back, first, keys...)
		}
	})
}

// TestExportDecisions: weighted and artificial scores, which PBN score
// cells cannot all hold, are exported without a warning and come back the
// same from the PBN (its Decision column) and from the CSV.
func TestExportDecisions(t *testing.T) {
	g := gen.Generate(gen.Config{Seed: 66, Tables: 8, Boards: 24, Movement: gen.Mitchell})
	adj := gen.AdjustWith(g, 66, gen.AdjustConfig{Kinds: []string{gen.DecWeighted, gen.DecArtificial, gen.DecPenalty, gen.DecFouled}})
	dir := t.TempDir()
	trav := filepath.Join(dir, "trav.csv")
	if err := os.WriteFile(trav, []byte(adj.CSV()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	code, _, stderr := run(t, "score", "--format", "pbn,csv,json", "--movement", "mitchell", "--out", out, trav)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	pbn, _ := os.ReadFile(filepath.Join(out, "results.pbn"))
	if !bytes.Contains(pbn, []byte(`"W `)) || !bytes.Contains(pbn, []byte(`"PEN `)) {
		t.Error("no weighted score or penalty in the Decision column")
	}
	for _, file := range []string{"travellers.csv", "results.pbn"} {
		back := filepath.Join(dir, "back-"+file)
		if code, _, stderr := run(t, "score", "-q", "--format", "json", "--movement", "mitchell", "--out", back, filepath.Join(out, file)); code != 0 {
			t.Fatalf("%s: exit %d: %s", file, code, stderr)
		}
		sameJSON(t, back, out, "boards", "rankings")
	}
}

// benchScored scores the 1,000-table field of the CLI benchmarks once.
func benchScored(b *testing.B) *event.Result {
	b.Helper()
	args := benchSession(b, 1000)
	cfg, err := config.Resolve(config.Layer{"dd-cache": {Name: "dd-cache", Text: []string{"off"}, Flag: true}})
	if err != nil {
		b.Fatal(err)
	}
	cfg.Files, cfg.Names = args[len(args)-2:], []string{args[len(args)-3]}
	r, err := job.Check(cfg, nil)
	if err != nil {
		b.Fatal(err)
	}
	return r.Result
}

// BenchmarkExportPBN1000 and BenchmarkExportCSV1000 time the export alone
// on a 1,000-table × 24-board field (24,000 results), scored beforehand.
func BenchmarkExportPBN1000(b *testing.B) { benchExport(b, "pbn") }
func BenchmarkExportCSV1000(b *testing.B) { benchExport(b, "csv") }

func benchExport(b *testing.B, format string) {
	res := benchScored(b)
	b.ReportAllocs()
	size := 0
	for b.Loop() {
		files, _, err := output.Files(res, output.Options{Formats: []string{format}, Lang: "en"})
		if err != nil {
			b.Fatal(err)
		}
		size = 0
		for _, f := range files {
			size += len(f)
		}
	}
	b.SetBytes(int64(size))
}

// BenchmarkScoreExport1000 is `protokol score --format pbn,csv` end to end
// on the same field.
func BenchmarkScoreExport1000(b *testing.B) { benchScore(b, 1000, "pbn,csv") }
