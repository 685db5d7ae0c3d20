#!/usr/bin/env bash
# Measures publishing with another program writing to the same file
# system (issue 32): a cron job must not wait on other programs' writes.
#
# Two sites are published: the bundled sample's (`protokol demo`, 52 files,
# 1.2 MB) and a generated 1,000-table x 24-board field's (html,pdf,json:
# 2,029 files, 75 MB). Each measurement runs quiet, and with a writer:
# `dd if=/dev/zero bs=1M count=1000 conv=notrunc` into a file beside the
# outputs, without any sync, started 0.5 s before the measured run (dd is
# still writing when it starts); after it, the writer's file is synced
# (not timed), so that each run starts from a quiet disk.
#
#   options   internal/syncbench publishes each site in every way of making
#             a generation durable (its package comment says what each
#             does): the whole publish call and its tail (from the last
#             file written to every file durable), and the folders' syncs
#   commands  the whole command's wall time: `protokol demo` into a new
#             folder, and `protokol score --force` of the 1,000-table field
#
# Runs alternate: each run measures every variant once, quiet then with
# the writer, in turn. Printed: the median of RUNS runs, in milliseconds.
# With PUBLISH_BEFORE=REV (such as main) the commands and the package's
# own way ("stage") are measured also as built from that git revision;
# PUBLISH_TREES="NAME=DIR ..." adds the commands built from other source
# trees (a change tried out).
#
# Usage: scripts/publish-writer.sh [RUNS]   (default 5)
# PUBLISH_VARIANTS="stage syncfs fsync ..." chooses the options measured
# ("" none); PUBLISH_FORMATS the formats of the 1,000-table field's score
# (default html,pdf,json).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
before=${PUBLISH_BEFORE:-}
variants=${PUBLISH_VARIANTS-"stage none syncfs fsync fdatasync sfr-fsync sfr-fdatasync late-fsync"}
formats=${PUBLISH_FORMATS:-html,pdf,json}
work=$(mktemp -d)
trap 'wait; rm -rf "$work"' EXIT
echo "publish-writer: $(nproc) cores, Linux $(uname -r), $work on $(findmnt -n -o FSTYPE,SOURCE -T "$work" || stat -f -c %T "$work"); load:$(uptime | sed 's/.*load average://')"

go build -o "$work/after/protokol" ./cmd/protokol
go build -o "$work/after/syncbench" ./internal/syncbench
go build -o "$work/mksample" ./internal/gen/mksample
bins=(after)
if [ -n "$before" ]; then
  mkdir -p "$work/src"
  git archive "$before" | tar -x -C "$work/src"
  [ -d "$work/src/internal/syncbench" ] || cp -r internal/syncbench "$work/src/internal/"
  (cd "$work/src" && go build -o "$work/before/protokol" ./cmd/protokol && go build -o "$work/before/syncbench" ./internal/syncbench)
  bins=(before after)
  [ -z "$variants" ] || variants="stage-before $variants"
fi
for t in ${PUBLISH_TREES:-}; do # NAME=DIR: another source tree's commands
  (cd "${t#*=}" && go build -o "$work/${t%%=*}/protokol" ./cmd/protokol)
  bins+=("${t%%=*}")
done

mkdir -p "$work/gen" "$work/sites" "$work/o"
"$work/mksample" -seed 7 -tables 1000 -boards 24 -cyrillic "$work/gen" >/dev/null
"$work/after/protokol" demo -q --out "$work/sites/sample"
big=(--names "$work/gen/pairs.csv" "$work/gen/hands.pbn" "$work/gen/travellers.csv")
"$work/after/protokol" score -q --format "$formats" --out "$work/sites/big" "${big[@]}"
dd if=/dev/zero of="$work/writer.bin" bs=1M count=1000 status=none conv=fsync
for s in sample big; do
  echo "publish-writer: site $s: $(find -L "$work/sites/$s" -type f | wc -l) files, $(du -shL "$work/sites/$s" | cut -f1)"
