#!/usr/bin/env bash
# Checks the import edges of the house (see README, "Package map"):
#   compute/bridge imports only the standard library;
#   compute/* never imports formats, report or cmd;
#   formats and report never import each other;
#   nothing imports cmd; internal/ (test helpers) is imported only by tests;
#   compute/* is pure: outside its tests it imports no package that does
#   I/O or keeps a clock (os and os/..., io/fs, io/ioutil, net and net/...,
#   time) and no encoding package (encoding and encoding/..., such as
#   encoding/csv and encoding/json, and golang.org/x/text/encoding/...):
#   reading a file format belongs in formats.
# The season (issue 30):
#   players (the register and matching) and season (series definitions)
#   do no I/O and keep no clock, as compute; they take bytes;
#   players imports of the project only compute, formats and translit;
#   season imports of the project only compute;
#   compute, formats and report never import players or season: member
#   numbers cannot reach a renderer.
# Awards (issue 31): scales (masterpoint scale files) does no I/O, keeps
#   no clock and imports of the project only compute, as season.
set -euo pipefail
mod=$(go list -m)
fail=0
while read -r pkg imports; do
  rel=${pkg#"$mod"}; rel=${rel#/}
  for imp in $imports; do
    if [[ $rel == players || $rel == season || $rel == scales ]]; then
      case $imp in
        os | os/* | io/fs | io/ioutil | net | net/* | time) echo "$rel imports $imp ($rel does no I/O and keeps no clock: it takes bytes)"; fail=1 ;;
      esac
    fi
    if [[ $rel == compute/* ]]; then
      case $imp in
        os | os/* | io/fs | io/ioutil | net | net/* | time) echo "$rel imports $imp (compute is pure: no I/O and no clock)"; fail=1 ;;
        encoding | encoding/* | golang.org/x/text/encoding | golang.org/x/text/encoding/*) echo "$rel imports $imp (compute reads no file format: encodings belong in formats)"; fail=1 ;;
      esac
    fi
    case $imp in
      "$mod"*) ;;
      *.*/*) [[ $rel == compute/bridge ]] && { echo "compute/bridge imports $imp (want only the standard library)"; fail=1; }; continue ;;
      *) continue ;;
    esac
    dep=${imp#"$mod"}; dep=${dep#/}
    case $rel in
      compute/bridge) echo "compute/bridge imports $dep (want only the standard library)"; fail=1 ;;
      compute/*) [[ $dep == formats* || $dep == report* || $dep == cmd* ]] && { echo "$rel imports $dep (compute never imports formats, report or cmd)"; fail=1; } ;;
      formats*) [[ $dep == report* || $dep == cmd* ]] && { echo "$rel imports $dep (formats never imports report or cmd)"; fail=1; } ;;
      report*) [[ $dep == formats* || $dep == cmd* ]] && { echo "$rel imports $dep (report never imports formats or cmd)"; fail=1; } ;;
    esac
    case $rel in
      players) [[ $dep == compute* || $dep == formats* || $dep == translit ]] || { echo "players imports $dep (want only compute, formats and translit)"; fail=1; } ;;
      season) [[ $dep == compute* ]] || { echo "season imports $dep (want only compute)"; fail=1; } ;;
      scales) [[ $dep == compute* ]] || { echo "scales imports $dep (want only compute)"; fail=1; } ;;
      compute* | formats* | report*) [[ $dep == players* || $dep == season* || $dep == scales* ]] && { echo "$rel imports $dep (compute, formats and report never import players, season or scales)"; fail=1; } ;;
    esac
    [[ $dep == cmd* && $rel != cmd* ]] && { echo "$rel imports $dep (nothing imports cmd)"; fail=1; }
    [[ $dep == internal* && $rel != internal* ]] && { echo "$rel imports $dep (internal/ is for tests only)"; fail=1; }
  done
done < <(go list -f '{{.ImportPath}} {{join .Imports " "}}' ./...)
[[ $fail == 0 ]] && echo "deps: import edges OK"
exit $fail
