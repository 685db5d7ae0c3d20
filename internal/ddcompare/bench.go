package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/dd"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// bench solves the first n random deals of the seed (the deals run
// compares, with board i's dealer and vulnerability) with one solver,
// full table and par, and prints one line: the solver, the goroutines or
// threads, the deals, the CPU time of the process (user and system, all
// threads) and the wall time, and a digest of every trick count and par
// result, which must be the same for both solvers. It is one run of
// scripts/dd-bench.sh, which starts a fresh process for each (cold: no
// table is kept between runs).
func bench(w io.Writer, solver string, n, jobs int, seed uint64) error {
	if solver == "dds" && !haveDDS {
		return errNoDDS
	}
	r := rand.New(rand.NewPCG(seed, 2026))
	deals := make([]bridge.Deal, n)
	for i := range deals {
		deals[i] = gen.RandomDeal(r)
	}
	cpu0, wall0 := cpuTime(), time.Now()
	var tables []dd.Table
	var err error
	switch solver {
	case "dd":
		var errs []error
		tables, errs = dd.SolveAll(deals, jobs)
		for i, e := range errs {
			if e != nil {
				return fmt.Errorf("random %d: %v", i+1, e)
			}
		}
	case "dds":
		ddsThreads(jobs)
		tables, err = ddsTables(deals)
		if err != nil {
			return err
		}
	default:
		return fmt.Errorf("-bench %q: want dd or dds", solver)
	}
	h := sha256.New()
	for i, t := range tables {
		b := i + 1
		var score int
		var cs []dd.ParContract
		if solver == "dd" {
			p := dd.ParOf(t, bridge.Vulnerability(b), bridge.Dealer(b))
			score, cs = p.ScoreNS, p.Contracts
		} else if score, cs, err = ddsPar(t, bridge.Vulnerability(b), bridge.Dealer(b)); err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d %s\n", t.PBN(), score, contractsText(cs))
	}
	cpu, wall := cpuTime()-cpu0, time.Since(wall0)
	fmt.Fprintf(w, "%s jobs %d deals %d cpu %.3f s wall %.3f s digest %x\n", solver, jobs, n, cpu.Seconds(), wall.Seconds(), h.Sum(nil)[:6])
	return nil
}
