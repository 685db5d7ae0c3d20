//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows)

package publish

import (
	"errors"
	"os"
	"runtime"
)

func tryLock(*os.File) (bool, error) {
	return false, errors.New("file locking is not supported on " + runtime.GOOS)
}

func unlock(*os.File) error { return nil }
