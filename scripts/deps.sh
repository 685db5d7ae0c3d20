#!/usr/bin/env bash
# Checks the import edges of the house (see CONTRIBUTING.md, "Package map").
#
# Every top-level package has a row in `may` below: the packages of the
# project it may import (each with the packages under it), besides its own
# tree. A top-level package without a row is an error: a new package says
# where it stands. Beside the rows:
#   compute/bridge imports nothing of the project, and only the standard
#   library;
#   compute/* (and any package `pure` names) is pure: outside its tests
#   it imports no package that does I/O or keeps a clock (os and os/...,
#   io/fs, io/ioutil, net and net/..., time); compute imports no encoding
#   package either (encoding and encoding/..., such as encoding/csv and
#   encoding/json, and golang.org/x/text/encoding/...): reading a file
#   format belongs in formats;
#   nothing imports cmd; internal/ (test helpers and measuring tools) is
#   imported only by tests;
#   config depends on no renderer (report, report/*) and output on no
#   reader (formats, formats/*), not even through another package.
# Only the imports of the packages themselves are checked, not those of
# their tests.
set -euo pipefail
set -f # the rules hold "*", which is no file pattern
mod=$(go list -m)

# may prints what a top-level package ("." is the module's own, the
# bundled sample) may import: "-" nothing of the project, "*" anything but
# cmd and internal/ (which the rules below keep); nothing for a package
# without a rule. (A case, not an associative array: bash 3 runs it.)
may() {
  case $1 in
    translit) echo "-" ;;                  # transliteration and slugs
    publish) echo "-" ;;                   # atomic generations, locks, manifests
    progress) echo "-" ;;                  # the progress line on a terminal
    presets) echo "-" ;;                   # a package's bundled presets (embedded TOML texts)
    charset) echo "translit" ;;            # encodings: a lossy conversion's substitutes
    compute) echo "compute" ;;             # scoring; compute/bridge imports nothing
    formats) echo "charset compute" ;;     # the readers
    report) echo "compute translit" ;;     # the Sheet and the writers
    players) echo "compute formats translit" ;; # a club's register, players matched across sessions
    season) echo "compute presets" ;;      # series definitions (TOML), their presets
    scales) echo "compute presets" ;;      # masterpoint scale files (TOML), the bundled scales
    input) echo "compute formats" ;;       # an input file, within the limits
    ddtables) echo "compute formats" ;;    # a board's double-dummy table (a PBN cache)
    recode) echo "charset compute formats input publish" ;;
    output) echo "charset compute report" ;;
    config) echo "charset compute formats input output/choice players publish scales" ;;
    job) echo "compute config ddtables formats input output players publish" ;;
    batch) echo "compute config formats input job output players publish report season translit" ;;
    .) echo "formats" ;;                   # the bundled sample, as session inputs
    cmd | internal) echo "*" ;;
  esac
}

# pure tells whether a top-level package does no I/O and keeps no clock
# (it takes bytes and values): compute, players (the register, matching)
# and season (series definitions): member numbers and names are matched
# from bytes, never read from disk there.
pure() {
  case $1 in
    compute | players | season | scales) return 0 ;;
  esac
  return 1
}

fail=0
bad() { echo "$1"; fail=1; }

# allowed tells whether top-level package top may import dep.
allowed() {
  local top=$1 dep=$2 p
  [[ ${dep%%/*} == "$top" ]] && return 0 # its own tree
  for p in $(may "$top"); do
    [[ $p == "*" || $dep == "$p" || $dep == "$p"/* ]] && return 0
  done
  return 1
}

while read -r pkg imports; do
  rel=${pkg#"$mod"}; rel=${rel#/}
  top=${rel%%/*}; top=${top:-.}
  rule=$(may "$top")
  if [[ -z $rule ]]; then
    bad "${rel:-.}: top-level package $top has no rule (add its row to scripts/deps.sh and to CONTRIBUTING.md's package map)"
    continue
  fi
  for imp in $imports; do
    if pure "$top"; then
      case $imp in
        os | os/* | io/fs | io/ioutil | net | net/* | time) bad "$rel imports $imp ($top is pure: no I/O and no clock)" ;;
      esac
    fi
    if [[ $top == compute ]]; then
      case $imp in
        encoding | encoding/* | golang.org/x/text/encoding | golang.org/x/text/encoding/*) bad "$rel imports $imp (compute reads no file format: encodings belong in formats)" ;;
      esac
    fi
    case $imp in
      "$mod" | "$mod"/*) ;;
      *.*/*) [[ $rel == compute/bridge ]] && bad "compute/bridge imports $imp (want only the standard library)"; continue ;;
      *) continue ;;
    esac
    dep=${imp#"$mod"}; dep=${dep#/}; dep=${dep:-.}
    if [[ $dep == cmd || $dep == cmd/* ]]; then
      [[ $top != cmd ]] && bad "${rel:-.} imports $dep (nothing imports cmd)"
      continue
    fi
    if [[ $dep == internal || $dep == internal/* ]]; then
      [[ $top != internal ]] && bad "${rel:-.} imports $dep (internal/ is for tests only)"
      continue
    fi
    if [[ $rel == compute/bridge ]]; then
      bad "compute/bridge imports $dep (want only the standard library)"
    elif ! allowed "$top" "$dep"; then
      if [[ $rule == - ]]; then
        bad "${rel:-.} imports $dep ($top imports nothing of the project)"
      else
        bad "${rel:-.} imports $dep ($top may import only ${rule// /, } and its own packages)"
      fi
    fi
  done
done < <(go list -f '{{.ImportPath}} {{join .Imports " "}}' ./...)

# What config and output reach through other packages.
while read -r pkg deps; do
  rel=${pkg#"$mod"/}
  for d in $deps; do
    [[ $d == "$mod"/* ]] || continue
    d=${d#"$mod"/}
    case $rel:$d in
      config:report | config:report/* | config/*:report | config/*:report/*) bad "$rel depends on $d (config reaches no renderer)" ;;
      output:formats | output:formats/* | output/*:formats | output/*:formats/*) bad "$rel depends on $d (output reaches no reader)" ;;
    esac
  done
done < <(go list -f '{{.ImportPath}} {{join .Deps " "}}' ./config/... ./output/...)

[[ $fail == 0 ]] && echo "deps: import edges OK"
exit $fail
