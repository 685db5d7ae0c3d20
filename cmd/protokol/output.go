package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"

	pub "github.com/protokol-bridge/protokol/publish"
)

// Output folders are published by package publish: --out is a symbolic
// link to the current generation, swapped in one step (see the README,
// "Outputs").

// publishOptions are the publish options of a score run: its lock wait and
// --force, what earlier versions wrote, and where its notes go.
func publishOptions(cfg scoreConfig, stdout, stderr io.Writer) pub.Options {
	return pub.Options{
		Wait:     cfg.wait,
		Force:    cfg.force,
		Former:   formerOutput,
		Reporter: reporter{verbose: cfg.verbose, quiet: cfg.quiet, stdout: stdout, stderr: stderr},
	}
}

// reporter prints publish's warnings on stderr (unless -q) and its notes on
// stdout with -v: a cron job stays quiet unless something was wrong.
type reporter struct {
	verbose, quiet bool
	stdout, stderr io.Writer
}

func (r reporter) Warn(msg string) {
	if !r.quiet {
		fmt.Fprintln(r.stderr, "warning: "+msg)
	}
}

func (r reporter) Info(msg string) {
	if r.verbose {
		fmt.Fprintln(r.stdout, msg)
	}
}

// formerName is a file that protokol writes (or wrote, through a temporary
// .tmp- file, before outputs were published as generations).
var formerName = regexp.MustCompile(`^(\.tmp-)?[a-z0-9_.-]+\.(html|css|json|pdf|txt|pbn|csv)$`)

// formerOutput recognises a real folder written by an earlier version of
// protokol, which the first run of this one may replace: only files with
// names protokol writes, and one of its main files among them. Anything
// else in --out is refused rather than destroyed.
func formerOutput(names []string) bool {
	for _, n := range names {
		if !formerName.MatchString(n) {
			return false
		}
	}
	return slices.ContainsFunc(names, func(n string) bool {
		return n == "index.html" || strings.HasPrefix(n, "results.")
	})
}

// writeFiles writes every file into dir, each through a temporary file
// renamed into place, so a reader never sees a half-written file, but may
// see some files new and others old. It is for a folder that holds more
// than one output (batch's index beside its sessions' folders); a session's
// output is published whole (publish). Files are
// written by a few goroutines at once: creating thousands of small files is
// bound by the file system's latency, not by the CPU.
func writeFiles(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot create the output folder: %w", err)
	}
	names := make([]string, 0, len(files))
	for n := range files {
		if err := pub.CheckName(n); err != nil {
			return fmt.Errorf("internal error: %w", err)
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
