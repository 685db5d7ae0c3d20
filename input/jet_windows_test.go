//go:build windows

package input

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/windows"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Bridgemate Control Software holds its .bws open for the whole session,
// through the Jet engine in shared mode: read and write access, sharing
// reading and writing with the club's scoring program, which polls the
// same file. Jet's byte-range locks lie at offsets from 0x10000001 to
// 0x6FF800FF, beyond the data of the file ("no data is physically locked
// in the .mdb file": Microsoft Jet Database Engine Programmer's Guide,
// chapter 6). These tests hold a file as Jet does and read it as protokol
// reads every input (docs/walkthrough.md, "A .bws that the Bridgemate
// software holds open").

// holdAsJet opens name with Jet's access and share modes (share is
// FILE_SHARE_READ|FILE_SHARE_WRITE in shared mode, 0 when the database is
// opened exclusively) and returns the handle.
func holdAsJet(t *testing.T, name string, share uint32) windows.Handle {
	t.Helper()
	p, err := windows.UTF16PtrFromString(name)
	if err != nil {
		t.Fatal(err)
	}
	h, err := windows.CreateFile(p, windows.GENERIC_READ|windows.GENERIC_WRITE, share, nil, windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { windows.CloseHandle(h) })
	return h
}

func lock(t *testing.T, h windows.Handle, offset, n uint32) {
	t.Helper()
	ol := &windows.Overlapped{Offset: offset}
	if err := windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, n, 0, ol); err != nil {
		t.Fatalf("LockFileEx at %#x: %v", offset, err)
	}
}

func jetFile(t *testing.T) (string, []byte) {
	t.Helper()
	name := filepath.Join(t.TempDir(), "club.bws")
	data := bytes.Repeat([]byte("a Jet 3 page of 2 KiB "), 400)
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return name, data
}

// A database open in Jet's shared mode, with Jet's user lock and a write
// lock held (the byte ranges of the Programmer's Guide's examples), reads
// whole: protokol needs no copy.
func TestReadWhileJetHoldsIt(t *testing.T) {
	name, data := jetFile(t)
	h := holdAsJet(t, name, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE)
	lock(t, h, 0x10000001, 1)   // a user lock
	lock(t, h, 0x2000A601, 256) // a write lock on a data page
	got, err := Read(name)
	if err != nil {
		t.Fatalf("Read while Jet holds the file: %v", err)
	}
	if !bytes.Equal(got, data) {
		t.Fatalf("Read gave %d bytes, want the file's %d", len(got), len(data))
	}
	// The premise: a lock on the file's own bytes would stop the read.
	lock(t, h, 0, 512)
	if _, err := Read(name); err == nil {
		t.Error("Read through a lock on the file's first bytes: the test does not show what it claims")
	}
}

// A database opened exclusively (Access's Open Exclusive, a repair or a
// compaction) cannot be opened by anyone else, a copy neither: the read
// is an input error that names the file.
func TestReadRefusedWhenOpenExclusively(t *testing.T) {
	name, _ := jetFile(t)
	holdAsJet(t, name, 0)
	_, err := Read(name)
	var be *bridge.Error
	if !errors.As(err, &be) || be.Pos.File != name || !strings.Contains(err.Error(), "cannot read") {
		t.Fatalf("Read of a file held exclusively: %v, want an input error that names the file", err)
	}
}
