package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/formats/pbn"
)

// ddConfig says where the double-dummy tables of the boards come from.
type ddConfig struct {
	mode  string // ddSolve, ddFile or ddOff
	cache string // folder of solved tables; "" for none
	jobs  int    // solvers at once; < 1 for one per core
}

// The --dd modes.
const (
	ddSolve = "solve" // the hand record's tables, and solve the others
	ddFile  = "file"  // only the tables the hand record carries
	ddOff   = "off"   // no tables
)

// ddDefaultMode is --dd's default. The tests of this package set it to
// ddFile, so that only the tests about solving solve.
var ddDefaultMode = ddSolve

func ddFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "dd", Value: ddDefaultMode, Usage: "double-dummy tables and par of the hand records: solve (use the hand record's own tables and solve the others), file (only the hand record's own) or off"},
		&cli.StringFlag{Name: "dd-cache", Value: "auto", Usage: "`DIR` keeping solved tables by deal, so that a deal is solved once: auto (the user's cache folder, protokol/dd) or off"},
	}
}

func readDDConfig(cmd *cli.Command) (ddConfig, error) {
	c := ddConfig{mode: cmd.String("dd")}
	switch c.mode {
	case ddSolve, ddFile, ddOff:
	default:
		return c, usagef("--dd %q: want solve, file or off", c.mode)
	}
	var err error
	c.cache, err = ddCacheDir(cmd.String("dd-cache"))
	return c, err
}

// ddCacheDir resolves --dd-cache: auto is the user's cache folder (none
// when the system has none or it cannot be made, such as for a cron job
// without HOME); a folder named on the command line that cannot be made is
// a usage error.
func ddCacheDir(v string) (string, error) {
	switch v {
	case "off", "":
		return "", nil
	case "auto":
		base, err := os.UserCacheDir()
		if err != nil {
			return "", nil
		}
		dir := filepath.Join(base, "protokol", "dd")
		if os.MkdirAll(dir, 0o755) != nil {
			return "", nil
		}
		return dir, nil
	}
	if err := os.MkdirAll(v, 0o755); err != nil {
		return "", usagef("--dd-cache %q: %v (want a folder, or off)", v, err)
	}
	return v, nil
}

// analyses are the boards' double-dummy tables and par, by board number.
// A table the hand record carries ([DoubleDummyTricks] or
// [OptimumResultTable]) is used as it is; with ddSolve the other complete
// deals are solved, on several cores, each deal once (the cache folder
// keeps them between runs). Boards without a complete deal get none.
// Doubtful data is reported in the warnings: a table the file gives twice
// with different tricks, or an [OptimumScore] that is not the table's par.
func analyses(boards []bridge.Board, cfg ddConfig) (map[int]dd.Analysis, []*bridge.Error) {
	if cfg.mode == ddOff {
		return nil, nil
	}
	out := map[int]dd.Analysis{}
	var warns []*bridge.Error
	warn := func(b bridge.Board, format string, args ...any) {
		warns = append(warns, &bridge.Error{Pos: b.Pos, Err: fmt.Errorf("board %d: "+format, append([]any{b.Number}, args...)...)})
	}
	var todo []bridge.Board
	for _, b := range boards {
		if !b.Deal.Complete() {
			continue
		}
		warns = append(warns, b.HandRecord.Warnings...)
		t, ok := fileTable(b, func(format string, args ...any) { warn(b, format, args...) })
		if ok {
			out[b.Number] = dd.Analyse(t, b.Vul, b.Dealer)
			continue
		}
		if cfg.mode == ddSolve {
			todo = append(todo, b)
		}
	}
	tables, ok := solveDeals(todo, cfg)
	for i, b := range todo {
		if ok[i] {
			out[b.Number] = dd.Analyse(tables[i], b.Vul, b.Dealer)
		}
	}
	for _, b := range boards {
		a, ok := out[b.Number]
		score := b.HandRecord.OptimumScore
		if !ok || score == nil {
			continue
		}
		if *score != a.Par.ScoreNS {
			v, _ := b.HandRecord.Text("OptimumScore")
			warn(b, "the hand record's [OptimumScore] %q is not the par of the double-dummy table (NS %d)", v, a.Par.ScoreNS)
		}
	}
	return out, warns
}

