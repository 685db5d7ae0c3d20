// Package parallel runs the iterations of a loop on several goroutines.
package parallel

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// Panic is a panic of an iteration, carried to the goroutine that called
// Each and raised there again, so that the caller's recover sees it (a
// panic left on a worker goroutine would end the process). Stack is the
// worker's stack when it panicked.
type Panic struct {
	Value any
	Stack []byte
}

// Error is the panic's value, as the message of an internal error.
func (p *Panic) Error() string { return fmt.Sprint(p.Value) }

// Each calls f(i) for every i in [0, n) on jobs goroutines (GOMAXPROCS
// when jobs < 1), each taking the next index as it finishes one, and
// returns when all calls have returned. f must be safe for concurrent
// use across different indexes. When a call panics, no further index is
// started and Each panics with a *Panic holding the first panic's value.
func Each(n, jobs int, f func(i int)) {
	if jobs < 1 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var next atomic.Int64
	var failed atomic.Pointer[Panic]
	var wg sync.WaitGroup
	for range min(jobs, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					failed.CompareAndSwap(nil, &Panic{Value: r, Stack: debug.Stack()})
				}
			}()
			for failed.Load() == nil {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
	if p := failed.Load(); p != nil {
		panic(p)
	}
}
