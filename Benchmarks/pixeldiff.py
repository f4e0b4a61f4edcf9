#!/usr/bin/env python3
"""pixeldiff.py OLD NEW: the largest per-channel difference (0-255) of the decoded pixels of every
PNG present in both folders (as written by Benchmarks/outputs.sh or `navmock render`), the number
of pixels that differ at all and by more than 2 levels, worst files first. SVGs are compared after
rasterising both with `rsvg-convert -z 2` (when it is installed). Needs Pillow and NumPy."""
import os, subprocess, sys, tempfile
import numpy as np
from PIL import Image

old, new = sys.argv[1], sys.argv[2]
rows = []
tmp = tempfile.mkdtemp()

def load(path):
    return np.asarray(Image.open(path).convert("RGBA"), dtype=np.int16)

def raster(svg, tag):
    out = os.path.join(tmp, tag + ".png")
    subprocess.run(["rsvg-convert", "-z", "2", svg, "-o", out], check=True)
    return out

for dp, _, fs in os.walk(new):
    for f in fs:
        rel = os.path.relpath(os.path.join(dp, f), new)
        a, b = os.path.join(old, rel), os.path.join(new, rel)
        if not os.path.exists(a) or not (f.endswith(".png") or f.endswith(".svg")):
            continue
        if f.endswith(".svg"):
            try:
                a, b = raster(a, "a"), raster(b, "b")
            except (OSError, subprocess.CalledProcessError):
                continue
        ia, ib = load(a), load(b)
        if ia.shape != ib.shape:
            rows.append((999, -1, -1, rel)); continue
        d = np.abs(ia - ib).max(axis=2)
        rows.append((int(d.max()), int((d > 0).sum()), int((d > 2).sum()), rel))
rows.sort(reverse=True)
print(f"{'max':>4} {'pixels≠':>9} {'pixels>2':>9}  file")
for r in rows:
    if r[0] > 0:
        print(f"{r[0]:4} {r[1]:9} {r[2]:9}  {r[3]}")
same = sum(1 for r in rows if r[0] == 0)
print(f"{len(rows)} images compared ({same} identical); largest difference {rows[0][0] if rows else 0} levels")
