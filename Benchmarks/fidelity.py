#!/usr/bin/env python3
"""Element-by-element fidelity of NavMock's renders against Apple's (issue 40).

    python3 Benchmarks/fidelity.py [--navmock PATH] [--groundtruth DIR] [--only NAME]
                                   [--save FILE.json] [--before FILE.json] [--keep DIR]

For each crop in ../shared/groundtruth (described in its README and in metrics.md §11-§12) it
renders the matching spec (device, OS, appearance, tabs, content behind), cuts the same region at
the crop's scale (the bottom 450 px of the screen for tab bars), then measures every element with
the same code on both images: colours (median of a region, or the ink of a glyph), geometry (ink
bounding boxes, centres, pill edges, stroke width = area / half the boundary) and spreads (standard
deviation of luminance). Tolerances (issue 40): geometry 0.5 pt, colour 6 levels per channel,
spread +-15 %; a mean stroke width +-10 % (0.5 pt would accept a stroke a quarter too thin). Prints Apple / NavMock (and --before's NavMock) per element and the share within
tolerance. The crops never enter the repository; this script only reads them.
Needs numpy and PIL (Pillow).
"""
import argparse, json, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image

GEOM, COLOUR, SPREAD, STROKE = 0.5, 6, 0.15, 0.10

# ---------------------------------------------------------------- measuring primitives

class Img:
    """An RGB image with a point grid: pt (x, y) in screen points -> pixel (x*s, y*s - y0)."""
    def __init__(self, path, scale, y0=0.0, x0=0.0):
        self.a = np.asarray(Image.open(path).convert("RGB")).astype(float)
        self.s, self.y0, self.x0 = scale, y0, x0
    def box(self, x0, y0, x1, y1):
        s = self.s
        r0, r1 = int(round(y0 * s - self.y0)), int(round(y1 * s - self.y0))
        c0, c1 = int(round(x0 * s - self.x0)), int(round(x1 * s - self.x0))
        r0, c0 = max(r0, 0), max(c0, 0)
        return self.a[r0:max(r1, r0 + 1), c0:max(c1, c0 + 1)], (c0, r0)
    def to_pt(self, cx, ry):
        return ((cx + self.x0) / self.s, (ry + self.y0) / self.s)

def lum(a):
    return a[..., :3].mean(axis=-1)

def masked(img, b, exclude=()):
    """The pixels of box b (pt), a mask that is False inside the boxes `exclude` (pt), and the
    box's first column and row in pixels."""
    a, (c0, r0) = img.box(*b)
    m = np.ones(a.shape[:2], bool)
    for e in exclude:
        ex0, ey0 = int(round(e[0] * img.s - img.x0)) - c0, int(round(e[1] * img.s - img.y0)) - r0
        ex1, ey1 = int(round(e[2] * img.s - img.x0)) - c0, int(round(e[3] * img.s - img.y0)) - r0
        m[max(ey0, 0):max(ey1, 0), max(ex0, 0):max(ex1, 0)] = False
    return a, m, c0, r0

def median_colour(img, b, exclude=()):
    a, m, c0, r0 = masked(img, b, exclude)
    p = a[m]
    return tuple(float(v) for v in np.median(p, axis=0)) if len(p) else None

def spread(img, b, exclude=()):
    a, m, c0, r0 = masked(img, b, exclude)
    return float(lum(a)[m].std())

def region_lum(img, b, exclude=(), disc=None):
    """Luminances of the pixels in box b (pt) outside the boxes `exclude` (pt), and inside the
    circle disc = (cx, cy, r) (pt) when given."""
    a, m, c0, r0 = masked(img, b, exclude)
    if disc is not None:
        ys, xs = np.mgrid[0:a.shape[0], 0:a.shape[1]]
        px, py = (xs + c0 + 0.5 + img.x0) / img.s, (ys + r0 + 0.5 + img.y0) / img.s
        m &= (px - disc[0]) ** 2 + (py - disc[1]) ** 2 <= disc[2] ** 2
    return lum(a)[m]

