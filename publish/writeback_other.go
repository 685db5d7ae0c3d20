//go:build !linux

package publish

import (
	"errors"
	"os"
)

// startWriteback does nothing here: the file's sync writes it all.
func startWriteback(f *os.File, off, n int64) {}

// createNew creates the file at path, which must not exist, for writing.
func createNew(path string, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
}

// canSyncWhole: no sync of a whole file system that reports its errors
// here (see wholeSync).
const canSyncWhole = false

// pendingWrites: not known here.
var pendingWrites = func() (int64, bool) { return 0, false }

// syncWhole is never called here (canSyncWhole).
var syncWhole = func(*os.File) error { return errors.ErrUnsupported }
