// Package slow is the one switch of the slow checks: the tests that take
// minutes of CPU (brute-force oracles, SIGKILL loops, the browser with
// axe, long loops over rewritten files) run in full only when the
// environment variable PROTOKOL_SLOW is 1, as .ci/run and `make test-all`
// set it, so that a plain `go test ./...` stays quick and CI still runs
// every check. A test either skips without it (Skip) or runs a smaller
// form that keeps its assertions (Enabled).
//
// It imports only the standard library and, like the rest of internal/,
// only tests import it.
package slow

import (
	"os"
	"testing"
)

// Var is the environment variable that turns the slow checks on.
const Var = "PROTOKOL_SLOW"

// Enabled reports whether the slow checks run: PROTOKOL_SLOW=1.
func Enabled() bool {
	return os.Getenv(Var) == "1"
}

// Skip skips the test unless PROTOKOL_SLOW=1, saying what it does (what,
// such as "kills the command 220 times") and how to run it.
func Skip(tb testing.TB, what string) {
	tb.Helper()
	if !Enabled() {
		tb.Skipf("slow: %s; runs with %s=1 (make test-all, .ci/run)", what, Var)
	}
}

// Note logs, when the slow checks are off, what the test leaves out of its
// full form (such as "the 6-card positions"), and how to run that too.
func Note(tb testing.TB, what string) {
	tb.Helper()
	if !Enabled() {
		tb.Logf("slow: %s left out; they run with %s=1 (make test-all, .ci/run)", what, Var)
	}
}
