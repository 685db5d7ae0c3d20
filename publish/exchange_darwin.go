package publish

import (
	"errors"

	"golang.org/x/sys/unix"
)

// exchange swaps the names a and b in one step (renamex_np RENAME_SWAP, APFS
// and HFS+). errNoExchange: the file system cannot.
func exchange(a, b string) error {
	err := unix.RenamexNp(a, b, unix.RENAME_SWAP)
	if errors.Is(err, unix.ENOTSUP) || errors.Is(err, unix.EINVAL) {
		return errNoExchange
	}
	return err
}
