#!/usr/bin/env python3
"""Issue 37's latency of `navmock serve`: a spec saved (renamed into place, as editors do) → the
page in headless Chromium has loaded the new image. Over EDITS edits each of the example bar of
measure.sh as iPhone Liquid Glass @3x (iOS 26, iPhone 17 Pro) and as a classic bar (iOS 18), one
page open per spec. The save time is taken just before the rename, the load time in the page
(Date.now() in the image's onload, the same clock); prints p50, p95, min and max in ms.

    Benchmarks/serve-latency.py NAVMOCK [EDITS]      (a release build; default 50 edits)
"""
import os, statistics, subprocess, sys, tempfile, time
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from cdp import Chromium, save_by_renaming

navmock = os.path.abspath(sys.argv[1])
edits = int(sys.argv[2]) if len(sys.argv) > 2 else 50
t = tempfile.mkdtemp(prefix="navmock-serve-")
bar = ('"device":"iPhone 17 Pro","tabBar":{"items":[{"title":"World Clock","image":"globe"},'
       '{"title":"Alarms","image":"alarm","badgeValue":"BADGE"},{"title":"Stopwatch","image":"stopwatch"},'
       '{"title":"Timers","image":"timer"}],"selectedIndex":1}')
specs = {"glass": "{" + bar + "}", "classic": '{"osVersion":"18",' + bar + "}"}
for name, text in specs.items():
    open(f"{t}/{name}.json", "w").write(text.replace("BADGE", "0"))

server = subprocess.Popen([navmock, "serve", "glass.json", "classic.json"], cwd=t, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
line = server.stdout.readline()
port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
chromium = Chromium()
try:
    for index, name in enumerate(specs):
        chromium.open(f"http://127.0.0.1:{port}/spec/{index}")
        chromium.wait("!!document.querySelector('img.mock') && document.querySelector('img.mock').complete")
        version = 1
        times = []
        for k in range(1, edits + 3):
            version += 1
            text = specs[name].replace("BADGE", str(k))
            saved = time.time() * 1000
            save_by_renaming(f"{t}/{name}.json", text)
            chromium.wait(f"document.body.dataset.version === '{version}'", every=0.01)
            loaded = float(chromium.eval("document.body.dataset.loadedAt"))
            if k > 2:   # two warm-up edits
                times.append(loaded - saved)
            time.sleep(0.05)
        times.sort()
        p95 = times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]
        label = "iPhone Liquid Glass @3x" if name == "glass" else "classic bar (iOS 18) @3x"
        print(f"{label:28s} p50 {statistics.median(times):6.1f} ms   p95 {p95:6.1f} ms   min {times[0]:6.1f}   max {times[-1]:6.1f}   ({len(times)} edits)")
finally:
    chromium.close()
    server.send_signal(2)
    server.wait(timeout=30)
