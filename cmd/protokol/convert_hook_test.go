package main

import "github.com/protokol-bridge/protokol/recode"

// convertKill, set by a test, stops a run of convert at the named point as
// a kill would (recode.TestHookKill lists the points).
var convertKill func(point string) bool

func init() {
	recode.TestHookKill = func(point string) bool { return convertKill != nil && convertKill(point) }
}