def ink(img, b, keep=None):
    """The glyph in box b (pt): pixels far from the box's median colour. Returns a dict with the
    half-distance bounding box (pt), centre x, ink colour and mean stroke (pt), or None."""
    a, (c0, r0) = img.box(*b)
    bg = np.median(a.reshape(-1, 3), axis=0)
    d = np.abs(a - bg).max(axis=-1)
    if keep is not None:
        d = np.where(keep(a), d, 0)
    if d.max() < 30:
        return None
    core = d >= 0.8 * d.max()
    colour = np.median(a[core], axis=0)
    m = d >= 0.5 * np.abs(colour - bg).max()
    ys, xs = np.nonzero(m)
    x0, y0 = img.to_pt(xs.min() + c0, ys.min() + r0)
    x1, y1 = img.to_pt(xs.max() + 1 + c0, ys.max() + 1 + r0)
    w = (xs * 1.0).mean() + c0 + 0.5
    p = np.pad(m, 1)
    inner = p[1:-1, 1:-1] & p[:-2, 1:-1] & p[2:, 1:-1] & p[1:-1, :-2] & p[1:-1, 2:]
    boundary = max((m & ~inner).sum(), 1)
    stroke = m.sum() / (boundary / 2) / img.s
    return dict(x0=x0, y0=y0, x1=x1, y1=y1, cx=(w + img.x0) / img.s, colour=tuple(float(v) for v in colour),
                stroke=stroke, area=m.sum() / img.s ** 2)

def hex_(c):
    return "#%02X%02X%02X" % tuple(int(round(v)) for v in c[:3]) if c else "none"

# ---------------------------------------------------------------- elements

class Row:
    def __init__(self, name, kind, value):
        self.name, self.kind, self.value = name, kind, value

def colour_row(name, c): return Row(name, "colour", c)
def geom_row(name, v): return Row(name, "geom", v)
def spread_row(name, v): return Row(name, "spread", v)

def glyph_rows(prefix, g, stroke=True):
    if g is None:
        return [Row(prefix + " present", "flag", False)]
    rows = [geom_row(prefix + " centre x", g["cx"]), geom_row(prefix + " top", g["y0"]),
            geom_row(prefix + " bottom", g["y1"]), geom_row(prefix + " width", g["x1"] - g["x0"]),
            colour_row(prefix + " colour", g["colour"])]
    if stroke:
        rows.append(Row(prefix + " stroke", "stroke", g["stroke"]))
    return rows

def not_red(a):
    return ~((a[..., 0] > 180) & (a[..., 1] < 120) & (a[..., 2] < 120))

def home_rows(img, W, H):
    g = ink(img, (W / 2 - 90, H - 14, W / 2 + 90, H - 2))
    if g is None or not (120 <= g["x1"] - g["x0"] <= 170 and 4 <= g["y1"] - g["y0"] <= 6.5):
        return [Row("home indicator present", "flag", False)]
    cx = (g["x0"] + g["x1"]) / 2
    mid = (g["y0"] + g["y1"]) / 2
    px = 1 / img.s
    return [Row("home indicator present", "flag", True), geom_row("home indicator width", g["x1"] - g["x0"]),
            geom_row("home indicator top", g["y0"]),
            colour_row("home indicator colour (top row)", median_colour(img, (cx - 40, g["y0"] + px, cx + 40, g["y0"] + 2 * px))),
            colour_row("home indicator colour (middle)", median_colour(img, (cx - 40, mid - px / 2, cx + 40, mid + px / 2))),
            colour_row("home indicator colour (bottom row)", median_colour(img, (cx - 40, g["y1"] - 2 * px, cx + 40, g["y1"] - px)))]

