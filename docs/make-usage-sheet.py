#!/usr/bin/env python3
"""Draws docs/symbols-top100.png: the 100 most used names of Fixtures/symbol-usage as NavMock draws
them in a tab bar, each with its rank, name and number of uses.

    python3 docs/make-usage-sheet.py .build/debug/navmock docs/symbols-top100.png [COUNT]

Reads Fixtures/symbol-usage/tab-bar-symbols.tsv (most used first), writes one spec per five names
(a classic iOS 18 bar on an iPhone 16, every item in black, titled with its rank) into a temporary
folder, renders them with the given navmock at @3x (`--missing-symbols placeholder`, so a name
NavMock refuses shows as its placeholder, marked "refused"), takes each icon's frame from
`navmock layout`, and lays the icons out ten to a row with their captions in an SVG that
rsvg-convert (Debian librsvg2-bin) turns into the PNG. The glyphs are NavMock's own pixels; only
the captions are drawn by rsvg-convert.
"""
import base64, json, os, subprocess, sys, tempfile
from xml.sax.saxutils import escape

navmock, out = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 100
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

names = []  # (rank, name, uses)
for line in open(os.path.join(root, "Fixtures/symbol-usage/tab-bar-symbols.tsv")):
    if not line.strip() or line.startswith("#"):
        continue
    name, uses = line.split("\t")[:2]
    names.append((len(names) + 1, name, int(uses)))
names = names[:count]

known = set()
for line in subprocess.run([navmock, "list", "symbols"], capture_output=True, text=True, check=True).stdout.splitlines()[1:]:
    if line.split():
        known.add(line.split()[0])

SCALE, PER_SPEC, COLS, CELL_W, CELL_H, ICON = 3, 5, 10, 132, 104, 56
with tempfile.TemporaryDirectory() as tmp:
    specs = os.path.join(tmp, "specs")
    os.makedirs(specs)
    chunks = [names[i:i + PER_SPEC] for i in range(0, len(names), PER_SPEC)]
    for k, chunk in enumerate(chunks):
        spec = {"device": "iPhone 16", "osVersion": "18", "backdrop": {"content": "plain"},
                "tabBar": {"items": [{"title": str(r), "image": n} for r, n, _ in chunk],
                           "tintColor": "#000000", "unselectedItemTintColor": "#000000"}}
        with open(os.path.join(specs, "s%02d.json" % k), "w") as f:
            json.dump(spec, f)
    subprocess.run([navmock, "render", specs, "-o", os.path.join(tmp, "png"), "--format", "png", "--scale", str(SCALE),
                    "--missing-symbols", "placeholder", "--quiet", "--no-check"], check=True)
    cells = []  # (rank, name, uses, png bytes, canvas frame, icon frame)
    for k, chunk in enumerate(chunks):
        layout = json.loads(subprocess.run([navmock, "layout", os.path.join(specs, "s%02d.json" % k), "--missing-symbols", "placeholder"],
                                           capture_output=True, text=True, check=True).stdout)
        icons = {}
        def walk(n):
            if n.get("role") == "tabBar.item.icon":
                icons[n["index"]] = n["frame"]
            for c in n.get("children", []):
                walk(c)
        walk(layout)
        png = open(os.path.join(tmp, "png", "s%02d@%dx.png" % (k, SCALE)), "rb").read()
        for i, (r, n, u) in enumerate(chunk):
            cells.append((r, n, u, png, layout["frame"], icons[i]))

    rows = (len(cells) + COLS - 1) // COLS
    width, height = COLS * CELL_W + 20, rows * CELL_H + 50
    svg = ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="%d" height="%d">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="10" y="24" font-family="DejaVu Sans" font-size="15" font-weight="bold">The %d most used SF Symbols names of '
           'Fixtures/symbol-usage, as NavMock draws them (classic iOS 18 bar, @%dx)</text>' % (len(cells), SCALE)]
    for j, (r, n, u, png, canvas, icon) in enumerate(cells):
        x0, y0 = 10 + (j % COLS) * CELL_W, 40 + (j // COLS) * CELL_H
        m = 4.0  # points of margin around the icon's frame
        vx, vy = (icon["x"] - canvas["x"] - m) * SCALE, (icon["y"] - canvas["y"] - m) * SCALE
        vw, vh = (icon["width"] + 2 * m) * SCALE, (icon["height"] + 2 * m) * SCALE
        data = base64.b64encode(png).decode()
        svg.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#ddd"/>' % (x0 + (CELL_W - ICON) // 2 - 1, y0 - 1, ICON + 2, ICON + 2))
        svg.append('<svg x="%d" y="%d" width="%d" height="%d" viewBox="%g %g %g %g"><image width="%g" height="%g" xlink:href="data:image/png;base64,%s"/></svg>'
                   % (x0 + (CELL_W - ICON) // 2, y0, ICON, ICON, vx, vy, vw, vh, canvas["width"] * SCALE, canvas["height"] * SCALE, data))
        colour = "#000" if n in known else "#c00"
        label = "%d. %s" % (r, n)
        size = 11 if len(label) <= 20 else max(7, int(11 * 20 / len(label)))
        svg.append('<text x="%d" y="%d" font-family="DejaVu Sans" font-size="%d" text-anchor="middle" fill="%s">%s</text>'
                   % (x0 + CELL_W // 2, y0 + ICON + 16, size, colour, escape(label)))
        note = "%d use%s" % (u, "" if u == 1 else "s") + ("" if n in known else ", via grammar or refused")
        svg.append('<text x="%d" y="%d" font-family="DejaVu Sans" font-size="9" text-anchor="middle" fill="#666">%s</text>'
                   % (x0 + CELL_W // 2, y0 + ICON + 29, escape(note)))
    svg.append("</svg>")
    sheet = os.path.join(tmp, "sheet.svg")
    open(sheet, "w").write("\n".join(svg))
    subprocess.run(["rsvg-convert", sheet, "-o", out], check=True)
print("wrote", out, "(%d names)" % len(cells))
