#!/usr/bin/env bash
# scripts/setup.sh [--no-install] [--no-build] [--prefix DIR]
#
# Installs what NavMock needs on Debian 12 with a Swift 6 toolchain and builds the `navmock`
# binary at .build/release/navmock. The README's Quick start and .ci/run both call this script,
# so the set-up a newcomer follows is the one CI tests.
#
#   1. the Debian packages of apt-packages.txt (Cairo, Pango, librsvg, libpng, libdeflate,
#      fontconfig, FreeType, the fonts, bootstrap-icons, pip; Chromium and Inkscape, which the
#      SVG and HTML tests open their outputs in);
#   2. the Phosphor icon set from PyPI (py-phosphor-icons 0.1.1), into its own folder with
#      `pip install --target`, so the system's Python packages are untouched;
#   3. a release build with the flags that make each `navmock` process start sooner (why each
#      flag, and what it buys, measured: Benchmarks/README.md, "Build flags").
#
#   4. with `--prefix DIR`, installs the binary as DIR/bin/navmock and the Templates as
#      DIR/share/navmock/Templates, where the binary finds them (README, "Installing").
#
# Run as root, or as a user who may use sudo. `--no-install` skips steps 1 and 2 (a machine that
# already has them); `--no-build` skips step 3 (a CI job that reuses a binary built once needs
# only the packages; with `--prefix`, the binary already in .build/release is installed). The
# Dockerfile and docs/ci.md call this script too. Exits non-zero on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

install=1 build=1 prefix=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-install) install=0 ;;
    --no-build) build=0 ;;
    --prefix) [ $# -ge 2 ] || { echo "scripts/setup.sh: --prefix needs a folder" >&2; exit 64; }; prefix=$2; shift ;;
    *) echo "usage: scripts/setup.sh [--no-install] [--no-build] [--prefix DIR]" >&2; exit 64 ;;
  esac
  shift
done

if [ "$install" -eq 1 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  xargs -a apt-packages.txt $sudo apt-get install -y -qq --no-install-recommends >/dev/null
  $sudo python3 -m pip install -q --target /usr/local/share/navmock/phosphor py-phosphor-icons==0.1.1
fi

# The build flags (Benchmarks/README.md, "Build flags"): the Swift runtime linked in, a
# position-dependent executable, and generic metadata reached through accessors.
if [ "$build" -eq 1 ]; then
  swift build -c release --product navmock \
    --static-swift-stdlib \
    -Xlinker -no-pie \
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
    2>&1 | tail -n 3
  test -x .build/release/navmock
fi

if [ -n "$prefix" ]; then
  test -x .build/release/navmock || { echo "scripts/setup.sh: no .build/release/navmock to install; build it first" >&2; exit 66; }
  install -D -m 755 .build/release/navmock "$prefix/bin/navmock"
  rm -rf "$prefix/share/navmock/Templates"
  mkdir -p "$prefix/share/navmock"
  cp -R Templates "$prefix/share/navmock/Templates"
  echo "installed $prefix/bin/navmock and $prefix/share/navmock/Templates"
fi