// fileTable is the table the hand record gives for b, if it gives one that
// the reader could read (the reader's warnings, b.HandRecord.Warnings, say
// why one could not); when it gives two that differ, it gives none.
func fileTable(b bridge.Board, warn func(string, ...any)) (dd.Table, bool) {
	var tables []dd.Table
	for _, t := range []*bridge.DDTable{b.HandRecord.DoubleDummyTricks, b.HandRecord.OptimumResultTable} {
		if t != nil {
			tables = append(tables, dd.Table(*t))
		}
	}
	switch {
	case len(tables) == 0:
		return dd.Table{}, false
	case len(tables) == 2 && tables[0] != tables[1]:
		warn("[DoubleDummyTricks] %s and [OptimumResultTable] %s differ; neither is used", tables[0].PBN(), tables[1].PBN())
		return dd.Table{}, false
	}
	return tables[0], true
}

// solveEach is the solver of solveDeals: dd.SolveEach, replaced by the
// tests that count the deals solved.
var solveEach = dd.SolveEach

// solveDeals solves the deals of boards (all complete) on cfg.jobs
// goroutines, reading and filling the cache folder; ok[i] says that
// tables[i] is known.
func solveDeals(boards []bridge.Board, cfg ddConfig) (tables []dd.Table, ok []bool) {
	tables = make([]dd.Table, len(boards))
	ok = make([]bool, len(boards))
	var todo []int
	for i, b := range boards {
		if t, hit := cacheGet(cfg.cache, b.Deal); hit {
			tables[i], ok[i] = t, true
		} else {
			todo = append(todo, i)
		}
	}
	deals := make([]bridge.Deal, len(todo))
	for k, i := range todo {
		deals[k] = boards[i].Deal
	}
	// Each table goes into the cache as soon as it is solved, so that a
	// run killed halfway keeps what it did.
	solveEach(deals, cfg.jobs, func(k int, t dd.Table, err error) {
		// Complete deals were checked by the reader: an error cannot
		// happen, and a board without a table would be no loss.
		if err == nil {
			i := todo[k]
			tables[i], ok[i] = t, true
			cachePut(cfg.cache, deals[k], t)
		}
	})
	return tables, ok
}

// The cache folder holds a file per deal, named by a hash of the deal; the
// file holds the deal and the table, and is used only when the deal in it
// is the one asked for. A file that cannot be read or written is ignored:
// the table is solved again.
func cacheFile(dir string, d bridge.Deal) (string, string) {
	key := d.String()
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(dir, hex.EncodeToString(sum[:16])), key
}

func cacheGet(dir string, d bridge.Deal) (dd.Table, bool) {
	if dir == "" {
		return dd.Table{}, false
	}
	name, key := cacheFile(dir, d)
	data, err := os.ReadFile(name)
	if err != nil {
		return dd.Table{}, false
	}
	deal, table, ok := strings.Cut(strings.TrimSpace(string(data)), "\n")
	if !ok || deal != key {
		return dd.Table{}, false
	}
	t, err := pbn.ParseDoubleDummyTricks(table)
	return dd.Table(t), err == nil
}

// cachePut writes the file under a temporary name and renames it, so that
// a reader (another run) never sees half of it.
func cachePut(dir string, d bridge.Deal, t dd.Table) {
	if dir == "" {
		return
	}
	name, key := cacheFile(dir, d)
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return
	}
	_, err = f.WriteString(key + "\n" + t.PBN() + "\n")
	if cerr := f.Close(); err == nil && cerr == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
}
