package dd

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Cache remembers the tables of the deals it has solved, so that a session
// never solves the same deal twice. It is safe for concurrent use: a
// second caller asking for a deal being solved waits for the first one's
// answer. The zero value is ready to use.
type Cache struct {
	mu sync.Mutex
	m  map[[4]bridge.Hand]*cached
}

type cached struct {
	done chan struct{}
	t    Table
	err  error
}

// Solve is Solve(d), computed once per deal.
func (c *Cache) Solve(d bridge.Deal) (Table, error) {
	if err := check(d, true); err != nil {
		return Table{}, err
	}
	c.mu.Lock()
	if c.m == nil {
		c.m = map[[4]bridge.Hand]*cached{}
	}
	if e, ok := c.m[d.Hands]; ok {
		c.mu.Unlock()
		<-e.done
		return e.t, e.err
	}
	e := &cached{done: make(chan struct{})}
	c.m[d.Hands] = e
	c.mu.Unlock()
	e.t, e.err = Solve(d)
	close(e.done)
	return e.t, e.err
}

// Len is the number of deals in the cache.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// SolveAll solves deals on jobs goroutines (GOMAXPROCS when jobs < 1):
// tables[i] and errs[i] are Solve(deals[i]).
func SolveAll(deals []bridge.Deal, jobs int) (tables []Table, errs []error) {
	tables = make([]Table, len(deals))
	errs = make([]error, len(deals))
	if jobs < 1 {
		jobs = runtime.GOMAXPROCS(0)
	}
	jobs = min(jobs, len(deals))
	var next atomic.Int64
	var wg sync.WaitGroup
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(deals) {
					return
				}
				tables[i], errs[i] = Solve(deals[i])
			}
		}()
	}
	wg.Wait()
	return tables, errs
}
