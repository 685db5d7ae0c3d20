// Package ddtables decides where the double-dummy table of each board
// comes from: the hand record's own table when it gives one to trust, else
// a folder of tables solved before (the cache, one file a deal), else the
// solver (compute/dd), on every core. It is the one place of that policy,
// for score, batch and protokol dd; it reads and writes the cache folder,
// so it is not in compute.
package ddtables

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/formats/pbn"
)

// The modes: where tables may come from.
const (
	Solve = "solve" // the hand record's tables, and solve the others
	File  = "file"  // only the tables the hand record carries
	Off   = "off"   // no tables
)

// Config says where the tables come from.
type Config struct {
	Mode  string // Solve, File or Off
	Cache string // folder of solved tables; "" for none
	Jobs  int    // solvers at once; < 1 for one per core
	// Progress, when not nil, hears how the solving goes: (0, n) before
	// the first of n deals to solve (those not in the cache), then (k, n)
	// as the k-th is solved, one call at a time. It is not called when
	// there is nothing to solve.
	Progress func(done, total int)
}

// Analyses are the boards' double-dummy tables and par, by board number.
// A table the hand record carries ([DoubleDummyTricks] or
// [OptimumResultTable]) is used as it is; with Solve the other complete
// deals are solved, on several cores, each deal once (the cache folder
// keeps them between runs). Boards without a complete deal get none.
// Doubtful data is reported in the warnings: a table the file gives twice
// with different tricks, or an [OptimumScore] that is not the table's par.
func Analyses(boards []bridge.Board, cfg Config) (map[int]dd.Analysis, []*bridge.Error) {
	if cfg.Mode == Off {
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
		if cfg.Mode == Solve {
			todo = append(todo, b)
		}
	}
	tables, ok := SolveBoards(todo, cfg)
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

// FileTable is the table the hand record gives for b, if there is one to
// trust (no warnings: see Analyses).
func FileTable(b bridge.Board) (dd.Table, bool) {
	return fileTable(b, func(string, ...any) {})
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

// SolveEach is the solver of SolveBoards: dd.SolveEach. Tests that count
// the deals solved replace it.
var SolveEach = dd.SolveEach

// SolveBoards solves the deals of boards (all complete) on cfg.Jobs
// goroutines, reading and filling the cache folder; ok[i] says that
// tables[i] is known.
func SolveBoards(boards []bridge.Board, cfg Config) (tables []dd.Table, ok []bool) {
	tables = make([]dd.Table, len(boards))
	ok = make([]bool, len(boards))
	var todo []int
	for i, b := range boards {
		if t, hit := cacheGet(cfg.Cache, b.Deal); hit {
			tables[i], ok[i] = t, true
		} else {
			todo = append(todo, i)
		}
	}
	deals := make([]bridge.Deal, len(todo))
	for k, i := range todo {
		deals[k] = boards[i].Deal
	}
	progress := func(int) {}
	if cfg.Progress != nil && len(deals) > 0 {
		var mu sync.Mutex
		done := 0
		progress = func(n int) {
			mu.Lock()
			defer mu.Unlock()
			done += n
			cfg.Progress(done, len(deals))
		}
		progress(0)
	}
	// Each table goes into the cache as soon as it is solved, so that a
	// run killed halfway keeps what it did.
	SolveEach(deals, cfg.Jobs, func(k int, t dd.Table, err error) {
		defer progress(1)
		// Complete deals were checked by the reader: an error cannot
		// happen, and a board without a table would be no loss.
		if err == nil {
			i := todo[k]
			tables[i], ok[i] = t, true
			cachePut(cfg.Cache, deals[k], t)
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

// Deals sorts the boards of hand records for solving: those with a
// complete deal, and an input error for each of the others (no deal, or
// not four hands of 13 different cards), with its position.
func Deals(boards []bridge.Board) (complete []bridge.Board, bad bridge.Errors) {
	for _, b := range boards {
		switch {
		case b.Deal.Empty():
			bad = append(bad, bridge.Errorf(b.Pos, bridge.BoardLabel(b.Number), "%w: no deal (want four hands of 13 cards)", bridge.ErrDeal))
		case !b.Deal.Complete():
			bad = append(bad, bridge.Errorf(b.Pos, bridge.BoardLabel(b.Number), "%w: %s: %s", bridge.ErrDeal, b.Deal.StringFrom(b.Dealer), incomplete(b.Deal)))
		default:
			complete = append(complete, b)
		}
	}
	return complete, bad
}

// incomplete says what a deal lacks.
func incomplete(d bridge.Deal) string {
	var parts []string
	for _, s := range bridge.Seats {
		switch {
		case !d.Known[s]:
			parts = append(parts, s.String()+" hand not given")
		case d.Hands[s].Len() != 13:
			parts = append(parts, s.String()+" has "+strconv.Itoa(d.Hands[s].Len())+" cards")
		}
	}
	return strings.Join(parts, ", ") + " (want four hands of 13 cards)"
}
