// Package input reads the files protokol is given: at most
// formats.MaxFileBytes of each, so that /dev/zero, a pipe or a huge file is
// refused at once, and with errors that name the file (input errors, exit
// code 3, as bridge.Error).
//
// It is the one place where a command's input files are opened; the readers
// (formats) and the scoring (compute) take bytes and values.
package input

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// Read reads the file name: a missing or unreadable file, or one larger
// than formats.MaxFileBytes, is a *bridge.Error that names it.
func Read(name string) ([]byte, error) {
	data, err := readAtMost(name, formats.MaxFileBytes)
	if err != nil && bridge.AsErrors(err) == nil {
		return nil, Error(name, err)
	}
	return data, err
}

// Error is the input error of a file that cannot be read (err from the
// system), in the words every command uses.
func Error(name string, err error) error {
	var msg string
	switch {
	case errors.Is(err, fs.ErrNotExist):
		msg = "no such file"
	case errors.Is(err, fs.ErrPermission):
		msg = "permission denied"
	default:
		msg = err.Error()
		var pe *fs.PathError
		if errors.As(err, &pe) {
			msg = pe.Err.Error()
		}
	}
	return &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("cannot read: %s (want a readable PBN or CSV file)", msg)}
}

// readAtMost reads a file of at most limit bytes. A larger one is a
// *bridge.Error (formats.FileTooLarge); other errors are those of the
// system.
func readAtMost(name string, limit int) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// One byte more than the file holds or the limit allows, so that its
	// end is seen without growing the buffer; a pipe or a device gets the
	// limit's buffer, whose pages are only touched as they are filled.
	want := limit + 1
	if info, err := f.Stat(); err == nil {
		if info.IsDir() {
			return nil, &os.PathError{Op: "read", Path: name, Err: syscall.EISDIR}
		}
		if info.Mode().IsRegular() {
			if info.Size() > int64(limit) {
				return nil, formats.FileTooLarge(name, limit)
			}
			want = int(info.Size()) + 1
		}
	}
	buf := make([]byte, want)
	n, err := io.ReadFull(f, buf)
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		return buf[:n], nil
	case err != nil:
		return nil, err
	}
	// The buffer is full: the file grew since Stat, or the limit is passed.
	rest, err := io.ReadAll(io.LimitReader(f, int64(limit+1-n)))
	if err != nil {
		return nil, err
	}
	if buf = append(buf, rest...); len(buf) > limit {
		return nil, formats.FileTooLarge(name, limit)
	}
	return buf, nil
}
