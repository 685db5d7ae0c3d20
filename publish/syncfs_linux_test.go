package publish

import (
	"testing"

	"golang.org/x/sys/unix"
)

func TestKernelAtLeast(t *testing.T) {
	for _, tc := range []struct {
		release string
		want    bool
	}{
		{"5.8.0", true}, {"5.8", true}, {"5.7.19", false}, {"5.10.0-28-amd64", true},
		{"6.8.0-45-generic", true}, {"4.19.0", false}, {"10.0", true}, {"3.10.0-1160.el7.x86_64", false},
		{"", false}, {"5", false}, {"linux-5.8", false}, {"x5.9", false},
	} {
		if got := kernelAtLeast(tc.release, 5, 8); got != tc.want {
			t.Errorf("kernelAtLeast(%q, 5, 8) = %v, want %v", tc.release, got, tc.want)
		}
	}
}

// One sync of the file system stands for each file's only on a disk's own
// file systems and tmpfs.
func TestWholeFSType(t *testing.T) {
	for _, tc := range []struct {
		name string
		typ  int64
		want bool
	}{
		{"ext4", unix.EXT4_SUPER_MAGIC, true}, {"xfs", unix.XFS_SUPER_MAGIC, true},
		{"btrfs", unix.BTRFS_SUPER_MAGIC, true}, {"f2fs", unix.F2FS_SUPER_MAGIC, true},
		{"tmpfs", unix.TMPFS_MAGIC, true},
		{"nfs", unix.NFS_SUPER_MAGIC, false}, {"smb2", unix.SMB2_SUPER_MAGIC, false},
		{"cifs", unix.CIFS_SUPER_MAGIC, false}, {"fuse", unix.FUSE_SUPER_MAGIC, false},
		{"overlay", unix.OVERLAYFS_SUPER_MAGIC, false}, {"zero", 0, false},
	} {
		if got := wholeFSType(tc.typ); got != tc.want {
			t.Errorf("%s (%#x): %v, want %v", tc.name, tc.typ, got, tc.want)
		}
	}
}
