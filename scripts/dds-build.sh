#!/usr/bin/env bash
# Builds DDS 2.9 (the C++ double-dummy solver of Bo Haglund and Soren
# Hein, Apache-2.0) from its upstream source with its own Makefile
# (Makefile_linux_shared: g++ -O3 -flto, OpenMP and STL threads), for
# scripts/dd-bench.sh to time compute/dd against. It prints the folder of
# the build, which holds include/dds/dll.h and lib/libdds.so; a build
# already there is reused.
#
#   scripts/dds-build.sh            (clones github.com/dds-bridge/dds)
#   DDS_SRC=/path/to/dds scripts/dds-build.sh
#
# The source is the pinned commit below: DDS_SRC names a checkout or a
# bare git folder that holds it (a mirror, without network), else the
# repository is cloned. DDS_BUILD is the build folder
# (default ~/.cache/protokol/dds-<commit>). It exits 1, saying why, when
# it has no source or the build fails; dd-bench.sh then falls back to
# Debian's libdds-dev.
set -euo pipefail
commit=d2bc4c2c703941664fc1d73e69caa5233cdeac18 # v2.9.0 and later fixes, 2020-07-25
url=https://github.com/dds-bridge/dds
out=${DDS_BUILD:-${XDG_CACHE_HOME:-$HOME/.cache}/protokol/dds-${commit:0:12}}
if [[ -f $out/lib/libdds.so && -f $out/include/dds/dll.h ]]; then
  echo "$out"
  exit 0
fi
rm -rf "$out"
mkdir -p "$out"
trap '[[ -f $out/lib/libdds.so ]] || rm -rf "$out"' EXIT # no half build left
src=$out/src
if [[ -n ${DDS_SRC:-} && -d $DDS_SRC/objects && -f $DDS_SRC/HEAD ]]; then
  # a bare repository
  git clone -q --no-checkout "$DDS_SRC" "$src" >&2
elif [[ -n ${DDS_SRC:-} && -e $DDS_SRC/.git ]]; then
  git clone -q --no-checkout "$DDS_SRC" "$src" >&2
elif [[ -n ${DDS_SRC:-} ]]; then
  echo "dds-build: DDS_SRC=$DDS_SRC: not a git checkout or bare repository of DDS" >&2
  exit 1
elif ! git clone -q --no-checkout "$url" "$src" >&2; then
  echo "dds-build: cannot clone $url (no network? set DDS_SRC to a copy)" >&2
  exit 1
fi
if ! git -C "$src" -c advice.detachedHead=false checkout -q "$commit" >&2; then
  echo "dds-build: $commit not in the source (want DDS at that commit)" >&2
  exit 1
fi
# Boost's threads are left out (Debian's package has no Boost either);
# -Werror is dropped, as newer compilers warn where g++ of 2020 did not.
# The optimisation flags are the Makefile's own.
make -C "$src/src" -f Makefiles/Makefile_linux_shared -j"$(nproc)" \
  THREADING="-DDDS_THREADS_OPENMP -DDDS_THREADS_STL" THREAD_LINK=-fopenmp \
  WARN_FLAGS="-w" >&2
mkdir -p "$out/lib" "$out/include/dds"
cp "$src/src/libdds.so" "$out/lib/"
cp "$src/include/dll.h" "$src/include/portab.h" "$out/include/dds/"
echo "$out"
