package jsonout

import (
	"runtime"
	"sync"

	"github.com/protokol-bridge/protokol/report"
)

// batches are the boards of a document in n runs, each of about
// batchLines results: renderer gives a function that appends run k (its
// boards with the separators before them), one for each goroutine that
// renders.
type batches struct {
	n        int
	renderer func() func(buf []byte, k int) ([]byte, error)
}

// batchLines is about how many results a run of boards holds: some 50
// KB of the document, enough to be worth a goroutine's turn.
const batchLines = 256

// runsAhead is how many runs each goroutine may render ahead of the one
// written: with one, the writer's system calls held up the renderers.
const runsAhead = 4

// boardBatches are the boards of ev in runs of about batchLines results.
func boardBatches(ev *report.Event) batches {
	boards := ev.Boards
	var starts []int // the first board of each run
	lines := batchLines
	for i := range boards {
		if lines >= batchLines {
			starts, lines = append(starts, i), 0
		}
		lines += boards[i].NumLines() + 1
	}
	return batches{n: len(starts), renderer: func() func([]byte, int) ([]byte, error) {
		w := newBoardWriter(ev)
		return func(buf []byte, k int) (_ []byte, err error) {
			end := len(boards)
			if k+1 < len(starts) {
				end = starts[k+1]
			}
			for i := starts[k]; i < end; i++ {
				if i > 0 {
					buf = append(buf, ',')
				}
				if buf, err = w.appendBoard(append(buf, "\n "...), &boards[i]); err != nil {
					return nil, err
				}
			}
			return buf, nil
		}
	}}
}

// batches writes the runs of b in order. A document of more than one run
// has them rendered on as many goroutines as there are processors, up to
// runsAhead runs a goroutine ahead of the one written: memory stays flat
// in the document's size, and the writing (to a file, hashed) goes on
// beside the rendering. The runs are given out without waiting for a
// goroutine to take them, so that the writer never waits for a renderer
// to be free, only for the run it writes next; and the renderers, kept
// a few runs ahead, never wait for the writer's system calls.
func (c *chunker) batches(b batches) error {
	workers := min(runtime.GOMAXPROCS(0), b.n)
	if workers <= 1 {
		render := b.renderer()
		for k := range b.n {
			var err error
			if c.buf, err = render(c.buf, k); err != nil {
				return err
			}
			if err := c.flushFull(); err != nil {
				return err
			}
		}
		return nil
	}
	type result struct {
		buf []byte
		err error
	}
	type job struct {
		k    int
		buf  []byte
		done chan result
	}
	ahead := runsAhead * workers
	jobs := make(chan job, ahead+1) // never full: see len(queue) below
	var wg sync.WaitGroup
	defer wg.Wait() // no goroutine outlives the document
	for range workers {
		wg.Go(func() {
			render := b.renderer()
			for j := range jobs {
				buf, err := render(j.buf[:0], j.k)
				j.done <- result{buf, err}
			}
		})
	}
	// queue holds the runs given out, in order; a run is written when
	// it is done and all before it are; free are the buffers written.
	var queue []chan result
	var free [][]byte
	var err error
	next := func() {
		r := <-queue[0]
		queue = queue[1:]
		if err == nil {
			err = r.err
		}
		if err == nil {
			err = c.write(r.buf)
		}
		free = append(free, r.buf)
	}
	for k := 0; k < b.n && err == nil; k++ {
		j := job{k: k, done: make(chan result, 1)}
		if len(free) > 0 {
			j.buf, free = free[len(free)-1], free[:len(free)-1]
		}
		jobs <- j
		queue = append(queue, j.done)
		if len(queue) > ahead {
			next()
		}
	}
	close(jobs)
	for len(queue) > 0 {
		next()
	}
	return err
}
