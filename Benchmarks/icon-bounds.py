#!/usr/bin/env python3
"""How long the costliest icons IconCheck still accepts take to draw (issue 35 item 1).

    python3 Benchmarks/icon-bounds.py [NAVMOCK]        default .build/debug/navmock

For each family of worst case (long random lines, cubics across the box, stacked near-full
circles, strokes at the width bound, filled and stroked, round joins) it finds by bisection the
largest icon `NAVMOCK render` accepts (exit 0; 65 is a refusal), then draws it with librsvg into a
1,024-pixel box (the 64 pt icon at scale 16, IconGeometry.boxPixels) with the stylesheet NavMock
uses (Benchmarks/icon-draw-time.c, built here with cc) and prints the time and peak memory. Not a
test: the figures depend on the machine. Needs librsvg2-dev and libcairo2-dev.
"""
import os, random, subprocess, sys, tempfile

navmock = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/navmock"
here = os.path.dirname(os.path.abspath(__file__))
work = tempfile.mkdtemp(prefix="icon-bounds-")
drawer = os.path.join(work, "icon-draw-time")
flags = subprocess.run(["pkg-config", "--cflags", "--libs", "librsvg-2.0", "cairo"], capture_output=True, text=True, check=True).stdout.split()
subprocess.run(["cc", "-O2", os.path.join(here, "icon-draw-time.c"), "-o", drawer] + flags, check=True)
os.makedirs(os.path.join(work, "icons"))
with open(os.path.join(work, "spec.json"), "w") as f:
    f.write('{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Icon","image":"icons/i.svg"}]}}')

# One unit of the 16-unit view box is 64 px in the 1,024 px box.
def icon(family, n, seed=1):
    rnd = random.Random(seed)
    u = lambda: rnd.uniform(0, 16)
    kind, stroke_px = family
    parts = ["M8 8"]
    for _ in range(n):
        if kind == "lines": parts.append("L%.2f %.2f" % (u(), u()))
        elif kind == "cubics": parts.append("C%.2f %.2f %.2f %.2f %.2f %.2f" % (u(), u(), u(), u(), u(), u()))
        elif kind.startswith("circles"):
            r = float(kind.split("-")[1]) / 64
            parts.append("a%g %g 0 1 1 %.2f %.2f" % (r, r, rnd.uniform(-0.05, 0.05), rnd.uniform(-0.05, 0.05)))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="%s" fill="#000" stroke="#000" '
            'stroke-width="%g" stroke-linejoin="round" stroke-linecap="round"/></svg>' % ("".join(parts), stroke_px / 64))

def accepted(svg):
    with open(os.path.join(work, "icons", "i.svg"), "w") as f: f.write(svg)
    r = subprocess.run([navmock, "render", os.path.join(work, "spec.json"), "-o", os.path.join(work, "out.png")], capture_output=True, text=True)
    if r.returncode not in (0, 65): sys.exit("navmock render: exit %d: %s" % (r.returncode, r.stderr))
    return r.returncode == 0, r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ""

families = [("lines", 64), ("lines", 2048), ("cubics", 64), ("cubics", 1), ("circles-100", 64), ("circles-500", 64), ("circles-100", 2048)]
print("family              stroke  pieces  draw time  peak RSS   (refused one more: why)")
for fam in families:
    lo, hi = 1, 4096
    while lo < hi:  # largest n accepted
        mid = (lo + hi + 1) // 2
        if accepted(icon(fam, mid))[0]: lo = mid
        else: hi = mid - 1
    why = accepted(icon(fam, lo + 1))[1]
    path = os.path.join(work, "worst.svg")
    with open(path, "w") as f: f.write(icon(fam, lo))
    out = subprocess.run([drawer, path, "1024"], capture_output=True, text=True, check=True).stdout.split()
    # "<file> ok=1 T s maxrss M MB covered P%"
    print("%-18s %6d px %6d %8s s %6s MB   (%s)" % (fam[0] + ("" if "-" not in fam[0] else " px"), fam[1], lo, out[2], out[5], why.split("refused: ")[-1][:90]))
