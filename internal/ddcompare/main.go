// Command ddcompare checks compute/dd against DDS, the C double-dummy
// solver of Bo Haglund and Soren Hein (Debian's libdds-dev), and against
// the double-dummy data that files of the corpus carry, and writes the
// expected tables that the tests of compute/dd read.
//
// It is the only part of the module that needs cgo and the C library, and
// only when built with -tags ddscompare (scripts/dd-compare.sh does, against
// Debian's libdds-dev; scripts/dd-bench.sh against DDS built from source by
// scripts/dds-build.sh); built without the tag it says so and stops.
//
// For n random deals from a fixed seed and for every complete deal of the
// corpus files given (testdata/corpus by default), it computes the table
// with DDS's CalcDDtable and with dd.Solve, and the par with DDS's
// DealerParBin and with dd.ParOf, and reports every difference: tables,
// par scores and par contract lists, and the files' own
// [DoubleDummyTricks], [OptimumResultTable], "%%!R" lines and
// [OptimumScore]. Both solvers are timed single-threaded on the first
// -time random deals, one after the other, and the ratio is printed.
//
// With -write it writes testdata/dd/random.txt and testdata/dd/corpus.txt:
// one deal a line with the DDS table and par.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/formats/pbn"
	"github.com/protokol-bridge/protokol/internal/gen"
)

var errNoDDS = errors.New("built without DDS: build with -tags ddscompare (and libdds-dev installed), as scripts/dd-compare.sh does")

type config struct {
	n, timed, jobs, step int
	seed                 uint64
	corpus, out          string
	write                bool
	bench                string
}

