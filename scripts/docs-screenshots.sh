#!/usr/bin/env bash
# Takes the pictures of README.md and docs/ (docs/img/*.png) again, from
# the bundled sample and the corpus's LBC session during play, so that they
# follow the pages when the pages change. Needs headless Chromium
# (/usr/bin/chromium, or $CHROMIUM) and ImageMagick's convert, which makes
# each picture a small palette PNG.
#
#   scripts/docs-screenshots.sh        # rewrites docs/img/*.png; review them
set -euo pipefail
cd "$(dirname "$0")/.."
chromium=${CHROMIUM:-chromium}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/protokol" ./cmd/protokol
p=$tmp/protokol
lbc=testdata/corpus/travellers/bridgemate-bws/LBC-2026-01-26
"$p" demo -q --out "$tmp/sample"
"$p" score -q --title "Monday pairs" --out "$tmp/live" \
  testdata/corpus/commongame-bridgecomposer/LBC-2026-01-26.pbn \
  testdata/live/LBC-live.ReceivedData.csv "$lbc.RoundData.csv" "$lbc.Section.csv"

# shot PAGE WIDTHxHEIGHT OUT: the top of PAGE in a window that wide and high.
shot() {
  local profile
  profile=$(mktemp -d "$tmp/profile.XXXX")
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --user-data-dir="$profile" --window-size="${2/x/,}" \
    --screenshot="$tmp/shot.png" "file://$(realpath "$1")" 2>/dev/null
  convert "$tmp/shot.png" -strip +dither -colors 64 "PNG8:docs/img/$3"
  echo "docs/img/$3: $(stat -c %s "docs/img/$3") bytes"
}
mkdir -p docs/img
shot "$tmp/sample/index.html" 900x620 index.png
shot "$tmp/sample/board-1.html" 900x760 board.png
shot "$tmp/sample/pair-a-ns-10.html" 900x700 pair.png
shot "$tmp/live/index.html" 360x640 live.png
