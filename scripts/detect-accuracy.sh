#!/usr/bin/env bash
# Measures how well charset.Detect, enca and uchardet find the encoding of
# held-out Russian and Latin-script samples (one name, a pair of names, 20,
# 50 and 200 characters in every candidate encoding), Ukrainian ones (in
# CP1125, CP866, KOI8-U and Windows-1251) and documents (box-drawn
# protocols, rules, web pages, CSV and PBN files from one table row, or a
# table over one line of names, to a whole file, in the seven Cyrillic
# encodings), and prints Markdown tables.
# See charset/internal/detectbench for what is counted.
#
#   scripts/detect-accuracy.sh            # 1,000 samples per cell, seed 1 (about 2 minutes)
#   scripts/detect-accuracy.sh -n 200 -v  # fewer samples; list our wrong answers
#
# enca and uchardet come from Debian: apt-get install -y enca uchardet.
# Without them, pass -tools '' to measure ours alone.
set -euo pipefail
cd "$(dirname "$0")/.."
want_tools=1
for a in "$@"; do [[ $a == -tools* ]] && want_tools=0; done
if [[ $want_tools == 1 ]]; then
  for t in enca uchardet; do
    command -v "$t" >/dev/null || { echo "detect-accuracy: $t is not installed (apt-get install -y enca uchardet), or pass -tools ''" >&2; exit 2; }
  done
fi
exec go run ./charset/internal/detectbench "$@"