func main() {
	var cfg config
	flag.IntVar(&cfg.n, "n", 1000, "random deals")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed of the random deals")
	flag.IntVar(&cfg.timed, "time", 100, "random deals timed single-threaded with both solvers")
	flag.IntVar(&cfg.jobs, "jobs", 1, "goroutines for the untimed tables of dd (DDS runs on one more)")
	flag.IntVar(&cfg.step, "step", 1, "check dd's table of every step-th untimed deal only (DDS's are all written)")
	flag.StringVar(&cfg.corpus, "corpus", "testdata/corpus", "folder of PBN files searched for deals with double-dummy data")
	flag.StringVar(&cfg.out, "out", "testdata/dd", "folder for -write")
	flag.BoolVar(&cfg.write, "write", false, "write random.txt and corpus.txt to -out")
	flag.StringVar(&cfg.bench, "bench", "", "solve the -n random deals with one solver only (dd or dds) on -jobs goroutines or threads (0: every core), time it and stop (scripts/dd-bench.sh)")
	flag.Parse()
	if cfg.bench != "" {
		if err := bench(os.Stdout, cfg.bench, cfg.n, cfg.jobs, cfg.seed); err != nil {
			fmt.Fprintln(os.Stderr, "ddcompare:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(cfg, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "ddcompare:", err)
		os.Exit(1)
	}
}

// item is one deal to compare.
type item struct {
	label  string // "random 12" or "file.pbn board 3"
	deal   bridge.Deal
	dealer bridge.Seat
	vul    bridge.Vul
	hasVul bool

	fileTable    *dd.Table // from the file, if any
	fileTableSrc string
	fileScore    *int // [OptimumScore], NS view

	dds, ours   dd.Table
	checked     bool // ours was computed
	ddsT, oursT time.Duration
}

func run(cfg config, w io.Writer) error {
	if !haveDDS {
		return errNoDDS
	}
	ddsInit()
	r := rand.New(rand.NewPCG(cfg.seed, 2026))
	var random []*item
	for i := 0; i < cfg.n; i++ {
		b := i + 1
		random = append(random, &item{label: fmt.Sprint("random ", b), deal: gen.RandomDeal(r),
			dealer: bridge.Dealer(b), vul: bridge.Vulnerability(b), hasVul: true})
	}
	corpus, err := readCorpus(cfg.corpus)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%d random deals (seed %d), %d corpus deals with double-dummy data\n", len(random), cfg.seed, len(corpus))

	// Timing: both solvers single-threaded, one after the other, on the
	// same deals.
	timed := random[:min(cfg.timed, len(random))]
	var ddsTotal, oursTotal time.Duration
	for _, it := range timed {
		t0 := time.Now()
		if it.dds, err = ddsTable(it.deal); err != nil {
			return fmt.Errorf("%s: %v", it.label, err)
		}
		t1 := time.Now()
		if it.ours, err = dd.Solve(it.deal); err != nil {
			return fmt.Errorf("%s: %v", it.label, err)
		}
		t2 := time.Now()
		it.checked = true
		it.ddsT, it.oursT = t1.Sub(t0), t2.Sub(t1)
		ddsTotal += it.ddsT
		oursTotal += it.oursT
	}
	if len(timed) > 0 {
		n := time.Duration(len(timed))
		fmt.Fprintf(w, "time per full table, single-threaded, %d random deals: DDS %v, dd %v, ratio %.2f\n",
			len(timed), (ddsTotal / n).Round(time.Millisecond), (oursTotal / n).Round(time.Millisecond),
			float64(oursTotal)/float64(ddsTotal))
		slow := append([]*item(nil), timed...)
		sort.Slice(slow, func(i, j int) bool { return slow[i].oursT > slow[j].oursT })
		for _, it := range slow[:min(5, len(slow))] {
			fmt.Fprintf(w, "  slowest: %s %s: DDS %v, dd %v\n", it.label, it.deal, it.ddsT.Round(time.Millisecond), it.oursT.Round(time.Millisecond))
		}
	}

	// The rest: DDS on this goroutine, dd on jobs others.
	rest := append(append([]*item(nil), random[len(timed):]...), corpus...)
	var check []*item
	for i := 0; i < len(rest); i += max(cfg.step, 1) {
		check = append(check, rest[i])
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var oursErr error
	next := 0
	for j := 0; j < cfg.jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(check) {
					return
				}
				t, err := dd.Solve(check[i].deal)
				if err != nil {
					mu.Lock()
					oursErr = fmt.Errorf("%s: %v", check[i].label, err)
					mu.Unlock()
				}
				check[i].ours, check[i].checked = t, true
			}
		}()
	}
	for _, it := range rest {
		if it.dds, err = ddsTable(it.deal); err != nil {
			return fmt.Errorf("%s: %v", it.label, err)
		}
	}
	fmt.Fprintf(w, "DDS tables done; dd checks %d of the %d other deals\n", len(check), len(rest))
	if cfg.write {
		if err := writeFiles(cfg, random, corpus); err != nil {
			return err
		}
	}
	wg.Wait()
	if oursErr != nil {
		return oursErr
	}

	report := func(name string, items []*item) error {
		checked, tables, parScores, parLists, fileTables, fileScores, withFileTable, withFileScore, withPar := 0, 0, 0, 0, 0, 0, 0, 0, 0
		for _, it := range items {
			switch {
			case !it.checked:
			case it.dds == it.ours:
				checked++
				tables++
			default:
				checked++
				fmt.Fprintf(w, "TABLE DIFFERS %s %s\n  DDS %s\n  dd  %s\n", it.label, it.deal, it.dds.PBN(), it.ours.PBN())
			}
			if it.fileTable != nil {
				withFileTable++
				if *it.fileTable == it.dds {
					fileTables++
				} else {
					fmt.Fprintf(w, "FILE TABLE DIFFERS %s (%s) %s\n  DDS  %s\n  file %s\n", it.label, it.fileTableSrc, it.deal, it.dds.PBN(), it.fileTable.PBN())
				}
			}
			if it.hasVul {
				withPar++
				score, cs, err := ddsPar(it.dds, it.vul, it.dealer)
				if err != nil {
					return fmt.Errorf("%s: %v", it.label, err)
				}
				p := dd.ParOf(it.dds, it.vul, it.dealer)
				if p.ScoreNS == score {
					parScores++
				} else {
					fmt.Fprintf(w, "PAR SCORE DIFFERS %s %s dealer %s vul %s table %s: DDS %d, dd %d\n", it.label, it.deal, it.dealer, it.vul, it.dds.PBN(), score, p.ScoreNS)
				}
				want := contractsText(cs)
				if got := contractsText(p.Contracts); got == want {
					parLists++
				} else {
					fmt.Fprintf(w, "PAR CONTRACTS DIFFER %s %s dealer %s vul %s table %s score %d:\n  DDS %s\n  dd  %s\n", it.label, it.deal, it.dealer, it.vul, it.dds.PBN(), score, want, got)
				}
				if it.fileScore != nil {
					withFileScore++
					if *it.fileScore == score {
						fileScores++
					} else {
						fmt.Fprintf(w, "FILE PAR DIFFERS %s: DDS %d, file %d\n", it.label, score, *it.fileScore)
					}
				}
			}
		}
		fmt.Fprintf(w, "%s: %d deals: tables solved by dd %d, = DDS %d; par (with dealer and vulnerability: %d) score dd = DDS %d, contracts dd = DDS %d; file tables (%d) = DDS %d; file [OptimumScore] (%d) = DDS %d\n",
			name, len(items), checked, tables, withPar, parScores, parLists, withFileTable, fileTables, withFileScore, fileScores)
		return nil
	}
	if err := report("random", random); err != nil {
		return err
	}
	var byFile []string
	files := map[string][]*item{}
	for _, it := range corpus {
		f := strings.SplitN(it.label, " board ", 2)[0]
		if _, ok := files[f]; !ok {
			byFile = append(byFile, f)
		}
		files[f] = append(files[f], it)
	}
	for _, f := range byFile {
		if err := report(f, files[f]); err != nil {
			return err
		}
	}
	return nil
}

