package job_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/formats/usebio"
	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/job"
	"github.com/protokol-bridge/protokol/output"
	"github.com/protokol-bridge/protokol/scales"
)

// generated writes a generated session's hand record, travellers and
// names into a folder: the input files.
func generated(t *testing.T, c gen.Config) []string {
	t.Helper()
	s := gen.Generate(c)
	dir := t.TempDir()
	var files []string
	for _, f := range []struct {
		name  string
		write func(*bytes.Buffer) error
	}{
		{"hands.pbn", func(b *bytes.Buffer) error { return s.WritePBN(b) }},
		{"trav.csv", func(b *bytes.Buffer) error { return s.WriteTravellersCSV(b) }},
	} {
		var b bytes.Buffer
		if err := f.write(&b); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	var names bytes.Buffer
	if err := s.WriteNamesCSV(&names); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "names.csv")
	if err := os.WriteFile(p, names.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return append(files, p)
}

// checked scores the files with the settings (a flag each), publishing
// nothing.
func checked(t *testing.T, files []string, settings map[string]string) (*event.Result, []string, error) {
	t.Helper()
	l := config.Layer{"dd": {Name: "dd", Text: []string{"off"}, Flag: true}, "dd-cache": {Name: "dd-cache", Text: []string{"off"}, Flag: true}}
	for k, v := range settings {
		l[k] = config.Value{Name: k, Text: []string{v}, Flag: true}
	}
	cfg, err := config.Resolve(l)
	if err != nil {
		return nil, nil, err
	}
	for _, f := range files {
		if strings.HasSuffix(f, "names.csv") {
			cfg.Names = append(cfg.Names, f)
		} else {
			cfg.Files = append(cfg.Files, f)
		}
	}
	var rec recorder
	r, err := job.Check(cfg, &rec)
	if err != nil {
		return nil, rec.warns, err
	}
	return r.Result, rec.warns, nil
}

// byPlace are a ranking's points of its first places, in place order,
// each as "place:points" ("1:0.8"), type t.
func byPlace(res *event.Result, r, t, n int) []string {
	x := res.Extras
	rk := x.Event.Rankings[r]
	idx := make([]int, len(rk.Contestants))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return rk.Contestants[a].Rank - rk.Contestants[b].Rank })
	var out []string
	for _, i := range idx[:n] {
		c := rk.Contestants[i]
		tie := ""
		if c.Tied {
			tie = "="
		}
		out = append(out, fmt.Sprintf("%d%s:%s", c.Rank, tie, x.Points[r][i][t].Round(2)))
	}
	return out
}

