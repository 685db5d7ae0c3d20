package html

import (
	"errors"
	"strconv"
	"sync"
	"testing"

	"github.com/protokol-bridge/protokol/compute/parallel"
)

// pipeline emits the files in their order, holds no more than its window
// made ahead of the one emitted, stops at the first error in the order of
// the files, and raises a worker's panic as a *parallel.Panic.
func TestPipeline(t *testing.T) {
	const n, window = 200, 3
	t.Run("order and window", func(t *testing.T) {
		var mu sync.Mutex
		made, emitted, most := 0, 0, 0
		err := pipeline(n, window, func(i int) (File, error) {
			mu.Lock()
			made++
			// Made and not yet emitted: the workers' window, and the one
			// the caller makes itself.
			most = max(most, made-emitted)
			mu.Unlock()
			return File{Name: strconv.Itoa(i)}, nil
		}, func(f File) error {
			mu.Lock()
			defer mu.Unlock()
			if f.Name != strconv.Itoa(emitted) {
				t.Fatalf("emitted %s, want %d", f.Name, emitted)
			}
			emitted++
			return nil
		})
		if err != nil || emitted != n {
			t.Fatalf("emitted %d, error %v; want %d, nil", emitted, err, n)
		}
		if most > window+1 {
			t.Errorf("%d files made ahead of the one emitted, want at most %d", most, window+1)
		}
	})
	t.Run("first error in order", func(t *testing.T) {
		emitted := 0
		err := pipeline(n, window, func(i int) (File, error) {
			if i >= 50 {
				return File{}, errors.New("file " + strconv.Itoa(i))
			}
			return File{}, nil
		}, func(File) error { emitted++; return nil })
		if err == nil || err.Error() != "file 50" || emitted != 50 {
			t.Errorf("error %v after %d files, want file 50 after 50", err, emitted)
		}
	})
	t.Run("panic", func(t *testing.T) {
		defer func() {
			r := recover()
			if r == nil {
				t.Fatal("no panic")
			}
			if p, ok := r.(*parallel.Panic); ok && p.Value != "boom" {
				t.Errorf("panic %v, want boom", p.Value)
			} else if !ok && r != "boom" {
				t.Errorf("panic %v, want boom", r)
			}
		}()
		pipeline(n, window, func(i int) (File, error) {
			if i == 20 {
				panic("boom")
			}
			return File{}, nil
		}, func(File) error { return nil })
	})
}

// A page's template output is filled with its tables' bodies in order;
// a mark without a body, or a body without a mark, is an error.
func TestLaterFill(t *testing.T) {
	body := func(s string) func(*builder) { return func(b *builder) { b.raw(s) } }
	for _, tc := range []struct {
		name, page string
		bodies     []func(*builder)
		want, err  string
	}{
		{"none", "<p>x</p>", nil, "<p>x</p>", ""},
		{"two in order", "a" + laterMark + "b" + laterMark + "c", []func(*builder){body("1"), body("2")}, "a1b2c", ""},
		{"a mark too many", "a" + laterMark + "b" + laterMark, []func(*builder){body("1")}, "", "html: 1 tables' bodies and more marks"},
		{"a body too many", "a" + laterMark, []func(*builder){body("1"), body("2")}, "", "html: 2 tables' bodies and fewer marks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b builder
			err := (&later{bodies: tc.bodies}).fill(&b, []byte(tc.page))
			switch {
			case tc.err != "" && (err == nil || err.Error() != tc.err):
				t.Errorf("error %v, want %s", err, tc.err)
			case tc.err == "" && err != nil:
				t.Errorf("error %v", err)
			case tc.err == "" && string(b.buf) != tc.want:
				t.Errorf("page %q, want %q", b.buf, tc.want)
			}
		})
	}
}
