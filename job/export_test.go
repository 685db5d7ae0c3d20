package job

import "github.com/protokol-bridge/protokol/input"

// SetSettle makes the runs of a test read their inputs with s; the
// returned function puts the default back.
func SetSettle(s input.Settle) (restore func()) {
	old := settle
	settle = s
	return func() { settle = old }
}

// Strict is strict, for its test.
var Strict = strict

// Untitled is untitled, for its test.
var Untitled = untitled

// SetMaxPagesResults lowers the limit of the page formats for a test;
// the returned function puts it back.
func SetMaxPagesResults(n int) (restore func()) {
	old := maxPagesResults
	maxPagesResults = n
	return func() { maxPagesResults = old }
}

// PauseGC is pauseGC, for its test.
var PauseGC = pauseGC
