package lin

import (
	"fmt"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// maxErrors is how many errors Read collects before it stops listing them.
const maxErrors = 20

// causeError is the cause of a *bridge.Error: its message is the formatted
// text alone, and it unwraps to a formats sentinel as well as to whatever
// the text wrapped with %w (a bridge sentinel, say).
type causeError struct {
	msg  string
	errs []error
}

func (e *causeError) Error() string   { return e.msg }
func (e *causeError) Unwrap() []error { return e.errs }

func cause(sentinel error, format string, args ...any) error {
	inner := fmt.Errorf(format, args...)
	return &causeError{msg: inner.Error(), errs: []error{sentinel, inner}}
}

// problems collects errors (up to maxErrors, then counts) and warnings.
type problems struct {
	errs    bridge.Errors
	more    int
	morePos bridge.Pos
	warns   []*bridge.Error
}

func (p *problems) add(e *bridge.Error) {
	if len(p.errs) < maxErrors {
		p.errs = append(p.errs, e)
		return
	}
	if p.more == 0 {
		p.morePos = e.Pos
	}
	p.more++
}

func (p *problems) warn(e *bridge.Error) { p.warns = append(p.warns, e) }

func (p *problems) err() error {
	if p.more > 0 {
		p.errs = append(p.errs, &bridge.Error{Pos: p.morePos,
			Err: fmt.Errorf("%d more problems not listed (fix the ones above first)", p.more)})
		p.more = 0
	}
	switch len(p.errs) {
	case 0:
		return nil
	case 1:
		return p.errs[0]
	}
	return p.errs
}
