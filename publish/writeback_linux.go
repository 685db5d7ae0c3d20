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

// createNew creates the file at path, which must not exist, for writing,
// as os.OpenFile with O_CREATE|O_EXCL does, in one system call: os.OpenFile
// then asks the poller to take the file, which a regular file refuses,
// setting and clearing its non-blocking mode on the way (four fcntl and
// an epoll_ctl, 8,000 system calls for a site of 2,000 pages); a file made
// by os.NewFile of a blocking descriptor is not offered to the poller.
func createNew(path string, perm os.FileMode) (*os.File, error) {
	for {
		fd, err := unix.Open(path, unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL|unix.O_CLOEXEC, uint32(perm.Perm()))
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return nil, &os.PathError{Op: "open", Path: path, Err: err}
		}
		return os.NewFile(uintptr(fd), path), nil
	}
}
