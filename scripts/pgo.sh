#!/usr/bin/env bash
# Writes cmd/protokol/default.pgo, the CPU profile with which go build
# optimises protokol (profile-guided optimisation: Go 1.21 and later read
# a main package's default.pgo by default). The profile joins two
# workloads where protokol spends its CPU:
#   - compute/dd solving the 50 random deals of its BenchmarkSolve (seed
#     2026, not the deals scripts/dd-bench.sh times), 100 times over: the
#     compiler inlines more of the search's hot calls with it (the move
#     generators into genFollow, the cashing search), about 6 % less CPU
#     for BenchmarkSolve;
#   - cmd/protokol scoring a generated 1,000-table field of 24 boards into
#     the site, PDF and JSON, and 90,000 results into JSON
#     (BenchmarkScoreAll1000, BenchmarkScoreTravellers90k), 8 times each:
#     the layout, rendering and reading paths, about 5 % less CPU for
#     output's BenchmarkWrite1000 than without a profile.
# The two are merged by go tool pprof (samples add: solving keeps about
# two thirds of them); BenchmarkSolve was not slower with the merged
# profile than with solving's alone (medians 292 against 319 ms, five
# alternating pairs on a busy machine).
# scripts/dd-bench.sh builds its timed program with the same profile. Run
# it again after a large change to those paths, and after any edit of a
# hot function of the search: the profile finds a call by its line's
# offset in its function, so lines added above a call lose it (two lines
# fewer in compute/dd's genFollow stopped the inlining of the weights
# second and void until the profile was made again). A stale profile
# still helps, only less.
#
#   scripts/pgo.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test ./compute/dd -run '^$' -bench '^BenchmarkSolve$' -benchtime 100x \
  -cpuprofile "$tmp/dd.pprof" -o "$tmp/dd.test" >/dev/null
go test ./cmd/protokol -run '^$' -bench '^(BenchmarkScoreAll1000|BenchmarkScoreTravellers90k)$' -benchtime 8x \
  -cpuprofile "$tmp/score.pprof" -o "$tmp/cmd.test" >/dev/null
go tool pprof -proto "$tmp/dd.pprof" "$tmp/score.pprof" > "$tmp/merged.pprof"
mv "$tmp/merged.pprof" cmd/protokol/default.pgo
ls -l cmd/protokol/default.pgo
