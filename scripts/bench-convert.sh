#!/usr/bin/env bash
# Times the conversion of the charset package (through internal/cyrconv) against
# glibc iconv on the same file of about 100 MB, for the pairs of
# BenchmarkConvert: best of 3 runs each, in MB/s of input (1 MB = 10^6 bytes,
# as go test -bench counts). Both read the file from the page cache and write
# to /dev/null; the outputs are compared once with cmp.
#
# The file repeats testdata/convert/sample.koi8-r.txt (a protocol with box
# drawing, written by iconv) to the size wanted; the windows-1251 file is the
# same text with the box drawing made ASCII (cyrconv -lossy).
#
# Usage: scripts/bench-convert.sh [MB]   (default 100)
set -euo pipefail
cd "$(dirname "$0")/.."
mb=${1:-100}
command -v iconv >/dev/null || { echo "bench-convert: iconv not found" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/cyrconv" ./internal/cyrconv
conv() { "$work/cyrconv" "$@"; }

# A block of about 1 MB, then mb blocks.
cp charset/testdata/convert/sample.koi8-r.txt "$work/block"
while [ "$(stat -c %s "$work/block")" -lt 1000000 ]; do
  cat "$work/block" "$work/block" > "$work/block2" && mv "$work/block2" "$work/block"
done
head -c 1000000 "$work/block" > "$work/block2" && mv "$work/block2" "$work/block" # any byte is a koi8-r character
for _ in $(seq "$mb"); do cat "$work/block"; done > "$work/koi8-r"
iconv -f KOI8-R -t CP866 "$work/koi8-r" > "$work/ibm866"
iconv -f KOI8-R -t UTF-8 "$work/koi8-r" > "$work/utf-8"
conv -f koi8-r -t windows-1251 -lossy < "$work/koi8-r" 2>/dev/null > "$work/windows-1251"

iconv_name() {
  case $1 in
    utf-8) echo UTF-8 ;; ibm866) echo CP866 ;; windows-1251) echo CP1251 ;; koi8-r) echo KOI8-R ;;
  esac
}

best() { # the best of 3 wall times of a command, in seconds
  local best=999999 start end secs
  for _ in 1 2 3; do
    start=$(date +%s%N)
    "$@" > /dev/null
    end=$(date +%s%N)
    secs=$(awk -v a="$start" -v b="$end" 'BEGIN{printf "%.4f", (b-a)/1e9}')
    best=$(awk -v a="$best" -v b="$secs" 'BEGIN{print (b<a)?b:a}')
  done
  echo "$best"
}

printf '%-26s %9s %12s %12s %8s\n' "pair" "input MB" "ours MB/s" "iconv MB/s" "ratio"
for pair in ibm866:utf-8 utf-8:koi8-r windows-1251:koi8-r koi8-r:ibm866; do
  from=${pair%%:*} to=${pair##*:}
  in="$work/$from"
  conv -f "$from" -t "$to" < "$in" > "$work/ours"
  iconv -f "$(iconv_name "$from")" -t "$(iconv_name "$to")" "$in" > "$work/theirs"
  cmp -s "$work/ours" "$work/theirs" || { echo "bench-convert: $from to $to: output differs from iconv" >&2; exit 1; }
  bytes=$(stat -c %s "$in")
  ours=$(best sh -c '"$0" -f "$1" -t "$2" < "$3"' "$work/cyrconv" "$from" "$to" "$in")
  theirs=$(best iconv -f "$(iconv_name "$from")" -t "$(iconv_name "$to")" "$in")
  awk -v p="$from -> $to" -v n="$bytes" -v a="$ours" -v b="$theirs" \
    'BEGIN{printf "%-26s %9.1f %12.0f %12.0f %7.1fx\n", p, n/1e6, n/1e6/a, n/1e6/b, b/a}'
done
