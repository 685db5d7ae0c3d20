//go:build unix

package recode

import (
	"errors"
	"syscall"
)

// processAlive reports whether process pid exists (a process of another
// user counts).
func processAlive(pid int) bool {
	if pid <= 0 {
		return true // not a process we can ask about: treat as alive
	}
	err := syscall.Kill(pid, 0)
	return err == nil || !errors.Is(err, syscall.ESRCH)
}
