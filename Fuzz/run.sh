#!/usr/bin/env bash
# Fuzzes NavMock's input handling with libFuzzer for a bounded time.
#   Fuzz/run.sh [SECONDS] [spec|inputs|icon]     default 600 spec
#   spec:   the spec reader + layout + scene (NavMockCore), Fuzz/SpecFuzzer.swift
#   inputs: spec variants, PNG
#           decoding (CNavMockPNG, whole and reduced) and navmock.json (navmock/ProjectConfig.swift),
#           Fuzz/InputsFuzzer.swift; the first byte of an input picks which
#   icon:   SVG icons through IconCheck (NavMockRender/Cairo/IconCheck.swift, libxml2) and, when it
#           accepts them, drawn by librsvg (Fuzz/IconFuzzer.swift, Fuzz/icon_draw.c); seeded at
#           run time with the installed icon sets' files (bootstrap-icons, Phosphor), never committed
# See Fuzz/README.md. Not part of CI. Seeds: the Templates, the test fixtures and the bad-input catalogue (and, for
# inputs, the small PNGs of the fixtures
# and an interlaced PNG made here).
# Crashes are written to Fuzz/crashes/ (git-ignored); each one becomes a catalogue case and a fix.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
target=${2:-spec}
work=Fuzz/corpus-work-$target; mkdir -p "$work" Fuzz/crashes .build/fuzz
lib=.build/fuzz/libNavMockCore.a
if [ "$target" != icon ] && { [ ! -f "$lib" ] || [ -n "$(find Sources/NavMockCore -newer "$lib" -name '*.swift' | head -1)" ]; }; then
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name NavMockCore \
    $(find Sources/NavMockCore -name '*.swift' | sort) -emit-library -static -o "$lib" \
    -emit-module -emit-module-path .build/fuzz/NavMockCore.swiftmodule 2>&1 | grep -v warning || true
fi
seeds=$(mktemp -d)
case "$target" in
  spec)
    bin=.build/fuzz/spec-fuzzer
    if [ ! -x "$bin" ] || [ "$lib" -nt "$bin" ] || [ Fuzz/SpecFuzzer.swift -nt "$bin" ]; then
      swiftc -O -sanitize=fuzzer,address -parse-as-library -I .build/fuzz Fuzz/SpecFuzzer.swift "$lib" -o "$bin"
    fi
    find Templates Fixtures -name '*.json' -size -64k -exec cp {} "$seeds/" \; 2>/dev/null || true
    dict=Fuzz/spec.dict ;;
  inputs)
    bin=.build/fuzz/inputs-fuzzer
    if [ ! -x "$bin" ] || [ "$lib" -nt "$bin" ] || [ Fuzz/InputsFuzzer.swift -nt "$bin" ] \
       || [ Sources/CNavMockPNG/navmock_png.c -nt "$bin" ] \
       || [ Sources/navmock/ProjectConfig.swift -nt "$bin" ]; then
      clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CNavMockPNG/include \
        -c Sources/CNavMockPNG/navmock_png.c -o .build/fuzz/navmock_png.o
      swiftc -O -sanitize=fuzzer,address -parse-as-library -I .build/fuzz \
        -import-objc-header Sources/CNavMockPNG/include/navmock_png.h Fuzz/InputsFuzzer.swift \
        Sources/navmock/ProjectConfig.swift "$lib" .build/fuzz/navmock_png.o -lpng16 -ldeflate -o "$bin"
    fi
    # 0 or 1: a spec with variants.
    n=0
    for f in $(grep -l '"variants"' -r Templates Fixtures --include='*.json' 2>/dev/null | head -100); do
      { printf '\x01'; head -c 8000 "$f"; } > "$seeds/variants-$n"; n=$((n+1))
    done
    # 2: a PNG, after five bytes that pick the reduction factor and the part.
    for f in $(find Fixtures Templates -name '*.png' -size -16k 2>/dev/null | head -40); do
      { printf '\x02\x03\x00\x00\x00\x00'; cat "$f"; } > "$seeds/png-$n"; n=$((n+1))
    done
    # 3: a navmock.json (the documented example, and each key alone, valid and not).
    for c in '{"formats":["png","svg"],"scales":[2,3],"comparison":{"channelTolerance":1,"threshold":0.1,"maxDiffPixels":0,"maxDiffPixelRatio":0.001,"ignoreAntialiasing":false},"record":"missing","check":{"ignore":["tab-bar.item-count"]},"exclude":["drafts/**"],"fonts":["fonts/Brand.otf"]}' \
             '{"scales":[0,17,1e400]}' '{"formats":["gif"]}' '{"record":"sometimes"}' '{"comparison":{"treshold":2}}' \
             '{"fonts":["../../x.otf"]}' '{"exclude":"*"}' '{"check":{"ignore":[1]}}' '{"$schema":"x","colour":1}'; do
      { printf '\x03'; printf '%s' "$c"; } > "$seeds/config-$n"; n=$((n+1))
    done
    python3 - "$seeds/png-interlaced" <<'PY'
