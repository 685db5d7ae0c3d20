#!/usr/bin/env bash
# Times compute/dd against DDS (Debian's libdds-dev, the C solver of Bo
# Haglund and Soren Hein) side by side: the full table of 20 trick counts
# and the par of each of the first N random deals of internal/ddcompare
# (seed 1, board i's dealer and vulnerability), each run a fresh process
# (cold), the two solvers alternating, single-threaded and on every core.
# It prints every run, then the medians: CPU time per deal (user and
# system, all threads) and wall time for the N deals, and the ratio
# dd/DDS. Each run prints a digest of all trick counts and par results:
# the script fails when dd's and DDS's differ. The machine's load
# (uptime) is printed before and after: other programs' load slows both.
# Installs libdds-dev when it is missing.
#
#   scripts/dd-bench.sh [-n 200] [-rounds 5] [-jobs "1 0"]   (jobs 0: every core)
#
# DDS built from its upstream source with its own Makefile (-O3 -flto)
# timed the same as Debian's package (7.19/7.52 s against 7.27/7.62 s for
# 40 deals); LD_LIBRARY_PATH=/path/to/dds/src (with libdds.so.0 there)
# times such a build instead. Two runs of the defaults on bbb764c, on two
# cores shared with other engineers (load 1.3-2.9 at the start and end of
# each, more in between), ratio dd/DDS of the medians: single-threaded CPU
# per deal 291/245 ms (1.19) and 350/265 ms (1.32), wall 1.17 and 1.32;
# every core CPU 1.14 and 1.27, wall 32.3/28.1 s (1.15) and 30.8/28.1 s
# (1.10). A run takes 15 minutes.
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
if [[ ! -f /usr/include/dds/dll.h ]]; then
  echo "installing libdds-dev" >&2
  if [[ $(id -u) == 0 ]]; then apt-get update -qq && apt-get install -y -qq libdds-dev
  else sudo apt-get update -qq && sudo apt-get install -y -qq libdds-dev; fi
fi
bin=$(mktemp -d)/ddcompare
trap 'rm -rf "$(dirname "$bin")"' EXIT
CGO_ENABLED=1 go build -tags ddscompare -o "$bin" ./internal/ddcompare
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