def classic_rows(img, c):
    W, H, n, top = c["W"], c["H"], len(c["items"]), c["H"] - 83
    rows = []
    if c.get("hairline"):
        px = 1 / img.s
        rows.append(colour_row("hairline colour", median_colour(img, (0, top - px, W, top))))
    rows.append(colour_row("bar body (below titles)", median_colour(img, (0, top + 52, W, top + 64))))
    for i, it in enumerate(c["items"]):
        x0, x1 = i * W / n, (i + 1) * W / n
        keep = (lambda a: (a.max(axis=-1) - a.min(axis=-1) < 40) & (lum(a) < 200)) if c.get("badge") == i else None
        if c.get("icons", True):
            rows += glyph_rows("%s icon" % it[0], ink(img, (x0 + 4, top + 3, x1 - 4, top + 33), keep))
        rows += glyph_rows("%s title" % it[0], ink(img, (x0 + 2, top + 33, x1 - 2, top + 48)), stroke=False)
    if c.get("badge") is not None:
        i = c["badge"]
        red = lambda a: ~not_red(a)
        g = ink(img, (i * W / n, top + 1, (i + 1) * W / n, top + 25), red)
        rows += [geom_row("badge left", g["x0"]), geom_row("badge top", g["y0"]), geom_row("badge width", g["x1"] - g["x0"]),
                 colour_row("badge colour", g["colour"])] if g else [Row("badge present", "flag", False)]
    if c.get("home", True):
        rows += home_rows(img, W, H)
    return rows

def glass_rows(img, c):
    W, H = c["W"], c["H"]
    top, bottom, left, right = H - 83, H - 21, 21.0, 311.0
    sel = c["selected"]
    centres = c["centres"]
    sx = centres[sel]
    pill_ex = (sx - 42, top, sx + 42, bottom)
    rows = []
    px = 1 / img.s
    for k in range(3):
        rows.append(Row("rim row %d (luminance)" % (k + 1), "lum",
                        float(lum(np.array([median_colour(img, (150, top + k * px, 250, top + (k + 1) * px), [pill_ex])]))[0])))
    rows.append(colour_row("glass body (top band)", median_colour(img, (48, top + 5, 284, top + 10), [pill_ex])))
    rows.append(colour_row("glass body (bottom band)", median_colour(img, (48, bottom - 10, 284, bottom - 4), [pill_ex])))
    rows.append(spread_row("glass luminance spread (bottom band)", spread(img, (48, bottom - 10, 284, bottom - 4), [pill_ex])))
    rows.append(spread_row("glass luminance spread (top band)", spread(img, (48, top + 5, 284, top + 10), [pill_ex])))
    pill = median_colour(img, (sx - 28, top + 5, sx + 28, top + 10))
    rows.append(colour_row("pill colour", pill))
    # pill edges on the capsule's centre row
    y = (top + bottom) / 2
    a, (c0, r0) = img.box(left + 2, y - px / 2, right - 2, y + px / 2)
    L = lum(a)[0]
    body = lum(np.array([median_colour(img, (48, bottom - 10, 284, bottom - 4), [pill_ex])]))[0]
    pl = lum(np.array([pill]))[0]
    half = (body + pl) / 2
    xs = np.array([img.to_pt(c0 + i + 0.5, 0)[0] for i in range(len(L))])
    inside = (L - half) * np.sign(pl - body) > 0
    def edge(direction):
        x = sx + direction * 28
        i = int(np.argmin(np.abs(xs - x)))
        while 0 < i < len(L) - 1 and inside[i]:
            i += direction
        return xs[i] - direction * px / 2
    le, re = edge(-1), edge(1)
    rows += [geom_row("pill left edge", le), geom_row("pill right edge", re), geom_row("pill width", re - le)]
    glyphs = []
    for i, (name, cx) in enumerate(zip(c["titles"], centres)):
        gi, gt = ink(img, (cx - 20, top + 9, cx + 20, top + 37)), ink(img, (cx - 36, top + 38, cx + 36, top + 53))
        glyphs += [g for g in (gi, gt) if g]
        rows += glyph_rows("%s icon" % name, gi)
        rows += glyph_rows("%s title" % name, gt, stroke=False)
    gs = ink(img, (335, top + 16, 365, top + 46))
    rows += glyph_rows("search glyph", gs)
    if c.get("text_under_glass"):
        # What the glass does to the text behind it: the capsule 3 pt inside its edge (clear of the
        # rim) and the search circle, minus the pill and each image's own glyphs (ink box + 2 pt).
        # Spread = standard deviation of luminance; "darkest 2 %" = its 2nd percentile (how much
        # of the text comes through).
        ex = [pill_ex] + [(g["x0"] - 2, g["y0"] - 2, g["x1"] + 2, g["y1"] + 2) for g in glyphs]
        inside = region_lum(img, (left + 3, top + 3, right - 3, bottom - 3), ex)
        circle = region_lum(img, (319, top, 381, bottom), [(gs["x0"] - 2, gs["y0"] - 2, gs["x1"] + 2, gs["y1"] + 2)] if gs else [],
                            disc=(350, top + 31, 28))
        rows += [spread_row("text under glass: capsule spread", float(inside.std())),
                 Row("text under glass: capsule darkest 2 %", "lum", float(np.percentile(inside, 2))),
                 spread_row("text under glass: search circle spread", float(circle.std())),
                 Row("text under glass: search circle darkest 2 %", "lum", float(np.percentile(circle, 2)))]
    rows += home_rows(img, W, H)
    return rows

