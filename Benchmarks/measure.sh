#!/usr/bin/env bash
# Measures the goals of issue 20 in one run and prints each as a ratio (Benchmarks/README.md,
# "Issue 20: the goals as ratios"). Ratios hold across machines and days; absolute times do not.
# Run it on an otherwise idle machine: every section prints how busy other processes kept it.
#
#   swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --product navmock
#   swift build -c release --product navmock-bench
#   Benchmarks/measure.sh [--quick]          # --quick: fewer runs, a rough picture in ≈ 4 minutes
#   Benchmarks/measure.sh --batches          # only goal 6's batches of 10, 100 and 1,000 specs (≈ 1 minute)
#
# Environment: NAVMOCK (default .build/release/navmock), NAVMOCK_BENCH (default
# .build/release/navmock-bench), KEEP=1 keeps the scratch folder (printed at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
NAVMOCK=${NAVMOCK:-.build/release/navmock}
BENCH=${NAVMOCK_BENCH:-.build/release/navmock-bench}
RUNS=30; WARM=5; BATCH_RUNS=5; ITER=30; TPL_ITER=5; BATCHES="10 100 1000"; ONLY_BATCHES=0
if [ "${1:-}" = "--quick" ]; then RUNS=10; WARM=2; BATCH_RUNS=2; ITER=10; TPL_ITER=3; fi
if [ "${1:-}" = "--batches" ]; then ONLY_BATCHES=1; fi
for tool in hyperfine rsvg-convert python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "measure.sh: $tool is needed" >&2; exit 69; }
done
[ -x "$NAVMOCK" ] && [ -x "$BENCH" ] || { echo "measure.sh: build $NAVMOCK and $BENCH first (see the top of this script)" >&2; exit 69; }
T=$(mktemp -d /tmp/navmock-measure.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$T"' EXIT
export NAVMOCK_TEMPLATES="$PWD/Templates"
# NavMock's cache (icon masks, IconMaskStore) in the scratch folder: it starts empty, and the
# warm-up runs fill it as a user's first render does. Goal 1 is also timed with it off.
export NAVMOCK_CACHE_DIR="$T/cache"

# The example bar of the brief: iOS 26 (Liquid Glass) and 18 (classic), over the default content
# and over a flat colour.
bar='"device":"iPhone 17 Pro","tabBar":{"items":[{"title":"World Clock","image":"globe"},{"title":"Alarms","image":"alarm","badgeValue":"3"},{"title":"Stopwatch","image":"stopwatch"},{"title":"Timers","image":"timer"}],"selectedIndex":1}'
echo "{$bar}" > "$T/glass.json"
echo "{\"osVersion\":\"18\",$bar}" > "$T/classic.json"
echo "{\"backdrop\":{\"color\":\"#FFFFFF\"},$bar}" > "$T/glass-flat.json"
echo "{\"osVersion\":\"18\",\"backdrop\":{\"color\":\"#FFFFFF\"},$bar}" > "$T/classic-flat.json"
"$NAVMOCK" render "$T/classic.json" --format svg -o "$T/svg" 2>/dev/null

# Cores kept busy by everything (not idle) while a command runs, and by the command itself.
busy() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat; }
# hyperfine with the protocol of the issue; prints the command's median (ms) into $T/$1.median.
hf() {
    local name=$1; shift
    local b0; b0=$(busy)
    hyperfine -N --style none "$@" --export-json "$T/$name.json" >/dev/null 2>"$T/$name.err" || { cat "$T/$name.err" >&2; exit 70; }
    local b1; b1=$(busy)
    python3 - "$T/$name.json" "$b0" "$b1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
(b0, t0), (b1, t1) = [map(float, s.split()) for s in sys.argv[2:4]]
cores = __import__("os").cpu_count()
busy = (b1 - b0) / (t1 - t0) * cores if t1 > t0 else 0
ours = sum((r["user"] + r["system"]) * len(r["times"]) for r in d["results"])  # means per run
wall = sum(sum(r["times"]) for r in d["results"])
for r in d["results"]:
    print(f"    {r['median']*1000:9.1f} ms median  (min {r['min']*1000:.1f}, {len(r['times'])} runs)  {r['command']}")
print(f"    machine: {busy:.2f} of {cores} cores busy meanwhile; the commands themselves ≈ {ours / wall if wall else 0:.2f} "
      f"(others ≈ {max(0, busy - ours / wall if wall else 0):.2f})")
PY
}
median() { python3 -c "import json,sys; d=json.load(open('$T/$1.json')); print(d['results'][$2]['median']*1000)"; }
ratio() { python3 -c "print(f'{$1/$2:.2f}')"; }

