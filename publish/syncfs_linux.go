package publish

import (
	"errors"
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// oneSync tells whether a stage syncs its whole file system once, at
// Commit (syncfs), instead of every file it writes (fsync). On Linux 5.8
// and later syncfs reports the errors of writing back any file of the
// file system since the folder it is given was opened, as fsync does for
// one file; before 5.8 it does not, and each file is synced.
// It is also asked only of a disk's own file systems (see wholeFS).
var oneSync = kernelAtLeast(unameRelease(), 5, 8)

// wholeFS tells whether the folder dir is on a file system whose syncfs
// is the sync of every file on it: a disk's own (ext2/3/4, XFS, Btrfs,
// F2FS) or memory (tmpfs). On others (NFS, SMB, FUSE such as a cloud
// drive's client, overlay) syncing the whole file system may not reach
// what a file's own sync reaches, so each file is synced there.
var wholeFS = func(dir *os.File) bool {
	var st unix.Statfs_t
	return unix.Fstatfs(int(dir.Fd()), &st) == nil && wholeFSType(int64(st.Type))
}

func wholeFSType(t int64) bool {
	switch t {
	case unix.EXT4_SUPER_MAGIC, unix.XFS_SUPER_MAGIC, unix.BTRFS_SUPER_MAGIC, unix.F2FS_SUPER_MAGIC, unix.TMPFS_MAGIC:
		return true
	}
	return false
}

// syncFS makes everything written to the file system that holds dir
// durable (syncfs), with the errors of writing it back since dir was
// opened. A call refused (ENOSYS, or EPERM from a sandbox's filter) is
// errors.ErrUnsupported.
var syncFS = func(dir *os.File) error {
	err := unix.Syncfs(int(dir.Fd()))
	if err == unix.EPERM {
		return errors.ErrUnsupported
	}
	return err
}

func unameRelease() string {
	var u unix.Utsname
	if unix.Uname(&u) != nil {
		return ""
	}
	return unix.ByteSliceToString(u.Release[:])
}

// kernelAtLeast tells whether a kernel release such as "6.8.0-45-generic"
// is major.minor or later; a release it cannot read is not.
func kernelAtLeast(release string, major, minor int) bool {
	f := strings.FieldsFunc(release, func(r rune) bool { return r < '0' || r > '9' })
	if len(f) < 2 || !strings.HasPrefix(release, f[0]) {
		return false
	}
	ma, err1 := strconv.Atoi(f[0])
	mi, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil {
		return false
	}
	return ma > major || ma == major && mi >= minor
}
