//go:build !unix

package main

import "time"

// cpuTime is zero where getrusage is missing (Windows): the comparison
// with DDS runs on Linux only, and the figure then reads as no CPU time.
func cpuTime() time.Duration { return 0 }