// line is a deal's line in testdata/dd: the deal, DDS's table, the dealer
// and vulnerability, DDS's par score and contracts.
func line(it *item) (string, error) {
	if !it.hasVul {
		return fmt.Sprintf("%s | %s | - - | - | -", it.deal, it.dds.PBN()), nil
	}
	score, cs, err := ddsPar(it.dds, it.vul, it.dealer)
	if err != nil {
		return "", fmt.Errorf("%s: %v", it.label, err)
	}
	return fmt.Sprintf("%s | %s | %s %s | %d | %s", it.deal, it.dds.PBN(), it.dealer, it.vul, score, contractsText(cs)), nil
}

func writeFiles(cfg config, random, corpus []*item) error {
	head := "# deal | DDS tricks as PBN [DoubleDummyTricks] (N, S, E, W × NT, S, H, D, C) | dealer vulnerability | DDS par score (NS) | DDS par contracts\n"
	var rnd, crp strings.Builder
	fmt.Fprintf(&rnd, "# Written by internal/ddcompare (scripts/dd-compare.sh): %d random deals, seed %d; deal i has the dealer and vulnerability of board i; tables (CalcDDtable) and par (DealerParBin) by DDS %s.\n%s",
		cfg.n, cfg.seed, ddsVersion(), head)
	for _, it := range random {
		l, err := line(it)
		if err != nil {
			return err
		}
		rnd.WriteString(l + "\n")
	}
	fmt.Fprintf(&crp, "# Written by internal/ddcompare (scripts/dd-compare.sh): the complete deals of the corpus files that carry double-dummy data; tables (CalcDDtable) and par (DealerParBin) by DDS %s.\n# file board | %s",
		ddsVersion(), head[2:])
	for _, it := range corpus {
		l, err := line(it)
		if err != nil {
			return err
		}
		crp.WriteString(it.label + " | " + l + "\n")
	}
	if err := os.WriteFile(filepath.Join(cfg.out, "random.txt"), []byte(rnd.String()), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(cfg.out, "corpus.txt"), []byte(crp.String()), 0o644)
}

func contractsText(cs []dd.ParContract) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.String())
	}
	sort.Strings(s)
	return strings.Join(s, "; ")
}

