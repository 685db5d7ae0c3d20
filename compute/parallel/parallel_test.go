package parallel

import (
	"sync/atomic"
	"testing"
)

func TestEach(t *testing.T) {
	for _, c := range []struct{ n, jobs int }{{0, 4}, {1, 4}, {100, 1}, {100, 3}, {1000, 0}} {
		calls := make([]atomic.Int32, c.n)
		Each(c.n, c.jobs, func(i int) { calls[i].Add(1) })
		for i := range calls {
			if got := calls[i].Load(); got != 1 {
				t.Errorf("n %d, jobs %d: f(%d) called %d times, want once", c.n, c.jobs, i, got)
			}
		}
	}
}