done

now_ns() { date +%s%N; }

# measure SCENE CMD...: runs CMD quiet or with the writer, and prints its
# output, or its wall time in ms when it prints nothing.
measure() {
  local scene=$1 t0 t1 out pid=
  shift
  if [ "$scene" = writer ]; then
    dd if=/dev/zero of="$work/writer.bin" bs=1M count=1000 conv=notrunc status=none &
    pid=$!
    sleep 0.5
  fi
  t0=$(now_ns)
  out=$("$@")
  t1=$(now_ns)
  if [ -n "$pid" ]; then
    wait "$pid"
    sync "$work/writer.bin"
  fi
  if [ -z "$out" ]; then
    out=$(( (t1 - t0) / 1000000 ))
  fi
  echo "$out"
}

# record KEY VALUES: appends the values of one run under KEY.
record() { echo "$2" >> "$work/r.$1"; }

run_option() { # scene site variant
  local scene=$1 site=$2 v=$3 bin=after
  if [ "$v" = stage-before ]; then bin=before v=stage; fi
  record "opt.$site.$3.$scene" "$(measure "$scene" "$work/$bin/syncbench" -variant "$v" -site "$work/sites/$site" -out "$work/o/$site-$3")"
}

run_command() { # scene bin site
  local scene=$1 bin=$2 site=$3
  if [ "$site" = sample ]; then # a new folder each time: demo has no --force
    rm -rf "$work/o/demo-$bin"
    mkdir -p "$work/o/demo-$bin"
    record "cmd.$site.$bin.$scene" "$(measure "$scene" "$work/$bin/protokol" demo -q --out "$work/o/demo-$bin/results")"
  else
    record "cmd.$site.$bin.$scene" "$(measure "$scene" "$work/$bin/protokol" score -q --force --format "$formats" --out "$work/o/score-$bin" "${big[@]}")"
  fi
}

for r in $(seq 1 "$runs"); do
  for scene in quiet writer; do
    for site in sample big; do
      for v in $variants; do run_option "$scene" "$site" "$v"; done
      for b in "${bins[@]}"; do run_command "$scene" "$b" "$site"; done
    done
  done
  echo "publish-writer: run $r of $runs done; load:$(uptime | sed 's/.*load average://')"
done

# median FILE COLUMN
median() {
  awk -v c="$2" '{print $c}' "$1" | sort -n |
    awk '{a[NR]=$1} END {if (a[1] == "-") print "-"; else if (NR % 2) print a[(NR+1)/2]; else printf "%.1f\n", (a[NR/2]+a[NR/2+1])/2}'
}

echo
[ -z "$variants" ] || echo "options: median ms of $runs runs (publish call / tail / folders' syncs)"
[ -z "$variants" ] || printf '%-8s %-14s %26s %26s\n' site variant quiet "with a 1 GB writer"
for site in sample big; do
  for v in $variants; do
    line=()
    for scene in quiet writer; do
      f="$work/r.opt.$site.$v.$scene"
      line+=("$(median "$f" 1) / $(median "$f" 2) / $(median "$f" 3)")
    done
    printf '%-8s %-14s %26s %26s\n' "$site" "$v" "${line[0]}" "${line[1]}"
  done
done
echo
echo "commands: median wall ms of $runs runs (demo into a new folder; score --force of 1,000 tables)"
printf '%-8s %-8s %10s %20s\n' site build quiet "with a 1 GB writer"
for site in sample big; do
  for b in "${bins[@]}"; do
    printf '%-8s %-8s %10s %20s\n' "$site" "$b" "$(median "$work/r.cmd.$site.$b.quiet" 1)" "$(median "$work/r.cmd.$site.$b.writer" 1)"
  done
done
echo "publish-writer: load at the end:$(uptime | sed 's/.*load average://')"
