#!/usr/bin/env bash
# Kills protokol with SIGKILL at random moments and checks that nothing
# breaks: `score` (the bundled sample), `batch` (generated sessions) and
# `convert --in-place` (a tree of KOI8-R, CP866 and Windows-1251 files) are
# started in turn and killed after a random delay between 0 and the time a
# whole run of the command takes (measured first). After each
# kill:
#   * the published site is whole: each --out link (score's, each batch
#     session's) resolves to a generation whose manifest.sha256 verifies with
#     sha256sum -c and lists every file of its site, or does not exist yet;
#     batch's index.json parses;
#   * no user file is lost: files planted beside the outputs and the batch
#     sources are byte-identical; each file of the convert tree is its
#     original or its conversion (iconv's), and a backup is the original;
# then the same command runs again to completion (exit 0) and
#   * nothing is left: no stage-/link-/trash- folders in the .X.protokol
#     stores (only gNNNNNN generations), no .tmp- files, no
#     .protokol-convert files, nothing but the outputs and the user's files;
#     every file of the convert tree is converted, with its backup.
# A run that ends before its kill is checked the same way. The last line
# counts kills per command and failures; the exit code is 1 on any failure
# (the work folder is then kept and named).
#
# Usage: scripts/sigkill.sh [KILLS]   (default 300: a third for each command)
# SIGKILL_SEED=N makes the delays repeatable.
set -uo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
total=${1:-300}
per=$(( (total + 2) / 3 ))
RANDOM=${SIGKILL_SEED:-$$}
for tool in iconv sha256sum cmp; do
  command -v "$tool" >/dev/null || { echo "sigkill: $tool not found" >&2; exit 1; }
done
work=$(mktemp -d)
keep=0
trap '[ "$keep" = 1 ] || rm -rf "$work"' EXIT
go build -o "$work/protokol" ./cmd/protokol || exit 1
go build -o "$work/mksample" ./internal/gen/mksample || exit 1
bin=$work/protokol
failures=0
fail() { # what went wrong
  failures=$((failures + 1))
  keep=1
  echo "sigkill: FAIL: $*" >&2
}

# --- score: the sample, into www/results, beside a user's file ----------
sample=testdata/sample
mkdir -p "$work/score/www"
echo "the club's own notes" > "$work/score/www/notes.txt"
cp "$work/score/www/notes.txt" "$work/score/notes.want"
score_args() { # run number: the title changes every page, so each run publishes
  args=(score -q --dd-cache "$work/dd" --title "Kill test $(($1 % 3))" --names "$sample/pairs.csv"
    --out "$work/score/www/results" "$sample/hands.pbn" "$sample/travellers.csv")
}

# --- batch: four generated sessions into site/ ---------------------------
for i in 1 2 3 4; do
  mkdir -p "$work/batch/archive/2026/s$i"
  "$work/mksample" -seed "$i" -tables $((5 + i)) -boards 24 -cyrillic "$work/batch/archive/2026/s$i" >/dev/null
done
echo "sources, not a session" > "$work/batch/archive/readme.txt"
echo "the club's own notes" > "$work/batch/notes.txt"
(cd "$work/batch" && find archive notes.txt -type f -exec sha256sum {} + | sort -k2) > "$work/batch.sums"
batch_args() { # run number: the formats change every session, so each run publishes
  local f=html,json
  [ $(($1 % 2)) = 1 ] && f=html,json,txt
  args=(batch -q --dd off --jobs 2 --format "$f" --out "$work/batch/site" "$work/batch/archive")
}

# --- convert: a tree of legacy files, their conversions by iconv ----------
lines=("Протокол парного турнира, сдача 7: Иванов Пётр и Смирнова Анна, 4 пики, плюс 620."
  "Итоги сессии: первое место Лебедев и Козлов, второе Новикова и Морозова, третье Соловьёва."
  "Судья Соколов: пара 12 опоздала на первый тур; Ёлкин и Щукина сыграли две сдачи позже.")
encs=(KOI8-R CP866 CP1251)
n=0
for d in . 2019 2019/осень 2020 2020/весна; do
  mkdir -p "$work/convert/expect/$d" "$work/convert/template/$d"
  for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do
    n=$((n + 1))
    f="$d/f$n.txt"
    for r in $(seq 1 $((40 + n % 30))); do echo "$n.$r ${lines[$((r % 3))]}"; done > "$work/convert/expect/$f"
    iconv -f UTF-8 -t "${encs[$((n % 3))]}" "$work/convert/expect/$f" > "$work/convert/template/$f"
  done
