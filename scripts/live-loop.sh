#!/usr/bin/env bash
# A cron-style live loop: RUNS runs of `protokol score --out` (default 100)
# while another process writes the LBC Bridgemate session's ReceivedData
# round by round, in 512-byte pages (so that a run may meet a half-written
# line), as Bridgemate Control Software does during play. Prints the time
# per run and how many runs published a new generation, found the results
# unchanged, or were refused (exit 3: a file that kept changing, or a torn
# line that stood still and does not parse); any other exit code fails the
# script, as does a last generation that is not the finished session.
# Usage: scripts/live-loop.sh [RUNS] [PAUSE]   (default 100 runs, 0.1 s apart)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
pause=${2:-0.1}
work=$(mktemp -d)
writer=
trap '[ -n "$writer" ] && kill "$writer" 2>/dev/null; rm -rf "$work"' EXIT
go build -o "$work/protokol" ./cmd/protokol

bws=testdata/corpus/travellers/bridgemate-bws/LBC-2026-01-26
full=$bws.ReceivedData.csv
live=$work/club.ReceivedData.csv
out=$work/site
head -n 1 "$full" > "$live"

# The writer: the rows of each round (column 4) appended a page at a
# time, 20 ms apart, with 1.5 s between rounds.
(
  for round in 1 2 3 4 5 6 7 8 9; do
    awk -F, -v r="$round" 'NR > 1 && $4 == r' "$full" > "$work/round"
    size=$(stat -c %s "$work/round")
    for ((off = 0; off < size; off += 512)); do
      dd if="$work/round" bs=512 skip=$((off / 512)) count=1 status=none >> "$live"
      sleep 0.02
    done
    sleep 1.5
  done
) &
writer=$!

published=0 unchanged=0 refused=0
times=()
for ((i = 1; i <= runs; i++)); do
  before=$(readlink "$out" 2>/dev/null || true)
  start=$(date +%s%N)
  set +e
  "$work/protokol" score -q --dd off --format html,json --out "$out" \
    testdata/corpus/commongame-bridgecomposer/LBC-2026-01-26.pbn "$live" "$bws.RoundData.csv" "$bws.Section.csv" 2> "$work/err"
  code=$?
  set -e
  times+=($(( ($(date +%s%N) - start) / 1000000 )))
  after=$(readlink "$out" 2>/dev/null || true)
  case $code in
    0) if [ "$before" = "$after" ]; then unchanged=$((unchanged + 1)); else published=$((published + 1)); fi ;;
    3) refused=$((refused + 1)); sed 's/^/  refused: /' "$work/err" | head -n 1 ;;
    *) echo "run $i: exit $code: $(cat "$work/err")" >&2; exit 1 ;;
  esac
  sleep "$pause"
done
wait "$writer" || true
writer=

# One more run once the writer is done: the finished session, unmarked.
"$work/protokol" score -q --dd off --format html,json --out "$out" \
  testdata/corpus/commongame-bridgecomposer/LBC-2026-01-26.pbn "$live" "$bws.RoundData.csv" "$bws.Section.csv"
"$work/protokol" score -q --dd off --format json --out "$work/finished" \
  testdata/corpus/commongame-bridgecomposer/LBC-2026-01-26.pbn "$full" "$bws.RoundData.csv" "$bws.Section.csv"
if grep -q '"provisional"' "$out/results.json" || ! cmp -s "$out/results.json" "$work/finished/results.json"; then
  echo "the last generation is not the finished session" >&2; exit 1
fi

sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(sed -n "$(( (runs + 1) / 2 ))p" <<< "$sorted")
p95=$(sed -n "$(( (runs * 95 + 99) / 100 ))p" <<< "$sorted")
max=$(tail -n 1 <<< "$sorted")
mean=$(printf '%s\n' "${times[@]}" | awk '{s += $1} END {printf "%d", s / NR}')
echo "$runs runs: $published published, $unchanged unchanged, $refused refused (exit 3)"
echo "time per run: mean $mean ms, median $median ms, p95 $p95 ms, max $max ms"
