package main

import (
	"os/exec"
	"strings"
	"testing"
)

// What the Quick start leaves in the clone (`protokol demo` publishes
// results as a symbolic link, beside its store and lock) is ignored by
// git: `/results/` would match a folder only.
func TestGitignoreQuickStart(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	paths := []string{"results", ".results.protokol", ".results.protokol.lock", ".results.protokol/g000001/site/index.html"}
	out, err := exec.Command("git", append([]string{"-C", "../..", "check-ignore", "--no-index", "-v"}, paths...)...).Output()
	if err != nil {
		t.Fatalf("git check-ignore: %v\n%s", err, out)
	}
	for _, p := range paths {
		if !strings.Contains(string(out), "\t"+p+"\n") {
			t.Errorf("%s is not ignored:\n%s", p, out)
		}
	}
}
