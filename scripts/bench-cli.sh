#!/usr/bin/env bash
# Times `protokol score` end to end (read, score, write) and reports its peak
# memory, on the bundled sample and on generated fields of growing size.
# Usage: scripts/bench-cli.sh [FORMATS]   (default json)
set -euo pipefail
cd "$(dirname "$0")/.."
formats=${1:-json}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/protokol" ./cmd/protokol

measure() { # label, then the score arguments
  local label=$1; shift
  local best=999999 rss=0
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %M' -o "$work/time" "$work/protokol" score -q --format "$formats" --out "$work/out" "$@"
    read -r secs kb < "$work/time"
    best=$(awk -v a="$best" -v b="$secs" 'BEGIN{print (b<a)?b:a}')
    rss=$kb
  done
  printf '%-34s %8s s %8.1f MB peak RSS\n' "$label" "$best" "$(awk -v k="$rss" 'BEGIN{print k/1024}')"
}

measure "sample (10 tables x 27 boards)" --names testdata/sample/pairs.csv testdata/sample/hands.pbn testdata/sample/travellers.csv
for tables in 100 250 500 1000; do
  d="$work/gen$tables"; mkdir -p "$d"
  go run ./internal/gen/mksample -seed 7 -tables "$tables" -boards 24 -cyrillic "$d"
  results=$(($(wc -l < "$d/travellers.csv") - 1))
  measure "$tables tables x 24 boards ($results results)" --names "$d/pairs.csv" "$d/hands.pbn" "$d/travellers.csv"
done
