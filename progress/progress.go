// Package progress draws the progress of a long step on a terminal: one
// line, "solving double-dummy tables: 12/36, about 20 s left",
// rewritten in place with a carriage return as the work goes on and
// cleared when it is done, so that what is printed next starts on a clean
// line. Where the output is not a terminal (a file, a pipe, a cron job's
// mail) nothing is drawn: New gives a Line that does nothing.
//
// The clock is given (New's now), so that a test can drive it. The package
// imports the standard library only.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// IsTerminal reports whether w is a terminal: an *os.File that is a
// character device (as isatty, without a system call of its own).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// Line is a progress line of one step. Its methods may be called from
// several goroutines; those of a Line that draws nothing (or of a nil
// Line) do nothing.
type Line struct {
	w     io.Writer // nil: nothing is drawn
	what  string
	now   func() time.Time
	mu    sync.Mutex
	start time.Time
	shown int // characters of the line on the terminal, 0 for none
}

// New is the progress line of the step what ("solving double-dummy
// tables"), drawn on w when on is true (w is a terminal: IsTerminal) and
// timed by the clock now.
func New(w io.Writer, on bool, what string, now func() time.Time) *Line {
	if !on {
		return &Line{}
	}
	return &Line{w: w, what: what, now: now}
}

// Update shows that done units of total are done: the count, and once
// one is done, the time left at the pace so far. The first call starts
// the clock; done == total clears the line.
func (l *Line) Update(done, total int) {
	if l == nil || l.w == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if l.start.IsZero() {
		l.start = now
	}
	if done >= total {
		l.clear()
		return
	}
	text := fmt.Sprintf("%s: %d/%d", l.what, done, total)
	if done > 0 {
		left := now.Sub(l.start) * time.Duration(total-done) / time.Duration(done)
		text += ", about " + about(left) + " left"
	}
	n := utf8.RuneCountInString(text)
	fmt.Fprintf(l.w, "\r%s%s", text, strings.Repeat(" ", max(l.shown-n, 0)))
	l.shown = n
}

// Clear takes the line off the terminal (when it is there): for a step
// that ends early, or a message to be printed.
func (l *Line) Clear() {
	if l == nil || l.w == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.clear()
}

func (l *Line) clear() {
	if l.shown > 0 {
		fmt.Fprintf(l.w, "\r%s\r", strings.Repeat(" ", l.shown))
		l.shown = 0
	}
}

// about is a time left as a reader takes it in at a glance: whole seconds
// up to a minute ("20 s"), then whole minutes ("3 min").
func about(d time.Duration) string {
	s := int((d + time.Second - 1) / time.Second)
	if s < 60 {
		return fmt.Sprintf("%d s", max(s, 1))
	}
	return fmt.Sprintf("%d min", (s+30)/60)
}
