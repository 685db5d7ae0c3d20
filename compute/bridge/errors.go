package bridge

import "errors"

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
