package jsonout_test

import (
	"bytes"
	"errors"
	"runtime"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/pairs"
	"github.com/protokol-bridge/protokol/internal/gen"
)

// manyBatches is a field whose document has some tens of runs of boards.
func manyBatches(t *testing.T) *event.Result {
	g := gen.Generate(gen.Config{Seed: 9, Tables: 30, Boards: 90, Movement: gen.Mitchell, MissingRate: 0.02, NotPlayedRate: 0.01})
	res, err := pairs.Score(bridge.Session{Entries: g.Entries()}, pairs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return &event.Result{Kind: event.Pairs, Pairs: res}
}

// TestWriteInBatches: a document rendered a few boards at a time on
// several goroutines is, byte for byte, the one rendered on one.
func TestWriteInBatches(t *testing.T) {
	res := manyBatches(t)
	write := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var buf bytes.Buffer
		if err := write(t, &buf, res); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	one := write(1)
	if n := bytes.Count(one, []byte(`{"board":`)); n != 90 {
		t.Fatalf("%d boards in the document, want 90", n)
	}
	for _, procs := range []int{2, 3, 8} {
		if got := write(procs); !bytes.Equal(got, one) {
			t.Errorf("on %d processors: %d bytes, want the %d written on one", procs, len(got), len(one))
		}
	}
}

// failing fails every write after the first n bytes.
type failing struct{ n int }

var errFull = errors.New("disk full")

func (f *failing) Write(p []byte) (int, error) {
	if len(p) > f.n {
		return 0, errFull
	}
	f.n -= len(p)
	return len(p), nil
}

// TestWriteFails: the writer's first error is Write's, wherever it comes,
// and the goroutines that render stop.
func TestWriteFails(t *testing.T) {
	res := manyBatches(t)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	before := runtime.NumGoroutine()
	for _, n := range []int{0, 100, 70 << 10, 300 << 10} {
		if err := write(t, &failing{n: n}, res); !errors.Is(err, errFull) {
			t.Errorf("after %d bytes: %v, want %v", n, err, errFull)
		}
	}
	for range 100 {
		if runtime.NumGoroutine() <= before {
			return
		}
		runtime.Gosched()
	}
	t.Errorf("%d goroutines left running, %d before", runtime.NumGoroutine(), before)
}
