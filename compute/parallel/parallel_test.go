package parallel

import (
	"strings"
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

// TestEachPanic: a panic of f reaches the goroutine that called Each, as a
// *Panic, where the command's recover turns it into exit code 1; on the
// worker goroutine it would end the process with Go's exit code 2.
func TestEachPanic(t *testing.T) {
	for _, c := range []struct {
		name    string
		n, jobs int
	}{
		{"one job", 10, 1},
		{"several jobs", 100, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got any
			func() {
				defer func() { got = recover() }()
				Each(c.n, c.jobs, func(i int) {
					if i == 7 {
						panic("boom at 7")
					}
				})
			}()
			p, ok := got.(*Panic)
			if !ok {
				t.Fatalf("recovered %#v, want a *Panic", got)
			}
			if p.Value != "boom at 7" || p.Error() != "boom at 7" || !strings.Contains(string(p.Stack), "parallel_test.go") {
				t.Errorf("Panic{Value: %#v}, Error() %q, stack:\n%s", p.Value, p.Error(), p.Stack)
			}
		})
	}
}
