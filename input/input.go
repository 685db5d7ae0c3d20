// Package input reads the files protokol is given: at most
// formats.MaxFileBytes of each, so that /dev/zero, a pipe or a huge file is
// refused at once, and with errors that name the file (input errors, exit
// code 3, as bridge.Error).
//
// A file may be read while a program is still writing it (Bridgemate
// Control Software writes its .bws during play, an export writes a CSV),
// so every file is read twice and the two readings compared (see Settle):
// bytes that changed in between are read again, a few times, and a file
// that never holds still is an input error rather than a torn result. A
// caller that looks again before it uses what it made of the files
// (Files.Changed, as job does before it publishes) reads a file left
// alone lately only once (Settle.Later): its second look is the check.
//
// It is the one place where a command's input files are opened; the readers
// (formats) and the scoring (compute) take bytes and values.
package input

import (
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// ErrChanging is the sentinel of a file that changed every time it was
// read.
var ErrChanging = errors.New("changed while it was read")

// Settle is how files that may be being written are read (see ReadFiles
// and Files.Changed).
type Settle struct {
	// Tries is how many readings of the files are made before giving up
	// (at least 1), Delay the wait between two of them.
	Tries int
	Delay time.Duration
	// Gap is the least time between a reading and Files.Changed's second
	// look when a file was modified less than Recent before the reading
	// (or its time is in the future, as another machine's clock may put
	// it): a writer midway through a change has to stand still that long
	// to go unseen. Files left alone for Recent are looked at again at
	// once.
	Gap, Recent time.Duration
	// Later: the caller calls Files.Changed before it uses what it made
	// of the files, and that check is enough for a file last modified
	// Recent or more before the reading: such a file is read once (its
	// size and modification time the same before and after), not twice.
	// A file modified lately is read twice at once all the same, so that
	// a file being written is seen before the work on it.
	Later bool
}

// DefaultSettle is how protokol reads its inputs: 5 tries 200 ms apart; a
// file modified in the last second is looked at again 100 ms after it was
// read, at the earliest.
var DefaultSettle = Settle{Tries: 5, Delay: 200 * time.Millisecond, Gap: 100 * time.Millisecond, Recent: time.Second}

// LaterSettle is DefaultSettle for a caller that checks the files with
// Files.Changed before it uses what it made of them (Settle.Later).
var LaterSettle = Settle{Tries: 5, Delay: 200 * time.Millisecond, Gap: 100 * time.Millisecond, Recent: time.Second, Later: true}

// Read reads the file name, as ReadFiles with DefaultSettle: a missing
// or unreadable file, one larger than formats.MaxFileBytes, or one that
// kept changing while it was read, is a *bridge.Error that names it.
func Read(name string) ([]byte, error) {
	f, err := ReadFiles([]string{name}, DefaultSettle)
	if err != nil {
		return nil, err
	}
	return f.Data[0], nil
}

// Files is one reading of a set of files: their bytes, and what tells
// whether they changed since (Changed). Changed does not need the bytes:
// each file's digest is kept, so that the caller can hand the bytes over
// (Take) and let them go once they are read, instead of holding a second
// copy of every input while the session is scored and written.
type Files struct {
	Names  []string
	Data   [][]byte
	states []state
	sums   []uint64 // maphash of each file's bytes, under seed
	seed   maphash.Seed
	recent bool
	at     time.Time
}

// Take returns the files' bytes and drops them from f (Data is nil
// afterwards); Changed still works, from the digests.
func (f *Files) Take() [][]byte {
	data := f.Data
	f.Data = nil
	return data
}

// ReadFiles reads the files names as one set. Each file must not change
// while it is read (its size and modification time the same before and
// after, its bytes the same (the same digest) when read again at once,
// unless st.Later spares that); when one does, all
// are read again after st.Delay, up to st.Tries readings. A file that
// changed in every reading is a *bridge.Error matching ErrChanging
// (ChangingError). Files that are not regular (a pipe, a device) are read
// once, and never compared.
func ReadFiles(names []string, st Settle) (*Files, error) {
	tries := max(st.Tries, 1)
	for try := 1; ; try++ {
		f, changed, err := readSet(names, st)
		if err != nil {
			return nil, err
		}
		if changed == "" {
			return f, nil
		}
		if try == tries {
			return nil, ChangingError(changed, tries)
		}
		time.Sleep(st.Delay)
	}
}

// ChangingError is the error of a file that changed in each of tries
// readings: "club.bws: changed while it was read (5 tries): try again, or
// copy it first".
func ChangingError(name string, tries int) error {
	return &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("%w (%d tries): try again, or copy it first", ErrChanging, tries)}
}

