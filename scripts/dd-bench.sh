#!/usr/bin/env bash
# Times compute/dd against DDS 2.9 (the C++ solver of Bo Haglund and
# Soren Hein) side by side: the full table of 20 trick counts
# and the par of each of the first N random deals of internal/ddcompare
# (seed 1, board i's dealer and vulnerability), each run a fresh process
# (cold), the two solvers alternating, single-threaded and on every core.
# It prints every run, then the medians: CPU time per deal (user and
# system, all threads) and wall time for the N deals, and the ratio
# dd/DDS. Each run prints a digest of all trick counts and par results:
# the script fails when dd's and DDS's differ. The machine's load
# (uptime) is printed before and after: other programs' load slows both.
#
#   scripts/dd-bench.sh [-n 200] [-rounds 5] [-jobs "1 0"]   (jobs 0: every core)
#   DDS_SRC=/path/to/dds scripts/dd-bench.sh                  (no network)
#
# DDS is built from its upstream source at a pinned commit by
# scripts/dds-build.sh (a clone of github.com/dds-bridge/dds, or DDS_SRC:
# a checkout or bare git copy of it; its own Makefile, g++ -O3 -flto) and
# linked by path. Without network nor DDS_SRC, or when that build fails,
# Debian's libdds-dev is timed instead (installed when missing); the
# first line says which. The timed Go program is built with protokol's
# profile, cmd/protokol/default.pgo (scripts/pgo.sh), when there is
# one, as go build builds protokol.
#
# A run of the defaults on 9736bd7 against DDS built from source
# (d2bc4c2c7039, g++ 12 -O3 -flto), on a quiet 2-core machine (load 2.4
# before, 2.0 after), ratio dd/DDS of the medians: single-threaded CPU per
# deal 225.1/244.4 ms (0.92), wall 0.92; every core CPU 216.3/237.9 ms
# (0.91), wall 21.77/23.93 s (0.91). A second run an hour later (load 0.1
# before, 2.0 after; both slower): single-threaded 304.9/277.5 ms (1.10),
# every core 236.9/284.2 ms (0.83). (On ca27cf7, before the last round of
# issue 32: 1.06-1.09 single-threaded, 0.97-1.03 on every core.) A run
# takes 12-16 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
n=200 rounds=5 jobs="1 0"
while [[ $# -gt 0 ]]; do
  case $1 in
    -n) n=$2; shift 2 ;;
    -rounds) rounds=$2; shift 2 ;;
    -jobs) jobs=$2; shift 2 ;;
    *) echo "usage: $0 [-n deals] [-rounds runs] [-jobs \"1 0\"]" >&2; exit 2 ;;
  esac
done
bin=$(mktemp -d)/ddcompare
trap 'rm -rf "$(dirname "$bin")"' EXIT
# protokol is built with its profile (profile-guided optimisation), so
# the timed program is too
pgo=off
if [[ -f cmd/protokol/default.pgo ]]; then pgo=cmd/protokol/default.pgo; fi
echo "Go: $(go version | cut -d' ' -f3), -pgo=$pgo"
if dds=$(scripts/dds-build.sh); then
  echo "DDS: built from source in $dds"
  CGO_ENABLED=1 CGO_CFLAGS="-I$dds/include" CGO_LDFLAGS="-L$dds/lib -Wl,-rpath,$dds/lib" \
    go build -pgo="$pgo" -tags ddscompare -o "$bin" ./internal/ddcompare
else
  echo "DDS: Debian's libdds-dev (no source build)"
  if [[ ! -f /usr/include/dds/dll.h ]]; then
    echo "installing libdds-dev" >&2
    if [[ $(id -u) == 0 ]]; then apt-get update -qq && apt-get install -y -qq libdds-dev
    else sudo apt-get update -qq && sudo apt-get install -y -qq libdds-dev; fi
  fi
  CGO_ENABLED=1 go build -pgo="$pgo" -tags ddscompare -o "$bin" ./internal/ddcompare
fi
echo "load before: $(uptime)"
echo "$(nproc) cores; $n deals; $rounds rounds"
runs=$(mktemp)
for j in $jobs; do
  for r in $(seq "$rounds"); do
    # alternate which solver goes first, so that neither always runs
    # after the other's memory traffic
    if (( r % 2 )); then order="dds dd"; else order="dd dds"; fi
    for s in $order; do
      line=$("$bin" -bench "$s" -n "$n" -jobs "$j")
      echo "$line"
      echo "$line" >>"$runs"
    done
  done
done
echo "load after: $(uptime)"
awk -v n="$n" '
  { key = $1 " " $3; cpu[key] = cpu[key] " " $7; wall[key] = wall[key] " " $10; dig[$1] = dig[$1] " " $13 }
  function median(s,   a, k, i, j, t) {
    k = split(s, a, " ")
    for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j+1] = a[j]; a[j+1] = t }
    return k % 2 ? a[(k+1)/2] : (a[k/2] + a[k/2+1]) / 2
  }
  END {
    for (d in dig) { split(dig[d], a, " "); for (i in a) seen[a[i]] = 1 }
    nd = 0; for (x in seen) nd++
    printf "%-5s %-14s %14s %14s\n", "jobs", "solver", "CPU ms/deal", "wall s"
    split("1 0", js, " ")
    for (ji = 1; ji <= 2; ji++) {
      j = js[ji]
      if (!(("dds " j) in cpu)) continue
      label = j == 0 ? "all" : j
      c1 = median(cpu["dds " j]) * 1000 / n; w1 = median(wall["dds " j])
      c2 = median(cpu["dd " j]) * 1000 / n; w2 = median(wall["dd " j])
      printf "%-5s %-14s %14.1f %14.2f\n", label, "DDS", c1, w1
      printf "%-5s %-14s %14.1f %14.2f\n", label, "dd", c2, w2
      printf "%-5s %-14s %14.2f %14.2f\n", label, "ratio dd/DDS", c2 / c1, w2 / w1
    }
    if (nd != 1) { print "RESULTS DIFFER: digests" dig["dd"] " vs" dig["dds"]; exit 1 }
    print "results equal: one digest for every run"
  }' "$runs"
rm -f "$runs"
