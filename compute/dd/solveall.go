package dd

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/parallel"
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
	parallel.Each(len(deals), jobs, func(i int) {
		t, err := Solve(deals[i])
		done(i, t, err)
	})
}