done
printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' > "$work/convert/template/2019/logo.png" # a user's binary file
cp "$work/convert/template/2019/logo.png" "$work/convert/expect/2019/logo.png"
echo "already UTF-8: Пётр" > "$work/convert/template/2020/utf8.txt"                   # left as it is
cp "$work/convert/template/2020/utf8.txt" "$work/convert/expect/2020/utf8.txt"
echo "hidden" > "$work/convert/template/.keep-me"                                       # not converted
cp "$work/convert/template/.keep-me" "$work/convert/expect/.keep-me"
convert_args() {
  args=(convert -q --to utf-8 --in-place --backup .orig "$work/convert/tree")
}

# checks -----------------------------------------------------------------

# check_link LINK: a missing link, or one to a whole generation.
check_link() {
  local link=$1 site
  [ -e "$link" ] || [ -L "$link" ] || return 0
  [ -L "$link" ] || { fail "$link: not a link"; return; }
  site=$(readlink -f "$link") || { fail "$link: does not resolve"; return; }
  [ -d "$site" ] || { fail "$link: points to nothing"; return; }
  (cd "$site" && sha256sum -c --quiet --strict ../manifest.sha256 >/dev/null 2>&1) ||
    { fail "$link: $(readlink "$link"): the manifest does not verify"; return; }
  [ "$(find "$site" -type f | wc -l)" = "$(wc -l < "$site/../manifest.sha256")" ] ||
    fail "$link: files not in the manifest"
}

# check_store PARENT NAME: after a clean run, PARENT/.NAME.protokol holds
# generations only, and PARENT holds no temporary files.
check_store() {
  local parent=$1 name=$2 e
  for e in "$parent/.$name.protokol"/*; do
    [[ $(basename "$e") =~ ^g[0-9]{6}$ ]] || fail "left behind: $e"
  done
  for e in "$parent"/.tmp-* "$parent"/.*.tmp*; do
    [ -e "$e" ] && fail "left behind: $e"
  done
}

check_score() { # after: kill or done
  check_link "$work/score/www/results"
  cmp -s "$work/score/www/notes.txt" "$work/score/notes.want" || fail "score: notes.txt changed or lost"
  if [ "$1" = done ]; then
    check_store "$work/score/www" results
    local extra
    extra=$(cd "$work/score/www" && ls -A | grep -v -x -e results -e .results.protokol -e .results.protokol.lock -e notes.txt)
    [ -z "$extra" ] && return
    fail "score: left behind: $extra"
  fi
}

check_batch() {
  local l
  # The session links, not the temporary ones inside the stores.
  while IFS= read -r l; do check_link "$l"; done < <(find "$work/batch/site" -type l -not -path '*/.*.protokol/*' 2>/dev/null)
  if [ -e "$work/batch/site/index.json" ] && command -v python3 >/dev/null; then
    python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$work/batch/site/index.json" 2>/dev/null ||
      fail "batch: index.json is not whole"
  fi
  (cd "$work/batch" && find archive notes.txt -type f -exec sha256sum {} + | sort -k2) | cmp -s - "$work/batch.sums" ||
    fail "batch: a source or notes.txt changed or was lost"
  if [ "$1" = done ]; then
    [ -d "$work/batch/site/2026" ] || { fail "batch: nothing published"; return; }
    for l in 1 2 3 4; do
      [ -L "$work/batch/site/2026/s$l" ] || fail "batch: session s$l not published"
      check_store "$work/batch/site/2026" "s$l"
    done
    l=$(find "$work/batch/site" -name '.tmp-*' -o -name '*.tmp' | head -3)
    [ -z "$l" ] || fail "batch: left behind: $l"
  fi
}

check_convert() {
  local f rel orig
  while IFS= read -r -d '' f; do
    rel=${f#"$work/convert/tree/"}
    case $rel in
      */.protokol-convert*|.protokol-convert*)
        [ "$1" = done ] && fail "convert: left behind: $rel"
        continue ;;
      *.orig)
        orig=${rel%.orig}
        cmp -s "$f" "$work/convert/template/$orig" || fail "convert: $rel is not the original"
        continue ;;
    esac
    if [ ! -e "$work/convert/expect/$rel" ]; then
      fail "convert: $rel: not a file of the tree"
    elif cmp -s "$f" "$work/convert/expect/$rel"; then
      :
    elif [ "$1" = kill ] && cmp -s "$f" "$work/convert/template/$rel"; then
      :
    else
      fail "convert: $rel: neither the original nor its conversion"
    fi
  done < <(find "$work/convert/tree" -type f -print0)
  while IFS= read -r -d '' f; do
    rel=${f#"$work/convert/expect/"}
    [ -e "$work/convert/tree/$rel" ] || fail "convert: $rel: lost"
    if [ "$1" = done ] && ! cmp -s "$f" "$work/convert/template/$rel" && [ ! -e "$work/convert/tree/$rel.orig" ]; then
      fail "convert: $rel: no backup"
    fi
  done < <(find "$work/convert/expect" -type f -print0)
}

