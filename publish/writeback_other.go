//go:build !linux

package publish

import "os"

// startWriteback does nothing here: the file's sync writes it all.
func startWriteback(f *os.File, off, n int64) {}

// createNew creates the file at path, which must not exist, for writing.
func createNew(path string, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
}