# Goal 6's batches: N specs (the four example bars cycled, @3x, PNG only) in one process; wall
# time and peak memory, and the "others" load (cores other processes kept busy meanwhile).
batches() {
    echo "  batch (the four example bars, cycled)   specs  check   wall s   ms/image  CPU ms/image  peak MiB  others"
    for n in $BATCHES; do
        rm -rf "$T/batch"; mkdir -p "$T/batch"
        for i in $(seq 1 "$n"); do
            case $((i % 4)) in 0) s=glass;; 1) s=classic;; 2) s=glass-flat;; 3) s=classic-flat;; esac
            cp "$T/$s.json" "$T/batch/b$i.json"
        done
        for check in --no-check ""; do
            rm -rf "$T/batch-out"
            local b0; b0=$(busy)
            out=$( { /usr/bin/time -f "%e %M %U %S" "$NAVMOCK" render "$T/batch" --format png --scale 3 -o "$T/batch-out" $check 2>&1 >/dev/null; } | tail -n 1)
            local b1; b1=$(busy)
            python3 - "$out" "$b0" "$b1" "$n" "${check:-yes}" <<'PY'
import os, sys
s, m, u, k = sys.argv[1].split(); s, m, cpu = float(s), int(m), float(u) + float(k)
(b0, t0), (b1, t1) = [map(float, a.split()) for a in sys.argv[2:4]]
busy = (b1 - b0) / (t1 - t0) * os.cpu_count() if t1 > t0 else 0
n, check = int(sys.argv[4]), "no" if sys.argv[5] == "--no-check" else "yes"
print(f"  {'':38} {n:>6} {check:>6} {s:8.2f} {s * 1000 / n:10.2f} {cpu * 1000 / n:13.2f} {m / 1024:9.0f} {max(0, busy - cpu / s if s else 0):7.2f}")
PY
        done
    done
}

echo "NavMock issue 20 measurements, $(date -u +%FT%TZ), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "  navmock: $NAVMOCK ($(ldd "$NAVMOCK" | grep -c 'libswift\|libFoundation' || true) Swift libraries linked dynamically)"
echo
if [ "$ONLY_BATCHES" = 1 ]; then
    echo "Goal 6. Batches of N specs in one process"
    batches
    echo; echo "done; scratch folder $T$([ "${KEEP:-0}" = 1 ] || echo ' (removed; KEEP=1 keeps it)')"
    exit 0
fi

echo "Goal 1. One process, @3x PNG, against rsvg-convert -z 3 of NavMock's SVG of the classic bar (target ≤ 0.70×)"
hf one --warmup $WARM --runs $RUNS \
    -n rsvg "rsvg-convert -z 3 $T/svg/classic.svg -o $T/rsvg.png" \
    -n classic "$NAVMOCK render $T/classic.json --format png --scale 3 -o $T/one" \
    -n glass "$NAVMOCK render $T/glass.json --format png --scale 3 -o $T/one"
r=$(median one 0)
echo "  goal 1: classic bar $(ratio "$(median one 1)" "$r")×, glass bar $(ratio "$(median one 2)" "$r")× the rsvg-convert process"
echo "  the same with the cache off (NAVMOCK_CACHE_DIR empty: every process loads librsvg and draws the icons):"
NAVMOCK_CACHE_DIR= hf cold --warmup $WARM --runs $RUNS \
    -n rsvg "rsvg-convert -z 3 $T/svg/classic.svg -o $T/rsvg.png" \
    -n classic "$NAVMOCK render $T/classic.json --format png --scale 3 -o $T/one" \
    -n glass "$NAVMOCK render $T/glass.json --format png --scale 3 -o $T/one"
