#!/usr/bin/env python3
"""Draws docs/symbols.png: every SF Symbols name NavMock knows, its glyph beside it.

    python3 docs/make-symbols-sheet.py .build/release/navmock docs/symbols.png

Reads the table from `navmock list symbols` (name, SVG file, right-to-left), and the stand-ins
that SF Symbols' naming grammar gives for the names of Fixtures/symbols/tab-bar-symbols.tsv from
`navmock check` (rule symbol.stand-in). Each glyph is the SVG file NavMock draws, in black, with
Phosphor's box narrowed as NavMock narrows it; stand-ins are drawn in blue with the row they
borrow, names that flip in right-to-left are marked "⇆". Needs rsvg-convert (Debian librsvg2-bin).
"""
import json, os, re, subprocess, sys, tempfile
from xml.sax.saxutils import escape

navmock, out = sys.argv[1], sys.argv[2]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

rows = []  # (label, file, colour, rtl)
listing = subprocess.run([navmock, "list", "symbols"], capture_output=True, text=True, check=True).stdout
for line in listing.splitlines()[1:]:
    parts = line.split()
    rows.append((parts[0], parts[1], "#000", len(parts) > 2))

# Stand-ins for the sample's names, as `navmock check` reports them.
sample = [l.split("\t")[0] for l in open(os.path.join(root, "Fixtures/symbols/tab-bar-symbols.tsv"))
          if l.strip() and not l.startswith("#")]
known = {r[0] for r in rows}
pending = [n for n in sample if n not in known]
dirs = {"Bootstrap Icons": None, "Phosphor Icons": None}
for name, path, _, _ in rows:
    if "/svgs/flat/" in path:
        dirs["Phosphor Icons"] = os.path.dirname(os.path.dirname(path))
    else:
        dirs["Bootstrap Icons"] = os.path.dirname(path)
with tempfile.TemporaryDirectory() as tmp:
    for i in range(0, len(pending), 60):
        items = [{"title": "x", "image": n} for n in pending[i:i + 60]]
        spec = os.path.join(tmp, f"s{i}.json")
        json.dump({"tabBar": {"items": items}}, open(spec, "w"))
        res = subprocess.run([navmock, "check", spec], capture_output=True, text=True)
        for line in (res.stdout + res.stderr).splitlines():
            m = re.search(r'"([^"]+)" has no icon of its own: drawn with the icon of "([^"]+)" \((Bootstrap Icons|Phosphor Icons) ([^)]+)\)', line)
            if not m:
                continue
            name, row, source, file = m.groups()
            base = dirs[source]
            rel = file + ".svg" if source == "Bootstrap Icons" else ("fill/" if file.endswith("-fill") else "regular/") + file + ".svg"
            rows.append((f"{name} → {row}", os.path.join(base, rel), "#0040DD", False))

cols, cw, ch, icon = 8, 230, 30, 22
height = ((len(rows) + cols - 1) // cols) * ch + 40
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{cols * cw}" height="{height}">',
       f'<rect width="100%" height="100%" fill="#fff"/>',
       f'<text x="8" y="24" font-family="DejaVu Sans" font-size="14">NavMock symbols: {len(rows)} names '
       f'(black: a row of the table; blue: a stand-in by the naming grammar; ⇆: flips in right-to-left)</text>']
for i, (label, path, colour, rtl) in enumerate(rows):
    x, y = (i % cols) * cw + 6, (i // cols) * ch + 40
    body = open(path).read()
    vb = re.search(r'viewBox="([^"]+)"', body).group(1)
    if vb == "0 0 256 256":
        vb = "16 16 224 224"
    inner = re.sub(r"^.*?<svg[^>]*>|</svg>\s*$", "", body, flags=re.S)
    inner = inner.replace("currentColor", colour)
    svg.append(f'<svg x="{x}" y="{y + 3}" width="{icon}" height="{icon}" viewBox="{vb}" fill="{colour}" color="{colour}">{inner}</svg>')
    svg.append(f'<text x="{x + icon + 5}" y="{y + 19}" font-family="DejaVu Sans" font-size="10" fill="{colour}">'
               f'{escape(label)}{" ⇆" if rtl else ""}</text>')
svg.append("</svg>")
with tempfile.NamedTemporaryFile("w", suffix=".svg", delete=False) as f:
    f.write("\n".join(svg))
subprocess.run(["rsvg-convert", "-o", out, f.name], check=True)
os.unlink(f.name)
try:  # Keep the committed sheet under 1 MiB: black, blue and greys need no more than 32 colours.
    from PIL import Image
    Image.open(out).convert("RGB").quantize(colors=32, method=Image.Quantize.MEDIANCUT).save(out, optimize=True)
except ImportError:
    print("Pillow not installed: the sheet is left as full-colour PNG (about 1.6 MB)")
print(f"{out}: {len(rows)} names")
