#!/usr/bin/env bash
# Writes cmd/protokol/default.pgo, the CPU profile with which go build
# optimises protokol (profile-guided optimisation: Go 1.21 and later read
# a main package's default.pgo by default). The profile is of compute/dd
# solving the 50 random deals of its BenchmarkSolve (seed 2026, not the
# deals scripts/dd-bench.sh times), twice over: solving is where protokol
# spends its CPU, and the compiler inlines more of the search's hot calls
# with it (the move generators into genFollow, the cashing search):
# 6 % less CPU time for BenchmarkSolve. scripts/dd-bench.sh builds its
# timed program with the same profile. Run it again after a large change
# to compute/dd; a stale profile still helps, only less.
#
#   scripts/dd-pgo.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test ./compute/dd -run '^$' -bench '^BenchmarkSolve$' -benchtime 100x \
  -cpuprofile "$tmp/cpu.pprof" -o "$tmp/dd.test" >/dev/null
mv "$tmp/cpu.pprof" cmd/protokol/default.pgo
ls -l cmd/protokol/default.pgo
