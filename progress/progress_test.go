package progress

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

// clock is a fake clock that a test moves.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestLine(t *testing.T) {
	c := &clock{t: time.Date(2026, 11, 30, 19, 0, 0, 0, time.UTC)}
	var b bytes.Buffer
	l := New(&b, true, "solving double-dummy tables", c.now)
	steps := []struct {
		after time.Duration
		done  int
		want  string
	}{
		{0, 0, "\rsolving double-dummy tables: 0/36"},
		// 2 s for the first: 35 more take about 70 s, shown in minutes
		{2 * time.Second, 1, "\rsolving double-dummy tables: 1/36, about 1 min left"},
		// 28 s for 12: 24 more take 56 s
		{26 * time.Second, 12, "\rsolving double-dummy tables: 12/36, about 56 s left"},
		// a shorter line blanks what the longer one left
		{34 * time.Second, 35, "\rsolving double-dummy tables: 35/36, about 2 s left "},
		{time.Second, 36, "\r" + strings.Repeat(" ", 50) + "\r"},
	}
	for _, s := range steps {
		c.t = c.t.Add(s.after)
		b.Reset()
		l.Update(s.done, 36)
		if b.String() != s.want {
			t.Errorf("%d of 36:\n got %q\nwant %q", s.done, b.String(), s.want)
		}
	}
	// Cleared: nothing left to clear.
	b.Reset()
	l.Clear()
	if b.Len() != 0 {
		t.Errorf("Clear after the end wrote %q", b.String())
	}
}

func TestLinePadsAndClears(t *testing.T) {
	c := &clock{t: time.Unix(0, 0)}
	var b bytes.Buffer
	l := New(&b, true, "work", c.now)
	l.Update(0, 100)
	c.t = c.t.Add(10 * time.Minute)
	l.Update(1, 100) // about 990 min left
	c.t = c.t.Add(0)
	l.Update(99, 100) // at once: the pace of 99 in 10 min
	l.Clear()
	want := "\rwork: 0/100" +
		"\rwork: 1/100, about 990 min left" +
		"\rwork: 99/100, about 7 s left" + strings.Repeat(" ", 3) +
		"\r" + strings.Repeat(" ", 28) + "\r"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

// Off a terminal nothing is drawn, and nothing breaks.
func TestLineOff(t *testing.T) {
	var b bytes.Buffer
	l := New(&b, false, "work", nil)
	l.Update(0, 3)
	l.Update(1, 3)
	l.Clear()
	l.Update(3, 3)
	if b.Len() != 0 {
		t.Errorf("wrote %q", b.String())
	}
	var none *Line
	none.Update(1, 2)
	none.Clear()
}

func TestIsTerminal(t *testing.T) {
	if IsTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is a terminal")
	}
	f, err := os.CreateTemp(t.TempDir(), "x")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if IsTerminal(f) {
		t.Error("a file is a terminal")
	}
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		if !IsTerminal(null) {
			t.Errorf("%s, a character device, is not taken for one", os.DevNull)
		}
	}
}
