package dd

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// SolveAll solves deals on jobs goroutines (GOMAXPROCS when jobs < 1):
// tables[i] and errs[i] are Solve(deals[i]).
func SolveAll(deals []bridge.Deal, jobs int) (tables []Table, errs []error) {
	tables = make([]Table, len(deals))
	errs = make([]error, len(deals))
	SolveEach(deals, jobs, func(i int, t Table, err error) { tables[i], errs[i] = t, err })
	return tables, errs
}

// SolveEach solves deals on jobs goroutines (GOMAXPROCS when jobs < 1) and
// calls done with each deal's index and Solve's result as soon as it is
// known, from the solving goroutine (done must be safe for concurrent use
// across different indexes). It returns when all are done.
func SolveEach(deals []bridge.Deal, jobs int, done func(i int, t Table, err error)) {
	if jobs < 1 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(jobs, len(deals)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(deals) {
					return
				}
				t, err := Solve(deals[i])
				done(i, t, err)
			}
		}()
	}
	wg.Wait()
}