def page_rows(img, b, n=3, platter=False):
    """Dots in box b (pt), each measured at half its own contrast against the colour around it.

    The current dot is the connected ink at half the strongest contrast in b (its centroid, not
    its first pixel); the row band is 8 pt above and below that centroid and from 7 pt before it
    to 48 pt after, and the band's median colour is the background (the platter where there is
    one). Columns with any pixel over 30 levels from it are split into runs, one per dot; each dot
    counts as ink the pixels at or over half its own highest contrast: diameter from that area
    (2 sqrt(A / pi)), centre from their centroid, pitch from the first and last centres.

    Why an area and not edges: at the tvOS crop's 0.98 px/pt a 9 pt dot is 9 pixels, blurred and
    sharpened by the mock-up's scaling (a light ring around each dot); an extent counts whole
    pixels (+-1 px = +-1 pt) and an edge threshold of "any ink" takes the blur and the ring in
    (about 9-10 pt: the issue's 9.0 / 9.8), while the half-contrast area is unchanged by a
    symmetric blur and uses every pixel (+-0.2 pt; NavMock's own 9.8 pt dot rendered at 0.982 px/pt
    measures 9.88-10.02). An earlier version centred an only 10 pt tall band on the current dot's
    first (top) pixel: it cut off the lower part of every dot (7.1 pt for Apple's, 7.2 for NavMock's).

    With `platter`, also the platter's width on the dot row and its height through the middle dot,
    between the half-way crossings of platter and surroundings (sub-pixel)."""
    from_box, (c0, r0) = img.box(*b)
    bg = np.median(from_box.reshape(-1, 3), axis=0)
    d = np.abs(from_box - bg).max(axis=-1)
    core = d >= 0.5 * d.max()
    # the connected blob holding the strongest pixel, by flood fill
    ry, rx = np.unravel_index(np.argmax(d), d.shape)
    blob, todo = set(), [(ry, rx)]
    while todo:
        y, x = todo.pop()
        if (y, x) in blob or not (0 <= y < d.shape[0] and 0 <= x < d.shape[1]) or not core[y, x]:
            continue
        blob.add((y, x))
        todo += [(y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)]
    ys, xs = np.array([p[0] for p in blob]), np.array([p[1] for p in blob])
    cx, cy = img.to_pt(xs.mean() + c0 + 0.5, ys.mean() + r0 + 0.5)
    a, (c0, r0) = img.box(cx - 7, cy - 8, cx + 48, cy + 8)
    back = np.median(a.reshape(-1, 3), axis=0)
    d = np.abs(a - back).max(axis=-1)
    cols = (d > 30).any(axis=0)
    runs, i = [], 0
    while i < len(cols):
        if cols[i]:
            j = i
            while j < len(cols) and cols[j]:
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    runs = [r for r in runs if r[1] - r[0] >= 3][:n]
    rows, cs = [], []
    for k, (i, j) in enumerate(runs):
        sub = d[:, i:j]
        m = sub >= 0.5 * sub.max()
        area = m.sum() / img.s ** 2
        rows.append(geom_row("dot %d diameter (from area)" % (k + 1), 2 * np.sqrt(area / np.pi)))
        xs = np.nonzero(m)[1]
        cs.append((xs.mean() + i + c0 + 0.5 + img.x0) / img.s)
    if len(cs) >= 2:
        rows.append(geom_row("dot pitch", (cs[-1] - cs[0]) / (len(cs) - 1)))
    if platter and len(cs) == n:
        L = lum(img.a)
        inside = float(lum(np.array([back]))[0])
        def span(line):
            out = float(np.median(np.r_[line[:8], line[-8:]]))
            h = (inside + out) / 2
            above = (line - h) * np.sign(inside - out) > 0
            idx = np.nonzero(above)[0]
            lo, hi = idx.min(), idx.max()
            f = lambda p, q: (h - line[p]) / (line[q] - line[p])
            return (hi + f(hi, hi + 1)) - (lo - 1 + f(lo - 1, lo))
        ry = int(round(cy * img.s - img.y0))
        W, H = L.shape[1], L.shape[0]
        x0, x1 = max(0, int((cs[0] - 40) * img.s - img.x0)), min(W, int((cs[-1] + 40) * img.s - img.x0))
        rows.append(geom_row("platter width (dot row)", span(np.median(L[ry - 1:ry + 2, x0:x1], axis=0)) / img.s))
        y0, y1 = max(0, int((cy - 25) * img.s - img.y0)), min(H, int((cy + 25) * img.s - img.y0))
        # between the dots (half a pitch from the middle one), away from their ink
        gx = int(round(((cs[0] + cs[1]) / 2) * img.s - img.x0))
        rows.append(geom_row("platter height", span(L[y0:y1, gx]) / img.s))
    return rows

