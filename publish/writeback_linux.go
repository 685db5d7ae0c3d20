package publish

import (
	"os"

	"golang.org/x/sys/unix"
)

// startWriteback asks the system to start writing n bytes of f from off
// to disk, without waiting (sync_file_range SYNC_FILE_RANGE_WRITE), so
// that the file's sync at its end has little left to wait for. It is
// advice: the sync makes the file durable, and an error here is ignored.
func startWriteback(f *os.File, off, n int64) {
	unix.SyncFileRange(int(f.Fd()), off, n, unix.SYNC_FILE_RANGE_WRITE)
}
