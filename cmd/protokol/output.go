package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
)

// writeFiles writes every file into dir, each through a temporary file
// renamed into place, so a reader never sees a half-written file.
func writeFiles(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot create the output folder: %w", err)
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, name := range names {
		if filepath.Base(name) != name || name == "." || name == ".." {
			return fmt.Errorf("internal error: unsafe output name %q", name)
		}
		tmp, err := os.CreateTemp(dir, ".tmp-"+name+"-*")
		if err != nil {
			return fmt.Errorf("cannot write to the output folder: %w", err)
		}
		_, werr := tmp.Write(files[name])
		cerr := tmp.Close()
		if werr == nil {
			werr = cerr
		}
		if werr == nil {
			werr = os.Chmod(tmp.Name(), 0o644)
		}
		if werr == nil {
			werr = os.Rename(tmp.Name(), filepath.Join(dir, name))
		}
		if werr != nil {
			os.Remove(tmp.Name())
			return fmt.Errorf("cannot write %s: %w", filepath.Join(dir, name), werr)
		}
	}
	return nil
}