# ---------------------------------------------------------------- the crops and their specs

RSS_ITEMS = [("Feeds", "newspaper.fill"), ("Favorites", "star.fill"), ("Explore", "globe"), ("Debug", "ladybug.fill")]
ICE_CLASSIC = [("Timeline", "rectangle.stack"), ("Notifications", "bell"), ("Explore", "magnifyingglass", "search"),
               ("News", "newspaper"), ("Profile", "person.crop.circle")]

def tab_spec(device, os_, ap, items, sel, tint, backdrop, extra=None, bar_extra=None):
    its = []
    for it in items:
        d = {"title": it[0]}
        if it[1]:
            d["image"] = it[1]
        if len(it) > 2:
            d["role"] = it[2]
        its.append(d)
    tb = {"items": its, "selectedIndex": sel}
    if tint:
        tb["tintColor"] = tint
    tb.update(bar_extra or {})
    s = {"device": device, "osVersion": os_, "canvas": "screen", "appearance": ap, "backdrop": backdrop, "tabBar": tb}
    s.update(extra or {})
    return s

def crops():
    out = []
    rss = dict(W=402, H=874, items=RSS_ITEMS, kind="classic")
    out.append(dict(rss, name="rss_ios18_screen_favorites_white", hairline=False,
                    spec=tab_spec("iPhone 16 Pro", "18", "light", RSS_ITEMS, 1, "#FF5808", {"color": "#FFFFFF"},
                                  bar_extra={"state": {"scrollEdge": True}})))
    out.append(dict(rss, name="rss_ios18_screen_feeds_grouped", hairline=False,
                    spec=tab_spec("iPhone 16 Pro", "18", "light", RSS_ITEMS, 0, "#FF5808", {"color": "#F2F2F7"},
                                  bar_extra={"state": {"scrollEdge": True}})))
    out.append(dict(rss, name="rss_ios18_screen_explore_material", hairline=True,
                    spec=tab_spec("iPhone 16 Pro", "18", "light", RSS_ITEMS, 2, "#FF5808", {"color": "#FFFFFF"})))
    out.append(dict(name="ice_classic_dark_badge4", kind="classic", W=393, H=852, items=ICE_CLASSIC, hairline=True, badge=1,
                    spec=tab_spec("iPhone 15 Pro", "18", "dark", ICE_CLASSIC, 2, "#BB3BE2", {"color": "#2D313F"},
                                  bar_extra={})))
    out[-1]["spec"]["tabBar"]["items"][1]["badgeValue"] = "4"
    em_items = [("メモ", None), ("メモ", None), ("プロフィール", None)]
    for ap, bg, sel_c, file, sel in [("light", "#FFFFFF", "#080808", "em_ios17_tab_memo_light", 1),
                                     ("dark", "#181818", "#FFFFFF", "em_ios17_tab_memo_dark", 1),
                                     ("light", "#FFFFFF", "#080808", "em_ios17_tab_profile_light", 0)]:
        app = {"configureWith": "default", "backgroundColor": bg, "shadowColor": "#00000000",
               "stackedLayoutAppearance": {"selected": {"titleTextAttributes": {"foregroundColor": sel_c}}}}
        out.append(dict(name=file, kind="classic", W=393, H=852, items=[("t1",), ("t2",), ("t3",)], icons=False,
                        spec=tab_spec("iPhone 15 Pro", "17", ap, [("設定", None), ("メモ", None), ("プロフィール", None)], sel, None,
                                      {"color": bg}, extra={"locale": "ja", "homeIndicator": "hidden"}, bar_extra={"standardAppearance": app})))
    t1 = ["Timeline", "Notifications", "Favorites", "News"]
    t2 = ["Timeline", "Notifications", "News", "Profile"]
    t3 = ["Timeline", "Notifications", "Favorites", "Messages"]
    icons = {"Timeline": "rectangle.stack", "Notifications": "bell", "Favorites": "star", "News": "newspaper",
             "Profile": "person.crop.circle", "Messages": "tray"}
    c1 = [61.7, 132.5, 203.3, 269.8]
    c2 = [62.2, 134.8, 207.3, 270.2]
    for file, ap, titles, sel, backdrop, centres, home in [
            ("ice_ios26_dark_timeline", "dark", t1, 0, {"color": "#11151F"}, c1, False),
            ("ice_ios26_dark_news", "dark", t1, 3, {"color": "#11151F"}, c1, True),
            ("ice_ios26_light_timeline", "light", t2, 0, {"content": "prose"}, c2, False),
            ("ice_ios26_light_notifications", "light", t3, 1, {"color": "#E8E2DC"}, c1, False)]:
        items = [(t, icons[t]) for t in titles] + [("Search", None, "search")]
        out.append(dict(name=file, kind="glass", W=402, H=874, titles=titles, selected=sel, centres=centres,
                        spec=tab_spec("iPhone 16 Pro", "26", ap, items, sel, "#BB3BE2", backdrop,
                                      extra=None if home else {"homeIndicator": "hidden"})))
        if file == "ice_ios26_light_timeline":
            # Body text behind the glass, as the crop shows it below the capsule: 17 pt lines 22 pt
            # apart, a baseline at 853.0 pt (crop row 387), from x = 68 pt to about 372 pt, grey
            # text whose darkest pixels read 180-189 under the glass's shadow (crop rows 414-450).
            out[-1].update(text_under_glass=True, generated=dict(W=402, H=874, size=17, leading=22, baseline=853.0,
                                                                 left=68, right=30, ink=195, bg=255))
    # page controls: scaled device mock-ups; geometry relative to the dots only
    out.append(dict(name="pk_pagecontrol_tvos_light", kind="page", box_crop=(400 / 0.982, 380 / 0.982, 500 / 0.982, 425 / 0.982),
                    crop_scale=0.982, platter=True,
                    spec={"platform": "tvOS", "device": "Apple TV 4K", "osVersion": "18", "canvas": "component", "appearance": "light",
                          "backdrop": {"color": "#BDBBB8"}, "pageControl": {"numberOfPages": 3, "currentPage": 0,
                          "currentPageIndicatorTintColor": "#000000", "pageIndicatorTintColor": "#A3A09E"}}))
    for file, ap, sc in [("pk_pagecontrol_iphone_light", "light", 1.4229), ("pk_pagecontrol_iphone_dark", "dark", 1.4229)]:
        out.append(dict(name=file, kind="page", crop_scale=sc, box_crop=(950 / sc, 1100 / sc, 1060 / sc, 1300 / sc),
                        spec={"device": "iPhone 16 Pro", "canvas": "component", "appearance": ap,
                              "backdrop": {"color": "#FFFFFF" if ap == "light" else "#000000"},
                              "pageControl": {"numberOfPages": 3, "currentPage": 0,
                                              "currentPageIndicatorTintColor": "#000000" if ap == "light" else "#FFFFFF",
                                              "pageIndicatorTintColor": "#8A8A8E" if ap == "light" else "#8D8D93"}}))
    return out

