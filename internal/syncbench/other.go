//go:build !linux

// Command syncbench measures ways of making a generation durable on Linux
// (see main.go); elsewhere it says so and stops.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "syncbench: Linux only")
	os.Exit(2)
}
