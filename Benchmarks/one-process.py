#!/usr/bin/env python3
"""Goal 1 of issue 20 on a shared machine: runs two navmock builds and rsvg-convert in turn, ROUNDS
times (the commands alternate, so a burst of load from other processes hits all of them alike), and
prints per command the median wall time, the minimum, the median CPU time (user + system of the
process and its threads, from wait4) and the ratio to `rsvg-convert -z 3` of the classic bar's SVG.

    Benchmarks/one-process.py OLD_NAVMOCK NEW_NAVMOCK [ROUNDS]     (default 20 rounds, 2 warm-up)

Writes its specs (the example bar of measure.sh, classic and Liquid Glass) to a scratch folder.
"""
import os, statistics, subprocess, sys, tempfile, time

old, new = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
t = tempfile.mkdtemp(prefix="navmock-one-")
bar = ('"device":"iPhone 17 Pro","tabBar":{"items":[{"title":"World Clock","image":"globe"},'
       '{"title":"Alarms","image":"alarm","badgeValue":"3"},{"title":"Stopwatch","image":"stopwatch"},'
       '{"title":"Timers","image":"timer"}],"selectedIndex":1}')
open(f"{t}/glass.json", "w").write("{" + bar + "}")
open(f"{t}/classic.json", "w").write('{"osVersion":"18",' + bar + "}")
subprocess.run([new, "render", f"{t}/classic.json", "--format", "svg", "-o", t], check=True, capture_output=True)
png = lambda n, spec, *more: [n, "render", f"{t}/{spec}.json", "--format", "png", "--scale", "3", "-o", f"{t}/out", *more]
cmds = {"rsvg-convert -z 3 (classic SVG)": ["rsvg-convert", "-z", "3", f"{t}/classic.svg", "-o", f"{t}/r.png"]}
for label, n in (("old", old), ("new", new)):
    cmds[f"{label} classic"] = png(n, "classic")
    cmds[f"{label} glass"] = png(n, "glass")
    cmds[f"{label} classic --no-check"] = png(n, "classic", "--no-check")
    cmds[f"{label} --version"] = [n, "--version"]
cmds["rsvg-convert --version"] = ["rsvg-convert", "--version"]

def busy():
    with open("/proc/stat") as f: p = list(map(int, f.readline().split()[1:]))
    return sum(p[:3]) + sum(p[5:8]), sum(p[:8])

res = {k: [] for k in cmds}
null = os.open(os.devnull, os.O_WRONLY)
b0 = busy()
for i in range(rounds + 2):
    for k, c in cmds.items():
        start = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            os.dup2(null, 1); os.dup2(null, 2); os.execvp(c[0], c)
        _, status, ru = os.wait4(pid, 0)
        if status != 0: sys.exit(f"{k} failed: {status}")
        if i >= 2: res[k].append(((time.perf_counter() - start) * 1000, (ru.ru_utime + ru.ru_stime) * 1000))
b1 = busy()
print(f"{rounds} rounds; machine: {(b1[0] - b0[0]) / (b1[1] - b0[1]) * os.cpu_count():.2f} of {os.cpu_count()} cores busy (these runs included)")
ref = statistics.median(w for w, _ in res["rsvg-convert -z 3 (classic SVG)"])
for k, v in res.items():
    w = statistics.median(x for x, _ in v)
    print(f"  {k:32} median {w:6.1f} ms  min {min(x for x, _ in v):6.1f}  CPU {statistics.median(c for _, c in v):6.1f}  {w / ref:5.2f}× rsvg-convert")
