#!/usr/bin/env bash
# Benchmarks/compare-outputs.sh NAVMOCK OLD NEW
# Compares two folders written by outputs.sh: PNGs by their decoded pixels (`navmock diff
# --channel-tolerance 0`, so a different zlib stream with the same pixels is the same), SVG, PDF
# and layout dumps byte for byte. Prints every file that differs or exists on one side only, then
# the counts; exits 1 when anything differs.
set -u
bin=$1; old=$2; new=$3
bad=0; png=0; other=0
list() { (cd "$1" && find . -type f -not -name errors.txt -not -name COMMIT | sort); }
while read -r f; do echo "only on one side: $f"; bad=$((bad + 1)); done < <(comm -3 <(list "$old") <(list "$new"))
while read -r f; do
  case "$f" in
    *.png) png=$((png + 1))
           "$bin" diff "$old/$f" "$new/$f" --channel-tolerance 0 >/dev/null 2>&1 || { echo "pixels differ: $f"; bad=$((bad + 1)); } ;;
    *)     other=$((other + 1))
           cmp -s "$old/$f" "$new/$f" || { echo "bytes differ: $f"; bad=$((bad + 1)); } ;;
  esac
done < <(comm -12 <(list "$old") <(list "$new"))
echo "compared $png PNGs and $other SVG/PDF/layout files: $bad differ"
[ "$bad" -eq 0 ]
