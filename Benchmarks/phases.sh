#!/usr/bin/env bash
# Where one `navmock render` process spends its time, phase by phase (Benchmarks/README.md,
# "One process, phase by phase"). Needs a navmock built with Benchmarks/phase-trace.patch applied:
#
#   git apply Benchmarks/phase-trace.patch
#   swift build -c release --static-swift-stdlib -Xlinker -no-pie -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --product navmock
#   Benchmarks/phases.sh .build/release/navmock SPEC [RUNS] [render options…]
#   git apply -R Benchmarks/phase-trace.patch
#
# Prints per phase the median over RUNS (default 11) of wall time, CPU time of the main thread and
# CPU time of the whole process (Pango's worker threads included), in ms. On a busy machine trust
# the CPU columns; wall time then includes waiting for a core.
set -euo pipefail
N=$1; SPEC=$2; RUNS=${3:-11}; shift 2; [ $# -gt 0 ] && shift
T=$(mktemp -d /tmp/navmock-phases.XXXXXX); trap 'rm -rf "$T"' EXIT
for i in $(seq "$RUNS"); do
    NAVMOCK_TRACE_PHASES=1 "$N" render "$SPEC" --format png --scale 3 -o "$T/out" "$@" 2>&1 >/dev/null | grep '^phase' > "$T/t$i.txt"
done
python3 - "$T" "$RUNS" <<'PY'
import statistics, sys
d, runs = sys.argv[1], int(sys.argv[2])
rows, order = {}, []
for i in range(1, runs + 1):
    for line in open(f"{d}/t{i}.txt"):
        p = line.split()
        name, v = " ".join(p[1:-3]), list(map(float, p[-3:]))
        if name not in rows: rows[name] = []; order.append(name)
        rows[name].append(v)
if not order: sys.exit("no phase lines: build navmock with Benchmarks/phase-trace.patch applied")
tot = [0.0, 0.0, 0.0]
print(f"{'phase':30} {'wall':>7} {'main CPU':>9} {'all CPU':>8}")
for name in order[1:]:
    m = [statistics.median(r[k] for r in rows[name]) for k in range(3)]
    tot = [a + b for a, b in zip(tot, m)]
    print(f"{name:30} {m[0]:7.2f} {m[1]:9.2f} {m[2]:8.2f}")
print(f"{'sum of medians':30} {tot[0]:7.2f} {tot[1]:9.2f} {tot[2]:8.2f}")
PY
