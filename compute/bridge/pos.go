package bridge

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
	// Fold, for a warning an input may give once per board or per line,
	// names its kind as a plural heading ("boards with only one result:
	// ..."): FoldWarnings tells many of one kind as one warning that
	// counts them. Empty: warnings are of one kind when their messages
	// are the same.
	Fold string
}

// Errorf makes an *Error at pos with a formatted cause (which may wrap a
// sentinel with %w).
func Errorf(pos Pos, context string, format string, args ...any) *Error {
	return &Error{Pos: pos, Context: context, Err: fmt.Errorf(format, args...)}
}

// MaxMessage is how many bytes of an error line Error gives after the
// position: a last defence, for readers quote input text with Quote, so
// that a value of 50 MB can never make a message of 50 MB.
const MaxMessage = 800

// Error is one line: "file:line:col: context: cause". The part after the
// position is cut to MaxMessage bytes and the context to a quarter of that
// (each cut marked with the full length), and a line end in it is written
// as \n or \r.
func (e *Error) Error() string {
	var b strings.Builder
	if p := e.Pos.String(); p != "" {
		b.WriteString(p)
		b.WriteString(": ")
	}
	msg := "invalid input"
	if e.Err != nil {
		msg = e.Err.Error()
	}
	if e.Context != "" {
		// A context is short; the cause, what went wrong, is kept.
		msg = cut(e.Context, MaxMessage/4) + ": " + msg
	}
	msg = cut(msg, MaxMessage)
	if strings.ContainsAny(msg, "\r\n") {
		msg = lineEnds.Replace(msg)
	}
	b.WriteString(msg)
	return b.String()
}

var lineEnds = strings.NewReplacer("\n", `\n`, "\r", `\r`)

// cut is s cut to at most n bytes on a character boundary, the cut marked
// with the length of s.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "… (cut: " + strconv.Itoa(len(s)) + " bytes)"
}

// Unwrap gives the cause.
func (e *Error) Unwrap() error { return e.Err }

// The verbose view shows at most sourceWidth characters of the source
// line, sourceBefore of them before the column.
const (
	sourceWidth  = 100
	sourceBefore = 40
)

// Verbose is Error followed, when the source line is known, by that line and
// a caret under the column. A long line is shown as an excerpt around the
// column, each cut end marked "…"; tabs and control characters show as
// spaces, so that the caret stays under its character.
func (e *Error) Verbose() string {
	s := e.Error()
	if e.Source == "" {
		return s
	}
	line, caret := excerpt(e.Source, e.Pos.Col)
	s += "\n    " + line
	if e.Pos.Col > 0 {
		s += "\n    " + strings.Repeat(" ", caret) + "^"
	}
	return s
}

// excerpt is the part of src shown around column col (from 1; 0 for
// none), and the caret's offset in it, in characters.
func excerpt(src string, col int) (string, int) {
	n := utf8.RuneCountInString(src)
	start := 0
	if n > sourceWidth {
		start = max(0, min(col-1-sourceBefore, n-sourceWidth))
	}
	end := min(n, start+sourceWidth)
	var b strings.Builder
	caret := col - 1 - start
	if start > 0 {
		b.WriteString("…")
		caret++
	}
	i := 0
	for _, r := range src {
		if i >= end {
			break
		}
		if i >= start {
			if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) {
				r = ' '
			}
			b.WriteRune(r)
		}
		i++
	}
	if end < n {
		b.WriteString("…")
	}
	return b.String(), caret
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
