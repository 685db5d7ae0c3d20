//go:build !linux

package publish

import (
	"errors"
	"os"
)

// oneSync: elsewhere than on Linux each file a stage writes is synced
// (see syncfs_linux.go).
var oneSync = false

var wholeFS = func(dir *os.File) bool { return false }

var syncFS = func(dir *os.File) error { return errors.ErrUnsupported }
