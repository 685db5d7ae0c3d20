package csvtrav

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// prefault asks the system for the pages of the backing array of s, a
// new allocation about to be filled, in one call (MADV_POPULATE_WRITE,
// Linux 5.14) rather than one page fault for each 4 KiB as it is written:
// the entries of a 270,000-row traveller are 54 MB, and a fault costs most
// on a virtual machine. It is advice: an older system refuses it (the
// error, which callers ignore), and the pages then come as they are
// written.
func prefault[T any](s []T) error {
	var zero T
	n := cap(s) * int(unsafe.Sizeof(zero))
	if n < 1<<20 {
		return nil
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s[:1]))), n)
	const page = 4096
	if off := int(uintptr(unsafe.Pointer(&b[0])) % page); off > 0 {
		b = b[page-off:]
	}
	return unix.Madvise(b[:len(b)&^(page-1)], unix.MADV_POPULATE_WRITE)
}
