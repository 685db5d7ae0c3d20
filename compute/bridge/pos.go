package bridge

import (
	"errors"
	"fmt"
	"strings"
)

// Pos is a place in an input file. Line and Col count from 1; 0 means
// unknown. Col counts characters (runes), not bytes.
type Pos struct {
	File string
	Line int
	Col  int
}

// String is file:line:col, leaving out the parts that are unknown.
func (p Pos) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d", p.Line)
		if p.Col > 0 {
			fmt.Fprintf(&b, ":%d", p.Col)
		}
	}
	return b.String()
}

// IsZero reports whether nothing is known of the position.
func (p Pos) IsZero() bool { return p == Pos{} }

// Error is the one error type for problems in input: where (Pos), in what
// (Context: "board 7", "board 12, NS 3", "[Contract "5Z"]") and what went
// wrong (Err, which errors.Is can match against the sentinels of the package
// that found it). It lives beside Pos so that both the readers and the
// consistency checks of compute can say where a problem is.
type Error struct {
	Pos     Pos
	Context string
	Err     error
	// Source is the text of the offending input line, when known; the
	// verbose view shows it with a caret under Pos.Col.
	Source string
}

// Errorf makes an *Error at pos with a formatted cause (which may wrap a
// sentinel with %w).
func Errorf(pos Pos, context string, format string, args ...any) *Error {
	return &Error{Pos: pos, Context: context, Err: fmt.Errorf(format, args...)}
}

// Error is one line: "file:line:col: context: cause".
func (e *Error) Error() string {
	var b strings.Builder
	if p := e.Pos.String(); p != "" {
		b.WriteString(p)
		b.WriteString(": ")
	}
	if e.Context != "" {
		b.WriteString(e.Context)
		b.WriteString(": ")
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString("invalid input")
	}
	return b.String()
}

// Unwrap gives the cause.
func (e *Error) Unwrap() error { return e.Err }

// Verbose is Error followed, when the source line is known, by that line and
// a caret under the column.
func (e *Error) Verbose() string {
	s := e.Error()
	if e.Source == "" {
		return s
	}
	line := strings.ReplaceAll(e.Source, "\t", " ")
	s += "\n    " + line
	if e.Pos.Col > 0 {
		s += "\n    " + strings.Repeat(" ", e.Pos.Col-1) + "^"
	}
	return s
}

// Errors is a list of input problems found in one pass, so that a user sees
// all of them at once. Its Error is the first problem plus a count.
type Errors []*Error

func (es Errors) Error() string {
	switch len(es) {
	case 0:
		return "no errors"
	case 1:
		return es[0].Error()
	}
	return fmt.Sprintf("%s (and %d more)", es[0].Error(), len(es)-1)
}

// Unwrap gives every problem, for errors.Is and errors.As.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// Err is nil for an empty list and the list otherwise.
func (es Errors) Err() error {
	if len(es) == 0 {
		return nil
	}
	return es
}

// AsErrors flattens err into its positioned problems: an Errors list, a
// single *Error, or nil when err holds none.
func AsErrors(err error) Errors {
	var es Errors
	if errors.As(err, &es) {
		return es
	}
	var e *Error
	if errors.As(err, &e) {
		return Errors{e}
	}
	return nil
}
