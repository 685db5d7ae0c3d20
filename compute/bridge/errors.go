package bridge

import (
	"errors"
	"fmt"
)

// Sentinel errors for errors.Is; messages add the offending text and what was
// expected.
var (
	ErrSeat     = errors.New("unknown seat")
	ErrSide     = errors.New("unknown side")
	ErrStrain   = errors.New("unknown strain")
	ErrVul      = errors.New("unknown vulnerability")
	ErrCard     = errors.New("bad card")
	ErrDeal     = errors.New("bad deal")
	ErrContract = errors.New("bad contract")
	ErrTricks   = errors.New("tricks out of range")
	ErrLevel    = errors.New("level out of range")
	ErrRoom     = errors.New("unknown room")
	ErrBoard    = errors.New("bad board number")
)

// Sentinels of warnings that --strict turns into errors: a table shown as
// not scored (Kind NotScored), and a part of an input a reader read past
// (hand records it cannot place, a layout it does not score). A warning
// of either kind wraps its sentinel.
var (
	ErrNotScored = errors.New("not scored")
	ErrReadPast  = errors.New("read past")
)

// Warnf makes a warning of a class that --strict stops on (ErrNotScored or
// ErrReadPast) at pos: its message is the formatted text alone, not the
// class's name, and errors.Is(w, class) holds, as does errors.Is for a
// sentinel the text wraps with %w.
func Warnf(class error, pos Pos, context, format string, args ...any) *Error {
	return &Error{Pos: pos, Context: context, Err: classed{fmt.Errorf(format, args...), class}}
}

// classed is an error that also matches its class.
type classed struct{ err, class error }

func (c classed) Error() string   { return c.err.Error() }
func (c classed) Unwrap() []error { return []error{c.err, c.class} }