# ---------------------------------------------------------------- generated backdrops

PROSE = ("We left before dawn and followed the ridge until the fog lifted over the valley. The next few days "
         "packed more weather than a month at home: sun, rain, crazy winds and a fog so thick we stopped to scout "
         "every turn of the trail. On the last evening the clouds broke open and we watched the sunset from the "
         "mountain's edge, with nothing to say and no need to say it. ") * 8

def prose_png(path, g):
    """A screen-sized PNG (@3x) of body text as the crop shows it behind and below the glass: `g` gives
    the size (pt), leading (pt), a baseline (pt) the lines are aligned to, left and right margins (pt), text and
    background grey levels. Drawn with Pillow in Inter (NavMock's own text font), so only the
    glass differs between the two images."""
    from PIL import ImageDraw, ImageFont
    s = 3
    W, H = g["W"], g["H"]
    im = Image.new("RGB", (W * s, H * s), (g["bg"],) * 3)
    d = ImageDraw.Draw(im)
    font = ImageFont.truetype("/usr/share/fonts/opentype/inter/Inter-Regular.otf", int(round(g["size"] * s)))
    words, i = PROSE.split(), 0
    y = g["baseline"] - g["leading"] * int(g["baseline"] / g["leading"])
    while y < H + g["leading"]:
        line = []
        while i < len(words) and d.textlength(" ".join(line + [words[i]]), font=font) <= (W - g["left"] - g["right"]) * s:
            line.append(words[i]); i += 1
        d.text((g["left"] * s, y * s), " ".join(line), font=font, fill=(g["ink"],) * 3, anchor="ls")
        y += g["leading"]
    im.save(path)

