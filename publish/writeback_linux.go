package publish

import (
	"bytes"
	"fmt"
	"os"
	"strconv"

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

// canSyncWhole: syncfs reports a failed write of the file system's since
// Linux 5.8; before, it said nothing (see wholeSync).
var canSyncWhole = kernelAtLeast(5, 8)

// kernelAtLeast reports whether the running kernel's version is at least
// major.minor.
func kernelAtLeast(major, minor int) bool {
	var u unix.Utsname
	if unix.Uname(&u) != nil {
		return false
	}
	var ma, mi int
	if _, err := fmt.Sscanf(unix.ByteSliceToString(u.Release[:]), "%d.%d", &ma, &mi); err != nil {
		return false
	}
	return ma > major || ma == major && mi >= minor
}

// pendingWrites is how much the system has still to write to its disks:
// /proc/meminfo's Dirty and Writeback, in bytes; ok is false when it
// cannot tell. Tests replace it.
var pendingWrites = func() (n int64, ok bool) {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	return parseMeminfo(b)
}

// parseMeminfo is the sum of the Dirty and Writeback lines ("Dirty:
// 1234 kB") of a /proc/meminfo, in bytes; ok is false unless both are
// there.
func parseMeminfo(b []byte) (n int64, ok bool) {
	found := 0
	for line := range bytes.Lines(b) {
		name, rest, _ := bytes.Cut(line, []byte(":"))
		if !bytes.Equal(name, []byte("Dirty")) && !bytes.Equal(name, []byte("Writeback")) {
			continue
		}
		f := bytes.Fields(rest)
		if len(f) != 2 || string(f[1]) != "kB" {
			return 0, false
		}
		kb, err := strconv.ParseInt(string(f[0]), 10, 64)
		if err != nil || kb < 0 {
			return 0, false
		}
		n += kb << 10
		found++
	}
	if found != 2 {
		return 0, false
	}
	return n, true
}

// syncWhole syncs the file system that holds f (syncfs). Tests replace it.
var syncWhole = func(f *os.File) error {
	for {
		err := unix.Syncfs(int(f.Fd()))
		if err != unix.EINTR {
			return err
		}
	}
}
