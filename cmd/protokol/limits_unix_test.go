//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestEndlessInputs: /dev/zero and a pipe that never ends are refused at
// the file size limit, with exit code 3, instead of growing until the
// machine kills the run; convert reads a pipe (it streams, and seeks
// nowhere).
func TestEndlessInputs(t *testing.T) {
	const tooLarge = ": too large: more than 64 MiB (the limit for one input file; want the files of one session)\n"
	t.Run("/dev/zero", func(t *testing.T) {
		if _, err := os.Stat("/dev/zero"); err != nil {
			t.Skip(err)
		}
		code, _, stderr := run(t, "check", "/dev/zero")
		if code != exitInput || stderr != "/dev/zero"+tooLarge {
			t.Errorf("exit %d, stderr %q", code, stderr)
		}
	})
	fifo := func(t *testing.T, data []byte, repeat bool) string {
		p := filepath.Join(t.TempDir(), "pipe.csv")
		if err := syscall.Mkfifo(p, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		done := make(chan struct{})
		t.Cleanup(func() {
			// A writer still waiting for a reader is let go.
			if r, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil {
				r.Close()
			}
			<-done
		})
		go func() {
			defer close(done)
			w, err := os.OpenFile(p, os.O_WRONLY, 0)
			if err != nil {
				return
			}
			defer w.Close()
			for {
				// Ends when the reader closes its end (EPIPE).
				if _, err := w.Write(data); err != nil || !repeat {
					return
				}
			}
		}()
		return p
	}
	t.Run("an endless pipe", func(t *testing.T) {
		p := fifo(t, bytes.Repeat([]byte("board,ns,ew,contract\n"), 1000), true)
		code, _, stderr := run(t, "check", p)
		if code != exitInput || stderr != p+tooLarge {
			t.Errorf("exit %d, stderr %q", code, stderr)
		}
	})
	t.Run("convert from a pipe", func(t *testing.T) {
		text := []byte("board,ns,ew,contract\n1,1,2,3NT\n")
		p := fifo(t, text, false)
		code, stdout, stderr := run(t, "convert", "--to", "utf-8", p)
		if code != exitOK || stdout != string(text) {
			t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
		}
	})
}