# ---------------------------------------------------------------- running

def render(navmock, spec, scale, tmp, name, generated=None):
    if generated:
        prose_png(os.path.join(tmp, name + "-backdrop.png"), generated)
        spec = dict(spec, backdrop={"image": name + "-backdrop.png"})
    p = os.path.join(tmp, name + ".json")
    with open(p, "w") as f:
        json.dump(spec, f)
    out = os.path.join(tmp, name + ".png")
    r = subprocess.run([navmock, "render", p, "-o", out, "--format", "png", "--scale", str(scale), "--no-check", "--quiet"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("%s: %s" % (name, r.stderr.strip()))
    return out

def measure(c, path, is_crop):
    if c["kind"] in ("classic", "glass"):
        s = 3
        y0 = c["H"] * s - 450 if is_crop else 0
        img = Img(path, s, y0)
        if not is_crop:
            img.y0 = 0
        return classic_rows(img, c) if c["kind"] == "classic" else glass_rows(img, c)
    if is_crop:
        img = Img(path, c["crop_scale"])
        return page_rows(img, c["box_crop"], platter=c.get("platter", False))
    img = Img(path, 3)
    h, w = img.a.shape[:2]
    return page_rows(img, (0, 0, w / 3, h / 3), platter=c.get("platter", False))

def within(kind, apple, got):
    if got is None or apple is None:
        return got == apple
    if kind == "geom":
        return abs(got - apple) <= GEOM
    if kind == "colour":
        return max(abs(a - b) for a, b in zip(apple, got)) <= COLOUR
    if kind == "lum":
        return abs(got - apple) <= COLOUR
    if kind == "stroke":
        return abs(got - apple) <= STROKE * apple
    if kind == "spread":
        return abs(got - apple) <= SPREAD * max(apple, 1e-6)
    return got == apple

def fmt(kind, v):
    if v is None:
        return "—"
    if kind == "colour":
        return hex_(v)
    if kind in ("geom", "lum", "spread", "stroke"):
        return "%.2f" % v
    return str(v)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--navmock", default=".build/debug/navmock")
    ap.add_argument("--groundtruth", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "groundtruth"))
    ap.add_argument("--only", action="append")
    ap.add_argument("--save")
    ap.add_argument("--before")
    ap.add_argument("--keep")
    ap.add_argument("--quiet", action="store_true", help="only the summary and out-of-tolerance rows")
    a = ap.parse_args()
    gt = a.groundtruth if os.path.isdir(a.groundtruth) else "/work/shared/groundtruth"
    before = json.load(open(a.before)) if a.before else {}
    saved, total, ok_n, ok_before = {}, 0, 0, 0
    tmp = a.keep or tempfile.mkdtemp(prefix="fidelity")
    os.makedirs(tmp, exist_ok=True)
    for c in crops():
        if a.only and not any(o in c["name"] for o in a.only):
            continue
        out = render(a.navmock, c["spec"], 3, tmp, c["name"], c.get("generated"))
        if c["kind"] != "page":
            im = Image.open(out)
            im.crop((0, im.height - 450, im.width, im.height)).save(os.path.join(tmp, c["name"] + "-crop.png"))
        apple = measure(c, os.path.join(gt, c["name"] + ".png"), True)
        mine = {r.name: r for r in measure(c, out, False)}
        print("\n## %s" % c["name"])
        print("%-44s %12s %12s %12s  %s" % ("element", "Apple", "before" if before else "", "NavMock", "ok"))
        for r in apple:
            m = mine.get(r.name)
            got = m.value if m else None
            ok = within(r.kind, r.value, got)
            key = c["name"] + " / " + r.name
            saved[key] = [r.kind, got if not isinstance(got, (np.bool_,)) else bool(got), r.value]
            b = before.get(key)
            bok = b is not None and within(r.kind, r.value, tuple(b[1]) if isinstance(b[1], list) else b[1])
            total += 1
            ok_n += ok
            ok_before += bok
            if a.quiet and ok:
                continue
            bval = fmt(r.kind, tuple(b[1]) if b and isinstance(b[1], list) else (b[1] if b else None)) if before else ""
            print("%-44s %12s %12s %12s  %s" % (r.name[:44], fmt(r.kind, r.value), bval, fmt(r.kind, got), "ok" if ok else "--"))
    print("\nwithin tolerance: %d of %d (%.0f %%)" % (ok_n, total, 100.0 * ok_n / max(total, 1)))
    if before:
        print("before:           %d of %d (%.0f %%)" % (ok_before, total, 100.0 * ok_before / max(total, 1)))
    if a.save:
        def conv(o):
            if isinstance(o, (np.floating, np.integer)):
                return o.item()
            if isinstance(o, np.bool_):
                return bool(o)
            raise TypeError(type(o))
        json.dump(saved, open(a.save, "w"), indent=1, default=conv)

if __name__ == "__main__":
    main()