import struct, sys, zlib
w, h = 37, 23
raw = b""
for x0, y0, dx, dy in [(0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)]:
    if x0 >= w or y0 >= h: continue
    for y in range(y0, h, dy):
        raw += b"\0" + b"".join(bytes([x * 7 % 256, y * 11 % 256, 90, 200]) for x in range(x0, w, dx))
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 1)) \
    + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(b"\x02\x02\x00\x00\x00\x00" + png)
PY
    dict=Fuzz/inputs.dict ;;
  icon)
    bin=.build/fuzz/icon-fuzzer
    srcs="Fuzz/IconFuzzer.swift Sources/NavMockRender/Cairo/IconCheck.swift Sources/NavMockRender/IconComplexity.swift Sources/NavMockRender/IconGeometry.swift Sources/NavMockRender/SVG/IconTree.swift"
    csrcs="Sources/CNavMockXML/navmock_xml.c Sources/CNavMockRsvg/navmock_rsvg.c Fuzz/icon_draw.c"
    if [ ! -x "$bin" ] || [ -n "$(find $srcs $csrcs Sources/CNavMockXML/include Sources/CNavMockRsvg/include Fuzz/icon_draw.h -newer "$bin" | head -1)" ]; then
      # libxml2's declarations are checked against its headers (libxml2-dev) here.
      mkdir -p .build/fuzz/CNavMockXML
      printf 'module CNavMockXML {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CNavMockXML/include/navmock_xml.h" \
        > .build/fuzz/CNavMockXML/module.modulemap
      cflags="-O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CNavMockXML/include -I Sources/CNavMockRsvg/include"
      clang $cflags -DNAVMOCK_XML_SYSTEM_HEADERS $(pkg-config --cflags libxml-2.0) -c Sources/CNavMockXML/navmock_xml.c -o .build/fuzz/navmock_xml.o
      clang $cflags $(pkg-config --cflags cairo gobject-2.0) -c Sources/CNavMockRsvg/navmock_rsvg.c -o .build/fuzz/navmock_rsvg.o
      clang $cflags $(pkg-config --cflags cairo gobject-2.0) -c Fuzz/icon_draw.c -o .build/fuzz/icon_draw.o
      swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name IconFuzz -I .build/fuzz/CNavMockXML \
        -import-objc-header Fuzz/icon_draw.h $srcs .build/fuzz/navmock_xml.o .build/fuzz/navmock_rsvg.o .build/fuzz/icon_draw.o \
        $(pkg-config --libs cairo gobject-2.0) -o "$bin"
    fi
    # Every bootstrap icon, every Phosphor icon of two weights, the repository's own icons (good
    # and bad), copied into the temporary seed folder: the sets are never committed.
    n=0
    for f in Fixtures/specs/icons/*.svg Fixtures/bad/icons/*.svg /usr/share/bootstrap-icons/svg/*.svg \
             /usr/local/share/navmock/phosphor/py_phosphor_icons/svgs/flat/regular/*.svg \
             /usr/local/share/navmock/phosphor/py_phosphor_icons/svgs/flat/duotone/*.svg; do
      [ -f "$f" ] || continue
      head -c 16384 "$f" > "$seeds/icon-$n"; n=$((n+1))
    done
    echo "icon seeds: $n files" >&2
    [ "$n" -gt 100 ] || echo "warning: the icon sets are not installed (apt-get install bootstrap-icons; Phosphor: see the README); few seeds" >&2
    dict=Fuzz/icon.dict ;;
  *) echo "unknown target $target (spec, inputs or icon)" >&2; exit 64 ;;
esac
# -timeout is wall-clock: on a shared machine at nice 19 a unit of 0.3 s (unknown symbols, whose
# suggestions search the whole table under ASan) was seen to wait over 10 s; a real hang still stops at 60.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# icon: leaks inside librsvg, glib and fontconfig (caches kept for the process) are not findings.
extra=()
if [ "$target" = icon ]; then extra=(-detect_leaks=0); export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"; fi
exec "$bin" "$work" "$seeds" -max_total_time="$seconds" -max_len=16384 -timeout=60 -rss_limit_mb=2048 \
  -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 -dict="$dict" "${extra[@]}"
