#!/usr/bin/env bash
# Compares compute/dd with DDS (the C double-dummy solver, Debian's
# libdds-dev) on random deals and on the corpus deals that carry
# double-dummy data, times both single-threaded, and with --write rewrites
# testdata/dd/random.txt and testdata/dd/corpus.txt, the expected tables
# the tests of compute/dd read. Installs libdds-dev when it is missing.
#
#   scripts/dd-compare.sh [--write] [ddcompare flags: -n 1000 -seed 1 -time 100 -jobs 2]
#
# It takes 15-20 minutes on two cores for the default 1,000 random deals
# (14 min 49 s and 19 min 51 s measured; mostly dd's own tables).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f /usr/include/dds/dll.h ]]; then
  echo "installing libdds-dev" >&2
  if [[ $(id -u) == 0 ]]; then apt-get update -qq && apt-get install -y -qq libdds-dev
  else sudo apt-get update -qq && sudo apt-get install -y -qq libdds-dev; fi
fi
args=()
for a in "$@"; do
  case $a in
    --write) args+=(-write) ;;
    *) args+=("$a") ;;
  esac
done
CGO_ENABLED=1 go run -tags ddscompare ./internal/ddcompare "${args[@]}"
