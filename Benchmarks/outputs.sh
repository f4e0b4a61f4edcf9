#!/usr/bin/env bash
# Benchmarks/outputs.sh NAVMOCK OUTDIR
# Renders every Template and Fixture spec with the binary NAVMOCK at @1x, @2x and @3x (PNG) plus
# SVG and PDF, and writes every `navmock layout` dump, into OUTDIR (emptied first). Run from the
# repository's root. Two such folders, made by two builds, are compared by compare-outputs.sh:
# that is how a change that must not move pixels is checked.
set -u
bin=$1; out=$2
rm -rf "$out"; mkdir -p "$out"
for d in Templates Fixtures/specs Fixtures/snapshots; do
  "$bin" render "$d" -o "$out/$d" --format png,svg,pdf --scale 1,2,3 --no-check --quiet 2>>"$out/errors.txt"
  find "$d" -name '*.json' -not -path '*/__snapshots__/*' | sort | while read -r f; do
    mkdir -p "$out/layout/$(dirname "$f")"
    "$bin" layout "$f" > "$out/layout/$f" 2>/dev/null
  done
done
echo "$(find "$out" -type f -not -name errors.txt | wc -l) files in $out"
