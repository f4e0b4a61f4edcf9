#!/usr/bin/env bash
# Fuzzes the spec reader + layout + scene (NavMockCore) with libFuzzer for a bounded time.
#   Fuzz/run.sh [SECONDS]        default 600
# Not part of CI. Seeds: the Templates, the test fixtures and the bad-input catalogue.
# Crashes are written to Fuzz/crashes/ (git-ignored); each one becomes a catalogue case and a fix.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
work=Fuzz/corpus-work; mkdir -p "$work" Fuzz/crashes
bin=.build/fuzz/spec-fuzzer
mkdir -p .build/fuzz
if [ ! -x "$bin" ] || [ -n "$(find Sources/NavMockCore Fuzz/SpecFuzzer.swift -newer "$bin" -name '*.swift' | head -1)" ]; then
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name NavMockCore \
    $(find Sources/NavMockCore -name '*.swift' | sort) -emit-library -static -o .build/fuzz/libNavMockCore.a \
    -emit-module -emit-module-path .build/fuzz/NavMockCore.swiftmodule 2>&1 | grep -v warning || true
  swiftc -O -sanitize=fuzzer,address -parse-as-library -I .build/fuzz Fuzz/SpecFuzzer.swift \
    .build/fuzz/libNavMockCore.a -o "$bin"
fi
seeds=$(mktemp -d)
find Templates Fixtures -name '*.json' -size -64k -exec cp {} "$seeds/" \; 2>/dev/null || true
exec "$bin" "$work" "$seeds" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 -dict=Fuzz/spec.dict