// Changed looks at the files again and names the first whose size,
// modification time or bytes are no longer those read ("" when none
// changed). When a file had been modified lately (see Settle), it first
// waits until st.Gap has passed since the reading, so that the work done
// meanwhile (scoring, rendering) is most or all of the wait.
func (f *Files) Changed(st Settle) (string, error) {
	if f.recent {
		if wait := st.Gap - time.Since(f.at); wait > 0 {
			time.Sleep(wait)
		}
	}
	for i, name := range f.Names {
		if !f.states[i].regular {
			continue
		}
		same, err := sameSum(name, f.seed, f.sums[i], f.states[i])
		if err != nil {
			return "", Error(name, err)
		}
		if !same {
			return name, nil
		}
	}
	return "", nil
}

// state is what is compared of a file between two looks at it.
type state struct {
	regular bool
	size    int64
	mtime   int64 // ns since 1970
}

func stateOf(info fs.FileInfo) state {
	return state{regular: info.Mode().IsRegular(), size: info.Size(), mtime: info.ModTime().UnixNano()}
}

// readSet reads the files, each twice at once (but see Settle.Later);
// changed names the first file whose readings differ ("" when none does).
func readSet(names []string, st Settle) (_ *Files, changed string, err error) {
	f := &Files{Names: names, Data: make([][]byte, len(names)), states: make([]state, len(names)),
		sums: make([]uint64, len(names)), seed: maphash.MakeSeed(), at: time.Now()}
	again := make([]bool, len(names)) // modified lately: read again at once
	for i, name := range names {
		var moved bool
		f.Data[i], f.states[i], moved, err = readOnce(name)
		if err != nil {
			if bridge.AsErrors(err) == nil {
				err = Error(name, err)
			}
			return nil, "", err
		}
		if moved {
			return nil, name, nil
		}
		if f.states[i].regular && f.at.Sub(time.Unix(0, f.states[i].mtime)) < st.Recent {
			f.recent = true
			again[i] = true
		}
	}
	for i, name := range names {
		if !f.states[i].regular {
			continue
		}
		f.sums[i] = maphash.Bytes(f.seed, f.Data[i])
		if st.Later && !again[i] {
			continue
		}
		same, err := sameSum(name, f.seed, f.sums[i], f.states[i])
		if err != nil {
			return nil, "", Error(name, err)
		}
		if !same {
			return nil, name, nil
		}
	}
	return f, "", nil
}

// readOnce reads a file of at most formats.MaxFileBytes; moved is true
// when its size or modification time changed while it was read, or it
// holds other than the bytes its size says.
func readOnce(name string) (data []byte, st state, moved bool, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, st, false, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil {
		st = stateOf(info)
	}
	data, err = readAtMost(f, name, formats.MaxFileBytes)
	if err != nil || !st.regular {
		return data, st, false, err
	}
	info, err := f.Stat()
	if err != nil {
		return nil, st, false, err
	}
	return data, st, stateOf(info) != st || int64(len(data)) != st.size, nil
}

// sameSum tells whether the file name still is what was read of it: the
// same size and modification time, and bytes of the same digest (sum,
// maphash under seed: 64 bits, against an accidental change, not a
// hostile one; the size and time are compared too).
// A variable for the tests, which count the readings.
var sameSum = func(name string, seed maphash.Seed, sum uint64, was state) (bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return false, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return false, err
	}
	if stateOf(info) != was {
		return false, nil
	}
	var h maphash.Hash
	h.SetSeed(seed)
	n, err := io.Copy(&h, io.LimitReader(f, was.size+1))
	if err != nil {
		return false, err
	}
	return n == was.size && h.Sum64() == sum, nil
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
	return &bridge.Error{Pos: bridge.Pos{File: name}, Err: fmt.Errorf("cannot read: %s (want a readable file: %s)", msg, formats.Inputs)}
}

// readAtMost reads the open file name of at most limit bytes. A larger
// one is a *bridge.Error (formats.FileTooLarge); other errors are those
// of the system.
func readAtMost(f *os.File, name string, limit int) ([]byte, error) {
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