// TestPublishedFigures: the Done-when figures of issue 31, each from a
// session scored by the program and its places, through the settings a
// club gives: the ACBL's 8-table Mitchell gives 0.80, 0.56 and 0.40 in
// each direction (ACBL Handbook, "I. Calculating the Awards"); the NBF's
// 20 pairs 20-13-9-6-4 (bridge.no, Poenghøsten); the ФСБР's 36 pairs of
// strength 5 РО 250 … 85 and ПБ 5-4-3-2-1 (bridgeclub.ru, «Слава» 2014).
// The seeds are ones whose first places are not shared.
func TestPublishedFigures(t *testing.T) {
	tests := []struct {
		name     string
		gen      gen.Config
		settings map[string]string
		ranking  []int // the rankings to read
		types    []string
		want     [][]string // by type
	}{
		{"ACBL 8-table Mitchell", gen.Config{Seed: 7, Tables: 8, Boards: 24, Movement: gen.Mitchell},
			map[string]string{"awards": "acbl-club"}, []int{0, 1}, []string{"Black"},
			[][]string{{"1:0.80", "2:0.56", "3:0.40", "4:0.00"}}},
		{"NBF 20 pairs", gen.Config{Seed: 4, Tables: 10, Boards: 27, Movement: gen.Howell},
			map[string]string{"awards": "nbf-poenghosten"}, []int{0}, []string{"KP"},
			[][]string{{"1:20.00", "2:13.00", "3:9.00", "4:6.00", "5:4.00", "6:0.00"}}},
		{"ФСБР 36 pairs, RC 5", gen.Config{Seed: 1, Tables: 18, Boards: 35, Movement: gen.Howell},
			map[string]string{"awards": "fsbr-ro-pb", "strength": "5"}, []int{0}, []string{"РО", "ПБ"},
			[][]string{
				{"1:250.00", "2:200.00", "3:171.00", "4:151.00", "5:135.00", "6:122.00", "7:111.00", "8:101.00", "9:93.00", "10:85.00", "11:0.00"},
				{"1:5.00", "2:4.00", "3:3.00", "4:2.00", "5:1.00", "6:0.00"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, _, err := checked(t, generated(t, tt.gen), tt.settings)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(res.Extras.Types, tt.types) {
				t.Fatalf("types %q, want %q", res.Extras.Types, tt.types)
			}
			for _, r := range tt.ranking {
				for ti, want := range tt.want {
					if got := byPlace(res, r, ti, len(want)); !slices.Equal(got, want) {
						t.Errorf("ranking %d, %s: %q\nwant %q", r, tt.types[ti], got, want)
					}
				}
			}
		})
	}
}

// TestUSEBIOIndividualExample: the USEBIO specification's individual
// example, read and scored by the program, awarded by the EBU's club
// individual scale, gives every player the MASTER_POINTS_AWARDED the file
// publishes (12, 9, and 6 to each of the tied third and fourth; the
// others none), and results.xml writes them so. Its places come out as published (its percentages do
// only when read as the tables it describes: see compute/individual's
// TestUSEBIOExample), and the awards follow the places.
func TestUSEBIOIndividualExample(t *testing.T) {
	path := filepath.Join("..", "testdata", "corpus", "usebio", "individual-example", "usebio.xml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := usebio.Read(path, string(data))
	if err != nil {
		t.Fatal(err)
	}
	published := map[string]string{}
	for _, st := range pub.Standings {
		published[st.ID] = st.MasterPoints
	}
	res, _, err := checked(t, []string{path}, map[string]string{"awards": "ebu-club-individual"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != event.Individual {
		t.Fatalf("scored as %s", res.Kind)
	}
	x := res.Extras
	awarded := 0
	for c, ct := range x.Event.Rankings[0].Contestants {
		got := x.Points[0][c][0]
		want, ok := published[ct.ID]
		if !ok {
			t.Errorf("player %s: not in the file", ct.ID)
			continue
		}
		if want == "" {
			want = "0"
		}
		if got.Decimal(2) != want {
			t.Errorf("player %s (place %d): %s points, published %s", ct.ID, ct.Rank, got.Decimal(2), want)
		}
		if got.Sign() > 0 {
			awarded++
		}
	}
	if awarded != 4 {
		t.Errorf("%d players awarded, want 4", awarded)
	}
	// results.xml carries them as the example does: MASTER_POINTS_AWARDED
	// and MASTER_POINT_TYPE Black, read back by the same reader.
	def, err := scales.Preset("ebu-club-individual")
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := output.Files(res, output.Options{Formats: []string{"usebio"}, USEBIOPoints: def.USEBIO})
	if err != nil {
		t.Fatal(err)
	}
	back, err := usebio.Read("results.xml", string(files["results.xml"]))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Standings) != len(pub.Standings) {
		t.Fatalf("%d players written, %d published", len(back.Standings), len(pub.Standings))
	}
	for _, st := range back.Standings {
		if st.MasterPoints != published[st.ID] {
			t.Errorf("results.xml: player %s: %q points, published %q", st.ID, st.MasterPoints, published[st.ID])
		}
	}
	if !strings.Contains(string(files["results.xml"]), "<MASTER_POINT_TYPE>Black</MASTER_POINT_TYPE>") {
		t.Error("results.xml: no MASTER_POINT_TYPE Black")
	}
}

// register writes a register of the generated session's players: each
// pair's first player at handicap -5.2 and 500 masterpoints, the second
// at +1.9 and 100.
func register(t *testing.T, s *gen.Session) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("id,name,masterpoints,handicap\n")
	for i, n := range s.Names {
		fmt.Fprintf(&b, "%d,%s,500,-5.2\n", 2*i+1, n.Player1)
		fmt.Fprintf(&b, "%d,%s,100,+1.9\n", 2*i+2, n.Player2)
	}
	p := filepath.Join(t.TempDir(), "register.csv")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestHandicapAndStrata: with a register, --handicap average ranks each
// field by its scratch percentage plus the average of its players'
// handicaps (−5.2 and +1.9: −1.65), and --strata ranks the strata by the
// higher holding; the scratch places are unchanged.
func TestHandicapAndStrata(t *testing.T) {
	c := gen.Config{Seed: 7, Tables: 8, Boards: 24, Movement: gen.Mitchell}
	files := generated(t, c)
	reg := register(t, gen.Generate(c))
	plain, _, err := checked(t, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	if plain.Extras != nil {
		t.Fatalf("extras without settings: %+v", plain.Extras)
	}
	res, warns, err := checked(t, files, map[string]string{"register": reg, "handicap": "average", "strata": "300", "awards": "acbl-club"})
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) > 0 {
		t.Errorf("warnings %q", warns)
	}
	x := res.Extras
	if len(x.Handicapped) != 2 {
		t.Fatalf("%d handicapped rankings, want 2", len(x.Handicapped))
	}
	want := exact.Frac(-165, 100)
	for _, h := range x.Handicapped {
		if len(h.Lines) != 8 {
			t.Errorf("ranking %d: %d lines", h.Ranking, len(h.Lines))
		}
		for _, l := range h.Lines {
			ct := x.Event.Rankings[l.Ranking].Contestants[l.Contestant]
			if l.Handicap.Cmp(want) != 0 || l.Score.Cmp(ct.Score.Add(want)) != 0 {
				t.Errorf("%s: handicap %s, %s%% from %s%%", ct.ID, l.Handicap, l.Score, ct.Score)
			}
		}
	}
	for r, rk := range plain.Pairs.Rankings {
		for i, st := range rk.Rows {
			got := res.Pairs.Rankings[r].Rows[i]
			if got.Pair != st.Pair || got.Rank != st.Rank || got.Percent.Cmp(st.Percent) != 0 {
				t.Errorf("scratch row %d changed: %+v, was %+v", i, got, st)
			}
		}
	}
	// Every pair holds 500 by its higher player: one stratum of 300 or
	// more, and the lowest empty, merged into it.
	for _, g := range x.Groups {
		if len(g.Strata) != 1 || len(g.Strata[0].Lines) != 8 {
			t.Errorf("group %s: %d strata", g.Name, len(g.Strata))
		}
	}
	if got := byPlace(res, 0, 0, 3); !slices.Equal(got, []string{"1:0.80", "2:0.56", "3:0.40"}) {
		t.Errorf("stratified awards %q", got)
	}
}

// TestExtrasErrors: what a setting asks that the session or the register
// cannot give is a usage error naming the setting.
func TestExtrasErrors(t *testing.T) {
	files := generated(t, gen.Config{Seed: 7, Tables: 8, Boards: 24, Movement: gen.Mitchell})
	tests := []struct {
		name     string
		settings map[string]string
		want     string
	}{
		{"handicap without a register", map[string]string{"handicap": "average"},
			"--handicap: no register of the players (want --register FILE, or a register.csv in the batch's folder)"},
		{"strata without a register", map[string]string{"strata": "thirds"},
			"--strata: no register of the players (want --register FILE, or a register.csv in the batch's folder)"},
		{"a scale without a row for the field", map[string]string{"awards": "nbf-poenghosten"},
			`--awards: NBF Poenghøsten (kretspoeng, table E-1): awards field: A NS: KP: no row for pairs, 2 winner(s), 24 boards, a field of 8 (the scale has them for: ["pairs, a field of 20"])`},
		{"EBU's one-winner scale in a Mitchell", map[string]string{"awards": "ebu-club"},
			`--awards: EBU club (local points, one winner): awards field: A NS: Black: no first award for pairs, 2 winner(s), 24 boards, a field of 8 (the scale has them for: ["pairs, 1 winner(s)"])`},
		{"format awards without a scale", map[string]string{"format": "awards"},
			"--format awards: no scale to award (want --awards SCALE too)"},
		{"an unknown scale", map[string]string{"awards": "wbf"},
			`--awards "wbf": unknown scale (want abf-club, acbl-club, ebu-club-individual, ebu-club, fsbr-ro-pb, nbf-poenghosten, or a scale file)`},
		{"strata limits", map[string]string{"strata": "1200,300"}, `--strata "1200,300": want the limits increasing`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := checked(t, files, tt.settings)
			var ce *config.Error
			if !errors.As(err, &ce) || err.Error() != tt.want {
				t.Errorf("got  %v\nwant %s", err, tt.want)
			}
		})
	}
}