// readCorpus finds the complete deals of the PBN files under dir that
// carry double-dummy data of any kind.
func readCorpus(dir string) ([]*item, error) {
	var items []*item
	err := filepath.WalkDir(dir, func(path string, de os.DirEntry, err error) error {
		if err != nil || de.IsDir() || !strings.HasSuffix(strings.ToLower(path), ".pbn") {
			return err
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(raw)
		if !strings.Contains(text, "DoubleDummyTricks") && !strings.Contains(text, "OptimumResultTable") &&
			!strings.Contains(text, "%%!R") && !strings.Contains(text, "OptimumScore") {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		f, _ := pbn.Parse(rel, text) // the File holds what could be read
		if f == nil {
			return nil
		}
		psR := map[int]string{}
		for _, d := range f.Directives {
			if strings.HasPrefix(d.Text, "%!R ") {
				// the line after a game's Deal: it belongs to the game it
				// sits in, or to the one before the next game
				g := d.Game
				if !d.InGame {
					g--
				}
				psR[g] = strings.TrimSpace(d.Text[4:])
			}
		}
		for gi, g := range f.Games {
			d, err := bridge.ParseDeal(g.Value("Deal"))
			if err != nil || !d.Complete() {
				continue
			}
			it := &item{label: fmt.Sprintf("%s board %s", rel, g.Value("Board")), deal: d}
			if dl, err := bridge.ParseSeat(g.Value("Dealer")); err == nil {
				if v, err := bridge.ParseVul(g.Value("Vulnerable")); err == nil {
					it.dealer, it.vul, it.hasVul = dl, v, true
				}
			}
			if v := g.Value("DoubleDummyTricks"); v != "" {
				if t, err := pbn.ParseDoubleDummyTricks(v); err == nil {
					tb := dd.Table(t)
					it.fileTable, it.fileTableSrc = &tb, "[DoubleDummyTricks]"
				}
			} else if v, ok := psR[gi]; ok {
				if t, err := pbn.ParseDoubleDummyTricks(v); err == nil {
					// PS Bridge's rows are declarers E, N, W, S (found by
					// comparing its 32 deals with DDS), read above as N, S,
					// E, W.
					var r dd.Table
					r[bridge.East], r[bridge.North], r[bridge.West], r[bridge.South] = t[bridge.North], t[bridge.South], t[bridge.East], t[bridge.West]
					it.fileTable, it.fileTableSrc = &r, "%%!R"
				}
			} else if tag, ok := g.Get("OptimumResultTable"); ok && tag.Table != nil {
				if t, ok := optimumTable(tag.Table); ok {
					it.fileTable, it.fileTableSrc = &t, "[OptimumResultTable]"
				}
			}
			if v := g.Value("OptimumScore"); v != "" {
				if s, ok := optimumScore(v); ok {
					it.fileScore = &s
				}
			}
			if it.fileTable != nil || it.fileScore != nil {
				items = append(items, it)
			}
		}
		return nil
	})
	return items, err
}

// optimumTable reads the 20 rows of an [OptimumResultTable].
func optimumTable(t *pbn.Table) (dd.Table, bool) {
	var out dd.Table
	seen := 0
	for r := range t.Rows {
		dc, ok1 := t.Cell(r, "Declarer")
		sc, ok2 := t.Cell(r, "Denomination")
		rc, ok3 := t.Cell(r, "Result")
		if !ok1 || !ok2 || !ok3 {
			return out, false
		}
		seat, err1 := bridge.ParseSeat(dc.Text)
		strain, err2 := bridge.ParseStrain(sc.Text)
		n, err3 := strconv.Atoi(rc.Text)
		if err1 != nil || err2 != nil || err3 != nil || n < 0 || n > 13 {
			return out, false
		}
		out[seat][strain] = int8(n)
		seen++
	}
	return out, seen == 20
}

// optimumScore reads "NS 420" or "EW 100" as an NS score.
func optimumScore(v string) (int, bool) {
	f := strings.Fields(v)
	if len(f) < 2 {
		return 0, false
	}
	n, err := strconv.Atoi(f[len(f)-1])
	if err != nil {
		return 0, false
	}
	switch strings.ToUpper(f[0]) {
	case "NS":
		return n, true
	case "EW":
		return -n, true
	}
	return 0, false
}