# the loop ----------------------------------------------------------------

declare -A kills finished attempts span
# span: how long a whole run of the command took last (ms), so that the
# kill falls while it runs: the delay is drawn from 0 to that.
for c in score batch convert; do kills[$c]=0 finished[$c]=0 attempts[$c]=0 span[$c]=300; done
now_ms() { echo $(($(date +%s%N) / 1000000)); }
for c in score batch convert; do # one whole run of each, timed
  if [ "$c" = convert ]; then
    rm -rf "$work/convert/tree"
    cp -a "$work/convert/template" "$work/convert/tree"
  fi
  "${c}_args" 0
  t0=$(now_ms)
  "$bin" "${args[@]}" > "$work/log" 2>&1 || fail "$c: a whole run failed: $(head -c 300 "$work/log")"
  span[$c]=$(( $(now_ms) - t0 ))
  "check_$c" done
done
echo "sigkill: whole runs take score ${span[score]} ms, batch ${span[batch]} ms, convert ${span[convert]} ms; each is killed after 0 ms to that"
i=0
while :; do
  left=0
  for c in score batch convert; do
    [ "${kills[$c]}" -lt "$per" ] && [ "${attempts[$c]}" -lt $((4 * per)) ] && left=1
  done
  [ "$left" = 1 ] || break
  for c in score batch convert; do
    [ "${kills[$c]}" -lt "$per" ] && [ "${attempts[$c]}" -lt $((4 * per)) ] || continue
    i=$((i + 1))
    attempts[$c]=$((attempts[$c] + 1))
    if [ "$c" = convert ]; then
      rm -rf "$work/convert/tree"
      cp -a "$work/convert/template" "$work/convert/tree"
    fi
    "${c}_args" "$i"
    ms=$(( (RANDOM * 32768 + RANDOM) % (span[$c] + 1) ))
    delay=$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))
    "$bin" "${args[@]}" > "$work/log" 2>&1 &
    pid=$!
    sleep "$delay"
    kill -KILL "$pid" 2>/dev/null
    { wait "$pid"; } 2>/dev/null # without bash's "Killed"
    rc=$?
    if [ "$rc" = 137 ]; then
      kills[$c]=$((kills[$c] + 1))
    elif [ "$rc" = 0 ]; then
      finished[$c]=$((finished[$c] + 1))
    else
      fail "$c (run $i): exit $rc before its kill: $(head -c 300 "$work/log")"
    fi
    "check_$c" kill
    if ! "$bin" "${args[@]}" > "$work/log" 2>&1; then
      fail "$c (run $i, killed after ${delay}s): the next run failed: $(head -c 300 "$work/log")"
    fi
    if grep -q -v -e 'undid an interrupted run' -e 'converted already by an interrupted run' -e 'took over the lock' "$work/log"; then
      fail "$c (run $i, killed after ${delay}s): the next run said: $(head -c 300 "$work/log")"
    fi
    "check_$c" done
  done
done
summary="sigkill: score ${kills[score]} kills (${finished[score]} runs ended first), batch ${kills[batch]} kills (${finished[batch]}), convert --in-place ${kills[convert]} kills (${finished[convert]}); $failures failures"
echo "$summary"
if [ "$failures" -gt 0 ]; then
  echo "sigkill: the work folder is kept: $work" >&2
  exit 1
fi