r=$(median cold 0)
echo "  cache off: classic bar $(ratio "$(median cold 1)" "$r")×, glass bar $(ratio "$(median cold 2)" "$r")×"
echo

echo "Goals 2 and 3. In process (navmock-bench, $ITER samples, 1 thread): raster @3x and SVG, blur made anew each sample"
echo "  (goal 2 from the rasters in turn, --alternate: each round rasters the four bars one after another)"
"$BENCH" "$T/glass.json" "$T/glass-flat.json" "$T/classic.json" "$T/classic-flat.json" --iterations $ITER --threads 1 --alternate > "$T/bench-bars.txt"
grep -E '^  (others|date):' "$T/bench-bars.txt" || true
python3 - "$T/bench-bars.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def table(title):
    part = text.split(title, 1)[1].split("\n\n", 1)[0]
    rows = {}
    for line in part.splitlines():
        cells = re.split(r"\s{2,}", line.strip())
        if len(cells) > 4 and not line.strip().startswith("-") and cells[0] != "spec":
            rows[cells[0]] = cells
    return rows
med = lambda c: float(c.split(" / ")[0])
raster = table("Prepare and raster per spec")
enc = table("Encoding per spec")
# In turn, cells: spec, median / p90, ratio to the next.
turn = {}
for line in text.split("Raster in turn", 1)[1].split("\n\n", 1)[0].splitlines():
    cells = re.split(r"\s{2,}", line.strip())
    if len(cells) >= 2 and " / " in cells[1]:
        turn[cells[0]] = cells
for name in ["glass", "classic"]:
    a, b = med(turn[name][1]), med(turn[name + "-flat"][1])
    sa, sb = med(raster[name][5]), med(raster[name + "-flat"][5])
    print(f"  goal 2: {name} bar over list content {a:.2f} ms, over a flat colour {b:.2f} ms: {a / b:.2f}× (target ≤ 1.5×)"
          f"  [the specs one after another: {sa:.2f} / {sb:.2f} ms = {sa / sb:.2f}×]")
for name in ["glass", "classic"]:
    s, r = med(enc[name][9]), med(raster[name][5])
    print(f"  goal 3: {name} bar SVG {s:.2f} ms, PNG raster @3x {r:.2f} ms: {s / r:.2f}× (target for the glass bar ≤ 1.0×)")
others = re.search(r"kept ([0-9.]+) cores busy on average during these per-spec", text)
print(f"  (other processes: {others.group(1) if others else '?'} cores busy during these measurements)")
PY
echo

echo "Goal 4. Batches: all Templates at their default scales, per image, against one rsvg-convert process (target ≤ 0.27×)"
tpl_pngs() { rm -rf "$T/tpl"; "$NAVMOCK" render Templates --format png -o "$T/tpl" 2>/dev/null || true; find "$T/tpl" -name '*.png' | wc -l; }
images=$(tpl_pngs)
hf batch --warmup 1 --runs $BATCH_RUNS \
    -n rsvg "rsvg-convert -z 3 $T/svg/classic.svg -o $T/rsvg.png" \
    -n render "$NAVMOCK render Templates --format png -o $T/tpl" \
    -n gallery "$NAVMOCK gallery Templates -o $T/gal"
gimages=$(find "$T/gal" -name '*.png' | wc -l)
r=$(median batch 0)
peak_render=$( { /usr/bin/time -f %M "$NAVMOCK" render Templates --format png -o "$T/tpl" 2>&1 >/dev/null; } | tail -n 1)
peak_gallery=$( { /usr/bin/time -f %M "$NAVMOCK" gallery Templates -o "$T/gal" 2>&1 >/dev/null; } | tail -n 1)
echo "  goal 4: render: $images PNGs, $(python3 -c "print(f'{$(median batch 1)/$images:.2f}')") ms each = $(ratio "$(median batch 1) / $images" "$r")× rsvg-convert; peak $((peak_render / 1024)) MiB"
echo "          gallery: $gimages PNGs written (images and sheets), $(python3 -c "print(f'{$(median batch 2)/$gimages:.2f}')") ms each = $(ratio "$(median batch 2) / $gimages" "$r")× rsvg-convert; peak $((peak_gallery / 1024)) MiB"
echo

