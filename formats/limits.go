package formats

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// The limits on one input, so that memory grows with the session and not
// with the bytes of a bad file: beyond them an input is refused with
// ErrTooLarge and a position, before it is held whole or echoed. The limits
// table of docs/exit-codes.md says why each figure.
const (
	// MaxFileBytes is the size of one input file as stored. Reading stops
	// at MaxFileBytes+1 bytes, so /dev/zero, a pipe or a huge file is
	// refused at once.
	MaxFileBytes = 64 << 20
	// MaxLineBytes is the length of one line of text (UTF-8), without its
	// line end.
	MaxLineBytes = 1 << 20
	// MaxResults is the number of data rows of one CSV file, and of
	// results (table results from every file) of one session: 2,000,000
	// results scored to JSON take about 0.6 GiB (a result's entry and
	// line are 256 bytes), and a CSV traveller of a million results is
	// 38 MB, within MaxFileBytes.
	MaxResults = 2_000_000
	// MaxGames is the number of games, and of table rows, of one PBN file,
	// and of traveller lines of one USEBIO file: records that cost their
	// reader far more than a result's entry (an empty PBN game about 360
	// bytes, a USEBIO line a tree of a dozen elements), and that a small
	// hostile file holds many of (a 13-byte PBN game).
	MaxGames = 300_000
)

// ErrTooLarge is the sentinel of an input beyond one of the limits.
var ErrTooLarge = errors.New("too large")

// Size is n bytes as a reader says it: "64 MiB", "1 MiB", "100 KiB" or
// "512 bytes".
func Size(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// FileTooLarge is the error of a file of more than limit bytes.
func FileTooLarge(name string, limit int) *bridge.Error {
	return &bridge.Error{Pos: bridge.Pos{File: name},
		Err: fmt.Errorf("%w: more than %s (the limit for one input file; want the files of one session)", ErrTooLarge, Size(limit))}
}

// LongLine finds the first line of text longer than limit bytes and gives
// the error at the character that crosses the limit, or nil. Lines end in
// LF; CRs before it (CR LF, CR CR LF) are not counted. Only the long
// line's first limit bytes are looked at again, to count the column in
// characters.
func LongLine(name, text string, limit int) *bridge.Error {
	line, start := 1, 0
	for start < len(text) {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if end-start > limit && len(strings.TrimRight(text[start:end], "\r")) > limit { // TrimRight only for a long line: it is slow
			return LineTooLong(bridge.Pos{File: name, Line: line, Col: RuneCol(text[start:], limit)}, limit)
		}
		start, line = end+1, line+1
	}
	return nil
}

// RuneCol is the column, in characters from 1, of the character holding
// byte offset off of line (the one that crosses a limit of off bytes).
func RuneCol(line string, off int) int {
	off = min(off, len(line))
	for off > 0 && off < len(line) && !utf8.RuneStart(line[off]) {
		off--
	}
	return utf8.RuneCountInString(line[:off]) + 1
}

// LineTooLong is the error of a line of more than limit bytes, at pos (the
// first character beyond the limit).
func LineTooLong(pos bridge.Pos, limit int) *bridge.Error {
	return &bridge.Error{Pos: pos,
		Err: fmt.Errorf("%w: a line of more than %s (the limit for one line; want a text input: PBN, CSV travellers, BBO LIN or USEBIO XML)", ErrTooLarge, Size(limit))}
}
