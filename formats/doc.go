// Package formats holds what the input readers share: the sentinel errors
// they wrap in a *bridge.Error, and the step that turns a file's bytes into
// UTF-8 text (byte-order marks, charset declarations, refusal of empty and
// binary files), and the limits on one input (file size, line length,
// results; see Limits) that every reader applies.
//
// The readers themselves live in the sub-packages (pbn, csvtrav); encodings
// and their detection in charset. formats never imports report or cmd, and
// never scores.
package formats

import "errors"

// Sentinel errors of the readers, matched with errors.Is.
var (
	ErrEmpty    = errors.New("empty file")
	ErrBinary   = errors.New("binary data, not a text file")
	ErrSyntax   = errors.New("syntax error")
	ErrEncoding = errors.New("cannot decode")
	ErrMissing  = errors.New("missing value")
	ErrValue    = errors.New("bad value")
	ErrConflict = errors.New("conflicting data")
	ErrUnknown  = errors.New("unknown file kind")
)

// Inputs names every kind of session file protokol reads, for the hints
// of messages that say what was wanted: each such hint names them all.
const Inputs = "a Bridgemate .bws, PBN, CSV travellers, BBO LIN or USEBIO XML"