echo "Goal 5. PNG encoding over all Templates @3x (navmock-bench, $TPL_ITER samples; per-Template table in $T/bench-templates.txt)"
"$BENCH" Templates --iterations $TPL_ITER --threads 2 > "$T/bench-templates.txt"
python3 - "$T/bench-templates.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
t = re.search(r"sum of medians over (\d+) specs: .*PNG L1 ([0-9.]+), L1 Sub ([0-9.]+), L1 Up ([0-9.]+), PNG L6\+f ([0-9.]+)", text)
b = re.search(r"sum of bytes: PNG L1 ([0-9,]+), L1 Sub ([0-9,]+), L1 Up ([0-9,]+), PNG L6\+f ([0-9,]+)", text)
n, l1, sub, up, l6 = t.group(1), *map(float, t.groups()[1:])
bl1, bsub, bup, bl6 = (int(x.replace(",", "")) for x in b.groups())
print(f"  {n} Templates: time (sum of medians, ms) L1 {l1:.0f}, L1 Sub {sub:.0f}, L1 Up {up:.0f}, L6+f {l6:.0f}; "
      f"bytes L1 {bl1:,}, Sub {bsub:,}, Up {bup:,}, L6+f {bl6:,}")
for name, tm, by in [("L1 none", l1, bl1), ("L1 Sub", sub, bsub), ("L1 Up", up, bup)]:
    ok = by <= 1.10 * bl6 and tm <= 1.5 * l1
    print(f"  goal 5: {name:8} files {by / bl6:.2f}× level 6's, time {tm / l1:.2f}× level 1 unfiltered "
          f"({'qualifies' if ok else 'does not qualify'}: ≤ 1.10× and ≤ 1.50×)")
others = re.search(r"kept ([0-9.]+) cores busy on average during these per-spec", text)
print(f"  (other processes: {others.group(1) if others else '?'} cores busy during these measurements)")
PY
echo

echo "Goal 6. Scaling: one process per canvas (PNG at the device's scale), and batches of N specs"
echo "  canvas                                       pixels        ms   ms/Mpx  peak MiB"
# spec:scale (0: the device's own); the tvOS screen at @2x is a 4K (3840×2160) canvas.
for item in "$T/glass.json:0" Templates/tab-bars/clock-screen.json:0 Templates/tab-bars/ipad-26-sidebar.json:0 Templates/page-controls/tvos-gallery.json:2; do
    spec=${item%:*}; sc=${item##*:}; scale=""; [ "$sc" = 0 ] || scale="--scale $sc"
    name=$(basename "$spec" .json)
    rm -rf "$T/area"
    hf "area-$name" --warmup 2 --runs $((RUNS / 3 + 1)) -n "$name" "$NAVMOCK render $spec --format png $scale -o $T/area --no-check" > "$T/area-$name.txt"
    size=$(python3 -c "import struct;f=open('$(ls "$T"/area/"$name"@*.png | head -1)','rb').read(24);print(*struct.unpack('>II',f[16:24]))")
    peak=$( { /usr/bin/time -f %M "$NAVMOCK" render "$spec" --format png $scale -o "$T/area" --no-check 2>&1 >/dev/null; } | tail -n 1)
    python3 -c "
w,h=map(int,'$size'.split()); ms=$(median "area-$name" 0)
print(f'  {\"$name\":40} {w:>5}×{h:<5} {ms:9.1f} {ms/(w*h/1e6):8.1f} {$peak/1024:9.0f}')"
done
batches
echo
echo "done; scratch folder $T$([ "${KEEP:-0}" = 1 ] || echo ' (removed; KEEP=1 keeps it)')"
