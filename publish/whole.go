package publish

import "os"

// wholeSync is a stage made durable at its end by one sync of its file
// system (syncfs(2) on Linux) rather than file by file. Syncing each of
// the 2,029 files of a 1,000-table field's site costs a quarter of a
// second of kernel time on two cores (each file's data, its inode and a
// cache flush written on their own); one syncfs writes the same data in
// long runs, the inodes a block of them at a time, and flushes once:
// 1.08 s against 0.90 s for the whole `score` (medians of 5). But syncfs
// also writes, and waits for, whatever other programs have still to
// write to that file system, and a cron job must not wait on them: so it
// is used only on a quiet system, as the kernel counts what all programs
// have still to write (/proc/meminfo's Dirty and Writeback: every disk,
// so it errs on the safe side). A stage starts so only when that is at
// most wholeStart, and at the end syncs whole only when it is at most
// twice what the stage wrote, plus wholeSlack: the one sync then writes
// at most about twice what syncing each file would, with whatever the
// stage wrote already on disk counted as another program's. Otherwise, or
// when syncfs fails (it reports a failed write of any file of the file
// system, not only the stage's), each file is opened again and synced on
// its own, as a busy system's stage syncs it as it is written, and a
// failure names its file.
type wholeSync struct {
	dir   *os.File // the stage's site, opened before any file is written
	paths []string // the files written (and closed), to sync each if need be
	bytes int64    // their size in all
}

const (
	wholeStart = 64 << 20
	wholeSlack = 8 << 20
)

// startWhole is the wholeSync of a stage writing into site, or nil when
// its files are to be synced each on its own: the system cannot sync a
// file system whole and say whether it failed, cannot tell what it has
// to write, or has more than wholeStart to write.
func startWhole(site string) *wholeSync {
	if !canSyncWhole {
		return nil
	}
	if p, ok := pendingWrites(); !ok || p > wholeStart {
		return nil
	}
	d, err := os.Open(site)
	if err != nil {
		return nil
	}
	return &wholeSync{dir: d}
}

// fits reports whether the system, now that every file is written, has
// little enough left to write for one sync of the file system.
func (w *wholeSync) fits() bool {
	p, ok := pendingWrites()
	return ok && p <= 2*w.bytes+wholeSlack
}

// sync syncs the file system that holds the stage; false when that
// failed.
func (w *wholeSync) sync() bool { return syncWhole(w.dir) == nil }
