#!/usr/bin/env bash
# Times `protokol batch` on a tree of generated sessions (default 200 club
# sessions of 8-15 tables x 24-27 boards, Cyrillic and Latin names) and
# reports its peak memory: a first run that publishes everything, a re-run
# with nothing changed, and a run with every output format.
# The generated deals carry no double-dummy tables and are not solved
# (--dd off): compute/dd's benchmarks measure the solver.
# Usage: scripts/bench-batch.sh [SESSIONS] [FORMATS]   (default 200 html,pdf,json)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-200}
formats=${2:-html,pdf,json}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/protokol" ./cmd/protokol
go build -o "$work/mksample" ./internal/gen/mksample

for i in $(seq 1 "$n"); do
  month=$(( (i - 1) / 28 % 12 + 1 )); day=$(( (i - 1) % 28 + 1 ))
  d="$work/tree/$(printf '2026-%02d' "$month")/$(printf 'session-%03d-%02d' "$i" "$day")"
  mkdir -p "$d"
  "$work/mksample" -seed "$i" -tables $(( 8 + i % 8 )) -boards $(( 24 + i % 4 )) -cyrillic "$d" >/dev/null
done
results=$(cat "$work"/tree/*/*/travellers.csv | grep -vc '^board' || true)
echo "$n sessions, $results results, formats $formats, $(nproc) cores"

measure() { # label, then batch arguments
  local label=$1; shift
  /usr/bin/time -f '%e %M' -o "$work/time" "$work/protokol" batch -q --dd off --out "$work/site" "$@" "$work/tree" || true
  read -r secs kb < "$work/time"
  printf '%-28s %8s s %8.1f MB peak RSS\n' "$label" "$secs" "$(awk -v k="$kb" 'BEGIN{print k/1024}')"
}
measure "first run" --format "$formats"
measure "re-run, nothing changed" --format "$formats"
rm -rf "$work/site"
measure "json only" --format json
