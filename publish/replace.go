package publish

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
)

// tempPrefix is the prefix of ReplaceFile's temporary files: tempPrefix,
// the file's name, "-", and the decimal digits os.CreateTemp puts for its
// "*" (see ReplaceTemp).
const tempPrefix = ".tmp-"

// ReplaceFile writes a file through a temporary file synced and renamed
// over it, so a reader sees the old file or the new one, whole; a file
// whose content is already that is left alone.
func ReplaceFile(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), tempPrefix+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// ReplaceTemp reports whether name is a temporary file that ReplaceFile
// makes for a file named base beside it (".tmp-index.json-3141592653"),
// which a run killed between its creation and its rename leaves behind. A
// caller that holds the lock of the folder, so that no run of ours is
// writing there, may remove such files: no name of any other program has
// this form but by a great chance.
func ReplaceTemp(name, base string) bool {
	rest, ok := strings.CutPrefix(name, tempPrefix+base+"-")
	if !ok || rest == "" {
		return false
	}
	for _, c := range rest {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
