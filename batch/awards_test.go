package batch_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/batch"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/report/jsonout"
)

// TestAwardsFromArchiveRegister: a session whose settings ask for
// handicaps reads the archive's register.csv (none named), every player
// found there; a session that asks for nothing gets nothing beside its
// scratch results, though the register is there.
func TestAwardsFromArchiveRegister(t *testing.T) {
	dir := t.TempDir()
	archive := filepath.Join(dir, "archive")
	sample := filepath.Join("..", "testdata", "sample")
	f, err := os.Open(filepath.Join(sample, "pairs.csv"))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var reg strings.Builder
	reg.WriteString("id,name,masterpoints,handicap\n")
	for i, r := range rows[1:] {
		fmt.Fprintf(&reg, "%d,%s,500,-5.2\n%d,%s,100,1.9\n", 2*i+1, r[3], 2*i+2, r[4])
	}
	for _, sess := range []struct{ name, toml string }{
		{"2026-11-28", "awards = \"acbl-club\"\nhandicap = \"average\"\n"},
		{"2026-11-29", ""},
	} {
		d := filepath.Join(archive, sess.name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"hands.pbn", "travellers.csv", "pairs.csv"} {
			data, err := os.ReadFile(filepath.Join(sample, name))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(d, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		toml := "names = \"pairs.csv\"\n" + sess.toml
		if err := os.WriteFile(filepath.Join(d, "protokol.toml"), []byte(toml), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(archive, "register.csv"), []byte(reg.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(dir, "site")
	w := &warnings{}
	res, err := batch.Run(context.Background(), batch.Config{Out: site, Args: []string{archive}, Jobs: 1, Lang: "en",
		Flags: config.Layer{"format": {Name: "format", Text: []string{"json"}}, "dd": {Name: "dd", Text: []string{"off"}}}}, w)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range res.Outcomes {
		if o.Err != nil {
			t.Fatalf("%s: %v", o.Session.Rel, o.Err)
		}
		for _, m := range o.Messages {
			if m.Warn != "" {
				t.Errorf("%s: warning %s", o.Session.Rel, m.Warn)
			}
		}
	}
	with := readJSON[jsonout.Document](t, filepath.Join(site, "2026-11-28", "results.json"))
	if with.Masterpoints == nil || len(with.Extras) != 2 {
		t.Fatalf("with settings: masterpoints %v, %d extras", with.Masterpoints, len(with.Extras))
	}
	for _, e := range with.Extras {
		if len(e.Rows) != 10 {
			t.Errorf("%s %v: %d rows (want every pair: each player in the register)", e.Kind, e.Fields, len(e.Rows))
		}
		for _, r := range e.Rows {
			if r.Handicap == nil || r.Handicap.String() != "-33/20" {
				t.Errorf("%s: handicap %v, want -1.65", r.ID, r.Handicap)
			}
		}
	}
	without := readJSON[jsonout.Document](t, filepath.Join(site, "2026-11-29", "results.json"))
	if without.Masterpoints != nil || without.Extras != nil || without.Rankings[0].Rows[0].Awards != nil {
		t.Errorf("without settings: %+v %+v", without.Masterpoints, without.Extras)
	}
}
