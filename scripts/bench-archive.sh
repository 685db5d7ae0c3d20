#!/usr/bin/env bash
# Times `protokol convert --to utf-8 --out NEW OLD/` on a generated archive:
# FILES files in 20 folders, in windows-1251, koi8-r, ibm866, iso-8859-5,
# x-mac-cyrillic, windows-1252 (Latin names), UTF-16 LE with a byte-order
# mark (as iconv -t UTF-16 writes it) and UTF-8; 5 to 3,000 lines each
# (about 0.2 to 150 KB); every 8th file one of the archive documents of
# charset/testdata/documents (protocols drawn with box characters in
# CP866, KOI8-R and KOI8-U, rules, movement cards, in six code pages); every
# 50th file binary, every 100th one (from the 25th) whose encoding cannot be
# told (a single accented byte). Each run writes into a
# fresh folder; prints the median wall time of 3 runs, the peak memory
# (max RSS) of the largest, and the summary line of the last. The archive
# is made with iconv (not timed).
#
# Usage: scripts/bench-archive.sh [FILES]   (default 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-1000}
command -v iconv >/dev/null || { echo "bench-archive: iconv not found" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/protokol" ./cmd/protokol

# 3,000 lines of Russian pairs and of Latin ones, in UTF-8.
ru=(Иванов Смирнова Щукина Кузнецов Григорьева Павлов Михайлов Егоров Морозов Фёдорова Шестаков Ильина)
ruf=(Пётр Анна Ёлка Олег Наталья Юрий Александр Григорий Илья Юлия Павел Вера)
la=(Sæther Nygård Lefèvre Müller Kierkegård Gaël Åberg Østby Brønn Hämäläinen)
laf=(Bjørn Åse François Jürgen Søren Inès Håkon Ærling Gøran Jöran)
for i in $(seq 0 2999); do
  a=$((i % 12)) b=$(((i * 5 + 3) % 12))
  printf '%d;%s %s - %s %s;%d,%02d\r\n' $((i + 1)) "${ru[a]}" "${ruf[a]}" "${ru[b]}" "${ruf[b]}" $((40 + i % 20)) $((i * 7 % 100))
done > "$work/ru.txt"
for i in $(seq 0 2999); do
  a=$((i % 10)) b=$(((i * 3 + 1) % 10))
  printf '%d;%s %s - %s %s;%d,%02d\r\n' $((i + 1)) "${laf[a]}" "${la[a]}" "${laf[b]}" "${la[b]}" $((40 + i % 20)) $((i * 7 % 100))
done > "$work/latin.txt"

encs=(CP1251 KOI8-R CP866 ISO-8859-5 MAC-CYRILLIC CP1252 UTF-16 UTF-8)
docs=(charset/testdata/documents/*.txt)
sizes=(5 20 80 300 1000 3000)
old="$work/old"
for i in $(seq 0 $((files - 1))); do
  dir="$old/$((2000 + i % 20))"
  mkdir -p "$dir"
  if ((i % 50 == 49)); then
    { printf '\x89PNG\r\n\x1a\n'; head -c $((1000 + i * 37 % 60000)) /dev/urandom; } > "$dir/f$i.png"
    continue
  fi
  if ((i % 100 == 24)); then
    printf 'board %d: \xe9\r\n' "$i" > "$dir/f$i.txt"
    continue
  fi
  if ((i % 8 == 7)); then
    cp "${docs[i / 8 % ${#docs[@]}]}" "$dir/f$i.txt"
    continue
  fi
  enc=${encs[i % ${#encs[@]}]}
  src="$work/ru.txt"
  [ "$enc" = CP1252 ] && src="$work/latin.txt"
  head -n "${sizes[i * 7 % ${#sizes[@]}]}" "$src" | iconv -f UTF-8 -t "$enc" > "$dir/f$i.txt"
done
mb=$(du -sb "$old" | awk '{printf "%.1f", $1 / 1e6}')

secs=() rss=0
for run in 1 2 3; do
  rm -rf "$work/new"
  /usr/bin/time -f '%e %M' -o "$work/time" "$work/protokol" convert --to utf-8 --out "$work/new" "$old" 2> "$work/stderr" || true
  read -r s kb < <(tail -n 1 "$work/time") # after "Command exited with non-zero status 3"
  secs+=("$s")
  rss=$(awk -v a="$rss" -v b="$kb" 'BEGIN{print (b>a)?b:a}')
done
median=$(printf '%s\n' "${secs[@]}" | sort -n | sed -n 2p)
printf '%d files (%s MB): median %s s of 3 runs (%s), peak RSS %.1f MB\n' "$files" "$mb" "$median" "${secs[*]}" "$(awk -v k="$rss" 'BEGIN{print k/1024}')"
tail -n 1 "$work/stderr"
