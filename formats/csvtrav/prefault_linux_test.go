package csvtrav

import (
	"syscall"
	"testing"
)

// After prefault, filling a new 16 MB array takes almost none of the
// 4,096 page faults it would take otherwise.
func TestPrefault(t *testing.T) {
	faults := func() int64 {
		var u syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
			t.Fatal(err)
		}
		return u.Minflt
	}
	fill := func(s []int64) int64 {
		before := faults()
		for i := 0; i < len(s); i += 512 { // one write a page
			s[i] = 1
		}
		return faults() - before
	}
	const n = 2 << 20 // int64s: 16 MB
	if without := fill(make([]int64, n)); without < n/512/2 {
		t.Skipf("%d faults filling a new array: the system gives pages otherwise", without)
	}
	s := make([]int64, n)
	if err := prefault(s); err != nil {
		t.Skipf("MADV_POPULATE_WRITE refused (Linux before 5.14?): %v", err)
	}
	if got := fill(s); got > n/512/10 {
		t.Errorf("%d page faults filling a prefaulted array of %d pages, want few", got, n/512)
	}
}
