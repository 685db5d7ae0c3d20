// Package parallel runs the iterations of a loop on several goroutines.
package parallel

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls f(i) for every i in [0, n) on jobs goroutines (GOMAXPROCS
// when jobs < 1), each taking the next index as it finishes one, and
// returns when all calls have returned. f must be safe for concurrent
// use across different indexes.
func Each(n, jobs int, f func(i int)) {
	if jobs < 1 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(jobs, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
