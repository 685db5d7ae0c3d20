package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
)

// writeFiles writes every file into dir, each through a temporary file
// renamed into place, so a reader never sees a half-written file. Files are
// written by a few goroutines at once: creating thousands of small files is
// bound by the file system's latency, not by the CPU.
func writeFiles(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot create the output folder: %w", err)
	}
	names := make([]string, 0, len(files))
	for n := range files {
		if filepath.Base(n) != n || n == "." || n == ".." || n == "" {
			return fmt.Errorf("internal error: unsafe output name %q", n)
		}
		names = append(names, n)
	}
	slices.Sort(names)
	jobs := make(chan string)
	errs := make([]error, len(names))
	index := make(map[string]int, len(names))
	for i, n := range names {
		index[n] = i
	}
	var wg sync.WaitGroup
	for range max(2, 2*runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for name := range jobs {
				errs[index[name]] = writeFile(dir, name, files[name])
			}
		}()
	}
	for _, n := range names {
		jobs <- n
	}
	close(jobs)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func writeFile(dir, name string, data []byte) error {
	tmp := filepath.Join(dir, ".tmp-"+name)
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fmt.Errorf("cannot write to the output folder: %w", err)
	}
	_, werr := f.Write(data)
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, filepath.Join(dir, name))
	}
	if werr != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot write %s: %w", filepath.Join(dir, name), werr)
	}
	return nil
}
