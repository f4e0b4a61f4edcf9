# Benchmarks/interleaved.py OLD NEW ROUNDS TEMPLATES
# Interleaved timing of two navmock builds: each round runs every command once (old glass bar @3x,
# old classic bar @3x, old `render TEMPLATES`, then the same with NEW), the first two rounds are
# dropped, and the median and minimum of each are printed. Use the same TEMPLATES folder for both
# (the older build's, if the newer one added specs the older cannot read). Each run gets a fresh
# icon-mask cache folder, so both builds start cold and warm up alike.
import os, statistics, subprocess, sys, tempfile, time, resource
old, new, rounds, templates = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
t = tempfile.mkdtemp(prefix="nm-bench-")
bar = ('"device":"iPhone 17 Pro","tabBar":{"items":[{"title":"World Clock","image":"globe"},'
       '{"title":"Alarms","image":"alarm","badgeValue":"3"},{"title":"Stopwatch","image":"stopwatch"},'
       '{"title":"Timers","image":"timer"}],"selectedIndex":1}')
open(f"{t}/glass.json", "w").write("{" + bar + "}")
open(f"{t}/classic.json", "w").write('{"osVersion":"18",' + bar + "}")
cmds = {}
for label, n in (("old", old), ("new", new)):
    cmds[f"{label} glass @3x"] = [n, "render", f"{t}/glass.json", "--format", "png", "--scale", "3", "-o", f"{t}/o-{label}"]
    cmds[f"{label} classic @3x"] = [n, "render", f"{t}/classic.json", "--format", "png", "--scale", "3", "-o", f"{t}/o-{label}"]
    cmds[f"{label} render Templates"] = [n, "render", templates, "-o", f"{t}/T-{label}", "--quiet"]
res = {k: [] for k in cmds}
null = os.open(os.devnull, os.O_WRONLY)
env = dict(os.environ, NAVMOCK_CACHE_DIR=f"{t}/cache")
for i in range(rounds + 2):
    for k, c in cmds.items():
        s = time.perf_counter()
        subprocess.run(c, stdout=null, stderr=null, env=env, check=True)
        if i >= 2: res[k].append((time.perf_counter() - s) * 1000)
for k, v in res.items():
    print(f"{k:28s} median {statistics.median(v):8.1f} ms   min {min(v):8.1f} ms")
