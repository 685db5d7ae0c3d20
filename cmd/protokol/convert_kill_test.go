//go:build unix

package main

import (
	"math/rand/v2"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

// convert --in-place killed (SIGKILL) at random moments: after each kill
// every file is its original or its conversion, and the same command run
// again converts the rest and leaves nothing behind. (scripts/sigkill.sh
// does this at length, beside score and batch.)
func TestConvertSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command and kills it")
	}
	bin := buildProtokol(t)
	rng := rand.New(rand.NewPCG(15, 10))
	// How long a whole run takes, to spread the kills over it.
	var took []time.Duration
	for range 3 {
		tr := newConvertTree(t, t.TempDir(), 30, 10000)
		start := time.Now()
		if b, err := exec.Command(bin, "convert", "--to", "utf-8", "--in-place", tr.root).CombinedOutput(); err != nil {
			t.Fatalf("%v: %s", err, b)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	limit := int64(took[1] * 5 / 4)
	killed, finished := 0, 0
	for i := 0; killed < 6 && i < 30; i++ {
		tr := newConvertTree(t, t.TempDir(), 30, 10000)
		cmd := exec.Command(bin, "convert", "--to", "utf-8", "--in-place", "--backup", ".orig", tr.root)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Int64N(limit)))
		cmd.Process.Kill()
		if cmd.Wait() == nil {
			finished++
		} else {
			killed++
		}
		if bad := tr.check(false, ".orig"); len(bad) > 0 {
			t.Errorf("kill %d, after the kill: %q", i, bad)
		}
		b, err := exec.Command(bin, "convert", "--to", "utf-8", "--in-place", "--backup", ".orig", tr.root).CombinedOutput()
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if line != "" && !strings.Contains(line, "undid an interrupted run") && !strings.Contains(line, "converted already by an interrupted run") {
				t.Errorf("kill %d, the next run said %q", i, line)
			}
		}
		if err != nil {
			t.Errorf("kill %d, the next run: %v", i, err)
		}
		if bad := tr.check(true, ".orig"); len(bad) > 0 {
			t.Errorf("kill %d, after the next run: %q", i, bad)
		}
	}
	t.Logf("%d runs killed, %d finished first (runs take %v)", killed, finished, took[1])
	if killed < 6 {
		t.Errorf("%d kills: the test did not test", killed)
	}
}
