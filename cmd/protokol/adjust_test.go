package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/protokol-bridge/protokol/internal/gen"
	"github.com/protokol-bridge/protokol/internal/oracle"
)

// adjustedJSON is the part of results.json the adjustment tests read.
type adjustedJSON struct {
	Boards []struct {
		Board   int `json:"board"`
		Results []struct {
			Section string          `json:"section"`
			NS      string          `json:"ns"`
			EW      string          `json:"ew"`
			Status  string          `json:"status"`
			MPNS    json.RawMessage `json:"mp_ns"`
			MPEW    json.RawMessage `json:"mp_ew"`
		} `json:"results"`
	} `json:"boards"`
	Rankings []struct {
		Section   string `json:"section"`
		Direction string `json:"direction"`
		Rows      []struct {
			Rank    int     `json:"rank"`
			Tied    bool    `json:"tied"`
			Pair    string  `json:"pair"`
			Percent float64 `json:"percent"`
		} `json:"rows"`
	} `json:"rankings"`
	Adjustments []json.RawMessage `json:"adjustments"`
}

// TestAdjustmentsAgainstOracle replaces random results of generated
// sessions by every kind of decision (artificial awards, explicit
// percentages, assigned, split and weighted scores, penalties, fouled
// versions, not played), scores the traveller file through the command
// line, and compares every result's matchpoints and every pair's
// percentage, place and tie with the independent oracle, under each
// session rule and split method.
func TestAdjustmentsAgainstOracle(t *testing.T) {
	for _, c := range []gen.Config{
		{Seed: 31, Tables: 6, Boards: 24, Movement: gen.Mitchell},
		{Seed: 32, Tables: 9, Boards: 27, Movement: gen.Mitchell, MissingRate: 0.03},
		{Seed: 33, Tables: 7, Boards: 21, Movement: gen.Howell},
	} {
		for _, o := range []struct{ rule, split string }{
			{"2017", oracle.PerDirection}, {"1997", oracle.PerDirection}, {"off", oracle.PerDirection}, {"2017", oracle.HalfWeight},
		} {
			rule := o.rule
			t.Run(fmt.Sprintf("%s %d tables seed %d rule %s %s", c.Movement, c.Tables, c.Seed, rule, o.split), func(t *testing.T) {
				adj := gen.Adjust(gen.Generate(c), c.Seed)
				dir := t.TempDir()
				trav := filepath.Join(dir, "trav.csv")
				if err := os.WriteFile(trav, []byte(adj.CSV()), 0o644); err != nil {
					t.Fatal(err)
				}
				out := filepath.Join(dir, "out")
				movement := "mitchell"
				if c.Movement == gen.Howell {
					movement = "howell"
				}
				if code, _, stderr := run(t, "score", "-q", "--format", "json", "--movement", movement, "--session-rule", rule, "--split-method", o.split, "--out", out, trav); code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				data, err := os.ReadFile(filepath.Join(out, "results.json"))
				if err != nil {
					t.Fatal(err)
				}
				var doc adjustedJSON
				if err := json.Unmarshal(data, &doc); err != nil {
					t.Fatal(err)
				}
				opt := adj.Options()
				opt.SessionRule, opt.Split = rule, o.split
				opt.Mitchell = c.Movement == gen.Mitchell
				per, standings := oracle.AdjScore(adj.Results, adj.Penalties, opt)

				type key struct {
					sec    string
					board  int
					ns, ew string
				}
				mp := map[key][2]string{}
				for _, b := range doc.Boards {
					for _, r := range b.Results {
						mp[key{r.Section, b.Board, r.NS, r.EW}] = [2]string{string(r.MPNS), string(r.MPEW)}
					}
				}
				for i, r := range adj.Results {
					if per[i].MPNS == nil {
						continue // not played
					}
					got := mp[key{r.Section, r.Board, r.NS, r.EW}]
					if !sameMP(got[0], per[i].MPNS) || !sameMP(got[1], per[i].MPEW) {
						t.Errorf("board %d %s v %s (%s): %s/%s, oracle %s/%s", r.Board, r.NS, r.EW, r.Kind, got[0], got[1], per[i].MPNS.RatString(), per[i].MPEW.RatString())
					}
				}
				type pk struct{ sec, dir, id string }
				rows := map[pk][3]string{}
				for _, rk := range doc.Rankings {
					for _, row := range rk.Rows {
						rows[pk{rk.Section, rk.Direction, row.Pair}] = [3]string{strconv.FormatFloat(row.Percent, 'f', 2, 64), strconv.Itoa(row.Rank), strconv.FormatBool(row.Tied)}
					}
				}
				for _, o := range standings {
					got := rows[pk{o.Section, o.Direction, o.Pair}]
					want := [3]string{oracle.Round2(o.Pct), strconv.Itoa(o.Rank), strconv.FormatBool(o.Tied)}
					if got != want {
						t.Errorf("pair %s %s %s: %v, oracle %v", o.Section, o.Direction, o.Pair, got, want)
					}
				}
				if len(doc.Adjustments) == 0 {
					t.Error("no adjustments section")
				}
			})
		}
	}
}

// sameMP compares a JSON matchpoint value (exact, or 6 decimals) with the
// oracle's exact value.
func sameMP(got string, want *big.Rat) bool {
	g, ok := new(big.Rat).SetString(got)
	if !ok {
		return false
	}
	if g.Cmp(want) == 0 {
		return true
	}
	w, _ := want.Float64()
	f, _ := g.Float64()
	return fmt.Sprintf("%.6f", w) == fmt.Sprintf("%.6f", f) && !want.IsInt()
}
