package formats

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// MaxErrors is how many errors a reader lists before it only counts them.
const MaxErrors = 20

// causeError is the cause of a *bridge.Error: its message is the formatted
// text alone, and it unwraps to a sentinel of this package as well as to
// whatever the text wrapped with %w (a bridge sentinel, say).
type causeError struct {
	msg  string
	errs []error
}

func (e *causeError) Error() string   { return e.msg }
func (e *causeError) Unwrap() []error { return e.errs }

// Cause formats a message that errors.Is matches against sentinel and
// against anything wrapped with %w in the format.
func Cause(sentinel error, format string, args ...any) error {
	inner := fmt.Errorf(format, args...)
	return &causeError{msg: inner.Error(), errs: []error{sentinel, inner}}
}

// Problems collects a reader's errors (the first MaxErrors, then a count)
// and its warnings. The zero value is empty.
type Problems struct {
	Errs    bridge.Errors
	Warns   []*bridge.Error
	more    int
	morePos bridge.Pos
}

// Add adds an error.
func (p *Problems) Add(e *bridge.Error) {
	if len(p.Errs) < MaxErrors {
		p.Errs = append(p.Errs, e)
		return
	}
	if p.more == 0 {
		p.morePos = e.Pos
	}
	p.more++
}

// Warn adds a warning.
func (p *Problems) Warn(e *bridge.Error) { p.Warns = append(p.Warns, e) }

// Count is how many errors were added, listed or not.
func (p *Problems) Count() int { return len(p.Errs) + p.more }

// Err is nil, a single *bridge.Error, or the list (with a last entry
// saying how many were not listed).
func (p *Problems) Err() error {
	if p.more > 0 {
		p.Errs = append(p.Errs, &bridge.Error{Pos: p.morePos,
			Err: fmt.Errorf("%d more problems not listed (fix the ones above first)", p.more)})
		p.more = 0
	}
	switch len(p.Errs) {
	case 0:
		return nil
	case 1:
		return p.Errs[0]
	}
	return p.Errs
}
